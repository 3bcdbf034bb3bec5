package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/goscore/goscore/internal/gtptest"
)

// refereeBoard: the white stone on B7 and the black one on H4 sit alone in
// the other colour's area; goscore's estimate, and so the fake engine,
// call them dead.
const refereeBoard = `0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 2 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 1 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
0 0 0 1 2 0 0 0 0
`

// refereeJSON is the part of a score verdict the engine tests read
// (--dead-stones engine:CMD, --finish-engine).
type refereeJSON struct {
	File       string `json:"file"`
	Result     string `json:"result"`
	Notes      []string
	Warnings   []string `json:"warnings"`
	Finish     []string `json:"finish"`
	DeadStones struct {
		Method string                    `json:"method"`
		Black  []struct{ Vertex string } `json:"black"`
		White  []struct{ Vertex string } `json:"white"`
		Engine *struct {
			Command       string                    `json:"command"`
			EstimateBlack []struct{ Vertex string } `json:"estimate_black"`
			EstimateWhite []struct{ Vertex string } `json:"estimate_white"`
			Disputed      []struct {
				Colour string                    `json:"colour"`
				DeadBy string                    `json:"dead_by"`
				Stones []struct{ Vertex string } `json:"stones"`
			} `json:"disputed"`
		} `json:"engine"`
	} `json:"dead_stones"`
	Error *string `json:"error"`
}

func refereeLines(t *testing.T, out string) []refereeJSON {
	t.Helper()
	var vs []refereeJSON
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		var v refereeJSON
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%v: %s", err, line)
		}
		vs = append(vs, v)
	}
	return vs
}

// writeBoards writes each board under dir with its komi, which picks the
// fake engine's fault (gtptest.RefereeCommand).
func writeBoards(t *testing.T, dir string, komi map[string]int) {
	t.Helper()
	for name, k := range komi {
		text := fmt.Sprintf("komi: %d\n%s", k, refereeBoard)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestEngineFaultFailsOneFile: in a batch judged by an engine, each file
// the engine fails on (no answer in time, a crash, junk, a refused move,
// words for vertices, a vertex off the board, an empty point) gets one error verdict naming the engine and the
// fault, and every other file is judged, the one right after a fault by a
// new engine; with one worker and with two. The engine's dead stones are
// the verdict's; where goscore's estimate differs, the game is to review,
// with both lists.
func TestEngineFaultFailsOneFile(t *testing.T) {
	dir := t.TempDir()
	good := 6
	files := map[string]int{
		"a.txt": good, "b-hang.txt": gtptest.KomiHang, "c.txt": good, "d-crash.txt": gtptest.KomiCrash,
		"e.txt": good, "f-junk.txt": gtptest.KomiJunk, "g.txt": good, "h-refuse.txt": gtptest.KomiRefuse,
		"i.txt": good, "j-garbage.txt": gtptest.KomiGarbage, "k.txt": good, "l-differs.txt": gtptest.KomiNoDead,
		"m-off.txt": gtptest.KomiOff, "n.txt": good, "o-empty.txt": gtptest.KomiEmpty, "p.txt": good,
	}
	writeBoards(t, dir, files)
	cmd := gtptest.RefereeCommand()
	quoted := strconv.Quote(cmd)
	faults := map[string]string{
		"b-hang.txt":    "final_status_list dead: no answer within 2s (engine killed)",
		"d-crash.txt":   `final_status_list dead: engine exited (exit status 3); its standard error ended "gtptest: crashing as told"`,
		"f-junk.txt":    `final_status_list dead: engine sent junk "thinking very hard..." (engine killed)`,
		"h-refuse.txt":  "setting up black D9: engine answered ? illegal move",
		"j-garbage.txt": `final_status_list dead named "all": not a vertex`,
		"m-off.txt":     `final_status_list dead named "K1": off the 9x9 board`,
		"o-empty.txt":   `final_status_list dead named "A9": no stone there`,
	}
	for _, jobs := range []string{"1", "2"} {
		code, out, errs := goscore(t, "", "score", "-f", "jsonl", "-j", jobs, "--engine-timeout", "2s", "--dead-stones", "engine:"+cmd, dir)
		if code != 1 {
			t.Errorf("-j %s: exit %d, want 1 (some files failed)\n%s", jobs, code, errs)
		}
		vs := refereeLines(t, out)
		if len(vs) != len(files) {
			t.Fatalf("-j %s: %d verdicts for %d files", jobs, len(vs), len(files))
		}
		for _, v := range vs {
			name := filepath.Base(v.File)
			switch want, fault := faults[name]; {
			case fault:
				if v.Error == nil || *v.Error != v.File+": engine "+quoted+": "+want {
					t.Errorf("-j %s: %s: error %v, want %q", jobs, name, v.Error, want)
				}
			case v.Error != nil:
				t.Errorf("-j %s: %s: %s", jobs, name, *v.Error)
			case name == "l-differs.txt":
				d := v.DeadStones
				if names(d.Black)+names(d.White) != "" || d.Engine == nil || names(d.Engine.EstimateBlack) != "H4" || names(d.Engine.EstimateWhite) != "B7" ||
					len(d.Engine.Disputed) != 2 || d.Engine.Disputed[0].DeadBy != "estimate" {
					t.Errorf("-j %s: %s: %+v, want no dead stones, the estimate's B7 and H4 disputed", jobs, name, d)
				}
				if !slices.Contains(v.Notes, "review: engine and estimate differ: dead by the estimate only B7, H4") {
					t.Errorf("-j %s: %s: notes %q", jobs, name, v.Notes)
				}
			default:
				d := v.DeadStones
				if d.Method != "engine" || names(d.Black) != "H4" || names(d.White) != "B7" || d.Engine == nil || d.Engine.Command != cmd || len(d.Engine.Disputed) != 0 {
					t.Errorf("-j %s: %s: %+v, want the engine's H4 and B7, agreed", jobs, name, d)
				}
			}
		}
		if !strings.Contains(errs, "scored 16 files: 9 ok, 7 errors") || !strings.Contains(errs, "1 game to review: "+filepath.Join(dir, "l-differs.txt")) {
			t.Errorf("-j %s: stderr %s", jobs, errs)
		}
	}
}

// TestEngineSpecs: --dead-stones engine:CMD on the command line: an empty
// or unsplittable command and an engine that does not start are usage
// errors, before any file; marks,engine:CMD takes a file's own marking
// where it has one; gtp, which reads no file, refuses marks.
func TestEngineSpecs(t *testing.T) {
	sample := filepath.Join(t.TempDir(), "b.txt")
	if err := os.WriteFile(sample, []byte(refereeBoard), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"score", "--dead-stones", "engine:", sample}, "bad --dead-stones: engine: names no command"},
		{[]string{"score", "--dead-stones", "engine: 'gnugo", sample}, `bad --dead-stones: bad engine command "'gnugo": unterminated single quote`},
		{[]string{"mark", "--dead-stones", "engine:/no/such/engine", sample}, `--dead-stones engine "/no/such/engine": does not start: fork/exec /no/such/engine: no such file or directory`},
		{[]string{"status", "--dead-stones", "engine:" + gtptest.Command("first"), sample, "B7"}, "its list_commands does not name it"},
		{[]string{"gtp", "--dead-stones", "marks,engine:gnugo"}, "gtp reads no file"},
		{[]string{"gtp", "--dead-stones", "engine:/no/such/engine"}, "does not start"},
		{[]string{"score", "--engine-timeout", "0s", sample}, "bad --engine-timeout 0s (want a duration above 0"},
	} {
		code, out, errs := goscore(t, "", tc.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, "goscore: ") || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}

	// marks,engine: the marked SGF keeps its marks (B7 dead, not H4), the
	// grid goes to the engine.
	marked := filepath.Join(t.TempDir(), "m.sgf")
	sgf := "(;SZ[9]KM[6]AB[da][db][dc][dd][de][df][dg][dh][di][hf]AW[ea][eb][ec][ed][ee][ef][eg][eh][ei][bc]TB[bc])"
	if err := os.WriteFile(marked, []byte(sgf), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := goscore(t, "", "score", "-f", "jsonl", "--dead-stones", " Marks , engine:"+gtptest.RefereeCommand(), marked, sample)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	vs := refereeLines(t, out)
	if d := vs[0].DeadStones; d.Method != "marks" || names(d.White) != "B7" || names(d.Black) != "" || d.Engine != nil {
		t.Errorf("marked SGF: %+v, want its marks: B7 alone", d)
	}
	if d := vs[1].DeadStones; d.Method != "engine" || names(d.White) != "B7" || names(d.Black) != "H4" {
		t.Errorf("grid: %+v, want the engine's B7 and H4", d)
	}
}

// TestGTPAsksTheEngine: gtp --dead-stones engine:CMD answers
// final_status_list and final_score with the engine's dead stones; an
// engine that fails answers the command with "?" and the error, and the
// next command starts a new engine.
func TestGTPAsksTheEngine(t *testing.T) {
	var setup strings.Builder
	setup.WriteString("boardsize 9\nclear_board\n")
	for row, line := range strings.Split(strings.TrimSpace(refereeBoard), "\n") {
		for col, cell := range strings.Fields(line) {
			if cell != "0" {
				fmt.Fprintf(&setup, "play %s %c%d\n", map[string]string{"1": "b", "2": "w"}[cell], "ABCDEFGHJ"[col], 9-row)
			}
		}
	}
	in := setup.String() + "komi 6.5\nfinal_status_list dead\nfinal_score\n" +
		fmt.Sprintf("komi %d\nfinal_status_list dead\n", gtptest.KomiCrash) +
		"komi 6.5\nfinal_status_list dead\n"
	code, out, errs := goscore(t, in, "gtp", "--dead-stones", "engine:"+gtptest.RefereeCommand())
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	answers := strings.Split(strings.TrimSpace(out), "\n\n")
	n := len(answers)
	if n < 6 {
		t.Fatalf("%d answers:\n%s", n, out)
	}
	if got := answers[n-6]; got != "= B7\nH4" && got != "= H4\nB7" {
		t.Errorf("final_status_list dead: %q, want B7 and H4", got)
	}
	// Black: columns A to C, B7's point included, and B7 as a prisoner,
	// 28; White: columns F to J and H4, 37, and komi 6.5.
	if got := answers[n-5]; got != "= W+15.5" {
		t.Errorf("final_score: %q, want W+15.5", got)
	}
	if got := answers[n-3]; !strings.HasPrefix(got, "? engine ") || !strings.Contains(got, "engine exited (exit status 3)") {
		t.Errorf("final_status_list dead on a crash: %q", got)
	}
	if got := answers[n-1]; got != "= B7\nH4" && got != "= H4\nB7" {
		t.Errorf("final_status_list dead after the crash: %q, want B7 and H4 from a new engine", got)
	}
}

// TestGNUGoAsReferee: with GNU Go as the engine, score takes the dead
// stones GNU Go listed for the same games, from the same command line, when
// the recorded finished games were collected (real.yaml: GNU Go loaded
// each file itself with loadsgf).
func TestGNUGoAsReferee(t *testing.T) {
	judge, want := gnugoJudged(t)
	args := []string{"score", "-f", "jsonl", "-j", "2", "--dead-stones", "engine:" + judge}
	for _, name := range []string{"9-9x9-1.sgf", "9-9x9-2.sgf", "9-bitti-gnug36.sgf", "9-owl55.sgf", "13-mertin13x13-DAGN1.sgf"} {
		args = append(args, realGames+name)
	}
	code, out, errs := goscore(t, "", args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, v := range refereeLines(t, out) {
		var got []string
		for _, p := range append(v.DeadStones.Black, v.DeadStones.White...) {
			got = append(got, p.Vertex)
		}
		slices.SortFunc(got, byVertex)
		if w := want[filepath.Base(v.File)]; strings.Join(got, " ") != w {
			t.Errorf("%s: dead %q, GNU Go's own list %q", v.File, strings.Join(got, " "), w)
		}
	}
}

// realGames holds the recorded finished games and GNU Go's judgement of
// each (real.yaml).
const realGames = "../../engine/life/testdata/real/"

// gnugoJudged returns the command line that judged the recorded finished
// games, with GNU Go's path, and the dead stones it listed for each game
// (by file name, as real.yaml orders them); it skips the test where GNU Go
// is not installed.
func gnugoJudged(t *testing.T) (string, map[string]string) {
	t.Helper()
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed")
	}
	data, err := os.ReadFile(realGames + "real.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var real struct {
		Judge string
		Games []struct {
			File string
			Dead []string
		}
	}
	if err := yaml.Unmarshal(data, &real); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{}
	for _, g := range real.Games {
		want[g.File] = strings.Join(g.Dead, " ")
	}
	return strings.Replace(real.Judge, "gnugo", gnugo, 1), want
}

// TestGTPAsksGNUGo: goscore gtp --dead-stones engine:CMD with GNU Go as
// the engine answers final_status_list dead with the stones GNU Go listed
// when it loaded the same game itself, and final_score with the count
// score gives for that game with the same engine.
func TestGTPAsksGNUGo(t *testing.T) {
	judge, want := gnugoJudged(t)
	for _, name := range []string{"9-9x9-1.sgf", "9-owl55.sgf"} {
		path := realGames + name
		code, out, errs := goscore(t, "loadsgf "+path+"\nfinal_status_list dead\nfinal_score\n", "gtp", "--dead-stones", "engine:"+judge)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", name, code, errs)
		}
		answers := strings.Split(strings.TrimSpace(out), "\n\n")
		if len(answers) != 3 || !strings.HasPrefix(answers[1], "= ") || !strings.HasPrefix(answers[2], "= ") {
			t.Fatalf("%s: answers %q", name, answers)
		}
		dead := strings.Fields(strings.TrimPrefix(answers[1], "="))
		slices.SortFunc(dead, byVertex)
		if got := strings.Join(dead, " "); got != want[name] {
			t.Errorf("%s: final_status_list dead %q, GNU Go's own list %q", name, got, want[name])
		}
		code, out, errs = goscore(t, "", "score", "-f", "jsonl", "--dead-stones", "engine:"+judge, path)
		if code != 0 {
			t.Fatalf("%s: score: exit %d: %s", name, code, errs)
		}
		if v := refereeLines(t, out)[0]; "= "+v.Result != answers[2] {
			t.Errorf("%s: final_score %q, score says %s", name, answers[2], v.Result)
		}
	}
}

// byVertex orders vertices as real.yaml lists them: by column, then row.
func byVertex(a, b string) int {
	if a[0] != b[0] {
		return int(a[0]) - int(b[0])
	}
	ra, _ := strconv.Atoi(a[1:])
	rb, _ := strconv.Atoi(b[1:])
	return ra - rb
}
