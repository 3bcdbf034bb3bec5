package life_test

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// realDir holds finished games from a public collection, with their
// recorded results and GNU Go's judgement of each (see its README.md).
const realDir = "testdata/real"

// allReal runs TestRealGames over every game instead of a sample:
// go test ./engine/life -run RealGames -v -args -all (bench/judge.sh).
var allReal = flag.Bool("all", false, "judge every recorded finished game in TestRealGames, not a sample")

type recordedGame struct {
	File     string  `yaml:"file"`
	Size     int     `yaml:"size"`
	Rules    string  `yaml:"rules"`
	Handicap int     `yaml:"handicap"`
	Result   string  `yaml:"result"`
	Komi     float64 `yaml:"komi"`
	Japanese string  `yaml:"japanese"`
	Chinese  string  `yaml:"chinese"`
}

func loadRecorded(t testing.TB) []recordedGame {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(realDir, "real.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var set struct {
		Games []recordedGame `yaml:"games"`
	}
	if err := yaml.Unmarshal(data, &set); err != nil {
		t.Fatal(err)
	}
	return set.Games
}

// countedBy is the rule set whose count a recorded result gives: territory
// scoring ("japanese") for an RU naming Japanese or Korean rules, area
// scoring ("chinese") for every other RU (Chinese, AGA, New Zealand,
// Tromp-Taylor) and for none, since the collection's records without RU
// are computer tournaments, counted by area.
func countedBy(ru string) string {
	ru = strings.ToLower(ru)
	if strings.Contains(ru, "japan") || strings.Contains(ru, "korea") {
		return "japanese"
	}
	return "chinese"
}

// signed turns a result (B+3.5, W+0.5, 0, Draw) into Black's margin.
func signed(res string) (float64, bool) {
	if res == "0" || res == "Draw" {
		return 0, true
	}
	if len(res) < 3 || res[1] != '+' {
		return 0, false
	}
	m, err := strconv.ParseFloat(res[2:], 64)
	if err != nil {
		return 0, false
	}
	if res[0] == 'W' {
		m = -m
	}
	return m, res[0] == 'B' || res[0] == 'W'
}

// tally counts, over a set of games, how often a judge's result has the
// same winner as the record, the same margin, and a margin within 1.
type tally struct{ games, winner, exact, within1 int }

func (t *tally) add(got, want string) bool {
	t.games++
	g, ok1 := signed(got)
	w, ok2 := signed(want)
	if !ok1 || !ok2 {
		return false
	}
	same := (g > 0) == (w > 0) && (g < 0) == (w < 0)
	if same {
		t.winner++
	}
	if g == w {
		t.exact++
	}
	if math.Abs(g-w) <= 1 {
		t.within1++
	}
	return same
}

func (t tally) String() string {
	p := func(n int) string { return fmt.Sprintf("%d (%.0f%%)", n, pct(n, t.games)) }
	return fmt.Sprintf("%s | %s | %s", p(t.winner), p(t.exact), p(t.within1))
}

// TestRealGames scores the recorded finished games (testdata/real) with
// the estimate and with no dead stones, counted under the rules of each
// record (countedBy), and compares each with the recorded result, beside
// GNU Go's stored final_score. By default it judges a sample, every
// fifth game; with -args -all, every game, and prints the table
// bench/judge.sh shows. The floors keep the estimate from sliding back.
func TestRealGames(t *testing.T) {
	games := loadRecorded(t)
	if len(games) < 300 {
		t.Fatalf("%d games, want at least 300", len(games))
	}
	type key struct {
		size  int
		rules string
	}
	est, none, gnugo := map[key]*tally{}, map[key]*tally{}, map[key]*tally{}
	var keys []key
	var e analyze.Evaluation
	for i, g := range games {
		if !*allReal && i%5 != 0 {
			continue
		}
		var f parse.File
		if _, err := parse.ReadFile(filepath.Join(realDir, g.File), nil, &f, nil); err != nil {
			t.Fatal(err)
		}
		f.Name = g.File
		var played verdict.Options
		if err := verdict.Replay(&f, played.RulesFor(&f)); err != nil {
			t.Fatal(err)
		}
		rules := countedBy(g.Rules)
		k := key{g.Size, rules}
		if est[k] == nil {
			est[k], none[k], gnugo[k] = &tally{}, &tally{}, &tally{}
			keys = append(keys, k)
		}
		r, _ := analyze.Preset(rules)
		for _, m := range []string{life.MethodEstimate, life.MethodNone} {
			opts := verdict.Options{Rules: r, RulesSet: true, Dead: life.Spec{Method: m, Estimate: life.Config{Seed: 1}}}
			v := verdict.ScoreFile(&f, &opts, &e)
			if v.Failed() {
				t.Fatalf("%s: %s", g.File, *v.Error)
			}
			if m == life.MethodNone {
				none[k].add(v.Result, g.Result)
				continue
			}
			if !est[k].add(v.Result, g.Result) || v.Result != g.Result {
				var dead []string
				for _, p := range append(v.DeadStones.Black, v.DeadStones.White...) {
					dead = append(dead, p.Vertex)
				}
				t.Logf("miss %s (%s, HA %d): estimate %s, recorded %s, GNU Go %s; dead %s", g.File, rules, g.Handicap, v.Result, g.Result, g.Japanese+"/"+g.Chinese, strings.Join(dead, " "))
			}
		}
		want := g.Chinese
		if rules == "japanese" {
			want = g.Japanese
		}
		gnugo[k].add(want, g.Result)
	}
	var all tally
	var b strings.Builder
	b.WriteString("\n| size | rules | games | judge | same winner | exact margin | within 1 |\n|---|---|---|---|---|---|---|\n")
	for _, size := range []int{9, 13, 19} {
		for _, rules := range []string{"japanese", "chinese"} {
			k := key{size, rules}
			if est[k] == nil {
				continue
			}
			for _, j := range []struct {
				name string
				t    *tally
			}{{"estimate", est[k]}, {"none", none[k]}, {"GNU Go", gnugo[k]}} {
				fmt.Fprintf(&b, "| %dx%d | %s | %d | %s | %s |\n", size, size, rules, j.t.games, j.name, j.t)
			}
			all.games += est[k].games
			all.winner += est[k].winner
			all.exact += est[k].exact
			all.within1 += est[k].within1
		}
	}
	t.Log(b.String())
	t.Logf("estimate over all %d games: %s", all.games, all)
	if pct(all.winner, all.games) < 85 {
		t.Errorf("the estimate names the recorded winner in %.1f%% of the games, want at least 85%%", pct(all.winner, all.games))
	}
}
