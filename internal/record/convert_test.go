package record

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// TestConvertRandomRoundTrips: random boards of every size, with random
// histories of legal play, go grid -> sgf -> grid and grid -> diagram ->
// grid unchanged, every grid of the history, and sgf -> grid -> sgf gives the same SGF text.
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
			if !reflect.DeepEqual(back.Grids, want) || back.Komi != f.Komi {
				t.Fatalf("board %d through %s: %d grids, board\n%s\nwant %d grids, board\n%s", i, to, len(back.Grids), back.Current().Grid(), len(want), want[len(want)-1].Grid())
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

// converted is one verdict's worth of what must survive a conversion: the
// score (rules, komi, points, result, notes, dead stones) and every legal
// point of each colour, which the history's ko and superko decide.
type converted struct {
	score verdict.Score
	legal []verdict.LegalAll
}

// judge reads text as the file name, replays it under o's rules and
// returns its verdicts, or the error that stopped it.
func judge(name, text string, o *verdict.Options) (*parse.File, converted, error) {
	f := new(parse.File)
	if err := parse.Parse(name, []byte(text), f); err != nil {
		return nil, converted{}, err
	}
	if err := verdict.Replay(f, o.RulesFor(f)); err != nil {
		return nil, converted{}, err
	}
	var e analyze.Evaluation
	s := verdict.ScoreFile(f, o, &e)
	if s.Error != nil {
		return nil, converted{}, errors.New(*s.Error)
	}
	// What a conversion may change: the name, the warnings that name a
	// repair of the input, which the output no longer needs, and the note
	// comparing the count with a recorded result, which a grid or a
	// diagram has no place for.
	s.File, s.Warnings = "", nil
	s.Notes = slices.DeleteFunc(s.Notes, func(n string) bool { return strings.HasPrefix(n, verdict.WarnResultDiffers+": ") })
	legal := verdict.LegalAllFile(f, o, new(analyze.Position))
	for i := range legal {
		legal[i].File = ""
	}
	return f, converted{s, legal}, nil
}

// TestConvertKeepsRules: each game of testdata/games (rules, handicap,
// komi, a side to move after a setup node, setup after moves, passes,
// captures, a ko, a suicide, a move onto a stone, a marking of dead stones,
// prisoners in the root comment) converted to SGF, to the grid and to a
// diagram, and from those on to SGF and back to the grid, scores and
// judges moves as the game does: under its own rules, under each preset,
// and with its own marking of dead stones. Before, RU and HA were lost.
func TestConvertKeepsRules(t *testing.T) {
	games, err := filepath.Glob("testdata/games/*.sgf")
	if err != nil || len(games) == 0 {
		t.Fatalf("no games: %v", err)
	}
	modes := map[string]verdict.Options{"own rules": {}, "own marks": {Dead: life.Spec{Method: life.MethodMarks}}}
	for _, name := range analyze.PresetNames {
		modes[name] = verdict.Options{RulesChoice: game.RulesChoice{RulesSet: true}}
	}
	for _, path := range games {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for mode, o := range modes {
			o.Rules, _ = analyze.Preset("japanese")
			if o.RulesSet {
				o.Rules, _ = analyze.Preset(mode)
			}
			t.Run(filepath.Base(path)+"/"+mode, func(t *testing.T) {
				f, want, err := judge(path, string(data), &o)
				if err != nil {
					// The game's moves break these rules (a suicide):
					// there is nothing to convert under them.
					t.Skipf("the game does not read under %s: %v", mode, err)
				}
				for _, hops := range [][]string{
					{FormatSGF}, {FormatGrid}, {FormatDiagram},
					{FormatGrid, FormatSGF}, {FormatDiagram, FormatSGF}, {FormatSGF, FormatGrid}, {FormatDiagram, FormatGrid},
				} {
					from, text := f, ""
					for i, to := range hops {
						if text, err = Convert(from, to); err != nil {
							t.Fatalf("%v: %v", hops, err)
						}
						if i+1 < len(hops) {
							if from, _, err = judge("hop", text, &o); err != nil {
								t.Fatalf("%v: hop %d does not read: %v\n%s", hops, i+1, err, text)
							}
						}
					}
					_, got, err := judge("out", text, &o)
					if err != nil {
						t.Fatalf("%v: the output does not read: %v\n%s", hops, err, text)
					}
					if !reflect.DeepEqual(got, want) {
						t.Errorf("%v: the output scores or judges otherwise\ngot  %+v\nwant %+v\n%s", hops, got, want, text)
					}
				}
			})
		}
	}
}
