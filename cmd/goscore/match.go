package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/gtp/match"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
	"github.com/goscore/goscore/report"
)

// noEarlierGames checks, before a match is played, that none of the
// files its games 1 to n would be saved as (name(i)) is there already, so
// a second run into the same --sgf directory does not replace the first
// run's games without being asked. It names the first it finds.
func noEarlierGames(dir string, n int, name func(int) string) error {
	if st, err := os.Stat(dir); err == nil && !st.IsDir() {
		return fmt.Errorf("--sgf %s: not a directory", parse.QuoteName(dir))
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil // no directory yet: the first save makes it
	}
	have := make(map[string]bool, len(entries))
	for _, e := range entries {
		have[e.Name()] = true
	}
	for i := 1; i <= n; i++ {
		if have[filepath.Base(name(i))] {
			return fmt.Errorf("--sgf %s: %s is there already, from an earlier run; give --overwrite to replace its games, or another directory",
				parse.QuoteName(dir), parse.QuoteName(name(i)))
		}
	}
	return nil
}

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
			for _, err := range []error{
				intIn(c, "games", 1, maxGames),
				intIn(c, "size", 2, board.MaxSize),
				intIn(c, "max-moves", 1, maxMoves),
				durationIn(c, "timeout", maxThink),
			} {
				if err != nil {
					return err
				}
			}
			ctx, stop := signal.NotifyContext(c.Context, stopSignals...)
			defer stop()
			defer ownStop()()
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
				digits := max(3, len(strconv.Itoa(opts.Games)))
				name := func(n int) string { return filepath.Join(dir, fmt.Sprintf("game-%0*d.sgf", digits, n)) }
				if !c.Bool("overwrite") {
					if err := noEarlierGames(dir, opts.Games, name); err != nil {
						return usagef(c, "%v", err)
					}
				}
				opts.Save = func(n int, rec *sgf.Record) error {
					text := sgf.Format(rec)
					if text == "" {
						return fmt.Errorf("game %d cannot be written as SGF", n)
					}
					return atomicfile.WriteFile(name(n), []byte(text), 0o644)
				}
			}
			if kind == game.Go {
				judge, name, stop, err := matchReferee(ctx, c.String("referee"), opts.Timeout)
				if err != nil {
					return usagef(c, "%v", err)
				}
				defer stop()
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

// matchReferee returns the judge of a match's dead stones that --referee
// names, its name for the output, and what stops it. An engine is started
// now, so that one that does not start, or has no final_status_list, is a
// usage error before any game is played; a stop signal kills it.
func matchReferee(ctx context.Context, value string, timeout time.Duration) (judge func(*game.Game) ([]board.Point, error), name string, stop func(), err error) {
	stop = func() {}
	switch v := strings.TrimSpace(value); strings.ToLower(v) {
	case life.MethodNone:
		return nil, life.MethodNone, stop, nil
	case life.MethodEstimate:
		// The batch's estimate: its defaults, on the board without
		// strings that have no liberties (in a game, the board).
		sp := life.Spec{Method: life.MethodEstimate, Estimate: life.Config{Seed: 1}.Resolved()}
		return func(g *game.Game) ([]board.Point, error) {
			var e analyze.Evaluation
			analyze.Evaluate(g.Board(), g.ToMove(), &e)
			dead, _, err := sp.Choose(g.Board(), e.Cleared())
			return dead, err
		}, life.MethodEstimate, stop, nil
	case "":
		return nil, "", stop, errors.New("--referee names nothing (want estimate, none or an engine's command)")
	default:
		if _, err := client.Split(v); err != nil {
			return nil, "", stop, fmt.Errorf("bad --referee: %v", err)
		}
		pool := referee.New(ctx, v, timeout)
		if err := pool.Check(); err != nil {
			return nil, "", stop, fmt.Errorf("--referee %v", err)
		}
		removeHook := atStop(pool.Kill)
		return func(g *game.Game) ([]board.Point, error) {
			pos := referee.FromGame(g)
			return pool.Judge(&pos)
		}, v, func() { removeHook(); pool.Close() }, nil
	}
}
