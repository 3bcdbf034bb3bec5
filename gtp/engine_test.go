package gtp

import (
	"bufio"
	"errors"
	"io"
	"strings"
	"testing"
)

// TestServe: the protocol loop on its own, with an echo command: ids,
// comments, blank lines, CRLF, an unknown command, a line over MaxLine
// (answered and skipped, the session going on) and a last line without a
// newline.
func TestServe(t *testing.T) {
	e := NewEngine("t", "1")
	e.Register("echo", func(args []string) (string, error) { return strings.Join(args, " "), nil })
	long := "echo " + strings.Repeat("x", MaxLine+10)
	in := "1 echo a\r\n# comment\n\n\t2\techo b # tail\nfly\n" + long + "\n3 echo after\n4 echo end"
	var out strings.Builder
	if err := e.Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "=1 a\n\n=2 b\n\n? unknown command\n\n? line too long (over 1 MiB)\n\n=3 after\n\n=4 end\n\n"
	if out.String() != want {
		t.Errorf("got\n%q\nwant\n%q", out.String(), want)
	}
}

// TestServeQuit: quit answers and ends the session; what follows is not
// read.
func TestServeQuit(t *testing.T) {
	var out strings.Builder
	if err := NewEngine("t", "1").Serve(strings.NewReader("quit\nname\n"), &out); err != nil {
		t.Fatal(err)
	}
	if out.String() != "=\n\n" {
		t.Errorf("got %q", out.String())
	}
}

// TestTranscript: a transcript copies comments and blank lines and shows
// each command after "> " with its answer.
func TestTranscript(t *testing.T) {
	e := NewEngine("t", "1")
	got := e.Transcript("# a note\n\n1 name\nversion\n")
	want := "# a note\n\n> 1 name\n=1 t\n\n> version\n= 1\n\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// watcher registers "watch", a stream that sends "started", waits for the
// next line and ends with "stopped", and "gen", a stream that sends two
// lines and ends on its own with "play D4", as genmove_analyze does.
func watcher() *Engine {
	e := NewEngine("t", "1")
	e.RegisterStream("watch", func(s *Stream, args []string) (string, error) {
		if len(args) > 0 {
			return "", errors.New("watch takes no arguments")
		}
		s.Line("started")
		<-s.Stop()
		return "stopped", nil
	})
	e.RegisterStream("gen", func(s *Stream, args []string) (string, error) {
		s.Line("info 1")
		s.Line("info 2\n\ninfo 3")
		return "play D4", nil
	})
	return e
}

// TestServeStream: a stream answers "=" on a line of its own, its lines,
// what it returns and the blank line; the next line stops it and is then
// served: a command, an empty line (which gets no answer), quit (which
// ends the session), or the end of input. A stream that ends on its own
// leaves the next line to be served as usual, and one that fails before
// it begins answers "? ".
func TestServeStream(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"next command", "7 watch\n8 name\n", "=7\nstarted\nstopped\n\n=8 t\n\n"},
		{"empty line", "watch\n\nname\n", "=\nstarted\nstopped\n\n= t\n\n"},
		{"quit", "watch\nquit\nname\n", "=\nstarted\nstopped\n\n=\n\n"},
		{"end of input", "watch", "=\nstarted\nstopped\n\n"},
		{"own end", "gen\nname\n", "=\ninfo 1\ninfo 2\ninfo 3\nplay D4\n\n= t\n\n"},
		{"error", "watch now\nname\n", "? watch takes no arguments\n\n= t\n\n"},
		{"long line", "watch\n" + strings.Repeat("x", MaxLine+10) + "\nname\n", "=\nstarted\nstopped\n\n? line too long (over 1 MiB)\n\n= t\n\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			if err := watcher().Serve(strings.NewReader(tc.in), &out); err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("got\n%q\nwant\n%q", out.String(), tc.want)
			}
		})
	}
}

// TestServeStreamLive: a stream's lines reach the controller while it
// runs, before the controller sends anything more; then the controller's
// next command stops it and is answered after it.
func TestServeStreamLive(t *testing.T) {
	inW, served, lines, expect := serveLive(t, watcher())
	io.WriteString(inW, "1 watch\n")
	expect("=1", "started") // nothing more has been sent
	io.WriteString(inW, "2 version\n")
	expect("stopped", "", "=2 1", "")
	io.WriteString(inW, "3 watch\n")
	expect("=3", "started")
	inW.Close()
	expect("stopped", "")
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	if lines.Scan() {
		t.Errorf("more output: %q", lines.Text())
	}
}

// TestExecuteStream: outside Serve a stream's Stop channel is closed from
// the start, so Execute and Transcript run it to its shortest end.
func TestExecuteStream(t *testing.T) {
	if got, want := watcher().Execute("5 watch"), "=5\nstarted\nstopped\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestServeInterrupt: an interruptible command runs on while other lines
// arrive, which are answered after it; GoGui's "# interrupt" stops it and
// gets no answer of its own; outside Serve it is never stopped.
func TestServeInterrupt(t *testing.T) {
	release := make(chan struct{})
	e := NewEngine("t", "1")
	e.RegisterInterruptible("think", func(s *Stream, args []string) (string, error) {
		select {
		case <-s.Stop():
			return "interrupted", nil
		default:
		}
		select {
		case <-s.Stop():
			return "interrupted", nil
		case <-release:
			return "done", nil
		}
	})
	inW, served, lines, expect := serveLive(t, e)
	// A pipe's write returns once the engine has read the line: "2 name"
	// is in while "think" runs, and does not stop it.
	io.WriteString(inW, "1 think\n")
	io.WriteString(inW, "2 name\n")
	close(release)
	expect("=1 done", "", "=2 t", "")
	release = make(chan struct{})
	io.WriteString(inW, "3 think\n")
	io.WriteString(inW, Interrupt+"\n")
	expect("=3 interrupted", "")
	io.WriteString(inW, "4 version\n")
	expect("=4 1", "")
	inW.Close()
	if err := <-served; err != nil {
		t.Fatal(err)
	}
	if lines.Scan() {
		t.Errorf("more output: %q", lines.Text())
	}
	close(release)
	if got := e.Execute("think"); got != "= done\n\n" {
		t.Errorf("Execute: %q, want the command's own end", got)
	}
}

// TestStopsAt: what a line read while a command runs does to it, by the
// command's mode. A stream stops at any line and at the end of input; an
// interruptible command only at Interrupt (spaces around it allowed),
// never at the end of input; the Interrupt line is consumed either way.
func TestStopsAt(t *testing.T) {
	for _, tc := range []struct {
		name            string
		m               mode
		line            string
		err             error
		halt, interrupt bool
	}{
		{"stream, command", streamed, "2 name", nil, true, false},
		{"stream, empty line", streamed, "", nil, true, false},
		{"stream, interrupt", streamed, Interrupt, nil, true, true},
		{"stream, end", streamed, "", io.EOF, true, false},
		{"interruptible, command", interruptible, "2 name", nil, false, false},
		{"interruptible, empty line", interruptible, "", nil, false, false},
		{"interruptible, other comment", interruptible, "# interrupted", nil, false, false},
		{"interruptible, interrupt", interruptible, " " + Interrupt + "\t", nil, true, true},
		{"interruptible, end", interruptible, "", io.EOF, false, false},
		{"interruptible, read error", interruptible, "", io.ErrUnexpectedEOF, false, false},
	} {
		halt, interrupt := tc.m.stopsAt(tc.line, tc.err)
		if halt != tc.halt || interrupt != tc.interrupt {
			t.Errorf("%s: halt %v, interrupt %v; want %v, %v", tc.name, halt, interrupt, tc.halt, tc.interrupt)
		}
	}
}

// serveLive serves e over pipes: it returns the controller's end of the
// input, Serve's result once it returns, the lines of output, and expect,
// which fails the test unless the next lines are want.
func serveLive(t *testing.T, e *Engine) (*io.PipeWriter, <-chan error, *bufio.Scanner, func(want ...string)) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	served := make(chan error, 1)
	go func() { served <- e.Serve(inR, outW); outW.Close() }()
	lines := bufio.NewScanner(outR)
	expect := func(want ...string) {
		t.Helper()
		for _, w := range want {
			if !lines.Scan() {
				t.Fatalf("output ended, want %q", w)
			}
			if lines.Text() != w {
				t.Fatalf("got %q, want %q", lines.Text(), w)
			}
		}
	}
	return inW, served, lines, expect
}
