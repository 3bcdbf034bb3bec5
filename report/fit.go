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
	f := &fitting{n: n, flex: flex, w: make([]int, n), known: map[[2]int]int{}, cutKnown: map[[2]int]int{}}
	f.all = append(append([][]string{header}, rows...), footer)
	for _, r := range f.all {
		for i := 0; i < n && i < len(r); i++ {
			f.w[i] = max(f.w[i], cellWidth(r[i]))
		}
	}
	f.sample = f.all
	if len(f.sample) > maxSample {
		f.sample = f.sample[:maxSample]
	}
	// Each flexible column's widths: whole, soft (its header and its
	// longest piece, whole), and hard (the least it is cut down to).
	f.natural = append([]int(nil), f.w...)
	f.soft, f.hard = make([]int, n), make([]int, n)
	for _, k := range flex {
		if k >= n {
			continue
		}
		piece := 0
		for _, r := range f.all {
			if k < len(r) {
				piece = max(piece, longestPiece(r[k]))
			}
		}
		head := cellWidth(header[k])
		f.soft[k] = min(f.natural[k], max(head, piece))
		f.hard[k] = min(f.soft[k], max(head, minFlex))
		f.w[k] = min(f.natural[k], max(minFlex, f.soft[k]))
	}
	f.narrow(width)
	f.widen(width)
	for _, k := range flex {
		if k >= n {
			continue
		}
		for _, r := range f.all {
			if k < len(r) {
				r[k] = wrap(r[k], f.w[k])
			}
		}
	}
}

// fitting is the work of fit: the rows (header and footer included), the
// columns' widths as they go, and what the first rows cost at a width,
// each counted once.
type fitting struct {
	n               int
	flex            []int
	all, sample     [][]string
	w, natural      []int
	soft, hard      []int
	known, cutKnown map[[2]int]int
}

// total is the table's width: the columns, the borders and a space each
// side of every cell.
func (f *fitting) total() int {
	t := f.n + 1 + 2*f.n
	for _, x := range f.w {
		t += x
	}
	return t
}

// lines is the lines column k takes at a width, judged on the first rows.
func (f *fitting) lines(k, width int) int {
	if c, ok := f.known[[2]int{k, width}]; ok {
		return c
	}
	c := 0
	for _, r := range f.sample {
		if k < len(r) {
			c += strings.Count(wrap(r[k], width), "\n") + 1
		}
	}
	f.known[[2]int{k, width}] = c
	return c
}

// cut is the pieces of column k's first cells longer than a width: those
// a line of that width cuts.
func (f *fitting) cut(k, width int) int {
	if c, ok := f.cutKnown[[2]int{k, width}]; ok {
		return c
	}
	c := 0
	for _, r := range f.sample {
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
	f.cutKnown[[2]int{k, width}] = c
	return c
}

// narrow takes characters from the flexible columns, one at a time,
// until the table is at most width wide or none can give more.
func (f *fitting) narrow(width int) {
	w := f.w
	for f.total() > width {
		// A character no piece needs, where it costs the fewest lines
		// (the wider column on a tie)...
		best, bestCost := -1, 0
		for _, k := range f.flex {
			if k >= f.n || w[k] <= f.soft[k] {
				continue
			}
			cost := f.lines(k, w[k]-1) - f.lines(k, w[k])
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
			best = f.leastCut(f.total() - width)
		}
		if best < 0 {
			return
		}
		w[best]--
	}
}

// leastCut is the column where giving lack characters (or all it can)
// cuts the fewest more pieces a character, by narrow's order; -1 when
// every column is at its floor.
func (f *fitting) leastCut(lack int) int {
	w := f.w
	best, bestRate := -1, 0.0
	for _, k := range f.flex {
		if k >= f.n || w[k] <= f.hard[k] {
			continue
		}
		give := min(lack, w[k]-f.hard[k])
		rate := float64(f.cut(k, w[k]-give)-f.cut(k, w[k])) / float64(give)
		if best < 0 || rate < bestRate || rate == bestRate && (f.cut(k, w[k]) > f.cut(best, w[best]) ||
			f.cut(k, w[k]) == f.cut(best, w[best]) && w[k] > w[best]) {
			best, bestRate = k, rate
		}
	}
	return best
}

// widen hands out the room left under width a character at a time to the
// column where it saves the most wrapped lines (the earlier column on a
// tie, the file name first).
func (f *fitting) widen(width int) {
	w := f.w
	for room := width - f.total(); room > 0; room-- {
		best, bestGain := -1, -1
		for _, k := range f.flex {
			if k >= f.n || w[k] >= f.natural[k] {
				continue
			}
			if gain := f.lines(k, w[k]) - f.lines(k, w[k]+1); gain > bestGain {
				best, bestGain = k, gain
			}
		}
		if best < 0 {
			return
		}
		w[best]++
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
