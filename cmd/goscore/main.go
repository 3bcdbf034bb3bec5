// Command goscore analyses and scores Go (baduk, weiqi) positions stored in
// files. See the README, or run goscore help.
package main

import (
	"os"

	"github.com/goscore/goscore/internal/atomicfile"
	appcli "github.com/goscore/goscore/internal/cli"
)

func main() {
	terminalOut = os.Stdout
	handleSignals()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// handleSignals makes a stop signal remove the temporary files of writes
// in flight before goscore stops, so an interrupted batch leaves no
// half-written file and no temporary one; from the stop on, no worker
// makes one. A command that stops in its own way (regress and match stop
// their engines and report; play says how to resume) has its temporary
// files removed and goes on.
func handleSignals() {
	appcli.HandleSignals(func() { atomicfile.Cleanup() }, func() { atomicfile.Stop() })
}
