// Package playout is a fast, incremental Go board for Monte-Carlo playouts:
// it plays random games to the end and counts them, hundreds of thousands
// of times a second, for the search bot in package mcts.
//
// The board uses package board's point numbering (a padded array with a
// wall around the board, stride board.Stride), so a board.Point means the
// same vertex here and needs no conversion, and the colour array has the
// same layout as board.Board's, so positions compare with a plain array
// comparison.
//
// # Representation
//
// Every stone belongs to a string, kept as a circular list of its stones
// (next) with a representative stone (head) that holds the string's data:
// its stone count and its pseudo-liberties. Merging two strings relabels
// the smaller one and splices the two lists; capturing a string walks its
// list once.
//
// Liberties are pseudo-liberties: each (stone, empty neighbour) pair counts
// once, so an empty point next to three stones of a string counts three
// times. They are chosen over exact liberties because placing or removing a
// stone updates them in O(1) per neighbour, with no liberty sets or marks
// to maintain, and the two questions a playout asks are still answered
// exactly: a string has no liberties exactly when its count is zero, and a
// move next to a string leaves it a liberty exactly when its count exceeds
// the number of its stones next to the move. (The exact count, for tests
// and tools, walks the string: Liberties, Atari.)
//
// Each point also keeps its neighbours counted by colour, four bits per
// colour in one word, so the questions asked of almost every candidate
// move (has it an empty neighbour, and so is it legal and no eye? could
// it be an eye?) take one load.
//
// The empty points are kept in a list with each point's index in it, so a
// random move is drawn in O(1) and placing or removing a stone updates the
// list in O(1). Only simple ko is known (the point the side to move may not
// retake); superko is the caller's business, as package mcts checks it at
// the root of its search with package analyze.
//
// # Playouts
//
// Run plays uniformly random legal moves that do not fill the mover's own
// one-point eyes until both sides pass in a row (a side passes when it has
// no other move) or a move limit is reached, then counts the board by area
// (Tromp-Taylor: stones plus empty regions that reach one colour only). It
// records the first colour to play each point, for the all-moves-as-first
// (AMAF) statistics of the search. A playout does not allocate.
//
// A Policy adds Go knowledge to the playouts, each rule switchable, in the
// spirit of MoGo's and Fuego's playouts. Answering the last move, in this
// order: Nakade plays the vital point of a three-point space the opponent
// encloses; CaptureAtari takes an opponent string it left in atari;
// SaveAtari saves a string it put in atari (capturing a neighbour in
// atari, or extending when that gives two liberties, and with Ladders not
// when the two-liberty string is then taken in a ladder); LowLiberties
// ataris a two-liberty opponent string next to it that cannot escape, or
// gives a liberty to a threatened two-liberty string of the mover;
// Patterns plays one of the hand-made 3x3 shapes around it (patterns.go),
// and PatternsBefore, drawn among the same moves, one around the move
// before it (the mover's own last stone), as Pachi's playouts do.
// Else CaptureAnywhere takes, half of the time, any opponent string in
// atari, and else the move is random. AvoidSelfAtari refuses self-ataris
// of two stones or more except nakade. The rules but CaptureAnywhere look
// only at the strings next to the last move, so they stay cheap. A rule's
// moves are drawn uniformly and judged (legal, no own eye, no self-atari)
// only as they are drawn, a refused one dropped before the next draw, so
// most candidates are never judged; an extension that SaveAtari offers
// under Ladders carries its ladder, read only when the extension is drawn.
// With the zero Policy, PlayoutPolicy and RunPolicy are Playout and Run,
// draw for draw.
//
// Heavy is the bot's policy in Go and the dead-stone estimate's (package
// life): CaptureAtari, SaveAtari with Ladders, Patterns, AvoidSelfAtari,
// Nakade and CaptureAnywhere. Fast is Heavy without the last two; it
// costs about 2.9 times a light playout instead of 3.4. Fast was the
// bot's policy in Go from the measures below (against GNU Go 3.8 level
// 10 with bench/match.sh, by Fast itself or by --policy
// heavy,-nakade,-capture-anywhere, which is Fast, with the hand-set
// priors), where it played about as well as Heavy, until the learned
// priors and their larger shapes: with them Heavy won more on every line
// measured at equal time, one thread each (2 s a move but on 19x19):
//   - 9x9 against GNU Go, bench/match.sh -g 40 -j 2 -t 2s -S 2501:
//     Heavy 39 of 40, Fast 36 and 34 of 40 on the same openings.
//   - 13x13 against GNU Go, -g 20 -s 13 -S 3001: Heavy 19 of 20, Fast 13.
//   - 9x9 against Pachi 12.90 (-P -g 20 -S 3101 and -S 3102): Heavy 17
//     of 40, Fast 12 of 40 (Heavy 8 of 20 more with -S 3103).
//   - 19x19, bot against bot at 1 s a move (goscore match, 10 games in
//     pairs from the default openings, seeds 61 and 62): Heavy 6 of 10.
//
// In kill-all the bot plays Fast with Nakade, which killed every game
// measured with the opening book (package mcts); the measures that chose
// it, with the hand-set priors and no book:
//   - As kill-all Black on 7x7 at 2 s a move: 8 of 10 (-g 10 -s 7 -k -S
//     1901) and 12 of 20 (-g 20 -S 2001), where Heavy killed 18 of 20.
//     Fast with Nakade (heavy,-capture-anywhere) killed 20 of 20 (-g 20
//     -S 2101): Black's task there is to spoil White's eye space, which
//     is what the vital point of a small eye does. It costs about 3.4
//     times a light playout, as Heavy does: Nakade's test runs after
//     every move, and its vital points make the playouts longer.
//
// LastGoodReply gives the playouts a memory (Replies, after Drake's
// last-good-reply policy with Baier and Drake's forgetting, 2010): each
// colour's reply to a move, and to a pair of moves, that won the latest
// playout in which it was played, forgotten when it loses. When the rules
// above have no answer to the last move, the stored reply to the last two
// moves, else to the last one, is played if it is playable, before the
// random move. PlayoutPolicy has no memory, so the rule does nothing
// there (the dead-stone estimate plays without it); a search keeps a
// Replies per thread (package mcts). The rule is not in Heavy: it beats
// the bot without it, but not GNU Go, and its playouts cost about 15%
// more (BenchmarkPlayoutCPU9x9/HeavyReplies).
//   - Bot against bot at equal playouts (goscore match, --policy
//     heavy,replies against heavy, one thread): on 13x13 at 3,000
//     playouts a move it won 14 of 18 games; on 9x9 at 5,000, 66 of 66.
//     Tried before the shapes rather than after, it crowded them out and
//     won 31 of 38 on 13x13 but 8 of 32 on 9x9.
//   - Against GNU Go 3.8 level 10 on 9x9 (bench/match.sh -g 40 -j 2 -t T
//     -S SEED -- --policy heavy,replies) it won 23, 14, 25 and 24 of 40
//     games at 0.25, 0.5, 1 and 2 s a move (seeds 161, 151, 141, 111):
//     86 of 160, where Heavy won 84 of 160 at the same times.
//   - On 13x13 at 2 s a move (-s 13 -S 601) it won 1 of the first 14
//     games, where Heavy wins about a quarter, and the run was stopped
//     there; as kill-all Black on 7x7 (-s 7 -k -S 121) it killed 6 of 10,
//     where Heavy kills 10 of 10.
//
// PatternsBefore is not in Heavy either. Pachi's playouts look for shapes
// around both of the last two moves; here the second look costs a second
// scan of the shapes every move, and the bot with it lost at equal time
// to the bot without it (goscore match, --policy heavy,patterns-before
// against heavy, one thread each): 2 of the first 10 games on 13x13 at
// 0.5 s a move, 9 of the first 29 on 9x9 at 0.25 s, and both runs were
// stopped there. These figures, and the replies' above, were measured
// while package mcts pruned moves for good, a fault that cost the bot
// much of its strength (mcts/doc.go); they may not hold since.
//
// KoFight is in no preset. Pachi's playouts retake a ko two times in
// five while it is fresh (its korate and koage); without the rule a
// playout leaves a ko as its first capture left it, since a retake is
// only a random move. Against Pachi 12.90 on 9x9 at 2 s a move
// (bench/match.sh -P -g 20 -j 2 -t 2s -S SEED -- --policy heavy,ko) it
// won 10, 5 and 11 of 20 with seeds 3101, 3102 and 3103, 26 of 60, where
// Heavy won 8, 9 and 8 on the same openings, 25 of 60: no difference 60
// games can see. Bot against bot (goscore match, 9x9, 0.5 s a move, one
// thread each, --policy heavy,ko against heavy) it won 24 of 40 (seeds
// 71 and 72) and 18 of 40 (seeds 73 and 74, --opening-seed 2): 42 of 80.
// It costs next to nothing (BenchmarkPlayoutCPU9x9/HeavyKo).
//
// LearnedPatterns is in no preset. It takes its shapes from the learned
// move model (DefaultModel, the one the search's priors use): the 3x3
// shapes whose strength, for the side to move and with the strings
// beside them at three liberties or more, is at least LearnedCut (2).
// Alone, its moves replace the hand-made table's and one is drawn in
// proportion to its strength; beside Patterns, its moves join the table's
// and one of all is drawn uniformly. It looks up a table a neighbour, as
// Patterns does, over the same window (shapeMoves); in one run of
// BenchmarkPlayoutCPU9x9, light playouts 99,000 a second, Fast 34,300
// (2.9 times light's cost), Fast with the learned shapes instead of the
// hand-made ones 37,500 (2.6 times) and with both 30,400 (3.3 times).
// Bot against bot at 2,000 playouts a move on 9x9 (goscore
// match, 100 games in pairs from the default openings, Chinese rules,
// komi 7.5, one thread each, the learned priors; seeds 41 and 42):
//   - fast with the learned shapes instead of the hand-made ones
//     (--policy fast,-patterns,learned-patterns) won 38 of 100 against
//     fast, Elo -85 ± 71;
//   - fast with both (--policy fast,learned-patterns) won 54, +28 ± 68;
//   - the hand-made table's moves drawn in proportion to their learned
//     strength (tried on a build of its own, not kept) won 51, +7 ± 60.
//
// Shapes learned to predict professional moves do not make better
// playouts by themselves: what a playout needs is balance, the errors of
// both sides cancelling out, rather than the likeliest move (Silver and
// Tesauro, "Monte-Carlo Simulation Balancing", 2009; Huang, Coulom and
// Lin, "Monte-Carlo Simulation Balancing in Practice", 2010, who fit the
// strengths to the playouts' results instead). That fit is not done here.
//
// The pattern key of a point is its 8 neighbours' colours, two bits each,
// read straight from the board: every shape is in the table with its
// colours swapped too, so the key needs no translation for the side to
// move. Nakade finds its three-point spaces from the neighbour counts
// (ends with one empty neighbour, the middle with two, none of the
// mover's), with no flood fill.
//
// Each string's head also keeps the sum of its pseudo-liberties' points
// and of their squares, so whether it is in atari, and where, takes O(1)
// (all pseudo-liberties are one point exactly when their variance is
// zero).
//
// # Tactics
//
// Ladder and LadderAtari read ladders: a string in atari is extended (or
// takes an attacker in atari) and the attacker ataris again, until the
// string reaches three liberties or is taken. First, on the board itself,
// a read looks for the string's way out without playing: an extension
// that reaches three liberties, or, for a string with two, an extension
// to three after either atari (counted from the empty points and friendly
// strings around the two moves, a bound from below). Only then does it
// play, on a scratch copy of the board, keeping the line of moves and
// restoring the copy only to try another branch; it is bounded. Inside
// the read, an atari after which the extension reaches three liberties is
// not played, and neither is such an extension; both of the attacker's
// ataris are judged so before either is played, so that when the first
// fails the copy is restored only if the second is worth playing. LibertiesAfter counts a
// move's liberties before it is played: a friendly string joined keeps,
// besides the move, no pseudo-liberty, one point, or several (the same
// variance test as atari), so only a string with several is walked, and
// not even that when two liberties are all that is asked. Hints answers
// the same questions for one move, ladders and nakade included; the
// search's priors read its capture, save, atari, shape and self-atari
// flags.
//
// Race counts a capturing race between two neighbouring strings of
// opposite colours (Richard Hunter's counting: outside liberties, shared
// ones, eyes, big eyes worth 3, 5, 8 and 12 liberties for 3 to 6 points)
// and plays the counts out, each side filling the other's liberties or
// passing, for the winner with each side to move, or seki. It walks the
// strings and allocates a little (its memo of the counts), so it is no
// tool for playouts; no other package calls it yet.
//
// # Speed
//
// On 9x9, with one core of a shared 2-core machine, a light playout takes
// about 10 microseconds (100,000 a second), Fast about 2.9 times as long
// and Heavy 3.1 to 3.5 times from run to run (Heavy with LastGoodReply's
// memory 15% to 25% more, with PatternsBefore 6% more); AllRules, whose
// LowLiberties reads a ladder for every atari it considers, about 10
// times. The clock is a poor judge on a shared
// machine; BenchmarkPlayoutCPU9x9 (Linux) reports playouts per second of
// the thread's CPU time, whose ratios hold from run to run:
//
//	go test -run '^$' -bench 'PlayoutCPU9x9|PlayoutRules9x9/(Light|Fast|Heavy|AllRules)' -benchtime 2s ./engine/playout
//
// In Heavy, the ladder reads of SaveAtari take a fifth of the time (a
// read restores its scratch copy of the board only in the rows the board
// uses; Heavy without Ladders costs 2.7 times a light playout, with them
// 3.4 in the same run), the patterns (keys cut from one 5x5 window around the last
// move) and the pick among their moves about a seventh, and the rest is
// shared among the other rules and the random moves with their self-atari
// test. The atari answers are not looked for after a move that, as
// noteAtaris (or, without CaptureAnywhere, atariNear) saw when it was
// placed, left no string next to it in atari.
// Nakade costs more than its test (7% of Heavy in a profile): the vital
// points it plays make more captures and longer playouts. CaptureAnywhere
// costs next to nothing: the test for strings in atari after each move
// runs for the atari answers anyway, and keeping its record on the way
// adds little.
//
// # The learned move model
//
// Model (model.go) is a move model learned from game records: a move's
// features (features.go: its shapes, its tactics, its distances to the
// last two moves and to the edge) each have a strength, Coulom's gamma,
// and the move's strength is their product. internal/cmd/learnmoves fits
// the strengths and measures how well they predict moves; DefaultModel is
// the fit goscore ships, embedded. The search (package mcts) takes its
// priors from it; the playouts do not use it yet.
//
// The random numbers come from a *rand.PCG (math/rand/v2) passed in by the
// caller, so a seeded caller gets the same playouts every run; taking the
// concrete type rather than a rand.Source lets the calls inline, and each
// 64-bit draw serves two moves' worth of 32-bit choices.
package playout
