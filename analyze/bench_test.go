package analyze_test

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// BenchmarkScoreRandomFill11x11 scores random-fill 11x11 boards (20%
// empty, 40% each colour, as the capture lab and the batch benchmark's
// files): removal, territory fill and the score. The stress case: about 35
// strings and 20 regions a board. 4096 different boards, so the branch
// predictor cannot learn them.
func BenchmarkScoreRandomFill11x11(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	boards := make([]board.Board, 4096)
	for i := range boards {
		boards[i] = game.RandomFill(rng, 11, 11, [3]int{20, 40, 40})
	}
	rules, _ := analyze.Preset("japanese")
	var e analyze.Evaluation
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		analyze.Evaluate(&boards[i&4095], board.Empty, &e)
		s := e.Score(rules, 0, 0)
		if s.Neutral < 0 {
			b.Fatal("negative")
		}
	}
}

// BenchmarkScore11x11 scores 1024 different 11x11 positions reached by 100
// moves of random legal play, the kind of board a game or a teacher's file
// holds: removal, territory fill and the score. Target: at most 1 µs and no
// allocations. (Different boards, so the branch predictor cannot learn them;
// see BenchmarkScoreSameBoard11x11.)
func BenchmarkScore11x11(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	rules, _ := analyze.Preset("japanese")
	boards := make([]board.Board, 1024)
	for i := range boards {
		boards[i] = game.PlayRandom(rng, 11, 11, 100, &rules).Position.Board
	}
	var e analyze.Evaluation
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		analyze.Evaluate(&boards[i&1023], board.Black, &e)
		if s := e.Score(rules, 0, 0); s.Neutral < 0 {
			b.Fatal("negative")
		}
	}
}

// BenchmarkLegal checks one move on a prepared 11x11 position from random
// play, cycling over every point and both colours. Target: at most 30 ns
// and no allocations.
func BenchmarkLegal(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	rules, _ := analyze.Preset("japanese")
	g := game.PlayRandom(rng, 11, 11, 60, &rules)
	pos := g.Position
	pts := pos.Board.Points(nil)
	b.ReportAllocs()
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		c := board.Color(1 + i&1)
		if pos.Legal(c, pts[(i>>1)%len(pts)], &rules) == analyze.OK {
			n++
		}
	}
	if n == 0 {
		b.Fatal("no legal move")
	}
}

// BenchmarkLegalSuperko is BenchmarkLegal under positional superko with a
// history of 60 positions, the costliest legality check.
func BenchmarkLegalSuperko(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	rules, _ := analyze.Preset("chinese")
	g := game.PlayRandom(rng, 11, 11, 60, &rules)
	pos := g.Position
	pts := pos.Board.Points(nil)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := board.Color(1 + i&1)
		pos.Legal(c, pts[(i>>1)%len(pts)], &rules)
	}
}

// BenchmarkNewPosition prepares an 11x11 position for legality checks.
func BenchmarkNewPosition(b *testing.B) {
	rng := rand.New(rand.NewPCG(5, 6))
	rules, _ := analyze.Preset("japanese")
	bd := game.PlayRandom(rng, 11, 11, 60, &rules).Position.Board
	grids := []board.Board{bd}
	var pos analyze.Position
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		pos.Reset(grids)
	}
}

// BenchmarkScoreSameBoard11x11 scores one 11x11 game position over and
// over: the classic micro-benchmark. It flatters, because the CPU's branch
// predictor learns the board; BenchmarkScore11x11, over 1024 different
// positions, is the figure a batch sees.
func BenchmarkScoreSameBoard11x11(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	rules, _ := analyze.Preset("japanese")
	bd := game.PlayRandom(rng, 11, 11, 100, &rules).Position.Board
	var e analyze.Evaluation
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		analyze.Evaluate(&bd, board.Black, &e)
		if s := e.Score(rules, 0, 0); s.Neutral < 0 {
			b.Fatal("negative")
		}
	}
}

// BenchmarkFinish19x19 plays out the open borders (Finish) of 16 positions
// of 19x19 games part way through, 150 to 300 random legal moves from the
// empty board: a harsher case than a record that stops near its end (wide
// open regions, more candidates, more moves), so an upper bound on the
// cost --finish adds to a 19x19 count.
func BenchmarkFinish19x19(b *testing.B) {
	boards := make([]board.Board, 16)
	for i := range boards {
		boards[i] = randomPosition(b, 19, 150+10*i, uint64(i+1))
	}
	rules, _ := analyze.Preset("japanese")
	var e analyze.Evaluation
	moves := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		fin := analyze.Finish(&boards[i&15], nil, board.Black, rules, &e)
		moves += len(fin.Moves)
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}
