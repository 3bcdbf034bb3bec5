package main

import (
	"io"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/gtp/client"
	appcli "github.com/goscore/goscore/internal/cli"
	"github.com/goscore/goscore/parse"
	"github.com/urfave/cli/v2"
)

// readmeBlock is a fenced block of README.md: its info string, its text,
// the line its fence opens on, and the prose after it up to the next
// fence or heading.
type readmeBlock struct {
	info, text, after string
	line              int
}

// readmeBlocks returns the fenced blocks of a Markdown text.
func readmeBlocks(md string) []readmeBlock {
	var blocks []readmeBlock
	lines := strings.Split(md, "\n")
	for i := 0; i < len(lines); i++ {
		if !strings.HasPrefix(lines[i], "```") {
			continue
		}
		b := readmeBlock{info: strings.TrimSpace(strings.TrimPrefix(lines[i], "```")), line: i + 1}
		j := i + 1
		for j < len(lines) && !strings.HasPrefix(lines[j], "```") {
			j++
		}
		b.text = strings.Join(lines[i+1:min(j, len(lines))], "\n") + "\n"
		k := j + 1
		for k < len(lines) && !strings.HasPrefix(lines[k], "```") && !strings.HasPrefix(lines[k], "#") {
			k++
		}
		if j+1 < len(lines) {
			b.after = strings.Join(lines[j+1:min(k, len(lines))], "\n")
		}
		blocks = append(blocks, b)
		i = j
	}
	return blocks
}

// statedResult is the first result in backquotes (`W+3.5`, `B+2`, `Draw`)
// of the prose after a board example: what the README says it scores.
var statedResult = regexp.MustCompile("`((?:B|W)\\+[0-9]+(?:\\.[0-9]+)?|Draw)`")

// TestReadmeBoardExamplesScoreAsStated guards the README's own examples: its
// board example once failed with `bad player "white   # optional..."`.
// Every block fenced as ```board is a board file; it must parse and score
// (defaults, whole CLI, through standard input) as the prose right after
// it says. Any other fenced block that parses as a board must be fenced
// as ```board too, so no example escapes the test.
func TestReadmeBoardExamplesScoreAsStated(t *testing.T) {
	md, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	boards := 0
	for _, b := range readmeBlocks(string(md)) {
		if b.info != "board" {
			var f parse.File
			if parse.Parse("README.md", []byte(b.text), &f) == nil {
				t.Errorf("README.md:%d: a fenced block that is a board file: fence it as ```board and say its result after it", b.line)
			}
			continue
		}
		boards++
		m := statedResult.FindStringSubmatch(b.after)
		if m == nil {
			t.Errorf("README.md:%d: no result (like `W+3.5`) stated after the board example", b.line)
			continue
		}
		code, out, errs := goscore(t, b.text, "score", "--format", "jsonl", "-")
		if code != 0 {
			t.Errorf("README.md:%d: exit %d, stderr:\n%s", b.line, code, errs)
			continue
		}
		if !strings.Contains(out, `"result":"`+m[1]+`"`) {
			t.Errorf("README.md:%d: scores\n%s\nwant result %s as the README says", b.line, out, m[1])
		}
	}
	if boards < 2 {
		t.Errorf("README.md has %d ```board examples, want the grid example and the diagram example", boards)
	}
}

// TestReadmeCommandsExist: every goscore command line the README shows
// names a command that exists and only flags that command takes, so the
// README cannot drift from the program. The first example, the README's
// demo, is run for real.
func TestReadmeCommandsExist(t *testing.T) {
	md, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	app := newApp(strings.NewReader(""), io.Discard, io.Discard)
	n := 0
	for _, b := range readmeBlocks(string(md)) {
		for _, line := range strings.Split(b.text, "\n") {
			line = strings.TrimPrefix(strings.TrimSpace(line), "$ ")
			if !strings.HasPrefix(line, "goscore ") || strings.Contains(line, "COMMAND") {
				continue // not a command line, or the synopsis
			}
			// The goscore part of a shell line: up to a pipe, a
			// redirection, && or a comment.
			if i := strings.IndexAny(line, "|>#&"); i >= 0 {
				line = line[:i]
			}
			words, err := client.Split(line)
			if err != nil {
				t.Errorf("README line %d: %q: %v", b.line, line, err)
				continue
			}
			args := appcli.Reorder(app, words)
			i := appcli.CommandAt(app, args)
			if i >= len(args) {
				continue
			}
			cmd := app.Command(args[i])
			if cmd == nil {
				t.Errorf("README line %d: no command %q in %q", b.line, args[i], line)
				continue
			}
			n++
			for _, a := range args[i+1:] {
				if a == "--" {
					break
				}
				if !appcli.IsFlag(a) {
					continue
				}
				name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
				known := false
				for _, f := range append(append([]cli.Flag{}, cmd.Flags...), app.Flags...) {
					if slices.Contains(f.Names(), name) {
						known = true
					}
				}
				if !known {
					t.Errorf("README line %d: goscore %s has no flag %s (%q)", b.line, cmd.Name, a, line)
				}
			}
		}
	}
	if n < 15 {
		t.Errorf("only %d goscore command lines found in the README", n)
	}
	if code, out, errs := goscore(t, "", "score", "../../fixtures/"); code != 0 || !strings.Contains(out, "TOTAL") {
		t.Errorf("the README's demo: exit %d\n%s%s", code, out, errs)
	}
}
