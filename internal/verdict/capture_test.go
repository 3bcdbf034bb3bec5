package verdict

import (
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/parse"
)

// TestCaptureKeepsAllButTheStones: a capture keeps everything of a grid or
// diagram file but the stones it takes off and the prisoner counts:
// comments (between the rows too), other header lines, earlier grids, the
// spacing of the rows, column labels, borders, the line ends (LF, CRLF,
// CR), a missing final line end and a byte-order mark; an existing
// prisoner line is changed in place, comment and all, and a dead-stones
// line loses the stones the capture takes off, which it could no longer name.
func TestCaptureKeepsAllButTheStones(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"crlf and a student's comment",
			"# Alice, exercise 3\r\nplayer: black\r\n0 1 0\r\n1 2 1\r\n0 1 0\r\n",
			"# Alice, exercise 3\r\nplayer: black\r\nblack-prisoners: 1\r\n0 1 0\r\n1 0 1\r\n0 1 0\r\n"},
		{"old mac line ends",
			"# cr\r1 2\r2 0\r",
			"# cr\rwhite-prisoners: 1\r0 2\r2 0\r"},
		{"prisoner line kept with its comment",
			"\uFEFFblack-prisoners:  4   # from the game\n0120\n1210\n0120\n",
			"\uFEFFblack-prisoners:  5   # from the game\n0120\n1010\n0120\n"},
		{"a dead stone the capture takes off leaves the dead-stones header",
			"dead-stones: A2, C1  # marked by hand\n1 2 1\n2 0 2\n",
			"dead-stones: C1  # marked by hand\nwhite-prisoners: 2\n0 2 0\n2 0 2\n"},
		{"the last dead stone taken off leaves none",
			"dead-stones: A2\n1 2\n2 0\n",
			"dead-stones: none\nwhite-prisoners: 1\n0 2\n2 0\n"},
		{"no final line end, comment inside the history",
			"0 1\n1 0\n---\n# the capture\n1 2\n2 0",
			"white-prisoners: 1\n0 1\n1 0\n---\n# the capture\n0 2\n2 0"},
		{"comments between the rows, tabs and indentation",
			"# grid notes\n0 1 0\n# the middle row\n1\t2\t1   \n\t0 1 0\n",
			"# grid notes\nblack-prisoners: 1\n0 1 0\n# the middle row\n1\t0\t1   \n\t0 1 0\n"},
		{"diagram with comments, labels and a header",
			"# my notes\n# more\nplayer: white\n  A B C\n3 . X . 3\n# mid comment\n2 X O X 2\n1 . X . 1\n  A B C\n",
			"# my notes\n# more\nplayer: white\nblack-prisoners: 1\n  A B C\n3 . X . 3\n# mid comment\n2 X . X 2\n1 . X . 1\n  A B C\n"},
		{"diagram in Sensei's style, a # row first, CRLF",
			"# white takes\r\n# . .\r\n. O .\r\nO # O\r\n. O .\r\n",
			"# white takes\r\nwhite-prisoners: 1\r\n# . .\r\n. O .\r\nO . O\r\n. O .\r\n"},
		{"GNU Go's showboard with borders and the last move",
			"   A B C\n +-------+\n3| . X . |3\n2| X(O)X |2\n1| . X . |1\n +-------+\n   A B C\n",
			"black-prisoners: 1\n   A B C\n +-------+\n3| . X . |3\n2| X(.)X |2\n1| . X . |1\n +-------+\n   A B C\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse("x.txt", []byte(tc.in), &f); err != nil {
				t.Fatal(err)
			}
			var e analyze.Evaluation
			c, changed, err := CaptureFile(&f, []byte(tc.in), &e)
			if err != nil || !changed {
				t.Fatalf("changed %v, %v", changed, err)
			}
			if c.Text != tc.want {
				t.Errorf("got\n%q\nwant\n%q", c.Text, tc.want)
			}
			// The cleaned file reads back with the capture's result.
			var g parse.File
			if err := parse.Parse("y.txt", []byte(c.Text), &g); err != nil {
				t.Fatal(err)
			}
			if *g.Current() != e.After || g.BlackPrisoners != f.BlackPrisoners+e.Black.CapturedOnBoard || g.WhitePrisoners != f.WhitePrisoners+e.White.CapturedOnBoard {
				t.Errorf("read back as %s with prisoners %d/%d", g.Current().Grid(), g.BlackPrisoners, g.WhitePrisoners)
			}
		})
	}
}
