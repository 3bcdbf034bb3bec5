package referee_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

func TestMain(m *testing.M) {
	gtptest.Main()
	os.Exit(m.Run())
}

// deadWhiteAndBlack: the white stone on B7 and the black stone on H4 sit
// alone in the other colour's area, and every estimate calls them dead.
const deadWhiteAndBlack = `0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 2 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 1 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
`

// readFile parses and replays text as goscore reads a file named name.
func readFile(t *testing.T, name, text string) *parse.File {
	t.Helper()
	files, err := parse.ParseGames(name, []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	f := &files[0]
	rules, _ := analyze.Preset("japanese")
	if err := verdict.Replay(f, rules); err != nil {
		t.Fatal(err)
	}
	return f
}

// positionOf is what the engine is told about text, as score tells it.
func positionOf(t *testing.T, name, text string) referee.Position {
	t.Helper()
	f := readFile(t, name, text)
	o := verdict.Options{}
	o.Rules, _ = analyze.Preset("japanese")
	var e analyze.Evaluation
	analyze.Evaluate(f.Current(), verdict.ToMove(f), &e)
	return referee.FromFile(f, o.RulesFor(f), verdict.ToMove(f), e.Cleared())
}

func vertices(ps []board.Point) string {
	vs := make([]string, len(ps))
	for i, p := range ps {
		vs[i] = p.String()
	}
	slices.Sort(vs)
	return strings.Join(vs, " ")
}

// TestPoolFaultCostsOneFile: each fault of an engine (no answer in time, a
// crash, a line that is no response, a vertex off the board or on an empty
// point, words for vertices, a refused move) fails that position alone
// with an *Error naming the engine and the fault, and the next position
// is judged, by a new engine: one start, and one more after each fault.
func TestPoolFaultCostsOneFile(t *testing.T) {
	cmd := gtptest.RefereeCommand()
	pool := referee.New(context.Background(), cmd, 3*time.Second)
	defer pool.Close()
	good := positionOf(t, "good.txt", "komi: 6.5\n"+deadWhiteAndBlack)
	faults := []struct {
		komi int
		want string
		is   error
	}{
		{gtptest.KomiHang, "final_status_list dead: no answer within 3s (engine killed)", client.ErrTimeout},
		{gtptest.KomiCrash, `final_status_list dead: engine exited (exit status 3); its standard error ended "gtptest: crashing as told"`, client.ErrExited},
		{gtptest.KomiJunk, `final_status_list dead: engine sent junk "thinking very hard..." (engine killed)`, client.ErrJunk},
		{gtptest.KomiOff, `final_status_list dead named "K1": off the 9x9 board`, nil},
		{gtptest.KomiEmpty, `final_status_list dead named "A9": no stone there`, nil},
		{gtptest.KomiGarbage, `final_status_list dead named "all": not a vertex`, nil},
		{gtptest.KomiRefuse, "setting up black D9: engine answered ? illegal move", client.ErrFailure},
	}
	judgeGood := func(after string) {
		t.Helper()
		dead, err := pool.Judge(&good)
		if err != nil || vertices(dead) != "B7 H4" {
			t.Errorf("after %s: %v, %v; want B7 H4", after, vertices(dead), err)
		}
	}
	judgeGood("the start")
	for _, f := range faults {
		pos := positionOf(t, "bad.txt", fmt.Sprintf("komi: %d\n%s", f.komi, deadWhiteAndBlack))
		dead, err := pool.Judge(&pos)
		var re *referee.Error
		if !errors.As(err, &re) || re.Engine != cmd || err.Error() != "engine "+fmt.Sprintf("%q", cmd)+": "+f.want {
			t.Errorf("komi %d: %v, %v; want an *Error %q", f.komi, dead, err, f.want)
		}
		if f.is != nil && !errors.Is(err, f.is) {
			t.Errorf("komi %d: %v is not %v", f.komi, err, f.is)
		}
		judgeGood(fmt.Sprintf("komi %d", f.komi))
	}
	if got, want := pool.Starts(), 1+len(faults); got != want {
		t.Errorf("%d engines started, want %d: one, and one after each fault", got, want)
	}
}

// TestPoolCheckFindsABadEngine: a command that starts no program, and an
// engine that does not list final_status_list, are found by Check, before
// any position.
func TestPoolCheckFindsABadEngine(t *testing.T) {
	for _, tc := range []struct{ cmd, want string }{
		{"/no/such/engine --mode gtp", `engine "/no/such/engine --mode gtp": does not start: fork/exec /no/such/engine: no such file or directory`},
		{gtptest.Command("first"), "it has no final_status_list (its list_commands does not name it)"},
	} {
		pool := referee.New(context.Background(), tc.cmd, 3*time.Second)
		err := pool.Check()
		var re *referee.Error
		if !errors.As(err, &re) || !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("%s: %v, want an *Error ending %q", tc.cmd, err, tc.want)
		}
		pool.Close()
	}
}

// TestPoolRefusesARectangleWithoutRectangularBoardsize: an engine that
// has no rectangular_boardsize is not asked about a 5x3 board.
func TestPoolRefusesARectangleWithoutRectangularBoardsize(t *testing.T) {
	pool := referee.New(context.Background(), gtptest.RefereeCommand(), 3*time.Second)
	defer pool.Close()
	pos := positionOf(t, "wide.txt", "1 2 0 0 0\n1 2 0 0 0\n1 2 0 0 0\n")
	if _, err := pool.Judge(&pos); err == nil || !strings.Contains(err.Error(), "it cannot take a 5x3 board (it has no rectangular_boardsize)") {
		t.Errorf("got %v", err)
	}
}

// TestFromFileGivesTheHistory: a file's own history is what the engine is
// told, as setup stones and moves, wherever play alone can tell it; any
// other file gives its position, without strings that have no liberties,
// set up alone.
func TestFromFileGivesTheHistory(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		history    bool
		setup      int // stones set up
		moves      string
	}{
		{"an SGF's setup and moves", "(;SZ[5]AB[aa]AW[ee];B[cc];W[dd];B[];W[bb])", true, 2, "black C3,white D2,black pass,white B4"},
		{"an SGF with setup after its first move", "(;SZ[5];B[cc];W[dd];AB[aa];W[bb])", false, 4, ""},
		{"an SGF's move onto a stone", "(;SZ[5];B[cc];W[cc])", false, 1, ""},
		{"a grid history of moves", "1 0 0\n0 0 0\n0 0 0\n---\n1 0 0\n0 2 0\n0 0 0\n---\n1 0 0\n0 2 0\n0 0 0\n---\n1 1 0\n0 2 0\n0 0 0\n", true, 1, "white B2,black B3"},
		{"a grid history with a gap", "1 0 0\n0 0 0\n0 0 0\n---\n1 1 0\n0 2 0\n0 0 0\n", false, 3, ""},
		{"a grid whose string has no liberty", "2 1 0\n1 0 0\n0 0 0\n", false, 2, ""},
		{"a grid alone", deadWhiteAndBlack, false, 20, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos := positionOf(t, "x", tc.text)
			var moves []string
			for _, m := range pos.Moves {
				moves = append(moves, m.String())
			}
			got := strings.Join(moves, ",")
			setup := pos.Setup.Count(board.Black) + pos.Setup.Count(board.White)
			if pos.History != tc.history || setup != tc.setup || got != tc.moves {
				t.Errorf("history %v, %d stones set up, moves %q; want %v, %d, %q", pos.History, setup, got, tc.history, tc.setup, tc.moves)
			}
			if !pos.History && pos.Setup != pos.Final {
				t.Errorf("set up alone, but not as the position judged:\n%s\nwant\n%s", pos.Setup.Grid(), pos.Final.Grid())
			}
		})
	}
}

// TestGNUGoJudgesAsFromItsOwnLoadsgf: given a finished game move by move,
// GNU Go lists the same dead stones as when it loads the file itself
// (loadsgf), on games of each size from the recorded finished games.
func TestGNUGoJudgesAsFromItsOwnLoadsgf(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed")
	}
	if testing.Short() {
		t.Skip("GNU Go takes seconds a game")
	}
	files := []string{
		"9-9x9-2.sgf", "9-owl55.sgf", "9-nngs-whitemouse-gnugo-3.5.2-200312041808.sgf",
		"13-arb-dumonteil-5.sgf", "13-mertin13x13-DAGN1.sgf",
		"19-olympiad2003-gnugo_vs_dariush.sgf",
	}
	cmd := gnugo + " --mode gtp --seed 1"
	pool := referee.New(context.Background(), cmd, 2*time.Minute)
	defer pool.Close()
	own, err := client.Start(context.Background(), cmd, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer own.Close()
	for _, name := range files {
		path := "../../engine/life/testdata/real/" + name
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		pos := positionOf(t, name, string(data))
		if !pos.History {
			t.Errorf("%s: told without its history", name)
		}
		dead, err := pool.Judge(&pos)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := own.Send("loadsgf "+path, 2*time.Minute); err != nil {
			t.Fatal(err)
		}
		resp, err := own.Send("final_status_list dead", 2*time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		want := strings.Fields(resp)
		slices.Sort(want)
		if got := vertices(dead); got != strings.Join(want, " ") {
			t.Errorf("%s: dead %s\nGNU Go's own loadsgf gives %s", name, got, strings.Join(want, " "))
		}
	}
	if pool.Starts() != 1 {
		t.Errorf("%d GNU Go started for %d games, want one", pool.Starts(), len(files))
	}
}

// TestEstimateAgreesWithTheFake: the fake engine answers as goscore's
// estimate with its default settings, which the fault test relies on.
func TestEstimateAgreesWithTheFake(t *testing.T) {
	pos := positionOf(t, "good.txt", deadWhiteAndBlack)
	j := life.Estimate(&pos.Final, life.Config{}.Resolved())
	if got := vertices(j.Dead); got != "B7 H4" {
		t.Errorf("the estimate takes %s, want B7 H4", got)
	}
}
