//go:build !(linux || darwin || freebsd || netbsd || openbsd || dragonfly)

package goengine

import "time"

// cpuTime is nil where the process's CPU time cannot be read: cputime is
// not offered there.
var cpuTime func() (time.Duration, error)
