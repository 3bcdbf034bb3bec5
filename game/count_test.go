package game

import (
	"errors"
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/parse/sgf"
)

// TestCountTakesOffAgreedStones: Count ends a game two passes ended on the
// count with the agreed strings off, whole, and says which stones; it is
// refused after a resignation and in kill-all, and undo takes it back
// with the move.
func TestCountTakesOffAgreedStones(t *testing.T) {
	// 5x5, Japanese, komi 0.5: Black walls off columns A-B with C, White
	// D-E with D; a white two-stone string in Black's area.
	//   5 . . X O .
	//   4 O . X O .
	//   3 O . X O .
	//   2 . . X O .
	//   1 . . X O .
	moves := []string{"C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5", "pass", "A3", "pass", "A4", "pass", "pass"}
	for _, tc := range []struct {
		name   string
		dead   []string
		result string
		stones []string
	}{
		// A-B neutral (both colours border it): White's column E and komi.
		{"none dead", nil, "W+5.5", nil},
		// Black's 10 points and 2 dead against White's 5 and komi.
		{"one point names the string", []string{"A4"}, "B+6.5", []string{"A4", "A3"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := New(Go, 5, 5, rules(t, "japanese"))
			g.Rules.Komi = 0.5
			play(t, g, moves...)
			var dead []board.Point
			for _, d := range tc.dead {
				dead = append(dead, vtx(t, d))
			}
			res, err := g.Count(dead)
			if err != nil {
				t.Fatal(err)
			}
			var want []board.Point
			for _, s := range tc.stones {
				want = append(want, vtx(t, s))
			}
			slices.Sort(want)
			got := slices.Clone(res.Dead)
			slices.Sort(got)
			if !res.Judged || res.String() != tc.result || !slices.Equal(got, want) {
				t.Errorf("Count(%v) = %v judged %v dead %v; want %s dead %v", tc.dead, res, res.Judged, res.Dead, tc.result, want)
			}
			if over, _ := g.Over(); over != res {
				t.Errorf("the game is not over on the count")
			}
			if err := g.Undo(); err != nil {
				t.Fatal(err)
			}
			if _, over := g.Over(); over {
				t.Errorf("undo did not take the count back with the last pass")
			}
		})
	}
	g, _ := New(Go, 5, 5, rules(t, "japanese"))
	play(t, g, "C3")
	_ = g.Resign(board.White)
	if _, err := g.Count(nil); !errors.Is(err, ErrOver) {
		t.Errorf("Count after a resignation: %v", err)
	}
	k, _ := New(KillAll, 5, 5, rules(t, "japanese"))
	play(t, k, "C3", "C4", "pass", "pass")
	if _, err := k.Count(nil); !errors.Is(err, ErrNotCounted) {
		t.Errorf("Count in kill-all: %v", err)
	}
}

// TestCountsAddHandicap: every count of a game, the one two passes make
// and the one the players agree on, adds White's compensation for the
// record's handicap under the rules, as score adds it for the record.
// Under Chinese rules a two-stone handicap gives White two points (B+0.5
// without them: 3 stones to 2 and komi 0.5); under Japanese rules none.
func TestCountsAddHandicap(t *testing.T) {
	for _, tc := range []struct{ rules, want string }{{"chinese", "W+1.5"}, {"japanese", "W+0.5"}} {
		recs, err := sgf.Parse("h.sgf", []byte("(;GM[1]FF[4]SZ[9]KM[0.5]HA[2]AB[cc][gg];W[ee];B[ec];W[ce])"))
		if err != nil {
			t.Fatal(err)
		}
		r := rules(t, tc.rules)
		r.Komi = 0.5
		g, err := FromRecord(recs[0], r)
		if err != nil {
			t.Fatal(err)
		}
		if g.Handicap != 2 {
			t.Fatalf("handicap %d, want the record's 2", g.Handicap)
		}
		play(t, g, "pass", "pass")
		if res, _ := g.Over(); res.String() != tc.want {
			t.Errorf("%s: two passes end %s, want %s", tc.rules, res, tc.want)
		}
		if res, err := g.Count(nil); err != nil || res.String() != tc.want {
			t.Errorf("%s: the count %v (%v), want %s", tc.rules, res, err, tc.want)
		}
	}
}
