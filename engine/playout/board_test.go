package playout_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/internal/boardtest"
)

// parse reads a diagram, top row first: X black, O white, . empty.
func parse(t testing.TB, s string) board.Board { return boardtest.Diagram(t, s) }

// simple are the rules the playout board follows: simple ko, no suicide.
var simple = analyze.Rules{Scoring: analyze.Area, Ko: analyze.KoSimple}

// check compares pb with the reference position and verifies pb's own
// bookkeeping: strings, pseudo-liberties, atari, the empty list.
func check(t *testing.T, pb *playout.Board, pos *analyze.Position, what string) {
	t.Helper()
	if *pb.Cells() != *pos.Board.Cells() {
		t.Fatalf("%s: boards differ\nplayout:\n%swant:\n%s", what, grid(pb), pos.Board.Grid())
	}
	b := &pos.Board
	empties := 0
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			p := board.At(x, y)
			c := b.At(p)
			if c == board.Empty {
				empties++
				continue
			}
			libs := pos.Liberties(p)
			if got := pb.Liberties(p); got != libs {
				t.Fatalf("%s: liberties at %v = %d, want %d", what, p, got, libs)
			}
			lib, atari := pb.Atari(p)
			if atari != (libs == 1) {
				t.Fatalf("%s: Atari(%v) = %v with %d liberties", what, p, atari, libs)
			}
			if atari {
				if b.At(lib) != board.Empty || !isNext(b, p, lib) {
					t.Fatalf("%s: Atari(%v) gives %v, not a liberty", what, p, lib)
				}
			}
		}
	}
	if pb.EmptyCount() != empties {
		t.Fatalf("%s: %d empty points listed, want %d", what, pb.EmptyCount(), empties)
	}
	if pb.Stones(board.Black) != b.Count(board.Black) || pb.Stones(board.White) != b.Count(board.White) {
		t.Fatalf("%s: stone counts %d/%d, want %d/%d", what, pb.Stones(board.Black), pb.Stones(board.White), b.Count(board.Black), b.Count(board.White))
	}
}

// isNext reports whether lib is next to the string holding p.
func isNext(b *board.Board, p, lib board.Point) bool {
	c := b.At(p)
	for _, n := range lib.Neighbours() {
		if b.At(n) == c && sameString(b, p, n) {
			return true
		}
	}
	return false
}

// sameString reports whether p and q are stones of one string.
func sameString(b *board.Board, p, q board.Point) bool {
	c := b.At(p)
	seen := map[board.Point]bool{p: true}
	queue := []board.Point{p}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == q {
			return true
		}
		for _, n := range s.Neighbours() {
			if b.At(n) == c && !seen[n] {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return false
}

func grid(pb *playout.Board) string {
	b := pb.Board()
	return b.Grid()
}

// TestAgainstAnalyze plays random games on every size from 2x2 to 19x19
// (and a few rectangles) and after every move compares the playout board
// with analyze.Position: the stones (so captures), the legality of every
// point for both colours (so suicide and ko refusals), liberties and
// atari, and the counts.
func TestAgainstAnalyze(t *testing.T) {
	type size struct{ w, h int }
	var sizes []size
	for n := 2; n <= 19; n++ {
		sizes = append(sizes, size{n, n})
	}
	sizes = append(sizes, size{1, 5}, size{5, 1}, size{3, 7}, size{9, 5}, size{19, 4})
	seeds := 12
	if testing.Short() {
		seeds = 3
	}
	for _, sz := range sizes {
		for seed := 0; seed < seeds; seed++ {
			t.Run(fmt.Sprintf("%dx%d/seed%d", sz.w, sz.h, seed), func(t *testing.T) {
				playGame(t, sz.w, sz.h, uint64(seed))
			})
		}
	}
}

func playGame(t *testing.T, w, h int, seed uint64) {
	start, _ := board.New(w, h)
	pos := analyze.NewPosition([]board.Board{start})
	pb := playout.FromBoard(&start, board.Black, board.Pass)
	pcg := rand.NewPCG(seed, 99)
	rng := rand.New(rand.NewPCG(seed, 100))
	c := board.Black
	points := start.Points(nil)
	kos, captures, refusals := 0, 0, 0
	for move := 0; move < 3*w*h+20; move++ {
		// Legality of every point for both colours, ko and suicide
		// included.
		for _, p := range points {
			for _, k := range []board.Color{board.Black, board.White} {
				want := pos.Legal(k, p, &simple) == analyze.OK
				if got := pb.Legal(k, p); got != want {
					t.Fatalf("move %d: Legal(%v, %v) = %v, analyze says %v\n%s", move, k, p, got, pos.Legal(k, p, &simple), pos.Board.Grid())
				}
			}
		}
		// Mostly the playout's own choice, sometimes any point, so
		// illegal moves are tried and refused too.
		// The ko point, when there is one, is refused by both and is
		// tried half the time.
		if ko := pb.Ko(); ko != board.Pass {
			if r := pos.Legal(c, ko, &simple); r != analyze.Ko {
				t.Fatalf("move %d: Ko() = %v, analyze says %v", move, ko, r)
			}
		}
		var p board.Point
		if ko := pb.Ko(); ko != board.Pass && rng.IntN(2) == 0 {
			p = ko
		} else if rng.IntN(4) == 0 {
			p = points[rng.IntN(len(points))]
		} else {
			p = pb.RandomMove(c, pcg)
			if p != board.Pass && (pb.IsEye(c, p) || !pb.Legal(c, p)) {
				t.Fatalf("move %d: RandomMove(%v) = %v, an eye or illegal", move, c, p)
			}
		}
		effCaptured, effLibs := pb.MoveEffect(c, p)
		reason, taken := pos.Play(c, p, &simple)
		if reason == analyze.Ko {
			kos++
		}
		before := pb.Captures(c)
		if got := pb.Play(c, p); got != (reason == analyze.OK) {
			t.Fatalf("move %d: Play(%v, %v) = %v, analyze says %v", move, c, p, got, reason)
		}
		if reason != analyze.OK {
			refusals++
			check(t, pb, pos, fmt.Sprintf("move %d refused %v %v", move, c, p))
			continue
		}
		if n := pb.Captures(c) - before; n != len(taken) {
			t.Fatalf("move %d: %v %v captured %d stones, want %d", move, c, p, n, len(taken))
		}
		captures += len(taken)
		if p != board.Pass && (effCaptured != len(taken) || effLibs != pos.Liberties(p)) {
			t.Fatalf("move %d: MoveEffect(%v, %v) = %d captured, %d liberties; want %d, %d",
				move, c, p, effCaptured, effLibs, len(taken), pos.Liberties(p))
		}
		check(t, pb, pos, fmt.Sprintf("move %d %v %v", move, c, p))
		c = c.Opponent()
		if pb.ToMove() != c {
			t.Fatalf("move %d: ToMove = %v, want %v", move, pb.ToMove(), c)
		}
	}
	t.Logf("%d captures, %d refusals, %d ko refusals", captures, refusals, kos)
}

// TestScore checks the area count at the end of random playouts against
// analyze.Evaluate on every size.
func TestScore(t *testing.T) {
	for n := 1; n <= 19; n++ {
		for seed := uint64(0); seed < 20; seed++ {
			start, _ := board.New(n, n)
			pb := playout.FromBoard(&start, board.Black, board.Pass)
			score := pb.Run(rand.NewPCG(seed, 7), 3*n*n+20)
			b := pb.Board()
			var e analyze.Evaluation
			analyze.Evaluate(&b, board.Empty, &e)
			want := e.Black.Stones + e.Black.Territory - e.White.Stones - e.White.Territory
			if score != want {
				t.Fatalf("%dx%d seed %d: score %d, want %d\n%s", n, n, seed, score, want, b.Grid())
			}
			if e.Black.CapturedOnBoard+e.White.CapturedOnBoard != 0 {
				t.Fatalf("%dx%d seed %d: strings without liberties left\n%s", n, n, seed, b.Grid())
			}
		}
	}
}

// TestScoreMidgame counts boards cut off in the middle of a playout, where
// empty regions are large and shared.
func TestScoreMidgame(t *testing.T) {
	for seed := uint64(0); seed < 200; seed++ {
		start, _ := board.New(9, 9)
		pb := playout.FromBoard(&start, board.Black, board.Pass)
		pb.Playout(rand.NewPCG(seed, 8), int(seed%60))
		bl, wh := pb.Area()
		b := pb.Board()
		var e analyze.Evaluation
		analyze.Evaluate(&b, board.Empty, &e)
		if bl != e.Black.Stones+e.Black.Territory || wh != e.White.Stones+e.White.Territory {
			t.Fatalf("seed %d: area %d/%d, want %d/%d\n%s", seed, bl, wh,
				e.Black.Stones+e.Black.Territory, e.White.Stones+e.White.Territory, b.Grid())
		}
	}
}

func TestIsEye(t *testing.T) {
	tests := []struct {
		name  string
		board string
		at    [2]int // row, col
		c     board.Color
		want  bool
	}{
		{"centre eye", `
			.....
			..X..
			.X.X.
			..X..
			.....`, [2]int{2, 2}, board.Black, true},
		{"one opponent diagonal", `
			.....
			.OX..
			.X.X.
			..X..
			.....`, [2]int{2, 2}, board.Black, true},
		{"two opponent diagonals", `
			.....
			.OX..
			.X.X.
			..XO.
			.....`, [2]int{2, 2}, board.Black, false},
		{"edge eye", `
			.X.X.
			..X..
			.....
			.....
			.....`, [2]int{0, 2}, board.Black, true},
		{"edge with an opponent diagonal", `
			.X.X.
			.OX..
			.....
			.....
			.....`, [2]int{0, 2}, board.Black, false},
		{"corner eye", `
			.X...
			X....
			.....
			.....
			.....`, [2]int{0, 0}, board.Black, true},
		{"corner, opponent diagonal", `
			.X...
			XO...
			.....
			.....
			.....`, [2]int{0, 0}, board.Black, false},
		{"not white's", `
			.....
			..X..
			.X.X.
			..X..
			.....`, [2]int{2, 2}, board.White, false},
		{"open side", `
			.....
			..X..
			.X...
			..X..
			.....`, [2]int{2, 2}, board.Black, false},
		{"occupied", `
			.....
			..X..
			.XXX.
			..X..
			.....`, [2]int{2, 2}, board.Black, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := parse(t, tc.board)
			pb := playout.FromBoard(&b, board.Black, board.Pass)
			if got := pb.IsEye(tc.c, b.Point(tc.at[0], tc.at[1])); got != tc.want {
				t.Errorf("IsEye = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestKoFromBoard checks that the ko point given to FromBoard binds the
// side to move only, and only until it moves.
func TestKoFromBoard(t *testing.T) {
	b := parse(t, `
		.XO..
		X.XO.
		.XO..
		.....
		.....`)
	ko := b.Point(1, 1)
	pb := playout.FromBoard(&b, board.White, ko)
	if pb.Ko() != ko {
		t.Fatalf("Ko() = %v, want %v", pb.Ko(), ko)
	}
	if pb.Legal(board.White, ko) {
		t.Errorf("White may retake the ko at once")
	}
	if !pb.Legal(board.Black, ko) {
		t.Errorf("Black may not fill the ko")
	}
	if !pb.Play(board.White, b.Point(4, 4)) || !pb.Play(board.Black, b.Point(4, 0)) {
		t.Fatal("threat and answer refused")
	}
	if !pb.Legal(board.White, ko) || !pb.Play(board.White, ko) {
		t.Fatalf("White may not retake after a threat")
	}
	if pb.At(b.Point(1, 2)) != board.Empty || pb.Captures(board.White) != 1 {
		t.Errorf("the retake did not capture")
	}
	// Now Black may not retake at once.
	if pb.Legal(board.Black, b.Point(1, 2)) {
		t.Errorf("Black may retake at once")
	}
}

// TestPlayoutAllocs checks that a playout, the copy of a board included,
// does not allocate.
func TestPlayoutAllocs(t *testing.T) {
	start, _ := board.New(9, 9)
	root := playout.FromBoard(&start, board.Black, board.Pass)
	pcg := rand.NewPCG(1, 2)
	var pb playout.Board
	allocs := testing.AllocsPerRun(100, func() {
		pb = *root
		pb.Run(pcg, 300)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per playout, want 0", allocs)
	}
}

// TestRandomMoveUniform draws many moves from one crowded position and
// checks that every legal point that is no eye of the mover comes up,
// nothing else does, and each about equally often.
func TestRandomMoveUniform(t *testing.T) {
	b := parse(t, `
		.X.XO
		XX.XO
		.XOO.
		XXO.O
		..OO.`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	want := map[board.Point]bool{}
	for _, p := range b.Points(nil) {
		if pb.Legal(board.Black, p) && !pb.IsEye(board.Black, p) && b.At(p) == board.Empty {
			want[p] = true
		}
	}
	if len(want) < 3 {
		t.Fatalf("only %d acceptable points", len(want))
	}
	const draws = 60000
	got := map[board.Point]int{}
	pcg := rand.NewPCG(5, 6)
	for i := 0; i < draws; i++ {
		got[pb.RandomMove(board.Black, pcg)]++
	}
	expect := float64(draws) / float64(len(want))
	for p, n := range got {
		if !want[p] {
			t.Errorf("RandomMove gave %v (%d times), not an acceptable move", p, n)
		}
	}
	chi2 := 0.0
	for p := range want {
		d := float64(got[p]) - expect
		chi2 += d * d / expect
	}
	// For k-1 degrees of freedom the chi-square statistic stays far below
	// 5k except for a broken draw.
	if chi2 > 5*float64(len(want)) {
		t.Errorf("chi-square %.1f over %d points: %v", chi2, len(want), got)
	}
	t.Logf("%d points, chi-square %.1f", len(want), chi2)
	// With no acceptable move, a pass.
	full := parse(t, `
		.X
		X.`)
	pb = playout.FromBoard(&full, board.Black, board.Pass)
	if p := pb.RandomMove(board.Black, pcg); p != board.Pass {
		t.Errorf("RandomMove on a board of eyes = %v, want pass", p)
	}
	if p := pb.RandomMove(board.White, pcg); p != board.Pass {
		t.Errorf("RandomMove into suicide = %v, want pass", p)
	}
}

// TestPlayoutEnds checks that a playout stops after two passes, that
// SetPasses counts a pass already played, and that the move limit holds.
func TestPlayoutEnds(t *testing.T) {
	b := parse(t, `
		.X.XO
		XXXXO
		OOOOO
		.O.O.
		O.O.O`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	pb.SetPasses(1)
	score := pb.Run(rand.NewPCG(1, 1), 100)
	// Black has no move but its eyes: it passes, and the game is over.
	if pb.Passes() != 2 || *pb.Cells() != *b.Cells() {
		t.Errorf("passes %d, board changed:\n%s", pb.Passes(), grid(pb))
	}
	if score != 8-17 {
		t.Errorf("score %d, want %d", score, 8-17)
	}
	for _, c := range pb.First() {
		if c != board.Empty {
			t.Fatal("a move recorded in First without a move")
		}
	}
	start, _ := board.New(9, 9)
	pb = playout.FromBoard(&start, board.Black, board.Pass)
	pb.Playout(rand.NewPCG(1, 1), 10)
	if n := pb.Stones(board.Black) + pb.Stones(board.White); n > 10 || n < 8 {
		t.Errorf("%d stones after 10 moves", n)
	}
	firsts := 0
	for _, c := range pb.First() {
		if c != board.Empty {
			firsts++
		}
	}
	if firsts != 10 {
		t.Errorf("%d points in First after 10 moves on an empty board, want 10", firsts)
	}
}

// TestBan: a banned colour's random moves avoid the point, the other
// colour's do not, Play still plays there, and Reset lifts the bans.
func TestBan(t *testing.T) {
	b := boardtest.Diagram(t, ". .\n. .")
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	a1, b2 := board.At(0, 0), board.At(1, 1)
	for _, p := range b.Points(nil) {
		pb.Ban(board.Black, p)
	}
	r := rand.NewPCG(1, 2)
	if m := pb.RandomMove(board.Black, r); m != board.Pass {
		t.Errorf("black, banned from every point, drew %v", m)
	}
	if m := pb.RandomMove(board.White, r); m == board.Pass {
		t.Errorf("white is not banned but passed")
	}
	if !pb.Play(board.Black, a1) {
		t.Errorf("Play refused a banned but legal move")
	}
	pb.Reset(&b, board.Black, board.Pass)
	seen := map[board.Point]bool{}
	for i := 0; i < 50; i++ {
		seen[pb.RandomMove(board.Black, r)] = true
	}
	if !seen[a1] || !seen[b2] {
		t.Errorf("after Reset black drew only %v", seen)
	}
}
