package mcts_test

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/internal/boardtest"
)

// A player answers with a move for c, or resigns.
type player func(history []board.Board, c board.Color) (move board.Point, resign bool)

// botPlayer plays with bot.
func botPlayer(bot *mcts.Bot) player {
	return func(history []board.Board, c board.Color) (board.Point, bool) {
		d := bot.Genmove(history, c)
		return d.Move, d.Resign
	}
}

// randomPlayer plays uniformly among the legal moves (under rules) that do
// not fill its own one-point eyes, and passes when there is none.
func randomPlayer(rng *rand.Rand, rules analyze.Rules) player {
	var moves []board.Point
	return func(history []board.Board, c board.Color) (board.Point, bool) {
		pos := analyze.NewPosition(history)
		cur := &history[len(history)-1]
		moves = moves[:0]
		for y := 0; y < cur.Height(); y++ {
			for x := 0; x < cur.Width(); x++ {
				p := board.At(x, y)
				if cur.At(p) == board.Empty && !cur.IsEyeOf(p, c) && pos.Legal(c, p, &rules) == analyze.OK {
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

// game is a finished game.
type game struct {
	history []board.Board
	moves   []board.Point
	resign  board.Color // who resigned, or Empty
}

// playGame plays from start with first to move until two passes in a row,
// a resignation or maxMoves moves. In kill-all, Black's first two moves
// are played in a row (handicap placement), as play does.
func playGame(t testing.TB, start board.Board, first board.Color, black, white player, rules analyze.Rules, maxMoves int, killAll bool) game {
	t.Helper()
	g := game{history: []board.Board{start}}
	pos := analyze.NewPosition(g.history)
	c := first
	passes := 0
	for move := 0; move < maxMoves && passes < 2; move++ {
		pl := black
		if c == board.White {
			pl = white
		}
		p, resign := pl(g.history, c)
		if resign {
			g.resign = c
			return g
		}
		if reason, _ := pos.Play(c, p, &rules); reason != analyze.OK {
			t.Fatalf("move %d: %v plays %v: %v\n%s", move, c, p, reason, g.history[len(g.history)-1].Grid())
		}
		g.history = append(g.history, pos.Board)
		g.moves = append(g.moves, p)
		if p == board.Pass {
			passes++
		} else {
			passes = 0
		}
		if !(killAll && move == 0) {
			c = c.Opponent()
		}
	}
	return g
}

// winner returns the winner of a finished game: the side that did not
// resign, or by area count with the rules' komi, or in kill-all Black
// exactly when White has no stones and no territory.
func (g *game) winner(rules analyze.Rules, killAll bool) board.Color {
	if g.resign != board.Empty {
		return g.resign.Opponent()
	}
	var e analyze.Evaluation
	analyze.Evaluate(&g.history[len(g.history)-1], board.Empty, &e)
	black := e.Black.Stones + e.Black.Territory
	white := e.White.Stones + e.White.Territory
	if killAll {
		if white == 0 {
			return board.Black
		}
		return board.White
	}
	switch margin := float64(black-white) - rules.Komi; {
	case margin > 0:
		return board.Black
	case margin < 0:
		return board.White
	}
	return board.Empty
}

// parse reads a diagram, top row first: X black, O white, . empty.
func parse(t testing.TB, s string) board.Board { return boardtest.Diagram(t, s) }

// vertex reads a GTP vertex on b.
func vertex(t testing.TB, b *board.Board, s string) board.Point {
	t.Helper()
	return boardtest.Vertex(t, b, s)
}
