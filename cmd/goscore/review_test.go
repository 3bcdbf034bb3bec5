package main

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestReviewLoop runs the review loop of the README through the real
// binary: the estimate writes each game with its dead stones marked, a
// person corrects the marks of the game flagged for review, and the next
// run scores the corrections; marks,estimate takes the marks where a game
// has them and the estimate elsewhere.
func TestReviewLoop(t *testing.T) {
	t.Setenv("COLUMNS", "1000") // the review list on one line, however long the temporary paths
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	goscoreExe := func(args ...string) (string, string) {
		t.Helper()
		cmd := exec.Command(exe, args...)
		cmd.Env = append(os.Environ(), "GOSCORE_TEST_MAIN=1")
		var out, errs bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errs
		if err := cmd.Run(); err != nil {
			t.Fatalf("goscore %v: %v\n%s", args, err, errs.String())
		}
		return out.String(), errs.String()
	}
	type verdict struct {
		File       string
		Result     string
		Black      struct{ Stones int }
		White      struct{ Stones int }
		DeadStones struct {
			Method string
			Black  []struct{ Vertex string }
			White  []struct{ Vertex string }
		} `json:"dead_stones"`
	}
	score := func(args ...string) map[string]verdict {
		t.Helper()
		out, _ := goscoreExe(append([]string{"score", "--format", "jsonl"}, args...)...)
		vs := map[string]verdict{}
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			var v verdict
			if err := json.Unmarshal([]byte(line), &v); err != nil {
				t.Fatalf("%v: %q", err, line)
			}
			vs[filepath.Base(v.File)] = v
		}
		return vs
	}
	vertices := func(ps []struct{ Vertex string }) string {
		var s []string
		for _, p := range ps {
			s = append(s, p.Vertex)
		}
		return strings.Join(s, " ")
	}

	dir := t.TempDir()
	games, reviewed := filepath.Join(dir, "games"), filepath.Join(dir, "reviewed")
	if err := os.Mkdir(games, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"a-unsure.sgf", "c-settled.sgf"} {
		data, err := os.ReadFile(filepath.Join(review, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(games, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	// 1. The estimate, written with its marks; the unsure game is named.
	estimate := score("--dead-stones", "estimate", games)
	_, errs := goscoreExe("mark", "--dead-stones", "estimate", "--format", "sgf", "--out", reviewed, games)
	if want := "1 game to review: " + filepath.Join(reviewed, "a-unsure.sgf") + "\n"; !strings.HasSuffix(errs, want) {
		t.Fatalf("mark: stderr %q, want it to end with %q", errs, want)
	}
	path := filepath.Join(reviewed, "a-unsure.sgf")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// The estimate takes the black stone on A2 off, which leaves A2 and
	// A3 an open border between the colours: that is why it wants a look.
	if !strings.Contains(string(data), "goscore open-border: A3 A2") {
		t.Errorf("the written game does not say what to review:\n%s", data)
	}

	// 2. Read back, the marks score as the estimate did.
	marks := score("--dead-stones", "marks", reviewed)
	for name, e := range estimate {
		m := marks[name]
		if m.DeadStones.Method != "marks" || m.Result != e.Result || vertices(m.DeadStones.Black) != vertices(e.DeadStones.Black) || vertices(m.DeadStones.White) != vertices(e.DeadStones.White) {
			t.Errorf("%s: marks read back as %+v, the estimate was %+v", name, m, e)
		}
	}

	// 3. The person's pass: the black stone on A2 (SGF ah) is dead, as
	// the estimate says (it is marked with White's territory, TW), but
	// the white stone on E8 (eb) lives: its mark comes off.
	text := string(data)
	if !regexp.MustCompile(`TW(\[[a-s]{2}\])*\[ah\]`).MatchString(text) {
		t.Errorf("the dead stone on A2 is not under White's territory marks:\n%s", text)
	}
	tb := regexp.MustCompile(`TB(\[[a-s]{2}\])+`)
	text = tb.ReplaceAllStringFunc(text, func(s string) string { return strings.Replace(s, "[eb]", "", 1) })
	if text == string(data) {
		t.Fatal("the correction changed nothing")
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}

	// 4. The re-score takes the corrections.
	after := score("--dead-stones", "marks", reviewed)["a-unsure.sgf"]
	before := estimate["a-unsure.sgf"]
	if got := vertices(after.DeadStones.Black); got != "A2" {
		t.Errorf("dead black after the review: %q, want A2", got)
	}
	if got := vertices(after.DeadStones.White); got != "A7" {
		t.Errorf("dead white after the review: %q, want A7 (E8 lives)", got)
	}
	if after.White.Stones != before.White.Stones+1 || after.Result == before.Result {
		t.Errorf("the count did not change: white stones %d then %d, result %s then %s", before.White.Stones, after.White.Stones, before.Result, after.Result)
	}

	// 5. marks,estimate: the reviewed game by its marks, a fresh one by
	// the estimate.
	mixed := score("--dead-stones", "marks,estimate", path, filepath.Join(games, "c-settled.sgf"))
	if m := mixed["a-unsure.sgf"]; m.DeadStones.Method != "marks" || m.Result != after.Result {
		t.Errorf("marks,estimate on the reviewed game: %+v, want its marks (%s)", m, after.Result)
	}
	if m := mixed["c-settled.sgf"]; m.DeadStones.Method != "estimate" || m.Result != estimate["c-settled.sgf"].Result {
		t.Errorf("marks,estimate on an unmarked game: %+v, want the estimate (%s)", m, estimate["c-settled.sgf"].Result)
	}
}
