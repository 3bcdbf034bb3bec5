package record

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/parse/sgf"
)

// markOpts are the options of mark --dead-stones estimate (or another
// method) under the japanese preset, each file's RU deciding its rules.
func markOpts(t *testing.T, dead life.Spec) verdict.Options {
	t.Helper()
	r, err := analyze.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	return verdict.Options{RulesChoice: game.RulesChoice{Rules: r}, Dead: dead}
}

// readGame parses and replays an SGF as the commands do.
func readGame(t *testing.T, name string, data []byte, o *verdict.Options) *parse.File {
	t.Helper()
	f := new(parse.File)
	if err := parse.Parse(name, data, f); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := verdict.Replay(f, o.RulesFor(f)); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return f
}

// sameTree reports where written differs from orig beyond what mark
// --format sgf may change: on the root, its comment (goscore's lines), RU
// and KM (the rules applied) and an RE the original lacks; on the last
// node of the main line, TB, TW and MA (the marking). Every other
// property, every node and every variation must be there as it was.
func sameTree(orig, written *sgf.Node) string {
	last := orig.MainLine()[len(orig.MainLine())-1]
	type pair struct{ o, w *sgf.Node }
	todo := []pair{{orig, written}}
	for len(todo) > 0 {
		p := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		skip := func(name string) bool {
			switch {
			case p.o == orig && (name == "C" || name == "RU" || name == "KM"):
				return true
			case p.o == orig && name == "RE":
				return orig.Get("RE") == nil
			case p.o == last && (name == "TB" || name == "TW" || name == "MA"):
				return true
			}
			return false
		}
		keep := func(n *sgf.Node) []sgf.Prop {
			var out []sgf.Prop
			for _, prop := range n.Props {
				if !skip(prop.Name()) {
					out = append(out, prop)
				}
			}
			return out
		}
		if a, b := keep(p.o), keep(p.w); !reflect.DeepEqual(a, b) {
			return "a node reads " + sgf.FormatTrees(&sgf.Node{Props: b}) + ", was " + sgf.FormatTrees(&sgf.Node{Props: a})
		}
		if len(p.o.Children) != len(p.w.Children) {
			return "a node has other variations"
		}
		for i := range p.o.Children {
			todo = append(todo, pair{p.o.Children[i], p.w.Children[i]})
		}
	}
	return ""
}

// TestMarkSGFKeepsEveryMove: a sample of 50 recorded finished games
// (engine/life/testdata/real, every size), marked with the estimate as
// mark --format sgf writes them, keep every node, move and variation of
// the original and its RE, replay to the same final position, and score
// with --dead-stones marks as the estimate did; goscore's count is in the
// root comment, and where it differs from RE, the warning result-differs
// says so in the verdict and in the comment.
func TestMarkSGFKeepsEveryMove(t *testing.T) {
	paths, err := filepath.Glob("../../engine/life/testdata/real/*.sgf")
	if err != nil || len(paths) < 50 {
		t.Fatalf("%d games: %v", len(paths), err)
	}
	n := 50
	if testing.Short() {
		n = 10
	}
	var sample []string
	for i := 0; i < len(paths) && len(sample) < n; i += len(paths) / n {
		sample = append(sample, paths[i])
	}
	// The quality of the estimate is not what this guards: fewer
	// playouts than the default keep the test quick, and still take
	// strings off and leave some unsure.
	est := markOpts(t, life.Spec{Method: life.MethodEstimate, Estimate: life.Config{Playouts: 300, Seed: 1}})
	marks := markOpts(t, life.Spec{Method: life.MethodMarks})
	differs, dead := 0, 0
	for _, path := range sample {
		name := filepath.Base(path)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		f := readGame(t, name, data, &est)
		var m Marker
		var e analyze.Evaluation
		text, s, err := m.SGF(f, data, &est, &e)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g := readGame(t, name+" marked", []byte(text), &marks)

		orig, err := sgf.ParseTrees(name, data)
		if err != nil {
			t.Fatal(err)
		}
		written, err := sgf.ParseTrees(name, []byte(text))
		if err != nil || len(written) != 1 {
			t.Fatalf("%s: the written game does not read: %v", name, err)
		}
		if why := sameTree(orig[0], written[0]); why != "" {
			t.Errorf("%s: %s", name, why)
		}
		if !reflect.DeepEqual(g.Record.Moves, f.Record.Moves) {
			t.Errorf("%s: the written game plays %d moves, the original %d, or others", name, len(g.Record.Moves), len(f.Record.Moves))
		}
		if *g.Current() != *f.Current() {
			t.Errorf("%s: the written game ends in another position", name)
		}
		if g.Record.Result != f.Record.Result {
			t.Errorf("%s: RE %q, was %q", name, g.Record.Result, f.Record.Result)
		}

		back := verdict.ScoreFile(g, &marks, new(analyze.Evaluation))
		if back.Failed() {
			t.Fatalf("%s: %s", name, *back.Error)
		}
		if back.Result != s.Result || back.Black != s.Black || back.White != s.White || back.Neutral != s.Neutral || back.Komi != s.Komi || back.Rules != s.Rules ||
			!reflect.DeepEqual(back.DeadStones.Black, s.DeadStones.Black) || !reflect.DeepEqual(back.DeadStones.White, s.DeadStones.White) {
			t.Errorf("%s: read back with its marks, %s (dead %v %v), the estimate %s (dead %v %v)", name,
				back.Result, back.DeadStones.Black, back.DeadStones.White, s.Result, s.DeadStones.Black, s.DeadStones.White)
		}
		dead += len(s.DeadStones.Black) + len(s.DeadStones.White)

		comment := written[0].Text("C")
		if !strings.Contains(comment, verdict.NotePrefix+"result: "+s.Result) {
			t.Errorf("%s: the root comment lacks goscore's count %s:\n%s", name, s.Result, comment)
		}
		line := verdict.NotePrefix + verdict.WarnResultDiffers + ": recorded " + f.Record.Result + ", counted " + s.Result
		if s.Result != f.Record.Result {
			differs++
			if !slices.Contains(s.Warnings, verdict.WarnResultDiffers) || !strings.Contains(comment, line) {
				t.Errorf("%s: recorded %s, counted %s, and no warning %v or comment line:\n%s", name, f.Record.Result, s.Result, s.Warnings, comment)
			}
		} else if slices.Contains(s.Warnings, verdict.WarnResultDiffers) || strings.Contains(comment, verdict.WarnResultDiffers) {
			t.Errorf("%s: recorded and counted %s, and yet a warning %v:\n%s", name, s.Result, s.Warnings, comment)
		}
	}
	if dead == 0 || differs == 0 || differs == len(sample) {
		t.Errorf("the sample does not cover the cases: %d dead stones, %d of %d results differ", dead, differs, len(sample))
	}
	t.Logf("%d games, %d dead stones, %d results other than RE", len(sample), dead, differs)
}

// TestMarkSGFWarnsResultDiffers: a record whose RE is a count other than
// goscore's gets the warning result-differs and a comment line naming
// both; one whose RE agrees, in any spelling, or is no count (a
// resignation) gets neither; marking the marked game again keeps one such
// line, and the author's comment.
func TestMarkSGFWarnsResultDiffers(t *testing.T) {
	// Black walls column A off with columns B and C, White column E with
	// column D: B 5, W 5 + 0.5 under japanese rules.
	const game = "(;SZ[5]KM[0.5]RE[%s]C[played at the club]AB[ba][bb][bc][bd][be][ca][cb][cc][cd][ce]AW[da][db][dc][dd][de];B[];W[])"
	for _, tt := range []struct {
		re, line string
	}{
		{"B+5", "goscore result-differs: recorded B+5, counted W+0.5 (no dead stones judged)"},
		{"W+0.5", ""},
		{"W+0.50", ""},
		{"B+R", ""},
		{"0", "goscore result-differs: recorded 0, counted W+0.5 (no dead stones judged)"},
	} {
		data := []byte(strings.Replace(game, "%s", tt.re, 1))
		o := markOpts(t, life.Spec{Method: life.MethodNone})
		f := readGame(t, "g.sgf", data, &o)
		var m Marker
		text, s, err := m.SGF(f, data, &o, new(analyze.Evaluation))
		if err != nil {
			t.Fatal(err)
		}
		warned := slices.Contains(s.Warnings, verdict.WarnResultDiffers)
		if warned != (tt.line != "") || !strings.Contains(text, "RE["+tt.re+"]") || !strings.Contains(text, "C[played at the club\ngoscore result: W+0.5") {
			t.Errorf("RE %s: warnings %v, want result-differs %v, RE kept and the comment:\n%s", tt.re, s.Warnings, tt.line != "", text)
		}
		if got := strings.Contains(text, verdict.WarnResultDiffers); got != (tt.line != "") || tt.line != "" && !strings.Contains(text, tt.line) {
			t.Errorf("RE %s: want the line %q:\n%s", tt.re, tt.line, text)
		}
		var again Marker
		g := readGame(t, "again.sgf", []byte(text), &o)
		text2, _, err := again.SGF(g, []byte(text), &o, new(analyze.Evaluation))
		if err != nil || text2 != text {
			t.Errorf("RE %s: marked again %v\n%s\nonce\n%s", tt.re, err, text2, text)
		}
	}
}

// TestMarkSGFFinish: with --finish the written game goes on with the moves
// the finish played, each a node after the game's last, so its marking is
// on the position counted: read back with --dead-stones marks it scores
// what --finish scored, and its comment lists the moves.
func TestMarkSGFFinish(t *testing.T) {
	data := []byte("(;GM[1]FF[4]SZ[5]KM[0]RU[Japanese]AB[aa][ba][ca][cb][cd][ae][be][ce]AW[da][bb][db][dc][dd][de]PL[B])")
	dead, err := life.ParseSpec("B4")
	if err != nil {
		t.Fatal(err)
	}
	o := markOpts(t, dead)
	o.Finish = true
	f := readGame(t, "gap.sgf", data, &o)
	var m Marker
	text, s, err := m.SGF(f, data, &o, new(analyze.Evaluation))
	if err != nil {
		t.Fatal(err)
	}
	if s.Result != "B+2" || !slices.Equal(s.Finish, []string{"B C3"}) {
		t.Fatalf("--finish: %s, moves %v; want B+2 after B C3", s.Result, s.Finish)
	}
	written, err := sgf.ParseTrees("gap.sgf", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	line := written[0].MainLine()
	if last := line[len(line)-1]; len(line) != 2 || last.Text("B") != "cc" || last.Get("TB") == nil {
		t.Errorf("the written game's main line: %d nodes, last B[%s]; want the root, then B[cc] with the marking:\n%s", len(line), last.Text("B"), text)
	}
	if !strings.Contains(written[0].Text("C"), "goscore finish: B C3 (1 move)") {
		t.Errorf("the comment does not list the finish:\n%s", text)
	}
	// The table of mark --format sgf --out names the moves too.
	var added Marked
	if err := added.Add(readGame(t, "gap.sgf", data, &o), data, &o, new(analyze.Evaluation)); err != nil {
		t.Fatal(err)
	}
	if notes := added.Verdict("gap.sgf").Notes; len(notes) == 0 || notes[0] != "finish: B C3 (1 move)" {
		t.Errorf("the marking's notes %q, want the finish first", notes)
	}
	marks := markOpts(t, life.Spec{Method: life.MethodMarks})
	back := verdict.ScoreFile(readGame(t, "gap marked", []byte(text), &marks), &marks, new(analyze.Evaluation))
	if back.Failed() || back.Result != s.Result || back.Black != s.Black || back.White != s.White {
		t.Errorf("read back: %s %+v %+v, marked %s %+v %+v", back.Result, back.Black, back.White, s.Result, s.Black, s.White)
	}
}
