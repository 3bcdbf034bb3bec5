package batch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/progress"
	"github.com/goscore/goscore/internal/referee"
	"github.com/goscore/goscore/internal/verdict"
	"github.com/goscore/goscore/parse"
	"github.com/goscore/goscore/report"
)

// Job is one batch command: where its inputs come from, what it makes of
// each, and how its verdicts are written. T is the verdict type, which a
// pointer to renders (report.Verdict).
type Job[T any] struct {
	// Verb starts the summary line: "scored 120 files: 118 ok, 2 errors".
	Verb string
	// Noun and Nouns count the inputs in the summary line; "file" and
	// "files" when empty.
	Noun, Nouns string
	// Where follows the count in the summary line: ` in "dir"`.
	Where string

	// Paths are the command-line paths, walked in order and followed by
	// the --files-from list. Inputs, when set, is the source instead (a
	// single file, the files of a query list, generated boards).
	Paths  []string
	Inputs func(yield func(Input) bool)

	// Outputs, when set, is where the files the command writes go; the run
	// then claims every output before the first input is read.
	Outputs *Outputs

	// What the command makes of an input, in one of three ways. Game
	// gives the verdicts of each game of an input: one board, or each game
	// of an SGF collection (named file#1, file#2...), parsed and replayed
	// under the rules decided for it. Board gives the verdict of an input
	// that holds one game (a collection is an error), read the same way.
	// Input gives the verdict of an input as it is, which it reads itself
	// if at all (Worker.EachGame). Fail makes the one verdict of an input
	// that cannot be read or judged.
	Game  func(w *Worker, f *parse.File) []T
	Board func(w *Worker, f *parse.File) (T, error)
	Input func(w *Worker, in Input) (T, error)
	Fail  func(name string, err error) T

	// Output, with Outputs, gives the text a verdict writes to its input's
	// output and the field that records where it went; write false leaves
	// it unwritten (capture --in-place of a board with nothing to clean).
	// A write that fails fails the input.
	Output func(v *T) (text string, out *string, write bool)

	// Silent writes no verdict, only the summary (random --out's table,
	// which would tell nothing the summary does not).
	Silent bool
}

// Worker is one worker's scratch memory, reused from file to file, and
// what a Job's functions need of the run.
type Worker struct {
	In   Input  // the input at work (its Tag finds a caller's own data)
	Buf  []byte // the input as read
	File parse.File
	Eval analyze.Evaluation
	Pos  analyze.Position

	run *run
}

// run is the state of one call of Run.
type run struct {
	cfg   *Config
	opts  verdict.Options // cfg.Opts with the referee of this run
	outs  *Outputs
	verb  string
	noun  [2]string
	where string
	seen  int // inputs walked, in every shard, for the summary
	bar   *progress.Bar
}

// Run runs job over its inputs on c.Jobs workers, writes the verdicts to
// c.Stdout in input order in c.Format, with cols, and ends with the
// summary line and the games to review on c.Stderr. Every input gives its
// verdicts, or one error verdict, and a failure does not stop the run: Run
// returns ErrFilesFailed when some input failed, a *UsageError when the
// run could not start, and the first error of writing the verdicts.
func Run[T any, V interface {
	*T
	report.Verdict
}](c *Config, cols report.Columns[V], job Job[T]) error {
	r := &run{cfg: c, opts: c.Opts, outs: job.Outputs, verb: job.Verb, noun: [2]string{job.Noun, job.Nouns}, where: job.Where}
	if r.noun[0] == "" {
		r.noun = [2]string{"file", "files"}
	}
	walk := job.Inputs
	if walk == nil {
		list, closeList, err := r.openList()
		if err != nil {
			return err
		}
		defer closeList()
		walk = r.walk(job.Paths, list)
		if r.outs != nil {
			// A run that writes files knows all its inputs before its
			// first write, so no output lands on one (see Outputs).
			walk = r.outs.claimAll(walk, c.Stdin, c.FilesFrom)
		}
	}
	stream := report.New(c.Stdout, c.Format, cols)
	stream.SetLayout(c.Layout)
	return emit(r, walk, stream, job.Silent, func(w *Worker, in Input) []V {
		if job.Game != nil {
			return perGame[T, V](w, in, job.Fail, job.Game)
		}
		v, err := job.one(w, in)
		if err == nil && r.outs != nil && job.Output != nil {
			if text, out, write := job.Output(&v); write {
				*out, err = r.outs.Write(in, text)
			}
		}
		if err != nil {
			v = job.Fail(in.Path, err)
		}
		return []V{&v}
	})
}

// one is the verdict of an input of a job of Board or Input.
func (job *Job[T]) one(w *Worker, in Input) (T, error) {
	if job.Input != nil {
		return job.Input(w, in)
	}
	f, err := w.Read(in)
	if err != nil {
		var zero T
		return zero, err
	}
	return job.Board(w, f)
}

// openList opens the --files-from list; closeList closes it.
func (r *run) openList() (list io.Reader, closeList func(), err error) {
	switch r.cfg.FilesFrom {
	case "":
		return nil, func() {}, nil
	case "-":
		return r.cfg.Stdin, func() {}, nil
	}
	f, err := os.Open(r.cfg.FilesFrom)
	if err != nil {
		return nil, nil, &UsageError{Msg: fmt.Sprintf("--files-from: %v", err)}
	}
	return f, func() { f.Close() }, nil
}

// walk is every input named by paths, and then by the --files-from list.
func (r *run) walk(paths []string, list io.Reader) func(func(Input) bool) {
	c := r.cfg
	return func(yield func(Input) bool) {
		stdin := false
		once := func(in Input) bool {
			// Standard input holds one board, and only when it is not the list.
			if in.Root == "-" && in.Err == nil {
				switch {
				case c.FilesFrom == "-":
					in.Err = errors.New("-: standard input is the --files-from list, not a board")
				case stdin:
					in.Err = errors.New("-: standard input can be read only once")
				}
				stdin = true
			}
			return yield(in)
		}
		stop := false
		c.Walker.Walk(paths, func(in Input) bool {
			stop = !once(in)
			return !stop
		})
		if list != nil && !stop {
			c.Walker.WalkList(list, c.ListSep, "--files-from "+c.FilesFrom, once)
		}
	}
}

// perGame makes the verdicts of every game in the input with game: one
// board, or each game of an SGF collection, or one error verdict with fail
// when the file cannot be read. The games are parsed, replayed and judged
// one at a time in w.File, so a collection holds its verdicts and one game
// at a time, never every game's positions.
func perGame[T any, V interface {
	*T
	report.Verdict
}](w *Worker, in Input, fail func(name string, err error) T, game func(w *Worker, f *parse.File) []T) []V {
	var out []V
	err := w.EachGame(in, func(f *parse.File) error {
		vs := game(w, f)
		for i := range vs {
			out = append(out, &vs[i])
		}
		return nil
	})
	if err != nil {
		v := fail(in.Path, err)
		return []V{&v}
	}
	return out
}

// Opts are the options of the run: the command line's, with the referee
// of --dead-stones engine:CMD when it runs one.
func (w *Worker) Opts() *verdict.Options { return &w.run.opts }

// Read parses the input's file into w.File; a file of several games (an
// SGF collection) is an error, as it is for commands that take one board.
func (w *Worker) Read(in Input) (*parse.File, error) {
	if in.Err != nil {
		return nil, in.Err
	}
	var err error
	w.Buf, err = parse.ReadInput(in.Path, w.run.cfg.Stdin, w.Buf)
	if err != nil {
		return nil, err
	}
	if err := parse.Parse(in.Path, w.Buf, &w.File); err != nil {
		return nil, err
	}
	if err := w.run.checkStrict(&w.File); err != nil {
		return nil, err
	}
	if err := verdict.Replay(&w.File, w.run.opts.RulesFor(&w.File)); err != nil {
		return nil, err
	}
	return &w.File, nil
}

// EachGame reads the input and calls fn with each of its games in turn,
// replayed under the rules decided for it, in w.File.
func (w *Worker) EachGame(in Input, fn func(f *parse.File) error) error {
	if in.Err != nil {
		return in.Err
	}
	data, err := parse.ReadInput(in.Path, w.run.cfg.Stdin, w.Buf)
	w.Buf = data
	if err != nil {
		return err
	}
	return parse.EachGame(in.Path, data, &w.File, func(f *parse.File) error {
		// The rules are decided now that the file's RU and KM are known;
		// a game the rules refuse fails the whole file, as a syntax error
		// in any game does. A grid needs no replay: its history is in the
		// file. With --strict, a game read only by a repair fails too.
		if err := w.run.checkStrict(f); err != nil {
			return err
		}
		if err := verdict.Replay(f, w.run.opts.RulesFor(f)); err != nil {
			return err
		}
		return fn(f)
	})
}

// checkStrict refuses, with --strict, an SGF game read only by a repair.
func (r *run) checkStrict(f *parse.File) error {
	if !r.cfg.Strict {
		return nil
	}
	return f.StrictError()
}

// emit runs do over the inputs of walk, keeping only those of this
// --shard, writes the verdicts to stream in input order (none when
// silent), draws the progress bar, and ends with the summary.
func emit[V report.Verdict](r *run, walk func(func(Input) bool), stream *report.Stream[V], silent bool, do func(w *Worker, in Input) []V) error {
	c := r.cfg
	done, err := r.startEngines()
	if err != nil {
		return err
	}
	defer done()
	if c.Progress {
		r.bar = progress.New(c.Stderr, "files", progress.Options{Delay: c.ProgressDelay})
	}
	sharded := r.sharded(walk)
	files, failed := 0, 0
	var review []string // the games that want a human look, in order
	var werr error
	type result struct {
		vs    []V
		shape shape
	}
	var sizes Sizes
	newWorker := func() *Worker { return &Worker{Buf: make([]byte, 0, 8<<10), run: r} }
	work := func(w *Worker, in Input) result {
		w.In = in
		w.File.Name = "" // so shapeOf tells whether do read this input
		vs := do(w, in)
		return result{vs, shapeOf(w, in)}
	}
	inOrder(c.Jobs, sharded, newWorker, work, func(res result) {
		vs := res.vs
		if s := res.shape; s.board && len(vs) == 1 && !vs[0].Failed() && sizes.Check(s.w, s.h, s.hw, s.hh) {
			warnSize(vs[0])
		}
		files++
		bad := false
		for _, v := range vs {
			// status gives several verdicts a game: name it once.
			if name, ok := reviewName(v); ok && (len(review) == 0 || review[len(review)-1] != name) {
				review = append(review, name)
			}
			if v.Failed() {
				bad = true
				_, msg := v.Err()
				r.fileError(msg)
			}
			if werr == nil && !silent {
				werr = stream.Add(v)
			}
		}
		if bad {
			failed++
		}
		if r.bar != nil {
			r.bar.Add(1)
		}
	})
	if r.bar != nil {
		r.bar.Finish() // the summary line starts on a clean line
		r.bar = nil
	}
	if !silent {
		if err := stream.Close(); werr == nil {
			werr = err
		}
	}
	r.summary(files, failed)
	r.reviewSummary(review)
	if werr != nil {
		return werr
	}
	if failed > 0 {
		return ErrFilesFailed
	}
	return nil
}

// sharded is walk with only the inputs of this --shard; once the walk is
// over it notes how many inputs the walk saw, and gives the progress bar
// its total, so that it can tell an ETA.
func (r *run) sharded(walk func(func(Input) bool)) func(func(Input) bool) {
	return func(yield func(Input) bool) {
		seen, took := 0, 0
		walk(func(in Input) bool {
			seen++
			if !r.cfg.Shard.Takes(in.Path) {
				return true
			}
			took++
			return yield(in)
		})
		r.seen = seen
		if r.bar != nil {
			r.bar.SetTotal(took)
		}
	}
}

// reviewName is the name under which v's game is listed to review (the
// file written, which is the one to open, else the input), and whether
// it wants a review.
func reviewName[V report.Verdict](v V) (string, bool) {
	rv, ok := any(v).(reviewer)
	if !ok || !rv.ToReview() {
		return "", false
	}
	name, _ := v.Err()
	if n, ok := any(v).(interface{ ReviewName() string }); ok {
		name = n.ReviewName()
	}
	return name, true
}

// shape is the size of the board of a grid or diagram file, and the size
// its header states (0 x 0 for none); board is false for anything else.
type shape struct {
	board        bool
	w, h, hw, hh int
}

// shapeOf is the shape of the file w read for in, if it read one.
func shapeOf(w *Worker, in Input) shape {
	f := &w.File
	if f.Name != in.Path || len(f.Grids) == 0 || f.Format != parse.FormatGrid && f.Format != parse.FormatDiagram {
		return shape{}
	}
	b := f.Current()
	return shape{true, b.Width(), b.Height(), f.SizeWidth, f.SizeHeight}
}

// warnSize adds WarnSizeDiffers to a verdict that has warnings.
func warnSize(v any) {
	switch v := v.(type) {
	case *verdict.Score:
		v.Warnings = append(v.Warnings, WarnSizeDiffers)
	case *verdict.Capture:
		v.Warnings = append(v.Warnings, WarnSizeDiffers)
	case *verdict.Mark:
		if v.Score != nil {
			v.Score.Warnings = append(v.Score.Warnings, WarnSizeDiffers)
		}
	}
}

// reviewer is a verdict that can want a human look: an estimate unsure of
// some string, an open border (verdict.Score.ToReview).
type reviewer interface{ ToReview() bool }

// startEngines starts the engines the options ask for, --dead-stones
// engine:CMD's and --finish-engine's, and returns what closes them.
func (r *run) startEngines() (done func(), err error) {
	var dones []func()
	done = func() {
		for _, d := range dones {
			d()
		}
	}
	if r.opts.Dead.Method == life.MethodEngine {
		d, err := r.startReferee()
		if err != nil {
			return nil, err
		}
		dones = append(dones, d)
	}
	if r.opts.FinishEngine != "" {
		d, err := r.startPlayers()
		if err != nil {
			done()
			return nil, err
		}
		dones = append(dones, d)
	}
	return done, nil
}

// startReferee starts the engine of --dead-stones engine:CMD, before the
// first file, so that a command that runs no engine, or one without
// final_status_list, is a usage error rather than one error a file. The
// workers share the pool, one engine each (--jobs); done closes them, and
// a stop signal kills them.
func (r *run) startReferee() (done func(), err error) {
	pool := referee.New(context.Background(), r.opts.Dead.Engine, r.cfg.EngineTimeout)
	r.opts.Referee = pool
	return r.startPool(pool, "--dead-stones ")
}

// startPlayers starts the engine of --finish-engine CMD as startReferee
// does the referee's: one an --jobs worker, an engine that does not start
// or has no genmove a usage error before the first file.
func (r *run) startPlayers() (done func(), err error) {
	pool := referee.NewPlayers(context.Background(), r.opts.FinishEngine, r.cfg.EngineTimeout)
	r.opts.Player = pool
	return r.startPool(pool, "--finish-engine ")
}

// startPool checks pool's engine, its errors named by flag, and hooks its
// killing to a stop signal.
func (r *run) startPool(pool *referee.Pool, flag string) (done func(), err error) {
	if err := pool.Check(); err != nil {
		return nil, &UsageError{Msg: flag + err.Error(), Command: r.cfg.Command}
	}
	unhook := func() {}
	if r.cfg.AtStop != nil {
		unhook = r.cfg.AtStop(pool.Kill)
	}
	return func() {
		unhook()
		pool.Close()
	}, nil
}
