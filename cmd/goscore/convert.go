package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func convertCommand() *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "convert boards between the 0/1/2 grid, ASCII diagrams and SGF",
		ArgsUsage: "PATH...",
		Description: "--to sgf writes the first grid as setup stones and the history as moves, so a teacher's boards open\n" +
			"in Sabaki or GoGui, and an SGF as its whole game (variations, comments, every property); --to grid turns\n" +
			"an SGF into a board file with its history (--to diagram too). The side to move, komi, rules, handicap,\n" +
			"prisoners and marking of dead stones go along, so the output scores as the input does; the file's own\n" +
			"rules and komi are written, not --rules and --komi. To standard output, or with --out DIR mirroring the\n" +
			"input tree (.sgf or .txt names), through a temporary file and rename.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "to", Usage: "the format to write: grid, diagram or sgf", Required: true},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the files under `DIR`, mirroring the inputs' paths"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			to := strings.ToLower(c.String("to"))
			if to != record.FormatGrid && to != record.FormatDiagram && to != record.FormatSGF {
				return usagef(c, "bad --to %q (want grid, diagram or sgf)", c.String("to"))
			}
			paths := c.Args().Slice()
			if err := checkPaths(c, paths); err != nil {
				return err
			}
			job := batch.Job[verdict.Converted]{
				Verb: "converted", Paths: paths,
				Board: func(w *batch.Worker, f *parse.File) (verdict.Converted, error) {
					return record.Converted(f, w.Buf, to)
				},
				Fail: func(name string, err error) verdict.Converted {
					return verdict.Converted{Outcome: report.Failure(name, err), To: to}
				},
				Output: func(v *verdict.Converted) (string, *string, bool) { return v.Text, &v.Out, true },
			}
			outDir := c.String("out")
			if outDir != "" {
				ext := ".txt"
				if to == record.FormatSGF {
					ext = ".sgf"
				}
				job.Outputs = batch.NewOutputs(outDir, ext, false)
			}
			return batch.Run(e, verdict.ConvertColumns(outDir != "", to == record.FormatSGF), job)
		},
	}
}
