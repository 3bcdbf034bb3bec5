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

// Write renders the match: in a table, the games and then the engines'
// records, after a line naming the game, size, rules and komi; in YAML or
// JSON, one document holding all of it. The tables meet the screen as
// layout says.
func (m *Match) Write(w io.Writer, format report.Format, layout report.Layout) error {
	switch format {
	case report.Table:
		if _, err := fmt.Fprintf(w, "%s on %dx%d, %s rules (%s scoring), komi %s, at most %d moves a game\n",
			m.Game, m.Size, m.Size, m.Rules, m.Scoring, num(m.Komi), m.MaxMoves); err != nil {
			return err
		}
		gs := report.New(w, report.Table, report.MatchGameColumns())
		gs.SetLayout(layout)
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
		es := report.New(w, report.Table, report.MatchEngineColumns())
		es.SetLayout(layout)
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
