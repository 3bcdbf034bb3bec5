package main

import (
	"os"
	"testing"

	"github.com/goscore/goscore/internal/gtptest"
)

// TestMain lets the test binary stand in for goscore itself: started with
// GOSCORE_TEST_MAIN=1 it runs the CLI, so tests can hand "<test binary> gtp"
// to regress and match as an engine command without building goscore; and
// for the fake engines of gtptest.
func TestMain(m *testing.M) {
	// Started by gtptest.RefereeCommand, the binary is a fake engine.
	gtptest.Main()
	// Tables fit 80 columns in every test, whatever the terminal running
	// them; tests of other widths set COLUMNS themselves.
	os.Setenv("COLUMNS", "80")
	if os.Getenv("GOSCORE_TEST_MAIN") == "1" {
		terminalOut = os.Stdout
		handleSignals()
		os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}
