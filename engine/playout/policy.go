package playout

import (
	"math/bits"
	"math/rand/v2"

	"github.com/goscore/goscore/board"
)

// Policy is a set of rules with Go knowledge that a playout consults
// before its uniformly random move, in the spirit of MoGo's playouts
// (Gelly, Wang, Munos and Teytaud 2006) as Fuego and Pachi refined them.
// The zero Policy is the light playout: PlayoutPolicy and RunPolicy with
// it are Playout and Run, draw for draw.
type Policy uint16

const (
	// CaptureAtari captures a string of the opponent next to the last
	// move that the move left in atari (the opponent's own stone played
	// into atari, or a string it failed to save).
	CaptureAtari Policy = 1 << iota
	// SaveAtari answers a last move that put a string of the side to
	// move in atari: capture an opponent string in atari next to it, or
	// extend to its last liberty when that gives it at least two.
	SaveAtari
	// Patterns plays an empty neighbour of the last move (one of its 8
	// surrounding points) where a 3x3 shape of the pattern table
	// matches: hane, cuts and edge shapes.
	Patterns
	// AvoidSelfAtari refuses moves, random ones included, that leave the
	// mover's new string of two or more stones with one liberty and
	// capture nothing, except a nakade: a string of at most three stones
	// that, with its last liberty, fills a space the opponent encloses
	// (its capture leaves the opponent one eye). A single stone may still
	// play into atari, which keeps throw-ins that kill an eye. Filling a
	// shared liberty of a seki puts a string of the mover in atari and is
	// refused like any self-atari.
	AvoidSelfAtari
	// Ladders makes SaveAtari drop an extension that leaves the string
	// two liberties and a working ladder (it would only run into it), so
	// that a capture of an attacker is played instead when there is one,
	// and lets LowLiberties atari strings that a ladder captures.
	Ladders
	// LowLiberties answers the last move at strings next to it with two
	// liberties: it ataris an opponent string that then cannot escape
	// (extending leaves it one liberty, or, under Ladders, a ladder takes
	// it), and gives a liberty to a string of the side to move that the
	// opponent could atari into such a capture (extending to three
	// liberties or taking a neighbour in atari).
	LowLiberties
	// Nakade plays the vital point (the middle) of a three-point empty
	// space next to the last move that the opponent's stones enclose, so
	// that the space makes only one eye.
	Nakade
	// CaptureAnywhere, when no answer to the last move was found, takes
	// an opponent string in atari anywhere on the board, half of the
	// time, before the random move.
	CaptureAnywhere
	// LastGoodReply, when the rules above found no answer to the last
	// move (no nakade, atari answer or shape), plays the reply that won
	// the latest playout in which the side to move answered the last two
	// moves, else the last move, as a search's Replies remember them:
	// it stands in for the random move, not for the shapes. Only
	// PlayoutReplies has a memory to consult.
	LastGoodReply
	// PatternsBefore plays, like Patterns and drawn among its moves, an
	// empty neighbour of the move before the last one (the side to
	// move's own previous move, if it still stands) where a 3x3 shape
	// matches: the shapes around both of the last two moves, as Pachi's
	// playouts look for them.
	PatternsBefore
	// KoFight plays a fresh ko's point, before any other rule: when the
	// latest capture of a ko was at most two moves ago and the point may
	// be played, the side to move plays it two times in five, as Pachi's
	// playouts do: after a threat the taker connects the ko, after the
	// threat's answer the other side retakes it. Without it a playout
	// leaves a ko as the first capture left it, but for random moves.
	KoFight
	// LearnedPatterns plays, like Patterns, an empty neighbour of the last
	// move, but by the learned model's 3x3 shapes (DefaultModel) instead
	// of the hand-made table: the neighbours whose shape, seen from the
	// side to move, has a strength of at least LearnedCut, one drawn with
	// a probability in proportion to its strength. With Patterns as well,
	// both tables' moves are candidates.
	LearnedPatterns

	// Heavy is the policy the bot plays Go by and the dead-stone
	// estimate plays by (package life): every rule but LowLiberties,
	// whose reading of every two-liberty string next to the last move
	// costs more than it brings at the speeds the bot runs,
	// LastGoodReply, which wins against the bot without it but not
	// against GNU Go, PatternsBefore, which loses to the bot without it
	// at equal time, and KoFight and LearnedPatterns, which were
	// measured no better (doc.go gives the figures).
	Heavy = CaptureAtari | SaveAtari | Ladders | Patterns | AvoidSelfAtari | Nakade | CaptureAnywhere

	// Fast is Heavy without Nakade and CaptureAnywhere, so captures,
	// escapes checked by ladders, shapes and no self-atari. It costs
	// about 2.9 times a light playout where Heavy costs 3.4; it was the
	// bot's policy in Go until Heavy, with the learned priors, won more
	// than it at equal time on 9x9 and 13x13 (and 6 of 10 games against
	// it on 19x19). In kill-all, where Black's
	// whole task is to spoil White's eye space, the bot plays it with
	// Nakade (doc.go gives the figures).
	Fast = Heavy &^ (Nakade | CaptureAnywhere)

	// AllRules is every rule.
	AllRules = CaptureAtari | SaveAtari | Patterns | AvoidSelfAtari | Ladders | LowLiberties | Nakade | CaptureAnywhere | LastGoodReply | PatternsBefore | KoFight | LearnedPatterns
)

// koFightAge is the most moves since a ko capture after which KoFight
// still retakes: the capture, a threat and its answer.
const koFightAge = 3

// neighbourhood lists the offsets of the 8 points around a point.
var neighbourhood = [8]int{
	-board.Stride - 1, -board.Stride, -board.Stride + 1,
	-1, 1,
	board.Stride - 1, board.Stride, board.Stride + 1,
}

// maxCandidates bounds the moves a rule offers at once: 4 neighbouring
// strings with a few answers each, or the 8 points around the last move.
const maxCandidates = 16

// candidates is a small set of distinct moves, one to be drawn at random.
// A move may carry a ladder to read before it is played (see addEscape):
// the read is left until the move is drawn, as most are never drawn.
type candidates struct {
	p [maxCandidates]board.Point
	// escape holds, per move, a stone of the string of the mover that
	// the move extends and that must not be caught in a ladder after
	// it, or 0 (a wall's point) for none.
	escape [maxCandidates]board.Point
	n      int
}

func (cs *candidates) add(p board.Point) {
	for i, q := range cs.p[:cs.n] {
		if q == p {
			cs.escape[i] = 0 // a move with no condition stays one
			return
		}
	}
	if cs.n == maxCandidates {
		return
	}
	cs.p[cs.n], cs.escape[cs.n] = p, 0
	cs.n++
}

// addEscape adds p, an extension of the string at s to two liberties,
// to be played only if no ladder then catches the string (ladderAfter).
func (cs *candidates) addEscape(p board.Point, s int) {
	for _, q := range cs.p[:cs.n] {
		if q == p {
			return // already there, with no condition or this one
		}
	}
	if cs.n == maxCandidates {
		return
	}
	cs.p[cs.n], cs.escape[cs.n] = p, board.Point(s)
	cs.n++
}

// LastMove returns the last move played on the board (board.Pass after a
// pass, or when no move has been played since Reset).
func (pb *Board) LastMove() board.Point { return pb.last }

// PolicyMove returns the move pol chooses for c: under KoFight, at times,
// the retaking of a ko (see KoFight); else an answer to the last move by
// the first rule of pol that has one, in Fuego's order (Nakade,
// CaptureAtari, SaveAtari, LowLiberties, then Patterns), drawn uniformly
// among that rule's moves; else (PolicyMove has no memory of replies for
// LastGoodReply: see PlayoutReplies) under CaptureAnywhere and half of the
// time, the capture of an opponent string in atari anywhere; else a
// random move as RandomMove draws it, with self-ataris refused under
// AvoidSelfAtari. Like RandomMove it never fills c's own eyes nor plays a
// banned point, and it returns board.Pass when nothing is left.
func (pb *Board) PolicyMove(c board.Color, r *rand.PCG, pol Policy) board.Point {
	return pb.policyMove(c, r, pol, false, nil)
}

// policyMove is PolicyMove, told by calm that no string at the last move
// or next to it is in atari (noteAtaris found none after placing it), so
// that the atari answers, which would find nothing, are not looked for,
// and given rep, the memory LastGoodReply consults after Patterns (nil
// for none).
func (pb *Board) policyMove(c board.Color, r *rand.PCG, pol Policy, calm bool, rep *Replies) board.Point {
	if pol == 0 {
		return pb.RandomMove(c, r)
	}
	// koAge is 0 only while the ko just taken is banned (pb.ko), and
	// koFightAge while no ko has been taken since Reset.
	if pol&KoFight != 0 && pb.koAge > 0 && pb.koAge < koFightAge &&
		r.Uint64()%5 < 2 && pb.playable(c, int(pb.lastKo), pol) {
		return pb.lastKo
	}
	if last := pb.last; last != board.Pass && pb.color[last&mask] == c.Opponent() {
		var cs, saves candidates
		if pol&Nakade != 0 {
			pb.nakadeMoves(c, int(last), &cs)
			if p := pb.pickPlayable(c, &cs, pol, r); p != board.Pass {
				return p
			}
		}
		if pol&(CaptureAtari|SaveAtari) != 0 && !calm {
			cs.n = 0
			pb.atariMoves(c, int(last), pol, &cs, &saves)
			if p := pb.pickPlayable(c, &cs, pol, r); p != board.Pass {
				return p
			}
			if p := pb.pickPlayable(c, &saves, pol, r); p != board.Pass {
				return p
			}
		}
		if pol&LowLiberties != 0 {
			cs.n = 0
			pb.lowLibertyMoves(c, int(last), pol, &cs)
			if p := pb.pickPlayable(c, &cs, pol, r); p != board.Pass {
				return p
			}
		}
		if pol&LearnedPatterns != 0 && pol&(Patterns|PatternsBefore) == 0 {
			if p := pb.learnedPatternMove(c, int(last), pol, r); p != board.Pass {
				return p
			}
		}
		if pol&(Patterns|PatternsBefore) != 0 {
			cs.n = 0
			if pol&LearnedPatterns != 0 {
				pb.learnedPatternMoves(c, int(last), &cs)
			}
			if pol&Patterns != 0 {
				pb.patternMoves(int(last), &cs)
			}
			if prev := pb.prev; pol&PatternsBefore != 0 && prev != board.Pass && pb.color[prev&mask] == c {
				pb.patternMoves(int(prev), &cs)
			}
			if p := pb.pickPlayable(c, &cs, pol, r); p != board.Pass {
				return p
			}
		}
		if pol&LastGoodReply != 0 && rep != nil {
			two, one := rep.reply(c)
			if two != board.Pass && pb.playable(c, int(two), pol) {
				return two
			}
			if one != board.Pass && one != two && pb.playable(c, int(one), pol) {
				return one
			}
		}
	}
	if pol&CaptureAnywhere != 0 && r.Uint64()&1 == 0 {
		var cs candidates
		pb.capturesAnywhere(c, &cs)
		if p := pb.pickPlayable(c, &cs, pol, r); p != board.Pass {
			return p
		}
	}
	return pb.randomMove(c, r, pol&AvoidSelfAtari != 0)
}

// pickPlayable draws one of the candidates that c may play (see
// playable; an escape only when no ladder catches it, see addEscape),
// uniformly: it draws among all and drops a refused one to draw again,
// so only the candidates drawn are judged and ladders read.
func (pb *Board) pickPlayable(c board.Color, cs *candidates, pol Policy, r *rand.PCG) board.Point {
	for cs.n > 0 {
		i := 0
		if cs.n > 1 {
			i = int(uint64(uint32(r.Uint64())) * uint64(cs.n) >> 32)
		}
		i &= maxCandidates - 1
		p := cs.p[i]
		if pb.playable(c, int(p), pol) && (cs.escape[i] == 0 || !pb.ladderAfter(c, p, int(cs.escape[i]))) {
			return p
		}
		cs.n--
		cs.p[i], cs.escape[i] = cs.p[cs.n&(maxCandidates-1)], cs.escape[cs.n&(maxCandidates-1)]
	}
	return board.Pass
}

// playable reports whether c may play the empty point p as a policy move:
// legal, not banned, not c's own eye, and no self-atari under
// AvoidSelfAtari.
func (pb *Board) playable(c board.Color, p int, pol Policy) bool {
	p &= mask
	if pb.color[p] != empty || pb.banned[p]>>c&1 != 0 {
		return false
	}
	if pb.nbr[p]&15 == 0 && !pb.acceptable(c, p) {
		return false
	}
	return pol&AvoidSelfAtari == 0 || !pb.selfAtari(c, p)
}

// atariMoves adds the answers to the last move at last, a stone of c's
// opponent: to captures, under CaptureAtari, the liberty of every
// opponent string next to it (its own included) left in atari; to saves,
// under SaveAtari, for every string of c next to it in atari, the
// liberties of the opponent strings in atari that touch it and its own
// liberty when extending there gives it two liberties or more. Captures
// come first: a last move that both ataris and stands in atari itself is
// answered by taking it, as a player would.
func (pb *Board) atariMoves(c board.Color, last int, pol Policy, captures, saves *candidates) {
	opp := c.Opponent()
	heads, nHeads := pb.stringsAround(last)
	for _, h := range heads[:nHeads] {
		k := pb.color[h]
		lib, ok := pb.atari(h)
		if !ok {
			continue
		}
		switch {
		case k == opp && pol&CaptureAtari != 0:
			captures.add(lib)
		case k == c && pol&SaveAtari != 0:
			pb.captureNext(h, saves)
			switch pb.libsAfterN(c, int(lib), 3) {
			case 3:
				saves.add(lib)
			case 2:
				if pol&Ladders == 0 {
					saves.add(lib)
				} else {
					saves.addEscape(lib, h)
				}
			}
		}
	}
}

// stringsAround returns the heads of the strings with a stone at p or
// next to it, each once.
func (pb *Board) stringsAround(p int) (heads [5]int, n int) {
	for _, q := range [5]int{p, p - board.Stride, p - 1, p + 1, p + board.Stride} {
		q &= mask
		if !isStone(pb.color[q]) {
			continue
		}
		if h := int(pb.head[q]) & mask; !containsInt(heads[:n], h) {
			heads[n] = h
			n++
		}
	}
	return heads, n
}

// ladderAfter reports whether, after c plays p, the string of c at s (with
// two liberties then) is captured in a ladder with the opponent to move.
// A cheap test first, on the board itself: when extending at either
// liberty after the atari at the other gives the string three liberties,
// there is no ladder to read and the board is not copied.
func (pb *Board) ladderAfter(c board.Color, p board.Point, s int) bool {
	if pb.escapesAfter(c, p) {
		return false
	}
	work := *pb
	l := ladder{orig: pb, b: &work, s: s & mask}
	if !l.play(c, p) {
		return false
	}
	return l.atari() != board.Pass
}

// escapesAfter reports whether c's move at p, which captures nothing and
// leaves its string two liberties, leaves it two ways out: after an atari
// at either liberty, extending at the other gives three liberties. It
// reports false when it cannot tell without playing.
func (pb *Board) escapesAfter(c board.Color, p board.Point) bool {
	libs := pb.libSetAfter(c, int(p), board.Pass, 3)
	if libs.n != 2 {
		return libs.n > 2
	}
	l1, l2 := libs.p[0], libs.p[1]
	if pb.color[l1&mask] != empty || pb.color[l2&mask] != empty {
		return false // p captures: its liberties are not on the board yet
	}
	return pb.extensionLibs(c, int(p), int(l2), l1) == 3 && pb.extensionLibs(c, int(p), int(l1), l2) == 3
}

// capturedAfter reports whether, after c plays the atari p on the
// opponent string at s, that string is captured in a ladder with its owner
// to move. When the string's extension at its other liberty gives it three
// liberties, it is not, and the board is not copied.
func (pb *Board) capturedAfter(c board.Color, p board.Point, s int) bool {
	d := pb.color[s&mask]
	if n, l1, l2 := pb.libsOf(int(pb.head[s&mask])); n == 2 && (l1 == p || l2 == p) {
		if pb.extensionLibs(d, int(l1+l2-p), int(l1+l2-p), p) == 3 {
			return false
		}
	}
	work := *pb
	l := ladder{orig: pb, b: &work, s: s & mask}
	return l.play(c, p) && l.captured()
}

// lowLibertyMoves adds, for each string next to the last move at last
// with two liberties: for an opponent string, each atari on it after which
// it cannot escape (see LowLiberties); for a string of c that such an
// atari threatens, its extensions to three liberties and the captures of
// its neighbours in atari.
func (pb *Board) lowLibertyMoves(c board.Color, last int, pol Policy, cs *candidates) {
	opp := c.Opponent()
	heads, nHeads := pb.stringsAround(last)
	for _, h := range heads[:nHeads] {
		k := pb.color[h]
		if pb.libs[h] < 2 {
			continue
		}
		nl, l1, l2 := pb.libsOf(h)
		if nl != 2 {
			continue
		}
		if k == opp {
			if pb.takes(c, l1, l2, h, pol) {
				cs.add(l1)
			}
			if pb.takes(c, l2, l1, h, pol) {
				cs.add(l2)
			}
			continue
		}
		if pb.takes(opp, l1, l2, h, pol) || pb.takes(opp, l2, l1, h, pol) {
			if pb.libsAfterN(c, int(l1), 3) == 3 {
				cs.add(l1)
			}
			if pb.libsAfterN(c, int(l2), 3) == 3 {
				cs.add(l2)
			}
			pb.captureNext(h, cs)
		}
	}
}

// takes reports whether c's atari at p on the string with head h, whose
// other liberty is q, captures it: the atari stone is no self-atari, and
// the string cannot escape at q (it would have one liberty there, or, under
// Ladders, two and a working ladder). The extension is judged on the board
// before the atari: four liberties there (p among them at most) mean three
// after it, and no read is needed.
func (pb *Board) takes(c board.Color, p, q board.Point, h int, pol Policy) bool {
	if pb.libsAfter(c, int(p)) < 2 {
		return false
	}
	switch pb.libsAfterBut(pb.color[h&mask], int(q), p, 3) {
	case 3:
		return false
	case 1, 0:
		return true
	}
	return pol&Ladders != 0 && pb.capturedAfter(c, p, h)
}

// nakadeMoves adds the vital point of each three-point empty space next to
// the last move at last that the last mover's stones (and the edge) alone
// enclose.
//
// The space is found from the neighbour counts alone: each of its points
// has no neighbour of c's, the vital point (the middle) two empty
// neighbours and the two ends one each, so no flood fill is needed.
func (pb *Board) nakadeMoves(c board.Color, last int, cs *candidates) {
	if pb.nbr[last&mask]&15 == 0 {
		return
	}
	// The neighbours that could belong to such a space (empty, no
	// neighbour of c's, one or two empty ones) as bits, found without a
	// branch per neighbour: few are, so the loop below rarely runs.
	around := [4]int{(last - board.Stride) & mask, (last - 1) & mask, (last + 1) & mask, (last + board.Stride) & mask}
	var maybe int64
	for k, n := range around {
		nb := int64(pb.nbr[n])
		e := nb & 15
		x := int64(pb.color[n]) | nb>>(4*(c&3))&15             // 0 when empty with no c neighbour
		maybe |= ((x - 1) & (e - 3) &^ (e - 1)) >> 63 & 1 << k // and 1 <= e <= 2
	}
	for maybe != 0 {
		n := around[bits.TrailingZeros64(uint64(maybe))&3]
		maybe &= maybe - 1
		switch pb.enclosedEmpties(c, n) {
		case 1:
			// An end: its one empty neighbour must be the middle.
			m := pb.emptyNext(n, board.Pass)
			if pb.enclosedEmpties(c, m) == 2 && pb.enclosedEmpties(c, pb.emptyNext(m, board.Point(n))) == 1 {
				cs.add(board.Point(m))
			}
		case 2:
			if pb.vitalPoint(c, n) {
				cs.add(board.Point(n))
			}
		}
	}
}

// vitalPoint reports whether the empty point p is the middle of a
// three-point empty space with no neighbour of colour c: p has two empty
// neighbours and no c one, and both of those have one empty neighbour
// (p) and no c one.
func (pb *Board) vitalPoint(c board.Color, p int) bool {
	if pb.enclosedEmpties(c, p) != 2 {
		return false
	}
	e1 := pb.emptyNext(p, board.Pass)
	e2 := pb.emptyNext(p, board.Point(e1))
	return pb.enclosedEmpties(c, e1) == 1 && pb.enclosedEmpties(c, e2) == 1
}

// enclosedEmpties returns the number of empty neighbours of the empty
// point p when it has no neighbour of colour c, and 0 otherwise.
func (pb *Board) enclosedEmpties(c board.Color, p int) int {
	nb := pb.nbr[p&mask]
	if nb>>(4*(c&3))&15 != 0 {
		return 0
	}
	return int(nb & 15)
}

// emptyNext returns an empty neighbour of p other than but.
func (pb *Board) emptyNext(p int, but board.Point) int {
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if pb.color[n&mask] == empty && board.Point(n) != but {
			return n & mask
		}
	}
	return 0 // a wall's: no empty neighbour
}

// capturesAnywhere adds the liberty of the opponent strings in atari
// among those the board remembers (noteAtaris): a string left in atari
// away from the last move was put there by an earlier move, which noted
// it, so the whole board need not be searched.
func (pb *Board) capturesAnywhere(c board.Color, cs *candidates) {
	opp := c.Opponent()
	for _, h := range pb.ataris[:min(int(pb.nAtaris), len(pb.ataris))] {
		h &= mask
		if pb.color[h] != opp || pb.head[h] != h {
			continue
		}
		if lib, ok := pb.atari(int(h)); ok {
			cs.add(lib)
		}
	}
}

// noteAtaris remembers the strings next to p, a stone just placed, that
// are in atari, and reports whether any string at p or next to it is.
func (pb *Board) noteAtaris(p int) bool {
	_, found := pb.atari(int(pb.head[p&mask]))
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		n &= mask
		if !isStone(pb.color[n]) {
			continue
		}
		h := pb.head[n] & mask
		if _, ok := pb.atari(int(h)); ok {
			pb.ataris[pb.nAtaris%uint8(len(pb.ataris))] = h
			pb.nAtaris++
			if pb.nAtaris == 2*uint8(len(pb.ataris)) {
				pb.nAtaris = uint8(len(pb.ataris)) // full, and stays full
			}
			found = true
		}
	}
	return found
}

// atariNear reports what noteAtaris reports, whether a string at p (a
// stone just placed) or next to it is in atari, without the record: for
// policies without CaptureAnywhere, which alone reads it. A friendly
// neighbour is the string at p itself, so only opponent strings are
// tested after it, and the first in atari ends the test.
func (pb *Board) atariNear(p int) bool {
	hp := pb.head[p&mask]
	if _, ok := pb.atari(int(hp)); ok {
		return true
	}
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		n &= mask
		if !isStone(pb.color[n]) || pb.head[n] == hp {
			continue
		}
		if _, ok := pb.atari(int(pb.head[n] & mask)); ok {
			return true
		}
	}
	return false
}

// captureNext adds the liberty of every string in atari next to the
// string with head h.
func (pb *Board) captureNext(h int, cs *candidates) {
	other := pb.color[h&mask].Opponent()
	q := h & mask
	for {
		for _, n := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if pb.color[n&mask] == other {
				if lib, ok := pb.atari(int(pb.head[n&mask])); ok {
					cs.add(lib)
				}
			}
		}
		q = int(pb.next[q]) & mask
		if q == h&mask {
			return
		}
	}
}

// atari reports whether the string with head h has exactly one liberty,
// and returns it: all its pseudo-liberties are one point exactly when the
// sum of their squares times their number is the square of their sum (the
// variance of the points is zero), so the answer takes no walk.
func (pb *Board) atari(h int) (board.Point, bool) {
	h &= mask
	n := int64(pb.libs[h])
	if n == 0 {
		return board.Pass, false
	}
	sum := int64(pb.lsum[h])
	if n*int64(pb.lsum2[h]) != sum*sum {
		return board.Pass, false
	}
	return board.Point(sum / n), true
}

// libsAfter returns the liberties, counted up to 2, that c's string at p
// would have after c plays the empty point p (see LibertiesAfter).
func (pb *Board) libsAfter(c board.Color, p int) int { return pb.libsAfterN(c, p, 2) }

// selfAtari reports whether c playing the empty point p would leave its
// new string of two or more stones with a single liberty without
// capturing anything, and is no nakade (see AvoidSelfAtari). A lone
// stone is never a self-atari here.
func (pb *Board) selfAtari(c board.Color, p int) bool {
	p &= mask
	nb := pb.nbr[p]
	if nb&15 >= 2 || nb>>(4*c)&15 == 0 {
		return false // two liberties at once, or a lone stone
	}
	if pb.capturesAt(c, p) {
		return false
	}
	return pb.libsAfter(c, p) < 2 && !pb.nakade(c, p)
}

// capturesAt reports whether c playing the empty point p takes an opponent
// string: one next to p in atari with p its last liberty.
func (pb *Board) capturesAt(c board.Color, p int) bool {
	opp := c.Opponent()
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if pb.color[n&mask] == opp {
			if lib, ok := pb.atari(int(pb.head[n&mask])); ok && lib == board.Point(p&mask) {
				return true
			}
		}
	}
	return false
}

// nakade reports whether c's self-atari at p makes a string of at most
// three stones that, with its last liberty, fills a space enclosed by the
// opponent: captured, it leaves the opponent a space too small for two
// eyes.
func (pb *Board) nakade(c board.Color, p int) bool {
	p &= mask
	var heads [4]int
	nh, size := 0, 1
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if pb.color[n&mask] != c {
			continue
		}
		h := int(pb.head[n&mask]) & mask
		if !containsInt(heads[:nh], h) {
			heads[nh] = h
			nh++
			size += int(pb.stones[h])
		}
	}
	if size > 3 {
		return false
	}
	// Every point next to the string is the opponent's, the edge, a stone
	// of the string, or its liberty, whose own neighbours are likewise.
	opp := c.Opponent()
	lib := -1
	ok := func(q, m int) bool {
		switch pb.color[m&mask] {
		case opp, wall:
			return true
		case c:
			return m == p || containsInt(heads[:nh], int(pb.head[m&mask])&mask)
		}
		if m == p {
			return true
		}
		if lib == -1 {
			lib = m
		}
		return m == lib
	}
	stones := [3]int{p}
	ns := 1
	for _, h := range heads[:nh] {
		q := h
		for {
			stones[ns%3] = q
			ns++
			q = int(pb.next[q]) & mask
			if q == h {
				break
			}
		}
	}
	for _, q := range stones[:min(ns, 3)] {
		for _, m := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if !ok(q, m&mask) {
				return false
			}
		}
	}
	if lib == -1 {
		return false
	}
	for _, m := range [4]int{lib - board.Stride, lib - 1, lib + 1, lib + board.Stride} {
		if !ok(lib, m&mask) {
			return false
		}
	}
	return true
}

func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// PlayoutPolicy is Playout with the moves chosen by PolicyMove under pol.
// With the zero Policy it is Playout exactly, the same random draws
// included: Playout is this loop with the zero Policy, whose PolicyMove is
// RandomMove.
func (pb *Board) PlayoutPolicy(r *rand.PCG, maxMoves int, pol Policy) {
	pb.PlayoutReplies(r, maxMoves, pol, nil)
}

// PlayoutReplies is PlayoutPolicy with rep, when not nil, as the memory
// of the LastGoodReply rule: each move played, passes included, is added
// to rep's record, which Begin opened and the tree's moves continued.
func (pb *Board) PlayoutReplies(r *rand.PCG, maxMoves int, pol Policy, rep *Replies) {
	pb.first = [board.Cells]board.Color{}
	// calm is set when no string at or next to the last move is in
	// atari: the atari answers to it need not be looked for. The test
	// runs for CaptureAnywhere, which needs noteAtaris's record of the
	// strings in atari, and for the atari answers, which it spares more
	// than it costs (with the answers but not CaptureAnywhere, a playout
	// takes longer without it); without CaptureAnywhere, atariNear
	// answers without the record.
	calm := false
	record := pol&CaptureAnywhere != 0
	answers := pol&(CaptureAtari|SaveAtari) != 0
	for moves := 0; moves < maxMoves && pb.passes < 2; moves++ {
		c := pb.toMove
		p := pb.policyMove(c, r, pol, calm, rep)
		if rep != nil {
			rep.Add(p)
		}
		if p == board.Pass {
			pb.pass()
			calm = false
			continue
		}
		if pb.first[p&mask] == empty {
			pb.first[p&mask] = c
		}
		pb.place(c, int(p))
		switch {
		case record:
			calm = !pb.noteAtaris(int(p))
		case answers:
			calm = !pb.atariNear(int(p))
		}
	}
}

// RunPolicy is Run with the moves chosen by PolicyMove under pol: a whole
// game from the position, counted by area from Black's view.
func (pb *Board) RunPolicy(r *rand.PCG, maxMoves int, pol Policy) int {
	pb.PlayoutPolicy(r, maxMoves, pol)
	b, w := pb.Area()
	return b - w
}
