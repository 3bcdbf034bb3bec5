package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/parse"
)

// outputs places the files capture and convert write under --out: each
// input's path below the directory argument it came from, or, for a file
// named on the command line or in --files-from, its path as given when that
// path is local (a/x.txt goes to OUT/a/x.txt), else its base name. Two
// inputs of one run that would land on the same output are an error for the
// later one, never an overwrite: the claims are made in input order, in the
// walk, so the same input loses whatever --jobs is.
type outputs struct {
	dir     string            // --out
	ext     string            // the extension outputs take, or "" to keep the input's
	claimed map[string]string // output path -> the input that claimed it

	markOnce sync.Once
	markErr  error
}

// ErrSameOutput is wrapped by the error of an input whose output an
// earlier input of the run already claimed.
var ErrSameOutput = errors.New("same output as an earlier input")

func newOutputs(dir, ext string) *outputs {
	return &outputs{dir: dir, ext: ext, claimed: map[string]string{}}
}

// path returns where in's output goes.
func (o *outputs) path(in batch.Input) string {
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

// claim records in's output, or fails in when an earlier input claimed it.
// It is called in input order, from the walk.
func (o *outputs) claim(in batch.Input) batch.Input {
	if in.Err != nil {
		return in
	}
	dst := o.path(in)
	if first, ok := o.claimed[dst]; ok {
		in.Err = fmt.Errorf("%s: %w %s: both go to %s; write them to different --out directories, or rename one",
			parse.QuoteName(in.Path), ErrSameOutput, parse.QuoteName(first), parse.QuoteName(dst))
		return in
	}
	o.claimed[dst] = in.Path
	return in
}

// mark leaves batch.OutputMarker in the --out directory before the first
// output is written there, so that a later walk of a tree holding it does
// not read the outputs as inputs. A run that writes nothing leaves none.
func (o *outputs) mark() error {
	o.markOnce.Do(func() { o.markErr = markOutputDir(o.dir) })
	return o.markErr
}

// markOutputDir writes batch.OutputMarker into dir, once.
func markOutputDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	name := filepath.Join(dir, batch.OutputMarker)
	if _, err := os.Lstat(name); err == nil {
		return nil
	}
	return os.WriteFile(name, []byte("goscore wrote the files here; a directory walk skips this directory unless it is named itself.\n"), 0o644)
}
