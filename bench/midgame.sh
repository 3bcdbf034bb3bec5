#!/usr/bin/env bash
# midgame.sh: how well goscore's estimate of an unfinished game (GTP
# estimate_score, the estimate play's `count` shows during the game)
# foresees the result, beside GNU Go's estimate_score on the same
# positions. Each recorded finished game of engine/life/testdata/real (one
# in EVERY) is loaded at 50%, 70% and 85% of its moves into one goscore
# gtp and one GNU Go; for each share the script prints how many positions
# each engine gives the recorded winner and the mean distance of its
# margin from the recorded one, in points. The games go on after the
# position, so neither can be exact: the figures compare the two.
#
# usage: bench/midgame.sh [EVERY] [GNUGO]
#   EVERY  one game in EVERY (default 3)
#   GNUGO  GNU Go's command line (default: gnugo --mode gtp, from PATH or
#          /usr/games)
#
# Each file's RU decides the rules in both engines (Japanese for a file
# without one; GNU Go gets --chinese-rules where RU names Chinese, AGA or
# New Zealand rules); KM gives the komi. Nothing is written inside the
# repository: the binary goes to a temp dir removed on exit.
set -euo pipefail

every=${1:-3}
gnugo=${2:-$(command -v gnugo || echo /usr/games/gnugo) --mode gtp}
if [[ ${1:-} == -h || ${1:-} == --help ]]; then
	sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
	exit 0
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bin=$(mktemp -d "${TMPDIR:-/tmp}/goscore-midgame.XXXXXX")
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/goscore" ./cmd/goscore
dir=engine/life/testdata/real

# file result moves rules, one game a line
awk '/^    - file:/ { f = $3 } /^      rules:/ { r = $2 } /^      result:/ { res = $2 }
	/^      moves:/ { print f, res, $2, (r == "" ? "-" : r); r = "" }' "$dir/real.yaml" |
	awk -v every="$every" '(NR - 1) % every == 0' >"$bin/games"

# answers CMD FILE POSITIONS...: the first word of each estimate_score
# answer of the engine CMD at each position (a move number) of FILE.
answers() {
	local cmd=$1 file=$2
	shift 2
	for n in "$@"; do
		printf 'loadsgf %s %d\nestimate_score\n' "$file" "$n"
	done | $cmd 2>/dev/null | awk '/^= [BW0]/ { print $2 }'
}

while read -r file result moves rules; do
	positions=()
	for pct in 50 70 85; do
		positions+=($((moves * pct / 100 + 1)))
	done
	flags=
	case ${rules,,} in *chin* | *aga* | *zealand*) flags=--chinese-rules ;; esac
	ours=$(answers "$bin/goscore gtp --seed 1" "$dir/$file" "${positions[@]}" | tr '\n' ' ')
	theirs=$(answers "$gnugo $flags" "$dir/$file" "${positions[@]}" | tr '\n' ' ')
	echo "$file $result $ours$theirs"
done <"$bin/games" | awk '
	function signed(r) { if (r == "0" || r == "Draw") return 0; v = substr(r, 3) + 0; return substr(r, 1, 1) == "W" ? -v : v }
	function add(engine, i, got) {
		g = signed(got); n[engine, i]++
		if ((g > 0) == (want > 0) && (g < 0) == (want < 0)) won[engine, i]++
		err[engine, i] += (g > want ? g - want : want - g)
	}
	$2 ~ /^[BW]\+[0-9.]+$|^0$/ && NF == 8 {
		want = signed($2)
		for (i = 1; i <= 3; i++) { add("goscore", i, $(2 + i)); add("gnugo", i, $(5 + i)) }
	}
	END {
		split("50 70 85", pct)
		printf "%-6s %-8s %9s %14s %14s\n", "moves", "engine", "positions", "winner", "mean error"
		for (i = 1; i <= 3; i++) for (k = 1; k <= 2; k++) {
			e = k == 1 ? "goscore" : "gnugo"
			printf "%-6s %-8s %9d %8d (%2.0f%%) %14.1f\n", pct[i] "%", e, n[e, i], won[e, i], 100 * won[e, i] / n[e, i], err[e, i] / n[e, i]
		}
	}'
