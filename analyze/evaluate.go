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

	fill filler // scratch for the flood fills, reused from call to call
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
//
// It makes two breadth-first passes over one queue: one fill per string,
// which notes whether the string touches an empty point, and one fill per
// empty region, which notes the colours around it.
func Evaluate(b *board.Board, toMove board.Color, e *Evaluation) {
	e.After = *b
	e.Black, e.White, e.Neutral, e.Ambiguous = Side{}, Side{}, 0, false
	cells, orig := e.After.Cells(), b.Cells()
	w, h := b.Width(), b.Height()
	f := &e.fill
	gen := f.next()

	// Strings. Each string's stones are a segment of the queue; the
	// segments of strings without liberties are kept for removal.
	var stones [4]int
	tail, ndead := 0, 0
	var deadColours board.Color
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			c := cells[p]
			if c == Empty || f.mark[p] == gen {
				continue
			}
			start := tail
			f.mark[p] = gen
			f.queue[tail] = p
			tail++
			free := uint8(0)
			for head := start; head < tail; head++ {
				q := f.queue[head]
				for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
					// No branch on whether the neighbour is empty: on a
					// random board it would be mispredicted half the time.
					k := cells[n]
					free |= isEmpty[k]
					if k == c && f.mark[n] != gen {
						f.mark[n] = gen
						f.queue[tail] = n
						tail++
					}
				}
			}
			stones[c] += tail - start
			for _, q := range f.queue[start:tail] {
				e.Status[q] = stoneStatus[c]
			}
			if free == 0 {
				f.dead[ndead] = segment{int16(start), int16(tail)}
				ndead++
				deadColours |= 1 << c
			}
		}
	}

	// Removal (SPEC 3.2).
	if ndead > 0 {
		switch {
		case toMove != Black && toMove != White:
			e.Ambiguous = deadColours == 1<<Black|1<<White
			for _, s := range f.dead[:ndead] {
				f.remove(cells, s, e)
			}
		default:
			for _, s := range f.dead[:ndead] {
				if cells[f.queue[s.start]] == toMove {
					f.remove(cells, s, e)
				}
			}
			for _, s := range f.dead[:ndead] {
				if c := cells[f.queue[s.start]]; c != Empty && !f.free(cells, s) {
					f.remove(cells, s, e)
				}
			}
		}
	}
	e.Black.Stones = stones[Black] - e.White.CapturedOnBoard
	e.White.Stones = stones[White] - e.Black.CapturedOnBoard

	// Territory: one fill per empty region, noting which colours border
	// it; the region's points are the queue segment it used.
	gen = f.next()
	for y := 0; y < h; y++ {
		base := board.At(0, y)
		for x := 0; x < w; x++ {
			p := base + board.Point(x)
			if cells[p] != Empty || f.mark[p] == gen {
				continue
			}
			f.mark[p] = gen
			f.queue[0] = p
			tail := 1
			var border board.Color // bit 1: black, bit 2: white
			for head := 0; head < tail; head++ {
				q := f.queue[head]
				for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
					switch k := cells[n]; k {
					case Empty:
						if f.mark[n] != gen {
							f.mark[n] = gen
							f.queue[tail] = n
							tail++
						}
					case Black, White:
						border |= k
					}
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
				if orig[q] == Empty {
					e.Status[q] = st
				}
			}
		}
	}
}

// Tables that replace branches in the fills.
var (
	stoneStatus    = [4]Status{Empty: Neutral, Black: BlackStone, White: WhiteStone}
	capturedStatus = [4]Status{Black: BlackCaptured, White: WhiteCaptured}
	regionStatus   = [4]Status{0: Neutral, 1: BlackTerritory, 2: WhiteTerritory, 3: Neutral}
	isEmpty        = [4]uint8{Empty: 1}
)

// segment is a run of the queue: the stones of one string.
type segment struct{ start, end int16 }

// filler holds the queue and the generation-stamped marks of the flood fills.
// It lives in the Evaluation it serves, so its memory is reused and its
// marks never need clearing: each fill takes a new generation.
type filler struct {
	mark  [board.Cells]uint32
	queue [board.Cells]board.Point
	dead  [board.Cells]segment
	gen   uint32
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

// free reports whether the string in segment s touches an empty point.
func (f *filler) free(cells *[board.Cells]board.Color, s segment) bool {
	for _, q := range f.queue[s.start:s.end] {
		if cells[q-board.Stride] == Empty || cells[q-1] == Empty || cells[q+1] == Empty || cells[q+board.Stride] == Empty {
			return true
		}
	}
	return false
}

// remove takes the string in segment s off the board, counting its stones
// as the opponent's captures.
func (f *filler) remove(cells *[board.Cells]board.Color, s segment, e *Evaluation) {
	ss := f.queue[s.start:s.end]
	c := cells[ss[0]]
	for _, q := range ss {
		cells[q] = Empty
		e.Status[q] = capturedStatus[c]
	}
	e.Side(c.Opponent()).CapturedOnBoard += len(ss)
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
