#!/bin/sh
# judge.sh: how often goscore's dead-stone estimate (as the board stands,
# and with --finish: its open borders played out first), goscore with no
# dead stones, GNU Go's final_score (stored beside the games) and, when a Pachi
# is given or found, Pachi's final_score give the result recorded in each
# finished game (RE) of two sets: the tuning set,
# engine/life/testdata/real, whose games the estimate's rules were tuned
# on, per board size and rule set; and the report set,
# engine/life/testdata/report, games from other public collections that no
# rule was fitted to, per board size, kind of game (people with two
# passes, records of people's games that stop without them, games with a
# program) and rule set. For each: the same winner, the exact margin, a
# margin within 1, and how many of the misses were flagged for review
# (the estimate: a game the batch would name to review, for an unsure or
# unsettled string or an open border; Pachi: refused, "unclear groups" or
# "non-final position"); then every game whose estimate
# misses RE, with its confidence and the class of the miss; for the tuning
# set, how often goscore's seki names the same stones as GNU Go's. It needs
# no GNU Go. Run from the root of the repository:
#
#	sh bench/judge.sh
#	PACHI=/path/to/pachi sh bench/judge.sh
#	FINISH_ENGINE="gnugo --mode gtp --seed 1" sh bench/judge.sh
#
# FINISH_ENGINE adds the rows "estimate, finish-engine": the estimate with
# that engine playing each open border out first (--finish-engine), the
# dead stones chosen on the board it leaves; GNU Go at its default level
# takes about 7 minutes more over the two sets, one game at a time.
#
# Pachi is PACHI, or pachi on PATH. It is asked once per game and rule set
# (a fresh process each time, seed 1, one thread): the whole script took
# 3 minutes 46 seconds with it and 1 minute 31 without on two shared
# cores (15 minutes or more on a slower machine before). Its
# answers go to PACHI_ANSWERS (a temporary file when unset), and a
# PACHI_ANSWERS that already holds them is read instead of asking again.
set -eu
pachi=${PACHI:-$(command -v pachi || true)}
answers=${PACHI_ANSWERS:-}
flags=-all
if [ -n "$answers" ] && [ -s "$answers" ]; then
	echo "Pachi: the answers in $answers"
elif [ -n "$pachi" ]; then
	if [ -z "$answers" ]; then
		answers=$(mktemp "${TMPDIR:-/tmp}/judge-pachi.XXXXXX")
		trap 'rm -f "$answers"' EXIT
	fi
	echo "Pachi: $pachi, asked about every game"
	# The sets are named from engine/life, as the tests name their games.
	(cd engine/life && go run ../../internal/cmd/finishedgames -jobs 2 \
		-ask "$pachi --rules japanese -s 1 threads=1" -ask-chinese "$pachi --rules chinese -s 1 threads=1" \
		testdata/real testdata/report) >"$answers.new" 2>"$answers.log" ||
		{ echo "judge.sh: asking Pachi failed; see $answers.log" >&2; exit 1; }
	mv "$answers.new" "$answers"
	rm -f "$answers.log"
else
	echo "Pachi: none (PACHI=/path/to/pachi adds its final_score)"
fi
if [ -n "$answers" ]; then
	case $answers in /*) ;; *) answers=$(pwd)/$answers ;; esac
	flags="$flags -pachi $answers"
fi
# shellcheck disable=SC2086 # flags are words
for t in TestRealGames TestReportGames; do
	echo
	echo "$t:"
	go test ./engine/life -run "^$t\$" -count 1 -v -timeout 120m -args $flags ${FINISH_ENGINE:+-finish-engine "$FINISH_ENGINE"} |
		sed -n 's/^ *//; s/^[a-z_]*_test.go:[0-9]*: //; /^|/p; /^miss /p; /^report miss /p; /^estimate over/p; /^goscore.s count/p; /^report:/p; /^seki/p; /^--- FAIL/p; /^FAIL/p'
done
