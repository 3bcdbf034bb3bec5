#!/usr/bin/env bash
# One strength figure: goscore's bot against GNU Go (or Pachi) with `goscore match`.
#
#   bench/match.sh [options] [-- extra goscore gtp flags]
#     -g GAMES     games in all (default 40), in pairs: one opening, colours swapped
#     -j JOBS      games played at once (default 1)
#     -s SIZE      board size (default 9)
#     -l LEVEL     GNU Go's --level (default 10)
#     -P           play Pachi instead of GNU Go, at goscore's time a move, one thread:
#                  PACHI, or pachi on PATH (built from its source, see bench/README.md)
#     -t THINK     goscore's time a move, like 2s (default 2s)
#     -p PLAYOUTS  goscore's playouts a move instead of a time
#     -k           kill-all: goscore is Black on every game, no komi
#     -S SEED      the seed of both engines and of the default openings (default 1)
#     -O PATH      openings (SGF or text files) instead of the default ones
#     -o DIR       keep each game's SGF, the results file and the JSON report in DIR;
#                  run again with the same DIR, the match goes on where it stopped
#
# Both engines play Chinese rules with positional superko (Pachi: its Chinese
# rules), komi 7.5, and GNU Go captures every dead stone before it passes; the match's referee
# (goscore's estimate) takes off any dead stone goscore leaves. goscore runs
# with --threads 1 (one core) unless the extra flags say otherwise. The last
# lines are the figure: wins, games, the win rate with a 95% interval, the
# Elo difference with its 95% interval (from the pairs, as the match
# reports it), the openings and the mean time a move of each engine, then
# the command.
set -euo pipefail
games=40 jobs=1 size=9 level=10 think=2s playouts= killall= seed=1 openings= out= pachi=
while getopts "g:j:s:l:Pt:p:kS:O:o:" o; do
  case $o in
  g) games=$OPTARG ;; j) jobs=$OPTARG ;; s) size=$OPTARG ;; l) level=$OPTARG ;; P) pachi=1 ;;
  t) think=$OPTARG ;; p) playouts=$OPTARG ;; k) killall=1 ;; S) seed=$OPTARG ;;
  O) openings=$OPTARG ;; o) out=$OPTARG ;; *) sed -n 2,18p "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
[ "${1:-}" = -- ] && shift
extra=("$@")
gnugo=${GNUGO:-/usr/games/gnugo}
[ -n "$pachi" ] || [ -x "$gnugo" ] || { echo "GNU Go not found at $gnugo (apt-get install gnugo)" >&2; exit 2; }
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/goscore" ./cmd/goscore
budget="--think $think"
[ -n "$playouts" ] && budget="--playouts $playouts"
gs="$work/goscore gtp --rules chinese --komi 7.5 --threads 1 $budget --seed $seed ${extra[*]:-}"
gg="$gnugo --mode gtp --chinese-rules --positional-superko --capture-all-dead --komi 7.5 --level $level --seed $seed"
opponent="GNU Go level $level"
if [ -n "$pachi" ]; then
  p=${PACHI:-$(command -v pachi || true)}
  [ -n "$p" ] && [ -x "$p" ] || { echo "Pachi not found: PACHI=/path/to/pachi (see bench/README.md)" >&2; exit 2; }
  [ -z "$playouts" ] || { echo "-P plays at equal time: give -t, not -p" >&2; exit 2; }
  [ -z "$killall" ] || { echo "-P plays Go only: Pachi plays no kill-all" >&2; exit 2; }
  secs=${think%s}
  case $think in *ms) secs=$(awk "BEGIN{print ${think%ms}/1000}") ;; esac
  gg="$p -d 0 --rules chinese -t $secs threads=1 -s $seed"
  opponent="Pachi (-t $secs threads=1)"
fi
mflags=(--size "$size" --rules chinese --komi 7.5 --games "$games" --jobs "$jobs" --timeout 10m --opening-seed "$seed")
if [ -n "$killall" ]; then
  gs="$gs --game kill-all"
  mflags+=(--game kill-all --fixed-colours)
fi
[ -n "$openings" ] && mflags+=(--openings "$openings")
report="$work/match.json"
if [ -n "$out" ]; then
  mkdir -p "$out"
  mflags+=(--sgf "$out")
  report="$out/match.json"
fi
"$work/goscore" --format json match "${mflags[@]}" "$gs" "$gg" >"$report"
python3 - "$report" "$size" "$opponent" "$gs" "$seed" "$openings" <<'PY'
import json, math, sys
report, size, opponent, cmd, seed, openings = sys.argv[1:]
d = json.load(open(report))
a, b = d["engines"]
p = d["pairings"][0]
games = p["games"]
if games == 0:
    sys.exit("no games counted")
won = p["wins"] + 0.5 * p["draws"]
rate = won / games
half = 1.96 * math.sqrt(rate * (1 - rate) / games)
forfeits = a["forfeits"] + b["forfeits"]
print(f"{size}x{size} vs {opponent}: goscore won {won:g} of {games} ({100*rate:.0f}% ± {100*half:.0f}), "
      f"Elo {p['elo']:+.0f} ± {p['elo_margin']:.0f} ({p['elo_low']:+.0f} to {p['elo_high']:+.0f}, {p['model']}), "
      f"{forfeits} forfeits, {p['void']} void; {a['mean_move_seconds']:.2f} s a move for goscore, {b['mean_move_seconds']:.2f} for {opponent.split(' (')[0]}")
print(f"  openings: {openings or f'the default ones, --opening-seed {seed}'}")
print(f"  goscore: {cmd.split(' gtp ',1)[1]}")
PY
