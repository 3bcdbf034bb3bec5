package life_test

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/boardtest"
)

// The boards of the tests, drawn top row first: X black, O white, . empty.
const (
	// loneStone: Black's wall on column D and White's on column E, each
	// side with two stones of its own inside its territory, as a finished
	// game leaves it, and one white stone at B5, deep in Black's side.
	loneStone = `
		. . . X O . . . .
		. . . X O . . . .
		. X . X O . . O .
		. . . X O . . . .
		. O . X O . . . .
		. . . X O . . . .
		. X . X O . . O .
		. . . X O . . . .
		. . . X O . . . .`

	// finished is the end of a 9x9 game, every border closed, no dame.
	// Black's wall C9-C7-D7-D5-E5-E3-D3-D1 (one string) holds the left
	// side, White's wall D9-D8-E8-E6-F6-F2-E2-E1 (one string) the right;
	// B5 and B1 are Black's stones inside its side, H8, H5 and H1 White's.
	//
	// Checked by hand: the dead stones are White's B7 and B3-C3 and
	// Black's H7 and G3-H3. Black's side is 25 points (A-B on rows 7-9,
	// A-C on rows 1-3 and 5-6, A-D on row 4) holding two Black stones and
	// three White ones: in a strip two or three points wide, next to
	// Black stones, White has no room for two eyes and Black answers every
	// attempt. White's side is 32 points (E9-J9, F8-J8, F7-J7, G6-J6 to
	// G2-J2, F1-J1) at most four wide, holding three White stones; Black's
	// three stones there (H7 touching H8) are too few and too scattered to
	// make two eyes while White answers. Each wall has its whole side
	// behind it, with no opponent stone there that could live, so both
	// walls live, and so do the stones inside their own side.
	finished = `
		. . X O . . . . .
		. . X O O . . O .
		. O X X O . . X .
		. . . X O O . . .
		. X . X X O . O .
		. . . . X O . . .
		. O O X X O X X .
		. . . X O O . . .
		. X . X O . . O .`
)

// finishedDead is the dead list of finished, as a Go player says it.
var finishedDead = []string{"B3", "C3", "G3", "H3", "B7", "H7"}

// vertices turns GTP vertices into points of b, ascending (the order of
// Judgement.Dead).
func vertices(t testing.TB, b *board.Board, vs ...string) []board.Point {
	t.Helper()
	var ps []board.Point
	for _, s := range vs {
		ps = append(ps, boardtest.Vertex(t, b, s))
	}
	return ps
}

// describe lists a judgement's strings, for failure messages.
func describe(j *life.Judgement) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d playouts, dead %v\n", j.Playouts, j.Dead)
	for _, s := range j.Strings {
		fmt.Fprintf(&sb, "  %v %v owned %.3f alive %v dead %v\n", s.Colour, s.Stones, s.Owned, s.Alive, s.Dead)
	}
	return sb.String()
}

// stringAt returns the judgement of the string holding p.
func stringAt(t testing.TB, j *life.Judgement, p board.Point) life.String {
	t.Helper()
	for _, s := range j.Strings {
		if slices.Contains(s.Stones, p) {
			return s
		}
	}
	t.Fatalf("no string holds %v\n%s", p, describe(j))
	return life.String{}
}

// TestEstimate checks the dead list of positions whose answer is clear to
// a Go player, and that chosen strings are judged alive.
func TestEstimate(t *testing.T) {
	tests := []struct {
		name  string
		board string
		dead  []string // the exact dead list
		alive []string // a stone of each string that must not be dead
		gone  []string // stones without liberties, which no string may hold
		// stones of strings that Benson's algorithm does not protect,
		// so that only the playouts keep them alive
		unprotected []string
	}{
		{
			name:  "lone white stone in black's territory",
			board: loneStone,
			dead:  []string{"B5"},
			alive: []string{"D1", "E1", "B7", "B3", "H7", "H3"},
		},
		{
			// Black lives with a straight three on the edge (A1-A3)
			// and eight points around a dead White stone at D2. It is
			// not Benson-alive: D1 touches no Black stone, so the big
			// region is not vital, and one vital region is not enough.
			name: "two eyes, one holding a dead stone",
			board: `
				. . . . . . . . .
				. . . . . . . . .
				. . . . . . . . .
				. . . . . . . . .
				O O O O O O O . .
				X X X X X X O . .
				. X . . . X O . .
				. X . O . X O . .
				. X . . . X O . .`,
			dead:        []string{"D2"},
			alive:       []string{"A4", "A5"},
			unprotected: []string{"A4"},
		},
		{
			name:        "finished 9x9 game",
			board:       finished,
			dead:        finishedDead,
			alive:       []string{"C9", "D9", "B5", "B1", "H8", "H5", "H1"},
			unprotected: []string{"C9", "D9"},
		},
		{
			// A1 (white) and J9 (black) have no liberties: they come
			// off before anything is judged, so the answer is that of
			// loneStone.
			name: "strings without liberties are removed first",
			board: `
				. . . X O . . O X
				. . . X O . . . O
				. X . X O . . O .
				. . . X O . . . .
				. O . X O . . . .
				. . . X O . . . .
				. X . X O . . O .
				X . . X O . . . .
				O X . X O . . . .`,
			dead:  []string{"B5"},
			alive: []string{"D1", "E1", "A2", "B1", "H9", "J8"},
			gone:  []string{"A1", "J9"},
		},
		{
			// 5 columns, 9 rows: Black's wall on column B, White's on
			// C, and a black stone at E5 in White's two columns.
			name: "rectangular board",
			board: `
				. X O . .
				. X O . .
				. X O . .
				. X O . .
				. X O . X
				. X O . .
				. X O . .
				. X O . .
				. X O . .`,
			dead:  []string{"E5"},
			alive: []string{"B1", "C1"},
		},
		{
			// Benson-alive: two one-point eyes on the top edge.
			name:  "a board full but for two eyes",
			board: "0101\n1111\n1111",
			alive: []string{"B3"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.board)
			j := life.Estimate(&b, life.Config{Seed: 1})
			if want := vertices(t, &b, tt.dead...); !slices.Equal(j.Dead, want) {
				t.Errorf("dead %v, want %v\n%s", j.Dead, want, describe(j))
			}
			for _, p := range vertices(t, &b, tt.alive...) {
				if s := stringAt(t, j, p); s.Dead {
					t.Errorf("the string at %v is dead\n%s", p, describe(j))
				}
			}
			for _, p := range vertices(t, &b, tt.unprotected...) {
				if stringAt(t, j, p).Alive {
					t.Errorf("the string at %v is Benson-alive; the case means to test the playouts", p)
				}
			}
			for _, p := range vertices(t, &b, tt.gone...) {
				for _, s := range j.Strings {
					if slices.Contains(s.Stones, p) {
						t.Errorf("%v has no liberties but is judged in %v", p, s.Stones)
					}
				}
			}
			checkJudgement(t, &b, j)
			t.Log(describe(j))
		})
	}
}

// checkJudgement checks the invariants of every judgement: stones
// ascending, strings in board order of their first stone, each stone of
// its string's colour, Owned a share, Dead as Owned and Alive say at the
// default threshold, and the dead list made of the dead strings.
func checkJudgement(t *testing.T, b *board.Board, j *life.Judgement) {
	t.Helper()
	order := map[board.Point]int{}
	for i, p := range b.Points(nil) {
		order[p] = i
	}
	var dead []board.Point
	last := -1
	for _, s := range j.Strings {
		if len(s.Stones) == 0 || !slices.IsSorted(s.Stones) {
			t.Errorf("stones %v not ascending", s.Stones)
			continue
		}
		first := len(order)
		for _, p := range s.Stones {
			if b.At(p) != s.Colour {
				t.Errorf("%v holds %v, string is %v", p, b.At(p), s.Colour)
			}
			first = min(first, order[p])
		}
		if first <= last {
			t.Errorf("string %v out of board order", s.Stones)
		}
		last = first
		if s.Owned < 0 || s.Owned > 1 {
			t.Errorf("string %v owned %v", s.Stones, s.Owned)
		}
		if s.Dead != (!s.Alive && s.Owned >= life.DefaultThreshold) {
			t.Errorf("string %v dead %v with owned %v alive %v", s.Stones, s.Dead, s.Owned, s.Alive)
		}
		if s.Dead {
			dead = append(dead, s.Stones...)
		}
	}
	slices.Sort(dead)
	if !slices.Equal(dead, j.Dead) {
		t.Errorf("dead list %v, dead strings hold %v", j.Dead, dead)
	}
}

// TestBensonNeverDead: both Black strings share the eye A3 and the region
// of the White stones B2-C2, so by Benson's algorithm they are alive. A
// light playout does not know it: A3 looks like a false eye (a White
// stone on its diagonal), and when Black fills it the joined string has
// the one liberty D2 and White captures everything; before Estimate
// banned Black from the one-point eyes of its pass-alive strings, White
// owned Black's points in 58% of playouts. Now the playouts keep them
// (owned 0), and Benson's verdict would keep them alive in any case, even
// at a tiny threshold.
func TestBensonNeverDead(t *testing.T) {
	b := boardtest.Diagram(t, `
		. X X X
		X O O .
		X X X X`)
	j := life.Estimate(&b, life.Config{Seed: 1, Threshold: 0.01})
	t.Log(describe(j))
	for _, s := range j.Strings {
		if s.Colour != board.Black {
			continue
		}
		if !s.Alive || s.Dead {
			t.Errorf("black %v alive %v dead %v, want alive and not dead\n%s", s.Stones, s.Alive, s.Dead, describe(j))
		}
		if s.Owned != 0 {
			t.Errorf("black %v owned %.3f by White: the playouts filled an eye of a pass-alive string\n%s", s.Stones, s.Owned, describe(j))
		}
	}
	if want := vertices(t, &b, "B2", "C2"); !slices.Equal(j.Dead, want) {
		t.Errorf("dead %v, want %v\n%s", j.Dead, want, describe(j))
	}
}

// TestDeterministic: the same board and Config give the same judgement;
// another seed may change the shares but not the clear-cut dead list.
func TestDeterministic(t *testing.T) {
	b := boardtest.Diagram(t, finished)
	cfg := life.Config{Playouts: 300, Seed: 42}
	j1, j2 := life.Estimate(&b, cfg), life.Estimate(&b, cfg)
	if !reflect.DeepEqual(j1, j2) {
		t.Fatalf("two runs differ:\n%s\n%s", describe(j1), describe(j2))
	}
	want := vertices(t, &b, finishedDead...)
	for seed := uint64(0); seed < 5; seed++ {
		j := life.Estimate(&b, life.Config{Playouts: 300, Seed: seed})
		if !slices.Equal(j.Dead, want) {
			t.Errorf("seed %d: dead %v, want %v\n%s", seed, j.Dead, want, describe(j))
		}
	}
}

// TestEdgeCases: boards with nothing or little to judge do not panic and
// give the obvious answer.
func TestEdgeCases(t *testing.T) {
	tests := []struct {
		name    string
		board   string
		strings int // strings judged
	}{
		{"empty 9x9", strings.Repeat(".........\n", 9), 0},
		{"empty 19x19", strings.Repeat("...................\n", 19), 0},
		{"1x1 empty", ".", 0},
		{"1x1 black: no liberty, removed", "X", 0},
		{"full board of one colour: no liberty, removed", strings.Repeat("XXXXXXXXX\n", 9), 0},
		{"full board of both colours: all removed", strings.Repeat("XO\n", 2), 0},
		{"1x2 with a stone", "X.", 1},
		{"19x19 with a stone of each colour", "X" + strings.Repeat(".", 17) + "O\n" + strings.Repeat("...................\n", 18), 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.board)
			j := life.Estimate(&b, life.Config{Playouts: 50})
			if len(j.Strings) != tt.strings {
				t.Errorf("%d strings, want %d\n%s", len(j.Strings), tt.strings, describe(j))
			}
			if tt.strings == 0 && (j.Playouts != 0 || len(j.Dead) != 0) {
				t.Errorf("nothing to judge, but %d playouts and dead %v", j.Playouts, j.Dead)
			}
			if tt.strings > 0 && j.Playouts != 50 {
				t.Errorf("%d playouts, want 50", j.Playouts)
			}
			checkJudgement(t, &b, j)
		})
	}
	t.Run("zero Board", func(t *testing.T) {
		var b board.Board
		if j := life.Estimate(&b, life.Config{}); len(j.Strings) != 0 || j.Playouts != 0 {
			t.Errorf("the 0x0 board gave\n%s", describe(j))
		}
	})
}

// TestOnePlayout: a single playout a round (Black to move first) gives
// each stone all or nothing, so a string's share is a whole number of
// stones; Playouts counts every round's playout.
func TestOnePlayout(t *testing.T) {
	b := boardtest.Diagram(t, finished)
	for seed := uint64(0); seed < 20; seed++ {
		j := life.Estimate(&b, life.Config{Playouts: 1, Seed: seed})
		if j.Playouts < 1 || j.Playouts > life.Rounds {
			t.Fatalf("%d playouts, want 1 a round, at most %d rounds", j.Playouts, life.Rounds)
		}
		for _, s := range j.Strings {
			if k := s.Owned * float64(len(s.Stones)); k != float64(int(k)) {
				t.Errorf("seed %d: %v owned %v, not a whole number of stones", seed, s.Stones, s.Owned)
			}
		}
		checkJudgement(t, &b, j)
	}
}

// TestConfigDefaults: zero fields mean the defaults, and the threshold
// is compared with >=.
func TestConfigDefaults(t *testing.T) {
	b := boardtest.Diagram(t, loneStone)
	j := life.Estimate(&b, life.Config{Seed: 7})
	if n := j.Playouts; n%life.DefaultPlayouts != 0 || n < life.DefaultPlayouts || n > life.Rounds*life.DefaultPlayouts {
		t.Errorf("%d playouts, want DefaultPlayouts (%d) in each of 1 to %d rounds", n, life.DefaultPlayouts, life.Rounds)
	}
	explicit := life.Estimate(&b, life.Config{Playouts: life.DefaultPlayouts, Seed: 7, Threshold: life.DefaultThreshold})
	if !reflect.DeepEqual(j, explicit) {
		t.Errorf("zero Config differs from the explicit defaults:\n%s\n%s", describe(j), describe(explicit))
	}

	// The lone stone at its own share is dead; just above it, alive.
	p := vertices(t, &b, "B5")[0]
	owned := stringAt(t, j, p).Owned
	if owned == 0 {
		t.Fatalf("B5 never owned by Black\n%s", describe(j))
	}
	at := life.Estimate(&b, life.Config{Seed: 7, Threshold: owned})
	if !stringAt(t, at, p).Dead {
		t.Errorf("B5 alive at threshold %v, its own share", owned)
	}
	above := life.Estimate(&b, life.Config{Seed: 7, Threshold: owned + 1e-9})
	if stringAt(t, above, p).Dead || len(above.Dead) != 0 {
		t.Errorf("dead %v at threshold just above B5's share %v", above.Dead, owned)
	}
}

// TestNoAllocationPerPlayout: the playouts reuse one board and one
// ownership scratch, so the allocations do not grow with their number.
// 398 more playouts may cost a few more allocations, never one each: the
// reasons are formatted with fmt, whose buffers come from a pool that a
// garbage collection may empty between runs.
func TestNoAllocationPerPlayout(t *testing.T) {
	b := boardtest.Diagram(t, finished)
	few := testing.AllocsPerRun(5, func() { life.Estimate(&b, life.Config{Playouts: 2}) })
	many := testing.AllocsPerRun(5, func() { life.Estimate(&b, life.Config{Playouts: 400}) })
	if many-few >= 40 {
		t.Errorf("%v allocations with 400 playouts, %v with 2: they grow with the playouts", many, few)
	}
}
