package analyze_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// gapBoard: Black's wall in column C has a gap at C3, next to White's wall
// in column D, so Black's side is an open region touching White.
const gapBoard = `1 1 1 2 0
0 0 1 2 0
0 0 0 2 0
0 0 1 2 0
1 1 1 2 0
`

// movesOf names the moves of fin as "B C3", "W pass".
func movesOf(fin analyze.Finished) []string {
	var out []string
	for _, m := range fin.Moves {
		out = append(out, m.Color.String()[:1]+" "+m.Point.String())
	}
	return out
}

// TestFinishClosesTheGap: whoever moves first takes the gap, the point
// worth Black's whole side to both; Black's move there makes the side
// Black's territory, and then no move gains.
func TestFinishClosesTheGap(t *testing.T) {
	b := grids(t, gapBoard)[0]
	r := mustRules(t, "japanese")
	var e analyze.Evaluation
	fin := analyze.Finish(&b, nil, board.Black, r, &e)
	if got := movesOf(fin); len(got) != 1 || got[0] != "b C3" {
		t.Fatalf("Black first: moves %v, want [b C3]", got)
	}
	analyze.Evaluate(&fin.Board, board.White, &e)
	if e.Black.Territory != 6 || e.White.Territory != 5 || e.Neutral != 0 {
		t.Errorf("after the finish: territory B %d W %d, neutral %d; want 6, 5, 0\n%s", e.Black.Territory, e.White.Territory, e.Neutral, fin.Board.Grid())
	}
	fin = analyze.Finish(&b, nil, board.White, r, &e)
	if got := movesOf(fin); len(got) == 0 || got[0] != "w C3" {
		t.Fatalf("White first: moves %v, want W C3 first", got)
	}
	if fin.Board.At(vertex(t, &b, "C3")) != board.White {
		t.Errorf("White's C3 was not played on the board:\n%s", fin.Board.Grid())
	}
	// The same position gives the same moves every time.
	again := analyze.Finish(&b, nil, board.White, r, &e)
	if a, w := movesOf(again), movesOf(fin); !slices.Equal(a, w) {
		t.Errorf("a second finish played %v, the first %v", a, w)
	}
}

// TestFinishLeavesFinishedBoards: a board with no open border gets no
// move, and neither does a lone dame (filling it changes no count).
func TestFinishLeavesFinishedBoards(t *testing.T) {
	for name, s := range map[string]string{
		"sealed": "1 1 2 0\n0 1 2 0\n0 1 2 0\n",
		"dame":   "1 1 0 2\n0 1 2 0\n0 1 2 0\n",
	} {
		b := grids(t, s)[0]
		var e analyze.Evaluation
		if fin := analyze.Finish(&b, nil, board.Black, mustRules(t, "japanese"), &e); len(fin.Moves) != 0 || fin.Board != b {
			t.Errorf("%s: moves %v on a finished board", name, movesOf(fin))
		}
	}
}

// TestFinishNoSelfAtari: Black's D3 would close C3 off as Black's point,
// but the stone would stand in atari (White's D4, D2 and E3 around it, C3
// its only liberty), and White would take it there: no move is played.
// (White's C3 would be a self-atari too.)
func TestFinishNoSelfAtari(t *testing.T) {
	b := grids(t, `0 1 1 1 2 0 0
0 1 1 2 2 0 0
0 1 0 0 2 0 0
0 1 1 2 2 0 0
0 1 1 1 2 0 0
`)[0]
	var e analyze.Evaluation
	if fin := analyze.Finish(&b, nil, board.Black, mustRules(t, "japanese"), &e); len(fin.Moves) != 0 {
		t.Fatalf("moves %v, want none: D3 is a self-atari", movesOf(fin))
	}
}

// TestFinishCountsDeadStones: a dead stone stands in its area until the
// finish captures it, and the count takes it as the opponent's: Black's
// side with White's dead B4 in it is open only at the gap.
func TestFinishCountsDeadStones(t *testing.T) {
	b := grids(t, `1 1 1 2 0
0 2 1 2 0
0 0 0 2 0
0 0 1 2 0
1 1 1 2 0
`)[0]
	dead := []board.Point{vertex(t, &b, "B4")}
	var e analyze.Evaluation
	fin := analyze.Finish(&b, dead, board.Black, mustRules(t, "japanese"), &e)
	if got := movesOf(fin); len(got) != 1 || got[0] != "b C3" {
		t.Fatalf("moves %v, want [b C3]: the dead stone's side is Black's once the gap is closed", got)
	}
	if fin.Board.At(dead[0]) != board.White || fin.Captured != [3]int{} {
		t.Errorf("the dead stone was taken by the finish (captured %v):\n%s", fin.Captured, fin.Board.Grid())
	}
}

// TestFinishPlaysLegalMovesToTheEnd: on random 9x9 positions part way
// through a game, every move the finish plays is legal under the rules
// (simple ko included), and on the board it leaves no point is worth a
// move to either side: a second finish plays nothing, whoever moves
// first.
func TestFinishPlaysLegalMovesToTheEnd(t *testing.T) {
	r := mustRules(t, "japanese")
	var e analyze.Evaluation
	moved := 0
	for seed := uint64(1); seed <= 40; seed++ {
		b := randomPosition(t, 9, 30+int(seed%30), seed)
		fin := analyze.Finish(&b, nil, board.Black, r, &e)
		moved += replayLegal(t, b, fin, r)
		for _, c := range []board.Color{board.Black, board.White} {
			if again := analyze.Finish(&fin.Board, nil, c, r, &e); len(again.Moves) > 0 {
				t.Fatalf("seed %d: after the finish, %v moving first still plays %v on\n%s", seed, c, movesOf(again), fin.Board.Grid())
			}
		}
	}
	if moved < 100 {
		t.Fatalf("only %d moves played over the positions: the test proves little", moved)
	}
}

// replayLegal plays fin's moves from b under r, failing on a move the
// rules refuse (a pass lets a ko be taken back) or on another board than
// fin's at the end, and returns the moves that are not passes.
func replayLegal(t *testing.T, b board.Board, fin analyze.Finished, r analyze.Rules) int {
	t.Helper()
	pos := analyze.NewPosition([]board.Board{b})
	moved := 0
	for i, m := range fin.Moves {
		if m.Point == board.Pass {
			pos = analyze.NewPosition([]board.Board{pos.Board})
			continue
		}
		moved++
		if why, _ := pos.Play(m.Color, m.Point, &r); why != analyze.OK {
			t.Fatalf("move %d of %v is illegal (%v) on\n%s", i+1, movesOf(fin), why, pos.Board.Grid())
		}
	}
	if pos.Board != fin.Board {
		t.Fatalf("the moves %v replayed give another board than the finish's", movesOf(fin))
	}
	return moved
}

// randomPosition plays moves random legal moves from the empty n x n
// board, Black first, none into a one-point eye of the mover.
func randomPosition(t testing.TB, n, moves int, seed uint64) board.Board {
	t.Helper()
	empty, err := board.New(n, n)
	if err != nil {
		t.Fatal(err)
	}
	r := mustRules(t, "japanese")
	pos := analyze.NewPosition([]board.Board{empty})
	rng := rand.New(rand.NewPCG(seed, 7))
	pts := empty.Points(nil)
	c := board.Black
	for range moves {
		for range 20 {
			p := pts[rng.IntN(len(pts))]
			if pos.Board.IsEyeOf(p, c) {
				continue
			}
			if why, _ := pos.Play(c, p, &r); why == analyze.OK {
				break
			}
		}
		c = c.Opponent()
	}
	return pos.Board
}
