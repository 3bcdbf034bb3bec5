package playout_test

import (
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// TestRace counts capturing races in hand-drawn positions: the black
// string at a against the white string at b, walled in by stones of the
// other colours, with the outcome when Black moves first and when White
// does (board.Empty for seki).
func TestRace(t *testing.T) {
	const (
		X = board.Black
		O = board.White
		E = board.Empty
	)
	tests := []struct {
		name             string
		diagram          string
		a, b             rc
		outside, eyeLibs [2]int
		eyes             [2]int
		shared           int
		first, second    board.Color
	}{
		{
			name: "no eyes: three outside liberties beat two, whoever starts",
			diagram: `
				. . X X O . .
				. . X X O . .
				. . X X O X .
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			outside: [2]int{3, 2}, first: X, second: X,
		},
		{
			name: "no eyes: two against two, the side to move wins",
			diagram: `
				. . X X O . .
				. . X X O . .
				. O X X O X .
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			outside: [2]int{2, 2}, first: X, second: O,
		},
		{
			name: "no eyes, two shared liberties and no outside ones: seki",
			diagram: `
				. O X . O X .
				. O X . O X .
				. O X X O X .
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			shared: 2, first: E, second: E,
		},
		{
			// Black to move fills White's outside liberty, then a
			// shared one; White to move fills Black's two outside
			// liberties and then neither may fill a shared one.
			name: "no eyes, two shared: two outside liberties against one win only with the move",
			diagram: `
				. . X . O . .
				. . X . O X .
				. O X X O X .
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			outside: [2]int{2, 1}, shared: 2, first: X, second: E,
		},
		{
			name: "one eye against none: the shared liberties count for the eye",
			diagram: `
				X . X . O . .
				X X X . O X .
				O O X X O X .
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			outside: [2]int{0, 1}, eyes: [2]int{1, 0}, eyeLibs: [2]int{1, 0}, shared: 2,
			first: X, second: X,
		},
		{
			name: "an eye each and nothing outside: seki",
			diagram: `
				X . X . O . O
				X X X . O O O
				O O X X O X X
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			eyes: [2]int{1, 1}, eyeLibs: [2]int{1, 1}, shared: 2,
			first: E, second: E,
		},
		{
			// With White to move, after White fills one outside
			// liberty, whoever fills the last shared liberty is
			// captured: the shared liberties count for the side being
			// attacked.
			name: "an eye each, two outside liberties against none: a win with the move, seki without",
			diagram: `
				X . X . O . O
				X X X . O O O
				. . X X O X X
				. O X X O X .
				. O X X O X .`,
			a: rc{0, 2}, b: rc{0, 4},
			outside: [2]int{2, 0}, eyes: [2]int{1, 1}, eyeLibs: [2]int{1, 1}, shared: 2,
			first: X, second: E,
		},
		{
			name: "a three-point eye against a one-point eye: the big eye takes the shared liberties",
			diagram: `
				. . . X . O . O
				X X X X . O O O
				O O O X X O X X
				. . O X X O X .
				. . O X X O X .`,
			a: rc{0, 3}, b: rc{0, 5},
			eyes: [2]int{1, 1}, eyeLibs: [2]int{3, 1}, shared: 2,
			first: X, second: X,
		},
		{
			name: "two eyes against one: the two eyes win",
			diagram: `
				. X . X . O . O
				X X X X . O O O
				O O O X X O X X
				. . O X X O X .
				. . O X X O X .`,
			a: rc{0, 3}, b: rc{0, 5},
			eyes: [2]int{2, 1}, eyeLibs: [2]int{2, 1}, shared: 2,
			first: X, second: X,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.diagram)
			pb := playout.FromBoard(&b, board.Black, board.Pass)
			a, o := b.Point(tc.a[0], tc.a[1]), b.Point(tc.b[0], tc.b[1])
			r, ok := pb.Race(a, o)
			if !ok {
				t.Fatalf("Race(%v, %v) not a race", a, o)
			}
			if r.Outside != tc.outside || r.Shared != tc.shared || r.Eyes != tc.eyes || r.EyeLibs != tc.eyeLibs {
				t.Errorf("counted outside %v shared %d eyes %v worth %v, want %v %d %v %v",
					r.Outside, r.Shared, r.Eyes, r.EyeLibs, tc.outside, tc.shared, tc.eyes, tc.eyeLibs)
			}
			if r.FirstToMove != tc.first || r.SecondToMove != tc.second {
				t.Errorf("winner with Black first %v, with White first %v; want %v, %v", r.FirstToMove, r.SecondToMove, tc.first, tc.second)
			}
			// Swapping the strings swaps the counts and the outcomes.
			s, ok := pb.Race(o, a)
			if !ok || s.FirstToMove != r.SecondToMove || s.SecondToMove != r.FirstToMove ||
				s.Outside != [2]int{r.Outside[1], r.Outside[0]} || s.Shared != r.Shared {
				t.Errorf("Race(%v, %v) = %+v, not the mirror of %+v", o, a, s, r)
			}
		})
	}
}

// TestRaceOpenBoard counts two long strings in the open, with many
// liberties each: the counts stay exact and the string with more outside
// liberties wins.
func TestRaceOpenBoard(t *testing.T) {
	b := parse(t, `
		...................
		...................
		...................
		...................
		...................
		...................
		...................
		...................
		..XXXXXXXXXXXXXXX..
		..OOOOOOOOOOOOOOO..
		...................
		.................O.
		...................
		...................
		...................
		...................
		...................
		...................
		...................`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	r, ok := pb.Race(b.Point(8, 2), b.Point(9, 2))
	if !ok {
		t.Fatal("not a race")
	}
	if r.Outside != [2]int{17, 17} || r.Shared != 0 {
		t.Errorf("counted outside %v shared %d, want [17 17] 0", r.Outside, r.Shared)
	}
	if r.FirstToMove != board.Black || r.SecondToMove != board.White {
		t.Errorf("winners %v, %v; want the side to move", r.FirstToMove, r.SecondToMove)
	}
}

// TestRaceNotARace refuses strings that are not neighbours of opposite
// colours.
func TestRaceNotARace(t *testing.T) {
	b := parse(t, `
		X X . O
		. . . O
		X . . .`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	for _, tc := range [][2]rc{
		{{0, 0}, {0, 3}}, // apart
		{{0, 0}, {2, 0}}, // one colour
		{{0, 0}, {1, 0}}, // an empty point
	} {
		a, o := b.Point(tc[0][0], tc[0][1]), b.Point(tc[1][0], tc[1][1])
		if _, ok := pb.Race(a, o); ok {
			t.Errorf("Race(%v, %v) counted a race", a, o)
		}
	}
}
