package match

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/report"
)

// Formats lists the formats Write takes.
var Formats = []report.Format{report.Table, report.YAML, report.JSON}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func itoa(n int) string { return strconv.Itoa(n) }

// GameColumns returns the table layout of games.
func GameColumns() report.Columns[*Game] {
	return report.Columns[*Game]{
		Header:  []string{"GAME", "BLACK", "WHITE", "RESULT", "WINNER", "MOVES", "REASON"},
		Numeric: []bool{true, false, false, false, false, true, false},
		Row: func(g *Game) []string {
			w := g.Winner
			if w == "" {
				w = "draw"
			}
			return []string{itoa(g.Number), g.Black, g.White, g.Result, w, itoa(g.Moves), g.Reason}
		},
	}
}

// EngineColumns returns the table layout of the engines' records.
func EngineColumns() report.Columns[*Engine] {
	return report.Columns[*Engine]{
		Header:  []string{"ENGINE", "NAME", "GAMES", "WINS", "LOSSES", "DRAWS", "WIN RATE", "WINS AS B", "WINS AS W", "FORFEITS", "MEAN MARGIN", "MOVES", "S/MOVE", "COMMAND"},
		Numeric: []bool{false, false, true, true, true, true, true, true, true, true, true, true, true, false},
		Row: func(e *Engine) []string {
			margin := "-"
			if e.MeanMargin != nil {
				margin = strconv.FormatFloat(*e.MeanMargin, 'f', 1, 64)
			}
			return []string{e.Label, e.Name, itoa(e.Games), itoa(e.Wins), itoa(e.Losses), itoa(e.Draws),
				fmt.Sprintf("%.0f%%", 100*e.WinRate()), itoa(e.BlackWins), itoa(e.WhiteWins), itoa(e.Forfeits),
				margin, itoa(e.Moves), strconv.FormatFloat(e.MeanMoveSeconds, 'f', 3, 64), e.Command}
		},
	}
}

// Write renders the match: in a table, the games and then the engines'
// records, after a line naming the game, size, rules and komi; in YAML or
// JSON, one document holding all of it.
func (m *Match) Write(w io.Writer, format report.Format) error {
	switch format {
	case report.Table:
		if _, err := fmt.Fprintf(w, "%s on %dx%d, %s rules (%s scoring), komi %s, at most %d moves a game\n",
			m.Game, m.Size, m.Size, m.Rules, m.Scoring, num(m.Komi), m.MaxMoves); err != nil {
			return err
		}
		gs := report.New(w, report.Table, GameColumns())
		for i := range m.Games {
			if err := gs.Add(&m.Games[i]); err != nil {
				return err
			}
		}
		if err := gs.Close(); err != nil {
			return err
		}
		if _, err := io.WriteString(w, "\n"); err != nil {
			return err
		}
		es := report.New(w, report.Table, EngineColumns())
		for i := range m.Engines {
			if err := es.Add(&m.Engines[i]); err != nil {
				return err
			}
		}
		return es.Close()
	case report.YAML:
		enc := yaml.NewEncoder(w)
		enc.SetIndent(2)
		if err := enc.Encode(m); err != nil {
			return err
		}
		return enc.Close()
	case report.JSON:
		b, err := json.MarshalIndent(m, "", "  ")
		if err == nil {
			_, err = w.Write(append(b, '\n'))
		}
		return err
	}
	return fmt.Errorf("%w %q for a match (want table, yaml or json)", report.ErrBadFormat, format)
}
