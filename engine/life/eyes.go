package life

import (
	"fmt"

	"github.com/goscore/goscore/board"
)

// eyeGroups finds the groups of colour c on b: strings of c with two
// liberties or more (a string in atari is taken at once, eyes or not)
// joined by the eye spaces they border together (empty regions that only c and the
// edge border; on a board with the opponent's dead strings off, an
// opponent stone judged dead inside leaves no mark), and counts each
// group's eyes:
//
//   - a one-point space is an eye unless it is false (falseEye);
//   - a space of two or three points, or a square or pyramid four, is one
//     eye;
//   - a space of a living shape (livingShape: straight, bent and twisted
//     fours, most fives and sixes, anything bigger) is two, since its
//     owner can always divide it.
//
// It returns, per string of j, the eyes of its group (0 for a string of
// the other colour or off b) and the points of the biggest eye space of a
// living shape that its group walls in (0 for none).
func eyeGroups(b *board.Board, j *Judgement, c board.Color) (eyes, space []int) {
	n := len(j.Strings)
	eyes, space = make([]int, n), make([]int, n)
	var index [board.Cells]int32 // 1 + the string's index, on b
	for i, s := range j.Strings {
		if s.Colour != c || b.At(s.Stones[0]) != c || len(liberties(b, s.Stones)) < 2 {
			continue // the other colour's, taken off b as dead, or in atari
		}
		for _, p := range s.Stones {
			index[p] = int32(i + 1)
		}
	}
	// Union-find over strings, joined through their eye spaces.
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	var spaces []eyeSpace
	for _, sp := range eyeSpaces(b, j, c, &index) {
		for _, i := range sp.strings[1:] {
			parent[find(i)] = find(sp.strings[0])
		}
		spaces = append(spaces, sp)
	}
	groupEyes := make([]int, n)
	groupSpace := make([]int, n)
	for _, sp := range spaces {
		g := find(sp.strings[0])
		groupEyes[g] += sp.eyes
		if sp.eyes == 2 {
			groupSpace[g] = max(groupSpace[g], sp.size)
		}
	}
	for i, s := range j.Strings {
		if s.Colour == c && b.At(s.Stones[0]) == c {
			g := find(i)
			eyes[i], space[i] = groupEyes[g], groupSpace[g]
		}
	}
	return eyes, space
}

// eyeSpace is an empty region that only c and the edge border, with the
// strings of c (their indices) around it and the eyes it makes.
type eyeSpace struct {
	strings []int
	eyes    int
	size    int
}

// eyeSpaces finds the eye spaces of colour c on b (see eyeGroups), index
// giving, at each stone of a string eyeGroups counts, 1 + the string's
// index in j.
func eyeSpaces(b *board.Board, j *Judgement, c board.Color, index *[board.Cells]int32) []eyeSpace {
	var spaces []eyeSpace
	var seen [board.Cells]bool
	for _, start := range b.Points(nil) {
		if b.At(start) != board.Empty || seen[start] {
			continue
		}
		region := []board.Point{start}
		seen[start] = true
		only := true // only c and the edge border the region
		var around []int
		for k := 0; k < len(region); k++ {
			for _, q := range region[k].Neighbours() {
				switch b.At(q) {
				case board.Empty:
					if !seen[q] {
						seen[q] = true
						region = append(region, q)
					}
				case c:
					if i := index[q]; i > 0 && !containsInt(around, int(i-1)) {
						around = append(around, int(i-1))
					}
				case board.Wall:
				default:
					only = false
				}
			}
		}
		if !only || len(around) == 0 {
			continue
		}
		sp := eyeSpace{strings: around, size: len(region)}
		switch {
		case len(region) == 1:
			if !falseEye(b, region[0], c, j, index) {
				sp.eyes = 1
			}
		case livingShape(region):
			sp.eyes = 2
		default:
			sp.eyes = 1
		}
		spaces = append(spaces, sp)
	}
	return spaces
}

// falseEye reports whether the one-point space p of colour c is a false
// eye: a string of c next to it has p as its only liberty (the opponent
// captures by playing there), or too many of its diagonal points are not
// c's: two in the centre, one on the edge. A diagonal point counts as
// c's when it holds a stone of c or lies in an empty region that only c
// borders; an empty point the opponent can reach may hold an opponent
// stone tomorrow, and a ring of stones that touch only through the point
// they surround, as dead stones often leave in the opponent's area, is
// no eye.
func falseEye(b *board.Board, p board.Point, c board.Color, j *Judgement, index *[board.Cells]int32) bool {
	for _, q := range p.Neighbours() {
		if i := index[q]; i > 0 && len(liberties(b, j.Strings[i-1].Stones)) < 2 {
			return true
		}
	}
	bad, edge := 0, false
	for _, d := range [4]board.Point{p - board.Stride - 1, p - board.Stride + 1, p + board.Stride - 1, p + board.Stride + 1} {
		switch k := b.At(d); {
		case k == board.Wall:
			edge = true
		case k == c:
		case k == board.Empty && onlyBorders(b, d, c):
		default:
			bad++
		}
	}
	if edge {
		return bad >= 1
	}
	return bad >= 2
}

// onlyBorders reports whether the empty region holding p is bordered by
// c's stones and the edge only.
func onlyBorders(b *board.Board, p board.Point, c board.Color) bool {
	var seen [board.Cells]bool
	region := []board.Point{p}
	seen[p] = true
	for k := 0; k < len(region); k++ {
		for _, n := range region[k].Neighbours() {
			switch kind := b.At(n); {
			case kind == board.Empty:
				if !seen[n] {
					seen[n] = true
					region = append(region, n)
				}
			case kind != c && kind != board.Wall:
				return false
			}
		}
	}
	return true
}

// containsInt reports whether s holds x.
func containsInt(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// keepTwoEyes gives their life back to the strings of j found dead whose
// group has two eyes once the dead strings of their colour are back on
// b, the board with j's dead strings taken off (see eyeGroups): a group
// with two eyes cannot be captured, and a living eye space walled in by
// several strings is two eyes as much as one walled in by one string.
// Random play fills such eye spaces with its own stones now and then.
// Their Sure stays what their share gives, so the game is flagged for a
// look. It reports whether any string came back.
func keepTwoEyes(b *board.Board, j *Judgement, threshold float64) bool {
	back := false
	for _, c := range [2]board.Color{board.Black, board.White} {
		t := *b
		some := false
		for _, s := range j.Strings {
			if s.Dead && s.Colour == c {
				some = true
				for _, p := range s.Stones {
					t.Set(p, c)
				}
			}
		}
		if !some {
			continue
		}
		eyes, space := eyeGroups(&t, j, c)
		for i := range j.Strings {
			s := &j.Strings[i]
			if !s.Dead || s.Colour != c || eyes[i] < 2 {
				continue
			}
			s.Dead, s.Enclosed, s.static = false, false, true
			s.Sure = sure(s.Owned, threshold, false)
			if space[i] > 0 {
				s.Reason = fmt.Sprintf("walls in a living eye space of %d points with its group; playouts gave it to the opponent in %s", space[i], percent(s.Owned))
			} else {
				s.Reason = fmt.Sprintf("its group has %d eyes; playouts gave it to the opponent in %s", eyes[i], percent(s.Owned))
			}
			back = true
		}
	}
	if back {
		j.listDead()
	}
	return back
}

// percent writes a share as a whole percentage, "97%".
func percent(x float64) string { return fmt.Sprintf("%.0f%%", 100*x) }
