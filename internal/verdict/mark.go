package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

var markOf = [...]byte{
	analyze.Neutral:        report.MarkNeutral,
	analyze.BlackTerritory: report.MarkBlackTerritory,
	analyze.WhiteTerritory: report.MarkWhiteTerritory,
	analyze.BlackStone:     report.MarkBlack,
	analyze.WhiteStone:     report.MarkWhite,
	analyze.BlackCaptured:  report.MarkBlackCaptured,
	analyze.WhiteCaptured:  report.MarkWhiteCaptured,
	analyze.BlackDead:      report.MarkBlackDead,
	analyze.WhiteDead:      report.MarkWhiteDead,
}

// MarkFile evaluates f under o and classifies every point of it.
func MarkFile(f *parse.File, o *Options, e *analyze.Evaluation) report.Mark {
	b := f.Current()
	dead, warnings, err := o.evaluate(f, e)
	if err != nil {
		return report.Fail[report.Mark](f.Name, err)
	}
	s := scoreOf(f, o.RulesFor(f), e, dead, warnings)
	cl := newClassifier(e)
	m := report.Mark{Outcome: report.Outcome{File: f.Name}, Width: b.Width(), Height: b.Height(), Score: &report.MarkScore{Score: s}}
	m.Points = make([]report.MarkPoint, 0, b.Size())
	for row := 0; row < b.Height(); row++ {
		line := make([]byte, 0, 2*b.Width())
		for col := 0; col < b.Width(); col++ {
			p := b.Point(row, col)
			st, name, _, by := cl.status(p)
			if col > 0 {
				line = append(line, ' ')
			}
			mark := markOf[st]
			if name == report.StatusAlive {
				mark = [3]byte{board.Black: report.MarkBlackAlive, board.White: report.MarkWhiteAlive}[b.At(p)]
			}
			line = append(line, mark)
			m.Points = append(m.Points, report.MarkPoint{Point: PointOf(b, p), Colour: b.At(p).String(), Status: name, By: nameOrNil(by)})
		}
		m.Diagram = append(m.Diagram, string(line))
	}
	return m
}
