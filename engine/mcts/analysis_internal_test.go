package mcts

import (
	"math"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// TestPVFollowsVisitedReplies: after a short search of the empty 9x9
// board, where most replies deep in the tree have been tried once or not
// at all, every move of a principal variation after its first is a node
// with at least two visits, so a tie among moves tried once (won
// by the first in the arena, A1) never shows as the best line.
func TestPVFollowsVisitedReplies(t *testing.T) {
	start, _ := board.New(9, 9)
	rules, _ := analyze.Preset("chinese")
	rules.Komi = 7.5
	bot := New(Config{Playouts: 600, Seed: 3, Rules: rules})
	bot.Genmove(game.Resume(game.Go, []board.Board{start}, board.Black, [3]int{}, rules), board.Black)
	a := bot.Snapshot()
	if len(a.Moves) == 0 {
		t.Fatal("no moves in the snapshot")
	}
	for _, mi := range a.Moves {
		i := int32(0)
		for d, mv := range mi.PV {
			next := int32(-1)
			for k, ch := range bot.t.children(i) {
				if ch.move == mv {
					next = bot.t.nodes[i].first + int32(k)
				}
			}
			if next < 0 {
				t.Fatalf("PV %v: %v is not a child", mi.PV, mv)
			}
			if d > 0 && bot.t.nodes[next].visits < 2 {
				t.Errorf("PV %v: move %d has %d visits", mi.PV, d+1, bot.t.nodes[next].visits)
			}
			i = next
		}
	}
}

// TestWilsonLow: the reported lower bound against values worked out by
// hand from Wilson's formula, and its edges: no playouts, a sure loss,
// and four won playouts, which the plain normal interval would call a
// sure win.
func TestWilsonLow(t *testing.T) {
	for _, tc := range []struct {
		w    float64
		n    int
		want float64
	}{
		{0.6, 120, 0.510559}, {0.125, 50, 0.059453}, {1, 30, 0.886483}, {1, 4, 0.510100}, {0, 10, 0}, {0.5, 0, 0},
	} {
		if got := wilsonLow(tc.w, tc.n); math.Abs(got-tc.want) > 1e-6 {
			t.Errorf("wilsonLow(%v, %d) = %.6f, want %.6f", tc.w, tc.n, got, tc.want)
		}
	}
}
