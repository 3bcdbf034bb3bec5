#!/usr/bin/env bash
# resume.sh: a match stopped halfway and run again is the match run whole.
#
#   bench/resume.sh [-g GAMES] [-j JOBS] [-s SIZE] [-a PLAYOUTS] [-b PLAYOUTS]
#     -g GAMES     games (default 200), in pairs from the default openings
#     -j JOBS      games at once (default 2)
#     -s SIZE      board size (default 9)
#     -a, -b       the two goscore engines' playouts a move (default 400, 100)
#
# Plays the same match twice: once whole, and once stopped by SIGTERM when
# its results file holds half the games, then run again with the same
# command. Both engines are goscore gtp with fixed seeds and one thread, so
# each game is the same whenever it is played. The script checks that the
# stopped run ends with exactly GAMES games, each game number once, that
# every game has the result and moves of the whole run's, that no two games
# of a run are the same moves, and that the pairing's figures (JSON) are
# the same; it prints PASS or FAIL and exits 1 on FAIL.
set -euo pipefail
games=200 jobs=2 size=9 pa=400 pb=100
while getopts "g:j:s:a:b:" o; do
  case $o in
  g) games=$OPTARG ;; j) jobs=$OPTARG ;; s) size=$OPTARG ;; a) pa=$OPTARG ;; b) pb=$OPTARG ;;
  *) sed -n 2,8p "$0"; exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
work=$(mktemp -d "${TMPDIR:-/tmp}/goscore-resume.XXXXXX")
trap 'rm -rf "$work"' EXIT
go build -o "$work/goscore" ./cmd/goscore
a="$work/goscore gtp --threads 1 --playouts $pa --seed 11"
b="$work/goscore gtp --threads 1 --playouts $pb --seed 12"
args=(--format json match --size "$size" --games "$games" --jobs "$jobs")
match() { # match RESULTS: the same match, its games appended to RESULTS
  "$work/goscore" "${args[@]}" --results "$1" "$a" "$b"
}

t0=$(date +%s)
match "$work/whole.jsonl" >"$work/whole.json"
t1=$(date +%s)
echo "whole run: $games games in $((t1 - t0)) s"

# goscore itself in the background, so that the signal reaches it.
"$work/goscore" "${args[@]}" --results "$work/stopped.jsonl" "$a" "$b" >/dev/null 2>"$work/stopped.err" &
pid=$!
held() { if [ -f "$work/stopped.jsonl" ]; then wc -l <"$work/stopped.jsonl"; else echo 0; fi; }
while [ "$(held)" -lt $((games / 2)) ]; do
  sleep 0.2
done
kill -TERM "$pid"
wait "$pid" || true
kept=$(held)
echo "stopped by SIGTERM with $kept games in the results file: $(tail -1 "$work/stopped.err")"
match "$work/stopped.jsonl" >"$work/resumed.json"

fail=0
check() { # check WHAT GOT WANT
  if [ "$2" = "$3" ]; then echo "ok   $1: $2"; else echo "FAIL $1: $2, want $3"; fail=1; fi
}
lines=$(wc -l <"$work/stopped.jsonl")
numbers=$(python3 -c 'import json,sys; print(len({json.loads(l)["game"] for l in open(sys.argv[1])}))' "$work/stopped.jsonl")
check "games in the stopped run's results file" "$lines" "$games"
check "game numbers, each once" "$numbers" "$games"
games_of() { python3 -c '
import json,sys
m=json.load(open(sys.argv[1]))
for g in m["games"]:
    print(g["game"], g["black"], g["white"], g["opening"], g["result"], g["moves"], g["reason"])' "$1"; }
check "games the same as the whole run's" "$(games_of "$work/resumed.json" | md5sum | cut -c1-12)" "$(games_of "$work/whole.json" | md5sum | cut -c1-12)"
figures() { python3 -c '
import json,sys
for p in json.load(open(sys.argv[1]))["pairings"]:
    print(p["games"], p["wins"], p["draws"], p["losses"], p["pentanomial"], round(p["elo"], 6), round(p["elo_low"], 6), round(p["elo_high"], 6))' "$1"; }
check "the pairing's figures" "$(figures "$work/resumed.json")" "$(figures "$work/whole.json")"
distinct() { python3 -c '
import json,sys
m=json.load(open(sys.argv[1]))
print(len({g["sequence"] for g in m["games"]}))' "$1"; }
check "different games (their moves)" "$(distinct "$work/whole.json")" "$games"
echo
echo "figures: $(figures "$work/whole.json")"
if ((fail)); then
  echo FAIL
  exit 1
fi
echo PASS
