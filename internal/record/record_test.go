package record

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

func playMoves(t *testing.T, g *game.Game, moves ...string) {
	t.Helper()
	for _, m := range moves {
		v, err := board.ParseVertex(m)
		if err != nil {
			t.Fatal(err)
		}
		p, _ := v.Resolve(g.Board())
		if _, err := g.Play(g.ToMove(), p); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// TestSaveLoad: a game with a capture and a ko, saved as SGF and as a
// board file, loads back to the same board, side to move and prisoners,
// and with the history that makes the ko retake illegal.
func TestSaveLoad(t *testing.T) {
	r, _ := analyze.Preset("japanese")
	r.Komi = 6.5
	g, _ := game.New(game.Go, 4, 3, r)
	playMoves(t, g, "B3", "C3", "A2", "D2", "B1", "C1", "C2", "B2") // White takes the ko
	dir := t.TempDir()
	for _, name := range []string{"game.sgf", "game.txt"} {
		path := filepath.Join(dir, name)
		if err := Save(g, path); err != nil {
			t.Fatal(err)
		}
		l, err := Load(path, game.RulesChoice{Rules: analyze.Rules{Name: "japanese"}}, game.Go)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		resumed := l.Game
		if *resumed.Board() != *g.Board() || resumed.ToMove() != board.Black || resumed.Prisoners(board.White) != 1 || resumed.Prisoners(board.Black) != 0 || resumed.Rules != r {
			t.Errorf("%s: board\n%sto move %v prisoners %d %d rules %+v", name, resumed.Board().Grid(), resumed.ToMove(), resumed.Prisoners(board.Black), resumed.Prisoners(board.White), resumed.Rules)
		}
		c2, _ := board.ParseVertex("C2")
		p, _ := c2.Resolve(resumed.Board())
		if reason := resumed.Legal(board.Black, p); reason != analyze.Ko {
			t.Errorf("%s: the retake after loading is %v, want ko", name, reason)
		}
	}
}

func TestSGFText(t *testing.T) {
	r, _ := analyze.Preset("chinese")
	g, _ := game.New(game.KillAll, 5, 5, r)
	playMoves(t, g, "C3", "C4", "B2")
	_ = g.Resign(board.White)
	s := game.ToRecord(g)
	if s.Rules != "Chinese" || s.GameName != "kill-all" || len(s.Moves) != 3 || s.Result != "B+R" {
		t.Errorf("%+v", s)
	}
	if text := Grid(g); !strings.HasPrefix(text, "player: black\nkomi: 0\n") || strings.Count(text, "---") != 3 {
		t.Errorf("board file:\n%s", text)
	}
}
