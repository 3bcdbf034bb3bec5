//go:build unix

package batch

import (
	"os"
	"syscall"
)

// FileID is a file's identity whatever path names it: its device and
// inode, so two spellings of a path, a symbolic link and its target, or
// two hard links are one file.
type FileID struct{ dev, ino uint64 }

// IDOf returns the identity of the file at path, following symbolic
// links; false when there is none (no such file) or it cannot be known.
func IDOf(path string) (FileID, bool) {
	st, err := os.Stat(path)
	if err != nil {
		return FileID{}, false
	}
	return idOfInfo(st)
}

// IDOfFile is IDOf for an open file, such as standard input.
func IDOfFile(f *os.File) (FileID, bool) {
	st, err := f.Stat()
	if err != nil {
		return FileID{}, false
	}
	return idOfInfo(st)
}

func idOfInfo(st os.FileInfo) (FileID, bool) {
	s, ok := st.Sys().(*syscall.Stat_t)
	if !ok {
		return FileID{}, false
	}
	return FileID{dev: uint64(s.Dev), ino: uint64(s.Ino)}, true
}
