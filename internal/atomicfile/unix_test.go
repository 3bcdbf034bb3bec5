//go:build unix

package atomicfile

import (
	"errors"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
)

// TestTargets: a write lands on a new name, a regular file or a symbolic
// link's target, and refuses a FIFO, a device, a socket, a directory and a
// file with several hard links, leaving each as it was.
func TestTargets(t *testing.T) {
	dir := t.TempDir()
	path := func(n string) string { return filepath.Join(dir, n) }
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.WriteFile(path("real.txt"), []byte("old"), 0o644))
	must(os.Symlink("real.txt", path("link.txt")))
	must(os.Symlink("new.txt", path("dangling.txt")))
	must(os.Symlink("link.txt", path("chain.txt")))
	must(os.WriteFile(path("hard.txt"), []byte("old"), 0o644))
	must(os.Link(path("hard.txt"), path("hard2.txt")))
	must(syscall.Mkfifo(path("fifo.txt"), 0o644))
	must(os.Mkdir(path("dir.txt"), 0o755))
	l, err := net.Listen("unix", path("sock.txt"))
	must(err)
	defer l.Close()

	// Through a link, the target is written and the link stays a link.
	must(WriteFile(path("link.txt"), []byte("one"), 0o644))
	if got, _ := os.ReadFile(path("real.txt")); string(got) != "one" {
		t.Errorf("link target holds %q, want one", got)
	}
	if st, _ := os.Lstat(path("link.txt")); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the symbolic link was replaced by a file")
	}
	must(WriteFile(path("chain.txt"), []byte("two"), 0o644))
	if got, _ := os.ReadFile(path("real.txt")); string(got) != "two" {
		t.Errorf("a chain of links: target holds %q, want two", got)
	}
	// A dangling link: its target is made.
	must(WriteFile(path("dangling.txt"), []byte("new"), 0o644))
	if got, _ := os.ReadFile(path("new.txt")); string(got) != "new" {
		t.Errorf("dangling link target holds %q", got)
	}

	for _, tc := range []struct {
		name string
		want error
	}{
		{"fifo.txt", ErrNotRegular},
		{"dir.txt", ErrNotRegular},
		{"sock.txt", ErrNotRegular},
		{"hard.txt", ErrLinked},
	} {
		err := WriteFile(path(tc.name), []byte("x"), 0o644)
		if !errors.Is(err, tc.want) || !strings.Contains(err.Error(), tc.name) {
			t.Errorf("%s: %v, want %v naming the file", tc.name, err, tc.want)
		}
	}
	if st, _ := os.Lstat(path("fifo.txt")); st.Mode()&os.ModeNamedPipe == 0 {
		t.Error("the FIFO was replaced")
	}
	if got, _ := os.ReadFile(path("hard2.txt")); string(got) != "old" {
		t.Error("a hard link was changed")
	}
	if _, err := os.Stat("/dev/null"); err == nil {
		if err := WriteFile("/dev/null", []byte("x"), 0o644); !errors.Is(err, ErrNotRegular) || !strings.Contains(err.Error(), "character device") {
			t.Errorf("/dev/null: %v", err)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

// TestCleanupAndStale: Cleanup removes the temporary files in flight; a
// temporary file left by a process that no longer runs is removed by the
// next write to the same name, and one of a running process is kept.
func TestCleanupAndStale(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "board.txt")
	f, err := os.CreateTemp(dir, tempPattern("board.txt"))
	if err != nil {
		t.Fatal(err)
	}
	f.Close()
	track(f.Name(), true)
	if n := Cleanup(); n != 1 {
		t.Errorf("Cleanup removed %d, want 1", n)
	}
	if _, err := os.Stat(f.Name()); !errors.Is(err, os.ErrNotExist) {
		t.Error("Cleanup left the temporary file")
	}

	// A process number that cannot be running (above the kernel's limit)
	// and one that is: this test's parent.
	stale := filepath.Join(dir, ".board.txt.goscore-2147483646-123.tmp")
	live := filepath.Join(dir, ".board.txt.goscore-"+strconv.Itoa(os.Getppid())+"-456.tmp")
	other := filepath.Join(dir, ".other.txt.goscore-2147483646-1.tmp")
	for _, n := range []string{stale, live, other} {
		if err := os.WriteFile(n, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteFile(name, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Error("a dead process's temporary file was kept")
	}
	for _, n := range []string{live, other} {
		if _, err := os.Stat(n); err != nil {
			t.Errorf("%s was removed", filepath.Base(n))
		}
	}
}
