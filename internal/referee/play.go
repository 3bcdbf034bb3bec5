package referee

import (
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// PlayedOut is a position an engine played on until both sides passed.
type PlayedOut struct {
	// Moves are the engine's moves in order, a side's pass between two
	// moves kept, the passes that ended the play-out left off.
	Moves []sgf.Move
	// Board is the position's Final after the moves.
	Board board.Board
	// Captured[c] counts the opponent stones c's moves took.
	Captured [3]int
}

// scoringGenmove is GNU Go's move generator for a game being scored, the
// one its own final_score plays the game out with (there with a switch
// set that changes how it values moves, which no GTP command sets): it
// plays no pure threat and never resigns, and it does not play the move
// it names.
const scoringGenmove = "reg_genmove"

// playOut tells the engine pos and asks genmove of each side in turn, from
// pos.ToMove (else the last mover's opponent, else Black), until two
// passes in a row, or until as many moves as the board has points have
// been played (a ko fight that never ends). An engine that lists
// scoringGenmove is asked that instead, and told the move with play once
// goscore's board has taken it.
// A resignation is taken as a pass: the side gives up its moves, and the
// count says who won. Each move is played on goscore's own board under
// pos.Rules; an answer that names no point of the board, or a move those
// rules forbid there, is an *AnswerError.
func (e *engine) playOut(pos *Position) (PlayedOut, error) {
	if err := e.tell(pos); err != nil {
		return PlayedOut{}, err
	}
	var game analyze.Position
	game.Reset([]board.Board{pos.Final})
	rules := pos.Rules
	c := pos.ToMove
	if c == board.Empty {
		c = board.Black
		if n := len(pos.Moves); n > 0 {
			c = pos.Moves[n-1].Colour.Opponent()
		}
	}
	var out PlayedOut
	scoring := e.known[scoringGenmove]
	generate := "genmove"
	if scoring {
		generate = scoringGenmove
	}
	for passes, played := 0, 0; passes < 2 && played < pos.Final.Size(); c = c.Opponent() {
		command := generate + " " + gtpColour(c)
		resp, err := e.send(command)
		if err != nil {
			return PlayedOut{}, err
		}
		p, err := moveOf(command, resp, &game.Board)
		if err != nil {
			return PlayedOut{}, err
		}
		reason, captured := game.Play(c, p, &rules)
		if reason != analyze.OK {
			return PlayedOut{}, &AnswerError{Command: command, Answer: resp,
				Msg: "not a legal move here under " + rules.Name + " rules (" + reason.String() + ")"}
		}
		if scoring {
			// The move named, once goscore's board has taken it; a
			// resignation is told as the pass it counts as.
			if _, err := e.send(playCommand(c, p)); err != nil {
				return PlayedOut{}, err
			}
		}
		out.Moves = append(out.Moves, sgf.Move{Colour: c, Point: p})
		if p == board.Pass {
			passes++
			continue
		}
		passes, played = 0, played+1
		out.Captured[c] += len(captured)
	}
	for n := len(out.Moves); n > 0 && out.Moves[n-1].Point == board.Pass; n-- {
		out.Moves = out.Moves[:n-1]
	}
	out.Board = game.Board
	return out, nil
}

// moveOf reads an answer to genmove on b: a vertex of b, pass, or
// resign, which counts as a pass.
func moveOf(command, resp string, b *board.Board) (board.Point, error) {
	word := strings.TrimSpace(resp)
	if strings.EqualFold(word, "pass") || strings.EqualFold(word, "resign") {
		return board.Pass, nil
	}
	return pointOf(command, word, b)
}
