package playout

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestShapeTableColourFree checks that the shape table holds every key
// with its colours swapped, which lets matchShape ignore the side to move.
func TestShapeTableColourFree(t *testing.T) {
	swap := [4]int{relEmpty: relEmpty, relMine: relTheir, relTheir: relMine, relWall: relWall}
	n := 0
	for key := 0; key < 1<<16; key++ {
		sw := 0
		for i := 0; i < 8; i++ {
			sw |= swap[key>>(2*i)&3] << (2 * i)
		}
		in := shapeTable[key>>6]>>(key&63)&1 != 0
		if in != (shapeTable[sw>>6]>>(sw&63)&1 != 0) {
			t.Fatalf("key %04x in table %v, swapped %04x not", key, in, sw)
		}
		if in {
			n++
		}
	}
	if n == 0 {
		t.Fatal("empty shape table")
	}
}

// TestShortcutsAgree plays policy games on 9x9 and, in every position,
// checks the shortcuts of the policy against the slow reads they stand
// for: liberty counts and self-ataris against a walk of the strings, Hints
// against its questions asked stone by stone, the ladder pre-checks
// against the full reads on a copy, the nakade points against a flood
// fill of the space, noteAtaris's and atariNear's answers against a walk
// of the strings, the copy a read restores against the board, and the
// shapes around every point, read from one window, against a key built
// for each point.
func TestShortcutsAgree(t *testing.T) {
	start, _ := board.New(9, 9)
	root := FromBoard(&start, board.Black, board.Pass)
	r := rand.NewPCG(3, 4)
	positions, ladders, nakades, shapes := 0, 0, 0, 0
	for game := 0; game < 40; game++ {
		pb := *root
		for move := 0; move < 200 && pb.passes < 2; move++ {
			positions++
			c := pb.toMove
			for y := 0; y < 9; y++ {
				for x := 0; x < 9; x++ {
					p := int(board.At(x, y))
					var got candidates
					pb.patternMoves(p, &got)
					want := refPatternMoves(&pb, p)
					if !slices.Equal(got.p[:got.n], want) {
						t.Fatalf("patternMoves around %v = %v, point by point %v\n%s", board.Point(p), got.p[:got.n], want, dump(&pb))
					}
					shapes += len(want)
					switch pb.color[p] {
					case empty:
						for _, k := range [2]board.Color{black, white} {
							if got, want := pb.selfAtari(k, p), refSelfAtari(&pb, k, p); got != want {
								t.Fatalf("selfAtari(%v, %v) = %v, want %v\n%s", k, board.Point(p), got, want, dump(&pb))
							}
							// Hints asks capturesAt, and for a move that
							// captures nothing libsAfterN, what
							// MoveEffect's walk tells.
							if pb.Legal(k, board.Point(p)) {
								captured, libs := pb.MoveEffect(k, board.Point(p))
								if got := pb.capturesAt(k, p); got != (captured > 0) {
									t.Fatalf("capturesAt(%v, %v) = %v, MoveEffect takes %d\n%s", k, board.Point(p), got, captured, dump(&pb))
								}
								if got := pb.libsAfterN(k, p, 3); captured == 0 && got != min(libs, 3) {
									t.Fatalf("libsAfterN(%v, %v, 3) = %d, MoveEffect counts %d\n%s", k, board.Point(p), got, libs, dump(&pb))
								}
								if got, want := pb.Hints(k, board.Point(p)), refHints(&pb, k, board.Point(p)); got != want {
									t.Fatalf("Hints(%v, %v) = %b, stone by stone %b\n%s", k, board.Point(p), got, want, dump(&pb))
								}
							}
							for _, but := range [2]board.Point{board.Pass, board.Point(p + 1)} {
								if but != board.Pass && pb.color[but] != empty {
									continue
								}
								for _, max := range [2]int{2, 3} {
									if got, want := pb.libsAfterBut(k, p, but, max), refLibsAfterBut(&pb, k, p, but, max); got != want {
										t.Fatalf("libsAfterBut(%v, %v, %v, %d) = %d, want %d\n%s", k, board.Point(p), but, max, got, want, dump(&pb))
									}
								}
							}
						}
					default:
						if pb.head[p] != board.Point(p) {
							continue
						}
						n, lib, _ := pb.libsOf(p)
						if n == 1 && pb.libsAfterN(pb.color[p], int(lib), 3) == 2 {
							got := pb.ladderAfter(pb.color[p], lib, p)
							if got {
								ladders++
							}
							if want := readLadderAfter(&pb, pb.color[p], lib, p); got != want {
								t.Fatalf("ladderAfter(%v, %v) = %v, the read says %v\n%s", lib, board.Point(p), got, want, dump(&pb))
							}
						}
						if n == 1 {
							if got, want := pb.ladderCaptured(p), readLadder(&pb, p, true) != board.Pass; got != want {
								t.Fatalf("ladderCaptured(%v) = %v, the read says %v\n%s", board.Point(p), got, want, dump(&pb))
							}
						}
						if n == 2 {
							if got, want := pb.ladderAtari(p), readLadder(&pb, p, false); got != want {
								t.Fatalf("ladderAtari(%v) = %v, the read says %v\n%s", board.Point(p), got, want, dump(&pb))
							}
						}
					}
				}
			}
			if got, want := readCopy(&pb, root), *root; got != copyWant(&pb, &want) {
				t.Fatalf("copyForRead differs from the board it copies\n%s", dump(&pb))
			}
			if last := pb.last; last != board.Pass {
				var got candidates
				pb.nakadeMoves(pb.color[last].Opponent(), int(last), &got)
				want := refNakade(&pb, pb.color[last].Opponent(), int(last))
				g := slices.Clone(got.p[:got.n])
				slices.Sort(g)
				if !slices.Equal(g, want) {
					t.Fatalf("nakadeMoves after %v = %v, the flood fill says %v\n%s", last, g, want, dump(&pb))
				}
				nakades += len(want)
			}
			p := pb.PolicyMove(c, r, AllRules)
			if p == board.Pass {
				pb.pass()
				continue
			}
			pb.place(c, int(p))
			want := refAtariNear(&pb, int(p))
			if got := pb.atariNear(int(p)); got != want {
				t.Fatalf("atariNear(%v) = %v, the walk of the strings says %v\n%s", board.Point(p), got, want, dump(&pb))
			}
			if got := pb.noteAtaris(int(p)); got != want {
				t.Fatalf("noteAtaris(%v) = %v, the walk of the strings says %v\n%s", board.Point(p), got, want, dump(&pb))
			}
		}
	}
	if ladders == 0 || nakades == 0 || shapes == 0 {
		t.Fatalf("in %d positions, %d ladders, %d nakade points and %d shapes: the test reads too little", positions, ladders, nakades, shapes)
	}
}

// TestRaceOutcomeReduced checks that raceOutcome's shortening of the
// counts changes no outcome: for all small counts, against the search on
// the counts as they are.
func TestRaceOutcomeReduced(t *testing.T) {
	for o0 := 0; o0 <= 7; o0++ {
		for o1 := 0; o1 <= 7; o1++ {
			for s := 0; s <= 4; s++ {
				for e0 := 0; e0 <= 3; e0++ {
					for e1 := 0; e1 <= 3; e1++ {
						o, e := [2]int{o0, o1}, [2]int{e0, e1}
						if o0+s+e0 == 0 || o1+s+e1 == 0 {
							continue // a string without liberties
						}
						first, second := raceOutcome(o, e, s)
						memo := map[raceState]int8{}
						wf := raceWinner(raceState{o: o, e: e, s: s}, memo)
						ws := raceWinner(raceState{o: o, e: e, s: s, mover: 1}, memo)
						if first != wf || second != ws {
							t.Errorf("outside %v eyes %v shared %d: %d, %d, want %d, %d", o, e, s, first, second, wf, ws)
						}
					}
				}
			}
		}
	}
}

// dump draws the board for a failure message.
func dump(pb *Board) string {
	var s []byte
	for y := 0; y < pb.h; y++ {
		for x := 0; x < pb.w; x++ {
			s = append(s, ".XO#"[pb.color[board.At(x, y)]])
		}
		s = append(s, '\n')
	}
	return string(s)
}

// refLibsAfterBut is libsAfterBut by walking every string it joins.
func refLibsAfterBut(pb *Board, c board.Color, p int, but board.Point, max int) int {
	var libs libSet
	libs.skip, libs.skip2, libs.max = board.Point(p), but, max
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		switch pb.color[n] {
		case empty:
			libs.add(board.Point(n))
		case c:
			for q := n; ; {
				for _, m := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
					if pb.color[m] == empty {
						libs.add(board.Point(m))
					}
				}
				if q = int(pb.next[q]); q == n {
					break
				}
			}
		case c.Opponent():
			if lib, ok := pb.atari(int(pb.head[n])); ok && lib == board.Point(p) {
				libs.add(board.Point(n))
			}
		}
	}
	return libs.n
}

// refHints is Hints asking, for each stone next to p, about its string
// (the liberties by the walk of Liberties), and each opponent stone next
// to p for the nakade points after it.
func refHints(pb *Board, c board.Color, p board.Point) Hint {
	var h Hint
	opp := c.Opponent()
	captured, libs := pb.MoveEffect(c, p)
	if captured > 0 {
		h |= HintCapture
	}
	for _, n := range [4]board.Point{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		switch pb.color[n] {
		case c:
			if _, ok := pb.Atari(n); ok && (libs >= 2 || captured > 0) {
				h |= HintSave
				if libs == 2 && captured == 0 && pb.ladderAfter(c, p, int(n)) {
					h |= HintBadEscape
				}
			}
		case opp:
			if pb.Liberties(n) == 2 {
				h |= HintAtari
				if libs >= 2 && pb.capturedAfter(c, p, int(n)) {
					h |= HintLadderCapture
				}
			}
			var cs candidates
			pb.nakadeMoves(c, int(n), &cs)
			if slices.Contains(cs.p[:cs.n], p) {
				h |= HintNakade
			}
		}
	}
	if pb.selfAtari(c, int(p)) {
		h |= HintSelfAtari
	}
	if last := pb.last; last != board.Pass && pb.color[last] == opp {
		for _, d := range neighbourhood {
			if int(last)+d == int(p) && pb.matchShape(int(p)) {
				h |= HintPattern
			}
		}
	}
	return h
}

// refSelfAtari is selfAtari by the liberty count of libsAfter.
func refSelfAtari(pb *Board, c board.Color, p int) bool {
	nb := pb.nbr[p]
	if nb&15 >= 2 || nb>>(4*c)&15 == 0 {
		return false
	}
	for _, n := range [4]int{p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if pb.color[n] == c.Opponent() {
			if lib, ok := pb.atari(int(pb.head[n])); ok && lib == board.Point(p) {
				return false
			}
		}
	}
	return refLibsAfterBut(pb, c, p, board.Pass, 2) < 2 && !pb.nakade(c, p)
}

// readLadderAfter is ladderAfter reading on a copy without its pre-check.
func readLadderAfter(pb *Board, c board.Color, p board.Point, s int) bool {
	work := *pb
	l := ladder{orig: pb, b: &work, s: s}
	if !l.play(c, p) {
		return false
	}
	return l.atari() != board.Pass
}

// readLadder is the read of ladderCaptured (inAtari, answering a capture
// as any point but board.Pass) or of ladderAtari on a copy, without their
// pre-checks.
func readLadder(pb *Board, s int, inAtari bool) board.Point {
	work := *pb
	l := ladder{orig: pb, b: &work, s: s}
	if inAtari {
		if l.captured() {
			return board.Point(s)
		}
		return board.Pass
	}
	return l.atari()
}

// refAtariNear reports whether a string at p or next to it has exactly one
// liberty, by walking the strings.
func refAtariNear(pb *Board, p int) bool {
	for _, n := range [5]int{p, p - board.Stride, p - 1, p + 1, p + board.Stride} {
		if !isStone(pb.color[n]) {
			continue
		}
		var libs []int
		for q := n; ; {
			for _, m := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
				if pb.color[m] == empty && !slices.Contains(libs, m) {
					libs = append(libs, m)
				}
			}
			if q = int(pb.next[q]); q == n {
				break
			}
		}
		if len(libs) == 1 {
			return true
		}
	}
	return false
}

// readCopy returns the board dst after pb.copyForRead(&dst).
func readCopy(pb, dst *Board) Board {
	got := *dst
	pb.copyForRead(&got)
	return got
}

// copyWant returns pb with what copyForRead leaves alone taken from dst:
// first, banned, the per-point arrays past the wall ring's last row, and
// the empty-point list past its entries in use.
func copyWant(pb, dst *Board) Board {
	want := *pb
	n := (pb.h + 2) * board.Stride
	want.first, want.banned = dst.first, dst.banned
	copy(want.color[n:], dst.color[n:])
	copy(want.head[n:], dst.head[n:])
	copy(want.next[n:], dst.next[n:])
	copy(want.libs[n:], dst.libs[n:])
	copy(want.lsum[n:], dst.lsum[n:])
	copy(want.lsum2[n:], dst.lsum2[n:])
	copy(want.stones[n:], dst.stones[n:])
	copy(want.emptyAt[n:], dst.emptyAt[n:])
	copy(want.nbr[n:], dst.nbr[n:])
	copy(want.empties[pb.nEmpty:], dst.empties[pb.nEmpty:])
	return want
}

// refPatternMoves returns, in the order of neighbourhood, the points
// around p where matchShape, building each key from the board, finds a
// shape.
func refPatternMoves(pb *Board, p int) []board.Point {
	var out []board.Point
	for _, d := range neighbourhood {
		if q := p + d; pb.color[q] == empty && pb.matchShape(q) {
			out = append(out, board.Point(q))
		}
	}
	return out
}

// refNakade returns, sorted, the vital points nakadeMoves should find: it
// fills each empty region next to last and keeps those of three points
// that only the last mover's stones and the edge touch.
func refNakade(pb *Board, c board.Color, last int) []board.Point {
	var out []board.Point
	for _, n := range [4]int{last - board.Stride, last - 1, last + 1, last + board.Stride} {
		if pb.color[n] != empty {
			continue
		}
		space := []int{n}
		ok := true
		for i := 0; i < len(space) && len(space) <= 3; i++ {
			q := space[i]
			for _, m := range [4]int{q - board.Stride, q - 1, q + 1, q + board.Stride} {
				switch pb.color[m] {
				case empty:
					if !slices.Contains(space, m) {
						space = append(space, m)
					}
				case c:
					ok = false
				}
			}
		}
		if !ok || len(space) != 3 {
			continue
		}
		for _, q := range space {
			k := 0
			for _, o := range space {
				if isNext(q, o) {
					k++
				}
			}
			if k == 2 && !slices.Contains(out, board.Point(q)) {
				out = append(out, board.Point(q))
			}
		}
	}
	slices.Sort(out)
	return out
}

// isNext reports whether p and q are neighbours.
func isNext(p, q int) bool {
	d := p - q
	return d == 1 || d == -1 || d == board.Stride || d == -board.Stride
}
