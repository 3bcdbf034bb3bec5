package regress

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/goscore/goscore/gtp/client"
	"github.com/goscore/goscore/internal/golden"
	"github.com/goscore/goscore/internal/gtptest"
	"github.com/goscore/goscore/report"
)

func TestMain(m *testing.M) {
	gtptest.Main()
	os.Exit(m.Run())
}

func TestParse(t *testing.T) {
	src := "\ufeff# comment\nboardsize 9\n\n10 genmove b\n#? [!pass]*\n\t11\tplay  b a1 \n#?\n12 name\n#? [ gtp.* ]\n13 showboard\n"
	s, err := Parse("x.tst", strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		line, id      int
		text, command string
		expect        string
		negate, known bool
	}{
		{2, -1, "boardsize 9", "boardsize 9", "", false, false},
		{4, 10, "10 genmove b", "genmove b", "[!pass]*", true, true},
		{6, 11, "11 play b a1", "play b a1", "", false, false},
		{8, 12, "12 name", "name", "[ gtp.* ]", false, false},
		{10, 13, "13 showboard", "showboard", "", false, false},
	}
	if len(s.Steps) != len(want) {
		t.Fatalf("got %d steps, want %d: %+v", len(s.Steps), len(want), s.Steps)
	}
	for i, w := range want {
		st := s.Steps[i]
		exp, neg, known := "", false, false
		if st.Expect != nil {
			exp, neg, known = st.Expect.Text, st.Expect.Negate, st.Expect.KnownFailure
		}
		if st.Line != w.line || st.ID != w.id || st.Text != w.text || st.Command != w.command || exp != w.expect || neg != w.negate || known != w.known {
			t.Errorf("step %d: got %+v %q %v %v, want %+v", i, st, exp, neg, known, w)
		}
	}
	if e := s.Steps[3].Expect; !matches(t, e, "gtptest") || matches(t, e, "xgtp") {
		t.Errorf("pattern %q: whole-answer matching broken", e.Pattern)
	}
}

// matches runs e.Match and fails the test on a timeout.
func matches(t *testing.T, e *Expect, resp string) bool {
	t.Helper()
	ok, err := e.Match(resp)
	if err != nil {
		t.Fatalf("%s on %q: %v", e.Text, resp, err)
	}
	return ok
}

// expect parses one "#?" line's answer.
func expect(t *testing.T, text string) *Expect {
	t.Helper()
	s, err := Parse("t.tst", strings.NewReader("1 name\n#? "+text+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	return s.Steps[0].Expect
}

// TestJavaPatterns: the expressions gogui-regress reads with
// java.util.regex, whole-answer matching and the MULTILINE and DOTALL
// flags included.
func TestJavaPatterns(t *testing.T) {
	tests := []struct {
		expect, resp string
		want         bool
	}{
		{"[(?!D4).*]", "C3", true},
		{"[(?!D4).*]", "D4", false},
		{"[(?!D4).*]", "D45", false}, // the look-ahead sees a prefix
		{"[!(?!D4).*]", "D4", true},
		{"[!(?!D4).*]", "C3", false},
		{"[(?=.*B2).*]", "A1 B2 C3", true},
		{"[(?=.*B2).*]", "A1 C3", false},
		{"[.*(?<!pass)]", "D4", true},
		{"[.*(?<!pass)]", "pass", false},
		{"[(?<=A)1|[A-T]\\d+]", "A1", true},
		{"[(\\w)\\1]", "aa", true},
		{"[(\\w)\\1]", "ab", false},
		{"[(?i)pass]", "PASS", true},
		{"[(?>a+)a]", "aaa", false}, // atomic group: no backtracking into it
		{"[a\\_b]", "a_b", true},    // Java: an escaped mark is the mark
		{"[\\d]", "\u0663", false},  // Java's \d is ASCII
		{"[^two$]", "one\ntwo", false},
		{"[.*^two$]", "one\ntwo", true},
		{"[!.*(?<!pass)]*", "pass", true},
		{"[a\\Q.(]", "a.(", true}, // Java's \Q runs to the end without \E
		{"[a\\Q.(]", "ax(", false},
	}
	for _, tt := range tests {
		if got := matches(t, expect(t, tt.expect), tt.resp); got != tt.want {
			t.Errorf("%s on %q: got %v, want %v", tt.expect, tt.resp, got, tt.want)
		}
	}
}

// TestGoPatternsUnchanged: a pattern Go's regexp reads gives the answer it
// gave when Go's regexp matched the test files.
func TestGoPatternsUnchanged(t *testing.T) {
	patterns := []string{
		"gtp", "gtp.*", " gtp.* ", "[A-T]\\d+", "D4|C3", "(?i)pass", "one.two", "one$.^two",
		"^one$", "two", "\\d+(\\.\\d+)?", "[^ ]+ [^ ]+", "(?P<v>[a-t][0-9]+)", "[[:upper:]][[:digit:]]",
		"\\w+\\s\\w+", "a{2,3}", "x*", "", "\\Qa.b\\E", "a\\Q.\\E(b|x)\\Q\\\\E", "\\\\Qa", "\\x{41}\\pL", "(?s:.)+", "\\bB5\\b",
	}
	answers := []string{"", "gtp", "gtptest", "  gtp  ", "D4", "C3", "c3", "PASS", "pass", "one\ntwo",
		"one\r\ntwo", "one", "two", "12", "3.5", "B5 B6", "b5", "Q19", "a b", "aa", "aaaa", "xxx", "a.b", "axb", "a.x\\", "\\Qa", "Ab", "\n\n"}
	for _, p := range patterns {
		for _, neg := range []bool{false, true} {
			text := "[" + p + "]"
			if neg {
				text = "[!" + p + "]"
			}
			e := expect(t, text)
			old := regexp.MustCompile(`(?sm)\A(?:` + e.Pattern + `)\z`)
			for _, a := range answers {
				want := old.MatchString(strings.TrimSpace(a)) != neg
				if got := matches(t, e, a); got != want {
					t.Errorf("%s on %q: got %v, Go's regexp gave %v", text, a, got, want)
				}
			}
		}
	}
}

// TestMatchTimeout: a pattern that backtracks for ever gives up after
// about MatchTimeout with ErrMatchTimeout, not a hang.
func TestMatchTimeout(t *testing.T) {
	e := expect(t, "[(a+)+b]")
	begin := time.Now()
	ok, err := e.Match(strings.Repeat("a", 44))
	if el := time.Since(begin); el > MatchTimeout+2*time.Second {
		t.Errorf("took %v", el)
	}
	if ok || !errors.Is(err, ErrMatchTimeout) || !strings.Contains(err.Error(), "[(a+)+b] gave up after 1s") {
		t.Errorf("got %v, %v; want ErrMatchTimeout", ok, err)
	}
}

// TestRunJava runs a file of Java expressions, a runaway one among them,
// against the fake engine.
func TestRunJava(t *testing.T) {
	rep, err := Run(context.Background(), gtptest.Command("first"), []string{"testdata/java.tst"}, Options{Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	want := "1:passed 2:failed 3:passed 4:passed 5:unexpected-pass 6:failed 7:passed"
	if got := statuses(rep.Results); got != want {
		t.Errorf("statuses:\ngot  %s\nwant %s", got, want)
	}
	if r := rep.Results[5]; !strings.HasPrefix(r.Error, ErrMatchTimeout.Error()+": ") || r.Got != strings.Repeat("a", 44) {
		t.Errorf("runaway pattern: error %q, got %q", r.Error, r.Got)
	}
	if rep.Totals.ExitCode() != 1 {
		t.Errorf("exit code %d, want 1", rep.Totals.ExitCode())
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src string
		want      error
		pos       string
	}{
		{"orphan", "#? [x]\n", ErrNoTest, "t.tst:1:1"},
		{"after comment", "1 name\n# note\n#? [x]\n", ErrNoTest, "t.tst:3:1"},
		{"after setup", "name\n  #? [x]\n", ErrNoTest, "t.tst:2:3"},
		{"twice", "1 name\n#? [x]\n#? [y]\n", ErrNoTest, "t.tst:3:1"},
		{"no brackets", "1 name\n#? gtp\n", ErrBracket, "t.tst:2:4"},
		{"half bracket", "1 name\n#?  [gtp*\n", ErrBracket, "t.tst:2:5"},
		{"regexp", "1 name\n#? [(]\n", ErrRegexp, "t.tst:2:4"},
		{"unbalanced", "1 name\n#? [a)|(b]\n", ErrRegexp, "t.tst:2:4"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("t.tst", strings.NewReader(tt.src))
			var pe *ParseError
			if !errors.Is(err, tt.want) || !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), tt.pos+": ") {
				t.Errorf("got %v, want %v at %s", err, tt.want, tt.pos)
			}
		})
	}
}

func statuses(rs []Result) string {
	var sb strings.Builder
	for _, r := range rs {
		id := strconv.Itoa(r.ID)
		if r.Setup {
			id = "setup"
		}
		sb.WriteString(id + ":" + string(r.Status))
		if r.EngineKind != "" {
			sb.WriteString("/" + r.EngineKind)
		}
		sb.WriteString(" ")
	}
	return strings.TrimSpace(sb.String())
}

func TestRunFake(t *testing.T) {
	rep, err := Run(context.Background(), gtptest.Command("first"), []string{"testdata/basic.tst", "testdata/crash.tst", "testdata/missing.tst", "testdata/bad.tst"}, Options{Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	want := "1:passed 2:failed 3:passed 4:passed 5:expected-failure 6:unexpected-pass 7:passed 8:passed 9:failed 10:passed 11:passed setup:setup-failed 12:passed 13:passed " +
		"1:passed 2:engine-error/exited 3:engine-error/not-run 4:engine-error/not-run " +
		"0:error 0:error"
	if got := statuses(rep.Results); got != want {
		t.Errorf("statuses:\ngot  %s\nwant %s", got, want)
	}
	wantT := Totals{Files: 4, Tests: 17, Passed: 10, Failed: 2, UnexpectedPasses: 1, ExpectedFailures: 1, EngineErrors: 3, SetupFailures: 1, FileErrors: 2}
	if rep.Totals != wantT || rep.Totals.OK() {
		t.Errorf("totals %+v, want %+v", rep.Totals, wantT)
	}
	if got := rep.Totals.String(); got != "17 tests in 4 files: 10 passed, 2 failed, 1 unexpected pass, 1 expected failure, 3 engine errors, 1 setup command failed, 2 files not run" {
		t.Errorf("summary %q", got)
	}
	rep.Engine = "gtptest first" // the test binary's path differs from run to run
	checkGolden(t, rep, "fake")
}

// TestMisbehavingEngines runs a file against the fake engines of
// testdata/engines: each answers one command, then hangs (in a child
// process holding its output), exits, or prints junk. Each is a reported
// engine error; nothing hangs.
func TestMisbehavingEngines(t *testing.T) {
	if _, err := os.Stat("/bin/sh"); err != nil {
		t.Skip("no /bin/sh for the shell-script engines")
	}
	var all Report
	for _, tt := range []struct{ engine, kind, msg string }{
		{"hang", "timeout", "no answer within 300ms (engine killed)"},
		{"exit", "exited", "engine exited (exit status 3)"},
		{"junk", "junk", `engine sent junk "info: thinking about 1 genmove b" (engine killed)`},
	} {
		begin := time.Now()
		rep, err := Run(context.Background(), "testdata/engines/"+tt.engine+".sh", []string{"testdata/misbehave.tst"}, Options{Timeout: 300 * time.Millisecond})
		if el := time.Since(begin); el > 3*time.Second {
			t.Errorf("%s: took %v", tt.engine, el)
		}
		if err != nil {
			t.Fatal(err)
		}
		if got, want := statuses(rep.Results), "1:engine-error/"+tt.kind+" 2:engine-error/not-run"; got != want {
			t.Errorf("%s: got %s, want %s", tt.engine, got, want)
		}
		if rep.Results[0].Error != tt.msg {
			t.Errorf("%s: error %q, want %q", tt.engine, rep.Results[0].Error, tt.msg)
		}
		if rep.Totals.OK() || rep.Totals.EngineErrors != 2 || rep.Totals.Tests != 2 {
			t.Errorf("%s: totals %+v", tt.engine, rep.Totals)
		}
		for i := range rep.Results {
			rep.Results[i].File = tt.engine + ".sh: " + rep.Results[i].File
		}
		all.Results = append(all.Results, rep.Results...)
	}
	all.Engine = "testdata/engines/*.sh"
	all.Totals = count(all.Results, 3)
	checkGolden(t, &all, "misbehave")
}

func TestRunErrors(t *testing.T) {
	if _, err := Run(context.Background(), "'unterminated", []string{"testdata/basic.tst"}, Options{}); !errors.Is(err, client.ErrBadCommand) {
		t.Errorf("bad engine command: %v", err)
	}
	rep, err := Run(context.Background(), "/no/such/engine", []string{"testdata/basic.tst"}, Options{})
	if err != nil || len(rep.Results) != 1 || rep.Results[0].Status != FileError || !strings.Contains(rep.Results[0].Error, "/no/such/engine") {
		t.Errorf("missing engine: %v %+v", err, rep)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	begin := time.Now()
	rep, err = Run(ctx, gtptest.Command("hang"), []string{"testdata/basic.tst", "testdata/basic.tst"}, Options{Timeout: time.Minute})
	if !errors.Is(err, context.Canceled) || time.Since(begin) > 3*time.Second {
		t.Errorf("cancelled: %v after %v", err, time.Since(begin))
	}
	if rep == nil || rep.Totals.Files != 1 {
		t.Errorf("cancelled: report %+v", rep)
	}
}

// TestGNUGo runs a small file against GNU Go, when it is installed.
func TestGNUGo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skipf("GNU Go is not installed at %s; skipping", gnugo)
	}
	rep, err := Run(context.Background(), gnugo+" --mode gtp --level 1", []string{"testdata/gnugo.tst"}, Options{Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	want := "1:passed 2:passed 3:passed 4:expected-failure 5:passed 6:passed 7:passed"
	if got := statuses(rep.Results); got != want {
		t.Errorf("got  %s\nwant %s\n%+v", got, want, rep.Results)
	}
	if !rep.Totals.OK() {
		t.Errorf("totals %+v", rep.Totals)
	}
}

// checkGolden renders rep in every format and compares with testdata/golden.
func checkGolden(t *testing.T, rep *Report, name string) {
	t.Helper()
	for _, f := range []report.Format{report.Table, report.YAML, report.JSON, report.CSV, HTML} {
		var buf bytes.Buffer
		if err := rep.Write(&buf, f, report.Layout{}); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		golden.Check(t, filepath.Join("testdata", "golden", name+"."+string(f)), buf.Bytes())
	}
}

// TestHTMLEscapes: whatever an engine or a file says reaches the page as
// text, never as markup.
func TestHTMLEscapes(t *testing.T) {
	evil := `<script>alert("x")</script>&amp;`
	rep := &Report{Engine: evil, Results: []Result{
		{File: evil, Line: 1, ID: 1, Command: evil, Status: Failed, Expected: "[" + evil + "]", Got: evil},
		{File: evil, Status: FileError, Error: evil},
	}}
	rep.Totals = count(rep.Results, 1)
	var buf bytes.Buffer
	if err := rep.Write(&buf, HTML, report.Layout{}); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), "<script") || strings.Contains(buf.String(), "&amp;<") {
		t.Errorf("unescaped text in the page:\n%s", buf.String())
	}
	if n := strings.Count(buf.String(), "&lt;script&gt;"); n != 8 {
		t.Errorf("escaped text %d times, want 8:\n%s", n, buf.String())
	}
}
