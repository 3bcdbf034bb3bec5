// Command finishedgames builds the set of finished 9x9 games in
// engine/life/testdata/finished, with GNU Go's judgement of each, for the tests of
// goscore's dead-stone estimate.
//
// It plays games to the end (two passes in a row) under Japanese rules: the
// MCTS bot against itself (-selfplay games), and the bot against GNU Go at a
// low level (-gnugo games, the bot taking Black in odd-numbered games and
// White in even-numbered ones). A game that reaches the move limit, or that
// GNU Go resigns (it may: --resign-allowed is its default), is discarded
// and counted, since only finished games are wanted. Each kept game is written as selfplay-NNN.sgf or gnugo-NNN.sgf
// (NNN the game's number, so a discarded game leaves a gap).
//
// Each kept game is then judged by a fresh GNU Go, which loads the SGF and
// answers final_status_list dead and final_score, and by a second fresh
// GNU Go started with --chinese-rules, which answers final_score under area
// scoring. The answers go to gnugo.yaml, and the statistics of the set to
// README.md, both next to the games, so tests need no GNU Go.
//
// Every random number comes from -seed and the game's number, so the same
// flags give the same files. The committed set was made, from the root of
// the repository, by
//
//	go run ./internal/cmd/finishedgames -selfplay 110 -gnugo 110
//
// which took three to five minutes on two cores shared with other work.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stderr))
}

// run parses the flags, builds the set and returns the exit status.
func run(ctx context.Context, args []string, stderr io.Writer) int {
	opts, err := parseFlags(args, stderr)
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	do := build
	if opts.collect != "" {
		do = collect
	}
	if err := do(ctx, opts, stderr); err != nil {
		fmt.Fprintln(stderr, "finishedgames:", err)
		return 1
	}
	return 0
}

// options are the flags.
type options struct {
	out        string
	selfplay   int
	gnugo      int
	playouts   []int // cycled over the games
	level      int   // GNU Go's level as the opponent
	seed       uint64
	komi       float64
	judgeLevel int // GNU Go's level as the judge; 0 for its default
	engine     string
	maxMoves   int
	jobs       int
	collect    string // a collection of game records to take finished games from
}

// defaultGNUGo is where the Debian package gnugo installs the engine.
const defaultGNUGo = "/usr/games/gnugo"

func parseFlags(args []string, stderr io.Writer) (*options, error) {
	o := &options{}
	fs := flag.NewFlagSet("finishedgames", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&o.out, "out", "engine/life/testdata/finished", "the directory to write the games, gnugo.yaml and README.md to")
	fs.IntVar(&o.selfplay, "selfplay", 100, "games of the bot against itself")
	fs.IntVar(&o.gnugo, "gnugo", 100, "games of the bot against GNU Go")
	playouts := fs.String("playouts", "500,1000,2000", "the bot's playouts per move, a comma-separated list cycled over the games")
	fs.IntVar(&o.level, "level", 1, "GNU Go's level as the bot's opponent")
	fs.Uint64Var(&o.seed, "seed", 1, "the seed every game's seeds derive from")
	fs.Float64Var(&o.komi, "komi", 6.5, "komi")
	fs.IntVar(&o.judgeLevel, "judge-level", 0, "GNU Go's level when judging the games; 0 leaves GNU Go's default (10)")
	fs.StringVar(&o.engine, "engine", defaultGNUGo, "the GNU Go program")
	fs.IntVar(&o.maxMoves, "max-moves", 250, "discard a game still going after this many moves, passes included")
	fs.IntVar(&o.jobs, "jobs", 2, "games played and judged at once")
	fs.StringVar(&o.collect, "collect", "", "instead of playing games, take the finished games (RE a win by points, two final passes, 9x9, 13x13 or 19x19) from the SGF files under this directory into -out, with GNU Go's judgement in real.yaml")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if o.collect != "" {
		return o, nil
	}
	bad := func(format string, a ...any) (*options, error) {
		err := fmt.Errorf(format, a...)
		fmt.Fprintln(stderr, "finishedgames:", err)
		return nil, err
	}
	if fs.NArg() > 0 {
		return bad("unexpected arguments %q", fs.Args())
	}
	for _, s := range strings.Split(*playouts, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return bad("bad -playouts %q: want positive numbers separated by commas", *playouts)
		}
		o.playouts = append(o.playouts, n)
	}
	switch {
	case o.selfplay < 0 || o.gnugo < 0 || o.selfplay+o.gnugo == 0:
		return bad("nothing to play: -selfplay %d -gnugo %d", o.selfplay, o.gnugo)
	case o.selfplay > 999 || o.gnugo > 999:
		return bad("at most 999 games of each kind")
	case o.level < 0 || o.judgeLevel < 0:
		return bad("bad GNU Go level")
	case o.maxMoves < 2:
		return bad("bad -max-moves %d", o.maxMoves)
	case o.jobs < 1:
		return bad("bad -jobs %d", o.jobs)
	}
	return o, nil
}

// command is the command line that makes the set the options describe,
// every flag that changes the files given, for the header of gnugo.yaml.
func (o *options) command() string {
	return fmt.Sprintf("go run ./internal/cmd/finishedgames -selfplay %d -gnugo %d -playouts %s -level %d -seed %d -komi %s -judge-level %d -max-moves %d",
		o.selfplay, o.gnugo, o.playoutList(), o.level, o.seed, strconv.FormatFloat(o.komi, 'f', -1, 64), o.judgeLevel, o.maxMoves)
}
