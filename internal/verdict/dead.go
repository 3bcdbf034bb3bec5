package verdict

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

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
func takeDead(o *Options, f *parse.File, e *analyze.Evaluation, warnings []string) (Dead, []string, error) {
	sp := &o.Dead
	if o.MarksFirst && HasMarks(f) {
		sp = &life.Spec{Method: life.MethodMarks}
	}
	out := Dead{Method: life.MethodNone, Black: []Point{}, White: []Point{}}
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
func (o *Options) evaluate(f *parse.File, e *analyze.Evaluation) (Dead, []string, error) {
	analyze.Evaluate(f.Current(), ToMove(f), e)
	return o.judge(f, e)
}

// judge is evaluate on f's board once e has evaluated it: the dead stones
// taken off, the seki found, the warnings.
func (o *Options) judge(f *parse.File, e *analyze.Evaluation) (Dead, []string, error) {
	dead, warnings, err := takeDead(o, f, e, Warnings(f, e))
	if err == nil {
		e.FindSeki()
	}
	return dead, warnings, err
}

// estimateInfo says what an estimate on b ran with (cfg) and the strings
// it was unsure of, each with its reason.
func estimateInfo(j *life.Judgement, cfg life.Config, b *board.Board) *EstimateInfo {
	cfg = cfg.Resolved()
	info := &EstimateInfo{Playouts: cfg.Playouts, Seed: cfg.Seed, Threshold: cfg.Threshold,
		Confidence: twoDecimals(j.Confidence), Unsure: []Unsure{}}
	for _, i := range j.Unsure {
		s := &j.Strings[i]
		info.Unsure = append(info.Unsure, Unsure{
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

// Dead is the dead stones a verdict used: how they were chosen, whether
// they are an estimate, and the stones of each colour taken off.
type Dead struct {
	Method    string        `json:"method" yaml:"method"`
	Estimated bool          `json:"estimated" yaml:"estimated"`
	Estimate  *EstimateInfo `json:"estimate" yaml:"estimate"`
	Black     []Point       `json:"black" yaml:"black"`
	White     []Point       `json:"white" yaml:"white"`
	// Engine is what the engine of --dead-stones engine:CMD said beside
	// goscore's estimate; nil for every other method, and then left out,
	// so the output of the other methods keeps its keys.
	Engine *EngineInfo `json:"engine,omitempty" yaml:"engine,omitempty"`
}

// EstimateInfo is what an estimate ran with, so it can be repeated, and
// how sure it was.
type EstimateInfo struct {
	Playouts  int     `json:"playouts" yaml:"playouts"`
	Seed      uint64  `json:"seed" yaml:"seed"`
	Threshold float64 `json:"threshold" yaml:"threshold"`
	// Confidence is how sure the estimate was of its least sure string,
	// from 0 (a coin toss) to 1 (every string settled), rounded down to
	// two decimals.
	Confidence float64 `json:"confidence" yaml:"confidence"`
	// Unsure lists the strings the estimate was not sure enough of
	// (docs/rules.md, Reviewing the estimate); never nil. A verdict with
	// any wants a human look.
	Unsure []Unsure `json:"unsure" yaml:"unsure"`
}

// Unsure is a string the estimate judged with little margin: its stones
// (the first names it), whether it was judged dead, how sure the
// estimate was, from 0 to 1, rounded down to two decimals, whether it is
// unsettled (alive if its owner moves first, dead if the opponent does;
// counted as it stands), and the estimate's reason.
type Unsure struct {
	Colour    string  `json:"colour" yaml:"colour"`
	Dead      bool    `json:"dead" yaml:"dead"`
	Sure      float64 `json:"sure" yaml:"sure"`
	Unsettled bool    `json:"unsettled" yaml:"unsettled"`
	Reason    string  `json:"reason" yaml:"reason"`
	Stones    []Point `json:"stones" yaml:"stones"`
}

// ReviewNote names the strings an estimate was unsure of, with its
// reason for each, for a verdict's notes: "review: C5 dead (sure 0.12:
// no eyes, ...), G3 alive (sure 0: unsettled: ...)", or those an engine
// and the estimate beside it judged differently: "review: engine and
// estimate differ: dead by the engine only C5"; "" when there are none or
// the dead stones were not estimated.
func ReviewNote(d *Dead) string {
	if n := disputeNote(d); n != "" {
		return "review: " + n
	}
	if d == nil || d.Estimate == nil || len(d.Estimate.Unsure) == 0 {
		return ""
	}
	parts := make([]string, len(d.Estimate.Unsure))
	for i, u := range d.Estimate.Unsure {
		judged := "alive"
		if u.Dead {
			judged = "dead"
		}
		name := "?"
		if len(u.Stones) > 0 {
			name = u.Stones[0].Vertex
		}
		why := ""
		if u.Reason != "" {
			why = ": " + u.Reason
		}
		parts[i] = fmt.Sprintf("%s %s (sure %s%s)", name, judged, strconv.FormatFloat(u.Sure, 'f', -1, 64), why)
	}
	return "review: " + strings.Join(parts, ", ")
}

// unsureOf returns the unsure string d's estimate holds the vertex in, or
// nil.
func unsureOf(d *Dead, vertex string) *Unsure {
	if d == nil || d.Estimate == nil {
		return nil
	}
	for i, u := range d.Estimate.Unsure {
		for _, p := range u.Stones {
			if p.Vertex == vertex {
				return &d.Estimate.Unsure[i]
			}
		}
	}
	return nil
}

// needsLook reports whether a verdict's dead stones want a human look: an
// estimate unsure of some string, or an engine and the estimate beside it
// that differ.
func needsLook(d *Dead) bool {
	return d != nil && (d.Estimate != nil && len(d.Estimate.Unsure) > 0 || d.Engine != nil && len(d.Engine.Disputed) > 0)
}

// EngineInfo is what the engine --dead-stones engine:CMD asked said,
// beside goscore's own estimate of the same position. The verdict's dead
// stones are the engine's; the estimate's are here to compare, and the
// strings the two judge differently are Disputed. A verdict with any
// wants a human look.
type EngineInfo struct {
	// Command is the engine's command line, as given after "engine:".
	Command string `json:"command" yaml:"command"`
	// Estimate is what goscore's estimate ran with and how sure it was.
	Estimate *EstimateInfo `json:"estimate" yaml:"estimate"`
	// EstimateBlack and EstimateWhite are the stones the estimate took
	// off, each colour's; never nil.
	EstimateBlack []Point `json:"estimate_black" yaml:"estimate_black"`
	EstimateWhite []Point `json:"estimate_white" yaml:"estimate_white"`
	// Disputed lists the strings one took off and the other left on the
	// board, in file order; never nil.
	Disputed []Disputed `json:"disputed" yaml:"disputed"`
}

// The two judges of a Disputed string.
const (
	ByEngine   = "engine"
	ByEstimate = "estimate"
)

// Disputed is a string the engine and the estimate judged differently:
// its colour, which of the two took it off (ByEngine or ByEstimate), and
// its stones (the first names it).
type Disputed struct {
	Colour string  `json:"colour" yaml:"colour"`
	DeadBy string  `json:"dead_by" yaml:"dead_by"`
	Stones []Point `json:"stones" yaml:"stones"`
}

// disputeNote names the strings the engine and the estimate judged
// differently, each by its first stone: "engine and estimate differ: dead
// by the engine only B4, C3; by the estimate only A2"; "" when they agree
// or no engine was asked.
func disputeNote(d *Dead) string {
	if d == nil || d.Engine == nil || len(d.Engine.Disputed) == 0 {
		return ""
	}
	var names [2][]string
	for _, s := range d.Engine.Disputed {
		name := "?"
		if len(s.Stones) > 0 {
			name = s.Stones[0].Vertex
		}
		i := 0
		if s.DeadBy == ByEstimate {
			i = 1
		}
		names[i] = append(names[i], name)
	}
	var parts []string
	if len(names[0]) > 0 {
		parts = append(parts, "dead by the engine only "+strings.Join(names[0], ", "))
	}
	if len(names[1]) > 0 {
		by := "dead by the estimate only "
		if len(parts) > 0 {
			by = "by the estimate only "
		}
		parts = append(parts, by+strings.Join(names[1], ", "))
	}
	return disputePrefix + strings.Join(parts, "; ")
}

// disputePrefix starts disputeNote.
const disputePrefix = "engine and estimate differ: "

// disputedOf returns the disputed string d holds the vertex in, or nil.
func disputedOf(d *Dead, vertex string) *Disputed {
	if d == nil || d.Engine == nil {
		return nil
	}
	for i, s := range d.Engine.Disputed {
		for _, p := range s.Stones {
			if p.Vertex == vertex {
				return &d.Engine.Disputed[i]
			}
		}
	}
	return nil
}

// judgedBy is the mark of dead stones a program judged: " (estimated)",
// " (engine)" for an engine's, "" for a person's.
func judgedBy(d *Dead) string {
	switch {
	case d == nil || !d.Estimated:
		return ""
	case d.Engine != nil:
		return " (engine)"
	}
	return " (estimated)"
}

// confidence is an estimate's confidence for a CSV cell; "" when the dead
// stones were not estimated.
func confidence(d *Dead) string {
	if d == nil || d.Estimate == nil {
		return ""
	}
	return num(d.Estimate.Confidence)
}

// deadText names the dead stones taken off: "dead B: D4 E5; W: C3
// (estimated)", "no dead stones (engine)", or "" when none were asked for.
func deadText(d *Dead) string {
	if d.Method == "" || d.Method == life.MethodNone {
		return ""
	}
	var sb strings.Builder
	if len(d.Black)+len(d.White) == 0 {
		sb.WriteString("no dead stones")
	} else {
		sb.WriteString("dead")
		if len(d.Black) > 0 {
			sb.WriteString(" B: " + vertices(d.Black))
		}
		if len(d.Black) > 0 && len(d.White) > 0 {
			sb.WriteString(";")
		}
		if len(d.White) > 0 {
			sb.WriteString(" W: " + vertices(d.White))
		}
	}
	sb.WriteString(judgedBy(d))
	return sb.String()
}

// appendDead appends the dead stones of a score verdict.
func appendDead(b []byte, d *Dead) []byte {
	b = append(b, `{"method":`...)
	b = report.AppendJSONString(b, d.Method)
	b = append(b, `,"estimated":`...)
	b = strconv.AppendBool(b, d.Estimated)
	b = append(b, `,"estimate":`...)
	b = appendEstimate(b, d.Estimate)
	b = append(b, `,"black":`...)
	b = appendPoints(b, d.Black)
	b = append(b, `,"white":`...)
	b = appendPoints(b, d.White)
	if d.Engine != nil {
		b = append(b, `,"engine":`...)
		b = appendEngine(b, d.Engine)
	}
	return append(b, '}')
}

// appendEstimate appends what an estimate ran with, null for none.
func appendEstimate(b []byte, e *EstimateInfo) []byte {
	if e == nil {
		return append(b, "null"...)
	}
	b = append(b, `{"playouts":`...)
	b = strconv.AppendInt(b, int64(e.Playouts), 10)
	b = append(b, `,"seed":`...)
	b = strconv.AppendUint(b, e.Seed, 10)
	b = append(b, `,"threshold":`...)
	b = report.AppendJSONFloat(b, e.Threshold)
	b = append(b, `,"confidence":`...)
	b = report.AppendJSONFloat(b, e.Confidence)
	b = append(b, `,"unsure":`...)
	b = appendList(b, e.Unsure, appendUnsure)
	return append(b, '}')
}

// appendUnsure appends an unsure string of an estimate.
func appendUnsure(b []byte, u Unsure) []byte {
	b = append(b, `{"colour":`...)
	b = report.AppendJSONString(b, u.Colour)
	b = append(b, `,"dead":`...)
	b = strconv.AppendBool(b, u.Dead)
	b = append(b, `,"sure":`...)
	b = report.AppendJSONFloat(b, u.Sure)
	b = append(b, `,"unsettled":`...)
	b = strconv.AppendBool(b, u.Unsettled)
	b = append(b, `,"reason":`...)
	b = report.AppendJSONString(b, u.Reason)
	b = append(b, `,"stones":`...)
	b = appendPoints(b, u.Stones)
	return append(b, '}')
}

// appendEngine appends what an engine said beside the estimate.
func appendEngine(b []byte, e *EngineInfo) []byte {
	b = append(b, `{"command":`...)
	b = report.AppendJSONString(b, e.Command)
	b = append(b, `,"estimate":`...)
	b = appendEstimate(b, e.Estimate)
	b = append(b, `,"estimate_black":`...)
	b = appendPoints(b, e.EstimateBlack)
	b = append(b, `,"estimate_white":`...)
	b = appendPoints(b, e.EstimateWhite)
	b = append(b, `,"disputed":`...)
	b = appendList(b, e.Disputed, func(b []byte, s Disputed) []byte {
		b = append(b, `{"colour":`...)
		b = report.AppendJSONString(b, s.Colour)
		b = append(b, `,"dead_by":`...)
		b = report.AppendJSONString(b, s.DeadBy)
		b = append(b, `,"stones":`...)
		b = appendPoints(b, s.Stones)
		return append(b, '}')
	})
	return append(b, '}')
}
