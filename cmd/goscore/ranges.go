package main

import "time"

// The bounds of the numeric flags that more than one command takes,
// checked with appcli.IntIn and its kin. A value out of its range is a
// usage error naming the flag and the range, whether or not the run would
// use it: a typo is caught before it hides.
const (
	maxPlayouts = 10_000_000     // --playouts: a search's or an estimate's, a move or a board
	maxThreads  = 1024           // --threads, --jobs
	maxThink    = 24 * time.Hour // --think, --timeout: the longest a move or an engine's command may take
	maxGames    = 100_000        // match --games
	maxMoves    = 10_000         // match --max-moves: the longest main line goscore reads back from an SGF
)
