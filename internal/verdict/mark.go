package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
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
	File    string      `json:"file" yaml:"file"`
	Width   int         `json:"width" yaml:"width"`
	Height  int         `json:"height" yaml:"height"`
	Diagram []string    `json:"diagram" yaml:"diagram"`
	Points  []MarkPoint `json:"points" yaml:"points"`
	Score   *Score      `json:"score" yaml:"score"`
	Error   *string     `json:"error" yaml:"error"`
}

// Failed reports whether the verdict is an error.
func (m *Mark) Failed() bool { return m.Error != nil }

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
)

// MarkLegend explains the diagram's marks.
const MarkLegend = "X O stones   # @ alive (Benson)   x o captured   Z P dead   b w territory   . neutral"

var markOf = [...]byte{
	analyze.Neutral:        MarkNeutral,
	analyze.BlackTerritory: MarkBlackTerritory,
	analyze.WhiteTerritory: MarkWhiteTerritory,
	analyze.BlackStone:     MarkBlack,
	analyze.WhiteStone:     MarkWhite,
	analyze.BlackCaptured:  MarkBlackCaptured,
	analyze.WhiteCaptured:  MarkWhiteCaptured,
	analyze.BlackDead:      MarkBlackDead,
	analyze.WhiteDead:      MarkWhiteDead,
}

// MarkFile evaluates f under o and classifies every point of it.
func MarkFile(f *parse.File, o *Options, e *analyze.Evaluation) Mark {
	b := f.Current()
	dead, warnings, err := o.evaluate(f, e)
	if err != nil {
		return MarkError(f.Name, err)
	}
	s := scoreOf(f, o.RulesFor(f), e, dead, warnings)
	cl := newClassifier(e)
	m := Mark{File: f.Name, Width: b.Width(), Height: b.Height(), Score: &s}
	m.Points = make([]MarkPoint, 0, b.Size())
	for row := 0; row < b.Height(); row++ {
		line := make([]byte, 0, 2*b.Width())
		for col := 0; col < b.Width(); col++ {
			p := b.Point(row, col)
			st, name, _, by := cl.status(p)
			if col > 0 {
				line = append(line, ' ')
			}
			mark := markOf[st]
			if name == StatusAlive {
				mark = [3]byte{board.Black: MarkBlackAlive, board.White: MarkWhiteAlive}[b.At(p)]
			}
			line = append(line, mark)
			m.Points = append(m.Points, MarkPoint{Point: PointOf(b, p), Colour: b.At(p).String(), Status: name, By: nameOrNil(by)})
		}
		m.Diagram = append(m.Diagram, string(line))
	}
	return m
}

// Err returns the file and message of a failed verdict.
func (m *Mark) Err() (file, msg string) {
	if m.Error == nil {
		return m.File, ""
	}
	return m.File, *m.Error
}
