//go:build unix

package client

import (
	"os/exec"
	"syscall"
)

// newGroup puts the engine in a process group of its own, so that killing
// it also kills whatever it started (a shell script's children, a Python
// wrapper's interpreter), which would otherwise hold our pipes open.
func newGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the engine's process group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
