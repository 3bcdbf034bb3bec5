#!/bin/sh
# stopped.sh: the count of records that stop before the game is played
# out, on the development set made from the tuning set (its games counted
# by territory whose winner GNU Go's count confirms, the passes off and the
# last N moves cut): how often goscore's estimate names the recorded
# winner, the exact margin and a margin within 1, as the board stands and
# with --finish, and, when GNU Go is installed, how often GNU Go 3.8's own
# play-out (gnugo --seed 1 --score aftermath, level 10) does on the same records.
# Run from the root of the repository:
#
#	sh bench/stopped.sh 4        # cut 4 moves (N; 2, 4, 6 and 10 in the docs)
#	FINISH_ENGINE="gnugo --mode gtp --seed 1" sh bench/stopped.sh 10
#
# FINISH_ENGINE adds a line for --finish-engine: that engine plays each
# open border out, and the estimate judges the board it leaves (GNU Go:
# about 7 minutes a cut, one game at a time).
#
# GNU Go takes a few minutes a cut on two cores (two at a time).
set -eu
n=${1:-4}
dir=$(mktemp -d "${TMPDIR:-/tmp}/stopped.XXXXXX")
trap 'rm -rf "$dir"' EXIT
go test ./engine/life -run '^TestStoppedTuningGames$' -count 1 -v -timeout 60m -args -stopped "$n" -stopped-out "$dir" ${FINISH_ENGINE:+-finish-engine "$FINISH_ENGINE"} |
	sed -n 's/^ *stopped_test.go:[0-9]*: //p; /^--- FAIL/p; /^FAIL/p'
gnugo=$(command -v gnugo || command -v /usr/games/gnugo || true)
if [ -z "$gnugo" ]; then
	echo "GNU Go: not installed (apt-get install gnugo adds its play-out)"
	exit 0
fi
# One line a record: its RE, then GNU Go's result ("Black wins by 2.5
# points", "White wins by ...", or a draw).
ls "$dir"/*.sgf | xargs -P 2 -I{} sh -c '
	re=$(sed -n "s/.*RE\[\([^]]*\)\].*/\1/p" "{}" | head -n 1)
	out=$("'"$gnugo"'" --seed 1 --score aftermath -l "{}" 2>/dev/null | grep -E "wins by|Jigo|[Dd]raw" | head -n 1)
	echo "$re $out"' | awk -v n="$n" '
	function signed(s) {
		if (s == "0" || s == "Draw") return 0
		v = substr(s, 3) + 0
		return substr(s, 1, 1) == "W" ? -v : v
	}
	{
		want = signed($1)
		if ($0 ~ /wins by/) {
			got = $(NF-1) + 0
			if ($0 ~ /White wins/) got = -got
		} else got = 0
		games++
		if ((got > 0) == (want > 0) && (got < 0) == (want < 0)) winner++
		if (got == want) exact++
		d = got - want
		if (d <= 1 && d >= -1) within++
	}
	END { printf "GNU Go --score aftermath, cut %d: %d games; the recorded winner, the exact margin, a margin within 1: %d | %d | %d\n", n, games, winner, exact, within }'
