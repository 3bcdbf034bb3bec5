package record

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestConvertRandomRoundTrips: random boards of every size, with random
// histories of legal play, go grid -> sgf -> grid and grid -> diagram ->
// grid unchanged, and sgf -> grid -> sgf gives the same SGF text.
func TestConvertRandomRoundTrips(t *testing.T) {
	rng := rand.New(rand.NewPCG(42, 7))
	rules, _ := analyze.Preset("japanese")
	for i := 0; i < 300; i++ {
		w, h := 1+rng.IntN(19), 1+rng.IntN(19)
		var f parse.File
		if i%2 == 0 {
			f.Grids = []board.Board{game.RandomFill(rng, w, h, [3]int{30, 35, 35})}
		} else {
			g := game.PlayRandom(rng, w, h, rng.IntN(2*w*h+1), &rules)
			f.Grids = append(g.Position.History(), g.Position.Board)
			f.Player = g.ToMove
		}
		f.Komi, f.HasKomi = float64(rng.IntN(15))-0.5, true
		for _, to := range []string{FormatSGF, FormatDiagram, FormatGrid} {
			text, err := Convert(&f, to)
			if err != nil {
				t.Fatalf("board %d to %s: %v", i, to, err)
			}
			var back parse.File
			if err := parse.Parse("x", []byte(text), &back); err != nil {
				t.Fatalf("board %d as %s does not parse: %v\n%s", i, to, err, text)
			}
			if err := verdict.Replay(&back, rules); err != nil {
				t.Fatalf("board %d as %s does not replay: %v\n%s", i, to, err, text)
			}
			want := f.Grids
			if to == FormatDiagram {
				want = f.Grids[len(f.Grids)-1:]
			}
			if len(back.Grids) != len(want) || back.Grids[len(back.Grids)-1] != want[len(want)-1] || back.Komi != f.Komi {
				t.Fatalf("board %d through %s: %d grids, board\n%s\nwant\n%s", i, to, len(back.Grids), back.Current().Grid(), want[len(want)-1].Grid())
			}
			if to == FormatSGF {
				again, err := Convert(&back, FormatSGF)
				if err != nil || again != text {
					t.Fatalf("board %d: sgf -> grid -> sgf differs (%v)\n%s\n%s", i, err, text, again)
				}
			}
		}
	}
}
