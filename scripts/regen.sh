#!/usr/bin/env bash
# Regenerates verilog_out/ (the default configurations, snapshot-tested by `cargo test`).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release -q -p wormcast -- gen banyan -o verilog_out
cargo run --release -q -p wormcast -- gen banyan --mode wormhole -o verilog_out
cargo run --release -q -p wormcast -- gen central-buffer -o verilog_out
for org in chunk-wide staircase split-ram; do
  cargo run --release -q -p wormcast -- gen input-buffered --org "$org" -o verilog_out
done
cargo run --release -q -p wormcast -- gen mway-router --buffers 4 --w 16 -o verilog_out
cargo run --release -q -p wormcast -- gen mesh-router --v 2 --w 16 -o verilog_out
cargo run --release -q -p wormcast -- gen mesh --dims 4x4 --v 2 --w 16 -o verilog_out
cargo run --release -q -p wormcast -- gen mway-mesh --dims 4x4 --buffers 4 --w 16 -o verilog_out
