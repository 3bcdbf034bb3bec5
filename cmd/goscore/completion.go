package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

const bashCompletion = `# bash completion for goscore; load with: source <(goscore completion bash)
_goscore_complete() {
  local cur words
  cur="${COMP_WORDS[COMP_CWORD]}"
  if [[ "$cur" == -* ]]; then
    words=$("${COMP_WORDS[@]:0:$COMP_CWORD}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    words=$("${COMP_WORDS[@]:0:$COMP_CWORD}" --generate-bash-completion 2>/dev/null)
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
  [[ ${#COMPREPLY[@]} -eq 0 ]] && COMPREPLY=($(compgen -f -- "$cur"))
  return 0
}
complete -o filenames -F _goscore_complete goscore
`

const zshCompletion = `#compdef goscore
# zsh completion for goscore; load with: source <(goscore completion zsh)
_goscore() {
  local -a opts
  opts=("${(@f)$(${words[@]:0:#words[@]-1} ${words[-1]} --generate-bash-completion 2>/dev/null)}")
  _describe 'values' opts
  _files
}
compdef _goscore goscore
`

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "print a shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Action: func(c *cli.Context) error {
			if c.NArg() != 1 {
				return usagef(c, "want one shell: bash, zsh or fish")
			}
			switch c.Args().First() {
			case "bash":
				_, err := fmt.Fprint(c.App.Writer, bashCompletion)
				return err
			case "zsh":
				_, err := fmt.Fprint(c.App.Writer, zshCompletion)
				return err
			case "fish":
				// A fresh app without the help command: urfave/cli's fish
				// generator loops forever on it once the app has run.
				app := newApp(nil, nil, nil)
				app.HideHelpCommand = true
				s, err := app.ToFishCompletion()
				if err != nil {
					return err
				}
				_, err = fmt.Fprint(c.App.Writer, s)
				return err
			}
			return usagef(c, "unknown shell %q (want bash, zsh or fish)", c.Args().First())
		},
	}
}
