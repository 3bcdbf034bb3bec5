package mcts

import (
	"math/rand/v2"
	"time"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// DefaultPlayouts is the budget of a Genmove when Config sets neither
// Playouts nor Think.
const DefaultPlayouts = 10000

// DefaultResignBelow is the resignation threshold when Config.ResignBelow
// is zero.
const DefaultResignBelow = 0.05

// clockEvery is how many playouts pass between looks at the clock under a
// Think budget.
const clockEvery = 128

// territoryMargin is how much lower a win rate the best move outside the
// bot's own territory may have and still be preferred to a move inside it.
const territoryMargin = 0.02

// Config sets up a Bot.
type Config struct {
	// Playouts is the number of playouts per move; when zero, Think
	// bounds the search instead.
	Playouts int
	// Think is the wall time per move when Playouts is zero. The clock is
	// read every 128 playouts. With neither set, a move gets
	// DefaultPlayouts playouts.
	Think time.Duration
	// Seed seeds the random numbers: the same Seed and Playouts give the
	// same moves.
	Seed uint64
	// Rules give the ko rule for the legality of the bot's moves (checked
	// against the whole history) and the komi (Rules.Komi). Playouts are
	// always counted by area.
	Rules analyze.Rules
	// KillAll switches the objective to kill-all: Black wins exactly when
	// White ends with no stones and no territory; komi is ignored.
	KillAll bool
	// ResignBelow is the win rate under which the bot resigns after its
	// search; zero means DefaultResignBelow. See NoResign.
	ResignBelow float64
	// NoResign stops the bot from ever resigning.
	NoResign bool
}

// Decision is the bot's answer to Genmove.
type Decision struct {
	Move     board.Point // the move; board.Pass to pass, and when resigning
	Resign   bool        // the bot resigns
	WinRate  float64     // the bot's estimated chance of winning after Move (1 when it passes on a won board without searching)
	Playouts int         // playouts run for this decision
	Visits   int         // playouts through Move, those kept from earlier searches included
}

// Bot is a Monte-Carlo tree search player. It keeps its tree between
// calls, so one Bot should follow one game; it is not safe for concurrent
// use.
type Bot struct {
	cfg Config
	rng *rand.PCG
	t   tree

	// The position at the tree's root, for finding the next root.
	have      bool // the tree holds a search
	rootBoard playout.Board
	rootColor board.Color // to move at the root

	root   playout.Board // the current root position, copied for every playout
	work   playout.Board // the position of the playout under way
	path   []int32       // the nodes of the current descent, root first
	legal  []board.Point // the root's legal moves but pass, own eyes left out
	reuses int
	eval   analyze.Evaluation
	rules  analyze.Rules
}

// New returns a Bot set up by cfg.
func New(cfg Config) *Bot {
	if cfg.ResignBelow == 0 {
		cfg.ResignBelow = DefaultResignBelow
	}
	return &Bot{
		cfg:   cfg,
		rng:   rand.NewPCG(cfg.Seed, 0x676f73636f7265), // "goscore"
		rules: cfg.Rules,
	}
}

// Reuses returns how many times Genmove found its new position in the
// tree kept from the last search and reused that subtree.
func (b *Bot) Reuses() int { return b.reuses }

// Reset forgets the tree, as for a new game. The random numbers go on.
func (b *Bot) Reset() { b.have = false }

// Genmove chooses a move for c. history holds the game's positions, oldest
// first; the last is the current board (an empty history, or a colour other
// than Black or White, gets a pass). The move is legal under Config.Rules'
// ko rule against the whole history.
func (b *Bot) Genmove(history []board.Board, c board.Color) Decision {
	if len(history) == 0 || c != board.Black && c != board.White {
		return Decision{Move: board.Pass}
	}
	cur := &history[len(history)-1]
	justPassed := len(history) >= 2 && history[len(history)-2] == *cur
	if justPassed && b.winsAsItStands(cur, c) {
		b.have = false
		return Decision{Move: board.Pass, WinRate: 1}
	}

	pos := analyze.NewPosition(history)
	b.root.Reset(cur, c, koPoint(pos, cur, c))
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
	// game's own ko rule. Own eyes are never filled.
	b.legal = b.legal[:0]
	for k := range b.t.children(0) {
		ch := &b.t.children(0)[k]
		if ch.move == board.Pass {
			continue
		}
		if pos.Legal(c, ch.move, &b.rules) != analyze.OK || b.root.IsEye(c, ch.move) {
			ch.pruned = true
		} else {
			b.legal = append(b.legal, ch.move)
		}
	}
	if len(b.legal) == 0 {
		return Decision{Move: board.Pass, WinRate: b.passRate()}
	}
	if b.settled(cur, c) && b.winsAsItStands(cur, c) {
		return Decision{Move: board.Pass, WinRate: 1}
	}

	played := b.search()
	return b.decide(cur, c, played)
}

// search runs the playouts of one Genmove and returns how many it ran.
func (b *Bot) search() int {
	budget, deadline := b.cfg.Playouts, time.Time{}
	if budget <= 0 {
		if b.cfg.Think > 0 {
			budget, deadline = int(^uint(0)>>1), time.Now().Add(b.cfg.Think)
		} else {
			budget = DefaultPlayouts
		}
	}
	n := 0
	for n < budget {
		b.iterate()
		n++
		if !deadline.IsZero() && n%clockEvery == 0 && time.Now().After(deadline) {
			break
		}
	}
	return n
}

// iterate runs one playout: down the tree, expand, play out, update.
func (b *Bot) iterate() {
	t := &b.t
	b.work = b.root
	pb := &b.work
	b.path = append(b.path[:0], 0)
	i, c := int32(0), b.rootColor
	for t.nodes[i].count > 0 && pb.Passes() < 2 {
		j := t.selectChild(i)
		if j < 0 || !pb.Play(c, t.nodes[j].move) {
			// Every child pruned; or (never expected: the path
			// fixes the position) a child no longer legal.
			break
		}
		b.path = append(b.path, j)
		i, c = j, c.Opponent()
	}
	if t.nodes[i].count == 0 && t.nodes[i].visits >= expandAt && pb.Passes() < 2 && t.expand(i, pb, c) {
		if j := t.selectChild(i); j >= 0 && pb.Play(c, t.nodes[j].move) {
			b.path = append(b.path, j)
		}
	}
	pb.Playout(b.rng, 3*pb.Width()*pb.Height()+20)
	b.update(b.blackResult(pb))
}

// blackResult counts the end of a playout: 1 if Black wins, 0 if White
// wins, 0.5 for a draw.
func (b *Bot) blackResult(pb *playout.Board) float32 {
	black, white := pb.Area()
	if b.cfg.KillAll {
		if white == 0 {
			return 1
		}
		return 0
	}
	switch margin := float64(black-white) - b.cfg.Rules.Komi; {
	case margin > 0:
		return 1
	case margin < 0:
		return 0
	}
	return 0.5
}

// update adds a playout's result to the nodes of the path, and to the AMAF
// statistics of their children. first[p] is the first colour to play p
// after the node being updated; the walk goes from the leaf up, and each
// tree move, once passed, takes its point over, since it came first.
func (b *Bot) update(black float32) {
	t := &b.t
	first := b.work.First()
	// The colour to move at the leaf.
	c := b.rootColor
	if (len(b.path)-1)%2 == 1 {
		c = c.Opponent()
	}
	for k := len(b.path) - 1; k >= 0; k-- {
		nd := &t.nodes[b.path[k]]
		// Children of nd are c's moves.
		result := black
		if c == board.White {
			result = 1 - black
		}
		if nd.count > 0 {
			kids := t.children(b.path[k])
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
		if nd.move != board.Pass && k > 0 {
			first[nd.move&(board.Cells-1)] = c
		}
	}
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
		if alt := mostVisited(kids, other); alt >= 0 && rate(&kids[alt]) > rate(&kids[best]) {
			best = alt
		}
	}
	ch := &kids[best]
	d := Decision{Move: ch.move, WinRate: rate(ch), Playouts: played, Visits: int(ch.visits)}
	if !b.cfg.NoResign && d.WinRate < b.cfg.ResignBelow {
		d.Move, d.Resign = board.Pass, true
	}
	return d
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

// winsAsItStands reports whether c wins if the game ends now, by area
// count with komi or by the kill-all rule.
func (b *Bot) winsAsItStands(cur *board.Board, c board.Color) bool {
	analyze.Evaluate(cur, c, &b.eval)
	black := b.eval.Black.Stones + b.eval.Black.Territory
	white := b.eval.White.Stones + b.eval.White.Territory
	if b.cfg.KillAll {
		return (white == 0) == (c == board.Black)
	}
	margin := float64(black-white) - b.cfg.Rules.Komi
	return c == board.Black && margin > 0 || c == board.White && margin < 0
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
	var seen [board.Cells]bool
	var queue []board.Point
	for _, p := range b.legal {
		if seen[p] {
			continue
		}
		if b.eval.Status(p) != own {
			return false
		}
		// The size of the region holding the move.
		seen[p] = true
		queue = append(queue[:0], p)
		for i := 0; i < len(queue); i++ {
			for _, n := range queue[i].Neighbours() {
				if cur.At(n) == board.Empty && !seen[n] && b.eval.Status(n) == own {
					seen[n] = true
					queue = append(queue, n)
				}
			}
		}
		if len(queue) > settledRegion {
			return false
		}
	}
	return true
}

// koPoint returns the point c may not play on cur because it would retake
// a ko at once (the simple-ko point the playouts need), or board.Pass.
func koPoint(pos *analyze.Position, cur *board.Board, c board.Color) board.Point {
	if pos.HistoryLen() == 0 {
		return board.Pass
	}
	simple := analyze.Rules{Ko: analyze.KoSimple}
	for y := 0; y < cur.Height(); y++ {
		for x := 0; x < cur.Width(); x++ {
			if p := board.At(x, y); cur.At(p) == board.Empty && pos.Legal(c, p, &simple) == analyze.Ko {
				return p
			}
		}
	}
	return board.Pass
}

// reuse looks for the position cur with c to move among the children and
// grandchildren of the last search's root, comparing whole boards, and if
// it finds it makes that node the root. justPassed says the last move was
// a pass, which the node's move must agree with.
func (b *Bot) reuse(cur *board.Board, c board.Color, justPassed bool) bool {
	if !b.have {
		return false
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
