package main

import (
	"fmt"
	"os"
	"path/filepath"

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
		Description: "The cleaned board keeps the file's header and history; the stones taken off are added to\n" +
			"its prisoner counts, so it scores the same. --out DIR mirrors the input tree; an input is\n" +
			"only ever overwritten with --in-place. Files are written through a temporary file and rename.",
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
			stream := report.New(e.stdout, e.format, report.CaptureColumns(several && outDir == "" && !inPlace))
			if outDir != "" || inPlace {
				// The boards go to files; stdout gets the table of counts.
				stream = report.New(e.stdout, e.format, report.CaptureColumns(false).WithoutText())
			}
			return forEachFile(e, paths, "cleaned", stream, func(w *worker, in batch.Input) []*report.Capture {
				f, err := e.read(w, in)
				if err != nil {
					return one(report.Fail[report.Capture](in.Path, err))
				}
				v := verdict.CaptureFile(f, &w.eval)
				if dst := target(in, outDir, inPlace); dst != "" {
					if err := writeCleaned(in.Path, dst, inPlace, v.Text); err != nil {
						return one(report.Fail[report.Capture](in.Path, err))
					}
					v.Out = dst
				}
				return one(v)
			})
		},
	}
}

// target is where the cleaned board of in goes: "" for stdout, the input
// itself with --in-place, else its path below --out as it is below the
// command-line path it came from.
func target(in batch.Input, outDir string, inPlace bool) string {
	switch {
	case inPlace:
		return in.Path
	case outDir == "":
		return ""
	case in.Path == "-":
		return filepath.Join(outDir, "stdin.txt")
	case in.Path == in.Root:
		return filepath.Join(outDir, filepath.Base(in.Path))
	}
	rel, err := filepath.Rel(in.Root, in.Path)
	if err != nil {
		rel = filepath.Base(in.Path)
	}
	return filepath.Join(outDir, rel)
}

// writeCleaned writes text to dst atomically, refusing to replace the input
// itself unless asked to.
func writeCleaned(src, dst string, inPlace bool, text string) error {
	if !inPlace && src != "-" {
		a, errA := os.Stat(src)
		b, errB := os.Stat(dst)
		if errA == nil && errB == nil && os.SameFile(a, b) {
			return fmt.Errorf("%s: refusing to overwrite an input with --out (use --in-place to clean files where they are)", parse.QuoteName(src))
		}
	}
	if err := atomicfile.WriteFile(dst, []byte(text), 0o644); err != nil {
		return fmt.Errorf("%s: writing the cleaned board: %w", parse.QuoteName(src), err)
	}
	return nil
}
