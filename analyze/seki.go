package analyze

import (
	"math"
	"math/bits"
	"sync"

	"github.com/goscore/goscore/board"
)

// scratches serve FindSeki on a bare board; an Evaluation keeps its own.
var scratches = sync.Pool{New: func() any { return new(sekiScratch) }}

// SekiKind is what a point of a seki is.
type SekiKind uint8

// The parts of a seki.
const (
	NotSeki    SekiKind = iota // not part of any seki
	SekiStone                  // a stone of a string in seki
	SekiEye                    // an empty point of an eye of a seki group: bordered by one colour only
	SekiShared                 // a shared liberty: an empty point next to both colours, dame inside the seki
	FalseEye                   // an empty point its owner must fill to keep a string from capture: not territory under territory scoring
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
	// FalseEyes counts, per colour, the points of its eyes it must fill
	// before the count (kind FalseEye).
	FalseEyes [3]int
	// Unsettled holds a stone of each string that the settling shows the
	// opponent can still capture, in board order: the position, with the
	// dead stones given, is not a finished one.
	Unsettled []board.Point
	// settled tells that the settling made this Seki (a finished
	// position), not the static check.
	settled bool
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
// stones already off (docs/rules.md, Japanese territory: the static check). It is a static check, not a
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
	seki := &Seki{}
	s := scratches.Get().(*sekiScratch)
	s.begin()
	if s.mayHoldSeki(b, nil) {
		findSeki(b, seki)
	}
	scratches.Put(s)
	return seki
}

// marked reports whether s holds marks of a board: clearing the whole
// Seki costs more than looking.
func (s *Seki) marked() bool {
	return s.Stones != [3]int{} || s.Shared != 0 || s.EyePoints != [3]int{} || s.FalseEyes != [3]int{} || len(s.Unsettled) > 0 || len(s.Groups) > 0
}

// FindSeki settles e.After, after the dead stones came off, as the
// Japanese rules settle a finished game before the count (docs/rules.md,
// Japanese territory): on a finished position, the seki the fills of the
// dame leave and the false eyes; on an unfinished one, or one where a
// string can still be captured (Seki.Unsettled), the seki of the static
// check (FindSeki). It keeps what it found: from then on Status names the
// stones and eyes in seki and the false eyes, and Score takes those eyes
// out of the territory under territory scoring. Evaluate and RemoveDead
// forget it. The Seki is e's own, overwritten by the next FindSeki on e;
// the strings it looked at are kept for OpenBorders.
func (e *Evaluation) FindSeki() *Seki {
	s := &e.sk
	if s.seki.marked() { // marks left by an earlier board
		s.seki = Seki{}
	}
	s.begin()
	// A seki's shared liberties are points of regions that touch both
	// colours, which Evaluate counted.
	if e.Dame > 0 && s.mayHoldSeki(&e.After, &e.fill.reach) {
		findSeki(&e.After, &s.seki)
	}
	e.seki = &s.seki
	// A finished position is settled as the Japanese rules settle it
	// before the count; an unfinished one is counted as it stands.
	var memo readMemo // the readings of this board, shared by settles and settle
	if e.settles(&memo) {
		var settled Seki
		settle(&e.After, e.Cleared(), &settled, &memo)
		if len(settled.Unsettled) == 0 {
			s.seki = settled
			s.seki.settled = true
		} else {
			// Not finished after all: counted as it stands, with the
			// strings that can be captured named.
			s.seki.Unsettled = settled.Unsettled
		}
	}
	e.seki = &s.seki
	return e.seki
}

// settles reports whether settle should run on e.After (docs/rules.md,
// Japanese territory): whether it is a finished position, where every
// empty point outside the regions of one colour touches a stone and none
// of them, alone in its region, is a string's last liberty (a capture
// still to make: an unfinished position is counted as it stands); and
// whether settling can change its count, which it cannot when every
// string has two eyes (liberties in two regions of its own colour, or in
// one of bigEye points or more): then no fill leaves a string in atari or
// loses a race, and every dame can be filled.
func (e *Evaluation) settles(memo *readMemo) bool {
	cells := e.After.Cells()
	s := &e.sk
	w, h := e.After.Width(), e.After.Height()
	// Label the strings, breadth-first over the scratch queue.
	n := int16(0)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			s.sid[p] = 0
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			c := cells[p]
			if (c != Black && c != White) || s.sid[p] != 0 {
				continue
			}
			n++
			s.sid[p], s.queue[0] = n, p
			s.libCount[n], s.eyeLibs[n] = 0, 0
			for head, tail := 0, 1; head < tail; head++ {
				for _, m := range s.queue[head].Neighbours() {
					if cells[m] == c && s.sid[m] == 0 {
						s.sid[m] = n
						s.queue[tail] = m
						tail++
					}
				}
			}
		}
	}
	// The regions of one colour, each named by a number, with its size:
	// a string has two eyes when its liberties there lie in two of them,
	// or in one of bigEye points or more.
	regions := int16(0)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			r := board.Color(e.fill.reach[p] & 3)
			if cells[p] != Empty || (r != Black && r != White) || s.sid[p] != 0 {
				continue
			}
			regions++
			s.sid[p], s.queue[0] = regions, p
			tail := 1
			for head := 0; head < tail; head++ {
				for _, m := range s.queue[head].Neighbours() {
					if cells[m] == Empty && s.sid[m] == 0 {
						s.sid[m] = regions
						s.queue[tail] = m
						tail++
					}
				}
			}
			s.eyeSize[regions] = int16(tail)
		}
	}
	// Each empty point is one liberty of every string next to it.
	lone := 0 // neutral points alone in their region, to look at last
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			if cells[p] != Empty || (e.dead > 0 && e.cleared.At(p) != Empty) {
				continue // a stone, or a dead one: a liberty only once taken
			}
			r := board.Color(e.fill.reach[p] & 3)
			own := r == Black || r == White
			var ids [4]int16
			stones, empties := 0, 0
			for i, m := range p.Neighbours() {
				id := s.sid[m]
				switch cells[m] {
				case Empty:
					empties++
					continue
				case Black, White:
					stones++
				default:
					continue
				}
				if id == ids[0] || id == ids[1] || id == ids[2] {
					continue
				}
				ids[i] = id
				s.libCount[id]++
				if eye := s.sid[p]; own && cells[m] == r && s.eyeLibs[id] < 2 {
					switch {
					case s.eyeSize[eye] >= bigEye:
						s.eyeLibs[id] = 2
					case s.eyeLibs[id] == 0:
						s.eyeLibs[id], s.firstEye[id] = 1, eye
					case s.firstEye[id] != eye:
						s.eyeLibs[id] = 2
					}
				}
			}
			if own {
				continue
			}
			if stones == 0 {
				return false // an open area: nothing touches p yet
			}
			if empties == 0 {
				s.out[lone&mask] = p
				lone++
			}
		}
	}
	// A capture still to make, unless the capturing side would lose the
	// race after it (a hanezeki): read it out, when a capturing string
	// has no two eyes. The readings come last, after every test that
	// answers without one: they cost more than the rest of the board's
	// work together, and when they run they run as they always did, in
	// board order, so the readings settle then shares are the same.
	for _, p := range s.out[:lone] {
		for _, m := range p.Neighbours() {
			if k := cells[m]; (k == Black || k == White) && s.libCount[s.sid[m]] == 1 && !e.weakCapturer(p, k.Opponent()) {
				return false
			}
		}
	}
	weak := false // a string without two eyes: settling can change the count
	for id := int16(1); id <= n && !weak; id++ {
		weak = s.eyeLibs[id] < 2
	}
	if !weak {
		return false
	}
	for _, p := range s.out[:lone] {
		for _, m := range p.Neighbours() {
			if k := cells[m]; (k == Black || k == White) && s.libCount[s.sid[m]] == 1 &&
				readGain(e.Cleared(), &e.After, []board.Point{m}, k.Opponent(), goalTake, 12_000, memo) != readLoses {
				return false
			}
		}
	}
	return true
}

// weakCapturer reports whether a string of colour o next to p, as
// settles labelled them, has no two eyes.
func (e *Evaluation) weakCapturer(p board.Point, o board.Color) bool {
	s := &e.sk
	for _, n := range p.Neighbours() {
		if e.After.At(n) == o && s.eyeLibs[s.sid[n]] < 2 {
			return true
		}
	}
	return false
}

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
	if e.Dame == 0 { // no region touches both colours
		return nil
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
	if n == 0 {
		return nil
	}
	return append([]board.Point(nil), s.out[:n]...)
}

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
	// A pass stamps once per string and once per region it fills: fewer
	// than 2*board.Cells stamps. Start afresh well before they wrap.
	if s.gen > math.MaxUint32-4*board.Cells {
		s.mark = [board.Cells]uint32{}
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
