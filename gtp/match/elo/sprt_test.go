package elo

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestParseSPRTReadsTheFlag(t *testing.T) {
	tests := []struct {
		text string
		want SPRT
	}{
		{"elo0=0,elo1=30,alpha=0.05,beta=0.05", SPRT{0, 30, 0.05, 0.05}},
		{"elo0=0,elo1=35", SPRT{0, 35, 0.05, 0.05}}, // Leela Zero's test
		{" beta = 0.1 , ELO1=5,elo0=-1.5 ", SPRT{-1.5, 5, 0.05, 0.1}},
		{"elo0=0,elo1=10,alpha=0.01,beta=0.2", SPRT{0, 10, 0.01, 0.2}},
	}
	for _, tt := range tests {
		got, err := ParseSPRT(tt.text)
		if err != nil || got != tt.want {
			t.Errorf("ParseSPRT(%q) = %+v, %v; want %+v", tt.text, got, err, tt.want)
			continue
		}
		if again, err := ParseSPRT(got.String()); err != nil || again != got {
			t.Errorf("ParseSPRT(%q) = %+v, %v; want it back", got.String(), again, err)
		}
	}
}

func TestParseSPRTNamesTheBadKey(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", `empty setting in "": want elo0=N,elo1=N[,alpha=P,beta=P]`},
		{"elo0=0,,elo1=5", `empty setting in "elo0=0,,elo1=5"`},
		{"elo0=0,elo1=5,gamma=3", `unknown key "gamma": want elo0, elo1, alpha or beta`},
		{"elo0=0,elo1", "elo1: no value: want elo1=NUMBER"},
		{"elo0=0,elo1=x", `elo1: "x" is not a number`},
		{"elo0=NaN,elo1=5", `elo0: "NaN" is not a number`},
		{"elo0=0,elo1=inf", `elo1: "inf" is not a number`},
		{"elo0=0,elo0=1,elo1=5", "elo0: given twice"},
		{"elo1=5", "elo0: missing"},
		{"elo0=0,alpha=0.1", "elo1: missing"},
		{"elo0=30,elo1=0", "elo1: 0 is not above elo0 (30)"},
		{"elo0=5,elo1=5", "elo1: 5 is not above elo0 (5)"},
		{"elo0=0,elo1=2000", "elo1: 2000 is out of range: at most ±1199.8"},
		{"elo0=0,elo1=5,alpha=0", "alpha: 0 is not between 0 and 1"},
		{"elo0=0,elo1=5,beta=1.5", "beta: 1.5 is not between 0 and 1"},
		{"elo0=0,elo1=5,alpha=0.5,beta=0.5", "alpha and beta: 0.5 and 0.5 add up to 1 or more"},
	}
	for _, tt := range tests {
		_, err := ParseSPRT(tt.text)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("ParseSPRT(%q) error = %v, want %q", tt.text, err, tt.want)
		}
	}
}

func TestSPRTBoundsAndDecision(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 30, Alpha: 0.05, Beta: 0.05}
	lower, upper := s.Bounds()
	// fishtest and cutechess print (-2.94, 2.94) for 0.05 and 0.05:
	// ln(0.05/0.95) = -2.9444.
	near(t, "lower", lower, -2.9444, 1e-4)
	near(t, "upper", upper, 2.9444, 1e-4)
	lower, upper = SPRT{Alpha: 0.01, Beta: 0.1}.Bounds()
	near(t, "lower", lower, math.Log(0.1/0.99), 1e-12)
	near(t, "upper", upper, math.Log(0.9/0.01), 1e-12)
	for _, tt := range []struct {
		llr  float64
		want Decision
	}{{0, Continue}, {2.94, Continue}, {2.95, AcceptH1}, {-2.95, AcceptH0}, {-2.9, Continue}} {
		if got := s.Decide(tt.llr); got != tt.want {
			t.Errorf("Decide(%g) = %v, want %v", tt.llr, got, tt.want)
		}
	}
	if Continue.String() != "continue" || AcceptH0.String() != "H0 accepted" || AcceptH1.String() != "H1 accepted" {
		t.Errorf("decisions read %q, %q, %q", Continue, AcceptH0, AcceptH1)
	}
}

// The log-likelihood ratios are checked against fishtest's LLRcalc.
// LLR_logistic run on the same counts (in brackets, to five places), and
// where one was published, against that: Stockfish's commit messages
// quote fishtest's result of each test that passed, with its logistic
// bounds in braces, and fastchess's sprt_test.cpp checks its own
// implementation of the same ratio.
func TestLLRMatchesFishtest(t *testing.T) {
	tests := []struct {
		name       string
		elo0, elo1 float64
		p          Penta
		w          WDL
		trinomial  bool
		want, tol  float64
	}{
		// Stockfish commits of April 2021, "LLR: 2.94 (-2.94,2.94)
		// {-0.20,1.10} Total: 120816 W: 11155 L: 10861 D: 98800
		// Ptnml(0-2): 406, 8728, 41933, 8848, 493" (2.93695).
		{name: "Stockfish STC", elo0: -0.2, elo1: 1.1, p: Penta{406, 8728, 41933, 8848, 493}, want: 2.94, tol: 0.01},
		{name: "Stockfish STC, fishtest", elo0: -0.2, elo1: 1.1, p: Penta{406, 8728, 41933, 8848, 493}, want: 2.93695, tol: 1e-4},
		// "LLR: 2.94 (-2.94,2.94) {0.20,0.90} ... Ptnml(0-2): 23, 1079,
		// 15473, 1255, 14" (2.93913).
		{name: "Stockfish LTC", elo0: 0.2, elo1: 0.9, p: Penta{23, 1079, 15473, 1255, 14}, want: 2.94, tol: 0.01},
		// "LLR: 2.95 (-2.94,2.94) {-0.70,0.20} ... Ptnml(0-2): 2, 245,
		// 4962, 291, 4" (2.94688).
		{name: "Stockfish SMP", elo0: -0.7, elo1: 0.2, p: Penta{2, 245, 4962, 291, 4}, want: 2.95, tol: 0.01},
		// "LLR: 2.94 (-2.94,2.94) {-1.00,0.20} ... Ptnml(0-2): 577,
		// 11681, 56451, 11586, 605" (2.93988).
		{name: "Stockfish simplification", elo0: -1, elo1: 0.2, p: Penta{577, 11681, 56451, 11586, 605}, want: 2.94, tol: 0.01},
		// The example at the foot of fishtest's stat_util.py, bounds
		// {-3, 1}: pentanomial 2.13107, its W/D/L 2.04904.
		{name: "stat_util example", elo0: -3, elo1: 1, p: Penta{10789, 19328, 33806, 19402, 10543}, want: 2.13107, tol: 1e-4},
		{name: "stat_util example, trinomial", elo0: -3, elo1: 1, w: WDL{65388, 56553, 65804}, trinomial: true, want: 2.04904, tol: 1e-4},
		// fastchess's sprt_test.cpp, "logistic pentanomial 1" and "2":
		// -3.07 and -4.98 (-3.07413, -4.97867).
		{name: "fastchess pentanomial 1", elo0: 0.5, elo1: 2.5, p: Penta{223, 9863, 21279, 10037, 246}, want: -3.07, tol: 0.01},
		{name: "fastchess pentanomial 2", elo0: 0, elo1: 2, p: Penta{871, 26175, 55983, 26678, 821}, want: -4.98, tol: 0.01},
		// "logistic trinomial 1" and "2": -1.57 and -2.59 (-1.57189,
		// -2.59302).
		{name: "fastchess trinomial 1", elo0: 0.5, elo1: 2.5, w: WDL{21404, 40708, 21184}, trinomial: true, want: -1.57189, tol: 1e-4},
		{name: "fastchess trinomial 2", elo0: 0, elo1: 2, w: WDL{57433, 106593, 57030}, trinomial: true, want: -2.59302, tol: 1e-4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := SPRT{Elo0: tt.elo0, Elo1: tt.elo1, Alpha: 0.05, Beta: 0.05}
			got := s.LLRPairs(tt.p)
			if tt.trinomial {
				got = s.LLR(tt.w)
			}
			near(t, "LLR", got, tt.want, tt.tol)
		})
	}
}

// One-sided counts give the finite ratios fishtest's LLR_logistic gives
// them (its figures in the comments), and no games give 0.
func TestLLROfDegenerateCounts(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 30, Alpha: 0.05, Beta: 0.05}
	tests := []struct {
		name string
		got  float64
		want float64
	}{
		{"no games", s.LLR(WDL{}), 0},
		{"no pairs", s.LLRPairs(Penta{}), 0},
		{"ten wins", s.LLR(WDL{Wins: 10}), 0.82623},
		{"ten losses", s.LLR(WDL{Losses: 10}), -0.90071},
		{"ten draws", s.LLR(WDL{Draws: 10}), -0.89373},
		{"seven pairs won twice", s.LLRPairs(Penta{4: 7}), 0.57852},
		{"seven even pairs", s.LLRPairs(Penta{2: 7}), -0.62377},
	}
	for _, tt := range tests {
		near(t, tt.name, tt.got, tt.want, 1e-4)
	}
	// Bounds beyond the clamp count as the clamp, not as a score of 1.
	wide := SPRT{Elo0: -5000, Elo1: 5000, Alpha: 0.05, Beta: 0.05}
	if l := wide.LLR(WDL{Wins: 3, Losses: 1}); math.IsNaN(l) || math.IsInf(l, 0) {
		t.Errorf("LLR with bounds ±5000 = %v, want a finite ratio", l)
	}
}

// game draws one game's score for the first player from a distribution
// with expected score s and draw rate d.
func game(rng *rand.Rand, s, d float64) float64 {
	switch u := rng.Float64(); {
	case u < s-d/2:
		return 1
	case u < s+d/2:
		return 0.5
	}
	return 0
}

// run plays games (or pairs) from the distribution until the test
// decides, and returns the decision and the games played.
func run(s SPRT, rng *rand.Rand, elo, draws float64, pairs bool, limit int) (Decision, int) {
	var r WDL
	var p Penta
	score := Score(elo)
	for n := 0; n < limit; {
		llr := 0.0
		if pairs {
			p.Add(game(rng, score, draws), game(rng, score, draws))
			n += 2
			llr = s.LLRPairs(p)
		} else {
			r.Add(game(rng, score, draws))
			n++
			llr = s.LLR(r)
		}
		if d := s.Decide(llr); d != Continue {
			return d, n
		}
	}
	return Continue, limit
}

// The test run on games drawn from a known law reaches the true
// hypothesis: H1 when the first player is 80 Elo stronger (well above
// elo1 = 30), H0 when the two are equal (elo0 = 0). With alpha = beta =
// 0.05 about one run in twenty may go wrong at Elo 0 and almost none at
// 80; the seeds are fixed, so the counts are too.
func TestSPRTReachesTheTrueHypothesis(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 30, Alpha: 0.05, Beta: 0.05}
	const runs, limit = 20, 20000
	for _, tt := range []struct {
		name   string
		elo    float64
		pairs  bool
		want   Decision
		atMost int // wrong decisions allowed out of runs
	}{
		{"games, 80 Elo", 80, false, AcceptH1, 0},
		{"games, equal", 0, false, AcceptH0, 2},
		{"pairs, 80 Elo", 80, true, AcceptH1, 0},
		{"pairs, equal", 0, true, AcceptH0, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			wrong, games := 0, 0
			for seed := range uint64(runs) {
				rng := rand.New(rand.NewPCG(seed, 29))
				d, n := run(s, rng, tt.elo, 0.1, tt.pairs, limit)
				games += n
				switch d {
				case Continue:
					t.Errorf("seed %d: no decision after %d games", seed, limit)
				case tt.want:
				default:
					wrong++
				}
			}
			if wrong > tt.atMost {
				t.Errorf("%d of %d runs accepted the wrong hypothesis, want at most %d", wrong, runs, tt.atMost)
			}
			t.Logf("%d runs, %d games on average, %d wrong", runs, games/runs, wrong)
		})
	}
}
