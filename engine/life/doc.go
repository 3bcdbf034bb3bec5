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
// # Both colours to move, read apart
//
// A position read from a file need not say who is to move, and whether a
// stone is dead should not hang on it. Even-numbered playouts (counting
// from 0) start with Black to move, odd-numbered ones with White, so an
// even number of playouts gives both sides the first move equally often;
// a single playout (Playouts = 1) is one playout with Black to move first.
// Ko is not carried over: the playouts start with no point forbidden.
// Each string's share is kept for each side to move first, never only
// mixed (String.OwnerFirst and OpponentFirst), as a server reads two
// ownership maps from its engine, one per side to move (see Unsettled
// strings).
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
// # Capturing races
//
// Random play settles most capturing races as a player would, and some
// the wrong way. So Estimate also reads them with the race count of
// package playout (playout.Board.Race: outside, shared and eye liberties,
// with each side to move first), between two neighbouring strings of
// opposite colours that are both shut in: neither is unconditionally
// alive, each has two to RaceLiberties liberties, and no liberty of
// either, nor any point of its small eyes, touches another string of its
// colour (a string that can connect out is part of a bigger group, which
// a count of two strings does not see). Where the playouts are a coin
// toss for a string (its Sure under UnsureMargin), a race it loses
// whoever moves first kills it and a seki keeps it alive. A race it wins,
// or one that goes to whoever moves first, does not keep it alive, since
// capturing a neighbour is not living: a dead group often captures a
// stone of the group around it and stays dead. Where the playouts are
// sure, they stand, but a string of two stones or more that they kill and
// that wins its race against one of two stones or more that they keep is
// flagged (Sure 0). Over the recorded games of testdata/real, of the 58
// races the count decides (one string captured whoever moves first), it
// and GNU Go's judgement agree on 45, and where it and the playouts
// disagree the playouts are right 13 times and the count once; as the
// judge of coin tosses it gives one more game its exact margin.
//
// # Seki, eyes and eye space
//
// Static checks then give life back to strings the playouts killed.
// A dead string is in seki (String.Seki) when analyze.FindSeki finds it
// in one once it is back on the board, with the dead strings of its
// colour that share a liberty with it: random play fills a seki's shared
// liberties, which no player would. A dead string that alone walls in an
// empty region of a living shape (more than MaxShape points, or a
// straight, bent or twisted four, a five but the bulky and crossed ones,
// a six but the rabbity one) has two eyes against any placement, which
// random play does not answer. And a dead string whose group has two eyes
// lives: strings of two liberties or more join a group through the eye
// spaces they border together (empty regions only their colour borders,
// once the opponent's dead stones are off), a one-point space is an eye
// unless it is false (two of its diagonal points, one on the edge, not
// its owner's: an opponent stone, or an empty point the opponent can
// reach; or a string around it in atari), a bigger one is one eye, and a
// space of a living shape is two, so that a living eye space walled in by
// several strings counts as much as one walled in by one. Each keeps the
// Sure its share gave, near 0, so such a game is flagged for a look.
//
// # Unsettled strings
//
// A string that lives when its owner moves first and dies when the
// opponent does is unsettled (String.Unsettled): the opponent owns it in
// at most 1-t of the playouts its owner starts and in at least t of those
// the opponent starts, for the threshold t read both ways. It is counted
// as it stands, alive: taking it off would be a guess at who moves next,
// which the players, who passed, left open; and it is listed unsure
// (Sure 0), so the game is flagged with the string named. Random
// playouts seldom feel who moves first, since a random first move rarely
// lands where it matters; the string in atari is the usual exception,
// which the opponent's first move takes and its owner's first move saves
// for a while, a coin toss for the owner and not life, hence 1-t. By
// this count no string of the 379 recorded games of testdata/real nor of
// the agreed positions of testdata/positions is unsettled; 30 strings in 25 of the
// 217 finished 9x9 games of testdata/finished are, and GNU Go calls 14
// of them alive and 16 dead. A probe that makes each side's first move a
// local one (the string's liberties and those of its weak neighbours)
// was tried and dropped: random play after an owner's move lets dead
// groups live, and 22 of the 27 strings it called unsettled in the
// recorded games were dead.
//
// A seki is the other case: a dead string that is in no seki as it
// stands is unsettled too when, once its owner has played at one of its
// liberties (a move that captures nothing and keeps a liberty),
// analyze.FindSeki finds it in one, with the dead strings of its colour
// joined to it by shared liberties back on the board. That is a static
// check of the position after one move, not random play after it, and it
// calls no string of testdata/real or testdata/report unsettled; of the
// agreed positions it finds the lower left of
// testdata/positions/goban/corner_test_2.sgf, three black strings around
// two white stones, in seki if Black plays B3 and dead if White does,
// which the players left alive.
//
// # Open areas
//
// A dead string whose empty region, once the dead strings are off, still
// touches both colours lies in an area whose border was never sealed:
// its death is a guess about moves not played. It stays dead, as the
// servers' scorers take stones off unsealed territory, but it is flagged
// (Sure 0), as a server asks for such points to be sealed.
//
// # Reasons
//
// Every string carries the reason for its judgement (String.Reason), in
// words a reviewer can check: "pass-alive (Benson)", "no eyes, opponent
// owns it in 97% of playouts either side first", "loses the capturing
// race against D4 whoever moves first, 2 liberties to 3", "its group has
// 2 eyes; playouts gave it to the opponent in 70%", "unsettled: ...", "not
// sealed: ...". A verdict's review note gives the reasons of the strings
// it flags.
//
// # Confidence
//
// String.Sure tells how far a string's share lay from the threshold on
// the side of its judgement (0 for a string flagged by a rule above:
// unsettled, in an open area, or a race the playouts lose), and
// Judgement.Confidence is the least of them: a game whose Confidence is
// under UnsureMargin, with its unsure strings in Judgement.Unsure, wants
// a human look.
//
// # Determinism
//
// The random numbers come from a math/rand/v2 PCG seeded with Config.Seed
// and a fixed stream constant, never from the clock, and the playouts run
// one after the other: the same board and Config give the same Judgement,
// on every run and every machine.
//
// # An unfinished game
//
// Counted as it stands, an unfinished game has territory only behind
// closed walls. EstimateGame forecasts it instead, as online-go.com's
// score estimate and GNU Go's estimate_score do: Estimate judges the dead
// stones, with Config.Ownership one more round of playouts from the board
// with them off tallies who owns every point (Owners), and each empty
// point goes to the colour it leans to by at least OwnedLean; the rest is
// unclear. The batch never asks for the map, so its estimate costs what it
// did.
//
// # How others do it
//
// The servers' scorers read two ownership maps from a neural network, one
// with each side to move, take a stone off only when both give it to the
// opponent past a removal threshold, mark a lower "needs sealing" band,
// and keep a reason for each removal (OGS's autoscore). Pachi judges
// groups from its playouts' ownership and refuses to score when a group
// is unclear rather than guess. GNU Go reads each dragon (its owl
// reading) instead of trusting statistics. Estimate has random playouts
// where the servers have a network, so it reads what it can statically
// (Benson's algorithm, eyes, seki, races), keeps each side's share apart,
// and flags what it cannot settle instead of refusing to count.
//
// # Known limits
//
// The playouts are quick, so the estimate sees only what its policy sees:
//
//   - Seki groups tend to be killed: sooner or later random play fills a
//     shared liberty, and the side that fills it is captured. The seki
//     check above brings back the seki it recognises; a seki with a ko,
//     with dead stones in its eyes, or around a string in atari stays
//     killed.
//   - A group that needs the correct local answer to live or to kill (a
//     second eye to make, a vital point, a ko) is misjudged when random
//     play fails to find it often enough; and a capturing race that random
//     play gets wrong with confidence is flagged, not corrected.
//   - Territory counts only when it is settled. Random play treats a wide
//     empty area as open ground, where a stone of the wrong colour lives in
//     a fair share of playouts: a lone White stone in an empty 63-point
//     Black area is owned by Black in only about 30% of playouts, in an
//     empty 27-point area about 65%, but in a three-point-wide area with
//     two Black stones inside, as finished games leave it, over 80%.
//     Living walls, for their part, are owned by the opponent in 5-25% of
//     playouts.
package life
