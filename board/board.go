// Package board holds the plain data of a Go position: colours, points and a
// rectangular board kept in a padded one-dimensional array with a wall around
// it, so that neighbour loops need no bounds checks and copying a board is a
// plain assignment.
//
// The package knows coordinates but no rules: strings, captures, territory and
// legality live in package analyze.
package board

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Color is the content of a point. Its values are the board file's own 0/1/2,
// plus Wall for the padding around the board, so the opponent of c is 3 - c.
type Color uint8

// The colours of a point.
const (
	Empty Color = 0
	Black Color = 1
	White Color = 2
	Wall  Color = 3
)

// Opponent returns the other player's colour (Black <-> White).
func (c Color) Opponent() Color { return 3 - c }

// String returns "empty", "black", "white" or "wall".
func (c Color) String() string {
	switch c {
	case Empty:
		return "empty"
	case Black:
		return "black"
	case White:
		return "white"
	case Wall:
		return "wall"
	}
	return "Color(" + strconv.Itoa(int(c)) + ")"
}

// ErrBadColor is returned by ParseColor for anything but a player colour.
var ErrBadColor = errors.New("bad colour")

// ParseColor reads a player colour: b, black, w or white, in any case.
func ParseColor(s string) (Color, error) {
	switch strings.ToLower(s) {
	case "b", "black":
		return Black, nil
	case "w", "white":
		return White, nil
	}
	return Empty, fmt.Errorf("%w %q (want b, black, w or white)", ErrBadColor, s)
}

// MaxSize is the largest width or height of a board.
const MaxSize = 19

// Stride is the distance between two vertically adjacent points. Every board,
// whatever its size, sits in the lower-left corner of the same padded array,
// so a Point means the same vertex on every board and needs no board to print.
const Stride = MaxSize + 2

// Cells is the length of the padded array: Stride*Stride (441) rounded up
// to a power of two, so hot loops can index with p&(Cells-1) and the
// compiler drops the bounds check. The points past 441 are wall.
const Cells = 512

// Point is a vertex of the board: an index into the padded array. X counts
// columns from the left, Y rows from the bottom, as GTP does; both from 0.
type Point int16

// Pass is the point that stands for passing. It lies in the wall, so no board
// ever holds a stone there.
const Pass Point = 0

// At returns the point in column x (from the left) and row y (from the
// bottom), both zero-based.
func At(x, y int) Point { return Point((y+1)*Stride + x + 1) }

// X returns the column of p, zero-based from the left.
func (p Point) X() int { return int(p)%Stride - 1 }

// Y returns the row of p, zero-based from the bottom.
func (p Point) Y() int { return int(p)/Stride - 1 }

// Neighbours returns the four points next to p (some may be wall).
func (p Point) Neighbours() [4]Point {
	return [4]Point{p - Stride, p - 1, p + 1, p + Stride}
}

// columnLetters are the GTP column names: I is skipped.
const columnLetters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

// ColumnLetter returns the GTP letter of column x, counted from 0 at the
// left: "A" to "T" with I skipped; "?" for a column off every board.
func ColumnLetter(x int) string {
	if x < 0 || x >= MaxSize {
		return "?"
	}
	return columnLetters[x : x+1]
}

// ColumnLabels returns the column letters of a board w columns wide, one
// space apart, to stand over a diagram's cells: "A B C D E F G H J".
func ColumnLabels(w int) string {
	var sb strings.Builder
	for x := 0; x < w; x++ {
		if x > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(ColumnLetter(x))
	}
	return sb.String()
}

// String returns the GTP vertex of p ("D4", or "pass").
func (p Point) String() string {
	if p == Pass {
		return "pass"
	}
	x, y := p.X(), p.Y()
	if x < 0 || x >= len(columnLetters) || y < 0 {
		return "Point(" + strconv.Itoa(int(p)) + ")"
	}
	return columnLetters[x:x+1] + strconv.Itoa(y+1)
}

// Board is a rectangular Go board of up to MaxSize x MaxSize points. The zero
// Board is 0x0; use New. A Board may hold any arrangement of stones, including
// strings without liberties, as board files do.
type Board struct {
	w, h  int8
	cells [Cells]Color
}

// ErrSize is returned by New for a width or height outside 1..MaxSize.
var ErrSize = errors.New("bad board size")

// New returns an empty board of w columns and h rows.
func New(w, h int) (Board, error) {
	var b Board
	if w < 1 || h < 1 || w > MaxSize || h > MaxSize {
		return b, fmt.Errorf("%w %dx%d (want 1 to %d on each side)", ErrSize, w, h, MaxSize)
	}
	b.w, b.h = int8(w), int8(h)
	for i := range b.cells {
		b.cells[i] = Wall
	}
	for y := 0; y < h; y++ {
		base := At(0, y)
		for x := 0; x < w; x++ {
			b.cells[base+Point(x)] = Empty
		}
	}
	return b, nil
}

// Width returns the number of columns.
func (b *Board) Width() int { return int(b.w) }

// Height returns the number of rows.
func (b *Board) Height() int { return int(b.h) }

// Size returns the number of points.
func (b *Board) Size() int { return int(b.w) * int(b.h) }

// At returns the colour at p; Wall for any point off the board.
func (b *Board) At(p Point) Color {
	if p < 0 || int(p) >= Cells {
		return Wall
	}
	return b.cells[p]
}

// Set puts c (Empty, Black or White) at p, which must be on the board.
func (b *Board) Set(p Point, c Color) {
	if b.cells[p] == Wall {
		panic("board: Set off the board at " + p.String())
	}
	b.cells[p] = c
}

// Cells gives direct read access to the padded array, for hot loops.
func (b *Board) Cells() *[Cells]Color { return &b.cells }

// OnBoard reports whether p is a point of this board.
func (b *Board) OnBoard(p Point) bool {
	return p > 0 && int(p) < Cells && b.cells[p] != Wall
}

// Point returns the point at file row row (0 is the top line, as read from
// the file) and column col (0 is the left column).
func (b *Board) Point(row, col int) Point { return At(col, int(b.h)-1-row) }

// RowCol returns the file row (0 at the top) and column of p.
func (b *Board) RowCol(p Point) (row, col int) { return int(b.h) - 1 - p.Y(), p.X() }

// IsEyeOf reports whether every neighbour of p on the board holds c: a
// one-point eye of c, which random play should not fill.
func (b *Board) IsEyeOf(p Point, c Color) bool {
	for _, n := range p.Neighbours() {
		if k := b.At(n); k != c && k != Wall {
			return false
		}
	}
	return true
}

// Count returns the number of points holding c.
func (b *Board) Count(c Color) int {
	n := 0
	for y := 0; y < int(b.h); y++ {
		base := At(0, y)
		for x := 0; x < int(b.w); x++ {
			if b.cells[base+Point(x)] == c {
				n++
			}
		}
	}
	return n
}

// Points appends every point of the board to dst in file order: the top row
// first, each row from left to right.
func (b *Board) Points(dst []Point) []Point {
	for row := 0; row < int(b.h); row++ {
		for col := 0; col < int(b.w); col++ {
			dst = append(dst, b.Point(row, col))
		}
	}
	return dst
}

// Grid returns the board as 0/1/2 rows, top row first, cells separated by a
// space, each row ending in a newline: the board file format.
func (b *Board) Grid() string {
	var sb strings.Builder
	sb.Grow(int(b.h) * (2*int(b.w) + 1))
	for row := 0; row < int(b.h); row++ {
		for col := 0; col < int(b.w); col++ {
			if col > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteByte('0' + byte(b.cells[b.Point(row, col)]))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
