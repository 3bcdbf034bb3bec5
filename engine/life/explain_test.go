package life

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestUnsettleReadsEachSideApart: a string is unsettled when the opponent
// owns it in at most 1-t of the playouts its owner starts and in at least
// t of those the opponent starts, each side's playouts read apart; such a
// string is counted as it stands (alive) and flagged.
func TestUnsettleReadsEachSideApart(t *testing.T) {
	for _, tt := range []struct {
		name                      string
		ownerFirst, opponentFirst float64
		dead, unsettled           bool
	}{
		{"lives if its owner starts, dies if the opponent does", 0.3, 0.8, true, true},
		{"the mixed share says alive, the sides say unsettled", 0.2, 0.7, false, true},
		{"dead either side first", 0.7, 0.9, true, false},
		{"alive either side first", 0.2, 0.5, false, false},
		{"a coin toss for its owner is not life", 0.5, 0.97, true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			j := &Judgement{Strings: []String{{
				Colour: board.Black, Stones: []board.Point{1},
				Owned: (tt.ownerFirst + tt.opponentFirst) / 2, OwnerFirst: tt.ownerFirst, OpponentFirst: tt.opponentFirst,
				Dead: tt.dead, Sure: 0.5,
			}}}
			j.listDead()
			unsettle(j, DefaultThreshold)
			s := j.Strings[0]
			if s.Unsettled != tt.unsettled {
				t.Fatalf("unsettled %v, want %v", s.Unsettled, tt.unsettled)
			}
			if tt.unsettled && (s.Dead || s.Sure != 0 || len(j.Dead) != 0 || !strings.HasPrefix(s.Reason, "unsettled:")) {
				t.Errorf("an unsettled string: dead %v, Sure %v, dead list %v, reason %q; want alive as it stands, Sure 0, a reason", s.Dead, s.Sure, j.Dead, s.Reason)
			}
			if !tt.unsettled && s.Dead != tt.dead {
				t.Errorf("dead %v, want %v as the playouts said", s.Dead, tt.dead)
			}
		})
	}
}

// TestOpenAround: a string taken off lies in an area still open when the
// empty region that holds it touches both colours.
func TestOpenAround(t *testing.T) {
	for _, tt := range []struct {
		name, diagram string
		open          bool
	}{
		{"inside a closed area", `
. . X O .
. . X O .
. . X O .`, false},
		{"the area leaks to the other side", `
. . X O .
. . . O .
. . X O .`, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.diagram)
			a2 := boardtest.Vertex(t, &b, "A2") // a White stone taken off
			if _, got := openAround(&b, []board.Point{a2}); got != tt.open {
				t.Errorf("open %v, want %v", got, tt.open)
			}
		})
	}
}

// TestEveryStringHasAReason: the estimate says why it judged each string,
// and a dead string's reason names the eyes and the playouts or a rule.
func TestEveryStringHasAReason(t *testing.T) {
	for _, diagram := range []string{`
. . . X O . . . .
. . . X O . . . .
. X . X O . . O .
. . . X O . . . .
. O . X O . . . .
. . . X O . . . .
. X . X O . . O .
. . . X O . . . .
. . . X O . . . .`, `
. . X O . . . . .
. . X O O . . O .
. O X X O . . X .
. . . X O O . . .
. X . X X O . O .
. . . . X O . . .
. O O X X O X X .
. . . X O O . . .
. X . X O . . O .`} {
		b := boardtest.Diagram(t, diagram)
		j := Estimate(&b, Config{Seed: 1})
		if len(j.Dead) == 0 {
			t.Fatalf("no dead stones: the test wants some")
		}
		for _, s := range j.Strings {
			switch {
			case s.Reason == "":
				t.Errorf("%v string at %v (dead %v) has no reason", s.Colour, s.Stones[0], s.Dead)
			case s.Dead && !strings.Contains(s.Reason, "opponent owns it") && !s.Enclosed:
				t.Errorf("dead %v string at %v: reason %q names no playouts", s.Colour, s.Stones[0], s.Reason)
			}
		}
	}
}
