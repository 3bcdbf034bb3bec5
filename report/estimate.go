package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/analyze"
)

// MarkUnclear marks, on the board of an estimate, an empty point that
// neither colour owns in enough of the playouts: the game will decide it.
const MarkUnclear = '?'

// EstimateLegend explains the marks of an estimate's board: the words of
// MarkLegend for the marks they share.
const EstimateLegend = "X O stones   Z P dead   b w territory   ? unclear"

// Estimate is the estimate of an unfinished game as a terminal shows it:
// the board marked with each point's likely owner, and the score that
// gives. It is a forecast, not a count, and says so.
type Estimate struct {
	// Title names the position: "estimate after move 12".
	Title         string
	Width, Height int
	// Diagram is the marked board, a row a line from the top, the marks
	// of a Mark's diagram (X O, Z P, b w) and MarkUnclear, one character
	// and a space a point.
	Diagram []string
	Rules   string
	Score   analyze.Score
	Scoring analyze.Scoring
	// Notes are lines said after the score: how the estimate was made,
	// the handicap.
	Notes []string
}

// EstimateText writes an estimate: its title with the rules, the marked
// board, the legend, the score table and the notes, within 80 columns;
// with colour, the marks in colour.
func EstimateText(w io.Writer, v *Estimate, colour bool) error {
	var sb strings.Builder
	s := v.Score
	head := fmt.Sprintf("(%dx%d, %s rules, komi %s)", v.Width, v.Height, v.Rules, num(s.Komi))
	if len(v.Title)+2+len(head) <= textWidth {
		fmt.Fprintf(&sb, "%s  %s\n", v.Title, head)
	} else {
		fmt.Fprintf(&sb, "%s\n  %s\n", v.Title, head)
	}
	markedBoard(&sb, v.Width, v.Height, v.Diagram, colour)
	fmt.Fprintf(&sb, "  %s\n\n", EstimateLegend)
	line := func(x analyze.SideScore) sideLine {
		return sideLine{x.Stones, x.Territory, x.Prisoners, x.DeadTaken, x.Score}
	}
	breakdownTable(&sb, line(s.Black), line(s.White), s.Komi)
	fmt.Fprintf(&sb, "  unclear %d, %s scoring, estimated score %s\n", s.Neutral, v.Scoring, s.Result())
	for _, n := range v.Notes {
		wrapText(&sb, n)
	}
	sb.WriteString("\n")
	_, err := io.WriteString(w, sb.String())
	return err
}
