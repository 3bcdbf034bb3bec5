package mcts

import "time"

// The time rules of a Budget; doc.go explains them.
const (
	unclearRatio = 2.5  // the most visited move has fewer than this many times the second's visits
	unclearRate  = 0.02 // a well-visited move wins this much more often than the most visited
	wellVisited  = 10   // a move with 1/wellVisited of the most visited move's visits is well visited
)

// rootRace compares the root's unpruned children: lead is how many more
// visits the most visited has than the second, and unclear says the race
// is open: the two are close in visits, or a well-visited child (see
// wellVisited, and at least pruneMin visits) has a better win rate by
// more than unclearRate.
func rootRace(kids []node) (lead int, unclear bool) {
	best := mostVisited(kids, nil)
	if best < 0 {
		return 0, false
	}
	top := &kids[best]
	second := int32(0)
	for k := range kids {
		ch := &kids[k]
		if k == best || ch.pruned {
			continue
		}
		second = max(second, ch.visits)
		if ch.visits >= pruneMin && ch.visits*wellVisited >= top.visits && rate(ch) > rate(top)+unclearRate {
			unclear = true
		}
	}
	if float64(top.visits) < unclearRatio*float64(second) {
		unclear = true
	}
	return int(top.visits - second), unclear
}

// stopNow decides whether a search under bu stops, elapsed into it with
// played playouts run, when the most visited move leads the second by
// lead visits and the race is unclear or not (rootRace). It never runs
// past Max; it stops at Target when the move is clear, and before when
// the lead is more than the playouts that can still run before Target at
// the rate so far (before Max when the move is unclear): the most
// visited move can no longer change.
func stopNow(elapsed time.Duration, played, lead int, unclear bool, bu Budget) bool {
	if elapsed >= bu.Max {
		return true
	}
	if !unclear && elapsed >= bu.Target {
		return true
	}
	if played <= 0 || elapsed <= 0 {
		return false
	}
	end := bu.Target
	if unclear {
		end = bu.Max
	}
	left := float64(played) / elapsed.Seconds() * (end - elapsed).Seconds()
	return float64(lead) > left
}
