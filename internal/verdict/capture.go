package verdict

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/parse"
)

// Removed counts the stones of each colour a capture took off.
type Removed struct {
	Black int `json:"black" yaml:"black"`
	White int `json:"white" yaml:"white"`
}

// Capture is the verdict of `goscore capture` on one file (SPEC 3.6).
type Capture struct {
	File    string   `json:"file" yaml:"file"`
	Width   int      `json:"width" yaml:"width"`
	Height  int      `json:"height" yaml:"height"`
	Removed Removed  `json:"removed" yaml:"removed"`
	Board   []string `json:"board" yaml:"board"`
	// Out is the file the cleaned board was written to, with --out or --in-place.
	Out      string   `json:"out,omitempty" yaml:"out,omitempty"`
	Warnings []string `json:"warnings" yaml:"warnings"`
	Error    *string  `json:"error" yaml:"error"`
	// Text is the cleaned board file, header and history included.
	Text string `json:"-" yaml:"-"`
}

// Failed reports whether the verdict is an error.
func (c *Capture) Failed() bool { return c.Error != nil }

// CaptureFile takes the strings without liberties off f's current position
// (SPEC 3.2) and returns the cleaned file. The prisoners they make are added
// to the header, so the cleaned file scores the same as the original.
func CaptureFile(f *parse.File, e *analyze.Evaluation) Capture {
	analyze.Evaluate(f.Current(), ToMove(f), e)
	c := Capture{
		File: f.Name, Width: e.After.Width(), Height: e.After.Height(),
		Removed:  Removed{Black: e.White.CapturedOnBoard, White: e.Black.CapturedOnBoard},
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

// Err returns the file and message of a failed verdict.
func (c *Capture) Err() (file, msg string) {
	if c.Error == nil {
		return c.File, ""
	}
	return c.File, *c.Error
}
