// Command goscore analyses and scores Go (baduk, weiqi) positions stored in
// files. See the README, or run goscore help.
package main

import "os"

func main() {
	terminalOut = os.Stdout
	handleSignals()
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}
