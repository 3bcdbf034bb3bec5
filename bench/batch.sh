#!/usr/bin/env bash
# batch.sh: the batch benchmark. Times `goscore score --format
# jsonl` over COUNT random 11x11 boards against bench/baseline, a program
# that only opens, reads and closes the same files, on the same number of
# workers, in one run, and checks that goscore stays within 1.5x the floor.
#
# usage: bench/batch.sh [--strict] [COUNT] [JOBS]    (defaults 100000 and 2)
#
# Exits 0 whether the target is met or not, unless --strict is given (then 1
# on FAIL); any other non-zero exit means something broke. Nothing is
# written inside the repository: binaries go to a temp dir that is removed
# on exit, boards to ${TMPDIR:-/tmp}, where they are kept for the next run.
set -euo pipefail

strict=0
args=()
for a in "$@"; do
	case $a in
	--strict) strict=1 ;;
	-h | --help)
		sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'
		exit 0
		;;
	*) args+=("$a") ;;
	esac
done
count=${args[0]:-100000}
jobs=${args[1]:-2}
if ((${#args[@]} > 2)) || ! [[ $count =~ ^[1-9][0-9]*$ && $jobs =~ ^[1-9][0-9]*$ ]]; then
	echo "usage: bench/batch.sh [--strict] [COUNT] [JOBS]" >&2
	exit 2
fi
rounds=3
seed=20240611 # fixed, so the boards are the same from run to run
target=1.5

# Run from the repository root, wherever the script is called from.
cd "$(dirname "${BASH_SOURCE[0]}")/.."

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

bin=$(mktemp -d "${TMPDIR:-/tmp}/goscore-bench-bin.XXXXXX")
trap 'rm -rf "$bin"' EXIT
echo "building goscore and baseline into $bin"
go build -o "$bin/goscore" ./cmd/goscore
go build -o "$bin/baseline" ./bench/baseline

# The boards: reused when the directory already holds exactly COUNT files
# (same seed, same size, so the same boards), regenerated otherwise.
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
	t0=$(now)
	"$bin/goscore" random --size 11 --count "$count" --seed "$seed" --out "$work" --quiet >/dev/null
	t1=$(now)
	have=$(find "$work" -type f | wc -l)
	if ((have != count)); then
		echo "batch.sh: expected $count files in $work, found $have" >&2
		exit 1
	fi
	echo "generation: $(elapsed "$t0" "$t1") s"
fi

run_baseline() { "$bin/baseline" -jobs "$jobs" "$work"; }
run_goscore() { "$bin/goscore" score --format jsonl --jobs "$jobs" --quiet "$work"; }

# The page cache cannot be dropped here (that needs root, writing to
# /proc/sys/vm/drop_caches, and would disturb everything else on the
# machine), so instead both programs read from a warm cache: one untimed
# pass of each first, which also checks that each sees every file.
echo "warm-up: one untimed pass of each"
out=$(run_baseline)
if [[ $out != "files $count "* ]]; then
	echo "batch.sh: baseline read the wrong number of files: $out" >&2
	exit 1
fi
lines=$(run_goscore | wc -l)
if ((lines != count)); then
	echo "batch.sh: goscore printed $lines lines for $count files" >&2
	exit 1
fi

# Alternate the two so that drift in machine load hits both alike. Wall
# time decides PASS/FAIL; CPU time (user+sys, from bash's time) is shown
# too, as it moves less when other work shares the machine.
TIMEFORMAT='%R %U %S'
timed() { # timed FUNC: prints "wall cpu" in seconds; FUNC's stdout is dropped
	local t
	t=$({ time "$1" >/dev/null 2>&3; } 3>&2 2>&1) || {
		echo "batch.sh: $1 failed" >&2
		return 1
	}
	awk -v w="${t%% *}" -v t="$t" 'BEGIN { split(t, f, " "); printf "%.3f %.3f", w, f[2] + f[3] }'
}
base_times=() gs_times=() base_cpu=() gs_cpu=()
for ((r = 1; r <= rounds; r++)); do
	out=$(timed run_baseline)
	read -r bw bc <<<"$out"
	out=$(timed run_goscore)
	read -r gw gc <<<"$out"
	base_times+=("$bw") base_cpu+=("$bc")
	gs_times+=("$gw") gs_cpu+=("$gc")
	printf 'round %d: baseline %7.3f s (cpu %7.3f s)   goscore %7.3f s (cpu %7.3f s)\n' "$r" "$bw" "$bc" "$gw" "$gc"
done

base_med=$(median "${base_times[@]}")
gs_med=$(median "${gs_times[@]}")
ratio=$(awk -v g="$gs_med" -v b="$base_med" 'BEGIN { printf "%.2f", g / b }')
rate=$(awk -v n="$count" -v g="$gs_med" 'BEGIN { printf "%.0f", n / g }')
echo
echo "files: $count (11x11)   jobs: $jobs   rounds: $rounds   cpus: $(nproc 2>/dev/null || echo '?')"
printf 'median baseline: %.3f s\n' "$base_med"
printf 'median goscore:  %.3f s   (%s files/s)\n' "$gs_med" "$rate"
echo "ratio goscore/baseline: $ratio"
awk -v g="$(median "${gs_cpu[@]}")" -v b="$(median "${base_cpu[@]}")" \
	'BEGIN { printf "(cpu time, for information: baseline %.3f s, goscore %.3f s, ratio %.2f)\n", b, g, g / b }'
echo "target: ratio <= $target"
if awk -v r="$ratio" -v t="$target" 'BEGIN { exit !(r <= t) }'; then
	echo PASS
else
	echo FAIL
	((strict)) && exit 1
fi
exit 0
