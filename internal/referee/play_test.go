package referee_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse/sgf"
)

// replay plays moves from pos.Final under pos.Rules, failing t at an
// illegal one, and returns the board and each colour's captures.
func replay(t *testing.T, pos *referee.Position, moves []sgf.Move) (board.Board, [3]int) {
	t.Helper()
	var g analyze.Position
	g.Reset([]board.Board{pos.Final})
	var took [3]int
	for i, m := range moves {
		reason, captured := g.Play(m.Colour, m.Point, &pos.Rules)
		if reason != analyze.OK {
			t.Fatalf("move %d (%v): %v", i+1, m, reason)
		}
		took[m.Colour] += len(captured)
	}
	return g.Board, took
}

// TestPlayOutPlaysBothSidesToTheEnd: an engine that plays the first legal
// point that fills no eye of its own plays from the side to move, the
// sides in turn, until both pass; the moves replay legally from the
// position to the board returned, with the captures counted; the passes
// that end it are left off, and the same engine, reused, plays the same
// moves again.
func TestPlayOutPlaysBothSidesToTheEnd(t *testing.T) {
	pool := referee.NewPlayers(context.Background(), gtptest.Command("first"), 10*time.Second)
	defer pool.Close()
	if err := pool.Check(); err != nil {
		t.Fatal(err)
	}
	pos := positionOf(t, "gap.txt", boardtest.OpenGap)
	out, err := pool.PlayOut(&pos)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Moves) < 2 || out.Moves[0].Colour != board.Black || out.Moves[1].Colour != board.White {
		t.Fatalf("moves %v: want Black first, then White", out.Moves)
	}
	if last := out.Moves[len(out.Moves)-1]; last.Point == board.Pass {
		t.Errorf("the moves end with %v: the passes that end a play-out are left off", last)
	}
	for i, m := range out.Moves[1:] {
		if m.Colour == out.Moves[i].Colour {
			t.Errorf("moves %d and %d are both %v's", i+1, i+2, m.Colour)
		}
	}
	b, took := replay(t, &pos, out.Moves)
	if b != out.Board || took != out.Captured {
		t.Errorf("the moves replay to another board or other captures (%v, want %v)", took, out.Captured)
	}
	if took[board.Black]+took[board.White] == 0 {
		t.Errorf("no captures in %d moves: the fake fills the board until stones come off", len(out.Moves))
	}
	again, err := pool.PlayOut(&pos)
	if err != nil || fmt.Sprint(again.Moves) != fmt.Sprint(out.Moves) {
		t.Errorf("the second play-out: %v, %v; want the same moves", again.Moves, err)
	}
	if pool.Starts() != 1 {
		t.Errorf("%d engines started for two play-outs, want 1", pool.Starts())
	}
}

// TestPlayOutFromWhite: the side to move plays first.
func TestPlayOutFromWhite(t *testing.T) {
	pool := referee.NewPlayers(context.Background(), gtptest.Command("first"), 10*time.Second)
	defer pool.Close()
	pos := positionOf(t, "gap.txt", strings.Replace(boardtest.OpenGap, "player: black", "player: white", 1))
	out, err := pool.PlayOut(&pos)
	if err != nil || len(out.Moves) == 0 || out.Moves[0].Colour != board.White {
		t.Errorf("%v, %v: want White's move first", out.Moves, err)
	}
}

// TestPlayOutPassAndResign: an engine that passes at once, or resigns
// (taken as a pass), plays no move and leaves the board as it was.
func TestPlayOutPassAndResign(t *testing.T) {
	for _, mode := range []string{"pass", "resign"} {
		pool := referee.NewPlayers(context.Background(), gtptest.Command(mode), 10*time.Second)
		pos := positionOf(t, "gap.txt", boardtest.OpenGap)
		out, err := pool.PlayOut(&pos)
		if err != nil || len(out.Moves) != 0 || out.Board != pos.Final {
			t.Errorf("%s: %v, %v; want no moves and the board as it was", mode, out.Moves, err)
		}
		pool.Close()
	}
}

// TestPlayOutFaults: an engine that plays onto a stone, writes junk,
// hangs or dies fails that position with an *Error naming the engine and
// the fault, and the next position starts a new engine.
func TestPlayOutFaults(t *testing.T) {
	for _, tc := range []struct {
		mode, want string
		is         error
	}{
		{"illegal", `genmove w named "A1": not a legal move here under japanese rules (occupied)`, nil},
		{"junk", `genmove b: engine sent junk "thinking very hard..." (engine killed)`, client.ErrJunk},
		{"hang", "genmove b: no answer within 2s (engine killed)", client.ErrTimeout},
		{"crash", `genmove b: engine exited (exit status 3); its standard error ended "gtptest: crashing as told"`, client.ErrExited},
	} {
		cmd := gtptest.Command(tc.mode)
		pool := referee.NewPlayers(context.Background(), cmd, 2*time.Second)
		for range 2 {
			pos := positionOf(t, "gap.txt", boardtest.OpenGap)
			_, err := pool.PlayOut(&pos)
			var re *referee.Error
			if !errors.As(err, &re) || err.Error() != fmt.Sprintf("engine %q: %s", cmd, tc.want) {
				t.Errorf("%s: %v, want an *Error %q", tc.mode, err, tc.want)
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Errorf("%s: %v is not %v", tc.mode, err, tc.is)
			}
		}
		if pool.Starts() != 2 {
			t.Errorf("%s: %d engines started for two failed play-outs, want 2", tc.mode, pool.Starts())
		}
		pool.Close()
	}
}

// TestPlayersNeedGenmove: a play-out pool checks that its engine starts
// and lists genmove: an engine that lists final_status_list alone serves
// a referee's pool and not a player's; the referee's fake, which lists
// both, serves a player's.
func TestPlayersNeedGenmove(t *testing.T) {
	pool := referee.NewPlayers(context.Background(), "/no/such/engine --mode gtp", 3*time.Second)
	if err := pool.Check(); err == nil || !strings.Contains(err.Error(), "does not start") {
		t.Errorf("no engine: %v", err)
	}
	pool.Close()
	judgeOnly := gtptest.JudgeOnlyCommand()
	pool = referee.NewPlayers(context.Background(), judgeOnly, 3*time.Second)
	if err := pool.Check(); err == nil || !strings.HasSuffix(err.Error(), "it has no genmove (its list_commands does not name it)") {
		t.Errorf("an engine without genmove: %v", err)
	}
	pool.Close()
	pool = referee.New(context.Background(), judgeOnly, 3*time.Second)
	if err := pool.Check(); err != nil {
		t.Errorf("an engine without genmove, as a referee: %v", err)
	}
	pool.Close()
	pool = referee.NewPlayers(context.Background(), gtptest.RefereeCommand(), 3*time.Second)
	if err := pool.Check(); err != nil {
		t.Errorf("the referee's fake: %v", err)
	}
	pool.Close()
}

// TestGNUGoClosesTheGap: GNU Go, Black to move, plays E5 and then both
// pass: the one move the position asks for (the count after it, by hand:
// Black 36 points, White 27 and komi 0.5).
func TestGNUGoClosesTheGap(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed")
	}
	pool := referee.NewPlayers(context.Background(), gnugo+" --mode gtp --seed 1", time.Minute)
	defer pool.Close()
	pos := positionOf(t, "gap.txt", boardtest.OpenGap)
	out, err := pool.PlayOut(&pos)
	if err != nil || fmt.Sprint(out.Moves) != "[black E5]" {
		t.Errorf("%v, %v; want black E5 alone", out.Moves, err)
	}
}

// TestGNUGoPlaysAPositionAsIfAlone: GNU Go's moves depend on its random
// seed, which each play-out moves on; the pool gives the engine back the
// seed it started with before each position, so a record cut ten moves
// before its end is played out the same after three other play-outs as
// by a new engine (it was not, before: a file's count changed with the
// files a worker's engine had played before it).
func TestGNUGoPlaysAPositionAsIfAlone(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed")
	}
	data, err := os.ReadFile("../../engine/life/testdata/real/19-gunnar-gunnar1.sgf")
	if err != nil {
		t.Fatal(err)
	}
	f := readFile(t, "gunnar1.sgf", string(data))
	f.Record.Moves = f.Record.Moves[:len(f.Record.Moves)-12] // the passes and ten moves
	o := verdict.Options{}
	o.Rules, _ = analyze.Preset("japanese")
	if err := verdict.Replay(f, o.RulesFor(f)); err != nil {
		t.Fatal(err)
	}
	var e analyze.Evaluation
	analyze.Evaluate(f.Current(), verdict.ToMove(f), &e)
	cut := referee.FromFile(f, o.RulesFor(f), verdict.ToMove(f), e.Cleared())
	gap := positionOf(t, "gap.txt", boardtest.OpenGap)
	cmd := gnugo + " --mode gtp --seed 1"
	fresh := referee.NewPlayers(context.Background(), cmd, time.Minute)
	defer fresh.Close()
	alone, err := fresh.PlayOut(&cut)
	if err != nil {
		t.Fatal(err)
	}
	used := referee.NewPlayers(context.Background(), cmd, time.Minute)
	defer used.Close()
	for range 3 {
		if _, err := used.PlayOut(&gap); err != nil {
			t.Fatal(err)
		}
	}
	after, err := used.PlayOut(&cut)
	if err != nil {
		t.Fatal(err)
	}
	if len(alone.Moves) == 0 || fmt.Sprint(after.Moves) != fmt.Sprint(alone.Moves) {
		t.Errorf("after three other play-outs: %v\nalone: %v", after.Moves, alone.Moves)
	}
}

// TestPlayOutAsksTheScoringGenmove: an engine that lists GNU Go's scoring
// move generator, reg_genmove (the fake names "first"'s move with it and
// resigns to genmove), is asked that and told each move with play: it
// plays the moves of "first" to the same board, where asking genmove
// would give passes only, and leaving out play would have it name a
// point already taken.
func TestPlayOutAsksTheScoringGenmove(t *testing.T) {
	pos := positionOf(t, "gap.txt", boardtest.OpenGap)
	playOut := func(mode string) referee.PlayedOut {
		pool := referee.NewPlayers(context.Background(), gtptest.Command(mode), 10*time.Second)
		defer pool.Close()
		out, err := pool.PlayOut(&pos)
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		return out
	}
	want, got := playOut("first"), playOut(gtptest.Scorer)
	if len(got.Moves) == 0 || fmt.Sprint(got.Moves) != fmt.Sprint(want.Moves) || got.Board != want.Board {
		t.Errorf("moves %v, want %v as the engine that plays them with genmove", got.Moves, want.Moves)
	}
}
