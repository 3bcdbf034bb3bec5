package cli

import (
	"strings"

	"github.com/urfave/cli/v2"
)

// Reorder moves a command's flags that come after its paths in front of
// them, as most command-line tools allow (goscore score class/ --format
// csv), which urfave/cli does not: it stops reading flags at the first
// argument. "--" still ends the flags, and what follows it stays a path.
// The program's own flags, before the command name, are left where they
// are.
func Reorder(app *cli.App, args []string) []string {
	i := CommandAt(app, args)
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
		case IsFlag(tok):
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

// CommandAt returns the index of the command name in args (args[0] is
// the program), past the program's own flags and their values; len(args)
// when there is none.
func CommandAt(app *cli.App, args []string) int {
	i := 1
	for i < len(args) && IsFlag(args[i]) {
		if takesValue(args[i], app.Flags) {
			i++
		}
		i++
	}
	return min(i, len(args))
}

// IsFlag reports whether an argument is a flag: it starts with "-" and is
// not "-" (standard input) itself.
func IsFlag(s string) bool { return len(s) > 1 && s[0] == '-' }

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
