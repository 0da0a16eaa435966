#!/usr/bin/env bash
# Runs drivers/sv/examples/cb_random_multicast_tb.sv on the default central-buffer switch of
# verilog_out/ in Icarus Verilog or Verilator; the remaining arguments are plusargs
# (+seed=N +cycles=N +load=PCT +inject_drop +inject_corrupt). Exit status: the simulation's
# (0 pass, non-zero on any error). Build products go to $BUILD_DIR (default
# ${TMPDIR:-/tmp}/wormcast-drivers-sv).
#   drivers/sv/examples/run.sh icarus +seed=3
#   drivers/sv/examples/run.sh verilator +cycles=5000
set -euo pipefail
sim=${1:?usage: run.sh icarus|verilator [plusargs...]}
shift
root="$(cd "$(dirname "$0")/../../.." && pwd)"
build="${BUILD_DIR:-${TMPDIR:-/tmp}/wormcast-drivers-sv}"
top=cb_random_multicast_tb
src=("$root/drivers/sv/wormcast_link.sv" "$root/drivers/sv/examples/$top.sv"
     "$root/verilog_out/cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive.v")
mkdir -p "$build"
case "$sim" in
  icarus)
    iverilog -g2012 -s "$top" -o "$build/$top.vvp" "${src[@]}"
    exec vvp -n "$build/$top.vvp" "$@"
    ;;
  verilator)
    # The switch's own lint warnings are waived (as in the wormcast test suite); -O1 builds
    # in about half the time of the default for the same short run. ccache, when present,
    # makes a rebuild of the same sources quick.
    command -v ccache >/dev/null 2>&1 && export OBJCACHE=ccache
    verilator --binary --timing -O1 -MAKEFLAGS OPT_FAST=-O0 -MAKEFLAGS OPT_SLOW=-O0 -j 2 \
      -Wno-fatal -Wno-lint -Wno-style \
      -Wno-UNOPTFLAT --top-module "$top" -Mdir "$build/verilator" "${src[@]}" >"$build/verilator.log" 2>&1 \
      || { cat "$build/verilator.log" >&2; exit 1; }
    exec "$build/verilator/V$top" "$@"
    ;;
  *)
    echo "run.sh: unknown simulator '$sim' (icarus or verilator)" >&2
    exit 2
    ;;
esac
