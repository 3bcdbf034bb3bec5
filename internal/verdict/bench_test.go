package verdict

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse"
)

// BenchmarkScoreFile11x11 is the batch's work on one file once it is read:
// ScoreFile under the default options (Japanese rules, no dead stones
// taken off) and the verdict's JSON line, on random-fill 11x11 boards (20%
// empty, 40% each colour, as bench/batch.sh's files), 1024 different ones
// in turn. Its allocations a board are the verdict's own.
func BenchmarkScoreFile11x11(b *testing.B) {
	rng := rand.New(rand.NewPCG(3, 4))
	files := make([]parse.File, 1024)
	for i := range files {
		files[i] = parse.File{Name: "board.txt", Grids: []board.Board{game.RandomFill(rng, 11, 11, [3]int{20, 40, 40})}}
	}
	var o Options
	var e analyze.Evaluation
	buf := make([]byte, 0, 8<<10)
	n := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		v := ScoreFile(&files[i%len(files)], &o, &e)
		buf = appendScoreJSON(buf[:0], &v)
		n += len(buf)
	}
	if n == 0 {
		b.Fatal("no JSON written")
	}
}
