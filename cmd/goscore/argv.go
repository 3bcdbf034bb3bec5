package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"
)

// reorder moves a command's flags that come after its paths in front of
// them, as most command-line tools allow (goscore score class/ --format
// csv); "--" still ends the flags, and what follows it stays a path. The
// program's own flags, before the command name, are left where they are.
func reorder(app *cli.App, args []string) []string {
	i := commandAt(app, args)
	if i >= len(args) {
		return args
	}
	cmd := app.Command(args[i])
	if cmd == nil {
		return args
	}
	flags := append([]cli.Flag{}, cmd.Flags...)
	flags = append(flags, app.Flags...)
	var front, paths []string
	dashes := false
	rest := args[i+1:]
	for j := 0; j < len(rest); j++ {
		tok := rest[j]
		switch {
		case tok == "--":
			dashes = true
			paths = append(paths, rest[j+1:]...)
			j = len(rest)
		case isFlag(tok):
			front = append(front, tok)
			if takesValue(tok, flags) && j+1 < len(rest) {
				front = append(front, rest[j+1])
				j++
			}
		default:
			paths = append(paths, tok)
		}
	}
	out := append(append([]string{}, args[:i+1]...), front...)
	if dashes {
		out = append(out, "--")
	}
	return append(out, paths...)
}

// commandAt returns the index of the command name in args (args[0] is
// the program), past the program's own flags and their values; len(args)
// when there is none.
func commandAt(app *cli.App, args []string) int {
	i := 1
	for i < len(args) && isFlag(args[i]) {
		if takesValue(args[i], app.Flags) {
			i++
		}
		i++
	}
	return min(i, len(args))
}

// isFlag reports whether an argument is a flag: it starts with "-" and is
// not "-" (standard input) itself.
func isFlag(s string) bool { return len(s) > 1 && s[0] == '-' }

// takesValue reports whether flag tok (written -x, --name, without "=")
// names a flag among flags that takes a value in the next argument.
func takesValue(tok string, flags []cli.Flag) bool {
	name := strings.TrimLeft(tok, "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, f := range flags {
		for _, n := range f.Names() {
			if n == name {
				_, isBool := f.(*cli.BoolFlag)
				return !isBool
			}
		}
	}
	return false
}

// closest returns the candidate nearest to s by edit distance, if it is
// near enough to be a typing slip (at most a third of its length, and 2).
func closest(s string, candidates []string) string {
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

// flagError rewrites the flag package's "flag provided but not defined:
// -formt" as "unknown flag --formt", with the flag meant when it is near,
// and its message for a value of the wrong type as valueError does.
func flagError(err error, flags []cli.Flag) string {
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
	if c := closest(name, names); c != "" {
		out += fmt.Sprintf("; did you mean --%s?", c)
	}
	return out
}
