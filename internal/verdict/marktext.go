package verdict

import (
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/report"
)

// markColour is the colour of each diagram mark.
var markColour = map[byte]string{
	MarkBlack: ansiBold, MarkWhite: ansiBold,
	MarkBlackCaptured: ansiRed, MarkWhiteCaptured: ansiRed,
	MarkBlackDead: ansiRed, MarkWhiteDead: ansiRed,
	MarkBlackAlive: ansiGreen, MarkWhiteAlive: ansiGreen,
	MarkBlackSeki: ansiGreen, MarkWhiteSeki: ansiGreen,
	MarkBlackTerritory: ansiBlue, MarkWhiteTerritory: ansiGold,
}

// paint colours every mark of a diagram row.
func paint(row string) string {
	var sb strings.Builder
	for i := 0; i < len(row); i++ {
		if c, ok := markColour[row[i]]; ok {
			sb.WriteString(c + row[i:i+1] + ansiReset)
		} else {
			sb.WriteByte(row[i])
		}
	}
	return sb.String()
}

// markText renders a marking report: the marked diagram with coordinates,
// its legend, and the score breakdown; with colour, the marks in colour.
func markText(w io.Writer, v *Mark, colour bool) error {
	var sb strings.Builder
	s := v.Score
	head := fmt.Sprintf("(%dx%d, %s rules, %s scoring, komi %s)", v.Width, v.Height, s.Rules, s.Scoring, num(s.Komi))
	if len(v.File)+2+len(head) <= TextWidth {
		fmt.Fprintf(&sb, "%s  %s\n", v.File, head)
	} else {
		fmt.Fprintf(&sb, "%s\n  %s\n", v.File, head)
	}
	MarkedBoard(&sb, v.Width, v.Height, v.Diagram, colour)
	fmt.Fprintf(&sb, "  %s\n\n", MarkLegend)
	_ = report.ScoreTable(&sb, s.Black.Line(), s.White.Line(), s.Komi)
	fmt.Fprintf(&sb, "  neutral %d (dame %d), result %s\n", s.Neutral, s.Dame, s.Result)
	if k := sekiText(&s.Score); k != "" {
		fmt.Fprintf(&sb, "  %s\n", k)
	}
	if k := falseEyeText(&s.Score); k != "" {
		fmt.Fprintf(&sb, "  %s\n", k)
	}
	if d := deadText(&s.DeadStones); d != "" {
		if e := s.DeadStones.Estimate; e != nil {
			d = strings.TrimSuffix(d, ")") + ", confidence " + num(e.Confidence) + ")"
		}
		wrapText(&sb, d)
	}
	for _, n := range s.Notes {
		wrapText(&sb, n)
	}
	if len(s.Warnings) > 0 {
		ws := append([]string(nil), s.Warnings...)
		for i, w := range ws {
			if w == WarnOpenBorder && len(s.OpenBorder) > 0 {
				ws[i] += " " + vertices(s.OpenBorder)
			}
		}
		wrapText(&sb, "warnings: "+strings.Join(ws, ", "))
	}
	sb.WriteString("\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// MarkedBoard writes a marked diagram of width x height points with the
// column letters above and below and the row numbers on both sides; with
// colour, the marks in colour.
func MarkedBoard(sb *strings.Builder, width, height int, diagram []string, colour bool) {
	labels := board.ColumnLabels(width)
	fmt.Fprintf(sb, "     %s\n", labels)
	for i, row := range diagram {
		if colour {
			row = paint(row)
		}
		n := height - i
		fmt.Fprintf(sb, "  %2d %s %d\n", n, row, n)
	}
	fmt.Fprintf(sb, "     %s\n", labels)
}

// TextWidth is the width the text reports' lines keep to: mark's, and
// the estimate the terminal game draws.
const TextWidth = 80

// wrapText writes text indented by two spaces, broken at spaces into
// lines of at most TextWidth characters, the lines after the first
// indented by four; a word longer than a line stands alone.
func wrapText(sb *strings.Builder, text string) {
	sb.WriteString(report.Fill(text, TextWidth, "  ", "    "))
	sb.WriteString("\n")
}
