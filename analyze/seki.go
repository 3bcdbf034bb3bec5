package analyze

import (
	"sync"

	"github.com/goscore/goscore/board"
)

// positions are scratch positions for the liberty counts of FindSeki and
// OpenBorders, which run once a verdict.
var positions = sync.Pool{New: func() any { return new(Position) }}

// SekiKind is what a point of a seki is.
type SekiKind uint8

// The parts of a seki.
const (
	NotSeki    SekiKind = iota // not part of any seki
	SekiStone                  // a stone of a string in seki
	SekiEye                    // an empty point of an eye of a seki group: bordered by one colour only
	SekiShared                 // a shared liberty: an empty point next to both colours, dame inside the seki
)

// SekiGroup is one seki: the strings of both colours that live together,
// their eyes and the liberties they share.
type SekiGroup struct {
	Stones []board.Point    // the stones of both colours, top row first
	Shared []board.Point    // the shared liberties
	Eyes   [3][]board.Point // the eye points, by owner (Black, White)
}

// Seki is the seki FindSeki finds on a position.
type Seki struct {
	Groups []SekiGroup
	kind   [board.Cells]SekiKind
	owner  [board.Cells]board.Color // the colour of a seki stone, or the owner of a seki eye
	// EyePoints counts the eye points of each colour (Black, White);
	// Stones the stones of each colour in seki; Shared the shared liberties.
	EyePoints [3]int
	Stones    [3]int
	Shared    int
}

// At returns what p is in the seki, and the colour of its stone or of the
// eye's owner (Empty for a shared liberty or a point outside any seki).
func (s *Seki) At(p board.Point) (SekiKind, board.Color) {
	if s == nil || p <= 0 || int(p) >= board.Cells {
		return NotSeki, Empty
	}
	return s.kind[p], s.owner[p]
}

// FindSeki finds the seki of b, a position with its captured and dead
// stones already off (docs/rules.md, Seki). It is a static check, not a
// reading: a set of strings of both colours is in seki when
//
//   - the strings are joined by shared liberties (empty points next to
//     both colours) and by the eyes between strings of one colour (empty
//     regions bordered by that colour only), with every empty point of
//     an eye next to one of them;
//   - no string among them is unconditionally alive (Benson), or borders
//     an eye that an unconditionally alive string also borders;
//   - every string has at least two liberties;
//   - and no empty point of the regions touching both colours next to
//     them can be filled safely by either colour: a stone there captures
//     nothing, and its string is left with at most one liberty, which the
//     opponent then takes (self-atari), or it is suicide; unless that
//     self-atari is a sacrifice that kills: at most three stones, whose
//     capture leaves the capturing string no liberty but the points they
//     held (an eye of three points or fewer, killed by a placement).
//
// Positions that need reading (a ko, a throw-in that comes back as a
// snapback, the bent four in the corner, a group that could connect out
// by a sequence) are judged by this shape alone.
func FindSeki(b *board.Board) *Seki {
	cells := b.Cells()
	pts := b.Points(nil)
	// A seki needs a shared liberty that neither side can fill safely, so
	// one with at most one empty neighbour (a stone on a point with two is
	// left two liberties): without such a point there is nothing to find,
	// and the strings, regions and Benson's test below are skipped.
	if !anyTightShared(b, pts) {
		return &Seki{}
	}

	// Strings and their liberties; empty regions and their borders.
	var sid, rid [board.Cells]int32 // string id+1 per stone, region id+1 per empty point
	type str struct {
		colour board.Color
		stones []board.Point
		libs   map[board.Point]bool
	}
	type region struct {
		points  []board.Point
		colours board.Color    // bit set: 1<<Black, 1<<White
		strings map[int32]bool // bordering string ids
	}
	var strs []str
	var regs []region
	var queue []board.Point
	for _, p := range pts {
		c := cells[p]
		if (c == Empty && rid[p] != 0) || (c != Empty && sid[p] != 0) {
			continue
		}
		queue = append(queue[:0], p)
		if c == Empty {
			id := int32(len(regs) + 1)
			rid[p] = id
			r := region{strings: map[int32]bool{}}
			for head := 0; head < len(queue); head++ {
				for _, n := range queue[head].Neighbours() {
					if cells[n] == Empty && rid[n] == 0 {
						rid[n] = id
						queue = append(queue, n)
					}
				}
			}
			r.points = append([]board.Point(nil), queue...)
			regs = append(regs, r)
			continue
		}
		id := int32(len(strs) + 1)
		sid[p] = id
		s := str{colour: c, libs: map[board.Point]bool{}}
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
	var find func(int32) int32
	find = func(x int32) int32 {
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
			if r.colours == both && !sharedNext(cells, r.points, strs[id-1].colour, &sid, id) {
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
	seki := &Seki{}
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
		return sacrificeKills(cells, p, c, libs, func(n board.Point) *map[board.Point]bool { return &strs[sid[n]-1].libs },
			func(n board.Point) int { return len(strs[sid[n]-1].stones) })
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
	return seki
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

// sacrificeKills reports whether c's stone at p, whose string is left with
// the one liberty in libs, is a sacrifice that kills: the string holds at
// most three stones, and once the opponent takes it the capturing string
// has no liberty but the points the stones held, a small eye that c kills
// with a placement. libsOf and sizeOf give the liberties and the size of
// the string at a point.
func sacrificeKills(cells *[board.Cells]board.Color, p board.Point, c board.Color, libs map[board.Point]bool,
	libsOf func(board.Point) *map[board.Point]bool, sizeOf func(board.Point) int) bool {
	var q board.Point
	for l := range libs {
		q = l
	}
	size := 1
	counted := map[*map[board.Point]bool]bool{}
	for _, n := range p.Neighbours() {
		if cells[n] == c && !counted[libsOf(n)] {
			counted[libsOf(n)] = true
			size += sizeOf(n)
		}
	}
	if size > 3 {
		return false
	}
	// The capturer's liberties after the capture, other than the
	// captured points: those of the opponent strings next to q and q's
	// own empty neighbours, but q and p.
	o := c.Opponent()
	for _, n := range q.Neighbours() {
		switch {
		case cells[n] == Empty && n != p:
			return false
		case cells[n] == o:
			for l := range *libsOf(n) {
				if l != q && l != p {
					return false
				}
			}
		}
	}
	return true
}

// OpenBorders returns the points of e.After's unfinished borders
// (docs/rules.md, Dame and open borders), top row first: every point of an
// empty region that touches both colours and has two points or more (one
// side can still play there and the other answer), unless all of them are
// shared liberties of a seki FindSeki found, and every single-point region
// touching both colours that is the last liberty of a string next to it (a
// capture still to make).
func (e *Evaluation) OpenBorders() []board.Point {
	b := &e.After
	cells := b.Cells()
	var pos *Position // the liberties of every string, made when first asked
	var seen [board.Cells]bool
	var out, queue []board.Point
	for _, p := range b.Points(nil) {
		if cells[p] != Empty || seen[p] {
			continue
		}
		seen[p] = true
		queue = append(queue[:0], p)
		var colours board.Color
		for head := 0; head < len(queue); head++ {
			for _, n := range queue[head].Neighbours() {
				switch k := cells[n]; {
				case k == Empty && !seen[n]:
					seen[n] = true
					queue = append(queue, n)
				case k == Black || k == White:
					colours |= 1 << k
				}
			}
		}
		if colours != 1<<Black|1<<White {
			continue
		}
		open := false
		if len(queue) >= 2 {
			for _, q := range queue {
				if k, _ := e.seki.At(q); k != SekiShared {
					open = true
				}
			}
		} else {
			if pos == nil {
				pos = positions.Get().(*Position)
				defer positions.Put(pos)
				pos.Reset([]board.Board{*b})
			}
			for _, n := range p.Neighbours() {
				if k := cells[n]; (k == Black || k == White) && pos.Liberties(n) <= 1 {
					open = true
				}
			}
		}
		if open {
			out = append(out, queue...)
		}
	}
	sortFileOrder(out)
	return out
}

// anyTightShared reports whether some empty point of pts is next to both
// colours and that neither colour can fill without self-atari (selfAtari):
// a shared liberty that may be a seki's. It is a quick filter, so that most boards skip the rest.
func anyTightShared(b *board.Board, pts []board.Point) bool {
	cells := b.Cells()
	var pos *Position
	for _, p := range pts {
		if cells[p] != Empty {
			continue
		}
		var colours board.Color
		empties := 0
		for _, n := range p.Neighbours() {
			switch k := cells[n]; k {
			case Empty:
				empties++
			case Black, White:
				colours |= 1 << k
			}
		}
		if colours != 1<<Black|1<<White || empties > 1 {
			continue
		}
		if pos == nil {
			pos = positions.Get().(*Position)
			defer positions.Put(pos)
			pos.Reset([]board.Board{*b})
		}
		if selfAtari(pos, p, Black) && selfAtari(pos, p, White) {
			return true
		}
	}
	return false
}

// selfAtari reports whether c at p captures nothing and leaves its string
// at most one liberty, from the strings of pos, without a map.
func selfAtari(pos *Position, p board.Point, c board.Color) bool {
	cells := pos.Board.Cells()
	var found [2]board.Point
	n := 0
	add := func(l board.Point) bool { // false once a second liberty is found
		if l == p || (n == 1 && found[0] == l) {
			return true
		}
		found[n] = l
		n++
		return n < 2
	}
	for _, m := range p.Neighbours() {
		switch k := cells[m]; {
		case k == Empty:
			if !add(m) {
				return false
			}
		case k == c.Opponent():
			if pos.Liberties(m) == 1 {
				return false // a capture
			}
		case k == c:
			for s := m; ; {
				for _, l := range s.Neighbours() {
					if cells[l] == Empty && !add(l) {
						return false
					}
				}
				if s = pos.next[s]; s == m {
					break
				}
			}
		}
	}
	return true
}
