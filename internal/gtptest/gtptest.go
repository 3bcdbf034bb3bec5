// Package gtptest runs small, deterministic GTP engines for tests of code
// that drives engines in other processes. The engines run inside the test
// binary itself: a test's TestMain calls Main first, and Command gives the
// command line that starts the binary again as an engine, so no program
// has to be built or installed.
//
// Every engine knows the GTP administrative commands, boardsize,
// clear_board, komi, play (on goscore's rules, any colour in any order),
// genmove, and these test commands:
//
//	echo ARGS   answers ARGS
//	fail ARGS   answers "? ARGS"
//	hang        never answers
//	crash       exits at once with status 3
//	junk        writes a line that is not a response
//	multi       answers two lines
//
// The mode chosen in Command says how genmove answers:
//
//	first    the first legal point in file order (top row first, left to
//	         right) that does not fill one of its own eyes; pass when none
//	pass     always pass
//	slow     as first, after a pause of 300 ms (past a short clock)
//	resign   always resign
//	illegal  always A1, which is occupied from the second time on
//	hang     never answers genmove
//	crash    exits with status 3 on genmove
//	junk     writes junk on genmove
//	blind    plays a fixed 5x5 pattern that leaves a dead stone and passes;
//	         its final_score counts every stone alive (see dead.go)
//	judge    the same, with final_score judging the dead stones
//
// RefereeCommand starts an engine that also answers final_status_list
// dead, for tests of engines asked as referees, and JudgeOnlyCommand one
// that answers it and has no genmove (see referee.go).
package gtptest

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
)

// flagName is the first argument that makes the test binary an engine.
const flagName = "-gtptest.engine"

// Modes lists the genmove behaviours.
var Modes = []string{"first", "pass", "slow", "resign", "illegal", "hang", "crash", "junk", Scorer}

// Scorer is the mode of an engine with GNU Go's scoring move generator,
// reg_genmove: it names the move "first" would play, without playing it,
// while its genmove resigns.
const Scorer = "scorer"

// Main runs the engine named on the command line and exits, when the test
// binary was started by Command; otherwise it returns at once. Call it
// first in TestMain.
//
// In the test process itself, Main sets GORACE to atexit_sleep_ms=0 when
// GORACE is unset, so that engines built with -race exit when told to
// instead of sleeping a second first, as the race detector does by
// default.
func Main() {
	if len(os.Args) < 3 || os.Args[1] != flagName {
		if _, ok := os.LookupEnv("GORACE"); !ok {
			os.Setenv("GORACE", "atexit_sleep_ms=0")
		}
		return
	}
	os.Exit(Serve(os.Args[2], os.Stdin, os.Stdout))
}

// Command returns the command line that starts the running test binary as
// the engine of the given mode, quoted for client.Split.
func Command(mode string) string {
	exe, err := os.Executable()
	if err != nil {
		exe = os.Args[0]
	}
	return quote(exe) + " " + flagName + " " + quote(mode)
}

func quote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// Serve runs the engine of the given mode on in and out until quit or the
// end of input, and returns the process exit status: 0, 2 for an unknown
// mode, 3 for a crash.
func Serve(mode string, in io.Reader, out io.Writer) int {
	known := mode == referee || mode == judgeOnly || mode == Blind || mode == Judge
	for _, m := range Modes {
		known = known || m == mode
	}
	if !known {
		fmt.Fprintf(os.Stderr, "gtptest: unknown mode %q (want %s)\n", mode, strings.Join(Modes, ", "))
		return 2
	}
	f := &fake{mode: mode}
	e := gtp.NewEngine("gtptest", "1")
	f.newGame(9)
	e.Register("boardsize", f.boardsize)
	e.Register("clear_board", func([]string) (string, error) { f.newGame(f.size); return "", nil })
	e.Register("komi", func(args []string) (string, error) {
		if len(args) != 1 {
			return "", errors.New("syntax error")
		}
		var err error
		f.komi, err = strconv.ParseFloat(args[0], 64)
		return "", err
	})
	e.Register("play", f.play)
	e.Register("echo", func(args []string) (string, error) { return strings.Join(args, " "), nil })
	e.Register("fail", func(args []string) (string, error) { return "", errors.New(strings.Join(args, " ")) })
	e.Register("multi", func([]string) (string, error) { return "one\ntwo", nil })
	f.registerModal(e)

	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) > 0 {
			if _, err := strconv.Atoi(fields[0]); err == nil {
				fields = fields[1:]
			}
		}
		name := ""
		if len(fields) > 0 {
			name = fields[0]
		}
		if name == "genmove" && (mode == "hang" || mode == "crash" || mode == "junk") {
			name = mode
		}
		if mode == referee || mode == judgeOnly {
			name = f.refereeFault(name)
		}
		switch name {
		case "hang":
			w.Flush()
			for {
				time.Sleep(time.Hour)
			}
		case "crash":
			w.Flush()
			fmt.Fprintln(os.Stderr, "gtptest: crashing as told")
			return 3
		case "junk":
			w.WriteString("thinking very hard...\n")
			w.Flush()
			continue
		}
		resp := e.Execute(sc.Text())
		w.WriteString(resp)
		w.Flush()
		if name == "quit" {
			return 0
		}
	}
	return 0
}

// registerModal registers the commands that only some modes have: genmove
// (all but judgeOnly), reg_genmove, a referee's and final_score.
func (f *fake) registerModal(e *gtp.Engine) {
	if f.mode != judgeOnly {
		e.Register("genmove", f.genmove)
	}
	if f.mode == Scorer {
		e.Register("reg_genmove", f.regGenmove)
	}
	if f.mode == referee || f.mode == judgeOnly {
		f.registerReferee(e)
	}
	if f.mode == Blind || f.mode == Judge {
		f.registerFinalScore(e)
	}
}

// fake is the engine's game state.
type fake struct {
	mode string
	size int
	komi float64
	g    *game.Game
}

func (f *fake) newGame(size int) {
	g, err := game.New(game.Go, size, size, analyze.Rules{Name: "chinese", Scoring: analyze.Area, Ko: analyze.KoPositional})
	if err == nil {
		f.size, f.g = size, g
	}
}

func (f *fake) boardsize(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("syntax error")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil || n < 1 || n > board.MaxSize {
		return "", errors.New("unacceptable size")
	}
	f.newGame(n)
	return "", nil
}

func (f *fake) play(args []string) (string, error) {
	if len(args) != 2 {
		return "", errors.New("syntax error")
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return "", errors.New("syntax error")
	}
	v, err := board.ParseVertex(args[1])
	if err != nil {
		return "", errors.New("syntax error")
	}
	p, ok := v.Resolve(f.g.Board())
	if !ok {
		return "", game.ErrIllegal
	}
	if _, err := f.g.Put(c, p); errors.Is(err, game.ErrIllegal) {
		return "", game.ErrIllegal
	} else if err != nil {
		return "", err
	}
	return "", nil
}

func (f *fake) genmove(args []string) (string, error) {
	c, err := colourArg(args)
	if err != nil {
		return "", err
	}
	switch f.mode {
	case Blind, Judge:
		return f.patternMove(c), nil
	case "slow":
		time.Sleep(300 * time.Millisecond)
	case "pass":
		return "pass", nil
	case "resign", Scorer:
		return "resign", nil
	case "illegal":
		p := board.At(0, 0)
		_, _ = f.g.Put(c, p)
		return p.String(), nil
	}
	p := f.firstMove(c)
	_, _ = f.g.Put(c, p)
	return p.String(), nil // "pass" for board.Pass
}

// firstMove is the first legal point, in board order, that fills no eye
// of c's, else a pass.
func (f *fake) firstMove(c board.Color) board.Point {
	b := f.g.Board()
	for _, p := range b.Points(nil) {
		if b.At(p) == board.Empty && !b.IsEyeOf(p, c) && f.g.Legal(c, p) == analyze.OK {
			return p
		}
	}
	return board.Pass
}

// colourArg reads the one argument of genmove and reg_genmove.
func colourArg(args []string) (board.Color, error) {
	if len(args) != 1 {
		return board.Empty, errors.New("syntax error")
	}
	c, err := board.ParseColor(args[0])
	if err != nil {
		return board.Empty, errors.New("syntax error")
	}
	return c, nil
}

// regGenmove names the move genmove plays in mode "first", and leaves it
// unplayed, as GNU Go's reg_genmove does.
func (f *fake) regGenmove(args []string) (string, error) {
	c, err := colourArg(args)
	if err != nil {
		return "", err
	}
	return f.firstMove(c).String(), nil
}
