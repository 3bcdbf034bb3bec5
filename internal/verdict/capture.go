package verdict

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/goscore/goscore/analyze"
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
	switch f.Format {
	case parse.FormatSGF:
		n := e.Black.CapturedOnBoard + e.White.CapturedOnBoard
		what := strconv.Itoa(n) + " prisoners"
		if n == 1 {
			what = "prisoner"
		}
		return c, false, fmt.Errorf("%s: %w: an SGF record has no place for the %s the capture makes; convert it first (goscore convert --to grid)",
			parse.QuoteName(f.Name), ErrFormatKept, what)
	default:
		// A grid or a diagram keeps every byte but the stones taken off
		// and the prisoner counts: comments, labels, spacing, line ends.
		text, err := parse.Rewrite(f.Name, data, &e.After,
			f.BlackPrisoners+e.Black.CapturedOnBoard, f.WhitePrisoners+e.White.CapturedOnBoard)
		if err != nil {
			msg := err.Error()
			var pe *parse.Error
			if errors.As(err, &pe) {
				msg = pe.Msg
			}
			return c, false, fmt.Errorf("%s: %w: %s", parse.QuoteName(f.Name), ErrFormatKept, msg)
		}
		c.Text = string(text)
	}
	return c, true, nil
}
