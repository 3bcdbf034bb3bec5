package mcts_test

import (
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// fakeClock advances a millisecond at every reading, so a search of one
// thread reads the same times whatever the machine: the k-th reading
// after the start, taken after 128k playouts, is k ms in.
type fakeClock struct{ t time.Time }

func (f *fakeClock) now() time.Time {
	f.t = f.t.Add(time.Millisecond)
	return f.t
}

// winningCapture is a 7x7 position where Black's capture at D4 joins its
// two halves and wins (komi 0.5): the move is clear.
const winningCapture = `
	. . . . . . .
	. . . . . . .
	O O O O O O O
	X X X . X X X
	. . X O X . .
	. . X O X . .
	. . X O X . .`

// TestGenmoveUntil checks the time rules of a search under a fake clock
// (128 playouts a millisecond): a clear move stops before Target, an
// unclear opening runs past Target, and no search runs past Max.
func TestGenmoveUntil(t *testing.T) {
	const perMs = 128
	rules := analyze.Rules{Komi: 0.5}
	clear := parse(t, winningCapture)
	open, _ := board.New(7, 7)
	tests := []struct {
		name     string
		start    board.Board
		bu       mcts.Budget
		min, max int // playouts
		want     string
	}{
		{"clear move stops before Target", clear, mcts.Budget{Target: 40 * time.Millisecond, Max: 80 * time.Millisecond}, perMs, 40*perMs - 1, "D4"},
		{"unclear opening goes past Target", open, mcts.Budget{Target: 4 * time.Millisecond, Max: 40 * time.Millisecond}, 4*perMs + 1, 40 * perMs, ""},
		{"Max equal to Target", open, mcts.Budget{Target: 4 * time.Millisecond}, perMs, 4 * perMs, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			clk := &fakeClock{}
			bot := mcts.New(mcts.Config{Seed: 1, Rules: rules, NoResign: true, Now: clk.now})
			d := bot.GenmoveUntil(newGame(game.Go, tc.start, board.Black, rules), board.Black, tc.bu, nil)
			if d.Playouts < tc.min || d.Playouts > tc.max {
				t.Errorf("%d playouts, want %d to %d", d.Playouts, tc.min, tc.max)
			}
			if tc.want != "" && d.Move != vertex(t, &tc.start, tc.want) {
				t.Errorf("played %v, want %s", d.Move, tc.want)
			}
			t.Logf("%d playouts, %v", d.Playouts, d.Move)
		})
	}
	// Playouts in Config still cap the search.
	bot := mcts.New(mcts.Config{Playouts: 300, Seed: 1, Rules: rules, Now: (&fakeClock{}).now})
	if d := bot.GenmoveUntil(newGame(game.Go, open, board.Black, rules), board.Black, mcts.Budget{Target: time.Hour, Max: time.Hour}, nil); d.Playouts != 300 {
		t.Errorf("%d playouts under a cap of 300", d.Playouts)
	}
}

// TestThreads checks a search of two workers on the shared tree: it runs
// exactly its playouts, finds the clear move, and keeps its tree for the
// next move. Run it with -race.
func TestThreads(t *testing.T) {
	b := parse(t, winningCapture)
	rules := analyze.Rules{Komi: 0.5}
	for seed := uint64(1); seed <= 2; seed++ {
		bot := mcts.New(mcts.Config{Playouts: 2000, Seed: seed, Rules: rules, Threads: 2, NoResign: true})
		d := bot.Genmove(newGame(game.Go, b, board.Black, rules), board.Black)
		if d.Move != vertex(t, &b, "D4") || d.Playouts != 2000 {
			t.Errorf("seed %d: %+v, want D4 after 2000 playouts", seed, d)
		}
		a := bot.Snapshot()
		if a.Playouts < 2000 || len(a.Moves) == 0 || a.Moves[0].Move != d.Move {
			t.Errorf("seed %d: snapshot %d playouts, moves %v", seed, a.Playouts, a.Moves)
		}
	}
}

// TestAnalyze runs an analysis of two workers that stops at its third
// report (a fake clock makes every look at it a report), taking
// snapshots from the report while the other worker runs, and checks the
// final snapshot: its moves, their bounds and priors, and who owns the
// board.
func TestAnalyze(t *testing.T) {
	b := parse(t, winningCapture)
	rules := analyze.Rules{Komi: 0.5}
	clk := &fakeClock{}
	bot := mcts.New(mcts.Config{Seed: 1, Rules: rules, Threads: 2, Now: clk.now})
	stop := make(chan struct{})
	var reports []mcts.Analysis
	bot.Analyze(newGame(game.Go, b, board.Black, rules), board.Black, stop, time.Millisecond, func(a mcts.Analysis) {
		reports = append(reports, a)
		if len(reports) == 3 {
			close(stop)
		}
	})
	if len(reports) != 4 {
		t.Fatalf("%d reports, want 3 and the final one", len(reports))
	}
	a := reports[3]
	if a.ToMove != board.Black || a.Playouts < reports[0].Playouts || len(a.Moves) == 0 {
		t.Fatalf("final snapshot: %+v", a)
	}
	best := a.Moves[0]
	if best.Move != vertex(t, &b, "D4") || best.LCB > best.WinRate || best.LCB < 0 || best.Prior <= 0 {
		t.Errorf("best move %+v, want D4 with a bound below its win rate and a prior", best)
	}
	sum := 0.0
	for _, m := range a.Moves {
		sum += m.Prior
	}
	if sum > 1.0001 {
		t.Errorf("the visited moves' priors add up to %.3f", sum)
	}
	if a.Ownership == nil {
		t.Fatal("no ownership")
	}
	// A Black stone of the 4th row, and White's area at the top.
	for _, tc := range []struct {
		vertex string
		black  bool
	}{{"A4", true}, {"G4", true}, {"D7", false}, {"A6", false}} {
		o := a.Ownership[vertex(t, &b, tc.vertex)]
		if tc.black && o < 0.5 || !tc.black && o > -0.5 {
			t.Errorf("%s: ownership %.2f", tc.vertex, o)
		}
	}
	// Genmove without Config.Ownership collects none.
	bot.Genmove(newGame(game.Go, b, board.Black, rules), board.Black)
	if bot.Snapshot().Ownership != nil {
		t.Error("ownership collected by Genmove without Config.Ownership")
	}
}

// TestKillAllNeverResigns: in kill-all the bot plays on in a hopeless
// position, with as many playouts as a Go game resigns after.
func TestKillAllNeverResigns(t *testing.T) {
	// White's group at the top has five eyes: it cannot be killed.
	b := parse(t, hopeless7x7)
	rules := analyze.Rules{Scoring: analyze.Area, Ko: analyze.KoPositional}
	bot := mcts.New(mcts.Config{Playouts: 3000, Seed: 1, Rules: rules, KillAll: true})
	d := bot.Genmove(newGame(game.KillAll, b, board.Black, rules), board.Black)
	if d.Resign || d.WinRate >= mcts.DefaultResignBelow {
		t.Errorf("%+v, want a hopeless win rate and no resignation", d)
	}
}
