package verdict

import (
	"fmt"
	"io"

	"github.com/goscore/goscore/report"
)

// Converted is the verdict of `goscore convert` on one file.
type Converted struct {
	report.Outcome `yaml:",inline"`
	To             string `json:"to" yaml:"to"`
	Out            string `json:"out,omitempty" yaml:"out,omitempty"`
	// Review tells that mark --format sgf wrote a game that wants a human
	// look (Score.ToReview).
	Review bool `json:"review,omitempty" yaml:"review,omitempty"`
	// Notes are the warnings of the games mark --format sgf wrote, as
	// WarningNotes gives them, with the game's number in a collection.
	Notes []string `json:"notes,omitempty" yaml:"notes,omitempty"`
	// Text is the converted file.
	Text string `json:"-" yaml:"-"`
}

// ToReview reports whether a written file holds a game that wants a human
// look (mark --format sgf).
func (v *Converted) ToReview() bool { return !v.Failed() && v.Review }

// ReviewName names the file a person opens to review it: the file written,
// with --out, else the input.
func (v *Converted) ReviewName() string {
	if v.Out != "" {
		return v.Out
	}
	return v.File
}

// ConvertColumns returns the layout of convert verdicts: in the table
// format the converted files themselves (SGF games one after another make a
// valid collection; boards are separated by a comment naming their file),
// or, with toFiles, a table of the files written.
func ConvertColumns(toFiles, sgf bool) report.Columns[*Converted] {
	cols := report.Columns[*Converted]{
		Header: []string{"FILE", "TO", "OUT"},
		Flex:   []int{0, 2},
		Row: func(v *Converted) []string {
			if v.Failed() {
				msg := v.Message()
				return []string{v.File, v.To, "ERROR: " + msg}
			}
			return []string{v.File, v.To, v.Out}
		},
	}
	if !toFiles {
		cols.Text = func(w io.Writer, v *Converted) error {
			var err error
			if !sgf {
				_, err = fmt.Fprintf(w, "# %s\n", v.File)
			}
			if err == nil {
				_, err = io.WriteString(w, v.Text)
			}
			return err
		}
		cols.TextIsTable = true
	}
	return cols
}
