package regress

import (
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/goscore/goscore/report"
)

// HTML is the extra format of regress reports: a small self-contained web
// page, for teachers to hand out. Offer it with report.ParseFormat(s, HTML).
const HTML report.Format = "html"

// cell shortens an answer for a table cell: one line, at most 60
// characters.
func cell(s string) string {
	s = strings.ReplaceAll(s, "\n", `\n`)
	if r := []rune(s); len(r) > 60 {
		s = string(r[:59]) + "…"
	}
	return s
}

func itoa(n int) string { return strconv.Itoa(n) }

// id is the ID column: empty for a setup command.
func (r *Result) id() string {
	if r.Setup {
		return ""
	}
	return itoa(r.ID)
}

// Columns returns the table and CSV layout of regress results, with a
// totals row from t. The table shortens long answers; CSV has them whole.
func Columns(t Totals) report.Columns[*Result] {
	return report.Columns[*Result]{
		Header:  []string{"FILE", "LINE", "ID", "COMMAND", "STATUS", "EXPECTED", "GOT"},
		Numeric: []bool{false, true, true},
		Row: func(r *Result) []string {
			if r.Failed() {
				return []string{r.File, "-", "-", "-", "ERROR", "-", r.Error}
			}
			got := cell(r.Got)
			if r.Status == EngineError {
				got = r.Error
			}
			return []string{r.File, itoa(r.Line), r.id(), cell(r.Command), string(r.Status), cell(r.Expected), got}
		},
		Footer: func() []string {
			return []string{"TOTAL " + plural(t.Files, "file", "files"), "", itoa(t.Tests), "", itoa(t.Passed) + " passed", "", t.problems()}
		},
		CSVHeader: []string{"file", "line", "id", "setup", "command", "status", "expected", "got", "engine_error", "error"},
		CSVRow: func(r *Result) []string {
			if r.Failed() {
				return []string{r.File, "", "", "", "", string(r.Status), "", "", "", r.Error}
			}
			return []string{r.File, itoa(r.Line), r.id(), strconv.FormatBool(r.Setup), r.Command, string(r.Status), r.Expected, r.Got, r.EngineKind, r.Error}
		},
	}
}

// Write renders the report: a table with a totals row, YAML documents, a
// JSON array, JSON lines or CSV through package report (one result each,
// the totals only in the table; the summary line is Totals.String), or an
// HTML page with the totals.
func (rep *Report) Write(w io.Writer, format report.Format) error {
	if format == HTML {
		return writeHTML(w, rep)
	}
	s := report.New(w, format, Columns(rep.Totals))
	for i := range rep.Results {
		if err := s.Add(&rep.Results[i]); err != nil {
			return err
		}
	}
	return s.Close()
}

var page = template.Must(template.New("page").Funcs(template.FuncMap{
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

func writeHTML(w io.Writer, rep *Report) error { return page.Execute(w, rep) }
