package verdict

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse"
)

// spliceGrid returns a grid file's bytes with only what a capture changes
// rewritten: the current grid's rows (data[f.GridStart:f.GridEnd]) become
// after's, in the file's line ends, the prisoner header lines take the
// new counts (a missing one is added after the file's opening comments),
// and a dead-stones header names only the dead stones left on after.
// Comments, other header lines, earlier grids and line ends stay as they
// were.
func spliceGrid(data []byte, f *parse.File, after *board.Board, black, white int, dead []board.Point) string {
	nl := f.LineEnd
	if nl == "" {
		nl = "\n"
	}
	rows := strings.ReplaceAll(after.Grid(), "\n", nl)
	head := string(data[:f.GridStart])
	tail := string(data[f.GridEnd:])
	if f.GridEnd == len(data) && len(data) > 0 && !bytes.HasSuffix(data, []byte(nl)) {
		// The file ended without a line end after its last row: keep it so.
		rows = strings.TrimSuffix(rows, nl)
	}
	for _, h := range []struct {
		key string
		n   int
	}{{"black-prisoners", black}, {"white-prisoners", white}} {
		head = setHeader(head, h.key, strconv.Itoa(h.n), h.n != 0, nl)
	}
	if f.HasDeadStones && len(dead) != len(f.DeadStones) {
		g := parse.File{DeadStones: dead, HasDeadStones: true}
		value := strings.TrimSpace(strings.TrimPrefix(parse.FormatHeader(&g), "dead-stones:"))
		head = setHeader(head, "dead-stones", value, true, nl)
	}
	return head + rows + tail
}

// setHeader sets the header key to value in text, the part of a grid file
// before its current grid: it rewrites the value of the key's line in
// place, keeping any comment after it, or, when add is set, adds a line
// after the other header lines (or, with none, after the leading
// comments, blank lines and byte-order mark).
func setHeader(text, key, value string, add bool, nl string) string {
	off := 0
	first, afterHeader := -1, -1
	for off < len(text) {
		end := off
		for end < len(text) && text[end] != '\n' && text[end] != '\r' {
			end++
		}
		line := text[off:end]
		t := strings.TrimLeft(strings.TrimPrefix(line, "\uFEFF"), " \t")
		if first < 0 && t != "" && !strings.HasPrefix(t, "#") {
			first = off
		}
		k, rest, ok := strings.Cut(t, ":")
		if ok && strings.EqualFold(strings.TrimSpace(k), key) {
			// Keep the spacing before the value and a comment after it.
			v := strings.TrimLeft(rest, " \t")
			start := end - len(rest) + (len(rest) - len(v))
			old, _, _ := strings.Cut(v, "#")
			stop := start + len(strings.TrimRight(old, " \t"))
			return text[:start] + value + text[stop:]
		}
		// Past the line end: CRLF, CR or LF.
		if end < len(text) && text[end] == '\r' && end+1 < len(text) && text[end+1] == '\n' {
			end++
		}
		off = end + 1
		if ok && !strings.HasPrefix(t, "#") {
			afterHeader = min(off, len(text))
		}
	}
	if !add {
		return text
	}
	insert := afterHeader
	if insert < 0 {
		insert = first
	}
	if insert < 0 {
		insert = len(text)
	}
	if insert == 0 && strings.HasPrefix(text, "\uFEFF") {
		insert = len("\uFEFF")
	}
	return text[:insert] + key + ": " + value + nl + text[insert:]
}
