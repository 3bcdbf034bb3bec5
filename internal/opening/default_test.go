package opening

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// TestDefaultIsDeterministicDistinctAndEven: the same seed gives the same
// openings and another seed others; each is two or four moves off the
// first two lines with Black to move, no two alike even when turned or
// mirrored, and each even by the estimate within the margin, which a
// second look with other seeds confirms within its noise.
func TestDefaultIsDeterministicDistinctAndEven(t *testing.T) {
	const n = 6
	ops := Default(nine, n, 1)
	if len(ops) != n {
		t.Fatalf("%d openings, want %d", len(ops), n)
	}
	again, other := Default(nine, n, 1), Default(nine, n, 2)
	if !slices.EqualFunc(ops, again, same) {
		t.Errorf("seed 1 twice: %v and %v", ops, again)
	}
	if slices.EqualFunc(ops, other, same) {
		t.Errorf("seeds 1 and 2 gave the same openings: %v", ops)
	}
	seen := map[string]string{}
	for _, o := range ops {
		g, err := o.Game(game.Go, nine.Rules)
		if err != nil {
			t.Fatalf("%s: %v", o.Name, err)
		}
		if k := len(o.Moves); k != 2 && k != 4 || o.ToMove != board.Black || g.ToMove() != board.Black {
			t.Errorf("%s: %q, %v to move", o.Name, o.Text(), o.ToMove)
		}
		for _, m := range o.Moves {
			if x, y := m.Point.X(), m.Point.Y(); x < 2 || x > 6 || y < 2 || y > 6 {
				t.Errorf("%s: %q has a move on the first two lines", o.Name, o.Text())
			}
		}
		if first, ok := seen[canonical(g.Board())]; ok {
			t.Errorf("%s (%q) is %s turned or mirrored", o.Name, o.Text(), first)
		}
		seen[canonical(g.Board())] = o.Name
		mean := (balance(g, 101) + balance(g, 102) + balance(g, 103)) / 3
		if math.Abs(o.Balance) > DefaultMargin || math.Abs(mean) > DefaultMargin+2 {
			t.Errorf("%s (%q): Black ahead by %.1f, by %.1f on a second look", o.Name, o.Text(), o.Balance, mean)
		}
	}
}

// same compares two openings.
func same(a, b Opening) bool {
	return a.Name == b.Name && slices.Equal(a.Moves, b.Moves) && a.Balance == b.Balance
}

// TestDefaultStopsShortOnATinyBoard: a 3x3 board has fewer positions than
// asked; Default returns those it finds, each once, and none in kill-all.
func TestDefaultStopsShortOnATinyBoard(t *testing.T) {
	three := Config{Size: 3, Rules: chinese()}
	ops := Default(three, 200, 1)
	if len(ops) == 0 || len(ops) >= 200 {
		t.Fatalf("%d openings on 3x3", len(ops))
	}
	seen := map[string]bool{}
	for _, o := range ops {
		g, err := o.Game(game.Go, three.Rules)
		if err != nil || seen[canonical(g.Board())] {
			t.Errorf("%s (%q): %v, or seen before", o.Name, o.Text(), err)
			continue
		}
		seen[canonical(g.Board())] = true
	}
	if ops := Default(Config{Size: 9, Rules: chinese(), Kind: game.KillAll}, 4, 1); ops != nil {
		t.Errorf("kill-all: %v", ops)
	}
}

// BenchmarkDefault makes ten openings for a 9x9, a 13x13 or a 19x19 match.
func BenchmarkDefault(b *testing.B) {
	for _, size := range []int{9, 13, 19} {
		b.Run(fmt.Sprintf("%dx%d", size, size), func(b *testing.B) {
			for i := range b.N {
				Default(Config{Size: size, Rules: chinese()}, 10, uint64(i))
			}
		})
	}
}
