package client

import (
	"errors"
	"fmt"
	"strings"
)

// ErrBadCommand is returned by Split (and so by Start) for a command line
// that names no program or has an unterminated quote.
var ErrBadCommand = errors.New("bad engine command")

// Split breaks a command line into words the way a POSIX shell would for
// simple quoting, without running a shell: words are separated by spaces
// and tabs; 'single quotes' keep everything literally; "double quotes" keep
// everything but a backslash before " \ $ or `; outside quotes a backslash
// keeps the next character. Nothing else is special: no variables, globs,
// pipes or redirections. Write `sh -c '...'` for those.
func Split(s string) ([]string, error) {
	var words []string
	var w strings.Builder
	inWord := false
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch {
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case ch == '\'':
			j := strings.IndexByte(s[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("%w %q: unterminated single quote", ErrBadCommand, s)
			}
			w.WriteString(s[i+1 : i+1+j])
			i += j + 1
			inWord = true
		case ch == '"':
			i++
			for ; i < len(s) && s[i] != '"'; i++ {
				if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("\"\\$`", s[i+1]) >= 0 {
					i++
				}
				w.WriteByte(s[i])
			}
			if i >= len(s) {
				return nil, fmt.Errorf("%w %q: unterminated double quote", ErrBadCommand, s)
			}
			inWord = true
		case ch == '\\':
			if i+1 < len(s) {
				i++
				w.WriteByte(s[i])
			}
			inWord = true
		default:
			w.WriteByte(ch)
			inWord = true
		}
	}
	if inWord {
		words = append(words, w.String())
	}
	if len(words) == 0 || words[0] == "" {
		return nil, fmt.Errorf("%w %q: no program named", ErrBadCommand, s)
	}
	return words, nil
}

// Quote returns s as one word for Split: unchanged when it holds nothing
// special, otherwise in single quotes.
func Quote(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\n\r'\"\\$`") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
