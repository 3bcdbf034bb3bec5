package mcts

import (
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
	"github.com/goscore/goscore/game"
)

// DefaultPlayouts is the budget of a Genmove when Config sets neither
// Playouts nor Think.
const DefaultPlayouts = 10000

// DefaultResignBelow is the resignation threshold when Config.ResignBelow
// is zero.
const DefaultResignBelow = 0.05

// clockEvery is how many playouts (of the first worker) pass between
// looks at the clock, the stop channel and the time rules.
const clockEvery = 128

// resignMinVisits is how many playouts the root needs, those kept from
// earlier searches included, before the bot trusts a win rate enough to
// resign on it.
const resignMinVisits = 3000

// territoryMargin is how much lower a win rate the best move outside the
// bot's own territory may have and still be preferred to a move inside it.
const territoryMargin = 0.02

// Config sets up a Bot.
type Config struct {
	// Playouts is the number of playouts per move; when zero, Think
	// bounds the search instead.
	Playouts int
	// Think is the wall time per move, a Budget with Target and Max
	// both Think (so the search may stop early, never late). The clock
	// is read every 128 playouts. With Playouts also set, the search
	// stops at whichever comes first; with neither set, a move gets
	// DefaultPlayouts playouts.
	Think time.Duration
	// Seed seeds the random numbers: the same Seed and Playouts give the
	// same moves.
	Seed uint64
	// Rules give the komi (Rules.Komi) the bot counts with; playouts are
	// always counted by area. The legality of the bot's moves, ko and
	// superko included, is the game's own (game.Game.Legal).
	Rules analyze.Rules
	// KillAll switches the objective to kill-all (game.Winner decides):
	// Black wins exactly when White ends with no stones and no territory;
	// komi is ignored.
	KillAll bool
	// ResignBelow is the win rate under which the bot resigns after its
	// search, once the root has at least 3,000 playouts; zero means
	// DefaultResignBelow. The bot never resigns a kill-all game. See
	// NoResign.
	ResignBelow float64
	// NoResign stops the bot from ever resigning.
	NoResign bool
	// Policy is the playout policy (package playout's rules with Go
	// knowledge); the zero Policy plays light, uniformly random
	// playouts.
	Policy playout.Policy
	// Threads is the number of workers searching the one tree at once;
	// 0 or 1 searches in the calling goroutine alone, the only way a
	// search is deterministic.
	Threads int
	// Ownership makes every search collect, at the end of each
	// playout, who owns each point (Analysis.Ownership); Analyze always
	// does.
	Ownership bool
	// Now is the clock of the time budgets (Think, GenmoveUntil) and of
	// Analyze's reports; nil is time.Now.
	Now func() time.Time
	// Model, when set, gives new tree nodes their priors from a learned
	// move model (playout.DefaultModel, say) instead of the hand-set ones:
	// see the package comment, Priors.
	Model *playout.Model
	// Book, when set, gives Genmove (and GenmoveUntil) its move in the
	// positions it knows (KillAllBook); nil searches every move.
	Book *Book
}

// Decision is the bot's answer to Genmove.
type Decision struct {
	Move     board.Point // the move; board.Pass to pass, and when resigning
	Resign   bool        // the bot resigns
	WinRate  float64     // the bot's estimated chance of winning after Move (1 when it passes on a won board without searching)
	Playouts int         // playouts run for this decision
	Visits   int         // playouts through Move, those kept from earlier searches included
	Book     bool        // Move came from Config.Book, without a search
}

// Bot is a Monte-Carlo tree search player. It keeps its tree between
// calls, so one Bot should follow one game. Its methods are not safe for
// concurrent use, except Snapshot, which may be called while a search
// runs (from Analyze's report, or another goroutine).
type Bot struct {
	cfg     Config
	workers []*worker // worker 0 runs in the caller's goroutine

	// mu guards the tree, the ownership counts and the root's fields
	// while workers run.
	mu sync.Mutex
	t  tree

	// The position at the tree's root, for finding the next root.
	have      bool // the tree holds a search
	rootBoard playout.Board
	rootColor board.Color // to move at the root

	root   playout.Board // the current root position, copied for every playout
	legal  []board.Point // the root's legal moves but pass, own eyes left out
	reuses int
	eval   analyze.Evaluation
	walk   board.Walker // open's and settled's regions
	kind   game.Kind    // the objective, for game.Winner

	collect bool               // this search collects ownership and the lead
	own     [board.Cells]int32 // per point: playouts Black owned it minus White's
	ownN    int32              // playouts counted in own
	// Black's lead at the end of the playouts this search collected, over
	// all of them and per root child (by its index among the children).
	lead     leadSum
	kidLeads []leadSum
}

// leadSum adds up the leads of playouts: Black's area less White's, less
// komi, as the playouts count a game's end.
type leadSum struct {
	n       int32
	sum, sq float64
}

func (l *leadSum) add(x float64) { l.n, l.sum, l.sq = l.n+1, l.sum+x, l.sq+x*x }

// meanAndStdev returns the mean lead and its standard deviation over the
// playouts, for the colour c (Black's lead turned round for White).
func (l leadSum) meanAndStdev(c board.Color) (mean, stdev float64) {
	if l.n == 0 {
		return 0, 0
	}
	n := float64(l.n)
	mean = l.sum / n
	stdev = math.Sqrt(max(0, l.sq/n-mean*mean))
	if c == board.White {
		mean = -mean
	}
	return mean, stdev
}

// New returns a Bot set up by cfg.
func New(cfg Config) *Bot {
	if cfg.ResignBelow == 0 {
		cfg.ResignBelow = DefaultResignBelow
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	b := &Bot{cfg: cfg, collect: cfg.Ownership}
	b.t.model = cfg.Model
	for i := range max(cfg.Threads, 1) {
		// Worker 0 draws the numbers a one-thread bot always drew.
		b.workers = append(b.workers, &worker{rng: rand.NewPCG(cfg.Seed, 0x676f73636f7265^uint64(i))}) // "goscore"
	}
	if cfg.KillAll {
		b.kind = game.KillAll
	}
	return b
}

// Reuses returns how many times Genmove found its new position in the
// tree kept from the last search and reused that subtree.
func (b *Bot) Reuses() int { return b.reuses }

// Reset forgets the tree and the playouts' last good replies, as for a
// new game. The random numbers go on.
func (b *Bot) Reset() {
	b.have = false
	for _, w := range b.workers {
		w.replies.Reset()
	}
}

// Genmove chooses a move for c in g, which it reads but does not change
// (c is usually g.ToMove(); a nil game, or a colour other than Black or
// White, gets a pass). The game tells whether the opponent just passed
// (g.PassesInRow) and which ko point the playouts may not retake
// (g.KoPoint); the move is legal in the game, superko included (g.Legal).
func (b *Bot) Genmove(g *game.Game, c board.Color) Decision {
	return b.genmove(g, c, b.budget())
}

// budget is the search's limit under Config: Playouts, and Think as a
// Budget.
func (b *Bot) budget() limit {
	l := limit{playouts: b.cfg.Playouts}
	if b.cfg.Think > 0 {
		l.budget = Budget{Target: b.cfg.Think, Max: b.cfg.Think}
	} else if l.playouts == 0 {
		l.playouts = DefaultPlayouts
	}
	return l
}

// genmove is Genmove under the limit l.
func (b *Bot) genmove(g *game.Game, c board.Color, l limit) Decision {
	if bm, ok := b.cfg.Book.Lookup(g); ok && g.ToMove() == c {
		return Decision{Move: bm.Move, WinRate: bm.WinRate, Book: true}
	}
	if d, done := b.prepare(g, c, false); done {
		return d
	}
	played := b.run(l)
	return b.decide(g.Board(), c, played)
}

// prepare sets the root up for a search of g's position with c to move:
// the tree kept from the last search when the position is in it, the
// root's moves checked against the game's own rules. It returns done with
// the decision when no search is needed (no move left but a pass, or a
// pass that wins as the board stands). An analysis always searches: a
// GUI asks for one after a game ended by two passes too, to see what
// the moves were worth, as KataGo shows it.
func (b *Bot) prepare(g *game.Game, c board.Color, analysis bool) (d Decision, done bool) {
	if g == nil || c != board.Black && c != board.White {
		return Decision{Move: board.Pass}, true
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	b.own, b.ownN = [board.Cells]int32{}, 0
	b.lead, b.kidLeads = leadSum{}, b.kidLeads[:0]
	cur := g.Board()
	justPassed := g.PassesInRow() > 0
	// winsAsItStands leaves cur's evaluation in b.eval, which open reads.
	if !analysis && justPassed && b.winsAsItStands(cur, c) && !b.open(cur) {
		b.have = false
		return Decision{Move: board.Pass, WinRate: 1}, true
	}

	b.root.Reset(cur, c, g.KoPoint(c))
	if justPassed {
		b.root.SetPasses(1)
	}
	if !b.reuse(cur, c, justPassed) {
		b.t.reset(board.Pass)
		b.t.expand(0, &b.root, c)
	}
	b.rootBoard, b.rootColor, b.have = b.root, c, true
	if b.t.nodes[0].count == 0 && !b.t.expand(0, &b.root, c) {
		b.t.reset(board.Pass)
		b.t.expand(0, &b.root, c)
	}
	// The tree knows simple ko only: the root's moves must also pass the
	// game's own ko rule. Own eyes are never filled. A root kept from an
	// earlier search of the same position may have been reached by
	// another history, so the marks are set afresh both ways.
	b.legal = b.legal[:0]
	for k := range b.t.children(0) {
		ch := &b.t.children(0)[k]
		if ch.move == board.Pass {
			continue
		}
		illegal := g.Legal(c, ch.move) != analyze.OK || b.root.IsEye(c, ch.move)
		if illegal || ch.illegal {
			ch.pruned = illegal // progressive pruning's own marks stand
		}
		ch.illegal = illegal
		if !illegal {
			b.legal = append(b.legal, ch.move)
		}
	}
	if analysis {
		return Decision{}, false
	}
	if len(b.legal) == 0 {
		return Decision{Move: board.Pass, WinRate: b.passRate()}, true
	}
	if b.settled(cur, c) && b.winsAsItStands(cur, c) {
		return Decision{Move: board.Pass, WinRate: 1}, true
	}
	return Decision{}, false
}

// blackResult counts the end of a playout: 1 if Black wins, 0 if White
// wins, 0.5 for a draw. The count is playout.Board's own area count, not
// analyze.Evaluate on a board.Board: it runs once a playout, where copying
// the board out and evaluating it would cost a good part of the playout.
// The winner is still the game's rule (game.Winner).
func (b *Bot) blackResult(pb *playout.Board) float32 {
	black, white := pb.Area()
	switch game.Winner(b.kind, game.AreaScore(black, white, b.cfg.Rules.Komi)) {
	case board.Black:
		return 1
	case board.White:
		return 0
	}
	return 0.5
}

// decide chooses the move after the search: the most visited child, with
// two corrections for the end of the game.
func (b *Bot) decide(cur *board.Board, c board.Color, played int) Decision {
	kids := b.t.children(0)
	best := mostVisited(kids, nil)
	if best < 0 {
		return Decision{Move: board.Pass, Playouts: played}
	}
	analyze.Evaluate(cur, c, &b.eval)
	own := analyze.BlackTerritory
	if c == board.White {
		own = analyze.WhiteTerritory
	}
	inside := func(p board.Point) bool { return p != board.Pass && b.eval.Status(p) == own }
	// Never fill one's own territory while a move outside it, or a pass,
	// does about as well: under area scoring it gains nothing, under
	// territory scoring it loses a point.
	if inside(kids[best].move) {
		if alt := mostVisited(kids, inside); alt >= 0 && rate(&kids[alt]) >= rate(&kids[best])-territoryMargin {
			best = alt
		}
	}
	// Pass only when no other move (outside one's territory) has done
	// better: pass has no AMAF statistics, so in a flat position, where
	// everything wins or everything loses, it can collect the most visits
	// on its playouts alone.
	if kids[best].move == board.Pass {
		other := func(p board.Point) bool { return p == board.Pass || inside(p) }
		if alt := mostVisited(kids, other); alt >= 0 && (rate(&kids[alt]) > rate(&kids[best]) || b.open(cur)) {
			best = alt
		}
	}
	ch := &kids[best]
	d := Decision{Move: ch.move, WinRate: rate(ch), Playouts: played, Visits: int(ch.visits)}
	if b.resigns(d.WinRate) {
		d.Move, d.Resign = board.Pass, true
	}
	return d
}

// resigns reports whether the bot resigns with the win rate r after its
// search: never in kill-all, which is lopsided by design and where
// random playouts misjudge life and death, so a low rate is no lost game;
// nor before the root's playouts are enough to trust r.
func (b *Bot) resigns(r float64) bool {
	return !b.cfg.NoResign && b.kind != game.KillAll &&
		b.t.nodes[0].visits >= resignMinVisits && r < b.cfg.ResignBelow
}

// mostVisited returns the index of the unpruned child with the most visits
// (ties to the better win rate, then the first), skipping children whose
// move skip reports true; -1 if none.
func mostVisited(kids []node, skip func(board.Point) bool) int {
	best := -1
	for k := range kids {
		ch := &kids[k]
		if ch.pruned || skip != nil && skip(ch.move) {
			continue
		}
		if best < 0 || ch.visits > kids[best].visits ||
			ch.visits == kids[best].visits && rate(ch) > rate(&kids[best]) {
			best = k
		}
	}
	return best
}

// rate is the win rate of a child from its playouts alone (0.5 unvisited).
func rate(nd *node) float64 {
	if nd.visits == 0 {
		return 0.5
	}
	return float64(nd.wins) / float64(nd.visits)
}

// passRate is the win rate of passing at the root, as far as known.
func (b *Bot) passRate() float64 {
	for k := range b.t.children(0) {
		if ch := &b.t.children(0)[k]; ch.move == board.Pass {
			return rate(ch)
		}
	}
	return 0.5
}

// winsAsItStands reports whether c wins if the game ends now, counted by
// area with komi as the playouts count (game.AreaScore) and decided by
// the game's rule (game.Winner).
func (b *Bot) winsAsItStands(cur *board.Board, c board.Color) bool {
	analyze.Evaluate(cur, c, &b.eval)
	black := b.eval.Black.Stones + b.eval.Black.Territory
	white := b.eval.White.Stones + b.eval.White.Territory
	return game.Winner(b.kind, game.AreaScore(black, white, b.cfg.Rules.Komi)) == c
}

// openRegion is the smallest neutral region that makes a board open: an
// area no one has closed, where a move still gains.
const openRegion = 5

// open reports whether cur still has an open area: a neutral empty region
// of at least openRegion points. The bot does not pass on an open board
// while it has another move, even when the count as it stands wins: a
// player expects the game to be played out, and a pass there hands the
// opponent the area. b.eval must hold cur's evaluation (Evaluate was
// just run on it), so the board is not filled twice.
func (b *Bot) open(cur *board.Board) bool {
	neutral := func(p board.Point) bool { return cur.At(p) == board.Empty && b.eval.Status(p) == analyze.Neutral }
	b.walk.Reset()
	for _, p := range cur.Points(nil) {
		if !b.walk.Seen(p) && neutral(p) && len(b.walk.Walk(p, neutral)) >= openRegion {
			return true
		}
	}
	return false
}

// settledRegion is the largest region of its own territory in which the
// bot counts a move as mere filling, for settled.
const settledRegion = 7

// settled reports whether every move left to c at the root lies in c's
// own territory, in regions of at most settledRegion points: small
// enclosed areas, too small for the opponent to live in, where a move can
// only fill. Light playouts misjudge such positions (random play lets
// invaders live), so the bot does not search them: it passes if the board
// as it stands wins.
func (b *Bot) settled(cur *board.Board, c board.Color) bool {
	analyze.Evaluate(cur, c, &b.eval)
	own := analyze.BlackTerritory
	if c == board.White {
		own = analyze.WhiteTerritory
	}
	owned := func(p board.Point) bool { return cur.At(p) == board.Empty && b.eval.Status(p) == own }
	b.walk.Reset()
	for _, p := range b.legal {
		if b.walk.Seen(p) {
			continue
		}
		// The move's own territory, in a region small enough to fill.
		if b.eval.Status(p) != own || len(b.walk.Walk(p, owned)) > settledRegion {
			return false
		}
	}
	return true
}

// reuse looks for the position cur with c to move at the last search's
// root itself (b.root, just set up, is the board that search started
// from: an analysis, then a genmove of the same position), then among its
// children and grandchildren, comparing whole boards, and if it finds it
// makes that node the root. justPassed says the last move was a pass,
// which the node's move must agree with.
func (b *Bot) reuse(cur *board.Board, c board.Color, justPassed bool) bool {
	if !b.have {
		return false
	}
	if b.rootColor == c && b.rootBoard == b.root {
		b.reuses++
		return true
	}
	t := &b.t
	matches := func(pb *playout.Board, who board.Color, nd *node) bool {
		return who == c && (nd.move == board.Pass) == justPassed && *pb.Cells() == *cur.Cells()
	}
	var child, grandchild playout.Board
	for k := range t.children(0) {
		ci := t.nodes[0].first + int32(k)
		cn := &t.nodes[ci]
		child = b.rootBoard
		if !child.Play(b.rootColor, cn.move) {
			continue
		}
		if matches(&child, b.rootColor.Opponent(), cn) && child.Passes() < 2 {
			return b.adopt(ci)
		}
		for g := range t.children(ci) {
			gi := cn.first + int32(g)
			gn := &t.nodes[gi]
			grandchild = child
			if !grandchild.Play(b.rootColor.Opponent(), gn.move) {
				continue
			}
			if matches(&grandchild, b.rootColor, gn) && grandchild.Passes() < 2 {
				return b.adopt(gi)
			}
		}
	}
	return false
}

// adopt makes node i the root and counts the reuse.
func (b *Bot) adopt(i int32) bool {
	b.t.compact(i)
	b.reuses++
	return true
}
