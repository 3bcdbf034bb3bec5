//go:build unix

package parse

import (
	"fmt"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// readWait bounds the wait for a FIFO or a device that has no data yet
// (with wait, a FIFO waits for its writer as cat does); readPoll is how
// often it looks.
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
// The file is opened without blocking, so opening never waits, and a read
// that would block waits at most readWait for data. Without wait, a FIFO
// that no writer has opened reads as empty, so an interactive reader (a
// GTP session's loadsgf) never hangs on one. With wait (a file named as a
// batch's input), a FIFO or a pipe (as a shell's <(...) names one) is read
// as cat reads it: the read waits for a writer to come, however late, and
// for its data, until the writer closes its end. Only a file that reads as
// empty at first is stat-ed to tell a FIFO from an empty file.
func readPath(name string, buf []byte, wait bool) ([]byte, error) {
	fd, err := openNonblock(name)
	if err != nil {
		return buf, unreadable(name, "open", err)
	}
	defer syscall.Close(fd)
	if cap(buf) < 4096 {
		buf = make([]byte, 0, 8192)
	}
	stated := false
	var waited time.Duration
	fifo := -1     // whether fd is a FIFO or a pipe: -1 not known yet, 0 no, 1 yes
	woken := false // whether the wait for a FIFO's first writer is over
	isFIFO := func() bool {
		if !wait {
			return false
		}
		if fifo < 0 {
			var st syscall.Stat_t
			fifo = 0
			if syscall.Fstat(fd, &st) == nil && st.Mode&syscall.S_IFMT == syscall.S_IFIFO {
				fifo = 1
			}
		}
		return fifo == 1
	}
	for {
		if len(buf) == cap(buf) {
			if !stated {
				stated = true
				if size := regularSize(fd); size > MaxFileSize {
					return buf[:0], refuse(name, size)
				}
			}
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := syscall.Read(fd, buf[len(buf):cap(buf)])
		switch {
		case err == syscall.EINTR:
			continue
		case err == syscall.EAGAIN && isFIFO():
			// A writer that has not written yet: wait, as cat does.
			if err := waitReadable(fd); err != nil {
				return buf, unreadable(name, "read", err)
			}
			continue
		case err == syscall.EAGAIN:
			// A device (or, without wait, a FIFO) with nothing to read yet.
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
		case n <= 0 && len(buf) == 0 && !woken && isFIFO():
			// A FIFO opened without blocking reads as empty until a writer
			// comes: wait for one, and read what it writes. A writer that
			// came and went before the first read left its data, or left
			// the FIFO empty, and the wait ends at once.
			woken = true
			if err := waitReadable(fd); err != nil {
				return buf, unreadable(name, "read", err)
			}
			continue
		case n <= 0:
			return buf, nil
		}
		buf = buf[:len(buf)+n]
		if len(buf) > MaxFileSize {
			return buf, nil
		}
	}
}

// openNonblock opens the named file to read, without blocking, again
// after an interrupted call.
func openNonblock(name string) (int, error) {
	for {
		fd, err := syscall.Open(name, syscall.O_RDONLY|syscall.O_CLOEXEC|syscall.O_NONBLOCK, 0)
		if err != syscall.EINTR {
			return fd, err
		}
	}
}

// regularSize is the size of the regular file open at fd, or -1 for any
// other kind of file or a failed stat.
func regularSize(fd int) int64 {
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil || st.Mode&syscall.S_IFMT != syscall.S_IFREG {
		return -1
	}
	return st.Size
}

// waitReadable waits until fd has data to read or its writer has hung up.
// On a FIFO opened without blocking that no writer has opened yet, poll
// reports neither until one comes (Linux, the BSDs).
func waitReadable(fd int) error {
	fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
	for {
		_, err := unix.Poll(fds, -1)
		if err != unix.EINTR {
			return err
		}
	}
}
