package play

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/report"
)

// The estimate during the game. Counted as it stands, an unfinished game
// has territory only where a wall is closed: every open area is neutral
// and the result is komi alone. So `count` while the game is on shows
// what a server's score estimate shows, the likely owner of every point
// by the estimate's playouts (life.EstimateGame), and the score that
// gives, named an estimate. After two passes `count` is the batch's
// estimate again, the count the players agree on (count.go).

// forecast draws the estimate of the game as it stands.
func (s *Session) forecast() {
	g := s.Game
	est := life.EstimateGame(g, s.Dead.Estimate)
	b := g.Board()
	v := estimateView{
		Title:   fmt.Sprintf("estimate after move %d", len(g.Moves())),
		Width:   b.Width(),
		Height:  b.Height(),
		Diagram: forecastDiagram(b, est),
		Rules:   g.Rules.Name,
		Scoring: g.Rules.Scoring.String(),
		Black:   verdict.SideOf(est.Score.Black).Line(),
		White:   verdict.SideOf(est.Score.White).Line(),
		Komi:    est.Score.Komi,
		Unclear: est.Score.Neutral,
		Result:  est.Score.Result(),
	}
	if len(est.Judgement.Dead) > 0 {
		v.Notes = append(v.Notes, deadLine(b, est.Judgement.Dead))
	}
	if est.Note != "" {
		v.Notes = append(v.Notes, est.Note)
	}
	lean := int(math.Round(100 * life.OwnedLean))
	v.Notes = append(v.Notes, fmt.Sprintf("an estimate of the unfinished game, not its result: b and w are the points one side owns at the end of the %d playouts (seed %d) at least %d times in 100 more often than the other (%d to %d); ? the rest; Z P the stones likely dead",
		est.Config.Playouts, est.Config.Seed, lean, 50+lean/2, 50-lean/2))
	s.printf("\n")
	_ = estimateText(s.out, &v, s.Colour)
}

// forecastDiagram draws the estimate's board: the stones left alive, the
// dead ones, each empty point's likely owner, or ? for one still open.
func forecastDiagram(b *board.Board, est *life.GameEstimate) []string {
	rows := make([]string, b.Height())
	for row := range rows {
		var sb strings.Builder
		for col := range b.Width() {
			if col > 0 {
				sb.WriteByte(' ')
			}
			p := b.Point(row, col)
			c, own := b.At(p), est.Owner[p]
			var m byte
			switch {
			case c == board.Black && own == board.Black:
				m = verdict.MarkBlack
			case c == board.White && own == board.White:
				m = verdict.MarkWhite
			case c == board.Black:
				m = verdict.MarkBlackDead
			case c == board.White:
				m = verdict.MarkWhiteDead
			case own == board.Black:
				m = verdict.MarkBlackTerritory
			case own == board.White:
				m = verdict.MarkWhiteTerritory
			default:
				m = markUnclear
			}
			sb.WriteByte(m)
		}
		rows[row] = sb.String()
	}
	return rows
}

// markUnclear marks, on the board of an estimate, an empty point that
// neither colour owns in enough of the playouts: the game will decide it.
const markUnclear = '?'

// estimateLegend explains the marks of an estimate's board: the words of
// verdict.MarkLegend for the marks they share.
const estimateLegend = "X O stones   Z P dead   b w territory   ? unclear"

// estimateView is the estimate of an unfinished game as a terminal shows it:
// the board marked with each point's likely owner, and the score that
// gives. It is a forecast, not a count, and says so.
type estimateView struct {
	// Title names the position: "estimate after move 12".
	Title         string
	Width, Height int
	// Diagram is the marked board, a row a line from the top, the marks
	// of a verdict.Mark's diagram (X O, Z P, b w) and markUnclear, one character
	// and a space a point.
	Diagram []string
	Rules   string
	Scoring string // area or territory
	// Black and White are each colour's estimated score, Komi White's,
	// Unclear the points that lean to neither colour and Result the
	// estimated score as a result ("B+3.5").
	Black, White report.ScoreLine
	Komi         float64
	Unclear      int
	Result       string
	// Notes are lines said after the score: how the estimate was made,
	// the handicap.
	Notes []string
}

// estimateText writes an estimate: its title with the rules, the marked
// board, the legend, the score table and the notes, within 80 columns;
// with colour, the marks in colour.
func estimateText(w io.Writer, v *estimateView, colour bool) error {
	var sb strings.Builder
	head := fmt.Sprintf("(%dx%d, %s rules, komi %s)", v.Width, v.Height, v.Rules, num(v.Komi))
	if len(v.Title)+2+len(head) <= verdict.TextWidth {
		fmt.Fprintf(&sb, "%s  %s\n", v.Title, head)
	} else {
		fmt.Fprintf(&sb, "%s\n  %s\n", v.Title, head)
	}
	verdict.MarkedBoard(&sb, v.Width, v.Height, v.Diagram, colour)
	fmt.Fprintf(&sb, "  %s\n\n", estimateLegend)
	_ = report.ScoreTable(&sb, v.Black, v.White, v.Komi)
	fmt.Fprintf(&sb, "  unclear %d, %s scoring, estimated score %s\n", v.Unclear, v.Scoring, v.Result)
	for _, n := range v.Notes {
		sb.WriteString(report.Fill(n, verdict.TextWidth, "  ", "    ") + "\n")
	}
	sb.WriteString("\n")
	_, err := io.WriteString(w, sb.String())
	return err
}
