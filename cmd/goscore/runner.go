package main

import (
	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/batch"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// worker is one worker's scratch memory, reused from file to file.
type worker struct {
	buf  []byte
	file parse.File
	eval analyze.Evaluation
	pos  analyze.Position
}

func newWorker() *worker { return &worker{buf: make([]byte, 0, 8<<10)} }

// read parses the input's file into w.file.
func (e *env) read(w *worker, in batch.Input) (*parse.File, error) {
	if in.Err != nil {
		return nil, in.Err
	}
	var err error
	w.buf, err = parse.ReadFile(in.Path, e.stdin, &w.file, w.buf)
	if err != nil {
		return nil, err
	}
	return &w.file, nil
}

// forEachFile runs do on every input file named by paths, on e.jobs
// workers, writes the verdicts to stream in input order, and ends with the
// summary line. do returns the verdicts of one file (one error verdict when
// the file fails). It returns errFilesFailed when some file failed.
func forEachFile[V report.Verdict](e *env, paths []string, verb string, stream *report.Stream[V], do func(w *worker, in batch.Input) []V) error {
	walk := func(yield func(batch.Input) bool) { e.walker.Walk(paths, yield) }
	return emitAll(e, walk, verb, stream, do)
}

// emitAll is forEachFile over any source of inputs.
func emitAll[V report.Verdict](e *env, walk func(func(batch.Input) bool), verb string, stream *report.Stream[V], do func(w *worker, in batch.Input) []V) error {
	files, failed := 0, 0
	var werr error
	batch.Run(e.jobs, walk, newWorker, do, func(vs []V) {
		files++
		bad := false
		for _, v := range vs {
			if v.Failed() {
				bad = true
				_, msg := v.Err()
				e.fileError(msg)
			}
			if werr == nil {
				werr = stream.Add(v)
			}
		}
		if bad {
			failed++
		}
	})
	if err := stream.Close(); werr == nil {
		werr = err
	}
	e.summary(verb, files, failed)
	if werr != nil {
		return werr
	}
	if failed > 0 {
		return errFilesFailed
	}
	return nil
}

// one wraps a single verdict as the slice forEachFile wants.
func one[V any](v V) []*V { return []*V{&v} }
