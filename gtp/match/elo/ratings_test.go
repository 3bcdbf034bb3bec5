package elo

import (
	"math"
	"testing"
)

// table builds a mirrored cross-table of n players from each pair's
// record, written from the first player's side.
func table(n int, pairs map[[2]int]WDL) CrossTable {
	t := NewCrossTable(n)
	for p, r := range pairs {
		t[p[0]][p[1]] = r
		t[p[1]][p[0]] = r.Flip()
	}
	return t
}

// The ratings of a four-player round robin agree with a Bradley-Terry fit
// by Newton's method, a different algorithm: a small Python script that
// maximises the same likelihood (draws half a win, a hundredth of a draw
// added to each pair) gave -39.0403, -113.3687, 210.9454, -58.5365 (and
// without the hundredth -39.0732, -113.4492, 211.1041, -58.5817: the
// prior moves these 20-game ratings by less than 0.2 Elo).
func TestRatingsMatchANewtonFit(t *testing.T) {
	ct := table(4, map[[2]int]WDL{
		{0, 1}: {12, 0, 8}, {0, 2}: {3, 1, 16}, {0, 3}: {10, 2, 8},
		{1, 2}: {2, 0, 18}, {1, 3}: {9, 0, 11}, {2, 3}: {15, 1, 4},
	})
	want := []float64{-39.0403, -113.3687, 210.9454, -58.5365}
	got := ct.Ratings()
	sum := 0.0
	for i, r := range got {
		near(t, "Elo", r.Elo, want[i], 0.001)
		sum += r.Elo
		if r.Games != 60 || r.Group != 0 {
			t.Errorf("player %d: %d games in group %d, want 60 in group 0", i, r.Games, r.Group)
		}
	}
	near(t, "mean rating", sum/4, 0, 1e-9)
	near(t, "player 2's score", got[2].Score, 50.0/60, 1e-12)
}

// At the fit, each player's expected points equal its points (with the
// prior's hundredth of a draw): the likelihood's equations, which hold
// whatever algorithm found the maximum. The second table is a chain of
// sweeps of 100,000 games a pair, where the plain MM iteration creeps.
func TestRatingsSatisfyTheLikelihoodEquations(t *testing.T) {
	for _, ct := range []CrossTable{
		table(5, map[[2]int]WDL{
			{0, 1}: {3, 1, 1}, {0, 2}: {0, 0, 6}, {1, 2}: {2, 2, 2}, {2, 3}: {9, 0, 1},
			{3, 4}: {4, 0, 4}, {0, 4}: {1, 0, 0}, {1, 4}: {0, 1, 0},
		}),
		table(4, map[[2]int]WDL{
			{0, 1}: {Wins: 1e5}, {0, 2}: {Wins: 1e5}, {1, 2}: {Wins: 1e5}, {2, 3}: {Wins: 1e5},
		}),
	} {
		got := ct.Ratings()
		for i, row := range ct {
			var points, expected float64
			for j, r := range row {
				if g := r.Games(); g > 0 {
					points += r.Points() + prior/2
					expected += (float64(g) + prior) * Score(got[i].Elo-got[j].Elo)
				}
			}
			near(t, "expected points", expected, points, 1e-6*points)
		}
	}
}

// For two players the fit is the Elo of the score, with the hundredth of
// a draw: Elo((points+0.005)/(games+0.01)), split evenly about 0.
func TestRatingsOfTwoPlayersAreTheirEloDifference(t *testing.T) {
	for _, r := range []WDL{{15, 0, 5}, {99, 104, 97}, {1, 0, 0}, {10, 0, 0}, {0, 3, 7}} {
		got := table(2, map[[2]int]WDL{{0, 1}: r}).Ratings()
		s := (r.Points() + prior/2) / (float64(r.Games()) + prior)
		want := -400 * math.Log10(1/s-1)
		near(t, "difference", got[0].Elo-got[1].Elo, want, 1e-6)
		near(t, "mean", got[0].Elo+got[1].Elo, 0, 1e-9)
	}
	// Ten straight wins: 400·log10(200·10+1) = 1320.5 Elo apart.
	got := table(2, map[[2]int]WDL{{0, 1}: {Wins: 10}}).Ratings()
	near(t, "sweep", got[0].Elo-got[1].Elo, 1320.5, 0.1)
}

// A player who won or lost every game gets a finite rating, and the order
// follows the results.
func TestRatingsOfSweepsAreFiniteAndOrdered(t *testing.T) {
	ct := table(4, map[[2]int]WDL{
		{0, 1}: {Wins: 20}, {0, 2}: {Wins: 20}, {0, 3}: {Wins: 20},
		{1, 2}: {11, 0, 9}, {1, 3}: {Wins: 20}, {2, 3}: {Wins: 20},
	})
	got := ct.Ratings()
	for i, r := range got {
		if math.IsNaN(r.Elo) || math.IsInf(r.Elo, 0) {
			t.Fatalf("player %d: rating %v", i, r.Elo)
		}
	}
	if !(got[0].Elo > got[1].Elo && got[1].Elo > got[2].Elo && got[2].Elo > got[3].Elo) {
		t.Errorf("ratings %v are not in the order of the results", got)
	}
	// The one ordinary pair keeps its difference: Elo(11.005/20.01).
	near(t, "1 over 2", got[1].Elo-got[2].Elo, Elo(11.005/20.01), 0.5)
}

// Players who never met, even through others, are rated apart, each
// group about its own mean; a player with no games is alone, at 0; a game
// against oneself is not counted.
func TestRatingsKeepUnlinkedGroupsApart(t *testing.T) {
	ct := NewCrossTable(5)
	for range 6 {
		ct.Add(0, 2, 1)
		ct.Add(2, 0, 1)
		ct.Add(0, 2, 1)
		ct.Add(1, 3, 0.5)
		ct.Add(1, 3, 0)
	}
	ct.Add(4, 4, 1)
	got := ct.Ratings()
	wantGroup := []int{0, 1, 0, 1, 2}
	for i, r := range got {
		if r.Group != wantGroup[i] {
			t.Errorf("player %d in group %d, want %d", i, r.Group, wantGroup[i])
		}
	}
	near(t, "group 0 mean", got[0].Elo+got[2].Elo, 0, 1e-9)
	near(t, "group 1 mean", got[1].Elo+got[3].Elo, 0, 1e-9)
	near(t, "0 over 2", got[0].Elo-got[2].Elo, Elo(12.005/18.01), 1e-6)
	near(t, "1 over 3", got[1].Elo-got[3].Elo, Elo(3.005/12.01), 1e-6)
	if got[4] != (Rating{Elo: 0, Games: 0, Score: 0.5, Group: 2}) {
		t.Errorf("player without games = %+v", got[4])
	}
	if ct[0][2] != (WDL{12, 0, 6}) || ct[2][0] != (WDL{6, 0, 12}) {
		t.Errorf("Add left %+v and %+v, want mirrored 12-0-6", ct[0][2], ct[2][0])
	}
}

// BenchmarkRatingsOfASweep times the slowest case the fit meets: ten
// players, 200 games a pair, one of them winning every game.
func BenchmarkRatingsOfASweep(b *testing.B) {
	ct := NewCrossTable(10)
	for i := range 10 {
		for j := i + 1; j < 10; j++ {
			for k := range 200 {
				s := float64((i+j+k)%3) / 2
				if i == 0 {
					s = 1
				}
				ct.Add(i, j, s)
			}
		}
	}
	for b.Loop() {
		ct.Ratings()
	}
}
