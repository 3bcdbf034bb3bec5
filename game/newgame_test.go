package game

import (
	"testing"

	"github.com/goscore/goscore/analyze"
)

// TestForNewGameGivesUsualKomi: a new game of Go gets the komi its rules
// usually give unless --komi was given; kill-all gets none.
func TestForNewGameGivesUsualKomi(t *testing.T) {
	japanese, _ := analyze.Preset("japanese")
	chinese, _ := analyze.Preset("chinese")
	given := japanese
	given.Komi = 0.5
	for _, tc := range []struct {
		name   string
		choice RulesChoice
		kind   Kind
		want   float64
	}{
		{"japanese", RulesChoice{Rules: japanese}, Go, 6.5},
		{"chinese", RulesChoice{Rules: chinese}, Go, 7.5},
		{"komi given", RulesChoice{Rules: given, KomiSet: true}, Go, 0.5},
		{"komi 0 given", RulesChoice{Rules: japanese, KomiSet: true}, Go, 0},
		{"kill-all", RulesChoice{Rules: japanese}, KillAll, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := tc.choice.ForNewGame(tc.kind)
			if r.Komi != tc.want {
				t.Errorf("komi %v, want %v", r.Komi, tc.want)
			}
			if r.Scoring != tc.choice.Rules.Scoring || r.Ko != tc.choice.Rules.Ko {
				t.Errorf("rules %+v, want those of %+v", r, tc.choice.Rules)
			}
		})
	}
}
