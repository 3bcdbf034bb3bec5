package sgf_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// FuzzParse checks the promises Parse makes for any input: it never
// panics; what it refuses is an *sgf.Error of one kind, placed inside the
// input; every game it accepts comes back unchanged through Format and
// replays without panicking.
//
// The committed corpus is testdata/fuzz/FuzzParse; run the fuzzer with
//
//	go test ./parse/sgf -run '^$' -fuzz FuzzParse -fuzztime 3m
func FuzzParse(f *testing.F) {
	for _, tc := range badCases {
		f.Add([]byte(tc.input))
	}
	for _, tc := range repairCases {
		f.Add([]byte(tc.input))
	}
	f.Add([]byte(koInput))
	f.Fuzz(func(t *testing.T, data []byte) {
		games, err := sgf.Parse(testName, data)
		strict, serr := sgf.ParseStrict(testName, data)
		if serr != nil {
			checkFuzzError(t, data, serr)
		}
		if err != nil {
			checkFuzzError(t, data, err)
			if serr == nil {
				t.Fatalf("ParseStrict read %d games that Parse refused: %v", len(strict), err)
			}
			return
		}
		repaired := false
		for _, g := range games {
			repaired = repaired || len(g.Repairs) > 0
		}
		if repaired != (serr != nil) {
			t.Fatalf("Parse repaired %v, ParseStrict refused with %v", repaired, serr)
		}
		if serr != nil {
			var se *sgf.Error
			errors.As(serr, &se)
			if r := firstRepair(games); r.Pos.Line != se.Line || r.Pos.Col != se.Col || r.Msg != se.Msg {
				t.Errorf("ParseStrict: %v, but Parse's first repair is %+v", serr, r)
			}
		}
		if len(games) == 0 {
			t.Fatal("no error and no game")
		}
		for i, g := range games {
			checkFuzzGame(t, i+1, g)
		}
	})
}

var sentinels = []error{sgf.ErrSyntax, sgf.ErrBadPoint, sgf.ErrSize, sgf.ErrOccupied, sgf.ErrBadValue, sgf.ErrTooMany}

// checkFuzzError checks a refusal: its kind, its place and its message.
func checkFuzzError(t *testing.T, data []byte, err error) {
	t.Helper()
	var se *sgf.Error
	if !errors.As(err, &se) {
		t.Fatalf("error %v is a %T, want *sgf.Error", err, err)
	}
	kinds := 0
	for _, s := range sentinels {
		if errors.Is(err, s) {
			kinds++
		}
	}
	if kinds != 1 {
		t.Errorf("error %v has kind %v, want one of Parse's kinds", err, se.Err)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, testName+":") || se.File != testName {
		t.Errorf("message %q does not start with the file name", msg)
	}
	if strings.ContainsAny(msg, "\n\r") || !utf8.ValidString(msg) {
		t.Errorf("message %q is not one line of UTF-8 text", msg)
	}
	// The place is in the input, or just past its end (no game, unclosed).
	lines := bytes.Split(data, []byte("\n"))
	if se.Line < 1 || se.Line > len(lines) || se.Col < 1 {
		t.Fatalf("error %v at %d:%d, outside the %d lines of the input", err, se.Line, se.Col, len(lines))
	}
	if n := utf8.RuneCount(lines[se.Line-1]); se.Col > n+1 {
		t.Errorf("error %v at column %d, past the end of line %d (%d characters)", err, se.Col, se.Line, n)
	}
}

// checkFuzzGame checks an accepted game and its round trip through Format.
func checkFuzzGame(t *testing.T, n int, g *sgf.Record) {
	t.Helper()
	if g.Width < 1 || g.Height < 1 || g.Width > board.MaxSize || g.Height > board.MaxSize {
		t.Fatalf("game %d is %dx%d", n, g.Width, g.Height)
	}
	text := sgf.Format(g)
	if text == "" {
		t.Fatalf("game %d: Format refused a game Parse made: %+v", n, *g)
	}
	again, err := sgf.Parse(testName, []byte(text))
	if err != nil {
		t.Fatalf("game %d: Parse(Format(g)): %v\n%s", n, err, text)
	}
	if len(again) != 1 {
		t.Fatalf("game %d: Parse(Format(g)) gave %d games", n, len(again))
	}
	// Where is the place in the file read, which differs.
	// Repairs are of the file read: Format writes the standard, but a move
	// onto a stone or setup after a move stays what it is.
	got, want := *again[0], *g
	got.Where, want.Where = sgf.Where{}, sgf.Where{}
	got.Repairs, want.Repairs = nil, nil
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("game %d: Parse(Format(g)) != g\ng: %+v\nFormat(g):\n%s", n, *g, text)
	}
}

// firstRepair returns the first repair of a collection in file order.
func firstRepair(games []*sgf.Record) sgf.Repair {
	var first sgf.Repair
	for _, g := range games {
		for _, r := range g.Repairs {
			if first.Code == "" || r.Pos.Line < first.Pos.Line || r.Pos.Line == first.Pos.Line && r.Pos.Col < first.Pos.Col {
				first = r
			}
		}
	}
	return first
}
