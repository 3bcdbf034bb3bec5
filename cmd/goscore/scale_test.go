package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/creack/pty"
)

// jsonlFiles is the "file" field of every line of a JSONL run.
func jsonlFiles(t *testing.T, out string) []string {
	t.Helper()
	var files []string
	for _, line := range lines(out) {
		var v struct{ File string }
		if err := json.Unmarshal([]byte(line), &v); err != nil {
			t.Fatalf("%v: %q", err, line)
		}
		files = append(files, v.File)
	}
	return files
}

func lines(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(strings.TrimSuffix(s, "\n"), "\n")
}

// TestFilesFrom: a --files-from list (a file, or standard input; newline or
// NUL separated; with directories and blank lines) gives the same output as
// its paths given as arguments, after the arguments themselves.
func TestFilesFrom(t *testing.T) {
	const fx = "../../fixtures"
	_, want, _ := goscore(t, "", "score", "--format", "jsonl", fx+"/sample.txt", fx, fx+"/empty-9x9.txt")
	dir := t.TempDir()
	nl := filepath.Join(dir, "list.txt")
	if err := os.WriteFile(nl, []byte(fx+"\n\n"+fx+"/empty-9x9.txt\r\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	nul := fx + "\x00" + fx + "/empty-9x9.txt\x00"
	tests := []struct {
		name, stdin string
		args        []string
	}{
		{"newline file", "", []string{"score", "--format", "jsonl", "--files-from", nl, fx + "/sample.txt"}},
		{"global flag before the command", "", []string{"--files-from", nl, "score", "--format", "jsonl", fx + "/sample.txt"}},
		{"nul stdin", nul, []string{"score", "--format", "jsonl", "-0", "--files-from", "-", fx + "/sample.txt"}},
		{"newline stdin", fx + "\n" + fx + "/empty-9x9.txt\n", []string{"score", "--format", "jsonl", "--files-from", "-", fx + "/sample.txt"}},
		{"list only", fx + "/sample.txt\n" + fx + "\n" + fx + "/empty-9x9.txt", []string{"score", "--format", "jsonl", "--jobs", "1", "--files-from", "-"}},
		{"list only, jobs 8", fx + "/sample.txt\n" + fx + "\n" + fx + "/empty-9x9.txt", []string{"score", "--format", "jsonl", "--jobs", "8", "--files-from", "-"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := goscore(t, tt.stdin, tt.args...)
			if code != 0 || out != want {
				t.Errorf("exit %d, %s\ngot  %v\nwant %v", code, errs, jsonlFiles(t, out), jsonlFiles(t, want))
			}
			if n := len(lines(want)); errs != fmt.Sprintf("scored %d files: %d ok, 0 errors\n", n, n) {
				t.Errorf("stderr %q", errs)
			}
		})
	}
	// A board on standard input goes with a list in a file.
	if code, out, errs := goscore(t, "0 1\n2 0\n", "score", "--format", "jsonl", "--files-from", nl, "-"); code != 0 || !slices.Equal(jsonlFiles(t, out)[:1], []string{"-"}) {
		t.Errorf("board on stdin: exit %d %s", code, errs)
	}
	// Standard input cannot be the list and a board at once.
	if code, _, errs := goscore(t, "x\n", "score", "--files-from", "-", "-"); code != 2 || !strings.Contains(errs, "both the --files-from list and a board") {
		t.Errorf("stdin twice: exit %d %s", code, errs)
	}
	if code, out, errs := goscore(t, "-\n", "score", "--format", "jsonl", "--files-from", "-"); code != 1 || !strings.Contains(out, "standard input is the --files-from list") {
		t.Errorf("- in a list read from stdin: exit %d %s %s", code, out, errs)
	}
	if code, _, errs := goscore(t, "", "score", "--files-from", filepath.Join(dir, "missing")); code != 2 || !strings.Contains(errs, "--files-from") {
		t.Errorf("missing list: exit %d %s", code, errs)
	}
	if code, _, errs := goscore(t, "", "score"); code != 2 || !strings.Contains(errs, "no PATH given") {
		t.Errorf("no paths: exit %d %s", code, errs)
	}
}

// TestShard: with N=4 every file of fixtures/ lands in exactly one shard,
// each shard keeps input order, and the four outputs together are the
// unsharded output.
func TestShard(t *testing.T) {
	code, all, _ := goscore(t, "", "score", "--format", "jsonl", "../../fixtures")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	want := lines(all)
	var union []string
	count := map[string]int{}
	for k := 1; k <= 4; k++ {
		shard := fmt.Sprintf("%d/4", k)
		code, out, errs := goscore(t, "", "score", "--format", "jsonl", "--jobs", "3", "--shard", shard, "../../fixtures")
		if code != 0 {
			t.Fatalf("shard %s: exit %d %s", shard, code, errs)
		}
		got := lines(out)
		if !strings.HasPrefix(errs, "scored ") || !strings.Contains(errs, fmt.Sprintf(" in shard %s (%d seen)", shard, len(want))) {
			t.Errorf("shard %s summary %q", shard, errs)
		}
		// Input order within the shard: got is a subsequence of want.
		i := 0
		for _, l := range want {
			if i < len(got) && got[i] == l {
				i++
			}
		}
		if i != len(got) {
			t.Errorf("shard %s is not in input order", shard)
		}
		for _, f := range jsonlFiles(t, out) {
			count[f]++
		}
		union = append(union, got...)
	}
	for _, f := range jsonlFiles(t, all) {
		if count[f] != 1 {
			t.Errorf("%s is in %d shards", f, count[f])
		}
	}
	slices.Sort(union)
	slices.Sort(want)
	if !slices.Equal(union, want) {
		t.Errorf("the union of the shards differs from the unsharded run")
	}
	for _, bad := range []string{"0/4", "5/4", "1/0", "x", "1/4/1"} {
		if code, _, errs := goscore(t, "", "score", "--shard", bad, "../../fixtures"); code != 2 || !strings.Contains(errs, "bad --shard") {
			t.Errorf("--shard %s: exit %d %s", bad, code, errs)
		}
	}
}

// TestShardParallel runs the four shards as GNU parallel would on four
// machines and merges their JSONL: the same lines as one unsharded run.
func TestShardParallel(t *testing.T) {
	if _, err := os.Stat("/usr/bin/parallel"); err != nil {
		t.Skip("GNU parallel is not installed (/usr/bin/parallel; Debian package parallel): skipping the 4-shard parallel run")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	root, _ := filepath.Abs("../..")
	env := append(os.Environ(), "GOSCORE_TEST_MAIN=1")
	cmd := exec.Command("/usr/bin/parallel", "--will-cite", "--halt", "now,fail=1",
		exe, "score", "--format", "jsonl", "--shard", "{}/4", "fixtures", ":::", "1", "2", "3", "4")
	cmd.Dir, cmd.Env = root, env
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	merged, err := cmd.Output()
	if err != nil {
		t.Fatalf("parallel: %v\n%s", err, stderr.String())
	}
	one := exec.Command(exe, "score", "--format", "jsonl", "fixtures")
	one.Dir, one.Env = root, env
	whole, err := one.Output()
	if err != nil {
		t.Fatal(err)
	}
	got, want := lines(string(merged)), lines(string(whole))
	slices.Sort(got)
	slices.Sort(want)
	if len(want) < 30 || !slices.Equal(got, want) {
		t.Errorf("merged shards: %d lines, unsharded: %d lines, equal %v", len(got), len(want), slices.Equal(got, want))
	}
	if n := strings.Count(stderr.String(), " in shard "); n != 4 {
		t.Errorf("%d shard summaries:\n%s", n, stderr.String())
	}
}

// fixturesSummary is the summary line of a run over fixtures/.
func fixturesSummary(t *testing.T) string {
	t.Helper()
	_, _, errs := goscore(t, "", "score", "--format", "jsonl", "../../fixtures")
	return strings.TrimSuffix(errs, "\n")
}

// TestProgressPipe: with stderr a buffer (a pipe, in effect) nothing but
// the summary line reaches stderr, whatever --progress says.
func TestProgressPipe(t *testing.T) {
	summary := fixturesSummary(t)
	for _, mode := range []string{"auto", "always", "never"} {
		code, out, errs := goscore(t, "", "score", "--progress", mode, "--format", "jsonl", "../../fixtures")
		if code != 0 || errs != summary+"\n" || strings.Contains(out, "\x1b") {
			t.Errorf("--progress %s: exit %d, stderr %q", mode, code, errs)
		}
	}
	if code, _, errs := goscore(t, "", "score", "--progress", "sometimes", "../../fixtures"); code != 2 || !strings.Contains(errs, "bad --progress") {
		t.Errorf("bad mode: exit %d %s", code, errs)
	}
}

// TestProgressTerminal runs goscore with stderr on a pseudo-terminal: the
// bar appears there (and is erased before the summary line) with
// --progress always, not at all with never, nor with auto on a run shorter
// than a second; and never when stderr is a pipe.
func TestProgressTerminal(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	run := func(t *testing.T, mode string, tty bool) (stdout, stderr string) {
		t.Helper()
		cmd := exec.Command(exe, "score", "--progress", mode, "--jobs", "1", "--format", "jsonl", "../../fixtures")
		cmd.Env = append(os.Environ(), "GOSCORE_TEST_MAIN=1")
		var out, errb bytes.Buffer
		cmd.Stdout = &out
		if !tty {
			cmd.Stderr = &errb
			if err := cmd.Run(); err != nil {
				t.Fatal(err)
			}
			return out.String(), errb.String()
		}
		ptmx, pts, err := pty.Open()
		if err != nil {
			t.Skipf("no pseudo-terminal here: %v", err)
		}
		defer ptmx.Close()
		cmd.Stderr = pts
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		pts.Close()
		done := make(chan struct{})
		go func() { io.Copy(&errb, ptmx); close(done) }() // ends with EIO once goscore exits
		if err := cmd.Wait(); err != nil {
			t.Fatal(err)
		}
		<-done
		return out.String(), errb.String()
	}
	summary := fixturesSummary(t)
	_, all, _ := goscore(t, "", "score", "--format", "jsonl", "../../fixtures")
	fixtures := len(lines(all))
	out, errs := run(t, "always", true)
	if !strings.Contains(errs, "\x1b[K") || !strings.Contains(errs, fmt.Sprintf("%d/%d files", fixtures, fixtures)) || !strings.Contains(errs, "/s") {
		t.Errorf("always on a terminal: no bar in %q", errs)
	}
	if !strings.HasSuffix(errs, "\r\x1b[K"+summary+"\r\n") {
		t.Errorf("the bar is not erased before the summary: %q", errs)
	}
	if strings.Contains(out, "\x1b") || len(lines(out)) != fixtures {
		t.Errorf("stdout carries more than data: %q", out)
	}
	for _, mode := range []string{"never", "auto"} {
		if _, errs := run(t, mode, true); errs != summary+"\r\n" {
			t.Errorf("%s on a terminal, short run: %q", mode, errs)
		}
	}
	for _, mode := range []string{"always", "auto"} {
		if _, errs := run(t, mode, false); errs != summary+"\n" {
			t.Errorf("%s in a pipe: %q", mode, errs)
		}
	}
}
