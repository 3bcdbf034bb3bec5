package game

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

func TestRandomFill(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	b := RandomFill(rng, 7, 3, [3]int{0, 100, 0})
	if b.Count(board.Black) != 21 || b.Width() != 7 || b.Height() != 3 {
		t.Errorf("all black 7x3: %d black, %dx%d", b.Count(board.Black), b.Width(), b.Height())
	}
	b = RandomFill(rng, 19, 19, [3]int{20, 40, 40})
	e, k, w := b.Count(board.Empty), b.Count(board.Black), b.Count(board.White)
	if e+k+w != 361 || e < 40 || e > 110 || k < 100 || w < 100 {
		t.Errorf("20/40/40 on 19x19: %d empty, %d black, %d white", e, k, w)
	}
	x := RandomFill(rand.New(rand.NewPCG(9, 9)), 9, 9, [3]int{20, 40, 40})
	y := RandomFill(rand.New(rand.NewPCG(9, 9)), 9, 9, [3]int{20, 40, 40})
	if x != y {
		t.Error("the same seed gave different boards")
	}
}

// TestPlayRandom: random play makes legal moves only, alternates from Black,
// never fills its own one-point eyes while it has another move, and counts
// prisoners that agree with the stones on the board.
func TestPlayRandom(t *testing.T) {
	for _, rules := range []string{"japanese", "tromp-taylor"} {
		r, _ := analyze.Preset(rules)
		for seed := uint64(0); seed < 20; seed++ {
			g := PlayRandom(rand.New(rand.NewPCG(seed, 0)), 7, 7, 80, &r)
			pos := g.Position
			if pos.HistoryLen() != g.Moves || g.Moves == 0 || g.Moves > 80 {
				t.Fatalf("%s seed %d: %d moves, history %d", rules, seed, g.Moves, pos.HistoryLen())
			}
			if !analyze.HistoryIsMoves(append(pos.History(), pos.Board)) {
				t.Errorf("%s seed %d: the game's history is not a sequence of moves", rules, seed)
			}
			if want := board.Color(1 + g.Moves%2); g.ToMove != want {
				t.Errorf("to move %v after %d moves", g.ToMove, g.Moves)
			}
			// Every stone played is on the board or was captured (a
			// suicide of several stones, allowed by tromp-taylor, also
			// removes stones; those are not prisoners).
			if rules == "japanese" {
				if got := pos.Board.Count(board.Black) + g.Prisoners[board.White]; got > (g.Moves+1)/2 {
					t.Errorf("seed %d: %d black stones and prisoners after %d moves", seed, got, g.Moves)
				}
			}
		}
	}
}
