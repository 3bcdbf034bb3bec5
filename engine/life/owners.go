package life

import (
	"math/rand/v2"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// Owners is who owned each point at the end of a set of playouts: the
// playouts' ownership of every point, as a server's score estimate reads
// it from its engine. Half the playouts start with Black to move, half
// with White, as the estimate's do; a point is owned at the end of a
// playout by the colour of its stone, or, empty, by the one colour its
// empty region reaches (nobody when it reaches both or neither, as dame
// and the eyes of a seki).
type Owners struct {
	// Playouts is the number of playouts tallied.
	Playouts int
	// Black and White count, for each point, the playouts at whose end
	// that colour owned it.
	Black, White [board.Cells]int32
}

// owners runs n playouts from b, a board without strings lacking
// liberties, as judge runs them (each side moving first in every other
// one, the eyes of pass-alive regions banned to their owner), and tallies
// who owns every point at the end of each.
func owners(b *board.Board, n int, pol playout.Policy, r *rand.PCG) *Owners {
	life := [3]*analyze.Life{
		board.Black: analyze.Benson(b, board.Black),
		board.White: analyze.Benson(b, board.White),
	}
	start := [2]playout.Board{startBoard(b, board.Black, &life), startBoard(b, board.White, &life)}
	pb := new(playout.Board)
	maxMoves := 3*b.Width()*b.Height() + 20
	var o ownership
	w := &Owners{Playouts: n}
	for i := 0; i < n; i++ {
		*pb = start[i&1]
		pb.PlayoutPolicy(r, maxMoves, pol)
		o.next()
		w.tally(&o, pb.Cells(), b)
	}
	return w
}

// tally adds the owners of every point of after's size on cells, the
// board at the end of one playout.
func (w *Owners) tally(o *ownership, cells *[board.Cells]board.Color, after *board.Board) {
	for y := range after.Height() {
		for x := range after.Width() {
			switch p := board.At(x, y); o.owner(cells, p) {
			case board.Black:
				w.Black[p]++
			case board.White:
				w.White[p]++
			}
		}
	}
}

// Share returns the share of the playouts at whose end c owned p, from
// 0 to 1; 0 when no playout ran.
func (w *Owners) Share(p board.Point, c board.Color) float64 {
	if w == nil || w.Playouts == 0 {
		return 0
	}
	switch c {
	case board.Black:
		return float64(w.Black[p]) / float64(w.Playouts)
	case board.White:
		return float64(w.White[p]) / float64(w.Playouts)
	}
	return 0
}

// Lean returns how far p leans to Black, from -1 (White's at the end of
// every playout) to 1 (Black's in every one): Black's share less
// White's, the scale on which KataGo reports ownership and online-go.com
// draws its estimate.
func (w *Owners) Lean(p board.Point) float64 {
	return w.Share(p, board.Black) - w.Share(p, board.White)
}
