package game

import (
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// ruleNames are the SGF RU values of the presets.
var ruleNames = map[string]string{"japanese": "Japanese", "chinese": "Chinese", "tromp-taylor": "Tromp-Taylor", "aga": "AGA"}

// ToRecord returns g as a record, the way back of FromRecord: its starting
// position as setup stones, its moves, komi, rules and, when it is over,
// the result.
func ToRecord(g *Game) *sgf.Record {
	start := g.StartBoard()
	b := &start
	sg := &sgf.Record{Width: b.Width(), Height: b.Height(), Komi: g.Rules.Komi, HasKomi: true, Rules: ruleNames[g.Rules.Name]}
	if sg.Rules == "" {
		sg.Rules = g.Rules.Name
	}
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
