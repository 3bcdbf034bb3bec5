package life_test

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse/sgf"
)

// cutsFlag measures the cuts of EstimateGame on a third of the recorded
// games instead of checking its floor on a sample:
// go test ./engine/life -run ForeseesRecorded -v -args -cuts
var cutsFlag = flag.Bool("cuts", false, "in TestEstimateGameForeseesRecordedResults, compare the cuts 0.1 to 0.6 at 50%, 70% and 85% of every third recorded game")

// TestEstimateGameForeseesRecordedResults: the estimate of a recorded
// game at 85% of its moves names the recorded winner in at least 80% of
// a sample of the games (one in twelve; the games go on after the
// position, so no estimate can name them all). With -args -cuts it prints,
// for every third game at 50%, 70% and 85% of its moves, how often each
// cut of the lean (OwnedLean is 0.3) names the recorded winner, the mean
// distance from the recorded margin and the points left unclear.
func TestEstimateGameForeseesRecordedResults(t *testing.T) {
	every, shares, cuts := 12, []float64{0.85}, []float64{life.OwnedLean}
	if *cutsFlag {
		every, shares, cuts = 3, []float64{0.5, 0.7, 0.85}, []float64{0.1, 0.2, 0.3, 0.4, 0.5, 0.6}
	}
	type tally struct {
		n, winner    int
		err, unclear float64
	}
	tallies := map[[2]float64]*tally{}
	for i, rg := range loadRecorded(t) {
		want, ok := signed(rg.Result)
		if i%every != 0 || !ok {
			continue
		}
		data, err := os.ReadFile(filepath.Join(realDir, rg.File))
		if err != nil {
			t.Fatal(err)
		}
		recs, err := sgf.Parse(rg.File, data)
		if err != nil {
			t.Fatal(err)
		}
		rec := recs[0]
		if len(rec.Setups) > 0 {
			continue // stones set up between the moves: no cut by move
		}
		moves := rec.Moves
		r := countingRules(countedBy(rg))
		r.Komi = rg.Komi
		for _, share := range shares {
			rec.Moves = moves[:int(float64(len(moves))*share)]
			g, err := game.FromRecord(rec, r)
			if err != nil {
				t.Fatalf("%s: %v", rg.File, err)
			}
			g.Handicap = rec.Handicap
			est := life.EstimateGame(g, life.Config{Seed: 1})
			for _, cut := range cuts {
				m, unclear := margin(g, est, cut)
				if s := est.Score; cut == life.OwnedLean && (m != s.Black.Score-s.White.Score || unclear != est.Unclear) {
					t.Fatalf("%s: the recount gives %v and %d unclear, the estimate %+v", rg.File, m, unclear, s)
				}
				x := tallies[[2]float64{share, cut}]
				if x == nil {
					x = &tally{}
					tallies[[2]float64{share, cut}] = x
				}
				x.n++
				if (m > 0) == (want > 0) {
					x.winner++
				}
				x.err += math.Abs(m - want)
				x.unclear += float64(unclear)
			}
		}
	}
	for _, share := range shares {
		for _, cut := range cuts {
			x := tallies[[2]float64{share, cut}]
			line := fmt.Sprintf("at %.0f%% of the moves, cut %.1f: %d positions, winner %d (%.0f%%), mean error %.1f, unclear %.1f",
				100*share, cut, x.n, x.winner, pct(x.winner, x.n), x.err/float64(x.n), x.unclear/float64(x.n))
			t.Log(line)
			if !*cutsFlag && pct(x.winner, x.n) < 80 {
				t.Errorf("%s; want the winner in at least 80%%", line)
			}
		}
	}
}

// margin is Black's estimated lead in g by est with the cut instead of
// OwnedLean, and the points that leaves unclear.
func margin(g *game.Game, est *life.GameEstimate, cut float64) (float64, int) {
	b := g.Board()
	var stones, area [3]int
	unclear := 0
	for _, p := range b.Points(nil) {
		c := b.At(p)
		switch lean := est.Judgement.Owners.Lean(p); {
		case c != board.Empty:
			if est.Owner[p] == c {
				stones[c]++
			} else {
				area[est.Owner[p]]++ // a dead stone's point
			}
		case lean >= cut:
			area[board.Black]++
		case lean <= -cut:
			area[board.White]++
		default:
			unclear++
		}
	}
	s := est.Score
	black, white := float64(area[board.Black]), float64(area[board.White])
	if g.Rules.Scoring == analyze.Area {
		black += float64(stones[board.Black])
		white += float64(stones[board.White])
	} else {
		black += float64(s.Black.Prisoners + s.Black.DeadTaken)
		white += float64(s.White.Prisoners + s.White.DeadTaken)
	}
	return black - white - s.Komi - est.Handicap, unclear
}
