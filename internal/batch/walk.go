package batch

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/goscore/goscore/parse"
)

// Input is one file to process, or the reason a path could not be walked.
type Input struct {
	Path string
	Root string // the command-line path it came from (Path itself, or a directory above it)
	Err  error  // set when the path itself failed (missing, unreadable directory)
	Tag  int    // free for a caller's own inputs, such as an index into a list of queries
}

// DefaultExtensions are the file names a directory walk takes when no
// --include pattern is given; files without an extension are taken too.
var DefaultExtensions = []string{".txt", ".board", ".sgf"}

// OutputMarker is the file goscore leaves in a directory it writes
// outputs to (capture --out, convert --out): a walk skips a directory
// holding it, unless that directory is a path given itself, so a run's
// outputs are never read back as the next run's inputs.
const OutputMarker = ".goscore-output"

// Walker lists the input files named by paths.
type Walker struct {
	// Include, when not empty, narrows a directory walk to base names that
	// match one of these globs (path.Match syntax). Files named on the
	// command line are always taken.
	Include []string

	// Skipped counts the files a directory walk passed over for their
	// names (not matching Include, or with an extension outside
	// DefaultExtensions) that might hold boards, and SkippedNames holds
	// the first few, so a summary can say what was left out and how to
	// take it. Documents, data and pictures (README.md, answers.yaml) are
	// passed over without a count.
	Skipped      int
	SkippedNames []string
}

// notBoard reports whether a name's extension says plainly that it holds
// no board (documents, data, pictures, code), so skipping it needs no word.
func notBoard(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".md", ".yaml", ".yml", ".json", ".jsonl", ".csv", ".html", ".htm", ".css", ".js",
		".png", ".jpg", ".jpeg", ".gif", ".svg", ".pdf", ".go", ".py", ".sh", ".tst", ".log", ".zip", ".gz":
		return true
	}
	return false
}

// maxSkippedNames is how many skipped names a Walker keeps.
const maxSkippedNames = 3

// ErrBadPattern is returned by Check for an include glob that cannot match.
var ErrBadPattern = errors.New("bad include pattern")

// Check validates the include patterns.
func (w *Walker) Check() error {
	for _, g := range w.Include {
		if _, err := filepath.Match(g, ""); err != nil {
			return fmt.Errorf("%w %q: %v", ErrBadPattern, g, err)
		}
	}
	return nil
}

func (w *Walker) wanted(name string) bool {
	if len(w.Include) > 0 {
		for _, g := range w.Include {
			if ok, _ := filepath.Match(g, name); ok {
				return true
			}
		}
		return false
	}
	ext := filepath.Ext(name)
	if ext == "" {
		return true
	}
	for _, e := range DefaultExtensions {
		if strings.EqualFold(ext, e) {
			return true
		}
	}
	return false
}

// Walk sends every input named by paths to yield, in order: a file as it is,
// "-" as standard input, a directory walked recursively in lexical order
// with hidden entries skipped. It stops early when yield returns false.
func (w *Walker) Walk(paths []string, yield func(Input) bool) {
	for _, root := range paths {
		if !w.walkRoot(root, yield) {
			return
		}
	}
}

// WalkList walks every path of a list read from r (see ReadList) as Walk
// walks a command-line path, without holding the list in memory. name
// labels a read error, which is yielded as an input that failed.
func (w *Walker) WalkList(r io.Reader, sep byte, name string, yield func(Input) bool) {
	err := ReadList(r, sep, func(root string) bool { return w.walkRoot(root, yield) })
	if err != nil {
		yield(Input{Path: name, Root: name, Err: pathError(name, err)})
	}
}

// ErrNotRegular is wrapped by the error of an input that is not a regular
// file (a FIFO, a device, a socket, a link to a directory): it gets one
// error verdict saying what it is, and is never opened, so it cannot hang
// the run.
var ErrNotRegular = errors.New("not a regular file")

// walkRoot walks one command-line path; false means yield asked to stop. A
// path named on the command line may be a FIFO or a character device (a
// process substitution such as <(cat board.txt), /dev/stdin): the reader
// opens those without blocking, and reads a FIFO as cat does, waiting for
// its writer (parse.ReadInput). Inside a directory only regular files are
// read; every other entry the name filter takes gets an error verdict, so
// a walk never waits on a FIFO it was not asked for by name.
func (w *Walker) walkRoot(root string, yield func(Input) bool) bool {
	if root == "-" {
		return yield(Input{Path: "-", Root: "-"})
	}
	st, err := os.Stat(root)
	if err != nil {
		return yield(Input{Path: root, Root: root, Err: pathError(root, err)})
	}
	if !st.IsDir() {
		in := Input{Path: root, Root: root}
		if m := st.Mode(); !m.IsRegular() && m&(fs.ModeNamedPipe|fs.ModeCharDevice) == 0 {
			in.Err = notRegular(root, m, "")
		}
		return yield(in)
	}
	stop := false
	_ = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if !yield(Input{Path: path, Root: root, Err: pathError(path, err)}) {
				stop = true
				return filepath.SkipAll
			}
			if d != nil && d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if path != root && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() && path != root {
			if _, err := os.Lstat(filepath.Join(path, OutputMarker)); err == nil {
				return filepath.SkipDir
			}
		}
		if d.IsDir() {
			return nil
		}
		if !w.wanted(d.Name()) {
			if notBoard(d.Name()) {
				return nil
			}
			w.Skipped++
			if len(w.SkippedNames) < maxSkippedNames {
				w.SkippedNames = append(w.SkippedNames, path)
			}
			return nil
		}
		in := Input{Path: path, Root: root, Err: entryError(path, d.Type())}
		if !yield(in) {
			stop = true
			return filepath.SkipAll
		}
		return nil
	})
	return !stop
}

// entryError is the error of the directory entry at path, of type t, as
// an input: none for a regular file; a symbolic link is followed to a
// regular file only (a link to a directory is not walked, since a loop
// would never end), and a dangling link or a loop is an error.
func entryError(path string, t fs.FileMode) error {
	if t&fs.ModeSymlink == 0 {
		if !t.IsRegular() {
			return notRegular(path, t, "")
		}
		return nil
	}
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("%s: dangling symbolic link: %w", parse.QuoteName(path), err)
	case err != nil:
		return pathError(path, err)
	case !st.Mode().IsRegular():
		return notRegular(path, st.Mode(), "symbolic link to ")
	}
	return nil
}

// notRegular is the error of an input that is not a regular file: what it
// is (a FIFO, a character device ...), and that it was skipped.
func notRegular(path string, m fs.FileMode, via string) error {
	what := "an irregular file"
	switch {
	case m.IsDir():
		what = "a directory, not followed (name it to walk it)"
	case m&fs.ModeNamedPipe != 0:
		what = "a FIFO"
	case m&fs.ModeSocket != 0:
		what = "a socket"
	case m&fs.ModeCharDevice != 0:
		what = "a character device"
	case m&fs.ModeDevice != 0:
		what = "a block device"
	}
	return fmt.Errorf("%s: %w: %s%s; skipped", parse.QuoteName(path), ErrNotRegular, via, what)
}

// ReadList calls yield with every entry of a path list read from r, as
// find -print (sep '\n') or find -print0 (sep 0) writes it, stopping early
// when yield returns false. Blank entries are skipped; with sep '\n' a
// final '\r' is dropped too, so lists written on Windows work. The list is
// streamed: it may be far larger than memory.
func ReadList(r io.Reader, sep byte, yield func(string) bool) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var long []byte // an entry longer than the buffer, pieced together
	for {
		chunk, err := br.ReadSlice(sep)
		if err == bufio.ErrBufferFull {
			long = append(long, chunk...)
			continue
		}
		entry := chunk
		if long != nil {
			long = append(long, chunk...)
			entry, long = long, nil
		}
		if n := len(entry); n > 0 && entry[n-1] == sep && (err == nil) {
			entry = entry[:n-1]
		}
		if sep == '\n' {
			entry = bytes.TrimSuffix(entry, []byte{'\r'})
		}
		if len(entry) > 0 && !yield(string(entry)) {
			return nil
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// Shard is one part of a deterministic split of the inputs by path, so that
// N runs with K = 1..N together take every file exactly once, whatever
// machine each runs on. The zero Shard takes everything.
type Shard struct {
	K, N int // 1 <= K <= N
}

// ErrBadShard is returned by ParseShard for a value that is not K/N with 1 <= K <= N.
var ErrBadShard = errors.New("bad shard")

// ParseShard reads "K/N", such as "2/4".
func ParseShard(s string) (Shard, error) {
	ks, ns, ok := strings.Cut(s, "/")
	k, kerr := strconv.Atoi(ks)
	n, nerr := strconv.Atoi(ns)
	switch {
	case !ok || kerr != nil || nerr != nil:
		return Shard{}, fmt.Errorf("%w %q: want K/N, such as 2/4 for the second of four shards", ErrBadShard, s)
	case n < 1:
		return Shard{}, fmt.Errorf("%w %q: the number of shards N must be at least 1", ErrBadShard, s)
	case k < 1 || k > n:
		return Shard{}, fmt.Errorf("%w %q: shard K must be 1 to %d", ErrBadShard, s, n)
	}
	return Shard{K: k, N: n}, nil
}

// String gives the shard as K/N.
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.K, s.N) }

// Takes reports whether the input at path belongs to the shard: the FNV-1a
// 64-bit hash of the path, as given or walked, modulo N is K-1. The hash is
// stable across machines, Go versions and runs, unlike maphash.
func (s Shard) Takes(path string) bool {
	if s.N <= 1 {
		return true
	}
	h := fnv.New64a()
	h.Write([]byte(path))
	return h.Sum64()%uint64(s.N) == uint64(s.K-1)
}

// pathError is a missing or unreadable path, worded like the parse errors.
func pathError(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	return fmt.Errorf("%s: %w", parse.QuoteName(path), err)
}

// inOrder calls work on every input that walk yields, on jobs workers, and
// hands each result to emit in input order. Each worker has its own state,
// made by newState, for scratch memory. At most window results wait for an
// earlier one, which bounds memory whatever the number of inputs.
func inOrder[S, R any](jobs int, walk func(yield func(Input) bool), newState func() *S, work func(*S, Input) R, emit func(R)) {
	if jobs < 1 {
		jobs = 1
	}
	if jobs == 1 {
		st := newState()
		walk(func(in Input) bool {
			emit(work(st, in))
			return true
		})
		return
	}
	type job struct {
		seq int
		in  Input
	}
	type result struct {
		seq int
		r   R
	}
	window := jobs * 64
	tokens := make(chan struct{}, window)
	jobsCh := make(chan job, jobs*4)
	results := make(chan result, jobs*4)
	var wg sync.WaitGroup
	for i := 0; i < jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st := newState()
			for j := range jobsCh {
				results <- result{j.seq, work(st, j.in)}
			}
		}()
	}
	go func() {
		seq := 0
		walk(func(in Input) bool {
			tokens <- struct{}{}
			jobsCh <- job{seq, in}
			seq++
			return true
		})
		close(jobsCh)
		wg.Wait()
		close(results)
	}()
	pending := make(map[int]R, window)
	next := 0
	for res := range results {
		pending[res.seq] = res.r
		for {
			r, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			emit(r)
			next++
			<-tokens
		}
	}
}
