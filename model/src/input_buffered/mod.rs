//! Input-buffered multicast switch (multidestination-worms paper, Section 5): each input has
//! a chunk-organised input buffer larger than the largest packet; packets are served in FIFO
//! order from the head of each input buffer only; a decoded head packet queues a request at
//! each destination output; ready outputs read its chunks (one chunk per input buffer per
//! cycle, outputs taking turns round-robin), each chunk carries a count of the outputs still
//! to read it and is freed when it reaches zero. Branches carry the unchanged header except
//! the LCA count decrement on the way up (done by the shared [`InPort`]).
//!
//! This golden model describes the switch at its links and is the same for the three
//! organisations of Section 5 (chunk-wide crossbar, register staircase, split RAM), which the
//! paper shows perform identically; the RTL of each organisation is checked against it.
//!
//! Ports: as [`crate::central_buffer`] for the links (`in_tag_p`, `in_data_p`,
//! `credit_in_p` in; `out_tag_p`, `out_data_p`, `credit_out_p` out), `rst` in (last), then
//! status `used_p` (chunks occupied in input buffer p), `malformed_count`, `overflow`.
//!
//! Reset: `rst` is synchronous and active high ([`InputBufferedSwitch::cycle_rst`]). While it
//! is high the link outputs are idle, no credit is returned and the arriving flits and
//! credits are ignored; each edge with `rst` high returns the switch to its power-on state
//! (every packet in it is lost; credit counters back to F; `malformed_count` and `overflow`
//! cleared). Nothing is swept afterwards: D = 0. The neighbours reset with the switch, as
//! for the central-buffer switch ([`crate::central_buffer`], "Reset").
//!
//! Timing: each flit the framer offers is written into the input buffer at the edge it is
//! taken, into the chunk slot `tail` (no assembly register); a flit is taken when fewer than
//! nc chunks are committed, so the chunk being filled always has its slot. The flit that
//! completes a chunk (its k-th, or the packet's tail) commits it at that edge: the chunk is
//! counted and readable from the next cycle on. A head packet queues its requests at the
//! edge after it becomes the head packet (at its header chunk's commit into a buffer holding
//! no packet, or at the free of the packet before it): the requests come from registers
//! (outputs in index order; inputs in index order within one cycle), except at an output
//! that cut its header chunk through.
//!
//! Reads (registered eligibility, registered grants): an output serving input i asks for a
//! read of chunk c of the head packet at edge t + 1 when, in the state after edge t, that
//! chunk is committed, the head packet's requests are queued and its output port may take a
//! read ([`readers::StreamPort::can_issue`]: at most 2 flits of its stream left to send,
//! counting a read completing at t + 1 as k, and link credits for them and k more; a chunk
//! whose read completed at t counts as k flits too, since its flit count comes from its
//! header flit read at t, and an output that cut a chunk through at t, or cuts through after
//! t, asks nothing); it
//! asks only if it has no decided read waiting to be issued at t + 1. Input i's round-robin
//! arbiter decides among the outputs asking it (one chunk per input buffer per cycle); the
//! requests queued now (below) are granted by a fixed priority, the lowest output, only
//! when that arbiter grants nothing, so that they need not pass through it. The
//! eligibility is registered so that the decision starts from registers: against a test
//! at the decision it gives up a read only where a chunk completing at t is shorter than k
//! (a packet's last chunk) and after a chunk cut through at t. The read decided at edge t is
//! issued at t + 1 (the RAM address from registers) and completes at t + 2, sending flit 0 of the
//! chunk into the one-flit link register at that edge and flit j at the j-th edge after
//! (Section 5.3: no output buffer beyond one flit, since a chunk, once read, streams out
//! without a stall). The queue pop and the packet's next chunk are booked at the decision.
//! The link FIFO downstream must therefore hold at least k flits (validated), and k plus
//! the credit round trip for line rate ([`default_fifo`]).
//!
//! Frees (registered): the completion that brings a chunk's count of outputs still to read
//! it to zero decides its free at that edge; the free takes effect at the next edge (the
//! chunk leaves `used_p` and the writer's count then), except the free of a packet's last
//! chunk, which takes effect at once: the head packet leaves at that edge, and the next
//! packet queues its requests at the edge after. [`IbBuffer`]'s module doc gives the reason.
//!
//! Cut-through (since revision 3, one edge late since revision 4: "Late cut-through" below;
//! our addition to Section 5, as the central buffer's crossbar
//! bypass is to Section 4): a head flit that input i's writer takes at edge t into a buffer
//! holding no packet starts cut-through at the *idle* outputs of its mask (free, see below,
//! with nothing in flight and nothing left to stream, so credits for a whole chunk), the
//! lower inputs first; those outputs are claimed (no request queued now takes them). An
//! output cutting through from input i sends into its link register, at every edge, the
//! flit input i's writer takes at that edge (nothing when it takes none: the output waits
//! with the link idle), from the head to the tail, except at the first flit of a later
//! chunk when its credits do not cover a whole chunk: there it stops, and reads the packet's
//! chunks from that one on as any output serving a packet does. A chunk committing at an
//! edge while an output cuts through it is an *early* read of it by that output (counted at
//! the next edge, sending nothing then); a header chunk's packet queues no request there.
//! The output asks for no read while it cuts through. Waits: a cut-through output waits only
//! for flits that its input buffer always takes (a buffer holding no other packet has room
//! for the largest), i.e. for the upstream hop of the same packet, so the waits follow the
//! packet's path back to its source. No RAM port is used: the flits come from the input
//! port's offer.
//!
//! Requests queued now: an output that serves nothing (no packet, empty request queue) and
//! may decide a read (`free`) and that no cut-through claims at this edge is claimed by the
//! lowest input whose head packet queues its requests now (its header chunk is in the
//! buffer), and asks for that packet's first chunk at this edge, beside the queued reads: the
//! request is queued and taken at the same edge, so that a packet that becomes the head
//! packet reads its first chunk one cycle sooner than through its queue (this keeps line
//! rate with the registered grants and with requests from registers).
//!
//! Late cut-through (revision 4, the default; [`InputBufferedSwitch::late_cut`], in the RTL
//! as `IbConfig::late_cut`; issue 47): cut-through acts at each edge on the writers' takes,
//! offers and commits of the last edge, so that the readers see registers of the writers and
//! input ports only (the writers' take and the framer's offer end their paths in a register).
//! A head flit taken at edge t into a buffer starts cut-through at t + 1 if the buffer holds
//! no packet before t + 1 (at the idle outputs of its mask, as above), and an output cutting
//! through sends at t + 1 the flit its input's writer took at t; a chunk that committed at t
//! is its early read at t + 1 (counted at t + 2). The header chunk's early read and its
//! packet's requests then fall on the same edge (the edge after the packet became the head
//! packet), so the requests leave out the outputs cutting through from that input before the
//! edge ([`IbReaders::cutting`]: registers) instead of those recorded at the commit. Costs one
//! cycle of latency through an idle output against revision 3's cut-through at the take edge;
//! the line rate and the saturation throughput are revision 3's
//! (`switch_bench::input_buffered_late_cut_through`). With it (revision 4) the readers'
//! eligibility is staged ([`InputBufferedSwitch::staged_eligibility`], `readers::ReadMode`):
//! computed one edge before it is used, so the decision's arbiters read only registers of the
//! eligibility stage. [`InputBufferedSwitch::set_revision`] sets both off (revision 3).
//!
//! Minimum latency (idle switch, head on the input link to head on the output link, unicast
//! or multicast, every destination): the framer offers the head 1 + B cycles after it is on
//! the link (B bit-string flits) and an idle output cuts it through at the edge after it is
//! taken: B + 3 cycles at any k, 4 at N = 16 (B = 1), 7 at N = 64 (B = 4), and the packet
//! streams at the rate it arrives (tail B + 2 + L) (`wormcast bench-switch`); revision 3:
//! B + 2. An output that does not cut through (it is busy, or another input claims it) reads
//! the packet chunk by chunk (decision, issue, completion: flit 0 leaves at the completion).
//!
//! Early forward (the golden-model experiment [`InputBufferedSwitch::early_forward`],
//! revision 2's forwarding; default off, not in the RTL since revision 3): in place of
//! cut-through, an idle output is claimed by the lowest input assembling a header chunk for
//! it into a buffer with no head packet (a chunk holding at least one flit, from registers),
//! and when that chunk commits at an edge the claimed idle outputs that win the input's
//! forwarding arbiter (a round-robin arbiter of its own, beside the queued reads' one) read
//! it at that edge, *early*: flit 0 (the head flit) goes into the link register at the
//! commit edge and flit j at the j-th edge after; the read still completes one cycle later
//! (the chunk is counted, the packet's flit count known), sending nothing then, and does not
//! hold its output. Its minimum latency is B + k + 1 cycles (6 at k = 4, N = 16; 10 at
//! k = 8), k - 1 more than cut-through's: the header chunk fills first. Revision 2's RTL took
//! the head flit from a register of the chunk's first flit and the later flits from the RAM
//! read issued at the commit, each organisation with its own lane timing.
//!
//! Structure, the RTL's (`wormcast_rtl::input_buffered::core::IbCore`): the k input ports,
//! then [`IbWriters`] (chunk assembly, `writers.rs`), one [`IbBuffer`] per input (chunk RAM,
//! committed chunks, packets, frees, `buffer.rs`) and [`IbReaders`] (request queues,
//! arbitration, reads in flight, completions, output streams, `readers.rs`); each edge runs
//! their steps in the order given in [`InputBufferedSwitch`]'s `edge_full`. The writers also
//! have the RTL block's ports ([`WritersModel`]) for their own three-way check.
//!
//! Simulation speed (model only): [`InputBufferedSwitch::cycle_links`] is `cycle` without the
//! status outputs and allocates nothing; [`InputBufferedSwitch::quiescent`] (kept after every
//! edge) says an idle edge would change nothing, and such edges are skipped.

pub mod buffer;
pub mod readers;
pub mod writers;

pub use buffer::IbBuffer;
pub use readers::IbReaders;
pub use writers::{IbWriters, WriteOut, WritersModel};

use crate::cycle::{CycleModel, PortSpec};
use crate::flit::Flit;
use crate::inport::{InPort, InPortParams, Offer};
use crate::outport::KMAX;
use crate::packet::HeadLayout;
use crate::route::RouteConfig;
use crate::switch_ports;

/// The three organisations of Section 5 (same behaviour at the links).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Organisation {
    ChunkWide,
    Staircase,
    SplitRam,
}

/// Parameters of the input-buffered switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbParams {
    pub route: RouteConfig,
    /// Input buffer size in flits (a multiple of k; default 320, the paper's equal-storage point).
    pub buffer: usize,
    /// Link FIFO in front of the framer, in flits (the upstream credit).
    pub fifo: usize,
    pub max_len: u64,
    pub org: Organisation,
    /// The behaviour revision built ([`crate::revision`]): [`REVISION`] (4, the default: the
    /// staged eligibility and late cut-through, one cycle more through an idle output for a
    /// faster clock) or 3 (neither: [`InputBufferedSwitch::set_revision`]). Both are in the RTL
    /// (`IbConfig::staged`, `IbConfig::late_cut`) and in its module name (`_r3`, `_r4`).
    pub revision: u32,
}

/// The IB's behaviour revision ([`crate::revision`]): its module names end in `_r4`. Revision 2
/// (2026-12-01): the readers' registered eligibility (`IbReaders::eligibility`) and the
/// queued-now requests granted beside the round-robin arbiter. Revision 3 (2026-12-04):
/// cut-through in place of the early forwarded read (module doc, "Cut-through"). Revision 4
/// (2026-12-06): the staged eligibility and late cut-through (module doc, "Late cut-through";
/// [`ReadMode`](readers::ReadMode)), the readers' decision in two stages from registers of
/// the writers: one cycle more through an idle output, 1.125x the clock on the iCE40.
pub const REVISION: u32 = 4;

/// The behaviour fingerprint of each revision ([`behaviour_fingerprint`]).
pub const FINGERPRINTS: &[(u32, u64)] = &[
    (2, 0x2dd2_85cf_1add_140d),
    (3, 0x2a28_5723_6f7a_667e),
    (4, 0xa797_7c73_f32c_4910),
];

/// The IB's behaviour fingerprint ([`crate::revision`]) at the current revision.
pub fn behaviour_fingerprint() -> (u64, u64) {
    behaviour_fingerprint_of(REVISION)
}

/// The behaviour fingerprint of `revision` (2 ..= [`REVISION`]: the golden model keeps the
/// earlier revisions as its experiment switches, [`InputBufferedSwitch::set_revision`]): every
/// organisation at k = 2, 4 and 8 (N = 16, 16 k-flit input buffers, link FIFO at the default,
/// packets up to 24 flits), 3,000 cycles each. Returns the hash and the flits delivered.
pub fn behaviour_fingerprint_of(revision: u32) -> (u64, u64) {
    let mut h = crate::revision::Fnv64::default();
    let mut flits = 0;
    for org in [
        Organisation::ChunkWide,
        Organisation::Staircase,
        Organisation::SplitRam,
    ] {
        for k in [2, 4, 8] {
            let route = crate::revision::route(k);
            let p = IbParams {
                route: route.clone(),
                buffer: 16 * k,
                fifo: default_fifo(k),
                max_len: 24,
                org,
                revision: REVISION,
            };
            let mut sw = InputBufferedSwitch::new(p.clone());
            sw.set_revision(revision);
            let sw = crate::network::NetSwitch::Ib(sw);
            flits += crate::revision::fingerprint(&mut h, sw, &route, p.fifo, p.max_len, 3000, 7);
        }
    }
    (h.finish(), flits)
}

/// The default link FIFO of a k-port input-buffered switch: two chunks, at least 8 flits.
/// A chunk is read only when the credits for all its flits are there (the outputs stream a
/// chunk through a one-flit register, Section 5.3), so the downstream FIFO must hold a chunk
/// plus the flits in flight while the credits of the previous chunk come back: with 8 flits
/// at k = 8 the outputs idle 3 cycles per chunk (0.73 of the link), with 12 or more they do
/// not (measured with `wormcast bench-switch`).
pub fn default_fifo(k: usize) -> usize {
    (2 * k).max(8)
}

/// Whether `revision` has the staged eligibility and late cut-through (revision 4 on; the
/// golden model's `staged_eligibility` and `late_cut`, the RTL's `IbConfig::staged` and
/// `late_cut`).
pub fn pipelined(revision: u32) -> bool {
    revision >= 4
}

impl IbParams {
    /// [`pipelined`] of this revision.
    pub fn pipelined(&self) -> bool {
        pipelined(self.revision)
    }
    pub fn k(&self) -> usize {
        self.route.k
    }
    pub fn buffer_chunks(&self) -> usize {
        self.buffer / self.k()
    }
    /// Check parameters; errors name the parameter and its allowed range.
    pub fn validate(&self) -> Result<(), String> {
        let r = &self.route;
        let e =
            |p: &str, v: String, a: String| Err(format!("invalid parameter {p}={v}: allowed {a}"));
        if ![2, 4, 8].contains(&r.k) {
            return e("k", r.k.to_string(), "2, 4 or 8".into());
        }
        if ![16, 32].contains(&r.w) {
            return e("w", r.w.to_string(), "16 or 32".into());
        }
        if !(3..=REVISION).contains(&self.revision) {
            return e(
                "revision",
                self.revision.to_string(),
                format!("3 or {REVISION} (3: cut-through at the take edge, one-stage eligibility; {REVISION}: staged eligibility and late cut-through, the default)"),
            );
        }
        let fifo_min = r.k.max(4);
        if !(fifo_min..=255).contains(&self.fifo) {
            return e(
                "fifo",
                self.fifo.to_string(),
                format!(
                    "{fifo_min}..=255 flits (at least k = {}: a chunk is read only with credits for all its flits)",
                    r.k
                ),
            );
        }
        let b = r.bitstring_flits() as u64;
        let hi = HeadLayout { w: r.w }.max_len().min(1024);
        if self.max_len < b + 2 || self.max_len > hi {
            return e(
                "max-len",
                self.max_len.to_string(),
                format!("{}..={hi} flits", b + 2),
            );
        }
        crate::inport::check_fifo_holds_header(self.fifo, r)?;
        let need = (self.max_len as usize).div_ceil(r.k) * r.k;
        if self.buffer % r.k != 0 || self.buffer < need || self.buffer > 256 * r.k {
            return e(
                "buffer",
                self.buffer.to_string(),
                format!(
                    "a multiple of k = {} from {need} (the largest packet, {} flits, must fit: Section 5's deadlock-freedom condition) to {}",
                    r.k,
                    self.max_len,
                    256 * r.k
                ),
            );
        }
        Ok(())
    }
}

/// Golden model of the input-buffered switch: the k input ports (framers), the k writers, the
/// k input buffers and the readers, composed as the RTL's `IbCore` composes its three parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputBufferedSwitch {
    pub p: IbParams,
    inports: Vec<InPort>,
    writers: IbWriters,
    bufs: Vec<IbBuffer>,
    readers: IbReaders,
    /// Cached [`InputBufferedSwitch::quiescent`], recomputed after every stepped edge.
    quiet: bool,
    /// The golden-model experiment *early forward* (revision 2's forwarding: module doc,
    /// "Early forward"), in place of cut-through, and without the staged eligibility and late
    /// cut-through ([`InputBufferedSwitch::set_revision`]): default false; the RTL does not
    /// have it (since revision 3), and the three-way checks run without it. Kept through a
    /// reset.
    pub early_forward: bool,
    /// *Staged eligibility* (`readers::ReadMode::staged`, the readers' decision in two pipeline
    /// stages; revision 4): `p.pipelined()` at `new`; false is revision 3's one-stage
    /// eligibility. In the RTL as `IbConfig::staged` (the same rule). Kept through a reset. The switch is quiescent only with the stage's
    /// registers settled (`IbReaders::stage_settled`: an idle edge leaves them as they are).
    pub staged_eligibility: bool,
    /// *Late cut-through* (`readers::ReadMode::late`; module doc, "Late cut-through"; revision
    /// 4): `p.pipelined()` at `new`; false is revision 3's cut-through at the edge the head
    /// is taken. In the RTL as `IbConfig::late_cut` (the same rule). Kept through a reset.
    pub late_cut: bool,
}

impl InputBufferedSwitch {
    pub fn new(p: IbParams) -> Self {
        p.validate()
            .expect("invalid input-buffered switch parameters");
        let k = p.k();
        let nc = p.buffer_chunks();
        let inports = (0..k)
            .map(|i| {
                InPort::new(InPortParams {
                    route: p.route.clone(),
                    input: i,
                    fifo: p.fifo,
                    max_len: p.max_len,
                })
            })
            .collect();
        InputBufferedSwitch {
            inports,
            writers: IbWriters::new(k, p.route.w, nc, nc),
            bufs: vec![IbBuffer::new(k, nc); k],
            readers: IbReaders::new(k, p.route.w, p.fifo as u32),
            quiet: true,
            early_forward: false,
            staged_eligibility: p.pipelined(),
            late_cut: p.pipelined(),
            p,
        }
    }

    /// Sets the experiment switches to an earlier revision's behaviour (2 ..= [`REVISION`]):
    /// revision 4 is the default (staged eligibility and late cut-through), revision 3 has
    /// neither (cut-through at the edge the head is taken, the eligibility in one stage),
    /// revision 2 forwards early in place of cut-through. Panics outside that range.
    pub fn set_revision(&mut self, revision: u32) {
        assert!((2..=REVISION).contains(&revision), "IB revision {revision}");
        self.early_forward = revision == 2;
        self.staged_eligibility = pipelined(revision);
        self.late_cut = pipelined(revision);
    }

    /// Nothing held anywhere (every buffer chunk free, no request, serialisers empty).
    pub fn drained(&self) -> bool {
        self.readers.drained(false)
            && self
                .inports
                .iter()
                .all(|ip| ip.fifo.is_empty() && ip.offer().is_none())
            && self.writers.empty()
            && self.bufs.iter().all(|b| b.empty())
    }

    /// Flits held in input `i`'s link FIFO (for tests that re-synchronise a sender's
    /// credits after it broke the protocol, as a link reset would).
    pub fn input_fifo_len(&self, i: usize) -> usize {
        self.inports[i].fifo.len()
    }

    /// Test hook: every input's framer gets issue 16's hole back (see
    /// `InPort::mutant_drop_through_head`), so the adversarial tests can show they catch it.
    #[doc(hidden)]
    pub fn set_framer_mutant(&mut self, on: bool) {
        for ip in &mut self.inports {
            ip.mutant_drop_through_head = on;
        }
    }

    /// Sticky: some input FIFO overflowed (a link protocol error upstream).
    pub fn overflow(&self) -> bool {
        self.inports.iter().any(|ip| ip.overflow)
    }
    pub fn malformed(&self) -> u16 {
        self.inports
            .iter()
            .fold(0u16, |a, ip| a.wrapping_add(ip.malformed))
    }

    /// One cycle, link outputs only: `flits_out[p]`, `credits_out[p]` (the first k entries
    /// are written). Exactly [`InputBufferedSwitch::cycle`] without the status outputs, and
    /// free of heap allocation.
    pub fn cycle_links(
        &mut self,
        arrive: &[Flit],
        credit_in: &[bool],
        flits_out: &mut [Flit],
        credits_out: &mut [bool],
    ) {
        let k = self.p.k();
        for (o, f) in flits_out.iter_mut().enumerate().take(k) {
            *f = self.readers.link(o);
        }
        for (i, ip) in self.inports.iter().enumerate() {
            credits_out[i] = ip.credit_out();
        }
        self.edge(&arrive[..k], &credit_in[..k]);
    }

    /// Stepping the switch with idle input flits and no credits would change nothing and
    /// show idle output flits and no credits (so it need not be stepped). O(1) (O(k^2) with
    /// the staged eligibility): recomputed after every edge. True when no packet is anywhere
    /// in the switch (input FIFOs empty, framers idle or waiting for the link, nothing
    /// assembled or buffered, no request, no read in flight, serialisers and link registers
    /// empty, no credit pulse; with the staged eligibility its registers settled); credit
    /// counters and arbiter pointers may be anything.
    pub fn quiescent(&self) -> bool {
        // (The staged eligibility may be switched on after `new`: its registers settle first.)
        self.quiet
            && self
                .readers
                .stage_settled(self.staged_eligibility, &self.bufs)
    }

    fn compute_quiet(&self) -> bool {
        self.readers.drained(true)
            && self
                .readers
                .stage_settled(self.staged_eligibility, &self.bufs)
            && self.inports.iter().all(|ip| ip.quiet())
            && self.writers.empty()
            && self.bufs.iter().all(|b| b.empty())
    }

    pub fn cycle(&mut self, arrive: &[Flit], credit_in: &[bool]) -> IbOutputs {
        self.cycle_rst(arrive, credit_in, false)
    }

    /// One cycle with the reset input (module doc, "Reset"): with `rst` the link outputs are
    /// idle, no credit is returned, the inputs are ignored and the edge returns the switch to
    /// its power-on state.
    pub fn cycle_rst(&mut self, arrive: &[Flit], credit_in: &[bool], rst: bool) -> IbOutputs {
        let k = self.p.k();
        let outputs = IbOutputs {
            flits: (0..k)
                .map(|o| {
                    if rst {
                        Flit::IDLE
                    } else {
                        self.readers.link(o)
                    }
                })
                .collect(),
            credits: self
                .inports
                .iter()
                .map(|ip| !rst && ip.credit_out())
                .collect(),
            used: self.bufs.iter().map(|b| b.used() as u32).collect(),
            malformed: self.malformed(),
            overflow: self.overflow(),
        };
        if rst {
            let mutant = self.inports.iter().any(|ip| ip.mutant_drop_through_head);
            let ef = self.early_forward;
            let (se, lc) = (self.staged_eligibility, self.late_cut);
            *self = InputBufferedSwitch::new(self.p.clone());
            self.set_framer_mutant(mutant);
            self.early_forward = ef;
            self.staged_eligibility = se;
            self.late_cut = lc;
        } else {
            self.edge(&arrive[..k], &credit_in[..k]);
        }
        outputs
    }

    /// The rising edge (the outputs of the cycle were sampled before).
    fn edge(&mut self, arrive: &[Flit], credit_in: &[bool]) {
        if self.quiescent() && arrive.iter().all(|f| f.is_idle()) && !credit_in.contains(&true) {
            return;
        }
        self.edge_full(arrive, credit_in);
        self.quiet = self.compute_quiet();
    }

    /// The rising edge, every part of the machine evaluated: the writers' decisions, the
    /// readers' issues (from the state before the edge), then the writes and commits, the
    /// head packets' requests, the read completions (counts, frees), the issue bookkeeping,
    /// the output streams and the input ports.
    fn edge_full(&mut self, arrive: &[Flit], credit_in: &[bool]) {
        let k = self.p.k();
        let down = self.p.route.down;
        let mut offers = [None::<Offer>; KMAX];
        for (i, ip) in self.inports.iter().enumerate() {
            offers[i] = ip.offer();
        }
        let mut up_buf = [0u32; KMAX];
        for o in down..k {
            up_buf[o - down] = self.readers.credits(o);
        }
        let up_credits = &up_buf[..k - down];
        let mut writes = [WriteOut::default(); KMAX];
        for i in 0..k {
            writes[i] = self
                .writers
                .out(i, offers[i], self.bufs[i].used() < self.writers.nc);
        }
        let ct = !self.early_forward;
        let late = ct && self.late_cut;
        let mode = readers::ReadMode {
            staged: self.staged_eligibility,
            late,
        };
        if self.staged_eligibility {
            self.readers.stage(&self.bufs, credit_in);
        }
        // Late cut-through: the outputs cutting through from each input before this edge
        // (a head packet queueing its requests now leaves them out).
        let cutting = if late {
            self.readers.cutting()
        } else {
            [0; KMAX]
        };
        let issued = self
            .readers
            .issue(&self.bufs, &writes[..k], &offers[..k], ct, mode);
        // Requests of head packets (those held before this edge's commits and frees).
        for i in 0..k {
            if let Some(mask) = self.bufs[i].request() {
                self.readers.queue(i, mask & !cutting[i]);
            }
        }
        for i in 0..k {
            self.writers.clock(i, offers[i], &writes[i]);
            self.bufs[i].write(&writes[i]);
        }
        // An early read's output (a chunk cut through, or with `early_forward` a forwarded
        // read) is served: its packet (the head packet) will not queue a request there.
        // (Late cut-through: the header chunk's early read is issued at the edge of its
        // requests, which leave out `cutting`.)
        for (o, f) in issued.fwd.iter().enumerate().take(k) {
            if let Some(f) = f.filter(|_| !late) {
                self.bufs[f.i].forwarded(o);
            }
        }
        // The frees decided at the last edge, then this edge's completions (which decide
        // the next frees).
        for b in &mut self.bufs[..k] {
            b.apply_free();
        }
        let arr = self.readers.complete(&mut self.bufs);
        self.readers.book(issued, &self.bufs);
        self.readers
            .clock_ports(&arr, &self.bufs, credit_in, ct, mode.staged);
        for i in 0..k {
            self.inports[i].clock_offered(arrive[i], writes[i].take, offers[i], up_credits);
        }
    }
}

/// What the switch shows in one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbOutputs {
    pub flits: Vec<Flit>,
    pub credits: Vec<bool>,
    pub used: Vec<u32>,
    pub malformed: u16,
    pub overflow: bool,
}

impl IbOutputs {
    /// Values in the order of [`output_ports`].
    pub fn to_ports(&self) -> Vec<u64> {
        let mut r = switch_ports::encode_outputs(&self.flits, &self.credits);
        r.extend(self.used.iter().map(|&u| u as u64));
        r.push(self.malformed as u64);
        r.push(self.overflow as u64);
        r
    }
}

/// The link inputs ([`switch_ports::link_inputs`]) and `rst` last.
pub fn input_ports(p: &IbParams) -> Vec<PortSpec> {
    let mut v = switch_ports::link_inputs(p.k(), p.route.w);
    v.push(PortSpec::new("rst", 1));
    v
}

pub fn output_ports(p: &IbParams) -> Vec<PortSpec> {
    let k = p.k();
    let mut v = switch_ports::link_outputs(k, p.route.w);
    for q in 0..k {
        v.push(PortSpec::new(format!("used_{q}"), 9));
    }
    v.push(PortSpec::new("malformed_count", 16));
    v.push(PortSpec::new("overflow", 1));
    v
}

impl CycleModel for InputBufferedSwitch {
    fn input_ports(&self) -> Vec<PortSpec> {
        input_ports(&self.p)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        output_ports(&self.p)
    }
    /// `v` in [`input_ports`] order; a vector without the last entry (`rst`), as the
    /// link-only callers (the network's shadows) build, means `rst` low.
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.p.k();
        let (arrive, credit) = switch_ports::decode_inputs(k, v);
        let rst = v.get(3 * k).is_some_and(|&r| r & 1 == 1);
        self.cycle_rst(&arrive, &credit, rst).to_ports()
    }
}

#[cfg(test)]
mod tests {
    /// The model's cycles are those of the current revision (module doc of
    /// [`crate::revision`]): a change to them must bump [`REVISION`], the module names' suffix.
    #[test]
    fn behaviour_is_that_of_the_revision() {
        let (f, flits) = behaviour_fingerprint();
        assert!(flits > 20_000, "traffic flowed: {flits} flits");
        if let Err(e) = crate::revision::check("input_buffered", FINGERPRINTS, REVISION, f) {
            panic!("{e}");
        }
    }

    /// The experiment switches reproduce every earlier revision's recorded fingerprint
    /// ([`InputBufferedSwitch::set_revision`]), and no two revisions share one.
    #[test]
    fn earlier_revisions_are_the_experiment_switches() {
        crate::revision::check_earlier_revisions(
            "input_buffered",
            FINGERPRINTS,
            2,
            REVISION,
            behaviour_fingerprint_of,
        );
    }

    use super::*;
    use crate::route::{fat_tree_reach, UpPolicy};
    use crate::switch_stim::{
        check_cycle_links_equals_cycle, check_quiescence, CheckedSwitch, LinkStim,
    };

    fn configs() -> Vec<IbParams> {
        [(8, 16, 320), (8, 64, 320), (4, 32, 64), (2, 16, 40)]
            .iter()
            .map(|&(k, nodes, buffer)| {
                let down = k / 2;
                IbParams {
                    route: RouteConfig {
                        k,
                        down,
                        nodes,
                        w: 16,
                        reach: fat_tree_reach(nodes, 16, down, 0, nodes),
                        policy: UpPolicy::Adaptive,
                    },
                    buffer,
                    fifo: 16,
                    max_len: 40,
                    org: Organisation::ChunkWide,
                    revision: REVISION,
                }
            })
            .collect()
    }

    /// The input buffer must be a multiple of k, hold the largest packet's chunks and be at
    /// most 256 chunks; each error names `buffer` (killed mutant: the `||` chain with `&&`).
    #[test]
    fn validate_names_buffer() {
        let p = configs()[2].clone(); // k = 4, 64 flits, packets up to 40 flits
        assert!(p.validate().is_ok());
        for buffer in [62, 36, 1028] {
            let e = IbParams {
                buffer,
                ..p.clone()
            }
            .validate()
            .unwrap_err();
            assert!(e.contains(&format!("buffer={buffer}")), "{e}");
        }
    }

    /// `revision` is 3 or [`REVISION`] (errors name it), and `new` builds that revision: the
    /// same switch as [`InputBufferedSwitch::set_revision`] gives.
    #[test]
    fn revision_is_checked_and_built() {
        let p = configs()[2].clone();
        for revision in [0, 2, REVISION + 1] {
            let e = IbParams {
                revision,
                ..p.clone()
            }
            .validate()
            .unwrap_err();
            assert!(
                e.contains(&format!("revision={revision}: allowed 3 or {REVISION}")),
                "{e}"
            );
        }
        for revision in 3..=REVISION {
            let q = IbParams {
                revision,
                ..p.clone()
            };
            let mut set = InputBufferedSwitch::new(p.clone());
            set.set_revision(revision);
            let built = InputBufferedSwitch::new(q);
            assert_eq!(
                (
                    built.staged_eligibility,
                    built.late_cut,
                    built.early_forward
                ),
                (set.staged_eligibility, set.late_cut, set.early_forward),
                "revision {revision}"
            );
        }
    }

    impl CheckedSwitch for InputBufferedSwitch {
        fn k(&self) -> usize {
            self.p.k()
        }
        fn cycle_full(&mut self, a: &[Flit], c: &[bool]) -> (Vec<Flit>, Vec<bool>) {
            let o = self.cycle(a, c);
            (o.flits, o.credits)
        }
        fn cycle_links(&mut self, a: &[Flit], c: &[bool], fo: &mut [Flit], co: &mut [bool]) {
            InputBufferedSwitch::cycle_links(self, a, c, fo, co)
        }
        fn quiescent(&self) -> bool {
            InputBufferedSwitch::quiescent(self)
        }
        fn compute_quiet(&self) -> bool {
            InputBufferedSwitch::compute_quiet(self)
        }
        fn idle_edge(&mut self) {
            let k = self.p.k();
            self.edge_full(&vec![Flit::IDLE; k], &vec![false; k]);
            self.quiet = self.compute_quiet();
        }
        fn showing(&self) -> (Vec<Flit>, Vec<bool>) {
            (
                (0..self.p.k()).map(|o| self.readers.link(o)).collect(),
                self.inports.iter().map(|ip| ip.credit_out()).collect(),
            )
        }
        fn credits_out(&self) -> bool {
            (0..self.p.k()).any(|o| self.readers.credits(o) < self.p.fifo as u32)
        }
    }

    /// `cycle` and `cycle_links` agree (shared check).
    #[test]
    fn cycle_links_equals_cycle() {
        for (n, p) in configs().into_iter().enumerate() {
            let stim = LinkStim::new(p.route.clone(), p.fifo, p.max_len, 21 + n as u64);
            let moved = check_cycle_links_equals_cycle(InputBufferedSwitch::new(p.clone()), stim);
            assert!(moved > 2000, "traffic flowed: {moved} flits");
        }
    }

    /// Skipping a quiescent switch is exact (shared check).
    #[test]
    fn quiescent_means_an_idle_step_changes_nothing() {
        for (n, p) in configs().into_iter().enumerate() {
            let stim = LinkStim::new(p.route.clone(), p.fifo, p.max_len, 3 + n as u64);
            check_quiescence(InputBufferedSwitch::new(p.clone()), stim);
        }
    }

    /// The same two checks with revision 2 (the early-forward experiment) and revision 3, and
    /// with the staged eligibility and late cut-through each alone (the default has both).
    #[test]
    fn experiments_are_exact_in_cycle_links_and_quiescence() {
        type Set = fn(&mut InputBufferedSwitch);
        let sets: [Set; 4] = [
            |sw| sw.set_revision(2),
            |sw| sw.set_revision(3),
            |sw| sw.late_cut = false,
            |sw| sw.staged_eligibility = false,
        ];
        for (n, (p, set)) in configs()
            .into_iter()
            .flat_map(|p| sets.map(|s| (p.clone(), s)))
            .enumerate()
        {
            let mut sw = InputBufferedSwitch::new(p.clone());
            set(&mut sw);
            let stim = LinkStim::new(p.route.clone(), p.fifo, p.max_len, 21 + n as u64);
            let moved = check_cycle_links_equals_cycle(sw.clone(), stim);
            assert!(moved > 2000, "traffic flowed: {moved} flits");
            let stim = LinkStim::new(p.route.clone(), p.fifo, p.max_len, 3 + n as u64);
            check_quiescence(sw, stim);
        }
    }
}
