package mcts

import (
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// worker is one thread of the search: its own playout board and random
// numbers, and the path of its current descent. The tree is shared.
type worker struct {
	rng  *rand.PCG
	work playout.Board // the position of the playout under way
	path []int32       // the nodes of the current descent, root first
	// replies is the worker's memory of the last-good-reply rule
	// (playout.Replies), kept from playout to playout and move to move.
	replies playout.Replies

	// Ownership of the last playout's end, per point: +1 Black's, -1
	// White's, 0 neither (see owners).
	owner [board.Cells]int8
	mark  [board.Cells]uint32 // flood-fill marks, stamped with gen
	gen   uint32
	queue []board.Point
}

// limit is when a search stops: after playouts (0: no cap), when the
// time rules of budget say so (zero: no clock), or when stop is closed;
// report, when set, gets a snapshot every interval and at the end.
type limit struct {
	playouts int
	budget   Budget
	stop     <-chan struct{}
	interval time.Duration
	report   func(Analysis)
}

// run searches the root until l says stop, with Config.Threads workers,
// and returns the playouts it ran. Worker 0 runs here and keeps the
// clock; the others run in goroutines of their own.
func (b *Bot) run(l limit) int {
	var claimed, done atomic.Int64
	var quit atomic.Bool
	claim := func() bool {
		if quit.Load() {
			return false
		}
		return l.playouts <= 0 || claimed.Add(1) <= int64(l.playouts)
	}
	var wg sync.WaitGroup
	for _, w := range b.workers[1:] {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for claim() {
				b.iterate(w)
				done.Add(1)
			}
		}()
	}
	start := b.cfg.Now()
	next := start.Add(l.interval)
	for n := 1; claim(); n++ {
		b.iterate(b.workers[0])
		done.Add(1)
		if n%clockEvery != 0 {
			continue
		}
		stopped := false
		select {
		case <-l.stop:
			stopped = true
		default:
		}
		if stopped {
			break
		}
		if l.budget.Max <= 0 && l.report == nil {
			continue
		}
		now := b.cfg.Now()
		if l.budget.Max > 0 && b.timeUp(now.Sub(start), int(done.Load()), l.budget) {
			break
		}
		if l.report != nil && !now.Before(next) {
			l.report(b.Snapshot())
			next = now.Add(l.interval)
		}
	}
	quit.Store(true)
	wg.Wait()
	if l.report != nil {
		l.report(b.Snapshot())
	}
	return int(done.Load())
}

// timeUp applies the time rules to the root as the search stands,
// elapsed into it with played playouts run.
func (b *Bot) timeUp(elapsed time.Duration, played int, bu Budget) bool {
	b.mu.Lock()
	lead, unclear := rootRace(b.t.children(0))
	b.mu.Unlock()
	return stopNow(elapsed, played, lead, unclear, bu)
}

// iterate runs one playout of worker w: down the tree and expand under the
// lock, the playout outside it, the update under it again.
func (b *Bot) iterate(w *worker) {
	w.work = b.root
	pb := &w.work
	var rep *playout.Replies
	if b.cfg.Policy&playout.LastGoodReply != 0 {
		rep = &w.replies
		rep.Begin(pb)
	}
	b.mu.Lock()
	b.descend(w, rep)
	b.mu.Unlock()
	pb.PlayoutReplies(w.rng, 3*pb.Width()*pb.Height()+20, b.cfg.Policy, rep)
	black := b.blackResult(pb)
	if rep != nil {
		rep.Learn(black > 0.5)
	}
	if b.collect {
		w.owners()
	}
	b.mu.Lock()
	b.update(w, black)
	b.mu.Unlock()
}

// descend walks w down the tree from the root, playing the path's moves
// on w.work (and adding them to rep's record, when not nil), expands the leaf it reaches once that has been visited
// expandAt times and steps into it, and marks every node of the path but
// the root with a virtual loss.
func (b *Bot) descend(w *worker, rep *playout.Replies) {
	t := &b.t
	pb := &w.work
	w.path = append(w.path[:0], 0)
	i, c := int32(0), b.rootColor
	for t.nodes[i].count > 0 && pb.Passes() < 2 {
		j := t.selectChild(i)
		if j < 0 || !pb.Play(c, t.nodes[j].move) {
			// Every child pruned; or (never expected: the path
			// fixes the position) a child no longer legal.
			break
		}
		t.nodes[j].virtual++
		w.path = append(w.path, j)
		if rep != nil {
			rep.Add(t.nodes[j].move)
		}
		i, c = j, c.Opponent()
	}
	if t.nodes[i].count == 0 && t.nodes[i].visits >= expandAt && pb.Passes() < 2 && t.expand(i, pb, c) {
		if j := t.selectChild(i); j >= 0 && pb.Play(c, t.nodes[j].move) {
			t.nodes[j].virtual++
			w.path = append(w.path, j)
			if rep != nil {
				rep.Add(t.nodes[j].move)
			}
		}
	}
}

// update adds a playout's result to the nodes of w's path, and to the
// AMAF statistics of their children, and takes the path's virtual losses
// back. first[p] is the first colour to play p after the node being
// updated; the walk goes from the leaf up, and each tree move, once
// passed, takes its point over, since it came first.
func (b *Bot) update(w *worker, black float32) {
	t := &b.t
	first := w.work.First()
	// The colour to move at the leaf.
	c := b.rootColor
	if (len(w.path)-1)%2 == 1 {
		c = c.Opponent()
	}
	for k := len(w.path) - 1; k >= 0; k-- {
		nd := &t.nodes[w.path[k]]
		// Children of nd are c's moves.
		result := black
		if c == board.White {
			result = 1 - black
		}
		if nd.count > 0 {
			kids := t.children(w.path[k])
			for j := range kids {
				ch := &kids[j]
				if ch.move != board.Pass && first[ch.move&(board.Cells-1)] == c {
					ch.amafVisits++
					ch.amafWins += result
				}
			}
		}
		// nd's own move was made by the other colour.
		c = c.Opponent()
		nd.visits++
		if c == board.White {
			nd.wins += 1 - black
		} else {
			nd.wins += black
		}
		if k > 0 {
			nd.virtual--
			if nd.move != board.Pass {
				first[nd.move&(board.Cells-1)] = c
			}
		}
	}
	if b.collect {
		b.ownN++
		area := 0 // Black's area less White's
		for y := 0; y < b.root.Height(); y++ {
			for x := 0; x < b.root.Width(); x++ {
				p := board.At(x, y)
				b.own[p] += int32(w.owner[p])
				area += int(w.owner[p])
			}
		}
		lead := float64(area) - b.cfg.Rules.Komi
		b.lead.add(lead)
		if len(w.path) > 1 {
			k := int(w.path[1] - t.nodes[0].first)
			for len(b.kidLeads) <= k {
				b.kidLeads = append(b.kidLeads, leadSum{})
			}
			b.kidLeads[k].add(lead)
		}
	}
}

// owners fills w.owner from the end of w's playout by area: a stone is its
// colour's, an empty region its colour's when it reaches stones of that
// colour only.
func (w *worker) owners() {
	cells := w.work.Cells()
	w.gen++
	if w.gen == 0 {
		w.mark = [board.Cells]uint32{}
		w.gen = 1
	}
	for y := 0; y < w.work.Height(); y++ {
		for x := 0; x < w.work.Width(); x++ {
			p := board.At(x, y)
			switch cells[p] {
			case board.Black:
				w.owner[p] = 1
				continue
			case board.White:
				w.owner[p] = -1
				continue
			}
			if w.mark[p] == w.gen {
				continue
			}
			w.mark[p] = w.gen
			w.queue = append(w.queue[:0], p)
			var reach [4]bool
			for i := 0; i < len(w.queue); i++ {
				for _, n := range w.queue[i].Neighbours() {
					k := cells[n]
					reach[k&3] = true
					if k == board.Empty && w.mark[n] != w.gen {
						w.mark[n] = w.gen
						w.queue = append(w.queue, n)
					}
				}
			}
			var o int8
			switch {
			case reach[board.Black] && !reach[board.White]:
				o = 1
			case reach[board.White] && !reach[board.Black]:
				o = -1
			}
			for _, q := range w.queue {
				w.owner[q] = o
			}
		}
	}
}
