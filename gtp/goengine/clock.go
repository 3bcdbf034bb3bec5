package goengine

import (
	"errors"
	"strconv"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
)

// MaxMoveTime bounds the time the bot thinks about one move, however much
// time the controller grants: a time_settings of years must not hang a
// session.
const MaxMoveTime = 5 * time.Minute

// maxClock bounds the seconds of a time setting, so that no product
// overflows a time.Duration (about 292 years).
const maxClock = 1 << 32

// minThink is the budget of a move when the clock has nothing to spare: the
// bot still answers with a move from a short search.
const minThink = 10 * time.Millisecond

// minMovesLeft is the fewest own moves the main time is spread over, however
// far the game has gone.
const minMovesLeft = 10

// overtime says what follows the main time.
type overtime uint8

const (
	absolute overtime = iota // nothing: the main time is all there is
	canadian                 // periods of byo seconds for stones moves each
	japanese                 // periods of byo seconds, one move each, reset after every move in time
)

// timeControl is the time control time_settings or kgs-time_settings set;
// the zero value has no limit.
type timeControl struct {
	limited bool
	main    time.Duration
	over    overtime
	byo     time.Duration // one period
	stones  int           // canadian: moves a period
	periods int           // japanese: periods
}

// playerClock is one side's clock under a timeControl.
type playerClock struct {
	left    time.Duration // main time left; in overtime, the period's time left (below zero: lost on time)
	inByo   bool
	stones  int // canadian: moves left in the period
	periods int // japanese: periods left
}

// start is a player's clock before its first move.
func (tc timeControl) start() playerClock {
	pc := playerClock{left: tc.main, periods: tc.periods}
	if tc.main == 0 && tc.over != absolute {
		tc.enterByo(&pc)
	}
	return pc
}

func (tc timeControl) enterByo(pc *playerClock) {
	pc.inByo, pc.left, pc.stones = true, tc.byo, tc.stones
}

// charge takes the time one move took off pc, as a referee's clock does:
// main time first, then the period the move ran into, which a Canadian
// move counts against and a Japanese move in time gives back.
func (tc timeControl) charge(pc *playerClock, used time.Duration) {
	if !tc.limited {
		return
	}
	if !pc.inByo {
		if used < pc.left || tc.over == absolute {
			pc.left -= used
			return
		}
		used -= pc.left
		tc.enterByo(pc)
	}
	switch tc.over {
	case canadian:
		pc.left -= used
		if pc.stones--; pc.stones <= 0 && pc.left >= 0 {
			pc.left, pc.stones = tc.byo, tc.stones
		}
	case japanese:
		for used > pc.left && pc.periods > 1 {
			used -= pc.left
			pc.left, pc.periods = tc.byo, pc.periods-1
		}
		if used > pc.left {
			pc.left -= used
			return
		}
		pc.left = tc.byo
	}
}

// margin is the time kept back from a stretch of total time for what the
// budget does not see: the search's last look at the clock, choosing and
// playing the move, the answer's way to the controller.
// A tenth of it, from a quarter second to ten seconds: under absolute time
// every move costs some of it, however short the search.
func margin(total time.Duration) time.Duration {
	return min(max(total/10, 250*time.Millisecond), 10*time.Second)
}

// maxStretch is how many times its Target an unclear move may take, as
// far as the clock allows.
const maxStretch = 3

// budget is the time the next move may take: Target normally, up to Max
// when the search finds the best move unclear. It is a pure function of
// the clock, so each time system has its table test.
//
//   - Main time: the time left, less a margin, spread over movesLeft
//     moves; Max at most a quarter of it, so that a string of unclear
//     moves cannot run the clock down. With byo-yomi to follow, at least
//     what a move in a fresh period would get.
//   - Absolute time: main time with nothing after it; the quarter keeps
//     the game from being lost on time.
//   - Canadian period: the period's time left, less a margin, shared by
//     the stones left; Max keeps half a share for each other stone.
//   - Japanese period: the period less a margin, which a move in time gets
//     back; Max spends one more period only when more than one is left.
//
// Target is at least minThink, Max at least Target, both at most
// MaxMoveTime; the zero Budget without a time limit.
func (tc timeControl) budget(pc playerClock, movesLeft int) mcts.Budget {
	if !tc.limited {
		return mcts.Budget{}
	}
	var bu mcts.Budget
	if pc.inByo {
		bu = tc.byoBudget(pc)
	} else {
		total := tc.main
		if total == 0 { // time_left without time_settings
			total = pc.left
		}
		usable := pc.left - margin(total)
		bu.Target = usable / time.Duration(max(movesLeft, 1))
		bu.Max = min(maxStretch*bu.Target, usable/4)
		if tc.over != absolute {
			fresh := tc.byoBudget(playerClock{inByo: true, left: tc.byo, stones: tc.stones, periods: pc.periods})
			bu.Target, bu.Max = max(bu.Target, fresh.Target), max(bu.Max, fresh.Max)
		}
	}
	bu.Target = min(max(bu.Target, minThink), MaxMoveTime)
	bu.Max = min(max(bu.Max, bu.Target), MaxMoveTime)
	return bu
}

// byoBudget is the budget of a move in a period of byo-yomi.
func (tc timeControl) byoBudget(pc playerClock) mcts.Budget {
	usable := pc.left - margin(tc.byo)
	if tc.over == canadian {
		stones := time.Duration(max(pc.stones, 1))
		share := usable / stones
		return mcts.Budget{Target: share, Max: min(maxStretch*share, usable-(stones-1)*share/2)}
	}
	bu := mcts.Budget{Target: usable, Max: usable}
	if pc.periods > 1 {
		bu.Max += tc.byo
	}
	return bu
}

// movesLeft guesses how many more moves one side will play in a game on a
// board of points points after played moves (both sides'): a third of the
// board in all, at least minMovesLeft.
func movesLeft(points, played int) int {
	return max(points/3-played/2, minMovesLeft)
}

// seconds reads the whole seconds of a time setting, at most maxClock.
func seconds(arg string) (time.Duration, error) {
	n, err := strconv.Atoi(arg)
	if err != nil || n < 0 {
		return 0, errSyntax
	}
	return time.Duration(min(n, maxClock)) * time.Second, nil
}

// count reads the whole numbers of a time setting, at most maxClock.
func count(arg string) (int, error) {
	n, err := strconv.Atoi(arg)
	if err != nil || n < 0 {
		return 0, errSyntax
	}
	return min(n, maxClock), nil
}

// setTime starts a time control: both clocks start afresh.
func (ge *goEngine) setTime(tc timeControl) {
	ge.tc = tc
	ge.resetClocks()
}

// timeSettings is GTP's time_settings MAIN BYO_YOMI STONES: absolute time
// with no byo-yomi, Canadian byo-yomi of BYO_YOMI seconds for STONES moves
// otherwise. BYO_YOMI above zero with STONES zero means no limit, and so
// does 0 0 0.
func (ge *goEngine) timeSettings(args []string) (string, error) {
	if err := argCount(args, 3, "time_settings MAIN BYO_YOMI STONES"); err != nil {
		return "", err
	}
	main, err1 := seconds(args[0])
	byo, err2 := seconds(args[1])
	stones, err3 := count(args[2])
	if err := errors.Join(err1, err2, err3); err != nil {
		return "", errSyntax
	}
	switch {
	case byo > 0 && stones == 0, main == 0 && byo == 0:
		ge.setTime(timeControl{})
	case byo == 0:
		ge.setTime(timeControl{limited: true, main: main})
	default:
		ge.setTime(timeControl{limited: true, main: main, over: canadian, byo: byo, stones: stones})
	}
	return "", nil
}

// kgsTimeSettings is kgs-time_settings: none, absolute MAIN, byoyomi MAIN
// PERIOD PERIODS (Japanese) or canadian MAIN PERIOD STONES.
func (ge *goEngine) kgsTimeSettings(args []string) (string, error) {
	const usage = "syntax error: kgs-time_settings none|absolute MAIN|byoyomi MAIN PERIOD PERIODS|canadian MAIN PERIOD STONES"
	if len(args) == 0 {
		return "", errors.New(usage)
	}
	want := map[string]int{"none": 0, "absolute": 1, "byoyomi": 3, "canadian": 3}
	n, ok := want[args[0]]
	if !ok || len(args) != n+1 {
		return "", errors.New(usage)
	}
	var main, byo time.Duration
	var k int
	var err error
	if n > 0 {
		main, err = seconds(args[1])
	}
	if n == 3 {
		var err2, err3 error
		byo, err2 = seconds(args[2])
		k, err3 = count(args[3])
		err = errors.Join(err, err2, err3)
	}
	if err != nil {
		return "", errSyntax
	}
	switch {
	case args[0] == "none", main == 0 && (byo == 0 || k == 0):
		ge.setTime(timeControl{})
	case args[0] == "absolute", byo == 0 || k == 0:
		ge.setTime(timeControl{limited: true, main: main})
	case args[0] == "byoyomi":
		ge.setTime(timeControl{limited: true, main: main, over: japanese, byo: byo, periods: k})
	default:
		ge.setTime(timeControl{limited: true, main: main, over: canadian, byo: byo, stones: k})
	}
	return "", nil
}

// timeLeft is time_left COLOUR TIME STONES: it sets colour's clock, which
// the engine's own count then carries on from. STONES 0 means main time;
// otherwise TIME is left in the current period for STONES moves (for
// Japanese byo-yomi, as KGS sends it, STONES is the periods left). Without
// a time control before, it starts one: absolute, or Canadian.
func (ge *goEngine) timeLeft(args []string) (string, error) {
	if err := argCount(args, 3, "time_left COLOUR TIME STONES"); err != nil {
		return "", err
	}
	c, err := board.ParseColor(args[0])
	left, err2 := seconds(args[1])
	stones, err3 := count(args[2])
	if errors.Join(err, err2, err3) != nil {
		return "", errSyntax
	}
	if !ge.tc.limited {
		if stones == 0 {
			ge.setTime(timeControl{limited: true})
		} else {
			ge.setTime(timeControl{limited: true, over: canadian, byo: left, stones: stones})
		}
	}
	pc := &ge.clock[c]
	switch {
	case stones == 0 || ge.tc.over == absolute:
		pc.left, pc.inByo = left, false
	case ge.tc.over == japanese:
		pc.left, pc.inByo, pc.periods = left, true, stones
	default:
		pc.left, pc.inByo, pc.stones = left, true, stones
	}
	return "", nil
}

// genmove searches for c's move: under a time control with the budget
// moveTime gives (a playout budget from Config stays as a cap); without
// one with the bot's own budget. It stops early when stop closes.
func (ge *goEngine) genmove(c board.Color, stop <-chan struct{}) mcts.Decision {
	var bu mcts.Budget
	if ge.tc.limited {
		bu = ge.moveTime(c)
	}
	return ge.bot.GenmoveUntil(ge.g, c, bu, stop)
}

// moveTime is c's budget for its next move under the time control, the
// zero Budget without one.
func (ge *goEngine) moveTime(c board.Color) mcts.Budget {
	b := ge.g.Board()
	return ge.tc.budget(ge.clock[c], movesLeft(b.Width()*b.Height(), len(ge.g.History())-1))
}
