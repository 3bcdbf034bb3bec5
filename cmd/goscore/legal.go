package main

import (
	"os"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func legalCommand() *cli.Command {
	return &cli.Command{
		Name:      "legal",
		Usage:     "judge moves on each board: legal or why not (off-board, occupied, suicide, ko, superko), and what they capture",
		ArgsUsage: "PATH...",
		Description: "Each -m COLOUR:POINT (b:D4, white:2,6) is checked on every board; --all lists every legal point\n" +
			"of both colours; --queries FILE reads lines of 'PATH COLOUR POINT'. Turn order is not enforced.",
		Flags: []cli.Flag{
			&cli.StringSliceFlag{Name: "m", Aliases: []string{"move"}, Usage: "a move to judge, `COLOUR:POINT` (repeatable)"},
			&cli.BoolFlag{Name: "all", Usage: "list every legal point of each colour"},
			&cli.StringFlag{Name: "queries", Usage: "read moves from `FILE`: one 'PATH COLOUR POINT' a line (- for standard input)"},
			&cli.BoolFlag{Name: "show", Usage: "print the board before and after each move"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			moves, err := parseMoves(c, c.StringSlice("m"))
			if err != nil {
				return err
			}
			paths := c.Args().Slice()
			modes := 0
			for _, on := range []bool{len(moves) > 0, c.Bool("all"), c.IsSet("queries")} {
				if on {
					modes++
				}
			}
			if modes != 1 {
				return usagef(c, "give exactly one of -m COLOUR:POINT, --all or --queries FILE")
			}
			show := c.Bool("show")
			if c.Bool("all") {
				if err := checkPaths(c, paths); err != nil {
					return err
				}
				return batch.Run(e, verdict.LegalAllColumns(), batch.Job[verdict.LegalAll]{
					Verb: "checked", Paths: paths, Fail: report.Fail[verdict.LegalAll],
					Game: func(w *batch.Worker, f *parse.File) []verdict.LegalAll {
						return verdict.LegalAllFile(f, w.Opts(), &w.Pos)
					},
				})
			}
			job := batch.Job[verdict.Legal]{
				Verb: "checked", Paths: paths, Fail: report.Fail[verdict.Legal],
				Game: func(w *batch.Worker, f *parse.File) []verdict.Legal {
					return verdict.LegalFile(f, w.Opts(), &w.Pos, moves, show)
				},
			}
			if c.IsSet("queries") {
				if len(paths) > 0 {
					return usagef(c, "--queries names the files itself: give no PATH with it")
				}
				qs, err := readQueries(c, e, c.String("queries"))
				if err != nil {
					return err
				}
				// Each run of lines about one file is one input; its tag finds its moves.
				job.Inputs = batch.QueryInputs(qs)
				job.Game = func(w *batch.Worker, f *parse.File) []verdict.Legal {
					return verdict.LegalFile(f, w.Opts(), &w.Pos, qs[w.In.Tag].Moves, show)
				}
			} else if err := checkPaths(c, paths); err != nil {
				return err
			}
			return batch.Run(e, verdict.LegalColumns(show, e.Colour), job)
		},
	}
}

func parseMoves(c *cli.Context, args []string) ([]verdict.Move, error) {
	var out []verdict.Move
	for _, a := range args {
		m, err := verdict.ParseMove(a)
		if err != nil {
			return nil, usagef(c, "%v", err)
		}
		out = append(out, m)
	}
	return out, nil
}

// readQueries reads the --queries list name (- for standard input); any
// mistake in it is a usage error.
func readQueries(c *cli.Context, e *batch.Config, name string) ([]batch.Query, error) {
	r := e.Stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return nil, usagef(c, "--queries: %v", err)
		}
		defer f.Close()
		r = f
	}
	qs, err := batch.ReadQueries(r, name)
	if err != nil {
		return nil, usagef(c, "%v", err)
	}
	return qs, nil
}
