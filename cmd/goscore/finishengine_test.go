package main

import (
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/internal/gtptest"
)

// finishDir writes gap.txt and a finished board (no open border) into a
// new directory.
func finishDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	finished, err := os.ReadFile("../../fixtures/finished-11x11.txt")
	if err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"gap.txt": boardtest.OpenGap, "done.txt": string(finished)} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// finishLines reads score's JSON lines by file name.
func finishLines(t *testing.T, out string) map[string]refereeJSON {
	t.Helper()
	vs := map[string]refereeJSON{}
	for _, v := range refereeLines(t, out) {
		vs[filepath.Base(v.File)] = v
	}
	return vs
}

// TestFinishEngine: --finish-engine CMD has the engine play the open
// border out, the side to move first (the fake engine plays the first
// legal point in file order: Black's A9), lists its moves in the verdict
// and a note, and keeps the open-border warning; a board without an open
// border is counted as it stands, as with --finish, and the engine is not
// asked about it. An engine that plays onto a stone fails the file it
// played in alone, with the engine, the command and the move named.
func TestFinishEngine(t *testing.T) {
	dir := finishDir(t)
	_, plain, _ := goscore(t, "", "score", "-f", "jsonl", filepath.Join(dir, "done.txt"))
	done := finishLines(t, plain)["done.txt"]
	for _, jobs := range []string{"1", "2"} {
		code, out, errs := goscore(t, "", "score", "-f", "jsonl", "-j", jobs, "--finish-engine", gtptest.Command("first"), dir)
		if code != 0 {
			t.Fatalf("-j %s: exit %d: %s", jobs, code, errs)
		}
		vs := finishLines(t, out)
		gap := vs["gap.txt"]
		if gap.Error != nil || len(gap.Finish) < 2 || gap.Finish[0] != "B A9" || gap.Finish[1] != "W B9" {
			t.Errorf("-j %s: gap.txt: %+v; want the fake's moves from B A9, W B9", jobs, gap)
		}
		if !slices.ContainsFunc(gap.Notes, func(n string) bool { return strings.HasPrefix(n, "finish: B A9 W B9 ") }) ||
			!slices.Contains(gap.Warnings, "open-border") {
			t.Errorf("-j %s: gap.txt: notes %v, warnings %v; want the finish note and the open-border warning", jobs, gap.Notes, gap.Warnings)
		}
		if got := vs["done.txt"]; got.Error != nil || len(got.Finish) != 0 || got.Result != done.Result {
			t.Errorf("-j %s: done.txt: %+v; want no moves and the count as it stands, %s", jobs, got, done.Result)
		}
	}
	cmd := gtptest.Command("illegal")
	code, out, _ := goscore(t, "", "score", "-f", "jsonl", "--finish-engine", cmd, dir)
	vs := finishLines(t, out)
	want := filepath.Join(dir, "gap.txt") + ": --finish-engine engine " + strconv.Quote(cmd) + `: genmove w named "A1": not a legal move here under japanese rules (occupied)`
	if code != 1 || vs["gap.txt"].Error == nil || *vs["gap.txt"].Error != want {
		t.Errorf("an engine that plays onto a stone: exit %d, gap.txt %+v; want exit 1 and %q", code, vs["gap.txt"], want)
	}
	if got := vs["done.txt"]; got.Error != nil || got.Result != done.Result {
		t.Errorf("an engine that plays onto a stone: done.txt %+v; want it counted", got)
	}
}

// TestFinishEngineUsage: --finish-engine needs an engine that starts and
// has genmove, and dead stones it can choose on the board the engine
// leaves: none, estimate or engine:CMD, not a list or a file's marking.
// Each mistake is a usage error before any file.
func TestFinishEngineUsage(t *testing.T) {
	dir := finishDir(t)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--finish-engine", " "}, "--finish-engine names no engine"},
		{[]string{"--finish-engine", "gnugo 'unclosed"}, "bad --finish-engine"},
		{[]string{"--finish-engine", "/no/such/engine", "-f", "jsonl"}, `--finish-engine engine "/no/such/engine": does not start`},
		{[]string{"--finish-engine", gtptest.Command("first"), "--dead-stones", "B7"}, "which a list or a file's marking does not name"},
		{[]string{"--finish-engine", gtptest.Command("first"), "--dead-stones", "marks"}, "which a list or a file's marking does not name"},
		{[]string{"--finish-engine", gtptest.Command("first"), "--dead-stones", "marks,estimate"}, "which a list or a file's marking does not name"},
	} {
		code, out, errs := goscore(t, "", append(append([]string{"score"}, tc.args...), dir)...)
		if code != 2 || out != "" || !strings.Contains(errs, tc.want) {
			t.Errorf("%q: exit %d, out %q, stderr %q; want exit 2 and %q", tc.args, code, out, errs, tc.want)
		}
	}
}

// TestFinishEngineGNUGo: GNU Go, Black to move, closes the gap at E5 and
// both pass; the count is then Black's 36 points against White's 27 and
// komi 0.5 (by hand), as goscore's own --finish gives it; and mark
// --format sgf writes the move after the game.
func TestFinishEngineGNUGo(t *testing.T) {
	const gnugo = "/usr/games/gnugo"
	if _, err := os.Stat(gnugo); err != nil {
		t.Skip("GNU Go is not installed")
	}
	dir := finishDir(t)
	gap := filepath.Join(dir, "gap.txt")
	for _, flags := range [][]string{{"--finish-engine", gnugo + " --mode gtp --seed 1"}, {"--finish"}} {
		code, out, errs := goscore(t, "", append(append([]string{"score", "-f", "jsonl"}, flags...), gap)...)
		v := finishLines(t, out)["gap.txt"]
		if code != 0 || v.Result != "B+8.5" || !slices.Equal(v.Finish, []string{"B E5"}) {
			t.Errorf("%v: exit %d, %+v (%s); want B+8.5 after B E5", flags, code, v, errs)
		}
	}
}
