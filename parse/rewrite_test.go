package parse_test

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

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
