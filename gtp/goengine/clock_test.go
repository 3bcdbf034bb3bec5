package goengine

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// fakeClock stands still until a test hands it the time the next move
// takes: the first reading after that (genmove's own, on arrival) returns
// the time before, and every later one the time after.
type fakeClock struct {
	t    time.Time
	next time.Duration
}

func (f *fakeClock) Now() time.Time {
	r := f.t
	f.t, f.next = f.t.Add(f.next), 0
	return r
}

// clockGame plays a whole game on 9x9 as gogui-twogtp drives it: the time
// control is sent first and time_left never; goscore is Black (genmove b),
// and White answers with seeded random legal moves (play w), moves times
// over, passes and captures and all, whatever the position. Each genmove
// takes on the fake clock what spend takes of the budget the engine gave
// the bot, plus latency. It returns the engine and the time charged in
// all.
func clockGame(t *testing.T, settings string, moves int, latency time.Duration, spend func(mcts.Budget) time.Duration) (*goEngine, time.Duration) {
	t.Helper()
	r, _ := analyze.Preset("chinese")
	clk := &fakeClock{t: time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)}
	// 64 playouts a move at most: the search itself must not take real time.
	ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 19, Now: clk.Now, Bot: mcts.Config{Playouts: 64, Seed: 1}})
	for _, cmd := range []string{"boardsize 9", "clear_board", "komi 7", settings} {
		if got := e.Execute(cmd); got != "=\n\n" {
			t.Fatalf("%s: %q", cmd, got)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var charged time.Duration
	for i := 0; i < moves; i++ {
		bu := ge.moveTime(board.Black)
		if bu.Target <= 0 || bu.Max < bu.Target || bu.Max > MaxMoveTime {
			t.Fatalf("move %d: budget %+v", i+1, bu)
		}
		budget := spend(bu)
		clk.next = budget + latency
		charged += budget + latency
		if got := e.Execute("genmove b"); !strings.HasPrefix(got, "= ") {
			t.Fatalf("move %d: genmove b: %q", i+1, got)
		}
		if ge.clock[board.Black].left < 0 {
			t.Fatalf("move %d: lost on time after %v charged in all (budget %v)", i+1, charged, budget)
		}
		w := "pass"
		if pts := legalPoints(ge, board.White); len(pts) > 0 && rng.IntN(10) > 0 {
			w = pts[rng.IntN(len(pts))].String()
		}
		if got := e.Execute("play w " + w); got != "=\n\n" {
			t.Fatalf("move %d: play w %s: %q", i+1, w, got)
		}
	}
	return ge, charged
}

func legalPoints(ge *goEngine, c board.Color) []board.Point {
	var pts []board.Point
	for _, p := range ge.g.Board().Points(nil) {
		if ge.g.Board().At(p) == board.Empty && ge.g.Legal(c, p) == analyze.OK {
			pts = append(pts, p)
		}
	}
	return pts
}

func target(bu mcts.Budget) time.Duration { return bu.Target }

func most(bu mcts.Budget) time.Duration { return bu.Max }

// TestClockAbsolute: under time_settings 60 0 0 (gogui-twogtp -time 1)
// goscore keeps its own clock and never loses on time, through 100 moves
// of its own, whether each move takes exactly its Target or its Max, or
// 50 ms more on the way.
func TestClockAbsolute(t *testing.T) {
	for _, latency := range []time.Duration{0, 50 * time.Millisecond} {
		for name, spend := range map[string]func(mcts.Budget) time.Duration{"target": target, "max": most} {
			t.Run(fmt.Sprint(name, " latency ", latency), func(t *testing.T) {
				ge, charged := clockGame(t, "time_settings 60 0 0", 100, latency, spend)
				left := ge.clock[board.Black].left
				if charged >= time.Minute || left <= 0 {
					t.Errorf("%v charged in all, %v left", charged, left)
				}
				if charged+left != time.Minute {
					t.Errorf("the engine's clock says %v left after %v charged of 60s", left, charged)
				}
				t.Logf("100 moves: %v charged, %v left", charged.Round(time.Millisecond), left.Round(time.Millisecond))
			})
		}
	}
}

// TestClockOvertime: in Canadian byo-yomi (no main time, 10 s for 5
// moves) and in Japanese byo-yomi (5 s main, then 2 periods of 3 s) the
// budgets keep every period, with 50 ms of latency a move.
func TestClockOvertime(t *testing.T) {
	for _, tc := range []struct{ settings string }{
		{"time_settings 0 10 5"},
		{"time_settings 30 10 5"},
		{"kgs-time_settings byoyomi 5 3 2"},
		{"kgs-time_settings canadian 10 20 10"},
	} {
		t.Run(tc.settings, func(t *testing.T) {
			ge, charged := clockGame(t, tc.settings, 90, 50*time.Millisecond, target)
			pc := ge.clock[board.Black]
			if !pc.inByo || pc.left <= 0 || ge.tc.over == japanese && pc.periods != ge.tc.periods {
				t.Errorf("after %v charged: %+v", charged, pc)
			}
			// Every move taking its Max: periods may go, one at a time
			// while more than one is left, but never the game.
			ge, charged = clockGame(t, tc.settings, 90, 50*time.Millisecond, most)
			if pc := ge.clock[board.Black]; pc.left <= 0 || ge.tc.over == japanese && pc.periods < 1 {
				t.Errorf("every move at its Max, after %v charged: %+v", charged, pc)
			}
		})
	}
}

// TestClockCharge follows one clock by hand through main time and both
// kinds of byo-yomi.
func TestClockCharge(t *testing.T) {
	s := time.Second
	can := timeControl{limited: true, main: 10 * s, over: canadian, byo: 30 * s, stones: 3}
	pc := can.start()
	can.charge(&pc, 4*s)
	if pc != (playerClock{left: 6 * s}) {
		t.Errorf("main time: %+v", pc)
	}
	can.charge(&pc, 8*s) // 6 s of main time, 2 s into the first period: one stone
	if pc != (playerClock{left: 28 * s, inByo: true, stones: 2}) {
		t.Errorf("into byo-yomi: %+v", pc)
	}
	can.charge(&pc, 10*s)
	can.charge(&pc, 10*s) // the period's last stone: a fresh period
	if pc != (playerClock{left: 30 * s, inByo: true, stones: 3}) {
		t.Errorf("new period: %+v", pc)
	}
	jp := timeControl{limited: true, main: 0, over: japanese, byo: 5 * s, periods: 3}
	pc = jp.start()
	jp.charge(&pc, 4*s) // in time: the period comes back
	if pc != (playerClock{left: 5 * s, inByo: true, periods: 3}) {
		t.Errorf("japanese in time: %+v", pc)
	}
	jp.charge(&pc, 7*s) // one period used up
	if pc != (playerClock{left: 5 * s, inByo: true, periods: 2}) {
		t.Errorf("japanese over: %+v", pc)
	}
	jp.charge(&pc, 11*s) // past the last period: lost on time
	if pc.left >= 0 {
		t.Errorf("japanese lost: %+v", pc)
	}
	abs := timeControl{limited: true, main: 60 * s}
	pc = abs.start()
	abs.charge(&pc, 61*s)
	if pc.left != -s {
		t.Errorf("absolute: %+v", pc)
	}
}

// TestTimeCommands: what each time command sets, and time_left taking
// over from the engine's own count.
func TestTimeCommands(t *testing.T) {
	r, _ := analyze.Preset("japanese")
	s := time.Second
	for _, tc := range []struct {
		cmds  []string
		tc    timeControl
		black playerClock
	}{
		{[]string{"time_settings 60 0 0"}, timeControl{limited: true, main: 60 * s}, playerClock{left: 60 * s}},
		{[]string{"time_settings 0 0 0"}, timeControl{}, playerClock{}},
		{[]string{"time_settings 60 10 0"}, timeControl{}, playerClock{}},
		{[]string{"time_settings 0 10 5"}, timeControl{limited: true, over: canadian, byo: 10 * s, stones: 5}, playerClock{left: 10 * s, inByo: true, stones: 5}},
		{[]string{"time_settings 60 0 0", "time_left b 20 0"}, timeControl{limited: true, main: 60 * s}, playerClock{left: 20 * s}},
		{[]string{"time_settings 60 30 5", "time_left b 12 3"}, timeControl{limited: true, main: 60 * s, over: canadian, byo: 30 * s, stones: 5}, playerClock{left: 12 * s, inByo: true, stones: 3}},
		{[]string{"time_left b 100 0"}, timeControl{limited: true}, playerClock{left: 100 * s}},
		{[]string{"kgs-time_settings none"}, timeControl{}, playerClock{}},
		{[]string{"kgs-time_settings absolute 300"}, timeControl{limited: true, main: 300 * s}, playerClock{left: 300 * s}},
		{[]string{"kgs-time_settings byoyomi 600 30 5", "time_left b 25 4"}, timeControl{limited: true, main: 600 * s, over: japanese, byo: 30 * s, periods: 5}, playerClock{left: 25 * s, inByo: true, periods: 4}},
		{[]string{"kgs-time_settings canadian 600 300 25"}, timeControl{limited: true, main: 600 * s, over: canadian, byo: 300 * s, stones: 25}, playerClock{left: 600 * s}},
		{[]string{"time_settings 60 0 0", "clear_board"}, timeControl{limited: true, main: 60 * s}, playerClock{left: 60 * s}},
	} {
		ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9})
		for _, cmd := range tc.cmds {
			if got := e.Execute(cmd); got != "=\n\n" {
				t.Fatalf("%s: %q", cmd, got)
			}
		}
		if ge.tc != tc.tc || ge.clock[board.Black] != tc.black {
			t.Errorf("%q: %+v, black %+v; want %+v, black %+v", tc.cmds, ge.tc, ge.clock[board.Black], tc.tc, tc.black)
		}
	}
	_, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9})
	for _, cmd := range []string{"kgs-time_settings", "kgs-time_settings fischer 1 2", "kgs-time_settings absolute", "kgs-time_settings byoyomi 1 2", "kgs-time_settings canadian 1 2 x", "time_left b -1 0", "time_settings 1 2 -3"} {
		if got := e.Execute(cmd); !strings.HasPrefix(got, "? syntax error") {
			t.Errorf("%s: %q, want a syntax error", cmd, got)
		}
	}
}

// TestBudget: the budget of one move as a function of the clock alone,
// for each time system.
func TestBudget(t *testing.T) {
	s, ms := time.Second, time.Millisecond
	abs := func(main time.Duration) timeControl { return timeControl{limited: true, main: main} }
	can := timeControl{limited: true, main: 600 * s, over: canadian, byo: 300 * s, stones: 25}
	can30 := timeControl{limited: true, over: canadian, byo: 30 * s, stones: 10}
	jp := timeControl{limited: true, main: 600 * s, over: japanese, byo: 30 * s, periods: 5}
	for _, tc := range []struct {
		name      string
		tc        timeControl
		pc        playerClock
		movesLeft int
		want      mcts.Budget
	}{
		{"no limit", timeControl{}, playerClock{}, 27, mcts.Budget{}},
		// 60 s less a 6 s margin over 27 moves; an unclear move 3 times that.
		{"absolute 9x9", abs(60 * s), playerClock{left: 60 * s}, 27, mcts.Budget{Target: 2 * s, Max: 6 * s}},
		// 590 s over 10 moves: Max is a quarter of what is left.
		{"absolute late", abs(600 * s), playerClock{left: 600 * s}, 10, mcts.Budget{Target: 59 * s, Max: 147500 * ms}},
		{"absolute nothing to spare", abs(60 * s), playerClock{left: 5 * s}, 10, mcts.Budget{Target: minThink, Max: minThink}},
		{"absolute years", abs(maxClock * s), playerClock{left: maxClock * s}, 27, mcts.Budget{Target: MaxMoveTime, Max: MaxMoveTime}},
		// 27 s for 10 stones; Max keeps 1.35 s for each of the 9 others.
		{"canadian period", can30, playerClock{inByo: true, left: 30 * s, stones: 10}, 27, mcts.Budget{Target: 2700 * ms, Max: 8100 * ms}},
		{"canadian 3 stones", can30, playerClock{inByo: true, left: 6 * s, stones: 3}, 27, mcts.Budget{Target: s, Max: 2 * s}},
		{"canadian last stone", can30, playerClock{inByo: true, left: 12 * s, stones: 1}, 27, mcts.Budget{Target: 9 * s, Max: 9 * s}},
		// In main time a move gets at least what the period will give.
		{"canadian main time", can, playerClock{left: 600 * s}, 120, mcts.Budget{Target: 11600 * ms, Max: 34800 * ms}},
		// The period less 3 s; with periods to spare an unclear move may spend one.
		{"japanese 5 periods", jp, playerClock{inByo: true, left: 30 * s, periods: 5}, 27, mcts.Budget{Target: 27 * s, Max: 57 * s}},
		{"japanese last period", jp, playerClock{inByo: true, left: 30 * s, periods: 1}, 27, mcts.Budget{Target: 27 * s, Max: 27 * s}},
		{"japanese main time", jp, playerClock{left: 600 * s, periods: 5}, 120, mcts.Budget{Target: 27 * s, Max: 57 * s}},
		{"japanese main time, one period", jp, playerClock{left: 600 * s, periods: 1}, 120, mcts.Budget{Target: 27 * s, Max: 27 * s}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.tc.budget(tc.pc, tc.movesLeft); got != tc.want {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
