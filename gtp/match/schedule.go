package match

import "github.com/goscore/goscore/parse/sgf"

// Opening is the start of a pair of games: the moves played, in both
// games of the pair, before the engines are asked for one. Setup stones
// come as moves of their colour.
type Opening struct {
	Name  string     // where it comes from, such as "joseki.sgf" or "openings.txt:3"
	Moves []sgf.Move // in order; a colour may move twice in a row (setup)
}

// slot is a game of the schedule: its number, the pair it belongs to (the
// two games of a pair start from one opening with the colours swapped),
// the engines on each side (indices into Match.Engines) and its opening
// (an index into Options.Openings, -1 for none).
type slot struct {
	number, pair int
	black, white int
	opening      int
}

// pairings lists the engine pairs a match of n engines plays: the one
// pair of a head-to-head, every pair of a round robin, or, in a gauntlet,
// the first engine against each of the others.
func pairings(n int, gauntlet bool) [][2]int {
	var ps [][2]int
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if gauntlet && i > 0 {
				return ps
			}
			ps = append(ps, [2]int{i, j})
		}
	}
	return ps
}

// schedule lists the games of a match in the order they are started:
// games games for each pairing, played as pairs (the second game of a
// pair has the colours of the first swapped, unless fixed, when the first
// engine of the pairing always plays Black), round after round: the first
// pair of every pairing, then the second, so that every pairing's count
// grows alike and a match stopped early has played each one as much.
// Pair k starts from opening k, cycling through the openings; a pairing
// plays the same openings as every other.
func schedule(ps [][2]int, games, openings int, fixed bool) []slot {
	var out []slot
	pair := 0
	for k := 0; 2*k < games; k++ {
		for _, p := range ps {
			pair++
			for g := 2 * k; g < min(2*k+2, games); g++ {
				s := slot{number: len(out) + 1, pair: pair, black: p[0], white: p[1], opening: -1}
				if g%2 == 1 && !fixed {
					s.black, s.white = p[1], p[0]
				}
				if openings > 0 {
					s.opening = k % openings
				}
				out = append(out, s)
			}
		}
	}
	return out
}

// Scheduled is the number of games a match of n engines plays with
// games games for each pairing (see Options.Games and Options.Gauntlet).
func Scheduled(n, games int, gauntlet bool) int {
	return games * len(pairings(n, gauntlet))
}
