package gtptest

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/gtp"
)

// The modes that leave a dead stone on the board and pass: on 5x5 Black
// walls off the left, White the right, and White's last stone, B3, sits
// alone in Black's area:
//
//	5  . . X O .
//	4  X X X O O
//	3  . O X O .
//	2  X X X O O
//	1  . . X O .
//
// Each colour's genmove plays the next of its stones (in the order of
// deadPattern) that the rules allow, then passes. Under Chinese rules and
// komi 0.5 the count with B3 dead is B+4.5 (15 to 10.5), and B+1.5 with
// every stone alive.
const (
	// Blind answers final_score counting every stone on the board as
	// alive, as an engine that does not judge dead stones would.
	Blind = "blind"
	// Judge answers final_score with the dead stones goscore's estimate
	// (default settings) finds taken off, as GNU Go judges them.
	Judge = "judge"
)

// deadPattern is each colour's stones, in the order they are played.
var deadPattern = [3][]string{
	board.Black: {"A4", "B4", "C4", "C5", "C3", "C2", "A2", "B2", "C1"},
	board.White: {"D5", "D4", "D3", "D2", "D1", "E4", "E2", "B3"},
}

// patternMove plays c's next pattern stone, or a pass.
func (f *fake) patternMove(c board.Color) string {
	b := f.g.Board()
	for _, name := range deadPattern[c] {
		v, err := board.ParseVertex(name)
		if err != nil {
			continue
		}
		p, ok := v.Resolve(b)
		if !ok || b.At(p) != board.Empty || f.g.Legal(c, p) != analyze.OK {
			continue
		}
		if _, err := f.g.Put(c, p); err == nil {
			return p.String()
		}
	}
	_, _ = f.g.Put(c, board.Pass)
	return "pass"
}

// registerFinalScore adds final_score: the board counted under Chinese
// rules with the komi given, with the estimate's dead stones taken off
// in Judge's mode and none in Blind's.
func (f *fake) registerFinalScore(e *gtp.Engine) {
	e.Register("final_score", func([]string) (string, error) {
		var dead []board.Point
		if f.mode == Judge {
			dead = life.Estimate(f.g.Board(), life.Config{}.Resolved()).Dead
		}
		f.g.Rules.Komi = f.komi
		return game.Decide(game.Go, f.g.ScoreDead(dead)).String(), nil
	})
}
