package main

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestFitHelp fits a small help text at two widths, each answer worked out
// by hand from the rules: a table line of OPTIONS filled in its
// description's column, or under its name when the column leaves too
// little room; a default kept with its label; a paragraph with a line too
// long filled as a whole under its indent; lines that fit left alone.
func TestFitHelp(t *testing.T) {
	in := "" +
		"NAME:\n" +
		"   tool - does one thing and then another thing besides\n" +
		"\n" +
		"DESCRIPTION:\n" +
		"   A paragraph broken for a screen wider than\n" +
		"   this one, and then its end.\n" +
		"\n" +
		"   Kept as\n" +
		"   written.\n" +
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
		{40, "the paragraph's first line is too long, so it is filled anew; the name column (17) leaves 23, fewer than minDescription: every description goes under its name", []string{
			"NAME:",
			"   tool - does one thing and then",
			"   another thing besides",
			"",
			"DESCRIPTION:",
			"   A paragraph broken for a screen wider",
			"   than this one, and then its end.",
			"",
			"   Kept as",
			"   written.",
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
		{48, "the paragraph fits as written; the name column leaves 31: the first description stays in its column", []string{
			"NAME:",
			"   tool - does one thing and then another thing",
			"   besides",
			"",
			"DESCRIPTION:",
			"   A paragraph broken for a screen wider than",
			"   this one, and then its end.",
			"",
			"   Kept as",
			"   written.",
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
