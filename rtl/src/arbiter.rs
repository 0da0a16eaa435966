//! Round-robin arbiter (shared by the switches); golden model `wormcast_model::arbiter`.
//!
//! Ports: `req` (K bits, bit i = requester i), `advance` (the grant is accepted this cycle),
//! `grant` (K bits, one-hot or zero), `valid` (some requester granted). The grant is
//! combinational from `req` and the pointer register (latency 0); the pointer moves to one past
//! the granted requester at the edge when `advance` is high. `P` = pointer width, K <= 2^P.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct RoundRobinArbiter<const K: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub req: Signal<In, Bits<K>>,
    pub advance: Signal<In, Bit>,
    pub grant: Signal<Out, Bits<K>>,
    pub valid: Signal<Out, Bit>,
    ptr: DFF<Bits<P>>,
    /// `idx[i]` = i, and `next[i]` = (i + 1) mod K, as P-bit constants.
    idx: [Constant<Bits<P>>; K],
    next: [Constant<Bits<P>>; K],
    /// One-hot constants `onehot[i]` = 1 << i.
    onehot: [Constant<Bits<K>>; K],
    found: Signal<Local, Bit>,
    passed: Signal<Local, Bit>,
}

impl<const K: usize, const P: usize> Default for RoundRobinArbiter<K, P> {
    fn default() -> Self {
        assert!(K >= 1 && K <= (1 << P), "K must fit in P pointer bits");
        Self {
            clock: Default::default(),
            req: Default::default(),
            advance: Default::default(),
            grant: Default::default(),
            valid: Default::default(),
            ptr: Default::default(),
            idx: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            next: std::array::from_fn(|i| Constant::new((((i + 1) % K) as u64).to_bits())),
            onehot: std::array::from_fn(|i| Constant::new((1u64 << i).to_bits())),
            found: Default::default(),
            passed: Default::default(),
        }
    }
}

impl<const K: usize, const P: usize> Logic for RoundRobinArbiter<K, P> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ptr);
        self.grant.next = 0.into();
        self.found.next = false;
        // First pass: requesters at or above the pointer.
        self.passed.next = false;
        for i in 0..K {
            if self.idx[i].val() == self.ptr.q.val() {
                self.passed.next = true;
            }
            if self.passed.val() & !self.found.val() & self.req.val().get_bit(i) {
                self.found.next = true;
                self.grant.next = self.onehot[i].val();
                if self.advance.val() {
                    self.ptr.d.next = self.next[i].val();
                }
            }
        }
        // Second pass (wrap-around): requesters below the pointer.
        for i in 0..K {
            if !self.found.val() & self.req.val().get_bit(i) {
                self.found.next = true;
                self.grant.next = self.onehot[i].val();
                if self.advance.val() {
                    self.ptr.d.next = self.next[i].val();
                }
            }
        }
        self.valid.next = self.found.val();
    }
}
