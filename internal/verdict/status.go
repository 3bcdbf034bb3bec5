package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// Status is the verdict of `goscore status` on one point of one file: the
// isCaptured question (SPEC 3.3).
type Status struct {
	File     string  `json:"file" yaml:"file"`
	Point    *Point  `json:"point" yaml:"point"`
	Colour   string  `json:"colour" yaml:"colour"`
	Status   string  `json:"status" yaml:"status"`
	Captured bool    `json:"captured" yaml:"captured"`
	By       *string `json:"by" yaml:"by"`
	// DeadStones are the stones taken off as dead, and how they were
	// chosen; nil in an error verdict.
	DeadStones *Dead   `json:"dead_stones" yaml:"dead_stones"`
	Error      *string `json:"error" yaml:"error"`
}

// Failed reports whether the verdict is an error.
func (s *Status) Failed() bool { return s.Error != nil }

// The statuses a point can have in status and mark verdicts.
const (
	StatusBlackTerritory = "black-territory"
	StatusWhiteTerritory = "white-territory"
	StatusNeutral        = "neutral"
	StatusCaptured       = "captured"
	StatusStone          = "stone"
	StatusAlive          = "alive" // a stone of a string Benson's algorithm proves unconditionally alive
	StatusDead           = "dead"  // a stone taken off as dead by --dead-stones
	StatusOffBoard       = "off-board"
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
		return []Status{StatusError(f.Name, err)}
	}
	cl := newClassifier(e)
	out := make([]Status, 0, len(points))
	for _, v := range points {
		p, ok := v.Resolve(b)
		if !ok || p == board.Pass {
			out = append(out, Status{File: f.Name, Point: &Point{Vertex: v.Text, Row: -1, Col: -1}, Status: StatusOffBoard, DeadStones: &dead})
			continue
		}
		_, name, captured, by := cl.status(p)
		pt := PointOf(b, p)
		out = append(out, Status{File: f.Name, Point: &pt, Colour: b.At(p).String(), Status: name, Captured: captured, By: nameOrNil(by), DeadStones: &dead})
	}
	return out
}

// Err returns the file and message of a failed verdict.
func (s *Status) Err() (file, msg string) {
	if s.Error == nil {
		return s.File, ""
	}
	return s.File, *s.Error
}
