package batch

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
)

func tree(t *testing.T, files ...string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range files {
		p := filepath.Join(dir, f)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("0\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func walk(w *Walker, paths ...string) (got []string) {
	w.Walk(paths, func(in Input) bool {
		s := in.Path
		if in.Err != nil {
			s = "ERR " + in.Err.Error()
		}
		got = append(got, s)
		return true
	})
	return got
}

// TestWalk: lexical order, hidden entries skipped, the default names, the
// --include globs, files named directly always taken, missing paths
// reported in place.
func TestWalk(t *testing.T) {
	dir := tree(t, "b.txt", "a.board", "c.sgf", "noext", "notes.md", "Z.TXT", ".hidden.txt", ".git/x.txt", "sub/d.txt", "sub/.e.txt", "sub/deeper/f")
	rel := func(ps []string) []string {
		for i, p := range ps {
			ps[i] = strings.TrimPrefix(p, dir+string(filepath.Separator))
		}
		return ps
	}
	got := rel(walk(&Walker{}, dir))
	want := []string{"Z.TXT", "a.board", "b.txt", "c.sgf", "noext", "sub/d.txt", "sub/deeper/f"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("walk: %v, want %v", got, want)
	}
	got = rel(walk(&Walker{Include: []string{"*.md", "d*"}}, dir, filepath.Join(dir, "c.sgf")))
	want = []string{"notes.md", "sub/d.txt", "c.sgf"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("include: %v, want %v", got, want)
	}
	got = walk(&Walker{}, "-", filepath.Join(dir, "missing.txt"), filepath.Join(dir, ".hidden.txt"))
	if len(got) != 3 || got[0] != "-" || !strings.HasSuffix(got[1], "missing.txt: no such file or directory") || !strings.HasSuffix(got[2], ".hidden.txt") {
		t.Errorf("stdin, missing, hidden named directly: %v", got)
	}
	if err := (&Walker{Include: []string{"["}}).Check(); !errors.Is(err, ErrBadPattern) {
		t.Errorf("bad pattern: %v", err)
	}
	// Stopping early stops the walk.
	n := 0
	(&Walker{}).Walk([]string{dir, dir}, func(Input) bool { n++; return n < 3 })
	if n != 3 {
		t.Errorf("walk went on after yield returned false: %d calls", n)
	}
}

// TestWalkUnreadableDir: a directory that cannot be read is one error
// input, and the walk goes on.
func TestWalkUnreadableDir(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads every directory")
	}
	dir := tree(t, "a/x.txt", "b/y.txt")
	if err := os.Chmod(filepath.Join(dir, "a"), 0); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(filepath.Join(dir, "a"), 0o755)
	got := walk(&Walker{}, dir)
	if len(got) != 2 || !strings.HasPrefix(got[0], "ERR ") || !strings.HasSuffix(got[1], "y.txt") {
		t.Errorf("%v", got)
	}
}

// TestRunOrder: whatever the number of workers, every input is worked once
// and the results come back in input order; each worker has its own state.
func TestRunOrder(t *testing.T) {
	const n = 5000
	source := func(yield func(Input) bool) {
		for i := 0; i < n; i++ {
			if !yield(Input{Tag: i}) {
				return
			}
		}
	}
	for _, jobs := range []int{0, 1, 2, 3, 8, 64} {
		var states, calls atomic.Int64
		next := 0
		inOrder(jobs, source, func() *int { states.Add(1); return new(int) }, func(s *int, in Input) int {
			calls.Add(1)
			*s++
			return in.Tag
		}, func(r int) {
			if r != next {
				t.Fatalf("jobs %d: result %d arrived when %d was due", jobs, r, next)
			}
			next++
		})
		want := int64(jobs)
		if jobs < 1 {
			want = 1
		}
		if next != n || calls.Load() != n || states.Load() != want {
			t.Errorf("jobs %d: %d results, %d calls, %d states", jobs, next, calls.Load(), states.Load())
		}
	}
}
