package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSGFWritersMemoryBound: the commands that write an SGF's whole game
// (convert --to sgf and mark --format sgf read its tree, every variation
// kept) hold at most 24 times its size plus 32 MiB of heap, on the costly
// shapes of reading and scoring and on a root with as many variations as
// fit in 1 MiB. Their allowance is 8 MiB above reading's: mark on the
// file of one node with many properties peaks at 46 MB alone, and at 51
// MB once in a full test run on a loaded machine, where the collector
// fell behind (the peak counts garbage not yet collected).
func TestSGFWritersMemoryBound(t *testing.T) {
	if testing.Short() {
		t.Skip("reads several 1 MiB files")
	}
	dir := t.TempDir()
	shapes := sgfShapes()
	const mib = 1 << 20
	shapes["variations"] = "(;SZ[9]" + strings.Repeat("(;)", (mib-8)/3) + ")"
	for name, text := range shapes {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, args := range [][]string{{"convert", "--to", "sgf"}, {"mark", "--format", "sgf"}} {
			heap := peakHeap(func() {
				run(append(append([]string{"goscore", "--jobs", "1"}, args...), path), nil, io.Discard, io.Discard)
			})
			limit := 24*uint64(len(text)) + 32<<20
			t.Logf("%s %s: %d bytes, at most %d of heap", name, args[0], len(text), heap)
			if heap > limit {
				t.Errorf("%s, %s: %d bytes of heap for a file of %d, want at most %d", name, args[0], heap, len(text), limit)
			}
		}
	}
}
