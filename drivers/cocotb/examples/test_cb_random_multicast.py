"""A central-buffer switch IP under random multicast, with cocotb: by default the default
switch of verilog_out/, any other IP that `wormcast gen central-buffer -o DIR` wrote with
``--ip DIR`` (the ports, widths and routes come from its ``.params`` file).

The default, cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3 (k = 8, down ports 0..3 reaching nodes
4p..4p+3, up ports 4..7, W = 16, N = 16, F = 64): random unicast, multicast (2..6 nodes), broadcast and
up-going (LCA count 1, from the down ports only) packets on all 8 inputs, fast, slow and bursty
receivers, then a drain; checked: every packet arrived exactly once at every port it was routed
to and nowhere else, intact, every credit came back, and the switch is empty afterwards (free
chunks, nothing reserved or queued, no malformed packet, no overflow). The same test as
drivers/sv/examples/cb_random_multicast_tb.sv.

Run (Icarus Verilog; cocotb 2 needs Verilator 5.036 or later):
    python3 drivers/cocotb/examples/test_cb_random_multicast.py [--ip DIR [--top NAME]]
        [--seed N] [--cycles N] [--load PCT] [--inject drop,corrupt] [--build-dir DIR]
Exit status 0 when the test passes. ``--inject`` (fault injection, to see the checks fail):
``drop``: source 1 never sends its packet seq 3; ``corrupt``: it flips a bit in the last flit of
its seq 4.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
sys.path.insert(0, str(HERE.parent))  # wormcast_link

import cocotb  # noqa: E402
from cocotb.clock import Clock  # noqa: E402
from cocotb.triggers import FallingEdge  # noqa: E402

from wormcast_link import (  # noqa: E402
    LinkReceiver,
    LinkSender,
    Packet,
    Scoreboard,
    SwitchParams,
)

DEFAULT_TOP = "cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3"
# The IP under test (set by main() for the cocotb run).
IP = Path(os.environ.get("WORMCAST_IP", str(ROOT / "verilog_out")))
TOP = os.environ.get("WORMCAST_TOP", DEFAULT_TOP)
PARAMS = IP / f"{TOP}.params"
# Receiver stall probability per port (port q takes STALL[q % 8]); the last port alternates
# 128 cycles at line rate and 128 at 90%.
STALL = [0.0, 0.3, 0.0, 0.5, 0.25, 0.0, 0.5, 0.0]
DRAIN_MAX, QUIET = 10_000, 100
RESET_CYCLES = 4  # rst high for the first edges (the switch's synchronous reset)


@cocotb.test()
async def cb_random_multicast(dut):
    p = SwitchParams.from_file(PARAMS)
    seed = int(os.environ.get("WORMCAST_SEED", "1"))
    cycles = int(os.environ.get("WORMCAST_CYCLES", "600"))
    load = int(os.environ.get("WORMCAST_LOAD", "3")) / 100
    inject = os.environ.get("WORMCAST_INJECT", "")
    rng = random.Random(seed)
    dut._log.info(f"seed {seed}, {cycles} traffic cycles, load {load:.0%}, inject {inject or 'none'}")

    sb = Scoreboard(p)
    senders, receivers = [], []
    for q in range(p.k):
        s = LinkSender(
            dut.clock,
            getattr(dut, f"in_tag_{q}"),
            getattr(dut, f"in_data_{q}"),
            getattr(dut, f"credit_out_{q}"),
            p,
            name=f"sender[{q}]",
        )
        r = LinkReceiver(
            dut.clock,
            getattr(dut, f"out_tag_{q}"),
            getattr(dut, f"out_data_{q}"),
            getattr(dut, f"credit_in_{q}"),
            p,
            port=q,
            stall=STALL[q % len(STALL)],
            seed=seed * 1000 + q,
            on_packet=sb.deliver,
        )
        senders.append(s)
        receivers.append(r)
        s.start()
        r.start()
    # The drivers have set every input to idle / no credit. The switch starts with `rst` high
    # for RESET_CYCLES edges (synchronous; the drivers, freshly built, are at their own reset
    # state: credits full, no packet), then the traffic begins.
    dut.rst.value = 1
    cocotb.start_soon(Clock(dut.clock, 10, unit="ns").start())
    seq = [0] * p.k

    def new_packet(src: int) -> Packet:
        r = rng.randrange(100)
        dests, lca = 0, 0
        if src < p.down and r < 25:
            lca, dests = 1, 1 << rng.randrange(p.nodes)  # up: only from below
        elif r < 60:
            dests = 1 << rng.randrange(p.nodes)
        elif r < 95:
            for n in rng.sample(range(p.nodes), rng.randint(2, 6)):
                dests |= 1 << n
        else:
            dests = (1 << p.nodes) - 1
        if rng.randrange(16) == 0:
            pay = rng.randint(2, p.max_len - 1 - p.b)
        else:
            pay = rng.randint(2, 12)
        pkt = Packet(src=src, seq=seq[src], dests=dests, lca=lca, payload=pay)
        seq[src] += 1
        return pkt

    def drained() -> bool:
        return (
            all(s.idle and s.credits == p.fifo for s in senders)
            and all(r.held == 0 and not r.in_packet for r in receivers)
            and int(dut.free_count.value) == p.chunks
            and int(dut.reserved.value) == 0
            and all(int(getattr(dut, f"queue_{q}").value) == 0 for q in range(p.k))
            and all(int(getattr(dut, f"out_tag_{q}").value) == 0 for q in range(p.k))
        )

    cycle, quiet = 0, 0
    while True:
        await FallingEdge(dut.clock)
        if cycle == RESET_CYCLES:
            dut.rst.value = 0
        if RESET_CYCLES <= cycle < cycles:
            for q, s in enumerate(senders):
                # like the SV example: an input offers a packet with probability `load` per
                # cycle while its queue is short (back-pressure holds the rest)
                if len(s.flits) < 2 * p.max_len and rng.random() < load:
                    pkt = new_packet(q)
                    if q == 1 and pkt.seq == 4 and "corrupt" in inject:
                        pkt.payload, pkt.corrupt = 8, True
                    sb.expect(pkt)
                    if q == 1 and pkt.seq == 3 and "drop" in inject:
                        continue  # expected, never sent
                    s.send(pkt)
        receivers[-1].stall = 0.0 if cycle % 256 < 128 else 0.9
        cycle += 1
        if cycle > cycles:
            quiet = quiet + 1 if drained() else 0
            if quiet == QUIET or cycle == cycles + DRAIN_MAX:
                break

    errors = []
    if quiet != QUIET:
        errors.append(f"not drained {DRAIN_MAX} cycles after the traffic ({sb.outstanding} outstanding)")
    for s in senders:
        errors += s.errors
    for r in receivers:
        errors += r.errors
    errors += sb.final_check()
    mal, ovf = int(dut.malformed_count.value), int(dut.overflow.value)
    if mal or ovf:
        errors.append(f"switch malformed_count {mal}, overflow {ovf}")
    for q, r in enumerate(receivers):
        dut._log.info(f"port {q}: {r.packets} packets, {r.flit_count} flits out")
    dut._log.info(f"scoreboard: {sb.summary()}, drained at cycle {cycle - quiet}, {len(errors)} errors")
    for e in errors:
        dut._log.error(e)
    assert not errors, f"{len(errors)} errors, the first: {errors[0]}"


def main() -> int:
    from cocotb_tools.check_results import get_results
    from cocotb_tools.runner import get_runner

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cycles", type=int, default=600)
    ap.add_argument("--load", type=int, default=3, help="percent per input per cycle")
    ap.add_argument("--inject", default="", help="drop, corrupt or drop,corrupt")
    ap.add_argument("--build-dir", default=os.environ.get("BUILD_DIR", "/tmp/wormcast-drivers-cocotb"))
    ap.add_argument("--ip", default=str(ROOT / "verilog_out"), help="the IP's directory (wormcast gen -o DIR)")
    ap.add_argument("--top", default=None, help="its top module (default: the one .params in --ip, else the k = 8 default)")
    a = ap.parse_args()
    ip = Path(a.ip).resolve()
    top = a.top
    if top is None:
        cbs = sorted(f.stem for f in ip.glob("cb_switch_*.params"))
        top = cbs[0] if len(cbs) == 1 else DEFAULT_TOP
    if not (ip / f"{top}.params").exists():
        print(f"error: {ip / (top + '.params')} not found (--ip DIR: an IP from wormcast gen central-buffer -o DIR)")
        return 2
    runner = get_runner("icarus")
    runner.build(
        sources=[ip / f"{top}.v"],
        hdl_toplevel=top,
        build_dir=a.build_dir,
        timescale=("1ns", "1ps"),
    )
    xml = runner.test(
        hdl_toplevel=top,
        test_module="test_cb_random_multicast",
        build_dir=a.build_dir,
        results_xml=str(Path(a.build_dir).resolve() / "results.xml"),
        extra_env={
            "WORMCAST_SEED": str(a.seed),
            "WORMCAST_CYCLES": str(a.cycles),
            "WORMCAST_LOAD": str(a.load),
            "WORMCAST_INJECT": a.inject,
            "WORMCAST_IP": str(ip),
            "WORMCAST_TOP": top,
        },
    )
    tests, failed = get_results(Path(xml))
    print(f"test_cb_random_multicast: {tests} test(s), {failed} failed")
    return 1 if failed or not tests else 0


if __name__ == "__main__":
    sys.exit(main())
