package regress

import (
	"fmt"
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/goscore/goscore/report"
)

// This file holds the report of a run, one row a test, and how it renders.

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

// HTML is the extra format of regress reports: a small self-contained web
// page, for teachers to hand out. Offer it with report.ParseFormat(s, HTML).
const HTML = report.HTML

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

// ExitCode is the exit status gogui-regress gives such a run, which
// goscore regress follows: 0 when no test failed unexpectedly (an
// unexpected pass, a failed setup command or an expected failure is
// reported but does not fail the run), 1 when a test failed or its
// command got an engine error, 2 when a test file could not be run.
func (t Totals) ExitCode() int {
	switch {
	case t.FileErrors > 0:
		return 2
	case t.Failed+t.EngineErrors > 0:
		return 1
	}
	return 0
}

// OK reports whether the run was clean: no test failed or passed
// unexpectedly, and no engine, setup or file error. (The exit status is
// ExitCode's, which lets an unexpected pass through.)
func (t Totals) OK() bool {
	return t.Failed+t.UnexpectedPasses+t.EngineErrors+t.SetupFailures+t.FileErrors == 0
}

// String is the summary line: "12 tests in 2 files: 9 passed, 1 failed,
// 1 unexpected pass, 1 expected failure, 0 engine errors".
func (t Totals) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s in %s: %d passed, %d failed, %s, %s, %s",
		counted(t.Tests, "test", "tests"), counted(t.Files, "file", "files"), t.Passed, t.Failed,
		counted(t.UnexpectedPasses, "unexpected pass", "unexpected passes"),
		counted(t.ExpectedFailures, "expected failure", "expected failures"),
		counted(t.EngineErrors, "engine error", "engine errors"))
	if t.SetupFailures > 0 {
		sb.WriteString(", " + counted(t.SetupFailures, "setup command failed", "setup commands failed"))
	}
	if t.FileErrors > 0 {
		sb.WriteString(", " + counted(t.FileErrors, "file not run", "files not run"))
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
			ps = append(ps, counted(p.n, p.one, p.many))
		}
	}
	if len(ps) == 0 {
		return "no failures"
	}
	return strings.Join(ps, ", ")
}

// counted is n with the word for one or for many: "1 test", "2 tests".
func counted(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprint(n) + " " + many
}

// Report is the outcome of a regress run: every row, and the totals.
type Report struct {
	Engine  string   `json:"engine" yaml:"engine"`
	Results []Result `json:"results" yaml:"results"`
	Totals  Totals   `json:"totals" yaml:"totals"`
}

// cell shortens an answer for a table cell: one line, at most 60
// characters.
func cell(s string) string {
	s = strings.ReplaceAll(s, "\n", `\n`)
	if r := []rune(s); len(r) > 60 {
		s = string(r[:59]) + "…"
	}
	return s
}

// id is the ID column: empty for a setup command.
func (r *Result) id() string {
	if r.Setup {
		return ""
	}
	return strconv.Itoa(r.ID)
}

// columns returns the table and CSV layout of regress results, with a
// totals row from t. The table shortens long answers; CSV has them whole.
func columns(t Totals) report.Columns[*Result] {
	return report.Columns[*Result]{
		Header:  []string{"FILE", "LINE", "ID", "COMMAND", "STATUS", "EXPECTED", "GOT"},
		Flex:    []int{0, 3, 5, 6},
		Numeric: []bool{false, true, true},
		Row: func(r *Result) []string {
			if r.Failed() {
				return []string{r.File, "-", "-", "-", "ERROR", "-", r.Error}
			}
			got := cell(r.Got)
			if r.Status == EngineError {
				got = r.Error
			}
			return []string{r.File, strconv.Itoa(r.Line), r.id(), cell(r.Command), string(r.Status), cell(r.Expected), got}
		},
		Footer: func() []string {
			return []string{"TOTAL " + counted(t.Files, "file", "files"), "", strconv.Itoa(t.Tests), "", strconv.Itoa(t.Passed) + " passed", "", t.problems()}
		},
		CSVHeader: []string{"file", "line", "id", "setup", "command", "status", "expected", "got", "engine_error", "error"},
		CSVRow: func(r *Result) []string {
			if r.Failed() {
				return []string{r.File, "", "", "", "", string(r.Status), "", "", "", r.Error}
			}
			return []string{r.File, strconv.Itoa(r.Line), r.id(), strconv.FormatBool(r.Setup), r.Command, string(r.Status), r.Expected, r.Got, r.EngineKind, r.Error}
		},
	}
}

// Write renders the report: a table with a totals row, YAML documents, a
// JSON array, JSON lines or CSV through a Stream (one result each, the
// totals only in the table; the summary line is Totals.String), or
// an HTML page with the totals. A table meets the screen as layout says.
func (rep *Report) Write(w io.Writer, format report.Format, layout report.Layout) error {
	if format == HTML {
		return regressPage.Execute(w, rep)
	}
	s := report.New(w, format, columns(rep.Totals))
	s.SetLayout(layout)
	for i := range rep.Results {
		if err := s.Add(&rep.Results[i]); err != nil {
			return err
		}
	}
	return s.Close()
}

var regressPage = template.Must(template.New("regress").Funcs(template.FuncMap{
	"class": func(s Status) string { return strings.ReplaceAll(string(s), "-", "") },
}).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Regression tests: {{.Engine}}</title>
<style>
body { font-family: sans-serif; margin: 2em; color: #222; }
table { border-collapse: collapse; }
th, td { border: 1px solid #bbb; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
th { background: #ddd; }
td.num { text-align: right; }
code, pre { font-family: monospace; white-space: pre-wrap; margin: 0; }
tr.passed td.status { background: #cfc; }
tr.expectedfailure td.status { background: #eee; }
tr.failed td.status, tr.unexpectedpass td.status, tr.engineerror td.status,
tr.setupfailed td.status, tr.error td.status { background: #fcc; font-weight: bold; }
p.ok { color: #060; font-weight: bold; }
p.bad { color: #a00; font-weight: bold; }
</style>
</head>
<body>
<h1>Regression tests</h1>
<p>Engine: <code>{{.Engine}}</code></p>
{{with .Totals}}<p class="{{if .OK}}ok{{else}}bad{{end}}">{{.}}</p>
<table>
<tr><th>Files</th><th>Tests</th><th>Passed</th><th>Failed</th><th>Unexpected passes</th><th>Expected failures</th><th>Engine errors</th><th>Setup failures</th><th>File errors</th></tr>
<tr><td class="num">{{.Files}}</td><td class="num">{{.Tests}}</td><td class="num">{{.Passed}}</td><td class="num">{{.Failed}}</td><td class="num">{{.UnexpectedPasses}}</td><td class="num">{{.ExpectedFailures}}</td><td class="num">{{.EngineErrors}}</td><td class="num">{{.SetupFailures}}</td><td class="num">{{.FileErrors}}</td></tr>
</table>{{end}}
<h2>Results</h2>
<table>
<tr><th>File</th><th>Line</th><th>Id</th><th>Command</th><th>Status</th><th>Expected</th><th>Got</th></tr>
{{range .Results}}<tr class="{{class .Status}}"><td>{{.File}}</td>{{if .Failed}}<td></td><td></td><td></td><td class="status">{{.Status}}</td><td></td><td>{{.Error}}</td>{{else}}<td class="num">{{.Line}}</td><td class="num">{{if not .Setup}}{{.ID}}{{end}}</td><td><code>{{.Command}}</code></td><td class="status">{{.Status}}</td><td><code>{{.Expected}}</code></td><td>{{if .Error}}{{.Error}}{{else}}<pre>{{.Got}}</pre>{{end}}</td>{{end}}</tr>
{{end}}</table>
</body>
</html>
`))
