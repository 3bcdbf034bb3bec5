package game

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// koStart is a ko on 5x5 before Black takes it at C4 (White's B4 has that
// one liberty, and Black's C4 would have only B4).
const koStart = `
	. X O . .
	X O . O .
	. X O . .
	. . . . .
	. . . . .`

// TestKoPointAndPasses: the game tells the simple-ko point the side to
// move may not retake and how many passes were just played, from its moves
// and, before any, from its starting history.
func TestKoPointAndPasses(t *testing.T) {
	start := boardtest.Diagram(t, koStart)
	at := func(s string) board.Point { return boardtest.Vertex(t, &start, s) }
	chinese := rules(t, "chinese")

	g := Resume(Go, []board.Board{start}, board.Black, [3]int{}, chinese)
	if p := g.KoPoint(board.Black); p != board.Pass {
		t.Errorf("no history: ko point %v", p)
	}
	mustPlay := func(c board.Color, p board.Point) {
		t.Helper()
		if _, err := g.Play(c, p); err != nil {
			t.Fatal(err)
		}
	}
	mustPlay(board.Black, at("C4"))
	if p := g.KoPoint(board.White); p != at("B4") {
		t.Errorf("after the take: ko point %v, want B4", p)
	}
	if n := g.PassesInRow(); n != 0 {
		t.Errorf("after a stone: %d passes", n)
	}
	mustPlay(board.White, board.Pass)
	if p, n := g.KoPoint(board.Black), g.PassesInRow(); p != board.Pass || n != 1 {
		t.Errorf("after White's pass: ko point %v, %d passes", p, n)
	}
	mustPlay(board.Black, board.Pass)
	if _, over := g.Over(); !over || g.PassesInRow() != 2 {
		t.Fatalf("two passes: over %v, %d passes", over, g.PassesInRow())
	}
	g.Reopen()
	if g.Passes() != 0 || g.PassesInRow() != 2 {
		t.Errorf("reopened: Passes %d, PassesInRow %d; want 0 and 2", g.Passes(), g.PassesInRow())
	}
	// White's retake at B4 would bring back the position before Black's
	// take: simple ko allows it now, positional superko does not.
	if r := g.Legal(board.White, at("B4")); r != analyze.Superko {
		t.Errorf("retake after the passes: %v, want superko", r)
	}
	if p := g.KoPoint(board.White); p != board.Pass {
		t.Errorf("after the passes: ko point %v", p)
	}

	// A resumed game reads the same from its starting history.
	taken := *g.Board()
	r := Resume(Go, []board.Board{start, taken}, board.White, [3]int{}, chinese)
	if p := r.KoPoint(board.White); p != at("B4") {
		t.Errorf("resumed after the take: ko point %v, want B4", p)
	}
	r = Resume(Go, []board.Board{start, taken, taken, taken}, board.White, [3]int{}, chinese)
	if n := r.PassesInRow(); n != 2 {
		t.Errorf("resumed after two passes: %d passes, want 2", n)
	}
	if n := r.Passes(); n != 0 {
		t.Errorf("resumed: Passes %d", n)
	}
}

// TestErrIllegal: a refused move is an *IllegalError carrying its reason,
// and matches ErrIllegal.
func TestErrIllegal(t *testing.T) {
	start := boardtest.Diagram(t, koStart)
	at := func(s string) board.Point { return boardtest.Vertex(t, &start, s) }
	g := Resume(Go, []board.Board{start}, board.Black, [3]int{}, rules(t, "japanese"))
	if _, err := g.Play(board.Black, at("C4")); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		c    board.Color
		p    board.Point
		want analyze.Reason
	}{
		{"ko", board.White, at("B4"), analyze.Ko},
		{"occupied", board.White, at("B5"), analyze.Occupied},
		{"suicide", board.White, at("A5"), analyze.Suicide},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := g.Put(tc.c, tc.p)
			if !errors.Is(err, ErrIllegal) {
				t.Fatalf("%v: not ErrIllegal", err)
			}
			var ie *IllegalError
			if !errors.As(err, &ie) || ie.Reason != tc.want {
				t.Fatalf("%v: reason %v, want %v", err, ie, tc.want)
			}
		})
	}
	if _, err := g.Play(board.Black, board.Pass); errors.Is(err, ErrIllegal) || !errors.Is(err, ErrNotYours) {
		t.Errorf("out of turn: %v", err)
	}
}

// TestDecide: one rule for the winner, in Go and in kill-all, and the
// result texts.
func TestDecide(t *testing.T) {
	score := func(bs, bt, ws, wt int, komi float64) analyze.Score {
		return analyze.Score{
			Black: analyze.SideScore{Stones: bs, Territory: bt, Score: float64(bs + bt)},
			White: analyze.SideScore{Stones: ws, Territory: wt, Score: float64(ws+wt) + komi},
			Komi:  komi,
		}
	}
	tests := []struct {
		name string
		kind Kind
		s    analyze.Score
		want board.Color
		text string
	}{
		{"go black", Go, score(20, 10, 15, 10, 0.5), board.Black, "B+4.5"},
		{"go white on komi", Go, score(20, 10, 15, 10, 7.5), board.White, "W+2.5"},
		{"go draw", Go, score(20, 10, 15, 8, 7), board.Empty, "0"},
		{"kill-all white lives", KillAll, score(40, 0, 2, 0, 0), board.White, "W+0"},
		{"kill-all white territory only", KillAll, score(40, 0, 0, 1, 0), board.White, "W+0"},
		{"kill-all all killed", KillAll, score(30, 19, 0, 0, 7.5), board.Black, "B+0"},
		{"area go", Go, AreaScore(41, 40, 0.5), board.Black, "B+0.5"},
		{"area kill-all", KillAll, AreaScore(0, 0, 0), board.Black, "B+0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if w := Winner(tc.kind, tc.s); w != tc.want {
				t.Errorf("Winner %v, want %v", w, tc.want)
			}
			r := Decide(tc.kind, tc.s)
			if r.Winner != tc.want || r.Reason != ReasonScore || r.String() != tc.text {
				t.Errorf("Decide: %+v (%q), want %v %q", r, r.String(), tc.want, tc.text)
			}
		})
	}
}

// TestResultText: one result, said one way, for every way a game ends,
// and its ending in the words of a results table.
func TestResultText(t *testing.T) {
	s := analyze.Score{Komi: 6.5}
	for _, tc := range []struct {
		r            Result
		text, ending string
		counted      bool
	}{
		{Result{Kind: Go, Winner: board.White, Reason: ReasonScore, Margin: 6.5, Score: s}, "W+6.5", "two passes", true},
		{Result{Kind: Go, Winner: board.Empty, Reason: ReasonScore}, "Draw", "two passes", true},
		{Result{Kind: Go, Winner: board.White, Reason: ReasonResign}, "W+R (black resigns)", "resignation", false},
		{Result{Kind: KillAll, Winner: board.Black, Reason: ReasonScore}, "Black wins: White has no stones and no territory left", "two passes", false},
		{Result{Kind: KillAll, Winner: board.White, Reason: ReasonScore}, "White wins: White keeps stones or territory", "two passes", false},
		{Result{Kind: KillAll, Winner: board.White, Reason: ReasonLives}, "White wins: a white group cannot be killed", "white lives", false},
		{Result{Kind: KillAll, Winner: board.Black, Reason: ReasonResign}, "B+R (white resigns)", "resignation", false},
	} {
		if got := tc.r.Text(); got != tc.text || tc.r.Counted() != tc.counted || tc.r.Ending() != tc.ending {
			t.Errorf("%+v: %q counted %v ending %q, want %q %v %q", tc.r, got, tc.r.Counted(), tc.r.Ending(), tc.text, tc.counted, tc.ending)
		}
	}
	// A resignation on an empty board is W+R, never a draw.
	g, _ := New(Go, 5, 5, analyze.Rules{Name: "japanese"})
	if err := g.Resign(board.Black); err != nil {
		t.Fatal(err)
	}
	if res, _ := g.Over(); res.Text() != "W+R (black resigns)" || res.Counted() {
		t.Errorf("resign: %q", res.Text())
	}
}
