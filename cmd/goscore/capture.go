package main

import (
	"errors"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/atomicfile"
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
			switch {
			case outDir != "":
				e.outs = newOutputs(outDir, "")
				e.outs.selfHint = ", or clean files where they are with --in-place"
			case inPlace:
				e.outs = newInPlace()
			}
			stream := newStream(e, report.CaptureColumns(several && outDir == "" && !inPlace))
			if outDir != "" || inPlace {
				// The boards go to files; stdout gets the table of counts.
				stream = newStream(e, report.CaptureColumns(false).WithoutText())
			}
			return forEachFile(e, paths, "cleaned", stream, func(w *worker, in batch.Input) []*report.Capture {
				f, err := e.read(w, in)
				if err != nil {
					return one(report.Fail[report.Capture](in.Path, err))
				}
				v, changed, err := verdict.CaptureFile(f, w.buf, &w.eval)
				if err != nil {
					return one(report.Fail[report.Capture](in.Path, err))
				}
				if e.outs != nil && (changed || !inPlace) {
					dst := e.outs.path(in)
					if err := e.writeOut(in.Path, dst, inPlace, v.Text); err != nil {
						if errors.Is(err, errOverwriteInput) {
							err = fmt.Errorf("%w (use --in-place to clean files where they are)", err)
						}
						return one(report.Fail[report.Capture](in.Path, err))
					}
					v.Out = dst
				}
				return one(v)
			})
		},
	}
}

// errOverwriteInput is writeOut's refusal of an --out that is the input.
var errOverwriteInput = errors.New("refusing to overwrite an input with --out")

// writeOut writes text to dst atomically, refusing to replace the input
// itself unless asked to; under --out it marks the directory first.
func (e *env) writeOut(src, dst string, inPlace bool, text string) error {
	if !inPlace && src != "-" {
		a, errA := os.Stat(src)
		b, errB := os.Stat(dst)
		if errA == nil && errB == nil && os.SameFile(a, b) {
			return fmt.Errorf("%s: %w", parse.QuoteName(src), errOverwriteInput)
		}
	}
	if e.outs != nil {
		if err := e.outs.mark(); err != nil {
			return fmt.Errorf("%s: %w", parse.QuoteName(src), err)
		}
	}
	if err := atomicfile.WriteFile(dst, []byte(text), 0o644); err != nil {
		return fmt.Errorf("%s: writing the output: %w", parse.QuoteName(src), err)
	}
	return nil
}
