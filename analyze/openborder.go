package analyze

import (
	"github.com/goscore/goscore/board"
)

// OpenBorders returns the points of e.After's unfinished borders
// (docs/rules.md, Dame and open borders), top row first: every point of an
// empty region that touches both colours and has two points or more (one
// side can still play there and the other answer), unless all of them are
// shared liberties of a seki FindSeki found, and every single-point region
// touching both colours that is the last liberty of a string next to it (a
// capture still to make).
//
// The regions' colours are those Evaluate found; a seki's shared
// liberties are whole regions, so a point of a region of two or more is
// open unless it is one of them. The strings are those FindSeki looked
// at, when it ran on this board.
func (e *Evaluation) OpenBorders() []board.Point {
	n := e.openBorders()
	if n == 0 {
		return nil
	}
	return append([]board.Point(nil), e.sk.out[:n]...)
}

// openBorders puts OpenBorders' points in e.sk.out, in order, and returns
// how many there are, allocating nothing.
func (e *Evaluation) openBorders() int {
	if e.Dame == 0 { // no region touches both colours
		return 0
	}
	b := &e.After
	cells := b.Cells()
	s := &e.sk
	if e.seki == nil { // FindSeki has not run on this board: its strings are not known
		s.begin()
	}
	s.prepare(b, &e.fill.reach)
	n := 0
	for _, p := range s.cand[:s.ncand] {
		var open bool
		if s.dirs[p&mask]&15 != 0 { // a region of two points or more
			k, _ := e.seki.At(p)
			open = k != SekiShared
		} else {
			k, _ := e.seki.At(p)
			open = k != SekiShared && (s.lastLiberty(cells, p-board.Stride, p) || s.lastLiberty(cells, p-1, p) ||
				s.lastLiberty(cells, p+1, p) || s.lastLiberty(cells, p+board.Stride, p))
		}
		s.out[n&mask] = p
		n += int(b2u(open))
	}
	return n
}
