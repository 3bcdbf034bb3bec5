package batch

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

func readList(t *testing.T, r io.Reader, sep byte) []string {
	t.Helper()
	var got []string
	if err := ReadList(r, sep, func(s string) bool { got = append(got, s); return true }); err != nil {
		t.Fatal(err)
	}
	return got
}

// TestReadList: newline and NUL lists, blank entries skipped, CRLF, no final
// separator, names with spaces and newlines (NUL lists), entries longer
// than the read buffer, one byte at a time.
func TestReadList(t *testing.T) {
	long := strings.Repeat("d/", 50000) + "x.txt"
	tests := []struct {
		name, in string
		sep      byte
		want     []string
	}{
		{"lines", "a.txt\nb c.txt\n\n\nsub\n", '\n', []string{"a.txt", "b c.txt", "sub"}},
		{"crlf", "a.txt\r\nb.txt\r\n\r\n", '\n', []string{"a.txt", "b.txt"}},
		{"no final newline", "a.txt\nb.txt", '\n', []string{"a.txt", "b.txt"}},
		{"empty", "", '\n', nil},
		{"nul", "a.txt\x00odd\nname.txt\x00\x00b\r.txt", 0, []string{"a.txt", "odd\nname.txt", "b\r.txt"}},
		{"long", "a\n" + long + "\nb\n", '\n', []string{"a", long, "b"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := readList(t, strings.NewReader(tt.in), tt.sep); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, want %q", got, tt.want)
			}
			if got := readList(t, iotest.OneByteReader(strings.NewReader(tt.in)), tt.sep); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("one byte at a time: got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestReadListStreams: entries reach yield as they are read, so a list
// need not fit in memory, and yield can stop the read.
func TestReadListStreams(t *testing.T) {
	pr, pw := io.Pipe()
	seen := make(chan string)
	go func() {
		fmt.Fprint(pw, "first\n")
		<-seen // the list goes on only once "first" was handed on
		fmt.Fprint(pw, "second\n")
		pw.Close()
	}()
	var got []string
	err := ReadList(pr, '\n', func(s string) bool {
		got = append(got, s)
		if s == "first" {
			seen <- s
		}
		return true
	})
	if err != nil || !reflect.DeepEqual(got, []string{"first", "second"}) {
		t.Errorf("got %q, %v", got, err)
	}
	pr2, pw2 := io.Pipe()
	go fmt.Fprint(pw2, "only\n") // never closed: yield's false must end the read
	n := 0
	_ = ReadList(pr2, '\n', func(string) bool { n++; return false })
	if n != 1 {
		t.Errorf("yield called %d times after false", n)
	}
}

// TestWalkList: list entries are walked as command-line paths (directories
// recursively), and a read error becomes a failed input.
func TestWalkList(t *testing.T) {
	dir := tree(t, "a.txt", "sub/b.txt", "sub/c.md")
	list := filepath.Join(dir, "a.txt") + "\n" + filepath.Join(dir, "sub") + "\n" + filepath.Join(dir, "missing.txt") + "\n"
	var got []string
	(&Walker{}).WalkList(strings.NewReader(list), '\n', "list", func(in Input) bool {
		s := strings.TrimPrefix(in.Path, dir+"/")
		if in.Err != nil {
			s = "ERR " + s
		}
		got = append(got, s)
		return true
	})
	want := []string{"a.txt", "sub/b.txt", "ERR missing.txt"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	got = nil
	(&Walker{}).WalkList(iotest.ErrReader(errors.New("boom")), '\n', "list", func(in Input) bool {
		got = append(got, in.Err.Error())
		return true
	})
	if want := []string{"list: boom"}; !reflect.DeepEqual(got, want) {
		t.Errorf("read error: got %v, want %v", got, want)
	}
}

// TestShard: every path falls in exactly one of N shards, the split is
// stable (FNV-1a 64, pinned here so it never changes under users' feet),
// and bad values are refused.
func TestShard(t *testing.T) {
	for n := 1; n <= 7; n++ {
		for i := 0; i < 500; i++ {
			p := fmt.Sprintf("corpus/%d/game-%d.sgf", i%13, i)
			hits := 0
			for k := 1; k <= n; k++ {
				if (Shard{K: k, N: n}).Takes(p) {
					hits++
				}
			}
			if hits != 1 {
				t.Fatalf("%s is in %d of %d shards", p, hits, n)
			}
		}
	}
	// FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector).
	var pinned []int
	for _, p := range []string{"fixtures/sample.txt", "a", "b", ""} {
		for k := 1; k <= 4; k++ {
			if (Shard{K: k, N: 4}).Takes(p) {
				pinned = append(pinned, k)
			}
		}
	}
	if want := []int{1, 1, 2, 2}; !reflect.DeepEqual(pinned, want) {
		t.Errorf("shards %v, want %v", pinned, want)
	}
	if !(Shard{}).Takes("anything") {
		t.Error("the zero shard must take everything")
	}
	good := map[string]Shard{"1/1": {1, 1}, "2/4": {2, 4}, "4/4": {4, 4}}
	for s, want := range good {
		if got, err := ParseShard(s); err != nil || got != want {
			t.Errorf("ParseShard(%q) = %v, %v", s, got, err)
		}
	}
	for _, s := range []string{"", "1", "0/4", "5/4", "-1/4", "1/0", "a/b", "1/4/2", " 1/4"} {
		if _, err := ParseShard(s); !errors.Is(err, ErrBadShard) {
			t.Errorf("ParseShard(%q): %v, want ErrBadShard", s, err)
		}
	}
}
