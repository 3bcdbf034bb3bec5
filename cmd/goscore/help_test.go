package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestHelpFitsTheScreen asks every command for its help at 80 and at 60
// columns and checks that no line is wider and that the words are those
// of the help at a width that wraps nothing, in order: nothing lost,
// nothing moved.
func TestHelpFitsTheScreen(t *testing.T) {
	cmds := [][]string{{"--help"}}
	for _, c := range newApp(nil, nil, nil).Commands {
		cmds = append(cmds, []string{c.Name, "--help"})
	}
	help := func(width int, args []string) string {
		t.Setenv("COLUMNS", strconv.Itoa(width))
		_, out, _ := goscore(t, "", args...)
		return out
	}
	for _, args := range cmds {
		wide := help(100000, args)
		if !strings.Contains(wide, "--help, -h") {
			t.Errorf("%v: no flag table in the help:\n%s", args, wide)
		}
		for _, width := range []int{80, 60} {
			narrow := help(width, args)
			for i, line := range strings.Split(narrow, "\n") {
				if n := utf8.RuneCountInString(line); n > width {
					t.Errorf("%v at %d columns: line %d is %d columns: %q", args, width, i+1, n, line)
				}
			}
			if !slices.Equal(strings.Fields(narrow), strings.Fields(wide)) {
				t.Errorf("%v: the words at %d columns differ from the unwrapped help:\n%s\n---\n%s", args, width, narrow, wide)
			}
		}
	}
}
