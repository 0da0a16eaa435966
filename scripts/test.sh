#!/usr/bin/env bash
# Installs what the tests need when missing, then runs every test of the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo test --workspace --release "$@"
