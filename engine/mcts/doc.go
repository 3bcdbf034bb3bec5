// Package mcts is the Go-playing bot: a Monte-Carlo tree search over light
// random playouts (package playout), for goscore's play and gtp commands.
//
// # The search
//
// Each iteration copies the root position, walks down the tree choosing at
// every node the child with the best UCT-RAVE value, expands the leaf it
// reaches once that has been visited a few times, plays a random game to
// the end from there and counts it, then updates every node on the path.
//
// The value of a child blends two estimates of its win rate, from the view
// of the player who makes its move:
//
//	value = (1-β)·Q + β·Q_AMAF + C·sqrt(ln N / (n+1))
//
// Q is the mean result of the playouts through the child (its n visits,
// plus a few virtual visits from move priors, see below); Q_AMAF is its
// all-moves-as-first mean: the results of every playout through the parent
// in which the child's player played the child's point first, at any later
// time (RAVE). AMAF statistics accumulate much faster than visits but are
// biased, so they lead while n is small and fade as visits accrue, by the
// schedule β = sqrt(k/(3n+k)) with k = 1000 (Gelly and Silver's
// hand-selected schedule, applied per child). The last term is UCB1's
// exploration bonus, kept small because RAVE already spreads the visits;
// N is the parent's visits.
//
// A new child starts with a prior, in virtual visits: a move that captures
// gets a few virtual wins, one that brings its own string out of atari
// some too, one that puts its own string of two or more stones in atari
// virtual losses, and a pass virtual losses while some move is still next
// to an empty point (a pass has no AMAF statistics to temper its first,
// noisy results). Priors only order the first visits; the playouts soon
// outweigh them.
//
// # Progressive pruning
//
// Every 32 visits of a node, the children with at least 50 visits are
// compared by their win-rate intervals, mean ± 2·sqrt((m(1-m) + 0.01)/n)
// (about 95% confidence; the 0.01 keeps the interval open for a child that
// has won or lost every playout). A child whose upper bound is below the
// best lower bound among them is pruned: it is never selected again, and
// never chosen as the move. The child with the best lower bound can never
// be pruned, so every node keeps at least one child.
//
// # Playouts and the objective
//
// Playouts play uniformly random legal moves that never fill the mover's
// own one-point eyes (or, with Config.Policy, moves chosen by package
// playout's rules first), until two passes, and count the board by area
// (Tromp-Taylor). In Go a playout is a win for Black when Black's area
// minus White's beats the komi (a draw counts half). In kill-all (Config
// KillAll) the komi is ignored: a playout is a win for Black exactly when
// White ends with no stones and no territory.
//
// Genmove is handed the game (package game) and reads from it what a
// board alone cannot tell: the simple-ko point the playouts may not retake,
// and whether the opponent just passed. Inside the tree and the playouts
// only simple ko is known; the root's moves are checked with the game's own
// legality, so the move played is legal under its ko or superko rule. Who
// wins a playout is the game's rule too (game.Winner), applied to the
// playout board's own fast area count.
//
// # Between moves
//
// The bot keeps its tree. At the next Genmove it looks for the new
// position among the old root's children and grandchildren (the bot's move
// and the opponent's answer), comparing whole boards, and makes that node
// the root, keeping its statistics; otherwise it starts afresh. Reuses
// counts the times it found one.
//
// # Ending the game
//
// The root's children include a pass. The bot passes without searching
// when the opponent has just passed (as the game records it) and the board as it stands already
// wins by area count (with komi, or by the kill-all rule); when no move is
// left but filling its own eyes; and when every move left lies in small
// regions of its own territory (seven points or fewer: room to fill, not
// for the opponent to live) and the board as it stands wins. Light
// playouts misjudge that last case: after a pass, random play lets an
// invader live in the corner it would never live in, so filling one's own
// territory looks better than it is.
//
// After a search it plays the most visited move, with two corrections.
// When that move lies in its own territory (an empty region bordered by
// its stones only) and the most visited move outside it, passing
// included, wins nearly as often (within 0.02), it plays that one instead,
// so it does not fill its own territory. And it passes only when no move
// outside its territory has a better win rate than the pass. It resigns
// when the chosen move's win rate is below Config.ResignBelow (0.05 when
// zero; Config.NoResign never resigns).
//
// A search is deterministic: the same Config (Seed and Playouts) and the
// same sequence of Genmove calls give the same moves. Randomness comes
// from a math/rand/v2 PCG seeded from Config.Seed, never from the clock;
// only a Think budget makes the number of playouts depend on the machine.
package mcts
