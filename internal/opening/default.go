package opening

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/parse/sgf"
)

// DefaultMargin is how far from even, in points, the estimate may judge a
// Default opening on 9x9. Default scales it with the side of the board
// (2.9 points on 13x13, 4.2 on 19x19), as the estimate's noise grows with
// it: at its 1000 playouts, one opening's figure spreads over seeds by
// about 0.9 points on 9x9, 1.8 on 13x13 and 2.3 on 19x19. Random openings
// spread about 2 points around even on every size, so on 9x9 the margin
// turns away the fifth of them the playouts find lopsided, and on larger
// boards, where a few stones move the playouts little, hardly any.
const DefaultMargin = 2.0

// Default returns n openings for a Go match under c that names none (c.Moves
// is not used), the same ones for the same seed: a pair of games from each,
// colours swapped, and no two pairs from one position, so even two
// deterministic engines play n different pairs.
//
// Each opening is two or four random moves, Black first, off the first
// two lines (off the first on boards under 9x9, anywhere under 5x5), so
// that Black is to move with as many stones as White, as on the empty
// board that the komi evens. It is kept when it differs from those before
// it in its position and each of the position's rotations and reflections,
// and when goscore's estimate (life.EstimateGame) finds it even within
// DefaultMargin, scaled to the board: the estimate's playouts, each side
// moving first in half of them, end with Black's area ahead of White's by
// Balance points on average, komi aside. Komi stays out of the judgement because the
// playouts value a stone and the first move by their own scale, not by a
// player's: they find the empty board even, not komi ahead for White.
//
// A small board may hold fewer than n such openings, and a kill-all match
// none; Default then returns those it found, which the caller plays in
// turn. An opening costs an estimate or more: about 90 ms on 9x9 (1.25
// tries an opening), 160 ms on 13x13 and 320 ms on 19x19 (go test -bench
// Default).
func Default(c Config, n int, seed uint64) []Opening {
	if c.Kind != game.Go || c.Size < 2 || c.Size > board.MaxSize {
		return nil
	}
	rng := rand.New(rand.NewPCG(seed, 0x6f70656e696e67)) // "opening"
	away := min(2, (c.Size-1)/4)
	span := c.Size - 2*away
	margin := DefaultMargin * float64(c.Size) / 9
	seen := map[string]bool{}
	var ops []Opening
	for try := 0; len(ops) < n && try < 20*n+100; try++ {
		o := Opening{Size: c.Size, Moves: make([]sgf.Move, 2+2*rng.IntN(2))}
		for i := range o.Moves {
			o.Moves[i].Point = board.At(away+rng.IntN(span), away+rng.IntN(span))
		}
		estimateSeed := rng.Uint64()
		g, _, err := o.replay(c.Kind, c.Rules)
		if err != nil {
			continue // a point drawn twice, or a capture on a tiny board
		}
		key := canonical(g.Board())
		if seen[key] {
			continue
		}
		seen[key] = true
		if o.Balance = balance(g, estimateSeed); math.Abs(o.Balance) > margin {
			continue
		}
		for i, m := range g.Moves() {
			o.Moves[i].Colour = m.Colour
		}
		o.ToMove = g.ToMove()
		o.Name = fmt.Sprintf("default#%d", len(ops)+1)
		ops = append(ops, o)
	}
	return ops
}

// balance is Black's lead in area at the end of the estimate's playouts
// from g, on average, komi aside: the sum over the board of how far each
// point leans to Black.
func balance(g *game.Game, seed uint64) float64 {
	own := life.EstimateGame(g, life.Config{Seed: seed}).Judgement.Owners
	lead := 0.0
	for _, p := range g.Board().Points(nil) {
		if own != nil {
			lead += own.Lean(p)
		}
	}
	return lead
}

// canonical names the position of b and of each of its rotations and
// reflections alike: the least of their grids, b being square.
func canonical(b *board.Board) string {
	s := b.Width()
	grid := make([]byte, s*s)
	best := ""
	for t := range 8 {
		for y := range s {
			for x := range s {
				u, v := x, y
				if t&1 != 0 {
					u = s - 1 - u
				}
				if t&2 != 0 {
					v = s - 1 - v
				}
				if t&4 != 0 {
					u, v = v, u
				}
				grid[y*s+x] = byte(b.At(board.At(u, v)))
			}
		}
		if k := string(grid); t == 0 || k < best {
			best = k
		}
	}
	return best
}

// DefaultCount is the most openings ForMatch makes for a match given none:
// one a pair up to that, then the same again in turn. An opening costs
// about a tenth of a second on 9x9 to judge.
const DefaultCount = 200

// ForMatch returns the openings a match of games games a pairing plays
// under c from path, as goscore match's --openings names them: none for
// "none", Default's (seed, one a pair up to DefaultCount) for "", else
// Load's, every one checked: a bad one is the error, a duplicate is left
// out with a note on notes.
func ForMatch(path string, c Config, games int, seed uint64, notes io.Writer) ([]Opening, error) {
	switch path {
	case "none":
		return nil, nil
	case "":
		// Every pairing plays the same openings, one a pair.
		return Default(c, min((games+1)/2, DefaultCount), seed), nil
	}
	list, errs := Load(path, c)
	for _, err := range errs {
		if !errors.Is(err, ErrDuplicate) {
			return nil, err
		}
		fmt.Fprintf(notes, "match: %v\n", err)
	}
	return list, nil
}
