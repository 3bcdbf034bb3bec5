package cli

import (
	"strings"
	"testing"
)

// TestFitHelpText fits a small help text at two widths, each answer worked out
// by hand from the rules: a table line of OPTIONS filled in its
// description's column, or under its name when the column leaves too
// little room; a default kept with its label; a paragraph with a line too
// long filled as a whole under its indent; lines that fit left alone.
func TestFitHelpText(t *testing.T) {
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
		if got := FitHelpText(in, c.width); got != want {
			t.Errorf("FitHelpText at %d columns (%s):\n%s\nwant:\n%s", c.width, c.why, got, want)
		}
	}
}

// TestScreenWidthTakesColumnsElseDefault: $COLUMNS wins when it is a
// width; otherwise, with no terminal, the default width.
func TestScreenWidthTakesColumnsElseDefault(t *testing.T) {
	for _, tc := range []struct {
		columns string
		want    int
	}{
		{"123", 123},
		{"", 80},
		{"0", 80},
		{"-5", 80},
		{"wide", 80},
	} {
		t.Setenv("COLUMNS", tc.columns)
		if got := ScreenWidth(nil); got != tc.want {
			t.Errorf("COLUMNS=%q: ScreenWidth = %d, want %d", tc.columns, got, tc.want)
		}
	}
}
