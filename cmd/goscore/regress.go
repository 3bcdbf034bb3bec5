package main

import (
	"errors"
	"fmt"
	"os/signal"
	"time"

	"github.com/urfave/cli/v2"

	appcli "github.com/goscore/goscore/internal/cli"

	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/gtp/regress"
	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/report"
)

func regressCommand() *cli.Command {
	return &cli.Command{
		Name:      "regress",
		Usage:     "run gogui-regress style test files against a GTP engine",
		ArgsUsage: "'ENGINE COMMAND' FILE.tst...",
		Description: "Unnumbered lines set up; numbered commands are tests, checked against the #? [REGEX] line after them\n" +
			"([!REGEX] negates, a trailing * marks a known failure). A hung or crashed engine is a reported failure.\n" +
			"Exit status 1 when a test fails, passes unexpectedly or meets an engine error.",
		Flags: []cli.Flag{
			&cli.DurationFlag{Name: "timeout", Value: regressTimeout, Usage: "the longest an engine may take over one command"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c, regressFormats...)
			if err != nil {
				return err
			}
			if c.NArg() < 2 {
				return usagef(c, "want an engine command and at least one test file")
			}
			if err := appcli.DurationIn(c, "timeout", maxThink); err != nil {
				return err
			}
			files, err := testFiles(c, e, c.Args().Tail())
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(c.Context, appcli.StopSignals...)
			defer stop()
			defer appcli.OwnStop()()
			rep, err := regress.Run(ctx, c.Args().First(), files, regress.Options{Timeout: c.Duration("timeout"), Stderr: e.Stderr})
			if errors.Is(err, client.ErrBadCommand) {
				return usagef(c, "%v", err)
			}
			if err != nil {
				return err
			}
			if err := rep.Write(e.Stdout, e.Format, e.Layout); err != nil {
				return err
			}
			if !e.Quiet {
				// The report first, then the totals under it, as a
				// terminal shows them (stdout is buffered until the end).
				if f, ok := e.Stdout.(interface{ Flush() error }); ok {
					_ = f.Flush()
				}
				fmt.Fprintln(e.Stderr, "regress: "+rep.Totals.String())
			}
			switch rep.Totals.ExitCode() {
			case 1:
				return errFilesFailed
			case 2:
				return errNotRun
			}
			return nil
		},
	}
}

// regressFormats are the formats regress takes beyond report.Formats: what
// it checks --format against and what completion offers.
var regressFormats = []report.Format{regress.HTML}

// regressTimeout is the default time an engine has for one command.
const regressTimeout = 10 * time.Second

// testFiles expands directories into their .tst files, in order.
func testFiles(c *cli.Context, e *batch.Config, args []string) ([]string, error) {
	w := e.Walker
	if len(w.Include) == 0 {
		w.Include = []string{"*.tst"}
	}
	var files []string
	var bad error
	w.Walk(args, func(in batch.Input) bool {
		if in.Err != nil {
			bad = usagef(c, "%v", in.Err)
			return false
		}
		files = append(files, in.Path)
		return true
	})
	if bad != nil {
		return nil, bad
	}
	return files, nil
}
