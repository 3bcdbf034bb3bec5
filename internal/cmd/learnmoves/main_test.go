package main

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/parse/sgf"
)

// games9 are 9x9 games of the tuning set, to learn from in a test.
var games9, _ = filepath.Glob("../../../engine/life/testdata/real/9-*.sgf")

// TestLearnsBetterThanChance: a model learned from 9x9 games predicts the
// moves of other 9x9 games better than a uniform choice among the legal
// moves would, and the file it writes reads back.
func TestLearnsBetterThanChance(t *testing.T) {
	if len(games9) < 40 {
		t.Fatalf("%d 9x9 games; want the tuning set's", len(games9))
	}
	dir := t.TempDir()
	train, test := filepath.Join(dir, "train"), filepath.Join(dir, "test")
	for i, name := range games9[:40] {
		to := train
		if i%4 == 0 {
			to = test
		}
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(to, 0o755)
		if err := os.WriteFile(filepath.Join(to, filepath.Base(name)), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(dir, "m.model")
	var stdout strings.Builder
	if err := run([]string{"-train", train, "-test", test, "-iterations", "3", "-min-shape", "2", "-out", out}, &stdout); err != nil {
		t.Fatal(err)
	}
	got := stdout.String()
	m := regexp.MustCompile(`test: (\d+) games, (\d+) positions, (\d+) candidate moves\ntest: top-1 ([\d.]+)%`).FindStringSubmatch(got)
	if m == nil {
		t.Fatalf("no test figures in\n%s", got)
	}
	positions, _ := strconv.Atoi(m[2])
	candidates, _ := strconv.Atoi(m[3])
	top1, _ := strconv.ParseFloat(m[4], 64)
	chance := 100 * float64(positions) / float64(candidates)
	if top1 < 2*chance {
		t.Errorf("top-1 %.1f%% on the test games, chance %.1f%%: want at least twice chance\n%s", top1, chance, got)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := playout.ParseModel(f); err != nil {
		t.Errorf("the model written does not read back: %v", err)
	}
}

// TestFitRaisesTheLikelihood: each round of minorization-maximization
// makes the moves played no less likely (the prior aside, a little).
func TestFitRaisesTheLikelihood(t *testing.T) {
	var recs []*sgf.Record
	for _, name := range games9[:10] {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		r, err := sgf.Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, r...)
	}
	s := collect(recs)
	var sb strings.Builder
	m := fit(s, 2, 0, &sb)
	vals := s.feats // fit turned them into m's values
	strength := make([]float64, len(vals))
	wins := make([][]float64, playout.Groups)
	for g := range wins {
		wins[g] = make([]float64, len(m.Gamma[g]))
	}
	for _, i := range s.played {
		for g, x := range vals[i] {
			wins[g][x]++
		}
	}
	last := logLikelihood(m, s, vals)
	for round := range 4 {
		for g := range playout.Groups {
			mmStep(m, s, vals, strength, wins[g], g)
		}
		ll := logLikelihood(m, s, vals)
		if ll < last-0.01 {
			t.Errorf("round %d: log-likelihood %.4f after %.4f", round, ll, last)
		}
		last = ll
	}
	if uniform := -math.Log(float64(len(s.feats)) / float64(len(s.played))); last <= uniform {
		t.Errorf("log-likelihood %.3f, no better than a uniform choice's %.3f", last, uniform)
	}
}

// TestMeasureSplitsTies: a move tied with others for the first place
// counts 1/k of a first choice.
func TestMeasureSplitsTies(t *testing.T) {
	m := playout.NewModel([playout.Groups][]playout.ShapeKey{})
	b, _ := board.New(5, 5)
	pb := playout.FromBoard(&b, board.Black, board.Pass)
	s := &positions{}
	s.add(pb, sgf.Move{Colour: board.Black, Point: board.At(2, 2)})
	// Every strength is 1 in a fresh model: 25 moves tie.
	r := measure(m, s)
	if math.Abs(r.top1-1.0/25) > 1e-9 || math.Abs(r.top5-5.0/25) > 1e-9 {
		t.Errorf("top-1 %.4f and top-5 %.4f of 25 tied moves; want 1/25 and 5/25", r.top1, r.top5)
	}
}
