package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// CaptureFile takes the strings without liberties off f's current position
// (docs/rules.md, Removal) and returns the cleaned file. The prisoners they make are added
// to the header, so the cleaned file scores the same as the original.
func CaptureFile(f *parse.File, e *analyze.Evaluation) report.Capture {
	analyze.Evaluate(f.Current(), ToMove(f), e)
	c := report.Capture{
		Outcome: report.Outcome{File: f.Name}, Width: e.After.Width(), Height: e.After.Height(),
		Removed:  report.Removed{Black: e.White.CapturedOnBoard, White: e.Black.CapturedOnBoard},
		Board:    Rows(&e.After),
		Warnings: Warnings(f, e),
	}
	out := *f
	out.Grids = append(append(out.Grids[:0:0], f.Grids[:len(f.Grids)-1]...), e.After)
	out.BlackPrisoners += e.Black.CapturedOnBoard
	out.WhitePrisoners += e.White.CapturedOnBoard
	c.Text = parse.Format(&out)
	return c
}
