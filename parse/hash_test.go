package parse_test

import (
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// TestHashRowsAreRowsNotComments guards diagrams drawn with '#' for black,
// as Sensei's Library does: a row starting with '#' was once taken for a
// comment, so the row vanished and a smaller board was scored without a
// word. The grammar (docs/rules.md, "Board files") reads both: a '# comment'
// line and a row of cells starting with '#'.
func TestHashRowsAreRowsNotComments(t *testing.T) {
	good := []struct{ name, input, want string }{
		{"a # comment above a diagram", "# black to play\n. X O\nX O .\n", "0 1 2\n1 2 0\n"},
		{"the first row starts with #", "# . .\n. # .\n. . #\n", "1 0 0\n0 1 0\n0 0 1\n"},
		{"every row starts with #, a comment above", "# black to play\n# . X\n# X .\n", "1 0 1\n1 1 0\n"},
		{"a row of black stones first", "# # #\n. . .\nO O O\n", "1 1 1\n0 0 0\n2 2 2\n"},
		{"a board of black stones", "###\n###\n", "1 1 1\n1 1 1\n"},
		{"unspaced rows", "#.O\n.#.\n", "1 0 2\n0 1 0\n"},
		{"a bare # above a diagram is a comment", "#\n. X\nO .\n", "0 1\n2 0\n"},
		{"a # comment below a diagram", "# . X\n. X .\n# the end\n", "1 0 1\n0 1 0\n"},
		{"a # line as wide as the board after a blank line is read as a row", ". X\n\n# #\n", ""},
		{"rows starting with # under column labels", "  A B C\n  # . .\n  . # .\n  A B C\n", "1 0 0\n0 1 0\n"},
		{"a history whose grids start with #", ". X\n# .\n---\n# X\n# .\n", "1 1\n1 0\n"},
		{"a 0/1/2 grid under a banner of #", "#####\n# a grid\n0 1\n1 0\n", "0 1\n1 0\n"},
		{"a 0/1/2 grid: a # line is always a comment", "0 1\n# # \n1 0\n", "0 1\n1 0\n"},
	}
	for _, tc := range good {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			err := parse.Parse(testName, []byte(tc.input), &f)
			if tc.want == "" {
				if err == nil {
					t.Fatalf("parsed as\n%s, want an error", f.Current().Grid())
				}
				return
			}
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := f.Current().Grid(); got != tc.want {
				t.Errorf("board\n%swant\n%s", got, tc.want)
			}
		})
	}
	bad := []badCase{
		{name: "a short # row after a row is an error, not a comment", input: ". . .\n# .\n. . .\n", kind: parse.ErrRagged,
			msg: `boards/a.txt:2:4: row has 2 cells, want 3 as on line 1`},
		{name: "a # row as wide as the board after a blank line", input: ". X\n\n# #\n", kind: parse.ErrLayout,
			msg: `boards/a.txt:2:1: blank line inside a grid (separate the grids of a history with ---)`},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			checkErr(t, parse.Parse(testName, []byte(tc.input), &f), tc.kind, tc.msg)
		})
	}
}

// TestRandomHashDiagramsReadAsTheirGrid draws random boards as diagrams
// with '#' for black (and the other cell characters at random, spaced or
// not, with a comment line, column labels or row numbers or none) and
// checks each reads as the very board its 0/1/2 grid gives: the same
// points, so the same score under any rules.
func TestRandomHashDiagramsReadAsTheirGrid(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	empty, white := []string{".", "+"}, []string{"O", "o", "W"}
	for i := 0; i < 2000; i++ {
		w, h := 1+rng.IntN(board.MaxSize), 1+rng.IntN(board.MaxSize)
		if i%2 == 0 {
			w, h = 1+rng.IntN(5), 1+rng.IntN(5)
		}
		cells := make([][]board.Color, h)
		for r := range cells {
			cells[r] = make([]board.Color, w)
			for c := range cells[r] {
				// Mostly black, so that rows often start with '#'.
				cells[r][c] = board.Color([]int{0, 1, 1, 2}[rng.IntN(4)])
			}
		}
		var grid, diagram strings.Builder
		sep := []string{" ", ""}[rng.IntN(2)]
		if rng.IntN(2) == 0 {
			diagram.WriteString("# a comment above the diagram\n")
		}
		labels := rng.IntN(3) == 0
		numbers := rng.IntN(3) == 0
		if labels {
			diagram.WriteString("   " + strings.Join(strings.Split("ABCDEFGHJKLMNOPQRST"[:w], ""), sep) + "\n")
		}
		for r := range cells {
			if numbers {
				diagram.WriteString(strconv.Itoa(h-r) + " ")
			}
			for c, col := range cells[r] {
				if c > 0 {
					grid.WriteString(" ")
					diagram.WriteString(sep)
				}
				grid.WriteString(strconv.Itoa(int(col)))
				switch col {
				case board.Black:
					diagram.WriteString("#")
				case board.White:
					diagram.WriteString(white[rng.IntN(len(white))])
				default:
					diagram.WriteString(empty[rng.IntN(len(empty))])
				}
			}
			grid.WriteString("\n")
			diagram.WriteString("\n")
		}
		var g, d parse.File
		if err := parse.Parse("grid.txt", []byte(grid.String()), &g); err != nil {
			t.Fatalf("grid: %v\n%s", err, grid.String())
		}
		if err := parse.Parse("diagram.txt", []byte(diagram.String()), &d); err != nil {
			t.Fatalf("diagram: %v\n%s", err, diagram.String())
		}
		if *d.Current() != *g.Current() || d.Format != parse.FormatDiagram {
			t.Fatalf("diagram\n%sreads as %s\n%swant\n%s", diagram.String(), d.Format, d.Current().Grid(), grid.String())
		}
	}
}
