package playout_test

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// rc is a point as (row, col), row 0 at the top of a diagram.
type rc [2]int

// TestPolicyMove draws PolicyMove many times in hand-drawn positions: the
// opponent of the side to move has just played last (none when last is
// nil); every move drawn must be in only (when given), never in never, and
// each point of sometimes must be drawn at least once.
func TestPolicyMove(t *testing.T) {
	tests := []struct {
		name      string
		diagram   string
		last      *rc // played by the opponent of toMove before drawing
		before    *rc // played by toMove before last
		toMove    board.Color
		pol       playout.Policy
		only      []rc
		never     []rc
		sometimes []rc
		often     []rc // each drawn at least a quarter of the time
		rare      []rc // each drawn at most a twentieth of the time (at random)
	}{
		{
			name: "capture the stone played into atari",
			diagram: `
				.......
				..X....
				.X.....
				..X....
				.......
				.......
				.......`,
			last: &rc{2, 2}, toMove: board.Black, pol: playout.CaptureAtari,
			only: []rc{{2, 3}},
		},
		{
			name: "save by extension",
			diagram: `
				.......
				..O....
				.OX....
				.......
				.......
				.......
				.......`,
			last: &rc{3, 2}, toMove: board.Black, pol: playout.SaveAtari,
			only: []rc{{2, 3}},
		},
		{
			name: "save by extension or by capturing the string in atari next to it",
			diagram: `
				.......
				.XO....
				.OX....
				.X.....
				.......
				.......
				.......`,
			last: &rc{3, 2}, toMove: board.Black, pol: playout.SaveAtari,
			only: []rc{{2, 0}, {2, 3}}, sometimes: []rc{{2, 0}, {2, 3}},
		},
		{
			name: "no save by an extension that stays in atari",
			diagram: `
				X...O
				.OO..
				.....
				.....
				.....`,
			last: &rc{1, 0}, toMove: board.Black, pol: playout.SaveAtari | playout.AvoidSelfAtari,
			never: []rc{{0, 1}}, sometimes: []rc{{0, 2}, {4, 4}},
		},
		{
			name: "white saves too",
			diagram: `
				.......
				..X....
				.XO....
				.......
				.......
				.......
				.......`,
			last: &rc{3, 2}, toMove: board.White, pol: playout.AllRules,
			only: []rc{{2, 3}},
		},
		{
			name: "refuse a self-atari of two stones, allow one of a lone stone",
			diagram: `
				X...O
				OOO..
				.....
				.....
				.....`,
			toMove: board.Black, pol: playout.AvoidSelfAtari,
			never: []rc{{0, 1}}, sometimes: []rc{{0, 2}, {4, 4}},
		},
		{
			name: "light playouts play the self-atari",
			diagram: `
				X..O.
				OOO..
				.....
				.....
				.....`,
			toMove: board.Black, pol: 0,
			sometimes: []rc{{0, 1}, {0, 2}},
		},
		{
			name: "a self-atari that captures is played",
			diagram: `
				OX.OX
				.OOXX
				.....
				.....
				.....`,
			toMove: board.Black, pol: playout.AvoidSelfAtari,
			sometimes: []rc{{0, 2}},
		},
		{
			name: "nakade: the middle of a three-point space",
			diagram: `
				.......
				.......
				OOOOO..
				O.....O
				OOOOO..`,
			last: &rc{3, 4}, toMove: board.Black, pol: playout.Nakade,
			only: []rc{{3, 2}},
		},
		{
			name: "low liberties: atari a string that cannot escape, or save the own one",
			diagram: `
				.X.....
				...X...
				.......
				.......
				.......
				.......
				.......`,
			last: &rc{0, 2}, toMove: board.Black, pol: playout.LowLiberties,
			only: []rc{{1, 2}, {1, 1}}, sometimes: []rc{{1, 2}, {1, 1}},
		},
		{
			name: "low liberties with ladders: the atari that starts a ladder",
			diagram: `
				.........
				.........
				.........
				....X....
				...X.....
				.....X...
				.........
				.........
				.........`,
			last: &rc{4, 4}, toMove: board.Black, pol: playout.LowLiberties | playout.Ladders,
			only: []rc{{5, 4}, {4, 5}},
		},
		{
			name:    "save atari with ladders: no extension into a working ladder",
			diagram: ladderPos,
			last:    &rc{4, 5}, toMove: board.White, pol: playout.SaveAtari | playout.Ladders,
			rare: []rc{{5, 4}},
		},
		{
			name:    "save atari without ladders extends",
			diagram: ladderPos,
			last:    &rc{4, 5}, toMove: board.White, pol: playout.SaveAtari,
			only: []rc{{5, 4}},
		},
		{
			name: "capture anywhere",
			diagram: `
				.X.....
				XO.....
				.X.....
				.......
				.......
				.......
				.......`,
			toMove: board.Black, pol: playout.CaptureAnywhere,
			often: []rc{{1, 2}},
		},
		{
			name: "a nakade self-atari is played",
			diagram: `
				OOOOO..
				OX..O..
				OOOOO..
				.......
				.......`,
			toMove: board.Black, pol: playout.AvoidSelfAtari,
			sometimes: []rc{{1, 2}},
		},
		{
			name: "hane at the head of the last stone",
			diagram: `
				.......
				.......
				..X.X..
				.......
				.......
				.......
				.......`,
			last: &rc{2, 3}, toMove: board.Black, pol: playout.Patterns,
			sometimes: []rc{{3, 3}, {1, 3}},
			never:     []rc{{6, 6}, {0, 0}, {4, 3}},
		},
		{
			name: "no pattern around the last move: random",
			diagram: `
				.......
				.......
				.......
				.......
				.......
				.......
				.......`,
			last: &rc{3, 3}, toMove: board.Black, pol: playout.Patterns,
			sometimes: []rc{{6, 6}, {0, 0}},
		},
		{
			name: "a shape around the move before last, none around the last",
			diagram: `
				.......
				.......
				..X.X..
				.......
				.......
				.......
				.......`,
			before: &rc{2, 3}, last: &rc{6, 6}, toMove: board.White, pol: playout.Patterns | playout.PatternsBefore,
			only:      []rc{{1, 2}, {1, 3}, {1, 4}, {3, 2}, {3, 3}, {3, 4}},
			sometimes: []rc{{1, 2}, {1, 3}, {1, 4}, {3, 2}, {3, 3}, {3, 4}},
		},
		{
			name: "without PatternsBefore the move before last is not looked at",
			diagram: `
				.......
				.......
				..X.X..
				.......
				.......
				.......
				.......`,
			before: &rc{2, 3}, last: &rc{6, 6}, toMove: board.White, pol: playout.Patterns,
			sometimes: []rc{{0, 0}, {5, 0}}, rare: []rc{{1, 3}, {3, 3}},
		},
		{
			name: "shapes around both moves are drawn together",
			diagram: `
				.......
				.......
				..X.X..
				.......
				.......
				.......
				O.O....`,
			before: &rc{2, 3}, last: &rc{6, 1}, toMove: board.White, pol: playout.Patterns | playout.PatternsBefore,
			only:      []rc{{1, 2}, {1, 3}, {1, 4}, {3, 2}, {3, 3}, {3, 4}, {5, 0}, {5, 1}, {5, 2}},
			sometimes: []rc{{1, 2}, {1, 3}, {1, 4}, {3, 2}, {3, 3}, {3, 4}, {5, 0}, {5, 1}, {5, 2}},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.diagram)
			start := playout.FromBoard(&b, tc.toMove, board.Pass)
			if tc.before != nil && !start.Play(tc.toMove, b.Point(tc.before[0], tc.before[1])) {
				t.Fatalf("move before last %v illegal", *tc.before)
			}
			if tc.last != nil {
				if tc.before == nil {
					start = playout.FromBoard(&b, tc.toMove.Opponent(), board.Pass)
				}
				if !start.Play(tc.toMove.Opponent(), b.Point(tc.last[0], tc.last[1])) {
					t.Fatalf("last move %v illegal", *tc.last)
				}
			}
			pcg := rand.NewPCG(1, 2)
			seen := map[board.Point]int{}
			for range 2000 {
				pb := *start
				seen[pb.PolicyMove(tc.toMove, pcg, tc.pol)]++
			}
			in := func(set []rc, p board.Point) bool {
				for _, q := range set {
					if b.Point(q[0], q[1]) == p {
						return true
					}
				}
				return false
			}
			for p, n := range seen {
				if tc.only != nil && !in(tc.only, p) {
					t.Errorf("drew %v (%d times), want only %v", p, n, tc.only)
				}
				if in(tc.never, p) {
					t.Errorf("drew %v (%d times), never wanted", p, n)
				}
			}
			for _, q := range tc.rare {
				if n := seen[b.Point(q[0], q[1])]; n > 100 {
					t.Errorf("drew %v %d times in 2000, want rarely", b.Point(q[0], q[1]), n)
				}
			}
			for _, q := range tc.often {
				if seen[b.Point(q[0], q[1])] < 500 {
					t.Errorf("drew %v %d times in 2000, want often", b.Point(q[0], q[1]), seen[b.Point(q[0], q[1])])
				}
			}
			for _, q := range tc.sometimes {
				if seen[b.Point(q[0], q[1])] == 0 {
					t.Errorf("never drew %v; drew %v", b.Point(q[0], q[1]), seen)
				}
			}
		})
	}
}

// TestPolicyOffIsLight checks that the zero Policy plays Run's playouts
// draw for draw, so turning the policy off leaves the bot unchanged.
func TestPolicyOffIsLight(t *testing.T) {
	start, _ := board.New(9, 9)
	root := playout.FromBoard(&start, board.Black, board.Pass)
	r1, r2 := rand.NewPCG(3, 4), rand.NewPCG(3, 4)
	for i := range 50 {
		a, b := *root, *root
		if sa, sb := a.Run(r1, 250), b.RunPolicy(r2, 250, 0); sa != sb || *a.Cells() != *b.Cells() {
			t.Fatalf("playout %d: Run %d, RunPolicy with no rule %d", i, sa, sb)
		}
	}
}

// TestPolicyPlayoutsEnd runs policy playouts to the end on the empty
// boards and checks that they stop with two passes, with every point
// filled but eyes.
func TestPolicyPlayoutsEnd(t *testing.T) {
	for _, n := range []int{5, 9, 19} {
		start, _ := board.New(n, n)
		root := playout.FromBoard(&start, board.Black, board.Pass)
		pcg := rand.NewPCG(5, 6)
		for i := range 20 {
			pb := *root
			pb.PlayoutPolicy(pcg, 10*n*n, playout.AllRules)
			if pb.Passes() < 2 {
				t.Fatalf("%dx%d playout %d: did not end", n, n, i)
			}
		}
	}
}

// TestPolicyPlayoutAllocs checks that a policy playout does not allocate.
func TestPolicyPlayoutAllocs(t *testing.T) {
	start, _ := board.New(9, 9)
	root := playout.FromBoard(&start, board.Black, board.Pass)
	pcg := rand.NewPCG(1, 2)
	var pb playout.Board
	if n := testing.AllocsPerRun(20, func() {
		pb = *root
		pb.RunPolicy(pcg, 300, playout.AllRules)
	}); n != 0 {
		t.Errorf("a policy playout allocates %v times", n)
	}
}

// TestKoFight plays a ko's capture, a threat and its answer, and checks
// that KoFight plays the ko point about two times in five only once the
// ko is no longer banned and for two moves after the capture at most:
// the taker connects it instead of answering the threat, the other side
// retakes it after the answer.
func TestKoFight(t *testing.T) {
	b := parse(t, `
		.XO......
		XO.O.....
		.XO......
		.........
		.........
		.........
		.........
		.........
		.........`)
	ko := b.Point(1, 1)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	draws := func(pb *playout.Board, c board.Color, pol playout.Policy) int {
		pcg := rand.NewPCG(5, 6)
		n := 0
		for range 2000 {
			q := *pb
			if q.PolicyMove(c, pcg, pol) == ko {
				n++
			}
		}
		return n
	}
	play := func(c board.Color, row, col int) {
		t.Helper()
		if !pb.Play(c, b.Point(row, col)) {
			t.Fatalf("%v at %d,%d illegal", c, row, col)
		}
	}
	heavyKo := playout.Heavy | playout.KoFight
	play(board.Black, 1, 2) // takes the ko
	if n := draws(pb, board.White, heavyKo); n != 0 {
		t.Errorf("White retook the banned ko %d times in 2000", n)
	}
	play(board.White, 6, 6) // a threat
	if n := draws(pb, board.Black, heavyKo); n < 700 || n > 900 {
		t.Errorf("Black connected the ko %d times in 2000, want about 800", n)
	}
	play(board.Black, 6, 5) // its answer
	if n := draws(pb, board.White, heavyKo); n < 700 || n > 900 {
		t.Errorf("White retook the ko %d times in 2000, want about 800", n)
	}
	if n := draws(pb, board.White, playout.Heavy); n > 100 {
		t.Errorf("without KoFight White retook the ko %d times in 2000, want rarely", n)
	}
	play(board.White, 4, 6)
	play(board.Black, 4, 5)
	if n := draws(pb, board.White, heavyKo); n > 100 {
		t.Errorf("four moves after the capture White retook the ko %d times in 2000, want rarely", n)
	}
}
