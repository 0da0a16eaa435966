#!/usr/bin/env bash
# Network simulator speed against BookSim2 on this machine (issue 10, docs/results/
# fat-tree-study.md "Simulation speed"): the 64-node fat tree (a 4-ary 3-tree of 8-port
# switches), uniform traffic, 64-flit packets, load 0.3.
#
# BookSim is built as docs/results/booksim_reference.md says (its binary in $BOOKSIM, default
# /tmp/booksim2/src/booksim; its config in $BOOKSIM_CFG, default /tmp/base.cfg). BookSim and
# `wormcast net` (the `bench-net` point: 120,151 cycles, one thread, then the same point on
# every core) run alternately ROUNDS times (default 5), so that both see the same machine
# load on a shared host; each round prints both rates, and the last line the median ratios.
#
#   scripts/bench_vs_booksim.sh [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-5}
BOOKSIM=${BOOKSIM:-/tmp/booksim2/src/booksim}
BOOKSIM_CFG=${BOOKSIM_CFG:-/tmp/base.cfg}
if [[ ! -x $BOOKSIM || ! -f $BOOKSIM_CFG ]]; then
    echo "error: BookSim not found: set BOOKSIM (binary) and BOOKSIM_CFG (config); build as docs/results/booksim_reference.md says" >&2
    exit 2
fi
cargo build --release -q -p wormcast
WC=target/release/wormcast
THREADS=$(nproc)
point=(net --topology fat-tree --nodes 64 --k 8 --switch cb --multicast hardware --traffic uniform
    --msg-flits 64 --w 32 --load 0.3 --warmup 20000 --cycles 100000 --drain 100000 --seed 1 --policy deterministic
    --format json)
rate() { sed -n 's/.*"cycles_per_second": *\([0-9.e+]*\).*/\1/p' | head -1; }
ratios1=() ratiosn=()
printf '%5s %14s %18s %8s %18s %8s\n' round booksim_cyc/s wormcast_1t_cyc/s ratio "wormcast_${THREADS}t_cyc/s" ratio
for r in $(seq 1 "$ROUNDS"); do
    t0=$(date +%s.%N)
    out=$("$BOOKSIM" "$BOOKSIM_CFG" packet_size=64 injection_rate=0.3 2>&1 || true)
    t1=$(date +%s.%N)
    cyc=$(sed -n 's/^Time taken is \([0-9]*\) cycles.*/\1/p' <<<"$out")
    [[ -n $cyc ]] || { echo "error: BookSim printed no 'Time taken' line" >&2; exit 1; }
    bs=$(echo "$cyc / ($t1 - $t0)" | bc -l)
    w1=$("$WC" "${point[@]}" --threads 1 | rate)
    wn=$("$WC" "${point[@]}" --threads "$THREADS" | rate)
    q1=$(echo "$w1 / $bs" | bc -l)
    qn=$(echo "$wn / $bs" | bc -l)
    ratios1+=("$q1") ratiosn+=("$qn")
    printf '%5d %14.0f %18.0f %8.2f %18.0f %8.2f\n' "$r" "$bs" "$w1" "$q1" "$wn" "$qn"
done
median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
printf 'median ratio to BookSim: one thread %.2f, one point on %d threads %.2f\n' \
    "$(median "${ratios1[@]}")" "$THREADS" "$(median "${ratiosn[@]}")"
