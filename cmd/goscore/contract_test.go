//go:build unix

package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestBatchContractEveryKindOfFile walks a directory holding every kind of
// entry a real disk has and checks the batch contract: exactly one verdict
// per entry, in lexical order, errors saying what the entry is, and the run
// ends (a FIFO or a device is never opened for reading). It runs the real
// binary, as a user would, under a deadline.
func TestBatchContractEveryKindOfFile(t *testing.T) {
	dir := t.TempDir()
	d := filepath.Join(dir, "d")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(os.Mkdir(d, 0o755))
	p := func(n string) string { return filepath.Join(d, n) }
	must(os.WriteFile(p("a-regular.txt"), []byte("0 1\n1 0\n"), 0o644))
	must(os.WriteFile(p("b-empty.txt"), nil, 0o644))
	must(syscall.Mkfifo(p("c-fifo.txt"), 0o644))
	l, err := net.Listen("unix", p("d-socket.txt"))
	must(err)
	defer l.Close()
	device := "e-device.txt"
	if err := syscall.Mknod(p(device), syscall.S_IFCHR|0o644, 1<<8|3); err != nil {
		// Not root: a link to /dev/null stands in for the device.
		device = "e-device-link.txt"
		must(os.Symlink("/dev/null", p(device)))
	}
	must(os.Symlink("a-regular.txt", p("f-link-file.txt")))
	must(os.Mkdir(filepath.Join(dir, "elsewhere"), 0o755))
	must(os.Symlink("../elsewhere", p("g-link-dir.txt")))
	must(os.Symlink("nowhere.txt", p("h-dangling.txt")))
	must(os.Symlink("i-loop.txt", p("i-loop.txt")))
	must(os.WriteFile(p("j-unreadable.txt"), []byte("0\n"), 0o000))

	exe, err := os.Executable()
	must(err)
	cmd := exec.Command(exe, "score", "--format", "jsonl", d)
	cmd.Env = append(os.Environ(), "GOSCORE_TEST_MAIN=1")
	var out, errs bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errs
	must(cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("the run hung; output so far:\n%s", out.String())
	}
	want := []struct{ name, err string }{
		{"a-regular.txt", ""},
		{"b-empty.txt", "no grid"},
		{"c-fifo.txt", "not a regular file: a FIFO; skipped"},
		{"d-socket.txt", "not a regular file: a socket; skipped"},
		{device, "a character device; skipped"},
		{"f-link-file.txt", ""},
		{"g-link-dir.txt", "symbolic link to a directory, not followed"},
		{"h-dangling.txt", "dangling symbolic link: no such file or directory"},
		{"i-loop.txt", "too many levels of symbolic links"},
		{"j-unreadable.txt", ""}, // root reads it; others get permission denied
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != len(want) {
		t.Fatalf("%d verdicts for %d entries:\n%s\nstderr:\n%s", len(lines), len(want), out.String(), errs.String())
	}
	for i, line := range lines {
		var v struct {
			File  string  `json:"file"`
			Error *string `json:"error"`
		}
		must(json.Unmarshal([]byte(line), &v))
		w := want[i]
		if v.File != p(w.name) {
			t.Errorf("verdict %d is for %s, want %s (order)", i, v.File, w.name)
			continue
		}
		switch {
		case w.name == "j-unreadable.txt":
			if os.Geteuid() != 0 && (v.Error == nil || !strings.Contains(*v.Error, "permission denied")) {
				t.Errorf("%s: %v, want permission denied", w.name, v.Error)
			}
		case w.err == "" && v.Error != nil:
			t.Errorf("%s: unexpected error %s", w.name, *v.Error)
		case w.err != "" && (v.Error == nil || !strings.Contains(*v.Error, w.err)):
			t.Errorf("%s: error %v, want one containing %q", w.name, v.Error, w.err)
		}
	}
}

// TestFIFOWaitsForWriter: a FIFO named on the command line is read as cat
// reads it: its writer may come a moment after goscore opened it (it used
// to read as empty), may write nothing and close (an empty file), or may
// write its data in pieces; a FIFO inside a walked directory is never
// opened, so a walk cannot hang on one.
func TestFIFOWaitsForWriter(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.txt")
	must(t, syscall.Mkfifo(fifo, 0o644))
	for _, tc := range []struct {
		name   string
		pieces []string
		want   string
	}{
		{"writer comes later", []string{"1 2\n2 0\n"}, `"result":"W+3"`},
		{"writer writes in pieces", []string{"1 2\n", "2 0\n"}, `"result":"W+3"`},
		{"writer writes nothing", nil, "no grid found"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			go func() {
				// The writer comes a moment after goscore opened the FIFO
				// and found no writer; it opens without blocking, so it
				// gives up rather than hang when nobody reads any more.
				time.Sleep(200 * time.Millisecond)
				var w *os.File
				for range 300 {
					f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0)
					if err == nil {
						w = f
						break
					}
					time.Sleep(10 * time.Millisecond)
				}
				if w == nil {
					return
				}
				for _, p := range tc.pieces {
					time.Sleep(50 * time.Millisecond)
					w.WriteString(p)
				}
				w.Close()
			}()
			done := make(chan string, 1)
			go func() {
				_, out, errs := goscore(t, "", "score", "--format", "jsonl", fifo)
				done <- out + errs
			}()
			select {
			case got := <-done:
				if !strings.Contains(got, tc.want) {
					t.Errorf("got %s, want %s", got, tc.want)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("reading the FIFO hung")
			}
		})
	}
}

// TestNamesQuotedInMessages: a file name holding a line break or an
// escape character is quoted in error lines, so each error stays on one
// line and nothing reaches the terminal raw; the JSON verdict keeps the
// name itself.
func TestNamesQuotedInMessages(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "a\nb\x1b[31m.txt")
	if err := os.WriteFile(name, []byte("0 3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", dir)
	if code != 1 {
		t.Fatalf("exit %d", code)
	}
	if strings.ContainsAny(errs, "\x1b") || strings.Count(errs, "\n") != 2 || !strings.Contains(errs, `a\nb\x1b[31m.txt":1:3: bad cell "3"`) {
		t.Errorf("stderr:\n%s", errs)
	}
	var v struct {
		File  string `json:"file"`
		Error string `json:"error"`
	}
	if err := json.Unmarshal([]byte(out), &v); err != nil || v.File != name || strings.ContainsAny(v.Error, "\n\x1b") {
		t.Errorf("verdict %+v %v", v, err)
	}
}

// TestWritesOnlyRegularFiles: play --record, play's save and capture
// --in-place write only onto new names and regular files: a FIFO or a
// device is refused with an error naming it and stays what it was, and
// --in-place through a symbolic link writes the link's target and keeps
// the link.
func TestWritesOnlyRegularFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.sgf")
	must(t, syscall.Mkfifo(fifo, 0o644))
	targets := []string{fifo}
	dev := filepath.Join(dir, "null.sgf")
	if syscall.Mknod(dev, syscall.S_IFCHR|0o666, 1<<8|3) == nil {
		targets = append(targets, dev)
	}
	for _, target := range targets {
		code, _, errs := goscore(t, "D4\npass\npass\n", "play", "--record", target)
		if code == 0 || !strings.Contains(errs, "not a regular file") {
			t.Errorf("play --record %s: exit %d, %q", target, code, errs)
		}
		code, out, _ := goscore(t, "D4\nsave "+target+"\nquit\n", "play")
		if code != 0 || !strings.Contains(out, "not a regular file") {
			t.Errorf("save %s: exit %d\n%s", target, code, out)
		}
		if st, err := os.Lstat(target); err != nil || st.Mode().IsRegular() {
			t.Errorf("%s was replaced by a regular file", target)
		}
	}

	real := filepath.Join(dir, "real.txt")
	link := filepath.Join(dir, "link.txt")
	must(t, os.WriteFile(real, []byte("1 2\n2 0\n"), 0o644))
	must(t, os.Symlink("real.txt", link))
	if code, _, errs := goscore(t, "", "capture", "--in-place", link); code != 0 {
		t.Fatalf("capture --in-place through a link: exit %d %s", code, errs)
	}
	if st, _ := os.Lstat(link); st.Mode()&os.ModeSymlink == 0 {
		t.Error("the link was replaced by a file")
	}
	if got, _ := os.ReadFile(real); !strings.Contains(string(got), "0 2\n2 0") {
		t.Errorf("the link's target holds %q", got)
	}
	hard := filepath.Join(dir, "hard.txt")
	must(t, os.WriteFile(hard, []byte("1 2\n2 0\n"), 0o644))
	must(t, os.Link(hard, filepath.Join(dir, "hard2.txt")))
	if code, _, errs := goscore(t, "", "capture", "--in-place", hard); code != 1 || !strings.Contains(errs, "several hard links") {
		t.Errorf("hard-linked file: exit %d %q", code, errs)
	}
}

// TestNamedPipeWithSlowWriter: a pipe named on the command line, as a
// shell's process substitution <(...) names one, is read once its writer
// writes, even when that comes a moment later: the reader opened without
// blocking waits for data instead of taking the pipe for empty.
func TestNamedPipeWithSlowWriter(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	name := fmt.Sprintf("/proc/self/fd/%d", r.Fd())
	if _, err := os.Stat(name); err != nil {
		t.Skip("no /proc/self/fd here")
	}
	go func() {
		time.Sleep(300 * time.Millisecond)
		w.Write([]byte("1 2\n2 0\n"))
		w.Close()
	}()
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", name)
	if code != 0 || !strings.Contains(out, `"result":"W+3"`) {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
}
