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
)

var statusNames = [...]string{"neutral", "black-territory", "white-territory", "black-stone", "white-stone", "black-captured", "white-captured"}

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
}

// Evaluation is a board after its strings without liberties came off, with
// every point classified. It is a plain value: Evaluate fills one in place so
// a caller can reuse it without allocating.
type Evaluation struct {
	After  board.Board         // the board after removal
	Status [board.Cells]Status // per point; meaningful on the board only
	Black  Side                // Black's stones, territory and captures
	White  Side                // White's stones, territory and captures
	// Neutral counts the empty points, after removal, that are nobody's territory.
	Neutral int
	// Ambiguous is set when strings of both colours had no liberties and
	// nobody was known to be on move, so all were removed at once.
	Ambiguous bool
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
// every point (SPEC 3.2, 3.3). toMove is the side to move next, or Empty when
// unknown: when it is known the side that just moved captures first, so
// toMove's strings without liberties come off, then any string still without
// liberties; when unknown all of them come off at the same moment and, if
// both colours had some, e.Ambiguous is set.
func Evaluate(b *board.Board, toMove board.Color, e *Evaluation) {
	e.After = *b
	e.Black, e.White, e.Neutral, e.Ambiguous = Side{}, Side{}, 0, false
	cells, orig := e.After.Cells(), b.Cells()
	w, h := b.Width(), b.Height()

	var f filler
	dead := f.deadStones(&e.After)
	if dead != 0 {
		if toMove == Black || toMove == White {
			if dead&(1<<toMove) != 0 {
				f.removeDead(&e.After, toMove, e)
				dead = f.deadStones(&e.After)
			}
			if dead != 0 {
				f.removeDead(&e.After, Empty, e)
			}
		} else {
			e.Ambiguous = dead == 3<<1
			f.removeDead(&e.After, Empty, e)
		}
	}

	// Territory: one breadth-first fill per empty region, noting which
	// colours border it; the region's points are the queue segment it
	// used. Stones are counted on the way. The inner loops avoid branches
	// that depend on the board, which a random board would mispredict.
	f.gen++
	gen := f.gen
	var stones [4]int
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p]
			stones[c]++
			if c != Empty {
				e.Status[p] = stoneStatus[c]
				continue
			}
			if f.mark[p] == gen {
				continue
			}
			f.mark[p] = gen
			f.queue[0] = p
			tail := 1
			var border uint8 // bit 0: black, bit 1: white
			for head := 0; head < tail; head++ {
				q := f.queue[head]
				for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
					k := cells[n]
					border |= colourBit[k]
					add := b2u(k == Empty) & b2u(f.mark[n] != gen)
					f.mark[n] ^= (f.mark[n] ^ gen) & -add
					f.queue[tail] = n
					tail += int(add)
				}
			}
			st := regionStatus[border]
			switch st {
			case BlackTerritory:
				e.Black.Territory += tail
			case WhiteTerritory:
				e.White.Territory += tail
			default:
				e.Neutral += tail
			}
			// A vacated point keeps its captured status; it still counts
			// in the region's total above.
			for _, q := range f.queue[:tail] {
				st := st
				if o := orig[q]; o != Empty {
					st = capturedStatus[o]
				}
				e.Status[q] = st
			}
		}
	}
	e.Black.Stones, e.White.Stones = stones[Black], stones[White]
}

// Tables that replace branches in the fills.
var (
	stoneStatus    = [4]Status{Empty: Neutral, Black: BlackStone, White: WhiteStone}
	capturedStatus = [4]Status{Black: BlackCaptured, White: WhiteCaptured}
	colourBit      = [4]uint8{Black: 1, White: 2}
	regionStatus   = [4]Status{0: Neutral, 1: BlackTerritory, 2: WhiteTerritory, 3: Neutral}
)

// b2u is 1 for true and 0 for false; the compiler makes it a SETcc, not a jump.
func b2u(b bool) uint32 {
	var u uint32
	if b {
		u = 1
	}
	return u
}

// filler holds the queue and the generation-stamped marks of the flood fills.
// A zero filler is ready; each fill takes a new generation, so marks never
// need clearing.
type filler struct {
	mark  [board.Cells]uint32
	queue [board.Cells]board.Point
	gen   uint32
}

// deadStones marks, with a new generation, every stone of b that belongs to a
// string with at least one liberty, and returns a bit set of the colours
// (1<<Black, 1<<White) that have strings without liberties.
func (f *filler) deadStones(b *board.Board) (dead board.Color) {
	cells := b.Cells()
	f.gen++
	gen := f.gen
	tail := 0
	w, h := b.Width(), b.Height()
	// Seed with every stone next to an empty point, then spread along strings.
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			stone := b2u(cells[p]-1 < 2)
			free := b2u(cells[p-board.Stride] == Empty) | b2u(cells[p-1] == Empty) | b2u(cells[p+1] == Empty) | b2u(cells[p+board.Stride] == Empty)
			add := stone & free
			f.mark[p] = gen & -add
			f.queue[tail] = p
			tail += int(add)
		}
	}
	for head := 0; head < tail; head++ {
		q := f.queue[head]
		c := cells[q]
		for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			add := b2u(cells[n] == c) & b2u(f.mark[n] != gen)
			f.mark[n] ^= (f.mark[n] ^ gen) & -add
			f.queue[tail] = n
			tail += int(add)
		}
	}
	var bits uint32
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p]
			bits |= (b2u(c-1 < 2) & b2u(f.mark[p] != gen)) << c
		}
	}
	return board.Color(bits)
}

// removeDead takes off the stones left unmarked by the last deadStones call,
// of colour only (or of both colours when only is Empty), counting them as
// the opponent's captures.
func (f *filler) removeDead(b *board.Board, only board.Color, e *Evaluation) {
	cells := b.Cells()
	gen := f.gen
	w, h := b.Width(), b.Height()
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p]
			if (c != Black && c != White) || f.mark[p] == gen || (only != Empty && c != only) {
				continue
			}
			cells[p] = Empty
			if c == Black {
				e.White.CapturedOnBoard++
			} else {
				e.Black.CapturedOnBoard++
			}
		}
	}
}

// SideScore is one colour's score and its parts.
type SideScore struct {
	Stones          int     // stones on the board after removal
	Territory       int     // territory points
	Prisoners       int     // CapturedOnBoard plus prisoners declared by the file
	CapturedOnBoard int     // prisoners taken from the board as it stands
	Score           float64 // by the rules' scoring, komi included for White
}

// Score is the outcome of an evaluation under a set of rules.
type Score struct {
	Black, White SideScore
	Neutral      int
	Komi         float64
}

// Score counts e under r. blackPrisoners and whitePrisoners are the stones
// each colour captured earlier in the game (a file's header, or an SGF's
// captures); they count only under territory scoring.
func (e *Evaluation) Score(r Rules, blackPrisoners, whitePrisoners int) Score {
	s := Score{Neutral: e.Neutral, Komi: r.Komi}
	side := func(sd *Side, prior int) SideScore {
		return SideScore{Stones: sd.Stones, Territory: sd.Territory, CapturedOnBoard: sd.CapturedOnBoard, Prisoners: sd.CapturedOnBoard + prior}
	}
	s.Black = side(&e.Black, blackPrisoners)
	s.White = side(&e.White, whitePrisoners)
	if r.Scoring == Area {
		s.Black.Score = float64(s.Black.Stones + s.Black.Territory)
		s.White.Score = float64(s.White.Stones + s.White.Territory)
	} else {
		s.Black.Score = float64(s.Black.Territory + s.Black.Prisoners)
		s.White.Score = float64(s.White.Territory + s.White.Prisoners)
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
