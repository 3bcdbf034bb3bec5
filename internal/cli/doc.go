// Package cli is generic support for a github.com/urfave/cli/v2
// application: flags written after the arguments moved in front of them,
// "did you mean" suggestions and flag errors in plain words, range checks
// of numeric flags, usage errors that name their command, help fitted to
// the terminal's width, the engine of shell completion, and the stop
// signals with the hooks that run before the program ends. In its files,
// cli is urfave's package; of goscore it imports only report, for the
// filling of text to a width.
//
// It stands apart from cmd/goscore because none of it knows goscore's
// commands, flags or values: each function is handed the *cli.App, the
// flags or the tables it works on, so any urfave/cli program could use it,
// and cmd/goscore keeps only its own commands, their flags, help texts
// and values.
package cli
