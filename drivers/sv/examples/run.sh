#!/usr/bin/env bash
# Runs drivers/sv/examples/cb_random_multicast_tb.sv on a central-buffer switch IP in Icarus
# Verilog or Verilator, through the IP's wrapper (<top>_wrapper.sv, written by `wormcast gen`
# beside the Verilog) with the parameters of its .params file.
#   run.sh icarus|verilator [--ip DIR] [--top NAME] [plusargs...]
# --ip DIR: the IP's directory (`wormcast gen central-buffer -o DIR`; default verilog_out/ of
# the repository); --top NAME: its top module (default: the one cb_switch_*.params in DIR).
# The remaining arguments are plusargs (+seed=N +cycles=N +load=PCT +inject_drop
# +inject_corrupt). Exit status: the simulation's (0 pass, non-zero on any error; 2 for bad
# arguments). Build products go to $BUILD_DIR (default ${TMPDIR:-/tmp}/wormcast-drivers-sv).
#   drivers/sv/examples/run.sh icarus +seed=3
#   drivers/sv/examples/run.sh verilator --ip myip +cycles=5000
set -euo pipefail
usage="usage: run.sh icarus|verilator [--ip DIR] [--top NAME] [plusargs...]"
sim=${1:?$usage}
shift
root="$(cd "$(dirname "$0")/../../.." && pwd)"
ip="$root/verilog_out"
top=""
while [ $# -gt 0 ]; do
  case "$1" in
    --ip) ip=${2:?run.sh: --ip needs a directory}; shift 2 ;;
    --top) top=${2:?run.sh: --top needs a module name}; shift 2 ;;
    *) break ;;
  esac
done
case "$sim" in
  icarus|verilator) ;;
  *) echo "run.sh: unknown simulator '$sim' (icarus or verilator)" >&2; exit 2 ;;
esac
if [ -z "$top" ]; then
  shopt -s nullglob
  found=("$ip"/cb_switch_*.params)
  if [ ${#found[@]} -ne 1 ]; then
    echo "run.sh: --ip $ip holds ${#found[@]} central-buffer IPs (cb_switch_*.params): give --top NAME" >&2
    exit 2
  fi
  top=$(basename "${found[0]}" .params)
fi
params="$ip/$top.params"
wrapper="$ip/${top}_wrapper.sv"
for f in "$params" "$ip/$top.v" "$wrapper"; do
  [ -f "$f" ] || { echo "run.sh: $f not found (--ip DIR: an IP of wormcast gen central-buffer -o DIR)" >&2; exit 2; }
done
# The testbench's parameters from the .params file (key = value lines before [contract]).
param() {
  local v
  v=$(sed -n "/^\[/q; s/^$1 = \([0-9][0-9]*\)\$/\1/p" "$params")
  [ -n "$v" ] || { echo "run.sh: no '$1' in $params" >&2; exit 2; }
  echo "$v"
}
tbp=(K "$(param k)" DOWN "$(param down)" W "$(param w)" N "$(param nodes)" F "$(param fifo)"
     MAX_LEN "$(param max_len)" C "$(param chunks)")
build="${BUILD_DIR:-${TMPDIR:-/tmp}/wormcast-drivers-sv}"
tb=cb_random_multicast_tb
# The wrapper before the testbench: it defines WORMCAST_WRAPPER, the module the testbench
# instantiates.
src=("$root/drivers/sv/wormcast_link.sv" "$wrapper" "$root/drivers/sv/examples/$tb.sv" "$ip/$top.v")
mkdir -p "$build"
case "$sim" in
  icarus)
    pargs=()
    for ((i = 0; i < ${#tbp[@]}; i += 2)); do pargs+=("-P$tb.${tbp[i]}=${tbp[i+1]}"); done
    iverilog -g2012 -s "$tb" "${pargs[@]}" -o "$build/$tb.vvp" "${src[@]}"
    exec vvp -n "$build/$tb.vvp" "$@"
    ;;
  verilator)
    gargs=()
    for ((i = 0; i < ${#tbp[@]}; i += 2)); do gargs+=("-G${tbp[i]}=${tbp[i+1]}"); done
    # The switch's own lint warnings are waived by its .vlt; the testbench's style warnings
    # are not errors. -O1 builds in about half the time of the default for the same short
    # run. VM_PARALLEL_BUILDS=0 compiles the model's C++ files as one unit, so Verilator's
    # headers are parsed once, not once per file. ccache, when present, makes a rebuild of
    # the same sources quick.
    command -v ccache >/dev/null 2>&1 && export OBJCACHE=ccache
    verilator --binary --timing -O1 -MAKEFLAGS OPT_FAST=-O0 -MAKEFLAGS OPT_SLOW=-O0 -MAKEFLAGS VM_PARALLEL_BUILDS=0 -j 2 \
      -Wno-fatal -Wno-lint -Wno-style -Wno-UNOPTFLAT "${gargs[@]}" \
      --top-module "$tb" -Mdir "$build/verilator" "$ip/$top.vlt" "${src[@]}" >"$build/verilator.log" 2>&1 \
      || { cat "$build/verilator.log" >&2; exit 1; }
    exec "$build/verilator/V$tb" "$@"
    ;;
esac
