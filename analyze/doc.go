// Package analyze applies the rules of Go to a static board: strings and
// liberties, the removal of strings without liberties, territory, the score,
// the legality of a move (occupied, suicide, ko, superko) with what it
// captures, unconditional life (Benson's algorithm), and the settling of a
// finished position before a territory count: seki, false eyes, the
// strings still to capture, the open borders (FindSeki, OpenBorders;
// settle.go fills the dame and connects what they leave in atari, read.go
// reads out the fights the fills cannot tell).
//
// Two words are kept apart: a string is captured when it has no liberties
// on the board as given (the fill takes it off before counting), and dead
// when someone judged it so in a finished game (RemoveDead takes it off on
// request). docs/rules.md states the rules as goscore applies them.
//
// The flood fills of scoring and legality (Evaluate, Position) are
// breadth-first over one queue, 4-connected, with a generation-stamped mark
// array, so they neither recurse nor allocate. Benson's algorithm, run once
// per board by the reports and the kill-all game rather than in a search
// loop, builds its regions with ordinary slices and maps. The two entry
// points are Evaluate, which scores a board as it stands, and NewPosition,
// which prepares a board and its history for fast legality checks and for
// playing moves.
package analyze
