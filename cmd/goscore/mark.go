package main

import (
	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func markCommand() *cli.Command {
	return &cli.Command{
		Name:      "mark",
		Usage:     "marking report: every point classified, the marked diagram, and the score breakdown",
		Flags:     deadFlags(),
		ArgsUsage: "PATH...",
		Description: "--format text (the default for mark) draws each board with X O for stones, x o for captured\n" +
			"stones, b w for territory and . for neutral points; yaml and json list every point; csv gives a row per point;\n" +
			"html writes one self-contained page: a summary table, then each board drawn in SVG beside its score.",
		Action: func(c *cli.Context) error {
			e, err := newEnv(c, report.Text, report.HTML)
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			if err := checkPaths(c, paths); err != nil {
				return err
			}
			stream := newStream(e, report.MarkColumns(e.colour))
			return forEachFile(e, paths, "marked", stream, func(w *worker, in batch.Input) []*report.Mark {
				return perGame(e, w, in, report.Fail[report.Mark], func(f *parse.File) []report.Mark {
					return []report.Mark{verdict.MarkFile(f, &e.opts, &w.eval)}
				})
			})
		},
	}
}
