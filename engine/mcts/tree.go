package mcts

import (
	"math"

	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// Tuning constants; doc.go explains each rule.
const (
	raveK       = 300     // RAVE equivalence: β = sqrt(k/(3n+k))
	exploration = 0.2     // C, the weight of UCB1's exploration term
	fpu         = 1.1     // the value of a child with no statistics at all: try it first
	expandAt    = 8       // visits a leaf needs before it gets children
	maxNodes    = 1 << 22 // the arena's limit (128 MB); past it, leaves stay leaves
	pruneEvery  = 32      // a node's children are compared every this many of its visits
	pruneMin    = 50      // visits a child needs before it is compared
	pruneZ      = 2.0     // interval half-width in standard errors
	pruneFloor  = 0.01    // added to m(1-m) so all-won and all-lost intervals stay open
	virtualLoss = 1       // lost playouts a child counts per worker descending through it
)

// Priors, in virtual visits (wins: all of them won; losses: all lost).
// doc.go explains each.
const (
	priorEven      = 4  // every move: this many visits, half of them won
	priorCapture   = 8  // wins: the move captures
	priorSave      = 5  // wins: the move brings a string out of atari
	priorAtari     = 3  // wins: the move puts an opponent string in atari
	priorPattern   = 3  // wins: a 3x3 shape matches next to the last move
	priorSelfAtari = 8  // losses: the move puts 2+ own stones in atari
	priorPass      = 10 // losses: a pass while the board is still open

	// On boards of bigBoard points or more (13x13 and up):
	bigBoard     = 13 * 13
	priorNear    = 3 // wins: within nearDistance of the last move
	nearDistance = 2 // Manhattan distance counted as near
	priorLine    = 3 // wins: a 3rd or 4th line move in the opening
	openingShare = 8 // the opening lasts while fewer than 1/openingShare of the points hold stones
	priorEdge    = 4 // losses: a first-line move with no stone within nearDistance
	priorLadder  = 5 // wins: an atari that a ladder then captures
	priorBadRun  = 5 // losses, and no priorSave: an escape from atari into a working ladder
)

// node is one position of the tree, reached by move. Its statistics are
// from the view of the player who played move. Children sit side by side
// in the arena, first to first+count-1.
type node struct {
	visits     int32   // playouts through this node
	wins       float32 // their results for the mover: 1 a win, 0.5 a draw
	amafVisits int32   // playouts through the parent where the mover played move first later
	amafWins   float32 // their results for the mover
	first      int32   // index of the first child, when count > 0
	count      int16   // number of children; 0 until expanded
	move       board.Point
	virtual    int16 // workers descending through the node right now, each a virtual loss
	priorN     uint8 // virtual visits from the move's prior
	priorW     uint8 // virtual wins among them
	pruned     bool  // not selected nor chosen now: illegal at the root, or progressive pruning (see prune)
	illegal    bool  // illegal at the root under the game's rules: pruned for good
}

// tables of per-visit-count terms, so selection needs no square roots for
// the common counts.
var (
	betaTable    [4096]float64 // sqrt(k/(3n+k))
	invSqrtTable [4096]float64 // 1/sqrt(n+1)
)

func init() {
	for n := range betaTable {
		betaTable[n] = math.Sqrt(raveK / (3*float64(n) + raveK))
		invSqrtTable[n] = 1 / math.Sqrt(float64(n)+1)
	}
}

func beta(n int32) float64 {
	if int(n) < len(betaTable) {
		return betaTable[n]
	}
	return math.Sqrt(raveK / (3*float64(n) + raveK))
}

func invSqrt(n int32) float64 {
	if int(n) < len(invSqrtTable) {
		return invSqrtTable[n]
	}
	return 1 / math.Sqrt(float64(n)+1)
}

// mean returns the child's win rate from its visits and prior, or -1 when
// it has neither.
func (nd *node) mean() float64 {
	n := float64(nd.visits) + float64(nd.priorN)
	if n == 0 {
		return -1
	}
	return (float64(nd.wins) + float64(nd.priorW)) / n
}

// priorRate is the win rate of the child's prior alone.
func (nd *node) priorRate() float64 {
	if nd.priorN == 0 {
		return 0
	}
	return float64(nd.priorW) / float64(nd.priorN)
}

// selectionMean is mean as selection sees it: each worker descending
// through the child counts as virtualLoss lost playouts, so parallel
// workers spread over the tree instead of all following one path.
func (nd *node) selectionMean() float64 {
	if nd.virtual == 0 {
		return nd.mean()
	}
	n := float64(nd.visits) + float64(nd.priorN) + virtualLoss*float64(nd.virtual)
	return (float64(nd.wins) + float64(nd.priorW)) / n
}

// value is the UCT-RAVE selection value of a child; sqrtLogN is
// sqrt(ln N) of its parent.
func (nd *node) value(sqrtLogN float64) float64 {
	q := nd.selectionMean()
	n := nd.visits + int32(nd.virtual)
	if nd.amafVisits == 0 {
		if q < 0 {
			return fpu
		}
		return q + exploration*sqrtLogN*invSqrt(n)
	}
	qa := float64(nd.amafWins) / float64(nd.amafVisits)
	v := qa
	if q >= 0 {
		b := beta(n + int32(nd.priorN))
		v = (1-b)*q + b*qa
	}
	return v + exploration*sqrtLogN*invSqrt(n)
}

// children returns the children of the node at i.
func (t *tree) children(i int32) []node {
	nd := &t.nodes[i]
	return t.nodes[nd.first : nd.first+int32(nd.count)]
}

// tree is the search tree: an arena of nodes, the root at index 0.
type tree struct {
	nodes []node
	spare []node // the other arena, for compaction on reuse
	// model gives new children their priors when set (learnedPriors).
	model *playout.Model
	// strengths is learnedPriors' scratch: the model's strength of each
	// new child.
	strengths []float64
}

// reset empties the tree and makes a fresh root reached by move.
func (t *tree) reset(move board.Point) {
	t.nodes = append(t.nodes[:0], node{move: move})
}

// selectChild returns the index of the child of node i with the best
// value, or -1 if every child is pruned. Ties go to the first child, so
// the choice is deterministic.
func (t *tree) selectChild(i int32) int32 {
	nd := &t.nodes[i]
	if nd.visits >= pruneEvery && nd.visits%pruneEvery == 0 {
		t.prune(i)
	}
	sqrtLogN := math.Sqrt(math.Log(float64(nd.visits) + 1))
	best, bestValue := int32(-1), math.Inf(-1)
	for j := nd.first; j < nd.first+int32(nd.count); j++ {
		ch := &t.nodes[j]
		if ch.pruned {
			continue
		}
		if v := ch.value(sqrtLogN); v > bestValue {
			best, bestValue = j, v
		}
	}
	return best
}

// prune applies progressive pruning to the children of node i: among
// those with at least pruneMin visits, a child whose upper bound falls
// below the best lower bound is pruned until the next comparison. The
// comparison takes in the children pruned before, whose statistics stand
// still while they are, so a child comes back when the best lower bound
// falls below its upper bound: a move that led for a while and is then
// refuted (a pass, say, until the opponent finds that passing back ends
// the game in its favour) does not leave its parent with nothing else.
func (t *tree) prune(i int32) {
	kids := t.children(i)
	bestLow := math.Inf(-1)
	for k := range kids {
		if ch := &kids[k]; !ch.illegal && ch.visits >= pruneMin {
			if lo, _ := ch.interval(); lo > bestLow {
				bestLow = lo
			}
		}
	}
	for k := range kids {
		if ch := &kids[k]; !ch.illegal && ch.visits >= pruneMin {
			_, hi := ch.interval()
			ch.pruned = hi < bestLow
		}
	}
}

// interval returns the bounds of the child's win rate used by pruning.
func (nd *node) interval() (lo, hi float64) {
	n := float64(nd.visits)
	m := float64(nd.wins) / n
	r := pruneZ * math.Sqrt((m*(1-m)+pruneFloor)/n)
	return m - r, m + r
}

// expand gives node i its children: every legal move of c on pb that does
// not fill c's own eye, and a pass, each with its prior. It returns false,
// changing nothing, when the arena is full.
func (t *tree) expand(i int32, pb *playout.Board, c board.Color) bool {
	if len(t.nodes)+board.MaxSize*board.MaxSize+1 > maxNodes {
		return false
	}
	first := int32(len(t.nodes))
	ctx := priorContext(pb)
	open := false // is some move next to an empty point?
	for y := 0; y < pb.Height(); y++ {
		for x := 0; x < pb.Width(); x++ {
			p := board.At(x, y)
			if pb.At(p) != board.Empty || !pb.Legal(c, p) || pb.IsEye(c, p) {
				continue
			}
			if t.model != nil {
				t.nodes = append(t.nodes, node{move: p}) // learnedPriors gives its prior
			} else {
				t.nodes = append(t.nodes, withPrior(pb, &ctx, c, p))
			}
			for _, n := range p.Neighbours() {
				open = open || pb.At(n) == board.Empty
			}
		}
	}
	if t.model != nil {
		t.learnedPriors(t.nodes[first:], pb, c)
	}
	// While the board is open, passing is almost never right, and a pass
	// has no AMAF statistics to temper its first results: it starts with
	// some virtual losses.
	pass := node{move: board.Pass, priorN: priorEven, priorW: priorEven / 2}
	if open {
		pass.priorN += priorPass
	}
	t.nodes = append(t.nodes, pass)
	nd := &t.nodes[i]
	nd.first, nd.count = first, int16(int32(len(t.nodes))-first)
	return true
}

// priors is what the priors of one expansion share: the board's size and
// stage, and the last move.
type priors struct {
	big     bool        // a board of bigBoard points or more
	opening bool        // few stones on the board yet
	last    board.Point // the last move, board.Pass for none
}

func priorContext(pb *playout.Board) priors {
	points := pb.Width() * pb.Height()
	stones := pb.Stones(board.Black) + pb.Stones(board.White)
	return priors{
		big:     points >= bigBoard,
		opening: stones*openingShare < points,
		last:    pb.LastMove(),
	}
}

// withPrior returns a new child for c's move at p with its prior: the
// even-game prior for every move, virtual wins for what the playout
// knowledge favours (captures, escapes from atari, ataris, shapes) and
// virtual losses for a self-atari of two or more stones; on big boards
// also wins for an atari a ladder captures, near the last move and on the
// 3rd and 4th lines in the opening, and losses for an escape into a
// working ladder and on the first line far from any stone.
func withPrior(pb *playout.Board, ctx *priors, c board.Color, p board.Point) node {
	n, w := priorEven, priorEven/2
	win := func(k int) { n, w = n+k, w+k }
	h := pb.Hints(c, p)
	if h&playout.HintCapture != 0 {
		win(priorCapture)
	}
	switch {
	case ctx.big && h&playout.HintBadEscape != 0:
		n += priorBadRun // a save only in name: the ladder takes it
	case h&playout.HintSave != 0:
		win(priorSave)
	}
	// A self-atari's atari or shape is worth nothing: the opponent
	// captures first.
	switch {
	case h&playout.HintSelfAtari != 0:
		n += priorSelfAtari
	default:
		if h&playout.HintAtari != 0 {
			win(priorAtari)
		}
		if ctx.big && h&playout.HintLadderCapture != 0 {
			win(priorLadder)
		}
		if h&playout.HintPattern != 0 {
			win(priorPattern)
		}
	}
	if ctx.big {
		if ctx.last != board.Pass && distance(p, ctx.last) <= nearDistance {
			win(priorNear)
		}
		line := min(p.X(), p.Y(), pb.Width()-1-p.X(), pb.Height()-1-p.Y()) + 1
		switch {
		case ctx.opening && (line == 3 || line == 4):
			win(priorLine)
		case line == 1 && !stoneNear(pb, p):
			n += priorEdge
		}
	}
	return node{move: p, priorN: uint8(n), priorW: uint8(w)}
}

// distance is the Manhattan distance between two points.
func distance(p, q board.Point) int {
	dx, dy := p.X()-q.X(), p.Y()-q.Y()
	return max(dx, -dx) + max(dy, -dy)
}

// stoneNear reports whether some stone lies within nearDistance of p.
func stoneNear(pb *playout.Board, p board.Point) bool {
	for dy := -nearDistance; dy <= nearDistance; dy++ {
		for dx := -nearDistance; dx <= nearDistance; dx++ {
			x, y := p.X()+dx, p.Y()+dy
			if max(dx, -dx)+max(dy, -dy) > nearDistance || x < 0 || y < 0 || x >= pb.Width() || y >= pb.Height() {
				continue
			}
			if k := pb.At(board.At(x, y)); k == board.Black || k == board.White {
				return true
			}
		}
	}
	return false
}

// compact makes the subtree under node i the whole tree, with i as the
// root at index 0, copying it breadth-first into the spare arena so that
// siblings stay side by side.
func (t *tree) compact(i int32) {
	dst := append(t.spare[:0], t.nodes[i])
	for j := 0; j < len(dst); j++ {
		if dst[j].count == 0 {
			continue
		}
		from := dst[j].first
		dst[j].first = int32(len(dst))
		dst = append(dst, t.nodes[from:from+int32(dst[j].count)]...)
	}
	t.nodes, t.spare = dst, t.nodes[:0]
}

// The learned priors (Config.Model), in virtual visits.
const (
	// priorModel is the visits a child's learned prior adds to
	// priorEven's: the more, the longer the search follows the model
	// before its own results overrule it. Measured bot against bot on
	// 9x9 (doc.go, Priors), each weight against the one before it: 160
	// is the strongest of 10 to 160, and 240, the most a node's uint8
	// counts leave room for, did no better within the noise.
	priorModel = 160
)

// learnedPriors gives the new children kids (moves of c on pb, the pass
// not among them) the priors of t.model in place of the hand-set ones:
// each keeps priorEven's visits at 0.5 and adds priorModel visits won at
// r/(1+r), where r is the model's probability of the move times the
// number of moves (1 for a move the model finds as likely as the average
// one, so 0.5; 9 for one nine times as likely, 0.9).
func (t *tree) learnedPriors(kids []node, pb *playout.Board, c board.Color) {
	if len(kids) == 0 {
		return
	}
	t.strengths = t.strengths[:0]
	total := 0.0
	for k := range kids {
		s := t.model.MoveStrength(pb, c, kids[k].move)
		t.strengths = append(t.strengths, s)
		total += s
	}
	for k := range kids {
		r := t.strengths[k] / total * float64(len(kids))
		kids[k].priorN = priorEven + priorModel
		kids[k].priorW = priorEven/2 + uint8(math.Round(priorModel*r/(1+r)))
	}
}
