package main

import (
	"fmt"
	"strings"

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
		Flags: append(deadFlags(),
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
			engineHelp,
		Action: func(c *cli.Context) error {
			e, err := newEnv(c, markFormats...)
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			if err := checkPaths(c, paths); err != nil {
				return err
			}
			if e.format == formatSGF {
				return markSGF(c, e, paths)
			}
			if c.String("out") != "" {
				return usagef(c, "--out writes SGF files: give --format sgf too")
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

// markSGF writes the marking of every input as SGF: the games of one input
// as one collection, to standard output or to a file of its own under
// --out, as convert writes its files.
func markSGF(c *cli.Context, e *env, paths []string) error {
	outDir := c.String("out")
	if outDir != "" {
		e.outs = newOutputs(outDir, ".sgf")
	}
	e.format = report.Table
	stream := newStream(e, report.MarkSGFColumns(outDir != ""))
	return forEachFile(e, paths, "marked", stream, func(w *worker, in batch.Input) []*report.Converted {
		fail := func(err error) []*report.Converted {
			return one(report.Converted{Outcome: report.Failure(in.Path, err), To: string(formatSGF)})
		}
		var text strings.Builder
		var marker record.Marker
		var notes []string
		review := false
		err := e.eachGame(w, in, func(f *parse.File) error {
			game, s, err := marker.SGF(f, w.buf, &e.opts, &w.eval)
			if err == nil {
				text.WriteString(game)
				review = review || s.ToReview()
				for _, n := range report.WarningNotes(&s) {
					if f.Games > 1 { // a game of a collection
						n = fmt.Sprintf("game %d: %s", f.Game, n)
					}
					notes = append(notes, n)
				}
			}
			return err
		})
		if err != nil {
			return fail(err)
		}
		v := report.Converted{Outcome: report.Outcome{File: in.Path}, To: string(formatSGF), Review: review, Notes: notes, Text: text.String()}
		if outDir != "" {
			dst := e.outs.path(in)
			if err := e.writeOut(in.Path, dst, false, v.Text); err != nil {
				return fail(err)
			}
			v.Out = dst
		}
		return one(v)
	})
}
