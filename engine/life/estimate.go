package life

import (
	"math/rand/v2"
	"slices"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// DefaultPlayouts is the number of playouts Estimate runs when
// Config.Playouts is zero. A thousand playouts put the standard error of a
// string's share below 0.016; with DefaultPolicy a round of them takes
// about 30 ms on the finished 9x9 game of the tests, on a machine shared
// with other builds (BenchmarkEstimate9x9 runs two rounds); it may be
// retuned.
const DefaultPlayouts = 1000

// DefaultThreshold is the share of playouts in which the opponent must own
// a string's points for Estimate to call it dead, when Config.Threshold is
// zero. Over the 379 recorded games of testdata/real, with DefaultPolicy,
// thresholds of 0.5, 0.55, 0.6, 0.65, 0.7 and 0.8 gave RE's exact margin
// in 351, 352, 353, 348, 344 and 321 games and its winner in 369, 369,
// 370, 370, 368 and 354; 0.6 is best on both counts.
const DefaultThreshold = 0.6

// Config sets up an estimate. The zero Config runs DefaultPlayouts
// playouts from seed 0 with DefaultThreshold.
type Config struct {
	Playouts  int     // playouts to run; zero or less means DefaultPlayouts
	Seed      uint64  // seeds the random numbers: same seed, same answer
	Threshold float64 // share of playouts in which the opponent must own a string's points for it to be dead; zero or less means DefaultThreshold
	// Policy is the playouts' policy; zero means DefaultPolicy.
	Policy playout.Policy
	// Light runs uniformly random playouts, whatever Policy says.
	Light bool
	// Ownership asks Estimate for Judgement.Owners: who owns every point
	// at the end of one more round of playouts, run once the dead stones
	// are off. The batch does not ask, and pays nothing for it.
	Ownership bool
}

// DefaultPolicy is the playout policy of the estimate's playouts (unless
// Config.Policy or Config.Light says otherwise): playout.Heavy, the
// bot's policy in Go too. The figures below were measured with it.
// Over the 379 recorded games of testdata/real, at a threshold of 0.7, it
// names RE's winner in 368 and its exact margin in 344, where captures,
// escapes from atari and no self-atari alone gave 352 and 310, and every
// rule (playout.AllRules) 366 and 339: ladders, nakade and taking strings in
// atari anywhere settle capturing races and dead shapes that the lighter
// policy leaves near the threshold (testdata/real/README.md).
const DefaultPolicy = playout.Heavy

// UnsureMargin is how close to the threshold a string's share may come,
// as String.Sure measures it, before the string is listed as unsure.
const UnsureMargin = 0.25

// policy is the playout policy cfg asks for.
func (c Config) policy() playout.Policy {
	switch {
	case c.Light:
		return 0
	case c.Policy != 0:
		return c.Policy
	}
	return DefaultPolicy
}

// Resolved returns c with its zero fields set to the defaults:
// DefaultPlayouts playouts a round and DefaultThreshold.
func (c Config) Resolved() Config {
	if c.Playouts <= 0 {
		c.Playouts = DefaultPlayouts
	}
	if c.Threshold <= 0 {
		c.Threshold = DefaultThreshold
	}
	return c
}

// String is the estimate's judgement of one string.
type String struct {
	Colour board.Color
	Stones []board.Point // ascending
	// Owned is the share of (playout, stone) pairs in which the opponent
	// owned the stone's point at the end of the playout.
	Owned float64
	// Alive is set when the string is unconditionally alive by Benson's
	// algorithm (analyze.Benson); such a string is never dead, whatever
	// Owned says.
	Alive bool
	// Dead is set when the string is not Alive and Owned is at least the
	// threshold, or when it is Enclosed.
	Dead bool
	// Enclosed is set when the string was found dead by its surroundings,
	// whatever Owned says: it and its fellows lie in an area walled in by
	// living opponent strings and hold fewer than two eyes there (see the
	// package comment).
	Enclosed bool
	// Seki is set when the playouts found the string dead but it is in
	// seki: analyze.FindSeki finds it in one with it alone back on the
	// board. It is alive then, with the Sure its share gives.
	Seki bool
	// Sure is how far Owned lies from the threshold, on the side of the
	// judgement, as a share of the way to certainty: (Owned-t)/(1-t) for a
	// dead string, (t-Owned)/t for a live one; 1 for a string settled by
	// Benson's algorithm, pass-alive territory or its surroundings; 0 for
	// one flagged by a rule (unsettled, in an open area, or winning a race
	// the playouts give the opponent), and at most what its share gave
	// for one a rule brought back to life.
	Sure float64
	// OwnerFirst and OpponentFirst split Owned by the side that moved
	// first: the share of the playouts that the string's owner, or its
	// opponent, started in which the opponent owned its points. Each is
	// judged apart (see the package comment, Unsettled strings). With a
	// single playout both are Owned.
	OwnerFirst, OpponentFirst float64
	// Unsettled is set when the string lives if its owner moves first
	// and dies if the opponent does. It is counted as it stands, alive,
	// and listed in Judgement.Unsure (Sure 0), so the game is flagged.
	Unsettled bool
	// static is set when a rule on the position, not the playouts,
	// decided the string: Benson's algorithm, the opponent's pass-alive
	// territory, a seki, its eyes or a capturing race.
	static bool
	// Reason says why the string was judged as it was, in words a
	// reviewer can check ("no eyes, opponent owns it in 97% of playouts
	// either side first"); every string has one.
	Reason string
}

// Judgement is the outcome of Estimate.
type Judgement struct {
	// Strings holds every string of the board after the removal of
	// strings without liberties, in board.Points order of their first
	// stone (as analyze.Strings lists them).
	Strings []String
	// Dead holds every stone of the dead strings, ascending; nil when
	// none is dead.
	Dead []board.Point
	// Playouts is the number of playouts run: the configured number in
	// each round (see Rounds), or zero when the board has no stones to
	// judge.
	Playouts int
	// Confidence is the least Sure of the strings: 1 when every string is
	// settled or the board has none, near 0 when some string's share lay
	// at the threshold. A game whose Confidence is under UnsureMargin
	// wants a human look.
	Confidence float64
	// Unsure lists the strings (indices into Strings) whose Sure is under
	// UnsureMargin, and the unsettled ones, in order.
	Unsure []int
	// Owners is who owned each point at the end of a round of playouts
	// from the board with the dead stones off, when Config.Ownership asked
	// for it; nil otherwise. Its playouts are not counted in Playouts.
	Owners *Owners
}

// pcgStream is the second word of the PCG state: any fixed value would do,
// as long as it never changes, so that a seed always gives the same answer.
const pcgStream = 0x676f73636f7265 // "goscore"

// Estimate judges which strings of b are dead by random playouts (see the
// package comment). Strings without liberties are taken off first, all at
// once as analyze.Evaluate does with nobody to move, and are not judged.
// Any board is accepted. The answer depends on b and cfg only.
func Estimate(b *board.Board, cfg Config) *Judgement {
	cfg = cfg.Resolved()
	var e analyze.Evaluation
	analyze.Evaluate(b, board.Empty, &e)
	r := rand.NewPCG(cfg.Seed, pcgStream)
	j := judge(&e.After, cfg.Playouts, cfg.Threshold, cfg.policy(), r)
	if len(j.Strings) == 0 {
		j = &Judgement{Confidence: 1}
		if cfg.Ownership {
			j.Owners = owners(&e.After, cfg.Playouts, cfg.policy(), r)
		}
		return j
	}
	// Settle in rounds: take the strings found dead off and judge the
	// rest again. Dead stones inside an area make its owner look weaker
	// to random play than it is; once they are gone, the next dead string
	// of a capturing race comes out clearly. Taking stones off merges no
	// strings, so each later round judges a subset of the first round's
	// strings, found by their first stone.
	cur, fresh := e.After, j.Dead
	for round := 1; round < Rounds && len(fresh) > 0; round++ {
		takeOff(&cur, fresh)
		next := judge(&cur, cfg.Playouts, cfg.Threshold, cfg.policy(), r)
		j.Playouts += next.Playouts
		fresh = nil
		byFirst := make(map[board.Point]String, len(next.Strings))
		for _, s := range next.Strings {
			byFirst[s.Stones[0]] = s
		}
		for i, s := range j.Strings {
			// The latest round's share is the better one, for a string
			// still alive as for one found dead.
			if t, ok := byFirst[s.Stones[0]]; ok {
				j.Strings[i] = t
				if t.Dead {
					fresh = append(fresh, t.Stones...)
				}
			}
		}
		j.Dead = append(j.Dead, fresh...)
		slices.Sort(j.Dead)
	}
	// Then the rules on the position: the capturing races, read where
	// the playouts are a coin toss; strings walled in die; strings in
	// seki, or whose group has two eyes or a living eye space, live;
	// strings that live when their owner moves first and die when the
	// opponent does are unsettled. Last, every string gets its reason,
	// and a dead string in an area still open is flagged.
	applyRaces(j, readRaces(&e.After, j))
	j.listDead()
	cur = e.After
	takeOff(&cur, j.Dead)
	enclose(&cur, j, cfg.Threshold)
	keepSeki(&cur, j, cfg.Threshold)
	keepEyeSpace(&cur, j, cfg.Threshold)
	keepTwoEyes(&cur, j, cfg.Threshold)
	unsettle(j, cfg.Threshold)
	cur = e.After
	takeOff(&cur, j.Dead)
	explain(&cur, j, cfg.Threshold)
	if cfg.Ownership {
		// After the judgement, so that it draws no number the
		// judgement would have drawn.
		j.Owners = owners(&cur, cfg.Playouts, cfg.policy(), r)
	}
	j.Confidence = 1
	for i, s := range j.Strings {
		j.Confidence = min(j.Confidence, s.Sure)
		if s.Sure < UnsureMargin || s.Unsettled {
			j.Unsure = append(j.Unsure, i)
		}
	}
	return j
}

// takeOff empties the points of stones, whole strings of b judged dead:
// what analyze's RemoveDead does to them, since b has no string without
// liberties and taking strings off leaves none.
func takeOff(b *board.Board, stones []board.Point) {
	for _, p := range stones {
		b.Set(p, board.Empty)
	}
}

// Rounds is the most rounds of playouts Estimate runs: after each, the
// strings found dead come off and the rest are judged again. Over the
// finished games in testdata, rounds past the third changed nothing.
const Rounds = 4

// judge runs n playouts from after, a board without strings lacking
// liberties, and judges each of its strings.
func judge(after *board.Board, n int, threshold float64, pol playout.Policy, r *rand.PCG) *Judgement {
	strs := analyze.Strings(after)
	if len(strs) == 0 {
		return &Judgement{}
	}
	life := [3]*analyze.Life{
		board.Black: analyze.Benson(after, board.Black),
		board.White: analyze.Benson(after, board.White),
	}
	hits := tallyOwners(after, strs, n, pol, r, &life)
	j := &Judgement{Strings: make([]String, len(strs)), Playouts: n}
	k := 0 // index of the string's first stone in hits
	for i, s := range strs {
		str := judgeString(after, s, [2][]int{hits[0][k : k+len(s)], hits[1][k : k+len(s)]}, n, threshold, &life)
		k += len(s)
		if str.Dead {
			j.Dead = append(j.Dead, s...)
		}
		j.Strings[i] = str
	}
	slices.Sort(j.Dead)
	return j
}

// tallyOwners runs n playouts from after under pol, each side moving
// first in every other one, and returns for every stone of strs (each
// string sorted, the strings in order) how many playouts with Black (0)
// and White (1) moving first ended with the stone's opponent owning its
// point.
func tallyOwners(after *board.Board, strs [][]board.Point, n int, pol playout.Policy, r *rand.PCG, life *[3]*analyze.Life) [2][]int {
	// The starting stones, flattened, with the colour that owning each
	// one's point would make it dead.
	var stones []board.Point
	var opp []board.Color
	for _, s := range strs {
		slices.Sort(s)
		for _, p := range s {
			stones = append(stones, p)
			opp = append(opp, after.At(p).Opponent())
		}
	}
	hits := [2][]int{make([]int, len(stones)), make([]int, len(stones))}

	// Two starting boards, one per side to move, copied into the one
	// playout board before each playout: on a 9x9 board the copy takes
	// about 0.15 µs where a Reset takes 2.5 µs, a quarter of a playout
	// from a finished game. Neither allocates.
	start := [2]playout.Board{startBoard(after, board.Black, life), startBoard(after, board.White, life)}
	pb := new(playout.Board)
	maxMoves := 3*after.Width()*after.Height() + 20
	var o ownership
	for i := 0; i < n; i++ {
		*pb = start[i&1] // even playouts: Black moves first; odd: White
		pb.PlayoutPolicy(r, maxMoves, pol)
		o.next()
		cells := pb.Cells()
		h := hits[i&1]
		for j, p := range stones {
			if o.owner(cells, p) == opp[j] {
				h[j]++
			}
		}
	}
	return hits
}

// judgeString judges the string s of after from the playouts' hits on its
// stones (tallyOwners', by side to move first) out of n: its shares, dead
// at threshold or inside the opponent's pass-alive territory, alive when
// pass-alive, and how sure that is.
func judgeString(after *board.Board, s []board.Point, hits [2][]int, n int, threshold float64, life *[3]*analyze.Life) String {
	c := after.At(s[0])
	var sum [2]int // by side to move first: 0 Black, 1 White
	for side := range 2 {
		for _, h := range hits[side] {
			sum[side] += h
		}
	}
	own := 0 // the side index of c
	if c == board.White {
		own = 1
	}
	played := [2]int{(n + 1) / 2, n / 2}
	str := String{
		Colour: c,
		Stones: s,
		Owned:  float64(sum[0]+sum[1]) / (float64(n) * float64(len(s))),
		Alive:  life[c].Alive[s[0]],
	}
	// A side that started no playout (a single playout starts with
	// Black) has no share of its own: it takes the mixed one.
	str.OwnerFirst, str.OpponentFirst = str.Owned, str.Owned
	if played[own] > 0 && played[1-own] > 0 {
		str.OwnerFirst = share(sum[own], played[own], len(s))
		str.OpponentFirst = share(sum[1-own], played[1-own], len(s))
	}
	// A string inside the opponent's pass-alive territory is dead
	// whatever the playouts say.
	safe := str.Alive || life[c.Opponent()].Safe[s[0]]
	str.Dead = !str.Alive && (str.Owned >= threshold || safe)
	str.Sure = sure(str.Owned, threshold, str.Dead)
	switch {
	case str.Alive:
		str.Sure, str.static = 1, true
		str.Reason = "pass-alive (Benson)"
	case safe:
		str.Sure, str.static = 1, true
		str.Reason = "inside the opponent's pass-alive territory"
	}
	return str
}

// share is hits over playouts times stones, 0 for no playouts.
func share(hits, playouts, stones int) float64 {
	if playouts == 0 {
		return 0
	}
	return float64(hits) / (float64(playouts) * float64(stones))
}

// startBoard returns the playout board of after with toMove to play and
// the one-point eyes of each colour's pass-alive regions (life) banned to
// that colour: an unconditionally alive string keeps its eyes, since
// random play must not fill the eyes that look false to the playouts' eye
// test and then lose the string. (Points next to an opponent stone stay
// open, so dead stones inside can still be taken.)
func startBoard(after *board.Board, toMove board.Color, life *[3]*analyze.Life) playout.Board {
	var pb playout.Board
	pb.Reset(after, toMove, board.Pass)
	for _, c := range [2]board.Color{board.Black, board.White} {
		for _, p := range after.Points(nil) {
			if life[c].Safe[p] && after.IsEyeOf(p, c) {
				pb.Ban(c, p)
			}
		}
	}
	return pb
}

// ownership tells who owns a point at the end of a playout: the colour of
// a stone, or for an empty point the one colour its empty region reaches
// (board.Empty when it reaches both or neither). Regions are filled over
// one queue and remembered in a generation-stamped array, so each region
// is filled at most once per playout and nothing is allocated or cleared
// between playouts.
type ownership struct {
	gen   uint32
	stamp [board.Cells]uint32      // gen when owner[p] was set
	own   [board.Cells]board.Color // owner of the empty point p, valid when stamp[p] == gen
	queue [board.Cells]board.Point
}

// next forgets the regions of the last playout.
func (o *ownership) next() {
	o.gen++
	if o.gen == 0 { // wrapped: old stamps could look current
		o.stamp = [board.Cells]uint32{}
		o.gen = 1
	}
}

// only returns the colour a set of reached colours (bit k for colour k)
// stands for: Black or White when it is the only player colour in it,
// otherwise board.Empty.
func only(reach uint) board.Color {
	switch reach &^ (1<<board.Empty | 1<<board.Wall) {
	case 1 << board.Black:
		return board.Black
	case 1 << board.White:
		return board.White
	}
	return board.Empty
}

// owner returns who owns p on the board cells.
func (o *ownership) owner(cells *[board.Cells]board.Color, p board.Point) board.Color {
	if c := cells[p]; c != board.Empty {
		return c
	}
	// At the end of a playout nearly every empty point is a one-point
	// eye: its neighbours say who owns it, with no fill.
	var reach uint
	for _, n := range p.Neighbours() {
		reach |= 1 << cells[n]
	}
	if reach&(1<<board.Empty) == 0 {
		return only(reach)
	}
	if o.stamp[p] == o.gen {
		return o.own[p]
	}
	o.stamp[p] = o.gen
	o.queue[0] = p
	size := 1
	reach = 0
	for i := 0; i < size; i++ {
		for _, n := range o.queue[i].Neighbours() {
			k := cells[n]
			reach |= 1 << k
			if k == board.Empty && o.stamp[n] != o.gen {
				o.stamp[n] = o.gen
				o.queue[size] = n
				size++
			}
		}
	}
	c := only(reach)
	for _, q := range o.queue[:size] {
		o.own[q] = c
	}
	return c
}
