package main

import (
	"os"
	"os/signal"
	"sync/atomic"
	"syscall"

	"github.com/goscore/goscore/internal/atomicfile"
)

// stopSignals are the signals that stop goscore: Ctrl-C, kill's default and
// a closed terminal.
var stopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// ownSignals is set while a command stops in its own way on stopSignals
// (regress and match stop their engines and report; play says how to
// resume), so the program-wide handler only tidies up.
var ownSignals atomic.Bool

// handleSignals makes stopSignals remove the temporary files of writes in
// flight before goscore stops (exit 128 + the signal's number), so an
// interrupted batch leaves no half-written file and no temporary one.
func handleSignals() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, stopSignals...)
	go func() {
		for s := range ch {
			if ownSignals.Load() {
				atomicfile.Cleanup()
				continue
			}
			// No worker makes a temporary file from here to the exit.
			atomicfile.Stop()
			code := 130
			if n, ok := s.(syscall.Signal); ok {
				code = 128 + int(n)
			}
			os.Exit(code)
		}
	}()
}

// ownStop tells the program-wide handler that the caller handles
// stopSignals itself until the returned function is called.
func ownStop() (done func()) {
	ownSignals.Store(true)
	return func() { ownSignals.Store(false) }
}
