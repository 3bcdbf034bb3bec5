package life

import (
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/parse"
)

// TestLivingShape: the eye shapes every player learns, drawn with e for
// the region's points, and whether one string walling them in lives.
func TestLivingShape(t *testing.T) {
	for _, tt := range []struct {
		name, shape string
		lives       bool
	}{
		{"straight three", "e e e", false},
		{"bent three", "e e\ne .", false},
		{"square four", "e e\ne e", false},
		{"pyramid four", ". e .\ne e e", false},
		{"straight four", "e e e e", true},
		{"bent four", "e e e\ne . .", true},
		{"twisted four", "e e .\n. e e", true},
		{"bulky five", "e e e\ne e .", false},
		{"crossed five", ". e .\ne e e\n. e .", false},
		{"bent five", "e e e\ne . .\ne . .", true},
		{"straight five", "e e e e e", true},
		{"rabbity six", ". e .\ne e e\n. e e", false},
		{"rectangular six", "e e e\ne e e", true},
		{"crossed five and a tail", ". e . .\ne e e e\n. e . .", false},
		{"seven points", "e e e e\ne e e .", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.shape)
			var region []board.Point
			for row := range b.Height() {
				for col := range b.Width() {
					p := b.Point(row, col)
					if tt.shape[(row*(2*b.Width()))+2*col] == 'e' {
						region = append(region, p)
					}
				}
			}
			if got := livingShape(region); got != tt.lives {
				t.Errorf("livingShape(%d points) = %v, want %v", len(region), got, tt.lives)
			}
		})
	}
}

// TestKeepEyeSpace: a string the playouts called dead comes back when it
// walls in a rectangular six on its own, and stays dead when the space is
// a bent three, or when an opponent stone touches the space (the
// part of the region seen first must not hide the rest).
func TestKeepEyeSpace(t *testing.T) {
	for _, tt := range []struct {
		name, diagram string
		back          bool
	}{
		{"rectangular six on the edge", `
. . . . . . .
. . . . . . .
O O O O O . .
X X X X O . .
. . . X O . .
. . . X O . .`, true},
		{"bent three on the edge", `
. . . . . . .
. . . . . . .
O O O O O . .
X X X X O . .
X X . X O . .
. . X X O . .`, false},
		{"a white stone inside", `
. . . . . . .
. . . . . . .
O O O O O . .
X X X X O . .
. . . X O . .
. O . X O . .`, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.diagram)
			j := &Judgement{}
			for _, s := range analyze.Strings(&b) {
				if b.At(s[0]) == board.Black {
					j.Strings = append(j.Strings, String{Colour: board.Black, Stones: s, Owned: 0.8, Dead: true, Sure: 0.5})
					j.Dead = append(j.Dead, s...)
				}
			}
			if len(j.Strings) != 1 {
				t.Fatalf("%d black strings, want 1", len(j.Strings))
			}
			got := keepEyeSpace(&b, j, DefaultThreshold)
			if got != tt.back || j.Strings[0].Dead == tt.back || (len(j.Dead) == 0) != tt.back {
				t.Errorf("back %v, dead %v, dead list %v; want back %v", got, j.Strings[0].Dead, j.Dead, tt.back)
			}
			if tt.back && j.Strings[0].Sure != 0 {
				t.Errorf("Sure %v, want 0: the playouts said dead, so the game wants a look", j.Strings[0].Sure)
			}
		})
	}
}

// TestKeepSeki: the black strings of a seki that the playouts called
// dead come back, in seki, both of them though neither is in seki
// without the other; a black stone killed inside White's area does not.
func TestKeepSeki(t *testing.T) {
	// fixtures/seki/corner-eye.txt and a stone on F2: the playouts are
	// made to kill every black string here.
	var f parse.File
	if _, err := parse.ReadFile("../../fixtures/seki/corner-eye.txt", nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	b := f.Grids[0]
	b.Set(boardtest.Vertex(t, &b, "F2"), board.Black)
	j, after := killStrings(&b, func(s []board.Point) bool { return b.At(s[0]) == board.Black }, 0.9)
	if !keepSeki(&after, j, DefaultThreshold) {
		t.Fatal("no string came back")
	}
	for _, s := range j.Strings {
		want := s.Colour == board.Black && s.Stones[0] == boardtest.Vertex(t, &b, "F2")
		if s.Dead != want {
			t.Errorf("%v string at %v: dead %v, want %v", s.Colour, s.Stones[0], s.Dead, want)
		}
		if s.Seki != (s.Colour == board.Black && !want) {
			t.Errorf("%v string at %v: Seki %v", s.Colour, s.Stones[0], s.Seki)
		}
	}
}

// TestUnsettledSeki: in an end position from online-go.com (its players
// agreed the corner lives), three black strings in the lower left around
// two white stones are in seki once Black plays B3 and dead once White
// does. Found dead by the playouts, they come back unsettled: alive,
// with Sure 0, so the game is flagged; the black stones inside White's
// area stay dead.
func TestUnsettledSeki(t *testing.T) {
	var f parse.File
	if _, err := parse.ReadFile("testdata/positions/goban/corner_test_2.sgf", nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	b := *f.Current()
	dead := map[board.Point]bool{}
	for _, v := range []string{"A4", "A2", "C3", "F6"} { // a stone of each dead string
		dead[boardtest.Vertex(t, &b, v)] = true
	}
	isDead := func(p board.Point) bool { return dead[p] }
	j, after := killStrings(&b, func(s []board.Point) bool { return slices.ContainsFunc(s, isDead) }, 0.8)
	if !keepSeki(&after, j, DefaultThreshold) {
		t.Fatal("no string came back")
	}
	inside := boardtest.Vertex(t, &b, "F6")
	for _, s := range j.Strings {
		if !slices.ContainsFunc(s.Stones, isDead) {
			continue
		}
		wantDead := slices.Contains(s.Stones, inside)
		if !wantDead && !strings.Contains(s.Reason, "seki if its owner plays B3 first") {
			t.Errorf("black string at %v: reason %q, want it to name B3", s.Stones[0], s.Reason)
		}
		if s.Dead != wantDead || s.Unsettled == wantDead || (!wantDead && s.Sure != 0) {
			t.Errorf("black string of %d stones at %v: dead %v, unsettled %v, sure %v; want dead %v, unsettled %v, sure 0",
				len(s.Stones), s.Stones[0], s.Dead, s.Unsettled, s.Sure, wantDead, !wantDead)
		}
	}
}

// killStrings returns a judgement of the strings of b that finds dead,
// with the share owned given, every other string alive and sure; and b
// with the dead strings taken off.
func killStrings(b *board.Board, dead func([]board.Point) bool, owned float64) (*Judgement, board.Board) {
	j := &Judgement{}
	for _, s := range analyze.Strings(b) {
		str := String{Colour: b.At(s[0]), Stones: s, Sure: 1}
		if dead(s) {
			str.Dead, str.Owned = true, owned
			j.Dead = append(j.Dead, s...)
		}
		j.Strings = append(j.Strings, str)
	}
	after := *b
	for _, p := range j.Dead {
		after.Set(p, board.Empty)
	}
	return j, after
}
