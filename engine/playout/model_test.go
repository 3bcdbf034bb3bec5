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

// TestShapesAreCanonical: a move's canonical shape keys (and the values
// of the distance-3 and distance-4 shapes) are the same in every rotation
// and reflection of the board, and a shape and its mirror image get
// different raw keys but one canonical key; the colours are the mover's,
// so the same shape for White is Black's with colours swapped.
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
	var big [2]playout.ShapeKey
	var boards []*playout.Board
	var points []board.Point
	raw := map[uint32]bool{}
	for s := range 8 {
		b := parse(t, strings.Join(transformDiagram(rows, s), "\n"))
		pb := playout.FromBoard(&b, board.Black, board.Pass)
		q := at(3, 2, 7, s)
		p := b.Point(q[0], q[1])
		k := pb.Shape3x3(board.Black, p)
		raw[k] = true
		c, d := playout.CanonicalShape(k), playout.CanonicalDiamond(pb.Diamond(board.Black, p))
		d3, d4 := pb.BigShapes(board.Black, p)
		bg := [2]playout.ShapeKey{d3, d4}
		if f := pb.MoveFeatures(board.Black, p); f[playout.GroupShape2] != pb.Diamond(board.Black, p) {
			t.Errorf("symmetry %d: the features' Shape2 %06x, Diamond %06x", s, f[playout.GroupShape2], pb.Diamond(board.Black, p))
		}
		boards, points = append(boards, pb), append(points, p)
		if s == 0 {
			shape, diamond, big = c, d, bg
		} else if c != shape || d != diamond || bg != big {
			t.Errorf("symmetry %d: canonical keys %06x %06x %x, want %06x %06x %x", s, c, d, bg, shape, diamond, big)
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
	if d3, d4 := pb.BigShapes(board.White, b.Point(2, 3)); [2]playout.ShapeKey{d3, d4} != big {
		t.Errorf("White's move in the swapped shape: shapes 3 and 4 %x %x, want Black's %x", d3, d4, big)
	}
	// A model that knows the shapes finds them in every orientation.
	var known [playout.Groups][]playout.ShapeKey
	known[playout.GroupShape3] = []playout.ShapeKey{big[0]}
	known[playout.GroupShape4] = []playout.ShapeKey{big[1]}
	m := playout.NewModel(known)
	for s, pb := range boards {
		v := m.Values(pb.MoveFeatures(board.Black, points[s]))
		if v[playout.GroupShape3] != 1 || v[playout.GroupShape4] != 1 {
			t.Errorf("symmetry %d: the model's shapes 3 and 4 are values %d and %d, want 1 and 1", s, v[playout.GroupShape3], v[playout.GroupShape4])
		}
	}
}

// TestBigShapesReachTheirDistance: a stone three points from the move
// changes its distance-3 and distance-4 shapes and not its distance-2
// one; a stone four points away changes the distance-4 shape only; one
// five points away none of them.
func TestBigShapesReachTheirDistance(t *testing.T) {
	shapes := func(rows string) [3]playout.ShapeKey {
		b := parse(t, rows)
		pb := playout.FromBoard(&b, board.Black, board.Pass)
		p := b.Point(5, 5)
		d3, d4 := pb.BigShapes(board.Black, p)
		return [3]playout.ShapeKey{{uint64(pb.Diamond(board.Black, p))}, d3, d4}
	}
	stoneAt := func(x, y int) [3]playout.ShapeKey { // a white stone at (x, y), none for x < 0
		rows := make([]string, 11)
		for i := range rows {
			rows[i] = strings.Repeat(".", 11)
		}
		if x >= 0 {
			rows[y] = rows[y][:x] + "O" + rows[y][x+1:]
		}
		return shapes(strings.Join(rows, "\n"))
	}
	empty := stoneAt(-1, 0)
	for _, tc := range []struct {
		name    string
		x, y    int
		changed [3]bool
	}{
		{"distance 2", 5, 3, [3]bool{true, true, true}},
		{"distance 3", 6, 3, [3]bool{false, true, true}},
		{"distance 4", 7, 3, [3]bool{false, false, true}},
		{"distance 4 in a line", 5, 9, [3]bool{false, false, true}},
		{"distance 5", 8, 3, [3]bool{false, false, false}},
	} {
		got := stoneAt(tc.x, tc.y)
		for i := range got {
			if (got[i] != empty[i]) != tc.changed[i] {
				t.Errorf("%s: shape %d changed %v, want %v", tc.name, i+2, got[i] != empty[i], tc.changed[i])
			}
		}
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
		{sb.String() + "shape 000000 2\n", "not a canonical shape key"},
		{sb.String() + "shape 00000000 2\n", "given twice"},
		{sb.String() + "shape4 00000000000000000010 2\n", "not a canonical shape key"},
		{sb.String() + "capture 1 2\n", "capture 1 is given twice"},
	} {
		if _, err := playout.ParseModel(strings.NewReader(bad.text)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("got %v, want an error with %q", err, bad.want)
		}
	}
}

// TestModelPrefersWhatPlayersPlay: the shipped model ranks a capture
// above a move away from the stones and the corner's 3-3 point, free in
// the opening, above its 1-1 point; and a first-line corner move last.
func TestModelPrefersWhatPlayersPlay(t *testing.T) {
	m := playout.DefaultModel()
	b := parse(t, `
		.........
		.........
		..XO.....
		..OX.....
		..XX.....
		.........
		.........
		.........
		.........`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	capture := m.MoveStrength(pb, board.Black, b.Point(3, 1)) // B6 takes the white stone at C6
	far := m.MoveStrength(pb, board.Black, b.Point(5, 5))
	edge := m.MoveStrength(pb, board.Black, b.Point(0, 8))
	if !(capture > far && far > edge) {
		t.Errorf("strengths: capture %.3g, far %.3g, corner %.3g; want them in that order", capture, far, edge)
	}
	if p33, p11 := m.MoveStrength(pb, board.Black, b.Point(6, 6)), m.MoveStrength(pb, board.Black, b.Point(7, 7)); !(p33 > p11) {
		t.Errorf("strengths: 3-3 point %.3g, 1-1 point %.3g; want the 3-3 point first", p33, p11)
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
