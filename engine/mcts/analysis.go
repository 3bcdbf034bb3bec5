package mcts

import (
	"math"
	"sort"
	"time"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/game"
)

// MoveInfo is what a search knows of one move at its root.
type MoveInfo struct {
	Move    board.Point   // the move (board.Pass for a pass)
	Visits  int           // playouts through the move
	WinRate float64       // the mover's win rate after it, from its playouts
	LCB     float64       // a lower confidence bound of WinRate, about 95% (wilsonLow)
	Prior   float64       // the move's prior win rate as a share of the sum of the root's, 0 to 1
	PV      []board.Point // the principal variation, Move first
	// Lead is the mover's mean lead in points at the end of the playouts
	// through the move, LeadStdev its standard deviation, over the Scored
	// playouts of the current search that counted it (Analyze, as
	// Ownership); both 0 when Scored is 0. A playout's lead is its area
	// count with komi, as the playouts decide the winner.
	Lead, LeadStdev float64
	Scored          int
}

// Analysis is a snapshot of a search, for a GUI to draw.
type Analysis struct {
	ToMove   board.Color // the side to move at the root
	Playouts int         // playouts through the root, kept ones included
	WinRate  float64     // ToMove's win rate with the best move
	Moves    []MoveInfo  // the visited moves, most visited first
	// Ownership, when the search collected it, is per point the share
	// of playouts Black ends up owning it minus White's share: +1 always
	// Black's, -1 always White's. Nil when not collected. It counts the
	// playouts of the current search only (Config.Ownership, Analyze).
	Ownership *[board.Cells]float32
	// Lead, LeadStdev and Scored are MoveInfo's, for ToMove over every
	// playout of the current search that counted its lead.
	Lead, LeadStdev float64
	Scored          int
}

// Budget is the wall time a Genmove may spend: Target normally, up to Max
// when the best move is unclear, and less when it cannot change. A Max
// below Target is taken as Target.
type Budget struct {
	Target, Max time.Duration
}

// GenmoveUntil is Genmove with a time budget instead of Config.Think
// (Config.Playouts, when set, still caps the playouts), cut short when
// stop closes, as a controller's interrupt asks: the move is then the
// best the search found so far. A zero Budget means Config's; a nil stop
// never closes.
func (b *Bot) GenmoveUntil(g *game.Game, c board.Color, bu Budget, stop <-chan struct{}) Decision {
	return b.genmove(g, c, b.until(bu, stop))
}

// until is the limit of a search under bu (Config's when zero), capped
// by Config.Playouts, and cut short when stop closes.
func (b *Bot) until(bu Budget, stop <-chan struct{}) limit {
	bu.Max = max(bu.Max, bu.Target)
	l := limit{playouts: b.cfg.Playouts, budget: bu}
	if bu.Max <= 0 {
		l = b.budget()
	}
	l.stop = stop
	return l
}

// Analyze searches g's position with c to move until stop is closed,
// calling report with a snapshot every interval (and once at the end),
// with ownership collected. report runs in Analyze's goroutine while the
// other workers go on. The tree stays for the next Genmove.
func (b *Bot) Analyze(g *game.Game, c board.Color, stop <-chan struct{}, interval time.Duration, report func(Analysis)) {
	b.analyze(g, c, limit{stop: stop, interval: interval, report: report})
}

// AnalyzeUntil runs the search GenmoveUntil runs, with ownership
// collected, and returns its snapshot at the end instead of a move. The
// tree stays for the next Genmove.
func (b *Bot) AnalyzeUntil(g *game.Game, c board.Color, bu Budget, stop <-chan struct{}) Analysis {
	b.analyze(g, c, b.until(bu, stop))
	return b.Snapshot()
}

// analyze searches g's position with c to move under l, with ownership
// and the lead collected, even where a Genmove would pass without a
// search; l.report, when set, gets a snapshot even when there is nothing
// to search (no game, no colour).
func (b *Bot) analyze(g *game.Game, c board.Color, l limit) {
	b.collect = true
	defer func() { b.collect = b.cfg.Ownership }()
	if _, done := b.prepare(g, c, true); done {
		if l.report != nil {
			l.report(b.Snapshot())
		}
		return
	}
	b.run(l)
}

// Snapshot returns what the current search knows. It is safe to call
// while the search runs.
func (b *Bot) Snapshot() Analysis {
	b.mu.Lock()
	defer b.mu.Unlock()
	a := Analysis{ToMove: b.rootColor}
	if !b.have || len(b.t.nodes) == 0 {
		return a
	}
	a.Playouts = int(b.t.nodes[0].visits)
	kids := b.t.children(0)
	priors := 0.0
	for k := range kids {
		priors += kids[k].priorRate()
	}
	for k := range kids {
		ch := &kids[k]
		if ch.visits == 0 || ch.pruned {
			continue
		}
		mi := MoveInfo{Move: ch.move, Visits: int(ch.visits), WinRate: rate(ch)}
		mi.LCB = wilsonLow(mi.WinRate, mi.Visits)
		if priors > 0 {
			mi.Prior = ch.priorRate() / priors
		}
		mi.PV = b.pv(b.t.nodes[0].first + int32(k))
		if k < len(b.kidLeads) {
			mi.Lead, mi.LeadStdev = b.kidLeads[k].meanAndStdev(b.rootColor)
			mi.Scored = int(b.kidLeads[k].n)
		}
		a.Moves = append(a.Moves, mi)
	}
	sort.SliceStable(a.Moves, func(i, j int) bool { return a.Moves[i].Visits > a.Moves[j].Visits })
	if len(a.Moves) > 0 {
		a.WinRate = a.Moves[0].WinRate
	}
	a.Lead, a.LeadStdev = b.lead.meanAndStdev(b.rootColor)
	a.Scored = int(b.lead.n)
	if b.ownN > 0 {
		own := new([board.Cells]float32)
		for p, v := range b.own {
			own[p] = float32(v) / float32(b.ownN)
		}
		a.Ownership = own
	}
	return a
}

// pvMinVisits is the fewest visits a reply needs to join a principal
// variation: below it the most visited child is a tie among moves tried
// once, and the first of them in the arena (A1, say) would be shown.
const pvMinVisits = 2

// pv follows the most visited children down from node i.
func (b *Bot) pv(i int32) []board.Point {
	var pv []board.Point
	for len(pv) < 30 {
		nd := &b.t.nodes[i]
		pv = append(pv, nd.move)
		if nd.count == 0 {
			break
		}
		j := mostVisited(b.t.children(i), nil)
		if j < 0 || b.t.children(i)[j].visits < pvMinVisits {
			break
		}
		i = nd.first + int32(j)
	}
	return pv
}

// wilsonLow is a lower confidence bound, about 95%, on a win rate w
// measured over n playouts, each a win or a loss: Wilson's score interval
// at 1.96 standard errors, which unlike the plain normal one keeps a move
// of four won playouts well below a sure win. (Progressive pruning keeps
// its own, wider interval: see node.interval.)
func wilsonLow(w float64, n int) float64 {
	if n == 0 {
		return 0
	}
	const z = 1.96
	v := float64(n)
	lo := (w + z*z/(2*v) - z*math.Sqrt(w*(1-w)/v+z*z/(4*v*v))) / (1 + z*z/v)
	return min(max(lo, 0), 1)
}
