package playout

import (
	"math/bits"

	"github.com/goscore/goscore/board"
)

// shapes are the 3x3 patterns of the Patterns rule, centred on the move
// (the middle point, always empty). They are the hand-made shapes of
// MoGo's playouts (Gelly, Wang, Munos and Teytaud, "Modification of UCT
// with Patterns in Monte-Carlo Go", INRIA report RR-6062, 2006: hane,
// cut and edge patterns), in the transcription that Pachi and Michi use,
// with Pachi's keima cut added. The characters:
//
//	X  a stone of the side to move     O  an opponent stone
//	.  an empty point                  #  off the board
//	x  not X (., O or #)               o  not O (., X or #)
//	?  anything
//
// Each shape matches in its 8 rotations and reflections and with its
// colours swapped: a point vital to one side is vital to the other.
var shapes = [...]string{
	// hane: enclosing hane
	"XOX" +
		"..." +
		"???",
	// hane: non-cutting hane
	"XO." +
		"..." +
		"?.?",
	// hane: magari
	"XO?" +
		"X.." +
		"x.?",
	// katatsuke or diagonal attachment, near the magari
	".O." +
		"X.." +
		"...",
	// cut: unprotected cut (kiri)
	"XO?" +
		"O.o" +
		"?o?",
	// cut: peeped cut
	"XO?" +
		"O.X" +
		"???",
	// cut: de (pushing through)
	"?X?" +
		"O.O" +
		"ooo",
	// keima cut
	"OX?" +
		"o.O" +
		"???",
	// edge: chase
	"X.?" +
		"O.?" +
		"###",
	// edge: block the side cut
	"OX?" +
		"X.O" +
		"###",
	// edge: block the side connection
	"?X?" +
		"x.O" +
		"###",
	// edge: sagari
	"?XO" +
		"x.x" +
		"###",
	// edge: cut
	"?OX" +
		"X.O" +
		"###",
}

// A 3x3 neighbourhood is a 16-bit key: two bits for each of the 8 points
// around the centre, in the order of neighbourhood, holding the point's
// colour relative to the side to move. Every shape is in the table with
// its colours swapped as well, so whether a key matches does not depend on
// which side is mine: the key is built from the board's own colours, which
// are the relative ones for Black (empty 0, Black 1, White 2, wall 3).
const (
	relEmpty = 0
	relMine  = 1
	relTheir = 2
	relWall  = 3
)

// shapeTable has bit key set when the neighbourhood key is one of the
// shapes.
var shapeTable = buildShapes(shapes[:])

// patternKey returns the key of the neighbourhood of p, from Black's view
// (see relEmpty): the board's colours shifted into place, with no table
// to look them up in.
func (pb *Board) patternKey(p int) uint16 {
	top := pb.color[(p-board.Stride-1)&mask : (p-board.Stride-1)&mask+3]
	mid := pb.color[(p-1)&mask : (p-1)&mask+3]
	bot := pb.color[(p+board.Stride-1)&mask : (p+board.Stride-1)&mask+3]
	return uint16(top[0]) | uint16(top[1])<<2 | uint16(top[2])<<4 |
		uint16(mid[0])<<6 | uint16(mid[2])<<8 |
		uint16(bot[0])<<10 | uint16(bot[1])<<12 | uint16(bot[2])<<14
}

// matchShape reports whether a shape matches around the empty point p (for
// either side to move: see relEmpty).
func (pb *Board) matchShape(p int) bool {
	key := pb.patternKey(p)
	return shapeTable[key>>6]>>(key&63)&1 != 0
}

// patternMoves adds the empty points around last where a shape matches.
//
// The neighbourhoods of the 8 points around last all lie in the 5x5
// window centred on last, so the window is read once, a row of 5 points
// to a 10-bit word (two bits a point, as in a key), and each point's key
// is cut from three rows with shifts and masks: 25 loads in all, where
// building each key from the board would take 8 per empty point. Window
// points past the board's edge may lie beyond the wall ring (wrapped by
// mask, they read as wall); only points of the wall ring are centred
// next to them, and those are not empty.
func (pb *Board) patternMoves(last int, cs *candidates) { pb.shapeMoves(last, shapeTable, cs) }

// shapeMoves adds the empty points around last whose neighbourhood key
// is in table (a bit a key, as shapeTable holds them), reading the
// window once as patternMoves says.
func (pb *Board) shapeMoves(last int, table *[1 << 16 / 64]uint64, cs *candidates) {
	var row [5]uint32
	for i := range row {
		b := last + (i-2)*board.Stride - 2
		row[i] = uint32(pb.color[b&mask]) | uint32(pb.color[(b+1)&mask])<<2 | uint32(pb.color[(b+2)&mask])<<4 |
			uint32(pb.color[(b+3)&mask])<<6 | uint32(pb.color[(b+4)&mask])<<8
	}
	// The points in the order of neighbourhood: row by row, left to right.
	// Every key is looked up, empty centre or not, and the matches kept as
	// bits: a branch per point on whether it is empty would be guessed
	// wrong about as often as right.
	var found uint32
	bit := 0
	for i := 1; i <= 3; i++ {
		top, mid, bot := row[i-1], row[i], row[i+1]
		for j := 0; j <= 4; j += 2 {
			key := top>>j&63 | mid>>j&3<<6 | mid>>(j+4)&3<<8 | bot>>j&63<<10
			hit := uint32(table[key>>6&1023]>>(key&63)) & 1
			// Only an empty point is a move.
			hit &= ^(mid>>(j+2) | mid>>(j+3)) & 1
			found |= hit << bit
			bit++
		}
	}
	found &^= 1 << 4 // the last move itself
	for found != 0 {
		k := bits.TrailingZeros32(found)
		found &= found - 1
		cs.add(board.Point((last + (k/3-1)*board.Stride + k%3 - 1) & mask))
	}
}

// buildShapes expands the shapes into the table of keys: every symmetry,
// both colourings, every value of the wildcards.
func buildShapes(src []string) *[1 << 16 / 64]uint64 {
	t := new([1 << 16 / 64]uint64)
	for _, s := range src {
		if len(s) != 9 || s[4] != '.' {
			panic("playout: bad shape " + s)
		}
		g := []byte(s)
		for sym := 0; sym < 8; sym++ {
			for _, swap := range [2]bool{false, true} {
				expand(t, transform(g, sym, swap), 0, 0)
			}
		}
	}
	return t
}

// transform returns the shape g turned by sym (bit 0: mirror, bits 1-2:
// quarter turns), with its colours swapped when swap is set.
func transform(g []byte, sym int, swap bool) []byte {
	out := make([]byte, 9)
	for r := 0; r < 3; r++ {
		for col := 0; col < 3; col++ {
			rr, cc := r, col
			if sym&1 != 0 {
				cc = 2 - cc
			}
			for k := 0; k < sym>>1; k++ {
				rr, cc = cc, 2-rr
			}
			ch := g[3*r+col]
			if swap {
				ch = swapped(ch)
			}
			out[3*rr+cc] = ch
		}
	}
	return out
}

func swapped(ch byte) byte {
	switch ch {
	case 'X':
		return 'O'
	case 'O':
		return 'X'
	case 'x':
		return 'o'
	case 'o':
		return 'x'
	}
	return ch
}

// expand sets the keys of every neighbourhood the shape g matches,
// filling g's points from index i on; key holds the points before i.
func expand(t *[1 << 16 / 64]uint64, g []byte, i int, key uint16) {
	if i == 9 {
		t[key>>6] |= 1 << (key & 63)
		return
	}
	if i == 4 { // the centre
		expand(t, g, i+1, key)
		return
	}
	slot := i
	if i > 4 {
		slot = i - 1
	}
	var values []uint16
	switch g[i] {
	case 'X':
		values = []uint16{relMine}
	case 'O':
		values = []uint16{relTheir}
	case '.':
		values = []uint16{relEmpty}
	case '#':
		values = []uint16{relWall}
	case 'x':
		values = []uint16{relEmpty, relTheir, relWall}
	case 'o':
		values = []uint16{relEmpty, relMine, relWall}
	case '?':
		values = []uint16{relEmpty, relMine, relTheir, relWall}
	default:
		panic("playout: bad shape character " + string(g[i]))
	}
	for _, v := range values {
		expand(t, g, i+1, key|v<<(2*slot))
	}
}
