#!/usr/bin/env bash
# convertcorpus.sh: whether `goscore convert` keeps the score of every SGF
# file under DIR. Converts each *.sgf file (any case) to SGF, to the grid
# and to a diagram (`convert --out`), then scores the inputs and each
# output directory with `score --format jsonl`: under the file's own rules,
# under each --rules preset, and under the file's own rules with
# --dead-stones marks; and asks `legal --all` of each the same way. A
# mismatch is an input and its output whose rules, komi, scores, result or
# notes differ, or whose legal points for a colour differ (the history's
# ko and superko), or an output that no longer reads.
# Inputs that do not score under a mode (a collection, a move those rules
# forbid) are left out of that mode's count; conversions refused are
# counted and named.
#
# usage: bench/convertcorpus.sh [-b GOSCORE] [-v] DIR
#
# Without -b it builds goscore from this checkout into a temp dir. -v names
# every mismatch. Needs jq. Nothing is written inside the repository.
set -euo pipefail

bin= verbose=
while [[ ${1:-} == -* ]]; do
	case $1 in
	-b) bin=$2; shift 2 ;;
	-v) verbose=1; shift ;;
	*) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
	esac
done
if [[ $# -ne 1 ]]; then
	sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
	exit 2
fi
command -v jq >/dev/null || { echo "convertcorpus.sh: needs jq" >&2; exit 2; }
dir=${1%/}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ -z $bin ]]; then
	(cd "$(dirname "$0")/.." && go build -o "$tmp/goscore" ./cmd/goscore)
	bin=$tmp/goscore
fi
# The second hop runs from the temp dir: the binary's path must hold there.
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
[[ -x $bin ]] || { echo "convertcorpus.sh: no program $bin" >&2; exit 2; }

# The inputs: the SGF files under DIR, as a list (goscore walks a directory
# by its own extensions).
find "$dir" -type f -iname '*.sgf' -print0 | sort -z >"$tmp/in.list"
# The same, below DIR: converted from inside it, --out mirrors its tree
# (two inputs of one name in different folders would otherwise claim
# one output, which goscore refuses).
(cd "$dir" && find . -type f -iname '*.sgf' -print0 | sort -z) >"$tmp/in.rel"
files=$(tr -cd '\0' <"$tmp/in.list" | wc -c)

# The converted files, a directory a conversion: the inputs to each
# format, and the grids and diagrams on to SGF and back to the grid (a
# second hop, named grid>sgf and so on). A pairs file maps each input to
# its output; a refusal is a verdict with an error, which the end lists.
convs="sgf grid diagram grid>sgf diagram>sgf sgf>grid"
for conv in $convs; do
	from=${conv%>*} to=${conv#*>}
	d=$tmp/${conv/>/-}
	mkdir -p "$d"
	if [[ $conv == *'>'* ]]; then
		# From inside the temp dir, so that --out mirrors the first
		# output's tree below it.
		cut -f2 "$tmp/$from.pairs" | sed "s|^$tmp/||" | tr '\n' '\0' >"$d.list"
		(cd "$tmp" && "$bin" --format jsonl -q -0 --files-from "$d.list" convert --to "$to" --out "$d" >"$d.conv" 2>/dev/null) || true
		jq -r --arg t "$tmp/" 'select(.error == null) | $t + .file + "\t" + .out' "$d.conv" >"$d.hop"
	else
		(cd "$dir" && "$bin" --format jsonl -q -0 --files-from "$tmp/in.rel" convert --to "$to" --out "$d" >"$d.conv" 2>/dev/null) || true
		jq -r --arg p "$dir/" 'select(.error == null) | $p + (.file | ltrimstr("./")) + "\t" + .out' "$d.conv" >"$d.hop"
	fi
	jq -r 'select(.error != null) | .error' "$d.conv" >"$tmp/$conv.refused"
	if [[ $conv == *'>'* ]]; then
		# input -> first output -> second output, as input -> second output
		awk -F'\t' 'FILENAME == ARGV[1] { orig[$2] = $1; next } { print orig[$1] "\t" $2 }' "$tmp/$from.pairs" "$d.hop" >"$tmp/$conv.pairs"
	else
		cp "$d.hop" "$tmp/$conv.pairs"
	fi
done

# What must not change: of a score, the rules, komi, scores, result and
# notes; of legal --all, each colour's legal points (ko and superko look
# back on the history). Each verdict becomes a line "file TAB what TAB
# value"; an input or output that fails gives "file TAB error TAB message".
scorekey='.file + "\t" + (if .error == null then "score\t" + ([.rules, .scoring, .komi, .black.score, .white.score, .result, (.notes | join("; "))] | @json) else "error\t" + .error end)'
legalkey='.file + "\t" + (if .error == null then "legal " + .colour + "\t" + ([.legal[].vertex] | join(" ")) else "error\t" + .error end)'
verdicts() { # verdicts OUT-FILE MODE-FLAGS... < paths (NUL-separated)
	local out=$1
	shift
	local list
	list=$(cat | tr '\0' '\n')
	tr '\n' '\0' <<<"$list" | "$bin" --format jsonl -q -0 --files-from - "$@" score 2>/dev/null | jq -r "$scorekey" >"$out" || true
	tr '\n' '\0' <<<"$list" | "$bin" --format jsonl -q -0 --files-from - "$@" legal --all 2>/dev/null | jq -r "$legalkey" >>"$out" || true
}

printf '%s\n' "$files SGF files under $dir"
for conv in $convs; do
	printf '  to %-12s %5d converted, %d refused\n' "$conv" "$(wc -l <"$tmp/$conv.pairs")" "$(wc -l <"$tmp/$conv.refused")"
done
echo "  files whose output scores or judges moves otherwise (score, legal --all):"
total=0
for mode in own japanese chinese aga tromp-taylor marks; do
	flags=()
	case $mode in
	own) ;;
	marks) flags=(--dead-stones marks) ;;
	*) flags=(--rules "$mode") ;;
	esac
	verdicts "$tmp/in.$mode" "${flags[@]}" <"$tmp/in.list"
	echo "  $mode:"
	line=
	for conv in $convs; do
		to=$conv
		cut -f2 "$tmp/$to.pairs" | tr '\n' '\0' | verdicts "$tmp/out.$mode.$to" "${flags[@]}"
		# The output's verdicts under its input's name, each matched with
		# the input's verdict of the same kind; an input that failed under
		# this mode is left out.
		read -r compared diff < <(awk -F'\t' -v verbose="$verbose" -v what="$mode, $to" '
			FILENAME == ARGV[1] { in_of[$2] = $1; next }
			FILENAME == ARGV[2] { if ($2 == "error") bad[$1] = 1; else want[$1 "\t" $2] = $3; next }
			{
				f = in_of[$1]
				if (f == "" || bad[f]) next
				seen[f] = 1
				if ($2 == "error") {
					differ[f] = 1
					if (verbose) printf "    %s (%s): the output fails: %s\n", f, what, $3 > "/dev/stderr"
					next
				}
				k = f "\t" $2
				if (!(k in want) || want[k] != $3) {
					differ[f] = 1
					if (verbose) printf "    %s (%s, %s):\n      in:  %s\n      out: %s\n", f, what, $2, want[k], $3 > "/dev/stderr"
				}
			}
			END { for (f in seen) n++; for (f in differ) d++; print n + 0, d + 0 }' "$tmp/$to.pairs" "$tmp/in.$mode" "$tmp/out.$mode.$to")
		total=$((total + diff))
		line+=$(printf '  %-12s %4d of %4d' "$to:" "$diff" "$compared")
		if [[ ${#line} -gt 60 ]]; then
			echo "   $line"
			line=
		fi
	done
	[[ -z $line ]] || echo "   $line"
done
for conv in $convs; do
	sed "s/^/  refused ($conv): /" "$tmp/$conv.refused" | head -n 10
done
echo "$total mismatches in all"
