package analyze

import (
	"math"
	"math/bits"

	"github.com/goscore/goscore/board"
)

// This file is the scratch FindSeki and OpenBorders share, and the
// pre-filter (mayHoldSeki) that lets a board through to the seki search
// only when some string on it could be in seki.

// sekiScratch holds what FindSeki and OpenBorders learn of a board's
// strings: each string is found (its stones and liberties) the first time
// a point next to it asks, and kept for the rest of the pass, so that
// OpenBorders after FindSeki finds no string twice. The marks are
// generation-stamped, so nothing is cleared from board to board, and
// there are no maps: the common case, a board without seki, allocates
// nothing. An Evaluation keeps one, with the Seki its FindSeki returns.
type sekiScratch struct {
	seki Seki
	gen  uint32
	pass uint32 // the stamp of the stones whose string is known in this pass
	// mark is, for a stone, pass once its string is known; for an empty
	// point, the stamp of the last fill that reached it.
	mark  [board.Cells]uint32
	head  [board.Cells]board.Point    // a stone's string, named by the stone its fill started from
	libs  [board.Cells]int16          // at a string's head: its distinct liberties
	lib   [board.Cells][2]board.Point // at a string's head: its first two liberties
	queue [board.Cells]board.Point
	out   [board.Cells]board.Point // OpenBorders' points, before the answer's copy

	// settles' strings: an id per stone (and per point of a region of one
	// colour, numbered apart), and per id its liberties and its eyes (0, 1
	// or 2: two regions of its colour, or a big one), with the first eye
	// and each region's size.
	sid      [board.Cells]int16
	libCount [board.Cells]int16
	eyeLibs  [board.Cells]int16
	firstEye [board.Cells]int16
	eyeSize  [board.Cells]int16
	free     [board.Cells]uint32 // pass, at stones lastLiberty found a string of two liberties or more

	// unfinished's fills: a stamp per string and per eye, and their queue.
	seen [board.Cells]uint32
	fq   []board.Point

	memo readMemo // FindSeki's readings of the board, kept for its table

	// Made by prepare for the pass: the empty neighbours of each point (a
	// bit each, see dirCount), and the empty points FindSeki and
	// OpenBorders look at.
	dirs     [board.Cells]uint8
	cand     [board.Cells]board.Point
	ncand    int
	prepared uint32 // the pass prepare ran in
}

// next returns a new stamp.
func (s *sekiScratch) next() uint32 {
	s.gen++
	return s.gen
}

// begin starts a pass over a board: no string of it is known yet.
func (s *sekiScratch) begin() {
	// A pass stamps once per string and once per region it fills, and
	// unfinished twice for each of at most four strings next to a point:
	// fewer than 10*board.Cells stamps. Start afresh well before they wrap.
	if s.gen > math.MaxUint32-16*board.Cells {
		s.mark, s.seen = [board.Cells]uint32{}, [board.Cells]uint32{}
		s.gen, s.prepared = 0, 0
	}
	s.pass = s.next()
}

// many is the liberty count stringAt gives every string with more than
// two: neither FindSeki nor OpenBorders asks more of such a string.
const many = 3

// prepare notes the empty neighbours of every point of b and lists, top
// row first, the empty points in regions touching both colours (from
// reach, as Evaluate leaves it) or, without reach, every empty point. It
// runs once a pass, without a branch on the board.
func (s *sekiScratch) prepare(b *board.Board, reach *[board.Cells]uint8) {
	if s.prepared == s.pass {
		return
	}
	s.prepared = s.pass
	cells := b.Cells()
	// Eight points at a time: a point's byte is 1 when it is empty (the
	// colours are 0 to 3), and the four neighbours' bytes, shifted to bits
	// 0 to 3, make each point's byte of empty neighbours (dirs). The last
	// word of a row spills into the next row, which is counted after it,
	// and the last row's into the padding.
	for y := 0; y < b.Height(); y++ {
		for o := int(board.At(0, y)); o < int(board.At(b.Width(), y)); o += 8 {
			d := emptyBytes(cells, o-board.Stride) | emptyBytes(cells, o-1)<<1 | emptyBytes(cells, o+1)<<2 | emptyBytes(cells, o+board.Stride)<<3
			for i := range 8 {
				s.dirs[(o+i)&mask] = uint8(d >> (8 * i))
			}
		}
	}
	// The list, eight points at a time too: a bit 0 a point in it, the
	// bytes past the row's end cleared (reach is not kept off the board).
	n := 0
	for y := b.Height() - 1; y >= 0; y-- {
		end := int(board.At(b.Width(), y))
		for o := int(board.At(0, y)); o < end; o += 8 {
			var in uint64
			if reach != nil {
				in = bothBytes(reach, o)
			} else {
				in = emptyBytes(cells, o)
			}
			if end-o < 8 {
				in &= 1<<(8*(end-o)) - 1
			}
			for ; in != 0; in &= in - 1 {
				s.cand[n&mask] = board.Point(o + bits.TrailingZeros64(in)/8)
				n++
			}
		}
	}
	s.ncand = n
}

// bothBytes returns, for the eight points from o on, a byte each that is
// 1 where reach holds both colours (3; never a stone's) and 0 elsewhere.
func bothBytes(reach *[board.Cells]uint8, o int) uint64 {
	c := reach[o&mask : o&mask+8 : o&mask+8]
	v := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
		uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
	return v & (v >> 1) & 0x0101010101010101
}

// emptyBytes returns, for the eight points from o on, a byte each that is
// 1 for an empty point and 0 for a stone or the wall.
func emptyBytes(cells *[board.Cells]board.Color, o int) uint64 {
	const ones = 0x0101010101010101
	c := cells[o&mask : o&mask+8 : o&mask+8]
	v := uint64(c[0]) | uint64(c[1])<<8 | uint64(c[2])<<16 | uint64(c[3])<<24 |
		uint64(c[4])<<32 | uint64(c[5])<<40 | uint64(c[6])<<48 | uint64(c[7])<<56
	return ^(v | v>>1) & ones
}

// The empty neighbours of a point, as prepare notes them: bit i for its
// i-th neighbour in the order of board.Point.Neighbours (up, left, right,
// down). dirCount is how many; dirOff, for one, where it is.
var (
	dirCount = [16]uint8{0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4}
	dirOff   = [16]board.Point{1: -board.Stride, 2: -1, 4: 1, 8: board.Stride}
)

// stringAt returns the string of the stone at p, by its head, finding its
// stones and liberties the first time it is asked in the pass. The fill
// stops at the third liberty: the stones it reached so far are noted as a
// string with many liberties, which is true of the whole string, and any
// other stone of it is filled again, whole, if asked.
func (s *sekiScratch) stringAt(cells *[board.Cells]board.Color, p board.Point) board.Point {
	if s.mark[p&mask] == s.pass {
		return s.head[p&mask]
	}
	// As Evaluate's fills: no branch on the board inside a stone's
	// neighbours, one a stone to stop at the third liberty.
	c := cells[p&mask]
	g := s.next() // the stones and the liberties this fill reached
	s.mark[p&mask] = g
	s.queue[0] = p
	n := uint32(0)
	var lib [3]board.Point
	tail := 1
	for h := 0; h < tail && n <= 2; h++ {
		q := s.queue[h&mask]
		for _, m := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			k := cells[m&mask]
			fresh := b2u(s.mark[m&mask] != g)
			same := b2u(k == c) & fresh
			free := isEmpty[k&3] & fresh
			s.mark[m&mask] ^= (s.mark[m&mask] ^ g) & -(same | free)
			s.queue[tail&mask] = m
			tail += int(same)
			i := min(n, 2)
			lib[i] ^= (lib[i] ^ m) & -board.Point(free)
			n += free
		}
	}
	for _, q := range s.queue[:tail] {
		s.mark[q&mask], s.head[q&mask] = s.pass, p
	}
	s.libs[p&mask], s.lib[p&mask] = int16(min(n, many)), [2]board.Point{lib[0], lib[1]}
	return p
}

// lastLiberty reports whether p is the only liberty of the string at n,
// a point next to it (false when n holds no stone): from the string if the
// pass knows it, else by a fill that stops at the first other liberty,
// most often one of n's own neighbours, which are looked at first.
func (s *sekiScratch) lastLiberty(cells *[board.Cells]board.Color, n, p board.Point) bool {
	c := cells[n&mask]
	if c != Black && c != White {
		return false
	}
	if dirCount[s.dirs[n&mask]&15] > 1 { // p and another
		return false
	}
	if s.mark[n&mask] == s.pass {
		return s.libs[s.head[n&mask]&mask] <= 1
	}
	if s.free[n&mask] == s.pass {
		return false
	}
	g := s.next()
	s.mark[n&mask] = g
	s.queue[0] = n
	tail := 1
	for h := 0; h < tail; h++ {
		q := s.queue[h&mask]
		if d := s.dirs[q&mask] & 15; dirCount[d] > 1 || (d != 0 && q+dirOff[d] != p) {
			// A liberty besides p: the string has two, whichever dame
			// asks next.
			for _, r := range s.queue[:tail] {
				s.free[r&mask] = s.pass
			}
			return false
		}
		for _, m := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			same := b2u(cells[m&mask] == c) & b2u(s.mark[m&mask] != g)
			s.mark[m&mask] ^= (s.mark[m&mask] ^ g) & -same
			s.queue[tail&mask] = m
			tail += int(same)
		}
	}
	// The whole string, with p its one liberty: as stringAt finds it.
	for _, r := range s.queue[:tail] {
		s.mark[r&mask], s.head[r&mask] = s.pass, n
	}
	s.libs[n&mask], s.lib[n&mask] = 1, [2]board.Point{p, 0}
	return true
}

// selfAtari reports whether c at the empty point p captures nothing and
// leaves its string at most one liberty: a fill that the opponent answers
// by taking the stones, the test a seki's shared liberties must pass for
// both colours (findSeki's safe, short of its sacrifice that kills).
func (s *sekiScratch) selfAtari(cells *[board.Cells]board.Color, p board.Point, c board.Color) bool {
	only := board.Point(0) // the one liberty found so far
	for _, m := range p.Neighbours() {
		switch k := cells[m&mask]; {
		case k == Empty:
			if only != 0 && only != m {
				return false
			}
			only = m
		case k == c.Opponent():
			if s.libs[s.stringAt(cells, m)] == 1 {
				return false // a capture
			}
		case k == c:
			h := s.stringAt(cells, m)
			if s.libs[h] > 2 {
				return false // two liberties besides p at least
			}
			for _, l := range s.lib[h&mask][:s.libs[h&mask]] {
				if l != p {
					if only != 0 && only != l {
						return false
					}
					only = l
				}
			}
		}
	}
	return true
}

// tight reports whether the empty region of x touches both colours and
// neither colour can fill any of its points but in self-atari: what a
// seki's shared liberties are, short of the sacrifice that kills. Such a
// region has one or two points (a stone on a point with two empty
// neighbours keeps two liberties); y is x's empty neighbour, if any.
func (s *sekiScratch) tight(cells *[board.Cells]board.Color, x board.Point) (y board.Point, ok bool) {
	y, _, ok = s.looksTight(cells, x)
	return y, ok && s.fillsAtari(cells, x, y)
}

// fillsAtari is tight's test by the strings, once looksTight passed x
// and y: every fill of x or y is a self-atari.
func (s *sekiScratch) fillsAtari(cells *[board.Cells]board.Color, x, y board.Point) bool {
	return s.selfAtari(cells, x, Black) && s.selfAtari(cells, x, White) &&
		(y == 0 || (s.selfAtari(cells, y, Black) && s.selfAtari(cells, y, White)))
}

// looksTight is tight's test from the points next to x alone, without
// filling a string: the region of x has one or two points and touches
// both colours, and a stone of either colour at x would have at most one
// liberty from x's empty neighbour and its neighbours' own. other[c] is
// that liberty for c (0 if none), which every c string next to x has
// besides x when the region is tight.
func (s *sekiScratch) looksTight(cells *[board.Cells]board.Color, x board.Point) (y board.Point, other [3]board.Point, ok bool) {
	// Few branches on the board: on a stream of boards a CPU mispredicts
	// about half of them, and this runs on every point of a region
	// touching both colours (see Evaluate).
	dx := s.dirs[x&mask] & 15
	if dirCount[dx] > 1 {
		return 0, other, false
	}
	y = (x + dirOff[dx]) * board.Point(dirCount[dx]) // 0 without one
	// Per colour, the least and the greatest liberty besides x that a
	// stone at x would have: y, and the empty neighbours of its
	// neighbours; more than one is fatal. Index 0 and 3 (empty and wall
	// neighbours) are written to and ignored.
	const none = board.Point(board.Cells)
	lo := [4]board.Point{none, none, none, none}
	var hi [4]board.Point
	ly := y + none*board.Point(b2u(y == 0)) // y, or none without it
	lo[Black], lo[White] = ly, ly
	hi[Black], hi[White] = y, y
	var bad uint32
	var colours uint8
	for i, m := range [4]board.Point{x - board.Stride, x - 1, x + 1, x + board.Stride} {
		k := cells[m&mask] & 3
		colours |= around[k] & 3
		stone := isStone[k]
		d := s.dirs[m&mask] &^ (8 >> i) & 15 // m's empty neighbours besides x (its neighbour 3-i)
		bad |= stone & b2u(dirCount[d] > 1)
		has := board.Point(stone & b2u(dirCount[d] == 1))
		l := m + dirOff[d]
		lo[k] = min(lo[k], l*has+none*(1-has))
		hi[k] = max(hi[k], l*has)
	}
	if bad != 0 || (hi[Black] != 0 && lo[Black] != hi[Black]) || (hi[White] != 0 && lo[White] != hi[White]) {
		return 0, other, false
	}
	other[Black], other[White] = hi[Black], hi[White]
	if y != 0 {
		if dirCount[s.dirs[y&mask]&15] > 1 { // x and another
			return 0, other, false
		}
		for _, m := range [4]board.Point{y - board.Stride, y - 1, y + 1, y + board.Stride} {
			colours |= around[cells[m&mask]&3] & 3
		}
	}
	return y, other, colours == uint8(Black|White)
}

// regionColours returns the colours next to the empty region of x, as a
// bit set (1<<Black, 1<<White): from reach, an Evaluation's fill, when
// given, else by a fill of the region.
func (s *sekiScratch) regionColours(cells *[board.Cells]board.Color, x board.Point, reach *[board.Cells]uint8) board.Color {
	if reach != nil {
		return board.Color(reach[x&mask]&3) << 1
	}
	g := s.next()
	s.mark[x&mask] = g
	s.queue[0] = x
	var colours board.Color
	for h, tail := 0, 1; h < tail; h++ {
		for _, m := range s.queue[h&mask].Neighbours() {
			switch k := cells[m&mask]; k {
			case Empty:
				if s.mark[m&mask] != g {
					s.mark[m&mask] = g
					s.queue[tail&mask] = m
					tail++
				}
			case Black, White:
				colours |= 1 << k
			}
		}
	}
	return colours
}

// mayHoldSeki is a quick necessary condition for findSeki to find a seki
// on b, so that most boards skip its search. A seki's shared regions are
// tight, and its strings are joined across colours through them only, so
// one of them has a string of each colour of the seki next to it; such a
// string has two liberties (no fewer, or the opponent's fill captures; no
// more, or its own keeps two liberties), and each of them is in a tight
// region or in an eye of its colour (a region next to its colour only).
// reach, when given, holds the colours each empty region of b reaches, as
// Evaluate leaves them.
func (s *sekiScratch) mayHoldSeki(b *board.Board, reach *[board.Cells]uint8) bool {
	cells := b.Cells()
	s.prepare(b, reach)
	for _, p := range s.cand[:s.ncand] {
		y, other, ok := s.looksTight(cells, p)
		if !ok || (y != 0 && y < p) { // a region of two is looked at from its first point
			continue
		}
		// For a one-point region, the c strings next to p all have
		// the other liberty other[c], if it shows: a string in seki
		// needs it in a tight region or in an eye of c, and the region
		// one of each colour.
		if y == 0 && reach != nil &&
			((other[Black] != 0 && !s.looksHeld(cells, other[Black], Black, reach)) ||
				(other[White] != 0 && !s.looksHeld(cells, other[White], White, reach))) {
			continue
		}
		if !s.fillsAtari(cells, p, y) {
			continue
		}
		var found [3]bool // a string of that colour next to the region may be in seki
		for _, q := range [2]board.Point{p, y} {
			if q == 0 {
				continue
			}
			for _, n := range q.Neighbours() {
				if k := cells[n&mask]; (k == Black || k == White) && !found[k] && s.mayBeInSeki(cells, s.stringAt(cells, n), k, p, y, reach) {
					found[k] = true
					if found[Black] && found[White] {
						return true
					}
				}
			}
		}
	}
	return false
}

// looksHeld reports whether the empty point l, the other liberty of a c
// string next to a tight region, may be in an eye of c or a tight region
// (mayBeInSeki), from the region colours reach holds and looksTight.
func (s *sekiScratch) looksHeld(cells *[board.Cells]board.Color, l board.Point, c board.Color, reach *[board.Cells]uint8) bool {
	switch reach[l&mask] & 3 {
	case uint8(c):
		return true
	case uint8(Black | White):
		_, _, ok := s.looksTight(cells, l)
		return ok
	}
	return false
}

// mayBeInSeki reports whether the c string h next to the tight region
// {p, y} may be in seki: each of its liberties is in that region, in
// another tight region, or in an eye of c.
func (s *sekiScratch) mayBeInSeki(cells *[board.Cells]board.Color, h board.Point, c board.Color, p, y board.Point, reach *[board.Cells]uint8) bool {
	if s.libs[h&mask] != 2 { // never otherwise next to a tight region; kept for clarity
		return false
	}
	for _, l := range s.lib[h&mask] {
		if l == p || l == y {
			continue
		}
		switch s.regionColours(cells, l, reach) {
		case 1 << c:
		case 1<<Black | 1<<White:
			if _, ok := s.tight(cells, l); !ok {
				return false
			}
		default:
			return false
		}
	}
	return true
}
