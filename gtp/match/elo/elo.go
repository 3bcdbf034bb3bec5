package elo

import "math"

// minScore keeps Elo finite: scores are clamped to [minScore, 1-minScore]
// as fishtest's stat_util.elo does, so that a clean sweep, or the end of an
// interval past it, reads as about ±1200 Elo instead of an infinity.
const minScore = 1e-3

// z95 is the normal quantile of 0.975, for a two-sided 95% interval.
// cutechess-cli approximates it through an approximate inverse error
// function, as 1.95716, which makes its margins 0.14% narrower; fishtest
// and fastchess use the exact value.
const z95 = 1.959963984540054

// tiny is the count fishtest's LLRcalc.regularize gives an empty class of
// results, so that a variance or a likelihood is never zero.
const tiny = 1e-3

// Elo returns the logistic Elo difference that gives the expected score s
// (between 0 and 1) to the stronger side: -400·log10(1/s-1). Scores
// outside [0.001, 0.999] count as those bounds, so the answer stays
// within ±1199.8.
func Elo(s float64) float64 {
	s = min(max(s, minScore), 1-minScore)
	return -400 * math.Log10(1/s-1)
}

// Score returns the expected score of a player rated elo above its
// opponent, the inverse of Elo: 1/(1+10^(-elo/400)).
func Score(elo float64) float64 {
	return 1 / (1 + math.Pow(10, -elo/400))
}

// phi is the standard normal distribution function.
func phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }

// Estimate is what a set of results says about the difference between
// two players, from the first player's side.
type Estimate struct {
	Score float64 // mean score per game, 0 to 1
	Elo   float64 // Elo(Score)
	// Low and High bound the 95% interval of the Elo difference: the
	// normal interval of the mean score, mapped through Elo. It is not
	// symmetric about Elo; Margin gives the half-width tools print as ±.
	Low, High float64
	// LOS, the likelihood of superiority, is the probability that the
	// first player is the stronger, 0 to 1.
	LOS float64
}

// Margin returns the half-width of the interval, (High-Low)/2, the figure
// cutechess-cli, fastchess and fishtest print after "±".
func (e Estimate) Margin() float64 { return (e.High - e.Low) / 2 }

// estimate computes the Estimate of counts of results whose per-game
// scores are values (one count a value). When all results fall in one
// class their variance is zero, so the empty classes count a thousandth,
// as fishtest's get_elo does; the interval then has a width, and no
// results at all give Elo 0 in ±1199.8 with LOS 0.5. Otherwise the counts
// are taken as they are, as cutechess-cli and fastchess do.
func estimate(values []float64, counts []int) Estimate {
	c := make([]float64, len(counts))
	classes := 0
	for i, n := range counts {
		c[i] = float64(n)
		if n > 0 {
			classes++
		}
	}
	if classes <= 1 {
		for i := range c {
			if c[i] == 0 {
				c[i] = tiny
			}
		}
	}
	var n, mu, v float64
	for i := range c {
		n += c[i]
		mu += c[i] * values[i]
	}
	mu /= n
	for i := range c {
		v += c[i] * (values[i] - mu) * (values[i] - mu)
	}
	se := math.Sqrt(v/n) / math.Sqrt(n)
	return Estimate{
		Score: mu,
		Elo:   Elo(mu),
		Low:   Elo(mu - z95*se),
		High:  Elo(mu + z95*se),
		LOS:   phi((mu - 0.5) / se),
	}
}

// WDL counts the games of one player against another by its result:
// the trinomial model, for games counted one by one.
type WDL struct {
	Wins, Draws, Losses int
}

// Add counts one game in which the player scored s: above 0.5 a win,
// 0.5 a draw, below it a loss.
func (r *WDL) Add(s float64) {
	switch {
	case s > 0.5:
		r.Wins++
	case s == 0.5:
		r.Draws++
	default:
		r.Losses++
	}
}

// Games returns the number of games counted.
func (r WDL) Games() int { return r.Wins + r.Draws + r.Losses }

// Points returns the player's points: a win is one, a draw a half.
func (r WDL) Points() float64 { return float64(r.Wins) + float64(r.Draws)/2 }

// Flip returns the same games from the opponent's side.
func (r WDL) Flip() WDL { return WDL{Wins: r.Losses, Draws: r.Draws, Losses: r.Wins} }

// Estimate returns the score, the Elo difference and its 95% interval by
// the trinomial model, as cutechess-cli's elo.cpp computes them (see
// estimate for the degenerate counts), and cutechess's likelihood of
// superiority, 0.5+0.5·erf((w-l)/sqrt(2(w+l))), which draws do not enter;
// 0.5 when there are neither wins nor losses.
func (r WDL) Estimate() Estimate {
	e := estimate([]float64{0, 0.5, 1}, []int{r.Losses, r.Draws, r.Wins})
	e.LOS = 0.5
	if w, l := float64(r.Wins), float64(r.Losses); w+l > 0 {
		e.LOS = 0.5 + 0.5*math.Erf((w-l)/math.Sqrt(2*(w+l)))
	}
	return e
}

// Penta counts pairs of games, the same opening played twice with the
// colours swapped, by the player's total score in the pair: Penta[k] is
// the number of pairs in which it scored k/2 points (0 two losses, 1 a
// loss and a draw, 2 a win and a loss or two draws, 3 a win and a draw,
// 4 two wins). This is fishtest's pentanomial order, LL to WW.
type Penta [5]int

// Add counts one pair in which the player scored a in the first game and
// b in the second (each 0, 0.5 or 1).
func (p *Penta) Add(a, b float64) {
	k := int(math.Round(2 * (a + b)))
	p[min(max(k, 0), 4)]++
}

// Pairs returns the number of pairs counted.
func (p Penta) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// Flip returns the same pairs from the opponent's side.
func (p Penta) Flip() Penta { return Penta{p[4], p[3], p[2], p[1], p[0]} }

// Estimate returns the score per game, the Elo difference and its 95%
// interval from the variance of the pairs' scores, and the likelihood of
// superiority from the same normal law, as fishtest's stat_util.get_elo
// and fastchess compute them (see estimate for the degenerate counts).
func (p Penta) Estimate() Estimate {
	return estimate([]float64{0, 0.25, 0.5, 0.75, 1}, p[:])
}
