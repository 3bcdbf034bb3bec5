package report

import (
	"testing"
)

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
