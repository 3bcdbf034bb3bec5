package main

import (
	"context"
	"fmt"
	"io"
	"sync"
	"time"
)

// eachJob runs work(i) for i from 0 to n-1 on jobs workers, and after each
// writes a progress line to stderr: the count done, the time since the
// start and what work said. It stops handing out work once ctx is done,
// and returns ctx's error then.
func eachJob(ctx context.Context, n, jobs int, stderr io.Writer, work func(i int) string) error {
	start := time.Now()
	next := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex // orders the progress lines
	done := 0
	for range jobs {
		wg.Go(func() {
			for i := range next {
				line := work(i)
				mu.Lock()
				done++
				fmt.Fprintf(stderr, "[%3d/%d %s] %s\n", done, n, time.Since(start).Round(time.Second), line)
				mu.Unlock()
			}
		})
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	return ctx.Err()
}
