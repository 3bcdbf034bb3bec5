package parse_test

import (
	"testing"

	"github.com/goscore/goscore/parse"
)

// TestLoneCRIsALineEnd guards old Mac files, whose lines end in a lone CR:
// "0 1\r1 0\r" once read as one row of four cells, a 4x1 board. A lone CR
// ends a line, CRLF is one line end (no blank line between), and errors
// keep their lines and columns.
func TestLoneCRIsALineEnd(t *testing.T) {
	good := []struct{ name, input, want string }{
		{"grid", "0 1\r1 0\r", "0 1\n1 0\n"},
		{"grid without a final line end", "0 1\r1 0", "0 1\n1 0\n"},
		{"header, comment and history", "player: white\r# old Mac\r0 0\r0 0\r---\r0 1\r0 0\r", "0 1\n0 0\n"},
		{"CRLF is one line end, not a blank line in the grid", "0 1\r\n1 0\r\n", "0 1\n1 0\n"},
		{"mixed line ends", "0 1\r1 0\n2 2\r\n", "0 1\n1 0\n2 2\n"},
		{"diagram", "  A B\r2 . X 2\r1 O . 1\r  A B\r", "0 1\n2 0\n"},
		{"diagram without labels", ". X\rO .\r", "0 1\n2 0\n"},
	}
	for _, tc := range good {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := f.Current().Grid(); got != tc.want {
				t.Errorf("board\n%swant\n%s", got, tc.want)
			}
		})
	}
	bad := []badCase{
		{name: "bad cell", input: "0 1\r1 3\r", kind: parse.ErrBadCell, msg: `boards/a.txt:2:3: bad cell "3" (want 0, 1 or 2)`},
		{name: "ragged row", input: "0 1 2\r0 1\r", kind: parse.ErrRagged, msg: `boards/a.txt:2:4: row has 2 cells, want 3 as on line 1`},
		{name: "bad header value", input: "komi: 6_5\r0\r", kind: parse.ErrBadHeader, msg: `boards/a.txt:1:7: bad komi "6_5" (want a decimal number like 6.5, from -1000 to 1000)`},
		{name: "blank line in a grid", input: "0 1\r\r1 0\r", kind: parse.ErrLayout, msg: `boards/a.txt:2:1: blank line inside a grid (separate the grids of a history with ---)`},
		{name: "bad diagram cell", input: ". X\r. Z\r", kind: parse.ErrBadCell, msg: `boards/a.txt:2:3: bad cell "Z" (want . or + for empty, X x # B for black, O o W for white)`},
	}
	for _, tc := range bad {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			checkErr(t, parse.Parse(testName, []byte(tc.input), &f), tc.kind, tc.msg)
		})
	}
}

// TestGridSpanAndLineEnd guards what capture --in-place needs to rewrite
// only the current position: the byte span of the last grid's lines and
// the file's line end, for the grid format, and zero values otherwise.
func TestGridSpanAndLineEnd(t *testing.T) {
	tests := []struct {
		name, input string
		span        string // the text of data[GridStart:GridEnd]
		lineEnd     string
	}{
		{"one grid", "0 1\n1 0\n", "0 1\n1 0\n", "\n"},
		{"header and trailing comment", "player: black\n# before\n0 1\n1 0\n\n# after\n", "0 1\n1 0\n", "\n"},
		{"comment between rows", "0 1\n# between\n1 0\n", "0 1\n# between\n1 0\n", "\n"},
		{"history: the last grid", "0 0\n0 0\n---\n0 1\n0 0\n---\n  0 1\n  2 0  \n", "  0 1\n  2 0  \n", "\n"},
		{"no final line end", "0 1\n1 0", "0 1\n1 0", "\n"},
		{"one line without a line end", "0 1 2", "0 1 2", "\n"},
		{"CRLF", "komi: 0.5\r\n0 1\r\n1 0\r\n", "0 1\r\n1 0\r\n", "\r\n"},
		{"lone CR", "0 1\r1 0\r---\r1 1\r1 0\r", "1 1\r1 0\r", "\r"},
		{"BOM", "\ufeff0 1\n1 0\n", "0 1\n1 0\n", "\n"},
		{"the first line end decides", "0 1\r\n1 0\n", "0 1\r\n1 0\n", "\r\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			data := []byte(tc.input)
			if err := parse.Parse(testName, data, &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := string(data[f.GridStart:f.GridEnd]); got != tc.span {
				t.Errorf("data[%d:%d] = %q, want %q", f.GridStart, f.GridEnd, got, tc.span)
			}
			if f.LineEnd != tc.lineEnd {
				t.Errorf("LineEnd = %q, want %q", f.LineEnd, tc.lineEnd)
			}
			checkGridSpan(t, data, &f)
		})
	}
	// Other formats leave the fields at their zero values, also in a File
	// reused after a grid.
	var f parse.File
	if err := parse.Parse(testName, []byte("0 1\n1 0\n"), &f); err != nil {
		t.Fatal(err)
	}
	for _, input := range []string{". X\nO .\n", "(;SZ[3]AB[aa])"} {
		if err := parse.Parse(testName, []byte(input), &f); err != nil {
			t.Fatal(err)
		}
		if f.GridStart != 0 || f.GridEnd != 0 || f.LineEnd != "" {
			t.Errorf("%s: GridStart %d, GridEnd %d, LineEnd %q; want zero values", f.Format, f.GridStart, f.GridEnd, f.LineEnd)
		}
	}
}
