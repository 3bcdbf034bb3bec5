package cli

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/urfave/cli/v2"
)

// UsageError is a mistake on the command line, which a program answers
// with its message and where to read the usage (goscore exits 2). Command
// names the command whose usage it is, "" for the program's own.
type UsageError struct{ Msg, Command string }

func (e *UsageError) Error() string { return e.Msg }

// Usagef returns a UsageError of the command c runs (none when c is nil
// or runs no command).
func Usagef(c *cli.Context, format string, args ...any) error {
	cmd := ""
	if c != nil && c.Command != nil {
		cmd = c.Command.Name
	}
	return &UsageError{Msg: fmt.Sprintf(format, args...), Command: cmd}
}

// OnUsageError is an App's and its commands' cli.OnUsageErrorFunc: the
// flag package's messages become UsageErrors in plain words (see
// FlagError), where urfave/cli would print them with the whole help.
func OnUsageError(c *cli.Context, err error, isSubcommand bool) error {
	if !isSubcommand {
		return Usagef(nil, "%s", FlagError(err, c.App.Flags))
	}
	return Usagef(c, "%s", FlagError(err, c.Command.Flags))
}

// RootAction is the Action of an App whose work is all in its commands:
// a word that names no command is a UsageError with the command meant
// when it is near and the list of commands; no word at all shows the
// help, then says so.
func RootAction(c *cli.Context) error {
	if c.NArg() > 0 {
		msg := fmt.Sprintf("unknown command %q", c.Args().First())
		if near := Closest(c.Args().First(), CommandNames(c.App)); near != "" {
			msg += fmt.Sprintf("; did you mean %q?", near)
		}
		return Usagef(nil, "%s (want one of %s)", msg, strings.Join(CommandNames(c.App), ", "))
	}
	_ = cli.ShowAppHelp(c)
	return Usagef(nil, "no command given")
}

// CommandNames lists the app's commands that are not hidden.
func CommandNames(app *cli.App) []string {
	var names []string
	for _, c := range app.Commands {
		if !c.Hidden {
			names = append(names, c.Name)
		}
	}
	return names
}

// Closest returns the candidate nearest to s by edit distance, if it is
// near enough to be a typing slip (at most a third of its length, and 2).
func Closest(s string, candidates []string) string {
	best, bestD := "", max(1, min(2, len(s)/3))+1
	for _, c := range candidates {
		if d := distance(s, c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// FlagError rewrites the flag package's "flag provided but not defined:
// -formt" as "unknown flag --formt", with the flag meant when it is near,
// and its message for a value of the wrong type as valueError does.
func FlagError(err error, flags []cli.Flag) string {
	msg := err.Error()
	if out, ok := valueError(msg, flags); ok {
		return out
	}
	name, ok := strings.CutPrefix(msg, "flag provided but not defined: -")
	if !ok {
		return msg
	}
	var names []string
	for _, f := range flags {
		names = append(names, f.Names()...)
	}
	out := fmt.Sprintf("unknown flag --%s", name)
	if c := Closest(name, names); c != "" {
		out += fmt.Sprintf("; did you mean --%s?", c)
	}
	return out
}

// badValue is the flag package's message for a value its type cannot
// take: `invalid value "x" for flag -jobs: parse error`.
var badValue = regexp.MustCompile(`^invalid value "(.*)" for flag -([a-z0-9-]+): (.*)$`)

// valueError rewrites the flag package's message for a value of the wrong
// type in the words of the range checks, naming the flag as it is typed
// and what it takes: `bad --jobs "x" (want a whole number)`. ok is false
// for other messages.
func valueError(msg string, flags []cli.Flag) (out string, ok bool) {
	m := badValue.FindStringSubmatch(msg)
	if m == nil {
		return "", false
	}
	value, name := m[1], m[2]
	want := "another value"
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			name = f.Names()[0] // the long name, for an alias such as -j
			switch f.(type) {
			case *cli.IntFlag:
				want = "a whole number"
			case *cli.Uint64Flag:
				want = "a whole number, 0 or more"
			case *cli.Float64Flag:
				want = "a decimal number"
			case *cli.DurationFlag:
				want = "a duration with its unit, like 2s, 500ms or 1m30s"
			}
		}
	}
	return fmt.Sprintf("bad --%s %q (want %s)", name, value, want), true
}
