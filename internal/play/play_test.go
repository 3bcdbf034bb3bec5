package play

import (
	"bytes"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/golden"
	"github.com/goscore/goscore/internal/record"
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
	s.Save = func(g *game.Game, path string, overwrite bool) error { saved = path; return nil }
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
	for _, line := range strings.Split(help+countHelp, "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a help line of %d columns: %q", n, line)
		}
	}
}

// failingRecorder fails from its call number failFrom on (from 1), and
// succeeds again from okFrom on when okFrom > 0.
type failingRecorder struct {
	calls, failFrom, okFrom int
}

var errDiskFull = errors.New("no space left on device")

func (f *failingRecorder) record(*game.Game) error {
	f.calls++
	if f.calls >= f.failFrom && (f.okFrom == 0 || f.calls < f.okFrom) {
		return errDiskFull
	}
	return nil
}

// TestRecordFailureStopsWithoutAPerson: through a pipe nobody reads the
// message, so a record that fails stops the game at once with the error
// (the exit status), rather than play on into a file that is not written.
func TestRecordFailureStopsWithoutAPerson(t *testing.T) {
	s := newSession(t, game.Go, 5, "japanese")
	rec := &failingRecorder{failFrom: 2}
	s.Record, s.RecordName = rec.record, "g.sgf"
	var out bytes.Buffer
	err := s.Run(strings.NewReader("C3\nD3\nC4\nD4\n"), &out)
	if err == nil || !errors.Is(err, errDiskFull) || !strings.Contains(err.Error(), "the game stops") || !strings.Contains(err.Error(), "g.sgf") {
		t.Fatalf("Run returned %v", err)
	}
	if n := len(s.Game.Moves()); n != 2 {
		t.Errorf("%d moves played, want 2: the game goes no further than the failed record", n)
	}
}

// TestRecordFailureToldToAPerson: at a terminal the failure is said
// plainly and the game goes on; the next record that works says so, and
// the session ends well. A record still failing at the end is an error.
func TestRecordFailureToldToAPerson(t *testing.T) {
	for _, tc := range []struct {
		name    string
		okFrom  int
		wantErr bool
		says    []string
	}{
		{"mended", 3, false, []string{"recording failed: no space left on device", "The record keeps the game as it was last recorded", "recorded again: g.sgf is up to date", "bye; the game is recorded in g.sgf"}},
		{"still failing", 0, true, []string{"recording failed", "bye; the record g.sgf is out of date"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newSession(t, game.Go, 5, "japanese")
			rec := &failingRecorder{failFrom: 2, okFrom: tc.okFrom}
			s.Record, s.RecordName, s.Interactive = rec.record, "g.sgf", true
			var out bytes.Buffer
			err := s.Run(strings.NewReader("C3\nD3\nC4\nquit\n"), &out)
			if (err != nil) != tc.wantErr || err != nil && !strings.Contains(err.Error(), "g.sgf is out of date") {
				t.Errorf("Run returned %v", err)
			}
			if n := len(s.Game.Moves()); n != 3 {
				t.Errorf("%d moves, want 3: the game goes on", n)
			}
			for _, want := range tc.says {
				if !strings.Contains(out.String(), want) {
					t.Errorf("the session does not say %q:\n%s", want, out.String())
				}
			}
		})
	}
}

// TestLongLineRefusedGameGoesOn: a line over the limit is refused with a
// message and the game, and its record, go on.
func TestLongLineRefusedGameGoesOn(t *testing.T) {
	s := newSession(t, game.Go, 5, "japanese")
	records := 0
	s.Record = func(*game.Game) error { records++; return nil }
	input := "C3\n" + strings.Repeat("x", 3*maxLine) + "\nD3\n" + strings.Repeat("y", maxLine+10)
	var out bytes.Buffer
	if err := s.Run(strings.NewReader(input), &out); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Game.Moves()); n != 2 || records != 2 {
		t.Errorf("%d moves and %d records, want 2 and 2", n, records)
	}
	if got := strings.Count(out.String(), "line too long"); got != 2 {
		t.Errorf("%d refusals, want 2:\n%s", got, out.String())
	}
}

// TestEndSaysWhetherSaved: quit, the end of input and the end of the game
// each say where the game is, or that it is nowhere.
func TestEndSaysWhetherSaved(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		record      bool
		want        string
	}{
		{"quit, nothing played", "quit\n", false, "bye; nothing to save"},
		{"quit, not saved", "C3\nquit\n", false, "bye; the game was not saved (no --record FILE, no save FILE)"},
		{"quit after save", "C3\nsave x.sgf\nquit\n", false, "bye; the game is saved in x.sgf"},
		{"moves after save", "C3\nsave x.sgf\nD4\nquit\n", false, "bye; the game was not saved"},
		{"quit, recorded", "C3\nquit\n", true, "bye; the game is recorded in r.sgf"},
		{"end of input", "C3\n", true, "end of input: game left unfinished; the game is recorded in r.sgf"},
		{"game over", "pass\npass\n", false, "the game was not saved"},
		{"quit during the count", "pass\npass\nquit\n", true, "bye; the count was not agreed; the game is recorded in r.sgf"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newSession(t, game.Go, 5, "japanese")
			s.Save = func(*game.Game, string, bool) error { return nil }
			if tc.record {
				s.Record, s.RecordName = func(*game.Game) error { return nil }, "r.sgf"
			}
			var out bytes.Buffer
			if err := s.Run(strings.NewReader(tc.input), &out); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Errorf("want %q in\n%s", tc.want, out.String())
			}
		})
	}
}

// TestMessagesBreakBetweenWords: messages fit the screen, broken only at
// spaces, however narrow it is.
func TestMessagesBreakBetweenWords(t *testing.T) {
	for _, width := range []int{40, 80} {
		s := newSession(t, game.Go, 5, "japanese")
		s.Width = width
		input := "hello there general kenobi\nfinal_score\n"
		var out bytes.Buffer
		if err := s.Run(strings.NewReader(input), &out); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		for _, line := range strings.Split(text, "\n") {
			line = strings.TrimPrefix(line, "Black (X) to move> ")
			if n := utf8.RuneCountInString(line); n > width {
				t.Errorf("width %d: a line of %d: %q", width, n, line)
			}
		}
		if !strings.Contains(text, "final_score") || strings.Contains(text, "final_scor\n") {
			t.Errorf("width %d: a word broken:\n%s", width, text)
		}
	}
}

// TestSaveRefusesAnotherFile: save names the file that is not the game's
// and how to replace it; save! does.
func TestSaveRefusesAnotherFile(t *testing.T) {
	s := newSession(t, game.Go, 5, "japanese")
	var overwrites []bool
	s.Save = func(_ *game.Game, path string, overwrite bool) error {
		overwrites = append(overwrites, overwrite)
		if !overwrite {
			return fmt.Errorf("%s: %w", path, record.ErrExists)
		}
		return nil
	}
	var out bytes.Buffer
	if err := s.Run(strings.NewReader("C3\nsave old.sgf\nsave! old.sgf\nquit\n"), &out); err != nil {
		t.Fatal(err)
	}
	said := strings.Join(strings.Fields(out.String()), " ")
	if !strings.Contains(said, "type save! old.sgf to replace it") || !strings.Contains(said, "saved old.sgf") || !slices.Equal(overwrites, []bool{false, true}) {
		t.Errorf("overwrites %v\n%s", overwrites, out.String())
	}
}
