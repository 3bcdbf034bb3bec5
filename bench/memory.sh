#!/usr/bin/env bash
# memory.sh: the streaming benchmark. Measures the peak memory (maximum
# resident set size, from /usr/bin/time -v) of `goscore mark` and `goscore
# score` over COUNT random 11x11 boards in every output format, and checks
# that YAML stays within 3 times JSON for each command.
#
# usage: bench/memory.sh [--strict] [COUNT] [JOBS]    (defaults 100000 and 2)
#
# Exits 0 whether the target is met or not, unless --strict is given (then 1
# on FAIL); any other non-zero exit means something broke. Nothing is
# written inside the repository: the binary goes to a temp dir that is
# removed on exit, boards to ${TMPDIR:-/tmp}, where they are kept for the
# next run (the same directory as bench/batch.sh's).
set -euo pipefail

strict=0
args=()
for a in "$@"; do
	case $a in
	--strict) strict=1 ;;
	-h | --help)
		sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
		exit 0
		;;
	*) args+=("$a") ;;
	esac
done
count=${args[0]:-100000}
jobs=${args[1]:-2}
if ((${#args[@]} > 2)) || ! [[ $count =~ ^[1-9][0-9]*$ && $jobs =~ ^[1-9][0-9]*$ ]]; then
	echo "usage: bench/memory.sh [--strict] [COUNT] [JOBS]" >&2
	exit 2
fi
if [[ ! -x /usr/bin/time ]]; then
	echo "memory.sh: needs GNU time as /usr/bin/time (apt-get install time)" >&2
	exit 2
fi
seed=20240611 # bench/batch.sh's, so the two share their boards
target=3

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bin=$(mktemp -d "${TMPDIR:-/tmp}/goscore-bench-bin.XXXXXX")
trap 'rm -rf "$bin"' EXIT
echo "building goscore into $bin"
go build -o "$bin/goscore" ./cmd/goscore

work="${TMPDIR:-/tmp}/goscore-bench-11x11-seed$seed-n$count"
have=0
if [[ -d $work ]]; then
	have=$(find "$work" -type f | wc -l)
fi
if ((have == count)); then
	echo "reusing $count boards in $work"
else
	echo "generating $count random 11x11 boards into $work"
	rm -rf "$work"
	"$bin/goscore" random --size 11 --count "$count" --seed "$seed" --out "$work" --quiet >/dev/null
fi

# peak CMD FORMAT: the maximum resident set size in KB of one run, whose
# output is counted (so a run that died early shows) and dropped.
peak() {
	local log="$bin/time.log" bytes
	bytes=$(/usr/bin/time -v -o "$log" "$bin/goscore" "$1" --format "$2" --jobs "$jobs" --quiet "$work" | wc -c)
	if ((bytes == 0)); then
		echo "memory.sh: goscore $1 --format $2 wrote nothing" >&2
		exit 1
	fi
	awk '/Maximum resident set size/ { print $NF }' "$log"
}

fail=0
printf '%-6s %-6s %12s\n' command format "peak RSS"
for cmd in score mark; do
	formats="json jsonl csv yaml table"
	[[ $cmd == mark ]] && formats="json jsonl csv yaml text html"
	declare -A kb=()
	for f in $formats; do
		kb[$f]=$(peak "$cmd" "$f")
		printf '%-6s %-6s %9d KB\n' "$cmd" "$f" "${kb[$f]}"
	done
	ratio=$(awk -v y="${kb[yaml]}" -v j="${kb[json]}" 'BEGIN { printf "%.2f", y / j }')
	verdict=PASS
	if ! awk -v r="$ratio" -v t="$target" 'BEGIN { exit !(r <= t) }'; then
		verdict=FAIL fail=1
	fi
	echo "$cmd: yaml/json peak ratio $ratio (target <= $target): $verdict"
	unset kb
done
echo "files: $count (11x11)   jobs: $jobs"
if ((fail)); then
	echo FAIL
	((strict)) && exit 1
else
	echo PASS
fi
exit 0
