package cli

import (
	"bytes"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/report"
)

// FitHelp makes urfave/cli's help fit width() columns, asked each time
// help is shown. The library's flag tables put every description on one
// line however long (over half the lines of goscore's help ran past 80
// columns, the longest past 400), so its help is fitted (FitHelpText)
// after the library has laid it out. The printer is the library's, for
// every App of the program.
func FitHelp(width func() int) {
	cli.HelpPrinter = func(w io.Writer, templ string, data any) {
		var buf bytes.Buffer
		cli.HelpPrinterCustom(&buf, templ, data, nil)
		_, _ = io.WriteString(w, FitHelpText(buf.String(), width()))
	}
}

// ScreenWidth is the width help and tables fit: $COLUMNS, else the width
// of the terminal f is (the program's standard output; nil in tests),
// else report.DefaultWidth.
func ScreenWidth(f *os.File) int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n > 0 {
		return n
	}
	if n := TerminalWidth(f); n > 0 {
		return n
	}
	return report.DefaultWidth
}

// minDescription is the fewest columns a table's descriptions keep to
// beside their names; with less room, a description goes under its name.
const minDescription = 30

// nbsp joins words that FitHelpText must not break apart: a character of
// Unicode's private use area, which strings.Fields does not split at (it
// does at a no-break space), one column wide like the space it stands for
// and a plain space again in the output.
const nbsp = "\ue000"

// FitHelpText fits help text, as urfave/cli lays it out, to width columns. In the tables of the OPTIONS
// and COMMANDS sections (a name, a gap of two spaces or more, a
// description), a description too long is filled in its own column, or,
// when that column leaves it fewer than minDescription, under the name,
// indented four more than it. Elsewhere a paragraph (lines of one indent,
// up to a blank line or a heading) with a line too long is filled as a
// whole under its indent, so that the line breaks written for a wider
// screen leave no ragged ends. What fits is left as it is.
func FitHelpText(text string, width int) string {
	// A default stays on one line with its label.
	text = strings.ReplaceAll(text, "(default: ", "(default:"+nbsp)
	var out []string
	table := false
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); {
		line := lines[i]
		indent := indentOf(line)
		if line != "" && indent == 0 {
			// A section's heading, like "OPTIONS:" or "GLOBAL OPTIONS:".
			table = strings.HasSuffix(line, "OPTIONS:") || strings.HasSuffix(line, "COMMANDS:")
		}
		if table || line == "" || indent == 0 {
			out = append(out, fitTableLine(line, indent, width, table))
			i++
			continue
		}
		end := i + 1
		for end < len(lines) && lines[end] != "" && indentOf(lines[end]) == indent {
			end++
		}
		if para := lines[i:end]; slices.ContainsFunc(para, func(l string) bool { return utf8.RuneCountInString(l) > width }) {
			pad := line[:indent]
			out = append(out, report.Fill(strings.Join(para, " "), width, pad, pad))
		} else {
			out = append(out, para...)
		}
		i = end
	}
	return strings.ReplaceAll(strings.Join(out, "\n"), nbsp, " ")
}

// fitTableLine fits one line of a table (table set) or a heading to width
// columns (see FitHelpText).
func fitTableLine(line string, indent, width int, table bool) string {
	if utf8.RuneCountInString(line) <= width {
		return line
	}
	col := 0
	if table {
		col = descriptionColumn(line, indent)
	}
	switch name := line[:col]; {
	case col > 0 && width-utf8.RuneCountInString(name) >= minDescription:
		return report.Fill(line[col:], width, name, strings.Repeat(" ", utf8.RuneCountInString(name)))
	case col > 0:
		under := strings.Repeat(" ", indent+4)
		// A name wider than the screen (a repeatable flag shows its
		// names twice) is filled too.
		pad := line[:indent]
		return report.Fill(name, width, pad, pad+"  ") + "\n" + report.Fill(line[col:], width, under, under)
	}
	return report.Fill(line[indent:], width, line[:indent], line[:indent])
}

// descriptionColumn returns where the description of a table line starts,
// after the first gap of two spaces or more past the line's indent, or 0
// when there is no such gap.
func descriptionColumn(line string, indent int) int {
	gap := strings.Index(line[indent:], "  ")
	if gap < 0 {
		return 0
	}
	col := indent + gap
	col += indentOf(line[col:])
	if col == len(line) {
		return 0
	}
	return col
}

// indentOf returns the number of spaces line begins with.
func indentOf(line string) int { return len(line) - len(strings.TrimLeft(line, " ")) }
