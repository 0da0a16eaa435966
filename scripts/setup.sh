#!/usr/bin/env bash
# Installs what wormcast needs when it is missing: Yosys, Verilator, Icarus Verilog and
# nextpnr-ice40 from Debian's packages, a C++ compiler for Verilator's models, and ccache
# (Verilator's runtime library is compiled once instead of once per model: about 8 s of the
# 10 s a small block's build takes); and cocotb from PyPI (the Python testbench library of
# drivers/cocotb and its example, run by the test suite), with pip and the shared libpython
# that cocotb embeds in the simulator.
set -euo pipefail
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
need=()
for t in yosys verilator iverilog nextpnr-ice40 g++ make ccache; do
  command -v "$t" >/dev/null 2>&1 || need+=("$t")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing missing tools: ${need[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq yosys verilator iverilog nextpnr-ice40 g++ make ccache >/dev/null
fi
if ! python3 -c "import cocotb_tools.runner" >/dev/null 2>&1; then
  echo "setup: installing cocotb (pip)"
  if ! python3 -m pip --version >/dev/null 2>&1; then
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-pip libpython3-dev >/dev/null
  fi
  # Debian's own Python refuses user packages unless told (PEP 668); a venv or pyenv does not.
  export PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1
  python3 -m pip install -q cocotb >/dev/null 2>&1 \
    || python3 -m pip install -q --break-system-packages cocotb >/dev/null
fi
command -v cargo >/dev/null 2>&1 || { echo "setup: cargo (Rust) is required" >&2; exit 1; }
echo "setup: $(verilator --version | head -1); $(yosys -V | head -1); $(iverilog -V 2>&1 | head -1); cocotb $(python3 -c 'import cocotb; print(cocotb.__version__)')"
