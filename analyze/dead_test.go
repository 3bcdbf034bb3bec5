package analyze_test

import (
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// deadBoard: Black's wall in column C, White's in column D. The white
// stones at B4 and B3 (one string) sit in Black's area, so as the board
// stands the left region touches both colours and is neutral.
const deadBoard = `0 0 1 2 0
0 2 1 2 0
0 2 1 2 0
0 0 1 2 0
0 0 1 2 0
`

// TestRemoveDead: one vertex takes its whole string off, the points it
// leaves join the region around it, and the stones count for the
// opponent under territory scoring only.
func TestRemoveDead(t *testing.T) {
	g := grids(t, deadBoard)
	var e analyze.Evaluation
	analyze.Evaluate(&g[0], board.Empty, &e)
	if e.Black.Territory != 0 || e.Neutral != 8 {
		t.Fatalf("as it stands: black territory %d, neutral %d; want 0 and 8", e.Black.Territory, e.Neutral)
	}
	if n := e.RemoveDead([]board.Point{vertex(t, &g[0], "B4")}); n != 2 {
		t.Fatalf("RemoveDead took %d stones, want the whole string of 2", n)
	}
	if e.Black.Territory != 10 || e.Black.DeadTaken != 2 || e.White.DeadTaken != 0 || e.Neutral != 0 {
		t.Errorf("after: black territory %d dead taken %d, white dead taken %d, neutral %d; want 10, 2, 0, 0",
			e.Black.Territory, e.Black.DeadTaken, e.White.DeadTaken, e.Neutral)
	}
	if e.White.Stones != 5 || e.White.Territory != 5 {
		t.Errorf("white stones %d territory %d, want 5 and 5", e.White.Stones, e.White.Territory)
	}
	for v, want := range map[string]analyze.Status{
		"B4": analyze.WhiteDead, "B3": analyze.WhiteDead, "A5": analyze.BlackTerritory,
		"C5": analyze.BlackStone, "E1": analyze.WhiteTerritory,
	} {
		if got := e.Status(vertex(t, &g[0], v)); got != want {
			t.Errorf("%s is %v, want %v", v, got, want)
		}
	}
	territory := e.Score(analyze.Rules{Scoring: analyze.Territory}, 0, 0)
	if territory.Black.Score != 12 || territory.Black.Prisoners != 0 || territory.Black.DeadTaken != 2 || territory.White.Score != 5 {
		t.Errorf("territory scoring: %+v, want black 10+2 = 12 with no prisoners, white 5", territory)
	}
	area := e.Score(analyze.Rules{Scoring: analyze.Area}, 0, 0)
	if area.Black.Score != 15 || area.White.Score != 10 {
		t.Errorf("area scoring: black %v white %v, want 15 and 10", area.Black.Score, area.White.Score)
	}

	// The next Evaluate forgets the dead stones.
	analyze.Evaluate(&g[0], board.Empty, &e)
	if st := e.Status(vertex(t, &g[0], "B4")); st != analyze.WhiteStone || e.Black.DeadTaken != 0 {
		t.Errorf("after a new Evaluate B4 is %v and black took %d dead, want white-stone and 0", st, e.Black.DeadTaken)
	}
}

// TestRemoveDeadSkips: points without a stone after removal (empty points,
// captured stones, a string named twice, off the board) take nothing off.
func TestRemoveDeadSkips(t *testing.T) {
	g := grids(t, "0 1 2 0\n1 2 1 0\n0 1 0 0\n0 0 0 2\n")
	var e analyze.Evaluation
	analyze.Evaluate(&g[0], board.Empty, &e) // the white stone at B3 is captured
	before := e
	if n := e.RemoveDead([]board.Point{vertex(t, &g[0], "A1"), vertex(t, &g[0], "B3"), board.Pass, 0}); n != 0 {
		t.Fatalf("took %d stones off, want none", n)
	}
	if e.Black != before.Black || e.White != before.White || e.Status(vertex(t, &g[0], "B3")) != analyze.WhiteCaptured {
		t.Errorf("a no-op RemoveDead changed the evaluation")
	}
	// Both ends of one string named, and a string of each colour: each
	// stone counts once, for its opponent.
	if n := e.RemoveDead([]board.Point{vertex(t, &g[0], "D1"), vertex(t, &g[0], "D1"), vertex(t, &g[0], "C4")}); n != 2 {
		t.Fatalf("took %d stones off, want 2", n)
	}
	if e.Black.DeadTaken != 2 || e.White.DeadTaken != 0 {
		t.Errorf("dead taken: black %d white %d, want 2 and 0", e.Black.DeadTaken, e.White.DeadTaken)
	}
	if n := e.RemoveDead([]board.Point{vertex(t, &g[0], "B4")}); n != 1 || e.White.DeadTaken != 1 {
		t.Errorf("a second call took %d (white took %d), want 1 and 1", n, e.White.DeadTaken)
	}
	if st := e.Status(vertex(t, &g[0], "C4")); st != analyze.WhiteDead {
		t.Errorf("C4 from the first call is %v after the second, want white-dead", st)
	}
}
