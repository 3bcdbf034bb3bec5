package playout

import (
	"math/bits"
	"math/rand/v2"
	"sync"

	"github.com/goscore/goscore/board"
)

// LearnedCut is the least strength (the model's gamma) of a 3x3 shape
// that LearnedPatterns plays: a shape at least twice as likely to be
// played, beside the other features of a move, as one the model does not
// know.
const LearnedCut = 2

// learnedShapes holds, for each side to move, the strength of every 3x3
// neighbourhood key (patternKey: two bits a point, from Black's view) in
// the default model, with the liberties of the strings beside it not
// marked (three or more), and the keys at or above LearnedCut as bits.
type learnedShapes struct {
	gamma [3][1 << 16]float32
	match [3][1 << 16 / 64]uint64
}

var learned = sync.OnceValue(func() *learnedShapes {
	m := DefaultModel()
	t := new(learnedShapes)
	for k := 0; k < 1<<16; k++ {
		for _, c := range [2]board.Color{board.Black, board.White} {
			var key uint32
			for i := 0; i < 8; i++ {
				v := uint32(k >> (2 * i) & 3)
				if c == board.White && (v == relMine || v == relTheir) {
					v = 3 - v // the board's White is the mover's own
				}
				key |= v << (4 * i)
			}
			var f Features
			f[GroupShape] = key
			v := m.Values(f)
			g := m.Gamma[GroupShape][v[GroupShape]]
			t.gamma[c][k] = float32(g)
			if g >= LearnedCut {
				t.match[c][k>>6] |= 1 << (k & 63)
			}
		}
	}
	return t
})

// learnedNeighbours returns the bits (in neighbourhood's order) of the
// empty points around last whose shape, for c to move, the model plays
// (learnedShapes.match), and their keys.
func (pb *Board) learnedNeighbours(c board.Color, last int, t *learnedShapes) (found uint32, keys [8]uint16) {
	for i, d := range neighbourhood {
		p := (last + d) & mask
		if pb.color[p] != empty {
			continue
		}
		k := pb.patternKey(p)
		keys[i] = k
		found |= uint32(t.match[c][k>>6]>>(k&63)&1) << i
	}
	return found, keys
}

// learnedPatternMoves adds to cs the empty points around last whose shape
// the model plays for c.
func (pb *Board) learnedPatternMoves(c board.Color, last int, cs *candidates) {
	found, _ := pb.learnedNeighbours(c, last, learned())
	for found != 0 {
		i := bits.TrailingZeros32(found)
		found &= found - 1
		cs.add(board.Point((last + neighbourhood[i]) & mask))
	}
}

// learnedPatternMove draws, among the empty points around last whose
// shape the model plays for c and that c may play (playable), one with a
// probability in proportion to its shape's strength; board.Pass when
// there is none.
func (pb *Board) learnedPatternMove(c board.Color, last int, pol Policy, r *rand.PCG) board.Point {
	t := learned()
	found, keys := pb.learnedNeighbours(c, last, t)
	for found != 0 {
		var sum float32
		for f := found; f != 0; f &= f - 1 {
			sum += t.gamma[c][keys[bits.TrailingZeros32(f)]]
		}
		x := float32(r.Uint64()>>40) / (1 << 24) * sum
		i := -1
		for f := found; f != 0; f &= f - 1 {
			i = bits.TrailingZeros32(f)
			if x -= t.gamma[c][keys[i]]; x < 0 {
				break
			}
		}
		p := board.Point((last + neighbourhood[i]) & mask)
		if pb.playable(c, int(p), pol) {
			return p
		}
		found &^= 1 << i
	}
	return board.Pass
}
