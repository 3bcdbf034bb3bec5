#!/bin/sh
# judge.sh: how often goscore's dead-stone estimate, goscore with no dead
# stones, and GNU Go's final_score (stored in real.yaml) give the result
# recorded in each finished game of engine/life/testdata/real, per board
# size and rule set: the same winner, the exact margin, a margin within 1,
# and how many of the estimate's misses were flagged for review; then every
# game whose estimate misses RE, with its confidence and the class of the
# miss; then how often goscore's seki (after the estimate) names the same
# stones as GNU Go's final_status_list seki. It needs no GNU Go. Run from
# the root of the repository:
#
#	sh bench/judge.sh
set -eu
go test ./engine/life -run '^TestRealGames$' -count 1 -v -timeout 30m -args -all |
	sed -n 's/^ *//; s/^real_test.go:[0-9]*: //; /^|/p; /^miss /p; /^estimate over/p; /^seki/p'
