//! One m-way channel: the channel arbitrator plus the reductions that replace the paper's
//! wired lines (`Pri`, `Ack`, `Stat`); golden model `wormcast_model::mway::channel::ChannelModel`,
//! whose module doc lists every port.
//!
//! Structure:
//! * **Arbitration**: a [`RoundRobinArbiter`] over the requesting slots of the highest
//!   priority present (`pri` masks `req` when any requester has priority 1), `advance` tied
//!   high: the pointer moves past the granted slot at every grant, as
//!   `ChannelArbiter::granted` does.
//! * **Flit lines** (phase 4, the child `lines`, [`MwayChannelLines`]): a one-hot AND-OR
//!   multiplexer of the drivers' Tag, Buf and Flit by the grant; `ch_drv` from a table of
//!   slot constants.
//! * **Reductions**: phase 6 (the child `prefix`, [`MwayChannelPrefix`]): `addressed` (the
//!   header's Ways `ch_data[M-1:0]` or the receivers' `hit`) and the prefix AND `chain`;
//!   phase 8 (the child `outcome`, [`MwayChannelOutcome`]): `ack` (AND over addressed
//!   receivers of `ack_out`), `drop` (OR of the addressed receivers' `bad`, or Ways empty /
//!   naming an absent receiver), `partial` (the granted driver's `part` and some addressed
//!   `ack_out`, for a header neither dropped nor acked); phase 2 (here): `avail`
//!   (`free | !present`), `rf` (OR of the receivers' `full_w`).
//!
//! Why children: rust-hdl emits one `always @(*)` per module, and Verilator orders a
//! module's block as one unit where its statements share variables. With the flit lines,
//! the chain and the outcome in one block, a mesh (`super::mesh`) showed loops through the
//! attached sets (the flit lines -> a receiver's `hit`/`can_ack` -> `chain` -> its
//! `ack_out` -> the outcome, all "in" this block: UNOPTFLAT). Each child reads only its
//! phase's inputs; this block copies (and computes `avail`, `rf` and the arbiter's
//! requests, each a statement group of its own).
//!
//! Latency 0; one register (the arbiter's pointer), cleared by `rst` (synchronous). Parameters: `M` slots, `S` = slot index
//! bits (M <= 2^S), `W` flit bits, `BB` Buf bits, `MB` = M * B full lines.

use super::channel_lines::MwayChannelLines;
use super::channel_outcome::MwayChannelOutcome;
use super::channel_prefix::MwayChannelPrefix;
use crate::arbiter::RoundRobinArbiter;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwayChannel<
    const M: usize,
    const S: usize,
    const W: usize,
    const BB: usize,
    const MB: usize,
> {
    pub clock: Signal<In, Clock>,
    /// Synchronous reset: the arbitrator's pointer returns to 0 at the edge (this cycle's
    /// lines are unaffected; in a mesh every attached block drives idle lines meanwhile).
    pub rst: Signal<In, Bit>,
    // Driver interface
    pub req: Signal<In, Bits<M>>,
    pub pri: Signal<In, Bits<M>>,
    pub part: Signal<In, Bits<M>>,
    pub drv_tag: [Signal<In, Bits<2>>; M],
    pub drv_buf: [Signal<In, Bits<BB>>; M],
    pub drv_data: [Signal<In, Bits<W>>; M],
    // Receiver interface
    pub present: Signal<In, Bits<M>>,
    pub hit: Signal<In, Bits<M>>,
    pub can_ack: Signal<In, Bits<M>>,
    pub ack_out: Signal<In, Bits<M>>,
    pub bad: Signal<In, Bits<M>>,
    pub free: Signal<In, Bits<M>>,
    pub full: [Signal<In, Bits<MB>>; M],
    // Channel lines
    pub grant: Signal<Out, Bits<M>>,
    pub valid: Signal<Out, Bit>,
    pub ch_tag: Signal<Out, Bits<2>>,
    pub ch_buf: Signal<Out, Bits<BB>>,
    pub ch_data: Signal<Out, Bits<W>>,
    pub ch_drv: Signal<Out, Bits<S>>,
    pub addressed: Signal<Out, Bits<M>>,
    pub chain: Signal<Out, Bits<M>>,
    pub ack: Signal<Out, Bit>,
    pub drop: Signal<Out, Bit>,
    pub drop_ways: Signal<Out, Bit>,
    pub partial: Signal<Out, Bit>,
    pub avail: Signal<Out, Bits<M>>,
    pub rf: Signal<Out, Bits<MB>>,
    /// The channel arbitrator (round robin over the top-priority requesters).
    pub arbiter: RoundRobinArbiter<M, S>,
    /// Phase 4: the flit lines.
    pub lines: MwayChannelLines<M, S, W, BB>,
    /// Phase 6: the addressed receivers and the chain.
    pub prefix: MwayChannelPrefix<M>,
    /// Phase 8: Ack, Drop, partial.
    pub outcome: MwayChannelOutcome<M>,
    /// Some requester has priority 1.
    pri_any: Signal<Local, Bit>,
}

impl<const M: usize, const S: usize, const W: usize, const BB: usize, const MB: usize> Default
    for MwayChannel<M, S, W, BB, MB>
{
    fn default() -> Self {
        assert!(
            M >= 2 && M <= (1 << S),
            "M = {M} slots must fit S = {S} index bits"
        );
        assert!(M < W, "W = {W} must hold the Ways field (M = {M} bits)");
        assert!(MB % M == 0, "MB = {MB} full lines must be M = {M} times B");
        Self {
            clock: Default::default(),
            rst: Default::default(),
            req: Default::default(),
            pri: Default::default(),
            part: Default::default(),
            drv_tag: std::array::from_fn(|_| Default::default()),
            drv_buf: std::array::from_fn(|_| Default::default()),
            drv_data: std::array::from_fn(|_| Default::default()),
            present: Default::default(),
            hit: Default::default(),
            can_ack: Default::default(),
            ack_out: Default::default(),
            bad: Default::default(),
            free: Default::default(),
            full: std::array::from_fn(|_| Default::default()),
            grant: Default::default(),
            valid: Default::default(),
            ch_tag: Default::default(),
            ch_buf: Default::default(),
            ch_data: Default::default(),
            ch_drv: Default::default(),
            addressed: Default::default(),
            chain: Default::default(),
            ack: Default::default(),
            drop: Default::default(),
            drop_ways: Default::default(),
            partial: Default::default(),
            avail: Default::default(),
            rf: Default::default(),
            arbiter: Default::default(),
            lines: Default::default(),
            prefix: Default::default(),
            outcome: Default::default(),
            pri_any: Default::default(),
        }
    }
}

impl<const M: usize, const S: usize, const W: usize, const BB: usize, const MB: usize> Logic
    for MwayChannel<M, S, W, BB, MB>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.arbiter.clock.next = self.clock.val();
        self.arbiter.rst.next = self.rst.val();
        // Arbitration: the highest priority present, round robin among its requesters.
        self.pri_any.next = (self.req.val() & self.pri.val()).any();
        if self.pri_any.val() {
            self.arbiter.req.next = self.req.val() & self.pri.val();
        } else {
            self.arbiter.req.next = self.req.val();
        }
        self.arbiter.advance.next = true;
        self.grant.next = self.arbiter.grant.val();
        self.valid.next = self.arbiter.valid.val();
        // Phase 4: the flit lines (`lines`).
        self.lines.grant.next = self.arbiter.grant.val();
        self.lines.part.next = self.part.val();
        for s in 0..M {
            self.lines.drv_tag[s].next = self.drv_tag[s].val();
            self.lines.drv_buf[s].next = self.drv_buf[s].val();
            self.lines.drv_data[s].next = self.drv_data[s].val();
        }
        self.ch_tag.next = self.lines.ch_tag.val();
        self.ch_buf.next = self.lines.ch_buf.val();
        self.ch_data.next = self.lines.ch_data.val();
        self.ch_drv.next = self.lines.ch_drv.val();
        // Phase 6: the addressed receivers and the chain (`prefix`).
        self.prefix.ch_tag.next = self.lines.ch_tag.val();
        self.prefix.ch_ways.next = self.lines.ch_data.val().get_bits::<M>(0);
        self.prefix.hit.next = self.hit.val();
        self.prefix.can_ack.next = self.can_ack.val();
        self.addressed.next = self.prefix.addressed.val();
        self.chain.next = self.prefix.chain.val();
        // Phase 8: Ack, Drop, partial (`outcome`).
        self.outcome.valid.next = self.arbiter.valid.val();
        self.outcome.ch_tag.next = self.lines.ch_tag.val();
        self.outcome.part_g.next = self.lines.part_g.val();
        self.outcome.addressed.next = self.prefix.addressed.val();
        self.outcome.present.next = self.present.val();
        self.outcome.bad.next = self.bad.val();
        self.outcome.ack_out.next = self.ack_out.val();
        self.ack.next = self.outcome.ack.val();
        self.drop.next = self.outcome.drop.val();
        self.drop_ways.next = self.outcome.drop_ways.val();
        self.partial.next = self.outcome.partial.val();
        // Stat lines.
        self.avail.next = self.free.val() | !self.present.val();
        self.rf.next = 0.into();
        for w in 0..M {
            self.rf.next = self.rf.val() | self.full[w].val();
        }
    }
}
