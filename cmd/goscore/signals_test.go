//go:build unix

package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRegressStopsEngineOnSignal: regress stopped by SIGTERM or SIGHUP (as
// timeout(1) and a closed terminal stop it), or SIGINT, kills its engine's
// process group and exits, leaving no engine behind.
func TestRegressStopsEngineOnSignal(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			dir := t.TempDir()
			pidFile := filepath.Join(dir, "engine.pid")
			tst := filepath.Join(dir, "hang.tst")
			if err := os.WriteFile(tst, []byte("1 name\n#? [x]\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			exe, err := os.Executable()
			if err != nil {
				t.Fatal(err)
			}
			// The engine writes its process number, then never answers.
			engine := `sh -c 'echo $$ > ` + pidFile + `; exec sleep 600'`
			cmd := exec.Command(exe, "regress", "--timeout", "10m", engine, tst)
			cmd.Env = append(os.Environ(), "GOSCORE_TEST_MAIN=1")
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			pid := waitPID(t, pidFile)
			if err := cmd.Process.Signal(sig); err != nil {
				t.Fatal(err)
			}
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				cmd.Process.Kill()
				t.Fatal("goscore regress did not stop")
			}
			deadline := time.Now().Add(10 * time.Second)
			for syscall.Kill(pid, 0) == nil {
				if time.Now().After(deadline) {
					syscall.Kill(pid, syscall.SIGKILL)
					t.Fatalf("engine %d still runs after goscore stopped", pid)
				}
				time.Sleep(20 * time.Millisecond)
			}
		})
	}
}

// waitPID waits for a process number to be written to name.
func waitPID(t *testing.T, name string) int {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if b, err := os.ReadFile(name); err == nil {
			if pid, err := strconv.Atoi(strings.TrimSpace(string(b))); err == nil {
				return pid
			}
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Fatal("the engine never started")
	return 0
}

// TestSignalLeavesNoTemporaryFile: capture --in-place and convert --out
// stopped by SIGTERM or SIGINT in the middle of their writes leave no
// temporary file (one run in five used to leave a 0-byte one: it was made
// before it was tracked, or made by another worker after the clean-up).
// Each run is signalled as soon as its first write shows in the
// directory, at a different point of the batch each time.
func TestSignalLeavesNoTemporaryFile(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	runs := 24
	if testing.Short() {
		runs = 6
	}
	for i := range runs {
		dir := t.TempDir()
		in := filepath.Join(dir, "in")
		must(t, os.Mkdir(in, 0o755))
		for j := range 300 {
			must(t, os.WriteFile(filepath.Join(in, fmt.Sprintf("b%03d.txt", j)), []byte("1 2 0\n2 0 0\n0 0 0\n"), 0o644))
		}
		args := []string{"capture", "-q", "--jobs", "2", "--in-place", in}
		sig := syscall.SIGTERM
		if i%2 == 1 {
			args = []string{"convert", "-q", "--jobs", "2", "--to", "sgf", "--out", filepath.Join(dir, "out"), in}
			sig = syscall.SIGINT
		}
		cmd := exec.Command(exe, args...)
		cmd.Env = append(os.Environ(), "GOSCORE_TEST_MAIN=1")
		must(t, cmd.Start())
		// Wait for the writes to start (a temporary file, or the first
		// output), then let a few more go by: i of them.
		for seen := 0; seen <= i; {
			m, _ := filepath.Glob(filepath.Join(dir, "*", ".*.tmp"))
			o, _ := filepath.Glob(filepath.Join(dir, "out", "*.sgf"))
			if len(m)+len(o) > 0 {
				seen++
			}
			if cmd.ProcessState != nil {
				break
			}
			runtime.Gosched()
		}
		cmd.Process.Signal(sig)
		cmd.Wait()
		var left []string
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && strings.HasSuffix(p, ".tmp") {
				left = append(left, p)
			}
			return nil
		})
		if len(left) > 0 {
			t.Errorf("run %d (%s, %v) left %q", i, args[0], sig, left)
		}
	}
}
