// Package analyze applies the rules of Go to a static board: strings and
// liberties, the removal of strings without liberties, territory, the score,
// and the legality of a move (occupied, suicide, ko, superko) with what it
// captures.
//
// Every flood fill is breadth-first over one queue, 4-connected, with a
// generation-stamped mark array, so no fill recurses or allocates. The two
// entry points are Evaluate, which scores a board as it stands, and
// NewPosition, which prepares a board and its history for fast legality
// checks and for playing moves.
package analyze
