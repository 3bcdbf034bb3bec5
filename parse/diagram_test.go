package parse_test

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// gnugo9 is GNU Go's showboard of a short game: labels on all four edges,
// the last move in parentheses and the captures noted beside the board.
const gnugo9 = `= 
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7
 6 . . . . O . . . . 6
 5 . . . .(X). . . . 5
 4 . . . . . . . . . 4
 3 . . + . . . + . . 3     WHITE (O) has captured 0 stones
 2 . . . . . . . . . 2     BLACK (X) has captured 0 stones
 1 . . . . . . . . . 1
   A B C D E F G H J
`

const gnugo9Grid = `0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0
0 0 0 0 2 0 0 0 0
0 0 0 0 1 0 0 0 0
0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0
0 0 0 0 0 0 0 0 0
`

var diagramGood = []goodCase{
	{
		name:  "GNU Go showboard",
		input: gnugo9,
		grids: []string{gnugo9Grid},
	},
	{
		name:  "plain block, no separators",
		input: "X O . +\n.XO+\nx o # W\nB . . .\n",
		grids: []string{"1 2 0 0\n0 1 2 0\n1 2 1 2\n1 0 0 0\n"},
	},
	{
		name: "KataGo style, numbers on the left",
		input: `   A B C D E
 5 . . . . .
 4 . X O . .
 3 . X O . .
 2 . . . . .
 1 . . . . .
`,
		grids: []string{"0 0 0 0 0\n0 1 2 0 0\n0 1 2 0 0\n0 0 0 0 0\n0 0 0 0 0\n"},
	},
	{
		name: "numbers on the right only, headers and comments",
		input: `# a ko fight
player: white
komi: 7.5
black-prisoners: 1
. X O . 4
X O . O 3
. X O . 2
. . . . 1
# the end
`,
		grids:   []string{"0 1 2 0\n1 2 0 2\n0 1 2 0\n0 0 0 0\n"},
		player:  board.White,
		komi:    7.5,
		hasKomi: true,
		black:   1,
	},
	{
		name: "border as some programs draw",
		input: `    A B C
  +-------+
3 | . . . | 3
2 | . X . | 2
1 | . . O | 1
  +-------+
    A B C
`,
		grids: []string{"0 0 0\n0 1 0\n0 0 2\n"},
	},
	{
		name: "row of black stones starting with #",
		input: `# comment
. . .
# # #
O . .
`,
		grids: []string{"0 0 0\n1 1 1\n2 0 0\n"},
	},
	{
		name:  "labels with I, lower case",
		input: "  a b c d e f g h i j\n" + strings.Repeat("  . . . . . . . . . .\n", 2),
		grids: []string{strings.Repeat("0 0 0 0 0 0 0 0 0 0\n", 2)},
	},
	{
		name: "two-digit row numbers",
		input: `   A B
11 . X
10 . .
 9 . .
 8 . .
 7 . .
 6 . .
 5 . .
 4 . .
 3 . .
 2 . .
 1 . O
`,
		grids: []string{"0 1\n" + strings.Repeat("0 0\n", 9) + "0 2\n"},
	},
	{
		name:  "history with ---",
		input: ". .\n. .\n---\nX .\n. .\n",
		grids: []string{"0 0\n0 0\n", "1 0\n0 0\n"},
	},
}

func TestParseDiagramGood(t *testing.T) {
	for _, tc := range diagramGood {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
				t.Fatalf("Parse: %v", err)
			}
			checkGood(t, tc, &f)
			if f.Format != parse.FormatDiagram || f.Rules != "" {
				t.Errorf("Format, Rules = %q, %q, want %q, \"\"", f.Format, f.Rules, parse.FormatDiagram)
			}
			files, err := parse.ParseGames(testName, []byte(tc.input))
			if err != nil || len(files) != 1 {
				t.Fatalf("ParseGames: %d files, %v", len(files), err)
			}
			checkGood(t, tc, &files[0])
		})
	}
}

// TestGridStaysGrid checks that grids, even ones a diagram reader could
// take for labels, are read as grids.
func TestGridStaysGrid(t *testing.T) {
	for _, tc := range goodCases {
		var f parse.File
		if err := parse.Parse(testName, []byte(tc.input), &f); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if f.Format != parse.FormatGrid {
			t.Errorf("%s: Format = %q, want grid", tc.name, f.Format)
		}
	}
}

var diagramBad = []badCase{
	{
		name:  "bad cell",
		input: ". X O\n. Z .\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:2:3: bad cell "Z" (want . or + for empty, X x # B for black, O o W for white)`,
	},
	{
		name:  "digit as a cell",
		input: ". X O\n. 1 .\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:2:3: bad cell "1" (want . or + for empty, X x # B for black, O o W for white)`,
	},
	{
		name:  "short row",
		input: ". X O\n. X\n. . .\n",
		kind:  parse.ErrRagged,
		msg:   `boards/a.txt:2:4: row has 2 cells, want 3 as on line 1`,
	},
	{
		name:  "long row",
		input: ". X O\n. X O O\n",
		kind:  parse.ErrRagged,
		msg:   `boards/a.txt:2:7: row has more than 3 cells, want 3 as on line 1`,
	},
	{
		name:  "row longer than the labels",
		input: "  A B\n2 . . .\n1 . . .\n",
		kind:  parse.ErrRagged,
		msg:   `boards/a.txt:2:7: row has more than 2 cells, want 2 as on line 1`,
	},
	{
		name:  "footer labels too short",
		input: "2 . . . 2\n1 . . . 1\n  A B\n",
		kind:  parse.ErrRagged,
		msg:   `boards/a.txt:3:5: column labels name 2 columns, want 3 as on line 1`,
	},
	{
		name:  "bad column label",
		input: "  A B D\n1 . . .\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:1:7: bad column label "D" (want "C")`,
	},
	{
		name:  "row number out of order",
		input: "3 . .\n1 . .\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:1: row number 1, want 2 (rows count down to 1)`,
	},
	{
		name:  "last row not 1",
		input: " 4 . .\n 3 . .\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:2: last row numbered 3, want 1 (rows count down to 1)`,
	},
	{
		name:  "numbers differ",
		input: "2 . . 2\n1 . . 2\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:7: row numbers 1 and 2 differ`,
	},
	{
		name:  "row without a number",
		input: "2 . .\n. .\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:1: row has no number, unlike the rows above it`,
	},
	{
		name:  "blank line inside",
		input: ". .\n\n. .\n",
		kind:  parse.ErrLayout,
		msg:   `boards/a.txt:2:1: blank line inside a grid (separate the grids of a history with ---)`,
	},
	{
		name:  "labels only",
		input: "  A B C\n",
		kind:  parse.ErrNoGrid,
		msg:   `boards/a.txt:2:1: no diagram rows found (want rows of . X O)`,
	},
	{
		name:  "20 columns",
		input: strings.Repeat(".", 20) + "\n",
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:1:20: more than 19 columns`,
	},
	{
		name:  "20 rows",
		input: strings.Repeat(". .\n", 20),
		kind:  parse.ErrTooLarge,
		msg:   `boards/a.txt:20:1: more than 19 rows`,
	},
	{
		name:  "text after a right number without a left one",
		input: ". . 1 black to play\n",
		kind:  parse.ErrBadCell,
		msg:   `boards/a.txt:1:5: bad cell "1" (want . or + for empty, X x # B for black, O o W for white)`,
	},
}

func TestParseDiagramBad(t *testing.T) {
	for _, tc := range diagramBad {
		t.Run(tc.name, func(t *testing.T) {
			var f parse.File
			err := parse.Parse(testName, []byte(tc.input), &f)
			checkErr(t, err, tc.kind, tc.msg)
		})
	}
}
