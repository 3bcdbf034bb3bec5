package playout

import "github.com/goscore/goscore/board"

// RaceResult is the count of a capturing race (semeai) between two
// neighbouring strings of opposite colours, as Race makes it, and its
// outcome. Index 0 is the first string's, 1 the second's.
type RaceResult struct {
	// Outside counts each string's liberties that the other string does
	// not share and that lie in none of its eyes.
	Outside [2]int
	// Shared counts the liberties the two strings share.
	Shared int
	// Eyes counts each string's eyes: empty regions of at most
	// maxEyeSize points next to it that only stones of its colour (and
	// the edge) border.
	Eyes [2]int
	// EyeLibs is what each string's eyes are worth in liberties: 1, 2, 3,
	// 5, 8 and 12 for an eye of 1 to 6 points (the moves it takes to fill
	// a big eye, its owner capturing the stones played inside).
	EyeLibs [2]int
	// FirstToMove and SecondToMove are the outcome when the first
	// string's owner moves first and when the second string's owner
	// does: the colour of the string that captures the other, or
	// board.Empty when neither is captured (seki, or both live).
	FirstToMove, SecondToMove board.Color
}

// maxEyeSize is the largest empty region Race counts as an eye; bigEye
// gives the liberties an eye of each size is worth.
const maxEyeSize = 6

var bigEye = [maxEyeSize + 1]int{0, 1, 2, 3, 5, 8, 12}

// Race counts the capturing race between the string at a and the string
// at b, neighbours of opposite colours, by the classic liberty counting
// of semeai (Richard Hunter, "Counting Liberties and Winning Capturing
// Races"), and reports false when a and b are not such strings.
//
// Each side can fill the other's outside liberties at any time, the
// shared ones at the price of one of its own, and an eye's liberties only
// when the owner has no others (a move inside a one-point eye is suicide
// until it captures). The race is then played out on these counts alone,
// each side choosing its best fill or a pass, which gives the known
// rules: without eyes, shared liberties count for nobody, so the side
// with more outside liberties wins, the side to move when they are equal,
// and two or more shared liberties let the side short of outside ones
// hold a seki; with an eye against none, the shared liberties count for
// the eye; with an eye each, they count for the side being attacked: a
// side to move captures with at least as many liberties (outside and eye)
// as the other's and the shared ones together, one more without the
// move, and short of that on both sides it is seki. An eye bigger than all of the opponent's
// eyes (in points) makes the opponent's eyes count as outside liberties,
// which gives the shared liberties to the bigger eye, as Hunter has it. A
// string with two eyes or more is not captured.
//
// Approach moves, false eyes and strings that are also in atari from
// elsewhere are not known: the count is of the two strings and their
// liberties only.
func (pb *Board) Race(a, b board.Point) (RaceResult, bool) {
	var r RaceResult
	ca, cb := pb.At(a), pb.At(b)
	if ca != black && ca != white || cb != ca.Opponent() {
		return r, false
	}
	var inA, inB [board.Cells]bool
	pb.markString(a, &inA)
	pb.markString(b, &inB)
	if !pb.touches(&inA, &inB) {
		return r, false
	}
	libA, libB := pb.libertySet(&inA), pb.libertySet(&inB)
	for p := range libA {
		if libA[p] && libB[p] {
			r.Shared++
		}
	}
	var big [2]int // each side's largest eye, in points
	for i, side := range [2]struct {
		own, other *[board.Cells]bool
		c          board.Color
	}{{&libA, &libB, ca}, {&libB, &libA, cb}} {
		var seen [board.Cells]bool
		for p := range side.own {
			if !side.own[p] || side.other[p] || seen[p] {
				continue
			}
			size, eye, libs := pb.region(board.Point(p), side.c, side.own, side.other, &seen)
			if !eye {
				r.Outside[i] += libs
				continue
			}
			r.Eyes[i]++
			r.EyeLibs[i] += bigEye[size]
			big[i] = max(big[i], size)
		}
	}
	o, e, eye := r.Outside, r.EyeLibs, [2]bool{r.Eyes[0] > 0, r.Eyes[1] > 0}
	switch {
	case r.Eyes[0] >= 2 && r.Eyes[1] >= 2:
		r.FirstToMove, r.SecondToMove = empty, empty // both live
		return r, true
	case r.Eyes[0] >= 2:
		r.FirstToMove, r.SecondToMove = ca, ca // it lives and takes the other
		return r, true
	case r.Eyes[1] >= 2:
		r.FirstToMove, r.SecondToMove = cb, cb
		return r, true
	}
	// Against a bigger eye, a smaller one is no better than outside
	// liberties.
	for i := range 2 {
		if eye[i] && eye[1-i] && big[i] < big[1-i] {
			eye[i] = false
		}
	}
	for i := range 2 {
		if !eye[i] {
			o[i] += e[i]
			e[i] = 0
		}
	}
	colour := [3]board.Color{empty, ca, cb}
	first, second := raceOutcome(o, e, r.Shared)
	r.FirstToMove, r.SecondToMove = colour[first], colour[second]
	return r, true
}

// markString marks the stones of the string at p.
func (pb *Board) markString(p board.Point, in *[board.Cells]bool) {
	q := p
	for {
		in[q&mask] = true
		q = pb.next[q&mask]
		if q == p {
			return
		}
	}
}

// touches reports whether a stone marked in a is next to one marked in b.
func (pb *Board) touches(a, b *[board.Cells]bool) bool {
	for p := range a {
		if !a[p] {
			continue
		}
		for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
			if b[n&mask] {
				return true
			}
		}
	}
	return false
}

// libertySet marks the liberties of the stones marked in in.
func (pb *Board) libertySet(in *[board.Cells]bool) [board.Cells]bool {
	var libs [board.Cells]bool
	for p := range in {
		if !in[p] {
			continue
		}
		for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
			if pb.color[n&mask] == empty {
				libs[n&mask] = true
			}
		}
	}
	return libs
}

// region fills the empty region holding p, marking it in seen, and
// returns its size, whether it is an eye of colour c (at most maxEyeSize
// points, bordered by c's stones and the edge only) and how many of its
// points are in own but not in other.
func (pb *Board) region(p board.Point, c board.Color, own, other, seen *[board.Cells]bool) (size int, eye bool, libs int) {
	var queue [board.Cells]board.Point
	eye = true
	seen[p&mask] = true
	queue[0] = p
	size = 1
	for i := 0; i < size; i++ {
		q := queue[i&mask]
		if own[q&mask] && !other[q&mask] {
			libs++
		}
		for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			switch k := pb.color[n&mask]; {
			case k == empty:
				if !seen[n&mask] {
					seen[n&mask] = true
					queue[size&mask] = n
					size++
				}
			case k != c && k != wall:
				eye = false
			}
		}
	}
	return size, eye && size <= maxEyeSize, libs
}

// raceOutcome plays out the race with outside liberties o, eye liberties
// e (for a side whose eye counts as one) and s shared liberties, with
// each side to move first (see raceWinner).
//
// Filling the other's outside liberties first is never worse, so all but
// one of as many as both have go in pairs, the side to move unchanged;
// and liberties beyond what the other could fill before being taken (all
// of its own, and one move more) change nothing. This keeps the counts
// the search sees small for any strings.
func raceOutcome(o, e [2]int, s int) (first, second int8) {
	k := max(min(o[0], o[1])-1, 0) // leaving each one: none is taken yet
	o[0], o[1] = o[0]-k, o[1]-k
	for i := range 2 {
		o[i] = min(o[i], o[1-i]+s+e[1-i]+2)
	}
	memo := map[raceState]int8{}
	return raceWinner(raceState{o: o, e: e, s: s}, memo), raceWinner(raceState{o: o, e: e, s: s, mover: 1}, memo)
}

// raceState is a capturing race reduced to counts: each side's outside
// liberties (o) and eye liberties (e, for a side with an eye that
// counts), the shared liberties (s), the side to move and whether the
// last move was a pass.
type raceState struct {
	o, e   [2]int
	s      int
	mover  int
	passed bool
}

// raceWinner plays the race st out, each side filling one of the other's
// liberties or passing, and returns 1 when side 0 captures side 1, 2 for
// the reverse, and 0 when neither is captured (two passes in a row). A
// side fills an eye liberty only when the owner has no outside or shared
// liberty left, and never fills a shared liberty that is its own last.
// The counts are small and the positions repeat, so they are memoized.
func raceWinner(st raceState, memo map[raceState]int8) int8 {
	if v, ok := memo[st]; ok {
		return v
	}
	m, o := st.mover, 1-st.mover
	total := func(s raceState, k int) int { return s.o[k] + s.s + s.e[k] }
	win, lose := int8(m+1), int8(o+1)
	best := lose // the worst for the mover, bettered by any move
	try := func(next raceState) bool {
		if total(next, o) == 0 {
			best = win
			return true
		}
		if total(next, m) == 0 {
			return false // suicide
		}
		next.mover, next.passed = o, false
		v := raceWinner(next, memo)
		switch {
		case v == win:
			best = win
			return true
		case v == 0 && best == lose:
			best = 0
		}
		return false
	}
	done := false
	if st.o[o] > 0 {
		next := st
		next.o[o]--
		done = try(next)
	}
	if !done && st.s > 0 {
		next := st
		next.s--
		done = try(next)
	}
	if !done && st.e[o] > 0 && st.o[o] == 0 && st.s == 0 {
		next := st
		next.e[o]--
		done = try(next)
	}
	if !done {
		if st.passed {
			if best == lose {
				best = 0
			}
		} else {
			next := st
			next.mover, next.passed = o, true
			switch v := raceWinner(next, memo); {
			case v == win:
				best = win
			case v == 0 && best == lose:
				best = 0
			}
		}
	}
	memo[st] = best
	return best
}
