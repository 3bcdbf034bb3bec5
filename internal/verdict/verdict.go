// Package verdict turns parsed board files into verdicts: the plain structs
// of package report that its renderers draw, one per file (or per file and point, or per
// file and move). It holds the glue between parse and analyze that every
// command shares: which rules apply to a file, which side is to move, and
// how a point is named in machine-readable output.
package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
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

// RulesFor returns the rules that apply to f: o.Rules, or the preset the
// file names (an SGF's RU) unless rules were given on the command line; with
// the file's komi unless --komi was given.
func (o *Options) RulesFor(f *parse.File) analyze.Rules {
	r := o.Rules
	if f.Rules != "" && !o.RulesSet {
		if p, err := analyze.Preset(f.Rules); err == nil {
			p.Komi = r.Komi
			r = p
		}
	}
	if f.HasKomi && !o.KomiSet {
		r.Komi = f.Komi
	}
	return r
}

// PointOf names p on b.
func PointOf(b *board.Board, p board.Point) report.Point {
	r, c := b.RowCol(p)
	return report.Point{Vertex: p.String(), Row: r, Col: c}
}

// Points names every point of ps on b; never nil, so it encodes as [].
func Points(b *board.Board, ps []board.Point) []report.Point {
	out := make([]report.Point, 0, len(ps))
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
