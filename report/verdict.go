package report

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// This file holds the verdicts: the plain data the renderers draw, one value
// per file (or per file and point, or per file and move). They know no rules
// and no files; package internal/verdict fills them in.

// Outcome is what every verdict starts with: the file it is about and, when
// it failed, why. A failed verdict is printed as its outcome alone.
//
// Error is left out of the struct encodings: a Stream writes a failed
// verdict as {file, error}, and ends every other verdict that embeds an
// Outcome with "error": null, so the key comes last whatever fields the
// verdict adds after File.
type Outcome struct {
	File string `json:"file" yaml:"file"`
	// Error is the message of a failed verdict; nil when it did not fail.
	Error *string `json:"-" yaml:"-"`
}

// Failure is the outcome of a file that failed with err: the one way a
// failed verdict is made.
func Failure(file string, err error) Outcome {
	o := Outcome{File: file}
	if err != nil {
		s := err.Error()
		o.Error = &s
	}
	return o
}

// Fail returns a verdict of type V holding only the outcome of a file that
// failed with err, as Failure makes it: Fail[Score](name, err).
func Fail[V any, P interface {
	*V
	outcome() *Outcome
}](file string, err error) V {
	var v V
	*P(&v).outcome() = Failure(file, err)
	return v
}

// Failed reports whether the verdict is an error.
func (o *Outcome) Failed() bool { return o.Error != nil }

// Err returns the file and the message of a failed verdict.
func (o *Outcome) Err() (file, msg string) {
	if o.Error == nil {
		return o.File, ""
	}
	return o.File, *o.Error
}

// Message returns the error message without the file name it starts with,
// for a table whose first column already names the file.
func (o *Outcome) Message() string {
	_, msg := o.Err()
	return withoutFile(o.File, msg)
}

// withoutFile returns msg without the name of file it starts with, plain
// or quoted, and the colon after it: "2:3: bad cell" from
// "a.txt:2:3: bad cell", "bad input" from "a.txt: bad input".
func withoutFile(file, msg string) string {
	for _, name := range []string{file, strconv.Quote(file)} {
		if rest, ok := strings.CutPrefix(msg, name+":"); ok && name != "" {
			return strings.TrimSpace(rest)
		}
	}
	return msg
}

// outcome lets a Stream find the Outcome a verdict embeds.
func (o *Outcome) outcome() *Outcome { return o }

// Point is a point as machine-readable output gives it: the GTP vertex and
// the zero-based row (0 at the top) and column of the grid.
type Point struct {
	Vertex string `json:"vertex" yaml:"vertex"`
	Row    int    `json:"row" yaml:"row"`
	Col    int    `json:"col" yaml:"col"`
}

// Vertices is a list of points written as their vertex names alone,
// ["C3","D3"]: the open border of an unfinished board holds a good part of
// it, and as objects of vertex, row and column it made most of a score
// line. The renderers that draw the points still have the rows and columns.
type Vertices []Point

// MarshalJSON writes the vertex names, null for a nil list.
func (v Vertices) MarshalJSON() ([]byte, error) { return appendVertices(nil, v), nil }

// MarshalYAML writes the vertex names.
func (v Vertices) MarshalYAML() (any, error) {
	names := make([]string, len(v))
	for i, p := range v {
		names[i] = p.Vertex
	}
	return names, nil
}

// SideScore is one colour's line of a score verdict.
type SideScore struct {
	Stones          int `json:"stones" yaml:"stones"`
	Territory       int `json:"territory" yaml:"territory"`
	Prisoners       int `json:"prisoners" yaml:"prisoners"`
	CapturedOnBoard int `json:"captured_on_board" yaml:"captured_on_board"`
	DeadTaken       int `json:"dead_taken" yaml:"dead_taken"`
	// SekiEyes counts the eye points of this colour's strings in seki,
	// left out of Territory under territory scoring, kept under area.
	SekiEyes int `json:"seki_eyes" yaml:"seki_eyes"`
	// FalseEyes counts the points of this colour's eyes it must fill
	// before the count, to keep a string from capture (false eyes):
	// left out of Territory under territory scoring, kept under area.
	FalseEyes int     `json:"false_eyes" yaml:"false_eyes"`
	Score     float64 `json:"score" yaml:"score"`
}

// Score is the verdict of `goscore score` on one file.
type Score struct {
	Outcome `yaml:",inline"`
	Width   int       `json:"width" yaml:"width"`
	Height  int       `json:"height" yaml:"height"`
	Rules   string    `json:"rules" yaml:"rules"`
	Scoring string    `json:"scoring" yaml:"scoring"`
	Komi    float64   `json:"komi" yaml:"komi"`
	Black   SideScore `json:"black" yaml:"black"`
	White   SideScore `json:"white" yaml:"white"`
	Neutral int       `json:"neutral" yaml:"neutral"`
	// Dame counts the neutral points that touch both colours (through
	// their empty region), SekiDame those of them inside a seki, and
	// SekiStones the stones in seki.
	Dame       int     `json:"dame" yaml:"dame"`
	SekiStones int     `json:"seki_stones" yaml:"seki_stones"`
	SekiDame   int     `json:"seki_dame" yaml:"seki_dame"`
	Result     string  `json:"result" yaml:"result"`
	Winner     *string `json:"winner" yaml:"winner"`
	Margin     float64 `json:"margin" yaml:"margin"`
	// DeadStones are the stones taken off as dead, and how they were chosen.
	DeadStones Dead     `json:"dead_stones" yaml:"dead_stones"`
	Warnings   []string `json:"warnings" yaml:"warnings"`
	// OpenBorder lists the points of the regions that make the position
	// unfinished (the open-border warning); never nil. It is written as
	// vertex names (Vertices).
	OpenBorder Vertices `json:"open_border" yaml:"open_border"`
	// Notes say which rule changed the count, such as the handicap
	// compensation: "handicap 4: white +4 (chinese)", and what a person
	// should check; never nil. A note that details a warning starts with
	// the warning's code and a colon ("unsettled: A8 can be captured"),
	// and the estimate's review note with "review: " (ReviewNote).
	Notes []string `json:"notes" yaml:"notes"`
}

// NoDeadStones is the Dead.Method of a verdict for which no dead stones
// were asked (the engine's life.MethodNone, which report may not import).
const NoDeadStones = "none"

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

// ToReview reports whether the score of a finished game wants a human
// look before it is trusted: its estimate was unsure of some string, or
// the position has an open border (docs/rules.md, Reviewing the
// estimate). A board scored with no dead stones asked for is taken as it
// stands, not as a finished game, and never wants one.
func (v *Score) ToReview() bool {
	if v.Failed() || v.DeadStones.Method == "" || v.DeadStones.Method == NoDeadStones {
		return false
	}
	return needsLook(&v.DeadStones) || len(v.OpenBorder) > 0 || slices.Contains(v.Warnings, WarnUnsettled) ||
		slices.Contains(v.Warnings, WarnFalseEyes)
}

// ToReview reports whether the point's verdict wants a human look: its
// estimate was unsure of some string of the board.
func (v *Status) ToReview() bool { return !v.Failed() && needsLook(v.DeadStones) }

// ToReview reports whether the marking wants a human look, as its score
// does.
func (v *Mark) ToReview() bool { return !v.Failed() && v.Score != nil && v.Score.ToReview() }

// Status is the verdict of `goscore status` on one point of one file: is
// it captured, and by whom.
type Status struct {
	Outcome  `yaml:",inline"`
	Point    *Point  `json:"point" yaml:"point"`
	Colour   string  `json:"colour" yaml:"colour"`
	Status   string  `json:"status" yaml:"status"`
	Captured bool    `json:"captured" yaml:"captured"`
	By       *string `json:"by" yaml:"by"`
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

// MarkPoint is one point of a marking report.
type MarkPoint struct {
	Point  `yaml:",inline"`
	Colour string  `json:"colour" yaml:"colour"`
	Status string  `json:"status" yaml:"status"`
	By     *string `json:"by" yaml:"by"`
}

// Mark is the verdict of `goscore mark` on one file: every point
// classified, the marked diagram, and the score breakdown.
type Mark struct {
	Outcome `yaml:",inline"`
	Width   int         `json:"width" yaml:"width"`
	Height  int         `json:"height" yaml:"height"`
	Diagram []string    `json:"diagram" yaml:"diagram"`
	Points  []MarkPoint `json:"points" yaml:"points"`
	Score   *MarkScore  `json:"score" yaml:"score"`
}

// MarkScore is the score verdict inside a marking report. Nested, it is
// not written by a Stream, so it carries the "error": null a Stream adds
// after a top-level verdict itself; Error is always nil.
type MarkScore struct {
	Score `yaml:",inline"`
	Error *string `json:"error" yaml:"error"`
}

// The diagram's marks, one character a point.
const (
	MarkBlack          = 'X' // a black stone that stays
	MarkWhite          = 'O' // a white stone that stays
	MarkBlackCaptured  = 'x' // a black stone that comes off
	MarkWhiteCaptured  = 'o' // a white stone that comes off
	MarkBlackAlive     = '#' // a black stone of an unconditionally alive string (Sensei's Library: a black stone marked with a square)
	MarkWhiteAlive     = '@' // a white stone of an unconditionally alive string
	MarkBlackDead      = 'Z' // a black stone taken off as dead (Sensei's Library: a black stone crossed out)
	MarkWhiteDead      = 'P' // a white stone taken off as dead
	MarkBlackTerritory = 'b' // Black's territory
	MarkWhiteTerritory = 'w' // White's territory
	MarkNeutral        = '.' // a neutral point
	MarkBlackSeki      = 'B' // a black stone in seki (a diagram reads it back as a black stone)
	MarkWhiteSeki      = 'W' // a white stone in seki
	MarkSekiEye        = 'e' // an eye of a seki: territory under area scoring only
	MarkFalseEye       = 'f' // a false eye, a point its owner must fill: territory under area scoring only
)

// MarkLegend explains the diagram's marks, in two lines that fit 80
// columns with the two spaces the text report puts before each.
const MarkLegend = "X O stones   # @ alive (Benson)   B W seki   e seki eye   f false eye\n" +
	"  x o captured   Z P dead   b w territory   . neutral"
