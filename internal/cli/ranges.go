package cli

import (
	"fmt"
	"time"

	"github.com/urfave/cli/v2"
)

// The range checks of numeric flags: a value out of its range is a
// UsageError naming the flag and the range. A flag not given is not
// checked, so a default never fails; a flag given is checked whether or
// not the run would use it, so a typo is caught before it hides.

// IntIn checks the int flag name, when it was given, against lo..hi.
func IntIn(c *cli.Context, name string, lo, hi int) error {
	if !c.IsSet(name) {
		return nil
	}
	if n := c.Int(name); n < lo || n > hi {
		return Usagef(c, "bad --%s %d (want %d to %d)", name, n, lo, hi)
	}
	return nil
}

// DurationIn checks the duration flag name, when it was given: above 0
// and at most hi.
func DurationIn(c *cli.Context, name string, hi time.Duration) error {
	if !c.IsSet(name) {
		return nil
	}
	if d := c.Duration(name); d <= 0 || d > hi {
		return Usagef(c, "bad --%s %v (want a duration above 0, at most %v, like 2s)", name, d, shortDuration(hi))
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

// FloatIn checks the float flag name, when it was given, with in, which
// says whether a value is allowed; want says which are, for the message.
// in is written as the value being inside its range, so that NaN, for
// which every comparison is false, is outside.
func FloatIn(c *cli.Context, name string, in func(float64) bool, want string) error {
	if !c.IsSet(name) {
		return nil
	}
	if x := c.Float64(name); !in(x) {
		return Usagef(c, "bad --%s %v (want %s)", name, x, want)
	}
	return nil
}
