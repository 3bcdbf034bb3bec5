package analyze

import (
	"slices"

	"github.com/goscore/goscore/board"
)

// Life is the outcome of Benson's algorithm for one colour: which of its
// stones are unconditionally alive (pass-alive: the opponent cannot capture
// them even if their owner always passes), and which regions they make safe.
type Life struct {
	// Alive marks the stones of unconditionally alive strings.
	Alive [board.Cells]bool
	// Safe marks the points of the regions those strings make safe, empty
	// points and opponent stones alike: pass-alive territory, the regions
	// left standing in which every empty point is next to an alive string.
	Safe [board.Cells]bool
	// Stones counts the alive stones; Strings the alive strings.
	Stones, Strings int
}

// Benson finds the strings of colour c on b that are unconditionally alive,
// by Benson's algorithm (docs/rules.md, Dead stones):
//
//   - a region is a maximal 4-connected set of points not holding c (empty
//     points and opponent stones together);
//   - a region is vital to a c-string when every empty point of the region
//     is next to that string;
//   - repeat until nothing changes: drop every string that has fewer than two
//     vital regions among the regions still standing, then drop every region
//     that borders a dropped string. One pass is not enough.
//
// What stands at the end is alive, with its regions. Each colour is computed
// on its own.
func Benson(b *board.Board, c board.Color) *Life {
	strings, regions := bensonParts(b, c)
	aliveS := make([]bool, len(strings)+1)
	for i := 1; i <= len(strings); i++ {
		aliveS[i] = true
	}
	aliveR := make([]bool, len(regions))
	for i := range aliveR {
		aliveR[i] = len(regions[i].strings) > 0 // a region with no c-string around it makes no one safe
	}
	for changed := true; changed; {
		changed = false
		vital := make([]int, len(strings)+1)
		for ri, r := range regions {
			if !aliveR[ri] {
				continue
			}
			for s, touching := range r.strings {
				if touching == r.empties {
					vital[s]++
				}
			}
		}
		for s := 1; s <= len(strings); s++ {
			if aliveS[s] && vital[s] < 2 {
				aliveS[s] = false
				changed = true
			}
		}
		for ri, r := range regions {
			if !aliveR[ri] {
				continue
			}
			for s := range r.strings {
				if !aliveS[s] {
					aliveR[ri] = false
					changed = true
					break
				}
			}
		}
	}
	life := &Life{}
	for s := 1; s <= len(strings); s++ {
		if aliveS[s] {
			life.Strings++
			for _, p := range strings[s-1] {
				life.Alive[p] = true
				life.Stones++
			}
		}
	}
	for ri, r := range regions {
		if aliveR[ri] && r.covered == r.empties {
			for _, p := range r.points {
				life.Safe[p] = true
			}
		}
	}
	return life
}

// bensonRegion is a region of Benson's algorithm: a set of connected
// points that are not c's stones, with the strings of c around it.
type bensonRegion struct {
	empties int
	covered int // empty points next to some c-string
	points  []board.Point
	strings map[int32]int // bordering string (its id) -> its empty points in the region that touch it
}

// bensonParts splits b into the strings of c (string id i+1 is strings[i])
// and the regions of everything else, each region with its border
// strings and how many of its empty points touch each.
func bensonParts(b *board.Board, c board.Color) (strings [][]board.Point, regions []bensonRegion) {
	cells := b.Cells()
	var label [board.Cells]int32 // string id+1 for c stones, -(region id+1) for other points
	var w board.Walker
	for _, p := range b.Points(nil) {
		if w.Seen(p) {
			continue
		}
		own := cells[p] == c
		id := int32(len(strings) + 1)
		if !own {
			id = -int32(len(regions) + 1)
		}
		group := slices.Clone(w.Walk(p, func(n board.Point) bool { k := cells[n]; return k != Wall && (k == c) == own }))
		for _, q := range group {
			label[q] = id
		}
		if own {
			strings = append(strings, group)
		} else {
			regions = append(regions, bensonRegion{points: group, strings: map[int32]int{}})
		}
	}
	// Border strings of each region, and for each, how many of the region's
	// empty points touch it.
	for ri := range regions {
		r := &regions[ri]
		for _, p := range r.points {
			if cells[p] == Empty {
				r.empties++
			}
			var seen [4]int32
			ns := 0
			for _, n := range p.Neighbours() {
				s := label[n]
				if s <= 0 || cells[n] != c {
					continue
				}
				dup := false
				for _, x := range seen[:ns] {
					dup = dup || x == s
				}
				if dup {
					continue
				}
				seen[ns] = s
				ns++
				if _, ok := r.strings[s]; !ok {
					r.strings[s] = 0
				}
				if cells[p] == Empty {
					r.strings[s]++
				}
			}
			if ns > 0 && cells[p] == Empty {
				r.covered++
			}
		}
	}
	return strings, regions
}
