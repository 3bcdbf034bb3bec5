package verdict

import (
	"fmt"
	"math"
	"slices"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// WarnDeadAlive: a string given as dead in --dead-stones is unconditionally
// alive by Benson's algorithm; it is taken off as asked.
const WarnDeadAlive = "dead-stones-marks-alive-string"

// takeDead takes off e the dead stones sp asks for on f's board, which e
// has just evaluated, and says what it took. It fails for a listed vertex
// off the board or without a stone, and for an engine that could not judge
// the board; it appends a warning to warnings for a listed string (or one
// an engine named) that is unconditionally alive.
func takeDead(o *Options, f *parse.File, e *analyze.Evaluation, warnings []string) (report.Dead, []string, error) {
	sp := &o.Dead
	if o.MarksFirst && HasMarks(f) {
		sp = &life.Spec{Method: life.MethodMarks}
	}
	out := report.Dead{Method: life.MethodNone, Black: []report.Point{}, White: []report.Point{}}
	if sp.Method == "" || sp.Method == life.MethodNone {
		return out, warnings, nil
	}
	b := f.Current()
	var points []board.Point
	var j *life.Judgement
	switch sp.Method {
	case life.MethodMarks:
		points = MarkedDead(f)
	case life.MethodEngine:
		var err error
		if points, out.Engine, err = o.askEngine(f, e, sp); err != nil {
			return out, warnings, err
		}
		out.Estimated = true
	default:
		var err error
		if points, j, err = sp.Choose(b, e.Cleared()); err != nil {
			return out, warnings, fmt.Errorf("%s: --dead-stones %w", parse.QuoteName(f.Name), err)
		}
	}
	out.Method = sp.Method
	if j != nil {
		out.Estimated = true
		out.Estimate = estimateInfo(j, sp.Estimate, b)
	} else {
		var alive [3]*analyze.Life
		for _, p := range points {
			c := e.Cleared().At(p)
			if c != board.Black && c != board.White {
				continue // captured anyway
			}
			if alive[c] == nil {
				alive[c] = analyze.Benson(e.Cleared(), c)
			}
			if alive[c].Alive[p] && !slices.Contains(warnings, WarnDeadAlive) {
				warnings = append(warnings, WarnDeadAlive)
			}
		}
	}
	e.RemoveDead(points)
	for _, p := range b.Points(nil) {
		switch e.Status(p) {
		case analyze.BlackDead:
			out.Black = append(out.Black, PointOf(b, p))
		case analyze.WhiteDead:
			out.White = append(out.White, PointOf(b, p))
		}
	}
	return out, warnings, nil
}

// evaluate evaluates f's board into e under o, dead stones included, finds
// its seki (on the board without the dead stones), and returns the dead
// stones taken off and the verdict's warnings.
func (o *Options) evaluate(f *parse.File, e *analyze.Evaluation) (report.Dead, []string, error) {
	analyze.Evaluate(f.Current(), ToMove(f), e)
	dead, warnings, err := takeDead(o, f, e, Warnings(f, e))
	if err == nil {
		e.FindSeki()
	}
	return dead, warnings, err
}

// estimateInfo says what an estimate on b ran with (cfg) and the strings
// it was unsure of, each with its reason.
func estimateInfo(j *life.Judgement, cfg life.Config, b *board.Board) *report.EstimateInfo {
	cfg = cfg.Resolved()
	info := &report.EstimateInfo{Playouts: cfg.Playouts, Seed: cfg.Seed, Threshold: cfg.Threshold,
		Confidence: twoDecimals(j.Confidence), Unsure: []report.Unsure{}}
	for _, i := range j.Unsure {
		s := &j.Strings[i]
		info.Unsure = append(info.Unsure, report.Unsure{
			Colour: colourName(s.Colour), Dead: s.Dead, Sure: twoDecimals(s.Sure),
			Unsettled: s.Unsettled, Reason: s.Reason, Stones: Points(b, s.Stones)})
	}
	return info
}

// twoDecimals rounds a share from 0 to 1 down to two decimals, so that a
// string just under life.UnsureMargin never reads as at it.
func twoDecimals(x float64) float64 { return math.Floor(x*100+1e-9) / 100 }

// HasMarks reports whether f carries a marking of its own: an SGF whose
// last node has territory marks (TB or TW), as a server, CGoban, Sabaki
// or mark --format sgf leave them, or a board file with a dead-stones
// header. Such a file's dead stones are those its marks show
// (MarkedDead), none when it marks territory only.
func HasMarks(f *parse.File) bool {
	if f.HasDeadStones {
		return true
	}
	return f.Record != nil && len(f.Record.Territory[board.Black])+len(f.Record.Territory[board.White]) > 0
}
