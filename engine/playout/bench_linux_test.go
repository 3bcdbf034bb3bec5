package playout_test

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// threadCPU returns the CPU time the calling thread has used, in
// nanoseconds (Linux's RUSAGE_THREAD).
func threadCPU() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkPlayoutCPU9x9 is BenchmarkPlayoutRules9x9 for Light, Fast (the
// bot's policy in Go), Fast with the learned shapes instead of the
// hand-made ones or beside them, Fast with Nakade (in kill-all), Heavy, Heavy
// with PatternsBefore or LastGoodReply added or Ladders taken away, and
// AllRules, timed by the thread's CPU time instead of the clock: on a
// shared machine the clock counts the time other programs hold the CPU,
// the thread's CPU time much less so, and the ratios between policies
// hold from one run to the next (go test -run '^$' -bench PlayoutCPU9x9
// ./engine/playout, then compare the cpu-playouts/s). HeavyReplies and
// AllRules keep a memory of replies from playout to playout, as the
// bot's playouts do under LastGoodReply.
func BenchmarkPlayoutCPU9x9(b *testing.B) {
	for _, r := range []struct {
		name string
		pol  playout.Policy
		// replies: the playouts keep a last-good-reply memory, as a
		// search's do, and learn from each result (komi 7).
		replies bool
	}{
		{"Light", 0, false},
		{"Fast", playout.Fast, false},
		{"FastLearned", playout.Fast&^playout.Patterns | playout.LearnedPatterns, false},
		{"FastBoth", playout.Fast | playout.LearnedPatterns, false},
		{"FastNakade", playout.Fast | playout.Nakade, false},
		{"Heavy", playout.Heavy, false},
		{"HeavyKo", playout.Heavy | playout.KoFight, false},
		{"HeavyReplies", playout.Heavy | playout.LastGoodReply, true},
		{"HeavyBefore", playout.Heavy | playout.PatternsBefore, false},
		{"HeavyNoLadders", playout.Heavy &^ playout.Ladders, false},
		{"AllRules", playout.AllRules, true},
	} {
		b.Run(r.name, func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			start, _ := board.New(9, 9)
			root := playout.FromBoard(&start, board.Black, board.Pass)
			pcg := rand.NewPCG(1, 2)
			var pb playout.Board
			var rep *playout.Replies
			if r.replies {
				rep = new(playout.Replies)
			}
			sum := 0
			b.ResetTimer()
			t0 := threadCPU()
			for i := 0; i < b.N; i++ {
				pb = *root
				if rep == nil {
					sum += pb.RunPolicy(pcg, 3*9*9, r.pol)
					continue
				}
				rep.Begin(&pb)
				pb.PlayoutReplies(pcg, 3*9*9, r.pol, rep)
				b, w := pb.Area()
				rep.Learn(b-w > 7)
				sum += b - w
			}
			if cpu := threadCPU() - t0; cpu > 0 {
				b.ReportMetric(float64(b.N)/(float64(cpu)/1e9), "cpu-playouts/s")
			}
			if sum == 1<<62 {
				b.Log(sum)
			}
		})
	}
}
