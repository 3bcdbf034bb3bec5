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
