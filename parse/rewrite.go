package parse

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/goscore/goscore/board"
)

// spots records, while a grid or diagram file is read for Rewrite, where
// in the file the things Rewrite may change stand.
type spots struct {
	// cell holds the byte offset of each cell of the grid being read; at
	// the end of the file, of the current (last) grid's.
	cell [board.MaxSize][board.MaxSize]int
	// prisoners holds the offset and length of the values of the
	// black-prisoners and white-prisoners headers; an offset of -1 when
	// the header is absent.
	prisoners [2][2]int
	// dead holds the offset and length of the dead-stones header's value,
	// its comment left out; an offset of -1 when the header is absent.
	dead [2]int
	// headerEnd is the offset just past the last header line, firstLine
	// the offset of the first line that is not blank or a comment; -1
	// until there is one.
	headerEnd, firstLine int
}

func newSpots() *spots {
	return &spots{prisoners: [2][2]int{{-1, 0}, {-1, 0}}, dead: [2]int{-1, 0}, headerEnd: -1, firstLine: -1}
}

// header notes a header line that ends at next, with its value at off.
func (s *spots) header(next int, key []byte, off, n int) {
	s.headerEnd = next
	for i, k := range []string{"black-prisoners", "white-prisoners"} {
		if bytes.EqualFold(key, []byte(k)) {
			s.prisoners[i] = [2]int{off, n}
		}
	}
	if bytes.EqualFold(key, []byte(headerKeys[hDeadStones])) {
		s.dead = [2]int{off, n}
	}
}

// content notes a line that is neither blank nor a comment, starting at
// off; it does nothing on a nil s, so the reader calls it unconditionally.
func (s *spots) content(off int) {
	if s != nil && s.firstLine < 0 {
		s.firstLine = off
	}
}

// Rewrite returns data, a grid or diagram file, with its current position
// (the last grid) changed to after and its prisoner headers set to black
// and white, and every other byte as it was: comments (between the rows
// too), other headers, the history, column labels, borders, the spacing
// of the rows and the line ends. A cell that changes keeps its place and
// takes the character of its new colour in the file's format (a diagram's
// empty point is '.'); a prisoner header changes its number only, keeping
// a comment after it, and a missing one is added after the other header
// lines (or, with none, before the first line that is not a comment or
// blank) when its count is not 0; a dead-stones header loses the stones
// after no longer holds (it could not name them), and says none when it
// loses them all. This is what capture --in-place writes, so the file a
// person wrote keeps everything but the stones taken off.
//
// The result is read back; if it would not read as after with those
// counts, Rewrite returns an error and the file should be left alone.
func Rewrite(name string, data []byte, after *board.Board, black, white int) ([]byte, error) {
	if isSGF(sgfUTF16(data)) {
		return nil, &Error{File: name, Err: ErrLayout, Msg: "an SGF record is not a grid or a diagram"}
	}
	f := File{Name: name, Player: board.Empty, Format: FormatGrid}
	sp := newSpots()
	p := parser{name: name, f: &f, spots: sp}
	if err := p.run(data); err != nil {
		return nil, err
	}
	cur := f.Current()
	if cur.Width() != after.Width() || cur.Height() != after.Height() {
		return nil, &Error{File: name, Err: ErrSizeMismatch, Msg: fmt.Sprintf("the new board is %dx%d, the file's %dx%d",
			after.Width(), after.Height(), cur.Width(), cur.Height())}
	}
	nl := p.lineEnd
	if nl == "" {
		nl = "\n"
	}
	type edit struct {
		off, n int // replace data[off:off+n]
		text   string
	}
	var edits []edit
	for i, key := range []string{"black-prisoners", "white-prisoners"} {
		v := strconv.Itoa([]int{black, white}[i])
		switch sp := sp.prisoners[i]; {
		case sp[0] >= 0:
			if string(data[sp[0]:sp[0]+sp[1]]) != v {
				edits = append(edits, edit{sp[0], sp[1], v})
			}
		case v != "0":
			at := p.spots.headerEnd
			if at < 0 {
				at = p.spots.firstLine
			}
			edits = append(edits, edit{at, 0, key + ": " + v + nl})
		}
	}
	var dead []board.Point // the dead stones still on the board
	for _, pt := range f.DeadStones {
		if after.At(pt) == cur.At(pt) {
			dead = append(dead, pt)
		}
	}
	if f.HasDeadStones && len(dead) != len(f.DeadStones) {
		v := "none"
		if len(dead) > 0 {
			names := make([]string, len(dead))
			for i, pt := range dead {
				names[i] = pt.String()
			}
			v = strings.Join(names, ",")
		}
		edits = append(edits, edit{sp.dead[0], sp.dead[1], v})
	}
	for r := 0; r < cur.Height(); r++ {
		for c := 0; c < cur.Width(); c++ {
			pt := cur.Point(r, c)
			if col := after.At(pt); col != cur.At(pt) {
				edits = append(edits, edit{sp.cell[r][c], 1, string(cellChar(f.Format, col))})
			}
		}
	}
	slices.SortStableFunc(edits, func(a, b edit) int { return a.off - b.off })
	out := make([]byte, 0, len(data)+64)
	last := 0
	for _, e := range edits {
		out = append(out, data[last:e.off]...)
		out = append(out, e.text...)
		last = e.off + e.n
	}
	out = append(out, data[last:]...)

	var g File
	if err := Parse(name, out, &g); err != nil || !sameRewrite(&f, &g, after, black, white) || !slices.Equal(g.DeadStones, dead) {
		return nil, &Error{File: name, Err: ErrLayout, Msg: "the board cannot be changed in place: the file would not read back as the new board"}
	}
	return out, nil
}

// cellChar is the character of a colour in a file of the format.
func cellChar(format string, c board.Color) byte {
	if format == FormatDiagram {
		switch c {
		case board.Black:
			return 'X'
		case board.White:
			return 'O'
		}
		return '.'
	}
	return '0' + byte(c)
}

// sameRewrite reports whether g, the rewritten file read back, is f with
// its current position after and its prisoners black and white.
func sameRewrite(f, g *File, after *board.Board, black, white int) bool {
	if len(g.Grids) != len(f.Grids) || g.Format != f.Format || g.Player != f.Player ||
		g.Komi != f.Komi || g.HasKomi != f.HasKomi || g.SizeWidth != f.SizeWidth || g.SizeHeight != f.SizeHeight ||
		g.Rules != f.Rules || g.Handicap != f.Handicap || g.HasDeadStones != f.HasDeadStones ||
		g.BlackPrisoners != black || g.WhitePrisoners != white || *g.Current() != *after {
		return false
	}
	for i := range len(f.Grids) - 1 {
		if g.Grids[i] != f.Grids[i] {
			return false
		}
	}
	return true
}
