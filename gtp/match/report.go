package match

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/report"
)

// Formats lists the formats Write takes.
var Formats = []report.Format{report.Table, report.YAML, report.JSON, report.JSONL, report.CSV, report.HTML}

func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// Write renders the match: in a table, the games and then the engines'
// records, after a line naming the game, size, rules and komi; in YAML or
// JSON, one document holding all of it; in JSON lines, the games, one a
// line (the results file adds the engines' commands); in CSV, the games,
// one row a game (csv.go); in HTML, a page with the figures, the charts
// and the games (html.go).
// The tables meet the screen as layout says.
func (m *Match) Write(w io.Writer, format report.Format, layout report.Layout) error {
	switch format {
	case report.Table:
		if _, err := fmt.Fprintf(w, "%s on %dx%d, %s rules (%s scoring), komi %s, at most %d moves\n",
			m.Game, m.Size, m.Size, m.Rules, m.Scoring, num(m.Komi), m.MaxMoves); err != nil {
			return err
		}
		if err := table(w, gameColumns(), m.Games, layout); err != nil {
			return err
		}
		if _, err := io.WriteString(w, "\n"); err != nil {
			return err
		}
		if err := table(w, engineColumns(), m.Engines, layout); err != nil {
			return err
		}
		if err := m.writeFigures(w, layout); err != nil {
			return err
		}
		if m.Game != "go" {
			return nil
		}
		for _, line := range m.Summary() {
			if _, err := fmt.Fprintln(w, line); err != nil {
				return err
			}
		}
		return nil
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
	case report.JSONL:
		s := report.New(w, report.JSONL, gameColumns())
		for i := range m.Games {
			if err := s.Add(&m.Games[i]); err != nil {
				return err
			}
		}
		return s.Close()
	case report.CSV:
		return m.writeCSV(w)
	case report.HTML:
		return m.writeHTML(w)
	}
	names := make([]string, len(Formats))
	for i, f := range Formats {
		names[i] = string(f)
	}
	return fmt.Errorf("%w %q for a match (want %s)", report.ErrBadFormat, format, strings.Join(names, ", "))
}

// Summary says who judged the dead stones of the Go games counted, and
// names each game in which an engine's own final_score is another result
// than that count, with what each side said, or in which the referee
// failed.
func (m *Match) Summary() []string {
	counted, differ, answers := 0, 0, 0
	var lines []string
	for i := range m.Games {
		g := &m.Games[i]
		if g.BlackSays == "" && g.WhiteSays == "" {
			continue
		}
		counted++
		for _, says := range []string{g.BlackSays, g.WhiteSays} {
			if _, ok := parseResult(says); ok {
				answers++
			}
		}
		if g.RefereeError != "" {
			lines = append(lines, fmt.Sprintf("  game %d: the referee failed (%s); counted with every stone alive", g.Number, g.RefereeError))
		}
		if len(g.Disagree) == 0 {
			continue
		}
		differ++
		line := fmt.Sprintf("  game %d: the count is %s", g.Number, g.Result)
		for _, side := range []struct{ colour, label, says string }{{"black", g.Black, g.BlackSays}, {"white", g.White, g.WhiteSays}} {
			if slices.Contains(g.Disagree, side.label) {
				line += fmt.Sprintf("; %s (%s) says %s", side.label, side.colour, side.says)
			}
		}
		lines = append(lines, line)
	}
	by := "the referee: " + m.Referee
	switch m.Referee {
	case "none":
		by = "nobody (every stone on the board counts)"
	case "estimate":
		by = "goscore's estimate"
	}
	head := []string{fmt.Sprintf("%d games counted, dead stones judged by %s", counted, by)}
	switch {
	case counted == 0:
	case answers == 0:
		head = append(head, "neither engine answered final_score with a result")
	case differ == 0:
		head = append(head, "every final_score answered agrees with the count")
	default:
		head = append(head, fmt.Sprintf("an engine's final_score differs from the count in %d:", differ))
	}
	return append(head, lines...)
}

// writeFigures writes, under the engines' table, the pairings' figures,
// the ratings and the cross-table of three engines or more, and why the
// match stopped early.
func (m *Match) writeFigures(w io.Writer, layout report.Layout) error {
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	if err := table(w, pairingColumns(m.SPRT != ""), m.Pairings, layout); err != nil {
		return err
	}
	if len(m.Ratings) > 0 {
		if _, err := fmt.Fprintf(w, "\nratings: %s\n", m.RatingModel); err != nil {
			return err
		}
		if err := table(w, ratingColumns(), m.Ratings, layout); err != nil {
			return err
		}
		if err := m.writeCrossTable(w, layout); err != nil {
			return err
		}
	}
	if m.Stopped != "" {
		if _, err := fmt.Fprintf(w, "stopped: %s\n", m.Stopped); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// crossRow is a row of the cross-table: an engine's wins, draws and
// losses against each other engine.
type crossRow struct {
	label string
	cells []string
}

// writeCrossTable writes each engine's record against each other one,
// W-D-L from the row's side.
func (m *Match) writeCrossTable(w io.Writer, layout report.Layout) error {
	n := len(m.Engines)
	head := []string{"W-D-L"}
	numeric := []bool{false}
	var narrow []int
	for i, e := range m.Engines {
		head = append(head, e.Label)
		numeric = append(numeric, false)
		narrow = append(narrow, i)
	}
	narrow = append(narrow, n)
	cols := report.Columns[*crossRow]{Header: head, Numeric: numeric, Narrow: narrow,
		Row: func(r *crossRow) []string { return append([]string{r.label}, r.cells...) }}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	rows := make([]crossRow, n)
	for i, e := range m.Engines {
		rows[i].label = e.Label
		for j, o := range m.Engines {
			cell := "-"
			if i != j {
				if w, d, l, met := m.against(e.Label, o.Label); met {
					cell = fmt.Sprintf("%d-%d-%d", w, d, l)
				}
			}
			rows[i].cells = append(rows[i].cells, cell)
		}
	}
	return table(w, cols, rows, layout)
}

// table writes rows in a table of columns cols, fitted as layout says.
func table[T any](w io.Writer, cols report.Columns[*T], rows []T, layout report.Layout) error {
	st := report.New(w, report.Table, cols)
	st.SetLayout(layout)
	for i := range rows {
		if err := st.Add(&rows[i]); err != nil {
			return err
		}
	}
	return st.Close()
}
