// Package atomicfile writes files through a temporary file in the same
// directory and a rename, so a reader never sees half a file, and it writes
// only where that is safe: onto a new name or a regular file. A symbolic
// link is followed and its target written; a device, a FIFO, a socket, a
// directory or a file with several hard links is refused, since a rename
// would replace the special file or split the links.
//
// A temporary file is named ".NAME.goscore-PID-RANDOM.tmp". The files in
// flight are removed by Cleanup, and by Stop, which a program calls on
// SIGINT, SIGTERM and SIGHUP just before it exits: after Stop no write makes
// a temporary file any more, so none is left however the signal falls
// between a worker's steps. One left behind by a process killed outright is
// recognised by the next write to the same name, whose process number is no
// longer running, and removed; each directory is read for such files once
// per process.
package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
)

// ErrNotRegular is wrapped by the error for a target that is not a regular
// file: a device, a FIFO, a socket or a directory.
var ErrNotRegular = errors.New("not a regular file")

// ErrLinked is wrapped by the error for a regular file with several hard
// links: rewriting it through a rename would split them.
var ErrLinked = errors.New("file has several hard links")

// ErrStopped is returned by WriteFile once Stop was called: the program is
// exiting, and a temporary file made now could outlive it.
var ErrStopped = errors.New("stopping: file not written")

// inFlight holds the temporary files being written, for Cleanup and Stop.
var inFlight = struct {
	sync.Mutex
	names map[string]bool
}{names: map[string]bool{}}

// gate makes creating a temporary file and tracking it one step as seen
// from Cleanup and Stop: writers hold it shared around the two, Cleanup and
// Stop hold it alone, so a file is either tracked before they look or made
// after them. stopped is set by Stop, under gate.
var (
	gate    sync.RWMutex
	stopped bool
)

// createHook, when set by a test, runs between the creation of a
// temporary file and its tracking: the window a signal used to fall into.
var createHook func(name string)

// Target returns the path WriteFile would write for name: name itself when
// it is new or a regular file, the file a symbolic link leads to (which must
// be new or regular itself). It refuses anything else with an error naming
// the file and what it is.
func Target(name string) (string, error) {
	st, err := os.Lstat(name)
	if errors.Is(err, os.ErrNotExist) {
		return name, nil
	}
	if err != nil {
		return "", err
	}
	if st.Mode()&os.ModeSymlink != 0 {
		target, err := resolve(name)
		if err != nil {
			return "", err
		}
		if st, err = os.Stat(target); errors.Is(err, os.ErrNotExist) {
			return target, nil
		} else if err != nil {
			return "", err
		}
		name = target
	}
	if !st.Mode().IsRegular() {
		return "", &os.PathError{Op: "write", Path: name, Err: fmt.Errorf("%w (%s)", ErrNotRegular, kind(st.Mode()))}
	}
	if n := links(st); n > 1 {
		return "", &os.PathError{Op: "write", Path: name, Err: fmt.Errorf("%w (%d); copy it to write it", ErrLinked, n)}
	}
	return name, nil
}

// resolve follows a symbolic link, even one that leads to a name not yet
// made (filepath.EvalSymlinks fails there).
func resolve(name string) (string, error) {
	for i := 0; i < 40; i++ {
		dest, err := os.Readlink(name)
		if err != nil {
			return "", err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(name), dest)
		}
		st, err := os.Lstat(dest)
		if errors.Is(err, os.ErrNotExist) || err == nil && st.Mode()&os.ModeSymlink == 0 {
			return dest, nil
		}
		if err != nil {
			return "", err
		}
		name = dest
	}
	return "", &os.PathError{Op: "write", Path: name, Err: errors.New("too many levels of symbolic links")}
}

// kind names a file mode that is not a regular file.
func kind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a FIFO"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeCharDevice != 0:
		return "a character device"
	case m&os.ModeDevice != 0:
		return "a block device"
	}
	return "not a regular file"
}

// WriteFile writes data to name atomically, creating the directories above
// it as needed. name must pass Target; a symbolic link's target is written.
// An existing file keeps its permissions; a new one gets perm.
func WriteFile(name string, data []byte, perm os.FileMode) (err error) {
	target, err := Target(name)
	if err != nil {
		return err
	}
	dir := filepath.Dir(target)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if st, err := os.Stat(target); err == nil {
		perm = st.Mode().Perm()
	}
	removeStale(dir, filepath.Base(target))
	tmp, err := createTracked(dir, filepath.Base(target))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
		track(tmp.Name(), false)
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
	return os.Rename(tmp.Name(), target)
}

// createTracked makes a temporary file for base in dir and tracks it, as
// one step for Cleanup and Stop (see gate); after Stop it makes none.
func createTracked(dir, base string) (*os.File, error) {
	gate.RLock()
	defer gate.RUnlock()
	if stopped {
		return nil, &os.PathError{Op: "write", Path: filepath.Join(dir, base), Err: ErrStopped}
	}
	tmp, err := os.CreateTemp(dir, tempPattern(base))
	if err != nil {
		return nil, err
	}
	if createHook != nil {
		createHook(tmp.Name())
	}
	track(tmp.Name(), true)
	return tmp, nil
}

// tempPattern is the os.CreateTemp pattern of this process's temporary
// files for base: ".BASE.goscore-PID-*.tmp".
func tempPattern(base string) string {
	return "." + base + ".goscore-" + strconv.Itoa(os.Getpid()) + "-*.tmp"
}

// track adds or removes a temporary file from those Cleanup removes.
func track(name string, add bool) {
	inFlight.Lock()
	defer inFlight.Unlock()
	if add {
		inFlight.names[name] = true
	} else {
		delete(inFlight.names, name)
	}
}

// Cleanup removes every temporary file still being written, as a program
// does when a signal interrupts it, and returns how many it removed. The
// writes go on; those whose file it removed fail.
func Cleanup() int {
	gate.Lock()
	defer gate.Unlock()
	return cleanup()
}

// Stop is Cleanup for a program about to exit: it also makes every later
// WriteFile fail with ErrStopped before it creates anything, so no
// temporary file is made between Stop and the exit.
func Stop() int {
	gate.Lock()
	defer gate.Unlock()
	stopped = true
	return cleanup()
}

// cleanup removes the files in flight; the caller holds gate.
func cleanup() int {
	inFlight.Lock()
	defer inFlight.Unlock()
	n := 0
	for name := range inFlight.names {
		if os.Remove(name) == nil {
			n++
		}
		delete(inFlight.names, name)
	}
	return n
}

// stale holds, per directory, the temporary files dead goscore processes
// left there, by the base name they were for: the directory is read once,
// the first time this process writes into it, so a run writing 100,000
// files into one directory reads it once, not once a file.
var stale sync.Map // dir -> *staleFiles

// staleFiles are one directory's leftovers, by base name.
type staleFiles struct {
	once   sync.Once
	mu     sync.Mutex
	byBase map[string][]string
}

// removeStale removes the temporary files for base in dir that a goscore
// process left behind: named as tempPattern names them, by a process that
// is no longer running.
func removeStale(dir, base string) {
	v, _ := stale.LoadOrStore(dir, &staleFiles{})
	sf := v.(*staleFiles)
	sf.once.Do(func() { sf.byBase = scanStale(dir) })
	sf.mu.Lock()
	names := sf.byBase[base]
	delete(sf.byBase, base)
	sf.mu.Unlock()
	for _, m := range names {
		if st, err := os.Lstat(m); err == nil && st.Mode().IsRegular() {
			os.Remove(m)
		}
	}
}

// scanStale lists dir's temporary files of goscore processes no longer
// running, by the base name each was for.
func scanStale(dir string) map[string][]string {
	by := map[string][]string{}
	matches, _ := filepath.Glob(filepath.Join(dir, ".*.goscore-*-*.tmp"))
	for _, m := range matches {
		name := filepath.Base(m)
		i := strings.LastIndex(name, ".goscore-")
		if i < 1 {
			continue
		}
		rest := name[i+len(".goscore-"):]
		pid, err := strconv.Atoi(rest[:max(strings.IndexByte(rest, '-'), 0)])
		if err != nil || pid == os.Getpid() || running(pid) {
			continue
		}
		base := name[1:i]
		by[base] = append(by[base], m)
	}
	return by
}
