package playout_test

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// benchPlayouts runs whole light playouts from the empty n x n board, each
// from a fresh copy of the starting position as a search does, and reports
// playouts per second. Target on 9x9: at least 100,000 per second per core
// (go test -run NONE -bench Playout -cpu 1 ./playout).
func benchPlayouts(b *testing.B, n int) { benchPolicy(b, n, 0) }

// benchPolicy is benchPlayouts with the moves chosen by pol: the figures
// compare with the light playouts' in one run (target on 9x9: every rule
// at most 3 times slower than light).
func benchPolicy(b *testing.B, n int, pol playout.Policy) {
	start, _ := board.New(n, n)
	root := playout.FromBoard(&start, board.Black, board.Pass)
	pcg := rand.NewPCG(1, 2)
	var pb playout.Board
	sum := 0
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pb = *root
		sum += pb.RunPolicy(pcg, 3*n*n, pol)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "playouts/s")
	if sum == 1<<62 {
		b.Log(sum) // keep the result alive
	}
}

func BenchmarkPlayout9x9(b *testing.B)   { benchPlayouts(b, 9) }
func BenchmarkPlayout19x19(b *testing.B) { benchPlayouts(b, 19) }

func BenchmarkPlayoutPolicy9x9(b *testing.B)   { benchPolicy(b, 9, playout.AllRules) }
func BenchmarkPlayoutPolicy19x19(b *testing.B) { benchPolicy(b, 19, playout.AllRules) }

// BenchmarkPlayoutRules9x9 measures each rule alone (with AvoidSelfAtari
// for the rules that build on it) next to the light playouts.
func BenchmarkPlayoutRules9x9(b *testing.B) {
	for _, r := range []struct {
		name string
		pol  playout.Policy
	}{
		{"CaptureAtari", playout.CaptureAtari},
		{"SaveAtari", playout.SaveAtari},
		{"SaveAtari+Ladders", playout.SaveAtari | playout.Ladders},
		{"Patterns", playout.Patterns},
		{"LearnedPatterns", playout.LearnedPatterns},
		{"AvoidSelfAtari", playout.AvoidSelfAtari},
		{"LowLiberties", playout.LowLiberties},
		{"LowLiberties+Ladders", playout.LowLiberties | playout.Ladders},
		{"Nakade", playout.Nakade},
		{"CaptureAnywhere", playout.CaptureAnywhere},
		{"Light", 0},
		{"Fast", playout.Fast},
		{"Heavy", playout.Heavy},
		{"AllRules", playout.AllRules},
	} {
		b.Run(r.name, func(b *testing.B) { benchPolicy(b, 9, r.pol) })
	}
}

// BenchmarkHints9x9 asks Hints for every empty point of positions taken
// from Heavy playouts on 9x9, as a search does when it expands a node,
// and reports the points judged per second.
func BenchmarkHints9x9(b *testing.B) {
	var sum playout.Hint
	benchPoints9x9(b, func(pb *playout.Board, c board.Color, p board.Point) bool {
		sum |= pb.Hints(c, p)
		return true
	})
	if sum == 1<<15 {
		b.Log(sum)
	}
}

// BenchmarkMoveStrength9x9 gives every legal empty point of positions
// taken from Heavy playouts on 9x9 its strength under the shipped move
// model, as a search's learned priors do when it expands a node, and
// reports the points judged per second.
func BenchmarkMoveStrength9x9(b *testing.B) {
	m := playout.DefaultModel()
	sum := 0.0
	benchPoints9x9(b, func(pb *playout.Board, c board.Color, p board.Point) bool {
		if !pb.Legal(c, p) {
			return false
		}
		sum += m.MoveStrength(pb, c, p)
		return true
	})
	if sum < 0 {
		b.Log(sum)
	}
}

// benchPoints9x9 offers judge every empty point of the positions of
// heavyPositions9x9, one position an iteration, with the side to move,
// and reports the points it judged (those it returns true for) per
// second.
func benchPoints9x9(b *testing.B, judge func(pb *playout.Board, c board.Color, p board.Point) bool) {
	positions := heavyPositions9x9()
	points := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pb := &positions[i%len(positions)]
		c := pb.ToMove()
		for y := 0; y < 9; y++ {
			for x := 0; x < 9; x++ {
				if p := board.At(x, y); pb.At(p) == board.Empty && judge(pb, c, p) {
					points++
				}
			}
		}
	}
	b.ReportMetric(float64(points)/b.Elapsed().Seconds(), "points/s")
}

// heavyPositions9x9 returns 40 positions taken from Heavy playouts on
// 9x9, every sixth move of each, the same every call.
func heavyPositions9x9() []playout.Board {
	start, _ := board.New(9, 9)
	root := playout.FromBoard(&start, board.Black, board.Pass)
	pcg := rand.NewPCG(1, 2)
	var positions []playout.Board
	for len(positions) < 40 {
		pb := *root
		for move := 0; move < 60 && pb.Passes() < 2; move++ {
			c := pb.ToMove()
			pb.Play(c, pb.PolicyMove(c, pcg, playout.Heavy))
			if move%6 == 5 {
				positions = append(positions, pb)
			}
		}
	}
	return positions
}
