//go:build !unix

package batch

import (
	"os"
	"path/filepath"
)

// FileID is a file's identity whatever path names it: here, where the
// system's file numbers are out of reach, its absolute path with every
// symbolic link resolved.
type FileID struct{ path string }

// IDOf returns the identity of the file at path, following symbolic
// links; false when there is none (no such file) or it cannot be known.
func IDOf(path string) (FileID, bool) {
	p, err := filepath.EvalSymlinks(path)
	if err != nil {
		return FileID{}, false
	}
	if p, err = filepath.Abs(p); err != nil {
		return FileID{}, false
	}
	return FileID{path: p}, true
}

// IDOfFile is IDOf for an open file, such as standard input.
func IDOfFile(f *os.File) (FileID, bool) { return IDOf(f.Name()) }
