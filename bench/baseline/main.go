//go:build unix

// Command baseline is the floor that goscore's batch speed is measured
// against (bench/README.md): it walks the same paths the way goscore does and,
// on -jobs workers, only opens, reads and closes each file, then prints how
// many files and bytes it read. It parses nothing and writes nothing per
// file, so its time is the walk plus the operating system's open, read and
// close.
//
// The files are opened with the bare system calls (open, read until it
// returns 0, close: four calls for a small file), not os.Open: on Linux
// os.Open adds four fcntl calls, a failing epoll_ctl and a finalizer to
// every file, which is not part of the floor. -os measures the os.Open
// path instead, for comparison.
//
// Usage: baseline [-jobs N] [-os] PATH...
package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
)

// wanted mirrors goscore's default directory filter: .txt, .board and .sgf
// (any case) or no extension at all.
func wanted(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case "", ".txt", ".board", ".sgf":
		return true
	}
	return false
}

// failed counts the paths that could not be walked or read.
var failed atomic.Int64

// walk sends every file named by paths to out, in goscore's order: a file
// as it is, a directory recursively in lexical order (filepath.WalkDir) with
// hidden entries below the root skipped.
func walk(paths []string, out chan<- string) {
	for _, root := range paths {
		_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				fmt.Fprintln(os.Stderr, "baseline:", err)
				failed.Add(1)
				return nil
			}
			if path != root && strings.HasPrefix(d.Name(), ".") {
				if d.IsDir() {
					return filepath.SkipDir
				}
				return nil
			}
			if d.IsDir() || (path != root && !wanted(d.Name())) {
				return nil
			}
			out <- path
			return nil
		})
	}
	close(out)
}

// readRaw opens, reads to the end and closes one file with the bare
// system calls, and returns the number of bytes read.
func readRaw(path string, buf []byte) (int, error) {
	fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return 0, err
	}
	defer syscall.Close(fd)
	n := 0
	for {
		m, err := syscall.Read(fd, buf)
		switch {
		case err == syscall.EINTR:
			continue
		case err != nil:
			return n, err
		case m == 0:
			return n, nil
		}
		n += m
	}
}

// readOS does the same through os.Open and (*os.File).Read.
func readOS(path string, buf []byte) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n := 0
	for {
		m, err := f.Read(buf)
		n += m
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return n, err
		}
	}
}

func main() {
	jobs := flag.Int("jobs", 2, "number of worker goroutines")
	useOS := flag.Bool("os", false, "open and read with os.Open instead of the bare system calls")
	flag.Parse()
	if *jobs < 1 {
		*jobs = 1
	}
	read := readRaw
	if *useOS {
		read = readOS
	}

	paths := make(chan string, *jobs*4) // one walker feeds the workers, as in goscore
	go walk(flag.Args(), paths)

	var files, bytes atomic.Int64
	var wg sync.WaitGroup
	for i := 0; i < *jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			buf := make([]byte, 8<<10) // reused from file to file
			for p := range paths {
				n, err := read(p, buf)
				if err != nil {
					fmt.Fprintf(os.Stderr, "baseline: %s: %v\n", p, err)
					failed.Add(1)
					continue
				}
				files.Add(1)
				bytes.Add(int64(n))
			}
		}()
	}
	wg.Wait()

	fmt.Printf("files %d bytes %d\n", files.Load(), bytes.Load())
	if failed.Load() > 0 {
		os.Exit(1)
	}
}
