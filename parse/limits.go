package parse

import "github.com/goscore/goscore/parse/sgf"

// MaxGrids is the most grids a board file's history may hold: a position
// for each of sgf.MaxMoves moves and the one they start from. A grid costs
// a board in memory however small it is in the file ("0" and "---" take
// four bytes), so the bound keeps what a 1 MiB file can ask for to a few
// megabytes.
const MaxGrids = sgf.MaxMoves + 1
