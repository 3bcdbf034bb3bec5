package analyze_test

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
)

// benchSeki runs what a score verdict adds to an evaluation, FindSeki and
// OpenBorders, over boards in turn; each board is evaluated first, inside
// the timing, so "evaluate" is the same loop without them for the
// difference.
func benchSeki(b *testing.B, boards []board.Board) {
	for _, tt := range []struct {
		name string
		seki bool
	}{{"evaluate", false}, {"evaluate+seki+open", true}} {
		b.Run(tt.name, func(b *testing.B) {
			var e analyze.Evaluation
			n := 0
			i := 0
			b.ReportAllocs()
			for b.Loop() {
				analyze.Evaluate(&boards[i%len(boards)], board.Empty, &e)
				if tt.seki {
					e.FindSeki()
					n += len(e.OpenBorders())
				}
				i++
			}
			if n < 0 {
				b.Fatal("negative")
			}
		})
	}
}

// BenchmarkSekiRandomFill11x11: FindSeki and OpenBorders on random-fill
// 11x11 boards (20% empty, 40% each colour, the batch benchmark's files),
// their worst case: many neutral points and strings short of liberties.
// 4096 different boards, so the branch predictor cannot learn them.
func BenchmarkSekiRandomFill11x11(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	boards := make([]board.Board, 4096)
	for i := range boards {
		boards[i] = game.RandomFill(rng, 11, 11, [3]int{20, 40, 40})
	}
	benchSeki(b, boards)
}

// BenchmarkSekiFinished9x9: FindSeki and OpenBorders on the finished 9x9
// games of engine/life/testdata/finished (dead stones still on, as a file
// without --dead-stones is scored) and the seki fixtures.
func BenchmarkSekiFinished9x9(b *testing.B) {
	var boards []board.Board
	for _, pattern := range []string{"../engine/life/testdata/finished/*.sgf", "../fixtures/seki/*.txt"} {
		names, _ := filepath.Glob(pattern)
		for _, name := range names {
			var f parse.File
			if _, err := parse.ReadFile(name, nil, &f, nil); err != nil {
				b.Fatal(err)
			}
			if f.Record != nil {
				// An SGF comes out of parse as its record: the
				// position is the record replayed.
				rules, _ := analyze.Preset("japanese") // simple ko, as the games were played
				g, err := game.FromRecord(f.Record, rules)
				if err != nil {
					b.Fatal(err)
				}
				boards = append(boards, *g.Board())
				continue
			}
			boards = append(boards, *f.Current())
		}
	}
	if len(boards) < 200 {
		b.Fatalf("%d boards read, want the 217 games and the seki fixtures", len(boards))
	}
	benchSeki(b, boards)
}

// BenchmarkSekiFinished19x19: FindSeki and OpenBorders on 256 19x19 games
// of random legal play to two passes (filled up to single-point eyes).
func BenchmarkSekiFinished19x19(b *testing.B) {
	rng := rand.New(rand.NewPCG(7, 8))
	rules, _ := analyze.Preset("chinese")
	boards := make([]board.Board, 256)
	for i := range boards {
		boards[i] = game.PlayRandom(rng, 19, 19, 2000, &rules).Position.Board
	}
	benchSeki(b, boards)
}
