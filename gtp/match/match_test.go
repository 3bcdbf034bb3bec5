package match

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/golden"
	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

func TestMain(m *testing.M) {
	gtptest.Main()
	os.Exit(m.Run())
}

func chinese(komi float64) analyze.Rules {
	r, _ := analyze.Preset("chinese")
	r.Komi = komi
	return r
}

// summary is the games and the records, in one line each.
func summary(m *Match) string {
	var sb strings.Builder
	for _, g := range m.Games {
		sb.WriteString(g.Black + "-" + g.White + " " + g.Result + " " + g.Winner + " (" + g.Reason + "); ")
	}
	for _, e := range m.Engines {
		sb.WriteString(e.Label + " " + strconv.Itoa(e.Wins) + "/" + strconv.Itoa(e.Losses) + "/" + strconv.Itoa(e.Draws) + " f" + strconv.Itoa(e.Forfeits) + "; ")
	}
	return strings.TrimSuffix(sb.String(), "; ")
}

func run(t *testing.T, a, b string, opts Options) *Match {
	t.Helper()
	if opts.Timeout == 0 {
		opts.Timeout = 5 * time.Second
	}
	begin := time.Now()
	m, err := Run(context.Background(), []string{gtptest.Command(a), gtptest.Command(b)}, opts)
	if err != nil {
		t.Fatal(err)
	}
	if el := time.Since(begin); el > 5*time.Second {
		t.Errorf("took %v", el)
	}
	// Settle what changes from run to run, for the golden files.
	for i := range m.Engines {
		m.Engines[i].Command = "gtptest " + []string{a, b}[i]
		m.Engines[i].MeanMoveSeconds = 0
	}
	for i := range m.Games {
		m.Games[i].BlackSeconds, m.Games[i].WhiteSeconds = 0, 0
		for j := range m.Games[i].Times {
			m.Games[i].Times[j] = 0
		}
	}
	return m
}

func TestGo(t *testing.T) {
	m := run(t, "first", "pass", Options{Games: 2, Size: 5, Rules: chinese(0.5)})
	want := "A-B B+24.5 A (two passes); B-A W+25.5 A (two passes); A 2/0/0 f0; B 0/2/0 f0"
	if got := summary(m); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	a, b := m.Engines[0], m.Engines[1]
	if a.BlackWins != 1 || a.WhiteWins != 1 || *a.MeanMargin != 25 || *b.MeanMargin != -25 || a.Name != "gtptest 1" {
		t.Errorf("records: %+v %+v", a, b)
	}
	if a.Moves == 0 || b.Moves == 0 || a.WinRate() != 1 || b.WinRate() != 0 {
		t.Errorf("moves or rates: %+v %+v", a, b)
	}
	checkGolden(t, m, "go")
}

func TestPassDraw(t *testing.T) {
	m := run(t, "pass", "pass", Options{Games: 2, Size: 5, Rules: chinese(0)})
	want := "A-B 0  (two passes); B-A 0  (two passes); A 0/0/2 f0; B 0/0/2 f0"
	if got := summary(m); got != want || *m.Engines[0].MeanMargin != 0 || m.Engines[0].WinRate() != 0.5 {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

// TestForfeits: an illegal move, a resignation, and an engine that hangs,
// crashes or writes junk each lose the game, and nothing hangs.
func TestForfeits(t *testing.T) {
	tests := []struct {
		b    string
		want string
	}{
		{"illegal", "A-B B+F A (white (B) played A1: occupied); B-A W+F A (black (B) played A1: occupied); A 2/0/0 f0; B 0/2/0 f2"},
		{"resign", "A-B B+R A (resignation); B-A W+R A (resignation); A 2/0/0 f0; B 0/2/0 f0"},
		{"hang", "A-B B+F A (white (B) failed genmove: no answer within 500ms (engine killed)); B-A W+F A (black (B) failed genmove: no answer within 500ms (engine killed)); A 2/0/0 f0; B 0/2/0 f2"},
		{"crash", "A-B B+F A (white (B) failed genmove: engine exited (exit status 3)); B-A W+F A (black (B) failed genmove: engine exited (exit status 3)); A 2/0/0 f0; B 0/2/0 f2"},
		{"junk", `A-B B+F A (white (B) failed genmove: engine sent junk "thinking very hard..." (engine killed)); B-A W+F A (black (B) failed genmove: engine sent junk "thinking very hard..." (engine killed)); A 2/0/0 f0; B 0/2/0 f2`},
	}
	for _, tt := range tests {
		t.Run(tt.b, func(t *testing.T) {
			m := run(t, "first", tt.b, Options{Games: 2, Size: 5, Rules: chinese(7.5), Timeout: 500 * time.Millisecond})
			if got := summary(m); got != tt.want {
				t.Errorf("got  %s\nwant %s", got, tt.want)
			}
			if m.Engines[0].MeanMargin != nil {
				t.Errorf("mean margin %v over games not counted", *m.Engines[0].MeanMargin)
			}
			if tt.b == "illegal" {
				checkGolden(t, m, "forfeits")
			}
		})
	}
}

// TestMoveLimit: a game still going at the move limit is void, counted
// for nobody.
func TestMoveLimit(t *testing.T) {
	m := run(t, "first", "first", Options{Games: 1, Size: 5, Rules: chinese(0.5), MaxMoves: 4})
	g := m.Games[0]
	if g.Moves != 4 || g.Reason != "move limit 4" || g.Scored || !g.Void || g.Result != "Void" || g.Winner != "" {
		t.Errorf("game %+v", g)
	}
	if a := m.Engines[0]; a.Void != 1 || a.Draws != 0 || a.Wins+a.Losses != 0 || a.WinRate() != 0 {
		t.Errorf("a void game counted: %+v", a)
	}
}

// TestKillAll: on 7x7 Black places two stones, then turns alternate.
// Against a White that only passes, Black fills the board and wins; a
// White that plays against a Black that passes keeps stones on the board,
// and wins.
func TestKillAll(t *testing.T) {
	opts := Options{Games: 2, Size: 7, Rules: chinese(0), Kind: game.KillAll, FixedColours: true}
	m := run(t, "first", "pass", opts)
	want := "A-B B+ A (two passes); A-B B+ A (two passes); A 2/0/0 f0; B 0/2/0 f0"
	if got := summary(m); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if m.Engines[0].BlackWins != 2 || m.Engines[0].MeanMargin != nil {
		t.Errorf("records %+v", m.Engines[0])
	}
	checkGolden(t, m, "kill-all")

	m = run(t, "pass", "first", opts)
	if g := m.Games[0]; g.Result != "W+" || g.Winner != "B" || m.Engines[1].WhiteWins != 2 {
		t.Errorf("white that lives: %+v", g)
	}
}

func TestRunErrors(t *testing.T) {
	ctx := context.Background()
	if _, err := Run(ctx, []string{"a", "b"}, Options{Games: 0}); !errors.Is(err, ErrOptions) {
		t.Errorf("no games: %v", err)
	}
	if _, err := Run(ctx, []string{"a", "b"}, Options{Games: 1, Size: 20}); !errors.Is(err, ErrOptions) {
		t.Errorf("size 20: %v", err)
	}
	if _, err := Run(ctx, []string{"a", "'b"}, Options{Games: 1}); err == nil {
		t.Errorf("bad quoting accepted")
	}
	if _, err := Run(ctx, []string{gtptest.Command("pass"), "/no/such/engine"}, Options{Games: 1}); err == nil || !strings.Contains(err.Error(), "engine B") {
		t.Errorf("missing engine: %v", err)
	}
	cctx, cancel := context.WithCancel(ctx)
	time.AfterFunc(200*time.Millisecond, cancel)
	begin := time.Now()
	m, err := Run(cctx, []string{gtptest.Command("hang"), gtptest.Command("hang")}, Options{Games: 3, Timeout: time.Minute})
	if !errors.Is(err, context.Canceled) || time.Since(begin) > 3*time.Second || m == nil || len(m.Games) != 0 {
		t.Errorf("cancelled: %v after %v", err, time.Since(begin))
	}
	var buf bytes.Buffer
	if err := (&Match{}).Write(&buf, report.Text, report.Layout{}); !errors.Is(err, report.ErrBadFormat) {
		t.Errorf("text: %v", err)
	}
}

// TestGNUGo plays GNU Go at level 1 against an engine that only passes, on
// 5x5, when GNU Go is installed.
func TestGNUGo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skipf("GNU Go is not installed at %s; skipping", gnugo)
	}
	m, err := Run(context.Background(), []string{gnugo + " --mode gtp --level 1 --chinese-rules --capture-all-dead", gtptest.Command("pass")},
		Options{Games: 2, Size: 5, Rules: chinese(0.5), Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	a := m.Engines[0]
	if a.Wins != 2 || a.Losses != 0 || !strings.HasPrefix(a.Name, "GNU Go") {
		t.Errorf("GNU Go against a passer: %s; %+v", summary(m), a)
	}
}

// checkGolden renders m in every format and compares with testdata/golden.
func checkGolden(t *testing.T, m *Match, name string) {
	t.Helper()
	for _, f := range Formats {
		var buf bytes.Buffer
		if err := m.Write(&buf, f, report.Layout{}); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		golden.Check(t, filepath.Join("testdata", "golden", name+"."+string(f)), buf.Bytes())
	}
}

// estimateJudge is the referee goscore match uses by default: the
// estimate with its default settings.
func estimateJudge(g *game.Game) ([]board.Point, error) {
	return life.Estimate(g.Board(), life.Config{}.Resolved()).Dead, nil
}

// TestRefereeTakesDeadStonesOff: two engines that leave White's B3 dead in
// Black's area and pass (gtptest's dead pattern) are counted with it off:
// B+4.5 under Chinese rules and komi 0.5, not the B+1.5 of the board as it
// stands. The engine that judges dead stones agrees in its final_score,
// the blind one does not and is named in each game and the summary; the
// record of each game carries the count, the dead stone under Black's
// territory mark, and both answers in its comment.
func TestRefereeTakesDeadStonesOff(t *testing.T) {
	var recs []*sgf.Record
	opts := Options{Games: 2, Size: 5, Rules: chinese(0.5), Judge: estimateJudge, Referee: "estimate",
		Save: func(_ int, rec *sgf.Record) error { recs = append(recs, rec); return nil }}
	m := run(t, gtptest.Judge, gtptest.Blind, opts)
	want := "A-B B+4.5 A (two passes); B-A B+4.5 B (two passes); A 1/1/0 f0; B 1/1/0 f0"
	if got := summary(m); got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	for i, g := range m.Games {
		black, white := "B+4.5", "B+1.5"
		if i == 1 {
			black, white = white, black
		}
		if !slices.Equal(g.Dead, []string{"B3"}) || g.BlackSays != black || g.WhiteSays != white || !slices.Equal(g.Disagree, []string{"B"}) {
			t.Errorf("game %d: dead %v, black says %q, white says %q, disagree %v", g.Number, g.Dead, g.BlackSays, g.WhiteSays, g.Disagree)
		}
	}
	if a, b := m.Engines[0], m.Engines[1]; a.Counted != 2 || a.Agreed != 2 || b.Counted != 2 || b.Agreed != 0 {
		t.Errorf("final scores: A %d/%d, B %d/%d; want 2/2 and 0/2", a.Agreed, a.Counted, b.Agreed, b.Counted)
	}
	lines := m.Summary()
	if len(lines) != 4 || lines[0] != "2 games counted, dead stones judged by goscore's estimate" ||
		lines[1] != "an engine's final_score differs from the count in 2:" ||
		lines[2] != "  game 1: the count is B+4.5; B (white) says B+1.5" || lines[3] != "  game 2: the count is B+4.5; B (black) says B+1.5" {
		t.Errorf("summary:\n%s", strings.Join(lines, "\n"))
	}
	if len(recs) != 2 {
		t.Fatalf("%d records saved", len(recs))
	}
	b3 := board.At(1, 2)
	for _, rec := range recs {
		if rec.Result != "B+4.5" || !slices.Contains(rec.Territory[board.Black], b3) || slices.Contains(rec.Territory[board.White], b3) ||
			!strings.Contains(rec.Comment, "counted by the referee (estimate): B+4.5, dead B3") || !strings.Contains(rec.Comment, "final_score: B+1.5 (differs)") {
			t.Errorf("record: RE %s, TB %v, TW %v, comment %q", rec.Result, rec.Territory[board.Black], rec.Territory[board.White], rec.Comment)
		}
	}
	checkGolden(t, m, "referee")
}

// TestNoRefereeCountsTheBoard: without a referee the same games count
// every stone as alive (B+1.5), and it is the judging engine that differs.
func TestNoRefereeCountsTheBoard(t *testing.T) {
	m := run(t, gtptest.Judge, gtptest.Blind, Options{Games: 1, Size: 5, Rules: chinese(0.5)})
	g := m.Games[0]
	if m.Referee != "none" || g.Result != "B+1.5" || len(g.Dead) != 0 || !slices.Equal(g.Disagree, []string{"A"}) {
		t.Errorf("referee %q: %+v", m.Referee, g)
	}
}

// TestRefereeFailure: a referee that cannot judge leaves the game counted
// as it stands, with the reason in the game and the summary; the match
// goes on.
func TestRefereeFailure(t *testing.T) {
	fail := func(*game.Game) ([]board.Point, error) { return nil, errors.New("engine \"x\": no answer") }
	m := run(t, gtptest.Judge, gtptest.Blind, Options{Games: 2, Size: 5, Rules: chinese(0.5), Judge: fail, Referee: "x"})
	for _, g := range m.Games {
		if g.RefereeError != `engine "x": no answer` || g.Result != "B+1.5" {
			t.Errorf("game %d: %+v", g.Number, g)
		}
	}
	if s := strings.Join(m.Summary(), "\n"); !strings.Contains(s, `game 2: the referee failed (engine "x": no answer); counted with every stone alive`) {
		t.Errorf("summary:\n%s", s)
	}
}

// TestParseResult: the final_score answers that are results, and those
// that are not.
func TestParseResult(t *testing.T) {
	for _, tc := range []struct {
		in     string
		winner board.Color
		margin float64
		ok     bool
	}{
		{"B+3.5", board.Black, 3.5, true}, {" w+12 ", board.White, 12, true}, {"0", board.Empty, 0, true},
		{"Draw", board.Empty, 0, true}, {"B+R", 0, 0, false}, {"W+", 0, 0, false}, {"? unknown command", 0, 0, false},
		{"B+-2", 0, 0, false}, {"X+3", 0, 0, false},
	} {
		r, ok := parseResult(tc.in)
		if ok != tc.ok || (ok && (r.winner != tc.winner || r.margin != tc.margin)) {
			t.Errorf("%q: %+v %v", tc.in, r, ok)
		}
	}
}
