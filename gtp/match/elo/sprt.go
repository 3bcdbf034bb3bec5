package elo

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// maxElo is the Elo of the clamped score 0.999, 1199.8: bounds beyond it
// would test scores Elo cannot tell apart.
var maxElo = Elo(1 - minScore)

// SPRT is a sequential probability ratio test between H0, "the first
// player is Elo0 stronger", and H1, "it is Elo1 stronger", both in
// logistic Elo, with Alpha the chance of accepting H1 when H0 holds and
// Beta that of accepting H0 when H1 holds. Leela Zero promoted networks
// with Elo0 0, Elo1 35, Alpha and Beta 0.05.
//
// A match feeds the test its counts after each game or pair and stops
// when Decide says so. Looking after every game is what the test is built
// for: the error rates hold, give or take the overshoot of the last game.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// ParseSPRT reads a test as written on the command line,
// "elo0=0,elo1=30,alpha=0.05,beta=0.05", the keys in any order. elo0 and
// elo1 are needed; alpha and beta are 0.05 when left out. The error names
// the key at fault.
func ParseSPRT(text string) (SPRT, error) {
	t := SPRT{Alpha: 0.05, Beta: 0.05}
	fields := map[string]*float64{"elo0": &t.Elo0, "elo1": &t.Elo1, "alpha": &t.Alpha, "beta": &t.Beta}
	seen := map[string]bool{}
	for _, f := range strings.Split(text, ",") {
		key, val, ok := strings.Cut(f, "=")
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		dst := fields[key]
		switch {
		case dst == nil && key == "" && !ok:
			return SPRT{}, fmt.Errorf("empty setting in %q: want elo0=N,elo1=N[,alpha=P,beta=P]", text)
		case dst == nil:
			return SPRT{}, fmt.Errorf("unknown key %q: want elo0, elo1, alpha or beta", key)
		case !ok:
			return SPRT{}, fmt.Errorf("%s: no value: want %s=NUMBER", key, key)
		case seen[key]:
			return SPRT{}, fmt.Errorf("%s: given twice", key)
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
			return SPRT{}, fmt.Errorf("%s: %q is not a number", key, val)
		}
		*dst, seen[key] = v, true
	}
	for _, key := range []string{"elo0", "elo1"} {
		if !seen[key] {
			return SPRT{}, fmt.Errorf("%s: missing: want elo0=N,elo1=N[,alpha=P,beta=P]", key)
		}
	}
	return t, t.check()
}

// check says what makes a test meaningless: bounds in the wrong order or
// beyond the scores Elo can tell apart, error rates outside (0, 1) or
// adding up to 1 or more (then the bounds of the LLR cross).
func (t SPRT) check() error {
	for _, f := range []struct {
		key string
		v   float64
	}{{"elo0", t.Elo0}, {"elo1", t.Elo1}} {
		if math.Abs(f.v) > maxElo {
			return fmt.Errorf("%s: %g is out of range: at most ±%.1f", f.key, f.v, maxElo)
		}
	}
	switch {
	case t.Elo1 <= t.Elo0:
		return fmt.Errorf("elo1: %g is not above elo0 (%g)", t.Elo1, t.Elo0)
	case t.Alpha <= 0 || t.Alpha >= 1:
		return fmt.Errorf("alpha: %g is not between 0 and 1", t.Alpha)
	case t.Beta <= 0 || t.Beta >= 1:
		return fmt.Errorf("beta: %g is not between 0 and 1", t.Beta)
	case t.Alpha+t.Beta >= 1:
		return fmt.Errorf("alpha and beta: %g and %g add up to 1 or more", t.Alpha, t.Beta)
	}
	return nil
}

// String writes the test back in the form ParseSPRT reads.
func (t SPRT) String() string {
	g := func(v float64) string { return strconv.FormatFloat(v, 'g', -1, 64) }
	return "elo0=" + g(t.Elo0) + ",elo1=" + g(t.Elo1) + ",alpha=" + g(t.Alpha) + ",beta=" + g(t.Beta)
}

// Bounds returns the bounds of the log-likelihood ratio, Wald's
// ln(Beta/(1-Alpha)) and ln((1-Beta)/Alpha): ±2.94 for 0.05 and 0.05.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Decision is the state of a test.
type Decision int

// The states of a test: go on playing, or stop with one hypothesis
// accepted.
const (
	Continue Decision = iota
	AcceptH0
	AcceptH1
)

// String names the decision as a summary prints it.
func (d Decision) String() string {
	switch d {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "continue"
}

// Decide says whether the log-likelihood ratio llr has reached a bound:
// at or above the upper, H1 is accepted; at or below the lower, H0.
func (t SPRT) Decide(llr float64) Decision {
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// LLR returns the log-likelihood ratio of H1 against H0 for games counted
// one by one (the trinomial model). See LLRPairs.
func (t SPRT) LLR(r WDL) float64 {
	return t.llr([]float64{0, 0.5, 1}, []int{r.Losses, r.Draws, r.Wins})
}

// LLRPairs returns the log-likelihood ratio of H1 against H0 for pairs of
// games (the pentanomial model). It is fishtest's LLRcalc.LLR_logistic,
// also fastchess's: the generalized LLR, N·Σ p̂ᵢ·ln(p1ᵢ/p0ᵢ), where p̂ is
// the observed distribution and p0, p1 the distributions nearest to it
// (by likelihood) whose mean scores are Score(Elo0) and Score(Elo1).
// Empty classes count a thousandth, as fishtest's regularize does, so
// one-sided counts (all wins, all draws) give a finite ratio; no results
// give 0. The closed form N·(s1-s0)·(2m-s0-s1)/(2v) of the GSPRT
// approximation (fishtest's LLR_alt2) agrees with it within 0.01 on
// ordinary counts but runs away when the variance v is near zero, which
// is why the exact form is kept here. cutechess-cli's sprt.cpp computes
// another ratio, in BayesElo with a draw rate estimated from the counts,
// so its figures differ from these.
func (t SPRT) LLRPairs(p Penta) float64 {
	return t.llr([]float64{0, 0.25, 0.5, 0.75, 1}, p[:])
}

// llr is the generalized log-likelihood ratio of counts of results whose
// per-game scores are values.
func (t SPRT) llr(values []float64, counts []int) float64 {
	p := make([]float64, len(counts))
	var n float64
	games := 0
	for i, c := range counts {
		p[i] = float64(c)
		if c == 0 {
			p[i] = tiny
		}
		n += p[i]
		games += c
	}
	if games == 0 {
		return 0
	}
	for i := range p {
		p[i] /= n
	}
	s0 := Score(min(max(t.Elo0, -maxElo), maxElo))
	s1 := Score(min(max(t.Elo1, -maxElo), maxElo))
	x0, x1 := secular(values, p, s0), secular(values, p, s1)
	var sum float64
	for i, a := range values {
		sum += p[i] * (math.Log1p(x0*(a-s0)) - math.Log1p(x1*(a-s1)))
	}
	return n * sum
}

// secular solves Σ pᵢ·dᵢ/(1+x·dᵢ) = 0 for x, where dᵢ = valuesᵢ-s; then
// pᵢ/(1+x·dᵢ) is the distribution with mean s nearest to p (Van den
// Bergh, "Comparing the approximations for the generalized log likelihood
// ratio of a multinomial distribution", proposition 1.1). The sum falls
// from +∞ to -∞ across x's open interval (-1/max d, -1/min d), so
// bisection finds the root; s must lie strictly between the least and the
// greatest value.
func secular(values, p []float64, s float64) float64 {
	lo, hi := -1/(values[len(values)-1]-s), -1/(values[0]-s)
	for range 200 {
		x := lo + (hi-lo)/2
		if x <= lo || x >= hi {
			break
		}
		var f float64
		for i, a := range values {
			f += p[i] * (a - s) / (1 + x*(a-s))
		}
		if f > 0 {
			lo = x
		} else {
			hi = x
		}
	}
	return lo + (hi-lo)/2
}
