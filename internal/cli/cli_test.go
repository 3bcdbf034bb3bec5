package cli

import (
	"cmp"
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/urfave/cli/v2"
)

// testApp is a small program of two commands, with flags of every kind the
// package reads: a switch, a string, an int, a duration, a float, and
// flags whose values are paths.
func testApp() *cli.App {
	app := &cli.App{
		Name:           "tool",
		Writer:         io.Discard,
		ErrWriter:      io.Discard,
		ExitErrHandler: func(*cli.Context, error) {},
		OnUsageError:   OnUsageError,
		Action:         RootAction,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}},
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}},
		},
		Commands: []*cli.Command{
			{Name: "count", Flags: []cli.Flag{
				&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}},
				&cli.DurationFlag{Name: "timeout"},
				&cli.Float64Flag{Name: "share"},
				&cli.Uint64Flag{Name: "seed"},
				&cli.StringFlag{Name: "list", Usage: "read paths from `FILE`"},
				&cli.StringFlag{Name: "out", Usage: "write into `DIR`"},
				&cli.StringFlag{Name: "format"},
				&cli.BoolFlag{Name: "all"},
			}},
			{Name: "convert", Flags: []cli.Flag{&cli.StringFlag{Name: "to"}}},
			{Name: "shell"},
			{Name: "secret", Hidden: true},
		},
	}
	for _, c := range app.Commands {
		c.OnUsageError = OnUsageError
		c.Action = func(c *cli.Context) error {
			return cmp.Or(
				IntIn(c, "jobs", 1, 64),
				DurationIn(c, "timeout", time.Hour),
				FloatIn(c, "share", func(x float64) bool { return x > 0 && x <= 1 }, "a share above 0 and at most 1"),
			)
		}
	}
	return app
}

// TestReorderMovesFlagsBeforePaths: a command's flags written after its
// paths go in front of them, each with its value; a switch takes none;
// "--" keeps what follows it as paths; the program's own flags stay
// before the command.
func TestReorderMovesFlagsBeforePaths(t *testing.T) {
	for _, tc := range []struct{ args, want string }{
		{"tool count a b", "tool count a b"},
		{"tool count a --jobs 2 b", "tool count --jobs 2 a b"},
		{"tool count a -j 2 --all b", "tool count -j 2 --all a b"},
		{"tool count a --all b", "tool count --all a b"},
		{"tool count a --jobs=2 b", "tool count --jobs=2 a b"},
		{"tool count a -f json", "tool count -f json a"}, // a program's flag after the command
		{"tool count a -- --all b", "tool count -- a --all b"},
		{"tool count - --all", "tool count --all -"}, // "-" is a path
		{"tool -f json count a --all", "tool -f json count --all a"},
		{"tool -q count a --all", "tool -q count --all a"},
		{"tool nosuch a --all", "tool nosuch a --all"},
		{"tool -f json", "tool -f json"},
	} {
		got := strings.Join(Reorder(testApp(), strings.Fields(tc.args)), " ")
		if got != tc.want {
			t.Errorf("Reorder(%s) = %s, want %s", tc.args, got, tc.want)
		}
	}
}

// TestCommandAtSkipsTheProgramsFlags: the command name is found past the
// program's flags and their values.
func TestCommandAtSkipsTheProgramsFlags(t *testing.T) {
	for _, tc := range []struct {
		args string
		want int
	}{
		{"tool count", 1},
		{"tool -f json count", 3},
		{"tool -q count", 2},
		{"tool --format=json count", 2},
		{"tool -f json", 3},
		{"tool", 1},
	} {
		if got := CommandAt(testApp(), strings.Fields(tc.args)); got != tc.want {
			t.Errorf("CommandAt(%s) = %d, want %d", tc.args, got, tc.want)
		}
	}
}

// TestClosestFindsTypingSlips: a word a slip away from a candidate names
// it; a word further away, for its length, names none.
func TestClosestFindsTypingSlips(t *testing.T) {
	names := []string{"count", "convert", "shell", "format"}
	for _, tc := range []struct{ word, want string }{
		{"cont", "count"},
		{"cuont", ""}, // a transposition is two edits: too many in five letters
		{"conver", "convert"},
		{"formt", "format"},
		{"shel", "shell"},
		{"cnt", ""}, // two edits in three letters
		{"x", ""},
		{"bogus", ""},
	} {
		if got := Closest(tc.word, names); got != tc.want {
			t.Errorf("Closest(%q) = %q, want %q", tc.word, got, tc.want)
		}
	}
}

// TestUsageErrorsInPlainWords runs the test program on command lines that
// urfave/cli refuses, or that the range checks do: each is a UsageError
// with the message a person can act on and the command whose help to
// read.
func TestUsageErrorsInPlainWords(t *testing.T) {
	for _, tc := range []struct{ args, msg, cmd string }{
		{"tool count --jobz 2 a", "unknown flag --jobz; did you mean --jobs?", "count"},
		{"tool count --zzz a", "unknown flag --zzz", "count"},
		{"tool --formt json count", "unknown flag --formt; did you mean --format?", ""},
		{"tool count -j two", `bad --jobs "two" (want a whole number)`, "count"},
		{"tool count --seed -1", `bad --seed "-1" (want a whole number, 0 or more)`, "count"},
		{"tool count --share x", `bad --share "x" (want a decimal number)`, "count"},
		{"tool count --timeout 2", `bad --timeout "2" (want a duration with its unit, like 2s, 500ms or 1m30s)`, "count"},
		{"tool count --jobs 0", "bad --jobs 0 (want 1 to 64)", "count"},
		{"tool count --jobs 65", "bad --jobs 65 (want 1 to 64)", "count"},
		{"tool count --timeout 0s", "bad --timeout 0s (want a duration above 0, at most 1h, like 2s)", "count"},
		{"tool count --timeout 61m", "bad --timeout 1h1m0s (want a duration above 0, at most 1h, like 2s)", "count"},
		{"tool count --share NaN", "bad --share NaN (want a share above 0 and at most 1)", "count"},
		{"tool count --share 0", "bad --share 0 (want a share above 0 and at most 1)", "count"},
		{"tool cont", `unknown command "cont"; did you mean "count"? (want one of count, convert, shell, help)`, ""},
		{"tool bogus", `unknown command "bogus" (want one of count, convert, shell, help)`, ""},
		{"tool", "no command given", ""},
	} {
		err := testApp().Run(strings.Fields(tc.args))
		var ue *UsageError
		if !errors.As(err, &ue) || ue.Msg != tc.msg || ue.Command != tc.cmd {
			t.Errorf("%s: %#v, want the usage error %q of command %q", tc.args, err, tc.msg, tc.cmd)
		}
	}
	// Values in range, and flags not given, pass.
	for _, args := range []string{"tool count --jobs 64 --timeout 1h --share 1", "tool count"} {
		if err := testApp().Run(strings.Fields(args)); err != nil {
			t.Errorf("%s: %v", args, err)
		}
	}
}

// TestCompleterOffers: what the completion engine offers for the word
// being typed (last), from the app and the completer's tables.
func TestCompleterOffers(t *testing.T) {
	cp := Completer{
		Flags: map[string][]string{"format": {"table", "json", "jsonl"}, "count format": {"csv", "json"}, "to": {"grid", "sgf"}},
		Args:  map[string][]string{"shell": {"bash", "zsh"}},
	}
	for _, tc := range []struct {
		words string // split at "|", so that a word may be empty
		want  []string
		dir   Directive
	}{
		{"", []string{"count", "convert", "shell", "help"}, OfferNothing},
		{"co", []string{"count", "convert"}, OfferNothing},
		{"--format|json|sh", []string{"shell"}, OfferNothing},
		{"--format|", []string{"table", "json", "jsonl"}, OfferNothing},
		{"-f|j", []string{"json", "jsonl"}, OfferNothing},
		{"--format=j", []string{"--format=json", "--format=jsonl"}, OfferNothing},
		{"count|--format|", []string{"csv", "json"}, OfferNothing}, // the command's own values
		{"convert|--to|s", []string{"sgf"}, OfferNothing},
		{"count|", nil, OfferFiles},
		{"count|a|", nil, OfferFiles},
		{"count|--all|", nil, OfferFiles}, // a switch takes no value
		{"count|--all=", nil, OfferNothing},
		{"count|--jobs|", nil, OfferNothing}, // a number
		{"count|--list|", nil, OfferFiles},
		{"count|--list=", nil, OfferFiles},
		{"count|--out|", nil, OfferDirs},
		{"count|--|--a", nil, OfferFiles},
		{"count|--a", []string{"--all"}, OfferNothing},
		{"count|-", []string{"--jobs", "-j", "--timeout", "--share", "--seed", "--list", "--out", "--format", "--all", "--help", "-h"}, OfferNothing},
		{"-", []string{"--format", "-f", "--quiet", "-q", "--help", "-h"}, OfferNothing},
		{"help|c", []string{"count", "convert"}, OfferNothing},
		{"help|count|", nil, OfferNothing},
		{"shell|", []string{"bash", "zsh"}, OfferNothing},
		{"shell|zsh|", nil, OfferNothing},
		{"secret|", nil, OfferFiles}, // hidden, not unknown
		{"nosuch|", nil, OfferNothing},
	} {
		app := testApp()
		app.Setup()
		got, dir := cp.Complete(app, strings.Split(tc.words, "|"))
		if !slices.Equal(got, tc.want) || dir != tc.dir {
			t.Errorf("%q: got %q %s, want %q %s", tc.words, got, dir, tc.want, tc.dir)
		}
	}
}

// TestCompleterAnswersOneCandidateALine: the answer the scripts read is
// the candidates, one a line, then the directive.
func TestCompleterAnswersOneCandidateALine(t *testing.T) {
	var sb strings.Builder
	cp := Completer{Args: map[string][]string{"shell": {"bash", "zsh"}}}
	if err := cp.Answer(testApp(), []string{"shell", ""}, &sb); err != nil {
		t.Fatal(err)
	}
	if got, want := sb.String(), "bash\nzsh\n:none\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
