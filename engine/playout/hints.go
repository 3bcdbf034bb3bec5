package playout

import "github.com/goscore/goscore/board"

// Hint is what the playout knowledge says of one candidate move, as a set
// of flags, for the priors a search gives its new nodes (package mcts).
// The policy's own rules decide playout moves; Hints answers the same
// questions for any one move, so the tree and the playouts agree.
type Hint uint16

const (
	// HintCapture: the move captures stones.
	HintCapture Hint = 1 << iota
	// HintSave: the move brings a string of the mover out of atari
	// (capturing a neighbour of it, or extending to two liberties or
	// more).
	HintSave
	// HintPattern: a 3x3 shape of the pattern table matches at the
	// move, which lies next to the last move.
	HintPattern
	// HintSelfAtari: the move leaves the mover's string of two or more
	// stones in atari and captures nothing.
	HintSelfAtari
	// HintAtari: the move puts an opponent string in atari.
	HintAtari
	// HintLadderCapture: the move ataris an opponent string that is then
	// captured in a ladder (see Ladder).
	HintLadderCapture
	// HintBadEscape: the move extends a string of the mover from atari to
	// two liberties and into a working ladder: a save that fails.
	HintBadEscape
	// HintNakade: the move is the vital point of a three-point space
	// that the opponent's stones enclose (see the Nakade rule).
	HintNakade
)

// Hints returns the hints for c playing the empty point p.
func (pb *Board) Hints(c board.Color, p board.Point) Hint {
	if pb.At(p) != empty || c != black && c != white {
		return 0
	}
	var h Hint
	opp := c.Opponent()
	// What the move does, from the policy's own tests (capturesAt, and the
	// liberties after the move counted up to 3: the hints ask only for
	// two or more and for exactly two), rather than MoveEffect's walk of
	// every string around p, which only a capture needs.
	captured := pb.capturesAt(c, int(p))
	if captured {
		h |= HintCapture
	}
	libs := 0
	if captured {
		// The count after a capture takes in every captured stone
		// next to the new string, which only the walk sees.
		_, libs = pb.MoveEffect(c, p)
	} else {
		libs = pb.libsAfterN(c, int(p), 3)
	}
	// Each neighbouring string once: a string next to p at two points
	// would only read its ladder twice.
	var seen [4]int
	nSeen := 0
	for _, n := range [4]int{int(p) - board.Stride, int(p) - 1, int(p) + 1, int(p) + board.Stride} {
		k := pb.color[n&mask]
		if !isStone(k) {
			continue
		}
		hd := int(pb.head[n&mask]) & mask
		if containsInt(seen[:nSeen], hd) {
			continue
		}
		seen[nSeen] = hd
		nSeen++
		switch k {
		case c:
			if _, ok := pb.atari(hd); ok && (libs >= 2 || captured) {
				h |= HintSave
				if libs == 2 && !captured && pb.ladderAfter(c, p, hd) {
					h |= HintBadEscape
				}
			}
		case opp:
			if nl, _, _ := pb.libsOf(hd); nl == 2 {
				h |= HintAtari
				if libs >= 2 && pb.capturedAfter(c, p, hd) {
					h |= HintLadderCapture
				}
			}
		}
	}
	// The move is the vital point nakadeMoves finds after an opponent
	// stone next to it.
	if pb.nbr[p]>>(4*opp)&15 != 0 && pb.vitalPoint(c, int(p)) {
		h |= HintNakade
	}
	if pb.selfAtari(c, int(p)) {
		h |= HintSelfAtari
	}
	if last := pb.last; last != board.Pass && pb.color[last&mask] == opp {
		for _, d := range neighbourhood {
			if int(last)+d == int(p) && pb.matchShape(int(p)) {
				h |= HintPattern
			}
		}
	}
	return h
}
