package gtp

import (
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
