package analyze

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestSettleLeavesAreaCount: whatever the settling finds (false eyes,
// seki, strings that can still be captured), the area count is the one
// the flood fill gives: under area scoring a false eye and a seki's eye
// are their owner's points either way, and a shared liberty was neutral
// already. Over the random boards of the seki tests, settled or not.
func TestSettleLeavesAreaCount(t *testing.T) {
	area, _ := Preset("chinese")
	settled := 0
	sekiBoards(t, func(e *Evaluation) {
		before := e.Score(area, 0, 0)
		s := e.FindSeki()
		if s.settled {
			settled++
		}
		if after := e.Score(area, 0, 0); after.Black.Score != before.Black.Score || after.White.Score != before.White.Score {
			t.Fatalf("area count %v-%v after FindSeki, %v-%v before, on\n%s", after.Black.Score, after.White.Score, before.Black.Score, before.White.Score, e.After.Grid())
		}
	})
	if settled < 100 {
		t.Fatalf("only %d boards settled: the comparison proves little", settled)
	}
}

// TestSettleTerritoryOnlyLoses: the settling only ever takes points out
// of a colour's territory (a false eye, a seki's eye), never adds any: the
// Japanese count of a side is at most its flood-fill territory.
func TestSettleTerritoryOnlyLoses(t *testing.T) {
	terr, _ := Preset("japanese")
	sekiBoards(t, func(e *Evaluation) {
		before := e.Score(terr, 0, 0)
		e.FindSeki()
		after := e.Score(terr, 0, 0)
		if after.Black.Territory > before.Black.Territory || after.White.Territory > before.White.Territory {
			t.Fatalf("territory %d-%d after FindSeki, %d-%d before, on\n%s", after.Black.Territory, after.White.Territory, before.Black.Territory, before.White.Territory, e.After.Grid())
		}
		if lost := before.Black.Territory + before.White.Territory - after.Black.Territory - after.White.Territory; after.Neutral-before.Neutral != lost {
			t.Fatalf("%d points left the territory, %d joined the neutral points", lost, after.Neutral-before.Neutral)
		}
	})
}

// TestSettleSparesTheOwnersDame: a point its owner must fill only when the
// opponent fills a dame first is no false eye but spared (Seki.Spared),
// territory: on the first board White's fill at E5 would put E4 in atari
// and Black connect at D4, but Black fills E5 first. On the second, E5
// would force a teire on either side (Black at D4 after White's fill,
// White at F6 after Black's): whoever fills it, each side's point is
// spared.
func TestSettleSparesTheOwnersDame(t *testing.T) {
	for _, tc := range []struct {
		name, board  string
		black, white string // the points spared, in board order
	}{
		{"one side", `
			. . . X . O . .
			. . . X . O . .
			. X X . X O . .
			. . . X O O . .
			. . . X . O . .
			. . . X . O . .`, "D4", ""},
		{"either side", `
			. . . X O . O .
			. . . X . O . .
			. X X . X O . .
			. . . X O O . .
			. . . X . O . .
			. . . X . O . .`, "D4", "F6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.board)
			var e Evaluation
			Evaluate(&b, Empty, &e)
			k := e.FindSeki()
			if !k.settled || k.FalseEyes != [3]int{} {
				t.Fatalf("settled %v, false eyes %v: want settled, none", k.settled, k.FalseEyes)
			}
			names := func(pts []board.Point) string {
				var s []string
				for _, p := range pts {
					s = append(s, p.String())
				}
				return strings.Join(s, " ")
			}
			if got := names(k.Spared[Black]); got != tc.black {
				t.Errorf("black spared %q, want %q", got, tc.black)
			}
			if got := names(k.Spared[White]); got != tc.white {
				t.Errorf("white spared %q, want %q", got, tc.white)
			}
			terr, _ := Preset("japanese")
			if s := e.Score(terr, 0, 0); s.Black.Territory != 17 || s.White.Territory != 12 {
				t.Errorf("territory B %d W %d, want 17 and 12", s.Black.Territory, s.White.Territory)
			}
		})
	}
}
