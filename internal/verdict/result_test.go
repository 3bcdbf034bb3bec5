package verdict_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestScoreResultDiffers: the score verdict of a record compares its RE
// with the count, so every format shows it: a count the record does not
// give is the warning result-differs with a note naming both (saying so
// when no dead stones were judged, the usual cause on a finished game); a
// count it gives, in any spelling, or a result that is no count, is
// none; a board file has no RE.
func TestScoreResultDiffers(t *testing.T) {
	for _, tt := range []struct {
		name, data, dead, note string
	}{
		{"other winner", "(;SZ[3]KM[0.5]RE[B+2.5]AW[aa])", "none", "result-differs: recorded B+2.5, counted W+8.5 (no dead stones judged)"},
		{"same", "(;SZ[3]KM[0.5]RE[W+8.5]AW[aa])", "none", ""},
		{"same, spaced", "(;SZ[3]KM[0.5]RE[ W+8.5 ]AW[aa])", "none", ""},
		{"draw", "(;SZ[3]KM[0]RE[Draw]AW[aa]AB[cc])", "none", ""},
		{"draw recorded", "(;SZ[3]KM[0.5]RE[0]AW[aa])", "none", "result-differs: recorded 0, counted W+8.5 (no dead stones judged)"},
		{"time", "(;SZ[3]KM[0.5]RE[B+T]AW[aa])", "none", ""},
		{"void", "(;SZ[3]KM[0.5]RE[Void]AW[aa])", "none", ""},
		{"dead stones judged", "(;SZ[3]KM[0.5]RE[B+1]AW[aa]AB[cc])", "C1", "result-differs: recorded B+1, counted W+9.5"},
		{"board file", "0 0 2\n0 0 0\n0 0 0\n", "none", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			spec, err := life.ParseSpec(tt.dead)
			if err != nil {
				t.Fatal(err)
			}
			rules, _ := analyze.Preset("japanese")
			o := verdict.Options{RulesChoice: game.RulesChoice{Rules: rules}, Dead: spec}
			var f parse.File
			if err := parse.Parse("g.sgf", []byte(tt.data), &f); err != nil {
				t.Fatal(err)
			}
			if err := verdict.Replay(&f, o.RulesFor(&f)); err != nil {
				t.Fatal(err)
			}
			s := verdict.ScoreFile(&f, &o, new(analyze.Evaluation))
			if s.Failed() {
				t.Fatal(*s.Error)
			}
			got := ""
			for _, n := range s.Notes {
				if strings.HasPrefix(n, verdict.WarnResultDiffers+": ") {
					got = n
				}
			}
			if got != tt.note || slices.Contains(s.Warnings, verdict.WarnResultDiffers) != (tt.note != "") {
				t.Errorf("note %q, warnings %v; want %q (count %s)", got, s.Warnings, tt.note, s.Result)
			}
		})
	}
}
