// Package golden compares test output with golden files, byte for byte,
// and rewrites them when the tests run with -update (as go/printer's tests
// do). Reviewers read the diff of a rewritten file.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files instead of comparing with them")

// Check compares got with the file at path, or with -update writes got
// there (creating its directory). A missing file or a difference fails t.
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	if string(got) != string(want) {
		t.Errorf("output differs from %s at %s(rerun with -update and read the diff); got:\n%s", path, firstDiff(string(want), string(got)), got)
	}
}

// firstDiff shows the first line where want and got part.
func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b || i >= len(w) || i >= len(g) {
			return "line " + strconv.Itoa(i+1) + ":\nwant " + a + "\ngot  " + b + "\n"
		}
	}
	return "the end "
}
