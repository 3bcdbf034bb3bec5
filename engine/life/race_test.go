package life

import (
	"slices"
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
	"github.com/goscore/goscore/internal/boardtest"
	"github.com/goscore/goscore/parse"
)

// judgementOf is a judgement of every string of b, all alive and sure.
func judgementOf(b *board.Board) *Judgement {
	j := &Judgement{}
	for _, s := range analyze.Strings(b) {
		slices.Sort(s)
		j.Strings = append(j.Strings, String{Colour: b.At(s[0]), Stones: s, Sure: 1})
	}
	return j
}

// indexAt returns the index in j of the string holding the vertex v.
func indexAt(t *testing.T, b *board.Board, j *Judgement, v string) int {
	t.Helper()
	p := boardtest.Vertex(t, b, v)
	for i, s := range j.Strings {
		if slices.Contains(s.Stones, p) {
			return i
		}
	}
	t.Fatalf("no string at %s", v)
	return -1
}

// TestDecideRacesKinds: what a set of races says of each string. Strings
// 0 and 2 are Black, 1 and 3 White.
func TestDecideRacesKinds(t *testing.T) {
	const (
		X = board.Black
		O = board.White
		E = board.Empty
	)
	j := &Judgement{Strings: []String{{Colour: X}, {Colour: O}, {Colour: X}, {Colour: O}}}
	for _, tt := range []struct {
		name  string
		races []raceResult
		want  []raceKind
	}{
		{"captured whoever moves first: a loss and a win",
			[]raceResult{{s: 0, t: 1, first: O, second: O}},
			[]raceKind{raceLoses, raceWins, raceNone, raceNone}},
		{"the side to move captures: open for both",
			[]raceResult{{s: 0, t: 1, first: X, second: O}},
			[]raceKind{raceOpen, raceOpen, raceNone, raceNone}},
		{"neither captures: seki for both",
			[]raceResult{{s: 0, t: 1, first: E, second: E}},
			[]raceKind{raceSeki, raceSeki, raceNone, raceNone}},
		{"captured if the opponent moves first, seki otherwise: open for the one, a win for the other",
			[]raceResult{{s: 0, t: 1, first: E, second: O}},
			[]raceKind{raceOpen, raceWins, raceNone, raceNone}},
		{"a loss to a string that loses a race of its own decides nothing",
			[]raceResult{{s: 0, t: 1, first: O, second: O}, {s: 1, t: 2, first: X, second: X}},
			[]raceKind{raceNone, raceLoses, raceWins, raceNone}},
		{"a loss outweighs a win",
			[]raceResult{{s: 0, t: 1, first: X, second: X}, {s: 0, t: 3, first: O, second: O}},
			[]raceKind{raceLoses, raceNone, raceNone, raceWins}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			out := decideRaces(j, tt.races)
			var got []raceKind
			for _, v := range out {
				got = append(got, v.kind)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("kinds %v, want %v", got, tt.want)
			}
		})
	}
}

// TestReadRacesLongerLibertiesWin reads the race of an OGS end position
// (testdata/positions/score-estimator/hard-10821000.sgf) that random play
// gets wrong: Black's six stones from B4 have two liberties, White's
// eleven from C4 to J2 three, none shared and no eye: White captures
// whoever moves first.
func TestReadRacesLongerLibertiesWin(t *testing.T) {
	var f parse.File
	if _, err := parse.ReadFile("testdata/positions/score-estimator/hard-10821000.sgf", nil, &f, nil); err != nil {
		t.Fatal(err)
	}
	var pos analyze.Position
	if _, _, err := game.Replay(f.Record, analyze.Rules{}, &pos); err != nil {
		t.Fatal(err)
	}
	b := pos.Board
	j := judgementOf(&b)
	races := readRaces(&b, j)
	black, white := indexAt(t, &b, j, "B4"), indexAt(t, &b, j, "F1")
	if v := races[black]; v.kind != raceLoses || v.other != white || v.mine != 2 || v.theirs != 3 {
		t.Errorf("Black's B4: %+v, want a loss to F1 by 2 liberties to 3", v)
	}
	if v := races[white]; v.kind != raceWins || v.other != black {
		t.Errorf("White's F1: %+v, want a win over B4", v)
	}
}

// TestBoxedNeedsAStringAlone: a string whose liberty touches another
// string of its colour can connect out and is in no race of two strings;
// one shut in by the opponent is.
func TestBoxedNeedsAStringAlone(t *testing.T) {
	for _, tt := range []struct {
		name, diagram string
		boxed         bool
	}{
		{"shut in", `
. O . O .
O X X X O
. O O O .`, true},
		{"a liberty next to a friend", `
. O O O .
O X X . X
. O O O .`, false},
		{"an eye shared with a friend", `
X . X O .
O X O O .
O O O O .`, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.diagram)
			j := judgementOf(&b)
			var index [board.Cells]int32
			for i, s := range j.Strings {
				for _, p := range s.Stones {
					index[p] = int32(i + 1)
				}
			}
			i := indexAt(t, &b, j, "B2")
			if got := boxed(&b, i, board.Black, liberties(&b, j.Strings[i].Stones), &index); got != tt.boxed {
				t.Errorf("boxed = %v, want %v", got, tt.boxed)
			}
		})
	}
}

// TestApplyRaces: a race decides a string only where the playouts are a
// coin toss, and only to kill it or keep a seki; against sure playouts it
// flags a string the playouts kill but that wins its race.
func TestApplyRaces(t *testing.T) {
	for _, tt := range []struct {
		name           string
		dead           bool
		sure           float64
		kind           raceKind
		wantDead, flag bool
		reason         string
	}{
		{"a coin toss lost: dead", false, 0.1, raceLoses, true, false, "loses the capturing race against"},
		{"a coin toss in seki: alive", true, 0.1, raceSeki, false, false, "seki with"},
		{"a coin toss won: the playouts stand", true, 0.1, raceWins, true, false, ""},
		{"a coin toss open: the playouts stand", true, 0.1, raceOpen, true, false, "goes to whoever moves first"},
		{"sure dead and lost: the reason", true, 0.9, raceLoses, true, false, "loses the capturing race against"},
		{"sure dead but won: flagged", true, 0.9, raceWins, true, true, "but it wins the capturing race"},
		{"sure alive and lost: the playouts stand", false, 0.9, raceLoses, false, false, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			j := &Judgement{Strings: []String{
				{Colour: board.Black, Stones: []board.Point{1, 2}, Dead: tt.dead, Sure: tt.sure, Owned: 0.7},
				{Colour: board.White, Stones: []board.Point{3, 4}, Dead: false, Sure: 1},
			}}
			applyRaces(j, []raceVerdict{{kind: tt.kind, other: 1, mine: 2, theirs: 3}, {}})
			s := j.Strings[0]
			if s.Dead != tt.wantDead {
				t.Errorf("dead %v, want %v", s.Dead, tt.wantDead)
			}
			if flagged := s.Sure == 0; flagged != tt.flag && tt.sure > UnsureMargin {
				t.Errorf("Sure %v, flagged %v, want %v", s.Sure, flagged, tt.flag)
			}
			if !strings.Contains(s.Reason, tt.reason) {
				t.Errorf("reason %q, want it to say %q", s.Reason, tt.reason)
			}
		})
	}
}
