package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// repairFiles are SGF files other programs read by repairing them, with
// the warning score gives and the place --strict refuses.
var repairFiles = []struct {
	name, input, warning, strict string
}{
	{"setup.sgf", "(;SZ[5];B[aa];AW[cc];W[bb])", "setup-in-main-line", "setup.sgf:1:15: setup AW after move 1 of the main line"},
	{"repeated.sgf", "(;SZ[5]PW[a]PW[b];B[aa])", "repeated-property", "repeated.sgf:1:13: property PW repeated in one node"},
	{"mail.sgf", "From: a@b.org\n\n(;SZ[5];B[aa])", "text-outside-game", `mail.sgf:1:1: unexpected "F" outside a game`},
	{"cut.sgf", "(;SZ[5];B[aa];W[bb]", "truncated", `cut.sgf:1:1: unclosed "("`},
	{"latin.sgf", "(;SZ[5]PB[Jos\xe9];B[aa])", "latin-1", "latin.sgf:1:11: PB is not UTF-8 and no CA names its charset (read as Latin-1)"},
	{"onstone.sgf", "(;SZ[5];B[aa];W[aa])", "move-on-occupied-point", "onstone.sgf:1:17: move 2 (white A5) is on an occupied point"},
	{"emptykomi.sgf", "(;SZ[5]KM[];B[aa])", "empty-value", "emptykomi.sgf:1:10: KM[] has no value (read as no KM)"},
	{"twomoves.sgf", "(;SZ[5];B[aa]W[bb])", "two-moves-in-node", "twomoves.sgf:1:14: node has both B and W (both are played, in file order)"},
}

// TestEmptyKomiIsRepair: KM[] (and the other empty numbers) no longer
// makes the whole file unreadable: it reads as no KM, the default komi,
// with the warning empty-value, and TB[] as an empty list of territory,
// with no warning. --strict refuses KM[] (TestRepairsWarnOrFail).
func TestEmptyKomiIsRepair(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ input, result, warnings string }{
		{"(;SZ[5]KM[]HA[]PL[];B[cc])", `"B+24"`, `["empty-value"]`},
		{"(;SZ[5]KM[0.5];B[cc];W[]TB[]TW[])", `"B+23.5"`, `[]`},
	} {
		path := filepath.Join(dir, "e.sgf")
		if err := os.WriteFile(path, []byte(tc.input), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := goscore(t, "", "score", "--format", "jsonl", path)
		if code != 0 || field(out, `"result":`) != tc.result || !strings.Contains(out, `"warnings":`+tc.warnings) {
			t.Errorf("%s: exit %d, %s; want %s with warnings %s\n%s", tc.input, code, out, tc.result, tc.warnings, errs)
		}
	}
}

// TestTwoMovesInOneNode: ;B[aa]W[bb] plays both moves, as GNU Go does,
// with the warning two-moves-in-node; --strict, which let it pass, refuses
// it at the second move. GNU Go's own buzco1.sgf ends in ;B[tt]W[tt].
func TestTwoMovesInOneNode(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[5]KM[0.5];B[aa]W[ee];B[tt]W[tt])"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := goscore(t, "", "score", "--format", "jsonl", path)
	if code != 0 || !strings.Contains(out, `"two-moves-in-node"`) || field(out, `"result":`) != `"W+0.5"` {
		t.Errorf("score: exit %d, %s; want W+0.5 (a stone each) and the warning", code, out)
	}
	code, _, errs := goscore(t, "", "--strict", "score", path)
	if code != 1 || !strings.Contains(errs, "two.sgf:1:21: node has both B and W") {
		t.Errorf("--strict: exit %d, %s", code, errs)
	}
}

// TestTruncatedSizeRefused: a file cut off inside SZ, KM, HA, RU or PL
// is refused, with or without --strict, where SZ[1 was read as an empty
// 19x19 board with the truncated warning; a file cut inside a move keeps
// the moves before it.
func TestTruncatedSizeRefused(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct{ input, msg string }{
		{"(;SZ[1", "c.sgf:1:5: the file ends inside SZ, so the board's size is unknown"},
		{"(;SZ[9]KM[7", "c.sgf:1:10: the file ends inside KM, so the komi is unknown"},
		{"(;SZ[9]AB[aa]\n;PL[", "c.sgf:2:4: the file ends inside PL, so the side to move is unknown"},
	} {
		path := filepath.Join(dir, "c.sgf")
		if err := os.WriteFile(path, []byte(tc.input), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, strict := range []string{"--strict=false", "--strict"} {
			code, _, errs := goscore(t, "", strict, "score", path)
			if code != 1 || !strings.Contains(errs, tc.msg) {
				t.Errorf("%q %s: exit %d, %s; want %s", tc.input, strict, code, errs, tc.msg)
			}
		}
	}
	path := filepath.Join(dir, "m.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[9]KM[6.5];B[ee];W[c"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := goscore(t, "", "score", "--format", "jsonl", path); code != 0 || !strings.Contains(out, `"truncated"`) || field(out, `"result":`) != `"B+73.5"` {
		t.Errorf("cut in a move: exit %d, %s%s", code, out, errs)
	}
}

// TestRepairsWarnOrFail: each repair is a warning of score, mark and
// capture, and an error with --strict in every command that reads boards.
func TestRepairsWarnOrFail(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range repairFiles {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name)
			if err := os.WriteFile(path, []byte(tc.input), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, cmd := range [][]string{{"score"}, {"mark"}, {"capture"}} {
				code, out, errs := goscore(t, "", append(append([]string{"--format", "jsonl"}, cmd...), path)...)
				if code != 0 || !strings.Contains(out, `"`+tc.warning+`"`) {
					t.Errorf("%s: exit %d, want 0 and warning %s\n%s%s", cmd[0], code, tc.warning, out, errs)
				}
			}
			for _, cmd := range [][]string{{"score"}, {"mark"}, {"capture"}, {"status", path, "A1"}, {"legal", "-m", "black:E1", path}, {"convert", "--to", "grid"}} {
				args := append([]string{"--strict", "--format", "jsonl"}, cmd...)
				if cmd[0] != "status" {
					args = append(args, path)
				}
				code, _, errs := goscore(t, "", args...)
				want := filepath.Join(dir, tc.strict)
				if code != 1 || !strings.Contains(errs, want) {
					t.Errorf("--strict %s: exit %d, want 1 and %q\n%s", cmd[0], code, want, errs)
				}
			}
		})
	}
}

// TestCollectionsPerCommand: score, mark, status and legal judge each game
// of a collection; capture and convert write one board a file and refuse
// one of several games.
func TestCollectionsPerCommand(t *testing.T) {
	path := filepath.Join(t.TempDir(), "two.sgf")
	if err := os.WriteFile(path, []byte("(;SZ[5];B[aa])\n(;SZ[5];B[bb])\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"score", path}, {"mark", path}, {"status", path, "A5"}, {"legal", "-m", "white:A5", path}} {
		code, out, errs := goscore(t, "", append([]string{"--format", "jsonl"}, args...)...)
		if code != 0 || !strings.Contains(out, "two.sgf#1") || !strings.Contains(out, "two.sgf#2") {
			t.Errorf("%s: exit %d, want a verdict for each game\n%s%s", args[0], code, out, errs)
		}
	}
	for _, args := range [][]string{{"capture", path}, {"convert", "--to", "grid", path}} {
		code, _, errs := goscore(t, "", append([]string{"--format", "jsonl"}, args...)...)
		if code != 1 || !strings.Contains(errs, "file holds 2 games, want one") {
			t.Errorf("%s: exit %d, want 1 and one game wanted\n%s", args[0], code, errs)
		}
	}
}
