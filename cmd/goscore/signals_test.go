//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
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
