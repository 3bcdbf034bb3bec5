package analyze

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// randomBoard fills a w x h board at random, a point empty with
// probability empty percent and otherwise black or white alike.
func randomBoard(rng *rand.Rand, w, h, empty int) board.Board {
	b, _ := board.New(w, h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			switch r := rng.IntN(100); {
			case r < empty:
			case r < empty+(100-empty)/2:
				b.Set(board.At(x, y), Black)
			default:
				b.Set(board.At(x, y), White)
			}
		}
	}
	return b
}

// sekiBoards are random boards of the sizes and fills where seki turn up
// most (tiny ones, where about one board in two hundred holds one), larger
// ones, and the 11x11 fills of the batch benchmark, all taken through
// Evaluate's removal.
func sekiBoards(t *testing.T, f func(e *Evaluation)) {
	rng := rand.New(rand.NewPCG(11, 12))
	var e Evaluation
	for _, size := range []struct{ w, h, empty, n int }{
		{3, 3, 20, 6000}, {3, 3, 30, 4000}, {4, 3, 25, 4000}, {4, 4, 15, 4000}, {5, 5, 20, 2000},
		{7, 5, 25, 1000}, {9, 9, 20, 1000}, {11, 11, 20, 1000}, {19, 19, 15, 200},
	} {
		for i := 0; i < size.n; i++ {
			b := randomBoard(rng, size.w, size.h, size.empty)
			Evaluate(&b, Empty, &e)
			f(&e)
		}
	}
}

// TestMayHoldSekiIsNecessary: FindSeki, on a bare board and through an
// Evaluation where the position is not settled (settle), finds what
// findSeki's full search finds on every board, so the quick test before
// it never drops a seki.
func TestMayHoldSekiIsNecessary(t *testing.T) {
	found, boards := 0, 0
	sekiBoards(t, func(e *Evaluation) {
		var want Seki
		findSeki(&e.After, &want)
		bare := FindSeki(&e.After)
		got := e.FindSeki()
		for _, s := range []*Seki{bare, got} {
			if s.settled {
				continue
			}
			if s.kind != want.kind || s.owner != want.owner || s.Stones != want.Stones || s.Shared != want.Shared || s.EyePoints != want.EyePoints || len(s.Groups) != len(want.Groups) {
				t.Fatalf("FindSeki differs from the full search on\n%s\ngot %d groups, want %d", e.After.Grid(), len(s.Groups), len(want.Groups))
			}
		}
		boards++
		if len(want.Groups) > 0 {
			found++
		}
	})
	if found < 50 {
		t.Fatalf("only %d boards of %d hold a seki: the comparison proves little", found, boards)
	}
	t.Logf("%d boards, %d with seki", boards, found)
}

// openBordersByRegions is OpenBorders as docs/rules.md words it: each
// region filled, the liberties from a Position.
func openBordersByRegions(e *Evaluation) []board.Point {
	b := &e.After
	cells := b.Cells()
	pos := NewPosition([]board.Board{*b})
	var seen [board.Cells]bool
	var out []board.Point
	for _, p := range b.Points(nil) {
		if cells[p] != Empty || seen[p] {
			continue
		}
		seen[p] = true
		region := []board.Point{p}
		var colours board.Color
		for i := 0; i < len(region); i++ {
			for _, n := range region[i].Neighbours() {
				switch k := cells[n]; {
				case k == Empty && !seen[n]:
					seen[n] = true
					region = append(region, n)
				case k == Black || k == White:
					colours |= 1 << k
				}
			}
		}
		if colours != 1<<Black|1<<White {
			continue
		}
		for _, q := range region {
			open := false
			if k, _ := e.seki.At(q); len(region) >= 2 && k != SekiShared {
				open = true
			}
			for _, n := range q.Neighbours() {
				if k := cells[n]; len(region) == 1 && (k == Black || k == White) && pos.Liberties(n) <= 1 {
					open = true
				}
			}
			if open {
				out = append(out, q)
			}
		}
	}
	sortFileOrder(out)
	return out
}

// TestOpenBordersByRegions: OpenBorders, from Evaluate's region colours
// and the strings FindSeki found, or from its own when FindSeki did not
// run, gives the points a fill of every region gives.
func TestOpenBordersByRegions(t *testing.T) {
	sekiBoards(t, func(e *Evaluation) {
		want := openBordersByRegions(e) // without seki
		if got := e.OpenBorders(); !slices.Equal(got, want) {
			t.Fatalf("without FindSeki: open borders %v, want %v on\n%s", got, want, e.After.Grid())
		}
		e.FindSeki()
		want = openBordersByRegions(e)
		if got := e.OpenBorders(); !slices.Equal(got, want) {
			t.Fatalf("after FindSeki: open borders %v, want %v on\n%s", got, want, e.After.Grid())
		}
	})
}

// TestStringAtLiberties: the liberties stringAt counts, whatever stone
// of a string is asked first, are a Position's, up to many.
func TestStringAtLiberties(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	var s sekiScratch
	for i := 0; i < 500; i++ {
		b := randomBoard(rng, 9, 9, 25)
		pos := NewPosition([]board.Board{b})
		cells := b.Cells()
		pts := b.Points(nil)
		rng.Shuffle(len(pts), func(i, j int) { pts[i], pts[j] = pts[j], pts[i] })
		s.begin()
		for _, p := range pts {
			if cells[p] == Empty {
				continue
			}
			h := s.stringAt(cells, p)
			if got, want := int(s.libs[h]), min(pos.Liberties(p), many); got != want {
				t.Fatalf("%v: %d liberties, want %d on\n%s", p, got, want, b.Grid())
			}
			if s.libs[h] <= 2 {
				for _, l := range s.lib[h][:s.libs[h]] {
					near := l.Neighbours()
					if cells[l] != Empty || !slices.ContainsFunc(near[:], func(n board.Point) bool { return cells[n] == cells[p] && pos.head[n] == pos.head[p] }) {
						t.Fatalf("%v: %v is no liberty of its string on\n%s", p, l, b.Grid())
					}
				}
			}
		}
	}
}

// TestSacrificeKillsSize: a self-atari that fills an eye space along the
// edge, whose capture leaves the capturer no liberty but the points the
// stones held, is a sacrifice that kills when it is three stones (the
// capturer is left a straight three, killed at its middle) and not when
// it is four (a straight four lives): the check reads no sacrifice of
// more than three stones.
func TestSacrificeKillsSize(t *testing.T) {
	for _, tc := range []struct {
		name    string
		diagram string
		p, q    board.Point
		want    bool
	}{
		{"three stones", `
X X . . O
O O O O O
X X X X X
. . . . .`, board.At(2, 3), board.At(3, 3), true},
		{"four stones", `
X X X . . O
O O O O O O
X X X X X X
. . . . . .`, board.At(3, 3), board.At(4, 3), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tc.diagram)
			strs, sid := sekiStrings(&b)
			got := sacrificeKills(b.Cells(), tc.p, Black, tc.q, func(n board.Point) *sekiString { return &strs[sid[n]-1] })
			if got != tc.want {
				t.Errorf("Black at %v, left the liberty %v: kills %v, want %v", tc.p, tc.q, got, tc.want)
			}
		})
	}
}
