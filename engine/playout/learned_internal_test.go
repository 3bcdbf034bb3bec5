package playout

import (
	"math/rand/v2"
	"testing"

	"github.com/goscore/goscore/board"
)

// TestLearnedShapesAgreeWithModel plays policy games on 9x9 and checks,
// for every empty point of every position and both sides to move, that
// the strength LearnedPatterns looks up by the point's 16-bit key is the
// default model's strength of the point's Shape3x3 with the liberty marks
// left out: the table turns the board's colours into the mover's.
func TestLearnedShapesAgreeWithModel(t *testing.T) {
	m, tab := DefaultModel(), learned()
	start, _ := board.New(9, 9)
	root := FromBoard(&start, board.Black, board.Pass)
	r := rand.NewPCG(7, 8)
	checked, strong := 0, 0
	for game := 0; game < 10; game++ {
		pb := *root
		for move := 0; move < 120 && pb.passes < 2; move++ {
			for _, p := range pb.empties[:pb.nEmpty] {
				for _, c := range [2]board.Color{board.Black, board.White} {
					var f Features
					f[GroupShape] = pb.Shape3x3(c, p) & 0x33333333 // the colours, no liberty marks
					v := m.Values(f)
					want := m.Gamma[GroupShape][v[GroupShape]]
					got := tab.gamma[c][pb.patternKey(int(p))]
					if float64(got) != float64(float32(want)) {
						t.Fatalf("%v for %v: table %v, model %v\n%s", p, c, got, want, dump(&pb))
					}
					k := pb.patternKey(int(p))
					if in := tab.match[c][k>>6]>>(k&63)&1 != 0; in != (want >= LearnedCut) {
						t.Fatalf("%v for %v: strength %v, in the match table %v", p, c, want, in)
					}
					checked++
					if want >= LearnedCut {
						strong++
					}
				}
			}
			c := pb.toMove
			pb.Play(c, pb.PolicyMove(c, r, Fast))
		}
	}
	if strong == 0 || strong == checked {
		t.Fatalf("%d of %d shapes at or above the cut: the test shows nothing", strong, checked)
	}
}

// TestLearnedPatternMove draws LearnedPatterns' move many times in
// positions of policy games: every move drawn is an empty neighbour of the
// last move that the side to move may play and whose shape is at or above
// the cut; a move is found whenever such a neighbour exists; and where two
// such neighbours differ in strength by three times or more, the stronger
// is drawn more often.
func TestLearnedPatternMove(t *testing.T) {
	tab := learned()
	start, _ := board.New(9, 9)
	root := FromBoard(&start, board.Black, board.Pass)
	r := rand.NewPCG(9, 10)
	compared := 0
	for game := 0; game < 20; game++ {
		pb := *root
		for move := 0; move < 120 && pb.passes < 2; move++ {
			c, last := pb.toMove, pb.last
			if last != board.Pass {
				var ok []board.Point
				for _, d := range neighbourhood {
					p := board.Point((int(last) + d) & mask)
					if pb.color[p] == empty && tab.gamma[c][pb.patternKey(int(p))] >= LearnedCut && pb.playable(c, int(p), Fast) {
						ok = append(ok, p)
					}
				}
				seen := map[board.Point]int{}
				for range 400 {
					p := pb.learnedPatternMove(c, int(last), Fast, r)
					if p == board.Pass {
						if len(ok) > 0 {
							t.Fatalf("no move drawn around %v, want one of %v\n%s", last, ok, dump(&pb))
						}
						break
					}
					seen[p]++
				}
				for p := range seen {
					if !containsPoint(ok, p) {
						t.Fatalf("drew %v around %v, want one of %v\n%s", p, last, ok, dump(&pb))
					}
				}
				if len(ok) == 2 {
					ga, gb := tab.gamma[c][pb.patternKey(int(ok[0]))], tab.gamma[c][pb.patternKey(int(ok[1]))]
					a, b := ok[0], ok[1]
					if gb > ga {
						a, b, ga, gb = b, a, gb, ga
					}
					if ga >= 3*gb {
						compared++
						if seen[a] <= seen[b] {
							t.Fatalf("%v (strength %v) drawn %d times, %v (%v) %d\n%s", a, ga, seen[a], b, gb, seen[b], dump(&pb))
						}
					}
				}
			}
			pb.Play(c, pb.PolicyMove(c, r, Fast))
		}
	}
	if compared == 0 {
		t.Fatal("no position with two neighbours of unequal strength: the test shows nothing")
	}
}
