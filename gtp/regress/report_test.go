package regress

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/internal/tabletest"
	"github.com/goscore/goscore/report"
)

// TestTableWrapsAtWords: at 80 columns the results' table wraps its cells
// between words, and a word longer than its column after a comma, a
// hyphen or a slash, never inside a word that a column can hold: the
// COMMAND cell once showed final_status_lis and t on two lines.
func TestTableWrapsAtWords(t *testing.T) {
	results := []*Result{
		{File: "tests/scoring.tst", Line: 4, ID: 10, Command: "final_score", Status: Passed, Expected: "[B+.*]", Got: "B+80"},
		{File: "tests/scoring.tst", Line: 6, ID: 20, Command: "final_status_list dead", Status: Failed, Expected: "[A1 B2]", Got: "C3 D4"},
		{File: "tests/legal.tst", Line: 8, ID: 30, Command: "is_legal b E5", Status: Passed, Expected: "[0]", Got: "0"},
	}
	var sb strings.Builder
	s := report.New(&sb, report.Table, columns(Totals{Files: 2, Tests: 3, Passed: 2, Failed: 1}))
	s.SetLayout(report.Layout{Width: 80})
	for _, r := range results {
		if err := s.Add(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	table := sb.String()
	if tabletest.Widest(table) > 80 {
		t.Errorf("%d wide at 80 columns:\n%s", tabletest.Widest(table), table)
	}
	for _, cell := range []string{"tests/scoring.tst", "final_score", "final_status_list dead", "is_legal b E5", "TOTAL 2 files"} {
		for _, word := range strings.Fields(cell) {
			if len(tabletest.Pieces(word)) == 1 && !strings.Contains(table, word) {
				t.Errorf("%q is cut:\n%s", word, table)
			}
			for _, p := range tabletest.Pieces(word) {
				if !strings.Contains(table, p) {
					t.Errorf("%q is cut:\n%s", p, table)
				}
			}
		}
	}
}
