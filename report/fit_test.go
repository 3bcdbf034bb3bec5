package report

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// renderTable renders verdicts as a table with layout l.
func renderTable[T any](t *testing.T, cols Columns[T], l Layout, vs ...T) string {
	t.Helper()
	var sb strings.Builder
	s := New(&sb, Table, cols)
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

// TestWrap: file names break after a slash or a hyphen, text at a space,
// a word that fits a line is never cut, and a word longer than the width
// is cut where it must.
func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		s     string
		width int
		want  string
	}{
		{"fixtures/big-edge-capture.txt", 20, "fixtures/big-edge-\ncapture.txt"},
		{"row has 2 cells, want 3", 12, "row has 2\ncells, want\n3"},
		{"abcdefghijklmnop", 10, "abcdefghij\nklmnop"},
		{"short", 10, "short"},
		{"two\nlines that are long", 10, "two\nlines that\nare long"},
		// A word that fits a line goes whole to the next, even early.
		{"A7 (estimated) review", 12, "A7\n(estimated)\nreview"},
		{"A7 abcdefghijklmnop", 12, "A7 abcdefghi\njklmnop"},
		{"abcdefghijk abcdefghijklmnop", 12, "abcdefghijk\nabcdefghijkl\nmnop"},
		// A hyphenated word that fits a line stays whole; one that does
		// not breaks after a hyphen, and its pieces fill the lines.
		{"ambiguous-capture open-border (16 points)", 15, "ambiguous-\ncapture\nopen-border (16\npoints)"},
		{"ambiguous-capture open-border (16 points)", 20, "ambiguous-capture\nopen-border (16\npoints)"},
		{"a rather-long-compound-word here", 12, "a rather-\nlong-\ncompound-\nword here"},
		{"D4,E5,F6,G7,H8,J9", 9, "D4,E5,F6,\nG7,H8,J9"},
		// Never a space at a line's end or start.
		{"final_status_list dead", 10, "final_stat\nus_list\ndead"},
		{"bad final_score", 10, "bad final_\nscore"},
		{"bad finalscore", 10, "bad\nfinalscore"},
		{"bad finalscores", 10, "bad finals\ncores"},
	} {
		if got := wrap(tc.s, tc.width); got != tc.want {
			t.Errorf("wrap(%q, %d) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}

// TestTableWrapsAtWords: a table that must fit the screen wraps its cells
// between words, and a word longer than its column after a comma, a
// hyphen or a slash, never inside a word that a column can hold: at 80
// columns regress's COMMAND cell showed final_status_lis and t on two
// lines (final_scor and e at 60). Each table is drawn at 80
// columns, where every word of these cells is whole, and the score table
// at 72 too (its fixed columns take 47), where every piece of a word
// between those characters is. (Under 78 columns regress's fixed columns
// and the pieces of these cells no longer fit together, and a piece is
// cut: the last resort.)
func TestTableWrapsAtWords(t *testing.T) {
	scores := []*Score{
		{Outcome: Outcome{File: "games/a-rather-long-name/final_score-check.sgf"}, Width: 9, Height: 9, Result: "B+3.5", Winner: str("black"),
			Warnings: []string{"ambiguous-capture", "open-border"}, OpenBorder: []Point{{Vertex: "A1"}, {Vertex: "B1"}},
			Notes: []string{"handicap 4: white +3 (aga)"}},
		{Outcome: Outcome{File: "games/b.sgf"}, Width: 19, Height: 19, Result: "W+0.5", Winner: str("white"), Warnings: []string{"setup-in-main-line"}},
	}
	for _, tc := range []struct {
		name   string
		table  func(width int) string
		narrow int // the second width
		cells  []string
	}{
		{"score", func(w int) string { return renderTable(t, ScoreColumns(), Layout{Width: w}, scores...) }, 72,
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
