// Package record turns a game in progress into files and back: SGF for
// Sabaki, GoGui and every other Go program, and the 0/1/2 board file with
// its `---` history for goscore's own commands. Every file is written
// through a temporary file and rename, so a killed game loses nothing.
package record

import (
	"fmt"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// ruleNames are the SGF RU values of the presets.
var ruleNames = map[string]string{"japanese": "Japanese", "chinese": "Chinese", "tromp-taylor": "Tromp-Taylor"}

// SGF returns g as an SGF game: its starting position as setup stones, its
// moves, komi, rules and, when it is over, the result.
func SGF(g *game.Game) *sgf.Record {
	start := g.StartBoard()
	b := &start
	sg := &sgf.Record{Width: b.Width(), Height: b.Height(), Komi: g.Rules.Komi, HasKomi: true, Rules: ruleNames[g.Rules.Name]}
	if sg.Rules == "" {
		sg.Rules = g.Rules.Name
	}
	sg.Setup.AB, sg.Setup.AW = stones(b)
	if len(sg.Setup.AB)+len(sg.Setup.AW) > 0 || g.StartToMove() != board.Black {
		sg.PlayerToMove = g.StartToMove()
	}
	if g.Kind == game.KillAll {
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

// stones lists the black and the white stones of b, in file order: SGF
// setup lists.
func stones(b *board.Board) (black, white []board.Point) {
	for _, p := range b.Points(nil) {
		switch b.At(p) {
		case board.Black:
			black = append(black, p)
		case board.White:
			white = append(white, p)
		}
	}
	return black, white
}

// Grid returns g as a board file: every position of the game, oldest first,
// with the side to move, komi and prisoners in the header.
func Grid(g *game.Game) string {
	f := parse.File{
		Grids: g.History(), Player: g.ToMove(), Komi: g.Rules.Komi, HasKomi: true,
		BlackPrisoners: g.Prisoners(board.Black), WhitePrisoners: g.Prisoners(board.White),
	}
	return parse.Format(&f)
}

// Save writes g to path atomically: the 0/1/2 history when the name ends
// in .txt, SGF otherwise.
func Save(g *game.Game, path string) error {
	text := ""
	if strings.HasSuffix(strings.ToLower(path), ".txt") {
		text = Grid(g)
	} else {
		text = sgf.Format(SGF(g))
		if text == "" {
			return fmt.Errorf("%s: the game cannot be written as SGF", parse.QuoteName(path))
		}
	}
	return atomicfile.WriteFile(path, []byte(text), 0o644)
}

// Loaded is a position read from a file, ready to resume.
type Loaded struct {
	History   []board.Board
	ToMove    board.Color
	Prisoners [3]int
	Komi      float64 // the file's komi, when HasKomi
	HasKomi   bool
	// Rules are the rules to resume under, komi included, as choice
	// decided them with the file's RU and komi.
	Rules analyze.Rules
}

// Load reads a board file, a diagram or an SGF (parse tells them apart)
// and returns the position to resume, with its history. The rules are
// choice's decision for the file (game.RulesChoice.For); an SGF's moves are
// replayed under them.
func Load(path string, choice game.RulesChoice) (*Loaded, error) {
	var f parse.File
	if _, err := parse.ReadFile(path, nil, &f, nil); err != nil {
		return nil, err
	}
	rules := choice.For(f.Rules, f.Komi, f.HasKomi)
	if err := verdict.Replay(&f, rules); err != nil {
		return nil, err
	}
	l := &Loaded{History: f.Grids, ToMove: verdict.ToMove(&f), Komi: f.Komi, HasKomi: f.HasKomi, Rules: rules}
	l.Prisoners[board.Black], l.Prisoners[board.White] = f.BlackPrisoners, f.WhitePrisoners
	if l.ToMove == board.Empty {
		l.ToMove = board.Black
	}
	return l, nil
}
