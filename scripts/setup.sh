#!/usr/bin/env bash
# Installs what wormcast needs when it is missing: Yosys, Verilator, Icarus Verilog and
# nextpnr-ice40 from Debian's packages, a C++ compiler for Verilator's models, and ccache
# (Verilator's runtime library is compiled once instead of once per model: about 8 s of the
# 10 s a small block's build takes).
set -euo pipefail
need=()
for t in yosys verilator iverilog nextpnr-ice40 g++ make ccache; do
  command -v "$t" >/dev/null 2>&1 || need+=("$t")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing missing tools: ${need[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq yosys verilator iverilog nextpnr-ice40 g++ make ccache >/dev/null
fi
command -v cargo >/dev/null 2>&1 || { echo "setup: cargo (Rust) is required" >&2; exit 1; }
echo "setup: $(verilator --version | head -1); $(yosys -V | head -1); $(iverilog -V 2>&1 | head -1)"
