package main

import (
	"os"
	"os/signal"
	"sync"
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
			runStopHooks()
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

// stopHooks run when a stop signal ends goscore: the engines asked as
// referees run in process groups of their own, which Ctrl-C does not
// reach, and are killed here rather than left to finish their command.
var stopHooks struct {
	sync.Mutex
	next int
	fns  map[int]func()
}

// atStop runs fn if a stop signal ends goscore before remove is called.
func atStop(fn func()) (remove func()) {
	stopHooks.Lock()
	defer stopHooks.Unlock()
	if stopHooks.fns == nil {
		stopHooks.fns = map[int]func(){}
	}
	id := stopHooks.next
	stopHooks.next++
	stopHooks.fns[id] = fn
	return func() {
		stopHooks.Lock()
		defer stopHooks.Unlock()
		delete(stopHooks.fns, id)
	}
}

// runStopHooks runs every hook atStop holds.
func runStopHooks() {
	stopHooks.Lock()
	defer stopHooks.Unlock()
	for _, fn := range stopHooks.fns {
		fn()
	}
}
