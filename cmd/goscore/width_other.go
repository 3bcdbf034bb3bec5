//go:build !unix

package main

import "os"

// terminalWidth returns 0: the width is not known here.
func terminalWidth(*os.File) int { return 0 }
