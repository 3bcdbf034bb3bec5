package match

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp/match/elo"
	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

// TestSchedule: pairs of games with the colours swapped, round after
// round over the pairings, openings cycling by pair; a round robin plays
// every pair of engines, a gauntlet the first against each other one.
func TestSchedule(t *testing.T) {
	if got := fmt.Sprint(pairings(3, false)); got != "[[0 1] [0 2] [1 2]]" {
		t.Errorf("round robin of 3: %s", got)
	}
	if got := fmt.Sprint(pairings(4, true)); got != "[[0 1] [0 2] [0 3]]" {
		t.Errorf("gauntlet of 4: %s", got)
	}
	if got := fmt.Sprint(pairings(2, true)); got != "[[0 1]]" {
		t.Errorf("head-to-head: %s", got)
	}
	// number/pair: black-white opening
	show := func(ss []slot) string {
		var parts []string
		for _, s := range ss {
			parts = append(parts, fmt.Sprintf("%d/%d:%d-%d o%d", s.number, s.pair, s.black, s.white, s.opening))
		}
		return strings.Join(parts, " ")
	}
	tests := []struct {
		name     string
		ps       [][2]int
		games    int
		openings int
		fixed    bool
		want     string
	}{
		{"head-to-head, odd count", [][2]int{{0, 1}}, 5, 2, false,
			"1/1:0-1 o0 2/1:1-0 o0 3/2:0-1 o1 4/2:1-0 o1 5/3:0-1 o0"},
		{"no openings", [][2]int{{0, 1}}, 2, 0, false, "1/1:0-1 o-1 2/1:1-0 o-1"},
		{"fixed colours", [][2]int{{0, 1}}, 3, 0, true, "1/1:0-1 o-1 2/1:0-1 o-1 3/2:0-1 o-1"},
		{"round robin, round after round", pairings(3, false), 4, 1, false,
			"1/1:0-1 o0 2/1:1-0 o0 3/2:0-2 o0 4/2:2-0 o0 5/3:1-2 o0 6/3:2-1 o0 " +
				"7/4:0-1 o0 8/4:1-0 o0 9/5:0-2 o0 10/5:2-0 o0 11/6:1-2 o0 12/6:2-1 o0"},
	}
	for _, tt := range tests {
		if got := show(schedule(tt.ps, tt.games, tt.openings, tt.fixed)); got != tt.want {
			t.Errorf("%s:\n got  %s\n want %s", tt.name, got, tt.want)
		}
	}
}

// TestRoundRobinAndGauntlet: three engines play every pairing's games,
// each engine's record adds up over the pairings it is in.
func TestRoundRobinAndGauntlet(t *testing.T) {
	engines := []string{gtptest.Command("first"), gtptest.Command("pass"), gtptest.Command("resign")}
	for _, gauntlet := range []bool{false, true} {
		m, err := Run(context.Background(), engines, Options{Games: 2, Size: 5, Rules: chinese(0.5), Gauntlet: gauntlet, Timeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		want := map[bool]string{
			false: "A 4/0/0 B 2/2/0 C 0/4/0", // the passer wins both games against the resigner
			true:  "A 4/0/0 B 0/2/0 C 0/2/0",
		}[gauntlet]
		var got []string
		for _, e := range m.Engines {
			got = append(got, fmt.Sprintf("%s %d/%d/%d", e.Label, e.Wins, e.Losses, e.Draws))
		}
		if g := strings.Join(got, " "); g != want || m.Scheduled != len(m.Games) {
			t.Errorf("gauntlet %v: %s (want %s), %d of %d games", gauntlet, g, want, len(m.Games), m.Scheduled)
		}
		if gauntlet {
			continue
		}
		// The ratings follow the scores; the cross-table gives each
		// engine's record against each other from its row's side.
		if r := m.Ratings; len(r) != 3 || !(r[0].Elo > r[1].Elo && r[1].Elo > r[2].Elo) || m.RatingModel == "" {
			t.Errorf("ratings %+v", r)
		}
		var buf bytes.Buffer
		if err := m.Write(&buf, report.Table, report.Layout{Width: 80}); err != nil {
			t.Fatal(err)
		}
		for _, row := range []string{"│ A     │ -     │ 2-0-0 │ 2-0-0 │", "│ B     │ 0-0-2 │ -     │ 2-0-0 │", "│ C     │ 0-0-2 │ 0-0-2 │ -     │"} {
			if !strings.Contains(buf.String(), row) {
				t.Errorf("no cross-table row %q in\n%s", row, buf.String())
			}
		}
	}
}

// TestJobsPlayTheSameGames: games played side by side are the games
// played one after the other, listed by number.
func TestJobsPlayTheSameGames(t *testing.T) {
	one := run(t, "first", "pass", Options{Games: 6, Size: 5, Rules: chinese(0.5)})
	three := run(t, "first", "pass", Options{Games: 6, Size: 5, Rules: chinese(0.5), Jobs: 3})
	if a, b := summary(one), summary(three); a != b {
		t.Errorf("one at a time: %s\nthree at a time: %s", a, b)
	}
	for i, g := range three.Games {
		if g.Number != i+1 || g.Pair != i/2+1 {
			t.Errorf("game %d listed %d, pair %d", g.Number, i+1, g.Pair)
		}
	}
}

// TestOpeningsStartEachPair: the engines are told an opening's moves
// before the first genmove, both games of a pair start from it, and the
// saved record holds its moves first.
func TestOpeningsStartEachPair(t *testing.T) {
	openings := []Opening{
		{Name: "tengen", Moves: []sgf.Move{{Colour: board.Black, Point: board.At(2, 2)}}},
		{Name: "two", Moves: []sgf.Move{{Colour: board.Black, Point: board.At(1, 1)}, {Colour: board.White, Point: board.At(3, 3)}}},
	}
	var recs []*sgf.Record
	save := func(n int, rec *sgf.Record) error { recs = append(recs, rec); return nil }
	m := run(t, "first", "first", Options{Games: 4, Size: 5, Rules: chinese(0.5), Openings: openings, Save: save})
	for i, g := range m.Games {
		o := openings[i/2]
		if g.Opening != o.Name {
			t.Errorf("game %d: opening %q, want %q", g.Number, g.Opening, o.Name)
		}
		rec := recs[i]
		if len(rec.Moves) < len(o.Moves) || rec.Moves[0] != o.Moves[0] || !strings.Contains(rec.Comment, "opening "+o.Name) {
			t.Errorf("game %d's record starts %v, comment %q", g.Number, rec.Moves[:min(3, len(rec.Moves))], rec.Comment)
		}
		if g.BlackMoves+g.WhiteMoves+len(o.Moves) != g.Moves {
			t.Errorf("game %d: %d moves, %d asked and %d of the opening", g.Number, g.Moves, g.BlackMoves+g.WhiteMoves, len(o.Moves))
		}
	}
}

// TestResultsResume: a match stopped after some games and run again with
// the same results file plays the others only, and ends as the match run
// whole; a file cut in the middle of a line loses that game only; a file
// of another match is refused.
func TestResultsResume(t *testing.T) {
	dir := t.TempDir()
	opts := Options{Games: 6, Size: 5, Rules: chinese(0.5), Timeout: 5 * time.Second}
	engines := []string{gtptest.Command("first"), gtptest.Command("pass")}
	whole, err := Run(context.Background(), engines, opts)
	if err != nil {
		t.Fatal(err)
	}

	path := filepath.Join(dir, "results.jsonl")
	playAndCount := func(o Options) (*Match, int) {
		t.Helper()
		r, err := OpenResults(path)
		if err != nil {
			t.Fatal(err)
		}
		defer r.Close()
		o.Results = r
		played := 0
		o.Progress = func(*Match, *Game) { played++ }
		m, err := Run(context.Background(), engines, o)
		if err != nil {
			t.Fatal(err)
		}
		return m, played
	}
	// The first run is stopped after three games: a four-game match
	// schedules the same first games.
	first := opts
	first.Games = 3
	if _, n := playAndCount(first); n != 3 {
		t.Fatalf("first run played %d games", n)
	}
	// A cut last line, as a stop while writing leaves it.
	data, _ := os.ReadFile(path)
	lines := strings.SplitAfter(string(data), "\n")
	cut := strings.Join(lines[:2], "") + lines[2][:len(lines[2])/2]
	if err := os.WriteFile(path, []byte(cut), 0o644); err != nil {
		t.Fatal(err)
	}
	m, n := playAndCount(opts)
	if n != 4 || len(m.Games) != 6 {
		t.Errorf("the second run played %d games, the match has %d", n, len(m.Games))
	}
	if a, b := summary(whole), summary(m); a != b {
		t.Errorf("whole: %s\nresumed: %s", a, b)
	}
	data, _ = os.ReadFile(path)
	if got := strings.Count(string(data), "\n"); got != 6 {
		t.Errorf("the results file holds %d lines, want 6", got)
	}
	// The same file, once more: nothing to play.
	if _, n := playAndCount(opts); n != 0 {
		t.Errorf("a finished match played %d more games", n)
	}
	// A file in use by a match running now.
	held, err := OpenResults(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := OpenResults(path); !errors.Is(err, ErrResults) || !strings.Contains(err.Error(), "in use") {
		t.Errorf("a file in use: %v", err)
	}
	held.Close()
	// Another match's engines.
	r, err := OpenResults(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	other := opts
	other.Results = r
	_, err = Run(context.Background(), []string{gtptest.Command("pass"), gtptest.Command("first")}, other)
	if !errors.Is(err, ErrResults) || !strings.Contains(err.Error(), "results.jsonl:1: game 1") {
		t.Errorf("another match's file: %v", err)
	}
}

// TestTimeControl: the flag's syntax, and a clock charged move by move:
// main time first, then periods, each lost only when a move runs past it.
func TestTimeControl(t *testing.T) {
	for _, tt := range []struct{ in, want, err string }{
		{"5m", "5m0s", ""},
		{"30s+5x10s", "30s+5x10s", ""},
		{"0+3x5s", "0+3x5s", ""},
		{"", "", "main time"},
		{"0", "", "no time at all"},
		{"1m+5", "", "not PERIODSxBYO"},
		{"1m+0x5s", "", "periods"},
		{"1m+2x0s", "", "byo-yomi period"},
		{"-1s", "", "want 0 to 24h"},
	} {
		tc, err := ParseTimeControl(tt.in)
		switch {
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("%q: error %v, want one saying %q", tt.in, err, tt.err)
		case tt.err == "" && (err != nil || tc.String() != tt.want):
			t.Errorf("%q: %v, %v; want %s", tt.in, tc, err, tt.want)
		}
	}
	ck := newClock(TimeControl{Main: 10 * time.Second, Periods: 2, Byo: 5 * time.Second})
	steps := []struct {
		move    time.Duration
		ok      bool
		secs, n int // time_left after it
	}{
		{4 * time.Second, true, 6, 0},
		{7 * time.Second, true, 5, 2},  // 1 s into the first period: kept
		{4 * time.Second, true, 5, 2},  // within a period
		{6 * time.Second, true, 5, 1},  // one period run out
		{5 * time.Second, false, 5, 0}, // the last one
	}
	for i, st := range steps {
		ok := ck.charge(st.move+100*time.Millisecond, 100*time.Millisecond)
		if s, n := ck.left(); ok != st.ok || (ok && (s != st.secs || n != st.n)) {
			t.Errorf("move %d of %v: in time %v, left %d s %d; want %v, %d s %d", i+1, st.move, ok, s, n, st.ok, st.secs, st.n)
		}
	}
	abs := newClock(TimeControl{Main: time.Second})
	if !abs.charge(900*time.Millisecond, 0) || abs.charge(200*time.Millisecond, 0) {
		t.Error("absolute time: a second is two moves of 0.9 s and 0.2 s")
	}
}

// TestLossOnTime: an engine slower than its clock loses on time (+T),
// the reason says so, and each game records a time for each genmove.
func TestLossOnTime(t *testing.T) {
	tc := TimeControl{Main: 500 * time.Millisecond}
	m := run(t, "first", "slow", Options{Games: 2, Size: 5, Rules: chinese(0.5), Time: &tc, TimeTolerance: 10 * time.Millisecond})
	for _, g := range m.Games {
		loser := "white"
		if g.Black == "B" {
			loser = "black"
		}
		if g.Winner != "A" || !strings.HasSuffix(g.Result, "+T") || !strings.Contains(g.Reason, loser+" (B) lost on time") {
			t.Errorf("game %d: %s won by %s (%s)", g.Number, g.Result, g.Winner, g.Reason)
		}
		if len(g.Times) != g.BlackMoves+g.WhiteMoves {
			t.Errorf("game %d: %d times for %d moves", g.Number, len(g.Times), g.BlackMoves+g.WhiteMoves)
		}
	}
	if e := m.Engines[1]; e.Forfeits != 2 {
		t.Errorf("losses on time are forfeits: %+v", e)
	}
}

// TestSPRTStopsTheMatch: an SPRT stops a match as soon as it decides: an
// engine that always wins accepts H1 long before the schedule's end, two
// that always draw accept H0; the figures say so, and no game is started
// after the decision but those under way.
func TestSPRTStopsTheMatch(t *testing.T) {
	test, err := elo.ParseSPRT("elo0=0,elo1=100")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		a, b, decision string
	}{
		{"first", "pass", "H1 accepted"},
		{"pass", "pass", "H0 accepted"},
	} {
		m, err := Run(context.Background(), []string{gtptest.Command(tt.a), gtptest.Command(tt.b)},
			Options{Games: 200, Size: 3, Rules: chinese(0.5), SPRT: &test, Jobs: 2, Timeout: 10 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		p := m.Pairings[0]
		if p.Decision != tt.decision || !strings.Contains(m.Stopped, tt.decision) || len(m.Games) >= 200 || p.LLR == nil {
			t.Errorf("%s against %s: %s after %d games (%s)", tt.a, tt.b, p.Decision, len(m.Games), m.Stopped)
			continue
		}
		lower, upper := test.Bounds()
		if llr := *p.LLR; llr > lower && llr < upper {
			t.Errorf("%s against %s: stopped with LLR %.2f inside (%.2f, %.2f)", tt.a, tt.b, llr, lower, upper)
		}
		t.Logf("%s against %s: %s after %d games, LLR %.2f", tt.a, tt.b, p.Decision, len(m.Games), *p.LLR)
	}
	if _, err := Run(context.Background(), []string{"a", "b", "c"}, Options{Games: 2, SPRT: &test}); !errors.Is(err, ErrOptions) {
		t.Errorf("an SPRT of three engines: %v", err)
	}
}

// TestPairingFigures: the pentanomial counts pairs whose two games both
// count, from the first engine's side, whichever game of a pair ends
// first; a void game leaves its pair out.
func TestPairingFigures(t *testing.T) {
	m := &Match{Engines: []Engine{{Label: "A"}, {Label: "B"}}, tallies: make([]tally, 2), paired: true}
	m.pairingOf("A", "B")
	games := []Game{
		{Number: 2, Pair: 1, Black: "B", White: "A", Winner: "A"},
		{Number: 1, Pair: 1, Black: "A", White: "B", Winner: "A"}, // pair 1: A wins both
		{Number: 3, Pair: 2, Black: "A", White: "B", Winner: "B"},
		{Number: 4, Pair: 2, Black: "B", White: "A", Winner: ""}, // pair 2: a loss and a draw for A
		{Number: 5, Pair: 3, Black: "A", White: "B", Winner: "A"},
		{Number: 6, Pair: 3, Black: "B", White: "A", Void: true},  // pair 3: left out
		{Number: 7, Pair: 4, Black: "A", White: "B", Winner: "B"}, // pair 4: unfinished
	}
	for i := range games {
		m.add(&games[i])
	}
	p := m.Pairings[0]
	if p.Penta != [5]int{0, 1, 0, 0, 1} || p.Wins != 3 || p.Draws != 1 || p.Losses != 2 || p.Void != 1 || p.Games != 6 {
		t.Errorf("pairing %+v", p)
	}
	if want := (elo.Penta{0, 1, 0, 0, 1}).Estimate(); p.Elo != want.Elo || p.Model != "pentanomial" {
		t.Errorf("Elo %v by %s, want %v by pairs", p.Elo, p.Model, want.Elo)
	}
}

// TestReuseKeepsTheProcesses: with Reuse one process of each engine plays
// every game of a worker, and its games are those fresh processes play;
// an engine at fault is started afresh for the next game.
func TestReuseKeepsTheProcesses(t *testing.T) {
	dir := t.TempDir()
	counted := func(name, mode string) string {
		log := filepath.Join(dir, name)
		return "sh -c 'echo started >> " + log + "; exec " + strings.ReplaceAll(gtptest.Command(mode), "'", `'"'"'`) + "'"
	}
	starts := func(name string) int {
		data, _ := os.ReadFile(filepath.Join(dir, name))
		return strings.Count(string(data), "started")
	}
	opts := Options{Games: 6, Size: 5, Rules: chinese(0.5), Timeout: 5 * time.Second}
	fresh, err := Run(context.Background(), []string{counted("a1", "first"), counted("b1", "pass")}, opts)
	if err != nil {
		t.Fatal(err)
	}
	opts.Reuse = true
	reused, err := Run(context.Background(), []string{counted("a2", "first"), counted("b2", "pass")}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if starts("a1") != 6 || starts("b1") != 6 || starts("a2") != 1 || starts("b2") != 1 {
		t.Errorf("processes started: fresh %d and %d, reused %d and %d", starts("a1"), starts("b1"), starts("a2"), starts("b2"))
	}
	if a, b := summary(fresh), summary(reused); a != b {
		t.Errorf("fresh: %s\nreused: %s", a, b)
	}
	opts.Games = 4
	if _, err := Run(context.Background(), []string{counted("a3", "first"), counted("b3", "crash")}, opts); err != nil {
		t.Fatal(err)
	}
	if starts("a3") != 1 || starts("b3") != 4 {
		t.Errorf("a crashing engine: %d and %d processes, want 1 and 4", starts("a3"), starts("b3"))
	}
}

// TestResumedSPRTPlaysNoMore: a match its SPRT decided, run again on its
// results file, plays no game, says it stopped at the same game, and
// names the engines as they named themselves.
func TestResumedSPRTPlaysNoMore(t *testing.T) {
	test, err := elo.ParseSPRT("elo0=0,elo1=100")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "r.jsonl")
	engines := []string{gtptest.Command("first"), gtptest.Command("pass")}
	var first *Match
	for run := range 3 {
		r, err := OpenResults(path)
		if err != nil {
			t.Fatal(err)
		}
		played := 0
		m, err := Run(context.Background(), engines, Options{Games: 200, Size: 3, Rules: chinese(0.5), SPRT: &test, Jobs: 2,
			Timeout: 10 * time.Second, Results: r, Progress: func(*Match, *Game) { played++ }})
		r.Close()
		if err != nil {
			t.Fatal(err)
		}
		if run == 0 {
			first = m
			continue
		}
		if played != 0 || len(m.Games) != len(first.Games) || m.Stopped != first.Stopped || m.Engines[0].Name != "gtptest 1" {
			t.Errorf("run %d: played %d, %d games, %q, engine %q; first %d games, %q", run+1, played, len(m.Games), m.Stopped, m.Engines[0].Name, len(first.Games), first.Stopped)
		}
	}
}
