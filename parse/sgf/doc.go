// Package sgf reads and writes Go game records in the Smart Game Format
// (SGF, FF[4], GM[1]): the board size, komi, rules, handicap and player to
// move, the setup stones, the main line of moves and a few text properties.
//
// Parse reads a collection of one or more games. Of each game it keeps the
// main line only (the first variation at every branch); the other variations
// are checked for syntax and dropped. Game information (KM, RU, HA, RE, GN,
// PB, PW, DT) may stand in any node of the main line; the size (SZ), the game
// type (GM) and the comment (C) are read from the root node; setup (AB, AW,
// AE) and the player to move (PL) from the nodes before the first move; the
// markup a counting program leaves (TB, TW, MA) from the last node of the
// main line. Other properties are ignored. Old FF[3] identifiers such as AddBlack are
// read by their upper-case letters (AB).
//
// SGF points are two letters: the column from the left and the row from the
// TOP, both from "a". A board.Point counts rows from the bottom, so on a
// board of height h the point board.At(x, y) is written
// string('a'+x) + string('a'+h-1-y). A pass is an empty value, B[], or on
// boards up to 19x19 the old B[tt]; Write always writes B[].
//
// ParseTrees reads the same games as trees of Nodes instead: every node,
// variation and property as written, values raw, for the writers that
// must give a game back whole (a game resumed and recorded, an SGF
// converted or marked). FormatTrees writes them, and reading the text back
// gives the same trees.
//
// Every problem Parse finds is an *Error naming the file, line and column,
// with a sentinel (ErrSyntax, ErrBadPoint, ErrSize, ErrOccupied, ErrBadValue,
// ErrTooMany past MaxGames games or MaxMoves moves)
// for errors.Is. Parse replays the main line only to refuse a move onto an
// occupied point, with captures and no rules; game.FromRecord replays it
// under the rules its caller decides, ko and suicide included. Where records
// the place of each move, so that a move the rules refuse is reported at it.
package sgf
