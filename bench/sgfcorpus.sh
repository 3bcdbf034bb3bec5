#!/usr/bin/env bash
# sgfcorpus.sh: how many of a directory's SGF files goscore reads. Runs
# `goscore score --format jsonl` on each *.sgf file under DIR (any case)
# and counts the files read (exit 0), those read with a warning, and those
# refused, naming each refused file with its first error line.
#
# usage: bench/sgfcorpus.sh [-b GOSCORE] DIR [GOSCORE FLAGS...]
#
# Without -b it builds goscore from this checkout into a temp dir, removed
# on exit. Flags after DIR go to goscore before the command (--strict,
# --rules chinese...). Nothing is written inside the repository.
set -euo pipefail

bin=
if [[ ${1:-} == -b ]]; then
	bin=$2
	shift 2
fi
if [[ $# -lt 1 || ${1:-} == -h || ${1:-} == --help ]]; then
	sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
	exit 2
fi
dir=$1
shift
if [[ -z $bin ]]; then
	tmp=$(mktemp -d)
	trap 'rm -rf "$tmp"' EXIT
	(cd "$(dirname "$0")/.." && go build -o "$tmp/goscore" ./cmd/goscore)
	bin=$tmp/goscore
fi

files=0 read=0 warned=0 refused=0
while IFS= read -r -d '' f; do
	files=$((files + 1))
	if out=$("$bin" "$@" --format jsonl score "$f" 2>"${TMPDIR:-/tmp}/sgfcorpus.err"); then
		read=$((read + 1))
		if grep -q '"warnings":\["' <<<"$out"; then
			warned=$((warned + 1))
		fi
	else
		refused=$((refused + 1))
		echo "refused: $(head -n 1 "${TMPDIR:-/tmp}/sgfcorpus.err")"
	fi
done < <(find "$dir" -type f -iname '*.sgf' -print0 | sort -z)
rm -f "${TMPDIR:-/tmp}/sgfcorpus.err"
echo "$files files: $read read ($warned with warnings), $refused refused"
