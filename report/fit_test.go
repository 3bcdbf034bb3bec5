package report

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// renderTable renders verdicts as a table with layout l.
func renderTable[T Verdict](t *testing.T, cols Columns[T], l Layout, vs ...T) string {
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

// TestTablesFitTheWidth: the tables the commands print through their own
// writers (a match's games and engines, boards made by random) fit 80
// columns by default and keep every column with Wide; the zero Layout, for
// programs reading a file, keeps every column unwrapped.
func TestTablesFitTheWidth(t *testing.T) {
	margin := 2.5
	games := []*MatchGame{
		{Number: 1, Black: "A", White: "B", Result: "B+2.5", Winner: "A", Scored: true, Moves: 81, Reason: "two passes"},
		{Number: 2, Black: "B", White: "A", Result: "W+F", Winner: "A", Moves: 12, Reason: "black (B) played D4: occupied, after a long and winding game that went nowhere"},
	}
	engines := []*MatchEngine{
		{Label: "A", Command: "/usr/local/bin/goscore gtp --think 2s --seed 7 --dead-stones estimate", Name: "goscore 1.0 (a very long version string)", Games: 2, Wins: 2, BlackWins: 1, WhiteWins: 1, MeanMargin: &margin, Moves: 40, MeanMoveSeconds: 1.9},
		{Label: "B", Command: "/usr/games/gnugo --mode gtp --level 10", Name: "GNU Go 3.8", Games: 2, Losses: 2, Forfeits: 1, Moves: 41, MeanMoveSeconds: 0.4},
	}
	boards := []*Generated{{Name: "board-0001.txt", Width: 19, Height: 19, Out: "/a/rather/deep/directory/of/generated/boards/board-0001.txt"}}
	for _, tc := range []struct {
		name       string
		narrow     string
		wide, full string
		all        []string // headers only the wide table shows
	}{
		{"match games", renderTable(t, MatchGameColumns(), Layout{Width: 80}, games...), renderTable(t, MatchGameColumns(), Layout{Width: 80, Wide: true}, games...), renderTable(t, MatchGameColumns(), Layout{}, games...), nil},
		{"match engines", renderTable(t, MatchEngineColumns(), Layout{Width: 80}, engines...), renderTable(t, MatchEngineColumns(), Layout{Width: 80, Wide: true}, engines...), renderTable(t, MatchEngineColumns(), Layout{}, engines...), []string{"COMMAND", "MEAN MARGIN"}},
		{"random", renderTable(t, GeneratedColumns(true), Layout{Width: 80}, boards...), renderTable(t, GeneratedColumns(true), Layout{Width: 80, Wide: true}, boards...), renderTable(t, GeneratedColumns(true), Layout{}, boards...), nil},
	} {
		if w := widest(tc.narrow); w > 80 {
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
	} {
		if got := wrap(tc.s, tc.width); got != tc.want {
			t.Errorf("wrap(%q, %d) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}
