package main

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFitHelp fits a small help text at two widths, each answer worked out
// by hand from the rules: a table line of OPTIONS filled in its
// description's column, or under its name when the column leaves too
// little room; a default kept with its label; prose filled under its
// indent; lines that fit left alone.
func TestFitHelp(t *testing.T) {
	in := "" +
		"NAME:\n" +
		"   tool - does one thing and then another thing besides\n" +
		"\n" +
		"OPTIONS:\n" +
		"   --size value  board size of the game to play (default: 19)\n" +
		"   --a-very-long-flag-name value  what it does in words (default: false)\n" +
		"   --short  fits\n"
	for _, c := range []struct {
		width int
		why   string
		want  []string
	}{
		{40, "the name column (17) leaves 23, fewer than minDescription: every description goes under its name", []string{
			"NAME:",
			"   tool - does one thing and then",
			"   another thing besides",
			"",
			"OPTIONS:",
			"   --size value",
			"       board size of the game to play",
			"       (default: 19)",
			"   --a-very-long-flag-name value",
			"       what it does in words",
			"       (default: false)",
			"   --short  fits",
		}},
		{48, "it leaves 31: the first description stays in its column", []string{
			"NAME:",
			"   tool - does one thing and then another thing",
			"   besides",
			"",
			"OPTIONS:",
			"   --size value  board size of the game to play",
			"                 (default: 19)",
			"   --a-very-long-flag-name value",
			"       what it does in words (default: false)",
			"   --short  fits",
		}},
	} {
		want := strings.Join(c.want, "\n") + "\n"
		if got := fitHelp(in, c.width); got != want {
			t.Errorf("fitHelp at %d columns (%s):\n%s\nwant:\n%s", c.width, c.why, got, want)
		}
	}
}

// TestHelpFitsTheScreen asks every command for its help at 80 columns (as
// TestMain sets COLUMNS) and checks that no line is wider and that the
// words are those of the help at a width that wraps nothing, in order:
// nothing lost, nothing moved.
func TestHelpFitsTheScreen(t *testing.T) {
	cmds := [][]string{{"--help"}}
	for _, c := range newApp(nil, nil, nil).Commands {
		cmds = append(cmds, []string{c.Name, "--help"})
	}
	for _, args := range cmds {
		_, narrow, _ := goscore(t, "", args...)
		for i, line := range strings.Split(narrow, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%v: line %d is %d columns: %q", args, i+1, n, line)
			}
		}
		t.Setenv("COLUMNS", "100000")
		_, wide, _ := goscore(t, "", args...)
		t.Setenv("COLUMNS", "80")
		if !slices.Equal(strings.Fields(narrow), strings.Fields(wide)) {
			t.Errorf("%v: the words at 80 columns differ from the unwrapped help:\n%s\n---\n%s", args, narrow, wide)
		}
		if !strings.Contains(narrow, "--help, -h") {
			t.Errorf("%v: no flag table in the help:\n%s", args, narrow)
		}
	}
}
