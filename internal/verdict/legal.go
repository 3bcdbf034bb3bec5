package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Move is a move asked about: a colour and a vertex.
type Move struct {
	Colour board.Color
	Vertex board.Vertex
}

// LegalFile judges each move on f. With show, each verdict carries the grid
// before the move and, when it is legal, after it.
func LegalFile(f *parse.File, o *Options, pos *analyze.Position, moves []Move, show bool) []report.Legal {
	r := o.RulesFor(f)
	pos.Reset(f.Grids)
	b := &pos.Board
	out := make([]report.Legal, 0, len(moves))
	for _, m := range moves {
		v := report.Legal{Outcome: report.Outcome{File: f.Name}, Colour: m.Colour.String(), Captures: []report.Point{}}
		p, ok := m.Vertex.Resolve(b)
		reason := analyze.OffBoard
		if ok {
			reason = pos.Legal(m.Colour, p, &r)
			pt := PointOf(b, p)
			if p == board.Pass {
				pt = report.Point{Vertex: "pass", Row: -1, Col: -1}
			}
			v.Point = &pt
		} else {
			v.Point = &report.Point{Vertex: m.Vertex.Text, Row: -1, Col: -1}
		}
		v.Legal, v.Reason = reason == analyze.OK, reason.String()
		if v.Legal && p != board.Pass {
			caps, nopp := pos.Captures(m.Colour, p, r.Suicide, nil)
			v.Captures = Points(b, caps[:nopp])
			if len(caps) > nopp {
				v.SelfCaptures = Points(b, caps[nopp:])
			}
		}
		if show {
			v.Before = Rows(b)
			if v.Legal {
				after := *pos
				after.Play(m.Colour, p, &r)
				v.After = Rows(&after.Board)
			}
		}
		out = append(out, v)
	}
	return out
}

// LegalAllFile lists, for Black and then White, every point of f where a
// stone may be played.
func LegalAllFile(f *parse.File, o *Options, pos *analyze.Position) []report.LegalAll {
	r := o.RulesFor(f)
	pos.Reset(f.Grids)
	b := &pos.Board
	pts := b.Points(nil)
	out := make([]report.LegalAll, 0, 2)
	for _, c := range []board.Color{board.Black, board.White} {
		v := report.LegalAll{Outcome: report.Outcome{File: f.Name}, Colour: c.String(), Legal: []report.Point{}}
		for _, p := range pts {
			if pos.Legal(c, p, &r) == analyze.OK {
				v.Legal = append(v.Legal, PointOf(b, p))
			}
		}
		v.Count = len(v.Legal)
		out = append(out, v)
	}
	return out
}

// Rows returns b as 0/1/2 rows without separators' trailing newline.
func Rows(b *board.Board) []string {
	rows := make([]string, 0, b.Height())
	g := b.Grid()
	for len(g) > 0 {
		i := 0
		for g[i] != '\n' {
			i++
		}
		rows = append(rows, g[:i])
		g = g[i+1:]
	}
	return rows
}
