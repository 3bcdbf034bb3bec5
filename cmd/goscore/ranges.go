package main

import (
	"fmt"
	"math"
	"regexp"
	"time"

	"github.com/urfave/cli/v2"
)

// The bounds of the numeric flags that more than one command takes. A
// value out of its range is a usage error naming the flag and the range,
// whether or not the run would use it: a typo is caught before it hides.
const (
	maxPlayouts = 10_000_000     // --playouts: a search's or an estimate's, a move or a board
	maxThreads  = 1024           // --threads, --jobs
	maxThink    = 24 * time.Hour // --think, --timeout: the longest a move or an engine's command may take
	maxGames    = 100_000        // match --games
	maxMoves    = 10_000         // match --max-moves: the longest main line goscore reads back from an SGF
)

// intIn checks the int flag name, when it was given, against lo..hi.
func intIn(c *cli.Context, name string, lo, hi int) error {
	if !c.IsSet(name) {
		return nil
	}
	if n := c.Int(name); n < lo || n > hi {
		return usagef(c, "bad --%s %d (want %d to %d)", name, n, lo, hi)
	}
	return nil
}

// durationIn checks the duration flag name, when it was given: above 0
// and at most hi.
func durationIn(c *cli.Context, name string, hi time.Duration) error {
	if !c.IsSet(name) {
		return nil
	}
	if d := c.Duration(name); d <= 0 || d > hi {
		return usagef(c, "bad --%s %v (want a duration above 0, at most %v, like 2s)", name, d, shortDuration(hi))
	}
	return nil
}

// shortDuration writes 24h0m0s as 24h.
func shortDuration(d time.Duration) string {
	if d%time.Hour == 0 {
		return fmt.Sprintf("%dh", d/time.Hour)
	}
	return d.String()
}

// floatIn checks the float flag name, when it was given, with in, which
// says whether a value is allowed. in is written as the value being
// inside its range, so that NaN, for which every comparison is false, is
// outside.
func floatIn(c *cli.Context, name string, in func(float64) bool, want string) error {
	if !c.IsSet(name) {
		return nil
	}
	if x := c.Float64(name); !in(x) {
		return usagef(c, "bad --%s %v (want %s)", name, x, want)
	}
	return nil
}

// badValue is the flag package's message for a value its type cannot
// take: `invalid value "x" for flag -jobs: parse error`.
var badValue = regexp.MustCompile(`^invalid value "(.*)" for flag -([a-z0-9-]+): (.*)$`)

// valueError rewrites the flag package's message for a value of the wrong
// type as goscore's own, naming the flag as it is typed and what it takes:
// `bad --jobs "x" (want a whole number)`. ok is false for other messages.
func valueError(msg string, flags []cli.Flag) (out string, ok bool) {
	m := badValue.FindStringSubmatch(msg)
	if m == nil {
		return "", false
	}
	value, name := m[1], m[2]
	want := "another value"
	for _, f := range flags {
		for _, n := range f.Names() {
			if n != name {
				continue
			}
			name = f.Names()[0] // the long name, for an alias such as -j
			switch f.(type) {
			case *cli.IntFlag:
				want = "a whole number"
			case *cli.Uint64Flag:
				want = fmt.Sprintf("a whole number from 0 to %d", uint64(math.MaxUint64))
			case *cli.Float64Flag:
				want = "a decimal number"
			case *cli.DurationFlag:
				want = "a duration with its unit, like 2s, 500ms or 1m30s"
			}
		}
	}
	return fmt.Sprintf("bad --%s %q (want %s)", name, value, want), true
}
