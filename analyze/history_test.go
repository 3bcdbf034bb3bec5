package analyze

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestCompactHistoryRebuildsBoards: the history keeps changes, not boards,
// so every earlier board must come back exactly from the current one, and
// a Position reset from those boards must judge every move as the one that
// played them does. Random games on small boards under each ko rule, with
// suicide allowed or not, reach kos, superkos and suicides of several
// stones.
func TestCompactHistoryRebuildsBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	for game := 0; game < 200; game++ {
		w, h := 2+rng.IntN(4), 2+rng.IntN(4)
		b, _ := board.New(w, h)
		r := Rules{Ko: []KoRule{KoSimple, KoPositional, KoSituational}[game%3], Suicide: game%2 == 0}
		p := NewPosition([]board.Board{b})
		boards := []board.Board{b}
		pts := b.Points(nil)
		c := board.Black
		for move := 0; move < 300; move++ {
			pt := board.Pass
			if rng.IntN(8) > 0 {
				pt = pts[rng.IntN(len(pts))]
			}
			if reason, _ := p.Play(c, pt, &r); reason != OK {
				continue
			}
			boards = append(boards, p.Board)
			c = c.Opponent()
		}
		got := append(p.History(), p.Board)
		if len(got) != len(boards) {
			t.Fatalf("game %d: %d positions, want %d", game, len(got), len(boards))
		}
		for i := range boards {
			if got[i] != boards[i] {
				t.Fatalf("game %d: position %d rebuilt as\n%s\nwant\n%s", game, i, got[i].Grid(), boards[i].Grid())
			}
		}
		q := NewPosition(boards)
		for _, col := range []board.Color{board.Black, board.White} {
			for _, pt := range pts {
				if a, b := p.Legal(col, pt, &r), q.Legal(col, pt, &r); a != b {
					t.Fatalf("game %d: %v %v is %v when played, %v when read from the boards", game, col, pt, a, b)
				}
			}
		}
		if q.Unchanged() != p.Unchanged() {
			t.Fatalf("game %d: %d unchanged moves at the end, %d from the boards", game, p.Unchanged(), q.Unchanged())
		}
	}
}
