package batch

import (
	"strings"
	"testing"
)

// TestReadQueriesGroupsRunsOfLines: consecutive lines about one file make
// one query; comments and blank lines are skipped; a bad line is named by
// its number.
func TestReadQueriesGroupsRunsOfLines(t *testing.T) {
	for _, tc := range []struct {
		name, list string
		want       string // each query as path:moves, space-separated
		err        string
	}{
		{"runs", "# path colour point\na.txt b D4\na.txt w E5\n\nb.txt b A1\na.txt w C3\n", "a.txt:2 b.txt:1 a.txt:1", ""},
		{"fields", "a.txt b\n", "", "q:1: want 'PATH COLOUR POINT', got \"a.txt b\""},
		{"colour", "# x\na.txt red D4\n", "", "q:2: "},
		{"vertex", "a.txt b ??\n", "", "q:1: "},
		{"empty", "# nothing\n\n", "", "--queries q holds no queries"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			qs, err := ReadQueries(strings.NewReader(tc.list), "q")
			if tc.err != "" {
				if err == nil || !strings.HasPrefix(err.Error(), tc.err) {
					t.Fatalf("error %v, want one starting %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, q := range qs {
				got = append(got, q.Path+":"+string(rune('0'+len(q.Moves))))
			}
			if g := strings.Join(got, " "); g != tc.want {
				t.Errorf("queries %s, want %s", g, tc.want)
			}
		})
	}
}
