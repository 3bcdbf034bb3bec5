package main

import (
	"fmt"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

func randomCommand() *cli.Command {
	return &cli.Command{
		Name:  "random",
		Usage: "generate random boards: a random fill, or a position reached by random legal play",
		Description: "--fill E,B,W fills each point independently: empty, black or white with those percentages\n" +
			"(the capture lab's boards, which may hold strings without liberties). --moves N plays N random\n" +
			"legal moves from an empty board instead, and records the side to move and the prisoners.\n" +
			"The same --seed gives the same boards; without one a seed is chosen and shown on stderr.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "size", Value: "9", Usage: "board size: `N` for NxN, or WxH (columns x rows), 1 to 19"},
			&cli.IntFlag{Name: "count", Aliases: []string{"n"}, Value: 1, Usage: "number of boards"},
			&cli.Uint64Flag{Name: "seed", Usage: "random seed"},
			&cli.StringFlag{Name: "fill", Usage: "percentages `E,B,W` of empty, black and white points", DefaultText: "20,40,40"},
			&cli.IntFlag{Name: "moves", Usage: "play `N` random legal moves from an empty board instead of filling"},
			&cli.StringFlag{Name: "out", Aliases: []string{"o"}, Usage: "write board-0001.txt... into `DIR` instead of printing"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			if c.NArg() > 0 {
				return usagef(c, "random takes no PATH (got %q); use --out DIR to write files", c.Args().First())
			}
			w, h, err := record.ParseSize(c.String("size"))
			if err != nil {
				return usagef(c, "%v", err)
			}
			count := c.Int("count")
			if count < 1 || count > 10_000_000 {
				return usagef(c, "bad --count %d (want 1 to 10000000)", count)
			}
			if c.IsSet("fill") && c.IsSet("moves") {
				return usagef(c, "give --fill or --moves, not both")
			}
			pct := [3]int{20, 40, 40}
			if c.IsSet("fill") {
				if pct, err = record.ParseFill(c.String("fill")); err != nil {
					return usagef(c, "%v", err)
				}
			}
			moves := -1
			if c.IsSet("moves") {
				if moves = c.Int("moves"); moves < 0 || moves > 100_000 {
					return usagef(c, "bad --moves %d (want 0 to 100000)", moves)
				}
			}
			seed := c.Uint64("seed")
			if !c.IsSet("seed") {
				seed = uint64(time.Now().UnixNano())
				if !e.Quiet {
					fmt.Fprintf(e.Stderr, "random: seed %d (repeat with --seed %d)\n", seed, seed)
				}
			}
			gen := record.NewRandom(seed)
			gen.Width, gen.Height, gen.Moves, gen.Fill, gen.Rules = w, h, moves, pct, e.Opts.Rules
			gen.Dir, gen.Count = c.String("out"), count
			job := batch.Job[verdict.Generated]{
				Verb: "generated", Noun: "board", Nouns: "boards",
				Inputs: func(yield func(batch.Input) bool) {
					for i := 1; i <= count && yield(batch.Input{Tag: i}); i++ {
					}
				},
				// The boards come from one random stream, in order.
				Input: func(w *batch.Worker, in batch.Input) (verdict.Generated, error) { return gen.Board(in.Tag), nil },
				// With --out the boards are in files: a table of them tells
				// nothing the summary does not; machine formats still list
				// what was written where.
				Silent: gen.Dir != "" && e.Format == report.Table,
			}
			if gen.Dir != "" {
				job.Where = " in " + parse.QuoteName(gen.Dir)
			}
			// One worker, no shard, no progress bar and no referee: the
			// boards are made, not read.
			e.Jobs, e.Shard, e.Progress, e.Opts.Dead = 1, batch.Shard{}, false, life.Spec{Method: life.MethodNone}
			return batch.Run(e, verdict.GeneratedColumns(gen.Dir != ""), job)
		},
	}
}
