package elo

import (
	"math"
	"testing"
)

// near fails the test when got is farther than tol from want.
func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if math.IsNaN(got) || math.Abs(got-want) > tol {
		t.Errorf("%s = %.4f, want %.4f ± %g", what, got, want, tol)
	}
}

func TestEloAndScoreAreInverse(t *testing.T) {
	tests := []struct{ score, elo float64 }{
		{0.5, 0},
		{0.75, 190.8485}, // -400·log10(1/0.75-1) = 400·log10(3)
		{0.25, -190.8485},
		{Score(35), 35},       // Leela Zero's H1
		{0.999, 1199.8262},    // 400·log10(999), the clamp
		{1, 1199.8262},        // clamped, not +Inf
		{0, -1199.8262},       // clamped, not -Inf
		{-3, -1199.8262},      // clamped
		{0.9999, 1199.8262},   // clamped
		{0.00105, -1191.3418}, // just inside the clamp: -400·log10(1/0.00105-1)
	}
	for _, tt := range tests {
		near(t, "Elo", Elo(tt.score), tt.elo, 1e-4)
		if tt.score >= 0.001 && tt.score <= 0.999 {
			near(t, "Score(Elo)", Score(Elo(tt.score)), tt.score, 1e-12)
		}
	}
}

// The trinomial estimates are checked against figures cutechess-cli and
// fastchess printed, and against cutechess's elo.cpp with the exact 97.5%
// quantile (the figures in brackets were worked out by hand from its
// formulas: mean μ = (w+d/2)/n, σ² = (w(1-μ)²+d(½-μ)²+lμ²)/n, interval
// μ ± 1.95996·σ/√n mapped through Elo, LOS from erf). cutechess itself
// approximates the quantile as 1.95716, so its printed margins are 0.14%
// narrower: within the 0.1 Elo the checks allow.
func TestWDLEstimateMatchesCutechess(t *testing.T) {
	tests := []struct {
		name           string
		r              WDL
		elo, margin    float64
		los            float64
		low, high, tol float64
	}{
		// "Score of OopsMate vs Sayuri: 99 - 97 - 104 [0.503] 300 ...
		// Elo difference: 2.3 +/- 31.8, LOS: 55.7 %" (a cutechess-cli run
		// published in the OopsMate repository); by the formulas 2.3163 ±
		// 31.8676 in [-29.5318, 34.2034], LOS 0.5568.
		{"cutechess 99-97-104", WDL{99, 104, 97}, 2.3163, 31.8676, 0.5568, -29.5318, 34.2034, 0.001},
		{"cutechess 99-97-104 as printed", WDL{99, 104, 97}, 2.3, 31.8, 0.557, -29.5318, 34.2034, 0.1},
		// "Score of OopsMate vs SF-2100: 45 - 37 - 18 [0.540] 100 ...
		// Elo difference: 27.9 +/- 62.4, LOS: 81.2 %"; by the formulas
		// 27.8544 ± 62.4966 in [-33.7333, 91.2598], LOS 0.8115.
		{"cutechess 45-37-18", WDL{45, 18, 37}, 27.8544, 62.4966, 0.8115, -33.7333, 91.2598, 0.001},
		{"cutechess 45-37-18 as printed", WDL{45, 18, 37}, 27.9, 62.4, 0.812, -33.7333, 91.2598, 0.1},
		// fastchess's elo_test.cpp, "EloWDL 2": W 136 L 96 D 111 gives
		// diff 40.70, error 30.43 (exact quantile); LOS by cutechess's
		// formula 0.9957 (fastchess's own, from the variance, is 0.9960).
		{"fastchess EloWDL 2", WDL{136, 111, 96}, 40.70, 30.43, 0.9957, 10.5868, 71.4412, 0.01},
		// Zeno's fastchess run, "Games: 6804, Wins: 2718, Losses: 2330,
		// Draws: 1756": by the formulas 19.8341 ± 7.1193 (its printed
		// 19.83 +/- 6.77 is the pentanomial one, below).
		{"Zeno trinomial", WDL{2718, 1756, 2330}, 19.8341, 7.1193, 1, 12.7231, 26.9618, 0.001},
		// "W 34, L 356, D 0": by the formulas -407.9884 ± 63.1645; the
		// LOS is 0 to 4 places.
		{"no draws", WDL{34, 0, 356}, -407.9884, 63.1645, 0, -480.5257, -354.1967, 0.001},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.r.Estimate()
			near(t, "Elo", e.Elo, tt.elo, tt.tol)
			near(t, "Margin", e.Margin(), tt.margin, tt.tol)
			near(t, "LOS", e.LOS, tt.los, 0.001)
			near(t, "Low", e.Low, tt.low, max(tt.tol, 0.001))
			near(t, "High", e.High, tt.high, max(tt.tol, 0.001))
			near(t, "Score", e.Score, tt.r.Points()/float64(tt.r.Games()), 1e-12)
		})
	}
}

// The pentanomial estimates are checked against fastchess's published
// tests and runs and against fishtest's stat_util.get_elo, run on the
// same counts (its figures to four places in brackets).
func TestPentaEstimateMatchesFishtest(t *testing.T) {
	tests := []struct {
		name             string
		p                Penta
		elo, margin, los float64
		tol              float64
	}{
		// fastchess's elo_test.cpp, "EloPentanomial 1": LL 34, LD 54,
		// WL 31, DD 32, WD 64, WW 75 gives diff 55.58, error 27.65,
		// LOS 100.00 % (get_elo: 55.5798, 27.6534).
		{"fastchess EloPentanomial 1", Penta{34, 54, 63, 64, 75}, 55.5798, 27.6534, 1, 0.001},
		// "EloPentanomial 2": diff -8.64, error 10.33, LOS 5.05 %
		// (get_elo: -8.6427, 10.3342, 0.0505).
		{"fastchess EloPentanomial 2", Penta{332, 433, 498, 333, 334}, -8.6427, 10.3342, 0.0505, 0.001},
		// "EloPentanomial 3": diff -21.04, error 2.95 (get_elo: -21.0435,
		// 2.9453).
		{"fastchess EloPentanomial 3", Penta{7895, 8757, 5685, 568, 9999}, -21.0435, 2.9453, 0, 0.001},
		// A fastchess run published in the Zeno repository: "Elo: 19.83
		// +/- 6.77 ... Ptnml(0-2): [352, 579, 1264, 743, 464]"
		// (get_elo: 19.8341, 6.7677).
		{"Zeno run", Penta{352, 579, 1264, 743, 464}, 19.83, 6.77, 1, 0.01},
		// "Results of sf19-smallnet vs sf18-lite ... Elo: 72.85 +/- 22.33
		// ... Ptnml(0-2): [1, 10, 78, 48, 13]" (get_elo: 72.8526,
		// 22.3251).
		{"sf19 run", Penta{1, 10, 78, 48, 13}, 72.85, 22.33, 1, 0.01},
		// "Elo: 190.85 +/- 65.54 ... Ptnml(0-2): [0, 0, 1, 8, 1]":
		// fastchess takes empty classes as they are, as this package does
		// when two or more classes have pairs; fishtest's get_elo, which
		// always counts them a thousandth, gives 190.7327 ± 65.7255.
		{"empty classes", Penta{0, 0, 1, 8, 1}, 190.85, 65.54, 1, 0.01},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := tt.p.Estimate()
			near(t, "Elo", e.Elo, tt.elo, tt.tol)
			near(t, "Margin", e.Margin(), tt.margin, tt.tol)
			near(t, "LOS", e.LOS, tt.los, 0.0001)
		})
	}
}

// One-sided counts have no variance; their empty classes count a
// thousandth, and the figures are fishtest's get_elo's on the same counts,
// but for the LOS of WDL, which is cutechess's from wins and losses:
// 0.5+0.5·erf(10/√20) = 0.9992 for ten wins.
func TestEstimateOfDegenerateCountsIsFinite(t *testing.T) {
	tests := []struct {
		name             string
		e                Estimate
		elo, margin, los float64
	}{
		{"no games", WDL{}.Estimate(), 0, 1199.8262, 0.5},
		{"no pairs", Penta{}.Estimate(), 0, 1199.8262, 0.5},
		{"all wins", WDL{Wins: 10}.Estimate(), 1199.8262, 170.5058, 0.9992},
		{"all losses", WDL{Losses: 10}.Estimate(), -1199.8262, 170.5058, 0.0008},
		{"all draws", WDL{Draws: 10}.Estimate(), 0, 3.0448, 0.5},
		{"all pairs won twice", Penta{4: 10}.Estimate(), 1199.8262, 188.8975, 1},
		{"all pairs even", Penta{2: 10}.Estimate(), 0, 3.4036, 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			near(t, "Elo", tt.e.Elo, tt.elo, 0.001)
			near(t, "Margin", tt.e.Margin(), tt.margin, 0.001)
			near(t, "LOS", tt.e.LOS, tt.los, 0.0001)
			for _, v := range []float64{tt.e.Score, tt.e.Low, tt.e.High} {
				if math.IsNaN(v) || math.IsInf(v, 0) {
					t.Errorf("estimate %+v is not finite", tt.e)
				}
			}
			if tt.e.Low > tt.e.Elo || tt.e.Elo > tt.e.High {
				t.Errorf("Elo %.4f outside its interval [%.4f, %.4f]", tt.e.Elo, tt.e.Low, tt.e.High)
			}
		})
	}
}

func TestAddCountsEachResultInItsClass(t *testing.T) {
	var r WDL
	for _, s := range []float64{1, 1, 0.5, 0, 1} {
		r.Add(s)
	}
	if want := (WDL{Wins: 3, Draws: 1, Losses: 1}); r != want {
		t.Errorf("WDL after 1 1 ½ 0 1 = %+v, want %+v", r, want)
	}
	if want := (WDL{Wins: 1, Draws: 1, Losses: 3}); r.Flip() != want {
		t.Errorf("Flip = %+v, want %+v", r.Flip(), want)
	}
	var p Penta
	for _, pair := range [][2]float64{{0, 0}, {0, 0.5}, {1, 0}, {0.5, 0.5}, {1, 0.5}, {1, 1}, {0.5, 1}} {
		p.Add(pair[0], pair[1])
	}
	if want := (Penta{1, 1, 2, 2, 1}); p != want {
		t.Errorf("Penta = %v, want %v", p, want)
	}
	if want := (Penta{1, 2, 2, 1, 1}); p.Flip() != want {
		t.Errorf("Flip = %v, want %v", p.Flip(), want)
	}
	if p.Pairs() != 7 || r.Games() != 5 || r.Points() != 3.5 {
		t.Errorf("Pairs %d, Games %d, Points %g; want 7, 5, 3.5", p.Pairs(), r.Games(), r.Points())
	}
}
