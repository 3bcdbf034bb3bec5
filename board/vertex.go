package board

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Vertex is a point as a user wrote it, before it is placed on a board: a GTP
// vertex ("D4", counted from the bottom) or ROW,COL indices into the grid as
// read from the file (row 0 the top line). The same Vertex names different
// points on boards of different heights, so it is resolved per board.
type Vertex struct {
	Text   string // as written, for messages
	pass   bool
	rowCol bool
	a, b   int // x, y for GTP; row, col for ROW,COL
}

// ErrBadVertex is returned by ParseVertex for text that is not a vertex.
var ErrBadVertex = errors.New("bad vertex")

// maxIndex bounds the numbers a well-formed vertex may hold; anything larger
// is a typo, not a point off some board.
const maxIndex = 99

// ParseVertex reads a GTP vertex (letters A-Z without I, then a row number
// from 1, case-insensitive), "pass", or ROW,COL (zero-based). A well-formed
// vertex that lies outside a particular board is not an error here; Resolve
// reports it.
func ParseVertex(s string) (Vertex, error) {
	t := strings.TrimSpace(s)
	v := Vertex{Text: t}
	if strings.EqualFold(t, "pass") {
		v.pass = true
		return v, nil
	}
	bad := func() (Vertex, error) {
		return Vertex{}, fmt.Errorf("%w %q (want a GTP vertex like D4 (column A-T without I, row from 1 at the bottom), ROW,COL like 2,6 (zero-based, row 0 at the top) or pass)", ErrBadVertex, s)
	}
	if i := strings.IndexByte(t, ','); i >= 0 {
		r, err1 := strconv.Atoi(strings.TrimSpace(t[:i]))
		c, err2 := strconv.Atoi(strings.TrimSpace(t[i+1:]))
		if err1 != nil || err2 != nil || r < 0 || c < 0 || r > maxIndex || c > maxIndex {
			return bad()
		}
		v.rowCol, v.a, v.b = true, r, c
		return v, nil
	}
	if len(t) < 2 {
		return bad()
	}
	letter := t[0]
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a' - 'A'
	}
	x := strings.IndexByte(columnLetters, letter)
	if x < 0 {
		return bad()
	}
	for _, ch := range t[1:] {
		if ch < '0' || ch > '9' {
			return bad()
		}
	}
	n, err := strconv.Atoi(t[1:])
	if err != nil || n < 1 || n > maxIndex || t[1] == '0' {
		return bad()
	}
	v.a, v.b = x, n-1
	return v, nil
}

// IsPass reports whether v is a pass.
func (v Vertex) IsPass() bool { return v.pass }

// Resolve places v on b. It returns Pass for a pass, and ok=false when v is
// well formed but lies outside b.
func (v Vertex) Resolve(b *Board) (p Point, ok bool) {
	if v.pass {
		return Pass, true
	}
	if v.rowCol {
		if v.a >= b.Height() || v.b >= b.Width() {
			return Pass, false
		}
		return b.Point(v.a, v.b), true
	}
	if v.a >= b.Width() || v.b >= b.Height() {
		return Pass, false
	}
	return At(v.a, v.b), true
}

// String returns the vertex as written.
func (v Vertex) String() string { return v.Text }
