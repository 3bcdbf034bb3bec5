package analyze

import (
	"slices"

	"github.com/goscore/goscore/board"
)

// This file is the seki search: on a board the pre-filter
// (sekifilter.go) lets through, which strings live in seki without two
// eyes, by the shapes docs/rules.md lists.

// findSeki is FindSeki's search on a board that mayHoldSeki let through,
// into seki, which must be empty. It runs on few boards, so it is written
// for clarity rather than speed.
func findSeki(b *board.Board, seki *Seki) {
	s := newSekiSearch(b)
	members := s.components()
	roots := make([]int32, 0, len(members))
	for root := range members {
		roots = append(roots, root)
	}
	sortIDs(roots, func(id int32) board.Point { return s.strs[members[id][0]-1].stones[0] })
	for _, root := range roots {
		if shared, eyes, ok := s.check(members[root]); ok {
			s.mark(seki, members[root], shared, eyes)
		}
	}
}

// sekiSearch is findSeki's view of a board: its strings, its empty
// regions with their borders, and which strings are pass-alive.
type sekiSearch struct {
	cells *[board.Cells]board.Color
	strs  []sekiString
	sid   *[board.Cells]int32 // string id+1 per stone
	rid   [board.Cells]int32  // region id+1 per empty point
	regs  []sekiRegion
	alive [3]*Life
	bad   []bool // by string id: a string that cannot be in seki
}

// sekiRegion is an empty region: its points, the colours around it (a
// bit set: 1<<Black, 1<<White) and the strings.
type sekiRegion struct {
	points  []board.Point
	colours board.Color
	strings map[int32]bool
}

// both is the colours of a region both colours border.
const both = 1<<Black | 1<<White

// newSekiSearch finds b's strings, its empty regions and their borders,
// and Benson's life of each colour.
func newSekiSearch(b *board.Board) *sekiSearch {
	s := &sekiSearch{cells: b.Cells()}
	s.strs, s.sid = sekiStrings(b)
	var w board.Walker
	empty := func(n board.Point) bool { return s.cells[n] == Empty }
	for _, p := range b.Points(nil) {
		if s.cells[p] != Empty || w.Seen(p) {
			continue
		}
		r := sekiRegion{points: slices.Clone(w.Walk(p, empty)), strings: map[int32]bool{}}
		for _, q := range r.points {
			s.rid[q] = int32(len(s.regs) + 1)
			for _, n := range q.Neighbours() {
				if c := s.cells[n]; c == Black || c == White {
					r.colours |= 1 << c
					r.strings[s.sid[n]] = true
				}
			}
		}
		s.regs = append(s.regs, r)
	}
	s.alive[Black], s.alive[White] = Benson(b, Black), Benson(b, White)
	return s
}

// isAlive reports whether the string id is pass-alive.
func (s *sekiSearch) isAlive(id int32) bool {
	str := &s.strs[id-1]
	return s.alive[str.colour].Alive[str.stones[0]]
}

// components joins the strings that may share a seki (through a shared
// liberty next to them both, or an eye of theirs) and returns the strings
// of each component, by its root; it marks in s.bad the strings that
// cannot be in seki (pass-alive, in atari, or sharing an eye with a
// living string).
func (s *sekiSearch) components() map[int32][]int32 {
	n := int32(len(s.strs))
	parent := make([]int32, n+1)
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	s.bad = make([]bool, n+1)
	for id := int32(1); id <= n; id++ {
		s.bad[id] = s.isAlive(id) || len(s.strs[id-1].libs) < 2
	}
	for i := range s.regs {
		r := &s.regs[i]
		var first int32
		touchesLife := false
		for id := range r.strings {
			touchesLife = touchesLife || s.isAlive(id)
		}
		for id := range r.strings {
			if s.isAlive(id) {
				continue
			}
			if r.colours != both && touchesLife {
				s.bad[id] = true // an eye shared with a living string
				continue
			}
			if r.colours == both && !sharedNext(s.cells, r.points, s.strs[id-1].colour, s.sid, id) {
				continue // joined only through points that are not shared liberties
			}
			if first == 0 {
				first = id
			} else {
				parent[find(id)] = find(first)
			}
		}
	}
	members := map[int32][]int32{}
	for id := int32(1); id <= n; id++ {
		if !s.isAlive(id) {
			root := find(id)
			members[root] = append(members[root], id)
		}
	}
	return members
}

// safe reports whether c may play at the empty point p without giving
// the opponent a capture: a capture of its own, two liberties after, or a
// sacrifice that kills (sacrificeKills).
func (s *sekiSearch) safe(c board.Color, p board.Point) bool {
	libs := map[board.Point]bool{}
	for _, n := range p.Neighbours() {
		switch k := s.cells[n]; {
		case k == Empty:
			libs[n] = true
		case k == c:
			for l := range s.strs[s.sid[n]-1].libs {
				libs[l] = true
			}
		case k == c.Opponent():
			if ls := s.strs[s.sid[n]-1].libs; len(ls) == 1 {
				return true // a capture: a gain
			}
		}
	}
	delete(libs, p)
	if len(libs) != 1 {
		return len(libs) >= 2
	}
	var q board.Point // the one liberty left
	for l := range libs {
		q = l
	}
	return sacrificeKills(s.cells, p, c, q, func(n board.Point) *sekiString { return &s.strs[s.sid[n]-1] })
}

// check tells whether the component of strings ids is in seki: strings
// of both colours, none bad, regions next to it that are shared liberties
// neither colour can safely fill, and eyes bordered by its strings only;
// it returns the shared regions and the eyes (indices into s.regs).
func (s *sekiSearch) check(ids []int32) (shared, eyes []int, ok bool) {
	in := map[int32]bool{}
	var colours board.Color
	ok = true
	for _, id := range ids {
		in[id] = true
		colours |= 1 << s.strs[id-1].colour
		ok = ok && !s.bad[id]
	}
	if !ok || colours != both {
		return nil, nil, false
	}
	// The regions next to the component: shared ones to test, eyes to keep.
	seen := map[int32]bool{}
	for _, id := range ids {
		for l := range s.strs[id-1].libs {
			if r := s.rid[l]; !seen[r] {
				seen[r] = true
				if s.regs[r-1].colours == both {
					shared = append(shared, int(r-1))
				} else {
					eyes = append(eyes, int(r-1))
				}
			}
		}
	}
	for _, ri := range shared {
		for _, p := range s.regs[ri].points {
			ok = ok && !s.safe(Black, p) && !s.safe(White, p)
		}
	}
	for _, ri := range eyes {
		for _, p := range s.regs[ri].points {
			next := false
			for _, n := range p.Neighbours() {
				next = next || (s.cells[n] != Empty && s.cells[n] != Wall && in[s.sid[n]])
			}
			ok = ok && next
		}
		for id := range s.regs[ri].strings {
			ok = ok && in[id]
		}
	}
	return shared, eyes, ok && len(shared) > 0
}

// mark records the seki of the strings ids, with its shared regions and
// eyes, in seki: each point's kind and owner, the counts, and its group.
func (s *sekiSearch) mark(seki *Seki, ids []int32, shared, eyes []int) {
	var g SekiGroup
	for _, id := range ids {
		str := &s.strs[id-1]
		for _, p := range str.stones {
			seki.kind[p], seki.owner[p] = SekiStone, str.colour
			g.Stones = append(g.Stones, p)
		}
		seki.Stones[str.colour] += len(str.stones)
	}
	for _, ri := range shared {
		for _, p := range s.regs[ri].points {
			seki.kind[p] = SekiShared
			g.Shared = append(g.Shared, p)
		}
		seki.Shared += len(s.regs[ri].points)
	}
	for _, ri := range eyes {
		c := Black
		if s.regs[ri].colours == 1<<White {
			c = White
		}
		for _, p := range s.regs[ri].points {
			seki.kind[p], seki.owner[p] = SekiEye, c
			g.Eyes[c] = append(g.Eyes[c], p)
		}
		seki.EyePoints[c] += len(s.regs[ri].points)
	}
	sortFileOrder(g.Stones)
	sortFileOrder(g.Shared)
	sortFileOrder(g.Eyes[Black])
	sortFileOrder(g.Eyes[White])
	seki.Groups = append(seki.Groups, g)
}

// sharedNext reports whether a string of colour c (id) touches one of
// points that is next to both colours: a shared liberty of it.
func sharedNext(cells *[board.Cells]board.Color, points []board.Point, c board.Color, sid *[board.Cells]int32, id int32) bool {
	for _, p := range points {
		mine, theirs := false, false
		for _, n := range p.Neighbours() {
			mine = mine || (cells[n] == c && sid[n] == id)
			theirs = theirs || cells[n] == c.Opponent()
		}
		if mine && theirs {
			return true
		}
	}
	return false
}

// sortIDs sorts ids by the point first gives each, in board order, so
// the groups come out in the same order every run.
func sortIDs(ids []int32, first func(int32) board.Point) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && first(ids[j]) < first(ids[j-1]); j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// sekiString is a string as findSeki sees it: its colour, stones and
// liberties.
type sekiString struct {
	colour board.Color
	stones []board.Point
	libs   map[board.Point]bool
}

// sekiStrings returns the strings of b as findSeki sees them, and per
// stone the index+1 of its string in that list (0 elsewhere).
func sekiStrings(b *board.Board) (strs []sekiString, sid *[board.Cells]int32) {
	cells := b.Cells()
	sid = new([board.Cells]int32)
	var queue []board.Point
	for _, p := range b.Points(nil) {
		c := cells[p]
		if c == Empty || sid[p] != 0 {
			continue
		}
		queue = append(queue[:0], p)
		id := int32(len(strs) + 1)
		sid[p] = id
		s := sekiString{colour: c, libs: map[board.Point]bool{}}
		for head := 0; head < len(queue); head++ {
			for _, n := range queue[head].Neighbours() {
				switch {
				case cells[n] == c && sid[n] == 0:
					sid[n] = id
					queue = append(queue, n)
				case cells[n] == Empty:
					s.libs[n] = true
				}
			}
		}
		s.stones = append([]board.Point(nil), queue...)
		strs = append(strs, s)
	}
	return strs, sid
}

// sacrificeKills reports whether c's stone at p, whose string is left with
// the one liberty q, is a sacrifice that kills: the string holds at most
// three stones, and once the opponent takes it at q the capturing string
// has no liberty but the points the stones held, a small eye that c kills
// with a placement; and no other c string touches q. strAt gives the
// string of the stone at a point.
func sacrificeKills(cells *[board.Cells]board.Color, p board.Point, c board.Color, q board.Point, strAt func(board.Point) *sekiString) bool {
	size := 1
	counted := map[*sekiString]bool{}
	for _, n := range p.Neighbours() {
		if cells[n] == c && !counted[strAt(n)] {
			counted[strAt(n)] = true
			size += len(strAt(n).stones)
		}
	}
	if size > 3 {
		return false
	}
	// The capturer's liberties after the capture, other than the
	// captured points: those of the opponent strings next to q and q's
	// own empty neighbours, but q and p. A c stone next to q outside the
	// sacrificed string would be left next to the capturer: c takes the
	// capturing stone back rather than losing an eye, so it is no kill.
	o := c.Opponent()
	for _, n := range q.Neighbours() {
		switch {
		case cells[n] == Empty && n != p:
			return false
		case cells[n] == c && !counted[strAt(n)]:
			return false
		case cells[n] == o:
			for l := range strAt(n).libs {
				if l != q && l != p {
					return false
				}
			}
		}
	}
	return true
}
