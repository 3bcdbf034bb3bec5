package regress

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
	"time"

	"github.com/dlclark/regexp2"
)

// Errors in test files, for errors.Is; a *ParseError carries the position.
var (
	// ErrNoTest: a "#?" line that does not come right after a numbered
	// command.
	ErrNoTest = errors.New("expected answer does not follow a numbered command")
	// ErrBracket: the expected answer is not in [brackets].
	ErrBracket = errors.New("expected answer not in brackets")
	// ErrRegexp: the expected answer is not a regular expression.
	ErrRegexp = errors.New("bad regular expression")
	// ErrMatchTimeout: matching an answer against the expected answer's
	// regular expression took longer than MatchTimeout.
	ErrMatchTimeout = errors.New("regular expression took too long")
)

// MatchTimeout is the longest an expected answer's regular expression may
// take over one answer. Look-around and backreferences need a backtracking
// engine, and a pattern like (a+)+b backtracks for ever on a long run of
// a's: the timeout makes such a test a reported failure, not a hung run.
const MatchTimeout = time.Second

// ParseError is a mistake in a test file, at a position.
type ParseError struct {
	File      string
	Line, Col int
	Err       error
}

func (e *ParseError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %v", e.File, e.Line, e.Col, e.Err)
}

func (e *ParseError) Unwrap() error { return e.Err }

// Script is a parsed test file.
type Script struct {
	File  string
	Steps []Step
}

// Step is one command of a test file.
type Step struct {
	Line    int    // where it is in the file, from 1
	Text    string // the line as sent to the engine, id included
	ID      int    // the test's number; -1 for a setup command
	Command string // the command without its id
	Expect  *Expect
}

// IsTest reports whether the step is a test: a numbered command.
func (s *Step) IsTest() bool { return s.ID >= 0 }

// Expect is a test's expected answer, from its "#? [...]" line.
type Expect struct {
	Text         string // as written: "[!pass]*"
	Pattern      string // the regular expression, without "!"
	Negate       bool   // [!REGEX]: the answer must not match
	KnownFailure bool   // a "*" after the bracket
	re           *regexp2.Regexp
}

// Match reports whether the answer is the expected one: the regular
// expression matches the whole of resp, leading and trailing white space
// trimmed as gogui-regress does (or, negated, does not). The error, which
// wraps ErrMatchTimeout, says the expression took longer than MatchTimeout,
// so the answer was neither.
func (e *Expect) Match(resp string) (bool, error) {
	ok, err := e.re.MatchString(strings.TrimSpace(resp))
	if err != nil {
		return false, fmt.Errorf("%w: [%s] gave up after %v on this answer", ErrMatchTimeout, e.Pattern, e.re.MatchTimeout)
	}
	return ok != e.Negate, nil
}

// ParseFile reads and parses a test file.
func ParseFile(path string) (*Script, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Parse(path, f)
}

// Parse reads a test file in the format of gogui-regress (and GNU Go's
// regression suite). Blank lines and lines starting with "#" are comments;
// other lines are commands, sent as they are (tabs made spaces); a command
// that starts with a number is a test with that number as its id. A line
// "#? [REGEX]" right after a test gives its expected answer: REGEX must
// match the whole response ("." matches newlines too; ^ and $ match at line
// breaks), "[!REGEX]" means it must not, and a "*" after the bracket marks a
// known failure. "#?" with nothing after it, or no "#?" line at all, expects
// any successful answer.
//
// gogui-regress reads the expressions with java.util.regex, so test files
// use look-ahead, look-behind and backreferences; they are read here by a
// backtracking engine of the Perl family (github.com/dlclark/regexp2) in
// its RE2-compatible mode: \d, \w and \s are ASCII, as in Java and Go; a
// backslash before a punctuation mark stands for the mark, as in Java; \Q...\E
// quotes, and Go's (?P<name>...) and [[:alpha:]] read as they did when these
// expressions were Go's. Each match may take MatchTimeout at most.
func Parse(name string, r io.Reader) (*Script, error) {
	s := &Script{File: name}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 1<<20)
	n := 0
	open := -1 // index of the step a "#?" line may follow
	for sc.Scan() {
		n++
		raw := sc.Text()
		if n == 1 {
			raw = strings.TrimPrefix(raw, "\ufeff")
		}
		line := strings.TrimSpace(raw)
		col := strings.Index(raw, line) + 1
		if strings.HasPrefix(line, "#?") {
			if open < 0 || !s.Steps[open].IsTest() {
				return nil, &ParseError{name, n, col, ErrNoTest}
			}
			e, err := parseExpect(line[2:])
			if err != nil {
				return nil, &ParseError{name, n, col + 2 + strings.Index(line[2:], strings.TrimSpace(line[2:])), err}
			}
			s.Steps[open].Expect = e
			open = -1
			continue
		}
		open = -1
		if line == "" || line[0] == '#' {
			continue
		}
		text := strings.Join(strings.Fields(line), " ")
		st := Step{Line: n, Text: text, ID: -1, Command: text}
		if i := strings.IndexByte(text, ' '); i > 0 && allDigits(text[:i]) {
			st.ID, st.Command = atoi(text[:i]), text[i+1:]
		}
		s.Steps = append(s.Steps, st)
		open = len(s.Steps) - 1
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return s, nil
}

// parseExpect reads what follows "#?".
func parseExpect(s string) (*Expect, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	e := &Expect{Text: s}
	if strings.HasSuffix(s, "*") {
		e.KnownFailure = true
		s = strings.TrimSpace(s[:len(s)-1])
	}
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return nil, fmt.Errorf("%w: %q (want #? [REGEX], #? [!REGEX], optionally followed by *)", ErrBracket, e.Text)
	}
	p := strings.TrimSpace(s[1 : len(s)-1])
	if strings.HasPrefix(p, "!") {
		e.Negate, p = true, p[1:]
	}
	e.Pattern = p
	// Compiled alone first, the pattern is known to be balanced, so
	// wrapping it cannot undo the anchors; the error then names the
	// pattern as written.
	q := expandQuotes(p)
	_, err := regexp2.Compile(q, reOptions)
	if err == nil {
		e.re, err = regexp2.Compile(`\A(?:`+q+`)\z`, reOptions)
	}
	if err != nil {
		msg := strings.TrimPrefix(err.Error(), "error parsing regexp: ")
		msg = strings.TrimSuffix(msg, " in `"+q+"`")
		return nil, fmt.Errorf("%w %q: %v", ErrRegexp, p, msg)
	}
	e.re.MatchTimeout = MatchTimeout
	return e, nil
}

// reOptions are java.util.regex's MULTILINE and DOTALL, which
// gogui-regress sets: ^ and $ match at line breaks, and . matches them.
const reOptions = regexp2.Multiline | regexp2.Singleline | regexp2.RE2

// expandQuotes spells out each \Q...\E of p (a literal text, up to \E or
// the end of the pattern), which Java and Go read and the engine does not.
func expandQuotes(p string) string {
	if !strings.Contains(p, `\Q`) {
		return p
	}
	var sb strings.Builder
	for i := 0; i < len(p); i++ {
		if p[i] != '\\' || i+1 == len(p) {
			sb.WriteByte(p[i])
			continue
		}
		if p[i+1] != 'Q' {
			sb.WriteString(p[i : i+2]) // an escape, perhaps of a backslash
			i++
			continue
		}
		lit, _, _ := strings.Cut(p[i+2:], `\E`)
		sb.WriteString(regexp.QuoteMeta(lit))
		i += 2 + len(lit) + len(`\E`) - 1
	}
	return sb.String()
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != "" && len(s) < 10
}

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}
