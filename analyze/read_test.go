package analyze

import (
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
			settle(&b, &b, &s, &readMemo{})
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
