// Package tabletest renders tables for the tests of the commands' columns:
// a stream of records in the table format at a given layout, the width of
// what it drew, and the pieces a table may break a long word into.
package tabletest

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goscore/goscore/report"
)

// Render renders records as a table with layout l.
func Render[T any](t testing.TB, cols report.Columns[T], l report.Layout, vs ...T) string {
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

// Widest is the longest line of s, in characters.
func Widest(s string) int {
	w := 0
	for _, line := range strings.Split(s, "\n") {
		w = max(w, utf8.RuneCountInString(line))
	}
	return w
}

// Pieces splits a word after each comma, hyphen and slash, where a table
// may break a word longer than its column.
func Pieces(word string) []string {
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
