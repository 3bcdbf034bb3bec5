//go:build !unix

package client

import "os/exec"

// newGroup does nothing where there are no process groups.
func newGroup(cmd *exec.Cmd) {}

// killGroup kills the engine; processes it started may survive.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
