package goengine

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
	"github.com/goscore/goscore/internal/golden"
)

// transcript feeds script to e line by line and returns the session (see
// gtp.Engine.Transcript).
func transcript(e *gtp.Engine, script string) string { return e.Transcript(script) }

// attachEngine is goscore gtp as GoGui and Sabaki start it: 19x19 before
// any boardsize, Japanese rules, a small seeded bot, and the dead stones
// judged by the estimate as goscore gtp judges them without --dead-stones.
func attachEngine() *gtp.Engine {
	r, _ := analyze.Preset("japanese")
	return New("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Bot: mcts.Config{Playouts: 200, Seed: 1}, Dead: estimateSpec()})
}

// estimateSpec is --dead-stones estimate with its defaults, which goscore
// gtp takes when the flag is not given: seed 1, the default playouts and
// threshold.
func estimateSpec() life.Spec {
	return life.Spec{Method: life.MethodEstimate, Estimate: life.Config{Seed: 1}.Resolved()}
}

// TestTranscripts runs testdata/transcripts/*.gtp through attachEngine and
// compares each session with its .golden file, read through by hand when
// written; go test -update rewrites them. The scripts replay what GoGui
// and Sabaki send, in their order.
func TestTranscripts(t *testing.T) {
	scripts, err := filepath.Glob("testdata/transcripts/*.gtp")
	if err != nil || len(scripts) == 0 {
		t.Fatalf("no transcripts: %v", err)
	}
	for _, path := range scripts {
		t.Run(filepath.Base(path), func(t *testing.T) {
			script, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			got := transcript(attachEngine(), string(script))
			golden.Check(t, strings.TrimSuffix(path, ".gtp")+".golden", []byte(got))
		})
	}
}

// TestCputime: cputime answers the process's CPU seconds as a decimal,
// never going back; it is not in a transcript, since the figure varies.
func TestCputime(t *testing.T) {
	if cpuTime == nil {
		t.Skip("no CPU time on this system")
	}
	e := attachEngine()
	first := e.Execute("cputime")
	e.Execute("genmove b")
	second := e.Execute("cputime")
	a, err1 := strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(first, "=")), 64)
	b, err2 := strconv.ParseFloat(strings.TrimSpace(strings.TrimPrefix(second, "=")), 64)
	if err1 != nil || err2 != nil || a < 0 || b < a {
		t.Errorf("cputime: %q then %q", first, second)
	}
}
