package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goscore/goscore/internal/batch"
)

// TestOutKeepsRelativePaths: files named on the command line (or in
// --files-from) keep their relative paths under --out, as a directory's
// files do, so a/x.txt and b/x.txt are two outputs, not one overwritten.
func TestOutKeepsRelativePaths(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	for _, n := range []string{"a/x.txt", "b/x.txt"} {
		must(t, os.MkdirAll(filepath.Dir(n), 0o755))
		must(t, os.WriteFile(n, []byte("1 2\n2 0\n"), 0o644))
	}
	code, _, errs := goscore(t, "", "capture", "--out", "o", "a/x.txt", "b/x.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, n := range []string{"o/a/x.txt", "o/b/x.txt"} {
		if _, err := os.Stat(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
	must(t, os.WriteFile("list", []byte("a/x.txt\nb/x.txt\n"), 0o644))
	if code, _, errs := goscore(t, "", "convert", "--to", "sgf", "--out", "p", "--files-from", "list"); code != 0 {
		t.Fatalf("convert --files-from: exit %d: %s", code, errs)
	}
	for _, n := range []string{"p/a/x.sgf", "p/b/x.sgf"} {
		if _, err := os.Stat(n); err != nil {
			t.Errorf("%s: %v", n, err)
		}
	}
}

// TestOutCollisionIsAnError: inputs that would land on the same output
// (g, g.txt and g.board all become g.sgf; two directory arguments with the
// same file) give the first its output and the others an error, whatever
// --jobs is; nothing is overwritten.
func TestOutCollisionIsAnError(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	must(t, os.MkdirAll("c", 0o755))
	boards := map[string]string{"c/g": "1 0\n0 0\n", "c/g.board": "2 0\n0 0\n", "c/g.txt": "0 1\n0 0\n"}
	for n, b := range boards {
		must(t, os.WriteFile(n, []byte(b), 0o644))
	}
	for _, jobs := range []string{"1", "4"} {
		out := "o" + jobs
		code, _, errs := goscore(t, "", "convert", "--jobs", jobs, "--to", "sgf", "--out", out, "c")
		if code != 1 || strings.Count(errs, "same output as an earlier input c/g:") != 2 {
			t.Errorf("--jobs %s: exit %d:\n%s", jobs, code, errs)
		}
		got, _ := os.ReadFile(filepath.Join(out, "g.sgf"))
		if !strings.Contains(string(got), "AB[aa]") {
			t.Errorf("--jobs %s: g.sgf holds %q, want the first input's (c/g)", jobs, got)
		}
	}
	// The same with two directory arguments holding the same name.
	must(t, os.MkdirAll("d", 0o755))
	must(t, os.WriteFile("d/g.txt", []byte("0 0\n0 2\n"), 0o644))
	code, _, errs := goscore(t, "", "capture", "--out", "q", "c", "d")
	if code != 1 || !strings.Contains(errs, "d/g.txt: same output as an earlier input c/g.txt: both go to q/g.txt") {
		t.Errorf("two directories: exit %d:\n%s", code, errs)
	}
}

// TestOutDirNotWalkedNextRun: an --out directory inside the input tree is
// marked, so the next run over the tree does not read the outputs as
// inputs; named itself, it is read.
func TestOutDirNotWalkedNextRun(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	must(t, os.MkdirAll("class", 0o755))
	must(t, os.WriteFile("class/a.txt", []byte("1 2\n2 0\n"), 0o644))
	if code, _, errs := goscore(t, "", "capture", "--out", "class/clean", "class"); code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join("class/clean", batch.OutputMarker)); err != nil {
		t.Fatal(err)
	}
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", "class")
	if code != 0 || strings.Count(out, "\n") != 1 || strings.Contains(out, "clean") {
		t.Errorf("second run read the outputs: exit %d\n%s%s", code, out, errs)
	}
	if code, out, _ := goscore(t, "", "score", "--format", "jsonl", "class/clean"); code != 0 || strings.Count(out, "\n") != 1 {
		t.Errorf("the output directory named itself: exit %d\n%s", code, out)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestCaptureKeepsFormat: capture writes an input back in its own format
// and leaves alone a file it would not change: an SGF game record stays
// byte for byte (not turned into a grid with an .sgf name), a grid with a
// student's comment and CRLF line ends is not rewritten, a diagram stays a
// diagram, and an SGF whose capture would need prisoners is refused
// before anything is written.
func TestCaptureKeepsFormat(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	files := map[string]string{
		"game.sgf":    "(;GM[1]FF[4]SZ[9]PB[Alice]PW[Bob]KM[6.5];B[ee];W[cc];B[gg])\n",
		"setup.sgf":   "(;GM[1]FF[4]SZ[3]AB[aa]AW[ba][ab])\n",
		"student.txt": "# Alice, exercise 3\r\nplayer: black\r\n0 1 0\r\n1 2 1\r\n0 1 0\r\n",
		"quiet.txt":   "# nothing to take\r\n0 1\r\n1 0\r\n",
		"diag.txt":    "  A B C\n3 . X .\n2 X O X\n1 . X .\n",
	}
	stat := map[string]os.FileInfo{}
	for n, text := range files {
		must(t, os.WriteFile(n, []byte(text), 0o644))
		st, err := os.Stat(n)
		must(t, err)
		stat[n] = st
	}
	code, _, errs := goscore(t, "", "capture", "--in-place", "game.sgf", "setup.sgf", "quiet.txt", "diag.txt", "student.txt")
	if code != 1 || !strings.Contains(errs, "setup.sgf: cannot keep the file's format: an SGF record has no place for the prisoner the capture makes") {
		t.Fatalf("exit %d:\n%s", code, errs)
	}
	for _, n := range []string{"game.sgf", "setup.sgf", "quiet.txt"} {
		got, _ := os.ReadFile(n)
		st, _ := os.Stat(n)
		if string(got) != files[n] || !os.SameFile(st, stat[n]) || !st.ModTime().Equal(stat[n].ModTime()) {
			t.Errorf("%s was rewritten: %q", n, got)
		}
	}
	if got, _ := os.ReadFile("student.txt"); string(got) != "# Alice, exercise 3\r\nplayer: black\r\nblack-prisoners: 1\r\n0 1 0\r\n1 0 1\r\n0 1 0\r\n" {
		t.Errorf("student.txt written as %q: the comment, header and CRLF must stay", got)
	}
	if got, _ := os.ReadFile("diag.txt"); string(got) != "black-prisoners: 1\n  A B C\n3 . X .\n2 X . X\n1 . X .\n" {
		t.Errorf("diagram written as %q", got)
	}
	if code, out, _ := goscore(t, "", "score", "--format", "jsonl", "diag.txt"); code != 0 || !strings.Contains(out, `"prisoners":1`) {
		t.Errorf("the cleaned diagram does not read back with its prisoner: %s", out)
	}
}

// TestInPlaceKeepsDiagramComments: capture --in-place keeps everything of
// a board file but the stones it takes off and the prisoner counts: a
// diagram's comments (above it and between its rows), column labels,
// borders, header lines and the last move's parentheses, a grid's
// comments between its rows and its rows written without spaces, and
// each file's line ends (LF, CRLF, lone CR).
func TestInPlaceKeepsDiagramComments(t *testing.T) {
	t.Chdir(t.TempDir())
	files := []struct{ name, in, want string }{
		{"showboard.txt",
			"# GNU Go, move 3\n# black to play\nplayer: black\n   A B C\n +-------+\n3| . X . |3\n# the capture is here\n2| X(O)X |2\n1| . X . |1\n +-------+\n   A B C\n",
			"# GNU Go, move 3\n# black to play\nplayer: black\nblack-prisoners: 1\n   A B C\n +-------+\n3| . X . |3\n# the capture is here\n2| X(.)X |2\n1| . X . |1\n +-------+\n   A B C\n"},
		{"sensei.txt",
			"# from the wiki\r\n# O .\r\nO . .\r\n",
			"# from the wiki\r\nwhite-prisoners: 1\r\n. O .\r\nO . .\r\n"},
		{"grid.txt",
			"# homework 4\r012\r# middle\r121\r020\r",
			"# homework 4\rblack-prisoners: 1\r010\r# middle\r121\r020\r"},
	}
	for _, tc := range files {
		must(t, os.WriteFile(tc.name, []byte(tc.in), 0o644))
	}
	code, _, errs := goscore(t, "", "capture", "--in-place", "showboard.txt", "sensei.txt", "grid.txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, tc := range files {
		if got, _ := os.ReadFile(tc.name); string(got) != tc.want {
			t.Errorf("%s written as\n%q\nwant\n%q", tc.name, got, tc.want)
		}
	}
}

// TestOutNeverOverwritesAnInput: no output of a run lands on a file the
// run reads, however that file is named (walked, named, through a
// symbolic link, in another spelling, or the --files-from list), and
// whatever --jobs is: the input whose output would land there gets one
// error verdict, the file stays as it was, and the batch goes on. The
// verdicts are the same for --jobs 1 and 8.
func TestOutNeverOverwritesAnInput(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string // relative path -> content; "->x" makes a link to x
		args  []string
		kept  []string // inputs that must stay byte for byte
		errs  []string // a substring of each error line, in order
		wrote []string // outputs that must exist
		// unmarked is an --out directory holding inputs: the output
		// marker, which would hide them from the next walk, is not left.
		unmarked string
	}{
		{
			name:     "convert into the directory it reads",
			files:    map[string]string{"b/x.board": "0 1\n1 0\n", "b/x.sgf": "(;SZ[9]C[mine];B[ee])"},
			args:     []string{"convert", "--to", "sgf", "--out", "b", "b"},
			kept:     []string{"b/x.sgf", "b/x.board"},
			unmarked: "b",
			errs: []string{
				"b/x.board: its output b/x.sgf would overwrite an input of this run; nothing written",
				"b/x.sgf: its output b/x.sgf would overwrite an input of this run (the file itself)",
			},
		},
		{
			name:  "an input named under --out",
			files: map[string]string{"a/x.txt": "1 2\n2 0\n", "o/a/x.txt": "0 1\n1 0\n"},
			args:  []string{"capture", "--out", "o", "a/x.txt", "o/a/x.txt"},
			kept:  []string{"o/a/x.txt"},
			errs:  []string{"a/x.txt: its output o/a/x.txt would overwrite an input of this run; nothing written"},
			wrote: []string{"o/o/a/x.txt"},
		},
		{
			name:  "mark's SGF onto an input SGF",
			files: map[string]string{"g/a.txt": "1 2\n2 0\n", "g/a.sgf": "(;SZ[2]AB[aa])"},
			args:  []string{"mark", "--format", "sgf", "--out", "g", "g"},
			kept:  []string{"g/a.sgf"},
			errs: []string{
				"g/a.sgf: its output g/a.sgf would overwrite an input of this run (the file itself)",
				"g/a.txt: its output g/a.sgf would overwrite an input of this run; nothing written",
			},
		},
		{
			name:  "an output through a symbolic link, an input in another spelling",
			files: map[string]string{"in/a.txt": "1 2\n2 0\n", "in/b.txt": "2 1\n1 0\n", "out/in/a.txt": "->../../in/b.txt"},
			args:  []string{"capture", "--out", "out", "./in/a.txt", "in//b.txt"},
			kept:  []string{"in/b.txt"},
			errs:  []string{"./in/a.txt: its output out/in/a.txt would overwrite an input of this run (in//b.txt)"},
			wrote: []string{"out/in/b.txt"},
		},
		{
			name:  "the --files-from list",
			files: map[string]string{"list.board": "0 1\n1 0\n", "list.txt": "list.board\n"},
			args:  []string{"convert", "--to", "grid", "--out", ".", "--files-from", "list.txt"},
			kept:  []string{"list.txt"},
			errs:  []string{"list.board: its output list.txt would overwrite an input of this run (the --files-from list list.txt)"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var first string
			for _, jobs := range []string{"1", "8"} {
				t.Chdir(t.TempDir())
				for name, text := range tc.files {
					must(t, os.MkdirAll(filepath.Dir(name), 0o755))
					if target, ok := strings.CutPrefix(text, "->"); ok {
						must(t, os.Symlink(target, name))
					} else {
						must(t, os.WriteFile(name, []byte(text), 0o644))
					}
				}
				code, out, errs := goscore(t, "", append([]string{"--jobs", jobs, "--format", "jsonl"}, tc.args...)...)
				lines := strings.Split(strings.TrimSpace(errs), "\n")
				if code != 1 || len(lines) != len(tc.errs)+1 {
					t.Fatalf("--jobs %s: exit %d, stderr:\n%s", jobs, code, errs)
				}
				for i, want := range tc.errs {
					if !strings.Contains(lines[i], want) {
						t.Errorf("--jobs %s: error %d is %q, want %q", jobs, i+1, lines[i], want)
					}
				}
				for _, name := range tc.kept {
					if got, _ := os.ReadFile(name); string(got) != tc.files[name] {
						t.Errorf("--jobs %s: the input %s now holds %q", jobs, name, got)
					}
				}
				for _, name := range tc.wrote {
					if _, err := os.Stat(name); err != nil {
						t.Errorf("--jobs %s: %v", jobs, err)
					}
				}
				if _, err := os.Stat(filepath.Join(tc.unmarked, batch.OutputMarker)); tc.unmarked != "" && err == nil {
					t.Errorf("--jobs %s: the output marker hides the inputs in %s", jobs, tc.unmarked)
				}
				if jobs == "1" {
					first = out + errs
				} else if out+errs != first {
					t.Errorf("--jobs 8 gave\n%s\n--jobs 1\n%s", out+errs, first)
				}
			}
		})
	}
}

// TestInPlaceCleansEachFileOnce: capture --in-place given one file under
// several names (another spelling, a symbolic link to its directory)
// cleans it once, under its first name, and gives the others an error
// verdict, so the verdicts do not depend on which worker wrote first.
func TestInPlaceCleansEachFileOnce(t *testing.T) {
	for _, jobs := range []string{"1", "8"} {
		t.Chdir(t.TempDir())
		must(t, os.Mkdir("in", 0o755))
		must(t, os.WriteFile("in/a.txt", []byte("1 2\n2 0\n"), 0o644))
		must(t, os.Symlink("in", "link"))
		code, out, errs := goscore(t, "", "--jobs", jobs, "--format", "jsonl", "capture", "--in-place", "in/a.txt", "./in/a.txt", "link/a.txt", "in")
		if code != 1 || strings.Count(errs, "same file as an earlier input in/a.txt; it is cleaned once, under that name") != 3 {
			t.Errorf("--jobs %s: exit %d\n%s", jobs, code, errs)
		}
		if !strings.Contains(out, `"removed":{"black":1,"white":0}`) {
			t.Errorf("--jobs %s: the first name was not cleaned:\n%s", jobs, out)
		}
		if got, _ := os.ReadFile("in/a.txt"); string(got) != "white-prisoners: 1\n0 2\n2 0\n" {
			t.Errorf("--jobs %s: in/a.txt holds %q", jobs, got)
		}
	}
}
