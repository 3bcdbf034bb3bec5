package playout

import (
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

// learnedPatternMoves adds to cs the empty points around last whose shape
// the model plays for c.
func (pb *Board) learnedPatternMoves(c board.Color, last int, cs *candidates) {
	pb.shapeMoves(last, &learned().match[c], cs)
}

// learnedPatternMove draws, among the empty points around last whose
// shape the model plays for c and that c may play (playable), one with a
// probability in proportion to its shape's strength; board.Pass when
// there is none.
func (pb *Board) learnedPatternMove(c board.Color, last int, pol Policy, r *rand.PCG) board.Point {
	t := learned()
	var cs candidates
	pb.shapeMoves(last, &t.match[c], &cs)
	var w [maxCandidates]float32
	for i := range cs.n {
		w[i] = t.gamma[c][pb.patternKey(int(cs.p[i]))]
	}
	for cs.n > 0 {
		var sum float32
		for _, x := range w[:cs.n] {
			sum += x
		}
		x := float32(r.Uint64()>>40) / (1 << 24) * sum
		i := 0
		for ; i < cs.n-1; i++ {
			if x -= w[i]; x < 0 {
				break
			}
		}
		if p := cs.p[i]; pb.playable(c, int(p), pol) {
			return p
		}
		cs.n--
		cs.p[i], w[i] = cs.p[cs.n&(maxCandidates-1)], w[cs.n&(maxCandidates-1)]
	}
	return board.Pass
}
