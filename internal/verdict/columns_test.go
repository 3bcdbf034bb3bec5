package verdict

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goscore/goscore/report"
)

// renderTable renders verdicts as a table with layout l.
func renderTable[T any](t *testing.T, cols report.Columns[T], l report.Layout, vs ...T) string {
	t.Helper()
	var sb strings.Builder
	s := report.New(&sb, report.Table, cols)
	s.SetLayout(l)
	for _, v := range vs {
		if err := s.Add(v); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	return sb.String()
}

// widest is the longest line of s, in characters.
func widest(s string) int {
	w := 0
	for _, line := range strings.Split(s, "\n") {
		w = max(w, utf8.RuneCountInString(line))
	}
	return w
}

// TestRandomTableFitsTheWidth: the table of boards random wrote to files
// fits 80 columns by default and keeps every column with Wide; the zero
// Layout, for programs reading a file, keeps every column unwrapped.
func TestRandomTableFitsTheWidth(t *testing.T) {
	boards := []*Generated{{Name: "board-0001.txt", Width: 19, Height: 19, Out: "/a/rather/deep/directory/of/generated/boards/board-0001.txt"}}
	narrow := renderTable(t, GeneratedColumns(true), report.Layout{Width: 80}, boards...)
	wide := renderTable(t, GeneratedColumns(true), report.Layout{Width: 80, Wide: true}, boards...)
	full := renderTable(t, GeneratedColumns(true), report.Layout{}, boards...)
	if w := widest(narrow); w > 80 {
		t.Errorf("%d wide at 80 columns:\n%s", w, narrow)
	}
	if wide != full {
		t.Errorf("Wide and the zero Layout differ:\n%s\n%s", wide, full)
	}
}

// pieces splits a word after each comma, hyphen and slash, where a table
// may break a word longer than its column.
func pieces(word string) []string {
	var out []string
	for word != "" {
		i := strings.IndexAny(word, ",-/")
		if i < 0 || i == len(word)-1 {
			return append(out, word)
		}
		out = append(out, word[:i+1])
		word = word[i+1:]
	}
	return out
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
		{"score", func(w int) string { return renderTable(t, ScoreColumns(), report.Layout{Width: w}, scores...) }, 72,
			[]string{scores[0].File, "ambiguous-capture open-border (2 points) handicap 4: white +3 (aga)", "setup-in-main-line"}},
	} {
		wide := tc.table(80)
		if widest(wide) > 80 {
			t.Errorf("%s: %d wide at 80 columns:\n%s", tc.name, widest(wide), wide)
		}
		narrow := ""
		if tc.narrow > 0 {
			if narrow = tc.table(tc.narrow); widest(narrow) > tc.narrow {
				t.Errorf("%s: %d wide at %d columns:\n%s", tc.name, widest(narrow), tc.narrow, narrow)
			}
		}
		for _, cell := range tc.cells {
			for _, word := range strings.Fields(cell) {
				if len(pieces(word)) == 1 && !strings.Contains(wide, word) {
					t.Errorf("%s at 80 columns: %q is cut:\n%s", tc.name, word, wide)
				}
				for _, p := range pieces(word) {
					if !strings.Contains(wide, p) || narrow != "" && !strings.Contains(narrow, p) {
						t.Errorf("%s: %q is cut:\n%s\n%s", tc.name, p, wide, narrow)
					}
				}
			}
		}
	}
}
