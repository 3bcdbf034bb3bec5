package life

import (
	"fmt"
	"slices"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// EnclosedFloor is the least share of playouts in which the opponent owns
// a string for the string to be found dead by its surroundings: the
// playouts must lean that way a little, so that a group the local test
// misreads (one with room to live, or a seki) keeps its life.
const EnclosedFloor = 0.3

// sure is String.Sure: how far owned lies from threshold t on the side of
// the judgement, as a share of the way to 0 or 1.
func sure(owned, t float64, dead bool) float64 {
	if dead {
		return min(1, max(0, (owned-t)/(1-t)))
	}
	return min(1, max(0, (t-owned)/t))
}

// enclose finds the strings of j still alive that their surroundings
// kill: b is the board with j's dead strings taken off. For each colour c,
// an area is a maximal 4-connected set of c's stones and empty points. A
// c string in an area is dead when
//
//   - the area's walls, the opponent strings next to it, are living: each
//     is unconditionally alive (analyze.Benson), or was judged alive with
//     the opponent of the wall owning it in under EnclosedFloor of the
//     playouts and has two liberties outside the area or three more
//     liberties than any c string of the area, so no capturing race or
//     seki with the stones inside can take it;
//   - the area holds fewer than two eyes of c: empty regions of the area
//     next to no opponent stone;
//   - the string's Owned is at least EnclosedFloor.
//
// Such a string can neither make two eyes nor capture its way out: a lone
// invader in the opponent's wide, loosely closed area, or the last stones
// of a group that lost its eyes.
func enclose(b *board.Board, j *Judgement, threshold float64) {
	var index [board.Cells]int32 // 1 + the string's index in j.Strings; 0 for none
	for i, s := range j.Strings {
		for _, p := range s.Stones {
			index[p] = int32(i + 1)
		}
	}
	life := [3]*analyze.Life{
		board.Black: analyze.Benson(b, board.Black),
		board.White: analyze.Benson(b, board.White),
	}
	var inArea [board.Cells]bool
	var w board.Walker
	for _, c := range []board.Color{board.Black, board.White} {
		opp := c.Opponent()
		ownOrEmpty := func(p board.Point) bool { k := b.At(p); return k == c || k == board.Empty }
		w.Reset()
		for _, start := range b.Points(nil) {
			if w.Seen(start) || b.At(start) != c {
				continue
			}
			// The area of start.
			area := w.Walk(start, ownOrEmpty)
			for _, p := range area {
				inArea[p] = true
			}
			if encloses(b, area, &inArea, j, &index, life[opp], c) {
				for _, p := range area {
					if k := index[p]; k > 0 && b.At(p) == c {
						s := &j.Strings[k-1]
						if !s.Dead && !s.Alive && !s.Unsettled && s.Owned >= EnclosedFloor && s.Stones[0] == p {
							s.Dead, s.Enclosed, s.Sure, s.static = true, true, 1, true
							s.Reason = fmt.Sprintf("walled in by living stones, fewer than two eyes; opponent owns it in %s of playouts", percent(s.Owned))
							j.Dead = append(j.Dead, s.Stones...)
						}
					}
				}
			}
			for _, p := range area {
				inArea[p] = false
			}
		}
	}
	slices.Sort(j.Dead)
}

// encloses tells whether the area of c's stones and empty points (inArea
// marks it) is walled in by living opponent strings and holds fewer than
// two eyes of c.
func encloses(b *board.Board, area []board.Point, inArea *[board.Cells]bool, j *Judgement, index *[board.Cells]int32, oppLife *analyze.Life, c board.Color) bool {
	opp := c.Opponent()
	// The most liberties a c string of the area has: a wall with three
	// more than that wins any race against it.
	inside := 0
	for _, p := range area {
		if k := index[p]; k > 0 && b.At(p) == c && j.Strings[k-1].Stones[0] == p {
			inside = max(inside, len(liberties(b, j.Strings[k-1].Stones)))
		}
	}
	walls := 0
	checked := map[int32]bool{}
	for _, p := range area {
		for _, n := range p.Neighbours() {
			if b.At(n) != opp {
				continue
			}
			k := index[n]
			if k == 0 {
				return false
			}
			if checked[k] {
				continue
			}
			checked[k] = true
			walls++
			w := &j.Strings[k-1]
			if w.Alive || oppLife.Alive[n] {
				continue
			}
			if w.Dead || w.Owned >= EnclosedFloor ||
				outsideLiberties(b, w.Stones, inArea) < 2 && len(liberties(b, w.Stones)) < inside+3 {
				return false
			}
		}
	}
	if walls == 0 {
		return false
	}
	// Count the eyes: empty regions of the area next to no opponent stone.
	eyes := 0
	var seen = map[board.Point]bool{}
	for _, p := range area {
		if b.At(p) != board.Empty || seen[p] {
			continue
		}
		region := []board.Point{p}
		seen[p] = true
		eye := true
		for i := 0; i < len(region); i++ {
			for _, n := range region[i].Neighbours() {
				switch b.At(n) {
				case opp:
					eye = false
				case board.Empty:
					if !seen[n] {
						seen[n] = true
						region = append(region, n)
					}
				}
			}
		}
		if eye {
			eyes++
			if eyes >= 2 {
				return false
			}
		}
	}
	return true
}

// outsideLiberties counts the liberties of the string stones that lie
// outside the area inArea marks.
func outsideLiberties(b *board.Board, stones []board.Point, inArea *[board.Cells]bool) int {
	n := 0
	for _, l := range liberties(b, stones) {
		if !inArea[l] {
			n++
		}
	}
	return n
}

// liberties returns the liberties of the string stones on b, each once:
// the empty points next to them but their own, so that a string taken
// off b (its points empty) has those it would have back on it.
func liberties(b *board.Board, stones []board.Point) []board.Point {
	var libs []board.Point
	for _, p := range stones {
		for _, n := range p.Neighbours() {
			if b.At(n) == board.Empty && !slices.Contains(stones, n) && !slices.Contains(libs, n) {
				libs = append(libs, n)
			}
		}
	}
	return libs
}
