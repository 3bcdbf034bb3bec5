package playout_test

import (
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// TestHintsTactics checks the tactical hints in hand-drawn positions.
func TestHintsTactics(t *testing.T) {
	tests := []struct {
		name    string
		diagram string
		c       board.Color
		p       rc
		want    playout.Hint // flags that must be set
		not     playout.Hint // flags that must be clear
	}{
		{"atari into a ladder", ladderPos, board.Black, rc{4, 5}, playout.HintAtari | playout.HintLadderCapture, 0},
		{"atari into a ladder past the breaker", breakerPos, board.Black, rc{4, 5}, playout.HintAtari | playout.HintLadderCapture, 0},
		{"atari toward the breaker", breakerPos, board.Black, rc{5, 4}, playout.HintAtari, playout.HintLadderCapture},
		{"no atari, no ladder", ladderPos, board.Black, rc{3, 3}, 0, playout.HintAtari | playout.HintLadderCapture},
		{"escape into a ladder", chasedPos, board.White, rc{5, 4}, playout.HintSave | playout.HintBadEscape, 0},
		{"escape toward a breaker", chasedBreakerPos, board.White, rc{5, 4}, playout.HintSave, playout.HintBadEscape},
		{"nakade", `
			.......
			.......
			OOOOO..
			O...O..
			OOOOO..`, board.Black, rc{3, 2}, playout.HintNakade, 0},
		{"no nakade at the end of the space", `
			.......
			.......
			OOOOO..
			O...O..
			OOOOO..`, board.Black, rc{3, 1}, 0, playout.HintNakade},
	}
	for _, tc := range tests {
		b := parse(t, tc.diagram)
		pb := playout.FromBoard(&b, tc.c, board.Pass)
		h := pb.Hints(tc.c, b.Point(tc.p[0], tc.p[1]))
		if h&tc.want != tc.want || h&tc.not != 0 {
			t.Errorf("%s: Hints = %b, want %b set and %b clear", tc.name, h, tc.want, tc.not)
		}
	}
}
