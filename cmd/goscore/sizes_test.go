package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSizeDiffersWarns: a grid or diagram with a row deleted among boards
// of one size, or one that is not the size its size: header states, gets
// the size-differs warning in every format (the table's NOTES, the YAML
// and JSON warnings, mark and capture too), the same for --jobs 1 and 8;
// SGF files and the mixed sizes of the fixtures directory get none.
func TestSizeDiffersWarns(t *testing.T) {
	fixtures, err := filepath.Abs("../../fixtures")
	must(t, err)
	t.Chdir(t.TempDir())
	must(t, os.Mkdir("class", 0o755))
	files := map[string]string{
		"class/a.txt":      "0 0 0\n0 1 0\n0 0 0\n",
		"class/a2.txt":     "0 0 0\n0 2 0\n0 0 0\n",
		"class/b.txt":      ". . .\n. X .\n. . .\n",
		"class/c-row.txt":  "0 0 0\n0 1 0\n",
		"class/d.txt":      "0 0 0\n0 2 0\n0 0 0\n",
		"class/e-head.txt": "size: 3\n0 0 0\n0 0 0\n",
		"class/f-rect.txt": "# a 3x2 exercise\nsize: 3x2\n0 1 0\n0 0 0\n",
		"class/g.sgf":      "(;SZ[9];B[ee])",
		"class/h.sgf":      "(;SZ[3:2];B[bb])",
	}
	for name, text := range files {
		must(t, os.WriteFile(name, []byte(text), 0o644))
	}
	warned := func(out string) []string {
		var names []string
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, "size-differs") {
				names = append(names, strings.TrimPrefix(line[:strings.Index(line, ".")], `{"file":"class/`))
			}
		}
		return names
	}
	var first string
	for _, jobs := range []string{"1", "8"} {
		_, out, _ := goscore(t, "", "--jobs", jobs, "score", "--format", "jsonl", "class")
		if got := strings.Join(warned(out), " "); got != "c-row e-head" {
			t.Errorf("--jobs %s: warned about %q, want c-row and e-head:\n%s", jobs, got, out)
		}
		if jobs == "1" {
			first = out
		} else if out != first {
			t.Errorf("--jobs 8 and 1 differ:\n%s\n%s", out, first)
		}
	}
	checks := []struct {
		args []string
		want string
	}{
		{[]string{"score", "--wide", "class/a.txt", "class/a2.txt", "class/c-row.txt"}, "size-differs"},
		{[]string{"score", "--format", "yaml", "class/a.txt", "class/a2.txt", "class/c-row.txt"}, "warnings:\n    - size-differs"},
		{[]string{"mark", "class/a.txt", "class/a2.txt", "class/c-row.txt"}, "warnings: size-differs"},
		{[]string{"mark", "--format", "json", "class/a.txt", "class/a2.txt", "class/c-row.txt"}, `"warnings":["size-differs"]`},
		{[]string{"capture", "--format", "jsonl", "class/a.txt", "class/a2.txt", "class/c-row.txt"}, `"warnings":["size-differs"]`},
	}
	for _, c := range checks {
		_, out, _ := goscore(t, "", c.args...)
		if strings.Count(strings.ReplaceAll(out, " ", ""), strings.ReplaceAll(c.want, " ", "")) != 1 {
			t.Errorf("%s: want %q once in\n%s", strings.Join(c.args, " "), c.want, out)
		}
	}
	for _, jobs := range []string{"1", "8"} {
		_, out, _ := goscore(t, "", "--jobs", jobs, "score", "--format", "jsonl", fixtures)
		if strings.Count(out, "\n") < 30 || strings.Contains(out, "size-differs") {
			t.Errorf("--jobs %s: the fixtures' mixed sizes warned about:\n%s", jobs, out)
		}
	}
}
