package life_test

import (
	"testing"

	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestEnclosed: a lone invader in a walled area of living stones is dead
// by its surroundings, and the judgement says how sure it is.
func TestEnclosed(t *testing.T) {
	b := boardtest.Diagram(t, `
. . . . X . O . .
. . . . X . O . .
. . . . X . O . .
. . . . X . O . .
. . O . X . O . .
. . . . X . O . .
. . . . X . O . .
. . . . X . O . .
. . . . X . O . .
`)
	j := life.Estimate(&b, life.Config{Seed: 1})
	var invader *life.String
	for i, s := range j.Strings {
		if s.Stones[0].String() == "C5" {
			invader = &j.Strings[i]
		}
	}
	if invader == nil || !invader.Dead || !invader.Enclosed {
		t.Fatalf("the White stone on C5 is not judged dead by its surroundings: %+v", invader)
	}
	if j.Confidence < 0 || j.Confidence > 1 {
		t.Errorf("Confidence %v, want a share", j.Confidence)
	}
	for _, i := range j.Unsure {
		if j.Strings[i].Sure >= life.UnsureMargin {
			t.Errorf("string %d listed unsure with Sure %v", i, j.Strings[i].Sure)
		}
	}
	for _, s := range j.Strings {
		if s.Stones[0].String() != "C5" && s.Dead {
			t.Errorf("the wall at %s is judged dead", s.Stones[0])
		}
	}
}
