// Package mcts is the Go-playing bot: a Monte-Carlo tree search over
// random playouts (package playout), light or guided by the playout
// policy, for goscore's play and gtp commands.
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
// plus the virtual visits of its prior, see below); Q_AMAF is its
// all-moves-as-first mean: the results of every playout through the parent
// in which the child's player played the child's point first, at any later
// time (RAVE). AMAF statistics accumulate much faster than visits but are
// biased, so they lead while n is small and fade as visits accrue, by the
// schedule β = sqrt(k/(3n+k)) with k = 300 (Gelly and Silver's
// hand-selected schedule, applied per child). The last term is UCB1's
// exploration bonus, kept small because RAVE already spreads the visits;
// N is the parent's visits.
//
// k was 1000 until the learned prior came to weigh 160 virtual visits
// (Priors, below): a child's first visits then rest on its prior, and
// RAVE's bias is worth less for as long. Measured bot against bot on 9x9
// (goscore match, 100 games in pairs from the default openings, Chinese
// rules, komi 7.5, one thread each, seeds 41 and 42): k = 3000 against
// 1000 won 30 of 100 (Elo -147 ± 92) at 2,000 playouts a move; 300
// against 1000 61 (+78 ± 75) at 2,000 and 41 of 60 (+134 ± 113) at
// 10,000; 100 against 300 47 (-21 ± 66) at 2,000. On 13x13 at 3,000
// playouts 300 against 1000 won 26 of 40 (+108 ± 126). Against GNU Go and
// Pachi, the README's Strength section.
//
// Each AMAF result counts once. Pachi weighs it by how early in the
// playout the move was first played (its distance_rave: 3 for a move
// played at once, down to 1 for one played last); tried here (a build of
// its own, not kept), it won 6 of 20 against Pachi 12.90 on 9x9 at 2 s a
// move (bench/match.sh -P -g 20 -j 2 -t 2s -S 3101), where the bot
// without it won 8 on the same openings, and at 1,000 light playouts it
// lost the escape from atari that TestTactics asks for in two seeds of
// three.
//
// # Priors
//
// A new child starts with a prior, in virtual visits, some won (virtual
// wins) and some lost (virtual losses), which only orders the first
// visits: the playouts soon outweigh them (progressive bias, as in MoGo,
// Fuego and Pachi). The questions are package playout's (Board.Hints), so
// the tree and the playouts agree on what a move does. The constants are
// in tree.go:
//
//   - every move, the pass included, gets priorEven = 4 visits at 0.5
//     (MoGo's and Fuego's even-game prior): one lucky or unlucky first
//     playout does not decide a move's fate;
//   - a capture gets 8 virtual wins (priorCapture), a move that brings a
//     string of the mover out of atari 5 (priorSave), one that puts an
//     opponent string in atari 3 (priorAtari), one where a 3x3 shape of
//     the playout policy matches next to the last move 3 (priorPattern);
//   - a move that leaves the mover's string of two or more stones in
//     atari, capturing nothing, gets 8 virtual losses (priorSelfAtari),
//     and then its atari and shape count nothing: the opponent captures
//     first;
//   - a pass gets 10 virtual losses (priorPass) while some move is still
//     next to an empty point: a pass has no AMAF statistics to temper its
//     first, noisy results (leaving them out right after the opponent's
//     pass, where passing back ends the game on an exact count, was tried:
//     as kill-all Black on 7x7 the bot then killed 4 and 6 of 10 against
//     GNU Go level 10, 9 and 9 without the change);
//   - on boards of 13x13 and up (Pachi's and Fuego's habits): 3 virtual
//     wins within Manhattan distance 2 of the last move (priorNear),
//     where the fight is; 3 for a move on the 3rd or 4th line while fewer
//     than an eighth of the points hold stones (priorLine), the opening's
//     lines; and 4 virtual losses for a first-line move with no stone
//     within distance 2 (priorEdge), which is almost never worth a move;
//     5 more virtual wins for an atari that a ladder then captures
//     (priorLadder), and for an escape from atari into a working ladder 5
//     virtual losses instead of the save's wins (priorBadRun): a save in
//     name only. Hints reads the ladders on 9x9 too, where these two are
//     not yet measured.
//
// With a learned move model (Config.Model; goscore's --priors learned),
// the model replaces every rule above but the pass's: each move keeps
// priorEven's 4 visits at 0.5 and adds priorModel = 160 visits won at
// r/(1+r), where r is the model's probability of the move times the
// number of legal moves (0.5 for a move the model finds as likely as the
// average one, 0.9 for one nine times as likely). The weight was chosen
// bot against bot on 9x9 (goscore match, Chinese rules, komi 7.5, one
// thread each, fast playouts, games in pairs from the default openings,
// seeds 41 and 42), each weight against another:
//
//	weight    against   playouts a move   games   won   Elo
//	10        20        2,000             100     38    -85 ± 74
//	40        20        2,000             100     52    +14 ± 73
//	80        20        2,000             100     68    +131 ± 70
//	80        20        10,000            60      37    +83 ± 90
//	160       80        2,000             100     59    +63 ± 66
//	160       80        10,000            60      39    +108 ± 82
//	240       160       10,000            60      35    +58 ± 83
//
// 20, the first weight, was set by hand. At 240 the virtual visits fill
// most of a node's uint8 counts, and its gain over 160 is within the
// noise, so 160 it is. The model
// (playout.Model) knows the same tactics (captures, escapes, ataris,
// ladders, self-ataris, nakade) and, learned from game records, the 3x3
// shapes and those of the points within distance 2, 3 and 4, the
// distances to the last two moves and to the edge (see
// internal/cmd/learnmoves).
//
// The shape of the prior matters more than its weight. Pachi's shape
// was tried in its place (a build of its own, not kept): every move 14
// virtual visits at 0.5 and sqrt(p)·210 virtual wins, p the model's
// probability of the move, so that no move starts below an even rate and
// the likely ones start far above it. Against Pachi 12.90 on 9x9 at 2 s
// a move (bench/match.sh -P -g 20 -j 2 -t 2s -S 3101) it won 1 of 20
// where this prior won 6, and its searches ran longer (1.63 s a move
// against 1.36). The two differ most for a move the model finds
// unlikely: here it starts well below even and needs won playouts to be
// tried again, there it starts above even like every move; why that lost
// was not measured.
//
// Analysis.Moves[i].Prior shows each move's prior win rate as a share of
// the sum over the root's moves.
//
// # Progressive pruning
//
// Every 32 visits of a node, the children with at least 50 visits are
// compared by their win-rate intervals, mean ± 2·sqrt((m(1-m) + 0.01)/n)
// (about 95% confidence; the 0.01 keeps the interval open for a child that
// has won or lost every playout). A child whose upper bound is below the
// best lower bound among them is pruned: it is not selected, nor chosen
// as the move, until the next comparison. The comparison takes in the
// pruned children too, whose statistics stand still while they are, so
// a pruned child comes back when the leader is refuted and the best lower
// bound falls below its upper bound. The child with the best lower bound
// is never pruned, so every node keeps at least one child. Pruning for
// good went wrong: in a won 13x13 game a pass led the root for a while,
// pushed out the other moves, and was then refuted (passing back ended
// the game on a count the opponent won), leaving the search nothing but
// the pass, and it resigned (TestNoResignWhenWinning).
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
// Under the playout rule LastGoodReply (in neither playout.Fast nor
// Heavy: package playout's doc says why), each worker keeps a
// playout.Replies, the replies that won its latest playouts: an
// iteration opens its record at the root, adds the tree's moves as the
// descent plays them and the playout's own, and, once the result is
// known, stores the winner's replies and forgets the loser's. The memory
// lasts from move to move of a game; Reset forgets it. It is the
// worker's own, so one thread with a seed still searches the same way
// every run.
//
// # Workers
//
// Config.Threads workers search one shared tree (tree parallelism). A
// mutex guards the tree: a worker holds it while it walks down and
// expands, and again while it updates the path; the playout itself, most
// of an iteration's time, runs outside it on the worker's own board with
// the worker's own random numbers (a PCG seeded from Config.Seed and the
// worker's index; worker 0 draws what a bot of one thread draws). While a
// worker is below a node, the node counts one virtual loss (one more
// visit, no win) for selection, so the other workers try other paths;
// the update takes it back. With one thread the search runs in the
// calling goroutine and is deterministic; with more, the playouts are the
// same in number but not in order.
//
// # Time
//
// Under a time budget (Config.Think, or Genmove's Budget from a clock) the
// first worker looks at the clock (Config.Now) every 128 of its playouts
// and compares the root's two most visited moves: the search stops at
// Target when the move is clear, and earlier when the most visited move
// leads the second by more visits than the playouts that can still run
// before Target at the rate so far: the choice can no longer change. When
// the move is unclear, the search runs past Target up to Max: unclear
// when the most visited move has fewer than 2.5 times the second's
// visits, or when a well-visited move (a tenth of the leader's visits,
// and at least 50) wins more often by more than 0.02 (Pachi's two
// tests); the early stop then counts the playouts left before Max. It
// never runs past Max. Config.Playouts still caps the playouts.
//
// # Analysis
//
// Analyze searches until told to stop, reporting a snapshot (Snapshot) at
// an interval; Snapshot takes the tree's lock, so a report may read it
// while the other workers run. AnalyzeUntil runs a move's search, under
// the limits GenmoveUntil keeps, and returns its last snapshot. A snapshot gives per move its visits, win
// rate, lower confidence bound (progressive pruning's lower bound, about
// 95%), prior share and principal variation. While Analyze runs, or with
// Config.Ownership, every playout also counts who owns each point at its
// end by area (a stone its colour's, an empty region the colour's it
// alone reaches): Analysis.Ownership is the mean, +1 for Black, -1 for
// White, over the current search's playouts.
//
// # Between moves
//
// The bot keeps its tree. At the next search it looks for the new
// position at the old root itself (an analysis, then a genmove or another
// analysis of the same position: the search goes on where the last one
// stopped), then among the old root's children and grandchildren (the
// bot's move and the opponent's answer), comparing whole boards, and makes
// that node the root, keeping its statistics; otherwise it starts afresh.
// Reuses counts the times it found one.
//
// # Opening book
//
// With Config.Book, Genmove plays the book's move without searching when
// the game began on the empty board of the book's size and kind and its
// moves are a line of the book (Book.Lookup); any other position is
// searched. The one book shipped, KillAllBook (killall7.book), gives
// Black's opening in 7x7 kill-all: where to place its two stones and its
// answer to each first move of White. internal/cmd/killallbook made it
// with the bot itself: each entry is the move most visited over three
// searches of 400,000 playouts each (seeds 1 to 3), where a move at 2 s
// gets about 70,000. The opening is where a search cut by the clock costs
// kill-all games: placed at C3 and E5, after White's E3, a 2 s search
// chose F4 in some games and D2 in others, and against GNU Go level 10
// 10 of the 11 games with F4 were lost and every game with D2 won
// (README, Strength).
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
// zero; Config.NoResign never resigns), but only once the root has 3,000
// playouts (kept ones included), enough to trust the rate, and never in
// kill-all, which is lopsided by design and where random playouts
// misjudge life and death.
//
// A search of one thread is deterministic: the same Config (Seed and
// Playouts) and the same sequence of Genmove calls give the same moves.
// Randomness comes from math/rand/v2 PCGs seeded from Config.Seed, never
// from the clock; only a time budget (or more than one thread) makes the
// playouts depend on the machine.
package mcts
