package mcts

import (
	"testing"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestStopNow checks the time rules on their own: 1,000 playouts a
// second, Target 10s, Max 30s.
func TestStopNow(t *testing.T) {
	const s = time.Second
	bu := Budget{Target: 10 * s, Max: 30 * s}
	tests := []struct {
		name    string
		elapsed time.Duration
		lead    int
		unclear bool
		want    bool
	}{
		{"clear, early, small lead", 2 * s, 500, false, false},
		{"clear, lead more than the playouts left before Target", 2 * s, 8001, false, true},
		{"clear, lead just within reach before Target", 2 * s, 7999, false, false},
		{"clear at Target", 10 * s, 0, false, true},
		{"unclear at Target goes on", 10 * s, 500, true, false},
		{"unclear, lead within reach before Max", 2 * s, 27999, true, false},
		{"unclear, lead more than the playouts left before Max", 12 * s, 18001, true, true},
		{"unclear at Max", 30 * s, 0, true, true},
		{"past Max", 31 * s, 0, false, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			played := int(tc.elapsed / time.Millisecond)
			if got := stopNow(tc.elapsed, played, tc.lead, tc.unclear, bu); got != tc.want {
				t.Errorf("stopNow(%v, %d, %d, %v) = %v, want %v", tc.elapsed, played, tc.lead, tc.unclear, got, tc.want)
			}
		})
	}
	if stopNow(0, 0, 0, false, bu) {
		t.Error("stops before any playout")
	}
}

// TestRootRace checks when the race for the most visited move is open.
func TestRootRace(t *testing.T) {
	child := func(visits int32, rate float32) node {
		return node{visits: visits, wins: rate * float32(visits)}
	}
	tests := []struct {
		name     string
		kids     []node
		wantLead int
		unclear  bool
	}{
		{"clear leader", []node{child(1000, 0.6), child(300, 0.55), child(50, 0.4)}, 700, false},
		{"close in visits", []node{child(1000, 0.6), child(500, 0.55)}, 500, true},
		{"a well-visited move wins more often", []node{child(1000, 0.5), child(200, 0.6)}, 800, true},
		{"too few visits to count", []node{child(1000, 0.5), child(40, 0.9)}, 960, false},
		{"pruned moves do not count", []node{child(1000, 0.6), {visits: 900, wins: 800, pruned: true}}, 1000, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			lead, unclear := rootRace(tc.kids)
			if lead != tc.wantLead || unclear != tc.unclear {
				t.Errorf("rootRace = %d, %v, want %d, %v", lead, unclear, tc.wantLead, tc.unclear)
			}
		})
	}
}

// TestOwners checks the per-point owner walk at the end of a playout:
// stones are their colour's, an empty region its colour's when it reaches
// that colour only, dame nobody's.
func TestOwners(t *testing.T) {
	b := boardtest.Diagram(t, `
		. X . O .
		X X . O O
		. . . . .
		O O O . .
		. . O . X`)
	var w worker
	w.work.Reset(&b, board.Black, board.Pass)
	w.owners()
	want := []string{
		"+ + 0 - -",
		"+ + 0 - -",
		"0 0 0 0 0",
		"- - - 0 0",
		"- - - 0 +",
	}
	for i, row := range want {
		for x := 0; x < 5; x++ {
			p := board.At(x, 4-i) // row 1 is y 0

			got := map[int8]byte{1: '+', -1: '-', 0: '0'}[w.owner[p]]
			if got != row[2*x] {
				t.Errorf("%v: owner %c, want %c", p, got, row[2*x])
			}
		}
	}
	// The walk reuses its marks: a second walk of the same board agrees.
	first := w.owner
	w.owners()
	if w.owner != first {
		t.Error("a second walk differs")
	}
}

// TestPriors checks the priors of hand-drawn moves: a capture above the
// even game, a self-atari of a big group below it.
func TestPriors(t *testing.T) {
	b := boardtest.Diagram(t, `
		. . . . . . .
		. . . . . . .
		. . . . . . .
		. . O O O . .
		. . X X X O .
		. O X X X O .
		. O O . O . .`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	ctx := priorContext(pb)
	even := node{priorN: priorEven, priorW: priorEven / 2}
	for _, tc := range []struct {
		vertex string
		cmp    int // the sign of prior rate minus the even game's
	}{
		{"D1", -1}, // self-atari of seven stones (its atari on E1 counts nothing)
		{"G7", 0},  // nothing to say
		{"F1", +1}, // puts E1 in atari
	} {
		p := boardtest.Vertex(t, &b, tc.vertex)
		nd := withPrior(pb, &ctx, board.Black, p)
		d := nd.priorRate() - even.priorRate()
		if got := map[bool]int{true: 1}[d > 0] - map[bool]int{true: 1}[d < 0]; got != tc.cmp {
			t.Errorf("%s: prior %d/%d, rate %.2f against the even game's %.2f", tc.vertex, nd.priorW, nd.priorN, nd.priorRate(), even.priorRate())
		}
	}
}

// TestPriorsBigBoard checks the priors of 13x13 and up in the opening:
// the 3rd and 4th lines and the points near the last move above the even
// game, the first line far from any stone below it, the 5th line far from
// the last move even; on 9x9 none of them apply.
func TestPriorsBigBoard(t *testing.T) {
	for _, size := range []int{13, 9} {
		b, _ := board.New(size, size)
		pb := playout.FromBoard(&b, board.White, board.Pass)
		pb.Play(board.White, board.At(6, 6)) // the last move, G7
		ctx := priorContext(pb)
		even := (&node{priorN: priorEven, priorW: priorEven / 2}).priorRate()
		for _, tc := range []struct {
			x, y int
			cmp  int // the sign of prior rate minus the even game's, on 13x13
		}{
			{2, 2, +1}, // C3, 3rd line
			{3, 0, -1}, // D1, first line, nothing near
			{6, 4, +1}, // G5, two points from the last move
			{4, 1, 0},  // E2, second line
		} {
			nd := withPrior(pb, &ctx, board.Black, board.At(tc.x, tc.y))
			d := nd.priorRate() - even
			got := map[bool]int{true: 1}[d > 0] - map[bool]int{true: 1}[d < 0]
			want := tc.cmp
			if size < 13 {
				want = 0
			}
			if got != want {
				t.Errorf("%dx%d %v: prior %d/%d, rate %.2f against the even game's %.2f", size, size, board.At(tc.x, tc.y), nd.priorW, nd.priorN, nd.priorRate(), even)
			}
		}
	}
}

// TestPriorsLadders: on 13x13 an escape from atari into a working ladder
// is below the even game (the save's wins withheld, losses added), and an
// atari that a ladder captures is above a plain atari; on 9x9 the same
// shapes keep the plain save and atari priors.
func TestPriorsLadders(t *testing.T) {
	chased := `
		.............
		.............
		.............
		.............
		.............
		......X......
		.....XOX.....
		.......X.....
		.............
		.............
		.............
		.............
		.............`
	b := boardtest.Diagram(t, chased)
	pb := playout.FromBoard(&b, board.White, board.Pass)
	ctx := priorContext(pb)
	even := (&node{priorN: priorEven, priorW: priorEven / 2}).priorRate()
	escape := boardtest.Vertex(t, &b, "G6")
	if h := pb.Hints(board.White, escape); h&playout.HintBadEscape == 0 || h&playout.HintSave == 0 {
		t.Fatalf("G6 hints %b: the position does not hold an escape into a ladder", h)
	}
	if nd := withPrior(pb, &ctx, board.White, escape); nd.priorRate() >= even {
		t.Errorf("13x13, escape into a ladder: prior %d/%d, rate %.2f, want below the even game's %.2f", nd.priorW, nd.priorN, nd.priorRate(), even)
	}
	small := priors{big: false}
	if nd := withPrior(pb, &small, board.White, escape); nd.priorRate() <= even {
		t.Errorf("as on 9x9, escape into a ladder: prior rate %.2f, want the save's, above %.2f", nd.priorRate(), even)
	}

	// Black's ataris on a white stone with two liberties.
	b = boardtest.Diagram(t, `
		.............
		.............
		.............
		.............
		.............
		......X......
		.....XO......
		.......X.....
		.............
		.............
		.............
		.............
		.............`)
	pb = playout.FromBoard(&b, board.Black, board.Pass)
	ctx = priorContext(pb)
	ladder := boardtest.Vertex(t, &b, "H7")
	if h := pb.Hints(board.Black, ladder); h&playout.HintLadderCapture == 0 {
		t.Fatalf("H7 hints %b: the atari does not start a ladder", h)
	}
	withLadder := withPrior(pb, &ctx, board.Black, ladder)
	plain := withPrior(pb, &small, board.Black, ladder)
	if withLadder.priorRate() <= plain.priorRate() {
		t.Errorf("13x13, atari into a ladder: prior rate %.2f, want above the plain atari's %.2f", withLadder.priorRate(), plain.priorRate())
	}
}

// TestLearnedPriors: with a model (Config.Model), each new child's prior
// is the model's: the capture of a stone in atari above the even game's
// rate and above a move far from the fight, and every child holds
// priorEven plus priorModel visits.
func TestLearnedPriors(t *testing.T) {
	b := boardtest.Diagram(t, `
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . X . . . .
		. . . X O X . . .
		. . . . . O . . .
		. . . . . . . . .
		. . . . . . . . .
		. . . . . . . . .`)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	tr := tree{model: playout.DefaultModel()}
	tr.reset(board.Pass)
	if !tr.expand(0, pb, board.Black) {
		t.Fatal("no room to expand")
	}
	rate := map[board.Point]float64{}
	for _, ch := range tr.children(0) {
		if ch.move == board.Pass {
			continue
		}
		if ch.priorN != priorEven+priorModel {
			t.Errorf("%v: %d prior visits, want %d", ch.move, ch.priorN, priorEven+priorModel)
		}
		rate[ch.move] = ch.priorRate()
	}
	even := (&node{priorN: priorEven, priorW: priorEven / 2}).priorRate()
	capture, far := rate[boardtest.Vertex(t, &b, "E4")], rate[boardtest.Vertex(t, &b, "B8")]
	if capture <= even || capture <= far {
		t.Errorf("E4, the capture: rate %.2f, want above the even %.2f and B8's %.2f", capture, even, far)
	}
}
