//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package goengine

import (
	"syscall"
	"time"
)

// cpuTime is the user and system time of the process so far.
var cpuTime = func() (time.Duration, error) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, err
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), nil
}
