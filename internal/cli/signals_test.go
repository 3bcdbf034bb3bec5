//go:build unix

package cli

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets the test binary stand in for a program that handles stop
// signals: started with CLI_TEST_SIGNALS set, it runs signalledProgram.
func TestMain(m *testing.M) {
	if mode := os.Getenv("CLI_TEST_SIGNALS"); mode != "" {
		signalledProgram(mode)
	}
	os.Exit(m.Run())
}

// signalledProgram handles the stop signals, registers two hooks and
// drops one, owns the signals in mode "own", says it is ready, then sends
// itself SIGTERM and reports what ran.
func signalledProgram(mode string) {
	tidied := make(chan bool)
	HandleSignals(func() { fmt.Println("tidy"); close(tidied) }, func() { fmt.Println("stopping") })
	AtStop(func() { fmt.Println("hook") })
	remove := AtStop(func() { fmt.Println("removed hook") })
	remove()
	if mode == "own" {
		done := OwnStop()
		_ = syscall.Kill(os.Getpid(), syscall.SIGTERM)
		<-tidied
		done()
		fmt.Println("went on")
		os.Exit(0)
	}
	_ = syscall.Kill(os.Getpid(), syscall.SIGTERM)
	time.Sleep(10 * time.Second)
	fmt.Println("not stopped")
	os.Exit(0)
}

// TestStopSignalRunsHooksAndExits: SIGTERM ends the program with 143
// (128 + 15) after the stopping function and the hooks still registered;
// while a command owns the signals, only tidy runs and the program goes
// on.
func TestStopSignalRunsHooksAndExits(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		mode, want string
		code       int
	}{
		{"stop", "stopping\nhook\n", 128 + int(syscall.SIGTERM)},
		{"own", "tidy\nwent on\n", 0},
	} {
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), "CLI_TEST_SIGNALS="+tc.mode)
		out, err := cmd.Output()
		code := 0
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if got := string(out); got != tc.want || code != tc.code {
			t.Errorf("%s: exit %d, printed %q; want exit %d and %q", tc.mode, code, strings.TrimSpace(got), tc.code, tc.want)
		}
	}
}
