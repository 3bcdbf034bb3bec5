package mcts_test

import (
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// koStart is a ko on 5x5 before Black takes it at C4; after the take,
// White's retake at B4 would capture C4 and bring the position back.
const koStart = `
	. X O . .
	X O . O .
	. X O . .
	. . . . .
	. . . . .`

// TestKoBannedByGame: the bot never retakes a ko the game forbids, neither
// a simple ko just taken nor, under chinese rules, a retake after two
// passes that repeats an earlier position (positional superko), and its
// move is always one the game accepts.
func TestKoBannedByGame(t *testing.T) {
	start := parse(t, koStart)
	take, retake := vertex(t, &start, "C4"), vertex(t, &start, "B4")
	// Komi 0.5: White is behind as the board stands (3 points to 5), so
	// it searches even after two passes.
	japanese := analyze.Rules{Name: "japanese", Scoring: analyze.Territory, Ko: analyze.KoSimple, Komi: 0.5}
	chineseHalf := analyze.Rules{Name: "chinese", Scoring: analyze.Area, Ko: analyze.KoPositional, Komi: 0.5}
	tests := []struct {
		name   string
		rules  analyze.Rules
		passes int // passes after Black's take, before White moves
		want   analyze.Reason
	}{
		{"simple ko just taken", japanese, 0, analyze.Ko},
		{"simple ko just taken, chinese", chineseHalf, 0, analyze.Ko},
		{"superko after two passes", chineseHalf, 2, analyze.Superko},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for seed := uint64(1); seed <= 4; seed++ {
				g := newGame(game.Go, start, board.Black, tc.rules)
				moves := []board.Point{take}
				for i := 0; i < tc.passes; i++ {
					moves = append(moves, board.Pass)
				}
				for _, p := range moves {
					if _, err := g.Play(g.ToMove(), p); err != nil {
						t.Fatal(err)
					}
				}
				g.Reopen() // as GTP does when asked for a move after two passes
				if g.ToMove() != board.White {
					t.Fatalf("%v to move", g.ToMove())
				}
				if r := g.Legal(board.White, retake); r != tc.want {
					t.Fatalf("the retake is %v, want %v", r, tc.want)
				}
				bot := mcts.New(mcts.Config{Playouts: 400, Seed: seed, Rules: tc.rules, NoResign: true})
				d := bot.Genmove(g, board.White)
				if d.Playouts == 0 {
					t.Fatalf("seed %d: %+v, want a search", seed, d)
				}
				if d.Move == retake {
					t.Fatalf("seed %d: the bot retakes the ko at %v", seed, d.Move)
				}
				if _, err := g.Play(board.White, d.Move); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
			}
		})
	}
}

// TestKnowsOpponentPassed: on an empty board that White wins on komi, White
// passes at once, without a search, after Black's pass, as the game
// records it (a pass played, a pass in the starting history, a game
// reopened after two passes), and searches when Black has not passed.
func TestKnowsOpponentPassed(t *testing.T) {
	// A closed board White wins as it stands: B column black, C column
	// white, no neutral point.
	closed, _ := board.New(5, 5)
	for y := 0; y < 5; y++ {
		closed.Set(board.At(1, y), board.Black)
		closed.Set(board.At(2, y), board.White)
	}
	empty, _ := board.New(5, 5)
	rules := analyze.Rules{Scoring: analyze.Area, Ko: analyze.KoPositional, Komi: 7.5}
	passed := func(t *testing.T, n int) *game.Game {
		g := newGame(game.Go, closed, board.Black, rules)
		for i := 0; i < n; i++ {
			g.Reopen()
			if _, err := g.Play(g.ToMove(), board.Pass); err != nil {
				t.Fatal(err)
			}
		}
		g.Reopen()
		return g
	}
	tests := []struct {
		name   string
		g      func(t *testing.T) *game.Game
		passed bool
	}{
		{"no pass", func(t *testing.T) *game.Game { return newGame(game.Go, closed, board.White, rules) }, false},
		// An open board: komi wins it as it stands, but a player expects
		// the game to be played out.
		{"black passed on an open board", func(t *testing.T) *game.Game {
			g := newGame(game.Go, empty, board.Black, rules)
			if _, err := g.Play(board.Black, board.Pass); err != nil {
				t.Fatal(err)
			}
			return g
		}, false},
		{"black passed", func(t *testing.T) *game.Game { return passed(t, 1) }, true},
		{"both passed, reopened", func(t *testing.T) *game.Game { return passed(t, 3) }, true},
		{"pass in the starting history", func(t *testing.T) *game.Game {
			return game.Resume(game.Go, []board.Board{closed, closed}, board.White, [3]int{}, rules)
		}, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.g(t)
			if g.ToMove() != board.White {
				t.Fatalf("%v to move", g.ToMove())
			}
			bot := mcts.New(mcts.Config{Playouts: 200, Seed: 1, Rules: rules})
			d := bot.Genmove(g, board.White)
			if tc.passed {
				if d.Move != board.Pass || d.Resign || d.Playouts != 0 || d.WinRate != 1 {
					t.Errorf("%+v, want a pass without a search", d)
				}
				return
			}
			if d.Playouts == 0 || d.Move == board.Pass {
				t.Errorf("%+v, want a search and a move", d)
			}
		})
	}
}

// TestIllegalMarkRenewed: a search of a position where positional superko
// forbids the retake keeps its tree for the next search of the same
// position, and when that position comes with a history in which the
// retake is legal (a game set up from it, a pass just played as before),
// the retake is searched again.
func TestIllegalMarkRenewed(t *testing.T) {
	start := parse(t, koStart)
	take, retake := vertex(t, &start, "C4"), vertex(t, &start, "B4")
	rules := analyze.Rules{Name: "chinese", Scoring: analyze.Area, Ko: analyze.KoPositional, Komi: 0.5}
	g := newGame(game.Go, start, board.Black, rules)
	for _, p := range []board.Point{take, board.Pass, board.Pass} {
		if _, err := g.Play(g.ToMove(), p); err != nil {
			t.Fatal(err)
		}
	}
	g.Reopen()
	bot := mcts.New(mcts.Config{Playouts: 400, Seed: 1, Rules: rules, NoResign: true})
	bot.Genmove(g, board.White)
	if visited(bot.Snapshot(), retake) {
		t.Fatalf("the retake forbidden by superko was searched")
	}
	// The same board with a pass just played, as after the passes above,
	// but with no earlier position that the retake repeats.
	fresh := newGame(game.Go, *g.Board(), board.Black, rules)
	if _, err := fresh.Play(board.Black, board.Pass); err != nil {
		t.Fatal(err)
	}
	if r := fresh.Legal(board.White, retake); r != analyze.OK {
		t.Fatalf("in the game set up after the take the retake is %v", r)
	}
	reuses := bot.Reuses()
	bot.Genmove(fresh, board.White)
	if bot.Reuses() != reuses+1 {
		t.Fatalf("the tree of the same position was not kept (%d reuses, then %d)", reuses, bot.Reuses())
	}
	if !visited(bot.Snapshot(), retake) {
		t.Errorf("the retake, legal now, was not searched")
	}
}

// visited reports whether the analysis lists p with visits.
func visited(a mcts.Analysis, p board.Point) bool {
	for _, m := range a.Moves {
		if m.Move == p && m.Visits > 0 {
			return true
		}
	}
	return false
}
