package playout

import (
	"cmp"
	"slices"

	"github.com/goscore/goscore/board"
)

// This file describes a candidate move by features, for the learned move
// model (model.go): one value of each of a few groups, as in Coulom's
// "Computing Elo Ratings of Move Patterns in the Game of Go" (2007), where
// a move's strength is the product of the strengths of its features.
//
// The groups:
//
//   - Shape: the 3x3 neighbourhood of the move, each of its 8 points empty,
//     the mover's, the opponent's or off the board, and each of the 4
//     points beside it that holds a stone marked by the liberties of that
//     string (one, two, or more), seen from the mover (so one shape
//     serves both colours) and the same in each of its 8 rotations and
//     reflections (Shape3x3).
//   - Shape2: the 12 points within distance 2 of the move, each empty,
//     the mover's, the opponent's or off the board, likewise (Diamond).
//   - Shape3 and Shape4: the 24 points within distance 3, and the 40
//     within distance 4, likewise (BigShapes); their keys are too long
//     for a value, so each group holds a 32-bit hash of the key as the
//     board stands (bigHash), which a model knows in every orientation.
//   - Capture: none, one stone, two or more, or a capture that also brings
//     a string of the mover out of atari.
//   - Extension: none, a move that brings a string of the mover out of
//     atari by extending it to two liberties or more, or such an escape
//     into a working ladder.
//   - Atari: none, an atari, or an atari that a ladder then captures.
//   - SelfAtari: none, a move that leaves one stone in atari, or two or
//     more, capturing nothing.
//   - Nakade: the vital point of a small eye space, or not.
//   - Last and Before: the distance to the last move and to the one
//     before it, dx+dy+max(dx,dy) as Coulom measures it, 2 to 16, or none
//     (further, a pass, or no move yet).
//   - Line: the distance to the nearest edge, the first line to the
//     fifth and beyond, by the stage of the game: stones on fewer than an
//     eighth of the points, two eighths, three, or more (5 lines times 4
//     stages).

// The feature groups, in the order a Features value holds them.
const (
	GroupShape = iota
	GroupCapture
	GroupExtension
	GroupAtari
	GroupSelfAtari
	GroupNakade
	GroupLast
	GroupBefore
	GroupLine
	GroupShape2
	GroupShape3
	GroupShape4
	Groups // the number of groups
)

// GroupNames names the groups, as the model's file does.
var GroupNames = [Groups]string{"shape", "capture", "extension", "atari", "self-atari", "nakade", "last", "before", "line", "shape2", "shape3", "shape4"}

// GroupSizes is the number of values of each group but Shape, whose
// values are the shapes a model knows (see Model).
var GroupSizes = [Groups]int{0, 4, 3, 3, 3, 2, 16, 16, 20, 0, 0, 0}

// Features is a candidate move's value in each group. Shape and Shape2
// hold the move's Shape3x3 and Diamond keys as the board stands, Shape3
// and Shape4 the hashes of theirs (a Model knows every orientation); the
// other groups their value, 0 for none.
type Features [Groups]uint32

// shapeMine, shapeTheirs and shapeOff are a point's colour in a Shape3x3
// key, seen from the mover (0 is empty); shapeAtari and shapeTwo mark a
// string beside the move with one liberty, or two.
const (
	shapeMine   = 1
	shapeTheirs = 2
	shapeOff    = 3
	shapeAtari  = 4
	shapeTwo    = 8
)

// Shape3x3 returns the key of the neighbourhood of the empty point p for
// a move of c: four bits a neighbour in neighbourhood's order (row by
// row, the centre left out), the colour from c's side and, beside p, the
// liberties of the string there (one, two, or more). It is not
// canonical: see CanonicalShape.
func (pb *Board) Shape3x3(c board.Color, p board.Point) uint32 {
	var key uint32
	for i, d := range neighbourhood {
		n := (int(p) + d) & mask
		var v uint32
		switch k := pb.color[n]; {
		case k == c:
			v = shapeMine
		case k == c.Opponent():
			v = shapeTheirs
		case k == wall:
			v = shapeOff
		}
		if (v == shapeMine || v == shapeTheirs) && (i == 1 || i == 3 || i == 4 || i == 6) { // beside p
			switch libs, _, _ := pb.libsOf(int(pb.head[n])); libs {
			case 1:
				v |= shapeAtari
			case 2:
				v |= shapeTwo
			}
		}
		key |= v << (4 * i)
	}
	return key
}

// window3x3 lists the 8 neighbours of a move by their offsets (dx, dy),
// in neighbourhood's order.
var window3x3 = [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}

// diamond4 lists the 40 points within Manhattan distance 4 of a move, by
// their offsets: the 8 of the 3x3 window in neighbourhood's order, the 4
// two points away in a line, the 12 three points away, then the 16 four
// points away (so its first 12 are those within distance 2, its first 24
// those within distance 3).
var diamond4 = [40][2]int{
	{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}, {0, -2}, {-2, 0}, {2, 0}, {0, 2},
	{0, -3}, {-1, -2}, {1, -2}, {-2, -1}, {2, -1}, {-3, 0}, {3, 0}, {-2, 1}, {2, 1}, {-1, 2}, {1, 2}, {0, 3},
	{0, -4}, {-1, -3}, {1, -3}, {-2, -2}, {2, -2}, {-3, -1}, {3, -1}, {-4, 0}, {4, 0}, {-3, 1}, {3, 1}, {-2, 2}, {2, 2}, {-1, 3}, {1, 3}, {0, 4},
}

// diamond is the window of Diamond: the 12 points within distance 2.
var diamond = diamond4[:12]

// The symmetries of the windows: sym[s][i] is where symmetry s takes
// point i.
var (
	shapeSym    = symmetries(window3x3[:])
	diamondSym  = symmetries(diamond)
	diamond4Sym = symmetries(diamond4[:])
)

// symmetries returns, for each of the 8 rotations and reflections s (bit
// 0 mirrors x, bit 1 mirrors y, bit 2 then swaps them), where it takes
// each point of a window of the offsets given.
func symmetries(offsets [][2]int) (t [8][]int) {
	for s := range t {
		t[s] = make([]int, len(offsets))
		for i, d := range offsets {
			x, y := d[0], d[1]
			if s&1 != 0 {
				x = -x
			}
			if s&2 != 0 {
				y = -y
			}
			if s&4 != 0 {
				x, y = y, x
			}
			t[s][i] = slices.Index(offsets, [2]int{x, y})
		}
	}
	return t
}

// windowKeys returns a one-word window key's 8 rotations and reflections,
// for a key of bits bits a point and the window's symmetries sym.
func windowKeys(key uint32, bits int, sym *[8][]int) [8]uint32 {
	var out [8]uint32
	for s := range out {
		out[s] = uint32(orient(ShapeKey{uint64(key)}, bits, sym[s])[0])
	}
	return out
}

// orient returns the key k, bits bits a point, with point i moved to
// point to[i]: a symmetry of its window.
func orient(k ShapeKey, bits int, to []int) ShapeKey {
	var out ShapeKey
	mask := uint64(1)<<bits - 1
	per := 64 / bits // points a word
	for i, t := range to {
		v := k[i/per] >> (bits * (i % per)) & mask
		out[t/per] |= v << (bits * (t % per))
	}
	return out
}

// CanonicalShape returns the least of the keys of a Shape3x3 key's 8
// rotations and reflections: one key for a shape in any orientation.
func CanonicalShape(key uint32) uint32 {
	keys := ShapeKeys(key)
	return slices.Min(keys[:])
}

// ShapeKeys returns the Shape3x3 keys of a key's 8 rotations and
// reflections, some of them the same.
func ShapeKeys(key uint32) [8]uint32 { return windowKeys(key, 4, &shapeSym) }

// MoveFeatures returns the features of c's move at the empty point p,
// which must be legal (Legal). The Shape group holds the raw Shape3x3
// key; a Model looks it up in every orientation.
func (pb *Board) MoveFeatures(c board.Color, p board.Point) Features {
	var f Features
	f[GroupShape] = pb.Shape3x3(c, p)
	d3, d4 := pb.bigKeys(c, p)
	f[GroupShape2] = uint32(d4[0] & (1<<(2*len(diamond)) - 1)) // Diamond's key: diamond4 begins with its window
	f[GroupShape3], f[GroupShape4] = bigHash(d3), bigHash(d4)
	h := pb.Hints(c, p)
	// MoveEffect's walk only for a capture, whose size it counts; else
	// the liberties after the move, counted up to 2, say whether it is a
	// self-atari.
	captured, libs := 0, 0
	if h&HintCapture != 0 {
		captured, libs = pb.MoveEffect(c, p)
	} else {
		libs = pb.libsAfterN(c, int(p), 2)
	}
	switch {
	case captured > 0 && h&HintSave != 0:
		f[GroupCapture] = 3
	case captured >= 2:
		f[GroupCapture] = 2
	case captured == 1:
		f[GroupCapture] = 1
	}
	if captured == 0 && h&HintSave != 0 {
		f[GroupExtension] = 1
		if h&HintBadEscape != 0 {
			f[GroupExtension] = 2
		}
	}
	if h&HintAtari != 0 && h&HintSelfAtari == 0 {
		f[GroupAtari] = 1
		if h&HintLadderCapture != 0 {
			f[GroupAtari] = 2
		}
	}
	switch {
	case h&HintSelfAtari != 0:
		f[GroupSelfAtari] = 2
	case captured == 0 && libs == 1:
		f[GroupSelfAtari] = 1
	}
	if h&HintNakade != 0 {
		f[GroupNakade] = 1
	}
	f[GroupLast] = distanceValue(p, pb.last)
	f[GroupBefore] = distanceValue(p, pb.prev)
	line := min(p.X(), p.Y(), pb.w-1-p.X(), pb.h-1-p.Y())
	// The stage: the eighths of the board's points that hold stones.
	stage := min(3, 8*(pb.stonesOf[black]+pb.stonesOf[white])/(pb.w*pb.h))
	f[GroupLine] = uint32(min(line, 4) + 5*stage)
	return f
}

// distanceValue is the Last or Before value of a move at p after a move
// at q: dx+dy+max(dx,dy) less 1, from 1 (distance 2) to 15 (16), and 0
// for further or a pass.
func distanceValue(p, q board.Point) uint32 {
	if q == board.Pass {
		return 0
	}
	dx, dy := p.X()-q.X(), p.Y()-q.Y()
	dx, dy = max(dx, -dx), max(dy, -dy)
	d := dx + dy + max(dx, dy)
	if d < 2 || d > 16 {
		return 0
	}
	return uint32(d - 1)
}

// Diamond returns the key of the 12 points within distance 2 of p for a
// move of c, two bits a point in diamond's order: empty, the mover's, the
// opponent's or off the board. It is not canonical: see CanonicalDiamond.
func (pb *Board) Diamond(c board.Color, p board.Point) uint32 {
	var key uint32
	for i, d := range diamond {
		key |= uint32(pb.code(c, p.X()+d[0], p.Y()+d[1])) << (2 * i)
	}
	return key
}

// code returns the two bits of the point in column x and row y in a
// shape of a move of c: empty, the mover's, the opponent's, or off the
// board.
func (pb *Board) code(c board.Color, x, y int) uint64 {
	if x < 0 || y < 0 || x >= pb.w || y >= pb.h {
		return shapeOff
	}
	switch pb.color[board.At(x, y)] {
	case empty:
		return 0
	case c:
		return shapeMine
	}
	return shapeTheirs
}

// CanonicalDiamond returns the least key of a Diamond key's 8 rotations
// and reflections.
func CanonicalDiamond(key uint32) uint32 {
	keys := DiamondKeys(key)
	return slices.Min(keys[:])
}

// DiamondKeys returns the Diamond keys of a key's 8 rotations and
// reflections.
func DiamondKeys(key uint32) [8]uint32 { return windowKeys(key, 2, &diamondSym) }

// ShapeKey is a shape's key, two bits a point of its window (empty, the
// mover's, the opponent's or off the board) in the window's order from
// bit 0 of the first word on: a Shape3x3 or Diamond key in the first
// word, a distance-3 shape in the first 48 bits, a distance-4 shape in
// 80.
type ShapeKey [2]uint64

// big3Points and big4Points are the points of the distance-3 and
// distance-4 shapes: the first 24 of diamond4, and all of them.
const (
	big3Points = 24
	big4Points = len(diamond4)
)

// bigKeys returns the keys of the shapes within distance 3 and 4 of c's
// move at p, as the board stands (not canonical).
func (pb *Board) bigKeys(c board.Color, p board.Point) (d3, d4 ShapeKey) {
	px, py := p.X(), p.Y()
	for i, d := range diamond4 {
		d4[i>>5] |= pb.code(c, px+d[0], py+d[1]) << (2 * (i & 31))
	}
	d3[0] = d4[0] & (1<<(2*big3Points) - 1)
	return d3, d4
}

// bigHash is the Shape3 or Shape4 value of a key: a 32-bit hash of it,
// as the key is too long for a value. A model maps the hash of each of a
// known shape's 8 orientations to its value. Two keys may share a hash:
// with the few thousand shapes a model knows, an unknown shape passes
// for a known one about once in a hundred thousand moves.
func bigHash(k ShapeKey) uint32 {
	return uint32(((k[0]*0x9e3779b97f4a7c15 ^ k[1]) * 0xbf58476d1ce4e5b9) >> 32)
}

// bigOrientation returns key k of a shape of n points of diamond4 turned
// by symmetry s.
func bigOrientation(k ShapeKey, n, s int) ShapeKey { return orient(k, 2, diamond4Sym[s][:n]) }

// Compare orders shape keys as the numbers they write: -1 when k is the
// less, 0 when they are equal, 1 when o is.
func (k ShapeKey) Compare(o ShapeKey) int {
	return cmp.Or(cmp.Compare(k[1], o[1]), cmp.Compare(k[0], o[0]))
}

// BigShapes returns the canonical keys of the shapes within distance 3
// and 4 of c's move at p: of each, the least of its 8 orientations' keys.
func (pb *Board) BigShapes(c board.Color, p board.Point) (d3, d4 ShapeKey) {
	d3, d4 = pb.bigKeys(c, p)
	return canonicalBig(d3, big3Points), canonicalBig(d4, big4Points)
}

// canonicalBig returns the least of the keys of the 8 orientations of
// the key k of n points of diamond4.
func canonicalBig(k ShapeKey, n int) ShapeKey {
	least := k
	for s := 1; s < 8; s++ {
		if o := bigOrientation(k, n, s); o.Compare(least) < 0 {
			least = o
		}
	}
	return least
}
