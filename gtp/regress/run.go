package regress

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/goscore/goscore/gtp/client"
)

// Status is the outcome of one test, or of one row that is not a test.
type Status string

// The statuses.
const (
	Passed          Status = "passed"           // the answer was the expected one
	Failed          Status = "failed"           // it was not, or the engine answered "?"
	UnexpectedPass  Status = "unexpected-pass"  // a known failure passed
	ExpectedFailure Status = "expected-failure" // a known failure failed
	// EngineError: the engine timed out, exited or wrote junk on this
	// command, or had done so earlier in the file and the test was not run.
	EngineError Status = "engine-error"
	// SetupFailed: a setup command (one without a number) was answered "?".
	SetupFailed Status = "setup-failed"
	// FileError: the file could not be read or parsed, or the engine not
	// started; the file's tests were not run.
	FileError Status = "error"
)

// NotRun is the EngineKind of tests after an engine error.
const NotRun = "not-run"

// Result is a row of the report: a test, a setup command the engine
// refused, or a file that could not be run.
type Result struct {
	File string `json:"file" yaml:"file"`
	Line int    `json:"line,omitempty" yaml:"line,omitempty"`
	ID   int    `json:"id" yaml:"id"`
	// Setup marks a row about a setup command (one without a number).
	Setup   bool   `json:"setup,omitempty" yaml:"setup,omitempty"`
	Command string `json:"command,omitempty" yaml:"command,omitempty"`
	Status  Status `json:"status" yaml:"status"`
	// Expected is the "#?" line's answer as written: "[!pass]*".
	Expected string `json:"expected,omitempty" yaml:"expected,omitempty"`
	// Got is the engine's answer; a failure answer starts with "? ".
	Got string `json:"got" yaml:"got"`
	// EngineKind says what went wrong with the engine: timeout, exited,
	// junk, or not-run for a test after one of those.
	EngineKind string `json:"engine_error,omitempty" yaml:"engine_error,omitempty"`
	Error      string `json:"error,omitempty" yaml:"error,omitempty"`
}

// Failed reports whether the file could not be run at all; failed tests
// are not failed verdicts: they are what the report is for.
func (r *Result) Failed() bool { return r.Status == FileError }

// Err returns the file and the error of a file that could not be run.
func (r *Result) Err() (file, msg string) { return r.File, r.Error }

// Totals counts the results of a run.
type Totals struct {
	Files            int `json:"files" yaml:"files"`
	Tests            int `json:"tests" yaml:"tests"`
	Passed           int `json:"passed" yaml:"passed"`
	Failed           int `json:"failed" yaml:"failed"`
	UnexpectedPasses int `json:"unexpected_passes" yaml:"unexpected_passes"`
	ExpectedFailures int `json:"expected_failures" yaml:"expected_failures"`
	EngineErrors     int `json:"engine_errors" yaml:"engine_errors"` // tests and setup commands
	SetupFailures    int `json:"setup_failures" yaml:"setup_failures"`
	FileErrors       int `json:"file_errors" yaml:"file_errors"`
}

// Add counts one result.
func (t *Totals) Add(r *Result) {
	if !r.Setup && r.Status != FileError {
		t.Tests++
	}
	switch r.Status {
	case Passed:
		t.Passed++
	case Failed:
		t.Failed++
	case UnexpectedPass:
		t.UnexpectedPasses++
	case ExpectedFailure:
		t.ExpectedFailures++
	case EngineError:
		t.EngineErrors++
	case SetupFailed:
		t.SetupFailures++
	case FileError:
		t.FileErrors++
	}
}

// OK reports whether the run was clean: no test failed or passed
// unexpectedly, and no engine, setup or file error. The command exits 1
// when it is not.
func (t Totals) OK() bool {
	return t.Failed+t.UnexpectedPasses+t.EngineErrors+t.SetupFailures+t.FileErrors == 0
}

// String is the summary line: "12 tests in 2 files: 9 passed, 1 failed,
// 1 unexpected pass, 1 expected failure, 0 engine errors".
func (t Totals) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s in %s: %d passed, %d failed, %s, %s, %s",
		plural(t.Tests, "test", "tests"), plural(t.Files, "file", "files"), t.Passed, t.Failed,
		plural(t.UnexpectedPasses, "unexpected pass", "unexpected passes"),
		plural(t.ExpectedFailures, "expected failure", "expected failures"),
		plural(t.EngineErrors, "engine error", "engine errors"))
	if t.SetupFailures > 0 {
		sb.WriteString(", " + plural(t.SetupFailures, "setup command failed", "setup commands failed"))
	}
	if t.FileErrors > 0 {
		sb.WriteString(", " + plural(t.FileErrors, "file not run", "files not run"))
	}
	return sb.String()
}

// problems lists the counts that make a run fail, or says there are none.
func (t Totals) problems() string {
	var ps []string
	for _, p := range []struct {
		n         int
		one, many string
	}{
		{t.Failed, "failed", "failed"},
		{t.UnexpectedPasses, "unexpected pass", "unexpected passes"},
		{t.EngineErrors, "engine error", "engine errors"},
		{t.SetupFailures, "setup command failed", "setup commands failed"},
		{t.FileErrors, "file not run", "files not run"},
	} {
		if p.n > 0 {
			ps = append(ps, plural(p.n, p.one, p.many))
		}
	}
	if len(ps) == 0 {
		return "no failures"
	}
	return strings.Join(ps, ", ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprint(n) + " " + many
}

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

// Report is the outcome of a run: every row, and the totals.
type Report struct {
	Engine  string   `json:"engine" yaml:"engine"`
	Results []Result `json:"results" yaml:"results"`
	Totals  Totals   `json:"totals" yaml:"totals"`
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
		fail := err != nil || (st.Expect != nil && !st.Expect.Match(resp))
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
		out = append(out, r)
	}
	return out, nil
}
