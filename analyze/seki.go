package analyze

import (
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
	// Spared lists, per colour, the points of its eyes it would have to
	// fill had the opponent filled a dame first: a teire only that order
	// of filling forces. The count leaves them territory, as their owner
	// fills that dame first.
	Spared [3][]board.Point
	// Unsettled holds a stone of each string that the settling shows the
	// opponent can still capture, in board order: the position, with the
	// dead stones given, is not a finished one. On a board with an open
	// border (OpenBorders) it holds the first such string only: a count
	// names the border then, and the settling stops at the first.
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
	return s.Stones != [3]int{} || s.Shared != 0 || s.EyePoints != [3]int{} || s.FalseEyes != [3]int{} || len(s.Unsettled) > 0 || len(s.Groups) > 0 ||
		len(s.Spared[Black])+len(s.Spared[White]) > 0
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
	memo := &s.memo // the readings of this board, shared by settles and settle
	memo.reset()
	if e.settles(memo) {
		// With an open border the count shows no unsettled string, only
		// the border (a board that does not settle is counted as it
		// stands): the settling may stop at the first.
		var settled Seki
		settle(&e.After, e.Cleared(), &settled, memo, e.openBorders() > 0)
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
	return !e.unfinished() && e.settlesLabelled(memo)
}

// settlesLabelled is settles on the labels of the whole board.
func (e *Evaluation) settlesLabelled(memo *readMemo) bool {
	cells := e.After.Cells()
	s := &e.sk
	n := s.labelStrings(&e.After)
	s.labelRegions(&e.After, &e.fill.reach)
	lone, open := e.countLiberties()
	if open {
		return false
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

// unfinished reports whether settles would find e.After unfinished for a
// reason that shows without its labels, which cost more than the rest of
// most boards' work: an empty point of a region touching both colours
// that touches no stone (an open area); or a neutral point alone in its
// region that is the last liberty of a string whose capturer has two eyes
// (a capture still to make), or whose capture is too large to read (gather
// gives up, whatever the budget, and settles' reading answers readUnknown).
// Each is a reason settles returns false for, whatever the order it finds
// them in; false here proves nothing, and settles looks at the whole board.
// It runs with no dead stones taken off only, where a liberty is an empty
// point.
func (e *Evaluation) unfinished() bool {
	if e.dead > 0 || e.Dame == 0 {
		return false
	}
	b := &e.After
	cells := b.Cells()
	s := &e.sk
	s.prepare(b, &e.fill.reach)
	// An open area first, over every point: it needs no fill.
	for _, p := range s.cand[:s.ncand] {
		stones := 0
		for _, n := range p.Neighbours() {
			if k := cells[n]; k == Black || k == White {
				stones++
			}
		}
		if stones == 0 {
			return true // an open area
		}
	}
	var seeds [4]board.Point // the strings in atari of the point at hand
	for _, p := range s.cand[:s.ncand] {
		if s.dirs[p&mask]&15 != 0 {
			continue // not alone in its region
		}
		ns := 0
		for _, n := range p.Neighbours() {
			if !s.lastLiberty(cells, n, p) {
				continue
			}
			if !s.weakAt(b, p, cells[n].Opponent(), &e.fill.reach) {
				return true // a capture still to make
			}
			seeds[ns] = n
			ns++
		}
		for _, n := range seeds[:ns] {
			if !readable(e.Cleared(), b, n) {
				return true // a capture too large to read
			}
		}
	}
	return false
}

// weakAt reports whether a string of colour o next to p on b has no two
// eyes: its liberties in the regions of o (reach, as Evaluate leaves it)
// lie in one region of fewer than bigEye points, or in none. It is
// countLiberties' eye count for one string, by fills of its own.
func (s *sekiScratch) weakAt(b *board.Board, p board.Point, o board.Color, reach *[board.Cells]uint8) bool {
	cells := b.Cells()
	for _, n := range p.Neighbours() {
		if cells[n] == o && !s.twoEyesAt(cells, n, reach) {
			return true
		}
	}
	return false
}

// twoEyesAt reports whether the string at n has two eyes, as weakAt says.
func (s *sekiScratch) twoEyesAt(cells *[board.Cells]board.Color, n board.Point, reach *[board.Cells]uint8) bool {
	c := cells[n]
	at := s.next() // the string's stones
	s.seen[n] = at
	str := append(s.fq[:0], n)
	for i := 0; i < len(str); i++ {
		for _, m := range str[i].Neighbours() {
			if cells[m] == c && s.seen[m] != at {
				s.seen[m] = at
				str = append(str, m)
			}
		}
	}
	s.fq = str
	eye := uint32(0) // the stamp of the first eye's points
	regs := str[len(str):]
	for _, q := range str {
		for _, l := range q.Neighbours() {
			if cells[l] != Empty || board.Color(reach[l]&3) != c || eye != 0 && s.seen[l] == eye {
				continue
			}
			if eye != 0 {
				return true // a liberty in a second region
			}
			eye = s.next()
			s.seen[l] = eye
			regs = append(regs[:0], l)
			for i := 0; i < len(regs) && len(regs) < bigEye; i++ {
				for _, m := range regs[i].Neighbours() {
					if cells[m] == Empty && s.seen[m] != eye {
						s.seen[m] = eye
						regs = append(regs, m)
					}
				}
			}
			if len(regs) >= bigEye {
				return true
			}
		}
	}
	return false
}

// labelStrings numbers the strings of b from 1, breadth-first over the
// scratch queue, into s.sid (0 elsewhere), each with no liberty counted
// yet, and returns how many there are.
func (s *sekiScratch) labelStrings(b *board.Board) int16 {
	cells := b.Cells()
	w, h := b.Width(), b.Height()
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
	return n
}

// labelRegions numbers the regions of one colour (reach names the
// colours each empty point reaches), each with its size: a string has two
// eyes when its liberties there lie in two of them, or in one of bigEye
// points or more.
func (s *sekiScratch) labelRegions(b *board.Board, reach *[board.Cells]uint8) {
	cells := b.Cells()
	w, h := b.Width(), b.Height()
	regions := int16(0)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			r := board.Color(reach[p] & 3)
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
}

// countLiberties counts each empty point as one liberty of every string
// next to it, and the strings' eyes (settles' labels), and puts in s.out
// the neutral points alone in their region, returning how many; open
// tells, instead, of an empty point outside the regions of one colour that
// touches no stone: an open area.
func (e *Evaluation) countLiberties() (lone int, open bool) {
	cells := e.After.Cells()
	s := &e.sk
	w, h := e.After.Width(), e.After.Height()
	// Each empty point is one liberty of every string next to it.
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
				return lone, true // an open area: nothing touches p yet
			}
			if empties == 0 {
				s.out[lone&mask] = p
				lone++
			}
		}
	}
	return lone, false
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
