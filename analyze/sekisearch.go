package analyze

import (
	"github.com/goscore/goscore/board"
)

// This file is the seki search: on a board the pre-filter
// (sekifilter.go) lets through, which strings live in seki without two
// eyes, by the shapes docs/rules.md lists.

// findSeki is FindSeki's search on a board that mayHoldSeki let through,
// into seki, which must be empty. It runs on few boards, so it is written
// for clarity rather than speed.
func findSeki(b *board.Board, seki *Seki) {
	cells := b.Cells()
	pts := b.Points(nil)

	// Strings and their liberties; empty regions and their borders.
	strs, sid := sekiStrings(b)
	var rid [board.Cells]int32 // region id+1 per empty point
	type region struct {
		points  []board.Point
		colours board.Color    // bit set: 1<<Black, 1<<White
		strings map[int32]bool // bordering string ids
	}
	var regs []region
	var queue []board.Point
	for _, p := range pts {
		if cells[p] != Empty || rid[p] != 0 {
			continue
		}
		queue = append(queue[:0], p)
		id := int32(len(regs) + 1)
		rid[p] = id
		for head := 0; head < len(queue); head++ {
			for _, n := range queue[head].Neighbours() {
				if cells[n] == Empty && rid[n] == 0 {
					rid[n] = id
					queue = append(queue, n)
				}
			}
		}
		regs = append(regs, region{points: append([]board.Point(nil), queue...), strings: map[int32]bool{}})
	}
	for i := range regs {
		r := &regs[i]
		for _, p := range r.points {
			for _, n := range p.Neighbours() {
				if c := cells[n]; c == Black || c == White {
					r.colours |= 1 << c
					r.strings[sid[n]] = true
				}
			}
		}
	}
	var alive [3]*Life
	alive[Black], alive[White] = Benson(b, Black), Benson(b, White)
	isAlive := func(id int32) bool { s := &strs[id-1]; return alive[s.colour].Alive[s.stones[0]] }

	// Union the strings that may share a seki.
	parent := make([]int32, len(strs)+1)
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
	union := func(a, b int32) { parent[find(a)] = find(b) }
	bad := make([]bool, len(strs)+1) // a string that cannot be in seki
	for id := int32(1); id <= int32(len(strs)); id++ {
		bad[id] = isAlive(id) || len(strs[id-1].libs) < 2
	}
	const both = 1<<Black | 1<<White
	for i := range regs {
		r := &regs[i]
		var first int32
		touchesLife := false
		for id := range r.strings {
			touchesLife = touchesLife || isAlive(id)
		}
		for id := range r.strings {
			if isAlive(id) {
				continue
			}
			if r.colours != both && touchesLife {
				bad[id] = true // an eye shared with a living string
				continue
			}
			if r.colours == both && !sharedNext(cells, r.points, strs[id-1].colour, sid, id) {
				continue // joined only through points that are not shared liberties
			}
			if first == 0 {
				first = id
			} else {
				union(id, first)
			}
		}
	}
	// Components: their strings and colours, then the checks.
	members := map[int32][]int32{}
	for id := int32(1); id <= int32(len(strs)); id++ {
		if !isAlive(id) {
			root := find(id)
			members[root] = append(members[root], id)
		}
	}
	safe := func(c board.Color, p board.Point) bool {
		libs := map[board.Point]bool{}
		for _, n := range p.Neighbours() {
			switch k := cells[n]; {
			case k == Empty:
				libs[n] = true
			case k == c:
				for l := range strs[sid[n]-1].libs {
					libs[l] = true
				}
			case k == c.Opponent():
				if ls := strs[sid[n]-1].libs; len(ls) == 1 {
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
		return sacrificeKills(cells, p, c, q, func(n board.Point) *sekiString { return &strs[sid[n]-1] })
	}
	roots := make([]int32, 0, len(members))
	for root := range members {
		roots = append(roots, root)
	}
	sortIDs(roots, func(id int32) board.Point { return strs[members[id][0]-1].stones[0] })
	for _, root := range roots {
		ids := members[root]
		in := map[int32]bool{}
		var colours board.Color
		ok := true
		for _, id := range ids {
			in[id] = true
			colours |= 1 << strs[id-1].colour
			ok = ok && !bad[id]
		}
		if !ok || colours != both {
			continue
		}
		// The regions next to the component: shared ones to test, eyes to keep.
		var shared, eyes []int
		seen := map[int32]bool{}
		for _, id := range ids {
			for l := range strs[id-1].libs {
				if r := rid[l]; !seen[r] {
					seen[r] = true
					if regs[r-1].colours == both {
						shared = append(shared, int(r-1))
					} else {
						eyes = append(eyes, int(r-1))
					}
				}
			}
		}
		for _, ri := range shared {
			for _, p := range regs[ri].points {
				ok = ok && !safe(Black, p) && !safe(White, p)
			}
		}
		for _, ri := range eyes {
			for _, p := range regs[ri].points {
				next := false
				for _, n := range p.Neighbours() {
					next = next || (cells[n] != Empty && cells[n] != Wall && in[sid[n]])
				}
				ok = ok && next
			}
			for id := range regs[ri].strings {
				ok = ok && in[id]
			}
		}
		if !ok || len(shared) == 0 {
			continue
		}
		var g SekiGroup
		for _, id := range ids {
			s := &strs[id-1]
			for _, p := range s.stones {
				seki.kind[p], seki.owner[p] = SekiStone, s.colour
				g.Stones = append(g.Stones, p)
			}
			seki.Stones[s.colour] += len(s.stones)
		}
		for _, ri := range shared {
			for _, p := range regs[ri].points {
				seki.kind[p] = SekiShared
				g.Shared = append(g.Shared, p)
			}
			seki.Shared += len(regs[ri].points)
		}
		for _, ri := range eyes {
			c := Black
			if regs[ri].colours == 1<<White {
				c = White
			}
			for _, p := range regs[ri].points {
				seki.kind[p], seki.owner[p] = SekiEye, c
				g.Eyes[c] = append(g.Eyes[c], p)
			}
			seki.EyePoints[c] += len(regs[ri].points)
		}
		sortFileOrder(g.Stones)
		sortFileOrder(g.Shared)
		sortFileOrder(g.Eyes[Black])
		sortFileOrder(g.Eyes[White])
		seki.Groups = append(seki.Groups, g)
	}
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
