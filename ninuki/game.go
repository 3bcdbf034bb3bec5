package ninuki

import (
	"errors"
	"fmt"
	"strings"

	"github.com/goscore/goscore/board"
)

// The limits of the game.
const (
	MinSize     = 2             // smallest board side
	MaxSize     = board.MaxSize // largest board side
	DefaultSize = 7             // the board side before any boardsize
	WinLength   = 5             // stones in a row that win
	WinCaptures = 10            // captured stones that win
)

// ErrSize is returned by New for a side outside MinSize..MaxSize.
var ErrSize = errors.New("unacceptable size")

// Reason says why a move is illegal, or Legal. The reasons are checked in
// the order of their values, so a move has exactly one; their strings are
// the words of the GTP illegal move answer.
type Reason uint8

// The verdicts on a move, in the order they are checked.
const (
	Legal           Reason = iota
	WrongColor             // the colour is not Black or White
	WrongCoordinate        // the point is not on this board
	Occupied               // the point holds a stone
	GameOver               // the game has a result
)

var reasonNames = [...]string{"legal", "wrong color", "wrong coordinate", "occupied", "game over"}

// String returns the reason as GTP words: "wrong color", "occupied"...
func (r Reason) String() string {
	if int(r) < len(reasonNames) {
		return reasonNames[r]
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// Result is the state of a game: Unknown while it goes on.
type Result uint8

// The results of a game.
const (
	Unknown Result = iota
	BlackWins
	WhiteWins
	Draw
)

var resultNames = [...]string{"unknown", "black", "white", "draw"}

// String returns "unknown", "black", "white" or "draw", the answers of
// gogui-rules_final_result.
func (r Result) String() string {
	if int(r) < len(resultNames) {
		return resultNames[r]
	}
	return fmt.Sprintf("Result(%d)", uint8(r))
}

// Winner returns the colour that won, or board.Empty for Unknown and Draw.
func (r Result) Winner() board.Color {
	switch r {
	case BlackWins:
		return board.Black
	case WhiteWins:
		return board.White
	}
	return board.Empty
}

// winFor is the Result of a win by c.
func winFor(c board.Color) Result {
	if c == board.Black {
		return BlackWins
	}
	return WhiteWins
}

// directions are the eight steps from a point along a line; the first four
// are the four line directions, the last four their opposites.
var directions = [8]board.Point{
	1, board.Stride, board.Stride + 1, board.Stride - 1,
	-1, -board.Stride, -board.Stride - 1, -board.Stride + 1,
}

// state is everything a move changes, kept whole for undo: a board is a
// plain value, so a snapshot is an assignment.
type state struct {
	b        board.Board
	toMove   board.Color
	captured [3]int // stones captured by each colour, indexed by Color
	empty    int    // empty points left
	result   Result
}

// Game is a game of Ninuki: the position, the captures, the side to move,
// the result and the states before each move, for Undo. The zero Game is
// not usable; use New.
type Game struct {
	state
	history []state
}

// New returns an empty size x size game with Black to move.
func New(size int) (*Game, error) {
	if size < MinSize || size > MaxSize {
		return nil, fmt.Errorf("%w %d (want %d to %d)", ErrSize, size, MinSize, MaxSize)
	}
	b, err := board.New(size, size)
	if err != nil {
		return nil, err
	}
	return &Game{state: state{b: b, toMove: board.Black, empty: size * size}}, nil
}

// Size returns the side of the board.
func (g *Game) Size() int { return g.b.Width() }

// Board returns a copy of the position.
func (g *Game) Board() board.Board { return g.b }

// At returns the colour at p: board.Wall off the board.
func (g *Game) At(p board.Point) board.Color { return g.b.At(p) }

// ToMove returns the side to move: Black at the start, then the opponent of
// whoever played last (GTP lets either colour play at any time).
func (g *Game) ToMove() board.Color { return g.toMove }

// Captured returns the number of stones c has captured.
func (g *Game) Captured(c board.Color) int {
	if c != board.Black && c != board.White {
		return 0
	}
	return g.captured[c]
}

// Result returns the result, Unknown while the game goes on.
func (g *Game) Result() Result { return g.result }

// Over reports whether the game has a result.
func (g *Game) Over() bool { return g.result != Unknown }

// Moves returns the number of moves that can be undone.
func (g *Game) Moves() int { return len(g.history) }

// Check returns why c may not play at p, or Legal. The checks run in the
// order of the Reason values: colour, point, occupancy, end of game.
func (g *Game) Check(c board.Color, p board.Point) Reason {
	switch {
	case c != board.Black && c != board.White:
		return WrongColor
	case !g.b.OnBoard(p):
		return WrongCoordinate
	case g.b.At(p) != board.Empty:
		return Occupied
	case g.result != Unknown:
		return GameOver
	}
	return Legal
}

// Play puts a stone of c at p, removes every pair it captures and settles
// the result. It returns the number of stones captured, or the reason the
// move is illegal, in which case nothing changes.
func (g *Game) Play(c board.Color, p board.Point) (captured int, r Reason) {
	if r := g.Check(c, p); r != Legal {
		return 0, r
	}
	g.history = append(g.history, g.state)
	g.b.Set(p, c)
	g.empty--
	captured = g.capture(c, p)
	g.empty += captured
	g.captured[c] += captured
	g.toMove = c.Opponent()
	switch {
	case g.captured[c] >= WinCaptures || g.rowThrough(c, p) >= WinLength:
		g.result = winFor(c)
	case g.empty == 0:
		g.result = Draw
	}
	return captured, Legal
}

// capture removes the pairs of opponent stones that the stone of c at p
// flanks with another stone of c, and returns how many stones went. The
// wall around the board stops every line, and board.At answers Wall past
// the padded array, so no bounds checks are needed.
func (g *Game) capture(c board.Color, p board.Point) int {
	opp := c.Opponent()
	n := 0
	for _, d := range directions {
		if g.b.At(p+d) == opp && g.b.At(p+2*d) == opp && g.b.At(p+3*d) == c {
			g.b.Set(p+d, board.Empty)
			g.b.Set(p+2*d, board.Empty)
			n += 2
		}
	}
	return n
}

// rowThrough returns the longest line of c's stones through p, in any of
// the four line directions.
func (g *Game) rowThrough(c board.Color, p board.Point) int {
	best := 0
	for _, d := range directions[:4] {
		n := 1
		for q := p + d; g.b.At(q) == c; q += d {
			n++
		}
		for q := p - d; g.b.At(q) == c; q -= d {
			n++
		}
		best = max(best, n)
	}
	return best
}

// Undo takes back the last move; it reports false when there is none.
func (g *Game) Undo() bool {
	n := len(g.history)
	if n == 0 {
		return false
	}
	g.state = g.history[n-1]
	g.history = g.history[:n-1]
	return true
}

// Legal appends to dst the points where the side to move (or either side:
// Ninuki has no suicide or ko) may play: the empty points in file order,
// top row first, or none once the game is over.
func (g *Game) Legal(dst []board.Point) []board.Point {
	if g.Over() {
		return dst
	}
	n := g.Size()
	for row := 0; row < n; row++ {
		for col := 0; col < n; col++ {
			if p := g.b.Point(row, col); g.b.At(p) == board.Empty {
				dst = append(dst, p)
			}
		}
	}
	return dst
}

// String returns the position as rows of X (Black), O (White) and .
// (empty), top row first, cells separated by a space, rows by a newline
// with none after the last: the answer of gogui-rules_board.
func (g *Game) String() string {
	var sb strings.Builder
	n := g.Size()
	for row := 0; row < n; row++ {
		if row > 0 {
			sb.WriteByte('\n')
		}
		for col := 0; col < n; col++ {
			if col > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte(stoneChar(g.b.At(g.b.Point(row, col))))
		}
	}
	return sb.String()
}

// stoneChar is the diagram character of a colour.
func stoneChar(c board.Color) byte {
	switch c {
	case board.Black:
		return 'X'
	case board.White:
		return 'O'
	}
	return '.'
}
