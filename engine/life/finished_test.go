package life_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// finishedDir holds the finished games and GNU Go's judgement of each
// (see its README.md).
const finishedDir = "testdata/finished"

type judged struct {
	File     string   `yaml:"file"`
	Source   string   `yaml:"source"`
	Dead     []string `yaml:"dead"`
	Japanese string   `yaml:"japanese"`
	Chinese  string   `yaml:"chinese"`
}

func loadJudged(t testing.TB) []judged {
	return loadGames[judged](t, filepath.Join(finishedDir, "gnugo.yaml"))
}

// loadGames reads the games listed in a YAML file under "games".
func loadGames[G any](t testing.TB, name string) []G {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Games []G `yaml:"games"`
	}
	if err := yaml.Unmarshal(data, &set); err != nil {
		t.Fatal(err)
	}
	return set.Games
}

// gnugoResult turns GNU Go's final_score into goscore's result text.
func gnugoResult(s string) string {
	if s == "0" {
		return "Draw"
	}
	return s
}

// agreement is how often the estimate agrees with GNU Go over a set.
type agreement struct {
	games, result, chinese, deadList int
	winner, chineseWinner            int // the same winner, whatever the margin
}

// compare scores every game with the estimate and counts agreements with
// GNU Go; report, when set, is called for each game whose Japanese result
// differs.
func compare(t testing.TB, games []judged, cfg life.Config, report func(g judged, got string, dead []string)) agreement {
	t.Helper()
	var a agreement
	var e analyze.Evaluation
	for _, g := range games {
		var f parse.File
		if _, err := parse.ReadFile(filepath.Join(finishedDir, g.File), nil, &f, nil); err != nil {
			t.Fatal(err)
		}
		f.Name = g.File
		// The games were played under the rules they name (a ko retaken
		// after threats may break positional superko): they are replayed
		// under those, then counted both ways.
		var played verdict.Options
		if err := verdict.Replay(&f, played.RulesFor(&f)); err != nil {
			t.Fatal(err)
		}
		for _, rules := range []string{"japanese", "chinese"} {
			r, _ := analyze.Preset(rules)
			opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true}, Dead: life.Spec{Method: life.MethodEstimate, Estimate: cfg}}
			v := verdict.ScoreFile(&f, &opts, &e)
			if v.Failed() {
				t.Fatalf("%s: %s", g.File, *v.Error)
			}
			if rules == "chinese" {
				if v.Result == gnugoResult(g.Chinese) {
					a.chinese++
				}
				if winner(v.Result) == winner(gnugoResult(g.Chinese)) {
					a.chineseWinner++
				}
				continue
			}
			var dead []string
			for _, p := range append(v.DeadStones.Black, v.DeadStones.White...) {
				dead = append(dead, p.Vertex)
			}
			want := slices.Clone(g.Dead)
			slices.Sort(dead)
			slices.Sort(want)
			if slices.Equal(dead, want) {
				a.deadList++
			}
			if winner(v.Result) == winner(gnugoResult(g.Japanese)) {
				a.winner++
			}
			if v.Result == gnugoResult(g.Japanese) {
				a.result++
			} else if report != nil {
				report(g, v.Result, dead)
			}
		}
		a.games++
	}
	return a
}

// TestFinishedGamesAgainstGNUGo compares the estimate, at its defaults,
// with GNU Go's judgement of the finished games (the same result
// on at least 95% of them). It needs no GNU Go: the answers are stored
// with the games. Measured at the defaults, playout.Heavy and a threshold
// of 0.6 (go test ./engine/life -run Finished -v): 217 games, the same
// winner in all 217 under Japanese and Chinese rules, the same dead list
// in 177 (81.6%), the same exact score in 161 (74.2%) under Japanese rules
// and 166 (76.5%) under Chinese (testdata/real/README.md compares other
// settings).
//
// The target holds for the winner. The exact score falls short for two
// reasons the log shows: dead stones the playouts miss (mostly large
// groups in capturing races, owned by the opponent in about 60% of
// playouts, near the threshold), and games whose borders are still
// open, which GNU Go's final_score counts after playing them out while
// goscore counts the board as it stands (selfplay-103: the same dead
// stones, B+2.5 against B+38.5). The floors below keep those two figures
// from sliding back.
func TestFinishedGamesAgainstGNUGo(t *testing.T) {
	games := loadJudged(t)
	if len(games) < 200 {
		t.Fatalf("%d games, want at least 200", len(games))
	}
	a := compare(t, games, flagConfig(t), func(g judged, got string, dead []string) {
		t.Logf("%s: %s, GNU Go %s; dead %s, GNU Go %s", g.File, got, g.Japanese, strings.Join(dead, " "), strings.Join(g.Dead, " "))
	})
	t.Logf("%d games: same Japanese result %d (%.1f%%), same Chinese result %d (%.1f%%), same dead list %d (%.1f%%), same winner %d (%.1f%%) / chinese %d (%.1f%%)",
		a.games, a.result, pct(a.result, a.games), a.chinese, pct(a.chinese, a.games), a.deadList, pct(a.deadList, a.games),
		a.winner, pct(a.winner, a.games), a.chineseWinner, pct(a.chineseWinner, a.games))
	for _, c := range []struct {
		what  string
		n     int
		floor float64
	}{
		{"the same winner (Japanese rules)", a.winner, 95},
		{"the same winner (Chinese rules)", a.chineseWinner, 95},
		{"the same dead-stone list", a.deadList, 80},
		{"the same exact Japanese score", a.result, 70},
		{"the same exact Chinese score", a.chinese, 75},
	} {
		if pct(c.n, a.games) < c.floor {
			t.Errorf("%s in %.1f%% of the games, want at least %v%%", c.what, pct(c.n, a.games), c.floor)
		}
	}
}

// winner is the first letter of a result: B, W or D(raw).
func winner(result string) byte { return result[0] }

func pct(n, of int) float64 { return 100 * float64(n) / float64(of) }
