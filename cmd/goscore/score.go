package main

import (
	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "score every board: stones, territory, prisoners and score per colour, and the result",
		Flags:     append(deadFlags(), finishFlags()...),
		ArgsUsage: "PATH...",
		Description: "PATH is a board file, a directory (walked recursively, in lexical order), or - for standard input.\n" +
			"Strings without liberties come off first; then every empty region bordered by one colour is its territory.\n\n" +
			engineHelp + finishEngineHelp,
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			if err := checkPaths(c, paths); err != nil {
				return err
			}
			return batch.Run(e, verdict.ScoreColumns(), batch.Job[verdict.Score]{
				Verb: "scored", Paths: paths, Fail: report.Fail[verdict.Score],
				Game: func(w *batch.Worker, f *parse.File) []verdict.Score {
					return []verdict.Score{verdict.ScoreFile(f, w.Opts(), &w.Eval)}
				},
			})
		},
	}
}
