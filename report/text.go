package report

import (
	"strings"
	"unicode/utf8"
)

// Fill breaks text at spaces into lines of at most width characters (a
// word longer than a line gets a line of its own), the first line led by
// first and the others by rest, joined by newlines with none at the end.
func Fill(text string, width int, first, rest string) string {
	var sb strings.Builder
	n := 0
	for i, word := range strings.Fields(text) {
		w := utf8.RuneCountInString(word)
		switch {
		case i == 0:
			sb.WriteString(first + word)
			n = utf8.RuneCountInString(first) + w
		case n+1+w > width:
			sb.WriteString("\n" + rest + word)
			n = utf8.RuneCountInString(rest) + w
		default:
			sb.WriteString(" " + word)
			n += 1 + w
		}
	}
	return sb.String()
}
