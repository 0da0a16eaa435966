//! The input-buffered multicast switch (multidestination-worms paper, Section 5) in three
//! organisations behind one parameter, all with the same ports and the same behaviour at the
//! links (golden model `wormcast_model::input_buffered::InputBufferedSwitch`, matched cycle
//! for cycle at every output port, with no output delay in any organisation):
//!
//! * chunk-wide (Section 5.1, Figure 10): chunk-wide input buffer read, chunk-wide crossbar
//!   (per output, k flit multiplexers choosing among the k inputs' lanes, all in the cycle
//!   the read completes) into the [`IbOutPort`]'s (k-1)-flit register plus the link register
//!   (the paper's k-flit output register);
//! * register staircase (Section 5.2.1, Figures 11 and 12): chunk-wide buffer read, then flit
//!   j of the chunk is peeled off in cycle j through a staircase of registers per input
//!   buffer; only flit-wide paths cross to the outputs: per output one flit-wide multiplexer
//!   per lane j choosing among the k inputs' lane j (the paper's k^2 flit multiplexers), and
//!   in the [`IbOutPort`] one choosing the lane (the + k) in front of the one-flit link
//!   register;
//! * split RAM (Section 5.2.2, Figure 13): k flit-wide RAMs per input, flit j of a chunk read
//!   from RAM j one cycle after flit j-1; the same flit-wide paths and one-flit registers.
//!
//! Every scheduling decision (requests, which output reads which chunk when, frees, credits)
//! is the same logic in all three (the [`core::IbCore`]); only the data path differs. A read
//! is decided (registered grant; issued at the next edge, completing at the one after) only
//! when the output's credits cover the whole chunk (and its stream has at most two flits
//! left), so a chunk whose read completes in cycle t sends flit j at the edge ending cycle
//! t + j without a stall: the reduced organisations need no output buffer beyond the link
//! register (Section 5.3), and all three show the golden model's flits at every cycle (no
//! output delay). Cut-through (our addition to Section 5, the same in all three): an idle
//! output takes a packet arriving at an empty input buffer flit by flit from the input
//! port's offer, one edge after the input's writer takes it (through the register tap
//! [`cut_tap::IbCutTap`]), into its link register (see the golden model's module doc,
//! "Cut-through" and "Late cut-through"). The readers decide in two stages (eligibility, then
//! the arbiters reading only its registers: `IbConfig::staged`).
//!
//! Ports (the model's PortSpecs; rust-hdl names): `in_tag$p`, `in_data$p`, `credit_in$p`,
//! `rst` in;
//! `out_tag$p`, `out_data$p`, `credit_out$p`, `used$p`, `malformed_count`, `overflow` out.
//! Latency: as the model (the head offered by the framer 1 + B cycles after it is on the
//! link, each flit written into the input buffer as it is taken, the chunk committed with its
//! last flit; an idle output cuts a packet arriving at an empty buffer through, taking each
//! flit into its link register at the edge after the writer takes it; otherwise the read is
//! decided from the staged eligibility, issued the next cycle and its completion one cycle
//! later sends flit 0): B + 3 cycles head in to head out on an idle switch at any k, 4 at
//! N = 16, 7 at N = 64). Revision 3 (both `IbConfig::staged` and `IbConfig::late_cut` off):
//! B + 2.
//!
//! Reset: `rst` is synchronous and active high (rust-hdl 0.46 has no reset type: an
//! ordinary input wired to every child). While `rst` is high every `out_tag$p`,
//! `out_data$p` and `credit_out$p` is 0 and the link inputs are ignored. At every edge with
//! `rst` high all control state returns to its power-on value: input FIFOs, framers and
//! route stores, the writers (assembly position, slot pointers), the input buffers' counts,
//! head packets and read counters, the request queues, packets being read, reads in flight
//! and arbiters, the output streams, link registers and credit counters (F credits each),
//! `malformed_count` = 0 and `overflow` = 0. The status outputs (`used$p`,
//! `malformed_count`, `overflow`) come from registers (`malformed_count` through one 16-bit
//! adder, [`crate::malformed::MalformedCounter`]'s `total`: register it where it leaves the
//! switch for a fast clock) and show these values from the cycle after the first `rst`
//! edge. RAM contents and data-only registers are not cleared (each word is written before
//! it is used). Nothing needs sweeping (the model's per-chunk replication
//! counters are per-output read counters of the head packet here, which are registers):
//! **D = 0**, the switch is in its power-on state from the cycle after `rst` falls, in every
//! organisation. One `rst` cycle is enough.
//!
//! Reset, port contract (what a neighbour must do): the neighbours are reset with the switch
//! (same `rst`, same edge). While `rst` is high a neighbour sends idle flits and no credits
//! (the switch would ignore them). At the reset it sets its sender credit counter for the
//! link into input p back to F, drops the rest of any packet it was sending into input p
//! (the next flit it sends there must be a head), drops any partial packet it was receiving
//! from output p, and empties its receive FIFO behind output p without returning credits for
//! the flits dropped (the switch's credit counter for output p is F again). Packets inside
//! the switch or on its links at the reset are lost; every packet sent after it is delivered
//! exactly once. Golden model: `InputBufferedSwitch::cycle_rst`; three-way checks with resets
//! in the middle of traffic: `testbench/tests/input_buffered_reset.rs`.
//!
//! Structure: a wiring top (this block; all wiring through [`Wiring`], because `#[hdl_gen]`
//! mis-emits `self.child[i].array_port[j]`) around k [`InPort`]s, one [`core::IbCore`] with
//! flat ports, and k output blocks. The core is itself a wiring block around the model's
//! three parts: [`writers::IbWriters`] (chunk assembly), the input buffers in two blocks,
//! [`buffer::IbBuffer`] (their bookkeeping: committed chunks, head packets, frees) and
//! [`lanes::IbLanes`] (their lane RAMs and the organisation's read data path, the only
//! block in which the organisations differ), and the readers in two blocks,
//! [`readers::IbReaders`] (request queues, arbitration, reads in flight) and
//! [`completions::IbCompletions`] (the completing chunks and the crossbar to the output
//! ports): the golden model's `IbWriters`, `IbBuffer` and `IbReaders`. The writers have their
//! own three-way check at their ports (`testbench/tests/input_buffered_parts.rs`); the
//! others are checked through the switch.

pub mod buffer;
pub mod completions;
pub mod core;
pub mod cut_tap;
pub mod lanes;
pub mod outbank;
pub mod readers;
pub mod reqq;
pub mod writers;

use self::core::IbCore;
use crate::inport::InPort;
use crate::route::UpPolicy;
use crate::wiring::{Wiring, WiringText};
pub use outbank::IbOutPort;
use rust_hdl::prelude::*;

pub use self::core::{ORG_CHUNK_WIDE, ORG_SPLIT_RAM, ORG_STAIRCASE};

/// The switch: K ports of W-bit flits, B bit-string flits, P = arbiter pointer bits.
#[derive(LogicBlock)]
pub struct IbSwitch<const K: usize, const W: usize, const B: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub in_tag: [Signal<In, Bits<2>>; K],
    pub in_data: [Signal<In, Bits<W>>; K],
    pub credit_in: [Signal<In, Bit>; K],
    pub out_tag: [Signal<Out, Bits<2>>; K],
    pub out_data: [Signal<Out, Bits<W>>; K],
    pub credit_out: [Signal<Out, Bit>; K],
    pub used: [Signal<Out, Bits<9>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    pub inport: Vec<InPort<K, W, B>>,
    pub core: IbCore<K, W, P>,
    pub outport: Vec<IbOutPort<K, W>>,
    text: WiringText,
}

/// Construction parameters (the model's `IbParams`, flattened to what the RTL needs).
#[derive(Clone, Debug)]
pub struct IbConfig {
    pub org: u64,
    pub down: usize,
    pub policy: UpPolicy,
    pub reach: Vec<Vec<u64>>,
    pub fifo: usize,
    pub max_len: u64,
    /// Buffer chunks per input.
    pub chunks: usize,
    /// The readers' decision in two pipeline stages (the golden model's
    /// `staged_eligibility`); true in the default (revision 4), false is revision 3.
    pub staged: bool,
    /// Cut-through acting on the writers' takes of the last edge (the golden model's
    /// `late_cut`); true in the default (revision 4), false is revision 3.
    pub late_cut: bool,
}

impl<const K: usize, const W: usize, const B: usize, const P: usize> IbSwitch<K, W, B, P> {
    pub fn new(c: &IbConfig) -> Self {
        let chunk_wide = c.org == ORG_CHUNK_WIDE;
        let mut s = IbSwitch {
            clock: Default::default(),
            rst: Default::default(),
            in_tag: std::array::from_fn(|_| Default::default()),
            in_data: std::array::from_fn(|_| Default::default()),
            credit_in: std::array::from_fn(|_| Default::default()),
            out_tag: std::array::from_fn(|_| Default::default()),
            out_data: std::array::from_fn(|_| Default::default()),
            credit_out: std::array::from_fn(|_| Default::default()),
            used: std::array::from_fn(|_| Default::default()),
            malformed_count: Default::default(),
            overflow: Default::default(),
            inport: (0..K)
                .map(|i| InPort::new(c.down, i, c.policy, &c.reach, c.fifo, c.max_len))
                .collect(),
            core: IbCore::new(c.org, c.chunks, c.max_len, c.staged, c.late_cut),
            outport: (0..K)
                .map(|_| IbOutPort::new(c.fifo, chunk_wide, c.staged))
                .collect(),
            text: WiringText::default(),
        };
        let mut w = Wiring::verilog();
        s.wire(&mut w);
        s.text = w.text();
        s
    }

    /// The wiring of the top, used for simulation, `connect` and Verilog (see [`Wiring`]).
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
                &c.out_ready[i],
                &format!("core$out_ready${i}"),
            );
            for o in 0..K {
                w.w(
                    &mut ip.up_credits[o],
                    &n(&format!("up_credits${o}")),
                    &c.upc[o],
                    &format!("core$upc${o}"),
                );
            }
            let cn = |s: &str| format!("core${s}${i}");
            w.w(
                &mut c.off_v[i],
                &cn("off_v"),
                &ip.out_valid,
                &n("out_valid"),
            );
            w.w(
                &mut c.off_tag[i],
                &cn("off_tag"),
                &ip.out_tag,
                &n("out_tag"),
            );
            w.w(
                &mut c.off_body[i],
                &cn("off_body"),
                &ip.out_body,
                &n("out_body"),
            );
            w.w(
                &mut c.off_tail[i],
                &cn("off_tail"),
                &ip.out_tail,
                &n("out_tail"),
            );
            w.w(
                &mut c.off_data[i],
                &cn("off_data"),
                &ip.out_data,
                &n("out_data"),
            );
            w.w(
                &mut c.off_mask[i],
                &cn("off_mask"),
                &ip.route_mask,
                &n("route_mask"),
            );
            w.w(&mut c.mbad[i], &cn("mbad"), &ip.malformed, &n("malformed"));
            w.w(&mut c.ovf[i], &cn("ovf"), &ip.overflow, &n("overflow"));
            w.w(
                &mut self.credit_out[i],
                &format!("credit_out${i}"),
                &ip.credit_out,
                &n("credit_out"),
            );
            w.w(
                &mut self.used[i],
                &format!("used${i}"),
                &c.used[i],
                &cn("used"),
            );
        }
        w.w(
            &mut self.malformed_count,
            "malformed_count",
            &c.malformed_count,
            "core$malformed_count",
        );
        w.w(&mut self.overflow, "overflow", &c.overflow, "core$overflow");
        for o in 0..K {
            let cn = |s: &str| format!("core${s}${o}");
            let ot = format!("out_tag${o}");
            let od = format!("out_data${o}");
            let op = &mut self.outport[o];
            let n = |s: &str| format!("outport${o}${s}");
            w.clock(&mut op.clock, &n("clock"), &self.clock);
            w.w(&mut op.rst, &n("rst"), &self.rst, "rst");
            w.w(&mut op.arr_v, &n("arr_v"), &c.arr_v[o], &cn("arr_v"));
            w.w(&mut op.arr_n, &n("arr_n"), &c.arr_n[o], &cn("arr_n"));
            w.w(
                &mut op.arr_tag,
                &n("arr_tag"),
                &c.arr_tag[o],
                &cn("arr_tag"),
            );
            w.w(
                &mut op.arr_last,
                &n("arr_last"),
                &c.arr_last[o],
                &cn("arr_last"),
            );
            for j in 0..K {
                let x = o * K + j;
                w.w(
                    &mut op.lane_data[j],
                    &n(&format!("lane_data${j}")),
                    &c.lane_data[x],
                    &format!("core$lane_data${x}"),
                );
            }
            w.w(
                &mut op.credit_in,
                &n("credit_in"),
                &self.credit_in[o],
                &format!("credit_in${o}"),
            );
            w.w(
                &mut c.can_issue[o],
                &cn("can_issue"),
                &op.can_issue,
                &n("can_issue"),
            );
            w.w(&mut c.ask_ok[o], &cn("ask_ok"), &op.ask_ok, &n("ask_ok"));
            w.w(&mut c.ocred[o], &cn("ocred"), &op.credits, &n("credits"));
            w.w(&mut c.empty[o], &cn("empty"), &op.empty, &n("empty"));
            w.w(&mut c.cred_k[o], &cn("cred_k"), &op.cred_k, &n("cred_k"));
            w.w(&mut op.ct_v, &n("ct_v"), &c.ct_v[o], &cn("ct_v"));
            w.w(&mut op.ct_tag, &n("ct_tag"), &c.ct_tag[o], &cn("ct_tag"));
            w.w(
                &mut op.ct_data,
                &n("ct_data"),
                &c.ct_data[o],
                &cn("ct_data"),
            );
            w.w(&mut op.dec_v, &n("dec_v"), &c.dec_v[o], &cn("dec_v"));
            w.w(&mut self.out_tag[o], &ot, &op.link_tag, &n("link_tag"));
            w.w(&mut self.out_data[o], &od, &op.link_data, &n("link_data"));
        }
    }
}

impl<const K: usize, const W: usize, const B: usize, const P: usize> Logic
    for IbSwitch<K, W, B, P>
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
