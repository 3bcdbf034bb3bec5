package mcts_test

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
)

// A player answers with a move for c in g, or resigns.
type player func(g *game.Game, c board.Color) (move board.Point, resign bool)

// botPlayer plays with bot.
func botPlayer(bot *mcts.Bot) player {
	return func(g *game.Game, c board.Color) (board.Point, bool) {
		d := bot.Genmove(g, c)
		return d.Move, d.Resign
	}
}

// randomPlayer plays uniformly among the legal moves (under the game's
// rules) that do not fill its own one-point eyes, and passes when there is
// none.
func randomPlayer(rng *rand.Rand) player {
	var moves []board.Point
	return func(g *game.Game, c board.Color) (board.Point, bool) {
		cur := g.Board()
		moves = moves[:0]
		for y := 0; y < cur.Height(); y++ {
			for x := 0; x < cur.Width(); x++ {
				p := board.At(x, y)
				if cur.At(p) == board.Empty && !cur.IsEyeOf(p, c) && g.Legal(c, p) == analyze.OK {
					moves = append(moves, p)
				}
			}
		}
		if len(moves) == 0 {
			return board.Pass, false
		}
		return moves[rng.IntN(len(moves))], false
	}
}

// newGame starts a game of kind from start with first to move.
func newGame(kind game.Kind, start board.Board, first board.Color, rules analyze.Rules) *game.Game {
	return game.Resume(kind, []board.Board{start}, first, [3]int{}, rules)
}

// played is a game played to its end or to a move limit.
type played struct {
	*game.Game
	moves []board.Point
}

// playGame plays from start with first to move until the game is over
// (two passes, a resignation, and in kill-all a White string alive) or
// maxMoves moves. In kill-all, Black's first two moves are played in a
// row (handicap placement), as the game has it.
func playGame(t testing.TB, start board.Board, first board.Color, black, white player, rules analyze.Rules, maxMoves int, killAll bool) played {
	t.Helper()
	kind := game.Go
	if killAll {
		kind = game.KillAll
	}
	g := played{Game: newGame(kind, start, first, rules)}
	for move := 0; move < maxMoves; move++ {
		if _, over := g.Over(); over {
			break
		}
		c := g.ToMove()
		pl := black
		if c == board.White {
			pl = white
		}
		p, resign := pl(g.Game, c)
		if resign {
			if err := g.Resign(c); err != nil {
				t.Fatal(err)
			}
			break
		}
		if _, err := g.Play(c, p); err != nil {
			t.Fatalf("move %d: %v\n%s", move, err, g.Board().Grid())
		}
		g.moves = append(g.moves, p)
	}
	return g
}

// winner returns the winner of a finished game, or of one stopped at its
// move limit as the count stands.
func (g *played) winner() board.Color {
	if res, over := g.Over(); over {
		return res.Winner
	}
	return game.Decide(g.Kind, g.Score()).Winner
}

// parse reads a diagram, top row first: X black, O white, . empty.
func parse(t testing.TB, s string) board.Board { return boardtest.Diagram(t, s) }

// vertex reads a GTP vertex on b.
func vertex(t testing.TB, b *board.Board, s string) board.Point {
	t.Helper()
	return boardtest.Vertex(t, b, s)
}
