package ninuki

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/gtp"
)

// setup builds a game from a diagram: rows top first, X for Black, O for
// White, . for empty, spaces ignored. The stones are placed, not played,
// so the diagram may hold any position; Black is to move.
func setup(t *testing.T, diagram string) *Game {
	t.Helper()
	var rows []string
	for _, line := range strings.Split(strings.TrimSpace(diagram), "\n") {
		rows = append(rows, strings.ReplaceAll(strings.TrimSpace(line), " ", ""))
	}
	g, err := New(len(rows))
	if err != nil {
		t.Fatal(err)
	}
	for row, line := range rows {
		if len(line) != len(rows) {
			t.Fatalf("diagram row %d is %q: want %d cells", row+1, line, len(rows))
		}
		for col, ch := range line {
			p := g.b.Point(row, col)
			switch ch {
			case 'X':
				g.b.Set(p, board.Black)
				g.empty--
			case 'O':
				g.b.Set(p, board.White)
				g.empty--
			case '.':
			default:
				t.Fatalf("diagram row %d: bad cell %q", row+1, ch)
			}
		}
	}
	return g
}

// normal is a diagram as String writes it, for comparisons.
func normal(diagram string) string {
	var rows []string
	for _, line := range strings.Split(strings.TrimSpace(diagram), "\n") {
		cells := strings.Split(strings.ReplaceAll(strings.TrimSpace(line), " ", ""), "")
		rows = append(rows, strings.Join(cells, " "))
	}
	return strings.Join(rows, "\n")
}

// sparse draws an n x n diagram holding the stones listed as "X t4 O t3".
func sparse(n int, stones string) string {
	b, err := board.New(n, n)
	if err != nil {
		panic(err)
	}
	f := strings.Fields(stones)
	for i := 0; i+1 < len(f); i += 2 {
		v, err := board.ParseVertex(f[i+1])
		if err != nil {
			panic(err)
		}
		p, ok := v.Resolve(&b)
		if !ok {
			panic("sparse: " + f[i+1] + " is off the board")
		}
		c := board.Black
		if f[i] == "O" {
			c = board.White
		}
		b.Set(p, c)
	}
	return strings.NewReplacer("0", ".", "1", "X", "2", "O").Replace(b.Grid())
}

// move reads "b d4" or "w d4".
func move(t *testing.T, g *Game, m string) (board.Color, board.Point) {
	t.Helper()
	f := strings.Fields(m)
	if len(f) != 2 {
		t.Fatalf("bad move %q", m)
	}
	c, err := board.ParseColor(f[0])
	if err != nil {
		t.Fatal(err)
	}
	v, err := board.ParseVertex(f[1])
	if err != nil {
		t.Fatal(err)
	}
	b := g.Board()
	p, ok := v.Resolve(&b)
	if !ok {
		t.Fatalf("move %q is off the board", m)
	}
	return c, p
}

func TestRules(t *testing.T) {
	tests := []struct {
		name       string
		before     string
		preB, preW int      // captures before the moves, by Black and White
		moves      []string // played in order, all legal
		after      string
		captured   int    // stones captured by the last move
		caps       string // "W B", as gogui-rules_captured_count
		result     Result
	}{
		{name: "capture east", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . O O X
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, after: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . X . . X
			. . . . . . .
			. . . . . . .
			. . . . . . .`, captured: 2, caps: "0 2"},
		{name: "capture west", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X O O . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, after: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X . . X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, captured: 2, caps: "0 2"},
		{name: "capture north", before: `
			. . . X . . .
			. . . O . . .
			. . . O . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, after: `
			. . . X . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, captured: 2, caps: "0 2"},
		{name: "capture south", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . O . . .
			. . . O . . .
			. . . X . . .`, moves: []string{"b d4"}, after: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .`, captured: 2, caps: "0 2"},
		{name: "capture north-east", before: `
			. . . . . . X
			. . . . . O .
			. . . . O . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, after: `
			. . . . . . X
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, captured: 2, caps: "0 2"},
		{name: "capture north-west", before: `
			X . . . . . .
			. O . . . . .
			. . O . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, after: `
			X . . . . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, captured: 2, caps: "0 2"},
		{name: "capture south-east", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . O . .
			. . . . . O .
			. . . . . . X`, moves: []string{"b d4"}, after: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . . . . .
			. . . . . . .
			. . . . . . X`, captured: 2, caps: "0 2"},
		{name: "capture south-west", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . O . . . .
			. O . . . . .
			X . . . . . .`, moves: []string{"b d4"}, after: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. . . X . . .
			. . . . . . .
			. . . . . . .
			X . . . . . .`, captured: 2, caps: "0 2"},
		{name: "white captures, counted first", before: `
			. . . . .
			. . . . .
			O X X . .
			. . . . .
			. . . . .`, moves: []string{"w d3"}, after: `
			. . . . .
			. . . . .
			O . . O .
			. . . . .
			. . . . .`, captured: 2, caps: "2 0"},
		{name: "capture along the edge of a 19x19 board",
			before: sparse(19, "X t4 O t3 O t2"), moves: []string{"b t1"},
			after: sparse(19, "X t4 X t1"), captured: 2, caps: "0 2"},
		{name: "capture from the top-left corner of a 19x19 board",
			before: sparse(19, "X b18 X c17 O d16"), moves: []string{"w a19"},
			after: sparse(19, "O a19 O d16"), captured: 2, caps: "2 0"},
		{name: "XOO.OOX takes four", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X O O . O O X
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, after: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X . . X . . X
			. . . . . . .
			. . . . . . .
			. . . . . . .`, captured: 4, caps: "0 4"},
		{name: "star of eight pairs wins by captures", before: `
			X . . X . . X
			. O . O . O .
			. . O O O . .
			X O O . O O X
			. . O O O . .
			. O . O . O .
			X . . X . . X`, moves: []string{"b d4"}, after: `
			X . . X . . X
			. . . . . . .
			. . . . . . .
			X . . X . . X
			. . . . . . .
			. . . . . . .
			X . . X . . X`, captured: 16, caps: "0 16", result: BlackWins},
		{name: "one stone is not captured", before: `
			. . . . .
			. . . . .
			X O . . .
			. . . . .
			. . . . .`, moves: []string{"b c3"}, after: `
			. . . . .
			. . . . .
			X O X . .
			. . . . .
			. . . . .`, caps: "0 0"},
		{name: "three stones are not captured", before: `
			. . . . .
			. . . . .
			X O O O .
			. . . . .
			. . . . .`, moves: []string{"b e3"}, after: `
			. . . . .
			. . . . .
			X O O O X
			. . . . .
			. . . . .`, caps: "0 0"},
		{name: "the edge does not flank", before: `
			. . . . .
			. . . . .
			. . . O O
			. . . . .
			. . . . .`, moves: []string{"b c3"}, after: `
			. . . . .
			. . . . .
			. . X O O
			. . . . .
			. . . . .`, caps: "0 0"},
		{name: "an empty point does not flank", before: `
			. . . . .
			. . . . .
			. O O . X
			. . . . .
			. . . . .`, moves: []string{"b a3"}, after: `
			. . . . .
			. . . . .
			X O O . X
			. . . . .
			. . . . .`, caps: "0 0"},
		{name: "a pair split by a knight's step is not a line", before: `
			. . . . .
			. . . . X
			. . O . .
			. O . . .
			. . . . .`, moves: []string{"b a1"}, after: `
			. . . . .
			. . . . X
			. . O . .
			. O . . .
			X . . . .`, caps: "0 0"},
		{name: "playing into a flanked spot is safe", before: `
			. . . . .
			. . . . .
			X . O X .
			. . . . .
			. . . . .`, moves: []string{"w b3"}, after: `
			. . . . .
			. . . . .
			X O O X .
			. . . . .
			. . . . .`, caps: "0 0"},
		{name: "the flanked pair stays when Black plays elsewhere", before: `
			. . . . .
			. . . . .
			X . O X .
			. . . . .
			. . . . .`, moves: []string{"w b3", "b e5"}, after: `
			. . . . X
			. . . . .
			X O O X .
			. . . . .
			. . . . .`, caps: "0 0"},
		{name: "captured points can be played again", before: `
			. . . . .
			. . . . .
			X O O . .
			. . . . .
			. . . . .`, moves: []string{"b d3", "w b3", "w c3"}, after: `
			. . . . .
			. . . . .
			X O O X .
			. . . . .
			. . . . .`, caps: "0 2"},
		{name: "a stone on a captured point captures", before: `
			. . X . . . .
			. . O . . . .
			. . O . . . .
			X O O . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4", "w e1", "b c4"}, after: `
			. . X . . . .
			. . . . . . .
			. . . . . . .
			X . X X . . .
			. . . . . . .
			. . . . . . .
			. . . . O . .`, captured: 2, caps: "0 4"},
		{name: "five in a row across", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			. X X . X X .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, caps: "0 0", result: BlackWins},
		{name: "five in a column for White", before: `
			. . O . . . .
			. . O . . . .
			. . O . . . .
			. . O . . . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"w c3"}, caps: "0 0", result: WhiteWins},
		{name: "five on the diagonal", before: `
			. . . . . . .
			. . . . . . .
			. . . . X . .
			. . . X . . .
			. . . . . . .
			. X . . . . .
			X . . . . . .`, moves: []string{"b c3"}, caps: "0 0", result: BlackWins},
		{name: "five on the anti-diagonal", before: `
			. . . . . . .
			. . O . . . .
			. . . O . . .
			. . . . O . .
			. . . . . O .
			. . . . . . .
			. . . . . . .`, moves: []string{"w g2"}, caps: "0 0", result: WhiteWins},
		{name: "six in a row wins", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X X X . X X .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b d4"}, caps: "0 0", result: BlackWins},
		{name: "four in a row does not win", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X X . . X . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b c4"}, caps: "0 0"},
		{name: "the opponent's stones break a row", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X X O X X . .
			. . . . . . .
			. . . . . . .
			. . . . . . .`, moves: []string{"b f4"}, caps: "0 0"},
		{name: "ten captures win", before: `
			. . . . .
			. . . . .
			X O O . .
			. . . . .
			. . . . .`, preB: 8, moves: []string{"b d3"}, caps: "0 10", captured: 2, result: BlackWins},
		{name: "eight captures do not", before: `
			. . . . .
			. . . . .
			X O O . .
			. . . . .
			. . . . .`, preB: 6, moves: []string{"b d3"}, caps: "0 8", captured: 2},
		{name: "White wins by captures too", before: `
			. . . . .
			. . . . .
			O X X . .
			. . . . .
			. . . . .`, preW: 8, preB: 9, moves: []string{"w d3"}, caps: "10 9", captured: 2, result: WhiteWins},
		{name: "passing ten with a double capture", before: `
			. . . . . . .
			. . . . . . .
			. . . . . . .
			X O O . O O X
			. . . . . . .
			. . . . . . .
			. . . . . . .`, preB: 8, moves: []string{"b d4"}, caps: "0 12", captured: 4, result: BlackWins},
		{name: "full board is a draw", before: `
			X O
			. O`, moves: []string{"b a1"}, caps: "0 0", result: Draw},
		{name: "full board with five is a win", before: `
			X X X X .
			O O O O X
			X X X X O
			O O O O X
			X X X X O`, moves: []string{"b e5"}, caps: "0 0", result: BlackWins},
		{name: "a capture empties a full board", before: `
			X O O .
			O X X O
			X O O X
			O X X O`, moves: []string{"b d4"}, captured: 2, caps: "0 2", after: `
			X . . X
			O X X O
			X O O X
			O X X O`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := setup(t, tt.before)
			g.captured[board.Black], g.captured[board.White] = tt.preB, tt.preW
			var n int
			for _, m := range tt.moves {
				c, p := move(t, g, m)
				var r Reason
				if n, r = g.Play(c, p); r != Legal {
					t.Fatalf("play %s: %s", m, r)
				}
			}
			if tt.after != "" {
				if got, want := g.String(), normal(tt.after); got != want {
					t.Errorf("after %v:\n%s\nwant\n%s", tt.moves, got, want)
				}
			}
			if n != tt.captured {
				t.Errorf("last move captured %d, want %d", n, tt.captured)
			}
			if got := fmt.Sprintf("%d %d", g.Captured(board.White), g.Captured(board.Black)); got != tt.caps {
				t.Errorf("captures (W B) %q, want %q", got, tt.caps)
			}
			if g.Result() != tt.result {
				t.Errorf("result %s, want %s", g.Result(), tt.result)
			}
			if got, want := g.empty, g.b.Count(board.Empty); got != want {
				t.Errorf("empty count %d, board has %d", got, want)
			}
		})
	}
}

func TestCheckOrder(t *testing.T) {
	g := setup(t, `
		X X X X .
		. . . . .
		. . . . .
		. . . . .
		. . . . .`)
	a5, e5, a1 := board.At(0, 4), board.At(4, 4), board.At(0, 0)
	off := board.At(5, 0)
	tests := []struct {
		name string
		c    board.Color
		p    board.Point
		want Reason
	}{
		{"legal", board.White, a1, Legal},
		{"colour first", board.Empty, off, WrongColor},
		{"wall is no colour", board.Wall, a1, WrongColor},
		{"off the board", board.Black, off, WrongCoordinate},
		{"pass is no point", board.Black, board.Pass, WrongCoordinate},
		{"occupied", board.White, a5, Occupied},
	}
	for _, tt := range tests {
		if got := g.Check(tt.c, tt.p); got != tt.want {
			t.Errorf("%s: Check(%s, %s) = %s, want %s", tt.name, tt.c, tt.p, got, tt.want)
		}
	}
	if _, r := g.Play(board.Black, e5); r != Legal || g.Result() != BlackWins {
		t.Fatalf("e5: %s, result %s", r, g.Result())
	}
	after := []struct {
		name string
		c    board.Color
		p    board.Point
		want Reason
	}{
		{"game over", board.White, a1, GameOver},
		{"occupied before game over", board.White, a5, Occupied},
		{"off the board before game over", board.White, off, WrongCoordinate},
		{"colour before game over", board.Empty, a1, WrongColor},
	}
	for _, tt := range after {
		before := g.String()
		if _, got := g.Play(tt.c, tt.p); got != tt.want {
			t.Errorf("%s: Play(%s, %s) = %s, want %s", tt.name, tt.c, tt.p, got, tt.want)
		}
		if g.String() != before || g.Moves() != 1 {
			t.Errorf("%s: an illegal move changed the game", tt.name)
		}
	}
	if got := g.Legal(nil); len(got) != 0 {
		t.Errorf("legal moves after the end: %v", got)
	}
}

func TestUndo(t *testing.T) {
	g := setup(t, `
		. . . . .
		. . . . .
		X O O . .
		. . . . .
		. . . . .`)
	g.captured[board.Black] = 8
	before := *g
	if _, r := g.Play(board.Black, board.At(3, 2)); r != Legal || g.Result() != BlackWins {
		t.Fatalf("d3: %s, result %s", r, g.Result())
	}
	if !g.Undo() {
		t.Fatal("undo failed")
	}
	if g.state != before.state {
		t.Errorf("undo left\n%s\ncaptures %v result %s to move %s", g, g.captured, g.Result(), g.ToMove())
	}
	if g.Undo() {
		t.Error("undo with no moves succeeded")
	}
}

func TestNew(t *testing.T) {
	for _, n := range []int{-1, 0, 1, 20} {
		if _, err := New(n); !errors.Is(err, ErrSize) {
			t.Errorf("New(%d): %v, want ErrSize", n, err)
		}
	}
	for _, n := range []int{2, 7, 19} {
		g, err := New(n)
		if err != nil {
			t.Fatalf("New(%d): %v", n, err)
		}
		if g.Size() != n || g.ToMove() != board.Black || g.Result() != Unknown || len(g.Legal(nil)) != n*n {
			t.Errorf("New(%d): size %d, to move %s, result %s, %d legal", n, g.Size(), g.ToMove(), g.Result(), len(g.Legal(nil)))
		}
	}
}

func TestToMove(t *testing.T) {
	g, _ := New(7)
	for i, tt := range []struct {
		c    board.Color
		want board.Color
	}{{board.Black, board.White}, {board.Black, board.White}, {board.White, board.Black}} {
		if _, r := g.Play(tt.c, board.At(i, 0)); r != Legal {
			t.Fatal(r)
		}
		if g.ToMove() != tt.want {
			t.Errorf("after %s at %d: %s to move, want %s", tt.c, i, g.ToMove(), tt.want)
		}
	}
}

func TestStrings(t *testing.T) {
	for r, want := range map[Reason]string{Legal: "legal", WrongColor: "wrong color", WrongCoordinate: "wrong coordinate", Occupied: "occupied", GameOver: "game over", 9: "Reason(9)"} {
		if r.String() != want {
			t.Errorf("Reason %d: %q, want %q", r, r.String(), want)
		}
	}
	for r, want := range map[Result]string{Unknown: "unknown", BlackWins: "black", WhiteWins: "white", Draw: "draw", 9: "Result(9)"} {
		if r.String() != want {
			t.Errorf("Result %d: %q, want %q", r, r.String(), want)
		}
	}
}

// TestRegressFile runs testdata/ninuki.tst through NewEngine in process, as
// gogui-regress would run it against goscore gtp --game ninuki.
func TestRegressFile(t *testing.T) {
	f, err := os.Open("testdata/ninuki.tst")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n, failures, err := regress(newEngine(t, 1), f, "testdata/ninuki.tst")
	if err != nil {
		t.Fatal(err)
	}
	for _, msg := range failures {
		t.Error(msg)
	}
	if n < 30 {
		t.Errorf("ninuki.tst has %d tests, want at least 30", n)
	}
	t.Logf("%d regression tests", n)
}

// TestRegressRunner checks that the runner fails what it should.
func TestRegressRunner(t *testing.T) {
	file := `boardsize 7
# a comment
1 gogui-rules_board_size
#? [7]
2 gogui-rules_board_size
#? [!7]
3 gogui-rules_board_size
#? [8]
4 gogui-rules_board_size
#? [7]*
5 boardsize 1
#? [.*]
6 boardsize 1
7 gogui-rules_game_id
#? [Nin]
8 gogui-rules_board
#? [(\. ){6}\.\n.*]
boardsize 0
#? [7]
9 name
#? 7
`
	n, failures, err := regress(newEngine(t, 1), strings.NewReader(file), "t.tst")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"t.tst:6: test 2: got \"7\", want not matching [7]",
		"t.tst:8: test 3: got \"7\", want matching [8]",
		"t.tst:10: test 4 is marked as a known failure",
		"t.tst:12: test 5 failed: ?5 unacceptable size",
		"t.tst:13: test 6 failed: ?6 unacceptable size",
		"t.tst:15: test 7: got \"Ninuki\", want matching [Nin]",
		"t.tst:18: setup command \"boardsize 0\" failed: ? unacceptable size",
		"t.tst:19: pattern without a test before it",
		"t.tst:21: pattern \"7\" is not in brackets",
	}
	if n != 9 || strings.Join(failures, "\n") != strings.Join(want, "\n") {
		t.Errorf("%d tests, failures:\n%s\nwant 9 tests, failures:\n%s", n, strings.Join(failures, "\n"), strings.Join(want, "\n"))
	}
}

// regress is a small gogui-regress: unnumbered lines set up, numbered lines
// are tests, and a "#? [REGEX]" line after a test must match the whole
// response ("[!REGEX]": must not). As in gogui-regress, the response is
// what follows the first space of the full answer, trimmed; the regex is
// matched with . matching newlines and ^ $ at line ends; a failure answer
// fails its test. It returns the number of tests and a message per failure.
func regress(e *gtp.Engine, r io.Reader, name string) (tests int, failures []string, err error) {
	fail := func(format string, args ...any) { failures = append(failures, fmt.Sprintf(format, args...)) }
	var last struct {
		where, id, full string
		pending         bool
	}
	finish := func() { // a test without a pattern passes unless it failed
		if last.pending && strings.HasPrefix(last.full, "?") {
			fail("%s: test %s failed: %s", last.where, last.id, last.full)
		}
		last.pending = false
	}
	sc := bufio.NewScanner(r)
	for lineno := 1; sc.Scan(); lineno++ {
		where := fmt.Sprintf("%s:%d", name, lineno)
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "#?") {
			if !last.pending {
				fail("%s: pattern without a test before it", where)
				continue
			}
			if msg := checkPattern(last.id, last.full, strings.TrimSpace(line[2:])); msg != "" {
				fail("%s: %s", where, msg)
			}
			last.pending = false
			continue
		}
		finish()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		full := strings.TrimRight(e.Execute(line), "\n")
		id, _, _ := strings.Cut(line, " ")
		if _, err := strconv.Atoi(id); err != nil {
			if strings.HasPrefix(full, "?") {
				fail("%s: setup command %q failed: %s", where, line, full)
			}
			continue
		}
		if !strings.HasPrefix(full, "="+id) && !strings.HasPrefix(full, "?"+id) {
			fail("%s: id %s not echoed: %q", where, id, full)
		}
		tests++
		last.where, last.id, last.full, last.pending = where, id, full, true
	}
	finish()
	return tests, failures, sc.Err()
}

// checkPattern checks one "#?" pattern against a full answer and returns
// what is wrong, or "".
func checkPattern(id, full, pattern string) string {
	if strings.HasSuffix(pattern, "*") {
		return "test " + id + " is marked as a known failure"
	}
	if !strings.HasPrefix(pattern, "[") || !strings.HasSuffix(pattern, "]") {
		return fmt.Sprintf("pattern %q is not in brackets", pattern)
	}
	pattern = strings.TrimSpace(pattern[1 : len(pattern)-1])
	negate := strings.HasPrefix(pattern, "!")
	pattern = strings.TrimPrefix(pattern, "!")
	re, err := regexp.Compile(`(?sm)\A(?:` + pattern + `)\z`)
	if err != nil {
		return err.Error()
	}
	if strings.HasPrefix(full, "?") {
		return "test " + id + " failed: " + full
	}
	resp := ""
	if i := strings.IndexByte(full, ' '); i >= 0 {
		resp = strings.TrimSpace(full[i:])
	}
	if re.MatchString(resp) == negate {
		not := ""
		if negate {
			not = "not "
		}
		return fmt.Sprintf("test %s: got %q, want %smatching [%s]", id, resp, not, pattern)
	}
	return ""
}

// BenchmarkRandomGame plays uniformly random games on 7x7 to the end.
func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	moves := make([]board.Point, 0, 49)
	for b.Loop() {
		g, _ := New(7)
		for !g.Over() {
			moves = g.Legal(moves[:0])
			g.Play(g.ToMove(), moves[rng.IntN(len(moves))])
		}
	}
}
