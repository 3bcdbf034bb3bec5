package main

import (
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

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/gtp/match"
	"github.com/goscore/goscore/gtp/regress"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
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
			if err := durationIn(c, "timeout", maxThink); err != nil {
				return err
			}
			files, err := testFiles(c, e, c.Args().Tail())
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(c.Context, stopSignals...)
			defer stop()
			defer ownStop()()
			rep, err := regress.Run(ctx, c.Args().First(), files, regress.Options{Timeout: c.Duration("timeout"), Stderr: e.stderr})
			if errors.Is(err, client.ErrBadCommand) {
				return usagef(c, "%v", err)
			}
			if err != nil {
				return err
			}
			if err := rep.Write(e.stdout, e.format, e.layout); err != nil {
				return err
			}
			if !e.quiet {
				// The report first, then the totals under it, as a
				// terminal shows them (stdout is buffered until the end).
				if f, ok := e.stdout.(interface{ Flush() error }); ok {
					_ = f.Flush()
				}
				fmt.Fprintln(e.stderr, "regress: "+rep.Totals.String())
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
func testFiles(c *cli.Context, e *env, args []string) ([]string, error) {
	w := e.walker
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
			"rules; finished games are scored by them (no dead stones are removed: engines should play to the end,\n" +
			"so prefer --rules chinese). An illegal move or an engine failure loses that game.",
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "games", Aliases: []string{"n"}, Value: 10, Usage: "number of games"},
			&cli.IntFlag{Name: "size", Value: 9, Usage: "board size"},
			&cli.StringFlag{Name: "game", Value: "go", Usage: "go or kill-all"},
			&cli.IntFlag{Name: "max-moves", Usage: "moves before a game is stopped and counted", DefaultText: "3 x size x size"},
			&cli.DurationFlag{Name: "timeout", Value: time.Minute, Usage: "the longest an engine may take over one command"},
			&cli.BoolFlag{Name: "fixed-colours", Usage: "engine A always plays Black"},
			&cli.StringFlag{Name: "sgf", Usage: "save each game as `DIR`/game-NNN.sgf, with the engines' names, the rules and the result"},
			&cli.BoolFlag{Name: "overwrite", Usage: "with --sgf, replace the game files of an earlier run in DIR (refused without it)"},
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
			if !slices.Contains(match.Formats, e.format) {
				return usagef(c, "%v %q for a match (want %s)", report.ErrBadFormat, e.format, strings.Join(formatNames(match.Formats...), ", "))
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
			rules := e.opts.Rules
			if !e.opts.KomiSet && kind == game.Go {
				rules.Komi = game.UsualKomi(rules) // as play does: a game has komi
			}
			opts := match.Options{
				Games: c.Int("games"), Size: c.Int("size"), Rules: rules, Kind: kind,
				MaxMoves: c.Int("max-moves"), Timeout: c.Duration("timeout"), FixedColours: c.Bool("fixed-colours"), Stderr: e.stderr,
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
			m, err := match.Run(ctx, c.Args().Get(0), c.Args().Get(1), opts)
			if errors.Is(err, match.ErrOptions) || errors.Is(err, client.ErrBadCommand) {
				return usagef(c, "%v", err)
			}
			if err != nil {
				return err
			}
			if err := m.Write(e.stdout, e.format, e.layout); err != nil {
				return usagef(c, "%v", err)
			}
			return nil
		},
	}
}
