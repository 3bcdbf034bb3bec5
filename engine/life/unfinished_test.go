package life_test

import (
	"reflect"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
)

// position is a game standing at diagram under the named rules, komi
// and handicap, with White to move.
func position(t *testing.T, diagram, rules string, komi float64, handicap int) *game.Game {
	t.Helper()
	r, err := analyze.Preset(rules)
	if err != nil {
		t.Fatal(err)
	}
	r.Komi = komi
	g := game.Resume(game.Go, []board.Board{boardtest.Diagram(t, diagram)}, board.White, [3]int{}, r)
	g.Handicap = handicap
	return g
}

// closedWalls is twoWalls with the walls side by side: nothing open is
// left, a white stone dead at A5 in Black's two columns and a black one
// at G5 in White's five.
const closedWalls = `
. . X O . . . . .
. . X O . . . . .
. . X O . . . . .
. . X O . . . . .
O . X O . . X . .
. . X O . . . . .
. . X O . . . . .
. . X O . . . . .
. . X O . . . . .`

// TestEstimateGame: the estimate of a game as it stands gives each side
// what the playouts give it, takes the dead stones off for their takers,
// leaves the open middle unclear, and scores that under the game's rules,
// komi and handicap; once nothing is open it is the count.
func TestEstimateGame(t *testing.T) {
	for _, tt := range []struct {
		name, diagram, rules string
		komi                 float64
		handicap             int
		want                 string // the estimated result
		unclear              bool   // whether some point is unclear
		dead                 []string
	}{
		{"open middle, japanese", twoWalls, "japanese", 6.5, 0, "", true, []string{"A5"}},
		{"open middle, chinese", twoWalls, "chinese", 7.5, 0, "", true, []string{"A5"}},
		{"closed, japanese", closedWalls, "japanese", 6.5, 0, "W+33.5", false, []string{"A5", "G5"}},
		{"closed, chinese", closedWalls, "chinese", 7.5, 0, "W+34.5", false, []string{"A5", "G5"}},
		{"closed, chinese, handicap 2", closedWalls, "chinese", 0.5, 2, "W+29.5", false, []string{"A5", "G5"}},
		{"closed, japanese, handicap 2", closedWalls, "japanese", 0.5, 2, "W+27.5", false, []string{"A5", "G5"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := position(t, tt.diagram, tt.rules, tt.komi, tt.handicap)
			cfg := life.Config{Playouts: 400, Seed: 7}
			est := life.EstimateGame(g, cfg)
			b := g.Board()
			if bonus, note := g.Rules.HandicapBonus(tt.handicap); est.Handicap != bonus || est.Note != note {
				t.Errorf("handicap %v %q, want %v %q", est.Handicap, est.Note, bonus, note)
			}
			if got := vertexNames(b, est.Judgement.Dead); !reflect.DeepEqual(got, tt.dead) {
				t.Errorf("dead %v, want %v", got, tt.dead)
			}
			if tt.want != "" && est.Score.Result() != tt.want {
				t.Errorf("estimated %s, want %s", est.Score.Result(), tt.want)
			}
			if (est.Unclear > 0) != tt.unclear {
				t.Errorf("%d unclear points", est.Unclear)
			}
			if !tt.unclear {
				// Nothing open: the estimate is the count with its dead
				// stones, the handicap's compensation included.
				s := g.ScoreDead(est.Judgement.Dead)
				if s.Result() != est.Score.Result() || s.Black.Territory != est.Score.Black.Territory || s.White.Territory != est.Score.White.Territory {
					t.Errorf("estimated %+v, the count %+v", est.Score, s)
				}
			}
			for _, p := range b.Points(nil) {
				switch x := p.X(); {
				case b.At(p) != board.Empty && !slicesContains(est.Judgement.Dead, p) && est.Owner[p] != b.At(p):
					t.Errorf("%v: a live stone owned by %v", p, est.Owner[p])
				case x <= 1 && est.Owner[p] != board.Black, x >= 7 && est.Owner[p] != board.White:
					t.Errorf("%v: owned by %v", p, est.Owner[p])
				}
			}
			if tt.diagram == twoWalls && est.Owner[boardtest.Vertex(t, b, "E5")] != board.Empty {
				t.Errorf("E5, in the middle of the open columns, is not unclear")
			}
			if again := life.EstimateGame(g, cfg); !reflect.DeepEqual(again, est) {
				t.Errorf("the same seed gave another estimate")
			}
		})
	}
}

// vertexNames names the points of b.
func vertexNames(b *board.Board, ps []board.Point) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.String())
	}
	return out
}

func slicesContains(ps []board.Point, p board.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}
