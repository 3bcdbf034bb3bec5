package life

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestFalseEye: the one-point space at e (drawn empty) is a false eye of
// Black or a real one, by its diagonal points and the strings around it.
func TestFalseEye(t *testing.T) {
	for _, tt := range []struct {
		name, diagram string
		false_        bool
	}{
		{"on the edge, a white diagonal", `
X e X O .
X X O . .
. O . . .`, true},
		{"on the edge, Black's diagonals", `
X e X . .
X X X . .
O O O O .`, false},
		{"in the centre, one white diagonal", `
. . . . .
. X X O .
X X e X .
. X X X .
. . . . .`, false},
		{"in the centre, two white diagonals", `
. . . . .
. X X O .
X X e X .
. O X X .
. . . . .`, true},
		{"a ring of stones in the open: empty diagonals White can reach", `
O . . . .
. . X . .
. X e X .
. . X . .
. . . . .`, true},
		{"empty diagonals that are Black's own eyes", `
. X . X .
X X X X X
X X e X X
X X X X X
O O O O O`, false},
		{"a string next to it in atari", `
X e X O .
X X O O .
O O . . .`, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, strings.ReplaceAll(tt.diagram, "e", "."))
			var eye board.Point
			for row, line := range strings.Split(strings.TrimSpace(tt.diagram), "\n") {
				if col := strings.Index(strings.ReplaceAll(strings.TrimSpace(line), " ", ""), "e"); col >= 0 {
					eye = b.Point(row, col)
				}
			}
			j := judgementOf(&b)
			var index [board.Cells]int32
			for i, s := range j.Strings {
				for _, p := range s.Stones {
					index[p] = int32(i + 1)
				}
			}
			if got := falseEye(&b, eye, board.Black, j, &index); got != tt.false_ {
				t.Errorf("falseEye(%v) = %v, want %v", eye, got, tt.false_)
			}
		})
	}
}

// TestEyeGroups counts the eyes of the group of Black's string at B2 (or
// the vertex given): strings join through the eye spaces they border
// together, and a living eye space counts as two eyes.
func TestEyeGroups(t *testing.T) {
	for _, tt := range []struct {
		name, diagram, at string
		eyes              int
	}{
		{"two one-point eyes on the edge", `
. X . X O .
X X X X O .
O O O O O .`, "B2", 2},
		{"one eye", `
. X X X . .
X X X X . .
O O O O O .`, "B2", 1},
		{"a six-point space walled in by three strings", `
O . . . . . O
. X X X X . .
. X . . . X .
. X . . . X .
. . X X X . .
O . . . . . O`, "C2", 2},
		{"two eyes shared by two strings", `
. X O . . .
X X O . . .
. X O . . .
X X O . . .
O O O . . .`, "A4", 2},
		{"a string in atari joins no group", `
. X . X O .
X O X X O .
O O O O O .`, "D2", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.diagram)
			j := judgementOf(&b)
			eyes, _ := eyeGroups(&b, j, board.Black)
			if got := eyes[indexAt(t, &b, j, tt.at)]; got != tt.eyes {
				t.Errorf("eyes of the group at %s: %d, want %d", tt.at, got, tt.eyes)
			}
		})
	}
}

// TestKeepTwoEyes: a Black string the playouts killed comes back when its
// group has two eyes, flagged (Sure 0) with the reason; a killed string
// in atari around its one eye stays dead.
func TestKeepTwoEyes(t *testing.T) {
	b := boardtest.Diagram(t, `
. X O . . . . . .
X X O . . . . . .
. X O . . . . . .
X X O . . . O . .
O O O . . . . . .
. . . . . O O O .
. . . . . O X . O
. . . . . O X X O
. . . . . . O O .`)
	j := judgementOf(&b)
	for i := range j.Strings {
		if s := &j.Strings[i]; s.Colour == board.Black {
			s.Dead, s.Owned, s.Sure = true, 0.8, 0.5
		}
	}
	j.listDead()
	after := b
	takeOff(&after, j.Dead)
	keepTwoEyes(&after, j, DefaultThreshold)
	for _, tt := range []struct {
		at   string
		dead bool
	}{{"A8", false}, {"G3", true}} {
		s := j.Strings[indexAt(t, &b, j, tt.at)]
		if s.Dead != tt.dead {
			t.Errorf("%s: dead %v, want %v (%s)", tt.at, s.Dead, tt.dead, s.Reason)
		}
		if !tt.dead && (s.Sure != 0 || !strings.Contains(s.Reason, "eyes")) {
			t.Errorf("%s came back with Sure %v and reason %q, want 0 and its eyes", tt.at, s.Sure, s.Reason)
		}
	}
}
