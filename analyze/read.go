package analyze

import (
	"math"
	"sync"

	"github.com/goscore/goscore/board"
)

// This file reads a local fight to its end, for the settling
// (settle.go): the fills of the dame find most seki and most strings that
// can be captured, but not a capture that loses the race after it (a
// hanezeki, a big eye facing the capturer's group), nor a kill that needs
// the right dame filled first. A reading answers one question: can a side,
// moving first, take more stones than it loses?
//
// The reading plays on the strings it is asked about, the small empty
// regions next to them (eyes of at most readEye points, other regions of
// at most readRegion) and the strings next to those regions or to them,
// grown outwards through every string that could be taken; a string with
// a liberty in a larger region, or two one-point eyes of its own, is
// beyond reach: it is never taken, and the area grows no further from it.
// Moves are every legal play and the pass, under simple ko, suicide
// forbidden; a game ends after two passes, after a capture of readBig
// stones or more (the capturing side keeps them: a group that has just made
// an eye of that size is not read further), or when a position repeats on
// the line. Its outcome is material: the stones of the strings of the
// position that each side has taken, the dead stones not counted.

const (
	readEye    = 3      // the largest eye the reading plays in
	readRegion = 6      // the largest other region it plays in
	readPoints = 48     // the most points it plays on
	readEmpty  = 8      // the most empty points it plays on
	readBig    = 4      // the fewest stones whose capture ends a game
	readBudget = 25_000 // the positions the readings of one position may visit
	readDepth  = 64     // the longest line it follows
)

// readGoal is what a reading asks of the side moving first.
type readGoal int8

const (
	goalGain readGoal = iota // to end with more stones taken than lost
	goalTake                 // to take a string and end with no fewer taken than lost
)

// readOutcome is what a reading found for the side moving first.
type readOutcome int8

const (
	readUnknown readOutcome = iota // too large or too long to read
	readLoses                      // it cannot gain
	readGains                      // it can gain, whatever the opponent does
)

// rcells is a position of a reading: the colour of each point it plays on.
type rcells [readPoints]board.Color

// rnode is a position of a reading as its table keys it.
type rnode struct {
	packed   [2]uint64 // two bits a point
	captured uint64    // the original strings taken so far, a bit each
	ko       int8      // the point retaking is forbidden at, or -1
	toMove   board.Color
	passes   int8
}

// reader is the work of a reading: the area, and the search on it.
type reader struct {
	pts    []board.Point // the points played on, by index
	idx    [board.Cells]int8
	nb     [readPoints][4]int8     // per index: its neighbours among pts, -1 past the last
	fixed  [readPoints]bool        // per index: next to an empty point outside the area, a liberty for ever
	friend [readPoints]board.Color // per index: the colours of the strings beyond reach next to it, a bit each
	orig   [readPoints]int8        // per index: the original string of its stone, or -1 (none, dead)
	sizes  []int                   // per original string: its stones
	colour []board.Color           // per original string: its colour
	safe   []bool                  // per original string: beyond reach
	start  rcells

	attacker board.Color
	goal     readGoal
	tt       table // the positions read: their outcome, and those on the line being read
	nodes    int
	budget   int  // the positions this reading may visit
	pos      rpos // the position being read (readpos.go)

	// gather's scratch, kept from reading to reading: stamps instead of
	// arrays cleared per string, and buffers instead of a slice a fill.
	queued  [board.Cells]uint32 // a stone's stamp once its string is queued
	seen    [board.Cells]uint32 // a point's stamp once seen from the string at hand
	taken   [board.Cells]uint32 // a point's stamp once in the area (a stone's once its string is looked at)
	stamp   uint32
	gen     uint32        // the stamp of r.queued and r.taken in this gathering
	empties int           // the empty points in the area so far
	queue   []board.Point // one stone of each string to look at
	str     []board.Point // the string at hand
	fill    []board.Point // a seed's string, being queued
	regs    []board.Point // its regions, one after the other
	regEnds []int         // where each region ends in regs
}

// readGain reads the fight around the strings at seeds on b (the dead
// stones on; after is b with them off) and tells whether mover, moving
// first, can reach goal: take more stones than it loses (goalGain: the
// fight is not settled), or take a string at all without losing more than
// it took (goalTake: a capture still to make, where a capture that loses
// the race after it is none). It visits at most limit positions, then
// answers readUnknown. Readings of one position share memo (nil
// for none): several strings of one fight ask the same question, and the
// answers are kept by the area and its content.
func readGain(b, after *board.Board, seeds []board.Point, mover board.Color, goal readGoal, limit int, memo *readMemo) readOutcome {
	r := readers.Get().(*reader)
	defer readers.Put(r)
	r.reset()
	if !r.gather(b, after, seeds) {
		return readUnknown
	}
	key := readKey{hash: r.hash(), mover: mover, goal: goal}
	if res, ok := memo.get(key); ok {
		return res
	}
	r.budget = limit
	if memo != nil {
		r.budget = min(limit, readBudget-memo.spent)
	}
	r.goal = goal
	res := r.gains(mover)
	if readHook != nil {
		readHook(r.nodes, res, goal)
	}
	memo.put(key, res, r.nodes)
	return res
}

// readable reports whether readGain would read the fight around the
// string at seed on b (after: b with the dead stones off) at all: false
// when its area is too large, and readGain answers readUnknown whatever
// its budget.
func readable(b, after *board.Board, seed board.Point) bool {
	r := readers.Get().(*reader)
	defer readers.Put(r)
	r.reset()
	seeds := [1]board.Point{seed}
	return r.gather(b, after, seeds[:])
}

// readMemo keeps the readings of one position, and the positions they
// visited: all of them together may visit readBudget.
type readMemo struct {
	seen  map[readKey]readOutcome
	spent int
}

// readKey names a reading: its area and content, who moves, the goal.
type readKey struct {
	hash  uint64
	mover board.Color
	goal  readGoal
}

// reset forgets every reading, for the next position; a table grown large
// is dropped rather than cleared, which would cost its size every time.
func (m *readMemo) reset() {
	if len(m.seen) > 64 {
		m.seen = nil
	} else {
		clear(m.seen)
	}
	m.spent = 0
}

func (m *readMemo) get(k readKey) (readOutcome, bool) {
	if m == nil {
		return readUnknown, false
	}
	if m.spent >= readBudget {
		return readUnknown, true
	}
	res, ok := m.seen[k]
	return res, ok
}

func (m *readMemo) put(k readKey, res readOutcome, nodes int) {
	if m == nil {
		return
	}
	if m.seen == nil {
		m.seen = map[readKey]readOutcome{}
	}
	m.seen[k] = res
	m.spent += nodes
}

// readers serve readGain; a reader is large, and keeps its tables.
var readers = sync.Pool{New: func() any { return new(reader) }}

// reset readies r for a new area, keeping its tables' and buffers' memory.
func (r *reader) reset() {
	r.pts, r.sizes, r.colour, r.safe = r.pts[:0], r.sizes[:0], r.colour[:0], r.safe[:0]
	r.nb, r.fixed, r.friend, r.orig, r.start = [readPoints][4]int8{}, [readPoints]bool{}, [readPoints]board.Color{}, [readPoints]int8{}, rcells{}
	r.attacker, r.goal, r.nodes, r.budget = 0, 0, 0, 0
}

// hash names the area and its content, whatever the order its points
// were gathered in.
func (r *reader) hash() uint64 {
	var h uint64
	for i, p := range r.pts {
		x := uint64(p)<<2 | uint64(r.start[i])
		x *= 0x9e3779b97f4a7c15
		h += x ^ x>>29
	}
	return h
}

var readHook func(nodes int, res readOutcome, goal readGoal)

// gather sets up the area around the strings at seeds; false when it is
// too large. It runs for every reading asked, before the memo can answer,
// so it allocates nothing: its marks are stamps (next), its lists r's.
func (r *reader) gather(b, after *board.Board, seeds []board.Point) bool {
	cells := b.Cells()
	for i := range r.idx {
		r.idx[i] = -1
	}
	// A call takes a stamp, and one more a string it looks at: fewer
	// than board.Cells. Start afresh well before they wrap.
	if r.stamp > math.MaxUint32-2*board.Cells {
		r.queued, r.seen, r.taken = [board.Cells]uint32{}, [board.Cells]uint32{}, [board.Cells]uint32{}
		r.stamp = 0
	}
	r.gen = r.next()
	r.queue = r.queue[:0]
	r.empties = 0
	for _, p := range seeds {
		if k := cells[p]; k != Black && k != White {
			return false
		}
		// A seed's string is marked whole, so that a second seed of
		// it is not queued: the seeds are the queue's first strings.
		if r.queued[p] != r.gen {
			r.fill = flood(b, p, &r.queued, r.gen, r.fill[:0])
			r.queue = append(r.queue, p)
		}
	}
	// An area too large fails as soon as it is: most areas asked for are
	// (on random fills nineteen in twenty), and are given up before the
	// rest is gathered.
	for k := 0; k < len(r.queue); k++ {
		if !r.take(b, after, r.queue[k], k < len(seeds)) {
			return false
		}
	}
	r.link(cells)
	return len(r.sizes) <= 64
}

// enqueue queues the string of the stone at p, unless p is queued or its
// string taken already: a string may be queued by more than one of its
// stones, and take looks at it once, at the first.
func (r *reader) enqueue(p board.Point) {
	if r.queued[p] != r.gen {
		r.queued[p] = r.gen
		r.queue = append(r.queue, p)
	}
}

// add puts p in the area, for the original string id (-1 for none: an
// empty point, or a dead stone); false when the area is then too large.
func (r *reader) add(cells *[board.Cells]board.Color, p board.Point, id int8) bool {
	if len(r.pts) == readPoints {
		return false
	}
	if cells[p] == Empty {
		if r.empties++; r.empties > readEmpty {
			return false
		}
	}
	r.idx[p] = int8(len(r.pts))
	r.orig[len(r.pts)] = id
	r.pts = append(r.pts, p)
	return true
}

// take looks at the string of b at p, queued: unless it is beyond reach
// (a seed never is), its stones join the area with its small regions, and
// the strings next to them are queued. It reports false when the area is
// then too large.
func (r *reader) take(b, after *board.Board, p board.Point, seed bool) bool {
	cells := b.Cells()
	if !seed && r.taken[p] == r.gen {
		return true // taken from another of its stones
	}
	at := r.next() // the stamp of r.seen from this string
	r.str = flood(b, p, &r.seen, at, r.str[:0])
	for _, q := range r.str { // no stone of it is queued or taken again
		r.queued[q], r.taken[q] = r.gen, r.gen
	}
	dead := after.At(p) == Empty
	if far, ownEyes := r.regions(b, after, at); !seed && !dead && (far || ownEyes >= 2) {
		return true
	}
	id := int8(-1)
	if !dead {
		id = int8(len(r.sizes))
		r.sizes = append(r.sizes, len(r.str))
		r.colour = append(r.colour, cells[p])
		r.safe = append(r.safe, false)
	}
	for _, q := range r.str {
		if !r.add(cells, q, id) {
			return false
		}
		// The opponent strings next to it are in the same fight.
		for _, n := range q.Neighbours() {
			if cells[n] == cells[p].Opponent() {
				r.enqueue(n)
			}
		}
	}
	from := 0
	for _, to := range r.regEnds {
		reg := r.regs[from:to]
		from = to
		if r.taken[reg[0]] == r.gen {
			continue
		}
		for _, q := range reg {
			r.taken[q] = r.gen
			if !r.add(cells, q, -1) {
				return false
			}
			for _, n := range q.Neighbours() {
				if k := cells[n]; k == Black || k == White {
					r.enqueue(n)
				}
			}
		}
	}
	return true
}

// regions finds the empty regions next to the string r.str (its fill
// marked with at) into r.regs and r.regEnds, the small ones only, and
// tells whether the string is beyond reach: a liberty in a large region
// (far), or two one-point eyes of its own that no other string touches.
func (r *reader) regions(b, after *board.Board, at uint32) (far bool, ownEyes int) {
	cells := b.Cells()
	r.regs, r.regEnds = r.regs[:0], r.regEnds[:0]
	for _, q := range r.str {
		for _, n := range q.Neighbours() {
			if cells[n] != Empty || r.seen[n] == at {
				continue
			}
			from := len(r.regs)
			r.regs = flood(b, n, &r.seen, at, r.regs)
			reg := r.regs[from:]
			limit := readRegion
			if touching(after, reg) != touchBoth {
				limit = readEye
			}
			switch {
			case len(reg) > limit:
				far = true
				r.regs = r.regs[:from]
				continue
			case len(reg) == 1 && soleNeighbour(b, reg[0], &r.seen, at):
				ownEyes++
			}
			r.regEnds = append(r.regEnds, len(r.regs))
		}
	}
	return far, ownEyes
}

// link notes, for each point of the area, its neighbours within it and
// what lies outside it: an empty point (a liberty for ever) or a string
// beyond reach (a stone joined to it is never taken).
func (r *reader) link(cells *[board.Cells]board.Color) {
	for i, p := range r.pts {
		k := 0
		for _, n := range p.Neighbours() {
			switch c := cells[n]; {
			case r.idx[n] >= 0:
				r.nb[i][k] = r.idx[n]
				k++
			case c == Empty:
				r.fixed[i] = true
			case c == Black || c == White:
				r.friend[i] |= 1 << c
			}
		}
		for ; k < 4; k++ {
			r.nb[i][k] = -1
		}
		r.start[i] = cells[p]
		if id := r.orig[i]; id >= 0 && r.fixed[i] {
			r.safe[id] = true
		}
	}
}

// touching returns the colours next to the points of reg on b, a bit set.
func touching(b *board.Board, reg []board.Point) board.Color {
	var t board.Color
	for _, q := range reg {
		for _, n := range q.Neighbours() {
			if k := b.At(n); k == Black || k == White {
				t |= 1 << k
			}
		}
	}
	return t
}

// soleNeighbour reports whether every stone next to the empty point q is
// of the string that seen marks with at (a string's fill marks its stones
// and the empty points next to it, never another stone).
func soleNeighbour(b *board.Board, q board.Point, seen *[board.Cells]uint32, at uint32) bool {
	for _, n := range q.Neighbours() {
		if k := b.At(n); (k == Black || k == White) && seen[n] != at {
			return false
		}
	}
	return true
}

// flood appends to buf the points joined to p through points of p's
// colour, marking them in mark with at, and returns it: gather's fill,
// which allocates nothing once buf has grown and shares its marks with
// gather's other stamps.
func flood(b *board.Board, p board.Point, mark *[board.Cells]uint32, at uint32, buf []board.Point) []board.Point {
	c := b.At(p)
	from := len(buf)
	buf = append(buf, p)
	mark[p] = at
	for i := from; i < len(buf); i++ {
		for _, n := range buf[i].Neighbours() {
			if b.At(n) == c && mark[n] != at {
				mark[n] = at
				buf = append(buf, n)
			}
		}
	}
	return buf
}

// next returns a new stamp for gather's marks.
func (r *reader) next() uint32 {
	r.stamp++
	return r.stamp
}

// gains reads the area with mover to move first.
func (r *reader) gains(mover board.Color) readOutcome {
	r.attacker = mover
	r.tt.reset()
	r.nodes = 0
	r.setup()
	return r.solve(rnode{ko: -1, toMove: mover}, readDepth)
}

// material is what the attacker has taken less what it has lost.
func (r *reader) material(captured uint64) int {
	m := 0
	for i, size := range r.sizes {
		switch {
		case captured&(1<<i) == 0:
		case r.colour[i] == r.attacker:
			m -= size
		default:
			m += size
		}
	}
	return m
}

// solve returns the value of r's position with n's state for the
// attacker. Its children are tried in a fixed order, and the positions
// visited count against the budget, so the order is part of the answer:
// the defender's pass first (in a seki, doing nothing is its answer),
// then captures, then the moves next to an opponent stone, then the
// rest, the attacker's pass last.
func (r *reader) solve(n rnode, depth int) readOutcome {
	n.packed = r.pos.packed
	h := n.hash()
	m := r.material(n.captured)
	known := r.tt.get(&n, h)
	if n.passes >= 2 || known != nil && known.onPath {
		return r.value(m, n.captured)
	}
	if res := r.decided(n.captured, m); res != readUnknown {
		return res
	}
	if known != nil && known.outcome != readUnknown {
		return known.outcome
	}
	if depth == 0 || r.nodes >= r.budget {
		return readUnknown
	}
	r.nodes++
	r.tt.put(&n, h).onPath = true

	want, best := readGains, readLoses
	if n.toMove != r.attacker {
		want, best = readLoses, readGains
	}
	opp := n.toMove.Opponent()
	try := func(next rnode) bool {
		res := r.solve(next, depth-1)
		if res == want {
			best = want
			return true
		}
		if res == readUnknown {
			best = readUnknown
		}
		return false
	}
	pass := rnode{captured: n.captured, ko: -1, toMove: opp, passes: n.passes + 1}
	won := n.toMove != r.attacker && try(pass)
	if !won {
		// Each play's round, told before any is played: a child puts the
		// position back as it found it.
		var kinds [readPoints]int8
		for i := range r.pts {
			kinds[i] = -1
			if r.pos.cells[i] == Empty && int8(i) != n.ko {
				kinds[i] = r.kind(n.toMove, int8(i))
			}
		}
	rounds:
		for round := int8(0); round < 3; round++ {
			for i := range r.pts {
				if kinds[i] != round {
					continue
				}
				var mv rmove
				taken, took, ko, _ := r.play(n.toMove, int8(i), &mv)
				next := rnode{captured: n.captured | taken, ko: ko, toMove: opp}
				if took >= readBig {
					next.passes = 2
				}
				won = try(next)
				r.pos.undo(&mv)
				if won {
					break rounds
				}
			}
		}
	}
	if !won && n.toMove == r.attacker {
		try(pass)
	}
	e := r.tt.get(&n, h) // put's entry, wherever the table has grown since
	e.onPath = false
	e.outcome = best
	return best
}

// decided tells whether what is left to take decides the reading
// already, with the strings of captured taken and material m: readLoses
// when the attacker
// cannot reach its goal even by taking every string of the defender that
// is not beyond reach, readGains when it has reached it even if it loses
// every string of its own, readUnknown otherwise.
func (r *reader) decided(captured uint64, m int) readOutcome {
	most, least := 0, 0
	for i, size := range r.sizes {
		if captured&(1<<i) != 0 || r.safe[i] {
			continue
		}
		if r.colour[i] == r.attacker {
			least -= size
		} else {
			most += size
		}
	}
	took := r.took(captured)
	switch {
	case r.goal == goalGain && m+most <= 0, r.goal == goalTake && (m+most < 0 || !took && most == 0):
		return readLoses
	case r.goal == goalGain && m+least > 0, r.goal == goalTake && took && m+least >= 0:
		return readGains
	}
	return readUnknown
}

// table holds the positions of one reading: the outcome of each read to
// the end (readUnknown for none) and whether it is on the line being
// read. It is a hash table of its own, not a map: it is emptied for each
// reading by a new stamp, not cleared, and never frees an entry, so it
// needs no tombstones.
type table struct {
	slots []tentry
	at    uint32 // the stamp of the live entries
	used  int
}

// tentry is a position in a table.
type tentry struct {
	key     rnode
	at      uint32
	outcome readOutcome
	onPath  bool
}

// reset empties t.
func (t *table) reset() {
	t.at++
	t.used = 0
	if t.at == 0 { // wrapped: clear the stamps
		clear(t.slots)
		t.at = 1
	}
	if t.slots == nil {
		t.slots = make([]tentry, 1024)
	}
}

// hash is the table's hash of n.
func (n *rnode) hash() uint64 {
	h := n.packed[0]*0x9e3779b97f4a7c15 ^ n.packed[1]*0xc2b2ae3d27d4eb4f ^ n.captured*0x165667b19e3779f9 ^
		(uint64(uint8(n.ko))|uint64(n.toMove)<<8|uint64(uint8(n.passes))<<16)*0x27d4eb2f165667c5
	return h ^ h>>31
}

// slot returns the index of k's entry, or of the free slot where it goes;
// h is k's hash.
func (t *table) slot(k *rnode, h uint64) int {
	m := len(t.slots) - 1
	for i := int(h) & m; ; i = (i + 1) & m {
		if e := &t.slots[i]; e.at != t.at || e.key == *k {
			return i
		}
	}
}

// get returns k's entry, or nil; h is k's hash.
func (t *table) get(k *rnode, h uint64) *tentry {
	if e := &t.slots[t.slot(k, h)]; e.at == t.at {
		return e
	}
	return nil
}

// put returns k's entry, made empty if k had none; h is k's hash. The
// pointer holds until the next put.
func (t *table) put(k *rnode, h uint64) *tentry {
	if 2*(t.used+1) > len(t.slots) {
		old := t.slots
		t.slots = make([]tentry, 2*len(old))
		for i := range old {
			if old[i].at == t.at {
				t.slots[t.slot(&old[i].key, old[i].key.hash())] = old[i]
			}
		}
	}
	e := &t.slots[t.slot(k, h)]
	if e.at != t.at {
		*e = tentry{key: *k, at: t.at}
		t.used++
	}
	return e
}

// value is the outcome of a finished game with material m.
func (r *reader) value(m int, captured uint64) readOutcome {
	if m > 0 || r.goal == goalTake && m == 0 && r.took(captured) {
		return readGains
	}
	return readLoses
}

// took reports whether the attacker has taken an original string.
func (r *reader) took(captured uint64) bool {
	for i := range r.sizes {
		if captured&(1<<i) != 0 && r.colour[i] != r.attacker {
			return true
		}
	}
	return false
}
