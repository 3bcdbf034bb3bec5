//go:build !unix

package parse

import (
	"errors"
	"os"
)

// readPath reads the named file into buf, refusing one over MaxFileSize
// without reading it. Opening waits for a FIFO's writer here, wait or not.
func readPath(name string, buf []byte, _ bool) ([]byte, error) {
	fh, err := os.Open(name)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return buf, unreadable(name, "open", err)
	}
	defer fh.Close()
	if st, err := fh.Stat(); err == nil {
		if st.IsDir() {
			return buf, isDir(name)
		}
		if st.Size() > MaxFileSize {
			return buf, refuse(name, st.Size())
		}
	}
	data, err := readAll(fh, buf)
	if err != nil {
		return data, unreadable(name, "read", err)
	}
	return data, nil
}
