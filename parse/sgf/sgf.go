package sgf

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
)

// Record is one game record: its main line and the properties goscore uses.
// A Record made by Parse is always valid; Write checks one made by hand, as
// Check does.
type Record struct {
	Width, Height int // SZ; 19x19 when the file does not say

	Komi    float64 // KM
	HasKomi bool    // whether the file gives KM
	Rules   string  // RU, as written ("Japanese", "Chinese", "AGA", ...)

	Handicap     int         // HA; 0 when absent
	PlayerToMove board.Color // PL: who plays first after the setup; Empty when absent
	// NextPlayer is the PL of the main line's last node when moves come
	// before it: who plays after the last move, as GoGui, Sabaki and GNU
	// Go read it; Empty when absent, and the opponent of the last mover
	// plays.
	NextPlayer board.Color

	Setup Setup  // AB, AW, AE of the nodes before the first move
	Moves []Move // the main line, in order
	// Setups are the setup nodes of the main line after its first move,
	// in order: old records place stones mid-game this way. A setup node
	// changes the position without being a move, so Moves keeps one entry
	// a move and move numbers stay those of the file.
	Setups []SetupNode
	// Result is RE as written: "B+3.5", "W+R", "0", "Void", ...
	Result string

	// The text properties, with escapes and soft line breaks removed.
	GameName    string // GN
	BlackPlayer string // PB
	WhitePlayer string // PW
	Date        string // DT
	Comment     string // C of the root node

	// Territory and Marked are the markup of the main line's last node (the
	// root when there are no moves), where a program that counted the game
	// leaves its marking: Territory[board.Black] is TB and
	// Territory[board.White] is TW, each point of territory and each dead
	// stone of the other colour, as CGoban and Sabaki write them; Marked is
	// MA. Each list is in file order without repeats.
	Territory [3][]board.Point
	Marked    []board.Point
	// Repairs are what Parse mended to read the record, as other programs
	// do (a setup node after the moves counts too), at most one of each
	// code, in file order. ParseStrict refuses them instead.
	Repairs []Repair

	// Where is where the record stands in the file Parse read it from, for
	// messages about its moves; zero in a Record made by hand. Write and
	// Format ignore it.
	Where Where
}

// Where places a record in its file.
type Where struct {
	Game  Pos   // its "("
	Komi  Pos   // the value of the KM it takes its komi from; zero without KM
	Moves []Pos // the value of each move of the main line, as Moves
}

// Pos is a place in a file: Line and Col count from 1, Col in characters
// (a tab, or a byte that is not UTF-8, is one), as in an *Error.
type Pos struct{ Line, Col int }

// Setup is the position the moves start from: the points listed in the
// setup properties, each list in file order without repeats. A point is in
// one list at most.
type Setup struct {
	AB []board.Point // black stones
	AW []board.Point // white stones
	AE []board.Point // points made empty
}

// SetupOf returns the setup that places b's stones on an empty board: its
// black and white stones in file order.
func SetupOf(b *board.Board) Setup {
	var s Setup
	for _, p := range b.Points(nil) {
		switch b.At(p) {
		case board.Black:
			s.AB = append(s.AB, p)
		case board.White:
			s.AW = append(s.AW, p)
		}
	}
	return s
}

// SetupNode is a setup node of the main line: Setup applies after the
// first After moves (After is 1 or more).
type SetupNode struct {
	After int
	Setup Setup
}

// Repair is a departure from the SGF standard that Parse read past, as
// GoGui, Sabaki and GNU Go do: Code names it in verdicts' warnings, and
// Err, Msg and Pos are the error ParseStrict gives for it.
type Repair struct {
	Code string
	Pos  Pos
	Err  error  // one of the ErrXxx sentinels
	Msg  string // as in an *Error
}

// The codes of the repairs.
const (
	// RepairSetupInMainLine: AB, AW or AE after a move of the main line,
	// applied where it stands.
	RepairSetupInMainLine = "setup-in-main-line"
	// RepairRepeated: a property given twice in one node; the first is
	// kept, or for a list of points (AB, AW, AE, TB, TW, MA) the lists are
	// joined.
	RepairRepeated = "repeated-property"
	// RepairOutside: text before, between or after the games, skipped.
	RepairOutside = "text-outside-game"
	// RepairTruncated: the file ends inside a value or a game; what was
	// read is kept.
	RepairTruncated = "truncated"
	// RepairLatin1: text values not UTF-8, without a CA that says which
	// charset, read as Latin-1.
	RepairLatin1 = "latin-1"
	// RepairOccupied: a move onto a stone, as old professional records
	// have; the mover's stone replaces it (game.Replay does the same).
	RepairOccupied = "move-on-occupied-point"
	// RepairEmpty: an empty value where a number, a colour or a point is
	// wanted (KM[], HA[], SZ[], PL[], GM[], AB[]...), read as if the
	// property were absent, as GoGui does. TB[] and TW[] are no repair:
	// SGF allows an empty list of territory.
	RepairEmpty = "empty-value"
	// RepairTwoMoves: a node with both a B and a W move; both are
	// played, in file order, as GNU Go plays them (Sabaki and GoGui keep
	// one of the two).
	RepairTwoMoves = "two-moves-in-node"
)

// Repaired reports whether r holds a repair of the code.
func (g *Record) Repaired(code string) bool {
	for _, r := range g.Repairs {
		if r.Code == code {
			return true
		}
	}
	return false
}

// Move is one move of the main line.
type Move struct {
	Colour board.Color // board.Black or board.White
	Point  board.Point // board.Pass for a pass
}

// String returns the move as "black D4" or "white pass".
func (m Move) String() string { return m.Colour.String() + " " + m.Point.String() }

// The kinds of problem Parse reports; test for them with errors.Is.
var (
	ErrSyntax   = errors.New("syntax error")              // brackets, parentheses, stray text
	ErrBadPoint = errors.New("bad point")                 // not two letters, or off the board
	ErrSize     = errors.New("bad board size")            // SZ not 1 to 19 on each side
	ErrOccupied = errors.New("move on an occupied point") // a main-line move onto a stone
	ErrBadValue = errors.New("bad property value")        // KM, HA, PL, GM, one-value properties
	ErrTooMany  = errors.New("too many games or moves")   // over MaxGames, MaxMoves or MaxSetupPoints
)

// The most games a collection and moves a main line may hold. Each game of
// a collection becomes a verdict and each move a position, which cost far
// more memory than the few bytes "(;)" or ";B[]" take in the file: these
// bounds keep what a 1 MiB file can ask for to tens of megabytes. A real
// game has a few hundred moves, and a 1 MiB file holds some hundreds of
// real games.
const (
	MaxGames = 10000
	MaxMoves = 10000
)

// MaxSetupPoints bounds the points the setup nodes of a main line after its
// first move may list in all. Each such point costs a few bytes in the
// record and again in the replay's history, where a setup node of ten
// bytes ("AW[aa:ss]") can change a whole board: ten thousand of them took
// a hundred times their file's size. Real records have a few such nodes
// of a few stones.
const MaxSetupPoints = 100000

// Error is a problem at a place in a file, SGF or any other board file
// (package parse uses this type too). Line and Col count from 1; Col counts
// characters (a tab, or a byte that is not UTF-8, is one). Line 0 means the
// whole file.
type Error struct {
	File string
	Line int
	Col  int
	Err  error  // one of the ErrXxx sentinels
	Msg  string // what is wrong, in lower case, without a final period
}

// Error returns "file:line:col: message", or "file: message" for the whole
// file, with the file name quoted when it holds a line break, an escape or
// another control character (see QuoteName).
func (e *Error) Error() string {
	if e.Line == 0 {
		return QuoteName(e.File) + ": " + e.Msg
	}
	return QuoteName(e.File) + ":" + strconv.Itoa(e.Line) + ":" + strconv.Itoa(e.Col) + ": " + e.Msg
}

// QuoteName returns a file name fit for a message line: as it is, or
// quoted in Go syntax ("a\nb.txt") when it holds a control character or
// bytes that are not UTF-8, which would split the line or reach the
// terminal raw.
func QuoteName(name string) string {
	if !utf8.ValidString(name) {
		return strconv.Quote(name)
	}
	for _, r := range name {
		if r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0 {
			return strconv.Quote(name)
		}
	}
	return name
}

// Unwrap returns the sentinel, for errors.Is.
func (e *Error) Unwrap() error { return e.Err }

// Check reports why g cannot be written or replayed, or nil. A Record from
// Parse always passes.
func (g *Record) Check() error {
	w, h := g.Width, g.Height
	if w < 1 || h < 1 || w > board.MaxSize || h > board.MaxSize {
		return fmt.Errorf("sgf: %w %dx%d (want 1 to %d on each side)", ErrSize, w, h, board.MaxSize)
	}
	if math.IsNaN(g.Komi) || math.IsInf(g.Komi, 0) {
		return fmt.Errorf("sgf: %w: komi %v", ErrBadValue, g.Komi)
	}
	if g.Handicap < 0 {
		return fmt.Errorf("sgf: %w: handicap %d", ErrBadValue, g.Handicap)
	}
	for _, c := range [...]board.Color{g.PlayerToMove, g.NextPlayer} {
		if c != board.Empty && c != board.Black && c != board.White {
			return fmt.Errorf("sgf: %w: player to move %v", ErrBadValue, c)
		}
	}
	for i, list := range [3][]board.Point{g.Setup.AB, g.Setup.AW, g.Setup.AE} {
		for _, p := range list {
			if !onBoard(p, w, h) {
				return fmt.Errorf("sgf: %w: %s point %v is off the %dx%d board", ErrBadPoint, setupNames[i], p, w, h)
			}
		}
	}
	for i, list := range [3][]board.Point{g.Territory[board.Black], g.Territory[board.White], g.Marked} {
		for _, p := range list {
			if !onBoard(p, w, h) {
				return fmt.Errorf("sgf: %w: %s point %v is off the %dx%d board", ErrBadPoint, markupNames[i], p, w, h)
			}
		}
	}
	for _, s := range g.Setups {
		if s.After < 1 || s.After > len(g.Moves) {
			return fmt.Errorf("sgf: %w: setup node after move %d of %d", ErrBadValue, s.After, len(g.Moves))
		}
		for i, list := range [3][]board.Point{s.Setup.AB, s.Setup.AW, s.Setup.AE} {
			for _, p := range list {
				if !onBoard(p, w, h) {
					return fmt.Errorf("sgf: %w: %s point %v after move %d is off the %dx%d board", ErrBadPoint, setupNames[i], p, s.After, w, h)
				}
			}
		}
	}
	for i, m := range g.Moves {
		if m.Colour != board.Black && m.Colour != board.White {
			return fmt.Errorf("sgf: %w: move %d has colour %v", ErrBadValue, i+1, m.Colour)
		}
		if m.Point != board.Pass && !onBoard(m.Point, w, h) {
			return fmt.Errorf("sgf: %w: move %d (%v) is off the %dx%d board", ErrBadPoint, i+1, m, w, h)
		}
	}
	return nil
}

// setupNames are the setup properties in the order Setup holds them.
var setupNames = [3]string{"AB", "AW", "AE"}

// markupNames are the markup properties: Territory's two lists, then Marked.
var markupNames = [3]string{"TB", "TW", "MA"}

// onBoard reports whether p is a point of a w x h board.
func onBoard(p board.Point, w, h int) bool {
	return p > 0 && int(p) < board.Cells && p.X() >= 0 && p.X() < w && p.Y() >= 0 && p.Y() < h
}

// SetupBoard returns the position before the first move: an empty board
// with the setup stones. g must pass Check.
func (g *Record) SetupBoard() board.Board {
	b, _ := board.New(g.Width, g.Height)
	g.Setup.Apply(&b)
	return b
}

// Apply puts s's stones on b and empties its AE points.
func (s *Setup) Apply(b *board.Board) {
	for i, list := range [3][]board.Point{s.AB, s.AW, s.AE} {
		c := [3]board.Color{board.Black, board.White, board.Empty}[i]
		for _, p := range list {
			b.Set(p, c)
		}
	}
}
