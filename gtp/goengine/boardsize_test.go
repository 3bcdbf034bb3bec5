package goengine

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/game"
)

// TestRectangularBoardsize: Sabaki sends rectangular_boardsize WIDTH
// HEIGHT for a board that is not square; it and boardsize take SIZE,
// WIDTH HEIGHT and WIDTH:HEIGHT, as KataGo's do, and the game that follows
// is played, searched and analysed on that board. A bad size is refused
// and leaves the board as it was.
func TestRectangularBoardsize(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	for _, tc := range []struct {
		cmd, answer string
		w, h        int // the board after it
	}{
		{"rectangular_boardsize 13 9", "=\n\n", 13, 9},
		{"rectangular_boardsize 9 13", "=\n\n", 9, 13},
		{"rectangular_boardsize 7", "=\n\n", 7, 7},
		{"rectangular_boardsize 19 1", "=\n\n", 19, 1},
		{"boardsize 5:11", "=\n\n", 5, 11},
		{"boardsize 11 5", "=\n\n", 11, 5},
		{"boardsize 9", "=\n\n", 9, 9},
		{"rectangular_boardsize 20 9", "? unacceptable size\n\n", 19, 19},
		{"rectangular_boardsize 9 0", "? unacceptable size\n\n", 19, 19},
		{"boardsize -3:5", "? unacceptable size\n\n", 19, 19},
		{"rectangular_boardsize", "? syntax error: rectangular_boardsize SIZE, WIDTH HEIGHT or WIDTH:HEIGHT\n\n", 19, 19},
		{"rectangular_boardsize 9 x", "? syntax error: rectangular_boardsize SIZE, WIDTH HEIGHT or WIDTH:HEIGHT\n\n", 19, 19},
		{"boardsize 9:9:9", "? syntax error: boardsize SIZE, WIDTH HEIGHT or WIDTH:HEIGHT\n\n", 19, 19},
	} {
		ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 19, Bot: mcts.Config{Playouts: 300, Seed: 2, Threads: 1}})
		if got := e.Execute(tc.cmd); got != tc.answer {
			t.Errorf("%s: %q, want %q", tc.cmd, got, tc.answer)
		}
		if b := ge.g.Board(); b.Width() != tc.w || b.Height() != tc.h {
			t.Errorf("%s: the board is %dx%d, want %dx%d", tc.cmd, b.Width(), b.Height(), tc.w, tc.h)
		}
	}

	// A game on 13x9: the corner N9 is on the board and N10 off it; the
	// bot's move and every move of an analysis are on the board; clear_board
	// keeps the size.
	ge, e := build("goscore", "test", Config{RulesChoice: game.RulesChoice{Rules: r}, Size: 19, Bot: mcts.Config{Playouts: 300, Seed: 2, Threads: 1}})
	for _, step := range [][2]string{
		{"rectangular_boardsize 13 9", "=\n\n"},
		{"fixed_handicap 2", "? no handicap placement on a board that is not square: give the stones with set_free_handicap\n\n"},
		{"play b N9", "=\n\n"},
		{"play w N10", "? illegal move\n\n"},
	} {
		if got := e.Execute(step[0]); got != step[1] {
			t.Errorf("13x9: %s: %q, want %q", step[0], got, step[1])
		}
	}
	onBoard := func(text string) bool {
		v, err := board.ParseVertex(text)
		if err != nil {
			return false
		}
		_, ok := v.Resolve(ge.g.Board())
		return v.IsPass() || ok
	}
	if got := e.Execute("genmove w"); !strings.HasPrefix(got, "= ") || !onBoard(strings.TrimSpace(got[2:])) {
		t.Errorf("13x9: genmove w: %q", got)
	}
	line := strings.Split(e.Execute("kata-analyze b 50"), "\n")[1]
	for _, kv := range infoFields(t, line) {
		if !onBoard(kv[0][1]) {
			t.Errorf("13x9: kata-analyze names %s", kv[0][1])
		}
	}
	e.Execute("clear_board")
	if b := ge.g.Board(); b.Width() != 13 || b.Height() != 9 || b.Count(board.Black) != 0 {
		t.Errorf("clear_board: %dx%d with %d black stones, want an empty 13x9", b.Width(), b.Height(), b.Count(board.Black))
	}
}
