package report

import (
	"strings"
	"unicode/utf8"
)

// DefaultWidth is the width a table fits when the terminal's is unknown.
const DefaultWidth = 80

// Layout says how a table meets the screen. The zero Layout keeps every
// column and never wraps, as for a file or a pipe read by a program.
type Layout struct {
	// Width is the width to fit, in characters; 0 means no limit.
	Width int
	// Wide keeps every column (Columns.Narrow is ignored); the table may
	// then be wider than Width.
	Wide bool
}

// maxSample is how many rows fit judges the widths on.
const maxSample = 200

// minFlex is the narrowest a flexible column is made.
const minFlex = 10

// pick returns the cells of row at the indexes keep, or row itself for nil.
func pick(row []string, keep []int) []string {
	if keep == nil || row == nil {
		return row
	}
	out := make([]string, len(keep))
	for i, k := range keep {
		if k < len(row) {
			out[i] = row[k]
		}
	}
	return out
}

// cellWidth is the widest line of a cell, in characters.
func cellWidth(s string) int {
	w := 0
	for _, line := range strings.Split(s, "\n") {
		w = max(w, utf8.RuneCountInString(line))
	}
	return w
}

// fit narrows the flexible columns (flex, indexes into the rows) until the
// table, borders and padding included, is at most width wide, and wraps
// their cells to the widths it chose: file names after a '/', text at a
// space, anything else where it must. It changes the rows in place. A
// table whose fixed columns alone are too wide stays too wide.
func fit(header []string, rows [][]string, footer []string, flex []int, width int) {
	n := len(header)
	if width <= 0 || n == 0 || len(flex) == 0 {
		return
	}
	w := make([]int, n)
	all := append(append([][]string{header}, rows...), footer)
	for _, r := range all {
		for i := 0; i < n && i < len(r); i++ {
			w[i] = max(w[i], cellWidth(r[i]))
		}
	}
	total := func() int {
		t := n + 1 + 2*n // the borders and a space each side of every cell
		for _, x := range w {
			t += x
		}
		return t
	}
	// Every flexible column starts at its floor; the room left is handed
	// out a character at a time to the column where it saves the most
	// wrapped lines (the earlier column on a tie, the file name first),
	// judged on the first rows.
	natural := append([]int(nil), w...)
	for _, k := range flex {
		if k < n {
			w[k] = min(w[k], max(minFlex, cellWidth(header[k])))
		}
	}
	sample := all
	if len(sample) > maxSample {
		sample = sample[:maxSample]
	}
	// The lines a column takes at a width, each counted once: a step asks
	// for the width the step before asked for as the wider one.
	known := map[[2]int]int{}
	lines := func(k, width int) int {
		if c, ok := known[[2]int{k, width}]; ok {
			return c
		}
		c := 0
		for _, r := range sample {
			if k < len(r) {
				c += strings.Count(wrap(r[k], width), "\n") + 1
			}
		}
		known[[2]int{k, width}] = c
		return c
	}
	for room := width - total(); room > 0; room-- {
		best, bestGain := -1, -1
		for _, k := range flex {
			if k >= n || w[k] >= natural[k] {
				continue
			}
			if gain := lines(k, w[k]) - lines(k, w[k]+1); gain > bestGain {
				best, bestGain = k, gain
			}
		}
		if best < 0 {
			break
		}
		w[best]++
	}
	for _, k := range flex {
		if k >= n {
			continue
		}
		for _, r := range all {
			if k < len(r) {
				r[k] = wrap(r[k], w[k])
			}
		}
	}
}

// wrap breaks every line of s longer than width: after the last '/' or
// '-', or at the last space, that keeps the piece within width, else at
// width.
func wrap(s string, width int) string {
	if cellWidth(s) <= width {
		return s
	}
	var out []string
	for _, line := range strings.Split(s, "\n") {
		for utf8.RuneCountInString(line) > width {
			r := []rune(line)
			cut := width
			found := false
			for i := width; i > width/3; i-- {
				if r[i-1] == '/' || r[i-1] == '-' {
					cut, found = i, true
					break
				}
				if r[i] == ' ' {
					cut, found = i, true
					break
				}
			}
			// A short line is better than a word cut in two: break before
			// a word that fits a line of its own ("(estimated)").
			if !found {
				for i := width / 3; i > 0; i-- {
					if r[i] == ' ' {
						if end := strings.IndexRune(string(r[i+1:]), ' '); end < 0 && len(r)-i-1 <= width || end >= 0 && utf8.RuneCountInString(string(r[i+1:])[:end]) <= width {
							cut = i
						}
						break
					}
				}
			}
			out = append(out, strings.TrimRight(string(r[:cut]), " "))
			line = strings.TrimLeft(string(r[cut:]), " ")
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
