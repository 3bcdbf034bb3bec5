#!/usr/bin/env bash
# The README's strength figures, one line each, with bench/match.sh:
#   9x9 against GNU Go level 10 at 0.25, 0.5, 1 and 2 s a move, and level 1
#   at 1 s; 13x13 against level 10 at 2 s; kill-all 7x7 as Black against
#   level 10 at 2 s. goscore searches on one thread.
# Usage: bench/strength.sh [GAMES] [JOBS]   (defaults 40 and 2; about two
# hours on two cores at the defaults: lower GAMES for a quick look)
set -euo pipefail
games=${1:-40}
jobs=${2:-2}
m="$(dirname "$0")/match.sh"
for t in 0.25s 0.5s 1s 2s; do "$m" -g "$games" -j "$jobs" -l 10 -t "$t" | head -1; done
"$m" -g "$games" -j "$jobs" -l 1 -t 1s | head -1
"$m" -g "$games" -j "$jobs" -s 13 -l 10 -t 2s | head -1
"$m" -g 10 -j "$jobs" -s 7 -l 10 -t 2s -k | head -1
