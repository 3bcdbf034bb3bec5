package batch

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/goscore/goscore/internal/atomicfile"
	"github.com/goscore/goscore/parse"
)

// Outputs places the files capture, convert and mark --format sgf write:
// with --out, each input's path below the directory argument it came
// from, or, for a file named on the command line or in --files-from, its
// path as given when that path is local (a/x.txt goes to OUT/a/x.txt),
// else its base name; with --in-place, the input itself.
//
// A run that writes files claims every output before it writes the first:
// it walks all its inputs first (claimAll), so it knows each input's file
// identity (device and inode: a symbolic link or another spelling of a
// path is the same file), and refuses, with one error verdict, an input
// whose output would land on an input of the run (named, walked, listed in
// --files-from, standard input redirected from a file, or the list file
// itself), and, with --in-place, a second name for a file already in the
// run. Two inputs that would land on the same output are an error for the
// later one. The claims are made in input order before any work starts, so
// the same input loses whatever --jobs is. The run holds its inputs and
// their claims, about 210 bytes a file (21 MB for 100,000, of which the
// claims, which a streaming walk kept too, are about 130 bytes); a run that
// writes nothing streams its inputs as before. Walking twice instead would
// save the list but not the claims, read --files-from twice (impossible on
// standard input) and see a tree that may have changed in between.
type Outputs struct {
	dir     string // --out, or "" with --in-place
	ext     string // the extension outputs take, or "" to keep the input's
	inPlace bool   // capture --in-place: each input is its own output
	// canInPlace is set for a command that can rewrite its inputs
	// (capture --in-place): the error of an input that is its own output
	// says so.
	canInPlace bool
	claimed    map[string]string // output path -> the input that claimed it

	// noMark is set when the --out directory holds inputs of the run: a
	// marker would hide them from the next walk of a tree holding it.
	noMark   bool
	markOnce sync.Once
	markErr  error
}

// ErrSameOutput is wrapped by the error of an input whose output an
// earlier input of the run already claimed.
var ErrSameOutput = errors.New("same output as an earlier input")

// errOutputIsInput is wrapped by the error of an input whose output would
// replace a file the run reads, itself included.
var errOutputIsInput = errors.New("would overwrite an input of this run")

// errSameFile is wrapped, with --in-place, by the error of an input that
// is a file an earlier input already names.
var errSameFile = errors.New("same file as an earlier input")

// NewOutputs writes each input's output under dir, its extension replaced
// by ext unless ext is "". canInPlace says the command can also write its
// inputs in place (InPlace), which an error about an input that is its own
// output then suggests.
func NewOutputs(dir, ext string, canInPlace bool) *Outputs {
	return &Outputs{dir: dir, ext: ext, canInPlace: canInPlace, claimed: map[string]string{}}
}

// InPlace is the Outputs of capture --in-place: each input's own file.
func InPlace() *Outputs {
	return &Outputs{inPlace: true, claimed: map[string]string{}}
}

// path returns where in's output goes.
func (o *Outputs) path(in Input) string {
	if o.inPlace {
		return in.Path
	}
	var rel string
	switch {
	case in.Path == "-":
		rel = "stdin.txt"
	case in.Path == in.Root:
		rel = filepath.Clean(in.Path)
		if !filepath.IsLocal(rel) {
			rel = filepath.Base(rel)
		}
	default:
		r, err := filepath.Rel(in.Root, in.Path)
		if err != nil || !filepath.IsLocal(r) {
			r = filepath.Base(in.Path)
		}
		rel = r
	}
	if o.ext != "" {
		rel = strings.TrimSuffix(rel, filepath.Ext(rel)) + o.ext
	}
	return filepath.Join(o.dir, rel)
}

// claimAll returns walk made into a walk that first takes every input of
// walk, then claims their outputs (see Outputs), and only then hands them
// on, each with the error of a refused claim. stdin is the run's standard
// input and list the --files-from path ("" for none, "-" for standard
// input): files the run reads besides its inputs.
func (o *Outputs) claimAll(walk func(func(Input) bool), stdin io.Reader, list string) func(func(Input) bool) {
	return func(yield func(Input) bool) {
		var ins []Input
		walk(func(in Input) bool {
			ins = append(ins, in)
			return true
		})
		o.claimList(ins, stdin, list)
		for i := range ins {
			in := ins[i]
			ins[i] = Input{} // let the path go once it is handed on
			if !yield(in) {
				return
			}
		}
	}
}

// read is a file the run reads: an input, or the --files-from list.
type read struct {
	name  string
	input int // its index among the inputs, -1 for the list
}

// claimList claims the outputs of ins in order, setting the error of each
// input refused.
func (o *Outputs) claimList(ins []Input, stdin io.Reader, list string) {
	reads := make(map[FileID]read, len(ins)+1)
	switch f, isFile := stdin.(*os.File); {
	case list == "-" && isFile:
		if id, ok := IDOfFile(f); ok {
			reads[id] = read{"the --files-from list on standard input", -1}
		}
	case list != "" && list != "-":
		if id, ok := IDOf(list); ok {
			reads[id] = read{"the --files-from list " + parse.QuoteName(list), -1}
		}
	}
	own := make([]FileID, len(ins)) // each input's identity, as known
	for i := range ins {
		in := &ins[i]
		if in.Err != nil {
			continue
		}
		var id FileID
		var ok bool
		if in.Path == "-" {
			if f, isFile := stdin.(*os.File); isFile {
				id, ok = IDOfFile(f)
			}
		} else {
			id, ok = IDOf(in.Path)
		}
		if !ok {
			continue
		}
		own[i] = id
		if first, seen := reads[id]; seen {
			if o.inPlace && first.input >= 0 {
				in.Err = fmt.Errorf("%s: %w %s; it is cleaned once, under that name", parse.QuoteName(in.Path), errSameFile, parse.QuoteName(first.name))
			}
			continue
		}
		reads[id] = read{in.Path, i}
	}
	if o.inPlace {
		return
	}
	o.noMark = holdsInputs(o.dir, ins)
	for i := range ins {
		in := &ins[i]
		if in.Err != nil {
			continue
		}
		dst := o.path(*in)
		if first, ok := o.claimed[dst]; ok {
			in.Err = fmt.Errorf("%s: %w %s: both go to %s; write them to different --out directories, or rename one",
				parse.QuoteName(in.Path), ErrSameOutput, parse.QuoteName(first), parse.QuoteName(dst))
			continue
		}
		if id, ok := IDOf(dst); ok {
			if r, isRead := reads[id]; isRead {
				what, hint := "", ""
				switch {
				case id == own[i]:
					what = " (the file itself)"
					if in.Path != "-" && o.canInPlace {
						hint = ", or clean files where they are with --in-place"
					}
				case r.input < 0:
					what = " (" + r.name + ")"
				case r.name != dst:
					what = " (" + parse.QuoteName(r.name) + ")"
				}
				in.Err = fmt.Errorf("%s: its output %s %w%s; nothing written, choose another --out directory%s",
					parse.QuoteName(in.Path), parse.QuoteName(dst), errOutputIsInput, what, hint)
				continue
			}
		}
		o.claimed[dst] = in.Path
	}
}

// holdsInputs reports whether dir, when it exists, is or holds the
// directory of one of the inputs.
func holdsInputs(dir string, ins []Input) bool {
	out, ok := IDOf(dir)
	if !ok {
		return false
	}
	seen := map[string]bool{}
	for _, in := range ins {
		if in.Path == "-" {
			continue
		}
		d, err := filepath.Abs(filepath.Dir(in.Path))
		if err != nil {
			continue
		}
		for !seen[d] {
			seen[d] = true
			if id, ok := IDOf(d); ok && id == out {
				return true
			}
			up := filepath.Dir(d)
			if up == d {
				break
			}
			d = up
		}
	}
	return false
}

// mark leaves OutputMarker in the --out directory before the first
// output is written there, so that a later walk of a tree holding it does
// not read the outputs as inputs. A run that writes nothing leaves none,
// and neither does one whose --out directory holds its inputs: the marker
// would hide them.
func (o *Outputs) mark() error {
	if o.inPlace || o.noMark {
		return nil
	}
	o.markOnce.Do(func() { o.markErr = markOutputDir(o.dir) })
	return o.markErr
}

// markOutputDir writes OutputMarker into dir, once.
func markOutputDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	name := filepath.Join(dir, OutputMarker)
	if _, err := os.Lstat(name); err == nil {
		return nil
	}
	return os.WriteFile(name, []byte("goscore wrote the files here; a directory walk skips this directory unless it is named itself.\n"), 0o644)
}

// ErrOverwriteInput is the refusal to write an output of --out onto its
// input, found when it is written (the claims found the rest before).
var ErrOverwriteInput = errors.New("refusing to overwrite an input with --out")

// Write writes text as in's output, atomically, and returns where it
// went. It refuses to replace the input itself unless the outputs are
// in place; under --out it marks the directory first.
func (o *Outputs) Write(in Input, text string) (dst string, err error) {
	dst = o.path(in)
	src := in.Path
	if !o.inPlace && src != "-" {
		a, errA := os.Stat(src)
		b, errB := os.Stat(dst)
		if errA == nil && errB == nil && os.SameFile(a, b) {
			err := fmt.Errorf("%s: %w", parse.QuoteName(src), ErrOverwriteInput)
			if o.canInPlace {
				err = fmt.Errorf("%w (use --in-place to clean files where they are)", err)
			}
			return "", err
		}
	}
	if err := o.mark(); err != nil {
		return "", fmt.Errorf("%s: %w", parse.QuoteName(src), err)
	}
	if err := atomicfile.WriteFile(dst, []byte(text), 0o644); err != nil {
		return "", fmt.Errorf("%s: writing the output: %w", parse.QuoteName(src), err)
	}
	return dst, nil
}

// IsInPlace reports whether each input is its own output (capture
// --in-place), so that an input left as it was need not be rewritten.
func (o *Outputs) IsInPlace() bool { return o.inPlace }
