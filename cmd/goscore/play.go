package main

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/internal/batch"
	appcli "github.com/goscore/goscore/internal/cli"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/play"
	"github.com/goscore/goscore/internal/record"
	"github.com/goscore/goscore/parse"
)

// playCommand declares play: a game in the terminal, two people or against the bot. It is long because it is one
// declaration: the command's flags with their help, then its action,
// which reads them and makes the one call that runs the command.
func playCommand() *cli.Command {
	return &cli.Command{
		Name:  "play",
		Usage: "play a game in the terminal: two people, or against the Monte-Carlo tree search bot; kill-all too",
		Description: "Moves are typed as vertices (D4) or ROW,COL; type help in the game for\n" +
			"the commands.\n" +
			"It works through a pipe too: printf 'D4\\nE5\\npass\\npass\\n' | goscore play" + "\n" +
			"A game loaded with --load is recorded (--record, save) into the file's\n" +
			"own game: its comments, variations and properties stay, and undo takes\n" +
			"back its moves.\n" +
			"\n" +
			"Two passes do not end a game of Go at once: goscore proposes the dead\n" +
			"stones (--dead-stones: the estimate by default, none, or a LIST), draws\n" +
			"the board with them marked and the count, and the players agree on them.\n" +
			"A vertex marks its group dead or alive again (every stone of that colour\n" +
			"in the region the other colour walls off), done agrees (two people both\n" +
			"say it; a change after one did asks both again), and resume plays on:\n" +
			"the opponent of the player who passed last moves first, and two passes\n" +
			"count again. The end of the input agrees to the marking as it stands.\n" +
			"The result, the record's RE and its last node's TB/TW follow the stones\n" +
			"agreed dead, so score --dead-stones marks on the record counts the same.\n" +
			"The bot agrees when the marking is its own estimate, and otherwise names\n" +
			"a string it judges otherwise and play goes on, the bot capturing what it\n" +
			"judges dead before it passes; a second dispute ends the game on the\n" +
			"bot's estimate. Kill-all has no count: its passes end it.\n" +
			"The estimate runs --playouts playouts (" + strconv.Itoa(life.DefaultPlayouts) + " unless given) from --seed\n" +
			"with --dead-share, as on score, so score --dead-stones estimate with the\n" +
			"same three counts the record as the game did. In the game, count shows\n" +
			"the estimate of the game as it stands: each point's likely owner by the\n" +
			"same playouts, ? where the game is still open, and the estimated score.\n" +
			botHelp,
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "size", Usage: "board size: `N` or WxH, 2 to 19", DefaultText: "9, and 7 for kill-all"},
			&cli.StringFlag{Name: "black", Value: "human", Usage: "who plays Black: human or bot"},
			&cli.StringFlag{Name: "white", Value: "human", Usage: "who plays White: human or bot"},
			&cli.StringFlag{Name: "game", Value: "go", Usage: "go or kill-all"},
			&cli.StringFlag{Name: "load", Usage: "resume from `FILE`, a board file or an SGF"},
			&cli.StringFlag{Name: "record", Usage: "save the game to `FILE` after every move: SGF, or the 0/1/2 history if it ends in .txt; an existing file other than the --load file is refused without --overwrite"},
			&cli.BoolFlag{Name: "overwrite", Usage: "let --record replace an existing file that is not the loaded game"},
			&cli.IntFlag{Name: "playouts", Usage: "the bot's playouts per move, and the estimate's in the count", DefaultText: "10000 for the bot unless --think is given, " + strconv.Itoa(life.DefaultPlayouts) + " for the estimate"},
			&cli.DurationFlag{Name: "think", Usage: "the bot's time per move, like 2s (instead of --playouts)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "the bot's random seed, and the estimate's: with --threads 1, the same seed and playouts give the same moves"},
			&cli.StringFlag{Name: "dead-stones", Value: life.MethodEstimate, Usage: "the dead stones the count proposes after two passes: estimate (seeded Monte-Carlo playouts), none (every stone alive) or a `LIST` of vertices like D4,E5, each marking its whole string"},
			&cli.Float64Flag{Name: "dead-share", Value: life.DefaultThreshold, Usage: "the estimate of the count: a string is dead when the opponent owns its points in at least this `SHARE` of playouts"},
		}, botFlags()...),
		Action: func(c *cli.Context) error {
			e, err := newEnv(c)
			if err != nil {
				return err
			}
			ch, err := playChoices(c, e)
			if err != nil {
				return err
			}
			kind, w, h, players, dead := ch.kind, ch.w, ch.h, ch.players, ch.dead
			rules := e.Opts.ForNewGame(kind)
			var (
				g    *game.Game
				book = &record.Book{}
				note string
			)
			if path := c.String("load"); path != "" {
				l, err := record.Load(path, e.Opts.RulesChoice, kind)
				if err != nil {
					return err
				}
				g, book, note = l.Game, l.Book, l.Note
				rules = g.Rules
			} else if g, err = game.New(kind, w, h, rules); err != nil {
				return usagef(c, "%v", err)
			}
			s := &play.Session{Game: g, Save: book.Save, Note: note, Width: screenWidth(), Interactive: isTerminal(e.Stdout) && stdTerminal(e.Stdin), Dead: dead}
			s.Colour = s.Interactive && os.Getenv("NO_COLOR") == ""
			cfg := mcts.Config{Playouts: c.Int("playouts"), Think: c.Duration("think"), Seed: c.Uint64("seed"), Rules: rules, KillAll: kind == game.KillAll}
			if err := botConfig(c, &cfg, kind == game.KillAll); err != nil {
				return err
			}
			for _, col := range []board.Color{board.Black, board.White} {
				if players[col] == "bot" {
					s.Bots[col] = play.SearchBot(cfg)
				}
			}
			s.Think = play.SearchBot(cfg)
			if path := c.String("record"); path != "" {
				if err := book.Save(g, path, c.Bool("overwrite")); err != nil {
					if errors.Is(err, record.ErrExists) {
						return fmt.Errorf("--record: %w: give --overwrite to replace it, or --load it to go on with its game", err)
					}
					return err
				}
				s.Record = func(g *game.Game) error { return book.Save(g, path, true) }
				s.RecordName = parse.QuoteName(path)
			}
			// Ctrl-C leaves cleanly: the game was recorded after every move.
			sig, done := make(chan os.Signal, 1), make(chan struct{})
			signal.Notify(sig, appcli.StopSignals...)
			defer appcli.OwnStop()()
			defer func() { signal.Stop(sig); close(done) }()
			go func() {
				select {
				case <-sig:
					fmt.Fprintf(e.Stderr, "\ninterrupted: %s\n", s.Status())
					os.Exit(130)
				case <-done:
				}
			}()
			return s.Run(e.Stdin, e.Stdout)
		},
	}
}

// playerKinds are the values of --black and --white.
var playerKinds = []string{"human", "bot"}

// playChoices reads and checks play's own flags: the game, the board's
// size (9x9, or 7x7 in kill-all, by default), who plays each colour, and
// the dead stones of the count at the end (--playouts and --seed are the
// bot's and the estimate's, as in gtp).
func playChoices(c *cli.Context, e *batch.Config) (ch playChoice, err error) {
	if c.NArg() > 0 {
		return ch, usagef(c, "play takes no PATH (got %q); use --load FILE to resume a game", c.Args().First())
	}
	ch.kind, err = game.ParseKind(c.String("game"))
	if err != nil {
		if c.String("game") == "ninuki" {
			return ch, usagef(c, "ninuki is played through GTP: goscore gtp --game ninuki, driven by GoGui or another GTP controller")
		}
		return ch, usagef(c, "%v", err)
	}
	size := c.String("size")
	if size == "" {
		size = "9"
		if ch.kind == game.KillAll {
			size = "7"
		}
	}
	ch.w, ch.h, err = record.ParseSize(size)
	if err != nil || ch.w < 2 || ch.h < 2 {
		return ch, usagef(c, "bad --size %q (want N or WxH, columns x rows, each 2 to %d)", size, board.MaxSize)
	}
	for _, col := range []board.Color{board.Black, board.White} {
		v := strings.ToLower(c.String(col.String()))
		if !slices.Contains(playerKinds, v) {
			return ch, usagef(c, "bad --%s %q (want human or bot)", col, v)
		}
		ch.players[col] = v
	}
	if c.Bool("overwrite") && c.String("record") == "" {
		return ch, usagef(c, "--overwrite goes with --record FILE")
	}
	if c.IsSet("playouts") && c.IsSet("think") {
		return ch, usagef(c, "give --playouts or --think, not both")
	}
	ch.dead = e.Opts.Dead
	if e.Opts.MarksFirst || !slices.Contains([]string{life.MethodNone, life.MethodEstimate, life.MethodList}, ch.dead.Method) {
		return ch, usagef(c, "bad --dead-stones for play (want none, estimate or a LIST of vertices): a game in play has no marking to read")
	}
	// --playouts and --seed are the bot's and the estimate's, as in gtp.
	ch.dead.Estimate = life.Config{Playouts: c.Int("playouts"), Seed: c.Uint64("seed"), Threshold: c.Float64("dead-share")}.Resolved()
	return ch, nil
}

// playChoice is what play's own flags chose.
type playChoice struct {
	kind    game.Kind
	w, h    int
	players [3]string // by colour: human or bot
	dead    life.Spec
}
