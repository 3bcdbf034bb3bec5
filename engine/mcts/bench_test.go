package mcts_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/engine/playout"
)

// BenchmarkGenmove9x9 times one move at 10,000 playouts on 9x9: a fresh
// bot each time (no tree kept), from a position 10 random moves into a
// game. Reports ms/move and the search's playouts per second.
func BenchmarkGenmove9x9(b *testing.B) { benchGenmove9x9(b, nil, 0) }

// benchGenmove9x9 is BenchmarkGenmove9x9 with the priors of model (the
// hand-set ones for nil) and the playouts of pol.
func benchGenmove9x9(b *testing.B, model *playout.Model, pol playout.Policy) {
	start, _ := board.New(9, 9)
	rnd := randomPlayer(rand.New(rand.NewPCG(1, 2)))
	g := playGame(b, start, board.Black, rnd, rnd, chinese, 10, false)
	playouts := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot := mcts.New(mcts.Config{Playouts: 10000, Seed: uint64(i), Rules: chinese, Model: model, Policy: pol})
		d := bot.Genmove(g.Game, board.Black)
		playouts += d.Playouts
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/move")
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkGenmoveLearned9x9 is BenchmarkGenmove9x9 with the learned
// priors (playout.DefaultModel): the model's cost is the playouts a
// second it takes.
func BenchmarkGenmoveLearned9x9(b *testing.B) { benchGenmove9x9(b, playout.DefaultModel(), 0) }

// BenchmarkThreads times one 9x9 move at 20,000 playouts, from the
// position of BenchmarkGenmove9x9, with one and two workers on the
// shared tree: light playouts, Fast (the default in Go), Heavy, and
// Heavy with the replies. Compare the playouts/s of threads=1 and
// threads=2 (on a machine with two free cores), and of the policies.
func BenchmarkThreads(b *testing.B) {
	start, _ := board.New(9, 9)
	rnd := randomPlayer(rand.New(rand.NewPCG(1, 2)))
	g := playGame(b, start, board.Black, rnd, rnd, chinese, 10, false)
	for _, pol := range []struct {
		name   string
		policy playout.Policy
	}{{"light", 0}, {"fast", playout.Fast}, {"heavy", playout.Heavy}, {"replies", playout.Heavy | playout.LastGoodReply}} {
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads=%d", pol.name, threads), func(b *testing.B) {
				playouts := 0
				for i := 0; i < b.N; i++ {
					bot := mcts.New(mcts.Config{Playouts: 20000, Seed: uint64(i), Rules: chinese, Threads: threads, Policy: pol.policy})
					playouts += bot.Genmove(g.Game, board.Black).Playouts
				}
				b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
			})
		}
	}
}

// BenchmarkGenmoveKillAll7x7 times one kill-all move at 10,000 playouts
// on 7x7, after Black's two stones and White's answer.
func BenchmarkGenmoveKillAll7x7(b *testing.B) {
	rules := analyze.Rules{Scoring: analyze.Area, Ko: analyze.KoPositional}
	start, _ := board.New(7, 7)
	rnd := randomPlayer(rand.New(rand.NewPCG(1, 2)))
	g := playGame(b, start, board.Black, rnd, rnd, rules, 3, true)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot := mcts.New(mcts.Config{Playouts: 10000, Seed: uint64(i), Rules: rules, KillAll: true})
		bot.Genmove(g.Game, board.Black)
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/move")
}

// BenchmarkGenmoveBot9x9 is BenchmarkGenmove9x9 with the bot as goscore
// gtp sets it up in Go: the learned priors and Heavy playouts.
func BenchmarkGenmoveBot9x9(b *testing.B) {
	benchGenmove9x9(b, playout.DefaultModel(), playout.Heavy)
}
