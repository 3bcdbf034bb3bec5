package sgf

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// Replay plays g: it sets up the position, then plays the main line under
// rules (the japanese preset when nil), captures and ko included. It returns
// every position from the setup on, one more than there are moves, so the
// last is the end of the main line and the others are its history; and the
// stones captured by each colour, indexed by board.Black and board.White.
//
// A move the rules forbid is an *IllegalMoveError; positions then holds the
// positions before it. Turn order is not enforced, and PL, HA and RU are
// not read: the caller chooses the rules.
func (g *Record) Replay(rules *analyze.Rules) (positions []board.Board, prisoners [3]int, err error) {
	if err := g.check(); err != nil {
		return nil, prisoners, err
	}
	if rules == nil {
		r, _ := analyze.Preset("japanese")
		rules = &r
	}
	positions = make([]board.Board, 1, 1+len(g.Moves))
	positions[0] = g.setupBoard()
	pos := analyze.NewPosition(positions)
	for i, m := range g.Moves {
		own := pos.Board.Count(m.Colour)
		reason, captured := pos.Play(m.Colour, m.Point, rules)
		if reason != analyze.OK {
			return positions, prisoners, &IllegalMoveError{Number: i + 1, Move: m, Reason: reason}
		}
		prisoners[m.Colour] += len(captured)
		if m.Point != board.Pass {
			// A suicide the rules allow gives the mover's string to the opponent.
			prisoners[m.Colour.Opponent()] += own + 1 - pos.Board.Count(m.Colour)
		}
		positions = append(positions, pos.Board)
	}
	return positions, prisoners, nil
}

// setupBoard returns the position before the first move. g must be valid.
func (g *Record) setupBoard() board.Board {
	b, _ := board.New(g.Width, g.Height)
	for i, list := range [3][]board.Point{g.Setup.AB, g.Setup.AW, g.Setup.AE} {
		c := [3]board.Color{board.Black, board.White, board.Empty}[i]
		for _, p := range list {
			b.Set(p, c)
		}
	}
	return b
}

// firstOccupied returns the index of the first move of g onto a stone, or
// -1. It plays captures only: a suicide leaves the board as it was (or takes
// the string off, as rules allowing it do) and ko is not checked, since
// those depend on rules a file may not follow; Replay judges them.
func firstOccupied(g *Record) int {
	one := []board.Board{g.setupBoard()}
	pos := analyze.NewPosition(one)
	lenient := analyze.Rules{Suicide: true}
	for i, m := range g.Moves {
		if m.Point == board.Pass {
			continue
		}
		switch pos.Legal(m.Colour, m.Point, &lenient) {
		case analyze.Occupied:
			return i
		case analyze.OK:
			pos.Play(m.Colour, m.Point, &lenient)
			// Forget the history, so no move is ever refused as a ko.
			one[0] = pos.Board
			pos.Reset(one)
		}
	}
	return -1
}
