package goengine

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
)

// run executes each line of cmds on a new 9x9 engine with cfg, failing on
// a refusal, and returns the answer to the last without its "= ".
func run(t *testing.T, cfg Config, cmds ...string) string {
	t.Helper()
	e := New("goscore", "test", cfg)
	var got string
	for _, cmd := range cmds {
		if got = e.Execute(cmd); !strings.HasPrefix(got, "= ") && got != "=\n\n" {
			t.Fatalf("%s: %q", cmd, got)
		}
	}
	return strings.TrimSuffix(strings.TrimPrefix(got, "= "), "\n\n")
}

// estimateConfig is a 9x9 engine under the named rules and komi whose
// estimate is seeded 1 with 400 playouts, and whose final_score takes
// the same estimate's dead stones.
func estimateConfig(rules string, komi float64) Config {
	r, _ := analyze.Preset(rules)
	r.Komi = komi
	est := life.Config{Playouts: 400, Seed: 1}
	return Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 9, Dead: life.Spec{Method: life.MethodEstimate, Estimate: est}}
}

// wallsGame is a 9x9 game with nothing open: a black wall on column C, a
// white wall on column D, a white stone dead at A5 and a black one at G5.
func wallsGame() []string {
	var cmds []string
	for row := 1; row <= 9; row++ {
		cmds = append(cmds, "play b C"+strconv.Itoa(row), "play w D"+strconv.Itoa(row))
	}
	return append(cmds, "play b G5", "play w A5")
}

// estimateAnswer is an answer of estimate_score.
var estimateAnswer = regexp.MustCompile(`^([BW]\+[0-9.]+|0) \(upper bound: (-?[0-9.]+), lower: (-?[0-9.]+)\)$`)

// lead reads an estimate_score answer, "B+3.5 (upper bound: 12.5, lower:
// -19.5)": the result, and the bounds of White's lead.
func lead(t *testing.T, answer string) (res string, upper, lower float64) {
	t.Helper()
	m := estimateAnswer.FindStringSubmatch(answer)
	if m == nil {
		t.Fatalf("estimate_score %q: not as GNU Go answers", answer)
	}
	upper, _ = strconv.ParseFloat(m[2], 64)
	lower, _ = strconv.ParseFloat(m[3], 64)
	return m[1], upper, lower
}

// TestEstimateScore: estimate_score answers as GNU Go does, the
// estimated result then the bounds of White's lead; Black, who took the
// corners and the centre, leads; on a board with nothing open it is
// final_score with the same estimate's dead stones, with no room between
// the bounds; the handicap's compensation is White's; the overlay draws
// the same estimate; the same seed answers the same.
func TestEstimateScore(t *testing.T) {
	corners := []string{"boardsize 9", "play b C3", "play b G7", "play b C7", "play b G3", "play b E5"}
	cfg := estimateConfig("japanese", 6.5)
	got := run(t, cfg, append(corners, "estimate_score")...)
	res, upper, lower := lead(t, got)
	if !strings.HasPrefix(res, "B+") || upper < lower {
		t.Errorf("estimate_score %q: want Black ahead, the upper bound over the lower", got)
	}
	if again := run(t, cfg, append(corners, "estimate_score")...); again != got {
		t.Errorf("the same seed answered %q, then %q", got, again)
	}
	gfx := run(t, cfg, append(corners, "goscore-estimate")...)
	if !strings.HasPrefix(gfx, "INFLUENCE ") || !strings.Contains(gfx, "\nTEXT estimate "+res+", unclear ") {
		t.Errorf("goscore-estimate %q: want the influence and the estimate %s", gfx, res)
	}

	walls := append([]string{"boardsize 9"}, wallsGame()...)
	final := run(t, cfg, append(walls, "final_score")...)
	if got := run(t, cfg, append(walls, "estimate_score")...); final != "W+33.5" || got != final+" (upper bound: 33.5, lower: 33.5)" {
		t.Errorf("closed board: estimate_score %q, final_score %q, want W+33.5 both", got, final)
	}

	chinese := estimateConfig("chinese", 0.5)
	_, handicapped, _ := lead(t, run(t, chinese, "boardsize 9", "set_free_handicap D4 F4 D6 F6", "estimate_score"))
	_, even, _ := lead(t, run(t, chinese, "boardsize 9", "gogui-setup b D4 b F4 b D6 b F6", "estimate_score"))
	if handicapped-even != 4 {
		t.Errorf("White's lead with a handicap of 4: %v, without %v; want 4 more (chinese)", handicapped, even)
	}
}

// TestEstimateScoreRefusals: arguments are a syntax error, and kill-all
// has no score to estimate.
func TestEstimateScoreRefusals(t *testing.T) {
	e := New("goscore", "test", estimateConfig("japanese", 6.5))
	for _, cmd := range []string{"estimate_score 3", "goscore-estimate x"} {
		if got := e.Execute(cmd); !strings.HasPrefix(got, "? syntax error") {
			t.Errorf("%s: %q, want a syntax error", cmd, got)
		}
	}
	cfg := estimateConfig("japanese", 0)
	cfg.Kind = game.KillAll
	if got := New("goscore", "test", cfg).Execute("estimate_score"); got != "? kill-all has no score estimate\n\n" {
		t.Errorf("kill-all: %q", got)
	}
}
