package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// Diagram draws b as players read it: column letters above and below, row
// numbers on both sides, X for black, O for white, . for empty, + on the
// star points of 9x9, 13x13 and 19x19, and the last move in parentheses.
func Diagram(b *board.Board, last board.Point) string {
	var sb strings.Builder
	w, h := b.Width(), b.Height()
	labels := columnLabels(w)
	fmt.Fprintf(&sb, "    %s\n", labels)
	for y := h - 1; y >= 0; y-- {
		fmt.Fprintf(&sb, " %2d", y+1)
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			sep := byte(' ')
			if p == last {
				sep = '('
			} else if x > 0 && board.At(x-1, y) == last {
				sep = ')'
			}
			sb.WriteByte(sep)
			sb.WriteByte(stoneChar(b, p))
		}
		if board.At(w-1, y) == last {
			sb.WriteByte(')')
		} else {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%d\n", y+1)
	}
	fmt.Fprintf(&sb, "    %s\n", labels)
	return sb.String()
}

func stoneChar(b *board.Board, p board.Point) byte {
	switch b.At(p) {
	case board.Black:
		return 'X'
	case board.White:
		return 'O'
	}
	if isStar(b.Width(), b.Height(), p.X(), p.Y()) {
		return '+'
	}
	return '.'
}

// isStar reports whether (x, y) is a star point on a square board of size
// 9, 13 or 19.
func isStar(w, h, x, y int) bool {
	if w != h {
		return false
	}
	var lines []int
	switch w {
	case 9:
		lines = []int{2, 4, 6}
	case 13:
		lines = []int{3, 6, 9}
	case 19:
		lines = []int{3, 9, 15}
	default:
		return false
	}
	in := func(v int) bool {
		for _, l := range lines {
			if v == l {
				return true
			}
		}
		return false
	}
	if w == 9 && ((x == 4) != (y == 4)) {
		return false // 9x9 has the four 3-3 points and the centre only
	}
	return in(x) && in(y)
}

// Breakdown writes a score breakdown: stones, territory, prisoners, dead
// stones taken, komi and score per colour, the neutral points and the
// result.
func Breakdown(w io.Writer, s analyze.Score, scoring analyze.Scoring) error {
	var sb strings.Builder
	line := func(x analyze.SideScore) sideLine {
		return sideLine{x.Stones, x.Territory, x.Prisoners, x.DeadTaken, x.Score}
	}
	breakdownTable(&sb, line(s.Black), line(s.White), s.Komi)
	fmt.Fprintf(&sb, "  neutral %d, %s scoring, result %s\n", s.Neutral, scoring, s.Result())
	_, err := io.WriteString(w, sb.String())
	return err
}

// sideLine is one colour's line of a breakdown.
type sideLine struct {
	stones, territory, prisoners, dead int
	score                              float64
}

// breakdownTable writes the table of a score breakdown. "dead" is the
// opponent's dead stones the colour takes; under territory scoring they
// add to the score as prisoners do.
func breakdownTable(sb *strings.Builder, black, white sideLine, komi float64) {
	fmt.Fprintf(sb, "  %-7s %6s %9s %9s %5s %6s %7s\n", "", "stones", "territory", "prisoners", "dead", "komi", "score")
	fmt.Fprintf(sb, "  %-7s %6d %9d %9d %5d %6s %7s\n", "black", black.stones, black.territory, black.prisoners, black.dead, "", num(black.score))
	fmt.Fprintf(sb, "  %-7s %6d %9d %9d %5d %6s %7s\n", "white", white.stones, white.territory, white.prisoners, white.dead, num(komi), num(white.score))
}
