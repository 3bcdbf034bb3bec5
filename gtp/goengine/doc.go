// Package goengine is goscore's Go engine over GTP: New wires a game
// (package game) and the tree-search bot (engine/mcts) to a gtp.Engine.
//
// goengine.go holds the commands of GTP 2 and GNU Go's is_legal and
// loadsgf, with GoGui's analyze commands (the territory overlay);
// boardsize.go boardsize and rectangular_boardsize, which Sabaki sends for
// a board that is not square;
// analysis.go the analysis GUIs draw: lz-analyze and kata-analyze, which
// stream the search until the next command (gtp.RegisterStream), and
// GoGui's gfx overlays of win rates, principal variation and ownership;
// clock.go the time control, kept by the engine's own clock since
// gogui-twogtp sends time_settings and never time_left, and the budget
// of each move (mcts.Budget) it gives; handicap.go the
// handicap and setup stones, which become the game's starting position so
// that undo, ko and superko count from them; extras.go KGS's kgs-rules and
// kgs-genmove_cleanup and cputime.
//
// The searches (genmove, kgs-genmove_cleanup and the gfx overlays) are
// registered interruptible (gtp.RegisterInterruptible): GoGui's
// "# interrupt" ends them with the best move found so far, and nothing
// else does: a script's end of input waits for the answer.
//
// In Go there are no gogui-rules_* commands, so GoGui keeps its own board
// and sets goscore up with boardsize, komi and play (see New).
package goengine
