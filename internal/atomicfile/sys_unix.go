//go:build unix

package atomicfile

import (
	"errors"
	"os"
	"syscall"
)

// links returns the number of hard links to a file, 1 where unknown.
func links(st os.FileInfo) uint64 {
	if s, ok := st.Sys().(*syscall.Stat_t); ok {
		return uint64(s.Nlink)
	}
	return 1
}

// running reports whether a process with this number exists.
func running(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
