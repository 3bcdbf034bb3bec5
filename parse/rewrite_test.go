package parse_test

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// TestSizeHeader: `size: N` and `size: WxH` (columns x rows) are read
// whatever the board's own size, which the caller compares; a bad value or
// a second size line is an error at its place.
func TestSizeHeader(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		w, h        int
		msg         string
	}{
		{"square", "size: 3\n0 1 0\n1 0 1\n0 1 0\n", 3, 3, ""},
		{"rectangle with a comment", "SIZE: 3x2  # columns x rows\n0 1 0\n1 0 1\n", 3, 2, ""},
		{"differs from the grid, read as it stands", "size: 11\n0 1\n1 0\n", 11, 11, ""},
		{"in a diagram", "size: 2x1\n. X\n", 2, 1, ""},
		{"none", "0 1\n1 0\n", 0, 0, ""},
		{"zero", "size: 0\n0\n", 0, 0, `a.txt:1:7: bad size "0" (want N or WxH, columns x rows, each 1 to 19)`},
		{"too big", "size: 9x20\n0\n", 0, 0, `a.txt:1:7: bad size "9x20" (want N or WxH, columns x rows, each 1 to 19)`},
		{"half a size", "size: 9x\n0\n", 0, 0, `a.txt:1:7: bad size "9x" (want N or WxH, columns x rows, each 1 to 19)`},
		{"twice", "size: 1\nsize: 1\n0\n", 0, 0, `a.txt:2:1: header "size" given twice`},
		{"after the grid", "0\nsize: 1\n", 0, 0, `a.txt:2:1: header line after the grid (headers go before the first row)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			err := parse.Parse("a.txt", []byte(tc.input), &f)
			if tc.msg != "" {
				if err == nil || err.Error() != tc.msg {
					t.Fatalf("error %v, want %s", err, tc.msg)
				}
				return
			}
			if err != nil || f.SizeWidth != tc.w || f.SizeHeight != tc.h {
				t.Fatalf("size %dx%d, %v; want %dx%d", f.SizeWidth, f.SizeHeight, err, tc.w, tc.h)
			}
			// Format writes the header back, so it survives a conversion.
			var g parse.File
			if err := parse.Parse("b.txt", []byte(parse.Format(&f)), &g); err != nil || g.SizeWidth != tc.w || g.SizeHeight != tc.h {
				t.Errorf("through Format: %dx%d, %v", g.SizeWidth, g.SizeHeight, err)
			}
		})
	}
}

// TestRewriteKeepsEverythingButTheStones: Rewrite changes the cells of
// the stones taken off and the prisoner counts, and leaves every other
// byte: here a file with a BOM, a comment after a header's value, an
// earlier grid, a comment between the rows and rows written without
// spaces, and a GNU Go diagram whose last move is in parentheses.
func TestRewriteKeepsEverythingButTheStones(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
		black, white   int
	}{
		{"grid",
			"\uFEFF# class 3\nwhite-prisoners: 0   # none yet\n0 0\n0 0\n---\n# after B1\n12\n# the row below\n00\n",
			"\uFEFF# class 3\nwhite-prisoners: 1   # none yet\n0 0\n0 0\n---\n# after B1\n10\n# the row below\n00\n", 0, 1},
		{"diagram",
			"  A B\n2 X(O)2\n1 . X 1\n  A B\n",
			"black-prisoners: 1\n  A B\n2 X(.)2\n1 . X 1\n  A B\n", 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse("a.txt", []byte(tc.in), &f); err != nil {
				t.Fatal(err)
			}
			after := *f.Current()
			after.Set(after.Point(0, 1), board.Empty)
			got, err := parse.Rewrite("a.txt", []byte(tc.in), &after, tc.black, tc.white)
			if err != nil || string(got) != tc.want {
				t.Errorf("got %q, %v\nwant %q", got, err, tc.want)
			}
		})
	}
	// A board of another size, or an SGF, cannot be written in place.
	small, _ := board.New(1, 1)
	if _, err := parse.Rewrite("a.txt", []byte("0 1\n1 0\n"), &small, 0, 0); !errors.Is(err, parse.ErrSizeMismatch) {
		t.Errorf("another size: %v", err)
	}
	if _, err := parse.Rewrite("a.sgf", []byte("(;SZ[1])"), &small, 0, 0); !errors.Is(err, parse.ErrLayout) {
		t.Errorf("an SGF: %v", err)
	}
}
