package life_test

import (
	"reflect"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/life"
	"github.com/goscore/goscore/internal/boardtest"
)

// twoWalls is an unfinished 9x9 game: Black's wall on column C closes
// columns A and B, White's on column G closes H and J, the three columns
// between are open, and a white stone sits dead at A5 inside Black's side.
const twoWalls = `
. . X . . . O . .
. . X . . . O . .
. . X . . . O . .
. . X . . . O . .
O . X . . . O . .
. . X . . . O . .
. . X . . . O . .
. . X . . . O . .
. . X . . . O . .`

// TestOwnersClearAreas: the playouts give each closed side to the colour
// that walls it in, the dead stone's point to its taker, and the same seed
// gives the same map.
func TestOwnersClearAreas(t *testing.T) {
	b := boardtest.Diagram(t, twoWalls)
	cfg := life.Config{Playouts: 400, Seed: 7, Ownership: true}
	j := life.Estimate(&b, cfg)
	w := j.Owners
	if w == nil || w.Playouts != 400 {
		t.Fatalf("owners %+v, want a map of 400 playouts", w)
	}
	for _, p := range b.Points(nil) {
		var want board.Color
		switch x := p.X(); {
		case x <= 2:
			want = board.Black
		case x >= 6:
			want = board.White
		default:
			continue
		}
		if got := w.Share(p, want); got < 0.9 {
			t.Errorf("%v: %v owns it in %.2f of the playouts, want at least 0.9", p, want, got)
		}
		if l := w.Lean(p); (want == board.Black) != (l > 0) {
			t.Errorf("%v leans %.2f, want towards %v", p, l, want)
		}
	}
	if l := w.Lean(boardtest.Vertex(t, &b, "E5")); l >= life.OwnedLean || l <= -life.OwnedLean {
		t.Errorf("E5, in the middle of the open columns, leans %.2f", l)
	}
	again := life.Estimate(&b, cfg)
	if !reflect.DeepEqual(again.Owners, w) {
		t.Error("the same seed gave another map")
	}
}

// TestOwnershipLeavesJudgementAlone: asking for the map changes nothing
// the batch reads (the tally draws no random numbers), and the batch,
// which does not ask, gets none.
func TestOwnershipLeavesJudgementAlone(t *testing.T) {
	for _, diagram := range []string{twoWalls, finished} {
		b := boardtest.Diagram(t, diagram)
		plain := life.Estimate(&b, life.Config{Seed: 3})
		if plain.Owners != nil {
			t.Errorf("an estimate that did not ask has a map")
		}
		asked := life.Estimate(&b, life.Config{Seed: 3, Ownership: true})
		if asked.Owners == nil {
			t.Fatalf("an estimate that asked has no map")
		}
		asked.Owners = nil
		if !reflect.DeepEqual(plain, asked) {
			t.Errorf("the map changed the judgement:\n%s\nwith it:\n%s", describe(plain), describe(asked))
		}
	}
}
