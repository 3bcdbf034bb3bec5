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
// their cells to the widths it chose (see wrap). A flexible column starts
// at least as wide as the longest piece of text in it that wrap would not
// break (a word, or the part of one between commas, hyphens and slashes),
// so that no word is cut. When the table is too wide, characters are taken
// first from the columns that can give them without cutting a piece, where
// they cost the fewest wrapped lines; only then, down to each column's
// floor, from the column where what the table lacks cuts the fewest more
// pieces a character. It changes the
// rows in place. A table whose fixed columns alone are too wide stays too
// wide.
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
	sample := all
	if len(sample) > maxSample {
		sample = sample[:maxSample]
	}
	// The lines a column takes at a width, judged on the first rows, each
	// counted once.
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
	// The pieces of a column's cells longer than a width, each counted
	// once: those a line of that width cuts.
	cutKnown := map[[2]int]int{}
	cut := func(k, width int) int {
		if c, ok := cutKnown[[2]int{k, width}]; ok {
			return c
		}
		c := 0
		for _, r := range sample {
			if k < len(r) {
				for _, word := range strings.Fields(r[k]) {
					for _, p := range pieces(word) {
						if utf8.RuneCountInString(p) > width {
							c++
						}
					}
				}
			}
		}
		cutKnown[[2]int{k, width}] = c
		return c
	}
	// Each flexible column's widths: whole, soft (its header and its
	// longest piece, whole), and hard (the least it is cut down to).
	natural := append([]int(nil), w...)
	soft, hard := make([]int, n), make([]int, n)
	for _, k := range flex {
		if k >= n {
			continue
		}
		piece := 0
		for _, r := range all {
			if k < len(r) {
				piece = max(piece, longestPiece(r[k]))
			}
		}
		head := cellWidth(header[k])
		soft[k] = min(natural[k], max(head, piece))
		hard[k] = min(soft[k], max(head, minFlex))
		w[k] = min(natural[k], max(minFlex, soft[k]))
	}
	for total() > width {
		// A character no piece needs, where it costs the fewest lines
		// (the wider column on a tie)...
		best, bestCost := -1, 0
		for _, k := range flex {
			if k >= n || w[k] <= soft[k] {
				continue
			}
			cost := lines(k, w[k]-1) - lines(k, w[k])
			if best < 0 || cost < bestCost || cost == bestCost && w[k] > w[best] {
				best, bestCost = k, cost
			}
		}
		// ...else one where giving what the table still lacks (or all
		// it can) cuts the fewest more pieces a character, and on a tie
		// one whose pieces are cut already, then the wider: a column of
		// long unbreakable values (a regular expression, an answer of
		// many lines) gives what it can before a word elsewhere is cut.
		if best < 0 {
			lack := total() - width
			bestRate := 0.0
			for _, k := range flex {
				if k >= n || w[k] <= hard[k] {
					continue
				}
				give := min(lack, w[k]-hard[k])
				rate := float64(cut(k, w[k]-give)-cut(k, w[k])) / float64(give)
				if best < 0 || rate < bestRate || rate == bestRate && (cut(k, w[k]) > cut(best, w[best]) ||
					cut(k, w[k]) == cut(best, w[best]) && w[k] > w[best]) {
					best, bestRate = k, rate
				}
			}
		}
		if best < 0 {
			break
		}
		w[best]--
	}
	// The room left is handed out a character at a time to the column
	// where it saves the most wrapped lines (the earlier column on a tie,
	// the file name first).
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

// breaksAfter are the characters a word may be broken after when it is
// longer than a line: the commas of a list, the hyphens of a compound
// (ambiguous-capture), the slashes of a path. An underscore is not one: a
// GTP command (final_status_list) is one word to read, copy and type.
const breaksAfter = ",-/"

// pieces splits a word after each of breaksAfter: "fixtures/big-edge.txt"
// is "fixtures/", "big-", "edge.txt".
func pieces(word string) []string {
	var out []string
	for word != "" {
		i := strings.IndexAny(word, breaksAfter)
		if i < 0 || i == len(word)-1 {
			return append(out, word)
		}
		out = append(out, word[:i+1])
		word = word[i+1:]
	}
	return out
}

// longestPiece is the widest piece of any word of s, in characters: the
// narrowest a column can be without cutting one.
func longestPiece(s string) int {
	n := 0
	for _, word := range strings.Fields(s) {
		for _, p := range pieces(word) {
			n = max(n, utf8.RuneCountInString(p))
		}
	}
	return n
}

// wrap breaks every line of s longer than width at word boundaries (runs
// of spaces), filling each line with as many words as fit. A word longer
// than a line is broken after a comma, a hyphen or a slash (pieces), the
// line filled with as many of its pieces as fit; a piece longer than a
// line is cut at the width, which fit avoids when it can.
func wrap(s string, width int) string {
	if cellWidth(s) <= width {
		return s
	}
	var out []string
	for _, line := range strings.Split(s, "\n") {
		var cur []rune
		put := func(text string, space bool) {
			r := []rune(text)
			sep := 0
			if space && len(cur) > 0 {
				sep = 1
			}
			if len(cur) > 0 && len(cur)+sep+len(r) > width {
				out = append(out, string(cur))
				cur, sep = nil, 0
			}
			if sep == 1 {
				cur = append(cur, ' ')
			}
			cur = append(cur, r...)
		}
		for _, word := range strings.Fields(line) {
			if utf8.RuneCountInString(word) <= width {
				put(word, true)
				continue
			}
			for i, p := range pieces(word) {
				r := []rune(p)
				if len(r) <= width {
					put(p, i == 0)
					continue
				}
				// Longer than a line: the rest of the line first, then
				// whole lines, cut where they must be.
				if len(cur) > 0 && i == 0 {
					if len(cur)+1 < width {
						cur = append(cur, ' ')
					} else {
						out = append(out, string(cur))
						cur = nil
					}
				}
				for len(r) > 0 {
					room := width - len(cur)
					if room <= 0 {
						out = append(out, string(cur))
						cur, room = nil, width
					}
					take := min(room, len(r))
					cur = append(cur, r[:take]...)
					r = r[take:]
				}
			}
		}
		out = append(out, string(cur))
	}
	return strings.Join(out, "\n")
}
