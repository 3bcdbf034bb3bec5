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
//
// With -collect DIR it plays nothing: it takes the finished games of a
// collection of records (RE a win by points, two final passes, or with
// -stopped any ending, as professional records stop without passes) into
// -out, has GNU Go judge each the same way and writes real.yaml; -seen
// keeps out the games of other sets, -players says who played, and
// -infer-komi gives a record without KM the komi of its series' records
// in the nearest year (engine/life/testdata/real and
// engine/life/testdata/report were made so; their README.md files give
// the commands).
//
// With -ask CMD it plays and judges nothing either: it sets up every game
// of the sets named as arguments (directories holding real.yaml) on the
// GTP engine CMD, move by move, asks its final_score, and writes the
// answers as YAML to stdout; bench/judge.sh asks Pachi so.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"strings"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// run parses the flags, builds the set and returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	opts, err := parseFlags(args, stderr)
	if err != nil {
		if err == flag.ErrHelp {
			return 0
		}
		return 2
	}
	do := build
	switch {
	case opts.collect != "":
		do = collect
	case opts.ask != "":
		do = func(ctx context.Context, o *options, stderr io.Writer) error { return ask(ctx, o, stdout, stderr) }
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
	stopped    bool   // -collect takes records that stop without two passes too
	players    string // who plays the collection's games: people or programs
	inferKomi  *regexp.Regexp
	seen       []string // sets whose games -collect does not take again
	dryRun     bool     // -collect lists what it would take and writes nothing
	minMoves   int      // -collect leaves out records of fewer moves
	ask        string   // a GTP engine to ask for its final_score of the sets
	askChinese string   // the same engine under area rules
	sets       []string // the directories -ask reads real.yaml files from
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
	fs.BoolVar(&o.stopped, "stopped", false, "with -collect, take records that stop without two passes too, as professional records do")
	fs.StringVar(&o.players, "players", "", "with -collect, who plays the collection's games, written beside each: people or programs (a game with a program in it)")
	inferKomi := fs.String("infer-komi", "", "with -collect, a regular expression whose two groups name a file's series and year (`^([A-Za-z]+)-([0-9]+)-`): a record without KM gets the komi of its series' records in the nearest year, or is left out")
	fs.StringVar(&o.ask, "ask", "", "instead of building a set, ask this GTP engine (a command line) for its final_score of every game of the sets (directories holding real.yaml) given as arguments, under territory rules; YAML to stdout")
	fs.StringVar(&o.askChinese, "ask-chinese", "", "with -ask, the command line of the same engine under area rules")
	fs.IntVar(&o.minMoves, "min-moves", 0, "with -collect, leave out records of fewer moves (passes included): a test file, not a game")
	fs.BoolVar(&o.dryRun, "dry-run", false, "with -collect, list the games it would take on stderr, and write nothing")
	seen := fs.String("seen", "", "with -collect, directories (comma-separated) whose games are not taken again")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if err := o.check(fs.Args(), *playouts, *inferKomi, *seen); err != nil {
		fmt.Fprintln(stderr, "finishedgames:", err)
		return nil, err
	}
	return o, nil
}

// check checks the options parsed for the mode they choose (-ask,
// -collect, or playing games), with args the arguments after the flags
// and the flags read as text (-playouts, -infer-komi, -seen), and sets
// what those give.
func (o *options) check(args []string, playouts, inferKomi, seen string) error {
	switch {
	case o.ask != "":
		if len(args) == 0 {
			return fmt.Errorf("-ask needs the directories of the sets to ask about")
		}
		if o.jobs < 1 {
			return fmt.Errorf("bad -jobs %d", o.jobs)
		}
		o.sets = args
		return nil
	case len(args) > 0:
		return fmt.Errorf("unexpected arguments %q", args)
	case o.collect != "":
		if o.players != "" && o.players != playersPeople && o.players != playersPrograms {
			return fmt.Errorf("bad -players %q: want %s or %s", o.players, playersPeople, playersPrograms)
		}
		if inferKomi != "" {
			re, err := regexp.Compile(inferKomi)
			if err != nil || re.NumSubexp() < 2 {
				return fmt.Errorf("bad -infer-komi %q: want a regular expression with two groups, the series and the year", inferKomi)
			}
			o.inferKomi = re
		}
		if seen != "" {
			o.seen = strings.Split(seen, ",")
		}
		return nil
	}
	for _, s := range strings.Split(playouts, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 1 {
			return fmt.Errorf("bad -playouts %q: want positive numbers separated by commas", playouts)
		}
		o.playouts = append(o.playouts, n)
	}
	switch {
	case o.selfplay < 0 || o.gnugo < 0 || o.selfplay+o.gnugo == 0:
		return fmt.Errorf("nothing to play: -selfplay %d -gnugo %d", o.selfplay, o.gnugo)
	case o.selfplay > 999 || o.gnugo > 999:
		return fmt.Errorf("at most 999 games of each kind")
	case o.level < 0 || o.judgeLevel < 0:
		return fmt.Errorf("bad GNU Go level")
	case o.maxMoves < 2:
		return fmt.Errorf("bad -max-moves %d", o.maxMoves)
	case o.jobs < 1:
		return fmt.Errorf("bad -jobs %d", o.jobs)
	}
	return nil
}

// command is the command line that makes the set the options describe,
// every flag that changes the files given, for the header of gnugo.yaml.
func (o *options) command() string {
	return fmt.Sprintf("go run ./internal/cmd/finishedgames -selfplay %d -gnugo %d -playouts %s -level %d -seed %d -komi %s -judge-level %d -max-moves %d",
		o.selfplay, o.gnugo, o.playoutList(), o.level, o.seed, strconv.FormatFloat(o.komi, 'f', -1, 64), o.judgeLevel, o.maxMoves)
}
