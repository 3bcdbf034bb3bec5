package verdict

import (
	"strconv"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// pointStatus maps an evaluated point to its status, whether it counts as
// captured, and by whom.
func pointStatus(s analyze.Status) (name string, captured bool, by board.Color) {
	switch s {
	case analyze.BlackTerritory:
		return StatusBlackTerritory, true, board.Black
	case analyze.WhiteTerritory:
		return StatusWhiteTerritory, true, board.White
	case analyze.BlackStone, analyze.WhiteStone:
		return StatusStone, false, board.Empty
	case analyze.BlackCaptured:
		return StatusCaptured, true, board.White
	case analyze.WhiteCaptured:
		return StatusCaptured, true, board.Black
	case analyze.BlackDead:
		return StatusDead, true, board.White
	case analyze.WhiteDead:
		return StatusDead, true, board.Black
	case analyze.BlackSeki, analyze.WhiteSeki, analyze.BlackSekiEye, analyze.WhiteSekiEye:
		return StatusSeki, false, board.Empty
	case analyze.BlackFalseEye, analyze.WhiteFalseEye:
		return StatusFalseEye, false, board.Empty
	}
	return StatusNeutral, false, board.Empty
}

// classifier names the points of an evaluated board, telling the stones of
// unconditionally alive strings (Benson's algorithm, on the board before
// dead stones came off) from the other stones that stay.
type classifier struct {
	e     *analyze.Evaluation
	alive [3]*analyze.Life
}

func newClassifier(e *analyze.Evaluation) *classifier {
	return &classifier{e: e, alive: [3]*analyze.Life{
		board.Black: analyze.Benson(e.Cleared(), board.Black),
		board.White: analyze.Benson(e.Cleared(), board.White),
	}}
}

// status returns p's evaluated status and its name, whether it counts as
// captured, and by whom.
func (c *classifier) status(p board.Point) (st analyze.Status, name string, captured bool, by board.Color) {
	st = c.e.Status(p)
	name, captured, by = pointStatus(st)
	if k := c.e.After.At(p); (st == analyze.BlackStone || st == analyze.WhiteStone) && c.alive[k].Alive[p] {
		name = StatusAlive
	}
	return st, name, captured, by
}

// StatusFile evaluates f under o and returns the status of each of points,
// in order; one error verdict when the dead stones cannot be taken off.
func StatusFile(f *parse.File, points []board.Vertex, o *Options, e *analyze.Evaluation) []Status {
	b := f.Current()
	dead, _, err := o.evaluate(f, e)
	if err != nil {
		return []Status{report.Fail[Status](f.Name, err)}
	}
	cl := newClassifier(e)
	out := make([]Status, 0, len(points))
	for _, v := range points {
		p, ok := v.Resolve(b)
		if !ok || p == board.Pass {
			out = append(out, Status{Outcome: report.Outcome{File: f.Name}, Point: &Point{Vertex: v.Text, Row: -1, Col: -1}, Status: StatusOffBoard, DeadStones: &dead})
			continue
		}
		_, name, captured, by := cl.status(p)
		pt := PointOf(b, p)
		out = append(out, Status{Outcome: report.Outcome{File: f.Name}, Point: &pt, Colour: b.At(p).String(), Status: name, Captured: captured, By: nameOrNil(by), DeadStones: &dead})
	}
	return out
}

// ToReview reports whether the point's verdict wants a human look: its
// estimate was unsure of some string of the board.
func (v *Status) ToReview() bool { return !v.Failed() && needsLook(v.DeadStones) }

// Status is the verdict of `goscore status` on one point of one file: is
// it captured, and by whom.
type Status struct {
	report.Outcome `yaml:",inline"`
	Point          *Point  `json:"point" yaml:"point"`
	Colour         string  `json:"colour" yaml:"colour"`
	Status         string  `json:"status" yaml:"status"`
	Captured       bool    `json:"captured" yaml:"captured"`
	By             *string `json:"by" yaml:"by"`
	// DeadStones are the stones taken off as dead, and how they were
	// chosen; nil in an error verdict.
	DeadStones *Dead `json:"dead_stones" yaml:"dead_stones"`
}

// The statuses a point can have in status and mark verdicts.
const (
	StatusBlackTerritory = "black-territory"
	StatusWhiteTerritory = "white-territory"
	StatusNeutral        = "neutral"
	StatusCaptured       = "captured"
	StatusStone          = "stone"
	StatusAlive          = "alive"     // a stone of a string Benson's algorithm proves unconditionally alive
	StatusDead           = "dead"      // a stone taken off as dead by --dead-stones
	StatusSeki           = "seki"      // a stone of a string in seki, or an empty point of its eye
	StatusFalseEye       = "false-eye" // an empty point its owner must fill before the count (Japanese rules): not territory
	StatusOffBoard       = "off-board"
)

// StatusColumns returns the layout of status verdicts.
func StatusColumns() report.Columns[*Status] {
	return report.Columns[*Status]{
		Header:  []string{"FILE", "POINT", "ROW,COL", "COLOUR", "STATUS", "CAPTURED", "BY", "MEANING"},
		Numeric: []bool{false, false, true},
		Narrow:  []int{0, 1, 2, 3, 7},
		Flex:    []int{0, 7},
		Row: func(v *Status) []string {
			if v.Failed() {
				msg := v.Message()
				return []string{v.File, "-", "-", "-", "ERROR", "-", msg, "ERROR: " + msg}
			}
			st := v.Status
			if st == StatusDead {
				st += judgedBy(v.DeadStones)
			}
			return []string{v.File, v.Point.Vertex, rowCol(v.Point), dash(v.Colour), st, strconv.FormatBool(v.Captured), orDash(v.By), meaning(v)}
		},
		CSVHeader: []string{"file", "vertex", "row", "col", "colour", "status", "captured", "by", "dead_stones", "estimated", "confidence", "error"},
		CSVRow: func(v *Status) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.File, "", "", "", "", "", "", "", "", "", "", msg}
			}
			by := ""
			if v.By != nil {
				by = *v.By
			}
			method, estimated := "", ""
			if d := v.DeadStones; d != nil {
				method, estimated = d.Method, strconv.FormatBool(d.Estimated)
			}
			return []string{v.File, v.Point.Vertex, itoa(v.Point.Row), itoa(v.Point.Col), v.Colour, v.Status, strconv.FormatBool(v.Captured), by, method, estimated, confidence(v.DeadStones), ""}
		},
	}
}

// meaning says a point's status in words: "black territory" for an empty
// point one colour surrounds (not a captured stone), "captured by white"
// for a stone of a string without liberties; a stone of a string the
// estimate was unsure of ends with "review: sure 0.12", one of a string
// an engine and the estimate judged differently with "review: dead by
// the engine only".
func meaning(v *Status) string {
	m := meaningOf(v)
	if u := unsureOf(v.DeadStones, v.Point.Vertex); u != nil {
		m += "; review: sure " + num(u.Sure)
	}
	if s := disputedOf(v.DeadStones, v.Point.Vertex); s != nil {
		m += "; review: dead by the " + s.DeadBy + " only"
	}
	return m
}

func meaningOf(v *Status) string {
	by := orDash(v.By)
	switch v.Status {
	case StatusBlackTerritory:
		return "black territory"
	case StatusWhiteTerritory:
		return "white territory"
	case StatusCaptured:
		return "captured by " + by
	case StatusDead:
		return "dead, taken by " + by + judgedBy(v.DeadStones)
	case StatusSeki:
		if v.Colour == "black" || v.Colour == "white" {
			return "in seki (alive, no territory)"
		}
		return "eye of a seki (territory under area scoring only)"
	case StatusAlive:
		return "alive (cannot be captured)"
	case StatusStone:
		return "stone, not captured"
	case StatusNeutral:
		return "neutral (dame)"
	case StatusOffBoard:
		return "off the board"
	}
	return v.Status
}

func dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func rowCol(p *Point) string {
	if p == nil || p.Row < 0 {
		return "-"
	}
	return itoa(p.Row) + "," + itoa(p.Col)
}
