package verdict

import (
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/report"
)

// Generated is a board made by `goscore random`. It keeps fields of its own
// instead of an Outcome: its first key is "name", not "file", and its
// "error" is written in place, as the encoders find it.
type Generated struct {
	Name   string   `json:"name" yaml:"name"`
	Width  int      `json:"width" yaml:"width"`
	Height int      `json:"height" yaml:"height"`
	Board  []string `json:"board" yaml:"board"`
	// Out is the file it was written to, with --out.
	Out   string  `json:"out,omitempty" yaml:"out,omitempty"`
	Error *string `json:"error" yaml:"error"`
	// Text is the board file.
	Text string `json:"-" yaml:"-"`
}

// Failed reports whether the board could not be written.
func (g *Generated) Failed() bool { return g.Error != nil }

// Err returns the name and message of a failed write.
func (g *Generated) Err() (file, msg string) {
	if g.Error == nil {
		return g.Name, ""
	}
	return g.Name, *g.Error
}

// Fail marks g as failed with err.
func (g *Generated) Fail(err error) { g.Error = report.Failure(g.Name, err).Error }

// GeneratedColumns returns the layout of generated boards: in the table
// format the boards themselves, as board files, each after a comment naming it.
func GeneratedColumns(toFiles bool) report.Columns[*Generated] {
	cols := report.Columns[*Generated]{
		Header:  []string{"NAME", "SIZE WxH", "OUT"},
		Flex:    []int{0, 2},
		Numeric: []bool{false, false, false},
		Row: func(v *Generated) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.Name, "-", "ERROR: " + msg}
			}
			return []string{v.Name, fmt.Sprintf("%dx%d", v.Width, v.Height), v.Out}
		},
		CSVHeader: []string{"name", "width", "height", "board", "out", "error"},
		CSVRow: func(v *Generated) []string {
			if v.Failed() {
				_, msg := v.Err()
				return []string{v.Name, "", "", "", "", msg}
			}
			return []string{v.Name, itoa(v.Width), itoa(v.Height), strings.Join(v.Board, "/"), v.Out, ""}
		},
	}
	if !toFiles {
		cols.Text = func(w io.Writer, v *Generated) error {
			_, err := fmt.Fprintf(w, "# %s\n%s\n", v.Name, v.Text)
			return err
		}
		cols.TextIsTable = true
	}
	return cols
}
