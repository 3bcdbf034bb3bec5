#!/usr/bin/env bash
# goscorer.sh: compares goscore's Japanese territory count with that of
# lightvector's goscorer (github.com/lightvector/goscorer, MIT), a public
# territory scorer with seki and false-eye detection, on board files of
# one game each (the fixtures/japanese files, say): for each file, each
# side's territory under goscore's japanese preset (with the dead stones a
# `# dead:` comment line names) against goscorer's territory_scoring, and
# a count of the files that agree.
#
# usage: bench/goscorer.sh GOSCORER_PYTHON_DIR FILE...
#
# GOSCORER_PYTHON_DIR is the python/ directory of a goscorer checkout
# (git clone https://github.com/lightvector/goscorer). Needs python3.
# Nothing is written inside the repository.
set -euo pipefail
if [[ $# -lt 2 ]]; then
	sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'
	exit 2
fi
gsdir=$1
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$(dirname "$0")/.." && go build -o "$tmp/goscore" ./cmd/goscore)
agree=0 files=0
for f in "$@"; do
	dead=$(sed -n 's/^# dead: //p' "$f" | head -1)
	[[ -z $dead || $dead == none ]] && dead=none
	mine=$("$tmp/goscore" -q --rules japanese --dead-stones "$dead" --format jsonl score "$f" |
		python3 -c 'import json,sys; v=json.load(sys.stdin); print(v["black"]["territory"], v["white"]["territory"])')
	theirs=$("$tmp/goscore" -q --rules japanese --dead-stones "$dead" --format json mark "$f" |
		GS="$gsdir" python3 -c '
import json, os, sys
sys.path.insert(0, os.environ["GS"])
from goscorer import territory_scoring, EMPTY, BLACK, WHITE
m = json.load(sys.stdin)[0]
w, h = m["width"], m["height"]
stones = [[EMPTY] * w for _ in range(h)]
dead = [[False] * w for _ in range(h)]
for p in m["points"]:
    r, c = p["row"], p["col"]
    stones[r][c] = {"black": BLACK, "white": WHITE}.get(p["colour"], EMPTY)
    dead[r][c] = p["status"] == "dead"
sc = territory_scoring(stones, dead)
print(sum(s.is_territory_for == BLACK for row in sc for s in row), sum(s.is_territory_for == WHITE for row in sc for s in row))
')
	files=$((files + 1))
	if [[ $mine == "$theirs" ]]; then
		agree=$((agree + 1))
	else
		echo "$f: goscore territory B W $mine, goscorer $theirs"
	fi
done
echo "$agree of $files files: the same territory"
