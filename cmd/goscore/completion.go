package main

import (
	"fmt"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/match"
	appcli "github.com/goscore/goscore/internal/cli"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/report"
)

// Shell completion: the scripts printed by "goscore completion SHELL" run
// "goscore __complete WORD..." on every TAB, which appcli.Completer
// answers from the app and the tables below.

// completer knows the values of goscore's enumerated flags and arguments.
var completer = appcli.Completer{Flags: flagValues, Args: argValues}

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
