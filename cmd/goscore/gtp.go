package main

import (
	"context"
	"strconv"

	"github.com/urfave/cli/v2"

	appcli "github.com/goscore/goscore/internal/cli"

	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
	"github.com/goscore/goscore/gtp/goengine"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/ninuki"
)

// gtpCommand declares gtp: goscore as a GTP engine, for GoGui, Sabaki and match. It is long because it is one
// declaration: the command's flags with their help, then its action,
// which reads them and makes the one call that runs the command.
func gtpCommand() *cli.Command {
	return &cli.Command{
		Name:  "gtp",
		Usage: "speak GTP version 2 on standard input and output, for GoGui, Sabaki and other programs",
		Description: "Go (default), kill-all, or Ninuki (--game ninuki: five in a row with\n" +
			"pair captures). genmove uses the tree search bot, with --playouts or\n" +
			"--think per move, or the time set by time_settings and time_left.\n" +
			"final_score and final_status_list judge the dead stones, as GNU Go's do:\n" +
			"by default with the estimate of score --dead-stones estimate (--playouts\n" +
			"playouts, default " + strconv.Itoa(life.DefaultPlayouts) + ", seeded by --seed), so GoGui's Game > Score\n" +
			"proposes them; --dead-stones none counts the board as it stands, a LIST\n" +
			"takes those strings, engine:CMD asks another engine, started once and\n" +
			"given the game's moves. A position is judged once, whatever is asked.\n" +
			"For GUIs: lz-analyze and kata-analyze (Sabaki, Lizzie) and GoGui's analyze\n" +
			"commands show the search as it runs; see the README, Watch it think.\n" +
			botHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "game", Value: "go", Usage: "go, kill-all or ninuki"},
			&cli.IntFlag{Name: "size", Value: 19, Usage: "board size before any boardsize command (ninuki: 7 unless given)"},
			&cli.IntFlag{Name: "playouts", Usage: "the bot's playouts per move", DefaultText: "10000 unless --think is given"},
			&cli.DurationFlag{Name: "think", Usage: "the bot's time per move, like 2s"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "random seed for genmove (the same moves each run with --threads 1)"},
			engineTimeoutFlag(),
		}, botFlags()...),
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			if c.NArg() > 0 {
				return usagef(c, "gtp takes no arguments (got %q)", c.Args().First())
			}
			if n := c.Int("size"); n < 1 || n > 19 {
				return usagef(c, "bad --size %d (want 1 to 19)", n)
			}
			if c.IsSet("playouts") && c.IsSet("think") {
				return usagef(c, "give --playouts or --think, not both")
			}
			var engine *gtp.Engine
			switch g := c.String("game"); g {
			case "ninuki":
				size := ninuki.DefaultSize
				if c.IsSet("size") {
					size = c.Int("size")
				}
				var err error
				if engine, err = ninuki.NewEngine(size, c.Uint64("seed")); err != nil {
					return usagef(c, "bad --size %d for ninuki (want %d to %d)", size, ninuki.MinSize, ninuki.MaxSize)
				}
				engine.Version = version
			default:
				kind, err := game.ParseKind(g)
				if err != nil {
					return usagef(c, "bad --game %q (want go, kill-all or ninuki)", g)
				}
				bot := mcts.Config{Playouts: c.Int("playouts"), Think: c.Duration("think"), Seed: c.Uint64("seed")}
				if err := botConfig(c, &bot, kind == game.KillAll); err != nil {
					return err
				}
				cfg := goengine.Config{
					RulesChoice: e.Opts.RulesChoice,
					Size:        c.Int("size"), Kind: kind, Dead: e.Opts.Dead, DeadFrom: "--dead-stones",
					Bot: bot,
				}
				if e.Opts.Dead.Method == life.MethodEngine {
					// One engine for the session, started now so that a
					// command that runs none is a usage error.
					pool := referee.New(context.Background(), e.Opts.Dead.Engine, e.EngineTimeout)
					if err := pool.Check(); err != nil {
						return usagef(c, "--dead-stones %v", err)
					}
					defer pool.Close()
					defer appcli.AtStop(pool.Kill)()
					cfg.Referee = pool.JudgeGame
				}
				engine = goengine.New("goscore", version, cfg)
			}
			return engine.Serve(e.Stdin, e.Stdout)
		},
	}
}
