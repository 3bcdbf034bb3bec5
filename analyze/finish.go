package analyze

import "github.com/goscore/goscore/board"

// FinishMove is one move Finish plays.
type FinishMove struct {
	Color board.Color
	Point board.Point
}

// Finished is a board whose open borders Finish played out.
type Finished struct {
	// Board is the board after the moves, the dead stones still on it
	// unless a move captured them.
	Board board.Board
	// Moves are the moves played, in order, a pass (board.Pass) where a
	// side had no move that gains and the other then had one; none when
	// no move gains at all.
	Moves []FinishMove
	// Captured[c] counts the opponent stones c took during the moves.
	Captured [3]int
}

// Finish plays out the open borders of b, a position whose game stopped
// before its last boundary moves, as a record that stops before the end
// does (docs/rules.md, Finishing open borders): from toMove on (Black
// when it is Empty), each side in turn plays the neutral point with the
// largest swing by the count under r (finisher.best), the stones at dead
// (dead stones, which stand on the board and take liberties until a move
// captures them) counted as the opponent's, and passes when no point is
// worth one; it stops after two passes in a row, or after as many moves
// as b has points. A move may not leave its own string in atari without
// capturing. No ko can come back at once: the point a capture of one
// stone empties touches the capturer's stones only, so it is the
// capturer's by the count, and no candidate. Ties go to the first point
// in file order, so the moves are the same every run. Under territory
// scoring a dame or a teire changes no count here, so it is left to the
// count's own settling; under area scoring a dame is a point to whoever
// fills it, so the sides fill the dame in turn too.
//
// e is scratch for the counts; it holds no evaluation of b afterwards.
func Finish(b *board.Board, dead []board.Point, toMove board.Color, r Rules, e *Evaluation) Finished {
	f := finisher{r: r, dead: dead, e: e}
	out := Finished{Board: *b}
	c := toMove
	if c != board.Black && c != board.White {
		c = board.Black
	}
	for passes, played := 0, 0; passes < 2 && played < b.Size(); c = c.Opponent() {
		p, taken, ok := f.best(&out.Board, c, out.Captured)
		if !ok {
			passes++
			out.Moves = append(out.Moves, FinishMove{Color: c, Point: board.Pass})
			continue
		}
		passes, played = 0, played+1
		f.play(&out.Board, c, p)
		out.Captured[c] += taken
		out.Moves = append(out.Moves, FinishMove{Color: c, Point: p})
	}
	// The passes that ended it say nothing.
	for len(out.Moves) > 0 && out.Moves[len(out.Moves)-1].Point == board.Pass {
		out.Moves = out.Moves[:len(out.Moves)-1]
	}
	return out
}

// finisher holds what Finish's moves are chosen with.
type finisher struct {
	r       Rules
	dead    []board.Point
	e       *Evaluation
	fill    filler        // the moves' captures
	removed []board.Point // scratch for them
	cand    []board.Point // the points a side may play
	points  []board.Point // the board's points
}

// lead returns c's lead by the count of b under f.r, with the dead stones
// off and captured[k] more prisoners for each colour k.
func (f *finisher) lead(b *board.Board, c board.Color, captured [3]int) float64 {
	Evaluate(b, board.Empty, f.e)
	f.e.RemoveDead(f.dead)
	s := f.e.Score(f.r, captured[board.Black], captured[board.White])
	d := s.Black.Score - s.White.Score
	if c == board.White {
		d = -d
	}
	return d
}

// best returns c's move on b with the largest swing, the stones it takes
// and true, or false when no move's swing is a point or more. A point's
// swing is c's lead after c plays there less c's lead after the opponent
// does (the opponent's move counting nothing when it may not play there),
// the point's value to whoever takes it first: the biggest is played
// first, as the endgame's rule says, and a move that takes nothing back
// from the opponent is worth its own gain. A move that loses c a point of
// its lead is not played.
func (f *finisher) best(b *board.Board, c board.Color, captured [3]int) (board.Point, int, bool) {
	base := f.lead(b, c, captured)
	// The candidates are the neutral points of that count: empty points
	// of regions that touch both colours.
	f.cand = f.cand[:0]
	cells := b.Cells()
	f.points = b.Points(f.points[:0])
	for _, p := range f.points {
		if cells[p] == Empty && f.e.Status(p) == Neutral {
			f.cand = append(f.cand, p)
		}
	}
	bestP, bestTaken, bestSwing := board.Pass, 0, 0.5
	for _, p := range f.cand {
		nb := *b
		taken, ok := f.play(&nb, c, p)
		if !ok {
			continue
		}
		mine := captured
		mine[c] += taken
		l := f.lead(&nb, c, mine)
		if l < base-0.5 {
			continue
		}
		// The opponent's move there, from c's view.
		lo := base
		nb = *b
		if otaken, ok := f.play(&nb, c.Opponent(), p); ok {
			theirs := captured
			theirs[c.Opponent()] += otaken
			lo = f.lead(&nb, c, theirs)
		}
		if swing := l - lo; swing > bestSwing {
			bestP, bestTaken, bestSwing = p, taken, swing
		}
	}
	return bestP, bestTaken, bestP != board.Pass
}

// play puts a c stone at p on b and takes off the opponent strings it
// leaves without liberties. It returns the stones taken, and false when
// the move is suicide or leaves its string in atari without taking any.
func (f *finisher) play(b *board.Board, c board.Color, p board.Point) (int, bool) {
	f.removed = f.removed[:0]
	f.fill.play(b, c, p, false, &f.removed)
	taken := len(f.removed)
	libs := f.fill.liberties(b, p, 2)
	return taken, libs >= 2 || (libs == 1 && taken > 0)
}

// liberties counts the liberties of the string at s on b, stopping at
// limit.
func (f *filler) liberties(b *board.Board, s board.Point, limit int) int {
	cells := b.Cells()
	c := cells[s]
	gen := f.next()
	f.mark[s] = gen
	f.queue[0] = s
	tail, libs := 1, 0
	for head := 0; head < tail; head++ {
		q := f.queue[head]
		for _, n := range [4]board.Point{q - board.Stride, q - 1, q + 1, q + board.Stride} {
			if f.mark[n] == gen {
				continue
			}
			switch cells[n] {
			case Empty:
				f.mark[n] = gen
				if libs++; libs >= limit {
					return libs
				}
			case c:
				f.mark[n] = gen
				f.queue[tail] = n
				tail++
			}
		}
	}
	return libs
}
