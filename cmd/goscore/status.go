package main

import (
	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func statusCommand() *cli.Command {
	return &cli.Command{
		Name:      "status",
		Usage:     "tell whether each point is captured: black-territory, white-territory, neutral, captured or dead (by whom), stone, or alive (Benson)",
		Flags:     deadFlags(),
		ArgsUsage: "FILE POINT...",
		Description: "POINT is a GTP vertex (D4: column letter without I, row from the bottom) or ROW,COL\n" +
			"(zero-based, row 0 the top line of the file, as board[row][col]).\n\n" +
			engineHelp,
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			args := c.Args().Slice()
			if len(args) < 2 {
				return usagef(c, "want a FILE and at least one POINT")
			}
			if err := checkPaths(c, args[:1]); err != nil {
				return err
			}
			points, err := parseVertices(c, args[1:])
			if err != nil {
				return err
			}
			// A collection gives each game's points, named file#1, file#2...
			return batch.Run(e, verdict.StatusColumns(), batch.Job[verdict.Status]{
				Verb: "checked", Inputs: single(args[0]), Fail: report.Fail[verdict.Status],
				Game: func(w *batch.Worker, f *parse.File) []verdict.Status {
					return verdict.StatusFile(f, points, w.Opts(), &w.Eval)
				},
			})
		},
	}
}

// single is a source of one input: the file named, as it is.
func single(path string) func(func(batch.Input) bool) {
	return func(yield func(batch.Input) bool) { yield(batch.Input{Path: path, Root: path}) }
}

// parseVertices reads points given on the command line; a malformed one is
// a usage error.
func parseVertices(c *cli.Context, args []string) ([]board.Vertex, error) {
	out := make([]board.Vertex, 0, len(args))
	for _, a := range args {
		v, err := board.ParseVertex(a)
		if err != nil {
			return nil, usagef(c, "%v", err)
		}
		out = append(out, v)
	}
	return out, nil
}
