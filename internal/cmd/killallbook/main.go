// Command killallbook makes the kill-all opening book that goscore's bot
// plays from as Black (engine/mcts, killall7.book): where to place its
// two stones on the empty 7x7 board, and its answer to each first move of
// White. Each entry is the choice of searches far deeper than a move's
// budget: the bot itself, as `goscore gtp --game kill-all` sets it up
// (playouts fast,nakade, the hand-set priors, Chinese rules), searches the
// position -seeds times with -playouts playouts and a different seed each
// time, one thread each (so each search is deterministic), and the move
// with the most visits over all of them is the entry, with the share of
// those visits' playouts that Black won.
//
//	go run ./internal/cmd/killallbook > engine/mcts/killall7.book
//
// The book's lines follow from its own placement: a book made with other
// settings may place the stones elsewhere, and then answers White there.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/mcts"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/game"
)

func main() {
	size := flag.Int("size", 7, "the board size")
	playouts := flag.Int("playouts", 400_000, "playouts of each search")
	seeds := flag.Int("seeds", 3, "searches of each position, seeds 1 to N")
	jobs := flag.Int("jobs", 2, "searches at once")
	flag.Parse()
	if err := run(os.Stdout, *size, *playouts, *seeds, *jobs); err != nil {
		fmt.Fprintln(os.Stderr, "killallbook:", err)
		os.Exit(1)
	}
}

// settings are what every search of the book runs with.
type settings struct {
	size, playouts, seeds, jobs int
	rules                       analyze.Rules
	policy                      playout.Policy
}

// run writes the book to w.
func run(w io.Writer, size, playouts, seeds, jobs int) error {
	rules, err := analyze.Preset("chinese")
	if err != nil {
		return err
	}
	pol, err := playout.ParsePolicy("fast,nakade")
	if err != nil {
		return err
	}
	st := settings{size: size, playouts: playouts, seeds: seeds, jobs: max(jobs, 1), rules: rules, policy: pol}
	first, err := st.best(nil)
	if err != nil {
		return err
	}
	second, err := st.best([]board.Point{first.Move})
	if err != nil {
		return err
	}
	placed := []board.Point{first.Move, second.Move}
	g, err := st.replay(placed)
	if err != nil {
		return err
	}
	var lines [][]board.Point
	for _, p := range g.Board().Points(nil) {
		if g.Legal(board.White, p) == analyze.OK {
			lines = append(lines, []board.Point{first.Move, second.Move, p})
		}
	}
	answers := make([]mcts.BookMove, len(lines))
	errs := make([]error, len(lines))
	var wg sync.WaitGroup
	next := make(chan int)
	for range st.jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				answers[i], errs[i] = st.best(lines[i])
			}
		}()
	}
	for i := range lines {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return err
	}
	fmt.Fprintf(w, "# Black's opening in 7x7 kill-all: its two stones, then its answer to each first\n")
	fmt.Fprintf(w, "# move of White. Made by internal/cmd/killallbook -size %d -playouts %d -seeds %d:\n", size, playouts, seeds)
	fmt.Fprintf(w, "# each entry is the move most visited over %d searches of %d playouts (seeds 1 to\n", seeds, playouts)
	fmt.Fprintf(w, "# %d, one thread each), with the share of its playouts Black won.\n", seeds)
	fmt.Fprintf(w, "book kill-all %d\n", size)
	fmt.Fprintf(w, "- > %v %.2f\n", first.Move, first.WinRate)
	fmt.Fprintf(w, "%v > %v %.2f\n", first.Move, second.Move, second.WinRate)
	for i, line := range lines {
		fmt.Fprintf(w, "%s > %v %.2f\n", vertices(line), answers[i].Move, answers[i].WinRate)
	}
	return nil
}

// best searches the position after moves st.seeds times and returns the
// move most visited over all the searches, with Black's win rate over its
// playouts.
func (st settings) best(moves []board.Point) (mcts.BookMove, error) {
	g, err := st.replay(moves)
	if err != nil {
		return mcts.BookMove{}, err
	}
	visits := map[board.Point]int{}
	wins := map[board.Point]float64{}
	for seed := 1; seed <= st.seeds; seed++ {
		bot := mcts.New(mcts.Config{Playouts: st.playouts, Seed: uint64(seed), Rules: st.rules, KillAll: true, Policy: st.policy, Threads: 1})
		bot.Genmove(g, g.ToMove())
		for _, m := range bot.Snapshot().Moves {
			visits[m.Move] += m.Visits
			wins[m.Move] += m.WinRate * float64(m.Visits)
		}
	}
	best, found := board.Pass, false
	for _, p := range slices.Sorted(maps.Keys(visits)) {
		if !found || visits[p] > visits[best] {
			best, found = p, true
		}
	}
	if !found || best == board.Pass {
		return mcts.BookMove{}, fmt.Errorf("after %q: no move searched", vertices(moves))
	}
	return mcts.BookMove{Move: best, WinRate: wins[best] / float64(visits[best])}, nil
}

// replay returns a kill-all game on the empty board with moves played,
// Black's two stones first.
func (st settings) replay(moves []board.Point) (*game.Game, error) {
	g, err := game.New(game.KillAll, st.size, st.size, st.rules)
	if err != nil {
		return nil, err
	}
	for _, p := range moves {
		if _, err := g.Play(g.ToMove(), p); err != nil {
			return nil, fmt.Errorf("after %q: %v: %w", vertices(moves), p, err)
		}
	}
	return g, nil
}

// vertices joins the GTP vertices of moves with spaces.
func vertices(moves []board.Point) string {
	s := make([]string, len(moves))
	for i, p := range moves {
		s[i] = p.String()
	}
	return strings.Join(s, " ")
}
