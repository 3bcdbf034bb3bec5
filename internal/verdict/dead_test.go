package verdict_test

import (
	"testing"

	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/report"
)

// TestNoDeadStones: the renderers' name for "no dead stones asked" is the
// method the engine gives them.
func TestNoDeadStones(t *testing.T) {
	if report.NoDeadStones != life.MethodNone {
		t.Errorf("report.NoDeadStones %q, life.MethodNone %q", report.NoDeadStones, life.MethodNone)
	}
}
