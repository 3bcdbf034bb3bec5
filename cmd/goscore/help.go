package main

import (
	"bytes"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"github.com/goscore/goscore/report"
)

// Help is laid out by urfave/cli, whose flag tables put every description
// on one line however long: most ran past 200 columns. fitHelp fits it to
// the screen after the library has laid it out.
func init() {
	cli.HelpPrinter = func(w io.Writer, templ string, data any) {
		var buf bytes.Buffer
		cli.HelpPrinterCustom(&buf, templ, data, nil)
		_, _ = io.WriteString(w, fitHelp(buf.String(), screenWidth()))
	}
}

// minDescription is the fewest columns a table's descriptions keep to
// beside their names; with less room, a description goes under its name.
const minDescription = 30

// nbsp joins words that fitHelp must not break apart: a character of
// Unicode's private use area, which strings.Fields does not split at (it
// does at a no-break space), one column wide like the space it stands for
// and a plain space again in the output.
const nbsp = "\ue000"

// fitHelp fits help text to width columns. In the tables of the OPTIONS
// and COMMANDS sections (a name, a gap of two spaces or more, a
// description), a description too long is filled in its own column, or,
// when that column leaves it fewer than minDescription, under the name,
// indented four more than it. Any other line too long is filled under its
// own indent. Lines that fit are left as they are.
func fitHelp(text string, width int) string {
	var out strings.Builder
	table := false
	for _, line := range strings.SplitAfter(text, "\n") {
		body := strings.TrimSuffix(line, "\n")
		if body != "" && body[0] != ' ' {
			// A section's heading, like "OPTIONS:" or "GLOBAL OPTIONS:".
			table = strings.HasSuffix(body, "OPTIONS:") || strings.HasSuffix(body, "COMMANDS:")
		}
		if utf8.RuneCountInString(body) <= width {
			out.WriteString(line)
			continue
		}
		indent := len(body) - len(strings.TrimLeft(body, " "))
		col := 0
		if table {
			col = descriptionColumn(body, indent)
		}
		// A default stays on one line with its label.
		body = strings.ReplaceAll(body, "(default: ", "(default:"+nbsp)
		switch name := body[:col]; {
		case col > 0 && width-utf8.RuneCountInString(name) >= minDescription:
			out.WriteString(report.Fill(body[col:], width, name, strings.Repeat(" ", utf8.RuneCountInString(name))))
		case col > 0:
			under := strings.Repeat(" ", indent+4)
			out.WriteString(strings.TrimRight(name, " ") + "\n")
			out.WriteString(report.Fill(body[col:], width, under, under))
		default:
			pad := body[:indent]
			out.WriteString(report.Fill(body[indent:], width, pad, pad))
		}
		if strings.HasSuffix(line, "\n") {
			out.WriteString("\n")
		}
	}
	return strings.ReplaceAll(out.String(), nbsp, " ")
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
	for col < len(line) && line[col] == ' ' {
		col++
	}
	if col == len(line) {
		return 0
	}
	return col
}
