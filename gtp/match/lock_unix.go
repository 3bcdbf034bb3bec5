//go:build unix

package match

import (
	"errors"
	"os"
	"syscall"
)

// lock takes the results file for this match alone: a second match on
// the same file while one runs would append to it from two places.
func lock(f *os.File) error {
	err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
	if errors.Is(err, syscall.EWOULDBLOCK) {
		return errInUse
	}
	return err
}
