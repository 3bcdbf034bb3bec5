package life_test

import (
	"path/filepath"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
)

// BenchmarkEstimate9x9 estimates the finished 9x9 game of the tests at
// DefaultPlayouts and reports playouts per second. Target: at most 50 ms
// per estimate on one core (go test -run '^$' -bench
// 'Estimate(9x9|19x19)' -benchtime 20x -cpu 1 ./engine/life).
func BenchmarkEstimate9x9(b *testing.B) {
	pos := boardtest.Diagram(b, finished)
	dead := 0
	b.ReportAllocs()
	playouts := 0
	for b.Loop() {
		j := life.Estimate(&pos, life.Config{Seed: 1})
		dead += len(j.Dead)
		playouts += j.Playouts
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
	if dead != b.N*len(finishedDead) {
		b.Errorf("%d dead stones in %d estimates, want %d each", dead, b.N, len(finishedDead))
	}
}

// BenchmarkEstimate19x19 estimates the final position of a finished 19x19
// game (testdata/real/19-cgf2002-Aya.sgf, 220 moves, 28 stones dead) at
// DefaultPlayouts, the races, eyes and reasons included, and reports
// playouts per second. Target: at most 500 ms per estimate on one core
// (go test -run '^$' -bench 'Estimate(9x9|19x19)' -benchtime 20x -cpu 1
// ./engine/life).
func BenchmarkEstimate19x19(b *testing.B) {
	var f parse.File
	if _, err := parse.ReadFile(filepath.Join(realDir, "19-cgf2002-Aya.sgf"), nil, &f, nil); err != nil {
		b.Fatal(err)
	}
	var played verdict.Options
	if err := verdict.Replay(&f, played.RulesFor(&f)); err != nil {
		b.Fatal(err)
	}
	pos := *f.Current()
	want := len(life.Estimate(&pos, life.Config{Seed: 1}).Dead)
	if want == 0 {
		b.Fatal("no dead stones: the benchmark wants a finished game with some")
	}
	b.ReportAllocs()
	playouts := 0
	for b.Loop() {
		j := life.Estimate(&pos, life.Config{Seed: 1})
		if len(j.Dead) != want {
			b.Fatalf("%d dead stones, want %d each time", len(j.Dead), want)
		}
		playouts += j.Playouts
	}
	b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
}

// BenchmarkScoreEstimate9x9 is `goscore score --dead-stones estimate` on
// one file without the process: every finished 9x9 game of
// testdata/finished in turn, read from memory, evaluated, the dead stones
// estimated at the defaults and taken off, and the verdict built. Target:
// at most 100 ms per board (go test -run '^$' -bench ScoreEstimate ./life).
func BenchmarkScoreEstimate9x9(b *testing.B) {
	games := loadJudged(b)
	files := make([]parse.File, len(games))
	for i, g := range games {
		if _, err := parse.ReadFile(filepath.Join(finishedDir, g.File), nil, &files[i], nil); err != nil {
			b.Fatal(err)
		}
	}
	r, _ := analyze.Preset("japanese")
	// An SGF comes out of parse as its record: the position to score is
	// the record replayed, as the command does it.
	for i := range files {
		if err := verdict.Replay(&files[i], r); err != nil {
			b.Fatal(err)
		}
		cur := files[i].Current()
		stones := 0
		for _, p := range cur.Points(nil) {
			if c := cur.At(p); c == board.Black || c == board.White {
				stones++
			}
		}
		if stones == 0 {
			b.Fatalf("%s: no stones to judge", files[i].Name)
		}
	}
	opts := verdict.Options{RulesChoice: game.RulesChoice{Rules: r}, Dead: life.Spec{Method: life.MethodEstimate, Estimate: life.Config{Seed: 1}}}
	var e analyze.Evaluation
	i := 0
	for b.Loop() {
		v := verdict.ScoreFile(&files[i%len(files)], &opts, &e)
		if v.Failed() {
			b.Fatal(*v.Error)
		}
		if !v.DeadStones.Estimated {
			b.Fatalf("%s: scored with dead stones by %q, not estimated", v.File, v.DeadStones.Method)
		}
		i++
	}
}

// benchRecorded estimates the final positions of the recorded finished
// games of testdata/real on size x size boards in turn, at the defaults.
// Targets: under 50 ms a 9x9 game and 500 ms a 19x19 game on one core
// (go test -run '^$' -bench Recorded -benchtime 2s -cpu 1 ./engine/life;
// -args -policy basic and -threshold 0.7 measure other settings). With
// playout.Heavy at 0.6, on a machine shared with other builds: about 25 ms
// a 9x9 game, 70 ms a 13x13 and 130 ms a 19x19.
func benchRecorded(b *testing.B, size int) {
	var boards []board.Board
	for _, g := range loadRecorded(b) {
		if g.Size != size {
			continue
		}
		var f parse.File
		if _, err := parse.ReadFile(filepath.Join(realDir, g.File), nil, &f, nil); err != nil {
			b.Fatal(err)
		}
		var played verdict.Options
		if err := verdict.Replay(&f, played.RulesFor(&f)); err != nil {
			b.Fatal(err)
		}
		boards = append(boards, *f.Current())
	}
	cfg := flagConfig(b)
	i := 0
	for b.Loop() {
		life.Estimate(&boards[i%len(boards)], cfg)
		i++
	}
}

func BenchmarkRecorded9x9(b *testing.B)   { benchRecorded(b, 9) }
func BenchmarkRecorded13x13(b *testing.B) { benchRecorded(b, 13) }
func BenchmarkRecorded19x19(b *testing.B) { benchRecorded(b, 19) }
