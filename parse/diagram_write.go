package parse

import (
	"fmt"
	"strings"

	"github.com/goscore/goscore/board"
)

// The writing half of the ASCII diagram format: what Diagram writes, the
// diagram reader in diagram.go reads back.

// Diagram draws b as players read it: column letters above and below, row
// numbers on both sides, X for black, O for white, . for empty, + on the
// star points of 9x9, 13x13 and 19x19, and the last move in parentheses.
func Diagram(b *board.Board, last board.Point) string {
	var sb strings.Builder
	w, h := b.Width(), b.Height()
	labels := board.ColumnLabels(w)
	fmt.Fprintf(&sb, "    %s\n", labels)
	for y := h - 1; y >= 0; y-- {
		fmt.Fprintf(&sb, " %2d", y+1)
		for x := 0; x < w; x++ {
			p := board.At(x, y)
			sep := byte(' ')
			if p == last {
				sep = '('
			} else if x > 0 && board.At(x-1, y) == last {
				sep = ')'
			}
			sb.WriteByte(sep)
			sb.WriteByte(stoneChar(b, p))
		}
		if board.At(w-1, y) == last {
			sb.WriteByte(')')
		} else {
			sb.WriteByte(' ')
		}
		fmt.Fprintf(&sb, "%d\n", y+1)
	}
	fmt.Fprintf(&sb, "    %s\n", labels)
	return sb.String()
}

func stoneChar(b *board.Board, p board.Point) byte {
	switch b.At(p) {
	case board.Black:
		return 'X'
	case board.White:
		return 'O'
	}
	if isStar(b.Width(), b.Height(), p.X(), p.Y()) {
		return '+'
	}
	return '.'
}

// isStar reports whether (x, y) is a star point on a square board of size
// 9, 13 or 19.
func isStar(w, h, x, y int) bool {
	if w != h {
		return false
	}
	var lines []int
	switch w {
	case 9:
		lines = []int{2, 4, 6}
	case 13:
		lines = []int{3, 6, 9}
	case 19:
		lines = []int{3, 9, 15}
	default:
		return false
	}
	in := func(v int) bool {
		for _, l := range lines {
			if v == l {
				return true
			}
		}
		return false
	}
	if w == 9 && ((x == 4) != (y == 4)) {
		return false // 9x9 has the four 3-3 points and the centre only
	}
	return in(x) && in(y)
}
