package bench

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// shellOf names the shell a script's first line asks for: bash, or sh.
func shellOf(data []byte) string {
	line, _, _ := bytes.Cut(data, []byte("\n"))
	if bytes.HasPrefix(line, []byte("#!")) && bytes.Contains(line, []byte("bash")) {
		return "bash"
	}
	return "sh"
}

// parses runs the script's shell with -n (read, do not run) on path.
func parses(t *testing.T, path string) error {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(shellOf(data), "-n", path).CombinedOutput()
	if err != nil {
		t.Logf("%s -n %s: %s", shellOf(data), path, out)
	}
	return err
}

// TestScriptsParse: every bench/*.sh and .ci/run parses in the shell its
// first line names. A quote in a quoted sed script once ended the quote
// early in judge.sh, which only a run of the script (three minutes) showed.
func TestScriptsParse(t *testing.T) {
	scripts, err := filepath.Glob("*.sh")
	if err != nil {
		t.Fatal(err)
	}
	scripts = append(scripts, filepath.Join("..", ".ci", "run"))
	if len(scripts) < 10 {
		t.Fatalf("%d scripts found, want the dozen of bench/ and .ci/run: run from bench/", len(scripts))
	}
	for _, path := range scripts {
		if err := parses(t, path); err != nil {
			t.Errorf("%s does not parse: %v", path, err)
		}
	}
	// The check itself: the same kind of mistake fails it, in sh and bash.
	for _, shebang := range []string{"#!/bin/sh", "#!/usr/bin/env bash"} {
		bad := filepath.Join(t.TempDir(), "bad.sh")
		script := shebang + "\ngo test ./x | sed -n 's/^ *//; /^goscore's count/p'\n"
		if err := os.WriteFile(bad, []byte(script), 0o644); err != nil {
			t.Fatal(err)
		}
		if parses(t, bad) == nil {
			t.Errorf("%s: a script with an unterminated quote parses", shebang)
		}
	}
}
