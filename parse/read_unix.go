//go:build unix

package parse

import (
	"fmt"
	"syscall"
	"time"
)

// readWait bounds the wait for a FIFO or device named as an input that has
// no data yet; readPoll is how often it looks.
const (
	readWait = 10 * time.Second
	readPoll = 10 * time.Millisecond
)

// readPath reads the named file into buf with the bare open, read and close
// system calls: os.Open adds fcntl calls, a poller registration and a
// finalizer to every file, which a batch of 100,000 small files pays for
// (bench/README.md). Only a file that fills the first read is stat-ed, to
// refuse one over MaxFileSize without reading it.
//
// The file is opened without blocking, so a FIFO with no writer or a
// terminal device cannot hang a batch: a FIFO with no writer reads as empty,
// and a read that would block waits at most readWait for data.
func readPath(name string, buf []byte) ([]byte, error) {
	var fd int
	var err error
	for {
		fd, err = syscall.Open(name, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
		if err != syscall.EINTR {
			break
		}
	}
	if err != nil {
		return buf, unreadable(name, "open", err)
	}
	defer syscall.Close(fd)
	if cap(buf) < 4096 {
		buf = make([]byte, 0, 8192)
	}
	stated := false
	var waited time.Duration
	for {
		if len(buf) == cap(buf) {
			if !stated {
				stated = true
				var st syscall.Stat_t
				if syscall.Fstat(fd, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFREG && st.Size > MaxFileSize {
					return buf[:0], refuse(name, st.Size)
				}
			}
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := syscall.Read(fd, buf[len(buf):cap(buf)])
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN:
			// A FIFO or device whose writer has not written yet.
			if waited >= readWait {
				return buf, unreadable(name, "read", fmt.Errorf("no data after %v", readWait))
			}
			time.Sleep(readPoll)
			waited += readPoll
			continue
		case err == syscall.EISDIR:
			return buf, isDir(name)
		case err != nil:
			return buf, unreadable(name, "read", err)
		case n <= 0:
			return buf, nil
		}
		buf = buf[:len(buf)+n]
		if len(buf) > MaxFileSize {
			return buf, nil
		}
	}
}
