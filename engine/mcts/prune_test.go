package mcts

import "testing"

// TestPruneComesBack: progressive pruning drops a child whose upper bound
// falls below the best lower bound, and brings it back when the leader
// is refuted and the best lower bound falls below it again; a move
// illegal at the root stays pruned whatever its statistics; a child with
// too few visits is not compared.
func TestPruneComesBack(t *testing.T) {
	tr := &tree{nodes: []node{
		{visits: 1400, first: 1, count: 4},
		{visits: 1000, wins: 900}, // the leader: 0.9
		{visits: 100, wins: 50},   // 0.5, upper bound about 0.6
		{visits: 30, wins: 3},     // too few visits to compare
		{visits: 200, wins: 190, pruned: true, illegal: true},
	}}
	leader, second, young, illegal := &tr.nodes[1], &tr.nodes[2], &tr.nodes[3], &tr.nodes[4]
	tr.prune(0)
	if leader.pruned || !second.pruned || young.pruned || !illegal.pruned {
		t.Fatalf("pruned: leader %v, second %v, young %v, illegal %v; want false, true, false, true",
			leader.pruned, second.pruned, young.pruned, illegal.pruned)
	}
	// The leader is refuted: 0.4 over twice the visits.
	leader.visits, leader.wins = 2000, 800
	tr.prune(0)
	if leader.pruned || second.pruned || !illegal.pruned {
		t.Errorf("after the leader fell: pruned leader %v, second %v, illegal %v; want false, false, true",
			leader.pruned, second.pruned, illegal.pruned)
	}
}
