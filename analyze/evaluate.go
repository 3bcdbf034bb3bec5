package analyze

import (
	"math"
	"strconv"

	"github.com/goscore/goscore/board"
)

// Status is what a point of an evaluated board is.
type Status uint8

// The statuses of a point after Evaluate.
const (
	Neutral        Status = iota // an empty point in a region touching both colours, or none
	BlackTerritory               // an empty point in a region bordered by black only
	WhiteTerritory               // an empty point in a region bordered by white only
	BlackStone                   // a black stone that stays
	WhiteStone                   // a white stone that stays
	BlackCaptured                // a black stone in a string without liberties: White's prisoner
	WhiteCaptured                // a white stone in a string without liberties: Black's prisoner
	BlackDead                    // a black stone taken off as dead (RemoveDead)
	WhiteDead                    // a white stone taken off as dead (RemoveDead)
	BlackSeki                    // a black stone in seki (FindSeki)
	WhiteSeki                    // a white stone in seki
	BlackSekiEye                 // an empty point of an eye of a black string in seki: not territory under territory scoring
	WhiteSekiEye                 // an empty point of an eye of a white string in seki
	BlackFalseEye                // an empty point black must fill to save a string (a false eye): not territory under territory scoring
	WhiteFalseEye                // an empty point white must fill
)

var statusNames = [...]string{"neutral", "black-territory", "white-territory", "black-stone", "white-stone", "black-captured", "white-captured", "black-dead", "white-dead", "black-seki", "white-seki", "black-seki-eye", "white-seki-eye", "black-false-eye", "white-false-eye"}

// String returns the status in lower case, words joined by '-'.
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "Status(" + strconv.Itoa(int(s)) + ")"
}

// Side is one colour's part of an evaluation.
type Side struct {
	Stones          int // stones left on the board after removal
	Territory       int // empty points (vacated ones included) in regions bordered by this colour only
	CapturedOnBoard int // opponent stones this colour captures from the board as it stands
	DeadTaken       int // opponent stones this colour takes off as dead (RemoveDead)
}

// Evaluation is a board after its strings without liberties came off, with
// its points counted; Status classifies any point. It is a plain value:
// Evaluate fills one in place so a caller can reuse it without allocating.
type Evaluation struct {
	Before board.Board // the board as given
	After  board.Board // the board after removal
	Black  Side        // Black's stones, territory and captures
	White  Side        // White's stones, territory and captures
	// Neutral counts the empty points, after removal, that are nobody's territory.
	Neutral int
	// Dame counts the neutral points in regions that touch both colours.
	Dame int
	// Ambiguous is set when strings of both colours had no liberties and
	// nobody was known to be on move, so all were removed at once.
	Ambiguous bool

	// cleared is the board after the strings without liberties came off
	// and before the dead stones did; it is kept only once RemoveDead has
	// taken some off (dead > 0), so Evaluate alone copies no more.
	cleared board.Board
	dead    int         // stones RemoveDead took off
	seki    *Seki       // what FindSeki found on After (in sk); nil until it is asked
	fill    filler      // scratch for the flood fills, reused from call to call
	sk      sekiScratch // scratch of FindSeki and OpenBorders, and the Seki FindSeki found
}

// Side returns the part of e that belongs to c (Black or White).
func (e *Evaluation) Side(c board.Color) *Side {
	if c == White {
		return &e.White
	}
	return &e.Black
}

// Shorter names for the colours, used throughout the package.
const (
	Empty = board.Empty
	Black = board.Black
	White = board.White
	Wall  = board.Wall
)

// Evaluate removes the strings of b that have no liberties and classifies
// every point (docs/rules.md, Removal and Territory). toMove is the side to move next, or Empty when
// unknown: when it is known the side that just moved captures first, so
// toMove's strings without liberties come off, then any string still without
// liberties; when unknown all of them come off at the same moment and, if
// both colours had some, e.Ambiguous is set.
//
// The fills are breadth-first over a queue, each started from every seed at
// once: stones next to an empty point spread "has a liberty" along their
// strings, and empty points next to a colour spread "reaches that colour"
// through their regions. A region reached by one colour only is its
// territory. The inner loops avoid branches that depend on the board: on a
// stream of different boards a CPU mispredicts about half of them, which
// costs more than the fills' own work.
func Evaluate(b *board.Board, toMove board.Color, e *Evaluation) {
	e.Before, e.After = *b, *b
	e.Black, e.White, e.Neutral, e.Ambiguous, e.dead, e.seki = Side{}, Side{}, 0, false, 0, nil
	cells := e.After.Cells()
	w, h := b.Width(), b.Height()
	f := &e.fill

	var captured [4]int // captured[c]: stones of colour c taken off
	// without: the colours that have strings without liberties.
	if without := f.seed(cells, w, h); without != 0 {
		switch {
		case toMove != Black && toMove != White:
			e.Ambiguous = without == 1<<Black|1<<White
			f.removeCaptured(cells, w, h, Empty, &captured)
		case without&(1<<toMove) != 0:
			f.removeCaptured(cells, w, h, toMove, &captured)
			if f.capturedStones(cells, w, h) != 0 {
				f.removeCaptured(cells, w, h, Empty, &captured)
			}
		default:
			f.removeCaptured(cells, w, h, Empty, &captured)
		}
		f.seedReach(cells, w, h) // the colours changed: seed again
	}
	e.Black.CapturedOnBoard, e.White.CapturedOnBoard = captured[White], captured[Black]
	e.count()
}

// count completes the reach fills seeded in e.fill and counts e.After's
// stones, territory and neutral points.
func (e *Evaluation) count() {
	cells := e.After.Cells()
	w, h := e.After.Width(), e.After.Height()
	f := &e.fill
	f.spread(cells, &f.queue2, f.nb, uint8(Black))
	f.spread(cells, &f.queue3, f.nw, uint8(White))

	// Count the points by colour after removal and by the colours their
	// region reaches.
	var count [4]int // points per colour after removal
	var reach [4]int // empty points per set of colours reached
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p&mask] & 3
			r := f.reach[p&mask] & emptyMask[c]
			count[c]++
			reach[r]++
		}
	}
	e.Black.Stones, e.White.Stones = count[Black], count[White]
	e.Black.Territory, e.White.Territory = reach[Black], reach[White]
	e.Neutral = count[Empty] - reach[Black] - reach[White]
	e.Dame = reach[Black|White]
}

// Seki returns what the last FindSeki found, or nil.
func (e *Evaluation) Seki() *Seki { return e.seki }

// RemoveDead takes off e.After, as dead, the whole string holding each of
// points (docs/rules.md, Dead stones), then fills and counts the territory again: the points
// the dead stones leave join the regions around them. Each dead stone goes
// to its opponent's DeadTaken. A point that holds no stone after removal
// (an empty point, a captured stone, a string already taken) is skipped;
// callers that must refuse such points check them first. It returns the
// number of stones taken off. RemoveDead may be called more than once
// after Evaluate; the next Evaluate starts afresh.
func (e *Evaluation) RemoveDead(points []board.Point) int {
	cells := e.After.Cells()
	taken := 0
	for _, p := range points {
		if p <= 0 || int(p) >= board.Cells {
			continue
		}
		c := cells[p]
		if c != Black && c != White {
			continue
		}
		if e.dead == 0 && taken == 0 {
			e.cleared = e.After
		}
		// The string of p, breadth-first over the fill's queue; a stone
		// is emptied as it is queued, so it is never queued twice.
		q := &e.fill.queue
		q[0], cells[p] = p, Empty
		for head, tail := 0, 1; head < tail; head++ {
			for _, n := range q[head&mask].Neighbours() {
				if cells[n&mask] == c {
					cells[n&mask] = Empty
					q[tail&mask] = n
					tail++
				}
			}
			taken++
			e.Side(c.Opponent()).DeadTaken++
		}
	}
	if taken == 0 {
		return 0
	}
	e.dead += taken
	e.seki = nil
	e.fill.seedReach(cells, e.After.Width(), e.After.Height())
	e.count()
	return taken
}

// Cleared returns the board after the strings without liberties came off
// and before RemoveDead took dead stones off: the position a life-and-death
// judgement looks at.
func (e *Evaluation) Cleared() *board.Board {
	if e.dead > 0 {
		return &e.cleared
	}
	return &e.After
}

// Status returns what the point p is: a stone that stays, a captured stone,
// a dead stone, or an empty point's territory or neutrality. A vacated
// point is reported as the captured or dead stone it held; for the count it
// is empty, and part of whatever region it joined.
func (e *Evaluation) Status(p board.Point) Status {
	c := e.After.At(p) & 3
	if e.dead > 0 && c == Empty {
		switch e.cleared.At(p) {
		case Black:
			return BlackDead
		case White:
			return WhiteDead
		}
	}
	if k, owner := e.seki.At(p); k != NotSeki && e.Before.At(p) == e.After.At(p) {
		switch {
		case k == SekiStone:
			return [3]Status{Black: BlackSeki, White: WhiteSeki}[owner]
		case k == SekiEye:
			return [3]Status{Black: BlackSekiEye, White: WhiteSekiEye}[owner]
		case k == FalseEye:
			return [3]Status{Black: BlackFalseEye, White: WhiteFalseEye}[owner]
		}
	}
	return statusOf[e.Before.At(p)&3][c][e.fill.reach[p&mask]&emptyMask[c]]
}

// Tables that replace branches in the fills.
var (
	isEmpty = [4]uint32{Empty: 1}
	isStone = [4]uint32{Black: 1, White: 1}
	// around[k] says what a neighbour holding k offers: bit 2 a liberty,
	// bits 0 and 1 a colour to reach.
	around    = [4]uint8{Empty: 4, Black: uint8(Black), White: uint8(White)}
	emptyMask = [4]uint8{Empty: 3}
	// statusOf[before][after][reached] is a point's status.
	statusOf = func() (t [4][4][4]Status) {
		for before := Empty; before <= White; before++ {
			for r := range t[0][0] {
				t[before][Black][r] = BlackStone
				t[before][White][r] = WhiteStone
				switch before {
				case Black:
					t[before][Empty][r] = BlackCaptured
				case White:
					t[before][Empty][r] = WhiteCaptured
				default:
					t[before][Empty][r] = [4]Status{Neutral, BlackTerritory, WhiteTerritory, Neutral}[r]
				}
			}
		}
		return t
	}()
)

// b2u is 1 for true and 0 for false; the compiler makes it a SETcc, not a jump.
func b2u(b bool) uint32 {
	var u uint32
	if b {
		u = 1
	}
	return u
}

// filler holds the queues and the marks of the flood fills. It lives in the
// Evaluation it serves, so its memory is reused; the liberty marks are
// generation-stamped, so they never need clearing.
type filler struct {
	mark   [board.Cells]uint32
	reach  [board.Cells]uint8       // per empty point: the colours its region reaches
	queue  [board.Cells]board.Point // the liberty fill
	queue2 [board.Cells]board.Point // the fill of the points reaching black
	queue3 [board.Cells]board.Point // the fill of the points reaching white
	nb, nw int                      // the seeds in queue2 and queue3
	gen    uint32
}

// next starts a new generation of marks.
func (f *filler) next() uint32 {
	f.gen++
	if f.gen == 0 { // wrapped after four billion fills: start afresh
		f.mark = [board.Cells]uint32{}
		f.gen = 1
	}
	return f.gen
}

// capturedStones marks, with a new generation, every stone that belongs to a
// string with at least one liberty, and returns a bit set of the colours
// (1<<Black, 1<<White) that have strings without liberties. One fill from
// all the stones next to an empty point at once, along same-coloured
// neighbours.
func (f *filler) capturedStones(cells *[board.Cells]board.Color, w, h int) board.Color {
	gen := f.next()
	tail := 0
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			free := isEmpty[cells[(p-board.Stride)&mask]&3] | isEmpty[cells[(p-1)&mask]&3] | isEmpty[cells[(p+1)&mask]&3] | isEmpty[cells[(p+board.Stride)&mask]&3]
			add := isStone[cells[p]] & free
			f.mark[p&mask] = gen & -add
			f.queue[tail&mask] = p
			tail += int(add)
		}
	}
	for head := 0; head < tail; head++ {
		q := f.queue[head&mask]
		c := cells[q&mask]
		tail = f.pushSame(cells, q-board.Stride, c, gen, tail)
		tail = f.pushSame(cells, q-1, c, gen, tail)
		tail = f.pushSame(cells, q+1, c, gen, tail)
		tail = f.pushSame(cells, q+board.Stride, c, gen, tail)
	}
	var bits uint32
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p]
			bits |= (isStone[c] & b2u(f.mark[p] != gen)) << c
		}
	}
	return board.Color(bits)
}

// mask keeps an index inside the padded array without a bounds check.
const mask = board.Cells - 1

// pushSame queues n, unless it is already marked, when it holds colour c;
// without a branch on either.
func (f *filler) pushSame(cells *[board.Cells]board.Color, n board.Point, c board.Color, gen uint32, tail int) int {
	i := n & mask
	add := b2u(cells[i] == c) & b2u(f.mark[i] != gen)
	f.mark[i] ^= (f.mark[i] ^ gen) & -add
	f.queue[tail&mask] = n
	return tail + int(add)
}

// pushEmpty queues n, unless its reach already has bit, when it is empty,
// and gives it bit; without a branch on either.
func (f *filler) pushEmpty(cells *[board.Cells]board.Color, queue *[board.Cells]board.Point, n board.Point, bit uint8, tail int) int {
	i := n & mask
	add := isEmpty[cells[i]&3] & b2u(f.reach[i]&bit == 0)
	f.reach[i] |= bit & -uint8(add)
	queue[tail&mask] = n
	return tail + int(add)
}

// removeCaptured takes off the stones left unmarked by the last capturedStones
// call, of colour only (or of both colours when only is Empty), counting
// them per colour in captured.
func (f *filler) removeCaptured(cells *[board.Cells]board.Color, w, h int, only board.Color, captured *[4]int) {
	gen := f.gen
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p]
			kill := isStone[c] & b2u(f.mark[p] != gen) & b2u(only == Empty || c == only)
			captured[c] += int(kill)
			cells[p] = c &^ board.Color(-int8(kill))
		}
	}
}

// seed starts both kinds of fill in one pass over the board: it queues
// and marks every stone next to an empty point and spreads that mark along
// strings (capturedStones), and seeds the reach fills (seedReach). It returns
// the colours that have strings without liberties, as capturedStones does.
func (f *filler) seed(cells *[board.Cells]board.Color, w, h int) board.Color {
	gen := f.next()
	tail, nb, nw := 0, 0, 0
	var stones, marked [4]int
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p&mask] & 3
			near := nearby(cells, p)
			add := isStone[c] & uint32(near>>2)
			f.mark[p&mask] = gen & -add
			f.queue[tail&mask] = p
			tail += int(add)
			stones[c]++
			marked[c] += int(add)
			nb, nw = f.seedPoint(p, near&emptyMask[c], nb, nw)
		}
	}
	f.nb, f.nw = nb, nw
	for head := 0; head < tail; head++ {
		q := f.queue[head&mask]
		c := cells[q&mask] & 3
		t := tail
		tail = f.pushSame(cells, q-board.Stride, c, gen, tail)
		tail = f.pushSame(cells, q-1, c, gen, tail)
		tail = f.pushSame(cells, q+1, c, gen, tail)
		tail = f.pushSame(cells, q+board.Stride, c, gen, tail)
		marked[c] += tail - t
	}
	return board.Color(b2u(marked[Black] < stones[Black])<<Black | b2u(marked[White] < stones[White])<<White)
}

// seedReach seeds the reach fills: f.reach of every empty point gets the
// colours next to it, and the points next to black (white) are queued in
// queue2 (queue3).
func (f *filler) seedReach(cells *[board.Cells]board.Color, w, h int) {
	nb, nw := 0, 0
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			nb, nw = f.seedPoint(p, nearby(cells, p)&emptyMask[cells[p&mask]&3], nb, nw)
		}
	}
	f.nb, f.nw = nb, nw
}

// nearby says what the neighbours of p offer: bit 2 a liberty, bits 0 and
// 1 the colours next to it.
func nearby(cells *[board.Cells]board.Color, p board.Point) uint8 {
	return around[cells[(p-board.Stride)&mask]&3] | around[cells[(p-1)&mask]&3] | around[cells[(p+1)&mask]&3] | around[cells[(p+board.Stride)&mask]&3]
}

// seedPoint records the colours r an empty point p reaches at once (0 for
// a stone) and queues it for the fills of those colours, whose lengths nb
// and nw it returns grown.
func (f *filler) seedPoint(p board.Point, r uint8, nb, nw int) (int, int) {
	f.reach[p&mask] = r
	f.queue2[nb&mask] = p
	f.queue3[nw&mask] = p
	return nb + int(r&1), nw + int(r>>1)
}

// spread completes a reach fill: from the tail points queued, every empty
// point of their regions gets bit in f.reach.
func (f *filler) spread(cells *[board.Cells]board.Color, queue *[board.Cells]board.Point, tail int, bit uint8) {
	for head := 0; head < tail; head++ {
		q := queue[head&mask]
		tail = f.pushEmpty(cells, queue, q-board.Stride, bit, tail)
		tail = f.pushEmpty(cells, queue, q-1, bit, tail)
		tail = f.pushEmpty(cells, queue, q+1, bit, tail)
		tail = f.pushEmpty(cells, queue, q+board.Stride, bit, tail)
	}
}

// SideScore is one colour's score and its parts.
type SideScore struct {
	Stones          int     // stones on the board after removal
	Territory       int     // territory points
	Prisoners       int     // CapturedOnBoard plus prisoners declared by the file
	CapturedOnBoard int     // prisoners taken from the board as it stands
	DeadTaken       int     // opponent stones taken off as dead; under territory scoring they score as prisoners do
	SekiEyes        int     // eye points of this colour's strings in seki: territory under area scoring only
	FalseEyes       int     // points of this colour's eyes it must fill to save a string: territory under area scoring only
	Score           float64 // by the rules' scoring, komi included for White
}

// Score is the outcome of an evaluation under a set of rules.
type Score struct {
	Black, White SideScore
	Neutral      int // empty points that are nobody's territory (seki eyes too, under territory scoring)
	Dame         int // neutral points in regions touching both colours, the shared liberties of seki among them
	SekiStones   int // stones in seki, both colours
	SekiShared   int // the shared liberties of seki (dame inside a seki)
	Komi         float64
}

// Score counts e under r. blackPrisoners and whitePrisoners are the stones
// each colour captured earlier in the game (a file's header, or an SGF's
// captures); they count only under territory scoring, as do the dead stones
// each colour takes (DeadTaken), which are kept apart from the prisoners so
// a breakdown can show them. Once FindSeki has run, the eyes of seki and
// the false eyes are taken out of the territory under territory scoring
// (docs/rules.md, Japanese territory); under area scoring they stay their
// owner's, and the shared liberties, neutral already, count for no one.
func (e *Evaluation) Score(r Rules, blackPrisoners, whitePrisoners int) Score {
	s := Score{Neutral: e.Neutral, Dame: e.Dame, Komi: r.Komi}
	side := func(sd *Side, prior int) SideScore {
		return SideScore{Stones: sd.Stones, Territory: sd.Territory, CapturedOnBoard: sd.CapturedOnBoard, Prisoners: sd.CapturedOnBoard + prior, DeadTaken: sd.DeadTaken}
	}
	s.Black = side(&e.Black, blackPrisoners)
	s.White = side(&e.White, whitePrisoners)
	if k := e.seki; k != nil {
		s.Black.SekiEyes, s.White.SekiEyes = k.EyePoints[Black], k.EyePoints[White]
		s.Black.FalseEyes, s.White.FalseEyes = k.FalseEyes[Black], k.FalseEyes[White]
		s.SekiStones, s.SekiShared = k.Stones[Black]+k.Stones[White], k.Shared
		// Japanese 1989 rules: the eyes of a seki are not territory,
		// nor the points a colour must fill to save a string.
		if r.Scoring == Territory {
			s.Black.Territory -= s.Black.SekiEyes + s.Black.FalseEyes
			s.White.Territory -= s.White.SekiEyes + s.White.FalseEyes
			s.Neutral += s.Black.SekiEyes + s.White.SekiEyes + s.Black.FalseEyes + s.White.FalseEyes
		}
	}
	if r.Scoring == Area {
		s.Black.Score = float64(s.Black.Stones + s.Black.Territory)
		s.White.Score = float64(s.White.Stones + s.White.Territory)
	} else {
		s.Black.Score = float64(s.Black.Territory + s.Black.Prisoners + s.Black.DeadTaken)
		s.White.Score = float64(s.White.Territory + s.White.Prisoners + s.White.DeadTaken)
	}
	s.White.Score += r.Komi
	return s
}

// Winner returns Black, White, or Empty for a draw.
func (s Score) Winner() board.Color {
	switch {
	case s.Black.Score > s.White.Score:
		return Black
	case s.White.Score > s.Black.Score:
		return White
	}
	return Empty
}

// Margin returns the winner's lead, 0 for a draw.
func (s Score) Margin() float64 { return math.Abs(s.Black.Score - s.White.Score) }

// Result returns the result text: "B+3", "W+0.5" or "Draw".
func (s Score) Result() string {
	switch s.Winner() {
	case Black:
		return "B+" + strconv.FormatFloat(s.Margin(), 'f', -1, 64)
	case White:
		return "W+" + strconv.FormatFloat(s.Margin(), 'f', -1, 64)
	}
	return "Draw"
}
