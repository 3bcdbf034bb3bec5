package regress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/goscore/goscore/gtp/client"
)

// DefaultTimeout is the time an engine has to answer one command when
// Options.Timeout is 0.
const DefaultTimeout = 10 * time.Second

// Options tune a run.
type Options struct {
	// Timeout is the time the engine has to answer each command; 0 means
	// DefaultTimeout.
	Timeout time.Duration
	// Stderr receives the engine's standard error; nil discards it.
	Stderr io.Writer
}

// Run runs each test file, in order, against a fresh engine process
// started from the command line engine (see client.Start), and reports
// every test, every setup command the engine refused, and every file that
// could not be run. A file's commands go to the engine one at a time, each
// with opts.Timeout to answer. When the engine times out, exits or writes
// junk, that command is an engine error, the engine is killed, and the
// rest of the file's tests are reported as engine errors of kind not-run:
// a fresh engine would lack the setup the file gave it, so their answers
// would mean nothing.
//
// Run returns an error only for an engine command line that cannot be
// split into words, or when ctx is cancelled (with the results so far).
func Run(ctx context.Context, engine string, files []string, opts Options) (*Report, error) {
	if _, err := client.Split(engine); err != nil {
		return nil, err
	}
	rep := &Report{Engine: engine}
	for _, f := range files {
		var rs []Result
		s, err := ParseFile(f)
		if err == nil {
			rs, err = RunScript(ctx, engine, s, opts)
		} else {
			rs = []Result{{File: f, Status: FileError, Error: err.Error()}}
			err = nil
		}
		rep.Results = append(rep.Results, rs...)
		rep.Totals.Files++
		if err != nil {
			rep.Totals = count(rep.Results, rep.Totals.Files)
			return rep, err
		}
	}
	rep.Totals = count(rep.Results, rep.Totals.Files)
	return rep, nil
}

// count adds up results.
func count(rs []Result, files int) Totals {
	t := Totals{Files: files}
	for i := range rs {
		t.Add(&rs[i])
	}
	return t
}

// RunScript runs one parsed test file against a fresh engine; see Run.
func RunScript(ctx context.Context, engine string, s *Script, opts Options) ([]Result, error) {
	timeout := opts.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	c, err := client.Start(ctx, engine, opts.Stderr)
	if err != nil {
		return []Result{{File: s.File, Status: FileError, Error: err.Error()}}, nil
	}
	defer c.Close()
	var out []Result
	dead := ""
	for i := range s.Steps {
		st := &s.Steps[i]
		r := Result{File: s.File, Line: st.Line, ID: st.ID, Setup: !st.IsTest(), Command: st.Command}
		if r.Setup {
			r.ID = 0
		}
		if st.Expect != nil {
			r.Expected = st.Expect.Text
		}
		if dead != "" {
			if st.IsTest() {
				r.Status, r.EngineKind, r.Error = EngineError, NotRun, "not run: "+dead
				out = append(out, r)
			}
			continue
		}
		resp, err := c.Send(st.Text, timeout)
		if cerr := ctx.Err(); cerr != nil {
			return out, cerr
		}
		var ge *client.Error
		if err != nil && !errors.As(err, &ge) {
			// Not the engine's doing: a command Send refuses.
			r.Status, r.Error = FileError, err.Error()
			return append(out, r), nil
		}
		kind := client.KindOf(err)
		switch {
		case err != nil && kind != client.Failure:
			r.Status, r.EngineKind, r.Error = EngineError, kind.String(), ge.Reason()
			dead = fmt.Sprintf("the engine failed at line %d (%s)", st.Line, kind)
			out = append(out, r)
			continue
		case err != nil:
			r.Got = "? " + resp
		default:
			r.Got = resp
		}
		if !st.IsTest() {
			if err != nil {
				r.Status = SetupFailed
				out = append(out, r)
			}
			continue
		}
		judge(&r, st, resp, err != nil)
		out = append(out, r)
	}
	return out, nil
}

// judge gives r, the result of the test st, its status from the engine's
// answer resp (failed: an error answer): passed, failed, an expected
// failure or an unexpected pass; a test whose expectation cannot be
// matched is failed with the reason, which a "*" does not hide.
func judge(r *Result, st *Step, resp string, failed bool) {
	fail := failed
	if !fail && st.Expect != nil {
		ok, merr := st.Expect.Match(resp)
		if merr != nil {
			r.Status, r.Error = Failed, merr.Error()
			return
		}
		fail = !ok
	}
	known := st.Expect != nil && st.Expect.KnownFailure
	switch {
	case fail && known:
		r.Status = ExpectedFailure
	case fail:
		r.Status = Failed
	case known:
		r.Status = UnexpectedPass
	default:
		r.Status = Passed
	}
}
