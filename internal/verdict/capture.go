package verdict

import (
	"errors"
	"fmt"
	"io"
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
func CaptureFile(f *parse.File, data []byte, e *analyze.Evaluation) (Capture, bool, error) {
	analyze.Evaluate(f.Current(), ToMove(f), e)
	c := Capture{
		Outcome: report.Outcome{File: f.Name}, Width: e.After.Width(), Height: e.After.Height(),
		Removed:  Removed{Black: e.White.CapturedOnBoard, White: e.Black.CapturedOnBoard},
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

// Removed counts the stones of each colour a capture took off.
type Removed struct {
	Black int `json:"black" yaml:"black"`
	White int `json:"white" yaml:"white"`
}

// Capture is the verdict of `goscore capture` on one file.
type Capture struct {
	report.Outcome `yaml:",inline"`
	Width          int      `json:"width" yaml:"width"`
	Height         int      `json:"height" yaml:"height"`
	Removed        Removed  `json:"removed" yaml:"removed"`
	Board          []string `json:"board" yaml:"board"`
	// Out is the file the cleaned board was written to, with --out or --in-place.
	Out      string   `json:"out,omitempty" yaml:"out,omitempty"`
	Warnings []string `json:"warnings" yaml:"warnings"`
	// Text is the cleaned board file, header and history included.
	Text string `json:"-" yaml:"-"`
}

// CaptureColumns returns the layout of capture verdicts. In the table
// format the cleaned boards themselves are printed, as board files; when
// there are several, each starts with a comment naming its file.
func CaptureColumns(several bool) report.Columns[*Capture] {
	return report.Columns[*Capture]{
		Header:  []string{"FILE", "REMOVED B", "REMOVED W", "OUT"},
		Flex:    []int{0, 3},
		Numeric: []bool{false, true, true},
		Row: func(v *Capture) []string {
			if v.Failed() {
				msg := v.Message()
				return []string{v.File, "-", "-", "ERROR: " + msg}
			}
			return []string{v.File, itoa(v.Removed.Black), itoa(v.Removed.White), v.Out}
		},
		CSVHeader: []string{"file", "width", "height", "removed_black", "removed_white", "out", "error"},
		CSVRow: func(v *Capture) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.File, "", "", "", "", "", msg}
			}
			return []string{v.File, itoa(v.Width), itoa(v.Height), itoa(v.Removed.Black), itoa(v.Removed.White), v.Out, ""}
		},
		Text: func(w io.Writer, v *Capture) error {
			var err error
			if several {
				_, err = fmt.Fprintf(w, "# %s: removed %d black, %d white\n", v.File, v.Removed.Black, v.Removed.White)
			}
			if err == nil {
				_, err = io.WriteString(w, v.Text)
			}
			if err == nil && several {
				_, err = io.WriteString(w, "\n")
			}
			return err
		},
		TextIsTable: true,
	}
}
