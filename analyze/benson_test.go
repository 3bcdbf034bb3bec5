package analyze_test

import (
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// TestBenson covers the cases docs/rules.md names under Unconditional life: two eyes, one eye, a big eye
// the opponent could fill, two strings alive only together, a false eye,
// seki, edge and corner groups, and a dead opponent stone inside.
func TestBenson(t *testing.T) {
	tests := []struct {
		name   string
		board  string
		colour board.Color
		stones int // alive stones of colour
	}{
		{"two eyes in the corner", "01010\n11110\n00000\n00000\n", board.Black, 6},
		{"one eye", "01000\n11000\n00000\n", board.Black, 0},
		{"a big eye of three points is not two regions", "00010\n11110\n00000\n", board.Black, 0},
		{"two strings alive only together: they share both eyes",
			"01100\n10100\n11000\n00000\n", board.Black, 6},
		{"one string with two eyes on the edge, next to white",
			"0102000\n1120000\n0100000\n1100000\n0000000\n", board.Black, 6},
		{"a wall across the board with an eye on each side",
			"00100\n11111\n00100\n", board.Black, 7},
		{"a false eye: the stone beside it can be taken",
			"01200\n11200\n01200\n12000\n20000\n", board.Black, 0},
		{"seki is not pass-alive",
			"0122000\n1202000\n2220000\n0000000\n", board.Black, 0},
		{"edge group with two eyes",
			"0101010\n1111111\n0000000\n", board.Black, 10},
		{"a dead white stone inside black's eye still leaves two regions",
			"01210\n11110\n00000\n", board.Black, 6},
		{"white has no life on an empty board", "000\n000\n000\n", board.White, 0},
		{"a string that fills the board but two points", "0101\n1111\n1111\n", board.Black, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := grids(t, tt.board)
			life := analyze.Benson(&g[0], tt.colour)
			if life.Stones != tt.stones {
				t.Errorf("%d alive stones, want %d\n%s", life.Stones, tt.stones, g[0].Grid())
			}
			for _, p := range g[0].Points(nil) {
				if life.Alive[p] && g[0].At(p) != tt.colour {
					t.Errorf("%v marked alive but holds %v", p, g[0].At(p))
				}
			}
		})
	}
}

// TestBensonSafe: the regions of a pass-alive group are safe, the open
// board is not.
func TestBensonSafe(t *testing.T) {
	g := grids(t, "01210\n11110\n00000\n")
	life := analyze.Benson(&g[0], board.Black)
	b := &g[0]
	// A3 is an eye, C3 a dead white stone in the other eye; E3 and the
	// bottom row belong to the open region, whose E1 touches no black.
	for v, want := range map[string]bool{"A3": true, "C3": true, "D3": false, "E3": false, "A1": false} {
		if got := life.Safe[vertex(t, b, v)]; got != want {
			t.Errorf("%s safe %v, want %v", v, got, want)
		}
	}
}
