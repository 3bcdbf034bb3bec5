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
