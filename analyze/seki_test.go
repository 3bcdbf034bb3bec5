package analyze_test

import (
	"strings"
	"testing"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/internal/boardtest"
)

// TestFindSeki: shapes drawn by hand, each with the strings FindSeki
// should find in seki (their stones, counted per colour) and its shared
// liberties and eyes. The fixtures in fixtures/seki hold the full boards
// the verdict tests score.
func TestFindSeki(t *testing.T) {
	tests := []struct {
		name         string
		board        string
		black, white int // stones in seki
		shared       int
		eyesB, eyesW int
	}{
		{"no eyes: two strings on the edge share A and F", `
. X X X X X
O O O O O .
X X X X O O
. X . X X X
X X X X . X
. X . X X .`, 5, 7, 2, 0, 0},
		{"one eye each, one shared liberty", `
. X . O . O X
X X O O O O X
O O X X X X X
. O X . X . X
O O X X X X X`, 3, 6, 1, 1, 1},
		{"the corner throw-in is not seki: Black's sacrifice of two kills", `
X . O X .
. O O X .
O O X X .
X X X . .
. . . . .`, 0, 0, 0, 0, 0},
		{"a corner seki with an eye: Black's fill at A1 is self-atari, not a sacrifice that kills", `
O O O O O .
X X X X O .
. X X X O .
O O X X O .
. X . X O .`, 11, 2, 2, 1, 0},
		{"one eye against none with two shared liberties is not seki", `
. X . O X .
X X O O X .
. O O X X .
O O X X . .
X X X . . .`, 0, 0, 0, 0, 0},
		{"strings on an open board are not seki", `
. . . . .
. X O . .
. X O . .
. . . . .`, 0, 0, 0, 0, 0},
		{"two living groups and the dame between them", `
. X O .
X X O O
. X O .`, 0, 0, 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.board)
			s := analyze.FindSeki(&b)
			if s.Stones[analyze.Black] != tt.black || s.Stones[analyze.White] != tt.white || s.Shared != tt.shared ||
				s.EyePoints[analyze.Black] != tt.eyesB || s.EyePoints[analyze.White] != tt.eyesW {
				t.Errorf("stones B %d W %d, shared %d, eyes B %d W %d; want %d %d, %d, %d %d",
					s.Stones[analyze.Black], s.Stones[analyze.White], s.Shared, s.EyePoints[analyze.Black], s.EyePoints[analyze.White],
					tt.black, tt.white, tt.shared, tt.eyesB, tt.eyesW)
			}
		})
	}
}

// TestOpenBorders: small boards and the points of their unfinished
// borders (docs/rules.md, Dame and open borders).
func TestOpenBorders(t *testing.T) {
	tests := []struct{ name, board, want string }{
		{"finished: one-point dame only", `
X O .
X O O
X X O`, ""},
		{"a neutral region of two points", `
X . . O
X . . O`, "B2 C2 B1 C1"},
		{"a gap in the wall joins territory and the neutral zone", `
X X . O O
X . . . O
X X . O O`, "C3 B2 C2 D2 C1"},
		{"a one-point dame that is a string's last liberty: a capture to make", `
X O . X
X O X .
X X X .`, "C3"},
		{"territory and an empty board have no border", `
. . .
. . .`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := boardtest.Diagram(t, tt.board)
			var e analyze.Evaluation
			analyze.Evaluate(&b, analyze.Empty, &e)
			e.FindSeki()
			var got []string
			for _, p := range e.OpenBorders() {
				got = append(got, p.String())
			}
			if g := strings.Join(got, " "); g != tt.want {
				t.Errorf("open border %q, want %q", g, tt.want)
			}
		})
	}
}

// TestSekiScore: under territory scoring the eyes of a seki are not
// territory and join the neutral points; under area scoring they count
// for their owner. The shared liberty is dame under both.
func TestSekiScore(t *testing.T) {
	b := boardtest.Diagram(t, `
. X . O . O X
X X O O O O X
O O X X X X X
. O X . X . X
O O X X X X X`)
	var e analyze.Evaluation
	analyze.Evaluate(&b, analyze.Empty, &e)
	plain := e.Score(analyze.Rules{Scoring: analyze.Territory}, 0, 0)
	e.FindSeki()
	terr := e.Score(analyze.Rules{Scoring: analyze.Territory}, 0, 0)
	area := e.Score(analyze.Rules{Scoring: analyze.Area}, 0, 0)
	// Black: the seki eye A5, D2, F2; White: the seki eye E5, A2.
	if plain.Black.Territory != 3 || plain.White.Territory != 2 {
		t.Fatalf("without seki: territory B %d W %d, want 3 2", plain.Black.Territory, plain.White.Territory)
	}
	if terr.Black.Territory != 2 || terr.White.Territory != 1 || terr.Neutral != plain.Neutral+2 || terr.Dame != 1 {
		t.Errorf("territory scoring: B %d W %d neutral %d dame %d, want 2 1 %d 1", terr.Black.Territory, terr.White.Territory, terr.Neutral, terr.Dame, plain.Neutral+2)
	}
	if area.Black.Territory != 3 || area.White.Territory != 2 || area.SekiShared != 1 || area.SekiStones != 9 {
		t.Errorf("area scoring: B %d W %d seki dame %d stones %d, want 3 2 1 9", area.Black.Territory, area.White.Territory, area.SekiShared, area.SekiStones)
	}
}

// TestHandicapBonus: White's compensation for n handicap stones.
func TestHandicapBonus(t *testing.T) {
	for _, tt := range []struct {
		rule    analyze.HandicapRule
		scoring analyze.Scoring
		n       int
		want    float64
	}{
		{analyze.HandicapN, analyze.Area, 4, 4},
		{analyze.HandicapNMinus1, analyze.Area, 4, 3},
		{analyze.HandicapNone, analyze.Area, 4, 0},
		{analyze.HandicapN, analyze.Territory, 4, 0},
		{analyze.HandicapN, analyze.Area, 1, 0},
	} {
		got, _ := analyze.Rules{Name: "x", Scoring: tt.scoring, Handicap: tt.rule}.HandicapBonus(tt.n)
		if got != tt.want {
			t.Errorf("%v %v n=%d: %v, want %v", tt.rule, tt.scoring, tt.n, got, tt.want)
		}
	}
}
