package game_test

import (
	"errors"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// TestFromMovesUndoesIntoTheRecord: a record's moves become the game's
// own, so Undo takes them back to the setup with ko, prisoners and the side
// to move as they were, and the game stands where FromRecord's does.
func TestFromMovesUndoesIntoTheRecord(t *testing.T) {
	japanese, _ := analyze.Preset("japanese")
	rec := parseOne(t, koInput)
	g, err := game.FromMoves(game.Go, rec, japanese, [3]int{board.Black: 2})
	if err != nil {
		t.Fatal(err)
	}
	want, _ := game.FromRecord(rec, japanese)
	if *g.Board() != *want.Board() || g.ToMove() != want.ToMove() || len(g.Moves()) != 4 || g.Prisoners(board.White) != 1 || g.Prisoners(board.Black) != 3 {
		t.Fatalf("board\n%sto move %v, %d moves, prisoners %d %d", g.Board().Grid(), g.ToMove(), len(g.Moves()), g.Prisoners(board.Black), g.Prisoners(board.White))
	}
	if r := g.Legal(board.Black, vertex(t, "C3")); r != analyze.Ko {
		t.Errorf("Black retaking at C3: %v, want ko", r)
	}
	for i := 0; i < 4; i++ {
		if err := g.Undo(); err != nil {
			t.Fatalf("undo %d: %v", i+1, err)
		}
	}
	if setup := rec.SetupBoard(); *g.Board() != setup || g.ToMove() != board.Black || g.Prisoners(board.Black) != 2 {
		t.Errorf("after undoing every move: board\n%sto move %v, prisoners %d", g.Board().Grid(), g.ToMove(), g.Prisoners(board.Black))
	}
	if err := g.Undo(); !errors.Is(err, game.ErrNoHistory) {
		t.Errorf("undo past the setup: %v", err)
	}
}

// TestFromMovesRefusesWhatIsNotMoves: setup between moves and moves onto
// stones change the position in ways no move does; an illegal move is
// the error FromRecord gives.
func TestFromMovesRefusesWhatIsNotMoves(t *testing.T) {
	japanese, _ := analyze.Preset("japanese")
	for _, tc := range []struct {
		input string
		kind  error
	}{
		{"(;SZ[5];B[aa];AW[bb];W[cc])", game.ErrNotMoves},
		{"(;SZ[5];B[aa];W[aa])", game.ErrNotMoves},
		{"(;SZ[3]AW[ba][ab];B[aa])", game.ErrIllegal},
	} {
		if _, err := game.FromMoves(game.Go, parseOne(t, tc.input), japanese, [3]int{}); !errors.Is(err, tc.kind) {
			t.Errorf("%s: %v, want %v", tc.input, err, tc.kind)
		}
	}
}

// TestFromMovesGoesOnAfterTwoPasses: a loaded game that ended with two
// passes goes on; undo after more moves leaves it over only if the
// position reached ends with two passes.
func TestFromMovesGoesOnAfterTwoPasses(t *testing.T) {
	japanese, _ := analyze.Preset("japanese")
	g, err := game.FromMoves(game.Go, parseOne(t, "(;SZ[5];B[cc];W[];B[])"), japanese, [3]int{})
	if err != nil {
		t.Fatal(err)
	}
	if _, over := g.Over(); over {
		t.Fatal("the loaded game is over")
	}
	if _, err := g.Play(board.White, vertex(t, "D4")); err != nil {
		t.Fatal(err)
	}
	if _, err := g.Play(board.Black, vertex(t, "B2")); err != nil {
		t.Fatal(err)
	}
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if _, over := g.Over(); over {
		t.Error("undoing a move after the passes ended the game")
	}
}
