package main

import (
	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// formatSGF is mark's --format sgf: the marking as SGF markup.
const formatSGF report.Format = "sgf"

// markFormats are the formats mark takes beyond report.Formats: what it
// checks --format against and what completion offers.
var markFormats = []report.Format{report.Text, report.HTML, formatSGF}

func markCommand() *cli.Command {
	return &cli.Command{
		Name:  "mark",
		Usage: "marking report: every point classified, the marked diagram, and the score breakdown",
		Flags: append(append(deadFlags(), finishFlags()...),
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "--format sgf: write one SGF a file under `DIR`, mirroring the inputs' paths"}),
		ArgsUsage: "PATH...",
		Description: "--format text (the default for mark) draws each board with X O for stones, x o for captured\n" +
			"stones, b w for territory and . for neutral points; yaml and json list every point; csv gives a row per point;\n" +
			"html writes one self-contained page: a summary table, then each board drawn in SVG beside its score;\n" +
			"sgf writes each game with its marking for GoGui and Sabaki (the game whole, and on its main line's last\n" +
			"node TB/TW territory, dead stones under the other colour's, MA on captured stones; RU, KM; a recorded RE\n" +
			"kept with goscore's count in a comment line and, where they differ, a result-differs line, else the count\n" +
			"as RE): a collection on standard output, or with --out DIR one file an input and a table of their warnings.\n" +
			"--dead-stones marks reads such a file's TB/TW back as its dead stones.\n\n" +
			engineHelp + finishEngineHelp,
		Action: func(c *cli.Context) error {
			e, err := newEnv(c, markFormats...)
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			if err := checkPaths(c, paths); err != nil {
				return err
			}
			if e.Format == formatSGF {
				return markSGF(c, e, paths)
			}
			if c.String("out") != "" {
				return usagef(c, "--out writes SGF files: give --format sgf too")
			}
			return batch.Run(e, verdict.MarkColumns(e.Colour), batch.Job[verdict.Mark]{
				Verb: "marked", Paths: paths, Fail: report.Fail[verdict.Mark],
				Game: func(w *batch.Worker, f *parse.File) []verdict.Mark {
					return []verdict.Mark{verdict.MarkFile(f, w.Opts(), &w.Eval)}
				},
			})
		},
	}
}

// markSGF writes the marking of every input as SGF: the games of one input
// as one collection, to standard output or to a file of its own under
// --out, as convert writes its files.
func markSGF(c *cli.Context, e *batch.Config, paths []string) error {
	outDir := c.String("out")
	job := batch.Job[verdict.Converted]{
		Verb: "marked", Paths: paths,
		Input: func(w *batch.Worker, in batch.Input) (verdict.Converted, error) {
			var m record.Marked
			err := w.EachGame(in, func(f *parse.File) error { return m.Add(f, w.Buf, w.Opts(), &w.Eval) })
			return m.Verdict(in.Path), err
		},
		Fail: func(name string, err error) verdict.Converted {
			return verdict.Converted{Outcome: report.Failure(name, err), To: record.FormatSGF}
		},
		Output: func(v *verdict.Converted) (string, *string, bool) { return v.Text, &v.Out, true },
	}
	if outDir != "" {
		job.Outputs = batch.NewOutputs(outDir, ".sgf", false)
	}
	e.Format = report.Table
	return batch.Run(e, verdict.MarkSGFColumns(outDir != ""), job)
}
