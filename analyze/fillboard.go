package analyze

import (
	"math/bits"

	"github.com/goscore/goscore/board"
)

// This file is the board the settling (settle.go) plays its fills on.

// libset is a set of points, a bit each.
type libset [board.Cells / 64]uint64

func (s *libset) add(p board.Point) { s[p>>6] |= 1 << (p & 63) }
func (s *libset) del(p board.Point) { s[p>>6] &^= 1 << (p & 63) }
func (s *libset) or(t *libset) {
	for i := range s {
		s[i] |= t[i]
	}
}

// count returns the number of points in s, stopping at max.
func (s *libset) count(max int) int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
		if n >= max {
			return max
		}
	}
	return n
}

// first returns the lowest point of s, or 0 when s is empty.
func (s *libset) first() board.Point {
	for i, w := range s {
		if w != 0 {
			return board.Point(i*64 + bits.TrailingZeros64(w))
		}
	}
	return 0
}

// fillBoard is the board the settling plays on: strings kept by a union of
// their stones, each with its liberties as a set, so a stone placed costs
// a few words of work and never a fill.
type fillBoard struct {
	cells  [board.Cells]board.Color
	parent [board.Cells]board.Point // a stone's way to its string's head
	libs   [board.Cells]libset      // at a head: the string's liberties
	size   [board.Cells]int16       // at a head: the string's stones

	// While journaling, every point changed is saved first, so that a
	// tentative line of play (a fill and its answers) can be taken back
	// without copying the board; path compression is off meanwhile.
	journaling bool
	journal    []saved
	queue      []board.Point // load's fill
}

// saved is a point of a fillBoard as it was.
type saved struct {
	p      board.Point
	cell   board.Color
	parent board.Point
	size   int16
	libs   libset
}

// save notes p as it is, while journaling.
func (f *fillBoard) save(p board.Point) {
	if f.journaling {
		f.journal = append(f.journal, saved{p, f.cells[p], f.parent[p], f.size[p], f.libs[p]})
	}
}

// begin starts a tentative line of play.
func (f *fillBoard) begin() {
	f.journaling = true
	f.journal = f.journal[:0]
}

// commit keeps the line played since begin.
func (f *fillBoard) commit() { f.journaling = false }

// rollback takes back the line played since begin.
func (f *fillBoard) rollback() {
	for i := len(f.journal) - 1; i >= 0; i-- {
		s := &f.journal[i]
		f.cells[s.p], f.parent[s.p], f.size[s.p], f.libs[s.p] = s.cell, s.parent, s.size, s.libs
	}
	f.journaling = false
}

// dead marks, on a fillBoard, a dead stone still on the board: it takes
// a liberty from the strings next to it and is never filled around or
// joined; it comes off when a stone placed next to it leaves it no empty
// neighbour (its capture).
const dead board.Color = 4

// load sets f to b, with the stones of withDead that b does not hold (the
// dead stones taken off b) on it as dead.
func (f *fillBoard) load(b, withDead *board.Board) {
	f.cells = *b.Cells()
	for _, p := range b.Points(nil) {
		f.parent[p] = 0
		if f.cells[p] == Empty && withDead.At(p) != Empty {
			f.cells[p] = dead
		}
	}
	for _, p := range b.Points(nil) {
		c := f.cells[p]
		if c != Black && c != White || f.parent[p] != 0 {
			continue
		}
		// The string of p, breadth-first; p is its head.
		queue := append(f.queue[:0], p)
		f.parent[p] = p
		f.libs[p] = libset{}
		for i := 0; i < len(queue); i++ {
			for _, n := range queue[i].Neighbours() {
				switch {
				case f.cells[n] == Empty:
					f.libs[p].add(n)
				case f.cells[n] == c && f.parent[n] == 0:
					f.parent[n] = p
					queue = append(queue, n)
				}
			}
		}
		f.size[p] = int16(len(queue))
		f.queue = queue
	}
}

// head returns the head of the string of the stone at p.
func (f *fillBoard) head(p board.Point) board.Point {
	for f.parent[p] != p {
		if !f.journaling {
			f.parent[p] = f.parent[f.parent[p]]
		}
		p = f.parent[p]
	}
	return p
}

// libsAfter returns the liberties c's string at the empty point p would
// have once a stone is there (up to max), and whether the stone would
// capture: an opponent string next to p whose only liberty is p.
func (f *fillBoard) libsAfter(c board.Color, p board.Point, max int) (n int, captures bool) {
	var l libset
	for _, q := range p.Neighbours() {
		switch k := f.cells[q]; {
		case k == Empty:
			l.add(q)
		case k == c:
			l.or(&f.libs[f.head(q)])
		case k == c.Opponent():
			h := f.head(q)
			captures = captures || f.libs[h].count(2) == 1
		}
	}
	l.del(p)
	return l.count(max), captures
}

// place puts a c stone on the empty point p, joining it to c's strings
// next to it; it captures nothing (callers never ask it to).
func (f *fillBoard) place(c board.Color, p board.Point) {
	f.save(p)
	f.cells[p] = c
	f.parent[p] = p
	f.libs[p] = libset{}
	f.size[p] = 1
	for _, q := range p.Neighbours() {
		switch k := f.cells[q]; {
		case k == Empty:
			f.libs[p].add(q)
		case k == Black || k == White:
			h := f.head(q)
			f.save(h)
			f.libs[h].del(p)
			if k == c && h != p {
				f.libs[p].or(&f.libs[h])
				f.size[p] += f.size[h]
				f.parent[h] = p
			}
		}
	}
	f.libs[p].del(p)
	for _, q := range p.Neighbours() {
		if f.cells[q] == dead {
			f.capture(q)
		}
	}
}

// capture takes off the dead stones joined to q when none of them has an
// empty neighbour left, giving their points to the strings around as
// liberties.
func (f *fillBoard) capture(q board.Point) {
	group := []board.Point{q}
	in := map[board.Point]bool{q: true}
	for i := 0; i < len(group); i++ {
		for _, n := range group[i].Neighbours() {
			switch {
			case f.cells[n] == Empty:
				return
			case f.cells[n] == dead && !in[n]:
				in[n] = true
				group = append(group, n)
			}
		}
	}
	for _, g := range group {
		f.save(g)
		f.cells[g] = Empty
	}
	for _, g := range group {
		for _, n := range g.Neighbours() {
			if k := f.cells[n]; k == Black || k == White {
				h := f.head(n)
				f.save(h)
				f.libs[h].add(g)
			}
		}
	}
}
