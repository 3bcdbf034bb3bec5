#!/usr/bin/env bash
# loadsgfcorpus.sh: whether GTP's final_score after loadsgf agrees with
# `goscore score` on every SGF file under DIR. Scores each *.sgf file (any
# case) with `score --format jsonl`, then loads the single games among
# them one after another in one `goscore gtp` process (loadsgf, then
# final_score) and counts the games whose two results differ: a handicap
# guessed from the stones, or a komi or rules left over from the file
# loaded before, shows here.
#
# usage: bench/loadsgfcorpus.sh [-b GOSCORE] [-v] DIR [GOSCORE FLAGS...]
#
# Without -b it builds goscore from this checkout into a temp dir. -v names
# every game that differs. Flags after DIR go to both runs (--rules
# chinese...); gtp judges dead stones with the estimate unless
# --dead-stones is among them, so score is given --dead-stones estimate
# then too. Needs jq. Nothing is written inside the repository.
set -euo pipefail

bin= verbose=
while [[ ${1:-} == -* ]]; do
	case $1 in
	-b) bin=$2; shift 2 ;;
	-v) verbose=1; shift ;;
	*) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
	esac
done
if [[ $# -lt 1 ]]; then
	sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
	exit 2
fi
command -v jq >/dev/null || { echo "loadsgfcorpus.sh: needs jq" >&2; exit 2; }
dir=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ -z $bin ]]; then
	(cd "$(dirname "$0")/.." && go build -o "$tmp/goscore" ./cmd/goscore)
	bin=$tmp/goscore
fi

find "$dir" -type f -iname '*.sgf' -print0 | sort -z >"$tmp/list"
judge=(--dead-stones estimate)
for a in "$@"; do
	[[ $a == --dead-stones* ]] && judge=()
done
# The single games that score (a collection's verdicts are named file#N).
"$bin" --format jsonl -q -0 --files-from "$tmp/list" "${judge[@]}" "$@" score 2>/dev/null |
	jq -r 'select(.error == null and (.file | contains("#") | not)) | .file + "\t" + .result' >"$tmp/score" || true
cut -f1 "$tmp/score" | awk '{ print "loadsgf " $0; print "final_score" }' >"$tmp/gtp"
"$bin" "$@" gtp <"$tmp/gtp" 2>/dev/null | grep -v '^$' | paste - - >"$tmp/answers" || true
paste "$tmp/score" "$tmp/answers" | awk -F'\t' -v verbose="$verbose" '
	{
		n++
		if (substr($3, 1, 1) != "=") { refused++; if (verbose) print "  " $1 ": loadsgf " $3; next }
		r = $4; sub(/^= /, "", r); if (r == "0") r = "Draw"
		if (r != $2) { d++; if (verbose) print "  " $1 ": score " $2 ", final_score " r }
	}
	END { printf "%d games: %d differ, %d refused by loadsgf\n", n, d, refused }'
