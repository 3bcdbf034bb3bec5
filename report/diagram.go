package report

import (
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/analyze"
)

// Breakdown writes a score breakdown: stones, territory, prisoners, dead
// stones taken, komi and score per colour, the neutral points and what the
// count gives. final says the count decided the game ("result B+3"); else
// it is only the board as it stands ("board count B+3"), as after a
// resignation, in kill-all or in the middle of a game.
func Breakdown(w io.Writer, s analyze.Score, scoring analyze.Scoring, final bool) error {
	var sb strings.Builder
	line := func(x analyze.SideScore) sideLine {
		return sideLine{x.Stones, x.Territory, x.Prisoners, x.DeadTaken, x.Score}
	}
	breakdownTable(&sb, line(s.Black), line(s.White), s.Komi)
	label := "board count"
	if final {
		label = "result"
	}
	fmt.Fprintf(&sb, "  neutral %d, %s scoring, %s %s\n", s.Neutral, scoring, label, s.Result())
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
