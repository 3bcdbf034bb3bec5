package main

import (
	"cmp"
	"errors"
	"os/signal"
	"slices"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	appcli "github.com/goscore/goscore/internal/cli"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/gtp/match"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/report"
)

// matchCommand declares match: games between two GTP engines. It is long because it is one
// declaration: the command's flags with their help, then its action,
// which reads them and makes the one call that runs the command.
func matchCommand() *cli.Command {
	return &cli.Command{
		Name:      "match",
		Usage:     "play two GTP engines against each other and report wins, losses and margins",
		ArgsUsage: "'ENGINE A' 'ENGINE B'",
		Description: "Colours alternate (A is Black in odd games) unless --fixed-colours. Every move is checked by goscore's\n" +
			"rules, and an illegal move or an engine failure loses that game. A Go game that ends by two passes\n" +
			"or the move limit is counted by them after a referee takes the dead stones off: goscore's estimate\n" +
			"(as score --dead-stones estimate), or --referee CMD, another engine asked final_status_list dead\n" +
			"(the game's moves played into it), or --referee none to count the board as it stands. Both engines\n" +
			"are asked their own final_score, shown beside the count (B SAYS, W SAYS); a game where one\n" +
			"differs is named below the table. With --sgf each game's RE is the count and its last node\n" +
			"marks the territory and the dead stones (TB, TW) as mark --format sgf does, so score\n" +
			"--dead-stones marks counts it the same; its comment gives the referee's dead stones and each\n" +
			"engine's answer.",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 10, Usage: "number of games"},
			&cli.IntFlag{Name: "size", Value: 9, Usage: "board size"},
			&cli.StringFlag{Name: "game", Value: "go", Usage: "go or kill-all"},
			&cli.IntFlag{Name: "max-moves", Usage: "moves before a game is stopped and counted", DefaultText: "3 x size x size"},
			&cli.DurationFlag{Name: "timeout", Value: time.Minute, Usage: "the longest an engine may take over one command"},
			&cli.BoolFlag{Name: "fixed-colours", Usage: "engine A always plays Black"},
			&cli.StringFlag{Name: "sgf", Usage: "save each game as `DIR`/game-NNN.sgf, with the engines' names, the rules, the result, and a counted game's dead stones marked (TB, TW)"},
			&cli.BoolFlag{Name: "overwrite", Usage: "with --sgf, replace the game files of an earlier run in DIR (refused without it)"},
			&cli.StringFlag{Name: "referee", Value: life.MethodEstimate, Usage: "who judges the dead stones of a game counted at its end: estimate (goscore's, as score --dead-stones estimate with its defaults), none (every stone on the board counts), or an engine's `CMD` asked final_status_list dead, such as \"gnugo --mode gtp\" (started once, each game's moves played into it; --timeout a command)"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			if c.NArg() != 2 {
				return usagef(c, "want two engine commands, each quoted")
			}
			kind, err := game.ParseKind(c.String("game"))
			if err != nil {
				return usagef(c, "%v", err)
			}
			// Checked before the games, which may take hours, not after.
			if !slices.Contains(match.Formats, e.Format) {
				return usagef(c, "%v %q for a match (want %s)", report.ErrBadFormat, e.Format, strings.Join(formatNames(match.Formats...), ", "))
			}
			// The first mistake, in the order of the flags here.
			if err := cmp.Or(
				appcli.IntIn(c, "games", 1, maxGames),
				appcli.IntIn(c, "size", 2, board.MaxSize),
				appcli.IntIn(c, "max-moves", 1, maxMoves),
				appcli.DurationIn(c, "timeout", maxThink),
			); err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(c.Context, appcli.StopSignals...)
			defer stop()
			defer appcli.OwnStop()()
			rules := e.Opts.ForNewGame(kind) // as play does: a game has komi
			opts := match.Options{
				Games: c.Int("games"), Size: c.Int("size"), Rules: rules, Kind: kind,
				MaxMoves: c.Int("max-moves"), Timeout: c.Duration("timeout"), FixedColours: c.Bool("fixed-colours"), Stderr: e.Stderr,
			}
			dir := c.String("sgf")
			if c.Bool("overwrite") && dir == "" {
				return usagef(c, "--overwrite replaces the games of --sgf DIR: give --sgf too")
			}
			if dir != "" {
				if opts.Save, err = record.MatchGames(dir, opts.Games, c.Bool("overwrite")); err != nil {
					return usagef(c, "%v", err)
				}
			}
			if kind == game.Go {
				judge, name, pool, err := referee.ForMatch(ctx, c.String("referee"), opts.Timeout)
				if err != nil {
					return usagef(c, "%v", err)
				}
				if pool != nil {
					defer pool.Close()
					defer appcli.AtStop(pool.Kill)()
				}
				opts.Judge, opts.Referee = judge, name
			}
			m, err := match.Run(ctx, c.Args().Get(0), c.Args().Get(1), opts)
			if errors.Is(err, match.ErrOptions) || errors.Is(err, client.ErrBadCommand) {
				return usagef(c, "%v", err)
			}
			if err != nil {
				return err
			}
			if err := m.Write(e.Stdout, e.Format, e.Layout); err != nil {
				return usagef(c, "%v", err)
			}
			return nil
		},
	}
}
