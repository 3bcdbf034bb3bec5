// Package atomicfile writes files through a temporary file in the same
// directory and a rename, so a reader never sees half a file and a killed
// run never leaves one.
package atomicfile

import (
	"os"
	"path/filepath"
)

// WriteFile writes data to name atomically, creating the directories above
// it as needed. An existing file keeps its permissions; a new one gets perm.
func WriteFile(name string, data []byte, perm os.FileMode) (err error) {
	dir := filepath.Dir(name)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if st, err := os.Stat(name); err == nil {
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(name)+".tmp*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err = tmp.Write(data); err != nil {
		return err
	}
	if err = tmp.Chmod(perm); err != nil {
		return err
	}
	if err = tmp.Sync(); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), name)
}
