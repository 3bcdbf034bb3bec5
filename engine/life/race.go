package life

import (
	"fmt"
	"slices"

	"github.com/goscore/goscore/analyze"
	"github.com/goscore/goscore/board"
	"github.com/goscore/goscore/engine/playout"
)

// RaceLiberties is the most liberties a string may have for its capturing
// races to be read (see readRaces): past it, liberty counting says little
// about strings whose liberties are mostly their own territory.
const RaceLiberties = 5

// raceEye is the largest empty region that counts as an eye of a string
// in a race, as playout.Board.Race counts them.
const raceEye = 6

// raceKind is what the capturing races of a string decide for it.
type raceKind int8

const (
	raceNone  raceKind = iota // in no race that decides anything
	raceWins                  // in races, and none is lost or open
	raceLoses                 // captured whoever moves first by a string that loses no race
	raceOpen                  // a race that goes to whoever moves first
	raceSeki                  // a race neither side can win: seki
)

// raceVerdict is what readRaces decides for one string: the kind, the
// string of the race that decides it (an index into Judgement.Strings),
// and both strings' liberties as the race counts them (outside and eye
// liberties, with the shared ones apart).
type raceVerdict struct {
	kind         raceKind
	other        int
	mine, theirs int
	shared       int
}

// raceResult is the outcome of one race between strings s and t.
type raceResult struct {
	s, t           int
	first, second  board.Color // the capturer with s's owner first, with t's owner first; Empty for none
	libS, libT, sh int
}

// readRaces reads the capturing races of b's strings (j.Strings, on the
// board b the first round judged) with playout.Board.Race, the liberty
// count of semeai, which random play plays as randomly as anything else.
// A race is read between two neighbouring strings of opposite colours
// when both are shut in: neither is unconditionally alive or inside the
// other side's pass-alive territory, each has two to RaceLiberties
// liberties (a string in atari is a capture, which the playouts take),
// no eye space of more than raceEye points, and no liberty nor point of
// its small eyes that touches another string of its colour (see boxed).
// It returns a verdict per string; applyRaces weighs them.
func readRaces(b *board.Board, j *Judgement) []raceVerdict {
	return decideRaces(j, findRaces(b, j))
}

// findRaces returns the races readRaces reads.
func findRaces(b *board.Board, j *Judgement) []raceResult {
	var index [board.Cells]int32 // 1 + the string's index
	for i, s := range j.Strings {
		for _, p := range s.Stones {
			index[p] = int32(i + 1)
		}
	}
	life := [3]*analyze.Life{
		board.Black: analyze.Benson(b, board.Black),
		board.White: analyze.Benson(b, board.White),
	}
	candidate := make([]bool, len(j.Strings))
	some := false
	for i, s := range j.Strings {
		if s.Alive || life[s.Colour].Alive[s.Stones[0]] || life[s.Colour.Opponent()].Safe[s.Stones[0]] {
			continue
		}
		libs := liberties(b, s.Stones)
		if len(libs) < 2 || len(libs) > RaceLiberties || !boxed(b, i, s.Colour, libs, &index) || bigEyeSpace(b, s.Stones, s.Colour) {
			continue
		}
		candidate[i] = true
		some = true
	}
	if !some {
		return nil
	}
	return racePairs(b, j, candidate, &index)
}

// decideRaces decides what the races say of each string (see
// readRaces). A string captured whoever moves first loses its race, and
// is decided by it when the string that captures it loses none; one
// captured only when the opponent moves first is in an open race; one
// captured neither way holds a seki when neither captures, and wins
// otherwise. A loss outweighs an open race, an open race a seki, a seki
// a win.
func decideRaces(j *Judgement, races []raceResult) []raceVerdict {
	out := make([]raceVerdict, len(j.Strings))
	colour := func(i int) board.Color { return j.Strings[i].Colour }
	loses := make([]bool, len(j.Strings))
	for _, r := range races {
		if r.first == colour(r.t) && r.second == colour(r.t) {
			loses[r.s] = true
		}
		if r.first == colour(r.s) && r.second == colour(r.s) {
			loses[r.t] = true
		}
	}
	rank := [...]int{raceNone: 0, raceWins: 1, raceSeki: 2, raceOpen: 3, raceLoses: 4}
	for _, r := range races {
		for _, side := range [2]struct {
			me, them, mine, theirs int
			ownerFirst, otherFirst board.Color
		}{{r.s, r.t, r.libS, r.libT, r.first, r.second}, {r.t, r.s, r.libT, r.libS, r.second, r.first}} {
			them := colour(side.them)
			next := raceVerdict{other: side.them, mine: side.mine, theirs: side.theirs, shared: r.sh}
			switch {
			case side.ownerFirst == them && side.otherFirst == them:
				if loses[side.them] {
					continue // its capturer may die first: the race decides nothing
				}
				next.kind = raceLoses
			case side.otherFirst == them:
				next.kind = raceOpen
			case side.ownerFirst == board.Empty && side.otherFirst == board.Empty:
				next.kind = raceSeki
			default:
				next.kind = raceWins
			}
			if v := &out[side.me]; rank[next.kind] > rank[v.kind] {
				*v = next
			}
		}
	}
	return out
}

// racePairs reads the race of every two neighbouring candidate strings.
func racePairs(b *board.Board, j *Judgement, candidate []bool, index *[board.Cells]int32) []raceResult {
	pb := playout.FromBoard(b, board.Black, board.Pass)
	var races []raceResult
	for i, s := range j.Strings {
		if !candidate[i] {
			continue
		}
		seen := map[int32]bool{}
		for _, p := range s.Stones {
			for _, n := range p.Neighbours() {
				k := index[n]
				if k == 0 || int(k-1) <= i || seen[k] || !candidate[k-1] || b.At(n) != s.Colour.Opponent() {
					continue
				}
				seen[k] = true
				r, ok := pb.Race(s.Stones[0], n)
				if !ok {
					continue
				}
				races = append(races, raceResult{
					s: i, t: int(k - 1), first: r.FirstToMove, second: r.SecondToMove,
					libS: r.Outside[0] + r.EyeLibs[0], libT: r.Outside[1] + r.EyeLibs[1], sh: r.Shared,
				})
			}
		}
	}
	return races
}

// boxed reports whether string i, of colour c with liberties libs, is
// shut in on its own: no liberty touches another string of its colour,
// nor does any point of the eyes its liberties lie in (empty regions of
// at most raceEye points that only c and the edge border). A string that
// can connect out by filling a liberty, or that shares an eye with
// another string, is part of a bigger group that a race of two strings
// does not see.
func boxed(b *board.Board, i int, c board.Color, libs []board.Point, index *[board.Cells]int32) bool {
	other := func(n board.Point) bool {
		k := index[n]
		return b.At(n) == c && k > 0 && int(k-1) != i
	}
	for _, l := range libs {
		points := []board.Point{l}
		if region, ok := eyeRegion(b, l, c); ok {
			points = region
		}
		for _, q := range points {
			for _, n := range q.Neighbours() {
				if other(n) {
					return false
				}
			}
		}
	}
	return true
}

// eyeRegion returns the empty region holding p when it is an eye of
// colour c as a race counts one: at most raceEye points that only c's
// stones and the edge border.
func eyeRegion(b *board.Board, p board.Point, c board.Color) ([]board.Point, bool) {
	region := []board.Point{p}
	for i := 0; i < len(region); i++ {
		for _, n := range region[i].Neighbours() {
			switch k := b.At(n); {
			case k == board.Empty:
				if !slices.Contains(region, n) {
					if len(region) == raceEye {
						return nil, false
					}
					region = append(region, n)
				}
			case k != c && k != board.Wall:
				return nil, false
			}
		}
	}
	return region, true
}

// bigEyeSpace reports whether an empty region next to the stones, that
// only c's stones and the edge border, has more than raceEye points: room
// enough for two eyes, which a race count does not see.
func bigEyeSpace(b *board.Board, stones []board.Point, c board.Color) bool {
	var seen [board.Cells]bool
	for _, s := range stones {
		for _, start := range s.Neighbours() {
			if b.At(start) != board.Empty || seen[start] {
				continue
			}
			region := []board.Point{start}
			seen[start] = true
			only := true
			for k := 0; k < len(region); k++ {
				for _, n := range region[k].Neighbours() {
					switch kind := b.At(n); {
					case kind == board.Empty:
						if !seen[n] {
							seen[n] = true
							region = append(region, n)
						}
					case kind != c && kind != board.Wall:
						only = false
					}
				}
			}
			if only && len(region) > raceEye {
				return true
			}
		}
	}
	return false
}

// applyRaces weighs what the races say (see readRaces) against the
// playouts. Random play settles most races as a player would; where it
// is a coin toss (the string's Sure under UnsureMargin), a race the
// string loses whoever moves first kills it, and a seki keeps it alive.
// A race the string wins, or one that goes to whoever moves first, does
// not keep it alive: capturing a neighbour is not living (a dead group
// often captures a stone of the group around it and stays dead), and
// over the recorded games such a count was wrong more often than right.
// Where the playouts are sure and the count says the opposite of them
// for two strings of two stones or more (they kill the string that wins
// the race and keep the one that loses it), their judgement stands, but
// the string is flagged (Sure 0): a race count is a count, not a search
// (it knows no approach move, no false eye, no third string in atari),
// yet two judges that disagree are a reason for a look. Where the count
// agrees with the playouts, it gives the reason.
func applyRaces(j *Judgement, races []raceVerdict) {
	for i, v := range races {
		s := &j.Strings[i]
		if v.kind == raceNone {
			continue
		}
		o := &j.Strings[v.other]
		libs := fmt.Sprintf("%d liberties to %d%s", v.mine, v.theirs, sharedText(v.shared))
		switch {
		case s.Sure < UnsureMargin && v.kind == raceLoses:
			s.Dead, s.Seki, s.static = true, false, true
			s.Reason = fmt.Sprintf("loses the capturing race against %v whoever moves first, %s; playouts unsure at %s", o.Stones[0], libs, percent(s.Owned))
		case s.Sure < UnsureMargin && v.kind == raceSeki:
			s.Dead, s.Enclosed, s.Seki, s.static = false, false, true, true
			s.Reason = fmt.Sprintf("seki with %v: neither can fill the %d shared liberties; playouts unsure at %s", o.Stones[0], v.shared, percent(s.Owned))
		case s.Sure < UnsureMargin && v.kind == raceOpen:
			s.Reason = fmt.Sprintf("the capturing race against %v goes to whoever moves first, %s; playouts unsure at %s", o.Stones[0], libs, percent(s.Owned))
		case v.kind == raceLoses && s.Dead:
			s.Reason = fmt.Sprintf("loses the capturing race against %v whoever moves first, %s; opponent owns it in %s of playouts", o.Stones[0], libs, percent(s.Owned))
		case v.kind == raceWins && !s.Dead && o.Dead:
			s.Reason = fmt.Sprintf("wins the capturing race against %v whoever moves first, %s", o.Stones[0], libs)
		case v.kind == raceWins && s.Dead && !o.Dead && len(s.Stones) >= 2 && len(o.Stones) >= 2:
			s.Sure = 0
			s.Reason = fmt.Sprintf("opponent owns it in %s of playouts, but it wins the capturing race against %v whoever moves first, %s", percent(s.Owned), o.Stones[0], libs)
		}
	}
}

// sharedText says how many liberties two strings share, for a reason.
func sharedText(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return ", 1 shared"
	}
	return fmt.Sprintf(", %d shared", n)
}
