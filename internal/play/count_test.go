package play

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// walls is a 9x9 game to its last move before the passes: a black wall
// on column C, a white wall on column D, a white stone dead at A5 in
// Black's two columns and a black stone dead at G5 in White's five:
//
//	. . X O . . . . .
//	. . X O . . . . .
//	. . X O . . . . .
//	. . X O . . . . .
//	O . X O . . X . .
//	. . X O . . . . .
//	...
//
// Counted with both dead: Black 18 + 1, White 45 + 1 + 6.5: W+33.5.
func walls() []string {
	var moves []string
	for row := 1; row <= 9; row++ {
		moves = append(moves, "C"+string(rune('0'+row)), "D"+string(rune('0'+row)))
	}
	return append(moves, "G5", "A5")
}

// wallsInput is the walls game, then the lines given.
func wallsInput(lines ...string) string {
	return strings.Join(append(walls(), lines...), "\n") + "\n"
}

// newCount is a 9x9 game under Japanese rules with komi 6.5 whose count
// proposes by dead, the estimate seeded 1 with 1000 playouts.
func newCount(t *testing.T, dead string) *Session {
	t.Helper()
	r, err := analyze.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	r.Komi = 6.5
	g, err := game.New(game.Go, 9, 9, r)
	if err != nil {
		t.Fatal(err)
	}
	sp, err := life.ParseSpec(dead)
	if err != nil {
		t.Fatal(err)
	}
	sp.Estimate = life.Config{Playouts: 1000, Seed: 1}
	return &Session{Game: g, Dead: sp}
}

// run plays input through s and returns what it printed.
func run(t *testing.T, s *Session, input string) string {
	t.Helper()
	var out bytes.Buffer
	if err := s.Run(strings.NewReader(input), &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	return out.String()
}

// says reports whether out says want, however the lines broke.
func says(out, want string) bool {
	return strings.Contains(strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(want), " "))
}

// pts names points: "A5 G5".
func pts(t *testing.T, b *board.Board, names string) []board.Point {
	t.Helper()
	var out []board.Point
	for _, n := range strings.Fields(names) {
		v, err := board.ParseVertex(n)
		if err != nil {
			t.Fatal(err)
		}
		p, ok := v.Resolve(b)
		if !ok {
			t.Fatalf("%s off the board", n)
		}
		out = append(out, p)
	}
	return out
}

// judged returns the game's result, failing unless the players judged
// its dead stones.
func judged(t *testing.T, s *Session, out string) *game.Result {
	t.Helper()
	res, over := s.Game.Over()
	if !over || !res.Judged {
		t.Fatalf("the game did not end on an agreed count: %+v\n%s", res, out)
	}
	return res
}

// TestCountTwoPeopleToggleAndAgree: after two passes two people mark the
// dead stones (the proposal is none), a mark after one agreed asks both
// again, and the result is the count with the stones they marked.
func TestCountTwoPeopleToggleAndAgree(t *testing.T) {
	s := newCount(t, "none")
	out := run(t, s, wallsInput("pass", "pass",
		"a5",      // Black marks White's A5 dead
		"done",    // Black agrees; White to answer
		"G5",      // White marks Black's G5 dead: both must agree again
		"done",    // White agrees; Black to answer again
		"E5",      // no stone: refused, nothing changes
		"done",    // Black agrees: over
		"C3", ""), // never read
	)
	res := judged(t, s, out)
	if want := pts(t, s.Game.Board(), "A5 G5"); !slices.Equal(res.Dead, want) || res.String() != "W+33.5" {
		t.Errorf("dead %v, result %v; want %v and W+33.5\n%s", res.Dead, res, want, out)
	}
	for _, want := range []string{
		"--dead-stones none proposes none",
		"Black (X) marks the white group at A5 (1 stone) dead",
		"Black (X) agrees; White (O): done to agree too",
		"White (O) marks the black group at G5 (1 stone) dead",
		"White (O) agrees; Black (X): done to agree too",
		"E5: no stone there",
		"game over: W+33.5",
		"dead B: G5; W: A5",
	} {
		if !says(out, want) {
			t.Errorf("the session does not say %q:\n%s", want, out)
		}
	}
	if n := len(s.Game.Moves()); n != 22 {
		t.Errorf("%d moves, want 22: the line after the agreement was played", n)
	}
}

// TestCountGroupInItsRegion: a vertex marks every stone of its colour in
// the region the other colour walls off, strings apart included, and
// nothing beyond the wall.
func TestCountGroupInItsRegion(t *testing.T) {
	b, err := board.New(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range []struct {
		c     board.Color
		names string
	}{
		{board.White, "C1 C2 C3 C4 C5"},
		{board.Black, "A5 B4 E1 D5"},
	} {
		for _, p := range pts(t, &b, st.names) {
			b.Set(p, st.c)
		}
	}
	for _, tc := range []struct{ at, want string }{
		{"A5", "A5 B4"},
		{"B4", "A5 B4"},
		{"E1", "D5 E1"},
		{"C3", "C5 C4 C3 C2 C1"},
	} {
		got := group(&b, pts(t, &b, tc.at)[0])
		want := pts(t, &b, tc.want)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("group at %s: %v, want %v", tc.at, got, want)
		}
	}
}

// TestCountEndOfInputAgrees: the end of the input agrees to the proposal,
// here the estimate's, and the result is the batch's estimate of the
// final position.
func TestCountEndOfInputAgrees(t *testing.T) {
	s := newCount(t, "estimate")
	out := run(t, s, wallsInput("pass", "pass"))
	res := judged(t, s, out)
	f, o := record.Counting(s.Game, s.estimate())
	var e analyze.Evaluation
	batch := verdict.ScoreFile(f, o, &e)
	if res.String() != batch.Result || res.String() != "W+33.5" || !says(out, "end of input: the proposal is agreed as it stands") {
		t.Errorf("result %v, the batch's estimate %s, want both W+33.5\n%s", res, batch.Result, out)
	}
	if !says(out, "goscore's estimate (1000 playouts, seed 1) proposes these") || !strings.Contains(out, "dead B: G5; W: A5 (estimated") {
		t.Errorf("the proposal is not drawn:\n%s", out)
	}
}

// TestCountResume: resume plays on, the opponent of the player who passed
// last moving first; two more passes count again. undo during the count
// takes the last pass back.
func TestCountResume(t *testing.T) {
	for _, tc := range []struct {
		name   string
		passes []string
		first  board.Color // who moves first after resume
	}{
		{"white passed last", []string{"pass", "pass"}, board.Black},
		{"black passed last", []string{"J9", "pass", "pass"}, board.White},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newCount(t, "estimate")
			lines := append(slices.Clone(tc.passes), "resume", "J1", "undo", "resume", "J1", "pass", "pass", "done", "done")
			out := run(t, s, wallsInput(lines...))
			judged(t, s, out)
			moves := s.Game.Moves()
			at := len(walls()) + len(tc.passes)
			if m := moves[at]; m.Colour != tc.first || m.Point.String() != "J1" {
				t.Errorf("after resume %v, want %v J1", m, tc.first)
			}
			if n := strings.Count(out, "Two passes:"); n != 3 {
				t.Errorf("%d counts, want 3 (the first, after undo back to the passes, the last)\n%s", n, out)
			}
			if !says(out, "play goes on: "+name(tc.first)+" moves first") {
				t.Errorf("resume does not say who moves:\n%s", out)
			}
		})
	}
}

// scripted plays its moves in turn, then passes.
type scripted struct{ moves []string }

func (b *scripted) Move(g *game.Game, c board.Color) (board.Point, bool, string) {
	for len(b.moves) > 0 {
		v, _ := board.ParseVertex(b.moves[0])
		b.moves = b.moves[1:]
		if p, ok := v.Resolve(g.Board()); ok && g.Legal(c, p) == analyze.OK {
			return p, false, ""
		}
	}
	return board.Pass, false, ""
}

func (b *scripted) SetThinkTime(time.Duration) {}

// againstBot is the walls game with White a bot that plays its half.
func againstBot(t *testing.T) *Session {
	s := newCount(t, "estimate")
	var white []string
	for i, m := range walls() {
		if i%2 == 1 {
			white = append(white, m)
		}
	}
	s.Bots[board.White] = &scripted{moves: white}
	return s
}

// blackInput is Black's half of the walls game, then the lines given.
func blackInput(lines ...string) string {
	var black []string
	for i, m := range walls() {
		if i%2 == 0 {
			black = append(black, m)
		}
	}
	return strings.Join(append(black, lines...), "\n") + "\n"
}

// TestCountBotAgreesWithItsEstimate: the bot accepts the estimate's
// proposal once the person says done.
func TestCountBotAgreesWithItsEstimate(t *testing.T) {
	s := againstBot(t)
	out := run(t, s, blackInput("pass", "done"))
	if res := judged(t, s, out); res.String() != "W+33.5" || !says(out, "the bot (white) agrees") {
		t.Errorf("result %v\n%s", res, out)
	}
}

// TestCountBotDisputesThenCaptures: a proposal the bot judges otherwise
// is disputed, naming the string; play goes on and the bot captures the
// stone it judges dead instead of passing; two passes count again, and
// it agrees.
func TestCountBotDisputesThenCaptures(t *testing.T) {
	s := againstBot(t)
	out := run(t, s, blackInput("pass", "G5", "done", "pass", "pass", "pass", "pass", "pass", "done"))
	res := judged(t, s, out)
	for _, want := range []string{
		"the bot (white) disputes the count: by its estimate the black string at G5 (1 stone) is dead",
		"Play goes on: Black (X) moves first",
		"capturing stones it judges dead",
		"the bot (white) agrees",
	} {
		if !says(out, want) {
			t.Errorf("the session does not say %q:\n%s", want, out)
		}
	}
	if b := s.Game.Board(); b.At(pts(t, b, "G5")[0]) != board.Empty || s.Game.Prisoners(board.White) != 1 || len(res.Dead) != 1 {
		t.Errorf("G5 was not captured on the board (white prisoners %d, dead %v)\n%s", s.Game.Prisoners(board.White), res.Dead, out)
	}
}

// TestCountBotViewEndsSecondDispute: a count cannot go round for ever: the
// bot's second dispute, or one when the input has ended, ends the game on
// its view.
func TestCountBotViewEndsSecondDispute(t *testing.T) {
	for _, tc := range []struct {
		name, input, says string
	}{
		{"second dispute", blackInput("pass", "G5", "done", "pass", "pass", "pass", "pass", "pass", "A5", "done", "quit"), "it disputed the count before, so the count follows its view"},
		{"end of input", blackInput("pass", "G5"), "the input has ended, so the count follows its view"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := againstBot(t)
			out := run(t, s, tc.input)
			res := judged(t, s, out)
			view := life.Estimate(s.Game.Board(), s.estimate().Estimate)
			if !slices.Equal(res.Dead, view.Dead) || !says(out, tc.says) {
				t.Errorf("dead %v, the bot's view %v\n%s", res.Dead, view.Dead, out)
			}
		})
	}
}

// TestCountBotsAlone: two bots with a proposal neither holds (none) end
// the game all the same, by at most two counts.
func TestCountBotsAlone(t *testing.T) {
	s := newCount(t, "none")
	s.Bots[board.Black], s.Bots[board.White] = &scripted{}, &scripted{}
	var out bytes.Buffer
	r := strings.NewReader("")
	// Set the walls position up as the game's own moves.
	for _, m := range walls() {
		v, _ := board.ParseVertex(m)
		p, _ := v.Resolve(s.Game.Board())
		if _, err := s.Game.Play(s.Game.ToMove(), p); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Run(r, &out); err != nil {
		t.Fatal(err)
	}
	judged(t, s, out.String())
	if n := strings.Count(out.String(), "Two passes:"); n < 1 || n > 2 {
		t.Errorf("%d counts\n%s", n, out.String())
	}
}

// TestCountCommand: count (or estimate) during the game draws the
// estimate of the game as it stands, which on the walls, where nothing is
// open, is the count itself; during the count after two passes it draws
// the batch's estimate, the count the players agree on; kill-all has
// none.
func TestCountCommand(t *testing.T) {
	s := newCount(t, "none")
	out := run(t, s, wallsInput("count", "pass", "pass", "count", "quit"))
	during, after, _ := strings.Cut(out, "Two passes")
	for _, want := range []string{"estimate after move 20  (9x9, japanese rules, komi 6.5)", "   5 P b X O w w Z w w 5", "unclear 0, territory scoring, estimated score W+33.5", "dead B: G5; W: A5", "an estimate of the unfinished game, not its result"} {
		if !strings.Contains(during, want) {
			t.Errorf("count during the game does not show %q:\n%s", want, during)
		}
	}
	for _, want := range []string{"estimate  (9x9, japanese rules, territory scoring, komi 6.5)", "   5 P b X O w w Z w w 5", "result W+33.5", "dead B: G5; W: A5 (estimated"} {
		if !strings.Contains(after, want) {
			t.Errorf("count during the count does not show %q:\n%s", want, after)
		}
	}
	k := newSession(t, game.KillAll, 5, "japanese")
	if out := run(t, k, "estimate\nquit\n"); !says(out, "kill-all has no count") {
		t.Errorf("kill-all count:\n%s", out)
	}
}

// TestCountDuringGameNamesLeader: after a few moves in which Black takes
// the four corners and the centre and White passes, count during the game
// gives Black the lead by an estimated score, where the board as it
// stands, every area open, gives the komi alone (W+6.5); the board is
// marked with each point's likely owner and ? for the open ones, within
// 80 columns, and the same seed draws the same estimate.
func TestCountDuringGameNamesLeader(t *testing.T) {
	input := "C3\npass\nG7\npass\nC7\npass\nG3\npass\nE5\npass\ncount\nquit\n"
	out := run(t, newCount(t, "none"), input)
	_, est, ok := strings.Cut(out, "estimate after move 10")
	if !ok {
		t.Fatalf("no estimate:\n%s", out)
	}
	for _, want := range []string{"X O stones   Z P dead   b w territory   ? unclear", "estimated score B+", "an estimate of the unfinished game, not its result", "1000 playouts (seed 1)"} {
		if !says(est, want) {
			t.Errorf("the estimate does not say %q:\n%s", want, est)
		}
	}
	if !strings.Contains(est, "   3 b b X b b") {
		t.Errorf("the corner of C3 is not Black's:\n%s", est)
	}
	for _, line := range strings.Split(est, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a line of %d columns: %q", n, line)
		}
	}
	if again := run(t, newCount(t, "none"), input); again != out {
		t.Errorf("the same seed drew another estimate:\n%s\nthen\n%s", out, again)
	}
}

// TestCountRecordMarksAgreedStones: the record of a counted game carries
// the result as RE and the agreed dead stones under the other colour's
// TB/TW on its last node, which --dead-stones marks reads back to the
// same result; the board file carries them as its dead-stones header.
// During the count the record has no result yet.
func TestCountRecordMarksAgreedStones(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"g.sgf", "g.txt"} {
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(dir, name)
			s := newCount(t, "none")
			var mid string
			book := &record.Book{}
			s.Record = func(g *game.Game) error {
				if err := book.Save(g, path, true); err != nil {
					return err
				}
				if len(g.Moves()) == len(walls())+2 && mid == "" {
					data, _ := os.ReadFile(path)
					mid = string(data)
				}
				return nil
			}
			out := run(t, s, wallsInput("pass", "pass", "A5", "done", "done"))
			res := judged(t, s, out)
			if strings.Contains(mid, "RE[") || strings.Contains(mid, "dead-stones") {
				t.Errorf("the record has a result before the players agreed:\n%s", mid)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var f parse.File
			if err := parse.Parse(name, data, &f); err != nil {
				t.Fatal(err)
			}
			o := &verdict.Options{RulesChoice: game.RulesChoice{Rules: s.Game.Rules, RulesSet: true}, Dead: life.Spec{Method: life.MethodMarks}}
			if err := verdict.Replay(&f, o.RulesFor(&f)); err != nil {
				t.Fatal(err)
			}
			var e analyze.Evaluation
			v := verdict.ScoreFile(&f, o, &e)
			if v.Result != res.String() || res.String() == "W+33.5" {
				t.Errorf("marks read back %s, the game %v (A5 alone dead, G5 alive)\n%s", v.Result, res, data)
			}
			if name == "g.sgf" && !strings.Contains(string(data), "RE["+res.String()+"]") {
				t.Errorf("RE is not %v:\n%s", res, data)
			}
		})
	}
}
