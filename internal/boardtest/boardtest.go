// Package boardtest draws boards for tests: a diagram written inline, top
// row first, becomes a board.Board.
package boardtest

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
)

// Diagram reads rows top first: X or 1 black, O or 2 white, anything else
// empty; spaces between cells are ignored.
func Diagram(t testing.TB, s string) board.Board {
	t.Helper()
	var rows []string
	for _, l := range strings.Split(strings.TrimSpace(s), "\n") {
		rows = append(rows, strings.ReplaceAll(strings.TrimSpace(l), " ", ""))
	}
	b, err := board.New(len(rows[0]), len(rows))
	if err != nil {
		t.Fatal(err)
	}
	for row, l := range rows {
		if len(l) != len(rows[0]) {
			t.Fatalf("row %d has %d cells, want %d", row, len(l), len(rows[0]))
		}
		for col, ch := range l {
			switch ch {
			case 'X', '1':
				b.Set(b.Point(row, col), board.Black)
			case 'O', '2':
				b.Set(b.Point(row, col), board.White)
			}
		}
	}
	return b
}

// Vertex places the vertex s (D4, or ROW,COL) on b, failing the test when
// it is malformed or off the board.
func Vertex(t testing.TB, b *board.Board, s string) board.Point {
	t.Helper()
	v, err := board.ParseVertex(s)
	if err != nil {
		t.Fatal(err)
	}
	p, ok := v.Resolve(b)
	if !ok {
		t.Fatalf("%s is off the board", s)
	}
	return p
}

// Busy is an 11x11 board file with captures, territory and an open
// border, so that every part of a mark and a score verdict is filled: the
// file the streaming and memory tests repeat by the thousand.
const Busy = `0 1 1 2 2 1 1 0 1 0 0
0 2 0 2 1 2 1 1 2 2 1
0 2 2 1 2 2 1 2 2 2 2
0 1 1 2 1 2 2 2 1 2 1
2 1 0 1 2 0 1 2 0 2 2
1 0 1 2 2 2 0 2 2 2 0
1 2 2 2 2 0 2 1 2 1 2
1 0 1 2 1 1 0 0 2 2 1
2 2 2 2 2 1 2 2 2 1 0
2 1 1 2 1 0 1 1 2 1 0
0 2 2 1 2 0 0 1 2 1 1
`
