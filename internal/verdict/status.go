package verdict

import (
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
		return report.StatusBlackTerritory, true, board.Black
	case analyze.WhiteTerritory:
		return report.StatusWhiteTerritory, true, board.White
	case analyze.BlackStone, analyze.WhiteStone:
		return report.StatusStone, false, board.Empty
	case analyze.BlackCaptured:
		return report.StatusCaptured, true, board.White
	case analyze.WhiteCaptured:
		return report.StatusCaptured, true, board.Black
	case analyze.BlackDead:
		return report.StatusDead, true, board.White
	case analyze.WhiteDead:
		return report.StatusDead, true, board.Black
	case analyze.BlackSeki, analyze.WhiteSeki, analyze.BlackSekiEye, analyze.WhiteSekiEye:
		return report.StatusSeki, false, board.Empty
	case analyze.BlackFalseEye, analyze.WhiteFalseEye:
		return report.StatusFalseEye, false, board.Empty
	}
	return report.StatusNeutral, false, board.Empty
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
		name = report.StatusAlive
	}
	return st, name, captured, by
}

// StatusFile evaluates f under o and returns the status of each of points,
// in order; one error verdict when the dead stones cannot be taken off.
func StatusFile(f *parse.File, points []board.Vertex, o *Options, e *analyze.Evaluation) []report.Status {
	b := f.Current()
	dead, _, err := o.evaluate(f, e)
	if err != nil {
		return []report.Status{report.Fail[report.Status](f.Name, err)}
	}
	cl := newClassifier(e)
	out := make([]report.Status, 0, len(points))
	for _, v := range points {
		p, ok := v.Resolve(b)
		if !ok || p == board.Pass {
			out = append(out, report.Status{Outcome: report.Outcome{File: f.Name}, Point: &report.Point{Vertex: v.Text, Row: -1, Col: -1}, Status: report.StatusOffBoard, DeadStones: &dead})
			continue
		}
		_, name, captured, by := cl.status(p)
		pt := PointOf(b, p)
		out = append(out, report.Status{Outcome: report.Outcome{File: f.Name}, Point: &pt, Colour: b.At(p).String(), Status: name, Captured: captured, By: nameOrNil(by), DeadStones: &dead})
	}
	return out
}
