package cli

import (
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
)

// StopSignals are the signals that stop a program: Ctrl-C, kill's default
// and a closed terminal.
var StopSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}

// ownSignals is set while a command stops in its own way on StopSignals
// (stops the processes it drives and reports, say), so the program-wide
// handler only tidies up.
var ownSignals atomic.Bool

// HandleSignals makes StopSignals end the program with exit status 128 +
// the signal's number, as a shell reports a process a signal killed,
// after stopping runs and then every AtStop hook. While a command handles
// the signals itself (OwnStop), the handler runs tidy instead and lets
// the program go on.
func HandleSignals(tidy, stopping func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, StopSignals...)
	go func() {
		for s := range ch {
			if ownSignals.Load() {
				tidy()
				continue
			}
			stopping()
			runStopHooks()
			code := 130
			if n, ok := s.(syscall.Signal); ok {
				code = 128 + int(n)
			}
			os.Exit(code)
		}
	}()
}

// OwnStop tells the program-wide handler that the caller handles
// StopSignals itself until the returned function is called.
func OwnStop() (done func()) {
	ownSignals.Store(true)
	return func() { ownSignals.Store(false) }
}

// stopHooks run when a stop signal ends the program: a child process in a
// process group of its own, which Ctrl-C does not reach, is killed by one
// rather than left to finish its work.
var stopHooks struct {
	sync.Mutex
	next int
	fns  map[int]func()
}

// AtStop runs fn if a stop signal ends the program before remove is
// called.
func AtStop(fn func()) (remove func()) {
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
