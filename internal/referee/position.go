package referee

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// Position is what an engine is told about a game: the board's size (that
// of Final), komi and rules, the stones set up before the first move, the
// moves played from there, and the side to move at the end.
//
// GTP has no command for setup stones that every engine knows (Pachi has
// no loadsgf, GNU Go no set_position), so Setup's stones are played one
// by one with play, Black's and White's in file order. That is the setup
// exactly when every string of Setup has a liberty: a string being built
// always touches an empty point, its own unplaced stone or the liberty it
// keeps at the end, so no placement captures or is suicide, and nothing
// repeats for a superko rule to refuse.
type Position struct {
	Setup  board.Board
	Moves  []sgf.Move  // colour and point (board.Pass for a pass)
	ToMove board.Color // after the last move; Empty leaves it to the moves
	Komi   float64     // as the rules in force give it
	Rules  analyze.Rules
	// Final is the position after the moves: the engine's answer is
	// checked against it, and its dead stones lie on it.
	Final board.Board
	// History tells whether Setup and Moves are the game's own history
	// (ko and the last moves are known to the engine), rather than Final
	// set up alone.
	History bool
}

// FromFile returns what an engine is told about f, as replayed under
// rules, with toMove the side to move and cleared its current position
// without the strings that have no liberties (analyze.Evaluation's
// Cleared), which is what the engine judges. An SGF gives its setup and
// moves, a grid file its grids when each follows the last by one move;
// a file whose history cannot be told with play alone (setup nodes after
// the first move, a move onto a stone, a setup string without liberties, a
// grid history with gaps) gives its cleared position set up alone, with no
// history.
func FromFile(f *parse.File, rules analyze.Rules, toMove board.Color, cleared *board.Board) Position {
	pos := Position{ToMove: toMove, Komi: rules.Komi, Rules: rules, Final: *cleared}
	final := f.Current()
	switch {
	case *final != *cleared:
		// The file's own position has strings without liberties: no
		// sequence of moves reaches it.
	case f.Record != nil:
		rec := f.Record
		setup := rec.SetupBoard()
		if len(rec.Setups) == 0 && !rec.Repaired(sgf.RepairOccupied) && breathes(&setup) {
			pos.Setup, pos.Moves, pos.History = setup, rec.Moves, true
		}
	case len(f.Grids) > 1:
		if moves, ok := gridMoves(f.Grids); ok {
			pos.Setup, pos.Moves, pos.History = f.Grids[0], moves, true
		}
	}
	if !pos.History {
		pos.Setup = *cleared
	}
	return pos
}

// FromGame returns what an engine is told about g: its starting position
// and its moves, or, when the start has a string without liberties, its
// current position (without such strings) set up alone.
func FromGame(g *game.Game) Position {
	pos := Position{ToMove: g.ToMove(), Komi: g.Rules.Komi, Rules: g.Rules}
	var e analyze.Evaluation
	analyze.Evaluate(g.Board(), g.ToMove(), &e)
	pos.Final = *e.Cleared()
	start := g.StartBoard()
	if breathes(&start) && pos.Final == *g.Board() {
		pos.Setup, pos.History = start, true
		for _, m := range g.Moves() {
			if !m.Resign {
				pos.Moves = append(pos.Moves, sgf.Move{Colour: m.Colour, Point: m.Point})
			}
		}
	} else {
		pos.Setup = pos.Final
	}
	return pos
}

// breathes reports whether every string of b has a liberty, so that its
// stones can be played one by one.
func breathes(b *board.Board) bool {
	var e analyze.Evaluation
	analyze.Evaluate(b, board.Empty, &e)
	return *e.Cleared() == *b
}

// gridMoves returns the moves that lead from each grid to the next, when
// the first grid's strings all have liberties and each later grid is the
// one before with one stone played by the rules (its captures taken);
// a grid that repeats the one before is skipped, the engine being told
// the side to move at the end. ok is false for any other history.
func gridMoves(grids []board.Board) (moves []sgf.Move, ok bool) {
	if !breathes(&grids[0]) {
		return nil, false
	}
	var pos analyze.Position
	pos.Reset(grids[:1])
	anyKo := analyze.Rules{Ko: analyze.KoSimple}
	for i := 1; i < len(grids); i++ {
		a, b := &grids[i-1], &grids[i]
		if *a == *b {
			continue
		}
		m, found := placed(a, b)
		if !found {
			return nil, false
		}
		pos.Reset(grids[i-1 : i])
		if reason, _ := pos.Play(m.Colour, m.Point, &anyKo); reason != analyze.OK || pos.Board != *b {
			return nil, false
		}
		moves = append(moves, m)
	}
	return moves, true
}

// placed returns the one stone b has on a point that is empty in a.
func placed(a, b *board.Board) (sgf.Move, bool) {
	var m sgf.Move
	n := 0
	for _, p := range b.Points(nil) {
		if a.At(p) == board.Empty && b.At(p) != board.Empty {
			m, n = sgf.Move{Colour: b.At(p), Point: p}, n+1
		}
	}
	return m, n == 1
}
