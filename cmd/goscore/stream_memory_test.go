package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/goscore/goscore/internal/boardtest"
)

// TestYAMLRunsInBoundedMemory: a whole run of mark or score holds about
// the same heap over 800 files as over 400 (within 16 MiB, the noise of
// the collector's pace), in YAML as in JSON: nothing of a file outlives
// its verdict's output (peakHeap, without timing). One yaml.v3 encoder
// over the run kept every event of the stream, 490 KB a mark and 65 KB a
// score, and a 100,000-file directory would have been killed.
func TestYAMLRunsInBoundedMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("marks and scores 1,200 files in two formats")
	}
	dirs := map[int]string{}
	for _, n := range []int{400, 800} {
		dir := t.TempDir()
		for i := range n {
			if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("b%04d.txt", i)), []byte(boardtest.Busy), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		dirs[n] = dir
	}
	for _, cmd := range []string{"mark", "score"} {
		for _, format := range []string{"yaml", "json"} {
			var peak [2]uint64
			for i, n := range []int{400, 800} {
				peak[i] = peakHeap(func() {
					run([]string{"goscore", cmd, "--jobs", "1", "--format", format, dirs[n]}, nil, io.Discard, io.Discard)
				})
			}
			t.Logf("%s --format %s: at most %d bytes of heap over 400 files, %d over 800", cmd, format, peak[0], peak[1])
			if peak[1] > peak[0]+16<<20 {
				t.Errorf("%s --format %s: %d bytes of heap over 800 files against %d over 400: it grows with the run", cmd, format, peak[1], peak[0])
			}
		}
	}
}
