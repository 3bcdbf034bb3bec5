package main

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"
)

// peakHeap runs f and returns the most heap memory in objects, live or
// not yet swept, seen while it ran (sampled every millisecond; reading
// runtime/metrics does not stop the world) above what there was before.
// The collector runs at GOGC 25 meanwhile, so the peak measures what f
// keeps more than when the collector got round to it: at the default of
// 100, garbage may reach the live heap's size before a collection, and
// on a loaded machine, where the collector's workers start late, more.
func peakHeap(f func()) uint64 {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	read := func() uint64 {
		metrics.Read(sample)
		return sample[0].Value.Uint64()
	}
	defer debug.SetGCPercent(debug.SetGCPercent(25))
	runtime.GC()
	base := read()
	peak := base
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			if v := read(); v > peak {
				peak = v
			}
			select {
			case <-done:
				return
			case <-tick.C:
			}
		}
	}()
	f()
	close(done)
	wg.Wait()
	if v := read(); v > peak {
		peak = v
	}
	return peak - base
}

// sgfShapes are SGF files of about 1 MiB built to cost the reader as much
// as they can: many tiny games, a long line of passes, deep nesting on and
// off the main line, many properties or values in one node, empty nodes.
func sgfShapes() map[string]string {
	const mib = 1 << 20
	fill := func(head, unit, tail string) string {
		n := (mib - len(head) - len(tail)) / len(unit)
		return head + strings.Repeat(unit, n) + tail
	}
	half := mib / 4
	return map[string]string{
		"tiny-games":       fill("", "(;)", ""),
		"10000-tiny-games": strings.Repeat("(;)", 10000),
		"passes":           fill("(;", ";B[];W[]", ")"),
		"10000-passes":     "(;" + strings.Repeat(";B[];W[]", 5000) + ")",
		"deep-main-line":   strings.Repeat("(;", half) + strings.Repeat(")", half),
		"deep-variation":   "(;(;)" + strings.Repeat("(;", half-3) + strings.Repeat(")", half-2),
		"properties":       fill("(;", "C[]", ")"),
		"unread-props":     fill("(;", "XX[]", ")"),
		"values":           fill("(;SZ[19]AB", "[aa]", ")"),
		"empty-nodes":      fill("(;", ";", ")"),
		"long-comment":     fill("(;C[", "x", "])"),
		// Setup nodes after a move, each changing the whole board in ten
		// bytes: 10,000 of them (110 KB) took 60 MB, and 90 MB with a
		// move between each two, before sgf.MaxSetupPoints.
		"setup-flips":       "(;SZ[19];B[aa]" + strings.Repeat(";AW[aa:ss]\n;AE[aa:ss]\n", 5000) + ")",
		"setup-flips-moves": "(;SZ[19]" + strings.Repeat(";B[];AW[aa:ss]\n;W[];AE[aa:ss]\n", 4999) + ")",
		// Just under that limit: 99,860 points.
		"setup-at-limit": "(;SZ[19];B[aa]" + strings.Repeat(";AW[aa:ss]\n;AE[aa:ss]\n", 130) +
			strings.Repeat(";AB[bb];AE[bb]", 3000) + ")",
	}
}

// gridShapes are board files of about 1 MiB with as many grids as fit.
func gridShapes() map[string]string {
	const mib = 1 << 20
	return map[string]string{
		"grid-passes":  strings.Repeat("0\n---\n", mib/6) + "0\n",
		"grid-capture": strings.Repeat("1\n---\n0\n---\n", mib/12) + "0\n",
		"10001-grids":  strings.Repeat("0\n---\n", 10000) + "0\n",
	}
}

// TestSGFMemoryBound: reading, replaying and scoring an SGF file (or a
// grid file with a long history) holds at
// most 24 times its size plus 24 MiB of heap, whatever its shape, in the
// table format (which keeps every row) and in JSON lines. The constant is
// mostly the verdicts of sgf.MaxGames tiny games. Before the bounds a file
// of 349,000 "(;)" took 546 MB.
func TestSGFMemoryBound(t *testing.T) {
	if testing.Short() {
		t.Skip("reads several 1 MiB files")
	}
	dir := t.TempDir()
	shapes := sgfShapes()
	for name, text := range gridShapes() {
		shapes[name] = text
	}
	for name, text := range shapes {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, format := range []string{"jsonl", "table"} {
			heap := peakHeap(func() {
				run([]string{"goscore", "score", "--jobs", "1", "--format", format, path}, nil, io.Discard, io.Discard)
			})
			limit := 24*uint64(len(text)) + 24<<20
			t.Logf("%s %s: %d bytes, at most %d of heap", name, format, len(text), heap)
			if heap > limit {
				t.Errorf("%s, %s: %d bytes of heap for a file of %d, want at most %d", name, format, heap, len(text), limit)
			}
		}
	}
}
