package report

import (
	"fmt"
	"io"
	"strings"
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
	Scoring string // area or territory
	// Black and White are each colour's estimated score, Komi White's,
	// Unclear the points that lean to neither colour and Result the
	// estimated score as a result ("B+3.5").
	Black, White SideScore
	Komi         float64
	Unclear      int
	Result       string
	// Notes are lines said after the score: how the estimate was made,
	// the handicap.
	Notes []string
}

// EstimateText writes an estimate: its title with the rules, the marked
// board, the legend, the score table and the notes, within 80 columns;
// with colour, the marks in colour.
func EstimateText(w io.Writer, v *Estimate, colour bool) error {
	var sb strings.Builder
	head := fmt.Sprintf("(%dx%d, %s rules, komi %s)", v.Width, v.Height, v.Rules, num(v.Komi))
	if len(v.Title)+2+len(head) <= textWidth {
		fmt.Fprintf(&sb, "%s  %s\n", v.Title, head)
	} else {
		fmt.Fprintf(&sb, "%s\n  %s\n", v.Title, head)
	}
	markedBoard(&sb, v.Width, v.Height, v.Diagram, colour)
	fmt.Fprintf(&sb, "  %s\n\n", EstimateLegend)
	_ = ScoreTable(&sb, v.Black, v.White, v.Komi)
	fmt.Fprintf(&sb, "  unclear %d, %s scoring, estimated score %s\n", v.Unclear, v.Scoring, v.Result)
	for _, n := range v.Notes {
		wrapText(&sb, n)
	}
	sb.WriteString("\n")
	_, err := io.WriteString(w, sb.String())
	return err
}
