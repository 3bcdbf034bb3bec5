package record

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestCountedGameMarksItsLastNode: a loaded game that ends on an agreed
// count is written with RE and the agreed stones under the other colour's
// TB/TW on the node of its last move, the file's own comments and
// variations kept, and --dead-stones marks reads it back to the same
// result; until then, nothing is marked.
func TestCountedGameMarksItsLastNode(t *testing.T) {
	const file = "(;SZ[5]KM[0.5]C[root](;B[cc]C[first])(;B[bb]C[var]))"
	path := write(t, "g.sgf", file)
	l := load(t, path, game.Go)
	g := l.Game
	g.Rules.Komi = 0.5
	// C3 was the file's move: a black wall on C, a white one on D, and a
	// white string at A3-A4 in Black's area.
	vertices(t, g, "D3 C1 D1 C2 D2 C4 D4 C5 D5 pass A3 pass A4 pass pass")
	before, err := l.Book.SGF(g)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(before, "TB[") || strings.Contains(before, "TW[") {
		t.Errorf("marked before any count:\n%s", before)
	}
	a4, _ := board.ParseVertex("A4")
	p, _ := a4.Resolve(g.Board())
	res, err := g.Count([]board.Point{p})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(filepath.Dir(path), "counted.sgf")
	if err := l.Book.Save(g, out, false); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(out)
	text := string(data)
	for _, want := range []string{"C[root]", "C[first]", "(;B[bb]C[var])", "RE[" + res.String() + "]", ";W[]TB[aa][ba][ab][bb][ac][bc][ad][bd][ae][be]TW[ea][eb][ec][ed][ee])"} {
		if !strings.Contains(text, want) {
			t.Errorf("the record lacks %q:\n%s", want, text)
		}
	}
	var f parse.File
	if err := parse.Parse(out, data, &f); err != nil {
		t.Fatal(err)
	}
	o := &verdict.Options{RulesChoice: game.RulesChoice{Rules: g.Rules, RulesSet: true}, Dead: life.Spec{Method: life.MethodMarks}}
	if err := verdict.Replay(&f, o.RulesFor(&f)); err != nil {
		t.Fatal(err)
	}
	var e analyze.Evaluation
	if v := verdict.ScoreFile(&f, o, &e); v.Result != res.String() || res.String() != "B+6.5" {
		t.Errorf("read back with marks: %s, the game %v, want B+6.5", v.Result, res)
	}
	if grid := Grid(g); !strings.Contains(grid, "dead-stones: A4,A3\n") {
		t.Errorf("the board file does not name the dead stones:\n%s", grid)
	}
}
