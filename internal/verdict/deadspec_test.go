package verdict

import (
	"testing"

	"github.com/goscore/goscore/engine/life"
)

// TestParseDeadTakesMarksFirst: marks,estimate and marks,engine:CMD (any
// case, spaces around the comma) take a file's marking first and the
// method after the comma otherwise; marks with anything else after it is
// not a method but a list, and refused as one.
func TestParseDeadTakesMarksFirst(t *testing.T) {
	tests := []struct {
		in         string
		method     string // "" when refused
		marksFirst bool
		engine     string
	}{
		{"marks,estimate", life.MethodEstimate, true, ""},
		{" Marks , ESTIMATE ", life.MethodEstimate, true, ""},
		{"marks,engine:gnugo --mode gtp", life.MethodEngine, true, "gnugo --mode gtp"},
		{"marks", life.MethodMarks, false, ""},
		{"estimate", life.MethodEstimate, false, ""},
		{"D4,E5", life.MethodList, false, ""},
		{"marks,none", "", false, ""},
		{"estimate,marks", "", false, ""},
	}
	for _, tt := range tests {
		d, first, err := ParseDead(tt.in)
		if tt.method == "" {
			if err == nil {
				t.Errorf("ParseDead(%q) = %+v, want an error", tt.in, d)
			}
			continue
		}
		if err != nil || d.Method != tt.method || first != tt.marksFirst || d.Engine != tt.engine {
			t.Errorf("ParseDead(%q) = %s %q, marks first %v, %v; want %s %q, %v", tt.in, d.Method, d.Engine, first, err, tt.method, tt.engine, tt.marksFirst)
		}
	}
}
