package analyze

import (
	"sort"
	"strconv"

	"github.com/goscore/goscore/board"
)

// Reason is the verdict on a move: OK, or the first rule it breaks in the
// order of docs/rules.md, Legality.
type Reason uint8

// The reasons, in the order they are checked.
const (
	OK       Reason = iota // the move is legal
	OffBoard               // the point is not on this board
	Occupied               // the point holds a stone
	Suicide                // the stone's string would have no liberties
	Ko                     // the move recreates the position before the opponent's last move
	Superko                // the move recreates an earlier position (positional or situational)
)

var reasonNames = [...]string{"ok", "off-board", "occupied", "suicide", "ko", "superko"}

// String returns the reason as reports print it: "ok", "off-board", ...
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return "Reason(" + strconv.Itoa(int(r)) + ")"
}

// zobrist holds a random key per colour and point, from a fixed seed so
// hashes are the same in every run.
var zobrist [3][board.Cells]uint64

func init() {
	s := uint64(0x9E3779B97F4A7C15)
	for c := 1; c < 3; c++ {
		for p := range zobrist[c] {
			// splitmix64
			s += 0x9E3779B97F4A7C15
			z := s
			z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
			z = (z ^ (z >> 27)) * 0x94D049BB133111EB
			zobrist[c][p] = z ^ (z >> 31)
		}
	}
}

// Hash returns the Zobrist hash of the stones on b.
func Hash(b *board.Board) uint64 {
	var h uint64
	cells := b.Cells()
	for p, c := range cells {
		if c == Black || c == White {
			h ^= zobrist[c][p]
		}
	}
	return h
}

// Position is a board with its history, prepared for legality checks: every
// string's liberties and hash are known, so checking a move touches only the
// point and its four neighbours. The board may hold strings without
// liberties; a move captures only the opponent strings it touches.
//
// The history is kept compact, as KataGo's BoardHistory keeps hashes rather
// than boards: each earlier position is its hash, who moved into it, and
// the points the next move changed with their colours before it (none for
// a pass, the stone and its captures for a move). A long game of passes
// costs a few bytes a move, not a board. An earlier board is rebuilt from
// the current one by undoing those changes, which only a hash match asks
// for.
type Position struct {
	Board   board.Board
	history []entry     // earlier positions, oldest first
	hashes  []uint64    // the hash of each earlier position, apart for a fast scan
	undo    []change    // the changes of every entry, oldest first (see entry)
	last    board.Color // who made the move that led to Board (Empty: unknown)
	hash    uint64

	head  [board.Cells]board.Point // the string each stone belongs to, by its first stone
	next  [board.Cells]board.Point // the next stone of the same string, circularly
	libs  [board.Cells]int16       // at a string's head: its distinct liberties
	shash [board.Cells]uint64      // at a string's head: the hash of its stones
}

// entry is an earlier position (its hash is in Position.hashes): who made
// the move that led to it (Empty: unknown), and where its changes start in
// Position.undo. Its changes, up to the next entry's, turn the position
// after it back into it.
type entry struct {
	off   int32
	mover board.Color
}

// change is a point and its colour in an earlier position.
type change struct {
	p board.Point
	c board.Color
}

// NewPosition prepares the last of grids as the current position, with the
// others as its history, oldest first (the `---` history of a board file).
// Who made each move is read from the stones that appear between grids;
// passes (unchanged grids) alternate.
func NewPosition(grids []board.Board) *Position {
	p := &Position{}
	p.Reset(grids)
	return p
}

// Reset makes p the position NewPosition(grids) returns, reusing p's memory.
func (p *Position) Reset(grids []board.Board) {
	n := len(grids)
	p.Board = grids[n-1]
	p.history, p.hashes, p.undo = p.history[:0], p.hashes[:0], p.undo[:0]
	movers := moversOf(grids)
	for i := 0; i < n-1; i++ {
		p.history = append(p.history, entry{off: int32(len(p.undo)), mover: movers[i]})
		p.hashes = append(p.hashes, Hash(&grids[i]))
		a, b := grids[i].Cells(), grids[i+1].Cells()
		for j := range a {
			if a[j] != b[j] {
				p.undo = append(p.undo, change{board.Point(j), a[j]})
			}
		}
	}
	p.last = movers[n-1]
	p.rebuild()
}

// moversOf returns, for each of grids, who made the move that led to it,
// as moverAt finds it, in one pass each way rather than a search per grid.
func moversOf(grids []board.Board) []board.Color {
	n := len(grids)
	out := make([]board.Color, n)
	gained := make([]board.Color, n) // gained[j]: who gained stones from grid j-1 to j
	for j := 1; j < n; j++ {
		gained[j] = mover(&grids[j-1], &grids[j])
	}
	// Back from i: the nearest j <= i whose move shows its colour.
	known, at := board.Color(Empty), 0
	for i := 0; i < n; i++ {
		if i > 0 && gained[i] != Empty {
			known, at = gained[i], i
		}
		if known != Empty {
			out[i] = alternate(known, i-at)
		}
	}
	// Else forward: the nearest j > i.
	known, at = Empty, 0
	for i := n - 1; i >= 0; i-- {
		if i+1 < n && gained[i+1] != Empty {
			known, at = gained[i+1], i+1
		}
		if out[i] == Empty && known != Empty {
			out[i] = alternate(known, at-i)
		}
	}
	return out
}

// alternate is who moved plies moves away from a move by m.
func alternate(m board.Color, plies int) board.Color {
	if plies%2 == 1 {
		return m.Opponent()
	}
	return m
}

// LastMover returns who made the move that led to the last of grids, as the
// history shows it: the colour that gained stones, or for a pass (an
// unchanged grid) the colour that alternation implies. It returns Empty when
// there is no history or nothing tells.
func LastMover(grids []board.Board) board.Color {
	return moverAt(grids, len(grids)-1)
}

// moverAt returns who made the move that led to grids[i], counting on
// alternation from the nearest move that shows its colour, before i or else
// after it (for the first grid and for passes).
func moverAt(grids []board.Board, i int) board.Color {
	for j := i; j > 0; j-- {
		if m := mover(&grids[j-1], &grids[j]); m != Empty {
			return alternate(m, i-j)
		}
	}
	for j := i + 1; j < len(grids); j++ {
		if m := mover(&grids[j-1], &grids[j]); m != Empty {
			return alternate(m, j-i)
		}
	}
	return Empty
}

// mover returns the colour that gained stones from a to b, or Empty when
// neither or both did.
func mover(a, b *board.Board) board.Color {
	var gained board.Color
	ac, bc := a.Cells(), b.Cells()
	for i := range ac {
		if bc[i] != ac[i] && (bc[i] == Black || bc[i] == White) {
			gained |= bc[i]
		}
	}
	if gained == Black || gained == White {
		return gained
	}
	return Empty
}

// LastMover returns who made the move that led to the current position, as
// the history shows it, or Empty when there is no history or it is unclear.
func (p *Position) LastMover() board.Color { return p.last }

// History returns the earlier positions, oldest first, rebuilt from the
// compact history: a board each, so call it only when the boards are wanted.
func (p *Position) History() []board.Board {
	out := make([]board.Board, len(p.history))
	b := p.Board
	for i := len(p.history) - 1; i >= 0; i-- {
		p.undoEntry(&b, i)
		out[i] = b
	}
	return out
}

// HistoryLen returns the number of earlier positions.
func (p *Position) HistoryLen() int { return len(p.history) }

// Unchanged returns how many of the last moves left the board as it was
// (passes, or unchanged grids of a file's history), counting back from the
// current position.
func (p *Position) Unchanged() int {
	n, end := 0, len(p.undo)
	for i := len(p.history) - 1; i >= 0 && int(p.history[i].off) == end; i-- {
		n++
	}
	return n
}

// Clone returns a copy of p that shares no memory with it.
func (p *Position) Clone() *Position {
	q := *p
	q.history = append([]entry(nil), p.history...)
	q.hashes = append([]uint64(nil), p.hashes...)
	q.undo = append([]change(nil), p.undo...)
	return &q
}

// undoEntry turns b, the position after history entry i, into entry i.
func (p *Position) undoEntry(b *board.Board, i int) {
	end := len(p.undo)
	if i+1 < len(p.history) {
		end = int(p.history[i+1].off)
	}
	cells := b.Cells()
	for _, ch := range p.undo[p.history[i].off:end] {
		cells[ch.p] = ch.c
	}
}

// rebuild recomputes the strings, their liberties and hashes, and the board hash.
func (p *Position) rebuild() {
	var f filler
	b := &p.Board
	cells := b.Cells()
	p.hash = 0
	f.gen = 1
	seen := f.gen
	for y := 0; y < b.Height(); y++ {
		base := board.At(0, y)
		for x := 0; x < b.Width(); x++ {
			s := base + board.Point(x)
			c := cells[s]
			if (c != Black && c != White) || f.mark[s] == seen {
				continue
			}
			// One string: its stones are stamped `seen` for good, its
			// liberties with a generation of their own.
			f.gen++
			libGen := f.gen
			f.mark[s] = seen
			f.queue[0] = s
			tail, libs := 1, int16(0)
			var h uint64
			for head := 0; head < tail; head++ {
				q := f.queue[head]
				h ^= zobrist[c][q]
				p.head[q] = s
				for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
					switch cells[n] {
					case c:
						if f.mark[n] != seen {
							f.mark[n] = seen
							f.queue[tail] = n
							tail++
						}
					case Empty:
						if f.mark[n] != libGen {
							f.mark[n] = libGen
							libs++
						}
					}
				}
			}
			for i := 0; i < tail; i++ {
				p.next[f.queue[i]] = f.queue[(i+1)%tail]
			}
			p.libs[s], p.shash[s] = libs, h
			p.hash ^= h
		}
	}
}

// Liberties returns the number of distinct liberties of the string at s, or
// 0 when s holds no stone.
func (p *Position) Liberties(s board.Point) int {
	if c := p.Board.At(s); c != Black && c != White {
		return 0
	}
	return int(p.libs[p.head[s]])
}

// Legal checks colour c playing at pt under r, in the order of docs/rules.md, Legality, and
// returns the first rule the move breaks, or OK. A pass is always legal.
func (p *Position) Legal(c board.Color, pt board.Point, r *Rules) Reason {
	if pt == board.Pass {
		return OK
	}
	cells := p.Board.Cells()
	if pt <= 0 || int(pt) >= board.Cells || cells[pt] == Wall {
		return OffBoard
	}
	if cells[pt] != Empty {
		return Occupied
	}
	opp := c.Opponent()
	var captured, own uint64 // hashes of the strings taken off
	var seen [4]board.Point
	nseen := 0
	alive, friends := false, false
	for _, n := range [4]board.Point{pt - board.Stride, pt - 1, pt + 1, pt + board.Stride} {
		switch cells[n] {
		case Empty:
			alive = true
		case c:
			friends = true
			hd := p.head[n]
			if p.libs[hd] > 1 {
				alive = true
			} else if !contains(seen[:nseen], hd) {
				seen[nseen] = hd
				nseen++
				own ^= p.shash[hd]
			}
		case opp:
			hd := p.head[n]
			if p.libs[hd] == 1 && !contains(seen[:nseen], hd) {
				seen[nseen] = hd
				nseen++
				captured ^= p.shash[hd]
				alive = true
			}
		}
	}
	newHash := p.hash ^ captured ^ zobrist[c][pt]
	if !alive {
		if !r.Suicide || !friends {
			return Suicide
		}
		// Suicide of several stones: the stone and its string come off.
		newHash = p.hash ^ own
	}
	if len(p.history) == 0 {
		return OK
	}
	return p.repetition(c, pt, r, newHash)
}

func contains(s []board.Point, x board.Point) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}

// repetition applies the ko rules to the position a move would make, whose
// hash is h. Hashes only point at candidates; a candidate is confirmed by
// comparing whole boards, so a hash collision cannot make a legal move illegal.
func (p *Position) repetition(c board.Color, pt board.Point, r *Rules, h uint64) Reason {
	last := len(p.hashes) - 1
	if p.hashes[last] == h && p.sameAfter(last, c, pt, r) {
		return Ko
	}
	if r.Ko == KoSimple {
		return OK
	}
	hashes := p.hashes[:last]
	for i := len(hashes) - 1; i >= 0; i-- {
		if hashes[i] != h {
			continue
		}
		if m := p.history[i].mover; r.Ko == KoSituational && m != Empty && m != c {
			continue
		}
		if p.sameAfter(i, c, pt, r) {
			return Superko
		}
	}
	// The current position itself, reached again by a suicide.
	if h == p.hash && !(r.Ko == KoSituational && p.last != Empty && p.last != c) {
		b := p.Board
		var f filler
		f.play(&b, c, pt, r.Suicide, nil)
		if b == p.Board {
			return Superko
		}
	}
	return OK
}

// sameAfter reports whether c playing at pt makes earlier position i, whose
// hash matches: the boards are compared, the earlier one rebuilt by undoing
// the moves since. Only a hash match calls it, so the boards cost nothing
// on the common path.
func (p *Position) sameAfter(i int, c board.Color, pt board.Point, r *Rules) bool {
	after := p.Board
	var f filler
	f.play(&after, c, pt, r.Suicide, nil)
	back := p.Board
	for j := len(p.history) - 1; j >= i; j-- {
		p.undoEntry(&back, j)
	}
	return after == back
}

// play puts a c stone at pt on b, takes off the opponent strings it leaves
// without liberties and, when suicide is allowed, its own string if that has
// none. Removed stones are appended to *removed unless removed is nil.
func (f *filler) play(b *board.Board, c board.Color, pt board.Point, suicide bool, removed *[]board.Point) {
	cells := b.Cells()
	cells[pt] = c
	opp := c.Opponent()
	for _, n := range [4]board.Point{pt - board.Stride, pt - 1, pt + 1, pt + board.Stride} {
		if cells[n] == opp {
			f.takeIfCaptured(b, n, removed)
		}
	}
	if suicide {
		f.takeIfCaptured(b, pt, removed)
	}
}

// takeIfCaptured removes the string at s if it has no liberties, appending its
// stones to *removed unless removed is nil.
func (f *filler) takeIfCaptured(b *board.Board, s board.Point, removed *[]board.Point) {
	cells := b.Cells()
	c := cells[s]
	f.gen++
	gen := f.gen
	f.mark[s] = gen
	f.queue[0] = s
	tail := 1
	for head := 0; head < tail; head++ {
		q := f.queue[head]
		for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			switch cells[n] {
			case Empty:
				return
			case c:
				if f.mark[n] != gen {
					f.mark[n] = gen
					f.queue[tail] = n
					tail++
				}
			}
		}
	}
	for _, q := range f.queue[:tail] {
		cells[q] = Empty
	}
	if removed != nil {
		*removed = append(*removed, f.queue[:tail]...)
	}
}

// Captures appends to dst the stones a legal move by c at pt takes off, the
// opponent's first, each group in file order (top row first, left to right),
// and returns it with the number of opponent stones among them. Under rules
// allowing suicide, the mover's own stones follow when the move is one.
func (p *Position) Captures(c board.Color, pt board.Point, suicide bool, dst []board.Point) ([]board.Point, int) {
	if !p.Board.OnBoard(pt) || p.Board.At(pt) != Empty {
		return dst, 0
	}
	b := p.Board
	var f filler
	start := len(dst)
	f.play(&b, c, pt, false, &dst)
	nopp := len(dst) - start
	sortFileOrder(dst[start:])
	if suicide {
		mid := len(dst)
		f.takeIfCaptured(&b, pt, &dst)
		sortFileOrder(dst[mid:])
	}
	return dst, nopp
}

// sortFileOrder sorts points top row first, then left to right.
func sortFileOrder(ps []board.Point) {
	sort.Slice(ps, func(i, j int) bool {
		if ps[i].Y() != ps[j].Y() {
			return ps[i].Y() > ps[j].Y()
		}
		return ps[i].X() < ps[j].X()
	})
}

// Play makes the move if it is legal under r, recording the position before
// it in the history, and returns the reason and the opponent stones it
// captured. (A suicide allowed by r takes the mover's own string off too.)
func (p *Position) Play(c board.Color, pt board.Point, r *Rules) (Reason, []board.Point) {
	reason := p.Legal(c, pt, r)
	if reason != OK {
		return reason, nil
	}
	p.history = append(p.history, entry{off: int32(len(p.undo)), mover: p.last})
	p.hashes = append(p.hashes, p.hash)
	p.last = c
	var captured []board.Point
	if pt != board.Pass {
		var f filler
		f.play(&p.Board, c, pt, false, &captured)
		sortFileOrder(captured)
		p.undo = append(p.undo, change{pt, Empty})
		opp := c.Opponent()
		for _, q := range captured {
			p.undo = append(p.undo, change{q, opp})
		}
		if r.Suicide {
			var own []board.Point
			f.takeIfCaptured(&p.Board, pt, &own)
			for _, q := range own {
				if q != pt {
					p.undo = append(p.undo, change{q, c})
				}
			}
		}
		p.rebuild()
	}
	return OK, captured
}

// Setup makes b, a board of the same size, the current position without a
// move, as an SGF setup node does: the position before it goes into the
// history, and no one made the change, so ko starts afresh.
func (p *Position) Setup(b *board.Board) {
	p.history = append(p.history, entry{off: int32(len(p.undo)), mover: p.last})
	p.hashes = append(p.hashes, p.hash)
	cur, next := p.Board.Cells(), b.Cells()
	for j := range cur {
		if cur[j] != next[j] {
			p.undo = append(p.undo, change{board.Point(j), cur[j]})
		}
	}
	p.Board = *b
	p.last = Empty
	p.rebuild()
}

// PlayOver is Play for a move onto a stone, as old game records hold: the
// stone is replaced by the mover's, and the move is judged and its
// captures made as if the point were empty. The position before the move,
// in the history, keeps the stone. On an empty point it is Play.
func (p *Position) PlayOver(c board.Color, pt board.Point, r *Rules) (Reason, []board.Point) {
	if pt == board.Pass || p.Board.At(pt) == Empty {
		return p.Play(c, pt, r)
	}
	old, hash := p.Board.At(pt), p.hash
	p.Board.Set(pt, Empty)
	p.rebuild()
	reason, captured := p.Play(c, pt, r)
	if reason != OK {
		p.Board.Set(pt, old)
		p.rebuild()
		return reason, nil
	}
	// Play noted the point empty before the move: it held the stone.
	last := len(p.history) - 1
	p.hashes[last] = hash
	p.undo[p.history[last].off] = change{pt, old}
	return OK, captured
}

// HistoryIsMoves reports whether each grid of a history follows from the one
// before by one move played by the rules: the grid unchanged (a pass), or one
// stone added with exactly the captures it makes (a suicide of several
// stones, as Tromp-Taylor allows, is accepted too), or one stone added with
// its captures still on the board, as a file may show the moment before the
// side that just moved takes its prisoners (docs/rules.md, Removal).
func HistoryIsMoves(grids []board.Board) bool {
	var f filler
	for i := 1; i < len(grids); i++ {
		a, b := &grids[i-1], &grids[i]
		if *a == *b {
			continue
		}
		ac, bc := a.Cells(), b.Cells()
		pt, added := board.Pass, 0
		for j := range ac {
			if ac[j] == Empty && bc[j] != Empty {
				pt, added = board.Point(j), added+1
			}
		}
		if added == 0 {
			if !suicideBetween(&f, a, b) {
				return false
			}
			continue
		}
		if added != 1 {
			return false
		}
		placed, plain, suicide := *a, *a, *a
		placed.Set(pt, bc[pt])
		f.play(&plain, bc[pt], pt, false, nil)
		f.play(&suicide, bc[pt], pt, true, nil)
		if placed != *b && plain != *b && suicide != *b {
			return false
		}
	}
	return true
}

// suicideBetween reports whether b follows from a by a suicide of several
// stones: a stone played next to its own string, both taken off.
func suicideBetween(f *filler, a, b *board.Board) bool {
	ac, bc := a.Cells(), b.Cells()
	for j := range ac {
		if ac[j] != Empty || bc[j] != Empty {
			continue
		}
		pt := board.Point(j)
		for _, n := range pt.Neighbours() {
			if c := ac[n]; (c == Black || c == White) && bc[n] == Empty {
				try := *a
				f.play(&try, c, pt, true, nil)
				if try == *b {
					return true
				}
			}
		}
	}
	return false
}

// Strings returns the strings of b, each as its stones in breadth-first
// order from its first stone in file order; the strings in file order of
// their first stones.
func Strings(b *board.Board) [][]board.Point {
	var seen [board.Cells]bool
	var out [][]board.Point
	for _, p := range b.Points(nil) {
		c := b.At(p)
		if (c != Black && c != White) || seen[p] {
			continue
		}
		seen[p] = true
		s := []board.Point{p}
		for head := 0; head < len(s); head++ {
			for _, n := range s[head].Neighbours() {
				if b.At(n) == c && !seen[n] {
					seen[n] = true
					s = append(s, n)
				}
			}
		}
		out = append(out, s)
	}
	return out
}
