#!/usr/bin/env bash
# Measures goscore's bot against GNU Go with `goscore match`: 9x9 against
# GNU Go levels 1 and 10, and kill-all Black on 7x7 against level 10. Each
# pairing is run once per seed (goscore --seed S, GNU Go --seed S) so the
# games differ; both engines play Chinese rules with positional superko and
# GNU Go captures all dead stones, so goscore's count of the final board is
# the real result. Usage: bench/match.sh [SEEDS] [PLAYOUTS]  (defaults 5, 10000)
set -euo pipefail
seeds=${1:-5}
playouts=${2:-10000}
gnugo=${GNUGO:-/usr/games/gnugo}
[ -x "$gnugo" ] || { echo "GNU Go not found at $gnugo (apt-get install gnugo)"; exit 2; }
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/goscore" ./cmd/goscore
G="$gnugo --mode gtp --chinese-rules --positional-superko --capture-all-dead"
run() { # name games size goscore-flags match-flags level seed
  "$work/goscore" --format json match --games "$2" --size "$3" --rules chinese --komi 7.5 $5 \
    "$work/goscore gtp --rules chinese --playouts $playouts --seed $7 $4" "$G --level $6 --seed $7" \
    >"$work/$1-$7.json" 2>/dev/null
}
for s in $(seq "$seeds"); do run l1 2 9 "" "" 1 "$s"; done
for s in $(seq "$seeds"); do run l10 2 9 "" "" 10 "$s"; done
for s in $(seq $((2 * seeds))); do run ka 1 7 "--game kill-all" "--game kill-all --fixed-colours" 10 "$s"; done
python3 - "$work" <<'PY'
import glob, json, sys
names = {"l1": "9x9 against GNU Go level 1", "l10": "9x9 against GNU Go level 10", "ka": "kill-all 7x7 as Black against GNU Go level 10"}
for key, title in names.items():
    won = games = forfeits = moves = 0
    mine = theirs = 0.0
    for p in sorted(glob.glob(f"{sys.argv[1]}/{key}-*.json")):
        d = json.load(open(p))
        a, b = d["engines"]
        won += a["wins"]; games += a["games"]; forfeits += a["forfeits"]; moves += a["moves"]
        mine += a["mean_move_seconds"] * a["moves"]; theirs += b["mean_move_seconds"] * b["moves"]
    print(f"{title}: goscore won {won} of {games} ({forfeits} forfeits); "
          f"{mine / moves:.3f} s a move for goscore, {theirs / moves:.3f} s for GNU Go")
PY
