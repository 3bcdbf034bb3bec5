// Package verdict turns parsed board files into verdicts, one per file (or
// per file and point, or per file and move), and says how each is drawn.
// Each command has one file holding its verdict struct, the code that
// fills it and its columns (score.go, status.go, legal.go, capture.go,
// mark.go, convert.go, random.go), so a column is added in one place;
// beside them are the score's JSON encoder (scorejson.go), the marking's
// text and HTML page (marktext.go, markhtml.go, markchecks.go) and the
// dead stones a verdict used (dead.go). Package report renders them. It
// also holds the glue between parse and analyze that every command
// shares: which rules apply to a file, which side is to move, and how a
// point is named in machine-readable output.
package verdict

import (
	"errors"
	"strconv"
	"strings"
	"sync"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Options are the command-line choices that shape a verdict.
type Options struct {
	// RulesChoice is the rules the flags chose (the preset with their
	// overrides) and which of them were given, which decides the rules of
	// every file (RulesFor).
	game.RulesChoice
	// Dead says which stones come off as dead before the territory fill.
	Dead life.Spec
	// MarksFirst takes, in a file with a marking of its own (HasMarks),
	// the dead stones its marks show instead of Dead's: --dead-stones
	// marks,estimate and marks,engine:CMD.
	MarksFirst bool
	// Referee is the engine Dead names (life.MethodEngine), one process
	// per worker: internal/referee's Pool.
	Referee Referee
	// Finish plays out the open border of a board before its count
	// (--finish, analyze.Finish): score and mark count the board after
	// the moves, and the verdict lists them.
	Finish bool
	// FinishEngine is the command line of --finish-engine CMD: with
	// Finish, the engine whose genmove plays the open border out instead
	// of analyze.Finish, one process per worker (Player).
	FinishEngine string
	Player       Player
}

// RulesFor returns the rules that apply to f, as game.RulesChoice.For
// decides them from the command line, f's RU and f's komi.
func (o *Options) RulesFor(f *parse.File) analyze.Rules {
	return o.For(f.Rules, f.Komi, f.HasKomi)
}

// Replay replays f's record, when f is an SGF, under rules (RulesFor's):
// its positions, from the setup on, and the prisoners each colour took go
// into f, added to those its root comment says were taken before the first
// move (StartPrisoners). A move the rules forbid is a *parse.Error placed at the move,
// "file:line:col: move 7 (black B5) is illegal: suicide under japanese
// rules". A grid or a diagram is left as it is.
func Replay(f *parse.File, rules analyze.Rules) error {
	if f.Record == nil {
		return nil
	}
	pos := positions.Get().(*analyze.Position)
	defer positions.Put(pos)
	prisoners, _, err := game.Replay(f.Record, rules, pos)
	if err != nil {
		var re *game.ReplayError
		if errors.As(err, &re) {
			return f.MoveError(re.Number, err.Error()+" under "+rules.Name+" rules")
		}
		return f.MoveError(0, strings.TrimPrefix(err.Error(), "sgf: "))
	}
	f.Grids = append(pos.History(), pos.Board)
	black, white := StartPrisoners(f.Record.Comment)
	f.BlackPrisoners, f.WhitePrisoners = black+prisoners[board.Black], white+prisoners[board.White]
	return nil
}

// positions are the scratch positions of Replay: a position is a few
// kilobytes, which a collection of many small games would otherwise
// allocate once a game.
var positions = sync.Pool{New: func() any { return new(analyze.Position) }}

// PointOf names p on b.
func PointOf(b *board.Board, p board.Point) Point {
	r, c := b.RowCol(p)
	return Point{Vertex: p.String(), Row: r, Col: c}
}

// Points names every point of ps on b; never nil, so it encodes as [].
func Points(b *board.Board, ps []board.Point) []Point {
	out := make([]Point, 0, len(ps))
	for _, p := range ps {
		out = append(out, PointOf(b, p))
	}
	return out
}

// ToMove returns the side to move in f: the header's player, else the
// opponent of whoever made the history's last move, else Empty.
func ToMove(f *parse.File) board.Color {
	if f.Player != board.Empty {
		return f.Player
	}
	if m := analyze.LastMover(f.Grids); m != board.Empty {
		return m.Opponent()
	}
	return board.Empty
}

// colourName returns "black" or "white" for a player colour.
func colourName(c board.Color) string { return c.String() }

// nameOrNil returns a pointer to c's name, or nil for Empty (null in JSON).
func nameOrNil(c board.Color) *string {
	if c != board.Black && c != board.White {
		return nil
	}
	return &colourNames[c]
}

// colourNames holds colourName of Black and White, for nameOrNil to point
// at: the verdicts only read them.
var colourNames = [3]string{board.Black: colourName(board.Black), board.White: colourName(board.White)}

// Point is a point as machine-readable output gives it: the GTP vertex and
// the zero-based row (0 at the top) and column of the grid.
type Point struct {
	Vertex string `json:"vertex" yaml:"vertex"`
	Row    int    `json:"row" yaml:"row"`
	Col    int    `json:"col" yaml:"col"`
}

// Vertices is a list of points written as their vertex names alone,
// ["C3","D3"]: the open border of an unfinished board holds a good part of
// it, and as objects of vertex, row and column it made most of a score
// line. The renderers that draw the points still have the rows and columns.
type Vertices []Point

// MarshalJSON writes the vertex names, null for a nil list.
func (v Vertices) MarshalJSON() ([]byte, error) { return appendVertices(nil, v), nil }

// MarshalYAML writes the vertex names.
func (v Vertices) MarshalYAML() (any, error) {
	names := make([]string, len(v))
	for i, p := range v {
		names[i] = p.Vertex
	}
	return names, nil
}

// appendList appends a list, each item by item, null for a nil list as
// encoding/json writes it.
func appendList[T any](b []byte, xs []T, item func([]byte, T) []byte) []byte {
	if xs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, ',')
		}
		b = item(b, x)
	}
	return append(b, ']')
}

// appendStrings appends a list of strings.
func appendStrings(b []byte, ss []string) []byte { return appendList(b, ss, report.AppendJSONString) }

// appendPoints appends a list of points.
func appendPoints(b []byte, ps []Point) []byte { return appendList(b, ps, appendPoint) }

// appendVertices appends the vertex names of a list of points.
func appendVertices(b []byte, ps Vertices) []byte {
	return appendList(b, ps, func(b []byte, p Point) []byte { return report.AppendJSONString(b, p.Vertex) })
}

// appendPoint appends a point.
func appendPoint(b []byte, p Point) []byte {
	b = append(b, `{"vertex":`...)
	b = report.AppendJSONString(b, p.Vertex)
	b = append(b, `,"row":`...)
	b = strconv.AppendInt(b, int64(p.Row), 10)
	b = append(b, `,"col":`...)
	b = strconv.AppendInt(b, int64(p.Col), 10)
	return append(b, '}')
}
