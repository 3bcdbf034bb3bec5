package parse

import (
	"bytes"
	"strconv"

	"github.com/goscore/goscore/board"
)

// An ASCII diagram is read line by line by the same loop as the
// grid, so comments, headers and `---` history work alike; the first line
// that is neither decides which of the two the file holds (isDiagram).

// diagramCell returns the colour a diagram character stands for, and false
// for a character that is not a cell.
func diagramCell(c byte) (board.Color, bool) {
	switch c {
	case '.', '+':
		return board.Empty, true
	case 'X', 'x', '#', 'B':
		return board.Black, true
	case 'O', 'o', 'W':
		return board.White, true
	}
	return board.Empty, false
}

// wantDiagramCell ends the message for a bad diagram cell.
const wantDiagramCell = "(want . or + for empty, X x # B for black, O o W for white)"

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isDiagram tells from the first row-like line t of a file whether the file
// is a diagram. A grid row starts with two cells of 0, 1 or 2 ("0 1",
// "01"), or is one number; a diagram row starts with a cell character, a
// border, or a row number, a space and a cell or '|'; a
// column-label line starts with A. Anything else is read as a grid, whose
// bad-cell message then names the culprit.
func isDiagram(t []byte) bool {
	c := t[0]
	if isDigit(c) {
		i := 0
		for i < len(t) && isDigit(t[i]) {
			i++
		}
		for i < len(t) && isSpace(t[i]) {
			i++
		}
		if i == len(t) || !isSpace(t[i-1]) {
			return false
		}
		_, cell := diagramCell(t[i])
		return cell || t[i] == '|' || t[i] == '('
	}
	if _, ok := diagramCell(c); ok {
		return true
	}
	return c == '|' || c == '(' || c == 'A' || c == 'a' || isBorder(t)
}

// isBorder reports whether t is a border line drawn with - + | and =, as
// some programs frame a diagram; it must hold a '-' or '=', since a row of
// '+' is a row of empty points.
func isBorder(t []byte) bool {
	dash := false
	for _, c := range t {
		switch {
		case c == '-' || c == '=':
			dash = true
		case c == '+' || c == '|' || isSpace(c):
		default:
			return false
		}
	}
	return dash
}

// '#' is a black stone in a diagram and starts a comment everywhere else,
// so a line starting with '#' is read by this grammar (docs/rules.md, "Board
// files"), which never takes a row of the board for a comment:
//
//   - in a 0/1/2 grid file it is a comment;
//   - in a diagram it is a row when it is row-shaped (hashRow) and comes
//     right after the column labels or a row of the grid being read (rows
//     run on: a row of the wrong width there is an error, not a comment),
//     or holds as many cells as the diagram is wide; else a comment.
//
// Whether a file is a diagram and how wide it is come from its first
// column-label line or row that does not start with '#' (scanFormat); when
// every row starts with '#', from the first row-shaped '#' line holding a
// cell other than '#', else from the first row-shaped '#' line.

// hashRow reports whether t, a line starting with '#', is row-shaped: only
// cells, white space, row numbers, '|' and parentheses. It returns the
// number of cells, and whether one of them is not '#'.
func hashRow(t []byte) (cells int, other, ok bool) {
	for _, c := range t {
		if _, cell := diagramCell(c); cell {
			cells++
			other = other || c != '#'
			continue
		}
		if !isSpace(c) && !isDigit(c) && c != '|' && c != '(' && c != ')' {
			return 0, false, false
		}
	}
	return cells, other, true
}

// isDiagramRow reports whether t, a line starting with '#', is a row of
// the diagram being read rather than a comment.
func (p *parser) isDiagramRow(t []byte) bool {
	if !p.diagram {
		return false
	}
	n, _, ok := hashRow(t)
	if !ok {
		return false
	}
	if p.blankLine == 0 && p.footerLine == 0 && (p.nrows > 0 || p.labelLine != 0) {
		return true
	}
	return n == p.diagramWidth
}

// rowWidth returns how many columns a column-label line or a diagram row
// names: its letters, or its cells up to a row number after them.
func rowWidth(t []byte) int {
	n, i := 0, 0
	if t[0] == 'A' || t[0] == 'a' {
		for _, c := range t {
			if !isSpace(c) {
				n++
			}
		}
		return n
	}
	for i < len(t) && isDigit(t[i]) {
		i++
	}
	for ; i < len(t); i++ {
		c := t[i]
		if _, ok := diagramCell(c); ok {
			n++
		} else if isDigit(c) || !(isSpace(c) || c == '|' || c == '(' || c == ')') {
			break
		}
	}
	return n
}

// scanFormat decides, before the lines are read, whether the file is a
// diagram and how wide its rows are, from the first column-label line or
// row that does not start with '#' or, failing one, from the row-shaped
// '#' lines (see the grammar above). It reads the lines as run does.
func (p *parser) scanFormat(data []byte, off int) {
	first, other := -1, -1 // cells of the first row-shaped '#' line, of the first with a cell not '#'
	for off < len(data) {
		l, next, _ := NextLine(data, off)
		off = next
		_, t := trim(l)
		switch {
		case len(t) == 0 || bytes.Equal(t, []byte("---")):
		case t[0] == '#':
			if n, o, ok := hashRow(t); ok {
				if first < 0 {
					first = n
				}
				if o && other < 0 {
					other = n
				}
			}
		case bytes.IndexByte(t, ':') >= 0:
		default:
			if !p.decided {
				p.decided, p.diagram = true, isDiagram(t)
				if !p.diagram {
					return
				}
			}
			if isBorder(t) || len(t) == 1 && t[0] == '=' {
				continue
			}
			p.diagramWidth = rowWidth(t)
			return
		}
	}
	if !p.decided && first >= 0 {
		p.decided, p.diagram = true, true
	}
	if p.diagram {
		p.diagramWidth = first
		if other >= 0 {
			p.diagramWidth = other
		}
	}
}

// gtpLetters are the column letters of GTP, without I; alphabet are the
// letters some programs print instead, with I.
const (
	gtpLetters = "ABCDEFGHJKLMNOPQRST"
	alphabet   = "ABCDEFGHIJKLMNOPQRS"
)

// diagramLine reads one line of a diagram: a border (ignored), column
// labels, or a row.
func (p *parser) diagramLine(line int, l []byte, start int, t []byte) error {
	switch {
	case isBorder(t):
		return nil
	case len(t) == 1 && t[0] == '=':
		// A GTP success line before the board, as showboard's reply starts.
		return nil
	case t[0] == 'A' || t[0] == 'a':
		return p.labels(line, l, start, t)
	}
	return p.diagramRow(line, l, start, t)
}

// labels reads a line of column letters: A B C D E F G H J (or with I),
// spaced or not. Before the rows it sets the width; after them it must
// match it.
func (p *parser) labels(line int, l []byte, start int, t []byte) error {
	letters, n, last := gtpLetters, 0, 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		if isSpace(c) {
			continue
		}
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		if n == 8 && c == 'I' {
			letters = alphabet
		}
		if n == board.MaxSize {
			return p.errAt(line, column(l, start+i), ErrTooLarge, "more than %d column labels", board.MaxSize)
		}
		if c != letters[n] {
			return p.errAt(line, column(l, start+i), ErrLayout, "bad column label %s (want %q)", strconv.Quote(runeAt(t, i)), letters[n:n+1])
		}
		n++
		last = i
	}
	if p.nrows == 0 {
		if p.labelLine != 0 {
			return p.errAt(line, start+1, ErrLayout, "two lines of column labels before the rows")
		}
		p.labelLine, p.width, p.widthLine = line, n, line
		return nil
	}
	if n != p.width {
		return p.errAt(line, column(l, start+last), ErrRagged, "column labels name %s, want %d as on line %d", columns(n), p.width, p.widthLine)
	}
	p.footerLine = line
	return nil
}

// columns returns "1 column" or "n columns".
func columns(n int) string {
	if n == 1 {
		return "1 column"
	}
	return strconv.Itoa(n) + " columns"
}

// runeAt returns the character at byte offset i of t.
func runeAt(t []byte, i int) string {
	j := i + 1
	for j < len(t) && t[j]&0xc0 == 0x80 {
		j++
	}
	return string(t[i:j])
}

// number reads the row number at t[i:], at most two digits' worth of value
// kept (a larger one is out of order anyway); it returns the value and the
// offset after it.
func number(t []byte, i int) (int, int) {
	v := 0
	for i < len(t) && isDigit(t[i]) {
		if v < 1000 {
			v = v*10 + int(t[i]-'0')
		}
		i++
	}
	return v, i
}

// diagramRow reads a row: an optional row number, cells separated by
// spaces (or '|', or the parentheses GNU Go puts around the last move) or
// not, and an optional row number again, after which GNU Go may print
// notes such as the captures.
func (p *parser) diagramRow(line int, l []byte, start int, t []byte) error {
	if p.blankLine != 0 {
		return p.errAt(p.blankLine, 1, ErrLayout, "blank line inside a grid (separate the grids of a history with ---)")
	}
	if p.footerLine != 0 {
		return p.errAt(line, start+1, ErrLayout, "row after the column labels on line %d (separate the grids of a history with ---)", p.footerLine)
	}
	if p.nrows == board.MaxSize {
		return p.errAt(line, start+1, ErrTooLarge, "more than %d rows", board.MaxSize)
	}
	left, right := -1, -1
	leftCol, rightCol := 0, 0
	n, end := 0, start // cells read; byte offset after the last one
	i := 0
	if isDigit(t[0]) {
		left, i = number(t, 0)
		leftCol = start + 1
	}
	for ; i < len(t); i++ {
		c := t[i]
		if isSpace(c) || c == '|' || c == '(' || c == ')' {
			continue
		}
		if isDigit(c) && n > 0 {
			// A row number ends the row; GNU Go's notes may follow it
			// when the row has numbers on both sides.
			at := i
			rightCol = column(l, start+i)
			right, i = number(t, i)
			if i < len(t) && !(isSpace(t[i]) && left >= 0) {
				return p.errAt(line, rightCol, ErrBadCell, "bad cell %q %s", t[at:at+1], wantDiagramCell)
			}
			break
		}
		colour, ok := diagramCell(c)
		if !ok {
			return p.errAt(line, column(l, start+i), ErrBadCell, "bad cell %s %s", strconv.Quote(runeAt(t, i)), wantDiagramCell)
		}
		if n == board.MaxSize {
			return p.errAt(line, column(l, start+i), ErrTooLarge, "more than %d columns", board.MaxSize)
		}
		if p.width > 0 && n == p.width && (p.nrows > 0 || p.labelLine != 0) {
			return p.errAt(line, column(l, start+i), ErrRagged, "row has more than %s, want %d as on line %d", cells(p.width), p.width, p.widthLine)
		}
		p.rows[p.nrows][n] = colour
		if p.spots != nil {
			p.spots.cell[p.nrows][n] = p.lineStart + start + i
		}
		n++
		end = start + i + 1
	}
	if n == 0 {
		return p.errAt(line, start+1, ErrBadCell, "row number with no cells %s", wantDiagramCell)
	}
	if p.nrows == 0 && p.labelLine == 0 {
		p.width, p.widthLine = n, line
	} else if n != p.width {
		return p.errAt(line, column(l, end), ErrRagged, "row has %s, want %d as on line %d", cells(n), p.width, p.widthLine)
	}
	if err := p.rowNumber(line, left, leftCol, right, rightCol); err != nil {
		return err
	}
	if p.nrows == 0 {
		p.firstLine = line
	}
	p.nrows++
	p.sepLine = 0
	return nil
}

// rowNumber checks a row's numbers: rows are numbered all or none, counting
// down to 1 at the bottom as GTP does, and a number on both sides is the
// same number.
func (p *parser) rowNumber(line, left, leftCol, right, rightCol int) error {
	num, col := left, leftCol
	if left < 0 {
		num, col = right, rightCol
	} else if right >= 0 && right != left {
		return p.errAt(line, rightCol, ErrLayout, "row numbers %d and %d differ", left, right)
	}
	if p.nrows == 0 {
		p.numbered = num >= 0
	} else if p.numbered != (num >= 0) {
		if num < 0 {
			return p.errAt(line, 1, ErrLayout, "row has no number, unlike the rows above it")
		}
		return p.errAt(line, col, ErrLayout, "row number %d, unlike the rows above it which have none", num)
	}
	if num < 0 {
		return nil
	}
	if p.nrows > 0 && num != p.lastNum-1 {
		return p.errAt(line, col, ErrLayout, "row number %d, want %d (rows count down to 1)", num, p.lastNum-1)
	}
	p.lastNum, p.lastNumLine, p.lastNumCol = num, line, col
	return nil
}

// endDiagram checks what only the whole diagram shows: the last row is
// numbered 1.
func (p *parser) endDiagram() error {
	if p.numbered && p.lastNum != 1 {
		return p.errAt(p.lastNumLine, p.lastNumCol, ErrLayout, "last row numbered %d, want 1 (rows count down to 1)", p.lastNum)
	}
	return nil
}
