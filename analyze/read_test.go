package analyze

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// The boards of the reading tests, each a fight between groups walled in
// by others that live.
const (
	// Each side's three stones in atari in the other's eye space; a
	// capture loses the race after it (fixtures/japanese/hanezeki-edge.txt).
	hanezekiBoard = `
		. X . X X X O O . O .
		X X X X X X O O O O O
		X X X X X X O O O O O
		X X X X X X O O O O O
		O O O O O O X X X X X
		. X X X O . X O O O .`
	// The same with two stones a side: a capture is answered by a
	// capture, and the sides come out even (hane-exchange.txt).
	exchangeBoard = `
		. X . X O O . O .
		X X X X O O O O O
		X X X X O O O O O
		O O O O X X X X X
		. X X O . X O O .`
	// One eye each, and White's group short of a liberty: Black's D6
	// kills (one-eye-race-not-seki.txt).
	oneEyeRaceBoard = `
		. X . . O . O X . .
		X X X X O O O X . .
		O O O O X X X X . .
		O O O O X . . . . .
		. O . O X . . . . .
		O O O O X . . . . .`
	// Two-point eyes each and one shared liberty: seki
	// (seki-one-eye-two-point-eyes.txt).
	twoPointEyesBoard = `
		. O . O X . X . X
		O O O O X X X X X
		O O O O X X X X X
		X X X X O O O O O
		. . X . O . . O O`
)

// TestReadGainAnswersEachFight: the reading tells a capture that loses
// the race after it (hanezeki) from one that comes out even (an exchange:
// a capture still to make), finds a kill the dame fills miss, and finds
// no gain in a seki.
func TestReadGainAnswersEachFight(t *testing.T) {
	for _, tc := range []struct {
		name, board, seed string
		mover             board.Color
		goal              readGoal
		want              readOutcome
	}{
		{"hanezeki: White's capture at A1 loses", hanezekiBoard, "B1", White, goalTake, readLoses},
		{"hanezeki: Black's capture at L1 loses", hanezekiBoard, "H1", Black, goalTake, readLoses},
		{"hanezeki: no gain for Black", hanezekiBoard, "B1", Black, goalGain, readLoses},
		{"exchange: White takes two and loses no more", exchangeBoard, "B1", White, goalTake, readGains},
		{"exchange: but gains nothing", exchangeBoard, "B1", White, goalGain, readLoses},
		{"one-eye race: Black kills", oneEyeRaceBoard, "E6", Black, goalGain, readGains},
		{"one-eye race: White cannot", oneEyeRaceBoard, "B6", White, goalGain, readLoses},
		{"two-point eyes: Black cannot", twoPointEyesBoard, "E1", Black, goalGain, readLoses},
		{"two-point eyes: White cannot", twoPointEyesBoard, "C1", White, goalGain, readLoses},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.board)
			seed := boardtest.Vertex(t, &b, tc.seed)
			if got := readGain(&b, &b, []board.Point{seed}, tc.mover, tc.goal, 20_000, nil); got != tc.want {
				t.Errorf("readGain = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestSettleReadsWhatTheFillsMiss: the settling calls a hanezeki and a
// seki of two-point eyes seki, and a one-eyed race that one side wins
// unsettled, where the fills of the dame alone found a capture to make,
// no seki, and a seki.
func TestSettleReadsWhatTheFillsMiss(t *testing.T) {
	for _, tc := range []struct {
		name, board string
		stones      int  // in seki
		unsettled   bool // a string named that can be captured
	}{
		{"hanezeki", hanezekiBoard, 19, false},
		{"two-point eyes", twoPointEyesBoard, 13, false},
		{"one-eye race", oneEyeRaceBoard, 0, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.board)
			var s Seki
			settle(&b, &b, &s, &readMemo{}, false)
			if got := s.Stones[Black] + s.Stones[White]; got != tc.stones {
				t.Errorf("%d stones in seki, want %d", got, tc.stones)
			}
			if got := len(s.Unsettled) > 0; got != tc.unsettled {
				t.Errorf("unsettled %v (%v), want %v", got, s.Unsettled, tc.unsettled)
			}
		})
	}
}

// BenchmarkReadHanezeki reads both captures of a hanezeki, the largest
// fight of the fixtures but one.
func BenchmarkReadHanezeki(b *testing.B) {
	pos := boardtest.Diagram(b, hanezekiBoard)
	black, white := boardtest.Vertex(b, &pos, "H1"), boardtest.Vertex(b, &pos, "B1")
	for b.Loop() {
		readGain(&pos, &pos, []board.Point{white}, White, goalTake, 20_000, nil)
		readGain(&pos, &pos, []board.Point{black}, Black, goalTake, 20_000, nil)
	}
}

// TestReadVisitsTheSamePositions: each reading visits the positions it
// visited when its search was written, as many and in the same order.
// The readings of one board share a budget, so a change in the order of
// the moves or in what counts as a visit changes which readings run out
// and so the answers, even where each reading alone answers the same.
func TestReadVisitsTheSamePositions(t *testing.T) {
	for _, tc := range []struct {
		name, board, seed string
		mover             board.Color
		goal              readGoal
		nodes             int
		want              readOutcome
	}{
		{"hanezeki, White takes", hanezekiBoard, "B1", White, goalTake, 1076, readLoses},
		{"hanezeki, Black takes", hanezekiBoard, "H1", Black, goalTake, 1076, readLoses},
		{"hanezeki, Black gains", hanezekiBoard, "B1", Black, goalGain, 899, readLoses},
		{"exchange, White takes", exchangeBoard, "B1", White, goalTake, 83, readGains},
		{"exchange, White gains", exchangeBoard, "B1", White, goalGain, 91, readLoses},
		{"one-eye race, Black gains", oneEyeRaceBoard, "E6", Black, goalGain, 3, readGains},
		{"one-eye race, White gains", oneEyeRaceBoard, "B6", White, goalGain, 14, readLoses},
		{"two-point eyes, Black gains", twoPointEyesBoard, "E1", Black, goalGain, 74, readLoses},
		{"two-point eyes, White gains", twoPointEyesBoard, "C1", White, goalGain, 74, readLoses},
		{"hanezeki, White takes in 500", hanezekiBoard, "B1", White, goalTake, 500, readUnknown},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.board)
			seed := boardtest.Vertex(t, &b, tc.seed)
			var r reader
			r.reset()
			if !r.gather(&b, &b, []board.Point{seed}) {
				t.Fatal("the area is too large to read")
			}
			r.budget, r.goal = 20_000, tc.goal
			if tc.want == readUnknown {
				r.budget = 500
			}
			got := r.gains(tc.mover)
			if got != tc.want || r.nodes != tc.nodes {
				t.Errorf("reading = %d after %d positions, want %d after %d", got, r.nodes, tc.want, tc.nodes)
			}
		})
	}
}

// TestFindSekiReadsWithinOneBudget: the readings of one board share
// readBudget. On this random fill, settled whole, the first two readings
// answer, the third runs out of its own limit (12,000), and the last two
// out of what is left of the board's: 1 + 341 + 12,000 + 10,000 + 2,658
// = 25,000. The board has an open border, so FindSeki stops its settling
// at the first string the fills show lost that the reading does not save,
// after the first reading, with that string alone unsettled.
func TestFindSekiReadsWithinOneBudget(t *testing.T) {
	b := boardtest.Diagram(t, `
		O O O X X . X X X O X
		X X X O . X X O X O .
		X O O X O O O . O O .
		. O X O . . . . X X X
		O O O X O X X . O O .
		. O . X O . O . O X .
		X X O X . X O O X X X
		X . O . X . O X O X O
		. . X X X O O O O . .
		. O O O O O X . O X X
		X X X X . O . O . O O`)
	type reading struct {
		nodes int
		res   readOutcome
		goal  readGoal
	}
	want := []reading{{1, readGains, goalTake}, {341, readGains, goalTake}, {12_000, readUnknown, goalTake}, {10_000, readUnknown, goalGain}, {2_658, readUnknown, goalGain}}
	var got []reading
	defer func(hook func(int, readOutcome, readGoal)) { readHook = hook }(readHook)
	readHook = func(nodes int, res readOutcome, goal readGoal) { got = append(got, reading{nodes, res, goal}) }
	var e Evaluation
	Evaluate(&b, board.Empty, &e)
	var memo readMemo
	if !e.settles(&memo) {
		t.Fatal("settles = false, want true")
	}
	var whole Seki
	settle(&e.After, e.Cleared(), &whole, &memo, false)
	if !slices.Equal(got, want) {
		t.Errorf("settled whole: readings (positions, outcome, goal) %v, want %v", got, want)
	}

	got = nil
	Evaluate(&b, board.Empty, &e)
	if len(e.OpenBorders()) == 0 {
		t.Fatal("no open border")
	}
	k := e.FindSeki()
	if want := want[:1]; !slices.Equal(got, want) {
		t.Errorf("FindSeki: readings %v, want %v", got, want)
	}
	if len(whole.Unsettled) < 2 || len(k.Unsettled) != 1 || !slices.Contains(whole.Unsettled, k.Unsettled[0]) {
		t.Errorf("FindSeki: unsettled %v, want one of %v", k.Unsettled, whole.Unsettled)
	}
}

// TestReadPlayUndoKeepsTheStrings: the strings the reading keeps as it
// plays and takes back are those a fresh look at the cells finds, kind
// tells a capture and a suicide before the play, and taking every move
// back leaves the position the reading started from.
func TestReadPlayUndoKeepsTheStrings(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range []struct{ name, board, seed string }{
		{"hanezeki", hanezekiBoard, "B1"},
		{"exchange", exchangeBoard, "B1"},
		{"one-eye race", oneEyeRaceBoard, "E6"},
		{"two-point eyes", twoPointEyesBoard, "E1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.board)
			seed := boardtest.Vertex(t, &b, tc.seed)
			var r reader
			r.reset()
			if !r.gather(&b, &b, []board.Point{seed}) {
				t.Fatal("the area is too large to read")
			}
			r.setup()
			start := r.pos.cells
			var moves []rmove
			for step := 0; step < 3000; step++ {
				col := board.Color(1 + rng.IntN(2))
				var legal []int8
				for i := range r.pts {
					if r.pos.cells[i] == Empty && r.kind(col, int8(i)) >= 0 {
						legal = append(legal, int8(i))
					}
				}
				if len(moves) > 0 && (len(legal) == 0 || len(moves) == readDepth || rng.IntN(3) == 0) {
					r.pos.undo(&moves[len(moves)-1])
					moves = moves[:len(moves)-1]
				} else if len(legal) > 0 {
					i := legal[rng.IntN(len(legal))]
					kind := r.kind(col, i)
					moves = append(moves, rmove{})
					_, took, _, ok := r.play(col, i, &moves[len(moves)-1])
					if !ok || (took > 0) != (kind == 0) {
						t.Fatalf("step %d: %v at %v: legal %v, %d taken; kind said %d", step, col, r.pts[i], ok, took, kind)
					}
				}
				checkStrings(t, &r, step)
			}
			for len(moves) > 0 {
				r.pos.undo(&moves[len(moves)-1])
				moves = moves[:len(moves)-1]
			}
			if r.pos.cells != start {
				t.Error("taking every move back did not give the start back")
			}
			checkStrings(t, &r, -1)
		})
	}
}

// checkStrings fails t unless r's strings are those of a fresh setup on
// its cells.
func checkStrings(t *testing.T, r *reader, step int) {
	t.Helper()
	fresh := *r
	fresh.pos.journal = nil
	fresh.start = r.pos.cells
	fresh.setup()
	p, q := &r.pos, &fresh.pos
	if p.empty != q.empty || p.packed != q.packed {
		t.Fatalf("step %d: empty %x packed %x, a fresh look finds %x %x", step, p.empty, p.packed, q.empty, q.packed)
	}
	for i := range r.pts {
		if p.cells[i] != Empty && p.strs[p.head[i]] != q.strs[q.head[i]] {
			t.Fatalf("step %d: the string at %v is %+v, a fresh look finds %+v", step, r.pts[i], p.strs[p.head[i]], q.strs[q.head[i]])
		}
	}
}

// TestReadGatherRefusesLargeAreas: an area of more than readEmpty empty
// points or more than readPoints points is not read, however early the
// gathering finds it out; one within both limits is.
func TestReadGatherRefusesLargeAreas(t *testing.T) {
	for _, tc := range []struct {
		name, board, seed string
		want              bool
	}{
		{"eight one-point eyes", `
			. O . O . O . O X
			O O O O O O O O O
			. O . O . O . O X`, "B2", true},
		{"nine one-point eyes", `
			. O . O . O . O .
			O O O O O O O O O
			. O . O . O . O X`, "B2", false},
		{"a string of 54 stones", `
			. O O O O O O O O
			O O O O O O O O O
			O O O O O O O O O
			O O O O O O O O O
			O O O O O O O O O
			O O O O O O O O O
			O O O O O O O O .`, "B2", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.board)
			seed := boardtest.Vertex(t, &b, tc.seed)
			var r reader
			r.reset()
			if got := r.gather(&b, &b, []board.Point{seed}); got != tc.want {
				t.Errorf("gather = %v, want %v", got, tc.want)
			}
		})
	}
}
