package parse_test

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// FuzzParse checks the promises Parse makes for any input: it never
// panics; a file it accepts has grids of one size from 1x1 to 19x19 and comes
// back unchanged through Format; a file it refuses gets a *parse.Error of one
// of the documented kinds, placed inside the input and named after the file.
//
// The committed corpus is testdata/fuzz/FuzzParse; run the fuzzer with
//
//	go test ./parse -run '^$' -fuzz FuzzParse -fuzztime 5m -parallel 2
func FuzzParse(f *testing.F) {
	for _, tc := range goodCases {
		f.Add([]byte(tc.input))
	}
	for _, tc := range badCases {
		f.Add([]byte(tc.input))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		const name = "fuzz.txt"
		var file parse.File
		err := parse.Parse(name, data, &file)
		if err != nil {
			checkFuzzError(t, name, data, err)
			return
		}
		checkFuzzFile(t, name, &file)
		checkGridSpan(t, data, &file)
	})
}

// checkFuzzError checks a refusal: its kind, its place and its message.
func checkFuzzError(t *testing.T, name string, data []byte, err error) {
	t.Helper()
	var pe *parse.Error
	if !errors.As(err, &pe) {
		t.Fatalf("error %v is a %T, want *parse.Error", err, err)
	}
	kinds := 0
	for _, s := range sentinels {
		if errors.Is(err, s) {
			kinds++
		}
	}
	if kinds != 1 || errors.Is(err, parse.ErrFileTooBig) || errors.Is(err, parse.ErrUnreadable) {
		t.Errorf("error %v has kind %v, want one of Parse's kinds", err, pe.Err)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, name+":") || pe.File != name {
		t.Errorf("message %q does not start with the file name %q", msg, name)
	}
	if strings.ContainsAny(msg, "\n\r") || !utf8.ValidString(msg) {
		t.Errorf("message %q is not one line of UTF-8 text", msg)
	}
	// Parse counts lines as split by '\n' in an SGF, and by '\n', "\r\n"
	// or a lone '\r' in a grid or diagram; an error about the whole input
	// (no grid) may sit on the line after the last.
	lines := bytes.Split(data, []byte("\n"))
	if !parse.IsSGF(data) {
		lines = bytes.Split(bytes.ReplaceAll(data, []byte("\r\n"), []byte("\n")), []byte("\n"))
		for i := 0; i < len(lines); i++ {
			if j := bytes.IndexByte(lines[i], '\r'); j >= 0 {
				lines = append(lines[:i+1], append([][]byte{lines[i][j+1:]}, lines[i+1:]...)...)
				lines[i] = lines[i][:j]
			}
		}
	}
	if pe.Line < 1 || pe.Line > len(lines)+1 || pe.Col < 1 {
		t.Fatalf("error %v at %d:%d, outside the %d lines of the input", err, pe.Line, pe.Col, len(lines))
	}
	if pe.Line > len(lines) {
		if pe.Col != 1 {
			t.Errorf("error %v past the last line at column %d, want 1", err, pe.Col)
		}
		return
	}
	// Columns count characters (an invalid byte counts as one); the column
	// may be one past the end, where a missing cell was wanted.
	if n := utf8.RuneCount(lines[pe.Line-1]); pe.Col > n+1 {
		t.Errorf("error %v at column %d, past the end of line %d (%d characters)", err, pe.Col, pe.Line, n)
	}
}

// checkFuzzFile checks an accepted file and its round trip through Format.
func checkFuzzFile(t *testing.T, name string, file *parse.File) {
	t.Helper()
	if len(file.Grids) == 0 {
		t.Fatal("no error and no grid")
	}
	w, h := file.Grids[0].Width(), file.Grids[0].Height()
	if w < 1 || w > board.MaxSize || h < 1 || h > board.MaxSize {
		t.Fatalf("grid of %dx%d", w, h)
	}
	for i := range file.Grids {
		g := &file.Grids[i]
		if g.Width() != w || g.Height() != h {
			t.Fatalf("grid %d is %dx%d, grid 1 %dx%d", i+1, g.Width(), g.Height(), w, h)
		}
		if n := g.Count(board.Empty) + g.Count(board.Black) + g.Count(board.White); n != w*h {
			t.Fatalf("grid %d has %d points of a colour, want %d", i+1, n, w*h)
		}
	}
	if p := file.Player; p != board.Empty && p != board.Black && p != board.White {
		t.Errorf("Player = %v", p)
	}
	if file.BlackPrisoners < 0 || file.WhitePrisoners < 0 {
		t.Errorf("prisoners %d, %d", file.BlackPrisoners, file.WhitePrisoners)
	}

	text := parse.Format(file)
	var again parse.File
	if err := parse.Parse(name, []byte(text), &again); err != nil {
		t.Fatalf("Parse(Format(f)): %v\n%s", err, text)
	}
	// Format writes a grid and no rules nor record: a diagram or an SGF
	// comes back as a grid with the same positions, side to move, komi and
	// prisoners.
	again.Format, again.Rules, again.Record, again.Game, again.Games = file.Format, file.Rules, file.Record, file.Game, file.Games
	sameLayout(&again, file)
	if !reflect.DeepEqual(*file, again) {
		t.Fatalf("Parse(Format(f)) != f\nFormat(f):\n%s\nFormat(Parse(Format(f))):\n%s", text, parse.Format(&again))
	}
}

// FuzzParseDiagram holds Parse to the promises FuzzParse checks, starting
// from diagrams and SGF records: no panic; an accepted file has grids of one
// size, 1x1 to 19x19, and comes back through Format with the same positions;
// a refusal is a placed *parse.Error.
//
// The committed corpus is testdata/fuzz/FuzzParseDiagram; run the fuzzer with
//
//	go test ./parse -run '^$' -fuzz FuzzParseDiagram -fuzztime 3m -parallel 2
func FuzzParseDiagram(f *testing.F) {
	for _, tc := range diagramGood {
		f.Add([]byte(tc.input))
	}
	for _, tc := range diagramBad {
		f.Add([]byte(tc.input))
	}
	f.Add([]byte(capture5))
	f.Fuzz(func(t *testing.T, data []byte) {
		const name = "fuzz.txt"
		var file parse.File
		err := parse.Parse(name, data, &file)
		if err != nil {
			checkFuzzError(t, name, data, err)
			return
		}
		checkFuzzFile(t, name, &file)
		checkGridSpan(t, data, &file)
		files, err := parse.ParseGames(name, data)
		if err != nil || len(files) != 1 || !reflect.DeepEqual(files[0], file) {
			t.Fatalf("ParseGames: %d files, %v; want the File Parse gives", len(files), err)
		}
	})
}

// sameLayout copies to g the fields of f that tell where things are in f's
// file rather than what it holds (Format writes its own layout).
func sameLayout(g, f *parse.File) {
	g.GridStart, g.GridEnd, g.LineEnd = f.GridStart, f.GridEnd, f.LineEnd
}

// checkGridSpan holds a grid file's GridStart, GridEnd and LineEnd to
// their promise: the span holds the current position's rows (and any
// comments between them), ends at a line end or the end of the file, and
// parses alone into the current position.
func checkGridSpan(t *testing.T, data []byte, f *parse.File) {
	t.Helper()
	if f.Format != parse.FormatGrid {
		if f.GridStart != 0 || f.GridEnd != 0 || f.LineEnd != "" {
			t.Fatalf("%s file has GridStart %d, GridEnd %d, LineEnd %q; want zero values", f.Format, f.GridStart, f.GridEnd, f.LineEnd)
		}
		return
	}
	if f.LineEnd != "\n" && f.LineEnd != "\r\n" && f.LineEnd != "\r" {
		t.Fatalf("LineEnd %q", f.LineEnd)
	}
	if f.GridStart < 0 || f.GridStart >= f.GridEnd || f.GridEnd > len(data) {
		t.Fatalf("grid span %d:%d in %d bytes", f.GridStart, f.GridEnd, len(data))
	}
	if f.GridStart > 0 && data[f.GridStart-1] != '\n' && data[f.GridStart-1] != '\r' && !bytes.Equal(data[:f.GridStart], bom) {
		t.Fatalf("grid span starts at %d, not at the start of a line", f.GridStart)
	}
	if end := data[f.GridEnd-1]; f.GridEnd < len(data) && end != '\n' && end != '\r' {
		t.Fatalf("grid span ends at %d, not after a line end", f.GridEnd)
	}
	var alone parse.File
	if err := parse.Parse("span", data[f.GridStart:f.GridEnd], &alone); err != nil {
		t.Fatalf("the grid span %q does not parse alone: %v", data[f.GridStart:f.GridEnd], err)
	}
	if len(alone.Grids) != 1 || alone.Grids[0] != *f.Current() {
		t.Fatalf("the grid span %q is not the current position", data[f.GridStart:f.GridEnd])
	}
}

var bom = []byte("\xef\xbb\xbf")
