package verdict

import (
	"fmt"
	"io"
	"strconv"
	"strings"

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
func LegalFile(f *parse.File, o *Options, pos *analyze.Position, moves []Move, show bool) []Legal {
	r := o.RulesFor(f)
	pos.Reset(f.Grids)
	b := &pos.Board
	out := make([]Legal, 0, len(moves))
	for _, m := range moves {
		v := Legal{Outcome: report.Outcome{File: f.Name}, Colour: m.Colour.String(), Captures: []Point{}}
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

// LegalAllFile lists, for Black and then White, every point of f where a
// stone may be played.
func LegalAllFile(f *parse.File, o *Options, pos *analyze.Position) []LegalAll {
	r := o.RulesFor(f)
	pos.Reset(f.Grids)
	b := &pos.Board
	pts := b.Points(nil)
	out := make([]LegalAll, 0, 2)
	for _, c := range []board.Color{board.Black, board.White} {
		v := LegalAll{Outcome: report.Outcome{File: f.Name}, Colour: c.String(), Legal: []Point{}}
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

// Legal is the verdict of `goscore legal` on one move on one file.
type Legal struct {
	report.Outcome `yaml:",inline"`
	Colour         string  `json:"colour" yaml:"colour"`
	Point          *Point  `json:"point" yaml:"point"`
	Legal          bool    `json:"legal" yaml:"legal"`
	Reason         string  `json:"reason" yaml:"reason"`
	Captures       []Point `json:"captures" yaml:"captures"`
	// SelfCaptures lists the mover's own stones a legal suicide removes
	// (only where the rules allow suicide of several stones).
	SelfCaptures []Point `json:"self_captures,omitempty" yaml:"self_captures,omitempty"`
	// Before and After are the grids around the move, with --show.
	Before []string `json:"before,omitempty" yaml:"before,omitempty"`
	After  []string `json:"after,omitempty" yaml:"after,omitempty"`
}

// LegalAll is the verdict of `goscore legal --all`: every legal point of one
// colour on one file.
type LegalAll struct {
	report.Outcome `yaml:",inline"`
	Colour         string  `json:"colour" yaml:"colour"`
	Count          int     `json:"count" yaml:"count"`
	Legal          []Point `json:"legal" yaml:"legal"`
}

// LegalColumns returns the layout of legality verdicts. With show, the
// table format becomes text: each move with the board before and after,
// the reason in colour when colour is set.
func LegalColumns(show, colour bool) report.Columns[*Legal] {
	cols := report.Columns[*Legal]{
		Header: []string{"FILE", "COLOUR", "POINT", "LEGAL", "REASON", "CAPTURES"},
		Flex:   []int{0, 5},
		Row: func(v *Legal) []string {
			if v.Failed() {
				msg := v.Message()
				return []string{v.File, "-", "-", "-", "ERROR", msg}
			}
			caps := vertices(v.Captures)
			if len(v.SelfCaptures) > 0 {
				caps = strings.TrimSpace(caps + " (own: " + vertices(v.SelfCaptures) + ")")
			}
			return []string{v.File, v.Colour, v.Point.Vertex, strconv.FormatBool(v.Legal), v.Reason, caps}
		},
		CSVHeader: []string{"file", "colour", "vertex", "row", "col", "legal", "reason", "captures", "self_captures", "error"},
		CSVRow: func(v *Legal) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.File, "", "", "", "", "", "", "", "", msg}
			}
			return []string{v.File, v.Colour, v.Point.Vertex, itoa(v.Point.Row), itoa(v.Point.Col), strconv.FormatBool(v.Legal), v.Reason, vertices(v.Captures), vertices(v.SelfCaptures), ""}
		},
		Text: func(w io.Writer, v *Legal) error {
			var sb strings.Builder
			reason := v.Reason
			if colour && v.Legal {
				reason = ansiGreen + reason + ansiReset
			} else if colour {
				reason = ansiRed + reason + ansiReset
			}
			fmt.Fprintf(&sb, "%s: %s %s: %s", v.File, v.Colour, v.Point.Vertex, reason)
			if len(v.Captures) > 0 {
				fmt.Fprintf(&sb, ", captures %s", vertices(v.Captures))
			}
			if len(v.SelfCaptures) > 0 {
				fmt.Fprintf(&sb, ", removes own %s", vertices(v.SelfCaptures))
			}
			sb.WriteString("\n")
			side(&sb, v)
			_, err := io.WriteString(w, sb.String())
			return err
		},
	}
	cols.TextIsTable = show
	return cols
}

// moveDiagram draws one of a legality verdict's grids as players read it,
// with coordinates: X and O stones, . empty; stones the move takes off are
// x and o on the board before it, the point played is * before it and in
// parentheses after it.
func moveDiagram(rows []string, v *Legal, after bool) []string {
	h := len(rows)
	cells := make([][]byte, h)
	for r, row := range rows {
		for _, f := range strings.Fields(row) {
			c := byte('.')
			switch f {
			case "1":
				c = 'X'
			case "2":
				c = 'O'
			}
			cells[r] = append(cells[r], c)
		}
	}
	if h == 0 || len(cells[0]) == 0 {
		return nil
	}
	w := len(cells[0])
	at := func(p *Point) bool { return p != nil && p.Row >= 0 && p.Row < h && p.Col >= 0 && p.Col < w }
	if !after {
		for _, p := range append(append([]Point{}, v.Captures...), v.SelfCaptures...) {
			if at(&p) {
				cells[p.Row][p.Col] += 'a' - 'A' // X -> x, O -> o
			}
		}
		if at(v.Point) && cells[v.Point.Row][v.Point.Col] == '.' {
			cells[v.Point.Row][v.Point.Col] = '*'
		}
	}
	labels := make([]string, w)
	for x := range labels {
		labels[x] = board.ColumnLetter(x)
	}
	top := "    " + strings.Join(labels, " ") + "  "
	out := []string{top}
	for r := 0; r < h; r++ {
		var sb strings.Builder
		fmt.Fprintf(&sb, " %2d", h-r)
		for c := 0; c < w; c++ {
			switch {
			case after && at(v.Point) && r == v.Point.Row && c == v.Point.Col:
				sb.WriteByte('(')
			case after && at(v.Point) && r == v.Point.Row && c == v.Point.Col+1:
				sb.WriteByte(')')
			default:
				sb.WriteByte(' ')
			}
			sb.WriteByte(cells[r][c])
		}
		if after && at(v.Point) && r == v.Point.Row && v.Point.Col == w-1 {
			sb.WriteByte(')')
		} else {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%-2d", h-r)
		out = append(out, sb.String())
	}
	return append(out, top)
}

// side writes the diagrams before and after a move next to each other,
// with a legend for the marks.
func side(sb *strings.Builder, v *Legal) {
	before := moveDiagram(v.Before, v, false)
	if len(before) == 0 {
		return
	}
	after := moveDiagram(v.After, v, true)
	if len(after) > 0 {
		fmt.Fprintf(sb, "  %-*s    after\n", len(before[0]), "before")
	} else {
		sb.WriteString("  before\n")
	}
	for i, row := range before {
		line := "  " + row
		if i < len(after) {
			line += "    " + after[i]
		}
		sb.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	sb.WriteString("  X O stones   * the move   x o taken off by it\n\n")
}

// LegalAllColumns returns the layout of legal --all verdicts.
func LegalAllColumns() report.Columns[*LegalAll] {
	return report.Columns[*LegalAll]{
		Header:  []string{"FILE", "COLOUR", "COUNT", "LEGAL POINTS"},
		Flex:    []int{0, 3},
		Numeric: []bool{false, false, true},
		Row: func(v *LegalAll) []string {
			if v.Failed() {
				msg := v.Message()
				return []string{v.File, "-", "-", "ERROR: " + msg}
			}
			return []string{v.File, v.Colour, itoa(v.Count), vertices(v.Legal)}
		},
		CSVHeader: []string{"file", "colour", "count", "legal", "error"},
		CSVRow: func(v *LegalAll) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.File, "", "", "", msg}
			}
			return []string{v.File, v.Colour, itoa(v.Count), vertices(v.Legal), ""}
		},
	}
}
