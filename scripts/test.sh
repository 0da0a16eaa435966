#!/usr/bin/env bash
# Installs what the tests need when missing, then runs every test of the workspace.
# cargo-nextest runs the tests of all the test programs side by side, one per core; `cargo
# test` runs the programs one after another, each with a core idle whenever one long test
# is left (the suite on 2 cores, Verilator models cached: 975 s wall against about 1,370 s,
# 2026-11-30, when each test file was a program of its own). nextest does not run doc tests:
# `cargo test --doc` runs them after it. Each crate's integration tests are one program,
# tests/all.rs (2026-12-01): the cold build compiles 3 of them instead of 76 (about 0.4x
# their compile time; the build's wall time is mostly wormcast-testbench and wormcast-ip). One
# file's tests: `scripts/test.sh -E 'test(/^central_buffer_rtl::/)'`. .config/nextest.toml
# starts the longest tests first and writes a JUnit report of each test's duration
# (target/nextest/default/junit.xml).
# Arguments go to nextest (a filter, `--no-fail-fast`, ...); with arguments the doc tests
# are not run.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# Machines of this project's kind have cargo-nextest; others get it from crates.io (here,
# not in setup.sh: the demo does not need it).
if ! cargo nextest --version >/dev/null 2>&1; then
  echo "test: installing missing tools: cargo-nextest (crates.io)"
  cargo install --locked cargo-nextest
fi
cargo nextest run --workspace --release "$@"
if [ $# -eq 0 ]; then
  cargo test --workspace --release --doc
fi
