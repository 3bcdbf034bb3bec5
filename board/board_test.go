package board_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
)

func TestNew(t *testing.T) {
	tests := []struct {
		name string
		w, h int
		msg  string // "" for a good size
	}{
		{name: "1x1", w: 1, h: 1},
		{name: "9x9", w: 9, h: 9},
		{name: "19x19", w: 19, h: 19},
		{name: "5 columns x 9 rows", w: 5, h: 9},
		{name: "19 columns x 1 row", w: 19, h: 1},
		{name: "zero width", w: 0, h: 9, msg: "bad board size 0x9 (want 1 to 19 on each side)"},
		{name: "zero height", w: 9, h: 0, msg: "bad board size 9x0 (want 1 to 19 on each side)"},
		{name: "zero", w: 0, h: 0, msg: "bad board size 0x0 (want 1 to 19 on each side)"},
		{name: "negative", w: -1, h: 5, msg: "bad board size -1x5 (want 1 to 19 on each side)"},
		{name: "20 wide", w: 20, h: 19, msg: "bad board size 20x19 (want 1 to 19 on each side)"},
		{name: "20 high", w: 19, h: 20, msg: "bad board size 19x20 (want 1 to 19 on each side)"},
		{name: "would overflow int8", w: 300, h: 9, msg: "bad board size 300x9 (want 1 to 19 on each side)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b, err := board.New(tc.w, tc.h)
			if tc.msg != "" {
				if err == nil {
					t.Fatalf("New(%d, %d): no error, want %q", tc.w, tc.h, tc.msg)
				}
				if !errors.Is(err, board.ErrSize) {
					t.Errorf("errors.Is(%v, ErrSize) = false", err)
				}
				if err.Error() != tc.msg {
					t.Errorf("error %q, want %q", err, tc.msg)
				}
				return
			}
			if err != nil {
				t.Fatalf("New(%d, %d): %v", tc.w, tc.h, err)
			}
			if b.Width() != tc.w || b.Height() != tc.h || b.Size() != tc.w*tc.h {
				t.Errorf("Width, Height, Size = %d, %d, %d", b.Width(), b.Height(), b.Size())
			}
			if n := b.Count(board.Empty); n != tc.w*tc.h {
				t.Errorf("Count(Empty) = %d, want %d", n, tc.w*tc.h)
			}
			// Every point of the padded array is empty on the board and
			// wall off it.
			on := 0
			for p := board.Point(0); p < board.Cells; p++ {
				x, y := p.X(), p.Y()
				inside := x >= 0 && x < tc.w && y >= 0 && y < tc.h
				want := board.Wall
				if inside {
					want = board.Empty
					on++
				}
				if got := b.At(p); got != want {
					t.Fatalf("At(%v) = %v, want %v", p, got, want)
				}
				if b.OnBoard(p) != inside {
					t.Fatalf("OnBoard(%v) = %v, want %v", p, b.OnBoard(p), inside)
				}
			}
			if on != tc.w*tc.h {
				t.Errorf("%d points on the board, want %d", on, tc.w*tc.h)
			}
		})
	}
}

func TestAtXY(t *testing.T) {
	seen := map[board.Point]bool{}
	for y := 0; y < board.MaxSize; y++ {
		for x := 0; x < board.MaxSize; x++ {
			p := board.At(x, y)
			if p.X() != x || p.Y() != y {
				t.Errorf("At(%d, %d) = %d, with X, Y = %d, %d", x, y, p, p.X(), p.Y())
			}
			if p == board.Pass || p <= 0 || int(p) >= board.Cells {
				t.Errorf("At(%d, %d) = %d, outside the array or the pass point", x, y, p)
			}
			if seen[p] {
				t.Errorf("At(%d, %d) = %d twice", x, y, p)
			}
			seen[p] = true
			n := p.Neighbours()
			want := [4]board.Point{board.At(x, y-1), board.At(x-1, y), board.At(x+1, y), board.At(x, y+1)}
			if n != want {
				t.Errorf("Neighbours(%v) = %v, want %v", p, n, want)
			}
		}
	}
}

func TestPointString(t *testing.T) {
	tests := []struct {
		p    board.Point
		want string
	}{
		{board.At(0, 0), "A1"},
		{board.At(3, 3), "D4"},
		{board.At(7, 0), "H1"},
		{board.At(8, 0), "J1"}, // I is skipped
		{board.At(9, 9), "K10"},
		{board.At(18, 0), "T1"},
		{board.At(0, 18), "A19"},
		{board.At(18, 18), "T19"},
		{board.Pass, "pass"},
		{board.At(-1, 0), "Point(21)"}, // the wall left of A1
		{board.Point(-3), "Point(-3)"},
	}
	for _, tc := range tests {
		if got := tc.p.String(); got != tc.want {
			t.Errorf("Point(%d).String() = %q, want %q", int(tc.p), got, tc.want)
		}
	}
	// No vertex uses I, whatever the column.
	for x := 0; x < board.MaxSize; x++ {
		if s := board.At(x, 0).String(); strings.ContainsAny(s, "Ii") {
			t.Errorf("At(%d, 0) = %s", x, s)
		}
	}
}

// TestPointRowCol checks the file's row and column against GTP vertices on
// square and rectangular boards: row 0 is the top line of the file.
func TestPointRowCol(t *testing.T) {
	tests := []struct {
		w, h     int
		topLeft  string
		topRight string
		botLeft  string
		botRight string
		rowColOf [2]int
		vertexOf string
	}{
		{w: 9, h: 9, topLeft: "A9", topRight: "J9", botLeft: "A1", botRight: "J1", rowColOf: [2]int{2, 6}, vertexOf: "G7"},
		{w: 9, h: 5, topLeft: "A5", topRight: "J5", botLeft: "A1", botRight: "J1", rowColOf: [2]int{1, 3}, vertexOf: "D4"},
		{w: 5, h: 9, topLeft: "A9", topRight: "E9", botLeft: "A1", botRight: "E1", rowColOf: [2]int{8, 4}, vertexOf: "E1"},
		{w: 19, h: 1, topLeft: "A1", topRight: "T1", botLeft: "A1", botRight: "T1", rowColOf: [2]int{0, 8}, vertexOf: "J1"},
		{w: 1, h: 19, topLeft: "A19", topRight: "A19", botLeft: "A1", botRight: "A1", rowColOf: [2]int{18, 0}, vertexOf: "A1"},
		{w: 1, h: 1, topLeft: "A1", topRight: "A1", botLeft: "A1", botRight: "A1", rowColOf: [2]int{0, 0}, vertexOf: "A1"},
		{w: 19, h: 19, topLeft: "A19", topRight: "T19", botLeft: "A1", botRight: "T1", rowColOf: [2]int{3, 15}, vertexOf: "Q16"},
	}
	for _, tc := range tests {
		b, err := board.New(tc.w, tc.h)
		if err != nil {
			t.Fatal(err)
		}
		corners := []struct {
			row, col int
			want     string
		}{
			{0, 0, tc.topLeft}, {0, tc.w - 1, tc.topRight},
			{tc.h - 1, 0, tc.botLeft}, {tc.h - 1, tc.w - 1, tc.botRight},
			{tc.rowColOf[0], tc.rowColOf[1], tc.vertexOf},
		}
		for _, c := range corners {
			if got := b.Point(c.row, c.col).String(); got != c.want {
				t.Errorf("%dx%d: Point(%d, %d) = %s, want %s", tc.w, tc.h, c.row, c.col, got, c.want)
			}
		}
		for row := 0; row < tc.h; row++ {
			for col := 0; col < tc.w; col++ {
				p := b.Point(row, col)
				if !b.OnBoard(p) {
					t.Fatalf("%dx%d: Point(%d, %d) = %v is off the board", tc.w, tc.h, row, col, p)
				}
				if r, c := b.RowCol(p); r != row || c != col {
					t.Fatalf("%dx%d: RowCol(Point(%d, %d)) = %d, %d", tc.w, tc.h, row, col, r, c)
				}
			}
		}
		// Points lists them all in file order.
		pts := b.Points(nil)
		if len(pts) != b.Size() {
			t.Fatalf("%dx%d: Points gave %d, want %d", tc.w, tc.h, len(pts), b.Size())
		}
		for i, p := range pts {
			if want := b.Point(i/tc.w, i%tc.w); p != want {
				t.Fatalf("%dx%d: Points[%d] = %v, want %v", tc.w, tc.h, i, p, want)
			}
		}
	}
}

// fill returns a board drawn as 0/1/2 rows, one string per row, top first.
func fill(t *testing.T, rows ...string) board.Board {
	t.Helper()
	b, err := board.New(len(rows[0]), len(rows))
	if err != nil {
		t.Fatal(err)
	}
	for r, line := range rows {
		for c := range line {
			b.Set(b.Point(r, c), board.Color(line[c]-'0'))
		}
	}
	return b
}

func TestGridCount(t *testing.T) {
	tests := []struct {
		name                string
		rows                []string
		grid                string
		empty, black, white int
	}{
		{
			name:  "1x1 empty",
			rows:  []string{"0"},
			grid:  "0\n",
			empty: 1,
		},
		{
			name:  "1x1 black",
			rows:  []string{"1"},
			grid:  "1\n",
			black: 1,
		},
		{
			name: "9 columns x 5 rows",
			rows: []string{
				"001200000",
				"001200000",
				"111222000",
				"000112000",
				"000012000",
			},
			grid: `0 0 1 2 0 0 0 0 0
0 0 1 2 0 0 0 0 0
1 1 1 2 2 2 0 0 0
0 0 0 1 1 2 0 0 0
0 0 0 0 1 2 0 0 0
`,
			empty: 30, black: 8, white: 7,
		},
		{
			name: "2 columns x 3 rows",
			rows: []string{"12", "00", "21"},
			grid: `1 2
0 0
2 1
`,
			empty: 2, black: 2, white: 2,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := fill(t, tc.rows...)
			if got := b.Grid(); got != tc.grid {
				t.Errorf("Grid:\n%s\nwant:\n%s", got, tc.grid)
			}
			if e, bl, w := b.Count(board.Empty), b.Count(board.Black), b.Count(board.White); e != tc.empty || bl != tc.black || w != tc.white {
				t.Errorf("Count = %d empty, %d black, %d white, want %d, %d, %d", e, bl, w, tc.empty, tc.black, tc.white)
			}
			if n := b.Count(board.Wall); n != 0 {
				t.Errorf("Count(Wall) = %d, want 0: the wall is not on the board", n)
			}
		})
	}
}

// TestBoardIsAValue checks that assigning a board copies it, as search needs.
func TestBoardIsAValue(t *testing.T) {
	a := fill(t, "000", "000")
	b := a
	b.Set(b.Point(0, 0), board.Black)
	if a.At(a.Point(0, 0)) != board.Empty {
		t.Error("setting a stone on a copy changed the original")
	}
	if b.At(b.Point(0, 0)) != board.Black {
		t.Error("Set did not set")
	}
	// Cells is the same array as At reads.
	if b.Cells()[b.Point(0, 0)] != board.Black {
		t.Error("Cells does not show the stone")
	}
}

func TestAtOffArray(t *testing.T) {
	b := fill(t, "12", "21")
	for _, p := range []board.Point{board.Pass, -1, board.Cells, board.Cells + 100, board.At(2, 0), board.At(0, 2)} {
		if got := b.At(p); got != board.Wall {
			t.Errorf("At(%d) = %v, want wall", int(p), got)
		}
		if b.OnBoard(p) {
			t.Errorf("OnBoard(%d) = true", int(p))
		}
	}
}

func TestSetOffBoardPanics(t *testing.T) {
	b := fill(t, "00", "00")
	defer func() {
		r := recover()
		if r == nil {
			t.Fatal("Set off the board did not panic")
		}
		if msg, _ := r.(string); !strings.Contains(msg, "C1") {
			t.Errorf("panic %v does not name the point C1", r)
		}
	}()
	b.Set(board.At(2, 0), board.Black)
}

func TestColor(t *testing.T) {
	if board.Black.Opponent() != board.White || board.White.Opponent() != board.Black {
		t.Error("Opponent does not swap black and white")
	}
	names := map[board.Color]string{board.Empty: "empty", board.Black: "black", board.White: "white", board.Wall: "wall", 7: "Color(7)"}
	for c, want := range names {
		if got := c.String(); got != want {
			t.Errorf("Color(%d).String() = %q, want %q", uint8(c), got, want)
		}
	}
}

func TestParseColor(t *testing.T) {
	good := map[string]board.Color{"b": board.Black, "B": board.Black, "black": board.Black, "Black": board.Black,
		"w": board.White, "WHITE": board.White, "white": board.White}
	for s, want := range good {
		if got, err := board.ParseColor(s); err != nil || got != want {
			t.Errorf("ParseColor(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
	for _, s := range []string{"", "empty", "0", "1", "blanc", " black", "bl"} {
		_, err := board.ParseColor(s)
		if !errors.Is(err, board.ErrBadColor) {
			t.Errorf("ParseColor(%q): error %v, want ErrBadColor", s, err)
			continue
		}
		if want := "(want b, black, w or white)"; !strings.HasSuffix(err.Error(), want) {
			t.Errorf("ParseColor(%q): %q does not say %s", s, err, want)
		}
	}
}
