package parse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestDiagramRoundTrip: what Diagram writes, Parse reads back as the same
// board, for every size from 1x1 to 19x19, with star points and the last
// move's parentheses in the picture.
func TestDiagramRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	for w := 1; w <= board.MaxSize; w++ {
		for _, h := range []int{1, w, board.MaxSize + 1 - w} {
			b, _ := board.New(w, h)
			for _, p := range b.Points(nil) {
				b.Set(p, board.Color(rng.IntN(3)))
			}
			last := board.At(rng.IntN(w), rng.IntN(h))
			text := Diagram(&b, last)
			var f File
			if err := Parse("d", []byte(text), &f); err != nil {
				t.Fatalf("%dx%d: %v\n%s", w, h, err, text)
			}
			if f.Format != FormatDiagram || *f.Current() != b {
				t.Fatalf("%dx%d: read back %s as\n%s", w, h, f.Format, f.Current().Grid())
			}
		}
	}
}

// TestDiagramMarks: the star points of 9x9 and the last move as players
// expect them.
func TestDiagramMarks(t *testing.T) {
	b, _ := board.New(9, 9)
	b.Set(board.At(2, 2), board.Black)
	got := Diagram(&b, board.At(2, 2))
	want := "    A B C D E F G H J\n" +
		"  9 . . . . . . . . . 9\n" +
		"  8 . . . . . . . . . 8\n" +
		"  7 . . + . . . + . . 7\n" +
		"  6 . . . . . . . . . 6\n" +
		"  5 . . . . + . . . . 5\n" +
		"  4 . . . . . . . . . 4\n" +
		"  3 . .(X). . . + . . 3\n" +
		"  2 . . . . . . . . . 2\n" +
		"  1 . . . . . . . . . 1\n" +
		"    A B C D E F G H J\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if !strings.Contains(Diagram(&b, board.Pass), "  3 . . X . .") {
		t.Error("no parentheses without a last move")
	}
}
