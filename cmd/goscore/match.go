package main

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
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
	"github.com/goscore/goscore/gtp/match/elo"
	"github.com/goscore/goscore/internal/opening"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// matchCommand declares match: games between two GTP engines. It is long because it is one
// declaration: the command's flags with their help, then its action,
// which reads them and makes the one call that runs the command.
func matchCommand() *cli.Command {
	return &cli.Command{
		Name:      "match",
		Usage:     "play GTP engines against each other and report wins, losses and margins",
		ArgsUsage: "'ENGINE A' 'ENGINE B' ['ENGINE C'...]",
		Description: "Two engines play a head-to-head; three or more a round robin, or with --gauntlet the first against\n" +
			"each of the others. Each pairing plays --games games in pairs: the second game of a pair has the\n" +
			"colours of the first swapped (unless --fixed-colours). Every move is checked by goscore's rules,\n" +
			"and an illegal move or an engine failure loses that game; a game still going at --max-moves is\n" +
			"void. A Go game that ends by two passes is counted by them after a referee takes the dead stones\n" +
			"off: goscore's estimate (as score --dead-stones estimate), or --referee CMD, another engine asked\n" +
			"final_status_list dead (the game's moves played into it), or --referee none to count the board as\n" +
			"it stands. Both engines are asked their own final_score, shown beside the count (B SAYS, W SAYS);\n" +
			"a game where one differs is named below the table. With --sgf each game's RE is the count and its\n" +
			"last node marks the territory and the dead stones (TB, TW) as mark --format sgf does, so score\n" +
			"--dead-stones marks counts it the same; its comment gives the referee's dead stones and each\n" +
			"engine's answer.\n\n" +
			"Each finished game is appended at once to --results FILE (JSON lines; DIR/results.jsonl with --sgf\n" +
			"DIR): run the same command again after a stop and it goes on where it stopped, never playing a game\n" +
			"twice. --jobs N plays N games at once, each between fresh engine processes (--reuse keeps them).\n\n" +
			"Without --openings, each pair of a Go match starts from its own opening of two or four random moves\n" +
			"off the edge that goscore's estimate finds even (one a pair, up to 200, then again in turn; the same\n" +
			"--opening-seed, the same openings), so that two deterministic engines do not play one game over and\n" +
			"over. --openings none starts every game on an empty board.",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 10, Usage: "number of games each pairing of engines plays"},
			&cli.IntFlag{Name: "size", Value: 9, Usage: "board size"},
			&cli.StringFlag{Name: "game", Value: "go", Usage: "go or kill-all"},
			&cli.IntFlag{Name: "max-moves", Usage: "moves after which a game still going is stopped, void", DefaultText: "3 x size x size"},
			&cli.DurationFlag{Name: "timeout", Value: time.Minute, Usage: "the longest an engine may take over one command"},
			&cli.StringFlag{Name: "time", Usage: "each side's clock, `CLOCK` as MAIN[+PERIODSxBYO] (5m, 30s+5x10s: Japanese byo-yomi), sent as kgs-time_settings or time_settings with time_left before each genmove; a move past the clock loses on time (B+T, W+T)"},
			&cli.DurationFlag{Name: "time-tolerance", Value: 100 * time.Millisecond, Usage: "taken off each move before the clock is charged, for the time the commands travel"},
			&cli.BoolFlag{Name: "fixed-colours", Usage: "the first engine of each pairing always plays Black"},
			&cli.BoolFlag{Name: "gauntlet", Usage: "the first engine plays each of the others, which do not play each other"},
			&cli.IntFlag{Name: "jobs", Aliases: []string{"j"}, Value: 1, Usage: "games played at once"},
			&cli.BoolFlag{Name: "reuse", Usage: "keep each engine's process from game to game (one a job), instead of a fresh one a game; an engine at fault is started afresh"},
			&cli.StringFlag{Name: "results", Usage: "append each finished game to `FILE` (JSON lines), and go on from the games it holds", DefaultText: "DIR/results.jsonl with --sgf DIR, else none"},
			&cli.StringFlag{Name: "sgf", Usage: "save each game as `DIR`/game-NNN.sgf, with the engines' names, the rules, the result, and a counted game's dead stones marked (TB, TW)"},
			&cli.BoolFlag{Name: "overwrite", Usage: "start afresh: replace the game files and the results of an earlier run (refused without it)"},
			&cli.StringFlag{Name: "openings", Usage: "start each pair of games from the next opening of `PATH`: SGF files (each game's setup and main line) or text files of moves (one opening a line: D4 F6 C3), a directory walked in order; without it, random even openings (see the description)"},
			&cli.IntFlag{Name: "opening-moves", Usage: "keep the first `N` moves of each opening of --openings", DefaultText: "all"},
			&cli.Uint64Flag{Name: "opening-seed", Value: 1, Usage: "the seed of the default openings"},
			&cli.StringFlag{Name: "sprt", Usage: "stop a head-to-head as soon as a sequential probability ratio test decides; `TEST` as elo0=0,elo1=30,alpha=0.05,beta=0.05 (logistic Elo; alpha and beta 0.05 when left out)"},
			&cli.StringFlag{Name: "referee", Value: life.MethodEstimate, Usage: "who judges the dead stones of a game counted at its end: estimate (goscore's, as score --dead-stones estimate with its defaults), none (every stone on the board counts), or an engine's `CMD` asked final_status_list dead, such as \"gnugo --mode gtp\" (started once, each game's moves played into it; --timeout a command)"},
		},
		Action: func(c *cli.Context) error {
			e, err := newEnv(c, report.HTML)
			if err != nil {
				return err
			}
			if c.NArg() < 2 || c.NArg() > match.MaxEngines {
				return usagef(c, "want two to %d engine commands, each quoted", match.MaxEngines)
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
				appcli.IntIn(c, "jobs", 1, maxThreads),
				appcli.IntIn(c, "opening-moves", 0, maxMoves),
				nonNegative(c, "time-tolerance"),
			); err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(c.Context, appcli.StopSignals...)
			defer stop()
			defer appcli.OwnStop()()
			rules := e.Opts.ForNewGame(kind) // as play does: a game has komi
			opts := match.Options{
				Games: c.Int("games"), Size: c.Int("size"), Rules: rules, Kind: kind,
				MaxMoves: c.Int("max-moves"), Timeout: c.Duration("timeout"), FixedColours: c.Bool("fixed-colours"),
				Gauntlet: c.Bool("gauntlet"), Jobs: c.Int("jobs"), Reuse: c.Bool("reuse"), Stderr: e.Stderr,
			}
			if t := c.String("time"); t != "" {
				tc, err := match.ParseTimeControl(t)
				if err != nil {
					return usagef(c, "%v", err)
				}
				opts.Time, opts.TimeTolerance = &tc, c.Duration("time-tolerance")
				// The command timeout must not end a move the clock allows.
				if limit := tc.Main + time.Duration(tc.Periods)*tc.Byo + time.Minute; !c.IsSet("timeout") && opts.Timeout < limit {
					opts.Timeout = limit
				}
			}
			if opts.Openings, err = matchOpenings(c, e.Stderr, opts); err != nil {
				return usagef(c, "%v", err)
			}
			if t := c.String("sprt"); t != "" {
				test, err := elo.ParseSPRT(t)
				if err != nil {
					return usagef(c, "bad --sprt: %v", err)
				}
				opts.SPRT = &test
			}
			var endLine func()
			opts.Progress, endLine = liveLine(e.Stderr, e.Quiet)
			if opts.Results, err = matchResults(c); err != nil {
				return usagef(c, "%v", err)
			}
			defer opts.Results.Close()
			if dir := c.String("sgf"); dir != "" {
				total := match.Scheduled(c.NArg(), opts.Games, opts.Gauntlet)
				if opts.Save, err = record.MatchGames(dir, total, c.Bool("overwrite"), opts.Results.Played); err != nil {
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
			m, err := match.Run(ctx, c.Args().Slice(), opts)
			endLine()
			if errors.Is(err, match.ErrOptions) || errors.Is(err, client.ErrBadCommand) || errors.Is(err, match.ErrResults) {
				return usagef(c, "%v", err)
			}
			if err != nil && m != nil && ctx.Err() != nil {
				_ = m.Write(e.Stdout, e.Format, e.Layout)
				if opts.Results != nil {
					fmt.Fprintf(e.Stderr, "match: stopped after %d of %d games; the same command goes on from %s\n", len(m.Games), m.Scheduled, parse.QuoteName(opts.Results.Path()))
				}
				return errors.New("stopped by a signal")
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

// matchOpenings returns the openings of match's --openings (see
// opening.ForMatch) as the match plays them.
func matchOpenings(c *cli.Context, stderr io.Writer, opts match.Options) ([]match.Opening, error) {
	cfg := opening.Config{Size: opts.Size, Rules: opts.Rules, Kind: opts.Kind, Moves: c.Int("opening-moves")}
	list, err := opening.ForMatch(c.String("openings"), cfg, opts.Games, c.Uint64("opening-seed"), stderr)
	if err != nil {
		return nil, fmt.Errorf("--openings: %w", err)
	}
	out := make([]match.Opening, 0, len(list))
	for i := range list {
		out = append(out, match.Opening{Name: list[i].Name, Moves: list[i].Played()})
	}
	return out, nil
}

// liveLine returns what shows the match so far on w after each game, a
// line rewritten in place, when w is a terminal and --quiet is not given
// (nil otherwise), and what ends that line when the match stops early.
func liveLine(w io.Writer, quiet bool) (progress func(*match.Match, *match.Game), end func()) {
	if quiet || !stdTerminal(w) {
		return nil, func() {}
	}
	open := false // the line has no line end yet
	progress = func(m *match.Match, _ *match.Game) {
		fmt.Fprintf(w, "\r\033[K%s", m.Live())
		open = len(m.Games) < m.Scheduled && m.Stopped == ""
		if !open {
			fmt.Fprintln(w)
		}
	}
	return progress, func() {
		if open {
			fmt.Fprintln(w)
		}
	}
}

// matchResults opens the results file match --results (or --sgf DIR's
// results.jsonl) names, emptied first with --overwrite; nil for none.
func matchResults(c *cli.Context) (*match.Results, error) {
	path := c.String("results")
	if path == "" && c.String("sgf") != "" {
		path = filepath.Join(c.String("sgf"), "results.jsonl")
	}
	if path == "" {
		if c.Bool("overwrite") {
			return nil, errors.New("--overwrite replaces the games of --sgf DIR or --results FILE: give one of them")
		}
		return nil, nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, err
	}
	if c.Bool("overwrite") {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
	}
	return match.OpenResults(path)
}

// nonNegative checks a duration flag that may be 0 but not less, nor more
// than a minute.
func nonNegative(c *cli.Context, name string) error {
	if d := c.Duration(name); d < 0 || d > time.Minute {
		return usagef(c, "bad --%s %v (want 0 to 1m)", name, d)
	}
	return nil
}
