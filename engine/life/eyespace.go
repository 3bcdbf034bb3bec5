package life

import (
	"fmt"
	"slices"

	"github.com/goscore/goscore/board"
)

// keepEyeSpace gives their life back to the strings of j found dead that
// wall in, on their own, an eye space of a living shape: b is the board
// with j's dead strings taken off. Benson's algorithm proves nothing for
// a big eye (its inner points are no liberties of the string), and random
// play, which answers no placement inside it, kills such a group now and
// then: often enough, over a wide enough eye, to push its share past the
// threshold. Its Sure stays what its share gives, so the game is flagged
// for a look. It reports whether any string came back.
func keepEyeSpace(b *board.Board, j *Judgement, threshold float64) bool {
	back := false
	var mine [board.Cells]bool
	for i := range j.Strings {
		s := &j.Strings[i]
		if !s.Dead || s.Alive {
			continue
		}
		for _, p := range s.Stones {
			mine[p] = true
		}
		if ownsLivingEye(b, s.Stones, &mine) {
			s.Dead, s.Enclosed, s.static = false, false, true
			s.Sure = sure(s.Owned, threshold, false)
			s.Reason = fmt.Sprintf("walls in a living eye space on its own; playouts gave it to the opponent in %s", percent(s.Owned))
			back = true
		}
		for _, p := range s.Stones {
			mine[p] = false
		}
	}
	if back {
		j.listDead()
	}
	return back
}

// ownsLivingEye reports whether the string stones (mine marks them) walls
// in alone an empty region of a living shape (livingShape): every point
// next to the region is empty, off the board or a stone of the string.
func ownsLivingEye(b *board.Board, stones []board.Point, mine *[board.Cells]bool) bool {
	var seen [board.Cells]bool
	var region []board.Point
	for _, s := range stones {
		for _, start := range s.Neighbours() {
			if b.At(start) != board.Empty || seen[start] {
				continue
			}
			region = append(region[:0], start)
			seen[start] = true
			walled := true
			for i := 0; i < len(region); i++ { // the whole region, so that no part of it is taken for another
				for _, n := range region[i].Neighbours() {
					switch k := b.At(n); {
					case k == board.Empty:
						if !seen[n] {
							seen[n] = true
							region = append(region, n)
						}
					case k != board.Wall && !mine[n]:
						walled = false
					}
				}
			}
			if walled && livingShape(region) {
				return true
			}
		}
	}
	return false
}

// MaxShape bounds the eye spaces livingShape weighs by shape: a bigger one
// is a living eye space, walled in by one string (it can always be split
// in two).
const MaxShape = 6

// livingShape reports whether an empty region walled in by one string
// gives it two eyes against any placement, by the shapes every Go player
// learns (the points' neighbours within the region tell them apart):
// three points or fewer make one eye; of four, the straight, bent and
// twisted shapes live, the square (one eye) and the pyramid (killed at
// its centre) do not; of five, all live but the bulky five (it holds a
// square) and the crossed five (a point with four neighbours); of six,
// all live but the rabbity six (a point with four neighbours). The
// corner's bent four and rectangular six, which can die by shortage of
// liberties or ko, count as living: the game is flagged when the
// playouts disagree.
func livingShape(region []board.Point) bool {
	n := len(region)
	if n <= 3 {
		return false
	}
	if n > MaxShape {
		return true
	}
	in := func(p board.Point) bool { return slices.Contains(region, p) }
	square := false
	for _, p := range region {
		deg := 0
		for _, q := range p.Neighbours() {
			if in(q) {
				deg++
			}
		}
		switch {
		case deg == 4:
			return false // crossed five, rabbity six
		case deg == 3 && n == 4:
			return false // pyramid four
		}
		// p as a corner of a square: the point to its right, the one
		// a row on and the one diagonal to it, all in the region.
		square = square || (in(p+1) && in(p+board.Stride) && in(p+1+board.Stride))
	}
	return !(square && n <= 5) // square four, bulky five
}
