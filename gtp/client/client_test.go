package client

import (
	"context"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/internal/gtptest"
)

func TestMain(m *testing.M) {
	gtptest.Main()
	os.Exit(m.Run())
}

func TestSplit(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"gnugo --mode gtp", []string{"gnugo", "--mode", "gtp"}},
		{"  a\t b  ", []string{"a", "b"}},
		{`'a b' "c d"`, []string{"a b", "c d"}},
		{`sh -c 'echo "$x" | cat'`, []string{"sh", "-c", `echo "$x" | cat`}},
		{`a\ b c`, []string{"a b", "c"}},
		{`"a \"q\" \\ \$ \n"`, []string{`a "q" \ $ \n`}},
		{`x''y ""`, []string{"xy", ""}},
		{`'it'\''s'`, []string{"it's"}},
	}
	for _, tt := range tests {
		got, err := Split(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Split(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, bad := range []string{"", "   ", `'open`, `"open`, `"" x`} {
		if _, err := Split(bad); !errors.Is(err, ErrBadCommand) {
			t.Errorf("Split(%q): err %v, want ErrBadCommand", bad, err)
		}
	}
	for _, s := range []string{"plain", "a b", "it's", `$HOME`, ""} {
		if got, err := Split(Quote(s)); err != nil || len(got) != 1 || got[0] != s {
			if s != "" {
				t.Errorf("Split(Quote(%q)) = %q, %v", s, got, err)
			}
		}
	}
}

func start(t *testing.T, command string) *Client {
	t.Helper()
	c, err := Start(context.Background(), command, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// within fails the test when f takes longer than d: nothing may hang.
func within(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	begin := time.Now()
	f()
	if el := time.Since(begin); el > d {
		t.Errorf("took %v, want under %v", el, d)
	}
}

func TestWellBehaved(t *testing.T) {
	c := start(t, gtptest.Command("first"))
	tests := []struct {
		cmd, want string
		kind      Kind
	}{
		{"name", "gtptest", 0},
		{"7 echo hello  there", "hello there", 0},
		{"protocol_version", "2", 0},
		{"multi", "one\ntwo", 0},
		{"12 fail no such thing", "no such thing", Failure},
		{"boardsize 5", "", 0},
		{"genmove b", "A5", 0},
		{"play w a5", "illegal move", Failure},
		{"nonsense", "unknown command", Failure},
	}
	for _, tt := range tests {
		got, err := c.Send(tt.cmd, 5*time.Second)
		if got != tt.want || KindOf(err) != tt.kind {
			t.Errorf("Send(%q) = %q, %v; want %q, kind %v", tt.cmd, got, err, tt.want, tt.kind)
		}
	}
	if _, err := c.Send("a\nb", time.Second); err == nil || KindOf(err) != 0 {
		t.Errorf("two lines: %v", err)
	}
	if err := c.Close(); err != nil {
		t.Errorf("Close: %v", err)
	}
	if _, err := c.Send("name", time.Second); !errors.Is(err, ErrExited) {
		t.Errorf("after Close: %v", err)
	}
}

func TestMisbehaving(t *testing.T) {
	tests := []struct {
		name, engine, cmd string
		kind              Kind
		detail            string
		warm              bool // the engine answers name first
	}{
		{"hang", gtptest.Command("first"), "hang", Timeout, "300ms", true},
		{"crash", gtptest.Command("first"), "crash", Exited, "exit status 3", true},
		{"junk", gtptest.Command("first"), "junk", Junk, "thinking very hard...", true},
		{"genmove hangs", gtptest.Command("hang"), "genmove b", Timeout, "300ms", true},
		{"wrong id", `sh -c 'read l; printf "=5 x\n\n"; sleep 600'`, "4 name", Junk, "=5 x", false},
		{"closes output", `sh -c 'exec >&-; sleep 600'`, "name", Exited, "closed its output; killed", false},
		{"signal", `sh -c 'kill -9 $$'`, "name", Exited, "signal: killed", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := start(t, tt.engine)
			if tt.warm {
				if _, err := c.Send("name", time.Second); err != nil {
					t.Fatalf("name: %v", err)
				}
			}
			within(t, 3*time.Second, func() {
				_, err := c.Send(tt.cmd, 300*time.Millisecond)
				var e *Error
				if !errors.As(err, &e) || e.Kind != tt.kind || e.Detail != tt.detail {
					t.Errorf("got %#v (%v), want kind %v detail %q", e, err, tt.kind, tt.detail)
				}
				if _, err := c.Send("name", time.Second); !errors.Is(err, ErrExited) {
					t.Errorf("next Send: %v, want ErrExited", err)
				}
				c.Close()
			})
			checkGone(t, c)
		})
	}
}

func TestStartErrors(t *testing.T) {
	if _, err := Start(context.Background(), "/no/such/engine --mode gtp", nil); err == nil || !strings.Contains(err.Error(), "/no/such/engine") {
		t.Errorf("missing program: %v", err)
	}
	if _, err := Start(context.Background(), "'unterminated", nil); !errors.Is(err, ErrBadCommand) {
		t.Errorf("bad quoting: %v", err)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	c, err := Start(ctx, gtptest.Command("first"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	time.AfterFunc(100*time.Millisecond, cancel)
	within(t, 3*time.Second, func() {
		if _, err := c.Send("hang", 0); !errors.Is(err, context.Canceled) {
			t.Errorf("got %v, want context.Canceled", err)
		}
	})
	c.Close()
	checkGone(t, c)
}

func TestStderr(t *testing.T) {
	var sb strings.Builder
	c, err := Start(context.Background(), `sh -c 'echo warming up >&2; read l; printf "= ok\n\n"'`, &sb)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := c.Send("name", 5*time.Second); got != "ok" || err != nil {
		t.Errorf("got %q, %v", got, err)
	}
	c.Close()
	if sb.String() != "warming up\n" {
		t.Errorf("stderr %q", sb.String())
	}
}
