package board

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// MaxKomi bounds komi either way: every komi goscore takes lies in
// -MaxKomi..MaxKomi, so it can be written back into any board file.
const MaxKomi = 1000

// ErrBadKomi is returned by ParseKomi for anything but a plain decimal
// number within -MaxKomi..MaxKomi.
var ErrBadKomi = errors.New("bad komi")

// ParseKomi reads a komi as a person writes it: an optional sign, digits,
// and optionally a point and more digits (6.5, -3, 0.5, 7), from -MaxKomi
// to MaxKomi. It is the one reader of komi for every way in (the --komi
// flag, a grid's komi header, an SGF's KM, GTP's komi), so none of them
// takes what strconv.ParseFloat alone would: 6_5, 0x1p3, 1e3, Inf or NaN.
// Negative zero comes back as 0.
func ParseKomi(s string) (float64, error) {
	if !isDecimal(s) {
		return 0, komiError(s)
	}
	k, err := strconv.ParseFloat(s, 64)
	if err != nil || k > MaxKomi || k < -MaxKomi {
		return 0, komiError(s)
	}
	return k + 0, nil // + 0 turns -0 into 0
}

// isDecimal reports whether s is [+-]digits[.digits].
func isDecimal(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	digits := func() int {
		n := 0
		for n < len(s) && s[n] >= '0' && s[n] <= '9' {
			n++
		}
		s = s[n:]
		return n
	}
	if digits() == 0 {
		return false
	}
	if s != "" && s[0] == '.' {
		s = s[1:]
		if digits() == 0 {
			return false
		}
	}
	return s == ""
}

// komiError is ErrBadKomi about s, quoted and cut short when long.
func komiError(s string) error {
	const max = 24
	q := strconv.Quote(s)
	if utf8.RuneCountInString(s) > max {
		n := 0
		for i := 0; i < max; i++ {
			_, size := utf8.DecodeRuneInString(s[n:])
			n += size
		}
		q = strconv.Quote(s[:n]) + "..."
	}
	return fmt.Errorf("%w %s (want a decimal number like 6.5, from -1000 to 1000)", ErrBadKomi, q)
}
