package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// self is an engine command that runs this test binary as goscore (see
// TestMain).
func self(t *testing.T, args string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("GOSCORE_TEST_MAIN", "1")
	return "'" + exe + "' " + args
}

// TestRegressNinuki runs the Ninuki regression file (135 tests, every rule
// of docs/rules.md, Ninuki) against goscore gtp --game ninuki.
func TestRegressNinuki(t *testing.T) {
	code, out, errs := goscore(t, "", "regress", "--format", "json", self(t, "gtp --game ninuki"), "../../ninuki/testdata/ninuki.tst")
	if code != 0 || !strings.Contains(errs, "135 passed, 0 failed, 0 unexpected passes, 0 expected failures, 0 engine errors") {
		t.Errorf("exit %d\n%s", code, errs)
	}
	if strings.Count(out, `"status":"passed"`) != 135 {
		t.Errorf("%d passed in the JSON", strings.Count(out, `"status":"passed"`))
	}
}

// TestRegressGo runs goscore's own Go regression file, and shows that a
// failing test and a hung engine make exit status 1.
func TestRegressGo(t *testing.T) {
	code, _, errs := goscore(t, "", "regress", self(t, "gtp --playouts 50"), "testdata")
	if code != 0 || !strings.Contains(errs, "15 passed, 0 failed") {
		t.Errorf("exit %d: %s", code, errs)
	}
	bad := filepath.Join(t.TempDir(), "bad.tst")
	if err := os.WriteFile(bad, []byte("1 name\n#? [not goscore]\n2 name\n#? [goscore]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := goscore(t, "", "regress", "--format", "csv", self(t, "gtp"), bad)
	if code != 1 || !strings.Contains(errs, "1 passed, 1 failed") || !strings.Contains(out, "failed") {
		t.Errorf("a failing test: exit %d\n%s%s", code, out, errs)
	}
	code, _, errs = goscore(t, "", "regress", "--timeout", "500ms", "sh -c 'sleep 30'", bad)
	if code != 1 || !strings.Contains(errs, "engine error") {
		t.Errorf("a hung engine: exit %d %s", code, errs)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"regress", "gnugo"}, "want an engine command and at least one test file"},
		{[]string{"regress", "--timeout", "0s", "x", bad}, "bad --timeout"},
		{[]string{"regress", "'unterminated", bad}, "goscore: "},
		{[]string{"match", "a"}, "want two to 26 engine commands"},
		{[]string{"match", "--game", "chess", "a", "b"}, `bad game "chess"`},
		{[]string{"match", "--games", "0", "a", "b"}, "goscore: "},
	} {
		code, _, errs := goscore(t, "", tt.args...)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("%v: exit %d %q", tt.args, code, errs)
		}
	}
}

// TestMatchSelf plays goscore against itself: every game is accounted
// for, and --sgf saves each game as an SGF record with its result, which
// goscore reads back with its marking (--dead-stones marks) and scores to
// the same result when counted.
func TestMatchSelf(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := goscore(t, "", "match", "--format", "json", "--games", "2", "--size", "5", "--rules", "chinese", "--sgf", dir,
		self(t, "gtp --playouts 100 --seed 1"), self(t, "gtp --playouts 100 --seed 2"))
	if code != 0 || strings.Count(out, `"result"`) < 2 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	var m struct {
		Games []struct {
			Result string `json:"result"`
			Reason string `json:"reason"`
		} `json:"games"`
	}
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for i, g := range m.Games {
		name := filepath.Join(dir, fmt.Sprintf("game-%03d.sgf", i+1))
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if !strings.Contains(text, "RE["+g.Result+"]") || !strings.Contains(text, "PB[goscore") || !strings.Contains(text, "RU[Chinese]") {
			t.Errorf("%s: %s", name, text)
		}
		if g.Reason != "two passes" {
			continue
		}
		_, score, _ := goscore(t, "", "score", "--format", "jsonl", "--rules", "chinese", "--dead-stones", "marks", name)
		if !strings.Contains(score, `"result":"`+g.Result+`"`) {
			t.Errorf("%s rescored: %s, want %s", name, score, g.Result)
		}
	}
}

// TestRegressExitCodes: goscore regress exits as gogui-regress does: 0
// when no test failed unexpectedly (an unexpected pass and a failed setup
// command are reported, not failures), 1 when a test failed, 2 when a test
// file could not be run.
func TestRegressExitCodes(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	unexpectedPass := write("pass.tst", "boardsize 99\n1 name\n#? [goscore]*\n")
	failing := write("fail.tst", "1 name\n#? [not goscore]\n")
	engine := self(t, "gtp")
	for _, tc := range []struct {
		name  string
		files []string
		code  int
	}{
		{"an unexpected pass and a failed setup command", []string{unexpectedPass}, 0},
		{"an unexpected failure", []string{unexpectedPass, failing}, 1},
		{"a file that cannot be run", []string{unexpectedPass, filepath.Join(dir, "missing.tst")}, 2},
	} {
		code, _, errs := goscore(t, "", append([]string{"regress", engine}, tc.files...)...)
		if code != tc.code {
			t.Errorf("%s: exit %d, want %d\n%s", tc.name, code, tc.code, errs)
		}
	}
}

// TestRegressTotalsUnderTheReport: on a terminal, where standard output
// and standard error are one screen, the totals line comes under the
// report, as every batch command's summary does; it came above it, since
// the report waited in standard output's buffer until the program ended.
func TestRegressTotalsUnderTheReport(t *testing.T) {
	var screen strings.Builder
	code := run([]string{"goscore", "regress", self(t, "gtp --game ninuki"), "../../ninuki/testdata/ninuki.tst"}, strings.NewReader(""), &screen, &screen)
	table, totals := strings.LastIndex(screen.String(), "└"), strings.Index(screen.String(), "regress: 135 tests")
	if code != 0 || table < 0 || totals < table {
		t.Errorf("exit %d, the table's end at %d, the totals at %d:\n%s", code, table, totals, screen.String())
	}
}

// TestMatchRefusesExistingGames: match --sgf into a directory that holds
// an earlier run's games refuses before any game is played (exit 2, the
// first such file named, no engine started, the file kept); --overwrite
// replaces them; --overwrite without --sgf or --results is a usage error.
func TestMatchRefusesExistingGames(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "game-002.sgf")
	must(t, os.WriteFile(old, []byte("(;C[an earlier run])"), 0o644))
	must(t, os.WriteFile(filepath.Join(dir, "game-003.sgf"), []byte("(;C[an earlier run])"), 0o644))
	started := filepath.Join(dir, "started")
	engine := "sh -c 'touch " + started + "'"
	code, _, errs := goscore(t, "", "match", "--games", "3", "--sgf", dir, engine, engine)
	if code != 2 || !strings.Contains(errs, old+" is there already, from an earlier run; give --overwrite to replace its games") {
		t.Errorf("exit %d: %s", code, errs)
	}
	if _, err := os.Stat(started); err == nil {
		t.Error("an engine was started")
	}
	if code, _, errs := goscore(t, "", "match", "--overwrite", engine, engine); code != 2 || !strings.Contains(errs, "give one of them") {
		t.Errorf("--overwrite alone: exit %d: %s", code, errs)
	}
	code, out, errs := goscore(t, "", "match", "--format", "json", "--games", "2", "--size", "5", "--rules", "chinese", "--sgf", dir, "--overwrite",
		self(t, "gtp --playouts 50 --seed 1"), self(t, "gtp --playouts 50 --seed 2"))
	if code != 0 || strings.Count(out, `"result"`) < 2 {
		t.Fatalf("--overwrite: exit %d\n%s\n%s", code, out, errs)
	}
	if got, _ := os.ReadFile(old); !strings.Contains(string(got), "PB[goscore") {
		t.Errorf("--overwrite kept the old game: %s", got)
	}
}
