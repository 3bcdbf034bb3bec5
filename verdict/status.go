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
	Error    *string `json:"error" yaml:"error"`
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
	}
	return StatusNeutral, false, board.Empty
}

// StatusFile evaluates f and returns the status of each of points, in order.
func StatusFile(f *parse.File, points []board.Vertex, e *analyze.Evaluation) []Status {
	b := f.Current()
	analyze.Evaluate(b, ToMove(f), e)
	out := make([]Status, 0, len(points))
	for _, v := range points {
		p, ok := v.Resolve(b)
		if !ok || p == board.Pass {
			out = append(out, Status{File: f.Name, Point: &Point{Vertex: v.Text, Row: -1, Col: -1}, Status: StatusOffBoard})
			continue
		}
		name, captured, by := pointStatus(e.Status(p))
		pt := PointOf(b, p)
		out = append(out, Status{File: f.Name, Point: &pt, Colour: b.At(p).String(), Status: name, Captured: captured, By: nameOrNil(by)})
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
