//! Phase 7 of an m-way buffer set ([`super::set::MwaySet`]): `Ack_out` (paper, Section
//! 2.3), combinational.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `rx_head` | in | 1 | a header on the receiving channel (phase 4, from the set's check) |
//! | `rsv_me` | in | 1 | the header is addressed to this way and a reservation waits for it (phase 5) |
//! | `free` | in | 1 | a free buffer (phase 1, Stat) |
//! | `hit` | in | 1 | content search: a body or tail flit of a message held here (phase 5) |
//! | `rx_chain` | in | M | the ordered prefix chain of the receiving channel (phase 6) |
//! | `ack_out` | out | 1 | `Ack_out` (before the set's reset gate) |
//!
//! A header is acked by a reservation for it, or by a free buffer when the algorithm is
//! unordered or the chain reaches this way; a body or tail flit by a hit. Latency 0.
//! Constants of the instance: the algorithm is ordered, the set's way (one-hot). The logic
//! of the set's phase 7, unchanged; a block of its own so that it reads the chain
//! (phase 6) apart from the logic that computes `can_ack` (phase 5), which the chain is made
//! of (Verilator: no UNOPTFLAT through the channel).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwaySetAckOut<const M: usize> {
    pub rx_head: Signal<In, Bit>,
    pub rsv_me: Signal<In, Bit>,
    pub free: Signal<In, Bit>,
    pub hit: Signal<In, Bit>,
    pub rx_chain: Signal<In, Bits<M>>,
    pub ack_out: Signal<Out, Bit>,
    ordered: Constant<Bit>,
    /// One-hot of the set's way on the receiving channel.
    rx_way: Constant<Bits<M>>,
}

impl<const M: usize> MwaySetAckOut<M> {
    /// `ordered`: the algorithm; `way`: the set's way on its receiving channel.
    pub fn new(ordered: bool, way: usize) -> Self {
        Self {
            rx_head: Default::default(),
            rsv_me: Default::default(),
            free: Default::default(),
            hit: Default::default(),
            rx_chain: Default::default(),
            ack_out: Default::default(),
            ordered: Constant::new(ordered),
            rx_way: Constant::new((1u64 << way).to_bits()),
        }
    }
}

impl<const M: usize> Logic for MwaySetAckOut<M> {
    #[hdl_gen]
    fn update(&mut self) {
        if self.rx_head.val() {
            self.ack_out.next = self.rsv_me.val()
                | (self.free.val()
                    & (!self.ordered.val() | (self.rx_chain.val() & self.rx_way.val()).any()));
        } else {
            self.ack_out.next = self.hit.val();
        }
    }
}
