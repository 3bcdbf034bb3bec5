package analyze

import (
	"github.com/goscore/goscore/board"
)

// This file checks what the settling's fills found by reading (read.go)
// and gathers the seki it leaves into groups.

// read checks by reading (read.go) what the fills found: a string they
// show can be captured is lost only when its capture gains (a capture
// that loses the race after it, as in a hanezeki or against a big eye, is
// none; only a capturer without two eyes can lose such a race), and a string they leave in seki is lost when the opponent, moving
// first, gains: a kill that needed another dame filled first. A fight too
// large to read keeps what the fills found.
func (s *settling) read(pts []board.Point, inSeki *[board.Cells]uint8) {
	cells := s.b.Cells()
	for _, p := range pts {
		// (A mark on a point the fills filled names no string of s.b: it
		// stays.)
		if c := cells[p]; s.lost[p] && (c == Black || c == White) && s.saved(p, c) {
			s.lost[p] = false
		}
	}
	var w board.Walker
	for _, p := range pts {
		c := cells[p]
		if inSeki[p] != 3 || s.lost[p] || w.Seen(p) {
			continue
		}
		lost := false
		for _, q := range w.Walk(p, func(n board.Point) bool { return cells[n] == c }) {
			lost = lost || s.lost[q]
		}
		if !lost && readGain(s.cleared, s.b, []board.Point{p}, c.Opponent(), goalGain, 10_000, s.memo) == readGains {
			s.lost[p] = true
		}
	}
}

// firstLost returns the first stone, in the order of pts, of a string the
// fills show lost (s.lost) that the reading does not save, as read does;
// false when none is. With unmark, the strings it saves are unmarked, as
// read unmarks them, so that read, after it, reads no string twice;
// between the two orders of fills, where the second reads s.lost, they
// stay marked.
func (s *settling) firstLost(pts []board.Point, unmark bool) (board.Point, bool) {
	cells := s.b.Cells()
	for _, p := range pts {
		if c := cells[p]; s.lost[p] && (c == Black || c == White) {
			if !s.saved(p, c) {
				return p, true
			}
			if unmark {
				s.lost[p] = false
			}
		}
	}
	return 0, false
}

// saved reports whether the reading saves the string of colour c at p that
// the fills show lost: its opponent, taking it, loses the race after.
func (s *settling) saved(p board.Point, c board.Color) bool {
	return s.weakAround(p) && readGain(s.cleared, s.b, []board.Point{p}, c.Opponent(), goalTake, 12_000, s.memo) == readLoses
}

// weakAround reports whether an opponent string next to the string at p
// (on the position as given) has no two eyes: only then can taking the
// string at p lose the race after it.
func (s *settling) weakAround(p board.Point) bool {
	f := &s.base
	o := f.cells[p].Opponent()
	var w board.Walker
	c := s.b.At(p)
	for _, q := range w.Walk(p, func(n board.Point) bool { return s.b.At(n) == c }) {
		for _, n := range q.Neighbours() {
			if f.cells[n] == o && s.eyeless(f, n, o) {
				return true
			}
		}
	}
	return false
}

// lostStrings returns the stones of the strings of s.b that s.lost marks,
// and puts a stone of each, the first in board order, in seki.Unsettled.
func (s *settling) lostStrings(pts []board.Point, seki *Seki) *[board.Cells]bool {
	cells := s.b.Cells()
	lost := new([board.Cells]bool)
	var queue []board.Point
	for _, p := range pts {
		if !s.lost[p] || lost[p] {
			continue
		}
		c := cells[p]
		queue = append(queue[:0], p)
		lost[p] = true
		first := p
		for i := 0; i < len(queue); i++ {
			for _, n := range queue[i].Neighbours() {
				if cells[n] == c && !lost[n] {
					lost[n] = true
					queue = append(queue, n)
				}
			}
			if before(queue[i], first) {
				first = queue[i]
			}
		}
		seki.Unsettled = append(seki.Unsettled, first)
	}
	sortFileOrder(seki.Unsettled)
	return lost
}

// before reports whether p comes before q in board order, top row first.
func before(p, q board.Point) bool {
	if p.Y() != q.Y() {
		return p.Y() > q.Y()
	}
	return p.X() < q.X()
}

// nextTo reports whether a neighbour of p is of kind k in seki.
func nextTo(seki *Seki, p board.Point, k SekiKind) bool {
	for _, n := range p.Neighbours() {
		if seki.kind[n] == k {
			return true
		}
	}
	return false
}

// sekiGroups gathers the points of seki into its groups: the stones,
// dame and eyes that touch one another, each list in board order.
func sekiGroups(seki *Seki, pts []board.Point) []SekiGroup {
	var groups []SekiGroup
	var seen [board.Cells]bool
	var queue []board.Point
	for _, p := range pts {
		k := seki.kind[p]
		if seen[p] || (k != SekiStone && k != SekiShared && k != SekiEye) {
			continue
		}
		queue = append(queue[:0], p)
		seen[p] = true
		var g SekiGroup
		for i := 0; i < len(queue); i++ {
			q := queue[i]
			switch seki.kind[q] {
			case SekiStone:
				g.Stones = append(g.Stones, q)
			case SekiShared:
				g.Shared = append(g.Shared, q)
			case SekiEye:
				g.Eyes[seki.owner[q]] = append(g.Eyes[seki.owner[q]], q)
			}
			for _, n := range q.Neighbours() {
				if k := seki.kind[n]; !seen[n] && (k == SekiStone || k == SekiShared || k == SekiEye) {
					seen[n] = true
					queue = append(queue, n)
				}
			}
		}
		sortFileOrder(g.Stones)
		sortFileOrder(g.Shared)
		sortFileOrder(g.Eyes[Black])
		sortFileOrder(g.Eyes[White])
		groups = append(groups, g)
	}
	return groups
}
