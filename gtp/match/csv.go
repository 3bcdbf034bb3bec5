package match

import (
	"io"
	"strconv"
	"strings"

	"github.com/goscore/goscore/report"
)

// This file holds a match's CSV: its games, one row a game, for a
// spreadsheet or a script that wants every figure of every game.

// csvHeader names the CSV's columns, as the JSON names the same fields.
var csvHeader = []string{"game", "pair", "opening", "black", "white", "black_name", "white_name",
	"black_command", "white_command", "result", "winner", "void", "scored", "margin", "moves",
	"black_moves", "white_moves", "black_seconds", "white_seconds", "black_cpu", "white_cpu",
	"reason", "dead", "black_final_score", "white_final_score", "disagree"}

// csvColumns returns the games' table columns with their CSV row: the
// engines on each side by label, name and command, so that a row reads
// alone. A figure that does not apply is an empty cell, not a 0 a
// spreadsheet would average: the margin of a game not counted, the CPU
// time of an engine without cputime, the dead stones of a game no
// referee looked at.
func (m *Match) csvColumns() report.Columns[*Game] {
	cols := gameColumns()
	cols.CSVHeader = csvHeader
	cols.CSVRow = func(g *Game) []string {
		black, white := m.engineOf(g.Black), m.engineOf(g.White)
		margin := ""
		if g.Scored && m.Game == "go" {
			margin = num(g.Margin)
		}
		dead := ""
		if g.BlackSays != "" || len(g.Dead) > 0 {
			dead = strconv.Itoa(len(g.Dead))
		}
		return []string{strconv.Itoa(g.Number), strconv.Itoa(g.Pair), g.Opening, g.Black, g.White, black.Name, white.Name,
			black.Command, white.Command, g.Result, g.Winner, strconv.FormatBool(g.Void), strconv.FormatBool(g.Scored), margin,
			strconv.Itoa(g.Moves), strconv.Itoa(g.BlackMoves), strconv.Itoa(g.WhiteMoves), seconds(g.BlackSeconds), seconds(g.WhiteSeconds),
			cpu(g.BlackCPU), cpu(g.WhiteCPU), g.Reason, dead, g.BlackSays, g.WhiteSays, strings.Join(g.Disagree, " ")}
	}
	return cols
}

// engineOf is the engine labelled label, or an empty one for a label the
// match does not have (a game read from elsewhere).
func (m *Match) engineOf(label string) Engine {
	if i := m.index(label); i >= 0 {
		return m.Engines[i]
	}
	return Engine{Label: label}
}

// seconds is a time in seconds to the millisecond, as the games' times are
// kept.
func seconds(s float64) string { return strconv.FormatFloat(s, 'f', 3, 64) }

// cpu is an engine's CPU time in a cell: empty when it did not say.
func cpu(s *float64) string {
	if s == nil {
		return ""
	}
	return seconds(*s)
}

// writeCSV writes m's games as CSV, a header row first.
func (m *Match) writeCSV(w io.Writer) error {
	s := report.New(w, report.CSV, m.csvColumns())
	for i := range m.Games {
		if err := s.Add(&m.Games[i]); err != nil {
			return err
		}
	}
	return s.Close()
}
