package analyze

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/goscore/goscore/board"
)

// This file settles an end position the way the Japanese 1989 rules do
// before the count (docs/rules.md, Japanese territory): the dame are
// filled, a string left in atari is connected by its owner, and the
// strings that still touch a dame nobody can fill are in seki. What is
// left of the eyes after that is territory. Where the fills cannot tell
// (a fill into a race, a capture that loses the race after it, a kill
// that needs the right dame first), the fight is read out (read.go).

// settling is the work of Settle: the board as given, what each of its
// empty points is, and the fills of one order of play.
type settling struct {
	b        *board.Board             // the position to count, the dead stones off
	cleared  *board.Board             // the same with the dead stones on
	region   [board.Cells]board.Color // per empty point: the colours its region touches, a bit set
	f        fillBoard                // the board of the order being played
	base     fillBoard                // the board as given, loaded once for both orders
	filled   [board.Cells]board.Color // the colour that filled an empty point in this order
	teire    [board.Cells]bool        // a point filled by its owner to save a string in atari
	lost     [board.Cells]bool        // a stone of each string the fills show can be captured
	ko       [board.Cells]bool        // ko points that hold strings in seki (unsaved)
	pts      []board.Point            // the points of b, in board order
	points   []board.Point            // the dame that matter, in board order
	koString [board.Cells]board.Point // at a ko point: a stone of the string in atari there
	eyeOf    [board.Cells]board.Point // per empty point: the first point of its region
	eyeSize  [board.Cells]int16       // at a region's first point: its size
	eyes     [3]libset                // the points of the regions of each colour
	memo     *readMemo                // the readings of this position (read.go)
}

// bigEye is the size from which a region of one colour holds two eyes
// whatever the opponent plays in it: no shape of seven points or more
// dies to a placement.
const bigEye = 7

// twoEyes reports whether the liberties l, all in regions of one colour,
// make two eyes: they lie in two regions, or in one of bigEye points or
// more. Two liberties in one small region are one eye (a two-point eye
// loses a race to a placement). One liberty is never two eyes, however
// large its region: with the dame filled the string is in atari there, and
// its owner must connect into the region (a teire).
func (s *settling) twoEyes(l *libset) bool {
	if l.count(2) < 2 {
		return false
	}
	var first board.Point
	for i, w := range l {
		for ; w != 0; w &= w - 1 {
			eye := s.eyeOf[board.Point(i*64+bits.TrailingZeros64(w))]
			switch {
			case s.eyeSize[eye] >= bigEye:
				return true
			case first == 0:
				first = eye
			case first != eye:
				return true
			}
		}
	}
	return false
}

// eyeless reports whether the string of colour k at n on f has no two
// eyes: its liberties in the regions of k (s.eyes) are not twoEyes.
func (s *settling) eyeless(f *fillBoard, n board.Point, k board.Color) bool {
	l := f.libs[f.head(n)]
	for i := range l {
		l[i] &= s.eyes[k][i]
	}
	return !s.twoEyes(&l)
}

// The kinds of a point's region, as bits of settling.region.
const (
	touchBlack = 1 << Black
	touchWhite = 1 << White
	touchBoth  = touchBlack | touchWhite
)

// eye reports whether the empty point p is in an eye of c on the given
// board: a region next to c's stones only.
func (s *settling) eye(p board.Point, c board.Color) bool { return s.region[p] == 1<<c }

// neutral reports whether p is in a region touching both colours, or
// none: a dame for the count.
func (s *settling) neutral(p board.Point) bool {
	return s.b.At(p) == Empty && s.region[p] != touchBlack && s.region[p] != touchWhite
}

// run plays out the dame of s.b on s.f in the order that favours first:
// at each neutral point in turn, first fills when it safely can, else its
// opponent does, until a whole pass fills nothing. A string a fill leaves
// in atari is answered by its owner (answer); a string already in atari
// on the given board whose last liberty is in its own eye is connected
// there first. points are the neutral points of s.b, in board order.
func (s *settling) run(first board.Color, points []board.Point) {
	journal := s.f.journal
	s.f = s.base
	s.f.journal = journal[:0]
	s.filled = [board.Cells]board.Color{}
	s.teire = [board.Cells]bool{}
	// Fill the dame, then connect the strings left in atari with their
	// last liberty in an eye of their own, until neither changes the
	// board: a connection can make a fill safe, and a fill can take off
	// a dead stone that held a string in atari.
	for changed := true; changed; {
		changed = false
		for _, d := range points {
			if s.f.cells[d] != Empty {
				continue
			}
			for _, x := range [2]board.Color{first, first.Opponent()} {
				if s.fill(x, d) {
					changed = true
					break
				}
			}
		}
		if s.connect() {
			changed = true
		}
	}
	// The strings still in atari on a dame, once the dame are filled:
	// each is a capture the opponent could make. It may be a real one when
	// the capturing stone keeps a liberty besides the points it takes (read
	// decides: a hanezeki's capture loses the race after it); a ko or a
	// snapback otherwise, which leaves the string in seki.
	for _, p := range s.pts {
		c := s.f.cells[p]
		if (c != Black && c != White) || s.f.head(p) != p || s.f.libs[p].count(2) != 1 {
			continue
		}
		l := s.f.libs[p].first()
		if s.eye(l, c) {
			continue
		}
		if n, _ := s.f.libsAfter(c.Opponent(), l, 1); n >= 1 {
			s.markLost(p)
		}
	}
}

// fill plays a dame fill of x at d when it is safe: it captures nothing
// and leaves x's string two liberties or more, and every opponent string
// it puts in atari can be saved (answer). It reports whether x filled.
// A fill that leaves an opponent string it cannot save is not played,
// and that string is noted as lost (unsaved): the position is not
// settled.
func (s *settling) fill(x board.Color, d board.Point) bool {
	for _, q := range d.Neighbours() {
		if s.f.cells[q] == dead && s.cleared.At(q) == x {
			return false // no fill brings x's dead stones back to life
		}
	}
	n, captures := s.f.libsAfter(x, d, 2)
	if n == 1 && !captures {
		if s.fillWithTeire(x, d) {
			return true
		}
		s.sacrifice(x, d)
	}
	if captures || n < 2 || s.losesRace(x, d) {
		return false
	}
	o := x.Opponent()
	threat := false
	for _, q := range d.Neighbours() {
		if s.f.cells[q] == o && s.f.libs[s.f.head(q)].count(3) == 2 {
			threat = true
		}
	}
	if !threat {
		s.f.place(x, d)
		s.filled[d] = x
		return true
	}
	s.f.begin()
	var log []board.Point
	s.f.place(x, d)
	if !s.answer(o, d, &log) {
		s.takeBack(log)
		return false
	}
	s.f.commit()
	s.filled[d] = x
	return true
}

// fillWithTeire plays x's fill at d that leaves x's string one liberty,
// when that liberty is in an eye of x's own and x can connect there
// (answerString: a teire, a point of its territory that x gives up): a
// string with room in its own territory is no seki, its owner extends
// into it and fills. A string whose eye is too small to extend into (the
// eye of a seki) stays in atari, and the fill is not played. Opponent
// strings the fill puts in atari must be saved, as in fill. It reports
// whether x filled.
func (s *settling) fillWithTeire(x board.Color, d board.Point) bool {
	s.f.begin()
	var log []board.Point
	s.f.place(x, d)
	h := s.f.head(d)
	if !s.eye(s.f.libs[h].first(), x) || !s.answerString(x, h, &log) || !s.answer(x.Opponent(), d, &log) {
		s.takeBack(log)
		return false
	}
	s.f.commit()
	s.filled[d] = x
	return true
}

// takeBack takes back the tentative line since s.f.begin, and the fills
// and teire it noted at the points of log.
func (s *settling) takeBack(log []board.Point) {
	s.f.rollback()
	for _, p := range log {
		s.filled[p], s.teire[p] = Empty, false
	}
}

// losesRace reports whether x's stone at d, a fill that keeps two
// liberties, still loses x a race: when it leaves x's string no liberty
// but in one eye of its own (two liberties in a two-point eye, which a
// placement takes) next to an opponent string without two eyes, the
// fight is read out (read.go), and the fill is unsafe when the opponent,
// moving next, then gains.
func (s *settling) losesRace(x board.Color, d board.Point) bool {
	f := &s.f
	var l libset
	for _, q := range d.Neighbours() {
		switch f.cells[q] {
		case Empty:
			l.add(q)
		case x:
			l.or(&f.libs[f.head(q)])
		}
	}
	l.del(d)
	all := l
	for i := range l {
		l[i] &= s.eyes[x][i]
	}
	if l != all || s.twoEyes(&l) || !s.raceAt(x, d) {
		return false // a liberty outside its eyes left, two eyes, or no race
	}
	var with, without board.Board
	with = *s.cleared
	for _, p := range s.pts {
		switch c := f.cells[p]; c {
		case Black, White, Empty:
			with.Set(p, c)
		}
	}
	with.Set(d, x)
	without = with
	for _, p := range s.pts {
		if f.cells[p] == dead {
			without.Set(p, Empty)
		}
	}
	return readGain(&with, &without, []board.Point{d}, x.Opponent(), goalGain, 2_000, s.memo) == readGains
}

// raceAt reports whether x's string through d, once x has filled d,
// touches an opponent string without two eyes: only then is there a race
// for the fill to lose.
func (s *settling) raceAt(x board.Color, d board.Point) bool {
	f := &s.f
	o := x.Opponent()
	var seen [board.Cells]bool
	queue := []board.Point{d}
	seen[d] = true
	for i := 0; i < len(queue); i++ {
		for _, n := range queue[i].Neighbours() {
			switch {
			case seen[n]:
			case f.cells[n] == x:
				seen[n] = true
				queue = append(queue, n)
			case f.cells[n] == o:
				seen[n] = true
				if s.eyeless(f, n, o) {
					return true
				}
			}
		}
	}
	return false
}

// sacrifice notes as lost the opponent strings that x's stone at d, a
// self-atari, kills when the opponent takes it: a sacrifice of at most
// three stones whose capture leaves the capturing string no liberty but
// the points the stones held (an eye of three points or fewer, which x
// kills with a placement), and no other x string next to the capturing
// point to take the capturer back. Such a point is no shared liberty of a
// seki, though neither side can fill it safely.
func (s *settling) sacrifice(x board.Color, d board.Point) {
	f := &s.f
	var mine []board.Point // the heads of x's strings next to d
	var l libset           // the liberties of the stone at d
	size := 1
	for _, n := range d.Neighbours() {
		switch {
		case f.cells[n] == Empty:
			l.add(n)
		case f.cells[n] == x:
			if h := f.head(n); !slices.Contains(mine, h) {
				mine = append(mine, h)
				size += int(f.size[h])
				l.or(&f.libs[h])
			}
		}
	}
	l.del(d)
	if size > 3 {
		return
	}
	q := l.first() // the one liberty left
	o := x.Opponent()
	var victims []board.Point
	for _, n := range q.Neighbours() {
		switch k := f.cells[n]; {
		case k == Empty && n != d:
			return
		case k == x:
			if !slices.Contains(mine, f.head(n)) {
				return
			}
		case k == o:
			other := f.libs[f.head(n)]
			other.del(q)
			other.del(d)
			if other.count(1) != 0 {
				return
			}
			victims = append(victims, n)
		}
	}
	for _, v := range victims {
		s.markLost(v)
	}
}

// markLost notes the string of the fill board at p as one that can be
// captured, by a stone of it that stands on the board as given (the head
// of a string the fills grew may be a point they filled), so that the
// string is found again on that board.
func (s *settling) markLost(p board.Point) {
	if k := s.b.At(p); k == Black || k == White {
		s.lost[p] = true
		return
	}
	h := s.f.head(p)
	for _, q := range s.pts {
		if k := s.b.At(q); (k == Black || k == White) && s.f.cells[q] == k && s.f.head(q) == h {
			s.lost[q] = true
			return
		}
	}
	s.lost[p] = true // a string of fills alone
}

// answer saves each string of colour c next to the point at (just
// filled by the opponent) that the fill left in atari; it reports whether
// all could be saved, and notes the first that could not (unsaved).
// Points it fills are appended to log.
func (s *settling) answer(c board.Color, at board.Point, log *[]board.Point) bool {
	for _, q := range at.Neighbours() {
		if s.f.cells[q] != c {
			continue
		}
		h := s.f.head(q)
		if s.f.libs[h].count(2) != 1 {
			continue
		}
		if l := s.f.libs[h].first(); !s.answerString(c, h, log) {
			s.unsaved(c, q, l)
			return false
		}
	}
	return true
}

// connect saves each string in atari whose last liberty is in an eye of
// its own, which the opponent could take it at: its owner connects there,
// a point of that eye that is not territory (teire, a false eye). It
// reports whether it played; a string it cannot save is unsaved.
func (s *settling) connect() bool {
	played := false
	var log []board.Point
	for _, p := range s.pts {
		c := s.f.cells[p]
		if (c != Black && c != White) || s.f.head(p) != p || s.f.libs[p].count(2) != 1 {
			continue
		}
		l := s.f.libs[p].first()
		if !s.eye(l, c) || s.ko[l] || s.lost[p] {
			continue
		}
		s.f.begin()
		log = log[:0]
		if s.answerString(c, p, &log) {
			s.f.commit()
			played = true
			continue
		}
		s.takeBack(log)
		s.unsaved(c, p, l)
	}
	return played
}

// unsaved notes c's string at p, in atari with the last liberty l, which
// its owner cannot save: lost, unless the opponent's capture at l is a ko
// (one stone taken by a stone left with no other liberty), which c takes
// back; then l is a ko that holds the strings around it in seki, as two
// kos do in a double-ko seki.
func (s *settling) unsaved(c board.Color, p, l board.Point) {
	h := s.f.head(p)
	if s.f.size[h] == 1 {
		if n, _ := s.f.libsAfter(c.Opponent(), l, 1); n == 0 && s.capturesOnly(c.Opponent(), l, h) {
			s.ko[l] = true
			s.koString[l] = p
			return
		}
	}
	s.markLost(p)
}

// capturesOnly reports whether o's stone at l captures the string at head
// h and nothing else.
func (s *settling) capturesOnly(o board.Color, l, h board.Point) bool {
	for _, q := range l.Neighbours() {
		if s.f.cells[q] == o.Opponent() {
			if hq := s.f.head(q); hq != h && s.f.libs[hq].count(2) == 1 {
				return false
			}
		}
	}
	return true
}

// answerString saves c's string at head h, in atari, by playing its last
// liberty: in its own eye that is a point its owner must fill (teire,
// false eye); on a dame it is a fill like any other. It reports whether
// the string was saved, playing on while the string stays in atari.
func (s *settling) answerString(c board.Color, h board.Point, log *[]board.Point) bool {
	for {
		l := s.f.libs[h].first()
		n, captures := s.f.libsAfter(c, l, 2)
		if n == 0 || captures {
			return false
		}
		own := s.eye(l, c)
		if !own && n < 2 {
			return false
		}
		s.f.place(c, l)
		s.filled[l] = c
		s.teire[l] = own
		*log = append(*log, l)
		if !own && !s.answer(c.Opponent(), l, log) {
			return false
		}
		h = s.f.head(l)
		if s.f.libs[h].count(2) >= 2 {
			return true
		}
	}
}

// settle settles b (docs/rules.md, Japanese territory) into seki, which
// must be empty: the strings in seki, their eyes and the dame between
// them, the points each colour must fill to save a string (false eyes),
// and the strings the fills show can still be captured.
//
// Both orders of filling are played: with White filling first, Black's
// strings meet the most ataris; with Black first, Black fills the dame
// that would hurt him himself. A point is one its owner must fill (a
// false eye) when he fills it in both orders: a teire that only the
// opponent's fill of a dame forces is a dame the owner fills first, as
// players do. A stone is in seki when,
// in both orders, its string as filled still touches a neutral point that
// nobody could fill, and the reading (read) confirms what the fills
// found. The readings share memo with those settles made.
//
// With firstLost, settle stops at the first string the fills show lost
// that the reading does not save, and puts only that string in
// seki.Unsettled (its first stone): for a caller that needs to know no
// more than whether b settles, and must not use the rest of seki then.
// It looks after the first order of fills (White first), and plays the
// second only when that showed none, so which string it names may
// differ from the first of both orders.
func settle(b, cleared *board.Board, seki *Seki, memo *readMemo, firstLost bool) {
	s := settlings.Get().(*settling)
	defer settlings.Put(s)
	s.b, s.cleared = b, cleared
	s.memo = memo
	s.lost = [board.Cells]bool{}
	s.ko = [board.Cells]bool{}
	s.pts = b.Points(s.pts[:0])
	pts := s.pts
	s.regions(pts)
	points := s.damesThatMatter(pts)

	var inSeki [board.Cells]uint8     // per stone: the orders in which it is in seki
	var shared [board.Cells]uint8     // per neutral point: the orders that left it unfilled next to a seki
	var teire [2][3][board.Cells]bool // per order, the points each colour filled to save a string
	for i, first := range [2]board.Color{White, Black} {
		s.fillOrder(i, first, points, &inSeki, &shared, &teire[i])
		// A string the first order shows lost, that the reading does
		// not save, is lost whatever the second shows: with firstLost,
		// enough.
		if firstLost && i == 0 {
			if p, ok := s.firstLost(pts, false); ok {
				s.lostOnly(p, pts, seki)
				return
			}
		}
	}
	if firstLost {
		if p, ok := s.firstLost(pts, true); ok {
			s.lostOnly(p, pts, seki)
			return
		}
	}

	// What the fills cannot settle is read out (read.go); the strings the
	// fills and the reading show can be captured are never in seki.
	s.read(pts, &inSeki)
	lost := s.lostStrings(pts, seki)
	s.markSeki(seki, points, &inSeki, &shared, lost)
	s.markEyes(seki, &teire)
	s.koForLife(seki, lost)
	seki.Groups = sekiGroups(seki, pts)
}

// lostOnly puts the string at p, lost, in seki.Unsettled, alone.
func (s *settling) lostOnly(p board.Point, pts []board.Point, seki *Seki) {
	s.lost = [board.Cells]bool{}
	s.lost[p] = true
	s.lostStrings(pts, seki)
}

// regions notes the colours each empty region of s.b touches (s.region),
// and each empty point's region (s.eyeOf, by its first point, whose
// s.eyeSize is the region's size).
func (s *settling) regions(pts []board.Point) {
	cells := s.b.Cells()
	s.region = [board.Cells]board.Color{}
	var seen [board.Cells]bool
	var queue []board.Point
	for _, p := range pts {
		if cells[p] != Empty || seen[p] {
			continue
		}
		queue = append(queue[:0], p)
		seen[p] = true
		var touch board.Color
		for i := 0; i < len(queue); i++ {
			for _, n := range queue[i].Neighbours() {
				switch k := cells[n]; k {
				case Empty:
					if !seen[n] {
						seen[n] = true
						queue = append(queue, n)
					}
				case Black, White:
					touch |= 1 << k
				}
			}
		}
		for _, q := range queue {
			s.region[q] = touch
			s.eyeOf[q] = p
		}
		s.eyeSize[p] = int16(len(queue))
	}
}

// damesThatMatter loads the fill board and returns the dame that matter:
// those next to a string without two eyes (its liberties in regions of
// its own colour lie in one region, smaller than bigEye). A dame between
// strings with two eyes each is filled safely by either side and leaves
// no string in atari, so it changes nothing.
func (s *settling) damesThatMatter(pts []board.Point) []board.Point {
	cells := s.b.Cells()
	s.base.load(s.b, s.cleared)
	s.f = s.base
	s.eyes = [3]libset{}
	eyes := &s.eyes
	for _, p := range pts {
		if c := s.region[p]; cells[p] == Empty && s.cleared.At(p) == Empty && (c == touchBlack || c == touchWhite) {
			eyes[c>>1].add(p) // touchBlack>>1 is Black, touchWhite>>1 White
		}
	}
	points := s.points[:0]
	for _, p := range pts {
		if !s.neutral(p) {
			continue
		}
		for _, n := range p.Neighbours() {
			if k := s.f.cells[n]; (k == Black || k == White) && s.eyeless(&s.f, n, k) {
				points = append(points, p)
				break
			}
		}
	}
	s.points = points
	return points
}

// fillOrder plays the fills of order i (first moving first) and notes
// what they show: the points each colour had to fill (teire), the
// stones whose strings, as filled, still touch a neutral point left empty
// (bit i of inSeki), and the neutral points left empty (bit i of shared).
func (s *settling) fillOrder(i int, first board.Color, points []board.Point, inSeki, shared *[board.Cells]uint8, teire *[3][board.Cells]bool) {
	cells := s.b.Cells()
	pts := s.pts
	s.run(first, points)
	for _, p := range pts {
		if s.teire[p] {
			teire[s.filled[p]][p] = true
		}
	}
	// The strings, as filled, that touch a neutral point left empty.
	var dame [board.Cells]bool
	for _, p := range pts {
		if s.f.cells[p] != Empty || !(slices.Contains(points, p) || s.ko[p]) {
			continue
		}
		for _, n := range p.Neighbours() {
			if k := s.f.cells[n]; k == Black || k == White {
				dame[s.f.head(n)] = true
			}
		}
	}
	for _, p := range pts {
		if k := cells[p]; (k == Black || k == White) && dame[s.f.head(p)] {
			inSeki[p] |= 1 << i
		}
	}
	for _, p := range points {
		if s.f.cells[p] == Empty {
			shared[p] |= 1 << i
		}
	}
}

// markSeki marks in seki the stones in seki in both orders that cannot
// be captured, and the unfilled dame next to them; a seki needs strings
// of both colours, and a part with one colour only is taken back.
func (s *settling) markSeki(seki *Seki, points []board.Point, inSeki, shared *[board.Cells]uint8, lost *[board.Cells]bool) {
	cells := s.b.Cells()
	pts := s.pts
	for _, p := range pts {
		if inSeki[p] == 3 && !lost[p] {
			seki.kind[p], seki.owner[p] = SekiStone, cells[p]
		}
	}
	for _, p := range points {
		if shared[p] == 3 && nextTo(seki, p, SekiStone) {
			seki.kind[p] = SekiShared
		}
	}
	var seen [board.Cells]bool
	var part []board.Point
	for _, p := range pts {
		if seki.kind[p] == NotSeki || seen[p] {
			continue
		}
		part = append(part[:0], p)
		seen[p] = true
		var colours board.Color
		for i := 0; i < len(part); i++ {
			if c := cells[part[i]]; c != Empty {
				colours |= 1 << c
			}
			for _, n := range part[i].Neighbours() {
				if !seen[n] && (seki.kind[n] == SekiStone || seki.kind[n] == SekiShared) {
					seen[n] = true
					part = append(part, n)
				}
			}
		}
		for _, q := range part {
			switch {
			case colours != touchBoth:
				seki.kind[q], seki.owner[q] = NotSeki, Empty
			case cells[q] == Empty:
				seki.Shared++
			default:
				seki.Stones[cells[q]]++
			}
		}
	}
}

// markEyes marks the eyes: in seki when a stone around them is; else
// their points that their owner must fill (teire) in both orders of
// teire (White filling first, then Black) are false eyes, and those he
// fills only when the opponent filled first are spared.
func (s *settling) markEyes(seki *Seki, teire *[2][3][board.Cells]bool) {
	opponentFirst := [3]int{Black: 0, White: 1} // the order in which the other colour fills first
	cells := s.b.Cells()
	var seen [board.Cells]bool
	var part []board.Point
	for _, p := range s.pts {
		if cells[p] != Empty || seen[p] || (s.region[p] != touchBlack && s.region[p] != touchWhite) {
			continue
		}
		c := Black
		if s.region[p] == touchWhite {
			c = White
		}
		part = append(part[:0], p)
		seen[p] = true
		touchesSeki := false
		for i := 0; i < len(part); i++ {
			for _, n := range part[i].Neighbours() {
				switch {
				case cells[n] == Empty && !seen[n]:
					seen[n] = true
					part = append(part, n)
				case cells[n] == c && seki.kind[n] == SekiStone:
					touchesSeki = true
				}
			}
		}
		for _, q := range part {
			switch {
			case touchesSeki:
				seki.kind[q], seki.owner[q] = SekiEye, c
				seki.EyePoints[c]++
			case teire[0][c][q] && teire[1][c][q]:
				seki.kind[q], seki.owner[q] = FalseEye, c
				seki.FalseEyes[c]++
			case teire[opponentFirst[c]][c][q]:
				seki.Spared[c] = append(seki.Spared[c], q)
			}
		}
	}
}

// koForLife marks unsettled the string in atari of a ko that holds no
// seki (one ko, not two): a ko for life still to fight.
func (s *settling) koForLife(seki *Seki, lost *[board.Cells]bool) {
	cells := s.b.Cells()
	pts := s.pts
	for _, l := range pts {
		if s.ko[l] && !nextTo(seki, l, SekiStone) {
			p := s.koString[l]
			if c := cells[p]; (c == Black || c == White) && !lost[p] {
				s.lost = [board.Cells]bool{}
				s.lost[p] = true
				extra := seki.Unsettled
				seki.Unsettled = nil
				s.lostStrings(pts, seki)
				seki.Unsettled = append(extra, seki.Unsettled...)
				sortFileOrder(seki.Unsettled)
			}
		}
	}
}

// settlings serve settle; each is large (two boards of strings).
var settlings = sync.Pool{New: func() any { return new(settling) }}
