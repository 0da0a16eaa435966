#!/usr/bin/env bash
# Installs what wormcast needs when missing, builds it, generates the default Verilog of every
# block, runs the three-way check of every block, prints the synthesis summary, and runs the
# network simulator on its default point (hardware and software multicast).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release
W=target/release/wormcast
OUT=${OUT:-out/demo}
echo; echo "== wormcast gen banyan (default: n = 3, W = 16, L = 8) -> $OUT"
$W gen banyan -o "$OUT"
echo; echo "== wormcast gen central-buffer (default: k = 8, W = 16, N = 16, C = 256) -> $OUT"
$W gen central-buffer -o "$OUT"
echo; echo "== wormcast gen input-buffered, three organisations (default: k = 8, W = 16, N = 16, 320-flit buffers) -> $OUT"
for org in chunk_wide staircase split_ram; do $W gen input-buffered --org "$org" -o "$OUT"; done
echo; echo "== wormcast check all"
$W check all
echo; echo "== wormcast lint banyan"
$W lint banyan
echo; echo "== wormcast synth banyan"
$W synth banyan
echo; echo "== wormcast banyan-throughput --n 7 --f 1 --m 0 --load 1.0"
$W banyan-throughput --n 7 --f 1 --m 0 --load 1.0
echo; echo "== wormcast net (default: 16-node fat tree of central-buffer switches, 4-way hardware multicasts, load 0.3)"
$W net
echo; echo "== wormcast net --multicast software (the same traffic as U-Min software multicast)"
$W net --multicast software
