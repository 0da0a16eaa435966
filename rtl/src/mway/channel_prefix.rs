//! Phase 6 of an m-way channel ([`super::channel::MwayChannel`]): the addressed receivers
//! and the ordered reservation chain (paper, Section 2.3: the prefix AND of `Can_ack`),
//! combinational.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `ch_tag`, `ch_ways` | in | 2, M | the flit lines (phase 4): Tag, and `ch_data[M-1:0]` (a header's Ways field) |
//! | `hit`, `can_ack` | in | M | the receivers' content search and `Can_ack` lines (phase 5) |
//! | `addressed` | out | M | a header's Ways `ch_data[M-1:0]`, a body or tail flit's (Drv, Buf) matches (`hit`), nobody for an idle Tag |
//! | `chain` | out | M | bit w: every addressed receiver below w can ack |
//!
//! Latency 0. The logic of the channel's phase 6, unchanged; a block of its own so that the
//! chain does not share the channel's block with the outcome (phase 8), which reads the
//! receivers' `Ack_out` computed from the chain (Verilator: no UNOPTFLAT through the
//! receivers; the channel's module doc).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwayChannelPrefix<const M: usize> {
    pub ch_tag: Signal<In, Bits<2>>,
    pub ch_ways: Signal<In, Bits<M>>,
    pub hit: Signal<In, Bits<M>>,
    pub can_ack: Signal<In, Bits<M>>,
    pub addressed: Signal<Out, Bits<M>>,
    pub chain: Signal<Out, Bits<M>>,
    /// The channel carries a header.
    head: Signal<Local, Bit>,
    /// Running prefix AND of the addressed receivers' `can_ack`.
    chain_ok: Signal<Local, Bit>,
}

impl<const M: usize> Default for MwayChannelPrefix<M> {
    fn default() -> Self {
        Self {
            ch_tag: Default::default(),
            ch_ways: Default::default(),
            hit: Default::default(),
            can_ack: Default::default(),
            addressed: Default::default(),
            chain: Default::default(),
            head: Default::default(),
            chain_ok: Default::default(),
        }
    }
}

impl<const M: usize> Logic for MwayChannelPrefix<M> {
    #[hdl_gen]
    fn update(&mut self) {
        // Addressed receivers: a header's Ways, a body or tail flit's (Drv, Buf) matches
        // (Tag bit 1), nobody for an idle Tag.
        self.head.next = self.ch_tag.val() == 1;
        if self.head.val() {
            self.addressed.next = self.ch_ways.val();
        } else if self.ch_tag.val().get_bit(1) {
            self.addressed.next = self.hit.val();
        } else {
            self.addressed.next = 0.into();
        }
        // Prefix AND of can_ack (the ordered reservation chain).
        self.chain.next = 0.into();
        self.chain_ok.next = true;
        for w in 0..M {
            self.chain.next = self.chain.val().replace_bit(w, self.chain_ok.val());
            if self.addressed.val().get_bit(w) & !self.can_ack.val().get_bit(w) {
                self.chain_ok.next = false;
            }
        }
    }
}
