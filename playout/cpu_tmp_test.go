package playout_test

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/playout"
)

func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestCPUTmp(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	for _, n := range []int{9, 19} {
		start, _ := board.New(n, n)
		root := playout.FromBoard(&start, board.Black, board.Pass)
		pcg := rand.NewPCG(1, 2)
		var pb playout.Board
		N := 200000
		if n == 19 { N = 40000 }
		best := time.Hour
		for rep := 0; rep < 3; rep++ {
			t0 := cpuTime()
			for i := 0; i < N; i++ {
				pb = *root
				pb.Run(pcg, 3*n*n)
			}
			if d := cpuTime() - t0; d < best { best = d }
		}
		t.Logf("%dx%d: %.0f ns/playout cpu, %.0f playouts/s", n, n, float64(best)/float64(N), float64(N)/best.Seconds())
	}
}
