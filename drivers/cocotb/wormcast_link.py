"""cocotb drivers for the links of the wormcast fat-tree switches (``cb_switch_*``, ``ib_switch_*``).

The Python twin of ``drivers/sv/wormcast_link.sv`` (same link protocol, packet format,
self-checking payload and checks), for cocotb 2 (``pip install cocotb``; Icarus Verilog; cocotb 2
needs Verilator 5.036 or later).

* :class:`SwitchParams` - the switch's ``.params`` file (k, down, w, nodes, fifo, max_len, ...).
* :class:`Packet`, :func:`build_flits` - the packet builder.
* :class:`LinkSender` - drives ``in_tag_p``/``in_data_p`` of one input, keeps the credit counter
  (starts at ``fifo``), takes ``credit_out_p``.
* :class:`LinkReceiver` - watches ``out_tag_p``/``out_data_p`` of one output, returns one
  ``credit_in_p`` pulse per flit it takes (at a chosen stall rate), frames and checks packets.
* :class:`Scoreboard` - exactly-once delivery over all ports of one switch.

The link (per port p; ``model/src/link.rs``, ``model/src/packet.rs``)
  forward: one flit per cycle, ``tag`` 0 idle, 1 head, 2 body, 3 tail, ``data`` W bits;
  backward: ``credit_out_p`` pulses once per flit that left the switch's input FIFO of
  ``fifo`` flits; the user pulses ``credit_in_p`` once per flit taken from output p (the
  switch's counter for that output starts at ``fifo``).
Packet: head (``[W-1]`` multicast, ``[W-2:W-5]`` LCA count, ``[W-6:0]`` length in flits, all
flits counted), B = ceil(N/W) bit-string flits (flit 1+b bit j = node b*W+j), payload (>= 1 flit),
the last flit tagged tail. LCA count > 0: the switch sends it up (one of ports down..k-1) with the
count decremented; count 0: to every down port p whose nodes (p*N/down .. (p+1)*N/down-1 for
``wormcast gen``'s switches) meet the bit-string, the whole packet unchanged on each.

Timing: the switch samples everything at the rising edge, from the first one on: create the
drivers (they set the inputs to idle and no credit at once) before starting the clock, with
the switch's synchronous ``rst`` high for a few edges (the example holds it for 4); around a
later reset, build new drivers (credits full, no packet): packets in flight are lost. These drivers act once per cycle at the falling edge: they read
the switch's (registered) outputs of this cycle and write its inputs for the next rising edge.
A credit read in cycle c lets the sender send from cycle c + 1; a flit read in cycle c can be
credited from cycle c + 1 (as ``testbench/src/switch_traffic.rs`` and the SV drivers do).

Self-checking payload: payload flit 0 = seq, flit 1 = src, flit i >= 2 = ``payload_word(w, src,
seq, i)``; so a packet built here has at least 2 payload flits.
"""

from __future__ import annotations

import random
import tomllib
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import cocotb
from cocotb.triggers import FallingEdge

TAG_IDLE, TAG_HEAD, TAG_BODY, TAG_TAIL = 0, 1, 2, 3
LCA_BITS = 4
_M32 = 0xFFFF_FFFF


def rng_next(s: int) -> int:
    """xorshift32, as ``wormcast_link_pkg::rng_next``."""
    x = s & _M32
    x ^= (x << 13) & _M32
    x ^= x >> 17
    x ^= (x << 5) & _M32
    return x


def payload_word(w: int, src: int, seq: int, i: int) -> int:
    """Payload flit ``i >= 2`` of packet (src, seq), as ``wormcast_link_pkg::payload_word``."""
    x = (((src & 255) << 24) ^ ((seq & 0xFFFF) << 8) ^ i ^ 0x9E3779B9) & _M32
    return rng_next(rng_next(x)) & ((1 << w) - 1)


def head_word(w: int, mc: bool, lca: int, length: int) -> int:
    lb = w - 1 - LCA_BITS
    return (int(mc) << (w - 1)) | ((lca & 15) << lb) | (length & ((1 << lb) - 1))


def head_len(w: int, d: int) -> int:
    return d & ((1 << (w - 1 - LCA_BITS)) - 1)


def head_lca(w: int, d: int) -> int:
    return (d >> (w - 1 - LCA_BITS)) & 15


def head_mc(w: int, d: int) -> bool:
    return bool((d >> (w - 1)) & 1)


def bitstring_flits(nodes: int, w: int) -> int:
    return (nodes + w - 1) // w


@dataclass
class SwitchParams:
    """What a testbench needs from a switch's ``.params`` file."""

    top: str
    k: int
    down: int
    w: int
    nodes: int
    fifo: int
    max_len: int
    chunks: int | None = None

    @property
    def b(self) -> int:
        return bitstring_flits(self.nodes, self.w)

    def down_ports(self, dests: int) -> int:
        """Port mask of the down ports whose nodes meet ``dests`` (``wormcast gen``'s reach:
        down port p holds nodes p*N/down .. (p+1)*N/down - 1)."""
        per = self.nodes // self.down
        m = 0
        for n in range(self.nodes):
            if dests >> n & 1 and n // per < self.down:
                m |= 1 << (n // per)
        return m

    @property
    def up_mask(self) -> int:
        return ((1 << self.k) - 1) & ~((1 << self.down) - 1)

    @staticmethod
    def from_file(path: str | Path) -> SwitchParams:
        p = tomllib.loads(Path(path).read_text())
        return SwitchParams(
            top=p["top"],
            k=p["k"],
            down=p["down"],
            w=p["w"],
            nodes=p["nodes"],
            fifo=p["fifo"],
            max_len=p["max_len"],
            chunks=p.get("chunks"),
        )


@dataclass
class Packet:
    """A packet to send: destination node set (bit d = node d), LCA count, payload flits (>= 2),
    and the ids carried in the payload."""

    src: int
    seq: int
    dests: int
    lca: int = 0
    payload: int = 2
    mc: bool | None = None  # head multicast bit; None: set when more than one destination
    corrupt: bool = False  # fault injection: flip bit 0 of the last payload flit

    def length(self, p: SwitchParams) -> int:
        return 1 + p.b + self.payload

    def head(self, p: SwitchParams) -> int:
        mc = self.mc if self.mc is not None else bin(self.dests).count("1") > 1
        return head_word(p.w, mc, self.lca, self.length(p))


def build_flits(pkt: Packet, p: SwitchParams) -> list[tuple[int, int]]:
    """The packet's flits as (tag, data)."""
    if pkt.dests == 0:
        raise ValueError(f"packet src {pkt.src} seq {pkt.seq}: no destination")
    if pkt.payload < 2 or pkt.length(p) > p.max_len:
        raise ValueError(
            f"packet src {pkt.src} seq {pkt.seq}: {pkt.payload} payload flits "
            f"(2..{p.max_len - 1 - p.b} for max_len {p.max_len})"
        )
    wm = (1 << p.w) - 1
    flits = [(TAG_HEAD, pkt.head(p))]
    for b in range(p.b):
        flits.append((TAG_BODY, (pkt.dests >> (b * p.w)) & wm))
    pay = [pkt.seq & wm, pkt.src & wm]
    pay += [payload_word(p.w, pkt.src, pkt.seq, i) for i in range(2, pkt.payload)]
    if pkt.corrupt:
        pay[-1] ^= 1
    for i, d in enumerate(pay):
        flits.append((TAG_TAIL if i == len(pay) - 1 else TAG_BODY, d))
    return flits


class LinkSender:
    """Sends packets into one switch input, obeying the credits.

    ``tag``, ``data``: the switch's ``in_tag_p``/``in_data_p``; ``credit``: its
    ``credit_out_p``. :meth:`send` queues a packet; :meth:`start` runs the sender (one flit per
    cycle while it has credit). ``credits`` is the counter (starts at ``params.fifo``),
    ``errors`` lists protocol errors (a credit beyond ``fifo``)."""

    def __init__(self, clock, tag, data, credit, params: SwitchParams, name: str = "sender"):
        self.clock, self.tag, self.data, self.credit = clock, tag, data, credit
        self.p = params
        self.name = name
        self.credits = params.fifo
        self.flits: deque[tuple[int, int]] = deque()
        self.errors: list[str] = []
        self.cycle = 0
        self.tag.value = TAG_IDLE
        self.data.value = 0

    def send(self, pkt: Packet) -> None:
        self.flits.extend(build_flits(pkt, self.p))

    @property
    def idle(self) -> bool:
        return not self.flits

    def step(self) -> None:
        """One cycle (call at the falling edge)."""
        if self.credits > 0 and self.flits:
            t, d = self.flits.popleft()
            self.credits -= 1
        else:
            t, d = TAG_IDLE, 0
        self.tag.value = t
        self.data.value = d
        if int(self.credit.value):
            self.credits += 1
            if self.credits > self.p.fifo:
                self.errors.append(
                    f"{self.name}: ERROR at cycle {self.cycle}: credit returned beyond {self.p.fifo}"
                )
                self.credits = self.p.fifo
        self.cycle += 1

    async def _run(self) -> None:
        while True:
            await FallingEdge(self.clock)
            self.step()

    def start(self):
        return cocotb.start_soon(self._run())


@dataclass
class Received:
    """A packet framed by a :class:`LinkReceiver`."""

    port: int
    cycle: int
    head: int
    dests: int
    length: int
    src: int
    seq: int
    bad: bool
    flits: list[tuple[int, int]] = field(default_factory=list)


class LinkReceiver:
    """Takes the flits of one switch output, returns credits, frames and checks packets.

    ``tag``, ``data``: ``out_tag_p``/``out_data_p``; ``credit``: ``credit_in_p``. ``stall``:
    per cycle, the probability that the receiver takes no flit (0 = line rate; it may be
    changed at any time). It buffers up to ``params.fifo`` flits (the switch's credit for this
    output). ``on_packet(Received)`` is called for each packet. Checks (each failure appended to
    ``errors``): a flit arriving with ``fifo`` flits held, a body/tail outside a packet, a head
    inside one, a tail in the bit-string, a tail anywhere but at the head's length, an empty
    bit-string, and (``check_payload``) the self-checking payload."""

    def __init__(
        self,
        clock,
        tag,
        data,
        credit,
        params: SwitchParams,
        port: int,
        stall: float = 0.0,
        seed: int = 1,
        check_payload: bool = True,
        on_packet: Callable[[Received], None] | None = None,
    ):
        self.clock, self.tag, self.data, self.credit = clock, tag, data, credit
        self.p = params
        self.port = port
        self.stall = stall
        self.rng = random.Random(seed)
        self.check_payload = check_payload
        self.on_packet = on_packet
        self.held = 0
        self.errors: list[str] = []
        self.packets = 0
        self.flit_count = 0
        self.cycle = 0
        self.cur: list[tuple[int, int]] | None = None
        self.credit.value = 0

    @property
    def in_packet(self) -> bool:
        return self.cur is not None

    def _err(self, msg: str) -> None:
        self.errors.append(f"receiver[{self.port}]: ERROR at cycle {self.cycle}: {msg}")

    def step(self) -> None:
        """One cycle (call at the falling edge)."""
        # credit for this cycle: one flit held before this cycle, unless stalled
        take = self.held > 0 and self.rng.random() >= self.stall
        self.credit.value = int(take)
        self.held -= int(take)
        t = int(self.tag.value)
        if t != TAG_IDLE:
            d = int(self.data.value)
            self.flit_count += 1
            self.held += 1
            if self.held > self.p.fifo:
                self._err(f"flit arrived without credit ({self.held - 1} held)")
            if t == TAG_HEAD:
                if self.cur is not None:
                    self._err(f"head inside a packet (flit {len(self.cur)})")
                self.cur = [(t, d)]
            elif self.cur is None:
                self._err(f"{'tail' if t == TAG_TAIL else 'body'} flit {d:#x} outside a packet")
            else:
                self.cur.append((t, d))
                if t == TAG_TAIL or len(self.cur) == head_len(self.p.w, self.cur[0][1]):
                    self._frame(self.cur)
                    self.cur = None
        self.cycle += 1

    def _frame(self, fl: list[tuple[int, int]]) -> None:
        p = self.p
        head = fl[0][1]
        length = head_len(p.w, head)
        bad = False
        dests = 0
        for b in range(p.b):
            if 1 + b < len(fl):
                dests |= fl[1 + b][1] << (b * p.w)
                if fl[1 + b][0] != TAG_BODY:
                    self._err(f"tail in the bit-string (flit {1 + b})")
                    bad = True
        dests &= (1 << p.nodes) - 1
        pay = fl[1 + p.b :]
        seq = pay[0][1] if len(pay) > 0 else -1
        src = pay[1][1] if len(pay) > 1 else -1
        who = f"packet src {src} seq {seq}"
        if len(fl) != length:
            self._err(f"{who}: {len(fl)} flits, head says length {length}")
            bad = True
        if fl[-1][0] != TAG_TAIL:
            self._err(f"{who}: flit {len(fl) - 1} of {length} is not a tail")
            bad = True
        if dests == 0:
            self._err(f"{who}: empty bit-string")
            bad = True
        if self.check_payload:
            if len(pay) < 2:
                self._err(f"{who}: {len(pay)} payload flits, the self-checking payload has >= 2")
                bad = True
            for i in range(2, len(pay)):
                want = payload_word(p.w, src, seq, i)
                if pay[i][1] != want:
                    self._err(f"{who}: payload flit {i} is {pay[i][1]:#x}, expected {want:#x}")
                    bad = True
        self.packets += 1
        if self.on_packet:
            self.on_packet(Received(self.port, self.cycle, head, dests, length, src, seq, bad, fl))

    async def _run(self) -> None:
        while True:
            await FallingEdge(self.clock)
            self.step()

    def start(self):
        return cocotb.start_soon(self._run())


class Scoreboard:
    """Exactly-once delivery for one switch: a packet with LCA count 0 must arrive once at
    every down port whose nodes meet its bit-string and nowhere else; with count c > 0 once at
    one up port, head count c - 1. Each copy must carry the sent head and bit-string.
    :meth:`expect` when a packet is sent, :meth:`deliver` as the receivers' ``on_packet``,
    :meth:`final_check` after the drain; ``errors`` lists every failure."""

    def __init__(self, params: SwitchParams):
        self.p = params
        self.want: dict[tuple[int, int], tuple[int, bool, int, int]] = {}
        self.got: dict[tuple[int, int], list[int]] = {}
        self.errors: list[str] = []
        self.copies = 0
        self.kinds = {"unicast": 0, "multicast": 0, "up": 0}

    def expect(self, pkt: Packet) -> None:
        p = self.p
        key = (pkt.src, pkt.seq)
        if key in self.want:
            self.errors.append(f"scoreboard: ERROR: source {pkt.src} reused seq {pkt.seq}")
        up = pkt.lca > 0
        head = pkt.head(p)
        if up:
            head = head_word(p.w, head_mc(p.w, head), pkt.lca - 1, head_len(p.w, head))
        ports = p.up_mask if up else p.down_ports(pkt.dests)
        if ports == 0:
            self.errors.append(f"scoreboard: ERROR: source {pkt.src} seq {pkt.seq} reaches no port")
        self.want[key] = (ports, up, head, pkt.dests)
        self.got[key] = []
        kind = "up" if up else ("multicast" if bin(ports).count("1") > 1 else "unicast")
        self.kinds[kind] += 1

    def deliver(self, r: Received) -> None:
        self.copies += 1
        key = (r.src, r.seq)
        where = f"scoreboard: ERROR at cycle {r.cycle}: port {r.port}: packet src {r.src} seq {r.seq}"
        if key not in self.want:
            self.errors.append(f"{where}: unknown packet")
            return
        ports, up, head, dests = self.want[key]
        got = self.got[key]
        if not ports >> r.port & 1:
            self.errors.append(f"{where}: was not routed here (ports {ports:#x})")
        elif r.port in got or (up and got):
            self.errors.append(f"{where}: delivered twice (ports so far {got})")
        got.append(r.port)
        if not r.bad and (r.head != head or r.dests != dests):
            self.errors.append(
                f"{where}: header {r.head:#x}/{r.dests:#x}, expected {head:#x}/{dests:#x}"
            )

    @property
    def outstanding(self) -> int:
        n = 0
        for key, (ports, up, _, _) in self.want.items():
            n += (1 if up else bin(ports).count("1")) - len(set(self.got[key]) & _bits(ports))
        return n

    def final_check(self) -> list[str]:
        for (src, seq), (ports, up, _, _) in sorted(self.want.items()):
            got = self.got[(src, seq)]
            mask = sum(1 << q for q in set(got))
            ok = (len(got) == 1 and mask & ports) if up else (sorted(got) == sorted(_bits(ports)))
            if not ok:
                self.errors.append(
                    f"scoreboard: ERROR: packet src {src} seq {seq} delivered to ports {mask:#x}, "
                    f"expected {'one of ' if up else ''}{ports:#x}"
                )
        return self.errors

    def summary(self) -> str:
        k = self.kinds
        return (
            f"{len(self.want)} packets sent ({k['unicast']} unicast, {k['multicast']} multicast, "
            f"{k['up']} up), {self.copies} copies delivered"
        )


def _bits(m: int) -> set[int]:
    return {i for i in range(m.bit_length()) if m >> i & 1}
