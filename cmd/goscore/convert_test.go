package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestConvertRoundTrips: grid -> sgf -> grid gives back every fixture's
// boards (history included when it is one move per grid), and
// sgf -> grid -> sgf gives back the same SGF; diagrams read back as the
// same board.
func TestConvertRoundTrips(t *testing.T) {
	dir := t.TempDir()
	sgfDir, gridDir, diaDir := filepath.Join(dir, "sgf"), filepath.Join(dir, "grid"), filepath.Join(dir, "dia")
	if code, _, errs := goscore(t, "", "convert", "--to", "sgf", "--out", sgfDir, "../../fixtures"); code != 0 {
		t.Fatalf("to sgf: %s", errs)
	}
	if code, _, errs := goscore(t, "", "convert", "--to", "grid", "--out", gridDir, sgfDir); code != 0 {
		t.Fatalf("back to grid: %s", errs)
	}
	if code, _, errs := goscore(t, "", "convert", "--to", "diagram", "--out", diaDir, "../../fixtures"); code != 0 {
		t.Fatalf("to diagram: %s", errs)
	}
	fixtures, _ := filepath.Glob("../../fixtures/*.txt")
	for _, fx := range fixtures {
		name := filepath.Base(fx)
		_, want, _ := goscore(t, "", "capture", "--format", "json", fx)
		for _, back := range []string{filepath.Join(gridDir, name), filepath.Join(diaDir, name)} {
			_, got, errs := goscore(t, "", "capture", "--format", "json", back)
			if field(got, `"board":`) != field(want, `"board":`) {
				t.Errorf("%s: the board changed on the way through %s\n%s", name, back, errs)
			}
		}
	}
	// sgf -> grid -> sgf is exact.
	again := filepath.Join(dir, "again")
	if code, _, errs := goscore(t, "", "convert", "--to", "sgf", "--out", again, gridDir); code != 0 {
		t.Fatalf("grid to sgf again: %s", errs)
	}
	sgfs, _ := filepath.Glob(filepath.Join(sgfDir, "*.sgf"))
	if len(sgfs) != len(fixtures) {
		t.Fatalf("%d sgf files for %d fixtures", len(sgfs), len(fixtures))
	}
	for _, s := range sgfs {
		a, _ := os.ReadFile(s)
		b, err := os.ReadFile(filepath.Join(again, filepath.Base(s)))
		if err != nil || string(a) != string(b) {
			t.Errorf("%s: sgf -> grid -> sgf differs:\n%s\n---\n%s", s, a, b)
		}
	}
	code, out, _ := goscore(t, "", "convert", "--to", "sgf", "../../fixtures/ko.txt")
	if code != 0 || !strings.HasPrefix(out, "(;FF[4]") || !strings.Contains(out, ";W[dd];B[ed])") {
		t.Errorf("ko.txt to sgf on stdout:\n%s", out)
	}
	code, _, errs := goscore(t, "", "convert", "--to", "png", "../../fixtures/ko.txt")
	if code != 2 || !strings.Contains(errs, `bad --to "png" (want grid, diagram or sgf)`) {
		t.Errorf("bad --to: %d %s", code, errs)
	}
}

// TestMarkHTML: the whole CLI writes one page for several boards and
// exits 1 when one of them is bad.
func TestMarkHTML(t *testing.T) {
	code, out, _ := goscore(t, "", "mark", "--format", "html", sample, "../../fixtures/worked-example.txt", boards+"/bad-cell.txt")
	if code != 1 || !strings.HasPrefix(out, "<!DOCTYPE html>") || strings.Count(out, `<svg class="goban"`) != 2 || !strings.Contains(out, "bad cell") {
		t.Errorf("exit %d, %d boards\n%.300s", code, strings.Count(out, `<svg class="goban"`), out)
	}
}

// TestSGFInput: each game of a collection is a verdict, RU picks the rules
// unless --rules is given, and a diagram is scored like its grid.
func TestSGFInput(t *testing.T) {
	dir := t.TempDir()
	coll := filepath.Join(dir, "two.sgf")
	if err := os.WriteFile(coll, []byte("(;GM[1]FF[4]SZ[5]RU[Chinese]KM[0.5];B[cc];W[dd])(;GM[1]FF[4]SZ[5];B[aa])"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", coll)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 2 || !strings.Contains(lines[0], `"file":"`+coll+`#1","width":5,"height":5,"rules":"chinese","scoring":"area","komi":0.5`) ||
		!strings.Contains(lines[1], `#2","width":5,"height":5,"rules":"japanese"`) || !strings.Contains(errs, "scored 1 file") {
		t.Errorf("exit %d\n%s\n%s", code, out, errs)
	}
	_, out, _ = goscore(t, "", "score", "--rules", "japanese", "--format", "jsonl", coll)
	if !strings.Contains(out, `#1","width":5,"height":5,"rules":"japanese"`) {
		t.Errorf("--rules should beat RU: %s", out)
	}
	dia := filepath.Join(dir, "d.txt")
	if err := os.WriteFile(dia, []byte("   A B C\n 3 . X . 3\n 2 X O X 2\n 1 . X . 1\n   A B C\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, out, _ = goscore(t, "", "score", "--format", "jsonl", dia)
	if !strings.Contains(out, `"black":{"stones":4,"territory":5,"prisoners":1,"captured_on_board":1,"dead_taken":0,"seki_eyes":0,"false_eyes":0,"score":6}`) {
		t.Errorf("diagram: %s", out)
	}
}

// TestConvertKeepsRulesCLI: the game whose RU and HA convert used to drop
// scores the same once converted to each format, as a file and through
// standard output: B+0.5 under its Chinese rules (W+0.5 was the converted
// file's score under the default Japanese rules), and with a handicap of
// two White's two points of compensation go along.
func TestConvertKeepsRulesCLI(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ game, want string }{
		{"(;RU[Chinese]SZ[5]KM[0.5];B[bb];W[dd];B[cc])", "B+0.5"},
		{"(;RU[Chinese]SZ[5]KM[0.5]HA[2]AB[bb][dd];W[cc])", "W+1.5"}, // B+0.5 without HA
	} {
		in := filepath.Join(dir, "c.sgf")
		if err := os.WriteFile(in, []byte(tc.game), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, out, _ := goscore(t, "", "score", "--format", "jsonl", in); field(out, `"result":`) != `"`+tc.want+`"` {
			t.Fatalf("%s scores %s, want %s", tc.game, field(out, `"result":`), tc.want)
		}
		for _, to := range []string{"sgf", "grid", "diagram"} {
			code, text, errs := goscore(t, "", "convert", "-q", "--to", to, in)
			if code != 0 {
				t.Fatalf("convert --to %s: %s", to, errs)
			}
			_, out, _ := goscore(t, text, "score", "--format", "jsonl", "-")
			if got := field(out, `"result":`); got != `"`+tc.want+`"` || field(out, `"rules":`) != `"chinese"` {
				t.Errorf("%s to %s scores %s under %s, want %s under chinese\n%s", tc.game, to, got, field(out, `"rules":`), tc.want, text)
			}
		}
	}
}

// TestRulesHeaderLosesToFlags: a board file's rules and handicap headers
// count as an SGF's RU and HA do, and --rules, --komi and --handicap-komi
// beat them as they beat RU and KM.
func TestRulesHeaderLosesToFlags(t *testing.T) {
	board := "rules: chinese\nhandicap: 2\nkomi: 0.5\n0 1 2 0\n0 1 2 0\n0 1 2 0\n"
	for _, tc := range []struct {
		flags                []string
		rules, result, notes string
	}{
		// Area: Black 3 stones and 3 points, White 3 stones, 3 points,
		// 0.5 komi and the compensation. Territory: 3 against 3.5.
		{nil, "chinese", "W+2.5", `["handicap 2: white +2 (chinese)"]`},
		{[]string{"--rules", "aga"}, "aga", "W+1.5", `["handicap 2: white +1 (aga)"]`},
		{[]string{"--rules", "japanese"}, "japanese", "W+0.5", `[]`},
		{[]string{"--handicap-komi", "none"}, "chinese", "W+0.5", `[]`},
		{[]string{"--komi", "4.5"}, "chinese", "W+6.5", `["handicap 2: white +2 (chinese)"]`},
	} {
		args := append(append([]string{"score", "--format", "jsonl"}, tc.flags...), "-")
		_, out, errs := goscore(t, board, args...)
		if field(out, `"rules":`) != `"`+tc.rules+`"` || field(out, `"result":`) != `"`+tc.result+`"` || !strings.Contains(out, `"notes":`+tc.notes) {
			t.Errorf("%v: %s%s; want %s, %s, notes %s", tc.flags, out, errs, tc.rules, tc.result, tc.notes)
		}
	}
}
