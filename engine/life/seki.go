package life

import (
	"fmt"
	"slices"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
)

// keepSeki gives their life back to the strings of j found dead that are
// in seki: b is the board with j's dead strings taken off. Playouts kill
// one side of a seki whenever a random move fills a shared liberty, which
// no player would do; so a dead string that analyze.FindSeki puts in a
// seki once it is back on b, with the dead strings of its colour that
// share a liberty with it, is alive after all. Its Sure stays what its
// share gives, near 0, so the game is flagged for a look: the seki check
// reads no sequence (docs/rules.md, Seki). It reports whether any string
// came back.
func keepSeki(b *board.Board, j *Judgement, threshold float64) bool {
	back := false
	var t board.Board
	for i := range j.Strings {
		s := &j.Strings[i]
		if !s.Dead || s.Alive || !sharesLiberty(b, s) {
			continue
		}
		t = *b
		putBack(&t, s)
		for k := range j.Strings {
			if o := &j.Strings[k]; k != i && o.Dead && o.Colour == s.Colour && libertyInCommon(b, s, o) {
				putBack(&t, o)
			}
		}
		seki := analyze.FindSeki(&t)
		for k := range j.Strings {
			o := &j.Strings[k]
			if kind, _ := seki.At(o.Stones[0]); o.Dead && kind == analyze.SekiStone {
				o.Dead, o.Enclosed, o.Seki, o.static = false, false, true, true
				o.Sure = sure(o.Owned, threshold, false)
				o.Reason = fmt.Sprintf("in seki by the static check; playouts gave it to the opponent in %s", percent(o.Owned))
				back = true
			}
		}
		if s.Dead && unsettleSeki(b, j, i) {
			back = true
		}
	}
	if back {
		j.listDead()
	}
	return back
}

// unsettleSeki calls unsettled the dead string j.Strings[i] and its
// fellows when they are in seki by analyze.FindSeki once their owner has
// played at one of the string's liberties: strings that live in seki if
// their owner moves first (and, as the playouts found them dead, die if
// the opponent does). Its fellows are the dead strings of its colour
// joined to it by shared liberties, all back on b for the check. A move
// that captures or has no liberty is not tried. It reports whether any
// string came back.
func unsettleSeki(b *board.Board, j *Judgement, i int) bool {
	s := &j.Strings[i]
	fellows := []int{i}
	for n := 0; n < len(fellows); n++ {
		f := &j.Strings[fellows[n]]
		for k := range j.Strings {
			if o := &j.Strings[k]; o.Dead && o.Colour == s.Colour && !slices.Contains(fellows, k) && libertyInCommon(b, f, o) {
				fellows = append(fellows, k)
			}
		}
	}
	t := *b
	for _, k := range fellows {
		putBack(&t, &j.Strings[k])
	}
	pos := analyze.NewPosition([]board.Board{t})
	var rules analyze.Rules // no suicide; one position, so no ko
	for _, l := range liberties(&t, s.Stones) {
		if pos.Legal(s.Colour, l, &rules) != analyze.OK {
			continue
		}
		if _, taken := pos.Captures(s.Colour, l, false, nil); taken > 0 {
			continue
		}
		u := t
		u.Set(l, s.Colour)
		seki := analyze.FindSeki(&u)
		if kind, _ := seki.At(s.Stones[0]); kind != analyze.SekiStone {
			continue
		}
		for _, k := range fellows {
			if o := &j.Strings[k]; o.Dead {
				if kind, _ := seki.At(o.Stones[0]); kind == analyze.SekiStone {
					o.Dead, o.Enclosed, o.Unsettled, o.static, o.Sure = false, false, true, true, 0
					o.Reason = fmt.Sprintf("unsettled: seki if its owner plays %v first; playouts gave it to the opponent in %s",
						l, percent(o.Owned))
				}
			}
		}
		return true
	}
	return false
}

// putBack puts the stones of the string s back on t.
func putBack(t *board.Board, s *String) {
	for _, p := range s.Stones {
		t.Set(p, s.Colour)
	}
}

// sharesLiberty reports whether the string s, off the board b, would have
// two liberties or more and one of them next to an opponent stone: what a
// string of a seki needs at least.
func sharesLiberty(b *board.Board, s *String) bool {
	libs := liberties(b, s.Stones)
	if len(libs) < 2 {
		return false
	}
	for _, l := range libs {
		for _, m := range l.Neighbours() {
			if b.At(m) == s.Colour.Opponent() {
				return true
			}
		}
	}
	return false
}

// libertyInCommon reports whether the strings s and o, both off the board
// b, would share a liberty there.
func libertyInCommon(b *board.Board, s, o *String) bool {
	for _, l := range liberties(b, s.Stones) {
		for _, m := range l.Neighbours() {
			if slices.Contains(o.Stones, m) {
				return true
			}
		}
	}
	return false
}

// listDead lists again the stones of j's dead strings in j.Dead, ascending
// (nil when none is dead), after some came back to life.
func (j *Judgement) listDead() {
	j.Dead = j.Dead[:0]
	for _, s := range j.Strings {
		if s.Dead {
			j.Dead = append(j.Dead, s.Stones...)
		}
	}
	slices.Sort(j.Dead)
	if len(j.Dead) == 0 {
		j.Dead = nil
	}
}
