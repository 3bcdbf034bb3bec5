package game

import (
	"fmt"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// ReplayError is a move of a record's main line that the rules forbid, as
// FromRecord finds it.
type ReplayError struct {
	Number int            // 1 for the first move
	Move   sgf.Move       // the move
	Reason analyze.Reason // why it is illegal: occupied, suicide, ko, ...
}

// Error returns "move 12 (black D4) is illegal: ko".
func (e *ReplayError) Error() string {
	return fmt.Sprintf("move %d (%v) is illegal: %v", e.Number, e.Move, e.Reason)
}

// Unwrap returns ErrIllegal, the kind of every illegal move, for
// errors.Is.
func (e *ReplayError) Unwrap() error { return ErrIllegal }

// FromRecord replays rec under rules, which the caller has decided (see
// RulesChoice.For): it sets up the position, then plays the main line,
// captures, suicide and ko judged by rules. Turn order is not enforced.
//
// The game it returns, of kind Go, stands at the end of the main line with
// every position from the setup on as its starting history, so ko and
// superko are judged as after the last move and History gives the
// positions, one more than there are moves and setup nodes; Prisoners gives the stones each
// colour took, a suicide the rules allow giving the mover's string to the
// opponent. The side to move is the PL after the last move
// (rec.NextPlayer), else the opponent of the last mover, else the
// record's PL, else Black.
//
// The record's setup nodes after the first move (rec.Setups) change the
// position where they stand, each a position of the history but not a
// move; a move onto a stone, in a record whose parser noted the repair
// sgf.RepairOccupied, replaces the stone with the mover's before its
// captures are played.
//
// A move the rules forbid is a *ReplayError; a Record made by hand that
// fails rec.Check gives that error.
func FromRecord(rec *sgf.Record, rules analyze.Rules) (*Game, error) {
	pos := new(analyze.Position)
	prisoners, toMove, err := Replay(rec, rules, pos)
	if err != nil {
		return nil, err
	}
	g := resume(Go, pos, toMove, prisoners, rules)
	g.Handicap = rec.Handicap
	return g, nil
}

// Replay is FromRecord without the game, for a caller that only reads the
// position: it replays rec under rules into pos, whose memory it reuses,
// and returns the prisoners each colour took and the side to move, as
// FromRecord's game has them.
func Replay(rec *sgf.Record, rules analyze.Rules, pos *analyze.Position) (prisoners [3]int, toMove board.Color, err error) {
	if err := rec.Check(); err != nil {
		return prisoners, board.Empty, err
	}
	setup := [1]board.Board{rec.SetupBoard()}
	pos.Reset(setup[:])
	overwrite := rec.Repaired(sgf.RepairOccupied)
	setups := rec.Setups
	for i, m := range rec.Moves {
		for len(setups) > 0 && setups[0].After == i {
			// A setup node is a position of its own, not a move: the
			// history goes on from it, so ko starts afresh.
			b := pos.Board
			setups[0].Setup.Apply(&b)
			pos.Setup(&b)
			setups = setups[1:]
		}
		own := pos.Board.Count(m.Colour)
		var reason analyze.Reason
		var captured []board.Point
		if overwrite {
			// An old record's move onto a stone, which the parser noted:
			// the mover's stone replaces it, as Sabaki and KataGo do.
			if m.Point != board.Pass && pos.Board.At(m.Point) == m.Colour {
				own-- // the mover's own stone replaced is no prisoner
			}
			reason, captured = pos.PlayOver(m.Colour, m.Point, &rules)
		} else {
			reason, captured = pos.Play(m.Colour, m.Point, &rules)
		}
		if reason != analyze.OK {
			return prisoners, board.Empty, &ReplayError{Number: i + 1, Move: m, Reason: reason}
		}
		prisoners[m.Colour] += len(captured)
		if m.Point != board.Pass {
			prisoners[m.Colour.Opponent()] += own + 1 - pos.Board.Count(m.Colour)
		}
	}
	for _, st := range setups { // after the last move
		b := pos.Board
		st.Setup.Apply(&b)
		pos.Setup(&b)
	}
	toMove = rec.PlayerToMove
	if n := len(rec.Moves); n > 0 {
		toMove = rec.Moves[n-1].Colour.Opponent()
		if rec.NextPlayer != board.Empty {
			toMove = rec.NextPlayer
		}
	}
	if toMove != board.White {
		toMove = board.Black
	}
	return prisoners, toMove, nil
}
