package cli

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"
)

// Shell completion works as cobra's does: the scripts a program prints for
// its shells know nothing of its commands and flags. On every TAB they
// run "PROGRAM __complete WORD...", the words typed after the program's
// name with the one under the cursor last (perhaps empty), and offer what
// it prints: one candidate a line, then a directive line saying what the
// shell adds of its own (file names, directory names, or nothing). So the
// commands, their flags and the values of enumerated flags have one home,
// the App and a Completer's tables.

// CompleteCommand is the hidden first argument that asks for candidates.
const CompleteCommand = "__complete"

// A Directive ends the candidates: what the shell adds of its own.
type Directive string

// The directives, as the scripts read them.
const (
	OfferFiles   Directive = ":files" // file and directory names: a path goes here
	OfferDirs    Directive = ":dirs"  // directory names
	OfferNothing Directive = ":none"  // only the candidates
)

// A Completer holds the values an App's commands and flags take, which
// the App does not know.
type Completer struct {
	// Flags lists the values of each enumerated flag, by the flag's name,
	// or by "COMMAND FLAG" where a command takes other values than the
	// rest. A flag not listed whose usage holds the placeholder `FILE` or
	// `DIR` takes a path.
	Flags map[string][]string
	// Args lists the words a command takes instead of paths.
	Args map[string][]string
}

// pathValue finds a flag's value placeholder that names a path, as in
// "read more paths from `FILE`".
var pathValue = regexp.MustCompile("`(FILE|DIR)`")

// Complete returns the candidates for the last of words, the word being
// typed, the others being the program's arguments before it, and what the
// shell should offer besides. Candidates start with the word typed.
func (cp Completer) Complete(app *cli.App, words []string) ([]string, Directive) {
	if len(words) == 0 {
		words = []string{""}
	}
	cur, before := words[len(words)-1], words[:len(words)-1]
	var cmd *cli.Command
	flags := app.Flags
	var args []string // positional words after the command
	dashes := false
	valueOf := "" // a flag whose value is the word being typed
	for i := 0; i < len(before); i++ {
		w := before[i]
		switch {
		case dashes:
			args = append(args, w)
		case w == "--" && cmd != nil:
			dashes = true
		case IsFlag(w):
			if takesValue(w, flags) {
				if i++; i == len(before) {
					valueOf = w
				}
			}
		case cmd == nil:
			if cmd = app.Command(w); cmd == nil {
				return nil, OfferNothing // an unknown command: nothing to offer
			}
			flags = cmd.Flags // after the command, only its own flags are read
		default:
			args = append(args, w)
		}
	}
	if dashes {
		return nil, OfferFiles
	}
	// The value of the flag before the cursor, or after its "=".
	if valueOf != "" {
		return cp.flagValue(cmd, flags, valueOf, "", cur)
	}
	if name, val, ok := strings.Cut(cur, "="); ok && IsFlag(name) {
		if !takesValue(name, flags) {
			return nil, OfferNothing
		}
		return cp.flagValue(cmd, flags, name, name+"=", val)
	}
	if IsFlag(cur) || cur == "-" {
		return withPrefix(cur, flagNames(flags)), OfferNothing
	}
	switch {
	case cmd == nil:
		return withPrefix(cur, CommandNames(app)), OfferNothing
	case cmd.Name == "help":
		if len(args) > 0 {
			return nil, OfferNothing
		}
		return withPrefix(cur, CommandNames(app)), OfferNothing
	case cp.Args[cmd.Name] != nil:
		if len(args) > 0 {
			return nil, OfferNothing
		}
		return withPrefix(cur, cp.Args[cmd.Name]), OfferNothing
	}
	return nil, OfferFiles
}

// flagValue completes val, the value given to flag tok (written "--name"
// or "-n"), each candidate after prefix.
func (cp Completer) flagValue(cmd *cli.Command, flags []cli.Flag, tok, prefix, val string) ([]string, Directive) {
	f := FindFlag(flags, strings.TrimLeft(tok, "-"))
	if f == nil {
		return nil, OfferNothing
	}
	name := f.Names()[0]
	values := cp.Flags[name]
	if cmd != nil && cp.Flags[cmd.Name+" "+name] != nil {
		values = cp.Flags[cmd.Name+" "+name]
	}
	if values != nil {
		var out []string
		for _, v := range withPrefix(val, values) {
			out = append(out, prefix+v)
		}
		return out, OfferNothing
	}
	if u, ok := f.(cli.DocGenerationFlag); ok {
		switch pathValue.FindString(u.GetUsage()) {
		case "`FILE`":
			return nil, OfferFiles
		case "`DIR`":
			return nil, OfferDirs
		}
	}
	return nil, OfferNothing // a number, a duration, a list of points
}

// FindFlag returns the flag among flags that has the name, or nil.
func FindFlag(flags []cli.Flag, name string) cli.Flag {
	for _, f := range flags {
		if slices.Contains(f.Names(), name) {
			return f
		}
	}
	return nil
}

// flagNames spells every name of the flags as typed: --name, -n, and help.
func flagNames(flags []cli.Flag) []string {
	var out []string
	for _, f := range append(slices.Clone(flags), cli.HelpFlag) {
		for _, n := range f.Names() {
			if len(n) == 1 {
				out = append(out, "-"+n)
			} else {
				out = append(out, "--"+n)
			}
		}
	}
	return out
}

// withPrefix returns the words that start with prefix, each once.
func withPrefix(prefix string, words []string) []string {
	var out []string
	for _, w := range words {
		if strings.HasPrefix(w, prefix) && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return out
}

// Answer answers "PROGRAM __complete WORD...": the candidates, one a
// line, then the directive.
func (cp Completer) Answer(app *cli.App, words []string, w io.Writer) error {
	app.Setup() // the help command and the --help and --version flags, as Run has them
	cands, d := cp.Complete(app, words)
	for _, c := range cands {
		if _, err := fmt.Fprintln(w, c); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(w, d)
	return err
}
