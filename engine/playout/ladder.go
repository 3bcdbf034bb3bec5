package playout

import "github.com/goscore/goscore/board"

// LibertiesAfter returns the number of liberties, counted up to max (at
// most 4), that c's string at p would have after c plays the empty point
// p: p's empty neighbours, the other liberties of the c strings it joins,
// and the points of the opponent strings it captures next to p. It returns
// 0 for a point that is not empty or a colour that is not a stone's.
func (pb *Board) LibertiesAfter(c board.Color, p board.Point, max int) int {
	if pb.At(p) != empty || c != black && c != white {
		return 0
	}
	return pb.libsAfterN(c, int(p), min(max, 4))
}

// libsAfterN is LibertiesAfter for an empty p, counting up to max (1..4).
func (pb *Board) libsAfterN(c board.Color, p int, max int) int {
	return pb.libsAfterBut(c, p, board.Pass, max)
}

// libsAfterBut is libsAfterN not counting the point but, as if the
// opponent held it: a bound from below on the liberties c's move at p
// would have after an opponent move at but (exact but for captures of
// that opponent stone).
func (pb *Board) libsAfterBut(c board.Color, p int, but board.Point, max int) int {
	libs := pb.libSetAfter(c, p, but, max)
	return libs.n
}

// libSetAfter is libsAfterBut returning the liberties found (up to max)
// as well as their number.
func (pb *Board) libSetAfter(c board.Color, p int, but board.Point, max int) libSet {
	p &= mask
	var libs libSet
	libs.skip, libs.skip2 = board.Point(p), but
	libs.max = max
	var joined [4]int
	nJoined := 0
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		n &= mask
		switch k := pb.color[n]; {
		case k == empty:
			libs.add(board.Point(n))
		case k == c:
			h := int(pb.head[n]) & mask
			if containsInt(joined[:nJoined], h) {
				continue
			}
			joined[nJoined] = h
			nJoined++
			if pb.friendLibs(&libs, h, p, but) {
				libs.n = max // two of its own besides p and but
			}
		case k == c.Opponent():
			if lib, ok := pb.atari(int(pb.head[n])); ok && lib == board.Point(p) {
				libs.add(board.Point(n))
			}
		}
		if libs.n >= max {
			libs.n = max
			return libs
		}
	}
	return libs
}

// friendLibs adds to libs the liberties of the string with head h that
// are neither p nor but, and reports true, adding nothing, when it has two
// or more of them and libs counts no more than 2: then libs is full.
//
// Without p's and but's share of its pseudo-liberties (one per stone next
// to the point), the string's pseudo-liberties are none, one point (their
// variance is zero: see atari) or several, in O(1); only in the last case
// with libs counting 3 or more is the string walked.
func (pb *Board) friendLibs(libs *libSet, h, p int, but board.Point) bool {
	h &= mask
	kp := pb.stonesNext(h, p)
	n := int64(pb.libs[h]) - kp
	sum := int64(pb.lsum[h]) - kp*int64(p)
	sum2 := int64(pb.lsum2[h]) - kp*int64(p*p)
	if but != board.Pass {
		kb := pb.stonesNext(h, int(but))
		n -= kb
		sum -= kb * int64(but)
		sum2 -= kb * int64(but) * int64(but)
	}
	switch {
	case n == 0:
		return false
	case n*sum2 == sum*sum:
		libs.add(board.Point(sum / n))
		return false
	case libs.max <= 2:
		return true
	}
	pb.addStringLibs(libs, h)
	return false
}

// addStringLibs adds to libs the liberties of the string with head h,
// walking its stones until libs is full.
func (pb *Board) addStringLibs(libs *libSet, h int) {
	h &= mask
	q := h
	for {
		for _, m := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if pb.color[m&mask] == empty {
				libs.add(board.Point(m))
			}
		}
		q = int(pb.next[q]) & mask
		if q == h || libs.n >= libs.max {
			return
		}
	}
}

// stonesNext returns the number of stones of the string with head h next
// to the point p: the pseudo-liberties p gives it when p is empty.
func (pb *Board) stonesNext(h, p int) int64 {
	hp := board.Point(h)
	var k int64
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if pb.head[n&mask] == hp && isStone(pb.color[n&mask]) {
			k++
		}
	}
	return k
}

// extensionLibs returns, counted up to 3, the liberties that c's string
// would have after c plays the empty points a and b (b may be a again),
// not counting x: the empty neighbours of a and b and the liberties of the
// c strings next to them, whatever else is played at x. Captures are not
// counted, so it is a bound from below on what the moves would give, and
// it holds after an opponent stone at x (which can capture none of these
// strings when each has a liberty at a or b besides x).
func (pb *Board) extensionLibs(c board.Color, a, b int, x board.Point) int {
	var libs libSet
	libs.skip, libs.skip2, libs.skip3 = board.Point(a&mask), board.Point(b&mask), x
	libs.max = 3
	var joined [8]int
	nJoined := 0
	for _, p := range [2]int{a & mask, b & mask} {
		for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
			n &= mask
			switch pb.color[n] {
			case empty:
				libs.add(board.Point(n))
			case c:
				h := int(pb.head[n]) & mask
				if containsInt(joined[:nJoined], h) {
					continue
				}
				joined[nJoined] = h
				nJoined++
				pb.addStringLibs(&libs, h)
			}
			if libs.n >= 3 {
				return 3
			}
		}
	}
	return libs.n
}

// libSet collects up to max (at most 4) distinct liberties, never skip,
// skip2 or skip3 (the zero Point is a wall's, so an unset skip skips
// nothing that could be a liberty).
type libSet struct {
	p    [4]board.Point
	n    int
	max  int
	skip board.Point
	// skip2 and skip3 are more points never counted (board.Pass or 0
	// for none).
	skip2, skip3 board.Point
}

func (s *libSet) add(p board.Point) {
	if p == s.skip || p == s.skip2 || p == s.skip3 || s.n >= s.max {
		return
	}
	for _, q := range s.p[:s.n] {
		if q == p {
			return
		}
	}
	s.p[s.n&3] = p
	s.n++
}

// libsOf returns the number of distinct liberties of the string with head
// h, counted up to 3, and the first two found.
func (pb *Board) libsOf(h int) (n int, l1, l2 board.Point) {
	h &= mask
	if l, ok := pb.atari(h); ok {
		return 1, l, board.Pass
	}
	if pb.libs[h] == 0 {
		return 0, board.Pass, board.Pass
	}
	var s libSet
	s.max, s.skip, s.skip2 = 3, board.Pass, board.Pass
	pb.addStringLibs(&s, h)
	return s.n, s.p[0], s.p[1]
}

// Ladder reports whether the string at s, a stone with one or two
// liberties, is captured in a ladder: in atari, with its owner to move,
// whatever it does (extend, or take an attacking string in atari next to
// it) the attacker keeps it in atari until it is taken; with two
// liberties, with the attacker to move, the attacker has an atari that
// starts such a ladder (LadderAtari). A string that reaches three
// liberties escapes. The read is bounded (ladderPlies moves in a line,
// ladderNodes positions in all); a read that runs out says the string
// escapes. It works on a copy of the board: the board itself is not
// changed. Who is to move on the board does not matter.
func (pb *Board) Ladder(s board.Point) bool {
	c := pb.At(s)
	if c != black && c != white {
		return false
	}
	switch n, _, _ := pb.libsOf(int(pb.head[s])); n {
	case 1:
		return pb.ladderCaptured(int(s))
	case 2:
		return pb.ladderAtari(int(s)) != board.Pass
	}
	return false
}

// LadderAtari returns the atari on the string at s, a stone with two
// liberties, that captures it in a ladder (see Ladder), or board.Pass when
// neither atari does.
func (pb *Board) LadderAtari(s board.Point) board.Point {
	c := pb.At(s)
	if c != black && c != white {
		return board.Pass
	}
	if n, _, _ := pb.libsOf(int(pb.head[s])); n != 2 {
		return board.Pass
	}
	return pb.ladderAtari(int(s))
}

// Bounds of a ladder read: the moves of one line, and the positions
// looked at in all.
const (
	ladderPlies = 64
	ladderNodes = 128
)

// ladder is a ladder read on a scratch copy of a board. The line of moves
// played on the copy is kept, so trying another branch restores the copy
// from the original and replays the line's prefix: in a ladder almost
// every position has one sensible move, so the copy is rarely restored.
type ladder struct {
	orig *Board
	b    *Board
	line [ladderPlies]struct {
		c board.Color
		p board.Point
	}
	n     int
	nodes int
	s     int // a stone of the chased string
}

// ladderCaptured is Ladder for a string in atari. An extension to three
// liberties is seen on the board itself, without a copy.
func (pb *Board) ladderCaptured(s int) bool {
	s &= mask
	if lib, ok := pb.atari(int(pb.head[s])); ok && pb.extensionLibs(pb.color[s], int(lib), int(lib), board.Pass) == 3 {
		return false
	}
	work := *pb
	l := ladder{orig: pb, b: &work, s: s}
	return l.captured()
}

// ladderAtari is LadderAtari for a string with two liberties. When after
// either atari the extension at the other liberty gives three liberties,
// that is seen on the board itself, without a copy.
func (pb *Board) ladderAtari(s int) board.Point {
	s &= mask
	d := pb.color[s]
	if n, l1, l2 := pb.libsOf(int(pb.head[s])); n == 2 &&
		pb.extensionLibs(d, int(l1), int(l1), l2) == 3 && pb.extensionLibs(d, int(l2), int(l2), l1) == 3 {
		return board.Pass
	}
	work := *pb
	l := ladder{orig: pb, b: &work, s: s}
	return l.atari()
}

// copyForRead makes dst a copy of pb for a read: every field but first
// and banned, which only random moves use, and of the per-point arrays
// only the rows up to h+1, the board and its wall ring (a read looks no
// farther than the neighbours of the board's points), and of the
// empty-point list only the entries in use. On 9x9 that is about a third
// of the Board. undo restores a read's scratch copy with it: the scratch
// began as a whole copy (a fresh Board would need zeroing, which costs
// what a whole copy does), and a read writes nothing that is not copied
// here but empty-list entries past those in use.
func (pb *Board) copyForRead(dst *Board) {
	n := (pb.h + 2) * board.Stride
	copy(dst.color[:n], pb.color[:n])
	copy(dst.head[:n], pb.head[:n])
	copy(dst.next[:n], pb.next[:n])
	copy(dst.libs[:n], pb.libs[:n])
	copy(dst.lsum[:n], pb.lsum[:n])
	copy(dst.lsum2[:n], pb.lsum2[:n])
	copy(dst.stones[:n], pb.stones[:n])
	copy(dst.emptyAt[:n], pb.emptyAt[:n])
	copy(dst.nbr[:n], pb.nbr[:n])
	copy(dst.empties[:pb.nEmpty], pb.empties[:pb.nEmpty])
	dst.ataris, dst.nAtaris = pb.ataris, pb.nAtaris
	dst.nEmpty, dst.w, dst.h = pb.nEmpty, pb.w, pb.h
	dst.toMove, dst.koColor, dst.ko = pb.toMove, pb.koColor, pb.ko
	dst.passes, dst.last, dst.prev = pb.passes, pb.last, pb.prev
	dst.stonesOf, dst.captures = pb.stonesOf, pb.captures
	dst.lastKo, dst.koAge = pb.lastKo, pb.koAge
}

// play plays c at p on the copy, when legal and the line is not full.
func (l *ladder) play(c board.Color, p board.Point) bool {
	if l.n == ladderPlies || !l.b.Legal(c, p) {
		return false
	}
	l.b.place(c, int(p))
	l.line[l.n].c, l.line[l.n].p = c, p
	l.n++
	return true
}

// undo brings the copy back to the position after the first n moves of
// the line.
func (l *ladder) undo(n int) {
	if l.n == n {
		return
	}
	l.orig.copyForRead(l.b)
	for i := range n {
		l.b.place(l.line[i].c, int(l.line[i].p))
	}
	l.n = n
}

// captured reports whether the chased string, in atari with its owner to
// move, is captured.
func (l *ladder) captured() bool {
	l.nodes++
	if l.nodes > ladderNodes || l.n == ladderPlies {
		return false
	}
	b := l.b
	h := int(b.head[l.s]) & mask
	lib, ok := b.atari(h)
	if !ok {
		return false
	}
	d := b.color[l.s]
	// An extension to three liberties (legal then, and no ko retake) is
	// an escape seen without a move played; one that stays in atari is
	// no way out.
	var opts candidates
	ext := b.libsAfterN(d, int(lib), 3)
	if ext == 3 {
		return false
	}
	b.captureNext(h, &opts)
	if ext == 2 {
		opts.add(lib)
	}
	n := l.n
	for _, p := range opts.p[:opts.n] {
		l.undo(n)
		if !l.play(d, p) {
			continue
		}
		switch k, l1, l2 := b.libsOf(int(b.head[l.s])); {
		case k >= 3:
			return false
		case k == 2 && l.atariOn(l1, l2) == board.Pass:
			return false
		}
	}
	return true
}

// atari returns the attacker's atari on the chased string, which has two
// liberties with the attacker to move, that leads to its capture, or
// board.Pass. The atari that leaves the string the liberty with fewer
// empty neighbours (the one toward the edge or the attacker's stones) is
// tried first.
func (l *ladder) atari() board.Point {
	k, l1, l2 := l.b.libsOf(int(l.b.head[l.s]))
	if k != 2 {
		l.nodes++
		return board.Pass
	}
	return l.atariOn(l1, l2)
}

// atariOn is atari for the chased string with the liberties l1 and l2,
// already counted.
func (l *ladder) atariOn(l1, l2 board.Point) board.Point {
	l.nodes++
	if l.nodes > ladderNodes {
		return board.Pass
	}
	b := l.b
	if b.nbr[l1&mask]&15 < b.nbr[l2&mask]&15 {
		l1, l2 = l2, l1 // play l1, leaving l2, the tighter one
	}
	d := b.color[l.s]
	// An atari is not played when extending at the other liberty then
	// reaches three liberties whatever it does. Both ataris are judged
	// here, before either is played, so that a first atari that fails
	// does not bring the copy back (see undo) only to find the second
	// one hopeless.
	try1 := b.libsAfterBut(d, int(l2), l1, 3) < 3
	try2 := b.libsAfterBut(d, int(l1), l2, 3) < 3
	n := l.n
	if try1 && l.play(d.Opponent(), l1) && l.captured() {
		return l1
	}
	if !try2 {
		return board.Pass
	}
	l.undo(n)
	if l.play(d.Opponent(), l2) && l.captured() {
		return l2
	}
	return board.Pass
}
