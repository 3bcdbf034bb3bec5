//go:build unix

package client

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// checkGone fails the test when the engine or anything in its process group
// is still alive. Members killed with the group may linger a moment as
// zombies until init reaps them; those are dead, so on Linux, where /proc
// tells, they do not count.
func checkGone(t *testing.T, c *Client) {
	t.Helper()
	pid := c.cmd.Process.Pid
	for i := 0; i < 100; i++ {
		alive, err := groupAlive(pid)
		if err == nil && alive == 0 {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	t.Errorf("process group %d still alive", pid)
}

// groupAlive counts the live (not zombie) processes of group pgid.
func groupAlive(pgid int) (int, error) {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		if err := syscall.Kill(-pgid, 0); errors.Is(err, syscall.ESRCH) {
			return 0, nil
		}
		return 1, nil
	}
	n := 0
	for _, e := range entries {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid pgrp ...: comm may hold spaces, so read
		// after its closing parenthesis.
		f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+1:]))
		if len(f) > 2 && f[2] == strconv.Itoa(pgid) && f[0] != "Z" {
			n++
		}
	}
	return n, nil
}

// TestScripts runs the fake engines of testdata: shell scripts that hang in
// a child process, exit, and print junk.
func TestScripts(t *testing.T) {
	tests := []struct {
		script string
		kind   Kind
		detail string
	}{
		{"testdata/hang.sh", Timeout, "200ms"},
		{"testdata/exit.sh", Exited, "exit status 3"},
		{"testdata/junk.sh", Junk, "info: thinking about genmove b"},
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			c := start(t, tt.script)
			if got, err := c.Send("1 protocol_version", time.Second); got != "" || err != nil {
				t.Fatalf("first command: %q, %v", got, err)
			}
			within(t, 3*time.Second, func() {
				_, err := c.Send("genmove b", 200*time.Millisecond)
				var e *Error
				if !errors.As(err, &e) || e.Kind != tt.kind || e.Detail != tt.detail {
					t.Errorf("got %v, want kind %v detail %q", err, tt.kind, tt.detail)
				}
				if err := c.Close(); err != nil {
					t.Errorf("Close: %v", err)
				}
			})
			checkGone(t, c)
		})
	}
}

// TestCloseKills: an engine that answers quit but never exits is killed,
// with the child it is waiting on.
func TestCloseKills(t *testing.T) {
	c := start(t, "testdata/noquit.sh")
	if _, err := c.Send("name", time.Second); err != nil {
		t.Fatal(err)
	}
	within(t, 3*time.Second, func() {
		if err := c.Close(); err == nil {
			t.Errorf("Close: no error for an engine that had to be killed")
		}
	})
	checkGone(t, c)
}
