package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// scoreFields decodes the jsonl score verdicts of out, keeping what a
// count decides: each side's breakdown, neutral points, result and komi.
func scoreFields(t *testing.T, out string) []map[string]any {
	t.Helper()
	var vs []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var v map[string]any
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		keep := map[string]any{}
		for _, k := range []string{"black", "white", "neutral", "result", "komi", "rules", "error"} {
			keep[k] = v[k]
		}
		vs = append(vs, keep)
	}
	return vs
}

// TestMarkSGFScoresTheSame: every fixture, and a finished game with dead
// stones given by hand, written by mark --format sgf and read back with
// --dead-stones marks, scores as the original does.
func TestMarkSGFScoresTheSame(t *testing.T) {
	dir := t.TempDir()
	fixtures, _ := filepath.Glob("../../fixtures/*.txt")
	for _, tt := range []struct {
		name  string
		paths []string
		args  []string
	}{
		{"fixtures", fixtures, nil},
		{"dead stones by hand", []string{finishedDead}, []string{"--dead-stones", "B6,G8"}},
		{"dead stones by hand, area scoring", []string{finishedDead}, []string{"--dead-stones", "B6,G8", "--rules", "chinese"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := filepath.Join(dir, strings.ReplaceAll(tt.name, " ", "-"))
			args := append(append([]string{"mark", "--format", "sgf", "--out", out}, tt.args...), tt.paths...)
			if code, _, errs := goscore(t, "", args...); code != 0 {
				t.Fatalf("mark --format sgf: %d %s", code, errs)
			}
			written := map[string]string{}
			_ = filepath.WalkDir(out, func(path string, d fs.DirEntry, err error) error {
				written[filepath.Base(path)] = path
				return nil
			})
			var sgfs []string
			for _, p := range tt.paths {
				name := strings.TrimSuffix(filepath.Base(p), ".txt") + ".sgf"
				if written[name] == "" {
					t.Fatalf("no %s under %s", name, out)
				}
				sgfs = append(sgfs, written[name])
			}
			_, want, _ := goscore(t, "", append(append([]string{"score", "--format", "jsonl"}, tt.args...), tt.paths...)...)
			back := append([]string{"score", "--format", "jsonl", "--dead-stones", "marks"}, sgfs...)
			if len(tt.args) > 2 {
				back = append(back, tt.args[2:]...)
			}
			code, got, errs := goscore(t, "", back...)
			if code != 0 {
				t.Fatalf("score --dead-stones marks: %d %s", code, errs)
			}
			w, g := scoreFields(t, want), scoreFields(t, got)
			for i := range w {
				if !reflect.DeepEqual(w[i], g[i]) {
					t.Errorf("%s: through SGF\n%v\nwant\n%v", sgfs[i], g[i], w[i])
				}
			}
		})
	}
	code, out, _ := goscore(t, "", "mark", "--format", "sgf", "--dead-stones", "B6,G8", finishedDead)
	for _, want := range []string{"RU[Japanese]", "RE[W+15.5]", "KM[6.5]", "TB[aa][ba][ca][ab][bb][cb]", "[bd]", "TW[fa]", "[gb]"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("mark --format sgf lacks %s:\n%s", want, out)
		}
	}
	if code, _, errs := goscore(t, "", "mark", "--out", dir, finishedDead); code != 2 || !strings.Contains(errs, "give --format sgf") {
		t.Errorf("--out without --format sgf: %d %s", code, errs)
	}
	if code, _, errs := goscore(t, "", "gtp", "--dead-stones", "marks"); code != 2 || !strings.Contains(errs, "gtp reads no file") {
		t.Errorf("gtp --dead-stones marks: %d %s", code, errs)
	}
}

// TestMarkSGFOutOntoInputs: mark --format sgf --out onto the inputs'
// directory refuses the SGF that would be overwritten, leaves it as it
// was, writes the board file's SGF beside it, and offers no --in-place,
// which mark does not have.
func TestMarkSGFOutOntoInputs(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.sgf")
	want := "(;FF[4]SZ[5]AB[aa]AW[ee])\n"
	if err := os.WriteFile(game, []byte(want), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "board.txt"), []byte("1 0 0\n0 0 0\n0 0 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errs := goscore(t, "", "mark", "--format", "sgf", "--out", dir, dir)
	if code != 1 || !strings.Contains(errs, "game.sgf would overwrite an input of this run (the file itself); nothing written, choose another --out directory\n") {
		t.Errorf("exit %d, want 1 and the refusal with no --in-place:\n%s", code, errs)
	}
	if got, _ := os.ReadFile(game); string(got) != want {
		t.Errorf("the input was overwritten: %q", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "board.sgf")); err != nil {
		t.Errorf("board.txt's marking not written: %v", err)
	}
}

// sabakiScript prints, for each game Sabaki's SGF reader finds, the root
// node's TB, TW, MA and RE as JSON.
const sabakiScript = `const sgf = require('@sabaki/sgf')
const games = sgf.parse(require('fs').readFileSync(process.argv[2], 'utf8'))
console.log(JSON.stringify(games.map(g => ({TB: g.data.TB || [], TW: g.data.TW || [], MA: g.data.MA || [], RE: g.data.RE || []}))))
`

// TestMarkSGFReadBySabaki: Sabaki's own SGF reader (the npm package
// @sabaki/sgf) finds mark's TB, TW, MA and RE in the root node. It runs
// when GOSCORE_SABAKI_SGF names a directory where `npm install
// @sabaki/sgf` was run and node is installed; it skips otherwise.
func TestMarkSGFReadBySabaki(t *testing.T) {
	dir := os.Getenv("GOSCORE_SABAKI_SGF")
	node, err := exec.LookPath("node")
	if dir == "" || err != nil {
		t.Skip("set GOSCORE_SABAKI_SGF to a directory holding node_modules/@sabaki/sgf, with node installed")
	}
	tmp := t.TempDir()
	file, script := filepath.Join(tmp, "marked.sgf"), filepath.Join(tmp, "read.js")
	code, out, errs := goscore(t, "", "mark", "--format", "sgf", "--dead-stones", "B6,G8", finishedDead, "../../fixtures/worked-example.txt")
	if code != 1 { // B6 is empty on the worked example: its error, and the first file's marking
		t.Fatalf("mark: %d %s", code, errs)
	}
	if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(script, []byte(sabakiScript), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, script, file)
	cmd.Env = append(os.Environ(), "NODE_PATH="+filepath.Join(dir, "node_modules"))
	got, err := cmd.Output()
	if err != nil {
		t.Fatalf("node: %v", err)
	}
	var games []map[string][]string
	if err := json.Unmarshal(got, &games); err != nil {
		t.Fatalf("%v: %s", err, got)
	}
	// The dead white stone B6 is "bd", in TB; the dead black one G8, "gb", in TW.
	if len(games) != 1 || len(games[0]["TB"]) != 27 || len(games[0]["TW"]) != 36 ||
		!slices.Contains(games[0]["TB"], "bd") || !slices.Contains(games[0]["TW"], "gb") || !reflect.DeepEqual(games[0]["RE"], []string{"W+15.5"}) {
		t.Errorf("Sabaki reads %s\nfrom\n%s", got, out)
	}
}

// TestMarkSGFKeepsTheGame: mark --format sgf writes the game itself, its
// moves, comments, variations and recorded result, with the marking on
// the last node of the main line and goscore's count in a comment line;
// marking the marked game again replaces goscore's lines, and scoring it
// with its marks gives the same count.
func TestMarkSGFKeepsTheGame(t *testing.T) {
	dir := t.TempDir()
	game := filepath.Join(dir, "game.sgf")
	must(t, os.WriteFile(game, []byte("(;SZ[5]KM[0.5]RE[W+R]PB[Ann]C[my notes]XX[mine]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb]C[ko!](;W[ee])(;W[aa]C[another try]))"), 0o644))
	code, out, errs := goscore(t, "", "mark", "--format", "sgf", game)
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	for _, want := range []string{"RE[W+R]", "PB[Ann]", "C[my notes\ngoscore result: B+2.5]", "XX[mine]", ";B[cb]C[ko!]", "(;W[ee]TB[aa][bb])", "(;W[aa]C[another try])"} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
	marked := filepath.Join(dir, "marked.sgf")
	must(t, os.WriteFile(marked, []byte(out), 0o644))
	_, again, _ := goscore(t, "", "mark", "--format", "sgf", marked)
	if again != out {
		t.Errorf("marked again:\n%s\nonce:\n%s", again, out)
	}
	_, a, _ := goscore(t, "", "score", "--format", "jsonl", game)
	_, b, _ := goscore(t, "", "score", "--format", "jsonl", "--dead-stones", "marks", marked)
	if !reflect.DeepEqual(scoreFields(t, a), scoreFields(t, b)) {
		t.Errorf("the marked game scores\n%s\nthe game\n%s", b, a)
	}
}

// TestConvertSGFKeepsTheGame: convert --to sgf of an SGF writes its game
// whole, and it scores as the original does.
func TestConvertSGFKeepsTheGame(t *testing.T) {
	path := writeTemp(t, "c.sgf", "(;RU[Chinese]SZ[5]KM[0.5]HA[2]PB[Ann]C[notes]AB[aa][ee];W[bb]C[hm](;B[dd];W[cc])(;B[cc]))")
	code, out, errs := goscore(t, "", "convert", "-q", "--to", "sgf", path)
	if want := "(;RU[Chinese]SZ[5]KM[0.5]HA[2]PB[Ann]C[notes]AB[aa][ee]\n;W[bb]C[hm]\n(;B[dd];W[cc])\n(;B[cc]))\n"; code != 0 || out != want {
		t.Errorf("exit %d %s\n%s\nwant\n%s", code, errs, out, want)
	}
	converted := writeTemp(t, "c2.sgf", out)
	_, a, _ := goscore(t, "", "score", "--format", "jsonl", path)
	_, b, _ := goscore(t, "", "score", "--format", "jsonl", converted)
	if !reflect.DeepEqual(scoreFields(t, a), scoreFields(t, b)) {
		t.Errorf("converted scores\n%s\noriginal\n%s", b, a)
	}
}

// TestMarkSGFSaysWhyNotTerritory: SGF has no property for a false eye or a
// seki, so mark --format sgf names them in the root comment, where GoGui
// and Sabaki show it, and leaves them out of TB and TW under territory
// scoring; marking the written game again replaces those lines.
func TestMarkSGFSaysWhyNotTerritory(t *testing.T) {
	for _, tc := range []struct{ file, note, notInTB string }{
		{"../../fixtures/japanese/false-eye-chain.txt", "goscore false-eyes: D5 F5", "[da]"},
		{"../../fixtures/seki/one-eye-each.txt", "goscore seki: B7 D7 F7 A6 B6 C6 D6 E6 F6 (eyes A7 E7)", "[aa]"},
	} {
		code, out, errs := goscore(t, "", "mark", "--format", "sgf", tc.file)
		if code != 0 || strings.Count(out, tc.note) != 1 || strings.Contains(out, "TB"+tc.notInTB) {
			t.Errorf("%s: exit %d, want the note %q once and no %s in TB\n%s%s", tc.file, code, tc.note, tc.notInTB, out, errs)
		}
		again := filepath.Join(t.TempDir(), "again.sgf")
		must(t, os.WriteFile(again, []byte(out), 0o644))
		if _, out2, _ := goscore(t, "", "mark", "--format", "sgf", again); strings.Count(out2, tc.note) != 1 {
			t.Errorf("%s marked twice: want the note once\n%s", tc.file, out2)
		}
	}
}

// TestMarkSGFTableNamesWarnings: with --out the games are not on the
// screen, so the table says what each file's games warn of: a recorded
// result the count does not give, with both results, numbered by game in
// a collection; a game whose result agrees says nothing.
func TestMarkSGFTableNamesWarnings(t *testing.T) {
	t.Setenv("COLUMNS", "1000")
	dir := t.TempDir()
	games := writeTemp(t, "games.sgf", "(;SZ[3]RE[B+1]AB[aa])(;SZ[3]RE[B+8]AB[aa])(;SZ[3]RE[W+9]AW[aa])")
	code, out, errs := goscore(t, "", "mark", "--format", "sgf", "--out", dir, games)
	if code != 0 {
		t.Fatalf("exit %d %s", code, errs)
	}
	want := "game 1: result-differs: recorded B+1, counted B+8 (no dead stones judged); game 3: result-differs: recorded W+9, counted W+8 (no dead stones judged)"
	if !strings.Contains(out, "NOTES") || !strings.Contains(out, want) || strings.Contains(out, "game 2") {
		t.Errorf("the table does not name the warnings %q:\n%s", want, out)
	}
}
