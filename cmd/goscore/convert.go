package main

import (
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/record"
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
			outDir := c.String("out")
			ext := ".txt"
			if to == record.FormatSGF {
				ext = ".sgf"
			}
			if outDir != "" {
				e.outs = newOutputs(outDir, ext)
			}
			cols := report.ConvertColumns(outDir != "", to == record.FormatSGF)
			stream := newStream(e, cols)
			return forEachFile(e, paths, "converted", stream, func(w *worker, in batch.Input) []*report.Converted {
				fail := func(err error) []*report.Converted {
					return one(report.Converted{Outcome: report.Failure(in.Path, err), To: to})
				}
				f, err := e.read(w, in)
				if err != nil {
					return fail(err)
				}
				text, err := record.ConvertFile(f, w.buf, to)
				if err != nil {
					return fail(err)
				}
				v := report.Converted{Outcome: report.Outcome{File: in.Path}, To: to, Text: text}
				if outDir != "" {
					dst := e.outs.path(in)
					if err := e.writeOut(in.Path, dst, false, text); err != nil {
						return fail(err)
					}
					v.Out = dst
				}
				return one(v)
			})
		},
	}
}
