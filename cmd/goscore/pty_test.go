//go:build unix

package main

import (
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/creack/pty"
)

// screen collects what a program writes to its terminal.
type screen struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}

// waitFor waits until the screen shows want after position from, and
// returns the position after it.
func (s *screen) waitFor(t *testing.T, from int, want string) int {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		all := s.String()
		if i := strings.Index(all[from:], want); i >= 0 {
			return from + i + len(want)
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the terminal never showed %q; it shows:\n%s", want, s.String()[from:])
	return 0
}

// TestPlayInTerminal runs goscore play on a pseudo-terminal, as a person
// does: the board and the prompt are on the screen before the first key,
// and the reply to a move before the next key; against the bot, its move
// shows before the next prompt.
func TestPlayInTerminal(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		then string // what the screen shows after the first move
	}{
		{"two people", []string{"play", "--size", "5"}, "White (O) to move> "},
		{"against the bot", []string{"play", "--size", "5", "--white", "bot", "--playouts", "50"}, "Black (X) to move> "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cmd, tty, scr := inTerminal(t, nil, tc.args...)
			at := scr.waitFor(t, 0, "  1 . . . . . 1")
			at = scr.waitFor(t, at, "Black (X) to move> ")
			if _, err := tty.Write([]byte("C3\r")); err != nil {
				t.Fatal(err)
			}
			at = scr.waitFor(t, at, "(X)")
			scr.waitFor(t, at, tc.then)
			if _, err := tty.Write([]byte("quit\r")); err != nil {
				t.Fatal(err)
			}
			if err := exitOf(t, cmd, "on quit"); err != nil {
				t.Errorf("play ended with %v:\n%s", err, scr.String())
			}
		})
	}
}

// TestPlayRecordFailureInTerminal: at a terminal, a record that fails is
// said plainly and the game goes on; leaving with the record still out of
// date says so and exits non-zero. Kill-all states its rules first, and
// messages break between words at the terminal's width.
func TestPlayRecordFailureInTerminal(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.sgf")
	cmd, tty, scr := inTerminal(t, []string{"COLUMNS="}, "play", "--game", "kill-all", "--size", "5", "--record", path)
	at := scr.waitFor(t, 0, "Kill-all: Black plays two stones, then turns alternate.")
	at = scr.waitFor(t, at, "Black (X) to move> ")
	type key struct{ keys, want string }
	for _, k := range []key{
		{"C3\r", "Black (X) to move> "},
		{"this is not a move but some words\r", "Black (X) to move> "},
	} {
		if _, err := tty.Write([]byte(k.keys)); err != nil {
			t.Fatal(err)
		}
		at = scr.waitFor(t, at, k.want)
	}
	// A file where the directory was: nothing can be written there.
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, k := range []key{
		{"C4\r", "recording failed"},
		{"B2\r", "white B2"},
		{"quit\r", "is out of date"},
	} {
		if _, err := tty.Write([]byte(k.keys)); err != nil {
			t.Fatal(err)
		}
		at = scr.waitFor(t, at, k.want)
	}
	var ee *exec.ExitError
	if err := exitOf(t, cmd, "on quit"); !errors.As(err, &ee) || ee.ExitCode() != 1 {
		t.Errorf("play ended with %v, want exit status 1:\n%s", err, scr.String())
	}
	for _, line := range strings.Split(strings.ReplaceAll(scr.String(), "\r", ""), "\n") {
		// The error line on stderr stays one line, whatever its length.
		if n := utf8.RuneCountInString(line); n > 80 && !strings.HasPrefix(line, "goscore: ") {
			t.Errorf("a line of %d columns: %q", n, line)
		}
	}
}

// TestPlayCountInTerminal: on a pseudo-terminal, count shows the estimate
// during the game; two passes open the count, whose board and prompt are
// on the screen before the next key; a mark redraws it, both people say
// done, and the game ends on the agreed count.
func TestPlayCountInTerminal(t *testing.T) {
	rec := filepath.Join(t.TempDir(), "g.sgf")
	cmd, tty, scr := inTerminal(t, []string{"NO_COLOR=1"}, "play", "--size", "5", "--komi", "0.5", "--record", rec)
	at := scr.waitFor(t, 0, "Black (X) to move> ")
	for _, k := range []struct{ keys, want string }{
		{"C3\r", "White (O) to move> "},
		{"D3\r", "Black (X) to move> "},
		{"count\r", "estimate after move 2  (5x5, japanese rules, komi 0.5)"},
		{"pass\r", "White (O) to move> "},
		{"pass\r", "proposal  (5x5"},
		{"", "Black (X) counting> "},
		{"C3\r", "Black (X) marks the black group at C3 (1 stone) dead"},
		{"", "   3 w w Z O w 3"},
		{"done\r", "White (O) counting> "},
		{"done\r", "game over: W+"},
		{"", "the game is recorded in"},
	} {
		if k.keys != "" {
			if _, err := tty.Write([]byte(k.keys)); err != nil {
				t.Fatal(err)
			}
		}
		at = scr.waitFor(t, at, k.want)
	}
	if err := exitOf(t, cmd, "after the count"); err != nil {
		t.Errorf("play ended with %v:\n%s", err, scr.String())
	}
	for _, line := range strings.Split(strings.ReplaceAll(scr.String(), "\r", ""), "\n") {
		if n := utf8.RuneCountInString(line); n > 80 {
			t.Errorf("a line of %d columns: %q", n, line)
		}
	}
	if data, _ := os.ReadFile(rec); !strings.Contains(string(data), "RE[W+") || !strings.Contains(string(data), "TW[") {
		t.Errorf("the record:\n%s", data)
	}
}

// inTerminal runs goscore with args on an 80x40 pseudo-terminal, with
// env added to the test binary's environment, and returns the command, the
// terminal to type into, and the screen that collects what it shows. It
// skips the test where no pseudo-terminal can be had.
func inTerminal(t *testing.T, env []string, args ...string) (*exec.Cmd, *os.File, *screen) {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, args...)
	cmd.Env = append(append(os.Environ(), "GOSCORE_TEST_MAIN=1", "TERM=xterm"), env...)
	tty, err := pty.StartWithSize(cmd, &pty.Winsize{Rows: 40, Cols: 80})
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { tty.Close() })
	scr := new(screen)
	go io.Copy(scr, tty)
	return cmd, tty, scr
}

// exitOf waits up to 20 seconds for cmd to end and returns how it ended;
// a command still running then is killed and fails the test with what,
// saying what it should have ended on.
func exitOf(t *testing.T, cmd *exec.Cmd, what string) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(20 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("play did not end %s", what)
		return nil
	}
}
