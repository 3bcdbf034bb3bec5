package match

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/internal/tabletest"
	"github.com/goscore/goscore/report"
)

// TestTablesFitTheWidth: a match's games and engines fit 80 columns by
// default and keep every column with Wide; the zero Layout, for programs
// reading a file, keeps every column unwrapped.
func TestTablesFitTheWidth(t *testing.T) {
	margin := 2.5
	games := []*Game{
		{Number: 1, Black: "A", White: "B", Result: "B+2.5", Winner: "A", Scored: true, Moves: 81, Reason: "two passes"},
		{Number: 2, Black: "B", White: "A", Result: "W+F", Winner: "A", Moves: 12, Reason: "black (B) played D4: occupied, after a long and winding game that went nowhere"},
	}
	engines := []*Engine{
		{Label: "A", Command: "/usr/local/bin/goscore gtp --think 2s --seed 7 --dead-stones estimate", Name: "goscore 1.0 (a very long version string)", Games: 2, Wins: 2, BlackWins: 1, WhiteWins: 1, MeanMargin: &margin, Moves: 40, MeanMoveSeconds: 1.9},
		{Label: "B", Command: "/usr/games/gnugo --mode gtp --level 10", Name: "GNU Go 3.8", Games: 2, Losses: 2, Forfeits: 1, Moves: 41, MeanMoveSeconds: 0.4},
	}
	for _, tc := range []struct {
		name       string
		narrow     string
		wide, full string
		all        []string // headers only the wide table shows
	}{
		{"match games", tabletest.Render(t, gameColumns(), report.Layout{Width: 80}, games...), tabletest.Render(t, gameColumns(), report.Layout{Width: 80, Wide: true}, games...), tabletest.Render(t, gameColumns(), report.Layout{}, games...), nil},
		{"match engines", tabletest.Render(t, engineColumns(), report.Layout{Width: 80}, engines...), tabletest.Render(t, engineColumns(), report.Layout{Width: 80, Wide: true}, engines...), tabletest.Render(t, engineColumns(), report.Layout{}, engines...), []string{"COMMAND", "MEAN MARGIN"}},
	} {
		if w := tabletest.Widest(tc.narrow); w > 80 {
			t.Errorf("%s: %d wide at 80 columns:\n%s", tc.name, w, tc.narrow)
		}
		if tc.wide != tc.full {
			t.Errorf("%s: Wide and the zero Layout differ:\n%s\n%s", tc.name, tc.wide, tc.full)
		}
		for _, h := range tc.all {
			if strings.Contains(tc.narrow, h) || !strings.Contains(tc.wide, h) {
				t.Errorf("%s: column %s should show in the wide table only", tc.name, h)
			}
		}
	}
}

// TestTablesWrapAtWords: at 80 columns the games' REASON and the engines'
// NAME wrap between words, never inside one (none of these words has a
// comma, hyphen or slash inside, after which a word may break).
func TestTablesWrapAtWords(t *testing.T) {
	margin := 2.5
	games := []*Game{
		{Number: 1, Black: "A", White: "B", Result: "B+2.5", Winner: "A", Scored: true, Moves: 81, Reason: "two passes"},
		{Number: 2, Black: "B", White: "A", Result: "W+F", Winner: "A", Moves: 12, Reason: "black (B) played D4: occupied, after a long and winding game"},
	}
	engines := []*Engine{
		{Label: "A", Command: "goscore gtp --think 2s --seed 7", Name: "goscore 1.0 (a long version string)", Games: 2, Wins: 2, MeanMargin: &margin, Moves: 40, MeanMoveSeconds: 1.9},
	}
	for _, tc := range []struct {
		name  string
		table string
		cell  string
	}{
		{"match games", tabletest.Render(t, gameColumns(), report.Layout{Width: 80}, games...), games[1].Reason},
		{"match engines", tabletest.Render(t, engineColumns(), report.Layout{Width: 80}, engines...), engines[0].Name},
	} {
		if tabletest.Widest(tc.table) > 80 {
			t.Errorf("%s: %d wide at 80 columns:\n%s", tc.name, tabletest.Widest(tc.table), tc.table)
		}
		for _, word := range strings.Fields(tc.cell) {
			if !strings.Contains(tc.table, word) {
				t.Errorf("%s at 80 columns: %q is cut:\n%s", tc.name, word, tc.table)
			}
		}
	}
}
