package life

import (
	"fmt"

	"github.com/goscore/goscore/board"
)

// unsettle finds the strings that live when their owner moves first and
// die when the opponent does, by the playouts of each side to move
// (String.OwnerFirst and OpponentFirst, judged apart, never mixed), with
// the one threshold t read both ways: the string lives when its owner
// keeps it in at least t of the playouts its owner starts (the opponent
// owns it in at most 1-t of them) and dies when the opponent owns it in
// at least t of those the opponent starts. A string that a static rule
// decided (Benson's algorithm, its surroundings, a seki, its eyes, a
// race) is left as it is. Random playouts seldom feel who moves first,
// since a random first move rarely lands where it matters: a string in
// atari, which the opponent's first move takes and its owner's first
// move may save for a while, is the usual case, and it is a coin toss
// for its owner (about half of the playouts), not life.
//
// An unsettled string is counted as it stands, alive: taking it off
// would be a guess at who moves next, which the players, who passed,
// left open. Its Sure is 0, so the game is flagged with the string named.
func unsettle(j *Judgement, threshold float64) {
	changed := false
	for i := range j.Strings {
		s := &j.Strings[i]
		if s.Alive || s.static || s.Unsettled {
			continue
		}
		if s.OwnerFirst <= 1-threshold && s.OpponentFirst >= threshold {
			s.Unsettled, s.Dead, s.Sure = true, false, 0
			s.Reason = fmt.Sprintf("unsettled: opponent owns it in %s of playouts with its owner first, %s with the opponent first",
				percent(s.OwnerFirst), percent(s.OpponentFirst))
			changed = true
		}
	}
	if changed {
		j.listDead()
	}
}

// explain gives every string of j that has no reason yet the one its
// playouts give, with the eyes of its group (see eyeGroups), and flags
// (Sure 0) the dead strings that lie in an area still open: b is the
// board with j's dead strings taken off, and an empty region there that
// holds a dead string's points and touches both colours means the border
// around it was never sealed, so its death is a guess about moves not
// played.
func explain(b *board.Board, j *Judgement, threshold float64) {
	var eyes [3][]int
	for _, c := range [2]board.Color{board.Black, board.White} {
		t := *b
		for _, s := range j.Strings {
			if s.Dead && s.Colour == c {
				for _, p := range s.Stones {
					t.Set(p, c)
				}
			}
		}
		eyes[c], _ = eyeGroups(&t, j, c)
	}
	for i := range j.Strings {
		s := &j.Strings[i]
		if s.Dead && !s.Alive {
			if p, ok := openAround(b, s.Stones); ok {
				s.Sure = 0
				s.Reason = joinReason(s.Reason, fmt.Sprintf("not sealed: the empty region at %v touches both colours", p))
			}
		}
		if s.Reason != "" {
			continue
		}
		sides := fmt.Sprintf("%s of playouts with its owner first, %s with the opponent first", percent(s.OwnerFirst), percent(s.OpponentFirst))
		if s.OwnerFirst >= threshold == (s.OpponentFirst >= threshold) {
			sides = fmt.Sprintf("%s of playouts either side first", percent(max(s.OwnerFirst, s.OpponentFirst)))
			if s.OwnerFirst < threshold {
				sides = fmt.Sprintf("at most %s of playouts either side first", percent(max(s.OwnerFirst, s.OpponentFirst)))
			}
		}
		if s.Dead {
			s.Reason = fmt.Sprintf("%s, opponent owns it in %s", eyeWords(eyes[s.Colour][i]), sides)
		} else {
			s.Reason = fmt.Sprintf("opponent owns it in %s", sides)
		}
	}
}

// eyeWords names a count of eyes.
func eyeWords(n int) string {
	switch n {
	case 0:
		return "no eyes"
	case 1:
		return "one eye"
	}
	return fmt.Sprintf("%d eyes", n)
}

// joinReason adds a clause to a reason.
func joinReason(reason, more string) string {
	if reason == "" {
		return more
	}
	return reason + "; " + more
}

// openAround reports whether an empty region of b next to the stones (a
// string taken off b) touches both colours, and names a point of it.
func openAround(b *board.Board, stones []board.Point) (board.Point, bool) {
	var seen [board.Cells]bool
	for _, s := range stones {
		seen[s] = true
	}
	// The stones' points are empty on b: the region holding them.
	region := append([]board.Point(nil), stones...)
	var reach uint
	for k := 0; k < len(region); k++ {
		for _, n := range region[k].Neighbours() {
			switch c := b.At(n); c {
			case board.Empty:
				if !seen[n] {
					seen[n] = true
					region = append(region, n)
				}
			default:
				reach |= 1 << c
			}
		}
	}
	if reach&(1<<board.Black) != 0 && reach&(1<<board.White) != 0 {
		return region[len(stones)%len(region)], true
	}
	return board.Pass, false
}
