package play

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/golden"
)

// firstLegal is a predictable bot: the first legal point in file order that
// is not its own eye, else a pass; it resigns when told to.
type firstLegal struct {
	resign bool
	think  time.Duration
}

func (f *firstLegal) Move(g *game.Game, c board.Color) (board.Point, bool, string) {
	if f.resign {
		return board.Pass, true, "hopeless"
	}
	b := g.Board()
	for _, p := range b.Points(nil) {
		if g.Legal(c, p) == analyze.OK && !b.IsEyeOf(p, c) {
			return p, false, ""
		}
	}
	return board.Pass, false, ""
}

func (f *firstLegal) SetThinkTime(d time.Duration) { f.think = d }

func newSession(t *testing.T, kind game.Kind, size int, rules string) *Session {
	t.Helper()
	r, err := analyze.Preset(rules)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(kind, size, size, r)
	if err != nil {
		t.Fatal(err)
	}
	return &Session{Game: g}
}

// transcript runs a session on input and compares everything it printed
// with testdata/NAME.golden. The transcripts were read through by hand when
// written: each move lands where typed, refusals give the rule's reason,
// and the final tables add up.
func transcript(t *testing.T, s *Session, name, input string) string {
	t.Helper()
	var out bytes.Buffer
	if err := s.Run(strings.NewReader(input), &out); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", name+".golden"), out.Bytes())
	return out.String()
}

func TestTwoPeopleGame(t *testing.T) {
	s := newSession(t, game.Go, 5, "japanese")
	out := transcript(t, s, "two-people", strings.Join([]string{
		"c3", "2,3", "hello", "c3", "f9", "pass", "b2", "undo", "b2", "score", "", "show", "pass", "pass",
	}, "\n")+"\n")
	for _, want := range []string{
		`"hello" is neither a move nor a command`,
		"illegal move C3: occupied",
		"f9 is off this 5x5 board",
		"game over:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("transcript lacks %q", want)
		}
	}
	if res, over := s.Game.Over(); !over || res.Reason != game.ReasonScore {
		t.Errorf("the game did not end by passes: %+v", res)
	}
}

func TestKoRefusedInTranscript(t *testing.T) {
	s := newSession(t, game.Go, 4, "japanese")
	out := transcript(t, s, "ko", "B3\nC3\nA2\nD2\nB1\nC1\nC2\nB2\nC2\nA3\nD3\nC2\nquit\n")
	if !strings.Contains(out, "illegal move C2: ko") || !strings.Contains(out, "bye") {
		t.Errorf("ko refusal or quit missing")
	}
}

func TestSuicideAndClassicCommands(t *testing.T) {
	s := newSession(t, game.Go, 3, "japanese")
	s.Think = &firstLegal{}
	out := transcript(t, s, "classic", strings.Join([]string{
		"put b 0 1", "put w 1 1", "put b 1 0", "a3", "put x 0 0", "put b", "think w", "think q",
		"time 2.5", "time -1", "display", "reset", "start game",
	}, "\n")+"\n")
	for _, want := range []string{"illegal move A3: suicide", `bad colour "x"`, "usage: put", "the bot thinks 2.5s a move", "bad time", "the bot plays both sides to the end", "game over"} {
		if !strings.Contains(out, want) {
			t.Errorf("transcript lacks %q", want)
		}
	}
	if s.Think.(*firstLegal).think != 2500*time.Millisecond {
		t.Errorf("time did not reach the bot")
	}
}

func TestAgainstBotUndoAndResign(t *testing.T) {
	s := newSession(t, game.Go, 5, "japanese")
	s.Bots[board.White] = &firstLegal{}
	var records int
	s.Record = func(*game.Game) error { records++; return nil }
	transcript(t, s, "bot", "c3\nd4\nundo\nresign\n")
	// c3, bot, d4, bot: 4 moves; undo takes back 2; resignation.
	if n := len(s.Game.Moves()); n != 3 {
		t.Errorf("%d moves after undo and resign, want 3 (c3, the bot's reply, the resignation)", n)
	}
	if res, _ := s.Game.Over(); res == nil || res.String() != "W+R" {
		t.Errorf("result %v", res)
	}
	if records != 6 {
		t.Errorf("recorded %d times, want 6 (4 moves, undo, resign)", records)
	}
	s2 := newSession(t, game.Go, 5, "japanese")
	s2.Bots[board.Black] = &firstLegal{resign: true}
	out := transcript(t, s2, "bot-resigns", "")
	if !strings.Contains(out, "black resigns (hopeless)") || !strings.Contains(out, "game over: W+R") {
		t.Errorf("bot resignation:\n%s", out)
	}
}

func TestEOFAndSave(t *testing.T) {
	s := newSession(t, game.Go, 5, "japanese")
	var saved string
	s.Save = func(g *game.Game, path string) error { saved = path; return nil }
	out := transcript(t, s, "eof", "c3\nsave My-Game.sgf\nsave\n")
	if saved != "My-Game.sgf" || !strings.Contains(out, "usage: save FILE") || !strings.Contains(out, "end of input: game left unfinished") {
		t.Errorf("save %q\n%s", saved, out)
	}
}

func TestKillAllTranscript(t *testing.T) {
	s := newSession(t, game.KillAll, 5, "japanese")
	out := transcript(t, s, "kill-all", "c3\nc4\nb2\npass\npass\n")
	if !strings.Contains(out, "game over: White wins: White keeps stones or territory") {
		t.Errorf("White's stone on an otherwise black board should win kill-all:\n%s", out)
	}
}

// TestHelpFitsEighty: the in-game help is read in a terminal, most often
// 80 columns wide, where a longer line wraps into the next column's text.
func TestHelpFitsEighty(t *testing.T) {
	for _, line := range strings.Split(help, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a help line of %d columns: %q", n, line)
		}
	}
}
