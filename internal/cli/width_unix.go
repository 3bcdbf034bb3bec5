//go:build unix

package cli

import (
	"os"

	"golang.org/x/sys/unix"
)

// TerminalWidth returns the width of the terminal f is, or 0.
func TerminalWidth(f *os.File) int {
	if f == nil {
		return 0
	}
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil || ws.Col == 0 {
		return 0
	}
	return int(ws.Col)
}
