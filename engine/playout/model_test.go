package playout_test

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// transformDiagram turns a diagram's rows (square) by symmetry s, as at
// moves each point.
func transformDiagram(rows []string, s int) []string {
	n := len(rows)
	out := make([][]byte, n)
	for y := range out {
		out[y] = make([]byte, n)
	}
	for y, row := range rows {
		for x := range n {
			to := at(x, y, n, s)
			out[to[0]][to[1]] = row[x]
		}
	}
	res := make([]string, n)
	for y := range out {
		res[y] = string(out[y])
	}
	return res
}

// at returns where symmetry s takes the point in column x and row y (from
// the top) of an n x n diagram, as (row, column): bit 0 of s mirrors left
// and right, bit 1 top and bottom, bit 2 then swaps rows and columns.
func at(x, y, n, s int) rc {
	if s&1 != 0 {
		x = n - 1 - x
	}
	if s&2 != 0 {
		y = n - 1 - y
	}
	if s&4 != 0 {
		x, y = y, x
	}
	return rc{y, x}
}

// TestShapesAreCanonical: a move's canonical shape keys are the same in
// every rotation and reflection of the board, and a shape and its mirror
// image get different raw keys but one canonical key; the colours are
// the mover's, so the same shape for White is Black's with colours
// swapped.
func TestShapesAreCanonical(t *testing.T) {
	rows := []string{
		".......",
		"..XO...",
		"..X.O..",
		"...XO..",
		".......",
		"..O....",
		".......",
	}
	var shape, diamond uint32
	raw := map[uint32]bool{}
	for s := range 8 {
		b := parse(t, strings.Join(transformDiagram(rows, s), "\n"))
		pb := playout.FromBoard(&b, board.Black, board.Pass)
		q := at(3, 2, 7, s)
		p := b.Point(q[0], q[1])
		k := pb.Shape3x3(board.Black, p)
		raw[k] = true
		c, d := playout.CanonicalShape(k), playout.CanonicalDiamond(pb.Diamond(board.Black, p))
		if s == 0 {
			shape, diamond = c, d
		} else if c != shape || d != diamond {
			t.Errorf("symmetry %d: canonical keys %06x %06x, want %06x %06x", s, c, d, shape, diamond)
		}
	}
	if len(raw) < 4 {
		t.Errorf("%d raw keys in 8 orientations of an asymmetric shape; want several", len(raw))
	}
	// The same shape with colours swapped, for White.
	swapped := strings.NewReplacer("X", "o", "O", "X").Replace(strings.Join(rows, "\n"))
	swapped = strings.ReplaceAll(swapped, "o", "O")
	b := parse(t, swapped)
	pb := playout.FromBoard(&b, board.White, board.Pass)
	if c := playout.CanonicalShape(pb.Shape3x3(board.White, b.Point(2, 3))); c != shape {
		t.Errorf("White's move in the swapped shape: %06x, want Black's %06x", c, shape)
	}
}

// TestMoveFeatures: each group's value in hand-drawn positions.
func TestMoveFeatures(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		c       board.Color
		p       rc
		group   int
		want    uint32
	}{
		{"captures one stone", `
			.....
			.XO..
			XO...
			.X...
			.....`, board.Black, rc{2, 2}, playout.GroupCapture, 1},
		{"captures two", `
			.XX..
			XOO..
			.XX..
			.....
			.....`, board.Black, rc{1, 3}, playout.GroupCapture, 2},
		{"extends out of atari", `
			.......
			.......
			...O...
			..OXO..
			.......
			.......
			.......`, board.Black, rc{4, 3}, playout.GroupExtension, 1},
		{"extends along the edge into a ladder", `
			.....
			.OXO.
			..O..
			.....
			.....`, board.Black, rc{0, 2}, playout.GroupExtension, 2},
		{"self-atari of one stone", `
			.....
			.....
			X....
			.X...
			.....`, board.White, rc{3, 0}, playout.GroupSelfAtari, 1},
		{"atari", `
			.....
			..X..
			.XO..
			.....
			.....`, board.Black, rc{2, 3}, playout.GroupAtari, 1},
		{"first line", `
			.....
			.....
			.....
			.....
			.....`, board.Black, rc{4, 2}, playout.GroupLine, 0},
		{"third line", `
			.......
			.......
			.......
			.......
			.......
			.......
			.......`, board.Black, rc{2, 2}, playout.GroupLine, 2},
	}
	for _, tc := range tests {
		b := parse(t, tc.diagram)
		pb := playout.FromBoard(&b, tc.c, board.Pass)
		p := b.Point(tc.p[0], tc.p[1])
		if !pb.Legal(tc.c, p) {
			t.Fatalf("%s: the move is illegal", tc.name)
		}
		if got := pb.MoveFeatures(tc.c, p)[tc.group]; got != tc.want {
			t.Errorf("%s: %s = %d, want %d", tc.name, playout.GroupNames[tc.group], got, tc.want)
		}
	}
}

// TestDistanceToLastMoves: the Last and Before groups measure
// dx+dy+max(dx,dy) from the last two moves, 0 past 16 or after a pass.
func TestDistanceToLastMoves(t *testing.T) {
	b, _ := board.New(19, 19)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	pb.Play(board.Black, board.At(3, 3))
	pb.Play(board.White, board.At(15, 15))
	f := pb.MoveFeatures(board.Black, board.At(14, 15)) // next to the last move
	if f[playout.GroupLast] != 1 || f[playout.GroupBefore] != 0 {
		t.Errorf("beside the last move, far from the one before: last %d, before %d; want 1 and 0", f[playout.GroupLast], f[playout.GroupBefore])
	}
	f = pb.MoveFeatures(board.Black, board.At(5, 4)) // dx 2, dy 1 from D4
	if f[playout.GroupBefore] != 4 || f[playout.GroupLast] != 0 {
		t.Errorf("a knight's move from the move before: before %d, last %d; want 4 (distance 5) and 0", f[playout.GroupBefore], f[playout.GroupLast])
	}
	pb.Play(board.Black, board.Pass)
	if f := pb.MoveFeatures(board.White, board.At(16, 15)); f[playout.GroupLast] != 0 || f[playout.GroupBefore] != 1 {
		t.Errorf("after a pass: last %d, before %d; want 0 and 1", f[playout.GroupLast], f[playout.GroupBefore])
	}
}

// TestModelReadsBack: a model written is the model read, and a file that
// lacks a strength or says something else is refused with its line.
func TestModelReadsBack(t *testing.T) {
	m := playout.DefaultModel()
	var sb strings.Builder
	if _, err := m.WriteTo(&sb); err != nil {
		t.Fatal(err)
	}
	back, err := playout.ParseModel(strings.NewReader(sb.String()))
	if err != nil {
		t.Fatal(err)
	}
	var again strings.Builder
	back.WriteTo(&again)
	if again.String() != sb.String() {
		t.Error("the model read back writes differently")
	}
	if len(m.Shapes(playout.GroupShape)) < 100 || len(m.Shapes(playout.GroupShape2)) < 100 {
		t.Errorf("the shipped model knows %d and %d shapes; want hundreds", len(m.Shapes(playout.GroupShape)), len(m.Shapes(playout.GroupShape2)))
	}
	for _, bad := range []struct{ text, want string }{
		{strings.Replace(sb.String(), "capture 1 ", "capture 9 ", 1), "bad value for capture"},
		{strings.Replace(sb.String(), "nakade 1 ", "nakade 1 -", 1), "bad group or strength"},
		{strings.Replace(sb.String(), "line 4 ", "# line 4 ", 1), "no strength for line 4"},
		{sb.String() + "shape 00000100 2\n", "not a canonical shape key"},
		{sb.String() + "shape 000000 2\n", "given twice"},
		{sb.String() + "capture 1 2\n", "capture 1 is given twice"},
	} {
		if _, err := playout.ParseModel(strings.NewReader(bad.text)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("got %v, want an error with %q", err, bad.want)
		}
	}
}

// TestModelPrefersWhatPlayersPlay: the shipped model ranks a capture
// above a move far away, the answer to an atari above a first-line move,
// and a move beside the last above one far from it.
func TestModelPrefersWhatPlayersPlay(t *testing.T) {
	m := playout.DefaultModel()
	b := parse(t, `
		.........
		.........
		..XO.....
		..OX.....
		...X.....
		.........
		.........
		.........
		.........`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	capture := m.MoveStrength(pb, board.Black, b.Point(3, 1)) // takes the white stone at C6
	far := m.MoveStrength(pb, board.Black, b.Point(6, 6))
	edge := m.MoveStrength(pb, board.Black, b.Point(0, 8))
	if !(capture > far && far > edge) {
		t.Errorf("strengths: capture %.3g, far %.3g, corner %.3g; want them in that order", capture, far, edge)
	}
}

// TestParsePriors: the names of the tree's priors.
func TestParsePriors(t *testing.T) {
	if m, err := playout.ParsePriors("learned"); m != playout.DefaultModel() || err != nil {
		t.Errorf("learned: %p, %v; want the shipped model", m, err)
	}
	if m, err := playout.ParsePriors("hand"); m != nil || err != nil {
		t.Errorf("hand: %p, %v; want no model", m, err)
	}
	if _, err := playout.ParsePriors("Learned"); err == nil || !strings.Contains(err.Error(), `unknown priors "Learned"`) {
		t.Errorf("Learned: %v; want unknown", err)
	}
}
