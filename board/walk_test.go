package board_test

import (
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestWalkerFindsRegionsOnce: a walk from a point returns its region
// (here the empty points reached through empty points), start first, each
// point once; a point walked is not walked again until Reset, so a scan
// of the board finds each region once; after Reset the same walk finds it
// again. Off-board neighbours are Wall points, never taken.
func TestWalkerFindsRegionsOnce(t *testing.T) {
	b := boardtest.Diagram(t, `
		. . X . .
		. . X . .
		X X X O O
		. . . O .
		. . . O .
	`)
	empty := func(p board.Point) bool { return b.At(p) == board.Empty }
	var w board.Walker
	var sizes []int
	for _, p := range b.Points(nil) {
		if b.At(p) != board.Empty || w.Seen(p) {
			continue
		}
		region := w.Walk(p, empty)
		if region[0] != p {
			t.Errorf("the walk from %v starts at %v", p, region[0])
		}
		seen := map[board.Point]bool{}
		for _, q := range region {
			if seen[q] || b.At(q) != board.Empty {
				t.Errorf("the walk from %v holds %v twice or a stone", p, q)
			}
			seen[q] = true
		}
		sizes = append(sizes, len(region))
	}
	slices.Sort(sizes)
	if want := []int{2, 4, 4, 6}; !slices.Equal(sizes, want) {
		t.Errorf("regions of %v points, want %v", sizes, want)
	}
	corner := b.Point(4, 0) // A1, in the region of six
	if !w.Seen(corner) || len(w.Walk(corner, empty)) != 1 {
		t.Error("a walked point is walked again before Reset, or Seen forgets it")
	}
	w.Reset()
	if w.Seen(corner) || len(w.Walk(corner, empty)) != 6 {
		t.Error("after Reset the region of A1 is not found again whole")
	}
}
