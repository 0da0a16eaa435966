#!/usr/bin/env bash
# The main job, shown, in about two minutes after the build: install what is missing, build,
# generate the default central-buffer switch IP, check it three ways (golden model, rust-hdl
# and Verilator cycle for cycle), run one network point with hardware and with software
# multicast, and plot latency against load. The long runs are commands of their own:
# `wormcast check all`, `soak`, `sweep configs/fig14.toml`, `prove` (README.md).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo build --release
W="${CARGO_TARGET_DIR:-target}/release/wormcast"
OUT=${OUT:-out/demo}
step() { echo; echo "== $*"; }
step "wormcast gen central-buffer -o $OUT (default: k = 8, W = 16, N = 16, C = 256; the port contract is in the .v header and the .params file)"
$W gen central-buffer -o "$OUT"
step "wormcast check central-buffer --cycles 3000 (golden model = rust-hdl = Verilator, every output, every cycle)"
$W check central-buffer --cycles 3000
step "wormcast net (16-node fat tree of central-buffer switches, 4-way hardware multicasts, load 0.3)"
$W net
step "wormcast net --multicast software (the same traffic as U-Min software multicast: unicasts along a binomial tree)"
$W net --multicast software
step "wormcast sweep configs/demo.toml --out $OUT (latency against load, CSV and SVG)"
$W sweep configs/demo.toml --out "$OUT"
echo
echo "Done. The IP: $OUT/cb_switch_*.v (+ .params, .toml, .core for FuseSoC); the plot: $OUT/demo_latency.svg."
echo "Waves: wormcast sim central-buffer --cycles 2000 --vcd cb.vcd (and cb.gtkw, a GTKWave save file)."
