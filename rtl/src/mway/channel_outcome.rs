//! Phase 8 of an m-way channel ([`super::channel::MwayChannel`]): the outcome lines
//! (paper, Section 2.3: Ack, the AND of the addressed receivers' `Ack_out`; Drop; a partial
//! header transfer), combinational.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `valid` | in | 1 | some driver granted |
//! | `ch_tag` | in | 2 | the flit's Tag (phase 4) |
//! | `part_g` | in | 1 | the granted driver takes a partial header transfer (phase 4) |
//! | `addressed` | in | M | the addressed receivers (phase 6) |
//! | `present` | in | M | the receivers present (tie-off) |
//! | `bad` | in | M | the receivers' check failed (phase 5) |
//! | `ack_out` | in | M | the receivers' `Ack_out` (phase 7) |
//! | `ack` | out | 1 | granted, not dropped, every addressed receiver acks |
//! | `drop_ways` | out | 1 | a header whose Ways are empty or name an absent receiver |
//! | `drop` | out | 1 | `drop_ways` or an addressed receiver's check failed |
//! | `partial` | out | 1 | a header neither dropped nor acked, the driver takes partial transfers and some addressed receiver acks |
//!
//! Latency 0. The logic of the channel's phase 8, unchanged; a block of its own, apart
//! from the chain (phase 6) the receivers' `Ack_out` is computed from (Verilator: no
//! UNOPTFLAT through the receivers; the channel's module doc).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwayChannelOutcome<const M: usize> {
    pub valid: Signal<In, Bit>,
    pub ch_tag: Signal<In, Bits<2>>,
    pub part_g: Signal<In, Bit>,
    pub addressed: Signal<In, Bits<M>>,
    pub present: Signal<In, Bits<M>>,
    pub bad: Signal<In, Bits<M>>,
    pub ack_out: Signal<In, Bits<M>>,
    pub ack: Signal<Out, Bit>,
    pub drop: Signal<Out, Bit>,
    pub drop_ways: Signal<Out, Bit>,
    pub partial: Signal<Out, Bit>,
    /// The channel carries a header.
    head: Signal<Local, Bit>,
    /// The addressed receivers all ack.
    ack_all: Signal<Local, Bit>,
}

impl<const M: usize> Default for MwayChannelOutcome<M> {
    fn default() -> Self {
        Self {
            valid: Default::default(),
            ch_tag: Default::default(),
            part_g: Default::default(),
            addressed: Default::default(),
            present: Default::default(),
            bad: Default::default(),
            ack_out: Default::default(),
            ack: Default::default(),
            drop: Default::default(),
            drop_ways: Default::default(),
            partial: Default::default(),
            head: Default::default(),
            ack_all: Default::default(),
        }
    }
}

impl<const M: usize> Logic for MwayChannelOutcome<M> {
    #[hdl_gen]
    fn update(&mut self) {
        self.head.next = self.ch_tag.val() == 1;
        // AND of ack_out over the addressed receivers.
        self.ack_all.next = true;
        for w in 0..M {
            if self.addressed.val().get_bit(w) & !self.ack_out.val().get_bit(w) {
                self.ack_all.next = false;
            }
        }
        // Drop: Ways empty or naming an absent receiver, or an addressed receiver's check.
        self.drop_ways.next = self.head.val()
            & (!self.addressed.val().any() | (self.addressed.val() & !self.present.val()).any());
        self.drop.next = self.drop_ways.val() | (self.addressed.val() & self.bad.val()).any();
        self.ack.next = self.valid.val() & !self.drop.val() & self.ack_all.val();
        // Partial header transfer to the acking receivers.
        self.partial.next = self.head.val()
            & !self.drop.val()
            & !self.ack.val()
            & self.part_g.val()
            & (self.addressed.val() & self.ack_out.val()).any();
    }
}
