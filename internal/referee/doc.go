// Package referee asks another GTP engine which stones of a finished game
// are dead (--dead-stones engine:CMD): GNU Go, Pachi, KataGo, or any
// engine that answers final_status_list dead; and has an engine play a
// position out, both sides with genmove until both pass (GNU Go's scoring
// reg_genmove where the engine lists it), before the count
// (--finish-engine CMD, Pool.PlayOut).
//
// A Position is what the engine is told: the board size, komi and rules,
// then the game's own history where the file has one (ko and the last
// moves matter to an engine), played in with play, the one way every such
// engine takes a position (Pachi has no loadsgf). A Pool runs one engine
// per caller at a time and reuses it from position to position
// (boardsize and clear_board start each afresh); an engine that times
// out, exits, talks nonsense or refuses a command fails that position
// alone with an *Error naming the engine, and the next position starts a
// new engine.
package referee
