#!/usr/bin/env bash
# One strength figure: goscore's bot against GNU Go with `goscore match`.
#
#   bench/match.sh [options] [-- extra goscore gtp flags]
#     -g GAMES     games in all (default 40); colours alternate
#     -j JOBS      matches run side by side, each with its own seed (default 1)
#     -s SIZE      board size (default 9)
#     -l LEVEL     GNU Go's --level (default 10)
#     -t THINK     goscore's time a move, like 2s (default 2s)
#     -p PLAYOUTS  goscore's playouts a move instead of a time
#     -k           kill-all: goscore is Black on every game, no komi
#     -S SEED      the first seed (default 1); job K uses SEED+K for both engines
#     -o DIR       keep each game's SGF and the JSON verdicts in DIR
#
# Both engines play Chinese rules with positional superko, komi 7.5, and
# GNU Go captures every dead stone before it passes; the match's referee
# (goscore's estimate) takes off any dead stone goscore leaves. goscore runs with --threads 1
# (one core) unless the extra flags say otherwise. The last line is the
# figure: wins, games, the win rate with a 95% interval, and the mean time
# a move of each engine.
set -euo pipefail
games=40 jobs=1 size=9 level=10 think=2s playouts= killall= seed=1 out=
while getopts "g:j:s:l:t:p:kS:o:" o; do
  case $o in
  g) games=$OPTARG ;; j) jobs=$OPTARG ;; s) size=$OPTARG ;; l) level=$OPTARG ;;
  t) think=$OPTARG ;; p) playouts=$OPTARG ;; k) killall=1 ;; S) seed=$OPTARG ;;
  o) out=$OPTARG ;; *) sed -n 2,13p "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = -- ] && shift
extra=("$@")
gnugo=${GNUGO:-/usr/games/gnugo}
[ -x "$gnugo" ] || { echo "GNU Go not found at $gnugo (apt-get install gnugo)" >&2; exit 2; }
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/goscore" ./cmd/goscore
budget="--think $think"
[ -n "$playouts" ] && budget="--playouts $playouts"
gs="$work/goscore gtp --rules chinese --komi 7.5 --threads 1 $budget ${extra[*]:-}"
gg="$gnugo --mode gtp --chinese-rules --positional-superko --capture-all-dead --komi 7.5 --level $level"
mflags=(--size "$size" --rules chinese --komi 7.5)
if [ -n "$killall" ]; then
  gs="$gs --game kill-all"
  mflags+=(--game kill-all --fixed-colours)
fi
per=$(((games + jobs - 1) / jobs))
[ -z "$killall" ] && per=$(((per + 1) / 2 * 2)) # each job plays both colours equally
pids=()
for k in $(seq 0 $((jobs - 1))); do
  s=$((seed + k))
  sgf=()
  [ -n "$out" ] && mkdir -p "$out/job$k" && sgf=(--sgf "$out/job$k")
  "$work/goscore" --format json match --games "$per" --timeout 10m "${mflags[@]}" "${sgf[@]}" \
    "$gs --seed $s" "$gg --seed $s" >"$work/job$k.json" 2>"$work/job$k.err" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || true; done
[ -n "$out" ] && cp "$work"/job*.json "$out/"
python3 - "$work" "$size" "$level" "$gs" <<'PY'
import glob, json, math, sys
work, size, level, cmd = sys.argv[1:]
won = games = forfeits = moves_a = moves_b = 0
sec_a = sec_b = 0.0
for p in sorted(glob.glob(f"{work}/job*.json")):
    try:
        d = json.load(open(p))
    except ValueError:
        print(f"{p}: no verdict; see {p[:-5]}.err", file=sys.stderr)
        continue
    a, b = d["engines"]
    won += a["wins"] + 0.5 * a["draws"]; games += a["games"]; forfeits += a["forfeits"] + b["forfeits"]
    moves_a += a["moves"]; moves_b += b["moves"]
    sec_a += a["mean_move_seconds"] * a["moves"]; sec_b += b["mean_move_seconds"] * b["moves"]
if games == 0:
    sys.exit("no games finished")
p = won / games
half = 1.96 * math.sqrt(p * (1 - p) / games)
print(f"{size}x{size} vs GNU Go level {level}: goscore won {won:g} of {games} ({100*p:.0f}% ± {100*half:.0f}), "
      f"{forfeits} forfeits; {sec_a/max(moves_a,1):.2f} s a move for goscore, {sec_b/max(moves_b,1):.2f} for GNU Go")
print(f"  goscore: {cmd.split(' gtp ',1)[1]}")
PY
