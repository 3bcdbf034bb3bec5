package elo

import "math"

// CrossTable holds the results of a round robin: t[i][j] is player i's
// record against player j, and t[j][i] the same games from j's side. It
// is square, as NewCrossTable makes it; Add keeps the two sides mirrored,
// and Ratings counts on both.
type CrossTable [][]WDL

// NewCrossTable returns an empty table for n players.
func NewCrossTable(n int) CrossTable {
	t := make(CrossTable, n)
	for i := range t {
		t[i] = make([]WDL, n)
	}
	return t
}

// Add counts one game in which player i scored s (1, 0.5 or 0) against
// player j. A game of a player against itself is not counted: it says
// nothing about either's strength.
func (t CrossTable) Add(i, j int, s float64) {
	if i == j {
		return
	}
	t[i][j].Add(s)
	t[j][i].Add(1 - s)
}

// Rating is one player's line in the ratings of a round robin.
type Rating struct {
	Elo   float64 // the fitted rating, in Elo; mean 0 over its group
	Games int     // games played
	Score float64 // points per game; 0.5 with no games
	// Group numbers the sets of players linked by games played, directly
	// or through others, from 0 in the order of their first player.
	// Ratings of different groups cannot be compared: each group's mean is
	// 0 on its own.
	Group int
}

// prior is the fraction of a drawn game added to each pair of players
// that met. Without it a player who won (or lost) every game, or a group
// that won every game against the rest, would have no finite rating. The
// fraction is small enough to move the ratings of 20-game matches by less
// than 0.2 Elo, and less again with more games.
const prior = 0.01

// The fit stops when a round would move no rating by more than converged
// (in natural-log strength, about 4e-8 Elo), or after maxRounds, a guard:
// a sweep of 100,000 games in a chain of four players takes 453.
const (
	converged = 1e-10
	maxRounds = 10000
)

// Ratings fits the Bradley-Terry model to the table: player i beats j
// with probability γi/(γi+γj), a draw counting as half a win and half a
// loss, and the strengths γ are those that make the results most likely.
// They are found by Hunter's MM algorithm ("MM algorithms for generalized
// Bradley-Terry models", 2004): γi ← Wi / Σj nij/(γi+γj), with Wi player
// i's points and nij the games of i and j, all players at once from the
// last round's strengths. A rating is 400·log10(γ), shifted so that each
// group's mean is 0; for two players their difference is the Elo of the
// score, as WDL.Estimate gives it, but for the prior below and for
// Estimate's clamp at ±1199.8, which ratings do not have.
//
// Each pair that met counts a hundredth of a drawn game more than it
// played (see prior), so that every rating is finite: a player who won
// all its n games against one opponent stands 400·log10(200n+1) above it
// (1320.5 Elo for 10 games), a figure that says "far stronger", not a
// measurement. A player with no games has rating 0 in a group of its own.
func (t CrossTable) Ratings() []Rating {
	n := len(t)
	out := make([]Rating, n)
	games := make([][]float64, n)
	points := make([]float64, n)
	for i := range t {
		games[i] = make([]float64, n)
		var won float64
		for j, r := range t[i] {
			if g := r.Games(); g > 0 && i != j {
				games[i][j] = float64(g) + prior
				points[i] += r.Points() + prior/2
				won += r.Points()
				out[i].Games += g
			}
		}
		out[i].Score = 0.5
		if out[i].Games > 0 {
			out[i].Score = won / float64(out[i].Games)
		}
	}
	group, groups := t.groups()
	theta := fit(games, points, group, groups)
	for i := range out {
		out[i].Elo = 400 / math.Ln10 * theta[i]
		out[i].Group = group[i]
	}
	return out
}

// fit runs Hunter's iteration on the games of each pair and each
// player's points, and returns the log-strengths, mean 0 in each group.
//
// Where a player won nearly all its games the plain iteration creeps:
// each round covers a fixed small fraction of the way left, and a hundred
// thousand rounds may not do. So the rounds are taken two at a time and
// extrapolated by SQUAREM (Varadhan and Roland, "Simple and globally
// convergent methods for accelerating the convergence of any EM
// algorithm", 2008), which MM algorithms take as EM ones do; an
// extrapolation that would lower the likelihood, or go past maxTheta, is
// pulled back towards the plain rounds, so the fit still climbs every
// time. The fit stops when a plain round would move no rating by more
// than converged, that is when every player's points and its expected
// points under the fit agree to that fraction.
func fit(games [][]float64, points []float64, group []int, groups int) []float64 {
	n := len(points)
	theta, r, v, next := make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	for range maxRounds {
		if mmStep(theta, r, games, points, group, groups) < converged {
			break
		}
		for i := range next {
			next[i] = theta[i] + r[i]
		}
		mmStep(next, v, games, points, group, groups)
		var rr, vv float64
		for i := range v {
			v[i] -= r[i]
			rr += r[i] * r[i]
			vv += v[i] * v[i]
		}
		alpha, base := -1.0, math.Inf(-1)
		if vv > 0 {
			alpha = min(-math.Sqrt(rr/vv), -1)
			base = loglik(theta, games, points)
		}
		for {
			for i := range next {
				next[i] = theta[i] - 2*alpha*r[i] + alpha*alpha*v[i]
			}
			if alpha == -1 || bounded(next) && loglik(next, games, points) >= base {
				break
			}
			if alpha = (alpha - 1) / 2; alpha > -1.01 {
				alpha = -1
			}
		}
		copy(theta, next)
	}
	return theta
}

// mmStep writes into step one round of Hunter's iteration from theta,
// γi ← Wi / Σj nij/(γi+γj), as a change of log-strength: the log of Wi
// over its expected points Σj nij·γi/(γi+γj), which depend on differences
// of theta alone, so large ratings cannot overflow. Each group's mean
// step is taken out (the model cannot see it). It returns the largest
// move.
func mmStep(theta, step []float64, games [][]float64, points []float64, group []int, groups int) float64 {
	for i := range step {
		var expected float64
		for j, g := range games[i] {
			if g > 0 {
				expected += g / (1 + math.Exp(theta[j]-theta[i]))
			}
		}
		step[i] = 0
		if expected > 0 {
			step[i] = math.Log(points[i] / expected)
		}
	}
	centre(step, group, groups)
	moved := 0.0
	for _, x := range step {
		moved = max(moved, math.Abs(x))
	}
	return moved
}

// loglik is the log-likelihood of the results (points and games of each
// pair) under log-strengths theta, but for a constant.
func loglik(theta []float64, games [][]float64, points []float64) float64 {
	var l float64
	for i, row := range games {
		l += points[i] * theta[i]
		for j := i + 1; j < len(row); j++ {
			if g := row[j]; g > 0 {
				hi, lo := max(theta[i], theta[j]), min(theta[i], theta[j])
				l -= g * (hi + math.Log1p(math.Exp(lo-hi)))
			}
		}
	}
	return l
}

// maxTheta bounds the log-strengths an extrapolation may reach, about
// 52,000 Elo from the mean: far beyond any fit, and near enough that the
// expected points of mmStep stay above zero.
const maxTheta = 300

// bounded reports whether no log-strength passes maxTheta.
func bounded(theta []float64) bool {
	for _, x := range theta {
		if math.Abs(x) > maxTheta {
			return false
		}
	}
	return true
}

// centre shifts each group's log-strengths (or steps) to mean 0, which
// the model leaves free.
func centre(theta []float64, group []int, groups int) {
	sum, size := make([]float64, groups), make([]float64, groups)
	for i, x := range theta {
		sum[group[i]] += x
		size[group[i]]++
	}
	for i := range theta {
		theta[i] -= sum[group[i]] / size[group[i]]
	}
}

// groups labels each player with its group, the players it is linked to
// by games, numbered in the order of their first player, and returns the
// labels and their number.
func (t CrossTable) groups() ([]int, int) {
	group := make([]int, len(t))
	for i := range group {
		group[i] = -1
	}
	groups := 0
	for first := range t {
		if group[first] >= 0 {
			continue
		}
		group[first] = groups
		for queue := []int{first}; len(queue) > 0; queue = queue[1:] {
			i := queue[0]
			for j := range t {
				if group[j] < 0 && t[i][j].Games()+t[j][i].Games() > 0 {
					group[j] = groups
					queue = append(queue, j)
				}
			}
		}
		groups++
	}
	return group, groups
}
