package game

import (
	"errors"
	"fmt"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// ruleNames are the SGF RU values of the presets.
var ruleNames = map[string]string{"japanese": "Japanese", "chinese": "Chinese", "tromp-taylor": "Tromp-Taylor", "aga": "AGA"}

// RuleName returns the RU value that names rules r in an SGF file, which
// RulesChoice.For reads back as r's preset: "Japanese", "Chinese",
// "Tromp-Taylor", "AGA".
func RuleName(r analyze.Rules) string {
	if name := ruleNames[r.Name]; name != "" {
		return name
	}
	return r.Name
}

// ToRecord returns g as a record, the way back of FromRecord: its starting
// position as setup stones, its moves, komi, rules and, when it is over,
// the result.
func ToRecord(g *Game) *sgf.Record {
	start := g.StartBoard()
	b := &start
	sg := &sgf.Record{Width: b.Width(), Height: b.Height(), Komi: g.Rules.Komi, HasKomi: true, Rules: RuleName(g.Rules)}
	sg.Setup = sgf.SetupOf(b)
	if len(sg.Setup.AB)+len(sg.Setup.AW) > 0 || g.StartToMove() != board.Black {
		sg.PlayerToMove = g.StartToMove()
	}
	if g.Kind == KillAll {
		sg.GameName = "kill-all"
	}
	for _, m := range g.Moves() {
		if !m.Resign {
			sg.Moves = append(sg.Moves, sgf.Move{Colour: m.Colour, Point: m.Point})
		}
	}
	if res, over := g.Over(); over {
		sg.Result = res.String()
	}
	return sg
}

// ErrNotMoves is the kind of FromMoves's error for a record whose main
// line is not moves alone.
var ErrNotMoves = errors.New("the main line is not moves alone")

// FromMoves is FromRecord for a game to go on with: the record's moves
// become the game's own, so Moves lists them and Undo takes them back one
// by one down to the setup, with ko, passes and prisoners as the moves
// leave them. The game, of kind k, starts from the setup with prisoners
// already taken (an SGF keeps those in its root comment, which package
// game does not read), the first mover to move (else the record's PL,
// else Black), and replays the main line under rules; a move the rules
// forbid is a *ReplayError, as in FromRecord. The game is never over: a
// record that ends with two passes, or in kill-all with a white group
// that lives, is reopened (see Reopen), as a loaded game goes on.
//
// A main line with setup nodes after its first move, or a move onto a
// stone (sgf.RepairOccupied), has no such game: those change the position
// in ways no move does. FromMoves returns an error of kind ErrNotMoves for
// it, and FromRecord reads it.
func FromMoves(k Kind, rec *sgf.Record, rules analyze.Rules, prisoners [3]int) (*Game, error) {
	if err := rec.Check(); err != nil {
		return nil, err
	}
	switch {
	case len(rec.Setups) > 0:
		return nil, fmt.Errorf("%w: stones are set up after move %d", ErrNotMoves, rec.Setups[0].After)
	case rec.Repaired(sgf.RepairOccupied):
		return nil, fmt.Errorf("%w: a move is played onto a stone", ErrNotMoves)
	}
	first := rec.PlayerToMove
	if len(rec.Moves) > 0 {
		first = rec.Moves[0].Colour
	}
	g := Resume(k, []board.Board{rec.SetupBoard()}, first, prisoners, rules)
	for i, m := range rec.Moves {
		if _, err := g.play(m.Colour, m.Point); err != nil {
			var ie *IllegalError
			if errors.As(err, &ie) {
				return nil, &ReplayError{Number: i + 1, Move: m, Reason: ie.Reason}
			}
			return nil, err
		}
	}
	if g.result != nil {
		g.Reopen()
	}
	return g, nil
}
