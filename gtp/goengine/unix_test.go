//go:build unix

package goengine

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestLoadSGFReadsAsTheBatchDoes: loadsgf opens without blocking and
// reads at most parse.MaxFileSize, as a batch does, so a FIFO with no
// writer, an endless device and a huge file are each refused at once
// rather than hanging the session or filling memory.
func TestLoadSGFReadsAsTheBatchDoes(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.sgf")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO here: %v", err)
	}
	big := filepath.Join(dir, "big.sgf")
	if err := os.WriteFile(big, []byte("(;SZ[9])"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 300<<20); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	e := testEngine(t)
	for _, tc := range []struct{ path, want string }{
		{fifo, "? cannot load file: " + fifo + `:1:1: no game (want "(;")` + "\n\n"},
		{"/dev/zero", "? cannot load file: /dev/zero: file is larger than the 1 MiB limit (stopped reading after "},
		{big, "? cannot load file: " + big + ": file is larger than the 1 MiB limit (314572800 bytes); refused unread\n\n"},
	} {
		if tc.path == "/dev/zero" {
			if _, err := os.Stat(tc.path); err != nil {
				continue
			}
		}
		start := time.Now()
		got := e.Execute("loadsgf " + tc.path)
		if got != tc.want && !(tc.path == "/dev/zero" && strings.HasPrefix(got, tc.want)) {
			t.Errorf("loadsgf %s: %q, want %q", tc.path, got, tc.want)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("loadsgf %s took %v", tc.path, d)
		}
	}
	// The session goes on.
	if got := e.Execute("name"); got != "= goscore\n\n" {
		t.Errorf("name after the refusals: %q", got)
	}
}
