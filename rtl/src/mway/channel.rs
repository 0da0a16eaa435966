//! One m-way channel: the channel arbitrator plus the reductions that replace the paper's
//! wired lines (`Pri`, `Ack`, `Stat`); golden model `wormcast_model::mway::channel::ChannelModel`,
//! whose module doc lists every port.
//!
//! Structure:
//! * **Arbitration**: a [`RoundRobinArbiter`] over the requesting slots of the highest
//!   priority present (`pri` masks `req` when any requester has priority 1), `advance` tied
//!   high: the pointer moves past the granted slot at every grant, as
//!   `ChannelArbiter::granted` does.
//! * **Flit lines**: a one-hot AND-OR multiplexer of the drivers' Tag, Buf and Flit by the
//!   grant; `ch_drv` from a table of slot constants.
//! * **Reductions**: `addressed` (the header's Ways `ch_data[M-1:0]` or the receivers'
//!   `hit`), the prefix AND `chain`, `ack` (AND over addressed receivers of `ack_out`),
//!   `drop` (OR of the addressed receivers' `bad`, or Ways empty / naming an absent
//!   receiver), `partial` (the granted driver's `part` and some addressed `ack_out`, for a
//!   header neither dropped nor acked), `avail` (`free | !present`), `rf` (OR of the receivers' `full_w`).
//!
//! Latency 0; one register (the arbiter's pointer), cleared by `rst` (synchronous). Parameters: `M` slots, `S` = slot index
//! bits (M <= 2^S), `W` flit bits, `BB` Buf bits, `MB` = M * B full lines.

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
    /// `slot[s]` = s as an S-bit constant.
    slot: [Constant<Bits<S>>; M],
    /// Some requester has priority 1.
    pri_any: Signal<Local, Bit>,
    /// The channel carries a header.
    head: Signal<Local, Bit>,
    /// Running prefix AND of the addressed receivers' `can_ack`.
    chain_ok: Signal<Local, Bit>,
    /// The addressed receivers all ack.
    ack_all: Signal<Local, Bit>,
    /// The granted driver takes a partial header transfer.
    part_g: Signal<Local, Bit>,
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
            slot: std::array::from_fn(|s| Constant::new((s as u64).to_bits())),
            pri_any: Default::default(),
            head: Default::default(),
            chain_ok: Default::default(),
            ack_all: Default::default(),
            part_g: Default::default(),
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
        // Flit lines: AND-OR multiplexer by the one-hot grant.
        self.ch_tag.next = 0.into();
        self.ch_buf.next = 0.into();
        self.ch_data.next = 0.into();
        self.ch_drv.next = 0.into();
        self.part_g.next = false;
        for s in 0..M {
            if self.arbiter.grant.val().get_bit(s) {
                self.ch_tag.next = self.drv_tag[s].val();
                self.ch_buf.next = self.drv_buf[s].val();
                self.ch_data.next = self.drv_data[s].val();
                self.ch_drv.next = self.slot[s].val();
                self.part_g.next = self.part.val().get_bit(s);
            }
        }
        // Addressed receivers: a header's Ways, a body or tail flit's (Drv, Buf) matches
        // (Tag bit 1), nobody for an idle Tag.
        self.head.next = self.ch_tag.val() == 1;
        if self.head.val() {
            self.addressed.next = self.ch_data.val().get_bits::<M>(0);
        } else if self.ch_tag.val().get_bit(1) {
            self.addressed.next = self.hit.val();
        } else {
            self.addressed.next = 0.into();
        }
        // Prefix AND of can_ack (the ordered reservation chain) and AND of ack_out.
        self.chain.next = 0.into();
        self.chain_ok.next = true;
        self.ack_all.next = true;
        for w in 0..M {
            self.chain.next = self.chain.val().replace_bit(w, self.chain_ok.val());
            if self.addressed.val().get_bit(w) & !self.can_ack.val().get_bit(w) {
                self.chain_ok.next = false;
            }
            if self.addressed.val().get_bit(w) & !self.ack_out.val().get_bit(w) {
                self.ack_all.next = false;
            }
        }
        // Drop: Ways empty or naming an absent receiver, or an addressed receiver's check.
        self.drop_ways.next = self.head.val()
            & (!self.addressed.val().any() | (self.addressed.val() & !self.present.val()).any());
        self.drop.next = self.drop_ways.val() | (self.addressed.val() & self.bad.val()).any();
        self.ack.next = self.arbiter.valid.val() & !self.drop.val() & self.ack_all.val();
        // Partial header transfer to the acking receivers.
        self.partial.next = self.head.val()
            & !self.drop.val()
            & !self.ack.val()
            & self.part_g.val()
            & (self.addressed.val() & self.ack_out.val()).any();
        // Stat lines.
        self.avail.next = self.free.val() | !self.present.val();
        self.rf.next = 0.into();
        for w in 0..M {
            self.rf.next = self.rf.val() | self.full[w].val();
        }
    }
}
