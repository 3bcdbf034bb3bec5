package match

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp/client"
)

// TimeControl is a game's clock for each side: Main time, then Periods
// periods of Byo each (Japanese byo-yomi: a move made within its period
// keeps it; a period run out is lost, and the game with the last one).
// No periods is absolute time: the game is lost when Main runs out.
type TimeControl struct {
	Main    time.Duration
	Periods int
	Byo     time.Duration
}

// ParseTimeControl reads MAIN[+PERIODSxBYO], such as "5m", "30s+5x10s" or
// "0+3x5s" (byo-yomi alone): durations as Go writes them (1m30s, 500ms).
func ParseTimeControl(s string) (TimeControl, error) {
	var tc TimeControl
	main, byo, hasByo := strings.Cut(s, "+")
	d, err := parseClockDuration(main)
	if err != nil {
		return tc, fmt.Errorf("bad time %q: main time: %v (want MAIN[+PERIODSxBYO], such as 5m or 30s+5x10s)", s, err)
	}
	tc.Main = d
	if hasByo {
		n, per, ok := strings.Cut(byo, "x")
		if !ok {
			return tc, fmt.Errorf("bad time %q: byo-yomi %q is not PERIODSxBYO, such as 5x10s", s, byo)
		}
		if tc.Periods, err = strconv.Atoi(n); err != nil || tc.Periods < 1 || tc.Periods > 1000 {
			return tc, fmt.Errorf("bad time %q: %q periods (want 1 to 1000)", s, n)
		}
		if tc.Byo, err = parseClockDuration(per); err != nil || tc.Byo <= 0 {
			return tc, fmt.Errorf("bad time %q: byo-yomi period %q (want a duration above 0, such as 10s)", s, per)
		}
	}
	if tc.Main <= 0 && tc.Periods == 0 {
		return tc, fmt.Errorf("bad time %q: no time at all", s)
	}
	return tc, nil
}

// parseClockDuration reads a duration, "0" included.
func parseClockDuration(s string) (time.Duration, error) {
	if s == "0" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err == nil && (d < 0 || d > 24*time.Hour) {
		err = errors.New("want 0 to 24h")
	}
	return d, err
}

// String writes tc as ParseTimeControl reads it.
func (tc TimeControl) String() string {
	s := tc.Main.String()
	if tc.Main == 0 {
		s = "0"
	}
	if tc.Periods > 0 {
		s += fmt.Sprintf("+%dx%s", tc.Periods, tc.Byo)
	}
	return s
}

// clock is one side's clock in a game.
type clock struct {
	tc      TimeControl
	main    time.Duration // main time left
	periods int           // periods left
	// canadian tells that the engine was told time_settings, whose
	// byo-yomi is Canadian: time_left then gives one stone a period.
	canadian bool
}

// newClock is a side's clock at the start of a game.
func newClock(tc TimeControl) *clock { return &clock{tc: tc, main: tc.Main, periods: tc.Periods} }

// charge takes a move of d off the clock (less the tolerance), and
// reports whether the side is still in time.
func (c *clock) charge(d, tolerance time.Duration) bool {
	d = max(d-tolerance, 0)
	if d <= c.main {
		c.main -= d
		return true
	}
	over := d - c.main
	c.main = 0
	if c.periods == 0 {
		return false
	}
	// A move within its period keeps it; each whole period run out is lost.
	c.periods -= int(over / c.tc.Byo)
	return c.periods > 0
}

// left is what time_left tells the engine: the main time left, 0 stones;
// or in byo-yomi the period's time and the periods left, as KGS sends it.
func (c *clock) left() (seconds, stones int) {
	if c.main > 0 || c.periods == 0 {
		return int(math.Floor(c.main.Seconds())), 0
	}
	if c.canadian {
		return int(math.Floor(c.tc.Byo.Seconds())), 1
	}
	return int(math.Floor(c.tc.Byo.Seconds())), c.periods
}

// tellTimeSettings tells an engine the time control: kgs-time_settings
// when it knows the command (byoyomi or absolute), else time_settings,
// whose byo-yomi is Canadian: one period of one stone stands for
// Japanese byo-yomi there, and it reports true. An engine that refuses
// both plays without being told; its clock runs all the same.
func tellTimeSettings(cl *client.Client, tc TimeControl, timeout time.Duration) (canadian bool) {
	secs := func(d time.Duration) string { return strconv.Itoa(int(math.Round(d.Seconds()))) }
	if known, err := cl.Send("known_command kgs-time_settings", timeout); err == nil && strings.TrimSpace(known) == "true" {
		cmd := "kgs-time_settings absolute " + secs(tc.Main)
		if tc.Periods > 0 {
			cmd = fmt.Sprintf("kgs-time_settings byoyomi %s %s %d", secs(tc.Main), secs(tc.Byo), tc.Periods)
		}
		if _, err := cl.Send(cmd, timeout); err == nil {
			return false
		}
	}
	byo, stones := "0", 0
	if tc.Periods > 0 {
		byo, stones = secs(tc.Byo), 1
	}
	_, _ = cl.Send(fmt.Sprintf("time_settings %s %s %d", secs(tc.Main), byo, stones), timeout)
	return true
}

// tellTimeLeft sends time_left for colour c before its genmove.
func tellTimeLeft(cl *client.Client, c board.Color, ck *clock, timeout time.Duration) {
	s, n := ck.left()
	_, _ = cl.Send(fmt.Sprintf("time_left %s %d %d", colourWord(c), s, n), timeout)
}

// cpuTime asks an engine for the CPU time it has used, if it knows the
// cputime command (as gogui-twogtp asks); nil when it does not.
func cpuTime(cl *client.Client, timeout time.Duration) *float64 {
	if known, err := cl.Send("known_command cputime", timeout); err != nil || strings.TrimSpace(known) != "true" {
		return nil
	}
	resp, err := cl.Send("cputime", timeout)
	if err != nil {
		return nil
	}
	v, err := strconv.ParseFloat(strings.TrimSpace(resp), 64)
	if err != nil || v < 0 {
		return nil
	}
	return &v
}
