package parse_test

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// testName is the file name given to Parse in the tables; every message
// starts with it.
const testName = "boards/a.txt"

// sample is the reference sample (fixtures/sample.txt).
const sample = `0 0 0 0 0 2 2 0 0
0 2 1 2 2 1 1 2 0
0 1 2 0 2 1 2 1 2
0 2 0 0 2 1 1 1 2
0 0 1 0 0 2 2 2 0
0 1 2 1 0 1 0 0 0
1 2 2 2 2 2 1 0 0
1 2 2 1 1 2 2 1 0
0 1 1 0 0 1 1 0 0
`

// board11 is a typical finished 11x11 assignment board, without a header.
const board11 = `0 0 0 1 2 0 0 0 0 0 0
0 0 0 1 2 0 0 0 0 0 0
0 0 1 1 2 0 0 0 2 0 0
0 0 1 0 2 2 0 0 0 0 0
0 0 1 1 1 2 0 0 0 0 0
0 0 0 0 1 2 2 2 2 0 0
0 1 1 1 1 1 1 1 2 2 2
0 1 0 0 0 0 0 1 1 1 2
0 1 0 0 0 0 0 0 0 1 2
1 1 0 0 0 0 0 0 0 1 2
0 0 0 0 0 0 0 0 0 1 0
`

var (
	empty19 = strings.Repeat(strings.Repeat("0 ", 18)+"0\n", 19)
	// corners19 has a black stone top left and a white one bottom right.
	corners19 = "1" + strings.Repeat(" 0", 18) + "\n" +
		strings.Repeat(strings.Repeat("0 ", 18)+"0\n", 17) +
		strings.Repeat("0 ", 18) + "2\n"
)

// goodCase is a board file that parses, with everything Parse should find.
type goodCase struct {
	name  string
	input string
	// grids are the boards as Board.Grid prints them, oldest first.
	grids        []string
	player       board.Color
	komi         float64
	hasKomi      bool
	black, white int // prisoners
	rules        string
	handicap     int
	dead         []string // the dead-stones header's stones, as vertices
	hasDead      bool
}

var goodCases = []goodCase{
	{
		name:  "reference sample",
		input: sample,
		grids: []string{sample},
	},
	{
		name:  "typical 11x11",
		input: board11,
		grids: []string{board11},
	},
	{
		name: "no separators",
		input: `0120
2100
0002
`,
		grids: []string{`0 1 2 0
2 1 0 0
0 0 0 2
`},
	},
	{
		name: "separators on some rows only",
		input: `01 2
0 12
`,
		grids: []string{`0 1 2
0 1 2
`},
	},
	{
		name:  "tabs",
		input: "0\t1\t2\n2\t\t1  0\n\t0 0 0\n",
		grids: []string{`0 1 2
2 1 0
0 0 0
`},
	},
	{
		name:  "CRLF",
		input: "player: white\r\n# a comment\r\n0 1\r\n2 0\r\n",
		grids: []string{`0 1
2 0
`},
		player: board.White,
	},
	{
		name: "comments after header values",
		input: "player: white   # optional header: the side to move next\n" +
			"komi: 6.5\t# added to White's score\n" +
			"black-prisoners: 2#no space needed\n" +
			"white-prisoners: 0 #\n" +
			"0 1\n",
		grids:  []string{"0 1\n"},
		player: board.White,
		komi:   6.5, hasKomi: true,
		black: 2,
	},
	{
		name:  "BOM",
		input: "\ufeff0 1\n1 0\n",
		grids: []string{`0 1
1 0
`},
	},
	{
		name:  "BOM before a header",
		input: "\ufeffkomi: 0.5\n2\n",
		grids: []string{"2\n"},
		komi:  0.5, hasKomi: true,
	},
	{
		name:  "trailing whitespace",
		input: "0 1  \n1 0\t\n2 2 \t \r\n",
		grids: []string{`0 1
1 0
2 2
`},
	},
	{
		name: "blank lines at start and end",
		input: `

0 1
1 0


`,
		grids: []string{`0 1
1 0
`},
	},
	{
		name:  "no final newline",
		input: "0 1\n1 0",
		grids: []string{`0 1
1 0
`},
	},
	{
		name: "indented rows",
		input: `  0 1
  1 0
`,
		grids: []string{`0 1
1 0
`},
	},
	{
		name: "comments everywhere",
		input: `# a board
#no space after the hash
komi: 7
  # indented comment
0 1 2
# a comment between rows is not a blank line
2 1 0
# the end
`,
		grids: []string{`0 1 2
2 1 0
`},
		komi: 7, hasKomi: true,
	},
	{
		name: "all headers",
		input: `player: black
komi: 6.5
black-prisoners: 3
white-prisoners: 5
0 0
0 0
`,
		grids: []string{`0 0
0 0
`},
		player: board.Black, komi: 6.5, hasKomi: true, black: 3, white: 5,
	},
	{
		name: "headers in any case and spacing",
		input: `Player :  W
KOMI:-0.5
Black-Prisoners:0
	white-prisoners:   12
1
`,
		grids:  []string{"1\n"},
		player: board.White, komi: -0.5, hasKomi: true, black: 0, white: 12,
	},
	{
		name: "rules, handicap and dead stones",
		input: `rules: Tromp_Taylor  # as an SGF's RU spells it
handicap: 2
dead-stones: A1, c2 B3
0 1 0
2 0 1
1 2 0
`,
		grids: []string{"0 1 0\n2 0 1\n1 2 0\n"},
		rules: "tromp-taylor", handicap: 2, dead: []string{"A1", "C2", "B3"}, hasDead: true,
	},
	{
		name:  "marked, with no dead stones",
		input: "RULES: aga\ndead-stones: None\n1 0\n",
		grids: []string{"1 0\n"},
		rules: "aga", hasDead: true,
	},
	{
		name: "zero komi is still given",
		input: `komi: 0
0
`,
		grids:   []string{"0\n"},
		hasKomi: true,
	},
	{
		name: "history of three grids",
		input: `# ko: white D6 was captured by black E6
black-prisoners: 1
0 0 0 0 0
0 0 1 2 0
0 1 0 0 2
0 0 1 2 0
0 0 0 0 0
---
0 0 0 0 0
0 0 1 2 0
0 1 2 0 2
0 0 1 2 0
0 0 0 0 0
---
0 0 0 0 0
0 0 1 2 0
0 1 0 1 2
0 0 1 2 0
0 0 0 0 0
`,
		grids: []string{`0 0 0 0 0
0 0 1 2 0
0 1 0 0 2
0 0 1 2 0
0 0 0 0 0
`, `0 0 0 0 0
0 0 1 2 0
0 1 2 0 2
0 0 1 2 0
0 0 0 0 0
`, `0 0 0 0 0
0 0 1 2 0
0 1 0 1 2
0 0 1 2 0
0 0 0 0 0
`},
		black: 1,
	},
	{
		name: "history with blank lines and comments around ---",
		input: `10

  ---  
# move 2

11
---
# move 3
12
`,
		grids: []string{"1 0\n", "1 1\n", "1 2\n"},
	},
	{
		name:  "1x1",
		input: "1\n",
		grids: []string{"1\n"},
	},
	{
		name:  "1x1 empty without newline",
		input: "0",
		grids: []string{"0\n"},
	},
	{
		name:  "19x19",
		input: corners19,
		grids: []string{corners19},
	},
	{
		name:  "19x19 without separators",
		input: strings.Repeat(strings.Repeat("0", 19)+"\n", 19),
		grids: []string{empty19},
	},
	{
		name: "rectangular 9 columns x 5 rows",
		input: `0 0 1 2 0 0 0 0 0
0 0 1 2 0 0 0 0 0
1 1 1 2 2 2 0 0 0
0 0 0 1 1 2 0 0 0
0 0 0 0 1 2 0 0 0
`,
		grids: []string{`0 0 1 2 0 0 0 0 0
0 0 1 2 0 0 0 0 0
1 1 1 2 2 2 0 0 0
0 0 0 1 1 2 0 0 0
0 0 0 0 1 2 0 0 0
`},
	},
	{
		name: "rectangular 2 columns x 3 rows",
		input: `12
00
21
`,
		grids: []string{`1 2
0 0
2 1
`},
	},
	{
		name:  "rectangular 19x1",
		input: "1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1\n",
		grids: []string{"1 2 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1\n"},
	},
	{
		name:  "rectangular 1x19",
		input: strings.Repeat("2\n", 19),
		grids: []string{strings.Repeat("2\n", 19)},
	},
}

// checkGood compares a parsed file with a good case, field by field.
func checkGood(t *testing.T, tc goodCase, f *parse.File) {
	t.Helper()
	if f.Name != testName {
		t.Errorf("Name = %q, want %q", f.Name, testName)
	}
	if len(f.Grids) != len(tc.grids) {
		t.Fatalf("got %d grids, want %d", len(f.Grids), len(tc.grids))
	}
	for i := range f.Grids {
		if got := f.Grids[i].Grid(); got != tc.grids[i] {
			t.Errorf("grid %d:\n%s\nwant:\n%s", i+1, got, tc.grids[i])
		}
	}
	if got, want := f.Current().Grid(), tc.grids[len(tc.grids)-1]; got != want {
		t.Errorf("Current:\n%s\nwant:\n%s", got, want)
	}
	if f.Player != tc.player {
		t.Errorf("Player = %v, want %v", f.Player, tc.player)
	}
	if f.Komi != tc.komi || f.HasKomi != tc.hasKomi {
		t.Errorf("Komi, HasKomi = %v, %v, want %v, %v", f.Komi, f.HasKomi, tc.komi, tc.hasKomi)
	}
	if f.BlackPrisoners != tc.black || f.WhitePrisoners != tc.white {
		t.Errorf("prisoners = %d black, %d white, want %d, %d", f.BlackPrisoners, f.WhitePrisoners, tc.black, tc.white)
	}
	if f.Rules != tc.rules || f.Handicap != tc.handicap {
		t.Errorf("Rules, Handicap = %q, %d, want %q, %d", f.Rules, f.Handicap, tc.rules, tc.handicap)
	}
	var dead []string
	for _, p := range f.DeadStones {
		dead = append(dead, p.String())
	}
	if !reflect.DeepEqual(dead, tc.dead) || f.HasDeadStones != tc.hasDead {
		t.Errorf("DeadStones, HasDeadStones = %v, %v, want %v, %v", dead, f.HasDeadStones, tc.dead, tc.hasDead)
	}
}

func TestParseGood(t *testing.T) {
	for _, tc := range goodCases {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			checkGood(t, tc, &f)
		})
	}
}

// TestParseReuse parses every good case into one File, as a batch worker
// does, so that nothing of one file (a header, an older grid) leaks into the
// next.
func TestParseReuse(t *testing.T) {
	var f parse.File
	for _, order := range [][]goodCase{goodCases, reversed(goodCases)} {
		for _, tc := range order {
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("%s: Parse: %v", tc.name, err)
			}
			t.Run(tc.name, func(t *testing.T) { checkGood(t, tc, &f) })
			// A failed parse in between must not spoil the next one.
			if err := parse.Parse(testName, []byte("player: white\nkomi: 1\n0 1\n3\n"), &f); err == nil {
				t.Fatal("bad input parsed")
			}
		}
	}
}

func reversed(cases []goodCase) []goodCase {
	r := make([]goodCase, len(cases))
	for i, c := range cases {
		r[len(cases)-1-i] = c
	}
	return r
}

// TestRoundTrip checks that Format writes a file that parses back to the
// same File, every field of it.
func TestRoundTrip(t *testing.T) {
	for _, tc := range goodCases {
		t.Run(tc.name, func(t *testing.T) {
			var f, g parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			text := parse.Format(&f)
			if err := parse.Parse(testName, []byte(text), &g); err != nil {
				t.Fatalf("Parse(Format(f)): %v\n%s", err, text)
			}
			sameLayout(&g, &f)
			if !reflect.DeepEqual(f, g) {
				t.Errorf("Parse(Format(f)) differs from f; Format(f):\n%s", text)
			}
			if again := parse.Format(&g); again != text {
				t.Errorf("Format is not stable:\n%s\nthen:\n%s", text, again)
			}
		})
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		name, input, want string
	}{
		{
			name:  "plain board",
			input: "012\n210\n",
			want: `0 1 2
2 1 0
`,
		},
		{
			name: "headers in canonical form and order",
			input: `White-Prisoners: 05
Black-Prisoners: 2
komi: 6.50
player: b
# dropped
1
---
2
`,
			want: `player: black
komi: 6.5
black-prisoners: 2
white-prisoners: 5
1
---
2
`,
		},
		{
			name:  "the rules' own name, and dead stones joined by commas",
			input: "dead-stones: b1 a1\nhandicap: 0\nrules: Chinese\n1 2\n",
			want:  "rules: chinese\ndead-stones: B1,A1\n1 2\n",
		},
		{
			name:  "zero prisoners are left out, zero komi is not",
			input: "komi: 0.0\nblack-prisoners: 0\n0\n",
			want:  "komi: 0\n0\n",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			if got := parse.Format(&f); got != tc.want {
				t.Errorf("Format:\n%s\nwant:\n%s", got, tc.want)
			}
		})
	}
}

// badCase is a board file that does not parse, with the error expected.
type badCase struct {
	name  string
	input string
	kind  error  // the sentinel, for errors.Is
	msg   string // the whole message
}

var badCases = []badCase{
	// Cells.
	{
		name: "bad cell 3",
		input: `0 0 0
0 3 0
0 0 0
`,
		kind: parse.ErrBadCell,
		msg:  `boards/a.txt:2:3: bad cell "3" (want 0, 1 or 2)`,
	},
	{
		name: "bad cell letter",
		input: `0 0 0
0 0 b
`,
		kind: parse.ErrBadCell,
		msg:  `boards/a.txt:2:5: bad cell "b" (want 0, 1 or 2)`,
	},
	{
		name:  "letter X as in a diagram",
		input: "0 1 2\n0 X 2\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:2:3: bad cell "X" (want 0, 1 or 2)`,
	},
	{
		name:  "bad cell after tabs",
		input: "0\t1\t\t.\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:1:6: bad cell "." (want 0, 1 or 2)`,
	},
	{
		name:  "fullwidth digit",
		input: "0 1 ２\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:1:5: bad cell "２" (want 0, 1 or 2)`,
	},
	{
		name:  "no-break space between cells",
		input: "0 1\u00a02\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:1:4: bad cell "\u00a0" (want 0, 1 or 2)`,
	},
	{
		name:  "stone symbol",
		input: "0 1 2\n○ 1 2\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:2:1: bad cell "○" (want 0, 1 or 2)`,
	},
	{
		name:  "a cell after a row",
		input: "0 1 2 # black to play\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:1:7: bad cell "#" (want 0, 1 or 2)`,
	},
	{
		name:  "a second BOM",
		input: "\ufeff0 1\n\ufeff1 0\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:2:1: bad cell "\ufeff" (want 0, 1 or 2)`,
	},
	{
		name:  "four dashes",
		input: "0 1\n----\n1 0\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:2:1: bad cell "-" (want 0, 1 or 2)`,
	},

	// Ragged rows.
	{
		name: "short row",
		input: `0 0 0
0 0
0 0 0
`,
		kind: parse.ErrRagged,
		msg:  `boards/a.txt:2:4: row has 2 cells, want 3 as on line 1`,
	},
	{
		name: "long row",
		input: `0 0 0
0 0 0 0
0 0 0
`,
		kind: parse.ErrRagged,
		msg:  `boards/a.txt:2:7: row has more than 3 cells, want 3 as on line 1`,
	},
	{
		name: "width set after a header and a comment",
		input: `# top
komi: 6.5
00
00
000
`,
		kind: parse.ErrRagged,
		msg:  `boards/a.txt:5:3: row has more than 2 cells, want 2 as on line 3`,
	},
	{
		name: "short row in the second grid",
		input: `0 0
0 0
---
0 0
0
`,
		kind: parse.ErrRagged,
		msg:  `boards/a.txt:5:2: row has 1 cell, want 2 as on line 4`,
	},
	{
		name:  "long row of a 1-wide board",
		input: "0\n00\n",
		kind:  parse.ErrRagged,
		msg:   `boards/a.txt:2:2: row has more than 1 cell, want 1 as on line 1`,
	},

	// No grid.
	{
		name:  "empty file",
		input: "",
		kind:  parse.ErrNoGrid,
		msg:   `boards/a.txt:1:1: no grid found (want rows of 0, 1 and 2)`,
	},
	{
		name:  "only a BOM",
		input: "\ufeff",
		kind:  parse.ErrNoGrid,
		msg:   `boards/a.txt:1:1: no grid found (want rows of 0, 1 and 2)`,
	},
	{
		name:  "only blank lines",
		input: "\n \n\t\r\n",
		kind:  parse.ErrNoGrid,
		msg:   `boards/a.txt:4:1: no grid found (want rows of 0, 1 and 2)`,
	},
	{
		name: "only comments",
		input: `# a
# b
`,
		kind: parse.ErrNoGrid,
		msg:  `boards/a.txt:3:1: no grid found (want rows of 0, 1 and 2)`,
	},
	{
		name: "only headers",
		input: `player: black
komi: 6.5`,
		kind: parse.ErrNoGrid,
		msg:  `boards/a.txt:3:1: no grid found (want rows of 0, 1 and 2)`,
	},

	// Too large.
	{
		name:  "20 rows",
		input: strings.Repeat("0 0\n", 20),
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:20:1: more than 19 rows`,
	},
	{
		name:  "20 rows after a header",
		input: "player: white\n" + strings.Repeat("  0 0\n", 19) + "  0 1\n",
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:21:3: more than 19 rows`,
	},
	{
		name:  "20 columns",
		input: strings.Repeat("0 ", 19) + "1\n",
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:1:39: more than 19 columns`,
	},
	{
		name:  "20 columns without separators",
		input: strings.Repeat("0", 19) + "1\n",
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:1:20: more than 19 columns`,
	},
	{
		name:  "20 columns on a later row of a 19-wide grid",
		input: empty19[:38] + strings.Repeat("0 ", 19) + "0\n",
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:2:39: more than 19 columns`,
	},

	// History.
	{
		name: "second grid wider",
		input: `00
00
---
000
000
`,
		kind: parse.ErrSizeMismatch,
		msg:  `boards/a.txt:4:1: grid 2 is 3x2, want 2x2 as grid 1 (columns x rows)`,
	},
	{
		name: "second grid taller",
		input: `00
00
---
00
00
00
`,
		kind: parse.ErrSizeMismatch,
		msg:  `boards/a.txt:4:1: grid 2 is 2x3, want 2x2 as grid 1 (columns x rows)`,
	},
	{
		name: "third grid smaller",
		input: `0 0
0 0
---
0 1
0 0
---
# move 2
0 1
`,
		kind: parse.ErrSizeMismatch,
		msg:  `boards/a.txt:8:1: grid 3 is 2x1, want 2x2 as grid 1 (columns x rows)`,
	},

	// Headers.
	{
		name:  "bad player",
		input: "player: red\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:9: bad player "red" (want black or white)`,
	},
	{
		name:  "empty player",
		input: "player:\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:8: bad player "" (want black or white)`,
	},
	{
		name:  "player given as a number",
		input: "  player:  1\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:12: bad player "1" (want black or white)`,
	},
	{
		name:  "rules no preset names",
		input: "rules: ing\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:8: bad rules "ing" (want japanese, chinese, tromp-taylor or aga)`,
	},
	{
		name:  "negative handicap",
		input: "handicap: -2\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:11: bad handicap "-2" (want a whole number, 0 or more)`,
	},
	{
		name:  "dead stone on an empty point",
		input: "dead-stones: A2,B2\n1 0\n0 2\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:17: dead stone B2 is an empty point of the last grid`,
	},
	{
		name:  "dead stone off the board",
		input: "dead-stones: C1\n1 0\n0 2\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:14: dead stone C1 is off the 2x2 board`,
	},
	{
		name:  "dead stone that is no vertex",
		input: "dead-stones: 1,1\n1\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:14: bad dead stone "1" (want a vertex like D4, or none)`,
	},
	{
		name:  "empty dead-stones header",
		input: "dead-stones:\n1\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:13: empty dead-stones header (want vertices like D4,G7, or none)`,
	},
	{
		name:  "bad komi",
		input: "komi: six and a half\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "six and a half" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "komi with a comma",
		input: "komi: 6,5\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "6,5" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "komi not a number",
		input: "komi: NaN\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "NaN" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "komi infinite",
		input: "komi: -Inf\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "-Inf" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "bad value before a comment",
		input: "player:  red   # the side to move\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:10: bad player "red" (want black or white)`,
	},
	{
		name:  "a comment is no value",
		input: "komi: # none\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "komi with an underscore is not 65",
		input: "komi: 6_5\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "6_5" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "komi in hex is not 8",
		input: "komi: 0x1p3\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "0x1p3" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "komi absurd",
		input: "komi: 1e9\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:7: bad komi "1e9" (want a decimal number like 6.5, from -1000 to 1000)`,
	},
	{
		name:  "negative prisoners",
		input: "black-prisoners: -1\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:18: bad black-prisoners "-1" (want a whole number, 0 or more)`,
	},
	{
		name:  "fractional prisoners",
		input: "komi: 6.5\nwhite-prisoners: 2.5\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:2:18: bad white-prisoners "2.5" (want a whole number, 0 or more)`,
	},
	{
		name:  "prisoners overflow",
		input: "white-prisoners: 99999999999999999999\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:18: bad white-prisoners "99999999999999999999" (want a whole number, 0 or more)`,
	},
	{
		name:  "prisoners after a tab",
		input: "white-prisoners:\tvingt\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:18: bad white-prisoners "vingt" (want a whole number, 0 or more)`,
	},
	{
		name:  "unknown key",
		input: "boardsize: 9\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:1: unknown header "boardsize" (want player, komi, rules, handicap, black-prisoners, white-prisoners, dead-stones or size)`,
	},
	{
		name:  "unknown key with spaces",
		input: "# c\n  to play : black\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:2:3: unknown header "to play" (want player, komi, rules, handicap, black-prisoners, white-prisoners, dead-stones or size)`,
	},
	{
		name:  "empty key",
		input: ": black\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:1: unknown header "" (want player, komi, rules, handicap, black-prisoners, white-prisoners, dead-stones or size)`,
	},
	{
		name:  "unicode key",
		input: "joueur·se: noir\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:1:1: unknown header "joueur·se" (want player, komi, rules, handicap, black-prisoners, white-prisoners, dead-stones or size)`,
	},
	{
		name: "duplicate key",
		input: `komi: 6.5
player: white
Komi: 7.5
0
`,
		kind: parse.ErrBadHeader,
		msg:  `boards/a.txt:3:1: header "komi" given twice`,
	},
	{
		name:  "duplicate key with the same value",
		input: "black-prisoners: 1\nblack-prisoners: 1\n0\n",
		kind:  parse.ErrBadHeader,
		msg:   `boards/a.txt:2:1: header "black-prisoners" given twice`,
	},
	{
		name: "header after the grid",
		input: `0 0
0 0
player: black
`,
		kind: parse.ErrLayout,
		msg:  `boards/a.txt:3:1: header line after the grid (headers go before the first row)`,
	},
	{
		name: "header after a ---",
		input: `0 0
---
komi: 6.5
0 0
`,
		kind: parse.ErrLayout,
		msg:  `boards/a.txt:3:1: header line after the grid (headers go before the first row)`,
	},

	// Encoding.
	{
		name:  "latin-1 comment",
		input: "# caf\xe9\n0\n",
		kind:  parse.ErrEncoding,
		msg:   `boards/a.txt:1:6: not UTF-8 text (byte 0xe9); is this a board file?`,
	},
	{
		name:  "bad byte after a multi-byte character",
		input: "0 0\n# é\xff\n0 0\n",
		kind:  parse.ErrEncoding,
		msg:   `boards/a.txt:2:4: not UTF-8 text (byte 0xff); is this a board file?`,
	},
	{
		name:  "binary file",
		input: "\x89PNG\r\n\x1a\n\x00\x00",
		kind:  parse.ErrEncoding,
		msg:   `boards/a.txt:1:1: not UTF-8 text (byte 0x89); is this a board file?`,
	},
	{
		name:  "UTF-16",
		input: "\xff\xfe0\x00 \x001\x00",
		kind:  parse.ErrEncoding,
		msg:   `boards/a.txt:1:1: not UTF-8 text (byte 0xff); is this a board file?`,
	},
	{
		name:  "truncated character in a row",
		input: "0 1\n1 0 \xe2\x97\n",
		kind:  parse.ErrEncoding,
		msg:   `boards/a.txt:2:5: not UTF-8 text (byte 0xe2); is this a board file?`,
	},
	{
		name:  "encoded surrogate",
		input: "0\n\xed\xa0\x80\n",
		kind:  parse.ErrEncoding,
		msg:   `boards/a.txt:2:1: not UTF-8 text (byte 0xed); is this a board file?`,
	},

	// Layout.
	{
		name:  "--- before any grid",
		input: "---\n0\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:1:1: --- before any grid (--- separates the grids of a history)`,
	},
	{
		name:  "--- after a header",
		input: "komi: 6.5\n  ---\n0\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:3: --- before any grid (--- separates the grids of a history)`,
	},
	{
		name: "doubled ---",
		input: `0
---
---
0
`,
		kind: parse.ErrLayout,
		msg:  `boards/a.txt:3:1: two --- lines with no grid between them`,
	},
	{
		name: "doubled --- with a comment between",
		input: `0
---
# nothing here
 ---
0
`,
		kind: parse.ErrLayout,
		msg:  `boards/a.txt:4:2: two --- lines with no grid between them`,
	},
	{
		name:  "trailing ---",
		input: "0\n---\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:1: --- with no grid after it`,
	},
	{
		name: "indented trailing --- then blank lines and a comment",
		input: `0
	---

# the end
`,
		kind: parse.ErrLayout,
		msg:  `boards/a.txt:2:2: --- with no grid after it`,
	},
	{
		name: "blank line inside a grid",
		input: `0 0
0 0

0 0
`,
		kind: parse.ErrLayout,
		msg:  `boards/a.txt:3:1: blank line inside a grid (separate the grids of a history with ---)`,
	},
	{
		name:  "whitespace line and comment inside a grid",
		input: "0 0\n \t\n# next\n0 0\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:1: blank line inside a grid (separate the grids of a history with ---)`,
	},
}

// sentinels are all the kinds of error Parse and ReadFile return.
var sentinels = []error{
	parse.ErrBadCell, parse.ErrRagged, parse.ErrTooLarge, parse.ErrNoGrid,
	parse.ErrSizeMismatch, parse.ErrBadHeader, parse.ErrEncoding, parse.ErrLayout,
	parse.ErrFileTooBig, parse.ErrUnreadable, parse.ErrSGF,
}

// checkErr checks err against the kind and message wanted, and that it is
// a *parse.Error of exactly one kind.
func checkErr(t *testing.T, err, kind error, msg string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want %q", msg)
	}
	if got := err.Error(); got != msg {
		t.Errorf("message:\n got %s\nwant %s", got, msg)
	}
	if !errors.Is(err, kind) {
		t.Errorf("errors.Is(err, %v) = false", kind)
	}
	for _, s := range sentinels {
		if s != kind && errors.Is(err, s) {
			t.Errorf("errors.Is(err, %v) = true, want only %v", s, kind)
		}
	}
	var pe *parse.Error
	if !errors.As(err, &pe) {
		t.Fatalf("error is a %T, want *parse.Error", err)
	}
}

func TestParseBad(t *testing.T) {
	for _, tc := range badCases {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			err := parse.Parse(testName, []byte(tc.input), &f)
			checkErr(t, err, tc.kind, tc.msg)
		})
	}
}

// TestErrorFields checks that the position is available as fields, not only
// in the message.
func TestErrorFields(t *testing.T) {
	var f parse.File
	err := parse.Parse("x.txt", []byte("0 0\n0 2 1 9\n"), &f)
	var pe *parse.Error
	if !errors.As(err, &pe) {
		t.Fatalf("error %v is a %T, want *parse.Error", err, err)
	}
	want := parse.Error{File: "x.txt", Line: 2, Col: 5}
	if pe.File != want.File || pe.Line != want.Line || pe.Col != want.Col {
		t.Errorf("got %s:%d:%d, want %s:%d:%d", pe.File, pe.Line, pe.Col, want.File, want.Line, want.Col)
	}
	if errors.Unwrap(err) != parse.ErrRagged {
		t.Errorf("Unwrap = %v, want %v", errors.Unwrap(err), parse.ErrRagged)
	}
	whole := &parse.Error{File: "x.txt", Err: parse.ErrUnreadable, Msg: "read: boom"}
	if got := whole.Error(); got != "x.txt: read: boom" {
		t.Errorf("Line 0 error = %q, want %q", got, "x.txt: read: boom")
	}
}

// writeFile writes a test file into dir and returns its path.
func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	good := writeFile(t, dir, "good.txt", "player: white\n0 1\n2 0\n")
	bad := writeFile(t, dir, "bad.txt", "0 1\n2 3\n")

	var f parse.File
	buf, err := parse.ReadFile(good, nil, &f, nil)
	if err != nil {
		t.Fatalf("ReadFile: %v", err)
	}
	if f.Name != good || len(f.Grids) != 1 || f.Current().Grid() != "0 1\n2 0\n" || f.Player != board.White {
		t.Errorf("ReadFile(%s) = %+v", good, f)
	}
	if string(buf) != "player: white\n0 1\n2 0\n" {
		t.Errorf("buffer holds %q, want the file", buf)
	}

	// The buffer is reused: no new array for a file that fits.
	before := &buf[:1][0]
	buf, err = parse.ReadFile(bad, nil, &f, buf)
	checkErr(t, err, parse.ErrBadCell, bad+`:2:3: bad cell "3" (want 0, 1 or 2)`)
	if &buf[:1][0] != before {
		t.Error("ReadFile did not reuse the buffer")
	}

	// Standard input.
	_, err = parse.ReadFile("-", strings.NewReader("1 2\n"), &f, buf)
	if err != nil {
		t.Fatalf("ReadFile(-): %v", err)
	}
	if f.Name != "-" || f.Current().Grid() != "1 2\n" {
		t.Errorf("ReadFile(-) = %+v", f)
	}
}

// TestReadFileExactlyMaxSize reads a file of exactly MaxFileSize bytes: the
// limit itself is allowed.
func TestReadFileExactlyMaxSize(t *testing.T) {
	head := "0 1\n1 0\n#"
	content := head + strings.Repeat("x", parse.MaxFileSize-len(head))
	path := writeFile(t, t.TempDir(), "max.txt", content)
	var f parse.File
	buf, err := parse.ReadFile(path, nil, &f, nil)
	if err != nil {
		t.Fatalf("ReadFile: %v", err)
	}
	if len(buf) != parse.MaxFileSize || f.Current().Grid() != "0 1\n1 0\n" {
		t.Errorf("read %d bytes, grid %q", len(buf), f.Current().Grid())
	}
}

// errReader fails every read.
type errReader struct{}

func (errReader) Read([]byte) (int, error) {
	return 0, errors.New("read /dev/stdin: input/output error")
}

// endless is an endless stream of empty rows that counts what it gives.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "0\n"[i%2]
	}
	e.n += len(p)
	return len(p), nil
}

func TestReadFileBad(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.txt")

	// A file one byte over the limit, made sparse so that it costs nothing.
	huge := filepath.Join(dir, "huge.txt")
	if err := os.WriteFile(huge, []byte("0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(huge, parse.MaxFileSize+1); err != nil {
		t.Fatal(err)
	}
	// A much larger one: refused as fast, since it is never read.
	vast := filepath.Join(dir, "vast.txt")
	if err := os.WriteFile(vast, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	vastOK := os.Truncate(vast, 1<<40) == nil

	tests := []struct {
		name  string
		path  string
		stdin io.Reader
		kind  error
		msg   string
	}{
		{"missing", missing, nil, parse.ErrUnreadable, missing + ": open: no such file or directory"},
		{"directory", dir, nil, parse.ErrUnreadable, dir + ": is a directory"},
		{"one byte too big", huge, nil, parse.ErrFileTooBig, huge + ": file is larger than the 1 MiB limit (1048577 bytes); refused unread"},
		{"1 TiB", vast, nil, parse.ErrFileTooBig, vast + ": file is larger than the 1 MiB limit (1099511627776 bytes); refused unread"},
		{"stdin read error", "-", errReader{}, parse.ErrUnreadable, "-: read /dev/stdin: input/output error"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if tc.path == vast && !vastOK {
				t.Skip("this file system cannot hold a sparse 1 TiB file")
			}
			var f parse.File
			buf, err := parse.ReadFile(tc.path, tc.stdin, &f, make([]byte, 0, 64))
			checkErr(t, err, tc.kind, tc.msg)
			if tc.kind == parse.ErrFileTooBig && len(buf) != 0 {
				t.Errorf("read %d bytes of a file refused unread", len(buf))
			}
		})
	}
}

// TestReadFileEndlessStdin feeds standard input that never ends: ReadFile
// must stop soon after the limit, not read it all.
func TestReadFileEndlessStdin(t *testing.T) {
	in := &endless{}
	var f parse.File
	_, err := parse.ReadFile("-", in, &f, nil)
	if !errors.Is(err, parse.ErrFileTooBig) {
		t.Fatalf("error %v, want ErrFileTooBig", err)
	}
	if want := "-: file is larger than the 1 MiB limit"; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("message %q, want it to start %q", err, want)
	}
	if in.n > 2*parse.MaxFileSize+64 {
		t.Errorf("read %d bytes of an endless input, want little more than %d", in.n, parse.MaxFileSize)
	}
}

// BenchmarkParse11x11 parses a typical assignment board into a reused File,
// as a batch worker does: it must not allocate.
func BenchmarkParse11x11(b *testing.B) {
	data := []byte(board11)
	var f parse.File
	if err := parse.Parse("bench.txt", data, &f); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		if err := parse.Parse("bench.txt", data, &f); err != nil {
			b.Fatal(err)
		}
	}
}

// TestParseDoesNotAllocate is the benchmark's promise as a test, so that a
// regression fails go test, not only a reader of benchmark output.
func TestParseDoesNotAllocate(t *testing.T) {
	data := []byte(board11)
	var f parse.File
	if err := parse.Parse("bench.txt", data, &f); err != nil {
		t.Fatal(err)
	}
	allocs := testing.AllocsPerRun(100, func() {
		if err := parse.Parse("bench.txt", data, &f); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("Parse of an 11x11 board into a reused File: %v allocs, want 0", allocs)
	}
	if !bytes.Equal([]byte(f.Current().Grid()), data) {
		t.Errorf("parsed:\n%s", f.Current().Grid())
	}
}
