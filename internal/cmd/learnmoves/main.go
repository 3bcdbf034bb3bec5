// Command learnmoves learns goscore's move model (engine/playout's Model)
// from game records, and measures how well a model predicts the moves of
// other records.
//
// Every position of every SGF game under the -train paths (files or
// directories, walked in order) before a move that is not a pass is a
// competition among the legal moves of the side to move that do not fill
// its own eye; the move played wins it. Each move is its features
// (engine/playout/features.go), and the strengths of the feature values
// are fitted by Coulom's minorization-maximization of the generalized
// Bradley-Terry model ("Computing Elo Ratings of Move Patterns in the Game
// of Go", 2007), with his prior of one win and one loss against a virtual
// value of strength 1 for each. A shape is known to the model when it is
// the shape of at least -min-shape moves played; the others share one
// strength.
//
// The positions of the -test paths (never used in the fit) then measure
// the model: the share of positions where the move played is the model's
// first choice (top-1; a tie of k moves counts 1/k), in its first five,
// and the mean log-likelihood of the move played. -model FILE measures
// that model instead of fitting one.
//
// The shipped model (engine/playout/moves.model) was made from GNU Go
// 3.8's regression games: this command's README gives the data, the
// command and the figures.
package main

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/parse/sgf"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "learnmoves:", err)
		os.Exit(1)
	}
}

func run(args []string, stdout io.Writer) error {
	fl := flag.NewFlagSet("learnmoves", flag.ContinueOnError)
	train := fl.String("train", "", "comma-separated SGF files or directories to learn from")
	test := fl.String("test", "", "comma-separated SGF files or directories to measure on")
	out := fl.String("out", "", "write the learned model to `FILE`")
	modelFile := fl.String("model", "", "measure the model in `FILE` instead of learning one")
	iterations := fl.Int("iterations", 20, "rounds of minorization-maximization, each over every group")
	minShape := fl.Int("min-shape", 5, "the fewest moves played with a shape for the model to know it")
	validate := fl.Int("validate", 0, "keep every `K`-th training game out of the fit and measure the model on those games (0: none)")
	if err := fl.Parse(args); err != nil {
		return err
	}
	var m *playout.Model
	switch {
	case *modelFile != "":
		f, err := os.Open(*modelFile)
		if err != nil {
			return err
		}
		defer f.Close()
		if m, err = playout.ParseModel(f); err != nil {
			return fmt.Errorf("%s: %w", *modelFile, err)
		}
	case *train != "":
		games, err := readGames(*train)
		if err != nil {
			return err
		}
		var held []*sgf.Record
		if *validate > 0 {
			var kept []*sgf.Record
			for i, g := range games {
				if (i+1)%*validate == 0 {
					held = append(held, g)
				} else {
					kept = append(kept, g)
				}
			}
			games = kept
		}
		set := collect(games)
		fmt.Fprintf(stdout, "train: %d games, %d positions, %d candidate moves\n", len(games), len(set.played), set.candidates())
		m = fit(set, *minShape, *iterations, stdout)
		fmt.Fprintf(stdout, "train: %s\n", measure(m, set))
		if len(held) > 0 {
			v := collect(held)
			fmt.Fprintf(stdout, "validate: %d games: %s\n", len(held), measure(m, v))
		}
	default:
		return errors.New("give -train PATHS to learn a model or -model FILE to measure one")
	}
	if *test != "" {
		games, err := readGames(*test)
		if err != nil {
			return err
		}
		set := collect(games)
		fmt.Fprintf(stdout, "test: %d games, %d positions, %d candidate moves\n", len(games), len(set.played), set.candidates())
		fmt.Fprintf(stdout, "test: %s\n", measure(m, set))
	}
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		if _, err := m.WriteTo(f); err != nil {
			f.Close()
			return err
		}
		return f.Close()
	}
	return nil
}

// readGames reads every SGF game under the comma-separated paths, in
// walk order; a file that does not parse is left out with a note on
// stderr.
func readGames(paths string) ([]*sgf.Record, error) {
	var games []*sgf.Record
	for _, root := range strings.Split(paths, ",") {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".sgf") {
				return err
			}
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			recs, err := sgf.Parse(path, data)
			if err != nil {
				// One bad record does not stop the others.
				fmt.Fprintf(os.Stderr, "learnmoves: left out: %v\n", err)
				return nil
			}
			games = append(games, recs...)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if len(games) == 0 {
		return nil, fmt.Errorf("no SGF games under %s", paths)
	}
	return games, nil
}

// positions holds competitions: for each, its candidates' raw features
// (MoveFeatures') one after the other, and which one was played.
type positions struct {
	feats  []playout.Features
	starts []int // where each position's candidates start in feats
	played []int // the index in feats of the move played
	// big holds, for each position, the canonical Shape3 and Shape4 keys
	// of the move played (its features hold their hashes only).
	big [][2]playout.ShapeKey
	// model is set once feats hold its values (Model.Values) instead of
	// the raw features: fit turns them so, to keep one copy in memory.
	model *playout.Model
}

// values returns the values of candidate i under m.
func (s *positions) values(m *playout.Model, i int) playout.Features {
	if s.model == m {
		return s.feats[i]
	}
	if s.model != nil {
		panic("learnmoves: the positions hold another model's values")
	}
	return m.Values(s.feats[i])
}

func (s *positions) candidates() int { return len(s.feats) }

// collect replays each game from its setup and gathers a competition for
// each move that is not a pass, up to the first move the replay cannot
// play (or a setup in the middle of the game).
func collect(games []*sgf.Record) *positions {
	s := &positions{}
	for _, rec := range games {
		b, err := board.New(rec.Width, rec.Height)
		if err != nil || rec.Width != rec.Height {
			continue
		}
		rec.Setup.Apply(&b)
		first := board.Black
		if len(rec.Moves) > 0 {
			first = rec.Moves[0].Colour
		}
		pb := playout.FromBoard(&b, first, board.Pass)
		stop := len(rec.Moves)
		if len(rec.Setups) > 0 {
			stop = min(stop, rec.Setups[0].After)
		}
		for _, mv := range rec.Moves[:stop] {
			if mv.Point != board.Pass {
				s.add(pb, mv)
			}
			if !pb.Play(mv.Colour, mv.Point) {
				break
			}
		}
	}
	return s
}

// add gathers the competition of the move mv on pb, unless mv is not
// among the candidates (an own eye filled, or an illegal move).
func (s *positions) add(pb *playout.Board, mv sgf.Move) {
	start := len(s.feats)
	played := -1
	for y := range pb.Height() {
		for x := range pb.Width() {
			p := board.At(x, y)
			if pb.At(p) != board.Empty || !pb.Legal(mv.Colour, p) || pb.IsEye(mv.Colour, p) {
				continue
			}
			if p == mv.Point {
				played = len(s.feats)
			}
			s.feats = append(s.feats, pb.MoveFeatures(mv.Colour, p))
		}
	}
	if played < 0 {
		s.feats = s.feats[:start]
		return
	}
	s.starts = append(s.starts, start)
	s.played = append(s.played, played)
	d3, d4 := pb.BigShapes(mv.Colour, mv.Point)
	s.big = append(s.big, [2]playout.ShapeKey{d3, d4})
}

// end returns where position j's candidates end.
func (s *positions) end(j int) int {
	if j+1 < len(s.starts) {
		return s.starts[j+1]
	}
	return len(s.feats)
}

// fit learns a model from s, writing its progress to w.
func fit(s *positions, minShape, iterations int, w io.Writer) *playout.Model {
	// The shapes of each shape group: those of at least minShape moves
	// played, most played first (ties by key, so the model is the same
	// every run).
	var known [playout.Groups][]playout.ShapeKey
	for g := range playout.Groups {
		if !playout.ShapeGroup(g) {
			continue
		}
		counts := map[playout.ShapeKey]int{}
		for j, i := range s.played {
			switch g {
			case playout.GroupShape3, playout.GroupShape4:
				counts[s.big[j][g-playout.GroupShape3]]++
			default:
				counts[playout.Canonical(g, playout.ShapeKey{uint64(s.feats[i][g])})]++
			}
		}
		for k, n := range counts {
			if n >= minShape {
				known[g] = append(known[g], k)
			}
		}
		slices.SortFunc(known[g], func(a, b playout.ShapeKey) int {
			return cmp.Or(counts[b]-counts[a], a.Compare(b))
		})
		fmt.Fprintf(w, "fit: %s: %d shapes known (of %d played)\n", playout.GroupNames[g], len(known[g]), len(counts))
	}
	m := playout.NewModel(known)
	// The values of every candidate, once, in place of its features.
	for i := range s.feats {
		s.feats[i] = m.Values(s.feats[i])
	}
	s.model = m
	vals := s.feats
	// wins[g][x]: the moves played with value x in group g.
	var wins [playout.Groups][]float64
	for g := range wins {
		wins[g] = make([]float64, len(m.Gamma[g]))
	}
	for _, i := range s.played {
		for g, x := range vals[i] {
			wins[g][x]++
		}
	}
	strength := make([]float64, len(vals))
	for it := 1; it <= iterations; it++ {
		for g := range playout.Groups {
			mmStep(m, s, vals, strength, wins[g], g)
		}
		if it == iterations || it%5 == 0 {
			fmt.Fprintf(w, "fit: after %d iterations, mean log-likelihood %.4f\n", it, logLikelihood(m, s, vals))
		}
	}
	return m
}

// mmStep updates the strengths of group g by one minorization-maximization
// step: gamma = W / sum over positions of C/E, where W counts the wins of
// the value, E is a position's total strength and C the total strength of
// its candidates with the value, less the value's own factor; with one
// virtual win and one virtual loss against strength 1 for each value.
func mmStep(m *playout.Model, s *positions, vals []playout.Features, strength, wins []float64, g int) {
	gamma := m.Gamma[g]
	den := make([]float64, len(gamma))
	for i := range vals {
		strength[i] = m.Strength(&vals[i])
	}
	for j, start := range s.starts {
		end := s.end(j)
		total := 0.0
		for i := start; i < end; i++ {
			total += strength[i]
		}
		for i := start; i < end; i++ {
			x := vals[i][g]
			den[x] += strength[i] / gamma[x] / total
		}
	}
	for x := range gamma {
		gamma[x] = (wins[x] + 1) / (den[x] + 2/(gamma[x]+1))
	}
	// Keep value 0 (none, or an unknown shape) at strength 1: the model is
	// the same whatever one value's scale, so fix it.
	scale := gamma[0]
	for x := range gamma {
		gamma[x] /= scale
	}
}

// logLikelihood is the mean log-probability of the moves played.
func logLikelihood(m *playout.Model, s *positions, vals []playout.Features) float64 {
	sum := 0.0
	for j, start := range s.starts {
		total := 0.0
		for i := start; i < s.end(j); i++ {
			total += m.Strength(&vals[i])
		}
		sum += math.Log(m.Strength(&vals[s.played[j]]) / total)
	}
	return sum / float64(len(s.starts))
}

// result is how well a model predicts the moves of a set.
type result struct {
	positions          int
	top1, top5, logLik float64
}

func (r result) String() string {
	return fmt.Sprintf("top-1 %.1f%%, top-5 %.1f%%, mean log-likelihood %.3f (%d positions)",
		100*r.top1/float64(r.positions), 100*r.top5/float64(r.positions), r.logLik/float64(r.positions), r.positions)
}

// measure predicts each move played of s with m.
func measure(m *playout.Model, s *positions) result {
	r := result{positions: len(s.starts)}
	for j, start := range s.starts {
		end := s.end(j)
		v := s.values(m, s.played[j])
		mine := m.Strength(&v)
		total, above, ties := 0.0, 0, 0
		for i := start; i < end; i++ {
			v := s.values(m, i)
			st := m.Strength(&v)
			total += st
			switch {
			case st > mine:
				above++
			case st == mine:
				ties++ // the move played among them
			}
		}
		if above == 0 {
			r.top1 += 1 / float64(ties)
		}
		if above < 5 {
			r.top5 += min(1, float64(5-above)/float64(ties))
		}
		r.logLik += math.Log(mine / total)
	}
	return r
}
