package play

import (
	"fmt"
	"io"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/report"
)

// breakdown writes a score breakdown: the score table (report.ScoreTable),
// the neutral points and what the count gives. final says the count
// decided the game ("result B+3"); else it is only the board as it stands
// ("board count B+3"), as after a resignation, in kill-all or in the
// middle of a game.
func breakdown(w io.Writer, s analyze.Score, scoring analyze.Scoring, final bool) error {
	var sb strings.Builder
	_ = report.ScoreTable(&sb, verdict.SideOf(s.Black).Line(), verdict.SideOf(s.White).Line(), s.Komi)
	label := "board count"
	if final {
		label = "result"
	}
	fmt.Fprintf(&sb, "  neutral %d, %s scoring, %s %s\n", s.Neutral, scoring, label, s.Result())
	_, err := io.WriteString(w, sb.String())
	return err
}
