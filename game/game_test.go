package game

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/parse"
)

func vtx(t *testing.T, s string) board.Point {
	t.Helper()
	v, err := board.ParseVertex(s)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := board.New(19, 19)
	p, _ := v.Resolve(&b)
	return p
}

func rules(t *testing.T, name string) analyze.Rules {
	r, err := analyze.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// play plays the moves alternately from whoever is to move.
func play(t *testing.T, g *Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		p := board.Pass
		if m != "pass" {
			p = vtx(t, m)
		}
		if _, err := g.Play(g.ToMove(), p); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

func illegal(t *testing.T, err error) analyze.Reason {
	t.Helper()
	var ie *IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("want an illegal move, got %v", err)
	}
	return ie.Reason
}

func TestKo(t *testing.T) {
	// . X O .
	// X . X O    Black has just played C2? Build it move by move on 4x3.
	g, _ := New(Go, 4, 3, rules(t, "japanese"))
	play(t, g, "B3", "C3", "A2", "D2", "B1", "C1", "C2") // black C2 sits in white's mouth
	play(t, g, "B2")                                     // white takes C2: ko
	if g.Prisoners(board.White) != 1 {
		t.Fatalf("white prisoners %d, want 1\n%s", g.Prisoners(board.White), g.Board().Grid())
	}
	_, err := g.Play(board.Black, vtx(t, "C2"))
	if r := illegal(t, err); r != analyze.Ko {
		t.Fatalf("retake: %v, want ko", r)
	}
	play(t, g, "A3") // a threat elsewhere
	play(t, g, "D3") // answered
	play(t, g, "C2") // now the retake is legal
	if g.Prisoners(board.Black) != 1 {
		t.Fatalf("black prisoners %d, want 1", g.Prisoners(board.Black))
	}
	// Undo the retake: prisoners and the ko state come back.
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.Prisoners(board.Black) != 0 || g.ToMove() != board.Black {
		t.Fatalf("after undo: black prisoners %d, to move %v", g.Prisoners(board.Black), g.ToMove())
	}
	if err := g.Undo(); err != nil { // D3
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil { // A3
		t.Fatal(err)
	}
	_, err = g.Play(board.Black, vtx(t, "C2"))
	if r := illegal(t, err); r != analyze.Ko {
		t.Fatalf("after undoing the threats the retake is ko again: got %v", r)
	}
	for len(g.Moves()) > 0 {
		if err := g.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if err := g.Undo(); !errors.Is(err, ErrNoHistory) {
		t.Errorf("undo at the start: %v", err)
	}
}

// TestSuperko resumes the superko fixture (a ko capture, then two passes
// in the history) and retakes: a repetition of the first grid, forbidden
// by positional superko only.
func TestSuperko(t *testing.T) {
	var f parse.File
	if _, err := parse.ReadFile("../fixtures/superko.txt", nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]analyze.Reason{"chinese": analyze.Superko, "japanese": analyze.OK} {
		g := Resume(Go, f.Grids, board.White, [3]int{}, rules(t, name))
		_, err := g.Play(board.White, vtx(t, "D6"))
		got := analyze.OK
		if err != nil {
			got = illegal(t, err)
		}
		if got != want {
			t.Errorf("%s: white D6 %v, want %v", name, got, want)
		}
	}
}

func TestTurnsPassesResign(t *testing.T) {
	g, _ := New(Go, 5, 5, rules(t, "japanese"))
	if _, err := g.Play(board.White, vtx(t, "C3")); !errors.Is(err, ErrNotYours) {
		t.Errorf("white first: %v", err)
	}
	if _, err := g.Play(board.Black, vtx(t, "F6")); illegal(t, err) != analyze.OffBoard {
		t.Errorf("off board")
	}
	play(t, g, "C3", "C4")
	if _, err := g.Play(board.Black, vtx(t, "C4")); illegal(t, err) != analyze.Occupied {
		t.Errorf("occupied")
	}
	play(t, g, "pass")
	if _, over := g.Over(); over || g.Passes() != 1 {
		t.Fatal("one pass ended the game")
	}
	play(t, g, "D4", "pass", "pass")
	res, over := g.Over()
	if !over || res.Reason != ReasonScore {
		t.Fatalf("two passes: over %v %+v", over, res)
	}
	// Black C3 and D4 against White C4: nobody has territory on an open
	// board, so the result is a draw by territory scoring.
	if res.String() != "0" || res.Winner != board.Empty {
		t.Errorf("result %s", res)
	}
	if _, err := g.Play(board.Black, vtx(t, "A1")); !errors.Is(err, ErrOver) {
		t.Errorf("move after the end: %v", err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, over := g.Over(); over {
		t.Error("undoing the second pass should reopen the game")
	}
	if err := g.Resign(board.Black); err != nil {
		t.Fatal(err)
	}
	if res, _ := g.Over(); res.String() != "W+R" {
		t.Errorf("resignation result %s", res)
	}
}

func TestFinalScore(t *testing.T) {
	// Black walls off the left, White the right, on 5x5 with komi 0.5.
	r := rules(t, "japanese")
	r.Komi = 0.5
	g, _ := New(Go, 5, 5, r)
	play(t, g, "B1", "D1", "B2", "D2", "B3", "D3", "B4", "D4", "B5", "D5", "pass", "pass")
	res, _ := g.Over()
	// Each has 5 territory (column A / column E); C is neutral.
	if res.Score.Black.Territory != 5 || res.Score.White.Territory != 5 || res.String() != "W+0.5" {
		t.Errorf("%+v %s", res.Score, res)
	}
}

// TestScoreDead: a white stone left in Black's area is neutral-making as
// the board stands; taken off as dead it turns the area into Black's
// territory and counts as Black's prisoner under territory scoring.
func TestScoreDead(t *testing.T) {
	r := rules(t, "japanese")
	r.Komi = 0.5
	g, _ := New(Go, 5, 5, r)
	play(t, g, "B1", "D1", "B2", "D2", "B3", "D3", "B4", "D4", "B5", "D5", "pass", "A3", "pass", "pass")
	if s := g.Score(); s.Black.Territory != 0 || s.Result() != "W+5.5" {
		t.Fatalf("as it stands: %+v %s, want no black territory and W+5.5", s, s.Result())
	}
	s := g.ScoreDead([]board.Point{vtx(t, "A3")})
	if s.Black.Territory != 5 || s.Black.DeadTaken != 1 || s.Black.Score != 6 || s.Result() != "B+0.5" {
		t.Errorf("A3 dead: %+v %s, want black 5 territory + 1 dead = 6, B+0.5", s, s.Result())
	}
	if s := g.Score(); s.Black.DeadTaken != 0 {
		t.Errorf("ScoreDead changed the game: %+v", s)
	}
}

func TestKillAll(t *testing.T) {
	g, _ := New(KillAll, 5, 5, rules(t, "japanese"))
	play(t, g, "pass", "pass")
	if _, over := g.Over(); over {
		t.Fatal("Black's two passes while placing its stones ended the game")
	}
	g, _ = New(KillAll, 5, 5, rules(t, "japanese"))
	play(t, g, "C3")
	if g.ToMove() != board.Black {
		t.Fatal("Black places two stones first")
	}
	play(t, g, "C4")
	if g.ToMove() != board.White {
		t.Fatal("then White")
	}
	// White builds a living shape in the corner: Benson ends the game.
	g2 := Resume(KillAll, grid(t, "00000\n00000\n11111\n22222\n02020\n"), board.White, [3]int{}, rules(t, "japanese"))
	if _, err := g2.Play(board.White, board.Pass); err != nil {
		t.Fatal(err)
	}
	if res, over := g2.Over(); !over || res.Winner != board.White || res.Reason != ReasonLives {
		t.Errorf("white's living group: %+v", res)
	}
	// White wiped out, two passes: Black wins.
	g3 := Resume(KillAll, grid(t, "111\n101\n111\n"), board.White, [3]int{}, rules(t, "japanese"))
	play(t, g3, "pass", "pass")
	if res, _ := g3.Over(); res.Winner != board.Black {
		t.Errorf("nothing left for white: %+v", res)
	}
	// White has one stone left: White wins at the end.
	g4 := Resume(KillAll, grid(t, "1110\n1020\n1110\n"), board.White, [3]int{}, rules(t, "japanese"))
	play(t, g4, "pass", "pass")
	if res, _ := g4.Over(); res.Winner != board.White {
		t.Errorf("a white stone survives: %+v", res)
	}
}

func grid(t *testing.T, s string) []board.Board {
	t.Helper()
	return []board.Board{boardtest.Diagram(t, s)}
}

// TestScoreSeki: the seki's eyes are nobody's territory under territory
// scoring, as score counts them, and their owner's under area scoring. The
// corner seki of fixtures/seki/corner-eye.txt: Black's eye C7 and the dame
// A5 A7; White's 24 points on the right and below.
func TestScoreSeki(t *testing.T) {
	var f parse.File
	if _, err := parse.ReadFile("../fixtures/seki/corner-eye.txt", nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	b := f.Grids[0]
	for _, tt := range []struct {
		rules     string
		blackTerr int
		want      string
	}{
		{"japanese", 0, "W+24"},
		{"chinese", 1, "W+23"},
	} {
		g := Resume(Go, []board.Board{b}, board.Black, [3]int{}, rules(t, tt.rules))
		if s := g.Score(); s.Black.Territory != tt.blackTerr || s.White.Territory != 24 || s.Result() != tt.want {
			t.Errorf("%s: %+v %s, want black territory %d, white 24, %s", tt.rules, s, s.Result(), tt.blackTerr, tt.want)
		}
	}
}
