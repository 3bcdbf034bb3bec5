package playout

import (
	"math/rand/v2"

	"github.com/goscore/goscore/board"
)

// Shorter names for the colours, used throughout the package.
const (
	empty = board.Empty
	black = board.Black
	white = board.White
	wall  = board.Wall
)

// mask keeps point indexes inside the padded array, so the compiler drops
// the bounds checks of the hot loops (board.Cells is a power of two).
const mask = board.Cells - 1

// sink is the head recorded for empty points and walls: its liberty count
// is scratch, so hasLiberty can update "the string next to p" for all four
// neighbours without first asking whether there is one.
const sink = 0

// Board is a position prepared for fast play: colours, strings with their
// pseudo-liberties, the empty points, the simple-ko point, the side to move
// and the captures. The zero Board is not usable; use FromBoard or Reset.
// A Board is a plain value: copying it (b2 := *b) gives an independent
// board, which is how a search restarts its playouts from one position.
type Board struct {
	color [board.Cells]board.Color // same layout as board.Board's cells, walls included
	head  [board.Cells]board.Point // per stone: the head of its string; sink elsewhere
	next  [board.Cells]board.Point // per stone: the next stone of its string, circularly
	libs  [board.Cells]int16       // at a string's head: its pseudo-liberties
	// lsum and lsum2 hold, at a string's head, the sum of its
	// pseudo-liberties' points and of their squares: the string is in
	// atari exactly when libs*lsum2 == lsum*lsum (all its pseudo-liberties
	// are one point), and that point is lsum/libs, so atari is O(1).
	lsum    [board.Cells]int32
	lsum2   [board.Cells]int32
	stones  [board.Cells]int16       // at a string's head: its stones
	empties [board.Cells]board.Point // the empty points, in no particular order
	emptyAt [board.Cells]int16       // per empty point: its index in empties
	// nbr counts each point's neighbours by colour, four bits per colour
	// (nbr>>(4*k)&15 neighbours hold k), so the common questions (has
	// the point an empty neighbour? could it be an eye?) take one load.
	nbr   [board.Cells]uint16
	first [board.Cells]board.Color // per point: the first colour to play it in Playout
	// banned marks, per point, the colours random moves may not play
	// there (bit k for colour k): see Ban.
	banned [board.Cells]uint8
	// ataris remembers, in a ring, the heads of strings recently left
	// in atari (by a move next to them, or at Reset), for the
	// CaptureAnywhere rule; each is checked again when read.
	ataris  [8]board.Point
	nAtaris uint8

	nEmpty   int
	w, h     int
	toMove   board.Color
	koColor  board.Color // the colour that may not play at ko now
	ko       board.Point // the point koColor may not play, or board.Pass
	passes   int         // consecutive passes just played
	last     board.Point // the last move, board.Pass for a pass or none
	prev     board.Point // the move before last, likewise
	stonesOf [4]int      // stones on the board per colour
	captures [4]int      // stones captured so far per capturing colour
	// lastKo is the ko point of the latest capture of a ko (or
	// board.Pass), koAge the moves played since it, for KoFight.
	lastKo board.Point
	koAge  uint8
}

// FromBoard returns a Board holding the position b with toMove to play and
// ko the point toMove may not play because of simple ko (board.Pass for
// none). b must be a legal position: no string without liberties.
func FromBoard(b *board.Board, toMove board.Color, ko board.Point) *Board {
	pb := new(Board)
	pb.Reset(b, toMove, ko)
	return pb
}

// Reset makes pb the Board FromBoard(b, toMove, ko) returns, reusing its
// memory. Captures and passes start at zero.
func (pb *Board) Reset(b *board.Board, toMove board.Color, ko board.Point) {
	pb.color = *b.Cells()
	pb.w, pb.h = b.Width(), b.Height()
	pb.toMove = toMove
	pb.ko, pb.koColor = board.Pass, empty
	pb.lastKo, pb.koAge = board.Pass, koFightAge
	if ko != board.Pass && pb.color[ko&mask] == empty {
		pb.ko, pb.koColor = ko, toMove
		pb.lastKo, pb.koAge = ko, 0
	}
	pb.passes = 0
	pb.last, pb.prev = board.Pass, board.Pass
	pb.stonesOf = [4]int{}
	pb.captures = [4]int{}
	pb.nEmpty = 0
	pb.first = [board.Cells]board.Color{}
	pb.banned = [board.Cells]uint8{}
	pb.nAtaris = 0
	for i := range pb.head {
		pb.head[i], pb.next[i] = sink, sink
		pb.nbr[i] = 0
		if i >= board.Stride && i < board.Cells-board.Stride {
			for _, n := range [4]int{i - board.Stride, i - 1, i + 1, i + board.Stride} {
				pb.nbr[i] += 1 << (4 * pb.color[n])
			}
		}
	}
	pb.libs[sink], pb.lsum[sink], pb.lsum2[sink] = 0, 0, 0
	// Build the strings one stone at a time: each stone brings its empty
	// neighbours as pseudo-liberties and joins its neighbours' strings.
	for y := 0; y < pb.h; y++ {
		for x := 0; x < pb.w; x++ {
			p := board.At(x, y)
			c := pb.color[p]
			if c == empty {
				pb.addEmpty(int(p))
				continue
			}
			pb.stonesOf[c]++
			pb.head[p], pb.next[p] = p, p
			pb.libs[p] = int16(pb.nbr[p] & 15)
			pb.lsum[p], pb.lsum2[p] = pb.emptySums(int(p))
			pb.stones[p] = 1
			// Join the strings of the neighbours already built (left and below).
			for _, n := range [2]board.Point{p - board.Stride, p - 1} {
				if pb.color[n] == c && pb.head[n] != pb.head[p] {
					pb.merge(int(pb.head[p]), int(pb.head[n]))
				}
			}
		}
	}
	for y := 0; y < pb.h; y++ {
		for x := 0; x < pb.w; x++ {
			if p := board.At(x, y); isStone(pb.color[p]) && pb.head[p] == p {
				if _, ok := pb.atari(int(p)); ok && pb.nAtaris < uint8(len(pb.ataris)) {
					pb.ataris[pb.nAtaris] = p
					pb.nAtaris++
				}
			}
		}
	}
}

// Width returns the number of columns.
func (pb *Board) Width() int { return pb.w }

// Height returns the number of rows.
func (pb *Board) Height() int { return pb.h }

// At returns the colour at p (board.Wall off the board).
func (pb *Board) At(p board.Point) board.Color {
	if p < 0 || int(p) >= board.Cells {
		return wall
	}
	return pb.color[p]
}

// Cells gives read access to the colours, laid out as board.Board's cells,
// so a position compares with *b.Cells() == *pb.Cells().
func (pb *Board) Cells() *[board.Cells]board.Color { return &pb.color }

// ToMove returns the side to move: the opponent of the last mover.
func (pb *Board) ToMove() board.Color { return pb.toMove }

// Ko returns the point the side to move may not play because of simple
// ko, or board.Pass when there is none.
func (pb *Board) Ko() board.Point {
	if pb.koColor != pb.toMove {
		return board.Pass
	}
	return pb.ko
}

// Passes returns the number of passes played in a row just now.
func (pb *Board) Passes() int { return pb.passes }

// SetPasses records that n passes were played in a row just before this
// position (1 when the opponent has just passed), so that one more pass
// ends the game in Playout and a search sees the end of the game.
func (pb *Board) SetPasses(n int) { pb.passes = n }

// Captures returns the number of stones c has captured since the board was
// set up.
func (pb *Board) Captures(c board.Color) int { return pb.captures[c&3] }

// Stones returns the number of c stones on the board.
func (pb *Board) Stones(c board.Color) int { return pb.stonesOf[c&3] }

// EmptyCount returns the number of empty points.
func (pb *Board) EmptyCount() int { return pb.nEmpty }

// Board returns the position as a board.Board.
func (pb *Board) Board() board.Board {
	b, _ := board.New(pb.w, pb.h)
	*b.Cells() = pb.color
	return b
}

// Liberties returns the number of distinct liberties of the string at p,
// or 0 when p holds no stone. It walks the string, so it is for tests and
// tools, not for playouts.
func (pb *Board) Liberties(p board.Point) int {
	n, _ := pb.liberties(p)
	return n
}

// Atari reports whether the string at p (a stone) has exactly one
// liberty, and returns that liberty. It takes O(1): see atari.
func (pb *Board) Atari(p board.Point) (board.Point, bool) {
	if c := pb.At(p); c != black && c != white {
		return board.Pass, false
	}
	return pb.atari(int(pb.head[p]))
}

// liberties returns the number of distinct liberties of the string at p
// and one of them.
func (pb *Board) liberties(p board.Point) (int, board.Point) {
	c := pb.At(p)
	if c != black && c != white {
		return 0, board.Pass
	}
	var seen [board.Cells]bool
	n, lib := 0, board.Pass
	q := p
	for {
		for _, l := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if pb.color[l] == empty && !seen[l] {
				seen[l] = true
				n, lib = n+1, l
			}
		}
		q = pb.next[q]
		if q == p {
			return n, lib
		}
	}
}

// MoveEffect returns what a legal move of c at p would do: the number of
// stones it would capture, and the number of liberties its string would
// have afterwards. It walks the strings around p, so it is meant for
// judging candidate moves when a search node is expanded, not for
// playouts.
func (pb *Board) MoveEffect(c board.Color, p board.Point) (captured, libs int) {
	if pb.At(p) != empty || c != black && c != white {
		return 0, 0
	}
	opp := c.Opponent()
	var mine [board.Cells]bool // stones of the string p would join
	var lib [board.Cells]bool  // its liberties, once each
	var taken [4]board.Point   // heads of the strings captured
	nTaken := 0
	mine[p] = true
	for _, n := range [4]board.Point{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		switch pb.color[n] {
		case empty:
			lib[n] = true
		case c:
			for q := n; !mine[q]; q = pb.next[q] {
				mine[q] = true
			}
		case opp:
			h := pb.head[n]
			if l, ok := pb.Atari(n); ok && l == p && !containsPoint(taken[:nTaken], h) {
				taken[nTaken] = h
				nTaken++
			}
		}
	}
	// The liberties of the joined strings, and the points of captured
	// stones next to them.
	for _, h := range taken[:nTaken] {
		q := h
		for {
			captured++
			for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
				if mine[n] {
					lib[q] = true
				}
			}
			q = pb.next[q]
			if q == h {
				break
			}
		}
	}
	for q := range mine {
		if !mine[q] {
			continue
		}
		for _, n := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if pb.color[n&mask] == empty && n != int(p) {
				lib[n&mask] = true
			}
		}
	}
	for _, l := range lib {
		if l {
			libs++
		}
	}
	return captured, libs
}

func containsPoint(ps []board.Point, p board.Point) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// addEmpty puts p on the list of empty points.
func (pb *Board) addEmpty(p int) {
	pb.empties[pb.nEmpty&mask] = board.Point(p)
	pb.emptyAt[p&mask] = int16(pb.nEmpty)
	pb.nEmpty++
}

// removeEmpty takes p off the list of empty points, moving the last entry
// into its place.
func (pb *Board) removeEmpty(p int) {
	i := pb.emptyAt[p&mask]
	pb.nEmpty--
	last := pb.empties[pb.nEmpty&mask]
	pb.empties[int(i)&mask] = last
	pb.emptyAt[last&mask] = i
}

// Legal reports whether c may play at p: a pass always, otherwise an empty
// point that is not forbidden by simple ko and is not suicide (a move is
// suicide when it leaves its own string without liberties and captures
// nothing; suicide of any size is refused).
func (pb *Board) Legal(c board.Color, p board.Point) bool {
	if p == board.Pass {
		return true
	}
	if p < 0 || int(p) >= board.Cells || pb.color[p] != empty || c != black && c != white {
		return false
	}
	if p == pb.ko && c == pb.koColor {
		return false
	}
	return pb.nbr[p]&15 != 0 || pb.hasLiberty(c, int(p))
}

// hasLiberty reports whether a c stone at p, an empty point with no empty
// neighbour, would have a liberty: whether a friendly neighbour string has
// one besides p or an opponent neighbour string has none but p (and is
// captured, leaving one).
//
// Each neighbouring string first loses the pseudo-liberties p gives it
// (once per stone next to p), so what is left counts its other liberties;
// the counts are restored before returning. The neighbours are all stones
// or wall here, and a wall's head is the sink, so no test is needed before
// the updates.
func (pb *Board) hasLiberty(c board.Color, p int) bool {
	n0, n1, n2, n3 := (p-board.Stride)&mask, (p-1)&mask, (p+1)&mask, (p+board.Stride)&mask
	h0, h1, h2, h3 := int(pb.head[n0])&mask, int(pb.head[n1])&mask, int(pb.head[n2])&mask, int(pb.head[n3])&mask
	pb.libs[h0]--
	pb.libs[h1]--
	pb.libs[h2]--
	pb.libs[h3]--
	opp := c.Opponent()
	ok := lives(pb.color[n0], c, opp, pb.libs[h0]) || lives(pb.color[n1], c, opp, pb.libs[h1]) ||
		lives(pb.color[n2], c, opp, pb.libs[h2]) || lives(pb.color[n3], c, opp, pb.libs[h3])
	pb.libs[h0]++
	pb.libs[h1]++
	pb.libs[h2]++
	pb.libs[h3]++
	return ok
}

// lives reports whether a neighbouring string of colour k with libs
// liberties besides the move leaves a c stone played next to it a liberty:
// a friendly one with some left, or an opponent one with none (captured).
func lives(k, c, opp board.Color, libs int16) bool {
	return k == c && libs > 0 || k == opp && libs == 0
}

// IsEye reports whether p is a true one-point eye of c: empty, its four
// neighbours c stones or wall, and at most one diagonal point held by the
// opponent, or none when p is on the edge. Playouts never fill such a
// point, so living groups stay alive and playouts end.
func (pb *Board) IsEye(c board.Color, p board.Point) bool {
	if p <= 0 || int(p) >= board.Cells || pb.color[p] != empty || c != black && c != white {
		return false
	}
	nb := pb.nbr[p]
	return nb&15 == 0 && nb>>(4*c.Opponent())&15 == 0 && pb.trueEye(c, int(p))
}

// trueEye reports whether p, whose neighbours are all c or wall, has few
// enough opponent stones on its diagonals to be a true eye.
func (pb *Board) trueEye(c board.Color, p int) bool {
	// Count the diagonal points by colour, four bits per colour, as nbr
	// does for the neighbours.
	n := count[pb.color[(p-board.Stride-1)&mask]&3] + count[pb.color[(p-board.Stride+1)&mask]&3] +
		count[pb.color[(p+board.Stride-1)&mask]&3] + count[pb.color[(p+board.Stride+1)&mask]&3]
	bad := n >> (4 * c.Opponent()) & 15
	if n>>(4*wall) != 0 {
		bad++ // on the edge, one opponent diagonal is one too many
	}
	return bad < 2
}

// count[k] is one point of colour k in a four-bits-per-colour count.
var count = [4]uint16{1, 1 << 4, 1 << 8, 1 << 12}

// Play plays c at p (board.Pass passes) and reports whether it did: an
// illegal move (see Legal) changes nothing. Either colour may move; the
// side to move becomes c's opponent.
func (pb *Board) Play(c board.Color, p board.Point) bool {
	if p == board.Pass {
		pb.pass()
		return true
	}
	if !pb.Legal(c, p) {
		return false
	}
	pb.place(c, int(p))
	pb.noteAtaris(int(p))
	return true
}

// pass records a pass by the side to move.
func (pb *Board) pass() {
	pb.passes++
	pb.last, pb.prev = board.Pass, pb.last
	pb.ko, pb.koColor = board.Pass, empty
	pb.ageKo()
	pb.toMove = pb.toMove.Opponent()
}

// place puts a c stone on the empty point p, which must be legal, and
// takes off what it captures.
func (pb *Board) place(c board.Color, p int) {
	p &= mask
	opp := c.Opponent()
	nb := pb.nbr[p]
	pb.removeEmpty(p)
	pb.color[p] = c
	pb.head[p], pb.next[p] = board.Point(p), board.Point(p)
	pb.libs[p] = int16(nb & 15) // its empty neighbours
	pb.lsum[p], pb.lsum2[p] = pb.emptySums(p)
	pb.stones[p] = 1
	pb.stonesOf[c&3]++
	pb.passes = 0
	pb.last, pb.prev = board.Point(p), pb.last
	pb.toMove = opp
	pb.ko, pb.koColor = board.Pass, empty
	pb.ageKo()

	// Each neighbour gains a c neighbour and loses an empty one.
	d := toStone[c&3]
	n0, n1, n2, n3 := (p-board.Stride)&mask, (p-1)&mask, (p+1)&mask, (p+board.Stride)&mask
	pb.nbr[n0] += d
	pb.nbr[n1] += d
	pb.nbr[n2] += d
	pb.nbr[n3] += d
	if nb&stonesMask == 0 {
		return // no stone next to p: nothing to join or capture
	}

	// Each neighbouring string loses p as a pseudo-liberty; friendly ones
	// join p's string and opponent ones left with none are taken off. A
	// capture turns points next to p empty and gives them to p's string as
	// liberties itself; those points read as empty when their turn comes.
	captured := 0
	if isStone(pb.color[n0]) {
		captured += pb.link(c, p, n0)
	}
	if isStone(pb.color[n1]) {
		captured += pb.link(c, p, n1)
	}
	if isStone(pb.color[n2]) {
		captured += pb.link(c, p, n2)
	}
	if isStone(pb.color[n3]) {
		captured += pb.link(c, p, n3)
	}
	if captured == 0 {
		return
	}
	pb.captures[c&3] += captured
	// A lone stone that took a lone stone (capture left its point in ko)
	// and now has that point as its only liberty: retaking at once would
	// repeat the position.
	if h := int(pb.head[p]) & mask; captured == 1 && pb.stones[h] == 1 && pb.libs[h] == 1 {
		pb.koColor = opp
		pb.lastKo, pb.koAge = pb.ko, 0
	} else {
		pb.ko = board.Pass
	}
}

// ageKo counts a move since the latest ko capture, up to koFightAge.
func (pb *Board) ageKo() {
	if pb.koAge < koFightAge {
		pb.koAge++
	}
}

// emptySums returns the sums of the points of p's empty neighbours and of
// their squares: the lsum and lsum2 of a stone just placed at p.
func (pb *Board) emptySums(p int) (sum, sum2 int32) {
	if pb.nbr[p&mask]&15 == 4 {
		// In the open, the common case early in a playout.
		return int32(4 * p), int32(4*p*p + 2 + 2*board.Stride*board.Stride)
	}
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if pb.color[n&mask] == empty {
			sum += int32(n)
			sum2 += int32(n * n)
		}
	}
	return sum, sum2
}

// toStone[c] is the change to a point's neighbour counts when a neighbour
// goes from empty to c (and, subtracted, back).
var toStone = [4]uint16{black: 1<<(4*black) - 1, white: 1<<(4*white) - 1}

// stonesMask selects the black and white counts of nbr.
const stonesMask = 15<<(4*black) | 15<<(4*white)

// isStone reports whether k is Black or White.
func isStone(k board.Color) bool { return k-1 < 2 }

// link handles the stone at n next to the c stone just placed at p: its
// string loses p as a pseudo-liberty, then joins p's string if it is c's,
// or is captured if it is the opponent's and has no liberties left. It
// returns the number of stones captured.
func (pb *Board) link(c board.Color, p, n int) int {
	p, n = p&mask, n&mask
	h := int(pb.head[n]) & mask
	pb.libs[h]--
	pb.lsum[h] -= int32(p)
	pb.lsum2[h] -= int32(p * p)
	if pb.color[n] != c {
		if pb.libs[h] != 0 {
			return 0
		}
		return pb.capture(h, c)
	}
	hp := int(pb.head[p]) & mask
	switch {
	case h == hp:
	case hp == p && pb.stones[p] == 1:
		// p still stands alone: it joins n's string, the commonest
		// case, without a general merge.
		pb.head[p] = board.Point(h)
		pb.next[p], pb.next[h] = pb.next[h], board.Point(p)
		pb.libs[h] += pb.libs[p]
		pb.lsum[h] += pb.lsum[p]
		pb.lsum2[h] += pb.lsum2[p]
		pb.stones[h]++
	default:
		pb.merge(hp, h)
	}
	return 0
}

// merge joins the strings with heads a and b (of one colour), relabelling
// the smaller one.
func (pb *Board) merge(a, b int) {
	a, b = a&mask, b&mask
	if pb.stones[a] < pb.stones[b] {
		a, b = b, a
	}
	pb.libs[a] += pb.libs[b]
	pb.lsum[a] += pb.lsum[b]
	pb.lsum2[a] += pb.lsum2[b]
	pb.stones[a] += pb.stones[b]
	ha := board.Point(a)
	q := b
	for {
		pb.head[q] = ha
		q = int(pb.next[q]) & mask
		if q == b {
			break
		}
	}
	pb.next[a], pb.next[b] = pb.next[b], pb.next[a]
}

// capture removes the string with head h, taken by colour by, and returns
// the number of its stones. Every by string next to a removed stone gains
// that point as a pseudo-liberty.
func (pb *Board) capture(h int, by board.Color) int {
	victim := by.Opponent()
	d := toStone[victim&3]
	n := 0
	q := h & mask
	for {
		nxt := int(pb.next[q]) & mask
		pb.color[q] = empty
		pb.head[q] = sink
		pb.ko = board.Point(q) // the ko point, if this is the only stone taken
		pb.addEmpty(q)
		n++
		pb.free(q, q-board.Stride, by, d)
		pb.free(q, q-1, by, d)
		pb.free(q, q+1, by, d)
		pb.free(q, q+board.Stride, by, d)
		q = nxt
		if q == h {
			break
		}
	}
	pb.stonesOf[victim&3] -= n
	return n
}

// free tells the neighbour m of the point q, just emptied of a stone,
// about it: its neighbour counts change by -d, and a string of colour by
// at m gains q as a pseudo-liberty.
func (pb *Board) free(q, m int, by board.Color, d uint16) {
	m &= mask
	pb.nbr[m] -= d
	if pb.color[m] == by {
		h := int(pb.head[m]) & mask
		pb.libs[h]++
		pb.lsum[h] += int32(q)
		pb.lsum2[h] += int32(q * q)
	}
}

// Ban keeps random moves (RandomMove, Playout, Run) of colour c off the
// point p until the next Reset; Play still plays there. A dead-stone
// estimate bans a colour from the eyes of its unconditionally alive
// strings, which light playouts would otherwise fill when an eye looks
// false to them.
func (pb *Board) Ban(c board.Color, p board.Point) {
	if p > 0 && int(p) < board.Cells && (c == black || c == white) {
		pb.banned[p] |= 1 << c
	}
}

// RandomMove returns a move for c drawn uniformly from the legal moves that
// do not fill one of c's own eyes and are not banned (Ban), or board.Pass
// when there is none.
//
// It draws from the points not yet tried and, when a point is refused,
// swaps it to the end of the untried part of the empty-point list, so every
// acceptable point is equally likely and no point is tried twice. The
// list's order changes, which is harmless: it has none. Each 64-bit random
// number serves two draws.
func (pb *Board) RandomMove(c board.Color, r *rand.PCG) board.Point {
	return pb.randomMove(c, r, false)
}

// randomMove is RandomMove, refusing self-ataris (see selfAtari) as well
// when avoid is set.
func (pb *Board) randomMove(c board.Color, r *rand.PCG, avoid bool) board.Point {
	var bits uint64
	for k := pb.nEmpty; k > 0; k-- {
		if (pb.nEmpty-k)&1 == 0 {
			bits = r.Uint64()
		} else {
			bits >>= 32
		}
		// A uniform index below k by Lemire's multiply and shift,
		// exactly uniform thanks to the rare redraw.
		m := uint64(uint32(bits)) * uint64(k)
		if uint32(m) < uint32(k) {
			m = redraw(m, uint32(k), r)
		}
		i := int(m >> 32)
		p := int(pb.empties[i&mask]) & mask
		if pb.banned[p]>>c&1 == 0 && (pb.nbr[p]&15 != 0 || pb.acceptable(c, p)) && !(avoid && pb.selfAtari(c, p)) {
			return board.Point(p)
		}
		pb.swapEmpty(i, k-1)
	}
	return board.Pass
}

// swapEmpty swaps entries i and j of the empty-point list.
func (pb *Board) swapEmpty(i, j int) {
	p, q := pb.empties[i&mask], pb.empties[j&mask]
	pb.empties[i&mask], pb.empties[j&mask] = q, p
	pb.emptyAt[p&mask], pb.emptyAt[q&mask] = int16(j), int16(i)
}

// acceptable reports whether the empty point p, which has no empty
// neighbour, is a legal move for c that does not fill its own eye. (With
// an empty neighbour it is always: not an eye, not the ko point, not
// suicide.)
func (pb *Board) acceptable(c board.Color, p int) bool {
	nb := pb.nbr[p&mask]
	if nb>>(4*c.Opponent())&15 == 0 && pb.trueEye(c, p) {
		return false
	}
	if p == int(pb.ko) && c == pb.koColor {
		return false
	}
	return pb.hasLiberty(c, p)
}

// redraw is the rare part of Lemire's bounded draw, kept out of the loop
// that calls it: m is x*n for a 32-bit random x, and a low half below
// 2^32 mod n means x is one of the few values that would bias the result
// m>>32, so another is drawn.
func redraw(m uint64, n uint32, r *rand.PCG) uint64 {
	threshold := -n % n
	for uint32(m) < threshold {
		m = uint64(uint32(r.Uint64())) * uint64(n)
	}
	return m
}

// Playout plays random moves (see RandomMove) from the position, starting
// with the side to move, until two passes in a row or maxMoves moves
// (passes included). It records the first colour to play each point since
// the playout began, for First.
func (pb *Board) Playout(r *rand.PCG, maxMoves int) { pb.PlayoutPolicy(r, maxMoves, 0) }

// Run plays a whole random game from the position (see Playout) and
// returns its area score from Black's view, without komi: Black's stones
// and territory minus White's.
func (pb *Board) Run(r *rand.PCG, maxMoves int) int {
	pb.Playout(r, maxMoves)
	b, w := pb.Area()
	return b - w
}

// First returns, per point, the first colour to play it during the last
// Playout or Run (board.Empty for none): the all-moves-as-first record.
// The array belongs to the board; a caller may overwrite it as scratch.
func (pb *Board) First() *[board.Cells]board.Color { return &pb.first }

// Area counts the board by area (Tromp-Taylor): for each colour its stones
// plus the empty points whose region reaches only that colour.
func (pb *Board) Area() (black, white int) {
	black, white = pb.stonesOf[board.Black], pb.stonesOf[board.White]
	var seen [board.Cells]bool
	var queue [board.Cells]board.Point
	for i := 0; i < pb.nEmpty; i++ {
		p := pb.empties[i&mask]
		if seen[p&mask] {
			continue
		}
		// Most empty points at the end of a playout are one-point
		// eyes; fill the region only when there is a region to fill.
		var reach uint
		seen[p&mask] = true
		queue[0] = p
		size := 1
		for j := 0; j < size; j++ {
			q := queue[j&mask]
			for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
				k := pb.color[n&mask]
				reach |= 1 << k
				if k == empty && !seen[n&mask] {
					seen[n&mask] = true
					queue[size&mask] = n
					size++
				}
			}
		}
		switch reach &^ (1<<empty | 1<<wall) {
		case 1 << board.Black:
			black += size
		case 1 << board.White:
			white += size
		}
	}
	return black, white
}
