package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/batch"
	"github.com/goscore/goscore/internal/progress"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
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

// read parses the input's file into w.file; a file of several games (an
// SGF collection) is an error, as it is for commands that take one board.
func (e *env) read(w *worker, in batch.Input) (*parse.File, error) {
	if in.Err != nil {
		return nil, in.Err
	}
	var err error
	w.buf, err = parse.ReadInput(in.Path, e.stdin, w.buf)
	if err != nil {
		return nil, err
	}
	if err := parse.Parse(in.Path, w.buf, &w.file); err != nil {
		return nil, err
	}
	if err := e.checkStrict(&w.file); err != nil {
		return nil, err
	}
	if err := verdict.Replay(&w.file, e.opts.RulesFor(&w.file)); err != nil {
		return nil, err
	}
	return &w.file, nil
}

// checkStrict refuses, with --strict, an SGF game read only by a repair.
func (e *env) checkStrict(f *parse.File) error {
	if !e.strict {
		return nil
	}
	return f.StrictError()
}

// perGame makes the verdicts of every game in the input with mk: one
// board, or each game of an SGF collection (named file#1, file#2...), or
// one error verdict with fail when the file cannot be read. The games are
// parsed, replayed and judged one at a time in w.file, so a collection
// holds its verdicts and one game at a time, never every game's positions.
// A single board allocates nothing.
func perGame[V any](e *env, w *worker, in batch.Input, fail func(name string, err error) V, mk func(f *parse.File) []V) []*V {
	var out []*V
	err := e.eachGame(w, in, func(f *parse.File) error {
		vs := mk(f)
		for i := range vs {
			out = append(out, &vs[i])
		}
		return nil
	})
	if err != nil {
		return one(fail(in.Path, err))
	}
	return out
}

// eachGame reads the input and calls fn with each of its games in turn,
// replayed under the rules decided for it, in w.file.
func (e *env) eachGame(w *worker, in batch.Input, fn func(f *parse.File) error) error {
	if in.Err != nil {
		return in.Err
	}
	data, err := parse.ReadInput(in.Path, e.stdin, w.buf)
	w.buf = data
	if err != nil {
		return err
	}
	return parse.EachGame(in.Path, data, &w.file, func(f *parse.File) error {
		// The rules are decided now that the file's RU and KM are known;
		// a game the rules refuse fails the whole file, as a syntax error
		// in any game does. A grid needs no replay: its history is in the
		// file. With --strict, a game read only by a repair fails too.
		if err := e.checkStrict(f); err != nil {
			return err
		}
		if err := verdict.Replay(f, e.opts.RulesFor(f)); err != nil {
			return err
		}
		return fn(f)
	})
}

// forEachFile runs do on every input file named by paths, and then by the
// --files-from list, on e.jobs workers, writes the verdicts to stream in
// input order, and ends with the summary line. do returns the verdicts of
// one file (one error verdict when the file fails). It returns
// errFilesFailed when some file failed.
func forEachFile[V report.Verdict](e *env, paths []string, verb string, stream *report.Stream[V], do func(w *worker, in batch.Input) []V) error {
	var list io.Reader
	switch e.filesFrom {
	case "":
	case "-":
		list = e.stdin
	default:
		f, err := os.Open(e.filesFrom)
		if err != nil {
			return &usageError{msg: fmt.Sprintf("--files-from: %v", err)}
		}
		defer f.Close()
		list = f
	}
	walk := func(yield func(batch.Input) bool) {
		stdin := false
		once := func(in batch.Input) bool {
			// Standard input holds one board, and only when it is not the list.
			if in.Root == "-" && in.Err == nil {
				switch {
				case e.filesFrom == "-":
					in.Err = errors.New("-: standard input is the --files-from list, not a board")
				case stdin:
					in.Err = errors.New("-: standard input can be read only once")
				}
				stdin = true
			}
			return yield(in)
		}
		stop := false
		e.walker.Walk(paths, func(in batch.Input) bool {
			stop = !once(in)
			return !stop
		})
		if list != nil && !stop {
			e.walker.WalkList(list, e.listSep, "--files-from "+e.filesFrom, once)
		}
	}
	if e.outs != nil {
		// A run that writes files knows all its inputs before its first
		// write, so no output lands on one (see outputs).
		return emitAll(e, e.outs.claimAll(walk, e.stdin, e.filesFrom), verb, stream, do)
	}
	return emitAll(e, walk, verb, stream, do)
}

// emitAll is forEachFile over any source of inputs. It keeps only the
// inputs of this --shard and draws the progress bar.
func emitAll[V report.Verdict](e *env, walk func(func(batch.Input) bool), verb string, stream *report.Stream[V], do func(w *worker, in batch.Input) []V) error {
	if e.opts.Dead.Method == life.MethodEngine {
		done, err := e.startReferee()
		if err != nil {
			return err
		}
		defer done()
	}
	if e.progress {
		e.bar = progress.New(e.stderr, "files", progress.Options{Delay: e.progressDelay})
	}
	sharded := func(yield func(batch.Input) bool) {
		seen, took := 0, 0
		walk(func(in batch.Input) bool {
			seen++
			if !e.shard.Takes(in.Path) {
				return true
			}
			took++
			return yield(in)
		})
		e.seen = seen
		if e.bar != nil {
			e.bar.SetTotal(took) // the walk is over: now there is an ETA
		}
	}
	files, failed := 0, 0
	var review []string // the games that want a human look, in order
	var werr error
	type result struct {
		vs    []V
		shape shape
	}
	var sizes batch.Sizes
	work := func(w *worker, in batch.Input) result {
		w.file.Name = "" // so shapeOf tells whether do read this input
		vs := do(w, in)
		return result{vs, shapeOf(w, in)}
	}
	batch.Run(e.jobs, sharded, newWorker, work, func(r result) {
		vs := r.vs
		if s := r.shape; s.board && len(vs) == 1 && !vs[0].Failed() && sizes.Check(s.w, s.h, s.hw, s.hh) {
			warnSize(vs[0])
		}
		files++
		bad := false
		for _, v := range vs {
			if r, ok := any(v).(reviewer); ok && r.ToReview() {
				// status gives several verdicts a game: name it once.
				name, _ := v.Err()
				if n, ok := any(v).(interface{ ReviewName() string }); ok {
					name = n.ReviewName() // the file written, which is the one to open
				}
				if len(review) == 0 || review[len(review)-1] != name {
					review = append(review, name)
				}
			}
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
		if e.bar != nil {
			e.bar.Add(1)
		}
	})
	if e.bar != nil {
		e.bar.Finish() // the summary line starts on a clean line
		e.bar = nil
	}
	if err := stream.Close(); werr == nil {
		werr = err
	}
	e.summary(verb, files, failed)
	e.reviewSummary(review)
	if werr != nil {
		return werr
	}
	if failed > 0 {
		return errFilesFailed
	}
	return nil
}

// shape is the size of the board of a grid or diagram file, and the size
// its header states (0 x 0 for none); board is false for anything else.
type shape struct {
	board        bool
	w, h, hw, hh int
}

// shapeOf is the shape of the file w read for in, if it read one.
func shapeOf(w *worker, in batch.Input) shape {
	f := &w.file
	if f.Name != in.Path || len(f.Grids) == 0 || f.Format != parse.FormatGrid && f.Format != parse.FormatDiagram {
		return shape{}
	}
	b := f.Current()
	return shape{true, b.Width(), b.Height(), f.SizeWidth, f.SizeHeight}
}

// warnSize adds batch.WarnSizeDiffers to a verdict that has warnings.
func warnSize(v any) {
	switch v := v.(type) {
	case *report.Score:
		v.Warnings = append(v.Warnings, batch.WarnSizeDiffers)
	case *report.Capture:
		v.Warnings = append(v.Warnings, batch.WarnSizeDiffers)
	case *report.Mark:
		if v.Score != nil {
			v.Score.Warnings = append(v.Score.Warnings, batch.WarnSizeDiffers)
		}
	}
}

// reviewer is a verdict that can want a human look: an estimate unsure of
// some string, an open border (report.Score.ToReview).
type reviewer interface{ ToReview() bool }

// reviewSummary names, under the summary line, the games that want a
// human look: "2 games to review: a.sgf, b.sgf", or, when that line would
// not fit the screen (screenWidth), the count on a line of its own and
// each name on the next ones, indented, so a long batch's list stays
// readable. Nothing when there are none or with --quiet.
func (e *env) reviewSummary(names []string) {
	if e.quiet || len(names) == 0 {
		return
	}
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = parse.QuoteName(n)
	}
	head := counted(len(names), "game", "games") + " to review:"
	if line := head + " " + strings.Join(quoted, ", "); len(line) <= screenWidth() {
		fmt.Fprintln(e.stderr, line)
		return
	}
	fmt.Fprintln(e.stderr, head)
	for _, q := range quoted {
		fmt.Fprintln(e.stderr, "  "+q)
	}
}

// one wraps a single verdict as the slice forEachFile wants.
func one[V any](v V) []*V { return []*V{&v} }

// startReferee starts the engine of --dead-stones engine:CMD, before the
// first file, so that a command that runs no engine, or one without
// final_status_list, is a usage error rather than one error a file. The
// workers share the pool, one engine each (--jobs); done closes them, and
// a stop signal kills them.
func (e *env) startReferee() (done func(), err error) {
	pool := referee.New(context.Background(), e.opts.Dead.Engine, e.engineTimeout)
	if err := pool.Check(); err != nil {
		return nil, &usageError{msg: "--dead-stones " + err.Error(), cmd: e.command}
	}
	e.opts.Referee = pool
	unhook := atStop(pool.Kill)
	return func() {
		unhook()
		pool.Close()
	}, nil
}
