//! The central-buffer multicast switch, SP2 style (multidestination-worms paper, Section 4):
//! K input ports ([`InPort`]: link FIFO, framer, route decode), the central buffer
//! ([`CbCore`]: chunk assemblers, NP/NC chunk lists, replication counters, free list,
//! virtual-cut-through reservation, crossbar bypass) and K output ports ([`OutPortRtl`]:
//! serialiser, prefetch, credits, link register).
//!
//! Golden model, register-level spec and timing: `wormcast_model::central_buffer`
//! (`CentralBufferSwitch`); the two agree cycle for cycle at every port.
//!
//! Ports (p = 0..K; ports `0..down` are down ports): in `in_tag[p]`, `in_data[p]` (link
//! flit), `credit_in[p]` (credit returned by the receiver behind output p), `rst`
//! (synchronous reset, active high; see "Reset" below); out `out_tag[p]`,
//! `out_data[p]` (registered link flit), `credit_out[p]` (one pulse per flit slot freed in
//! input FIFO p); status `free_count` (unreserved free chunks), `reserved` (chunks reserved
//! by admitted multicasts), `queue[p]` (packets queued for output p), `malformed_count`
//! (16 bits, wraps), `overflow` (a sender ignored its credits).
//!
//! Latency (cycles from a head flit on `in_tag[p]` to the head on `out_tag[q]`, idle switch):
//! crossbar bypass 2 + B (B = bit-string flits; the framer offers the head 1 + B cycles after
//! it arrives, and the link register adds one), central buffer K + 2 + B (the chunk
//! assembles in K - 1 more cycles, its write grant is registered, and, its output idle, it
//! goes to it at the edge that would write it: output forwarding), for any packet length
//! (NC forwarding). At k = 8, N = 16, W = 16 (B = 1): 3 and 11; N = 64 (B = 4): 6 and 14,
//! against the paper's 6 and 6 + 7 (Section 7.1). A queued header (output busy) takes two
//! cycles more: the read issue and the read. `wormcast bench-switch` measures them.
//!
//! Reset: rust-hdl 0.46 has no reset type, so `rst` is an ordinary input wired to every
//! child, synchronous and active high. While `rst` is high every `out_tag[p]`, `out_data[p]`
//! and `credit_out[p]` is 0 (gated after the link and credit registers) and the link inputs
//! are ignored. At every edge with `rst` high all control state returns to its power-on
//! value: input FIFOs (pointers, count, bypass registers), framers, route stores, chunk
//! assemblers and writer state, the write turn and both write-port arbiters, the reader
//! lists, the read port's arbiter and the read in flight, the free list (its init counter
//! hands out 0..C-1 again), the accounting (`free_count` = C, `reserved` = `up_used` = 0),
//! the output serialisers, prefetch buffers, link registers and credit counters (F credits
//! each), `malformed_count` = 0 and `overflow` = 0. The status outputs are registers and
//! show these values from the cycle after the first `rst` edge. RAM contents and data-only
//! registers (chunk, NP, NC and FIFO RAMs, assembler and serialiser lanes, the framer's held
//! header and bit-string) are not cleared: every word is written before it is read. The
//! exception is the replication counters' `reads` RAM, which must read 0 for every chunk:
//! after `rst` falls it is swept, one word per cycle, and the write port grants nothing
//! meanwhile. **D = C cycles**: with `rst` high last in cycle t the switch is in its power-on
//! state from cycle t + C + 1 (256 cycles at the default C = 256). One `rst` cycle is
//! enough; a longer pulse only delays the sweep. During the sweep the switch is live except
//! for chunk writes: input FIFOs accept flits and return credits as they drain, framers
//! run, unicasts to idle outputs take the crossbar bypass at the power-on latency, and
//! chunks are assembled and wait (a buffered packet's head leaves about C cycles later than
//! at power-on), so a neighbour sees back-pressure only through its credits.
//!
//! Reset, port contract (what a neighbour must do): the neighbours are reset with the switch
//! (same `rst`, same edge). While `rst` is high a neighbour sends idle flits and no credits
//! (the switch would ignore them). At the reset it sets its sender credit counter for the
//! link into input p back to F, drops the rest of any packet it was sending into input p
//! (the next flit it sends there must be a head), drops any partial packet it was receiving
//! from output p, and empties its receive FIFO behind output p without returning credits
//! for the flits dropped (the switch's credit counter for output p is F again). It need not
//! wait for the sweep. Packets inside the switch or on its links at the reset are lost;
//! every packet sent after it is delivered exactly once. Golden model:
//! `CentralBufferSwitch::cycle_rst`; three-way checks with resets in the middle of traffic:
//! `testbench/tests/central_buffer_reset.rs`.
//!
//! Structure: this block only wires its children (see [`crate::wiring`] for why).

pub mod buffer;
pub mod core;
pub mod readers;
pub mod write_port;
pub mod writers;

pub use self::core::{CbCore, CbCoreConfig};
use crate::inport::InPort;
use crate::outport::OutPortRtl;
use crate::wiring::{Wiring, WiringText};
use rust_hdl::prelude::*;
use wormcast_model::central_buffer::{CbParams, HeaderScheme};

#[derive(LogicBlock)]
pub struct CbSwitch<const K: usize, const W: usize, const B: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub in_tag: [Signal<In, Bits<2>>; K],
    pub in_data: [Signal<In, Bits<W>>; K],
    pub credit_in: [Signal<In, Bit>; K],
    pub out_tag: [Signal<Out, Bits<2>>; K],
    pub out_data: [Signal<Out, Bits<W>>; K],
    pub credit_out: [Signal<Out, Bit>; K],
    pub free_count: Signal<Out, Bits<9>>,
    pub reserved: Signal<Out, Bits<9>>,
    pub queue: [Signal<Out, Bits<8>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    pub inport: [InPort<K, W, B>; K],
    pub core: CbCore<K, W, P>,
    pub outport: [OutPortRtl<K, W>; K],
    text: WiringText,
}

use crate::consts::arr;

impl<const K: usize, const W: usize, const B: usize, const P: usize> CbSwitch<K, W, B, P> {
    /// The switch for `p` (validated; `p.k()`, `p.route.w` and the bit-string length must
    /// equal K, W and B).
    pub fn new(p: &CbParams) -> Result<Self, String> {
        p.validate()?;
        let r = &p.route;
        if r.k != K || r.w != W || r.bitstring_flits() != B || (1usize << P) != K {
            return Err(format!(
                "CbSwitch<{K},{W},{B},{P}> built for k={} w={} bit-string flits={}",
                r.k,
                r.w,
                r.bitstring_flits()
            ));
        }
        let cfg = CbCoreConfig {
            chunks: p.chunks,
            down: r.down,
            shared: p.scheme == HeaderScheme::Shared,
            bypass: p.bypass,
            down_reserve: p.down_reserve(),
            max_len: p.max_len as usize,
        };
        let mut s = CbSwitch {
            clock: Default::default(),
            rst: Default::default(),
            in_tag: arr(),
            in_data: arr(),
            credit_in: arr(),
            out_tag: arr(),
            out_data: arr(),
            credit_out: arr(),
            free_count: Default::default(),
            reserved: Default::default(),
            queue: arr(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            inport: std::array::from_fn(|i| {
                InPort::new(r.down, i, r.policy, &r.reach, p.fifo, p.max_len)
            }),
            core: CbCore::new(&cfg),
            outport: std::array::from_fn(|_| OutPortRtl::new(p.fifo)),
            text: Default::default(),
        };
        let mut w = Wiring::verilog();
        s.wire(&mut w);
        s.text = w.text();
        Ok(s)
    }

    fn wire(&mut self, w: &mut Wiring) {
        let c = &mut self.core;
        w.clock(&mut c.clock, "core$clock", &self.clock);
        w.w(&mut c.rst, "core$rst", &self.rst, "rst");
        for i in 0..K {
            let ip = &mut self.inport[i];
            let n = |s: &str| format!("inport${i}${s}");
            w.clock(&mut ip.clock, &n("clock"), &self.clock);
            w.w(&mut ip.rst, &n("rst"), &self.rst, "rst");
            w.w(
                &mut ip.in_tag,
                &n("in_tag"),
                &self.in_tag[i],
                &format!("in_tag${i}"),
            );
            w.w(
                &mut ip.in_data,
                &n("in_data"),
                &self.in_data[i],
                &format!("in_data${i}"),
            );
            w.w(
                &mut ip.out_ready,
                &n("out_ready"),
                &c.taken[i],
                &format!("core$taken${i}"),
            );
            for j in 0..K {
                w.w(
                    &mut ip.up_credits[j],
                    &n(&format!("up_credits${j}")),
                    &c.up_cred[j],
                    &format!("core$up_cred${j}"),
                );
            }
            let cn = |s: &str| format!("core${s}${i}");
            w.w(&mut c.of_v[i], &cn("of_v"), &ip.out_valid, &n("out_valid"));
            w.w(&mut c.of_tag[i], &cn("of_tag"), &ip.out_tag, &n("out_tag"));
            w.w(
                &mut c.of_data[i],
                &cn("of_data"),
                &ip.out_data,
                &n("out_data"),
            );
            w.w(
                &mut c.of_mask[i],
                &cn("of_mask"),
                &ip.route_mask,
                &n("route_mask"),
            );
            w.w(&mut c.of_ks[i], &cn("of_ks"), &ip.route_ks, &n("route_ks"));
            w.w(&mut c.of_mc[i], &cn("of_mc"), &ip.route_mc, &n("route_mc"));
            w.w(
                &mut c.in_bad[i],
                &cn("in_bad"),
                &ip.malformed,
                &n("malformed"),
            );
            w.w(
                &mut c.in_overflow[i],
                &cn("in_overflow"),
                &ip.overflow,
                &n("overflow"),
            );
            w.w(
                &mut self.credit_out[i],
                &format!("credit_out${i}"),
                &ip.credit_out,
                &n("credit_out"),
            );
        }
        for o in 0..K {
            let op = &mut self.outport[o];
            let n = |s: &str| format!("outport${o}${s}");
            let cn = |s: &str| format!("core${s}${o}");
            w.clock(&mut op.clock, &n("clock"), &self.clock);
            w.w(&mut op.rst, &n("rst"), &self.rst, "rst");
            w.w(&mut op.bypass_v, &n("bypass_v"), &c.xb_v[o], &cn("xb_v"));
            w.w(
                &mut op.bypass_tag,
                &n("bypass_tag"),
                &c.xb_tag[o],
                &cn("xb_tag"),
            );
            w.w(
                &mut op.bypass_data,
                &n("bypass_data"),
                &c.xb_data[o],
                &cn("xb_data"),
            );
            w.w(&mut op.hold, &n("hold"), &c.hold[o], &cn("hold"));
            w.w(&mut op.arr_v, &n("arr_v"), &c.arr_v[o], &cn("arr_v"));
            w.w(&mut op.arr_n, &n("arr_n"), &c.arr_n, "core$arr_n");
            for j in 0..K {
                w.w(
                    &mut op.arr_tag[j],
                    &n(&format!("arr_tag${j}")),
                    &c.arr_tag[j],
                    &format!("core$arr_tag${j}"),
                );
                w.w(
                    &mut op.arr_data[j],
                    &n(&format!("arr_data${j}")),
                    &c.arr_data[j],
                    &format!("core$arr_data${j}"),
                );
            }
            w.w(
                &mut op.credit_in,
                &n("credit_in"),
                &self.credit_in[o],
                &format!("credit_in${o}"),
            );
            w.w(
                &mut c.op_credits[o],
                &cn("op_credits"),
                &op.credits,
                &n("credits"),
            );
            w.w(
                &mut c.op_can_prefetch[o],
                &cn("op_can_prefetch"),
                &op.can_prefetch,
                &n("can_prefetch"),
            );
            w.w(
                &mut c.op_idle_next[o],
                &cn("op_idle_next"),
                &op.idle_next,
                &n("idle_next"),
            );
            w.w(
                &mut self.out_tag[o],
                &format!("out_tag${o}"),
                &op.link_tag,
                &n("link_tag"),
            );
            w.w(
                &mut self.out_data[o],
                &format!("out_data${o}"),
                &op.link_data,
                &n("link_data"),
            );
            w.w(
                &mut self.queue[o],
                &format!("queue${o}"),
                &c.queue[o],
                &cn("queue"),
            );
        }
        w.w(
            &mut self.free_count,
            "free_count",
            &c.free_count,
            "core$free_count",
        );
        w.w(&mut self.reserved, "reserved", &c.reserved, "core$reserved");
        w.w(
            &mut self.malformed_count,
            "malformed_count",
            &c.malformed_count,
            "core$malformed_count",
        );
        w.w(&mut self.overflow, "overflow", &c.overflow, "core$overflow");
    }
}

impl<const K: usize, const W: usize, const B: usize, const P: usize> Logic
    for CbSwitch<K, W, B, P>
{
    fn update(&mut self) {
        self.wire(&mut Wiring::sim())
    }
    fn connect(&mut self) {
        self.wire(&mut Wiring::connect())
    }
    fn hdl(&self) -> Verilog {
        self.text.verilog()
    }
}
