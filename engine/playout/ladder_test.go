package playout_test

import (
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// Ladder positions that the ladder, policy and hint tests share, each a
// white stone at (4, 4) chased by Black.
const (
	// ladderPos: two liberties, and either atari starts a ladder that
	// runs to the edge.
	ladderPos = `
		.........
		.........
		.........
		....X....
		...XO....
		.....X...
		.........
		.........
		.........`
	// breakerPos: ladderPos with a white breaker on the way of the
	// ladder that the atari at (5, 4) starts.
	breakerPos = `
		.........
		.......O.
		.........
		....X....
		...XO....
		.....X...
		.........
		.........
		.........`
	// chasedPos: in atari, and extending runs into the ladder.
	chasedPos = `
		.........
		.........
		.........
		....X....
		...XOX...
		.....X...
		.........
		.........
		.........`
	// chasedBreakerPos: chasedPos with a white breaker that saves it.
	chasedBreakerPos = `
		.........
		.........
		.........
		....X....
		...XOX...
		.....X...
		.........
		..O......
		.........`
)

// TestLadder reads ladders in hand-drawn positions: the string at s has
// one liberty (its owner to move) or two (the attacker to move).
func TestLadder(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		s       rc
		want    bool
		atari   *rc // LadderAtari's answer for two liberties, nil for none
	}{
		{
			name:    "two liberties: the ladder runs to the edge",
			diagram: ladderPos,
			s:       rc{4, 4}, want: true, atari: &rc{5, 4},
		},
		{
			name:    "two liberties: a breaker one way, the ladder the other",
			diagram: breakerPos,
			s:       rc{4, 4}, want: true, atari: &rc{4, 5},
		},
		{
			name: "two liberties: ladder breakers both ways",
			diagram: `
				.........
				.......O.
				.........
				....X....
				...XO....
				.....X...
				.........
				..O......
				.........`,
			s: rc{4, 4}, want: false,
		},
		{
			name:    "in atari: extending runs into the ladder",
			diagram: chasedPos,
			s:       rc{4, 4}, want: true,
		},
		{
			name:    "in atari: the breaker saves it",
			diagram: chasedBreakerPos,
			s:       rc{4, 4}, want: false,
		},
		{
			name: "in atari: extending escapes to three liberties",
			diagram: `
				.........
				.........
				.........
				....X....
				...XOX...
				.........
				.........
				.........
				.........`,
			s: rc{4, 4}, want: false,
		},
		{
			name: "in atari: escape by taking the attacker in atari",
			diagram: `
				.......
				...O...
				..OX...
				..XO.X.
				...XX..
				.......
				.......`,
			s: rc{3, 3}, want: false,
		},
		{
			name: "in atari: nothing to take, extending fails",
			diagram: `
				.......
				...O...
				...X...
				..XO.X.
				...XX..
				.......
				.......`,
			s: rc{3, 3}, want: true,
		},
		{
			name: "three liberties: no ladder",
			diagram: `
				.......
				.......
				.......
				...O...
				...X...
				.......
				.......`,
			s: rc{3, 3}, want: false,
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.diagram)
			pb := playout.FromBoard(&b, board.Black, board.Pass)
			before := *pb
			s := b.Point(tc.s[0], tc.s[1])
			if got := pb.Ladder(s); got != tc.want {
				t.Errorf("Ladder(%v) = %v, want %v", s, got, tc.want)
			}
			if *pb != before {
				t.Errorf("Ladder changed the board")
			}
			if pb.Liberties(s) != 2 {
				return
			}
			want := board.Pass
			if tc.atari != nil {
				want = b.Point(tc.atari[0], tc.atari[1])
			}
			if got := pb.LadderAtari(s); got != want {
				t.Errorf("LadderAtari(%v) = %v, want %v", s, got, want)
			}
		})
	}
}

// TestLibertiesAfter counts a move's liberties in hand-drawn positions.
func TestLibertiesAfter(t *testing.T) {
	diagram := `
		.X.O.
		XO.OX
		.X...
		.....
		.....`
	b := parse(t, diagram)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	tests := []struct {
		c    board.Color
		p    rc
		max  int
		want int
	}{
		{board.Black, rc{0, 2}, 4, 2}, // joins B5: A5 and C4
		{board.White, rc{0, 2}, 4, 3}, // joins D5-D4: C4, E5, D3
		{board.Black, rc{0, 0}, 4, 2}, // joins B5 and A4: C5 and A3
		{board.White, rc{0, 0}, 4, 0}, // suicide
		{board.Black, rc{1, 2}, 4, 3}, // takes B4: C5, B4, C3
		{board.Black, rc{3, 1}, 4, 4},
		{board.Black, rc{3, 1}, 2, 2},
	}
	for _, tc := range tests {
		p := b.Point(tc.p[0], tc.p[1])
		if got := pb.LibertiesAfter(tc.c, p, tc.max); got != tc.want {
			t.Errorf("LibertiesAfter(%v, %v, %d) = %d, want %d", tc.c, p, tc.max, got, tc.want)
		}
	}
}

// BenchmarkLadder times whole ladder reads on the shared positions: the
// string in atari of chasedPos, caught after a run to the edge; the atari
// of ladderPos that starts such a run; breakerPos, where one atari runs
// into the breaker and the other catches the string; and the breaker that
// saves the string of chasedBreakerPos.
func BenchmarkLadder(b *testing.B) {
	for _, tc := range []struct {
		name, diagram string
		caught        bool
	}{
		{"Chased", chasedPos, true},
		{"Atari", ladderPos, true},
		{"Breaker", breakerPos, true},
		{"ChasedBreaker", chasedBreakerPos, false},
	} {
		b.Run(tc.name, func(b *testing.B) {
			bd := parse(b, tc.diagram)
			pb := playout.FromBoard(&bd, board.Black, board.Pass)
			s := board.At(4, 4)
			for i := 0; i < b.N; i++ {
				if pb.Ladder(s) != tc.caught {
					b.Fatalf("Ladder(%v) = %v, want %v", s, !tc.caught, tc.caught)
				}
			}
		})
	}
}
