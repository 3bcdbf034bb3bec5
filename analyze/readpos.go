package analyze

import (
	"math/bits"

	"github.com/goscore/goscore/board"
)

// This file holds the position a reading plays on (read.go): one set of
// cells, changed by play and put back by undo, with each string's stones
// and liberties kept as the moves go, so that the search copies no
// position and floods no string for a child. Points are the indexes of
// the area (at most readPoints, so a set of them is a bit mask).

// anchored is the liberty bit of a string joined to what the reading
// never takes: a stone next to an empty point outside the area (fixed)
// or next to a string of its colour beyond reach (friend). No point
// index reaches it.
const anchored = uint64(1) << 63

// rstring is a string of the position: its stones and its liberties, a
// bit a point, with anchored among the liberties for ever once it is.
type rstring struct{ stones, libs uint64 }

// rsaved is a string's state before a move changed it, for undo.
type rsaved struct {
	head int8
	s    rstring
}

// rmove is what undo needs to take a move back.
type rmove struct {
	at       int8
	head     int8      // at's head before the move: that of a string taken, if one was
	packed   [2]uint64 // the cells before the move, as the table keys them
	captured uint64    // the stones the move took
	from     int       // the length of the journal before the move
	merged   [3]int8   // the heads of the strings joined into another one
	nmerged  int8
}

// rpos is the position a reading plays on. A string is named by its
// head, one of its stones: head maps each stone to it, strs holds each
// head's string. An entry whose string was taken or joined to another
// stays as it was, and so does the head of a point emptied: taking the
// move back brings them back into use.
type rpos struct {
	cells  rcells
	head   [readPoints]int8
	strs   [readPoints]rstring
	empty  uint64
	packed [2]uint64 // cells, two bits a point, as the table keys them

	nbs    [readPoints]uint64    // per index: its neighbours in the area
	anchor [readPoints][3]uint64 // per index and colour: anchored if a stone of that colour there is

	journal []rsaved           // the strings as they were before the moves being read
	savedAt [readPoints]uint32 // a head's stamp once journaled in the move at hand
	moveAt  uint32
}

// setup makes the reading's start its position.
func (r *reader) setup() {
	p := &r.pos
	p.cells = r.start
	p.empty, p.packed = 0, [2]uint64{}
	p.journal = p.journal[:0]
	p.savedAt, p.moveAt = [readPoints]uint32{}, 0
	var colour [3]uint64
	for i := range r.pts {
		p.nbs[i] = 0
		for _, n := range r.nb[i] {
			if n >= 0 {
				p.nbs[i] |= 1 << n
			}
		}
		for _, c := range []board.Color{Black, White} {
			p.anchor[i][c] = 0
			if r.fixed[i] || r.friend[i]&(1<<c) != 0 {
				p.anchor[i][c] = anchored
			}
		}
		c := p.cells[i]
		colour[c] |= 1 << i
		p.packed[i/32] |= uint64(c) << (2 * (i % 32))
	}
	p.empty = colour[Empty]
	var done uint64
	for i := range r.pts {
		c := p.cells[i]
		if c == Empty || done&(1<<i) != 0 {
			continue
		}
		stones := uint64(1) << i
		for grow := stones; grow != 0; {
			var next uint64
			for g := grow; g != 0; g &= g - 1 {
				next |= p.nbs[bits.TrailingZeros64(g)]
			}
			grow = next & colour[c] &^ stones
			stones |= grow
		}
		var libs uint64
		for s := stones; s != 0; s &= s - 1 {
			q := bits.TrailingZeros64(s)
			libs |= p.nbs[q]&p.empty | p.anchor[q][c]
			p.head[q] = int8(i)
		}
		p.strs[i] = rstring{stones, libs}
		done |= stones
	}
}

// save journals the string at head h before the move at hand changes
// it, once a move.
func (p *rpos) save(h int8) {
	if p.savedAt[h] != p.moveAt {
		p.savedAt[h] = p.moveAt
		p.journal = append(p.journal, rsaved{h, p.strs[h]})
	}
}

// kind tells which of solve's rounds tries col's play at the empty
// point i: 0 for a capture, 1 for a play next to an opponent stone, 2
// for the rest; -1 for none, a suicide. It plays nothing: the liberties
// kept tell.
func (r *reader) kind(col board.Color, i int8) int8 {
	p := &r.pos
	bit := uint64(1) << i
	free := p.nbs[i]&p.empty != 0 || p.anchor[i][col] != 0
	touches := false
	for _, n := range r.nb[i] {
		if n < 0 {
			break
		}
		switch k := p.cells[n]; {
		case k == col:
			if p.strs[p.head[n]].libs&^bit != 0 {
				free = true
			}
		case k != Empty:
			touches = true
			if p.strs[p.head[n]].libs == bit {
				return 0
			}
		}
	}
	switch {
	case !free:
		return -1
	case touches:
		return 1
	}
	return 2
}

// play puts col at i: it takes the opponent strings left with no
// liberty, and refuses suicide, leaving the position as it was. It
// returns the original strings taken (a bit each), the stones taken, and
// the ko point it makes (or -1); m gets what undo needs.
func (r *reader) play(col board.Color, i int8, m *rmove) (taken uint64, took int, ko int8, ok bool) {
	p := &r.pos
	bit := uint64(1) << i
	opp := col.Opponent()
	p.moveAt++
	*m = rmove{at: i, head: p.head[i], packed: p.packed, from: len(p.journal)}
	p.cells[i] = col
	p.empty &^= bit
	p.packed[i/32] |= uint64(col) << (2 * (i % 32))
	// The opponent strings next to i lose a liberty; i's own join it.
	var opps [4]int8
	nopp := 0
	h := int8(-1)
	s := rstring{bit, p.nbs[i]&p.empty | p.anchor[i][col]}
	for _, n := range r.nb[i] {
		if n < 0 {
			break
		}
		switch k, g := p.cells[n], p.head[n]; {
		case k == Empty || p.savedAt[g] == p.moveAt: // seen already
		case k == opp:
			p.save(g)
			p.strs[g].libs &^= bit
			opps[nopp] = g
			nopp++
		default:
			p.save(g)
			s.stones |= p.strs[g].stones
			s.libs |= p.strs[g].libs
			if h < 0 {
				h = g
			} else {
				m.merged[m.nmerged] = g
				m.nmerged++
			}
		}
	}
	lone := h < 0
	if lone {
		h = i
		p.save(i) // a stale entry, but a string taken may need it back
	}
	s.libs &^= bit
	p.strs[h] = s
	p.head[i] = h
	for _, g := range m.merged[:m.nmerged] {
		for st := p.strs[g].stones; st != 0; st &= st - 1 {
			p.head[bits.TrailingZeros64(st)] = h
		}
	}
	taken, took, last := r.capture(col, opps[:nopp], m)
	if p.strs[h].libs == 0 {
		p.undo(m)
		return 0, 0, -1, false
	}
	ko = -1
	if took == 1 && lone && p.anchor[i][col] == 0 && bits.OnesCount64(p.nbs[i]&p.empty) == 1 {
		ko = last
	}
	return taken, took, ko, true
}

// capture takes off the strings of opps (the heads of the opponent
// strings next to col's move m) left with no liberty, gives a liberty to
// each string of col next to them, and notes them in m. It returns the
// original strings taken (a bit each), the stones taken and the index of
// the last one.
func (r *reader) capture(col board.Color, opps []int8, m *rmove) (taken uint64, took int, last int8) {
	p := &r.pos
	opp := col.Opponent()
	last = -1
	for _, g := range opps {
		if p.strs[g].libs != 0 {
			continue
		}
		st := p.strs[g].stones
		m.captured |= st
		took += bits.OnesCount64(st)
		for ; st != 0; st &= st - 1 {
			q := int8(bits.TrailingZeros64(st))
			if id := r.orig[q]; id >= 0 && r.start[q] == opp {
				taken |= 1 << id
			}
			p.cells[q] = Empty
			p.packed[q/32] &^= 3 << (2 * (q % 32))
			last = q
		}
	}
	if m.captured != 0 {
		p.empty |= m.captured
		for st := m.captured; st != 0; st &= st - 1 {
			q := int8(bits.TrailingZeros64(st))
			for _, n := range r.nb[q] {
				if n >= 0 && p.cells[n] == col {
					g := p.head[n]
					p.save(g)
					p.strs[g].libs |= 1 << q
				}
			}
		}
	}
	return taken, took, last
}

// undo takes back the move m describes, the last one played and not
// taken back.
func (p *rpos) undo(m *rmove) {
	for k := len(p.journal) - 1; k >= m.from; k-- {
		p.strs[p.journal[k].head] = p.journal[k].s
	}
	p.journal = p.journal[:m.from]
	for _, g := range m.merged[:m.nmerged] {
		for st := p.strs[g].stones; st != 0; st &= st - 1 {
			p.head[bits.TrailingZeros64(st)] = g
		}
	}
	bit := uint64(1) << m.at
	col := p.cells[m.at]
	p.cells[m.at] = Empty
	p.head[m.at] = m.head
	p.empty |= bit
	if m.captured != 0 {
		opp := col.Opponent()
		for st := m.captured; st != 0; st &= st - 1 {
			p.cells[bits.TrailingZeros64(st)] = opp
		}
		p.empty &^= m.captured
	}
	p.packed = m.packed
}
