package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// Move is a move asked about: a colour and a vertex.
type Move struct {
	Colour board.Color
	Vertex board.Vertex
}

// Legal is the verdict of `goscore legal` on one move on one file (SPEC 3.5).
type Legal struct {
	File     string  `json:"file" yaml:"file"`
	Colour   string  `json:"colour" yaml:"colour"`
	Point    *Point  `json:"point" yaml:"point"`
	Legal    bool    `json:"legal" yaml:"legal"`
	Reason   string  `json:"reason" yaml:"reason"`
	Captures []Point `json:"captures" yaml:"captures"`
	// SelfCaptures lists the mover's own stones a legal suicide removes
	// (only where the rules allow suicide of several stones).
	SelfCaptures []Point `json:"self_captures,omitempty" yaml:"self_captures,omitempty"`
	// Before and After are the grids around the move, with --show.
	Before []string `json:"before,omitempty" yaml:"before,omitempty"`
	After  []string `json:"after,omitempty" yaml:"after,omitempty"`
	Error  *string  `json:"error" yaml:"error"`
}

// Failed reports whether the verdict is an error.
func (l *Legal) Failed() bool { return l.Error != nil }

// LegalError is the verdict for a file that could not be read or parsed.
func LegalError(name string, err error) Legal { return Legal{File: name, Error: errText(err)} }

// LegalFile judges each move on f. With show, each verdict carries the grid
// before the move and, when it is legal, after it.
func LegalFile(f *parse.File, o *Options, pos *analyze.Position, moves []Move, show bool) []Legal {
	r := o.RulesFor(f)
	pos.Reset(f.Grids)
	b := &pos.Board
	out := make([]Legal, 0, len(moves))
	for _, m := range moves {
		v := Legal{File: f.Name, Colour: m.Colour.String(), Captures: []Point{}}
		p, ok := m.Vertex.Resolve(b)
		reason := analyze.OffBoard
		if ok {
			reason = pos.Legal(m.Colour, p, &r)
			pt := PointOf(b, p)
			if p == board.Pass {
				pt = Point{Vertex: "pass", Row: -1, Col: -1}
			}
			v.Point = &pt
		} else {
			v.Point = &Point{Vertex: m.Vertex.Text, Row: -1, Col: -1}
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

// LegalAll is the verdict of `goscore legal --all`: every legal point of one
// colour on one file.
type LegalAll struct {
	File   string  `json:"file" yaml:"file"`
	Colour string  `json:"colour" yaml:"colour"`
	Count  int     `json:"count" yaml:"count"`
	Legal  []Point `json:"legal" yaml:"legal"`
	Error  *string `json:"error" yaml:"error"`
}

// Failed reports whether the verdict is an error.
func (l *LegalAll) Failed() bool { return l.Error != nil }

// LegalAllFile lists, for Black and then White, every point of f where a
// stone may be played.
func LegalAllFile(f *parse.File, o *Options, pos *analyze.Position) []LegalAll {
	r := o.RulesFor(f)
	pos.Reset(f.Grids)
	b := &pos.Board
	pts := b.Points(nil)
	out := make([]LegalAll, 0, 2)
	for _, c := range []board.Color{board.Black, board.White} {
		v := LegalAll{File: f.Name, Colour: c.String(), Legal: []Point{}}
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

// Err returns the file and message of a failed verdict.
func (l *Legal) Err() (file, msg string) {
	if l.Error == nil {
		return l.File, ""
	}
	return l.File, *l.Error
}

// Err returns the file and message of a failed verdict.
func (l *LegalAll) Err() (file, msg string) {
	if l.Error == nil {
		return l.File, ""
	}
	return l.File, *l.Error
}
