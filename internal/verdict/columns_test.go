package verdict

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/internal/tabletest"
	"github.com/goscore/goscore/report"
)

// TestRandomTableFitsTheWidth: the table of boards random wrote to files
// fits 80 columns by default and keeps every column with Wide; the zero
// Layout, for programs reading a file, keeps every column unwrapped.
func TestRandomTableFitsTheWidth(t *testing.T) {
	boards := []*Generated{{Name: "board-0001.txt", Width: 19, Height: 19, Out: "/a/rather/deep/directory/of/generated/boards/board-0001.txt"}}
	narrow := tabletest.Render(t, GeneratedColumns(true), report.Layout{Width: 80}, boards...)
	wide := tabletest.Render(t, GeneratedColumns(true), report.Layout{Width: 80, Wide: true}, boards...)
	full := tabletest.Render(t, GeneratedColumns(true), report.Layout{}, boards...)
	if w := tabletest.Widest(narrow); w > 80 {
		t.Errorf("%d wide at 80 columns:\n%s", w, narrow)
	}
	if wide != full {
		t.Errorf("Wide and the zero Layout differ:\n%s\n%s", wide, full)
	}
}

// TestScoreTableWrapsAtWords: the score table, fitting the screen, wraps
// its cells between words, and a word longer than its column after a
// comma, a hyphen or a slash, never inside a word that a column can hold.
// It is drawn at 80 columns, where every word of these cells is whole,
// and at 72 (its fixed columns take 47), where every piece of a word
// between those characters is.
func TestScoreTableWrapsAtWords(t *testing.T) {
	scores := []*Score{
		{Outcome: report.Outcome{File: "games/a-rather-long-name/final_score-check.sgf"}, Width: 9, Height: 9, Result: "B+3.5", Winner: str("black"),
			Warnings: []string{"ambiguous-capture", "open-border"}, OpenBorder: []Point{{Vertex: "A1"}, {Vertex: "B1"}},
			Notes: []string{"handicap 4: white +3 (aga)"}},
		{Outcome: report.Outcome{File: "games/b.sgf"}, Width: 19, Height: 19, Result: "W+0.5", Winner: str("white"), Warnings: []string{"setup-in-main-line"}},
	}
	for _, tc := range []struct {
		name   string
		table  func(width int) string
		narrow int // the second width
		cells  []string
	}{
		{"score", func(w int) string { return tabletest.Render(t, ScoreColumns(), report.Layout{Width: w}, scores...) }, 72,
			[]string{scores[0].File, "ambiguous-capture open-border (2 points) handicap 4: white +3 (aga)", "setup-in-main-line"}},
	} {
		wide := tc.table(80)
		if tabletest.Widest(wide) > 80 {
			t.Errorf("%s: %d wide at 80 columns:\n%s", tc.name, tabletest.Widest(wide), wide)
		}
		narrow := ""
		if tc.narrow > 0 {
			if narrow = tc.table(tc.narrow); tabletest.Widest(narrow) > tc.narrow {
				t.Errorf("%s: %d wide at %d columns:\n%s", tc.name, tabletest.Widest(narrow), tc.narrow, narrow)
			}
		}
		for _, cell := range tc.cells {
			for _, word := range strings.Fields(cell) {
				if len(tabletest.Pieces(word)) == 1 && !strings.Contains(wide, word) {
					t.Errorf("%s at 80 columns: %q is cut:\n%s", tc.name, word, wide)
				}
				for _, p := range tabletest.Pieces(word) {
					if !strings.Contains(wide, p) || narrow != "" && !strings.Contains(narrow, p) {
						t.Errorf("%s: %q is cut:\n%s\n%s", tc.name, p, wide, narrow)
					}
				}
			}
		}
	}
}
