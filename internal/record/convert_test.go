package record

import (
	"math/rand/v2"
	"reflect"
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

// TestConvertKeepsPrisoners: a board file's header prisoners survive the
// trip to SGF (in the root comment) and back: the score is the same, as
// are the prisoners a grid written from the SGF declares. The second board
// has a history whose last move captures, so the comment holds only what
// the moves do not take again.
func TestConvertKeepsPrisoners(t *testing.T) {
	for _, tt := range []struct{ name, board, comment string }{
		{"header", "komi: 6.5\nblack-prisoners: 7\n0 1 2 0\n0 1 2 0\n0 1 2 0\n", "black-prisoners: 7"},
		{"history", "komi: 0.5\nblack-prisoners: 3\nwhite-prisoners: 1\n" +
			"0 1 0 0\n1 2 0 0\n0 1 0 0\n---\n0 1 0 0\n1 0 1 0\n0 1 0 0\n---\n0 1 0 0\n1 0 1 0\n0 1 0 2\n",
			"black-prisoners: 2\nwhite-prisoners: 1"},
		{"none", "2 0\n0 1\n", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var f parse.File
			if err := parse.Parse("x.txt", []byte(tt.board), &f); err != nil {
				t.Fatal(err)
			}
			text, err := Convert(&f, FormatSGF)
			if err != nil {
				t.Fatal(err)
			}
			var back parse.File
			if err := parse.Parse("x.sgf", []byte(text), &back); err != nil {
				t.Fatal(err)
			}
			if back.Record.Comment != tt.comment {
				t.Errorf("root comment %q, want %q\n%s", back.Record.Comment, tt.comment, text)
			}
			var o verdict.Options
			o.Rules, _ = analyze.Preset("japanese")
			if err := verdict.Replay(&back, o.RulesFor(&back)); err != nil {
				t.Fatal(err)
			}
			var e analyze.Evaluation
			want, got := verdict.ScoreFile(&f, &o, &e), verdict.ScoreFile(&back, &o, &e)
			want.File, got.File = "", ""
			if !reflect.DeepEqual(got, want) {
				t.Errorf("score through SGF %+v\nwant %+v\n%s", got, want, text)
			}
			if back.BlackPrisoners != f.BlackPrisoners || back.WhitePrisoners != f.WhitePrisoners {
				t.Errorf("prisoners read back %d, %d, want %d, %d", back.BlackPrisoners, back.WhitePrisoners, f.BlackPrisoners, f.WhitePrisoners)
			}
		})
	}
}

// TestConvertSGFKeepsTheGame: an SGF converted to SGF is its whole game.
func TestConvertSGFKeepsTheGame(t *testing.T) {
	data := []byte("(;SZ[9]C[mine]XX[y];B[ee](;W[cc])(;W[gg]))")
	var f parse.File
	if err := parse.Parse("x.sgf", data, &f); err != nil {
		t.Fatal(err)
	}
	got, err := ConvertFile(&f, data, FormatSGF)
	if want := "(;SZ[9]C[mine]XX[y];B[ee]\n(;W[cc])\n(;W[gg]))\n"; err != nil || got != want {
		t.Errorf("%q %v, want %q", got, err, want)
	}
}
