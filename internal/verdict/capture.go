package verdict

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// ErrFormatKept is wrapped by the error of a capture whose cleaned board
// cannot be written in its file's format.
var ErrFormatKept = errors.New("cannot keep the file's format")

// CaptureFile takes the strings without liberties off f's current position
// (docs/rules.md, Removal) and returns the cleaned file, in f's own format;
// data is the file as read. The prisoners they make are added to the header,
// so the cleaned file scores the same as the original. A file with nothing
// to take off comes back as it was, byte for byte (Changed is false). An
// SGF record has no place for prisoners, so a capture on one fails with
// ErrFormatKept rather than turn it into another format.
func CaptureFile(f *parse.File, data []byte, e *analyze.Evaluation) (report.Capture, bool, error) {
	analyze.Evaluate(f.Current(), ToMove(f), e)
	c := report.Capture{
		Outcome: report.Outcome{File: f.Name}, Width: e.After.Width(), Height: e.After.Height(),
		Removed:  report.Removed{Black: e.White.CapturedOnBoard, White: e.Black.CapturedOnBoard},
		Board:    Rows(&e.After),
		Warnings: Warnings(f, e),
	}
	if e.Black.CapturedOnBoard+e.White.CapturedOnBoard == 0 {
		c.Text = string(data)
		return c, false, nil
	}
	out := *f
	out.Grids = append(append(out.Grids[:0:0], f.Grids[:len(f.Grids)-1]...), e.After)
	out.BlackPrisoners += e.Black.CapturedOnBoard
	out.WhitePrisoners += e.White.CapturedOnBoard
	if f.HasDeadStones {
		// A dead stone the capture takes off is no longer there to mark.
		out.DeadStones = nil
		for _, p := range f.DeadStones {
			if c := e.After.At(p); c == board.Black || c == board.White {
				out.DeadStones = append(out.DeadStones, p)
			}
		}
	}
	switch f.Format {
	case parse.FormatSGF:
		n := e.Black.CapturedOnBoard + e.White.CapturedOnBoard
		what := strconv.Itoa(n) + " prisoners"
		if n == 1 {
			what = "prisoner"
		}
		return c, false, fmt.Errorf("%s: %w: an SGF record has no place for the %s the capture makes; convert it first (goscore convert --to grid)",
			parse.QuoteName(f.Name), ErrFormatKept, what)
	case parse.FormatDiagram:
		c.Text = parse.FormatHeader(&out) + parse.Diagram(&e.After, board.Pass)
	default:
		if f.GridEnd > f.GridStart && f.GridEnd <= len(data) {
			c.Text = spliceGrid(data, f, &e.After, out.BlackPrisoners, out.WhitePrisoners, out.DeadStones)
		} else {
			c.Text = parse.Format(&out)
		}
	}
	return c, true, nil
}
