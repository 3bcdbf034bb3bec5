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

// chain is the data of a string, kept at its head stone.
type chain struct {
	libs   int32 // pseudo-liberties: (stone, empty neighbour) pairs
	stones int32 // number of stones
	sum    int32 // sum of the pseudo-liberty points
	sum2   int32 // sum of their squares (at most 4*361 * 511^2 < 2^31)
}

// Board is a position prepared for fast play: colours, strings with their
// pseudo-liberties, the empty points, the simple-ko point, the side to move
// and the captures. The zero Board is not usable; use FromBoard or Reset.
// A Board is a plain value: copying it (b2 := *b) gives an independent
// board, which is how a search restarts its playouts from one position.
type Board struct {
	color   [board.Cells]board.Color // same layout as board.Board's cells, walls included
	head    [board.Cells]board.Point // per stone: the head of its string
	next    [board.Cells]board.Point // per stone: the next stone of its string, circularly
	chains  [board.Cells]chain       // at a string's head: its data
	empties [board.Cells]board.Point // the empty points, in no particular order
	emptyAt [board.Cells]int16       // per empty point: its index in empties
	first   [board.Cells]board.Color // per point: the first colour to play it in Run
	// nbr counts each point's neighbours by colour, four bits per colour
	// (nbr>>(4*k)&15 neighbours hold k), so the common questions (has
	// the point an empty neighbour? could it be an eye?) take one load.
	nbr [board.Cells]uint16

	nEmpty   int
	w, h     int
	toMove   board.Color
	ko       board.Point // the point koColor may not play now, or board.Pass
	koColor  board.Color
	passes   int    // consecutive passes just played
	stonesOf [4]int // stones on the board per colour
	captures [4]int // stones captured so far per capturing colour
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
	if ko != board.Pass && pb.color[ko&mask] == empty {
		pb.ko, pb.koColor = ko, toMove
	}
	pb.passes = 0
	pb.stonesOf = [4]int{}
	pb.captures = [4]int{}
	pb.nEmpty = 0
	pb.first = [board.Cells]board.Color{}
	for i := range pb.head {
		pb.head[i], pb.next[i] = board.Pass, board.Pass
		pb.nbr[i] = 0
		if i >= board.Stride && i < board.Cells-board.Stride {
			for _, n := range [4]int{i - board.Stride, i - 1, i + 1, i + board.Stride} {
				pb.nbr[i] += 1 << (4 * pb.color[n])
			}
		}
	}
	// Build the strings one stone at a time, as if the stones were played
	// (without captures): each stone joins its neighbours' strings.
	for y := 0; y < pb.h; y++ {
		for x := 0; x < pb.w; x++ {
			p := board.At(x, y)
			if pb.color[p] == empty {
				pb.addEmpty(p)
			}
		}
	}
	for y := 0; y < pb.h; y++ {
		for x := 0; x < pb.w; x++ {
			p := board.At(x, y)
			c := pb.color[p]
			if c != black && c != white {
				continue
			}
			pb.stonesOf[c]++
			pb.head[p], pb.next[p] = p, p
			ch := chain{stones: 1}
			for _, n := range [4]board.Point{p - board.Stride, p - 1, p + 1, p + board.Stride} {
				if pb.color[n] == empty {
					ch.addLib(int(n))
				}
			}
			pb.chains[p] = ch
			// Join the strings of the neighbours already built (left and below).
			for _, n := range [2]board.Point{p - board.Stride, p - 1} {
				if pb.color[n] == c && pb.head[n] != pb.head[p] {
					pb.merge(int(pb.head[p]), int(pb.head[n]))
				}
			}
		}
	}
}

// addLib counts n as one more pseudo-liberty.
func (ch *chain) addLib(n int) {
	ch.libs++
	ch.sum += int32(n)
	ch.sum2 += int32(n) * int32(n)
}

// removeLib takes back one pseudo-liberty at n.
func (ch *chain) removeLib(n int) {
	ch.libs--
	ch.sum -= int32(n)
	ch.sum2 -= int32(n) * int32(n)
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
	c := pb.At(p)
	if c != black && c != white {
		return 0
	}
	var seen [board.Cells]bool
	n := 0
	q := p
	for {
		for _, l := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if pb.color[l] == empty && !seen[l] {
				seen[l] = true
				n++
			}
		}
		q = pb.next[q]
		if q == p {
			return n
		}
	}
}

// Atari reports whether the string at p (a stone) has exactly one liberty,
// and returns that liberty.
func (pb *Board) Atari(p board.Point) (board.Point, bool) {
	c := pb.At(p)
	if c != black && c != white {
		return board.Pass, false
	}
	ch := &pb.chains[pb.head[p]]
	if ch.libs == 0 || !ch.inAtari() {
		return board.Pass, false
	}
	return board.Point(ch.sum / ch.libs), true
}

// addEmpty puts p on the list of empty points.
func (pb *Board) addEmpty(p board.Point) {
	pb.empties[pb.nEmpty&mask] = p
	pb.emptyAt[p&mask] = int16(pb.nEmpty)
	pb.nEmpty++
}

// removeEmpty takes p off the list of empty points, moving the last entry
// into its place.
func (pb *Board) removeEmpty(p board.Point) {
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
	if p < 0 || int(p) >= board.Cells || pb.color[p] != empty {
		return false
	}
	if p == pb.ko && c == pb.koColor {
		return false
	}
	return pb.notSuicide(c, p)
}

// notSuicide reports whether a c stone at the empty point p would have a
// liberty, counting those it gains by capturing. Without an empty
// neighbour, it has one exactly when a friendly neighbour string has a
// liberty besides p (is not in atari, p being one of its liberties) or an
// opponent neighbour string has no liberty but p (is in atari, and goes).
func (pb *Board) notSuicide(c board.Color, p board.Point) bool {
	if pb.nbr[p&mask]&15 != 0 {
		return true // an empty neighbour
	}
	for _, n := range [4]board.Point{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		k := pb.color[n&mask]
		if k != black && k != white {
			continue
		}
		if (k == c) != pb.chains[pb.head[n&mask]&mask].inAtari() {
			return true
		}
	}
	return false
}

// inAtari reports whether all of the string's pseudo-liberties are one
// point: their variance, n*sum2 - sum*sum, is zero.
func (ch *chain) inAtari() bool {
	return int64(ch.libs)*int64(ch.sum2) == int64(ch.sum)*int64(ch.sum)
}

// IsEye reports whether p is a true one-point eye of c: empty, its four
// neighbours c stones or wall, and at most one diagonal point held by the
// opponent, or none when p is on the edge. Playouts never fill such a
// point, so living groups stay alive and playouts end.
func (pb *Board) IsEye(c board.Color, p board.Point) bool {
	if p <= 0 || int(p) >= board.Cells || pb.color[p] != empty {
		return false
	}
	return pb.isEye(c, p)
}

// isEye is IsEye for an empty point.
func (pb *Board) isEye(c board.Color, p board.Point) bool {
	opp := c.Opponent()
	if nb := pb.nbr[p&mask]; nb&15 != 0 || nb>>(4*opp)&15 != 0 {
		return false // an empty or opponent neighbour
	}
	bad, edge := 0, 0
	for _, n := range [4]board.Point{p - board.Stride - 1, p - board.Stride + 1, p + board.Stride - 1, p + board.Stride + 1} {
		switch pb.color[n&mask] {
		case opp:
			bad++
		case wall:
			edge = 1
		}
	}
	return bad+edge < 2
}

// Play plays c at p (board.Pass passes) and reports whether it did: an
// illegal move (see Legal) changes nothing. Either colour may move; the
// side to move becomes c's opponent.
func (pb *Board) Play(c board.Color, p board.Point) bool {
	if p == board.Pass {
		pb.pass()
		return true
	}
	if c != black && c != white || !pb.Legal(c, p) {
		return false
	}
	pb.place(c, p)
	return true
}

// pass records a pass by the side to move.
func (pb *Board) pass() {
	pb.passes++
	pb.ko, pb.koColor = board.Pass, empty
	pb.toMove = pb.toMove.Opponent()
}

// offsets are the steps from a point to its four neighbours.
var offsets = [4]int{-board.Stride, -1, 1, board.Stride}

// place puts a c stone on the empty point pt, which must be legal, and
// takes off what it captures.
func (pb *Board) place(c board.Color, pt board.Point) {
	p := int(pt) & mask
	opp := c.Opponent()
	pb.removeEmpty(pt)
	pb.color[p] = c
	pb.head[p], pb.next[p] = pt, pt
	pb.chains[p] = chain{stones: 1}
	pb.stonesOf[c&3]++
	pb.passes = 0
	pb.toMove = opp
	pb.ko, pb.koColor = board.Pass, empty
	d := uint16(1)<<(4*c) - 1
	// The neighbours' colours are read before anything changes: a capture
	// empties points next to p and counts them as p's liberties itself,
	// so they must not be counted again as empty neighbours.
	var ks [4]board.Color
	for i := 0; i < 4; i++ {
		n := (p + offsets[i]) & mask
		ks[i] = pb.color[n]
		pb.nbr[n] += d
	}
	captured, koPoint := 0, 0
	for i := 0; i < 4; i++ {
		n := (p + offsets[i]) & mask
		switch k := ks[i]; k {
		case empty:
			pb.chains[int(pb.head[p])&mask].addLib(n)
		case c:
			h := int(pb.head[n]) & mask
			pb.chains[h].removeLib(p)
			if hp := int(pb.head[p]) & mask; h != hp {
				pb.merge(hp, h)
			}
		case opp:
			// A string captured through an earlier neighbour is read
			// here as its dead chain, whose count has gone below zero.
			h := int(pb.head[n]) & mask
			pb.chains[h].removeLib(p)
			if pb.chains[h].libs == 0 {
				captured += pb.capture(h, c)
				koPoint = n
			}
		}
	}
	if captured == 0 {
		return
	}
	pb.captures[c&3] += captured
	// A lone stone that took a lone stone and now has that point as its
	// only liberty: retaking at once would repeat the position.
	if ch := &pb.chains[p]; captured == 1 && ch.stones == 1 && ch.libs == 1 {
		pb.ko, pb.koColor = board.Point(koPoint), opp
	}
}

// merge joins the strings with heads a and b (of one colour), relabelling
// the smaller one.
func (pb *Board) merge(a, b int) {
	ca, cb := &pb.chains[a&mask], &pb.chains[b&mask]
	if ca.stones < cb.stones {
		a, b = b, a
		ca, cb = cb, ca
	}
	ca.libs += cb.libs
	ca.stones += cb.stones
	ca.sum += cb.sum
	ca.sum2 += cb.sum2
	ha := board.Point(a)
	q := b
	for {
		pb.head[q&mask] = ha
		q = int(pb.next[q&mask])
		if q == b {
			break
		}
	}
	pb.next[a&mask], pb.next[b&mask] = pb.next[b&mask], pb.next[a&mask]
}

// capture removes the string with head h, taken by colour by, and returns
// the number of its stones. Every by string next to a removed stone gains
// that point as a pseudo-liberty.
func (pb *Board) capture(h int, by board.Color) int {
	victim := by.Opponent()
	d := uint16(1)<<(4*victim) - 1
	n := 0
	q := h
	for {
		nxt := int(pb.next[q&mask])
		pb.color[q&mask] = empty
		pb.addEmpty(board.Point(q))
		n++
		for i := 0; i < 4; i++ {
			m := (q + offsets[i]) & mask
			pb.nbr[m] -= d
			if pb.color[m] == by {
				pb.chains[int(pb.head[m])&mask].addLib(q)
			}
		}
		q = nxt
		if q == h {
			break
		}
	}
	pb.stonesOf[victim&3] -= n
	return n
}

// intN returns a uniform random integer in [0, n), n > 0, by Lemire's
// multiply-and-shift with rejection: unbiased, and nearly always without a
// division. It takes the concrete *rand.PCG so the call inlines.
func intN(r *rand.PCG, n uint32) uint32 {
	m := uint64(uint32(r.Uint64())) * uint64(n)
	if low := uint32(m); low < n {
		threshold := -n % n
		for low < threshold {
			m = uint64(uint32(r.Uint64())) * uint64(n)
			low = uint32(m)
		}
	}
	return uint32(m >> 32)
}

// RandomMove returns a move for c drawn uniformly from the legal moves that
// do not fill one of c's own eyes, or board.Pass when there is none.
//
// It draws from the points not yet tried and, when a point is refused,
// swaps it to the end of the untried part of the empty-point list, so every
// acceptable point is equally likely and no point is tried twice. The
// list's order changes, which is harmless: it has none.
func (pb *Board) RandomMove(c board.Color, r *rand.PCG) board.Point {
	for k := pb.nEmpty; k > 0; k-- {
		i := int(intN(r, uint32(k)))
		p := pb.empties[i&mask]
		// A point with an empty neighbour is neither an eye, nor the
		// ko point, nor suicide: by far the commonest case.
		if pb.nbr[p&mask]&15 != 0 ||
			!pb.isEye(c, p) && !(p == pb.ko && c == pb.koColor) && pb.notSuicide(c, p) {
			return p
		}
		// Refused: swap it with the last untried point.
		last := pb.empties[(k-1)&mask]
		pb.empties[i&mask], pb.empties[(k-1)&mask] = last, p
		pb.emptyAt[last&mask], pb.emptyAt[p&mask] = int16(i), int16(k-1)
	}
	return board.Pass
}

// Playout plays random moves (see RandomMove) from the position, starting
// with the side to move, until two passes in a row or maxMoves moves
// (passes included). It records the first colour to play each point since
// the playout began, for First.
func (pb *Board) Playout(r *rand.PCG, maxMoves int) {
	pb.first = [board.Cells]board.Color{}
	for moves := 0; moves < maxMoves && pb.passes < 2; moves++ {
		c := pb.toMove
		p := pb.RandomMove(c, r)
		if p == board.Pass {
			pb.pass()
			continue
		}
		if pb.first[p&mask] == empty {
			pb.first[p&mask] = c
		}
		pb.place(c, p)
	}
}

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
