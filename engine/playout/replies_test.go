package playout

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestRepliesLearn plays a record through Learn by hand: the winner's
// replies are stored, to the last move and to the last two; the loser's
// are forgotten only where they are the stored ones; passes neither reply
// nor are replied to.
func TestRepliesLearn(t *testing.T) {
	var r Replies
	a, b, c, d := board.At(2, 2), board.At(6, 6), board.At(2, 6), board.At(6, 2)
	pb := emptyBoard(9)
	// Black to move at the start: the record opens with the move that led
	// there (none), then Black a, White b, Black c, White pass, Black d.
	r.Begin(pb)
	for _, p := range []board.Point{a, b, c, board.Pass, d} {
		r.Add(p)
	}
	r.Learn(true) // Black won
	if got := r.one[board.Black-1][b]; got != c {
		t.Errorf("Black's reply to b = %v, want c %v", got, c)
	}
	if got := r.two[board.Black-1][int(a)<<pointBits|int(b)]; got != c {
		t.Errorf("Black's reply to a, b = %v, want c %v", got, c)
	}
	if got := r.one[board.White-1][a]; got != board.Pass {
		t.Errorf("White, the loser, stored a reply to a: %v", got)
	}
	if got := r.one[board.Black-1][board.Pass]; got != board.Pass {
		t.Errorf("a reply to a pass was stored: %v", got)
	}

	// The same record lost by Black forgets c, the stored reply.
	r.Begin(pb)
	for _, p := range []board.Point{a, b, c} {
		r.Add(p)
	}
	r.Learn(false)
	if got := r.one[board.Black-1][b]; got != board.Pass {
		t.Errorf("Black's losing reply to b kept: %v", got)
	}
	if got := r.two[board.Black-1][int(a)<<pointBits|int(b)]; got != board.Pass {
		t.Errorf("Black's losing reply to a, b kept: %v", got)
	}
	// ... and White's b, now a winner's reply to a, is stored.
	if got := r.one[board.White-1][a]; got != b {
		t.Errorf("White's reply to a = %v, want b %v", got, b)
	}

	// A loss forgets only a reply that is the one stored.
	r.one[board.Black-1][b] = d
	r.Begin(pb)
	for _, p := range []board.Point{a, b, c} {
		r.Add(p)
	}
	r.Learn(false)
	if got := r.one[board.Black-1][b]; got != d {
		t.Errorf("a loss with c forgot Black's other reply to b: %v, want d %v", got, d)
	}
}

func emptyBoard(n int) *Board {
	b, _ := board.New(n, n)
	return FromBoard(&b, board.Black, board.Pass)
}

// TestLastGoodReplyPlays checks that a playout under LastGoodReply plays
// the stored reply to the last move when it is playable, the reply to the
// last two moves first, and records its moves; without the rule, or with
// the reply's point taken, the stored reply is not what decides.
func TestLastGoodReplyPlays(t *testing.T) {
	a, b, c, d := board.At(2, 2), board.At(6, 6), board.At(4, 4), board.At(6, 2)
	pb := emptyBoard(9)
	pb.Play(board.Black, a)
	pb.Play(board.White, b)
	var r Replies
	r.Begin(pb)
	r.Learn(true) // a record of one move: stores nothing, allocates the pair table
	// The record of the game so far: Black a, White b.
	r.seq, r.firstColour = []board.Point{a, b}, board.Black
	r.one[board.Black-1][b] = c
	r.two[board.Black-1][int(a)<<pointBits|int(b)] = d

	for seed := uint64(0); seed < 20; seed++ {
		rng := rand.NewPCG(seed, 1)
		if got := pb.policyMove(board.Black, rng, Heavy|LastGoodReply, false, &r); got != d {
			t.Fatalf("seed %d: move %v, want the reply to the pair, %v", seed, got, d)
		}
	}
	r.two[board.Black-1][int(a)<<pointBits|int(b)] = board.Pass
	for seed := uint64(0); seed < 20; seed++ {
		rng := rand.NewPCG(seed, 1)
		if got := pb.policyMove(board.Black, rng, Heavy|LastGoodReply, false, &r); got != c {
			t.Fatalf("seed %d: move %v, want the reply to the last move, %v", seed, got, c)
		}
	}
	others := 0
	for seed := uint64(0); seed < 20; seed++ {
		rng := rand.NewPCG(seed, 1)
		if pb.policyMove(board.Black, rng, Heavy, false, &r) != c {
			others++
		}
	}
	if others == 0 {
		t.Error("without LastGoodReply every move was the stored reply")
	}

	// A playout adds each of its moves to the record.
	work := *pb
	r.Begin(&work)
	work.PlayoutReplies(rand.NewPCG(1, 1), 30, Heavy|LastGoodReply, &r)
	if len(r.seq) != 31 {
		t.Errorf("record of a 30-move playout: %d entries, want 31", len(r.seq))
	}
	if r.seq[0] != b {
		t.Errorf("record opens with %v, want the last move %v", r.seq[0], b)
	}
}

// TestLastGoodReplyAfterShapes: the rule answers the last move only when
// the tactics and the shapes have no move there, replacing the random
// move, not the shapes.
func TestLastGoodReplyAfterShapes(t *testing.T) {
	pb := emptyBoard(9)
	// Black C3 and D4, White D3 then C4: a cut, with Black's hane and
	// cut shapes around the last move.
	pb.Play(board.Black, board.At(2, 2))
	pb.Play(board.White, board.At(3, 2))
	pb.Play(board.Black, board.At(3, 3))
	pb.Play(board.White, board.At(2, 3))
	var shapes candidates
	pb.patternMoves(int(pb.LastMove()), &shapes)
	if shapes.n == 0 {
		t.Fatal("no shape around the last move: the position does not test the order")
	}
	far := board.At(7, 7)
	var r Replies
	r.Begin(pb)
	r.Learn(true)
	r.one[board.Black-1][pb.LastMove()] = far
	for seed := uint64(0); seed < 20; seed++ {
		got := pb.policyMove(board.Black, rand.NewPCG(seed, 1), Heavy|LastGoodReply, false, &r)
		if !slices.Contains(shapes.p[:shapes.n], got) {
			t.Fatalf("seed %d: move %v, want one of the shapes %v", seed, got, shapes.p[:shapes.n])
		}
	}
}
