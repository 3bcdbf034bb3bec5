package board

// Walker walks connected sets of points breadth-first, over one queue and
// a generation-stamped mark array: a walk neither recurses nor, once its
// queue has grown, allocates, and nothing is cleared between walks. The
// fills that only need "the points reached from here through these" (a
// region and its size, a group of stones and the empty points between
// them) use one; the hot fills of scoring and of the playouts keep their
// own loops, specialised to their boards. The zero Walker is ready; it is
// large (a mark a point), so keep one and reuse it.
type Walker struct {
	mark  [Cells]uint32
	gen   uint32
	queue []Point
}

// Reset forgets every point walked, so the next walks may cross them
// again.
func (w *Walker) Reset() {
	w.gen++
	if w.gen == 0 { // wrapped: clear the old stamps once
		clear(w.mark[:])
		w.gen = 1
	}
}

// Seen reports whether p was walked since the last Reset.
func (w *Walker) Seen(p Point) bool {
	return w.gen != 0 && p >= 0 && int(p) < Cells && w.mark[p] == w.gen
}

// Walk returns start and every point connected to it, through neighbours
// for which in is true, that no walk has reached since the last Reset,
// breadth-first (start first); start is taken whatever in says of it. The
// slice is the Walker's, valid until the next Walk; the points stay marked
// until the next Reset. in is asked only about points of the padded board
// (a neighbour off the board is a Wall point), never twice about a point
// it took.
func (w *Walker) Walk(start Point, in func(Point) bool) []Point {
	if w.gen == 0 {
		w.gen = 1
	}
	w.mark[start] = w.gen
	w.queue = append(w.queue[:0], start)
	for i := 0; i < len(w.queue); i++ {
		for _, n := range w.queue[i].Neighbours() {
			if w.mark[n] != w.gen && in(n) {
				w.mark[n] = w.gen
				w.queue = append(w.queue, n)
			}
		}
	}
	return w.queue
}
