// Package life estimates which stones of a position are dead, by seeded
// Monte-Carlo playouts: a string is dead when its opponent ends up owning
// its points in most random continuations of the game.
//
// # Method
//
// Estimate first takes off the strings without liberties, as
// analyze.Evaluate does with nobody to move (a board file may hold
// such strings), and judges what is left. It then plays Config.Playouts
// playouts from the position with package playout, under DefaultPolicy
// (playout.Heavy: captures, escapes from atari checked by ladders, 3x3
// patterns, no self-atari but nakade, the vital point of small eyes,
// strings in atari taken anywhere) unless Config.Policy or Config.Light
// asks for another; moves never fill the mover's own true one-point eyes,
// and a playout ends at two passes in a row or three times the number of
// points plus 20 moves.
// At the end of each playout it asks, for every point that held a stone
// at the start, who owns it.
//
// # Both colours to move
//
// A position read from a file need not say who is to move, and whether a
// stone is dead should not hang on it. Even-numbered playouts (counting
// from 0) start with Black to move, odd-numbered ones with White, so an
// even number of playouts gives both sides the first move equally often;
// a single playout (Playouts = 1) is one playout with Black to move first.
// Ko is not carried over: the playouts start with no point forbidden.
//
// # Ownership and the threshold
//
// At the end of a playout a stone's point belongs to the stone's colour,
// and an empty point to the one colour its empty region reaches (nobody
// when it reaches both or neither, as with dame or seki). A string's
// Owned share is the number of (playout, stone) pairs in which the
// opponent owns the stone's point, over playouts times stones: the string
// is judged as a whole, since its stones live and die together. A string
// is dead when Owned is at least the threshold (DefaultThreshold, 0.6,
// unless Config.Threshold says otherwise).
//
// # Rounds
//
// Dead stones inside an area make its owner look weaker to random play
// than it is. So the estimate settles in rounds (at most Rounds): the
// strings found dead come off the board and the rest are judged again
// with fresh playouts, until a round finds nothing new. Over the finished
// games in testdata/finished this took the exact dead lists that match
// GNU Go's from 173 to 178 of 217.
//
// # Benson protection
//
// A string that is unconditionally alive by Benson's algorithm
// (analyze.Benson) is never dead, whatever the playouts say: it cannot be
// captured even if its owner always passes. Random play does not know
// that and may fill its eyes for it (a corner eye with an opponent stone
// on its diagonal looks false to the playouts), so the playouts are also
// banned (playout.Board.Ban) from the one-point eyes of its safe regions,
// which keeps the stones around it judged fairly. The other way round, a
// string inside the opponent's pass-alive territory (Life.Safe) is dead
// whatever the playouts say.
//
// # Walled-in strings
//
// After the rounds, a string still alive is dead by its surroundings
// (String.Enclosed) when its area, the 4-connected set of its colour's
// stones and empty points around it, is walled in by living opponent
// strings (Benson-alive, or judged alive with two liberties outside the
// area or three more than any string inside) and holds fewer than two eyes (empty regions next to no opponent
// stone), provided the playouts gave the opponent at least EnclosedFloor
// of it. This takes the lone invader of a wide, loosely closed area that
// random play lets live in a fair share of playouts.
//
// # Seki and eye space
//
// Two static checks then give life back to strings the playouts killed.
// A dead string is in seki (String.Seki) when analyze.FindSeki finds it
// in one once it is back on the board, with the dead strings of its
// colour that share a liberty with it: random play fills a seki's shared
// liberties, which no player would. And a dead string that alone walls
// in an empty region of a living shape (more than MaxShape points, or a
// straight, bent or twisted four, a five but the bulky and crossed ones,
// a six but the rabbity one) has two eyes against any placement, which
// random play does not answer. Both keep the Sure their share gave, near
// 0, so such a game is flagged for a look.
//
// # Confidence
//
// String.Sure tells how far a string's share lay from the threshold on
// the side of its judgement, and Judgement.Confidence is the least of
// them: a game whose Confidence is under UnsureMargin, with its unsure
// strings in Judgement.Unsure, wants a human look.
//
// # Determinism
//
// The random numbers come from a math/rand/v2 PCG seeded with Config.Seed
// and a fixed stream constant, never from the clock, and the playouts run
// one after the other: the same board and Config give the same Judgement,
// on every run and every machine.
//
// # Known limits
//
// The playouts are quick, so the estimate sees only what its policy sees:
//
//   - Seki groups tend to be killed: sooner or later random play fills a
//     shared liberty, and the side that fills it is captured. The seki
//     check above brings back the seki it recognises; a seki with a ko
//     or with dead stones in its eyes stays killed.
//   - A group that needs the correct local answer to live or to kill (a
//     second eye to make, a vital point, a ko) is misjudged when random
//     play fails to find it often enough.
//   - Territory counts only when it is settled. Random play treats a wide
//     empty area as open ground, where a stone of the wrong colour lives in
//     a fair share of playouts: a lone White stone in an empty 63-point
//     Black area is owned by Black in only about 30% of playouts, in an
//     empty 27-point area about 65%, but in a three-point-wide area with
//     two Black stones inside, as finished games leave it, over 80%.
//     Living walls, for their part, are owned by the opponent in 5-25% of
//     playouts.
package life
