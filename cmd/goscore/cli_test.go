package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/goscore/goscore/internal/batch"
	appcli "github.com/goscore/goscore/internal/cli"
	"github.com/goscore/goscore/internal/golden"
)

// goscore runs the whole CLI in-process and returns its exit status,
// standard output and standard error.
func goscore(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"goscore"}, args...), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// checkGolden compares got with testdata/golden/NAME, or rewrites it with -update.
// Every golden file was read and checked by hand against the fixture's
// answer in fixtures/answers.yaml when it was first written (see
// testdata/README.md); a diff in review is a change of behaviour.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	golden.Check(t, filepath.Join("testdata", "golden", name), []byte(got))
}

const (
	sample = "../../fixtures/sample.txt"
	boards = "testdata/boards"
	// review holds three finished games for the estimate's confidence: one
	// it is unsure of, one with an open border, one it is sure of.
	review = "testdata/review"
)

// TestGolden runs every command in every output format on hand-checked
// boards and compares stdout with the golden files byte for byte.
func TestGolden(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		stdin string
		code  int
	}{
		{"score.table", []string{"score", sample, boards + "/ko.txt"}, "", 0},
		{"score.yaml", []string{"score", "--format", "yaml", sample, boards + "/ko.txt"}, "", 0},
		{"score.json", []string{"score", "--format", "json", sample, boards + "/ko.txt"}, "", 0},
		{"score.jsonl", []string{"score", "--format", "jsonl", sample, boards + "/ko.txt"}, "", 0},
		{"score.csv", []string{"score", "--format", "csv", sample, boards + "/ko.txt"}, "", 0},
		{"score-errors.table", []string{"score", boards + "/bad-cell.txt", sample, boards + "/ragged.txt"}, "", 1},
		{"score-errors.json", []string{"score", "--format", "json", boards + "/bad-cell.txt", sample}, "", 1},
		{"score-errors.yaml", []string{"score", "--format", "yaml", boards + "/bad-cell.txt", sample}, "", 1},
		{"score-errors.csv", []string{"score", "--format", "csv", boards + "/bad-cell.txt", sample}, "", 1},
		{"score-chinese.jsonl", []string{"score", "--rules", "chinese", "--komi", "7.5", "--format", "jsonl", sample}, "", 0},
		{"score-tree.jsonl", []string{"score", "--format", "jsonl", boards + "/tree"}, "", 0},
		{"score-stdin.jsonl", []string{"score", "--format", "jsonl", "-"}, "player: white\n1 2\n2 0\n", 0},
		{"status.table", []string{"status", sample, "G7", "F8", "2,6", "A9", "J9", "B8", "L11", "9,0"}, "", 0},
		{"status.json", []string{"status", "--format", "json", sample, "G7", "A1", "L11"}, "", 0},
		{"status.csv", []string{"status", "--format", "csv", sample, "G7", "A1"}, "", 0},
		{"status.yaml", []string{"status", "--format", "yaml", sample, "G7"}, "", 0},
		{"legal.table", []string{"legal", "-m", "b:E6", "-m", "w:D6", "-m", "white:2,3", "-m", "b:Z9", "-m", "b:pass", boards + "/ko.txt", sample}, "", 0},
		{"legal.json", []string{"legal", "--format", "json", "-m", "w:D6", "-m", "b:A9", boards + "/ko.txt"}, "", 0},
		{"legal.csv", []string{"legal", "--format", "csv", "-m", "w:D6", boards + "/ko.txt"}, "", 0},
		{"legal-show.text", []string{"legal", "--show", "-m", "b:D1", "-m", "w:D1", "../../fixtures/snapback.txt"}, "", 0},
		{"legal-show.yaml", []string{"legal", "--show", "--format", "yaml", "-m", "w:C9", "../../fixtures/suicide-multi.txt"}, "", 0},
		{"legal-suicide-tt.table", []string{"legal", "--rules", "tromp-taylor", "-m", "w:C9", "-m", "b:C9", "-m", "w:D8", "../../fixtures/suicide-multi.txt"}, "", 0},
		{"legal-all.table", []string{"legal", "--all", boards + "/two-eyes.txt"}, "", 0},
		{"legal-all.jsonl", []string{"legal", "--all", "--format", "jsonl", boards + "/header.txt"}, "", 0},
		{"legal-queries.table", []string{"legal", "--queries", "-"}, "# path colour point\n" + boards + "/ko.txt w D6\n" + boards + "/ko.txt b D6\n" + sample + " b A9\n" + boards + "/missing.txt b A1\n", 1},
		{"capture.txt", []string{"capture", sample}, "", 0},
		{"capture-several.txt", []string{"capture", sample, boards + "/header.txt"}, "", 0},
		{"capture.json", []string{"capture", "--format", "json", sample}, "", 0},
		{"capture.csv", []string{"capture", "--format", "csv", sample, boards + "/header.txt"}, "", 0},
		{"mark.text", []string{"mark", sample, boards + "/header.txt"}, "", 0},
		{"score-finish.table", []string{"score", "--komi", "0", "--dead-stones", "B4", "--finish", boards + "/finish-gap.txt"}, "", 0},
		{"score-finish.json", []string{"score", "--format", "json", "--komi", "0", "--dead-stones", "B4", "--finish", boards + "/finish-gap.txt"}, "", 0},
		{"mark-finish.text", []string{"mark", "--komi", "0", "--dead-stones", "B4", "--finish", boards + "/finish-gap.txt"}, "", 0},
		{"mark-errors.text", []string{"mark", boards + "/bad-komi.txt"}, "", 1},
		{"mark.json", []string{"mark", "--format", "json", boards + "/header.txt"}, "", 0},
		{"mark-colour.text", []string{"mark", "--color", "always", boards + "/header.txt"}, "", 0},
		{"mark.yaml", []string{"mark", "--format", "yaml", boards + "/header.txt"}, "", 0},
		{"mark.csv", []string{"mark", "--format", "csv", boards + "/header.txt"}, "", 0},
		{"mark-dead-estimate.text", []string{"mark", "--dead-stones", "estimate", boards + "/finished-9x9.txt"}, "", 0},
		{"score-dead-list.yaml", []string{"score", "--format", "yaml", "--dead-stones", "B6,G8", boards + "/finished-dead.txt"}, "", 0},
		{"score-dead-estimate.table", []string{"score", "--dead-stones", "estimate", boards + "/finished-9x9.txt", boards + "/finished-dead.txt"}, "", 0},
		{"status-dead-estimate.table", []string{"status", "--dead-stones", "estimate", "--seed", "7", boards + "/finished-9x9.txt", "B7", "H7", "A1", "C9", "F7"}, "", 0},
		{"score-review.table", []string{"score", "--dead-stones", "estimate", review}, "", 0},
		{"score-review.json", []string{"score", "--format", "json", "--dead-stones", "estimate", review + "/a-unsure.sgf"}, "", 0},
		{"score-review.csv", []string{"score", "--format", "csv", "--dead-stones", "estimate", review}, "", 0},
		{"status-review.table", []string{"status", "--dead-stones", "estimate", review + "/a-unsure.sgf", "A2", "E8", "A3"}, "", 0},
		{"status-review.yaml", []string{"status", "--format", "yaml", "--dead-stones", "estimate", review + "/a-unsure.sgf", "A2"}, "", 0},
		{"mark-review.text", []string{"mark", "--dead-stones", "estimate", review + "/a-unsure.sgf"}, "", 0},
		{"random-fill.txt", []string{"random", "--seed", "7", "--size", "5x3", "--count", "2"}, "", 0},
		{"random-moves.txt", []string{"random", "--seed", "7", "--size", "7", "--moves", "40"}, "", 0},
		{"random.json", []string{"random", "--format", "json", "--seed", "3", "--size", "3", "--fill", "0,50,50"}, "", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := goscore(t, tt.stdin, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr:\n%s", code, tt.code, errs)
			}
			checkGolden(t, tt.name, out)
			text := strings.HasSuffix(tt.name, ".text") && !strings.Contains(tt.name, "colour")
			if !strings.HasSuffix(tt.name, ".table") && !text {
				return
			}
			// A table, and a text report's diagram and legend, fit 80
			// columns by default (TestMain sets COLUMNS); --wide shows
			// every column of a table.
			for _, line := range strings.Split(out, "\n") {
				if n := utf8.RuneCountInString(line); n > 80 && !strings.Contains(line, ": error: ") {
					t.Errorf("a line of %d characters:\n%s", n, line)
				}
			}
			if text {
				return
			}
			_, wide, _ := goscore(t, tt.stdin, append([]string{"--wide"}, tt.args...)...)
			checkGolden(t, strings.TrimSuffix(tt.name, ".table")+"-wide.table", wide)
		})
	}
}

// TestJobsIdentical: output is in input order whatever the number of
// workers, byte for byte, in every format.
func TestJobsIdentical(t *testing.T) {
	for _, format := range []string{"table", "jsonl", "json", "yaml", "csv"} {
		_, one, _ := goscore(t, "", "score", "--jobs", "1", "--format", format, "../../fixtures", boards)
		_, four, _ := goscore(t, "", "score", "--jobs", "4", "--format", format, "../../fixtures", boards)
		if one != four {
			t.Errorf("%s: --jobs 1 and --jobs 4 differ", format)
		}
		if strings.Count(one, "sample.txt") != 1 {
			t.Errorf("%s: sample.txt appears %d times, want once", format, strings.Count(one, "sample.txt"))
		}
	}
}

// TestOneVerdictPerFile: every input file yields exactly one verdict, good
// or bad, and the summary line counts them.
func TestOneVerdictPerFile(t *testing.T) {
	fixtures, _ := filepath.Glob("../../fixtures/*.txt")
	seki, _ := filepath.Glob("../../fixtures/seki/*.txt")
	japanese, _ := filepath.Glob("../../fixtures/japanese/*.txt")
	fixtures = append(append(fixtures, seki...), japanese...)
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", "--jobs", "3", "../../fixtures", boards+"/bad-cell.txt", boards+"/nope.txt")
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != len(fixtures)+2 {
		t.Errorf("%d verdicts for %d files", len(lines), len(fixtures)+2)
	}
	want := "scored " + itoa(len(fixtures)+2) + " files: " + itoa(len(fixtures)) + " ok, 2 errors\n"
	if !strings.HasSuffix(errs, want) {
		t.Errorf("stderr ends %q, want %q", errs, want)
	}
	if !strings.Contains(errs, "goscore: "+boards+"/nope.txt: no such file or directory") {
		t.Errorf("stderr lacks the missing file's error:\n%s", errs)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestGlobalFlagsEitherSide: global flags mean the same before and after
// the command; after the command wins.
func TestGlobalFlagsEitherSide(t *testing.T) {
	_, before, _ := goscore(t, "", "--format", "yaml", "--rules", "chinese", "score", sample)
	_, after, _ := goscore(t, "", "score", "--format", "yaml", "--rules", "chinese", sample)
	if before != after || !strings.Contains(before, "scoring: area") {
		t.Errorf("global flags before and after the command differ:\n%s\n---\n%s", before, after)
	}
	_, both, _ := goscore(t, "", "--format", "csv", "score", "--format", "jsonl", sample)
	if !strings.HasPrefix(both, "{") {
		t.Errorf("the flag after the command should win: %q", both)
	}
	_, komi, _ := goscore(t, "", "--komi", "6.5", "score", "--format", "jsonl", boards+"/ko.txt")
	if !strings.Contains(komi, `"komi":6.5`) || !strings.Contains(komi, `"result":"W+4.5"`) {
		t.Errorf("--komi before the command: %s", komi)
	}
	_, sc, _ := goscore(t, "", "score", "--scoring", "area", "--ko", "positional", "--format", "jsonl", sample)
	if !strings.Contains(sc, `"rules":"japanese","scoring":"area"`) {
		t.Errorf("--scoring override: %s", sc)
	}
	_, inc, errs := goscore(t, "", "score", "--include", "*.board", "--include", "noext", "--format", "jsonl", boards+"/tree")
	if strings.Count(inc, "\n") != 2 || !strings.Contains(inc, "b.board") || !strings.Contains(inc, "noext") || !strings.Contains(errs, "scored 2 files") {
		t.Errorf("--include *.board --include noext:\n%s%s", inc, errs)
	}
	_, inc, _ = goscore(t, "", "--include", "*.md", "score", "--format", "jsonl", boards+"/tree", boards+"/ko.txt")
	if !strings.Contains(inc, "notes.md") || !strings.Contains(inc, "ko.txt") {
		t.Errorf("--include *.md takes notes.md from the walk, and a file named on the command line always: %s", inc)
	}
	_, ko, _ := goscore(t, "", "legal", "--ko", "situational", "--format", "jsonl", "-m", "w:D6", "../../fixtures/superko.txt")
	if !strings.Contains(ko, `"reason":"superko"`) {
		t.Errorf("--ko situational on the superko fixture: %s", ko)
	}
	code, _, errs := goscore(t, "", "--quiet", "score", boards+"/bad-cell.txt")
	if code != 1 || errs != "" {
		t.Errorf("--quiet: exit %d, stderr %q", code, errs)
	}
}

// TestKomiHeaderAndFlag: a file's komi applies unless --komi is given.
func TestKomiHeaderAndFlag(t *testing.T) {
	_, out, _ := goscore(t, "", "score", "--format", "jsonl", "../../fixtures/prisoners-komi.txt")
	if !strings.Contains(out, `"komi":6.5`) {
		t.Errorf("header komi not used: %s", out)
	}
	_, out, _ = goscore(t, "", "score", "--komi", "0", "--format", "jsonl", "../../fixtures/prisoners-komi.txt")
	if !strings.Contains(out, `"komi":0,`) {
		t.Errorf("--komi 0 does not beat the header: %s", out)
	}
	_, out, _ = goscore(t, "", "score", "--komi", "-3", "--format", "jsonl", "../../fixtures/prisoners-komi.txt")
	if !strings.Contains(out, `"komi":-3,`) {
		t.Errorf("--komi -3 (a negative value after the flag) not taken: %s", out)
	}
}

// TestUsageErrors: mistakes on the command line exit 2 with a message that
// says what is accepted, and print nothing on stdout.
func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{}, "no command given"},
		{[]string{"scroe", sample}, `unknown command "scroe" (want one of score, status, legal, capture, mark, convert`},
		{[]string{"score"}, "no PATH given (want files, directories, or - for standard input)"},
		{[]string{"score", "-", "-"}, "standard input (-) can be read only once"},
		{[]string{"score", "--format", "xml", sample}, `bad format "xml" (want table, yaml, json, jsonl, csv)`},
		{[]string{"mark", "--format", "xml", sample}, `bad format "xml" (want table, yaml, json, jsonl, csv, text, html, sgf)`},
		{[]string{"score", "--rules", "korean", sample}, `unknown rules "korean" (want japanese, chinese, tromp-taylor, aga)`},
		{[]string{"score", "--scoring", "points", sample}, `bad scoring "points" (want territory or area)`},
		{[]string{"score", "--ko", "never", sample}, `bad ko rule "never" (want simple, positional or situational)`},
		{[]string{"score", "--jobs", "0", sample}, "bad --jobs 0 (want 1 to 1024)"},
		{[]string{"score", "--komi", "lots", sample}, `bad --komi "lots" (want a decimal number like 6.5, from -1000 to 1000)`},
		{[]string{"score", "--komi", "NaN", sample}, `bad --komi "NaN"`},
		{[]string{"score", "--komi", "Inf", sample}, `bad --komi "Inf"`},
		{[]string{"score", "--komi", "0x1p3", sample}, `bad --komi "0x1p3"`},
		{[]string{"score", "--komi", "6_5", sample}, `bad --komi "6_5"`},
		{[]string{"score", "--komi", "1001", sample}, `bad --komi "1001"`},
		{[]string{"--komi", "NaN", "gtp"}, `bad --komi "NaN"`},
		{[]string{"play", "--komi", "Inf"}, `bad --komi "Inf"`},
		{[]string{"score", "--nope", sample}, "unknown flag --nope"},
		{[]string{"--nope", "score", sample}, "unknown flag --nope"},
		{[]string{"score", "--formt", "json", sample}, "unknown flag --formt; did you mean --format?"},
		{[]string{"scor", sample}, `unknown command "scor"; did you mean "score"?`},
		{[]string{"match", "--shard", "1/2", "a", "b"}, "unknown flag --shard"},
		{[]string{"score", "--include", "[", boards}, `bad --include pattern "["`},
		{[]string{"status", sample}, "want a FILE and at least one POINT"},
		{[]string{"status", sample, "I5"}, `bad vertex "I5" (want a GTP vertex like D4 (column A-T without I, row from 1 at the bottom), ROW,COL like 2,6 (zero-based, row 0 at the top) or pass)`},
		{[]string{"status", sample, "A0"}, `bad vertex "A0"`},
		{[]string{"status", sample, "hello"}, `bad vertex "hello"`},
		{[]string{"legal", sample}, "give exactly one of -m COLOUR:POINT, --all or --queries FILE"},
		{[]string{"legal", "-m", "b:D4", "--all", sample}, "give exactly one of"},
		{[]string{"legal", "-m", "D4", sample}, `bad move "D4" (want COLOUR:POINT, like b:D4 or white:2,6)`},
		{[]string{"legal", "-m", "red:D4", sample}, `bad move "red:D4": bad colour "red" (want b, black, w or white)`},
		{[]string{"legal", "-m", "b:I9", sample}, `bad move "b:I9": bad vertex "I9"`},
		{[]string{"legal", "--queries", "-", sample}, "--queries names the files itself: give no PATH with it"},
		{[]string{"capture", "--out", "x", "--in-place", sample}, "give --out DIR or --in-place, not both"},
		{[]string{"capture", "--in-place", "-"}, "--in-place cannot write back to standard input"},
		{[]string{"random", "--size", "20"}, `bad --size "20" (want N or WxH, columns x rows, each 1 to 19)`},
		{[]string{"random", "--size", "0x3"}, `bad --size "0x3"`},
		{[]string{"random", "--fill", "50,50,50"}, `bad --fill "50,50,50" (want three percentages E,B,W of empty, black and white that add up to 100, like 20,40,40)`},
		{[]string{"random", "--fill", "50,50,0", "--moves", "3"}, "give --fill or --moves, not both"},
		{[]string{"random", "--count", "0"}, "bad --count 0"},
		{[]string{"random", "dir"}, `random takes no PATH (got "dir")`},
		{[]string{"completion", "tcsh"}, `unknown shell "tcsh" (want bash, zsh or fish)`},
		{[]string{"mark", "--color", "sometimes", sample}, `bad --color "sometimes" (want auto, always or never)`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, errs := goscore(t, "", tt.args...)
			if code != 2 {
				t.Errorf("exit %d, want 2", code)
			}
			if !strings.Contains(errs, "goscore: "+tt.want) {
				t.Errorf("stderr %q does not say %q", errs, tt.want)
			}
			if !strings.Contains(errs, "--help' for usage.") {
				t.Errorf("stderr %q does not point at --help", errs)
			}
			if len(tt.args) > 0 && out != "" && !strings.Contains(out, "USAGE") {
				t.Errorf("stdout not empty: %q", out)
			}
		})
	}
	code, _, errs := goscore(t, "b A1\n", "legal", "--queries", "-")
	if code != 2 || !strings.Contains(errs, "goscore: -:1: want 'PATH COLOUR POINT'") {
		t.Errorf("bad query line: exit %d, %q", code, errs)
	}
}

// TestBadInputMessages: every bad-input case of docs/rules.md (Board files) reaches the user as
// file:line:col and the batch goes on.
func TestBadInputMessages(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"a-cell.txt":    "0 0 0\n0 3 0\n",
		"b-ragged.txt":  "0 0 0\n0 0\n",
		"c-none.txt":    "# only a comment\n",
		"d-big.txt":     strings.Repeat("0", 20) + "\n",
		"e-sizes.txt":   "0 0\n0 0\n---\n0 0 0\n0 0 0\n",
		"f-header.txt":  "player: red\n0\n",
		"g-junk.txt":    "0 0\n0 \xff\n",
		"h-good.txt":    "0 1\n1 0\n",
		"i-rows.txt":    strings.Repeat("0\n", 20),
		"j-unknown.txt": "boardsize: 9\n0\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "k-huge.txt"), bytes.Repeat([]byte("0 "), 600_000), 0o644); err != nil {
		t.Fatal(err)
	}
	unreadable := filepath.Join(dir, "l-unreadable.txt")
	if err := os.WriteFile(unreadable, []byte("0\n"), 0o000); err != nil {
		t.Fatal(err)
	}
	code, out, errs := goscore(t, "", "score", "--format", "jsonl", dir)
	if code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	verdicts := map[string]map[string]any{}
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var v map[string]any
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		verdicts[v["file"].(string)] = v
	}
	if len(verdicts) != 12 {
		t.Errorf("%d verdicts, want 12", len(verdicts))
	}
	p := func(n string) string { return filepath.Join(dir, n) }
	for _, want := range []string{
		p("a-cell.txt") + `:2:3: bad cell "3" (want 0, 1 or 2)`,
		p("b-ragged.txt") + ":2:4: row has 2 cells, want 3 as on line 1",
		p("c-none.txt") + ":2:1: no grid found (want rows of 0, 1 and 2)",
		p("d-big.txt") + ":1:20: more than 19 columns",
		p("e-sizes.txt") + ":4:1: grid 2 is 3x2, want 2x2 as grid 1 (columns x rows)",
		p("f-header.txt") + `:1:9: bad player "red" (want black or white)`,
		p("g-junk.txt") + ":2:3: not UTF-8 text (byte 0xff); is this a board file?",
		p("i-rows.txt") + ":20:1: more than 19 rows",
		p("j-unknown.txt") + `:1:1: unknown header "boardsize" (want player, komi, rules, handicap, black-prisoners, white-prisoners, dead-stones or size)`,
		p("k-huge.txt") + ": file is larger than the 1 MiB limit (1200000 bytes); refused unread",
	} {
		file := want[:strings.Index(want, ".txt")+4]
		if got, _ := verdicts[file]["error"].(string); got != want {
			t.Errorf("verdict error %q, want %q", got, want)
		}
		if !strings.Contains(errs, "goscore: "+want) {
			t.Errorf("stderr lacks %q", want)
		}
	}
	if good := verdicts[p("h-good.txt")]; good["error"] != nil || good["result"] != "B+2" {
		t.Errorf("the good file was not scored: %v", good)
	}
	// Root reads any file; the check needs an ordinary user.
	if got, _ := verdicts[p("l-unreadable.txt")]["error"].(string); os.Geteuid() != 0 && got != p("l-unreadable.txt")+": open: permission denied" {
		t.Errorf("unreadable file: %q", got)
	}
	if !strings.HasSuffix(errs, "scored 12 files: ") && !strings.Contains(errs, "scored 12 files: ") {
		t.Errorf("summary: %q", errs)
	}
}

// TestCaptureFiles: --out mirrors the input tree and never touches the
// inputs; --in-place rewrites them; an input is never overwritten through
// --out; nothing is left behind but the boards.
func TestCaptureFiles(t *testing.T) {
	src := t.TempDir()
	if err := os.MkdirAll(filepath.Join(src, "deep"), 0o755); err != nil {
		t.Fatal(err)
	}
	orig := "1 2 0\n2 0 0\n0 0 0\n"
	for _, n := range []string{"a.txt", "deep/b.txt"} {
		if err := os.WriteFile(filepath.Join(src, n), []byte(orig), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(t.TempDir(), "clean")
	code, stdout, errs := goscore(t, "", "--wide", "capture", "--out", out, src)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	want := "white-prisoners: 1\n0 2 0\n2 0 0\n0 0 0\n"
	for _, n := range []string{"a.txt", "deep/b.txt"} {
		got, err := os.ReadFile(filepath.Join(out, n))
		if err != nil || string(got) != want {
			t.Errorf("%s: %q, %v; want %q", n, got, err, want)
		}
		if in, _ := os.ReadFile(filepath.Join(src, n)); string(in) != orig {
			t.Errorf("input %s changed", n)
		}
	}
	if !strings.Contains(stdout, "REMOVED B") || !strings.Contains(stdout, filepath.Join(out, "deep/b.txt")) {
		t.Errorf("stdout should list the files written:\n%s", stdout)
	}
	entries, _ := os.ReadDir(out)
	if len(entries) != 3 || entries[0].Name() != batch.OutputMarker {
		t.Errorf("%d entries in --out, want 3 (the output marker, a.txt and deep/): temporary files left?", len(entries))
	}
	// The cleaned file scores the same as the original.
	_, s1, _ := goscore(t, "", "score", "--format", "jsonl", filepath.Join(src, "a.txt"))
	_, s2, _ := goscore(t, "", "score", "--format", "jsonl", filepath.Join(out, "a.txt"))
	if field(s1, "result") != field(s2, "result") || field(s1, `"white":`) != field(s2, `"white":`) {
		t.Errorf("cleaning changed the score:\n%s%s", s1, s2)
	}
	// --out onto the inputs themselves is refused, file by file.
	code, _, errs = goscore(t, "", "capture", "--out", src, filepath.Join(src, "a.txt"))
	if code != 1 || !strings.Contains(errs, "would overwrite an input of this run (the file itself); nothing written, choose another --out directory, or clean files where they are with --in-place") {
		t.Errorf("overwrite through --out: exit %d, %q", code, errs)
	}
	code, _, errs = goscore(t, "", "capture", "--in-place", src)
	if code != 0 {
		t.Fatalf("--in-place: exit %d: %s", code, errs)
	}
	if got, _ := os.ReadFile(filepath.Join(src, "deep/b.txt")); string(got) != want {
		t.Errorf("--in-place wrote %q", got)
	}
	code, _, _ = goscore(t, "", "capture", "--out", out, "-")
	if code != 1 {
		t.Errorf("capture of empty stdin: exit %d, want 1", code)
	}
	code, _, _ = goscore(t, orig, "capture", "--out", out, "-")
	if got, _ := os.ReadFile(filepath.Join(out, "stdin.txt")); code != 0 || string(got) != want {
		t.Errorf("stdin to --out: exit %d, wrote %q", code, got)
	}
}

// field returns the text after key up to the next comma, for light checks.
func field(s, key string) string {
	i := strings.Index(s, key)
	if i < 0 {
		return ""
	}
	s = s[i+len(key):]
	if j := strings.IndexByte(s, ','); j >= 0 {
		s = s[:j]
	}
	return s
}

// TestRandomFiles: random --out writes the boards it reports, the same seed
// gives the same boards, and every generated board parses and scores.
func TestRandomFiles(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := goscore(t, "", "random", "--seed", "11", "--size", "11", "--count", "12", "--out", dir, "--format", "jsonl")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if strings.Count(out, "\n") != 12 || !strings.HasSuffix(errs, "generated 12 boards in "+dir+": 12 ok, 0 errors\n") {
		t.Errorf("stdout %q stderr %q", out, errs)
	}
	// In a table there is nothing to say but the summary; -q silences it.
	if code, out, errs := goscore(t, "", "random", "-q", "--seed", "11", "--count", "3", "--out", dir); code != 0 || out != "" || errs != "" {
		t.Errorf("random -q --out: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "board-*.txt"))
	if len(files) != 12 {
		t.Fatalf("%d files written, want 12", len(files))
	}
	code, _, errs = goscore(t, "", "score", "--format", "jsonl", dir)
	if code != 0 || !strings.HasSuffix(errs, "scored 12 files: 12 ok, 0 errors\n") {
		t.Errorf("generated boards do not all score: %s", errs)
	}
	_, a, _ := goscore(t, "", "random", "--seed", "5", "--moves", "30")
	_, b, _ := goscore(t, "", "random", "--seed", "5", "--moves", "30")
	_, c, _ := goscore(t, "", "random", "--seed", "6", "--moves", "30")
	if a != b || a == c {
		t.Errorf("seeds: same seed differs %v, different seeds equal %v", a != b, a == c)
	}
	_, _, errs = goscore(t, "", "random")
	if !strings.Contains(errs, "random: seed ") {
		t.Errorf("without --seed the chosen seed is not shown: %q", errs)
	}
}

// TestColour: --color always colours the text reports, never and auto (in
// tests stdout is no terminal) do not, and NO_COLOR does not override always.
func TestColour(t *testing.T) {
	t.Setenv("NO_COLOR", "1")
	for _, tc := range []struct {
		mode string
		want bool
	}{{"always", true}, {"never", false}, {"auto", false}} {
		_, out, _ := goscore(t, "", "--color", tc.mode, "legal", "--show", "-m", "b:A9", sample)
		if got := strings.Contains(out, "\x1b["); got != tc.want {
			t.Errorf("--color %s: coloured %v, want %v", tc.mode, got, tc.want)
		}
	}
	_, out, _ := goscore(t, "", "--color", "always", "score", sample)
	if strings.Contains(out, "\x1b[") {
		t.Error("the score table should stay plain")
	}
}

// TestHelpAndCompletion: help works everywhere; completion scripts for the
// three shells.
func TestHelpAndCompletion(t *testing.T) {
	for _, args := range [][]string{{"--help"}, {"help", "score"}, {"score", "--help"}, {"legal", "--help"}} {
		code, out, _ := goscore(t, "", args...)
		if code != 0 || !strings.Contains(out, "USAGE") {
			t.Errorf("%v: exit %d\n%s", args, code, out)
		}
	}
	_, out, _ := goscore(t, "", "legal", "--help")
	if !strings.Contains(out, "--format FORMAT") || !strings.Contains(out, "-m COLOUR:POINT") {
		t.Errorf("legal --help lacks its own and the global flags:\n%s", out)
	}
	for shell, want := range map[string]string{"bash": "complete -F _goscore goscore", "zsh": "#compdef goscore", "fish": "complete -c goscore"} {
		code, out, _ := goscore(t, "", "completion", shell)
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("completion %s: exit %d, lacks %q", shell, code, want)
		}
	}
	_, out, _ = goscore(t, "", appcli.CompleteCommand, "")
	for _, cmd := range []string{"score", "status", "legal", "capture", "mark", "random", "play"} {
		if !strings.Contains(out, cmd) {
			t.Errorf("completion does not offer %s: %q", cmd, out)
		}
	}
}

// TestFlagsAfterPaths: flags may follow the paths, as people type them
// (goscore score class/ --format csv), value and all; "--" ends the flags,
// so a file whose name starts with "-" can still be named.
func TestFlagsAfterPaths(t *testing.T) {
	_, before, _ := goscore(t, "", "score", "--format", "csv", "--komi", "6.5", sample)
	code, after, errs := goscore(t, "", "score", sample, "--format", "csv", "--komi=6.5")
	if code != 0 || after != before {
		t.Errorf("exit %d %s\n%s\nwant\n%s", code, errs, after, before)
	}
	dir := t.TempDir()
	odd := filepath.Join(dir, "-odd.txt")
	if err := os.WriteFile(odd, []byte("1 0\n0 0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	if code, out, errs := goscore(t, "", "score", "--format", "jsonl", "--", "-odd.txt"); code != 0 || !strings.Contains(out, `"file":"-odd.txt"`) {
		t.Errorf("a path after --: exit %d %s %s", code, out, errs)
	}
}

// TestHelpSaysOneDefault: no flag's help line states two defaults, and no
// help text speaks of things outside the repository.
func TestHelpSaysOneDefault(t *testing.T) {
	for _, cmd := range []string{"score", "status", "legal", "capture", "mark", "convert", "random", "play", "gtp", "regress", "match", "completion"} {
		_, out, _ := goscore(t, "", cmd, "--help")
		for _, line := range strings.Split(out, "\n") {
			if strings.Count(line, "(default") > 1 {
				t.Errorf("%s: two defaults in %q", cmd, line)
			}
		}
		for _, word := range []string{"SPEC", "issue"} {
			if strings.Contains(out, word) {
				t.Errorf("%s --help speaks of %q", cmd, word)
			}
		}
	}
}

// TestSkippedFilesNamed: a file a directory walk leaves out for its name
// is named in the summary with the way to take it; documents beside the
// boards (README.md, answers.yaml) pass without a word.
func TestSkippedFilesNamed(t *testing.T) {
	dir := t.TempDir()
	for n, text := range map[string]string{"a.txt": "1 0\n0 0\n", "vic-game.dat": "1 0\n0 0\n", "README.md": "# notes\n"} {
		if err := os.WriteFile(filepath.Join(dir, n), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	_, _, errs := goscore(t, "", "score", dir)
	want := "skipped 1 file by name (" + filepath.Join(dir, "vic-game.dat") + "); --include '*' reads every file\n"
	if !strings.HasSuffix(errs, want) || strings.Contains(errs, "README") {
		t.Errorf("stderr %q", errs)
	}
	if _, _, errs := goscore(t, "", "score", "--include", "*.dat", "--include", "*.txt", dir); strings.Contains(errs, "skipped 1") {
		t.Errorf("with --include: %q", errs)
	}
}

// TestGoldenTablesInDirs: the tables of the commands that write files
// (capture --out, convert --out, random --out in a machine format) and of
// regress, at 80 columns and with --wide, run in a directory of their own
// so the paths they show are the same on every machine. Checked by hand
// like the others: the same rows in both, every line at most 80 wide in the
// default one.
func TestGoldenTablesInDirs(t *testing.T) {
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	goldenDir := filepath.Join(wd, "testdata", "golden")
	dir := t.TempDir()
	t.Chdir(dir)
	for _, n := range []string{"sample.txt", "snapback.txt", "suicide-multi.txt"} {
		data, err := os.ReadFile(filepath.Join(wd, "../../fixtures", n))
		if err != nil {
			t.Fatal(err)
		}
		must(t, os.MkdirAll("class/week-one", 0o755))
		must(t, os.WriteFile(filepath.Join("class/week-one", n), data, 0o644))
	}
	tst, err := os.ReadFile(filepath.Join(wd, "testdata", "go.tst"))
	must(t, err)
	must(t, os.WriteFile("go.tst", tst, 0o644))
	engine := self(t, "gtp --playouts 50 --threads 1")
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"capture-out", []string{"capture", "--out", "cleaned-boards", "class"}},
		{"convert-out", []string{"convert", "--to", "sgf", "--out", "converted-records", "class"}},
		{"regress", []string{"regress", engine, "go.tst"}},
	} {
		for _, wide := range []bool{false, true} {
			args, name := tc.args, tc.name+".table"
			if wide {
				args, name = append([]string{"--wide"}, args...), tc.name+"-wide.table"
			}
			code, out, errs := goscore(t, "", args...)
			if code != 0 {
				t.Errorf("%s: exit %d\n%s", name, code, errs)
			}
			if !wide {
				for _, line := range strings.Split(out, "\n") {
					if n := utf8.RuneCountInString(line); n > 80 {
						t.Errorf("%s: a line of %d characters:\n%s", name, n, line)
					}
				}
			}
			golden.Check(t, filepath.Join(goldenDir, name), []byte(out))
		}
	}
}

// TestReviewSummary: after the summary line, a run that estimated dead
// stones names the games that want a human look (an unsure string, an open
// border), once each (the files written, with mark --out), on one line
// or, when that is wider than the screen, one a line; --quiet drops it,
// and a run without dead stones names none.
func TestReviewSummary(t *testing.T) {
	t.Setenv("COLUMNS", "1000") // one line, however long the names
	want := "2 games to review: testdata/review/a-unsure.sgf, testdata/review/b-open-border.sgf\n"
	out := t.TempDir()
	for _, args := range [][]string{
		{"score", "--dead-stones", "estimate", review},
		{"mark", "--dead-stones", "estimate", review},
		{"mark", "--dead-stones", "estimate", "--format", "sgf", review},
	} {
		code, _, errs := goscore(t, "", args...)
		if code != 0 || !strings.HasSuffix(errs, want) {
			t.Errorf("%v: exit %d, stderr %q, want it to end with %q", args, code, errs, want)
		}
	}
	// A list wider than the screen goes one name a line.
	t.Setenv("COLUMNS", "60")
	_, _, errs := goscore(t, "", "score", "--dead-stones", "estimate", review)
	if want := "2 games to review:\n  testdata/review/a-unsure.sgf\n  testdata/review/b-open-border.sgf\n"; !strings.HasSuffix(errs, want) {
		t.Errorf("at 60 columns: stderr %q, want it to end with %q", errs, want)
	}
	t.Setenv("COLUMNS", "1000")
	// With --out, the files written are the ones to open.
	_, _, errs = goscore(t, "", "mark", "--dead-stones", "estimate", "--format", "sgf", "--out", out, review)
	if want := "2 games to review: " + filepath.Join(out, "a-unsure.sgf") + ", " + filepath.Join(out, "b-open-border.sgf") + "\n"; !strings.HasSuffix(errs, want) {
		t.Errorf("mark --out: stderr %q, want it to end with %q", errs, want)
	}
	// status flags a game by its unsure strings: the lone white stone
	// on B6 of finished-dead.txt is judged dead, but barely.
	_, _, errs = goscore(t, "", "status", "--dead-stones", "estimate", "testdata/boards/finished-dead.txt", "B6", "G8")
	if want := "1 game to review: testdata/boards/finished-dead.txt\n"; !strings.HasSuffix(errs, want) {
		t.Errorf("status: stderr %q, want it to end with %q", errs, want)
	}
	for _, args := range [][]string{
		{"-q", "score", "--dead-stones", "estimate", review},
		{"score", review},
	} {
		if _, _, errs := goscore(t, "", args...); strings.Contains(errs, "to review") {
			t.Errorf("%v: stderr %q names games to review", args, errs)
		}
	}
}
