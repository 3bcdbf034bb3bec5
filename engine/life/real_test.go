package life_test

import (
	"context"
	"flag"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// realDir holds finished games from a public collection, with their
// recorded results and GNU Go's judgement of each (see its README.md).
const realDir = "testdata/real"

// allReal runs TestRealGames over every game instead of a sample:
// go test ./engine/life -run RealGames -v -args -all (bench/judge.sh).
var allReal = flag.Bool("all", false, "judge every recorded finished game in TestRealGames, not a sample")

// The estimate's policy and threshold in TestRealGames and
// TestFinishedGamesAgainstGNUGo, to compare settings:
// go test ./engine/life -run 'RealGames|Finished' -v -args -all -policy heavy -threshold 0.6
var (
	policyFlag    = flag.String("policy", "", "the estimate's playout policy: default, light, basic (capture, save, no self-atari: the policy before Heavy), heavy, heavy+learned (Heavy with the learned shapes beside the hand-made ones), learned (Heavy with the learned shapes instead) or all (playout.AllRules)")
	thresholdFlag = flag.Float64("threshold", 0, "the estimate's threshold; 0 for life.DefaultThreshold")
)

// flagConfig is the estimate's Config the flags ask for, at seed 1.
func flagConfig(t testing.TB) life.Config {
	cfg := life.Config{Seed: 1, Threshold: *thresholdFlag}
	switch *policyFlag {
	case "", "default":
	case "light":
		cfg.Light = true
	case "basic":
		cfg.Policy = playout.CaptureAtari | playout.SaveAtari | playout.AvoidSelfAtari
	case "heavy":
		cfg.Policy = playout.Heavy
	case "heavy+learned":
		cfg.Policy = playout.Heavy | playout.LearnedPatterns
	case "learned":
		cfg.Policy = playout.Heavy&^playout.Patterns | playout.LearnedPatterns
	case "all":
		cfg.Policy = playout.AllRules
	default:
		t.Fatalf("-policy %q: want default, light, basic, heavy, heavy+learned, learned or all", *policyFlag)
	}
	return cfg
}

type recordedGame struct {
	File     string   `yaml:"file"`
	Source   string   `yaml:"source"`
	Size     int      `yaml:"size"`
	Rules    string   `yaml:"rules"`
	Handicap int      `yaml:"handicap"`
	Result   string   `yaml:"result"`
	Komi     float64  `yaml:"komi"`
	Dead     []string `yaml:"dead"`
	Seki     []string `yaml:"seki"`
	Japanese string   `yaml:"japanese"`
	Chinese  string   `yaml:"chinese"`
}

func loadRecorded(t testing.TB) []recordedGame {
	return loadGames[recordedGame](t, filepath.Join(realDir, "real.yaml"))
}

// countedBy is the rule set whose count a recorded result gives: territory
// scoring ("japanese") for an RU naming Japanese or Korean rules, area
// scoring for every other RU: "aga" (White gets n-1 points for a handicap
// of n) for AGA rules, "chinese" (n points) for Chinese, New Zealand and
// Tromp-Taylor rules. A record without RU is counted by area when it comes
// from a computer tournament (olympiad, cgf, gifu, cgos), by territory
// otherwise: the servers (NNGS, the one most of them come from) and the
// private games counted territory. GNU Go's own counts bear that out: its
// territory count gives RE in 98 of the 104 NNGS games, its area count
// (less the handicap) in 44.
func countedBy(g recordedGame) string {
	ru := strings.ToLower(g.Rules)
	switch {
	case strings.Contains(ru, "japan") || strings.Contains(ru, "korea"):
		return "japanese"
	case strings.Contains(ru, "aga"):
		return "aga"
	case ru != "":
		return "chinese"
	}
	for _, t := range []string{"olympiad", "cgf", "gifu", "cgos"} {
		if strings.HasPrefix(g.Source, t) {
			return "chinese"
		}
	}
	return "japanese"
}

// countingRules returns the rules a count named by countedBy uses.
func countingRules(name string) analyze.Rules {
	if name == "aga" {
		r, _ := analyze.Preset("chinese")
		r.Name, r.Handicap = "aga", analyze.HandicapNMinus1
		return r
	}
	r, _ := analyze.Preset(name)
	return r
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
// same winner as the record, the same margin, and a margin within 1; and,
// for the estimate, how many of the games it misses (a wrong winner or
// margin) were flagged for review: a string the estimate was unsure of
// (Judgement.Confidence under life.UnsureMargin), an open-border warning
// or an unsettled one, as the batch's summary names its games to review
// (verdict.Score.ToReview).
type tally struct {
	games, winner, exact, within1, misses, flagged int
	absent                                         int // games a judge's answers lack
}

// add counts a judge's result against the recorded one and tells whether
// the two are the same: the same winner and margin.
func (t *tally) add(got, want string) bool {
	t.games++
	g, ok1 := signed(got)
	w, ok2 := signed(want)
	if !ok1 || !ok2 {
		return false
	}
	if (g > 0) == (w > 0) && (g < 0) == (w < 0) {
		t.winner++
	}
	if g == w {
		t.exact++
	}
	if math.Abs(g-w) <= 1 {
		t.within1++
	}
	return g == w
}

// sameMargin tells whether the results got and want have the same
// winner and margin.
func sameMargin(got, want string) bool {
	g, ok1 := signed(got)
	w, ok2 := signed(want)
	return ok1 && ok2 && g == w
}

// sameSign tells whether the margin m has the winner of the result res.
func sameSign(m float64, res string) bool {
	w, ok := signed(res)
	return ok && (m > 0) == (w > 0) && (m < 0) == (w < 0)
}

func (t *tally) sum(u *tally) {
	t.games += u.games
	t.winner += u.winner
	t.exact += u.exact
	t.within1 += u.within1
	t.misses += u.misses
	t.flagged += u.flagged
	t.absent += u.absent
}

func (t tally) String() string {
	p := func(n int) string { return fmt.Sprintf("%d (%.0f%%)", n, pct(n, t.games)) }
	return fmt.Sprintf("%s | %s | %s", p(t.winner), p(t.exact), p(t.within1))
}

// TestRealGames scores the recorded finished games (testdata/real) with
// the estimate and with no dead stones, counted under the rules of each
// record (countedBy), and compares each with the recorded result, beside
// GNU Go's stored final_score (and Pachi's, with -pachi). By default it
// judges a sample, every fifth game; with -args -all, every game, and
// prints the table bench/judge.sh shows, then a line for each game the
// estimate misses with its confidence and the class of its miss
// (missReason). The floors keep the estimate from sliding back: measured
// over all 379 games with -all, the same winner in 370 and the exact
// margin in 337 (testdata/real/README.md).
func TestRealGames(t *testing.T) {
	games := loadRecorded(t)
	if len(games) < 300 {
		t.Fatalf("%d games, want at least 300", len(games))
	}
	pachi := loadPachi(t)
	startPlayers(t)
	type key struct {
		size  int
		rules string
	}
	groups := map[key]*judges{}
	cfg := flagConfig(t)
	var seki struct{ games, same int }
	// The estimate over the finished games alone (no empty region touches
	// both colours once GNU Go's dead stones are off), and over the games
	// whose RE GNU Go's count confirms (the same winner).
	var finished, finishedGNUGo, confirmed tally
	var e analyze.Evaluation
	for i, g := range games {
		if !*allReal && i%5 != 0 {
			continue
		}
		path := filepath.Join(realDir, g.File)
		f := readRecordedGame(t, path, g.Komi)
		rules := countedBy(g)
		k := key{g.Size, rules}
		if groups[k] == nil {
			groups[k] = &judges{}
		}
		run := judgeGame(t, f, g, rules, cfg, &e)
		groups[k].count(run, g, rules, path, pachi)
		if run.sekiAny {
			seki.games++
			if run.sekiSame {
				seki.same++
			} else {
				t.Logf("seki %s: goscore %s, GNU Go %s", g.File, strings.Join(run.sekiOurs, " "), strings.Join(g.Seki, " "))
			}
		}
		if !run.open {
			finished.add(run.est, g.Result)
			finishedGNUGo.add(gnugoCount(g, rules), g.Result)
		}
		if gw, _ := signed(gnugoCount(g, rules)); sameSign(gw, g.Result) {
			confirmed.add(run.est, g.Result)
		}
		if run.miss != "" {
			t.Logf("miss %s %s", g.File, run.miss)
		}
	}
	var sums judges
	var b strings.Builder
	b.WriteString("\n| size | rules | games | judge | same winner | exact margin | within 1 | misses flagged |\n|---|---|---|---|---|---|---|---|\n")
	for _, size := range []int{9, 13, 19} {
		for _, rules := range []string{"japanese", "chinese", "aga"} {
			group := groups[key{size, rules}]
			if group == nil {
				continue
			}
			for _, j := range group.rows(pachi != nil) {
				fmt.Fprintf(&b, "| %dx%d | %s | %d | %s | %s | %s |\n", size, size, rules, j.t.games, j.name, j.t, j.flagged())
			}
			sums.sum(group)
		}
	}
	all, allGNUGo, allPachi := sums.est, sums.gnugo, sums.pachi
	t.Log(b.String())
	t.Logf("estimate over all %d games: %s; %d misses, %d flagged", all.games, all, all.misses, all.flagged)
	t.Logf("goscore's count with GNU Go's dead stones over all %d games: %s", sums.gnugoDead.games, sums.gnugoDead)
	t.Logf("estimate over the %d finished games: %s (GNU Go %s)", finished.games, finished, finishedGNUGo)
	t.Logf("estimate over the %d games whose winner GNU Go's count confirms: %s", confirmed.games, confirmed)
	if pachi != nil {
		t.Logf("estimate over all %d games beside GNU Go and Pachi: %s; GNU Go %s; Pachi %s, %d refused", all.games, all, allGNUGo, allPachi, allPachi.flagged)
		if allPachi.absent > 0 {
			t.Errorf("%s has no answer for %d games: written for other sets?", *pachiFlag, allPachi.absent)
		}
	}
	t.Logf("seki: %d games where goscore (FindSeki after the estimate) or GNU Go (final_status_list seki) finds stones in seki; the same stones in %d", seki.games, seki.same)
	if pct(all.winner, all.games) < 90 {
		t.Errorf("the estimate names the recorded winner in %.1f%% of the games, want at least 90%%", pct(all.winner, all.games))
	}
}

// readRecordedGame reads the game at path and replays it under the rules
// its file names, as every command would. A file without KM gets komi,
// the komi its set inferred for it.
func readRecordedGame(t *testing.T, path string, komi float64) *parse.File {
	t.Helper()
	f := openRecordedGame(t, path, komi)
	var played verdict.Options
	if err := verdict.Replay(f, played.RulesFor(f)); err != nil {
		t.Fatal(err)
	}
	return f
}

// openRecordedGame reads the record at path, named by its base name,
// with komi when it gives none, not yet replayed.
func openRecordedGame(t *testing.T, path string, komi float64) *parse.File {
	t.Helper()
	var f parse.File
	if _, err := parse.ReadFile(path, nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	f.Name = filepath.Base(path)
	if !f.HasKomi {
		f.Komi, f.HasKomi = komi, true
	}
	return &f
}

// gameRun is a recorded game scored by the estimate and with no dead
// stones.
type gameRun struct {
	est, none string // the results
	// finish is the estimate's result with --finish (the open border
	// played out first), finishFlagged whether that verdict is to review.
	finish        string
	finishFlagged bool
	// engineFinish is the estimate's result with -finish-engine's engine
	// playing the open border out (--finish-engine), "" without one.
	engineFinish        string
	engineFinishFlagged bool
	// gnugoDead is goscore's count with GNU Go's dead stones taken off:
	// how far a miss is the dead stones and how far the count.
	gnugoDead string
	// open tells that an empty region touches both colours once GNU Go's
	// dead stones are off: the game is not finished.
	open bool
	// sekiAny tells that goscore or GNU Go finds stones in seki;
	// sekiSame, that they find the same; sekiOurs are goscore's.
	sekiAny, sekiSame bool
	sekiOurs          []string
	flagged           bool   // the estimate flagged the game for review
	miss              string // for a game whose estimate misses RE, why
}

// judgeGame scores f, the recorded game g, counted under rules (a
// countedBy name), with the estimate and with no dead stones. For a miss
// (a wrong winner or margin) it says what the estimate did: "(japanese,
// HA 0): estimate ..., recorded ..., GNU Go ...; confidence ...; class;
// dead ...".
func judgeGame(t *testing.T, f *parse.File, g recordedGame, rules string, cfg life.Config, e *analyze.Evaluation) gameRun {
	t.Helper()
	var run gameRun
	r := countingRules(rules)
	for _, m := range []string{life.MethodEstimate, life.MethodNone} {
		opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true}, Dead: life.Spec{Method: m, Estimate: cfg}}
		v := verdict.ScoreFile(f, &opts, e)
		if v.Failed() {
			t.Fatalf("%s: %s", g.File, *v.Error)
		}
		if m == life.MethodNone {
			run.none = v.Result
			continue
		}
		run.est = v.Result
		if v.SekiStones > 0 || len(g.Seki) > 0 {
			run.sekiAny = true
			run.sekiOurs = sekiStones(e)
			run.sekiSame = slices.Equal(run.sekiOurs, slices.Sorted(slices.Values(g.Seki)))
		}
		run.gnugoDead, run.open = withGNUGoDead(t, f, g, r, e)
		run.finish, run.finishFlagged = v.Result, v.ToReview()
		if len(v.OpenBorder) > 0 {
			fopts := opts
			fopts.Finish = true
			fv := verdict.ScoreFile(f, &fopts, e)
			run.finish, run.finishFlagged = fv.Result, fv.ToReview()
		}
		if players != nil {
			run.engineFinish, run.engineFinishFlagged = v.Result, v.ToReview()
			if len(v.OpenBorder) > 0 {
				run.engineFinish, run.engineFinishFlagged = playedOut(t, f, g.File, opts, e)
			}
		}
		if sameMargin(v.Result, g.Result) {
			continue
		}
		// The verdict's own account of the estimate: its confidence, and
		// the strings under life.UnsureMargin.
		info := v.DeadStones.Estimate
		flag := ""
		switch {
		case len(info.Unsure) > 0:
			run.flagged, flag = true, " flagged"
		case slices.Contains(v.Warnings, verdict.WarnOpenBorder):
			run.flagged, flag = true, " flagged (open-border)"
		case slices.Contains(v.Warnings, verdict.WarnUnsettled):
			run.flagged, flag = true, " flagged (unsettled)"
		case slices.Contains(v.Warnings, verdict.WarnFalseEyes):
			run.flagged, flag = true, " flagged (false-eyes)"
		}
		if run.flagged != v.ToReview() {
			t.Errorf("%s: flagged %v, but the verdict's ToReview says %v", g.File, run.flagged, v.ToReview())
		}
		var dead []string
		for _, p := range append(v.DeadStones.Black, v.DeadStones.White...) {
			dead = append(dead, p.Vertex)
		}
		run.miss = fmt.Sprintf("(%s, HA %d): estimate %s, recorded %s, GNU Go %s; confidence %.2f%s; %s; dead %s",
			rules, g.Handicap, v.Result, g.Result, gnugoCount(g, rules), info.Confidence, flag,
			missReason(g, rules, f.Current(), v.Result, dead, v.SekiStones > 0, run.open), strings.Join(dead, " "))
	}
	return run
}

// addEstimate counts the estimate's result of run against RE, a miss and
// whether it was flagged.
func (t *tally) addEstimate(run gameRun, want string) {
	t.addFlagged(run.est, want, run.flagged)
}

// addFlagged counts got against RE (want), a miss and whether it was
// flagged.
func (t *tally) addFlagged(got, want string, flagged bool) {
	if t.add(got, want) {
		return
	}
	t.misses++
	if flagged {
		t.flagged++
	}
}

// pachiAnswers are Pachi's final_score of the recorded games, read from
// the file -pachi names: finishedgames -ask writes it (bench/judge.sh).
type pachiAnswers map[string]struct{ Japanese, Chinese string }

// pachiFlag names the file of Pachi's answers; "" leaves Pachi out.
var pachiFlag = flag.String("pachi", "", "a file of Pachi's final_score of the recorded games, as finishedgames -ask writes it, to show beside GNU Go's")

// loadPachi reads the file -pachi names, or returns nil without the flag.
func loadPachi(t testing.TB) pachiAnswers {
	if *pachiFlag == "" {
		return nil
	}
	type answer struct {
		File     string `yaml:"file"`
		Japanese string `yaml:"japanese"`
		Chinese  string `yaml:"chinese"`
	}
	a := pachiAnswers{}
	for _, g := range loadGames[answer](t, *pachiFlag) {
		a[filepath.ToSlash(g.File)] = struct{ Japanese, Chinese string }{g.Japanese, g.Chinese}
	}
	return a
}

// addPachi counts Pachi's answer for the game at path, counted under
// rules, against RE. A game Pachi has no answer for, or refuses ("?
// unclear groups": Pachi will not guess), is a miss; a refusal counts as
// flagged, as the estimate's flag asks a person to look.
func (t *tally) addPachi(a pachiAnswers, path, rules, want string) {
	ans, ok := a[filepath.ToSlash(path)]
	if !ok {
		t.absent++
	}
	got := ans.Japanese
	if rules != "japanese" {
		got = ans.Chinese
	}
	if t.add(got, want) {
		return
	}
	t.misses++
	if ok && strings.HasPrefix(got, "?") {
		t.flagged++
	}
}

// judgeRow is a row of the tables: a judge's name and its tally.
type judgeRow struct {
	name string
	t    *tally
}

// flagged is the row's "misses flagged" cell: the estimate's flags,
// Pachi's refusals; GNU Go flags nothing.
func (j judgeRow) flagged() string {
	switch j.name {
	case "estimate", "estimate, finish", "estimate, finish-engine":
		return fmt.Sprintf("%d of %d", j.t.flagged, j.t.misses)
	case "Pachi":
		return fmt.Sprintf("%d of %d (refused)", j.t.flagged, j.t.misses)
	}
	return ""
}

// judges are the tallies of one group of games, a judge each: the
// estimate, no dead stones, goscore's count with GNU Go's dead stones,
// GNU Go's final_score and Pachi's.
type judges struct {
	est, finish, engine, none, gnugoDead, gnugo, pachi tally
}

// count adds the game g, counted under rules, judged in run, to each
// tally; Pachi's answer (for the file at path) only when a holds them.
func (j *judges) count(run gameRun, g recordedGame, rules, path string, a pachiAnswers) {
	j.est.addEstimate(run, g.Result)
	j.finish.addFlagged(run.finish, g.Result, run.finishFlagged)
	if run.engineFinish != "" {
		j.engine.addFlagged(run.engineFinish, g.Result, run.engineFinishFlagged)
	}
	j.none.add(run.none, g.Result)
	j.gnugoDead.add(run.gnugoDead, g.Result)
	j.gnugo.add(gnugoCount(g, rules), g.Result)
	if a != nil {
		j.pachi.addPachi(a, path, rules, g.Result)
	}
}

// sum adds u's tallies to j's.
func (j *judges) sum(u *judges) {
	j.est.sum(&u.est)
	j.finish.sum(&u.finish)
	j.engine.sum(&u.engine)
	j.none.sum(&u.none)
	j.gnugoDead.sum(&u.gnugoDead)
	j.gnugo.sum(&u.gnugo)
	j.pachi.sum(&u.pachi)
}

// rows are the table's rows of the group, the engine's play-out's when
// -finish-engine names one, Pachi's when its answers were given.
func (j *judges) rows(withPachi bool) []judgeRow {
	rows := []judgeRow{{"estimate", &j.est}, {"estimate, finish", &j.finish}}
	if players != nil {
		rows = append(rows, judgeRow{"estimate, finish-engine", &j.engine})
	}
	rows = append(rows, judgeRow{"none", &j.none}, judgeRow{"GNU Go's dead", &j.gnugoDead}, judgeRow{"GNU Go", &j.gnugo})
	if withPachi {
		rows = append(rows, judgeRow{"Pachi", &j.pachi})
	}
	return rows
}

// finishEngineFlag names the engine that plays the open border out for
// the rows "estimate, finish-engine" of TestRealGames, TestReportGames and
// TestStoppedTuningGames (--finish-engine; bench/judge.sh and
// bench/stopped.sh pass GNU Go when it is installed).
var finishEngineFlag = flag.String("finish-engine", "", "the engine command (--finish-engine CMD) whose genmove plays the open border out, for the rows estimate, finish-engine")

// players runs the engine of -finish-engine for the test under way, nil
// without one (startPlayers).
var players *referee.Pool

// startPlayers starts -finish-engine's engine for t, when the flag names
// one, and closes it when t ends.
func startPlayers(t *testing.T) {
	t.Helper()
	if *finishEngineFlag == "" {
		return
	}
	players = referee.NewPlayers(context.Background(), *finishEngineFlag, 0)
	if err := players.Check(); err != nil {
		t.Fatalf("-finish-engine: %v", err)
	}
	t.Cleanup(func() {
		players.Close()
		players = nil
	})
}

// playedOut scores f (the file name) with opts and the open border played
// out by the engine of -finish-engine, and returns the result and whether
// the verdict is to review.
func playedOut(t *testing.T, f *parse.File, name string, opts verdict.Options, e *analyze.Evaluation) (string, bool) {
	t.Helper()
	opts.Finish, opts.FinishEngine, opts.Player = true, *finishEngineFlag, players
	v := verdict.ScoreFile(f, &opts, e)
	if v.Failed() {
		t.Fatalf("%s, --finish-engine: %s", name, *v.Error)
	}
	return v.Result, v.ToReview()
}

// withGNUGoDead scores f under r with GNU Go's dead stones taken off, and
// tells whether the position still has an empty region touching both
// colours.
func withGNUGoDead(t *testing.T, f *parse.File, g recordedGame, r analyze.Rules, e *analyze.Evaluation) (string, bool) {
	sp := life.Spec{Method: life.MethodNone}
	for _, text := range g.Dead {
		v, err := board.ParseVertex(text)
		if err != nil {
			t.Fatalf("%s: GNU Go's dead stone %q: %v", g.File, text, err)
		}
		sp.Method = life.MethodList
		sp.List = append(sp.List, v)
	}
	opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: r, RulesSet: true}, Dead: sp}
	v := verdict.ScoreFile(f, &opts, e)
	if v.Failed() {
		t.Fatalf("%s: %s", g.File, *v.Error)
	}
	return v.Result, len(v.OpenBorder) > 0
}

// sekiStones lists the stones in seki that e, the evaluation a score
// verdict has just made (the estimate's dead stones off, FindSeki run),
// found, as vertices sorted as text.
func sekiStones(e *analyze.Evaluation) []string {
	var out []string
	for _, p := range e.After.Points(nil) {
		if k, _ := e.Seki().At(p); k == analyze.SekiStone {
			out = append(out, p.String())
		}
	}
	slices.Sort(out)
	return out
}

// gnugoCount is GNU Go's final_score under the count RE gives.
func gnugoCount(g recordedGame, rules string) string {
	if rules == "japanese" {
		return g.Japanese
	}
	return g.Chinese
}

// missReason classes a game whose estimate misses RE, by the first that
// applies:
//
//   - "komi/rules unknown": GNU Go's count under the same rules gives the
//     estimate's result, not RE: the record counted something the file
//     does not show (other rules or komi, a server's own count);
//   - "handicap": the margins differ by the handicap n or n-1;
//   - "seki": goscore or GNU Go finds stones in seki;
//   - "open border": with GNU Go's dead stones off, an empty region still
//     touches both colours: the position is not finished, and goscore
//     counts it as it stands where GNU Go plays it out;
//   - "race": a string judged otherwise than GNU Go judges it touches an
//     opponent string, both with at most four liberties: a capturing race;
//   - "life": a string judged otherwise than GNU Go judges it;
//   - "count": the same dead stones as GNU Go, yet another count.
func missReason(g recordedGame, rules string, b *board.Board, got string, dead []string, seki, open bool) string {
	gm, _ := signed(got)
	gg, _ := signed(gnugoCount(g, rules))
	re, _ := signed(g.Result)
	switch d := math.Abs(gm - re); {
	case gm == gg:
		return "komi/rules unknown"
	case g.Handicap >= 2 && (d == float64(g.Handicap) || d == float64(g.Handicap-1)):
		return "handicap"
	case seki || len(g.Seki) > 0:
		return "seki"
	case open:
		return "open border"
	}
	ours := map[string]bool{}
	for _, v := range dead {
		ours[v] = true
	}
	theirs := map[string]bool{}
	for _, v := range g.Dead {
		theirs[v] = true
	}
	strs := analyze.Strings(b)
	var differ []int
	for i, s := range strs {
		v := s[0].String()
		if ours[v] != theirs[v] {
			differ = append(differ, i)
		}
	}
	if len(differ) == 0 {
		return "count"
	}
	var id [board.Cells]int
	for i, s := range strs {
		for _, p := range s {
			id[p] = i + 1
		}
	}
	for _, i := range differ {
		if len(life.Liberties(b, strs[i])) > 4 {
			continue
		}
		for _, p := range strs[i] {
			for _, n := range p.Neighbours() {
				if c := b.At(n); c == b.At(p).Opponent() && id[n] > 0 && len(life.Liberties(b, strs[id[n]-1])) <= 4 {
					return "race"
				}
			}
		}
	}
	return "life"
}

// TestEyeSpaceOpenArea: in 9-nicklas-nicklas10.sgf the black string on the
// right (H3 ... J9) walls in no living eye space: the empty points on its
// left touch White's stones, however the region is entered. GNU Go and RE
// call it dead, and so must the estimate.
func TestEyeSpaceOpenArea(t *testing.T) {
	var f parse.File
	if _, err := parse.ReadFile(filepath.Join(realDir, "9-nicklas-nicklas10.sgf"), nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	var played verdict.Options
	if err := verdict.Replay(&f, played.RulesFor(&f)); err != nil {
		t.Fatal(err)
	}
	j := life.Estimate(f.Current(), life.Config{Seed: 1})
	h3 := boardtest.Vertex(t, f.Current(), "H3")
	if !slices.Contains(j.Dead, h3) {
		t.Errorf("the black string at H3 is alive; dead %v", j.Dead)
	}
}
