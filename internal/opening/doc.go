// Package opening reads the openings of an engine match and makes its
// default ones: the start position of each pair of games, played twice with
// the colours swapped, so that two deterministic engines do not play the
// same game over and over.
//
// # Files
//
// Load reads a file or a directory. A directory is walked, its
// subdirectories too, in lexical order, as gogui-twogtp's Openings class
// sorts its files; entries whose names start with a dot are skipped, and of
// the rest only files named *.sgf or *.txt are read. A file, named or
// found, is SGF when it looks like SGF (parse.IsSGF), text otherwise.
//
// An SGF file gives one opening per game of its collection, as gogui-twogtp
// takes its opening files: the setup stones of the root (AB and AW, such as
// a handicap) and the main line's moves, the first Config.Moves of them when
// that is above 0.
//
// A text file gives one opening a line, its moves separated by spaces or
// tabs, each a vertex as board.ParseVertex reads it: D4 (in any case) or
// ROW,COL. A vertex is played by the side to move after the moves before it
// (Black first, then alternating; in kill-all Black places two stones
// first), unless its colour is written before it as a word of its own: B,
// W, black or white, in any case. A '#' starts a comment to the end of the
// line, and blank lines are skipped:
//
//	# openings for 9x9
//	E5 C3 G7
//	B C3 W G7 B G3   # the same as C3 G7 G3
//	2,6 6,2          # G7 C3
//
// # Checks
//
// Every opening is replayed with package game under the match's rules and
// kind, and refused with an error file:line:col: message naming it when its
// board is not the match's, a move is a pass, off the board or illegal
// (occupied, suicide, ko), or a move ends the game (a white group that lives,
// in kill-all). Two openings that reach the same position with the same side
// to move are one too many: the second is left out and reported with
// ErrDuplicate, which a caller may take as a warning.
//
// # The default
//
// Default makes openings for a match that names none: a few random moves,
// each opening judged even by goscore's estimate and different from the
// others, even turned or mirrored (see Default).
package opening
