#!/usr/bin/env bash
# referee.sh: what an engine as referee costs a batch. For each board size
# of the recorded finished games (engine/life/testdata/real), times
# `goscore score --dead-stones engine:CMD` with 1 and with 2 workers, and
# beside it the engine alone (one process given every file with loadsgf
# and asked final_status_list dead, as a GUI would) and goscore's estimate
# alone, and prints files per second.
#
# usage: bench/referee.sh [ENGINE] [MAX]
#   ENGINE  the engine's command line (default: gnugo --mode gtp, GNU Go
#           at its default level, 10); the engine-alone column needs an
#           engine with loadsgf
#   MAX     at most this many games of each size (default: all)
#
# Nothing is written inside the repository: the binary goes to a temp dir
# removed on exit. On a machine with other work running, wall times vary;
# the CPU times (user + system, goscore's and the engines' together) are
# steadier.
set -euo pipefail

engine=${1:-gnugo --mode gtp}
max=${2:-100000}
if [[ ${1:-} == -h || ${1:-} == --help ]]; then
	sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
	exit 0
fi
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bin=$(mktemp -d "${TMPDIR:-/tmp}/goscore-referee.XXXXXX")
trap 'rm -rf "$bin"' EXIT
go build -o "$bin/goscore" ./cmd/goscore

# timed CMD...: runs CMD, prints "WALL CPU ERRORS": seconds, children
# included, and the files goscore's summary says failed (a file the engine
# does not answer within --engine-timeout fails; the run goes on).
timed() {
	local me=$BASHPID t0 t1 c0 c1
	t0=$(date +%s.%N)
	c0=$(awk '{ print $14 + $15 + $16 + $17 }' "/proc/$me/stat")
	"$@" >/dev/null 2>"$bin/stderr" || true
	t1=$(date +%s.%N)
	c1=$(awk '{ print $14 + $15 + $16 + $17 }' "/proc/$me/stat")
	awk -v a="$t0" -v b="$t1" -v c="$c0" -v d="$c1" -v hz="$(getconf CLK_TCK)" \
		-v e="$(sed -n 's/^scored .*, \([0-9]*\) errors*$/\1/p' "$bin/stderr")" \
		'BEGIN { printf "%.1f %.1f %d\n", b - a, (d - c) / hz, e }'
}

# alone FILE...: the engine by itself, one process for every file.
alone() {
	for f in "$@"; do
		printf 'loadsgf %s\nfinal_status_list dead\n' "$f"
	done | $engine >/dev/null
}

# The engine must run: goscore says why when it does not.
"$bin/goscore" score -q --dead-stones "engine:$engine" engine/life/testdata/real/9-9x9-1.sgf >/dev/null

printf '%-6s %6s  %-22s %-22s %-22s %-22s\n' size games "engine -j 1" "engine -j 2" "engine alone" "estimate -j 1"
for size in 9 13 19; do
	mapfile -t files < <(ls engine/life/testdata/real/"$size"-*.sgf | head -n "$max")
	n=${#files[@]}
	row=()
	for run in "j1" "j2" "alone" "estimate"; do
		case $run in
		j1) read -r wall cpu errs < <(timed "$bin/goscore" score -f jsonl -j 1 --dead-stones "engine:$engine" "${files[@]}") ;;
		j2) read -r wall cpu errs < <(timed "$bin/goscore" score -f jsonl -j 2 --dead-stones "engine:$engine" "${files[@]}") ;;
		alone) read -r wall cpu errs < <(timed alone "${files[@]}") ;;
		estimate) read -r wall cpu errs < <(timed "$bin/goscore" score -f jsonl -j 1 --dead-stones estimate "${files[@]}") ;;
		esac
		row+=("$(awk -v n="$n" -v w="$wall" -v c="$cpu" -v e="$errs" 'BEGIN { printf "%.2f/s (%.0fs, cpu %.0fs%s)", n / w, w, c, (e > 0 ? ", " e " failed" : "") }')")
	done
	printf '%-6s %6d  %-22s %-22s %-22s %-22s\n' "${size}x$size" "$n" "${row[@]}"
done
