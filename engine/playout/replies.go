package playout

import "github.com/goscore/goscore/board"

// Replies is the memory of the LastGoodReply rule, after Drake's
// last-good-reply policy with Baier and Drake's forgetting ("The Power of
// Forgetting: Improving the Last-Good-Reply Policy in Monte Carlo Go",
// 2010): per colour, the reply that won the latest playout in which it
// answered a move, and the one that answered a pair of moves. A playout
// won by a colour stores each of its replies; one lost forgets those of
// its replies that are stored, so a reply that stops working goes.
//
// A search keeps one Replies per thread, across its playouts and from one
// move of the game to the next: Begin starts a playout's record at the
// position it starts from, Add records the moves of the tree's descent,
// PlayoutReplies the playout's own, and Learn reads the record once the
// result is known. The zero Replies is ready to use.
type Replies struct {
	// one[c-1][p] is colour c's reply to the move p, or board.Pass.
	one [2][board.Cells]board.Point
	// two[c-1][q<<pointBits|p] is colour c's reply to the move q then
	// p; allocated on the first Learn.
	two [2][]board.Point
	// seq is the playout's record: the move that led to its start
	// (board.Pass for none), then every move since, passes included.
	// Colours alternate, the first move being by firstColour.
	seq         []board.Point
	firstColour board.Color
}

// pointBits is the width of a point's index below board.Cells.
const pointBits = 9

var _ [1]struct{} = [board.Cells >> pointBits]struct{}{} // board.Cells is 1<<pointBits

// Begin starts the record of a playout from pb, before any move of it: the
// move that led to pb (its last move) opens the record.
func (r *Replies) Begin(pb *Board) {
	r.seq = append(r.seq[:0], pb.last)
	r.firstColour = pb.toMove.Opponent()
}

// Add records the move p (board.Pass for a pass), played next.
func (r *Replies) Add(p board.Point) { r.seq = append(r.seq, p) }

// Reset forgets every reply.
func (r *Replies) Reset() {
	r.one = [2][board.Cells]board.Point{}
	for c := range r.two {
		clear(r.two[c])
	}
}

// reply returns the stored reply of c to the record's last moves, the one
// to the pair first, or board.Pass.
func (r *Replies) reply(c board.Color) (two, one board.Point) {
	n := len(r.seq)
	p := r.seq[n-1]
	if p == board.Pass {
		return board.Pass, board.Pass
	}
	ci := int(c-1) & 1
	if t := r.two[ci]; t != nil && n >= 2 && r.seq[n-2] != board.Pass {
		two = t[int(r.seq[n-2]&mask)<<pointBits|int(p&mask)]
	}
	return two, r.one[ci][p&mask]
}

// Learn reads the record of the playout just played, which Black won
// when blackWon: each reply of the winner is stored, each reply of the
// loser that is stored is forgotten. A pass neither replies nor is
// replied to.
func (r *Replies) Learn(blackWon bool) {
	for c := range r.two {
		if r.two[c] == nil {
			r.two[c] = make([]board.Point, board.Cells<<pointBits)
		}
	}
	c := r.firstColour
	for i, p := range r.seq {
		if i > 0 && p != board.Pass && r.seq[i-1] != board.Pass {
			ci := int(c-1) & 1
			prev := int(r.seq[i-1] & mask)
			k := -1
			if i > 1 && r.seq[i-2] != board.Pass {
				k = int(r.seq[i-2]&mask)<<pointBits | prev
			}
			if (c == board.Black) == blackWon {
				r.one[ci][prev] = p
				if k >= 0 {
					r.two[ci][k] = p
				}
			} else {
				if r.one[ci][prev] == p {
					r.one[ci][prev] = board.Pass
				}
				if k >= 0 && r.two[ci][k] == p {
					r.two[ci][k] = board.Pass
				}
			}
		}
		c = c.Opponent()
	}
}
