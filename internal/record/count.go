package record

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// Counting returns g's position as the batch commands read its record
// (the current grid, the side to move, komi and the prisoners taken), and
// the options that count it under g's own rules with the dead stones dead
// chooses: what verdict.MarkFile and verdict.MarkSGF take, so a game in
// play is counted, drawn and marked as score and mark count its record.
func Counting(g *game.Game, dead life.Spec) (*parse.File, *verdict.Options) {
	f := &parse.File{
		Grids: []board.Board{*g.Board()}, Player: g.ToMove(), Komi: g.Rules.Komi, HasKomi: true,
		BlackPrisoners: g.Prisoners(board.Black), WhitePrisoners: g.Prisoners(board.White),
		Handicap: g.Handicap, Format: parse.FormatGrid,
	}
	o := &verdict.Options{RulesChoice: game.RulesChoice{Rules: g.Rules, KomiSet: true, RulesSet: true}, Dead: dead}
	return f, o
}

// DeadList is the --dead-stones list that names the strings of stones.
func DeadList(stones []board.Point) life.Spec {
	sp := life.Spec{Method: life.MethodList, List: make([]board.Vertex, 0, len(stones))}
	for _, p := range stones {
		if v, err := board.ParseVertex(p.String()); err == nil {
			sp.List = append(sp.List, v)
		}
	}
	return sp
}

// judgedMarks returns the marking of g's end when its players judged the dead
// stones (game.Result.Judged): TB and TW as mark --format sgf writes them,
// each colour's territory with the other colour's dead stones, so that
// --dead-stones marks reads the same dead stones back and counts the same
// result. It returns nil for any other game.
func judgedMarks(g *game.Game) (*sgf.Record, error) {
	res, over := g.Over()
	if !over || !res.Judged {
		return nil, nil
	}
	f, o := Counting(g, DeadList(res.Dead))
	var e analyze.Evaluation
	rec, _, err := verdict.MarkSGF(f, o, &e)
	return rec, err
}
