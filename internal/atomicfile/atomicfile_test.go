package atomicfile

import (
	"os"
	"path/filepath"
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
