#!/bin/sh
# positions.sh: how goscore's dead-stone estimate does on the server end
# positions of engine/life/testdata/positions, each with the stones its
# players agreed dead (a report set: nothing is tuned to it): per set, the
# positions whose dead stones come out exactly, the precision and recall
# of the stones taken off, and the living strings taken off, flagged for
# review or not; then every position the estimate gets wrong, with its
# reason for each string. Run from the root of the repository:
#
#	sh bench/positions.sh
set -eu
go test ./engine/life -run '^TestAgreedPositions$' -count 1 -v -timeout 30m |
	sed -n 's/^ *//; s/^positions_test.go:[0-9]*: //; /^[a-z-]*: [0-9]* positions/p; /\.sgf: /p'
