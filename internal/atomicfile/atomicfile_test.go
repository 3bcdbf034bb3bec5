package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

func TestWriteFile(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a", "b", "board.txt")
	if err := WriteFile(name, []byte("one"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(name, 0o640); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(name, []byte("two"), 0o600); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(name)
	if err != nil || string(got) != "two" {
		t.Fatalf("%q %v", got, err)
	}
	if st, _ := os.Stat(name); st.Mode().Perm() != 0o640 {
		t.Errorf("mode %v, want the existing file's 0640", st.Mode().Perm())
	}
	entries, _ := os.ReadDir(filepath.Dir(name))
	if len(entries) != 1 {
		t.Errorf("%d entries, want only the file (no temporary left)", len(entries))
	}
	// A path under a regular file cannot be written; nothing is left.
	if err := WriteFile(filepath.Join(name, "x"), []byte("x"), 0o644); err == nil {
		t.Error("writing under a file succeeded")
	}
	// A directory in the way of the rename: the error is reported and the
	// temporary file removed.
	blocked := filepath.Join(dir, "blocked")
	if err := os.MkdirAll(filepath.Join(blocked, "inner"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(blocked, []byte("x"), 0o644); err == nil {
		t.Error("replacing a non-empty directory succeeded")
	}
	entries, _ = os.ReadDir(dir)
	for _, e := range entries {
		if e.Name() != "a" && e.Name() != "blocked" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestStopLeavesNoTemporaryFile: a stop that falls between the creation of
// a temporary file and its tracking (where a signal left a 0-byte file in
// about one run in five) still removes it, and once Stop has returned no
// write makes another, so the exit that follows leaves nothing behind.
func TestStopLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	temps := func() []string {
		m, _ := filepath.Glob(filepath.Join(dir, ".*.tmp"))
		return m
	}
	left := make(chan []string, 1)
	createHook = func(string) {
		calling := make(chan struct{})
		go func() {
			close(calling)
			Stop()
			left <- temps() // what the exit right after Stop would leave
		}()
		<-calling
		for range 100 {
			runtime.Gosched() // give Stop every chance to run inside the window
		}
	}
	defer func() {
		createHook = nil
		gate.Lock()
		stopped = false
		gate.Unlock()
	}()
	err := WriteFile(filepath.Join(dir, "a.txt"), []byte("x"), 0o644)
	if got := <-left; len(got) != 0 {
		t.Errorf("a stop during the write left %q", got)
	}
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the interrupted write: %v", err)
	}
	createHook = nil
	if err := WriteFile(filepath.Join(dir, "b.txt"), []byte("x"), 0o644); !errors.Is(err, ErrStopped) {
		t.Errorf("a write after Stop: %v, want ErrStopped", err)
	}
	if got := temps(); len(got) != 0 {
		t.Errorf("a write after Stop left %q", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "b.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Error("a write after Stop made its file")
	}
}
