package play

import (
	"fmt"
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
	v := report.Estimate{
		Title:   fmt.Sprintf("estimate after move %d", len(g.Moves())),
		Width:   b.Width(),
		Height:  b.Height(),
		Diagram: forecastDiagram(b, est),
		Rules:   g.Rules.Name,
		Scoring: g.Rules.Scoring.String(),
		Black:   verdict.SideOf(est.Score.Black),
		White:   verdict.SideOf(est.Score.White),
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
	_ = report.EstimateText(s.out, &v, s.Colour)
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
				m = report.MarkBlack
			case c == board.White && own == board.White:
				m = report.MarkWhite
			case c == board.Black:
				m = report.MarkBlackDead
			case c == board.White:
				m = report.MarkWhiteDead
			case own == board.Black:
				m = report.MarkBlackTerritory
			case own == board.White:
				m = report.MarkWhiteTerritory
			default:
				m = report.MarkUnclear
			}
			sb.WriteByte(m)
		}
		rows[row] = sb.String()
	}
	return rows
}
