// Package verdict turns parsed board files into verdicts: the plain structs
// that package report renders, one per file (or per file and point, or per
// file and move). It holds the glue between parse and analyze that every
// command shares: which rules apply to a file, which side is to move, and
// how a point is named in machine-readable output.
package verdict

import (
	"errors"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
)

// Options are the command-line choices that shape a verdict.
type Options struct {
	// Rules is the preset with the flags' overrides applied.
	Rules analyze.Rules
	// KomiSet tells that --komi was given, so it beats a file's header.
	KomiSet bool
	// RulesSet tells that --rules, --scoring or --ko was given, so they
	// beat the rules an SGF names (RU).
	RulesSet bool
	// Dead says which stones come off as dead before the territory fill.
	Dead life.Spec
}

// Choice returns the user's rules as game.RulesChoice, which decides the
// rules of every file.
func (o *Options) Choice() game.RulesChoice {
	return game.RulesChoice{Rules: o.Rules, RulesSet: o.RulesSet, KomiSet: o.KomiSet}
}

// RulesFor returns the rules that apply to f, as game.RulesChoice.For
// decides them from the command line, f's RU and f's komi.
func (o *Options) RulesFor(f *parse.File) analyze.Rules {
	return o.Choice().For(f.Rules, f.Komi, f.HasKomi)
}

// Replay replays f's record, when f is an SGF, under rules (RulesFor's):
// its positions, from the setup on, and the prisoners each colour took go
// into f. A move the rules forbid is a *parse.Error placed at the move,
// "file:line:col: move 7 (black B5) is illegal: suicide under japanese
// rules". A grid or a diagram is left as it is.
func Replay(f *parse.File, rules analyze.Rules) error {
	if f.Record == nil {
		return nil
	}
	g, err := game.FromRecord(f.Record, rules)
	if err != nil {
		var re *game.ReplayError
		if errors.As(err, &re) {
			return f.MoveError(re.Number, err.Error()+" under "+rules.Name+" rules")
		}
		return f.MoveError(0, strings.TrimPrefix(err.Error(), "sgf: "))
	}
	f.Grids = g.History()
	f.BlackPrisoners, f.WhitePrisoners = g.Prisoners(board.Black), g.Prisoners(board.White)
	return nil
}

// Point is a point as machine-readable output gives it: the GTP vertex and
// the zero-based row (0 at the top) and column of the grid.
type Point struct {
	Vertex string `json:"vertex" yaml:"vertex"`
	Row    int    `json:"row" yaml:"row"`
	Col    int    `json:"col" yaml:"col"`
}

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
	s := colourName(c)
	return &s
}

// errText returns a pointer to err's message, or nil.
func errText(err error) *string {
	if err == nil {
		return nil
	}
	s := err.Error()
	return &s
}

// StatusError is the status verdict for a file that failed.
func StatusError(name string, err error) Status { return Status{File: name, Error: errText(err)} }

// CaptureError is the capture verdict for a file that failed.
func CaptureError(name string, err error) Capture { return Capture{File: name, Error: errText(err)} }

// MarkError is the mark verdict for a file that failed.
func MarkError(name string, err error) Mark { return Mark{File: name, Error: errText(err)} }

// LegalAllError is the legal --all verdict for a file that failed.
func LegalAllError(name string, err error) LegalAll { return LegalAll{File: name, Error: errText(err)} }
