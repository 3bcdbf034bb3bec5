package main

import (
	"os"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func captureCommand() *cli.Command {
	return &cli.Command{
		Name:      "capture",
		Usage:     "take strings without liberties off each board and print or write the cleaned board",
		ArgsUsage: "PATH...",
		Description: "The cleaned board keeps everything of the file but the stones taken off: its format, comments,\n" +
			"header, history, labels and spacing; the stones are added to its prisoner counts, so it scores the\n" +
			"same. A file with nothing to take off is left as it is, and an SGF record, which has no place for\n" +
			"prisoners, is refused rather than changed. --out DIR mirrors the input tree; an input is only ever\n" +
			"overwritten with --in-place, through a temporary file and rename, onto regular files only (a link's\n" +
			"target is written).",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write the cleaned boards under `DIR`, mirroring the inputs' paths"},
			&cli.BoolFlag{Name: "in-place", Usage: "overwrite each input with its cleaned board"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			if err := checkPaths(c, paths); err != nil {
				return err
			}
			outDir, inPlace := c.String("out"), c.Bool("in-place")
			if outDir != "" && inPlace {
				return usagef(c, "give --out DIR or --in-place, not both")
			}
			if inPlace {
				for _, p := range paths {
					if p == "-" {
						return usagef(c, "--in-place cannot write back to standard input")
					}
				}
			}
			several := len(paths) > 1
			if !several {
				if st, err := os.Stat(paths[0]); err == nil && st.IsDir() {
					several = true
				}
			}
			job := batch.Job[verdict.Capture]{
				Verb: "cleaned", Paths: paths, Fail: report.Fail[verdict.Capture],
				Board: func(w *batch.Worker, f *parse.File) (verdict.Capture, error) {
					v, _, err := verdict.CaptureFile(f, w.Buf, &w.Eval)
					return v, err
				},
				// An input is cleaned in place only when something came off.
				Output: func(v *verdict.Capture) (string, *string, bool) {
					return v.Text, &v.Out, !inPlace || v.Removed.Black+v.Removed.White > 0
				},
			}
			switch {
			case outDir != "":
				job.Outputs = batch.NewOutputs(outDir, "", true)
			case inPlace:
				job.Outputs = batch.InPlace()
			}
			cols := verdict.CaptureColumns(several && job.Outputs == nil)
			if job.Outputs != nil {
				// The boards go to files; stdout gets the table of counts.
				cols = verdict.CaptureColumns(false).WithoutText()
			}
			return batch.Run(e, cols, job)
		},
	}
}
