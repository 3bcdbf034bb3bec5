package report

import (
	"html"
	"strings"
	"unicode/utf8"
)

// HTML is the format of one self-contained web page, which a verdict's
// Columns.Page draws (mark offers it with ParseFormat(s, Text, HTML)), or
// a command's own writer (regress.HTML is this one, so the two commands
// agree on "--format html").
const HTML Format = "html"

// Escape escapes s for HTML text and attributes, and makes it valid XML text:
// bad UTF-8 and control characters become U+FFFD.
func Escape(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	s = strings.Map(func(r rune) rune {
		if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || (r >= 0x7f && r < 0xa0) || r == 0xfffe || r == 0xffff {
			return utf8.RuneError
		}
		return r
	}, s)
	return html.EscapeString(s)
}
