package game

// Random boards: independent random fills, as the capture lab uses, and
// positions reached by random legal play. The caller supplies the random
// source, so a seed gives the same boards every time.

import (
	"math/rand/v2"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// RandomFill returns a w x h board whose points are, independently, empty, black
// or white with the weights pct[0], pct[1], pct[2] (percentages that add up
// to 100). Such a board may hold strings without liberties.
func RandomFill(rng *rand.Rand, w, h int, pct [3]int) board.Board {
	b, _ := board.New(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r := rng.IntN(100)
			switch {
			case r < pct[0]:
			case r < pct[0]+pct[1]:
				b.Set(board.At(x, y), board.Black)
			default:
				b.Set(board.At(x, y), board.White)
			}
		}
	}
	return b
}

// RandomGame is a position reached by random play from an empty board.
type RandomGame struct {
	Position *analyze.Position
	ToMove   board.Color
	// Prisoners[c] counts the stones colour c captured.
	Prisoners [3]int
	// Moves counts the moves played, passes included.
	Moves int
}

// PlayRandom plays n random legal moves from an empty w x h board under r, Black
// first, never filling a point whose four neighbours are all the mover's
// own stones (an eye) unless nothing else is legal. A side with no legal
// move passes; two passes in a row end the game early.
func PlayRandom(rng *rand.Rand, w, h, n int, r *analyze.Rules) RandomGame {
	b, _ := board.New(w, h)
	g := RandomGame{Position: analyze.NewPosition([]board.Board{b}), ToMove: board.Black}
	pts := b.Points(nil)
	cand := make([]board.Point, 0, len(pts))
	passes := 0
	for g.Moves < n && passes < 2 {
		pos, c := g.Position, g.ToMove
		cand = cand[:0]
		for _, p := range pts {
			if pos.Legal(c, p, r) == analyze.OK && !pos.Board.IsEyeOf(p, c) {
				cand = append(cand, p)
			}
		}
		mv := board.Pass
		if len(cand) > 0 {
			mv = cand[rng.IntN(len(cand))]
			passes = 0
		} else {
			passes++
		}
		_, removed := pos.Play(c, mv, r)
		g.Prisoners[c] += len(removed)
		g.Moves++
		g.ToMove = c.Opponent()
	}
	return g
}
