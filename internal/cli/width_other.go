//go:build !unix

package cli

import "os"

// TerminalWidth returns 0: the width is not known here.
func TerminalWidth(*os.File) int { return 0 }
