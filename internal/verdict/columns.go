package verdict

import (
	"strconv"
	"strings"
)

// This file holds what the verdicts' columns and texts share.

// ANSI colours for the text reports, used with --color.
const (
	ansiReset = "\x1b[0m"
	ansiBold  = "\x1b[1m"
	ansiRed   = "\x1b[31m"
	ansiGreen = "\x1b[32m"
	ansiBlue  = "\x1b[34m"
	ansiGold  = "\x1b[33m"
)

// num writes a number as the reports give it: no trailing zeros.
func num(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

func itoa(n int) string { return strconv.Itoa(n) }

// orDash is *s, or "-" for nil.
func orDash(s *string) string {
	if s == nil {
		return "-"
	}
	return *s
}

// vertices names the points of ps, separated by spaces.
func vertices(ps []Point) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = p.Vertex
	}
	return strings.Join(s, " ")
}

// plural is one or many, as n asks.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
