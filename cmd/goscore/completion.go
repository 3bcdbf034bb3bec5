package main

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/match"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/report"
)

// Shell completion works as cobra's does: the scripts printed by
// "goscore completion SHELL" know nothing of goscore's commands and flags.
// On every TAB they run "goscore __complete WORD...", the words typed after
// "goscore" with the one under the cursor last (perhaps empty), and offer
// what it prints: one candidate a line, then a directive line saying what
// the shell adds of its own (file names, directory names, or nothing). So
// the commands, their flags and the values of enumerated flags have one
// home, the app and the table below.

// completeCommand is the hidden first argument that asks for candidates.
const completeCommand = "__complete"

// A directive ends the candidates: what the shell adds of its own.
type directive string

const (
	offerFiles   directive = ":files" // file and directory names: a path goes here
	offerDirs    directive = ":dirs"  // directory names
	offerNothing directive = ":none"  // only the candidates
)

// flagValues lists the values of each enumerated flag, by the flag's name,
// or by "COMMAND FLAG" where a command takes other values than the rest.
// Each list is made from what the flag is checked against (the formats a
// command passes to newEnv, the names the rules' types print, the
// dead-stone methods, the players, the shells), so the two cannot drift;
// TestCompletionOffersEveryFormat and TestCompletionValuesAreAccepted try
// every candidate on the command itself.
var flagValues = map[string][]string{
	"format":           formatNames(report.Formats...),
	"mark format":      formatNames(append(slices.Clone(report.Formats), markFormats...)...),
	"regress format":   formatNames(append(slices.Clone(report.Formats), regressFormats...)...),
	"match format":     formatNames(match.Formats...),
	"rules":            analyze.PresetNames,
	"scoring":          {analyze.Territory.String(), analyze.Area.String()},
	"ko":               {analyze.KoSimple.String(), analyze.KoPositional.String(), analyze.KoSituational.String()},
	"handicap-komi":    {analyze.HandicapN.String(), analyze.HandicapNMinus1.String(), analyze.HandicapNone.String()},
	"dead-stones":      {life.MethodNone, life.MethodEstimate, life.MethodMarks, verdict.MarksThenEstimate},
	"gtp dead-stones":  {life.MethodNone, life.MethodEstimate}, // gtp reads no file, so no marks
	"play dead-stones": {life.MethodNone, life.MethodEstimate},
	"progress":         {"auto", "always", "never"},
	"color":            {"auto", "always", "never"},
	"to":               {record.FormatGrid, record.FormatDiagram, record.FormatSGF},
	"game":             {game.Go.String(), game.KillAll.String()},
	"gtp game":         {game.Go.String(), game.KillAll.String(), "ninuki"},
	"black":            playerKinds,
	"white":            playerKinds,
}

// argValues lists the words a command takes instead of paths.
var argValues = map[string][]string{
	"completion": shellNames(),
}

// formatNames names the formats.
func formatNames(formats ...report.Format) []string {
	var names []string
	for _, f := range formats {
		names = append(names, string(f))
	}
	return names
}

// pathValue finds a flag's value placeholder that names a path, as in
// "read more paths from `FILE`".
var pathValue = regexp.MustCompile("`(FILE|DIR)`")

// complete returns the candidates for the last of words, the word being
// typed, the others being goscore's arguments before it, and what the
// shell should offer besides. Candidates start with the word typed.
func complete(app *cli.App, words []string) ([]string, directive) {
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
		case isFlag(w):
			if takesValue(w, flags) {
				if i++; i == len(before) {
					valueOf = w
				}
			}
		case cmd == nil:
			if cmd = app.Command(w); cmd == nil {
				return nil, offerNothing // an unknown command: nothing to offer
			}
			flags = cmd.Flags // after the command, only its own flags are read
		default:
			args = append(args, w)
		}
	}
	if dashes {
		return nil, offerFiles
	}
	// The value of the flag before the cursor, or after its "=".
	if valueOf != "" {
		return flagValue(cmd, flags, valueOf, "", cur)
	}
	if name, val, ok := strings.Cut(cur, "="); ok && isFlag(name) {
		if !takesValue(name, flags) {
			return nil, offerNothing
		}
		return flagValue(cmd, flags, name, name+"=", val)
	}
	if isFlag(cur) || cur == "-" {
		return withPrefix(cur, flagNames(flags)), offerNothing
	}
	switch {
	case cmd == nil:
		return withPrefix(cur, commandNames(app)), offerNothing
	case cmd.Name == "help":
		if len(args) > 0 {
			return nil, offerNothing
		}
		return withPrefix(cur, commandNames(app)), offerNothing
	case argValues[cmd.Name] != nil:
		if len(args) > 0 {
			return nil, offerNothing
		}
		return withPrefix(cur, argValues[cmd.Name]), offerNothing
	}
	return nil, offerFiles
}

// flagValue completes val, the value given to flag tok (written "--name"
// or "-n"), each candidate after prefix.
func flagValue(cmd *cli.Command, flags []cli.Flag, tok, prefix, val string) ([]string, directive) {
	f := findFlag(flags, strings.TrimLeft(tok, "-"))
	if f == nil {
		return nil, offerNothing
	}
	name := f.Names()[0]
	values := flagValues[name]
	if cmd != nil && flagValues[cmd.Name+" "+name] != nil {
		values = flagValues[cmd.Name+" "+name]
	}
	if values != nil {
		var out []string
		for _, v := range withPrefix(val, values) {
			out = append(out, prefix+v)
		}
		return out, offerNothing
	}
	if u, ok := f.(cli.DocGenerationFlag); ok {
		switch pathValue.FindString(u.GetUsage()) {
		case "`FILE`":
			return nil, offerFiles
		case "`DIR`":
			return nil, offerDirs
		}
	}
	return nil, offerNothing // a number, a duration, a list of points
}

func findFlag(flags []cli.Flag, name string) cli.Flag {
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

// runComplete answers "goscore __complete WORD...": the candidates, one a
// line, then the directive.
func runComplete(app *cli.App, words []string, w io.Writer) error {
	app.Setup() // the help command and the --help and --version flags, as Run has them
	cands, d := complete(app, words)
	for _, c := range cands {
		if _, err := fmt.Fprintln(w, c); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintln(w, d)
	return err
}

// shells are the completion scripts by shell: what the completion command
// prints and what it offers.
var shells = []struct{ name, script string }{{"bash", bashCompletion}, {"zsh", zshCompletion}, {"fish", fishCompletion}}

// shellNames lists the shells.
func shellNames() []string {
	var names []string
	for _, s := range shells {
		names = append(names, s.name)
	}
	return names
}

const bashCompletion = `# bash completion for goscore; load with: source <(goscore completion bash)
_goscore() {
  local cword=$COMP_CWORD cur=${COMP_WORDS[COMP_CWORD]} prefix="" w i
  local -a words=()
  # Bash splits "--format=json" at the "=" (COMP_WORDBREAKS); goscore wants
  # the flag whole.
  for ((i = 1; i <= cword; i++)); do
    w=${COMP_WORDS[i]}
    if [[ $w == "=" && ${#words[@]} -gt 0 && ${words[-1]} == -* && ${words[-1]} != *=* ]]; then
      words[-1]+="="
      if ((i == cword)); then cur=""; fi
      if ((i < cword)); then ((i++)); words[-1]+=${COMP_WORDS[i]}; fi
      continue
    fi
    words+=("$w")
  done
  if [[ ${words[-1]} == -*=* ]]; then prefix=${words[-1]%%=*}=; fi
  local out
  out=$("${COMP_WORDS[0]}" __complete "${words[@]}" 2>/dev/null) || return 0
  local -a lines
  mapfile -t lines <<<"$out"
  local directive=${lines[-1]}
  unset 'lines[-1]'
  COMPREPLY=()
  for w in "${lines[@]}"; do
    COMPREPLY+=("${w#"$prefix"}")
  done
  case $directive in
  :files)
    compopt -o filenames 2>/dev/null
    mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
    ;;
  :dirs)
    compopt -o filenames 2>/dev/null
    mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -d -- "$cur")
    ;;
  esac
  return 0
}
complete -F _goscore goscore
`

const zshCompletion = `#compdef goscore
# zsh completion for goscore; load with: source <(goscore completion zsh)
_goscore() {
  local -a lines cands
  local directive
  lines=("${(@f)$(${words[1]} __complete "${(@)words[2,CURRENT]}" 2>/dev/null)}")
  directive=${lines[-1]}
  cands=("${(@)lines[1,-2]}")
  (( ${#cands} )) && compadd -Q -- "${(@)cands}"
  case $directive in
  :files) _files ;;
  :dirs) _files -/ ;;
  esac
}
if [[ ${funcstack[1]} == _goscore ]]; then
  _goscore "$@"
else
  compdef _goscore goscore
fi
`

const fishCompletion = `# fish completion for goscore; load with: goscore completion fish | source
function __goscore_complete
    set -l words (commandline -opc)
    set -l cur (commandline -ct)
    set -l lines (command $words[1] __complete $words[2..-1] "$cur" 2>/dev/null)
    or return
    set -l directive $lines[-1]
    set -e lines[-1]
    printf '%s\n' $lines
    set -l prefix ''
    if string match -q -- '-*=*' "$cur"
        set prefix (string replace -r -- '=.*' '=' "$cur")
        set cur (string replace -r -- '^[^=]*=' '' "$cur")
    end
    switch $directive
        case :files
            for p in (__fish_complete_path "$cur")
                echo $prefix$p
            end
        case :dirs
            for p in (__fish_complete_directories "$cur")
                echo $prefix$p
            end
    end
end
complete -c goscore -f -a '(__goscore_complete)'
`

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: "bash: source <(goscore completion bash); zsh: source <(goscore completion zsh), after compinit;\n" +
			"fish: goscore completion fish | source. Commands, flags, the values of flags like --format, and paths.",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usagef(c, "want one shell: bash, zsh or fish")
			}
			i := slices.IndexFunc(shells, func(s struct{ name, script string }) bool { return s.name == c.Args().First() })
			if i < 0 {
				return usagef(c, "unknown shell %q (want bash, zsh or fish)", c.Args().First())
			}
			_, err := fmt.Fprint(c.App.Writer, shells[i].script)
			return err
		},
	}
}
