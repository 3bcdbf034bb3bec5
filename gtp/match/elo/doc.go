// Package elo holds the statistics of engine matches: the score and Elo
// difference of two players with a 95% interval, the likelihood of
// superiority, the sequential probability ratio test (SPRT) that stops a
// match once it has decided between "no gain" and "a gain of so many
// Elo", and the ratings of a round robin. It is pure computation over
// counts of results and imports nothing but the standard library.
//
// The formulas are the published ones engine authors check their runs
// with, so that a figure here can be compared with theirs:
//
//   - Elo is logistic Elo, -400·log10(1/s-1) for a score s.
//   - WDL.Estimate is cutechess-cli's (elo.cpp): the per-game variance of
//     the score from the counts of wins, draws and losses (the trinomial
//     model), a normal interval on the score, mapped to Elo. Its LOS is
//     cutechess's, from wins and losses alone.
//   - Penta.Estimate is the same over pairs of games played from one
//     opening with colours swapped (the pentanomial model), as fishtest's
//     stat_util.get_elo and fastchess compute it. The two games of a pair
//     are correlated (one opening often favours one colour), so the
//     variance of a pair is smaller than twice that of a game and the
//     interval narrower.
//   - SPRT.LLR and SPRT.LLRPairs are the generalized log-likelihood ratio
//     of fishtest's LLRcalc.LLR_logistic, which fastchess implements too:
//     bounds in logistic Elo, the maximum-likelihood distributions of the
//     results with score s0 and s1 found by solving the secular equation
//     of Van den Bergh's note on the multinomial MLE.
//   - CrossTable.Ratings is a Bradley-Terry fit by the minorization-
//     maximization (MM) algorithm of Hunter (2004).
//
// No count, however lopsided or empty, gives NaN, an infinity or a panic:
// each type's doc says what the degenerate cases give.
package elo
