package main

import (
	"cmp"
	"runtime"

	"github.com/urfave/cli/v2"

	appcli "github.com/goscore/goscore/internal/cli"

	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/engine/playout"
)

// defaultPolicy and defaultKillAllPolicy are the playout policy when
// --policy is not given, in Go and in kill-all: heavy in Go, where it
// won more games than fast on every board size measured (README,
// Strength; on 19x19 6 of 10, too few to tell), and fast
// with the vital point of small eyes in kill-all, which is what Black's
// attack is about and where it killed every game measured.
const (
	defaultPolicy        = "heavy"
	defaultKillAllPolicy = "fast,nakade"
)

// defaultPriors and defaultKillAllPriors are --priors when not given: the
// learned model in Go, where it beat the hand-set priors (README,
// Strength), the hand-set ones in kill-all, where it is not yet measured.
const (
	defaultPriors        = "learned"
	defaultKillAllPriors = "hand"
)

// defaultResign is the win rate under which the bot resigns when
// --resign-threshold is not given.
const defaultResign = mcts.DefaultResignBelow

// botHelp is the help text on the shared search flags, for the commands'
// descriptions.
const botHelp = "--policy takes a comma list of presets, heavy (capture, save, patterns,\n" +
	"self-atari, ladders, nakade and capture-anywhere: the default in Go),\n" +
	"fast (heavy without nakade and capture-anywhere; fast,nakade is the\n" +
	"default in kill-all), all and light (uniformly random moves), and of\n" +
	"rules: capture, save, patterns, patterns-before, self-atari, ladders,\n" +
	"low-liberties, nakade, capture-anywhere, replies, ko, learned-patterns;\n" +
	"a rule after - is taken away (heavy,-ladders).\n" +
	"--resign-threshold is ignored in kill-all."

// botFlags are the search flags gtp and play share.
func botFlags() []cli.Flag {
	return []cli.Flag{
		&cli.IntFlag{Name: "threads", Usage: "search threads", DefaultText: "the number of CPUs"},
		&cli.StringFlag{Name: "policy", Usage: "`RULES`: heavy, fast, all, light, or a list", DefaultText: defaultPolicy + "; " + defaultKillAllPolicy + " in kill-all"},
		&cli.Float64Flag{Name: "resign-threshold", Value: defaultResign, Usage: "resign under this win `RATE`; 0 never"},
		&cli.StringFlag{Name: "priors", Usage: "the priors of new tree nodes: `KIND` learned (the move model learned from game records) or hand (hand-set rules)", DefaultText: defaultPriors + "; " + defaultKillAllPriors + " in kill-all"},
		&cli.BoolFlag{Name: "book", Value: true, Usage: "in 7x7 kill-all, Black's first moves from the opening book made by deep searches; --book=false searches them"},
	}
}

// botConfig reads the shared search flags into cfg. The default policy
// and the resignation threshold depend on the game: in kill-all the
// policy adds nakade and the bot keeps its own threshold.
//
// It checks the numbers of the search flags, gtp's and play's own
// --playouts and --think included: a search of no playouts or of no time
// is not a search, and a rate of NaN resigns nothing.
func botConfig(c *cli.Context, cfg *mcts.Config, killAll bool) error {
	// The first mistake, in the order of the flags here.
	if err := cmp.Or(
		appcli.IntIn(c, "threads", 1, maxThreads),
		appcli.IntIn(c, "playouts", 1, maxPlayouts),
		appcli.DurationIn(c, "think", maxThink),
		appcli.FloatIn(c, "resign-threshold", func(r float64) bool { return r >= 0 && r < 1 }, "0 to below 1; 0 never resigns"),
	); err != nil {
		return err
	}
	cfg.Threads = runtime.NumCPU()
	if c.IsSet("threads") {
		cfg.Threads = c.Int("threads")
	}
	rules := defaultPolicy
	if killAll {
		rules = defaultKillAllPolicy
	}
	if c.IsSet("policy") {
		rules = c.String("policy")
	}
	pol, err := playout.ParsePolicy(rules)
	if err != nil {
		return usagef(c, "%s", flagged(err, "policy"))
	}
	cfg.Policy = pol
	priors := map[bool]string{false: defaultPriors, true: defaultKillAllPriors}[killAll]
	if c.IsSet("priors") {
		priors = c.String("priors")
	}
	if cfg.Model, err = playout.ParsePriors(priors); err != nil {
		return usagef(c, "bad --priors: %v", err)
	}
	if killAll && c.Bool("book") {
		cfg.Book = mcts.KillAllBook()
	}
	r := c.Float64("resign-threshold")
	if !killAll {
		cfg.ResignBelow, cfg.NoResign = r, r == 0
	}
	return nil
}
