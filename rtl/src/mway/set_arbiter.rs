//! The buffer arbitrator of an m-way buffer set ([`super::set::MwaySet`], phase 3 and its
//! edge; paper, Section 2.1: round robin over the buffers that request): the shared
//! [`crate::arbiter::RoundRobinArbiter`] with its pointer update computed apart from the
//! grant.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `req` | in | K | bit i: buffer i requests |
//! | `advance` | in | 1 | the grant is accepted this cycle (the set has the channel) |
//! | `rst` | in | 1 | synchronous reset: the pointer returns to 0 at the edge |
//! | `grant`, `valid` | out | K, 1 | one-hot grant (or 0), some requester granted |
//!
//! Behaviour, pointer and names are those of `RoundRobinArbiter` (golden model
//! `wormcast_model::arbiter`): the first requester at or above the pointer `ptr`, else the
//! first below it; at the edge with `advance` high the pointer moves one past the granted
//! requester. Latency 0. `P` = pointer width, K <= 2^P.
//!
//! Why not `RoundRobinArbiter` itself: there the pointer's next value is computed in the
//! statements that compute the grant, and in a mesh `advance` depends on the grant (the
//! set's `req` -> the channel's arbitration -> `tx_valid`/`tx_drv` -> `advance`), so
//! Verilator saw the grant feed itself (UNOPTFLAT on `arbiter$grant`, `arbiter$valid`).
//! Here the pointer's statements repeat the search with locals of their own
//! (`adv_found`, `adv_passed`), so they share no variable with the grant's and Verilator
//! orders them apart (the set's module doc, "Children").

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwaySetArbiter<const K: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub req: Signal<In, Bits<K>>,
    pub advance: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub grant: Signal<Out, Bits<K>>,
    pub valid: Signal<Out, Bit>,
    ptr: DFF<Bits<P>>,
    /// `idx[i]` = i, and `next[i]` = (i + 1) mod K, as P-bit constants.
    idx: [Constant<Bits<P>>; K],
    next: [Constant<Bits<P>>; K],
    /// One-hot constants `onehot[i]` = 1 << i.
    onehot: [Constant<Bits<K>>; K],
    /// The grant's search: a requester found, the pointer passed.
    found: Signal<Local, Bit>,
    passed: Signal<Local, Bit>,
    /// The same search for the pointer's next value.
    adv_found: Signal<Local, Bit>,
    adv_passed: Signal<Local, Bit>,
}

impl<const K: usize, const P: usize> Default for MwaySetArbiter<K, P> {
    fn default() -> Self {
        assert!(K >= 1 && K <= (1 << P), "K must fit in P pointer bits");
        Self {
            clock: Default::default(),
            req: Default::default(),
            advance: Default::default(),
            rst: Default::default(),
            grant: Default::default(),
            valid: Default::default(),
            ptr: Default::default(),
            idx: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            next: std::array::from_fn(|i| Constant::new((((i + 1) % K) as u64).to_bits())),
            onehot: std::array::from_fn(|i| Constant::new((1u64 << i).to_bits())),
            found: Default::default(),
            passed: Default::default(),
            adv_found: Default::default(),
            adv_passed: Default::default(),
        }
    }
}

impl<const K: usize, const P: usize> Logic for MwaySetArbiter<K, P> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ptr);
        // The grant. First pass: requesters at or above the pointer.
        self.grant.next = 0.into();
        self.found.next = false;
        self.passed.next = false;
        for i in 0..K {
            if self.idx[i].val() == self.ptr.q.val() {
                self.passed.next = true;
            }
            if self.passed.val() & !self.found.val() & self.req.val().get_bit(i) {
                self.found.next = true;
                self.grant.next = self.onehot[i].val();
            }
        }
        // Second pass (wrap-around): requesters below the pointer.
        for i in 0..K {
            if !self.found.val() & self.req.val().get_bit(i) {
                self.found.next = true;
                self.grant.next = self.onehot[i].val();
            }
        }
        self.valid.next = self.found.val();
        // The pointer: the same two passes.
        self.adv_found.next = false;
        self.adv_passed.next = false;
        for i in 0..K {
            if self.idx[i].val() == self.ptr.q.val() {
                self.adv_passed.next = true;
            }
            if self.adv_passed.val() & !self.adv_found.val() & self.req.val().get_bit(i) {
                self.adv_found.next = true;
                if self.advance.val() {
                    self.ptr.d.next = self.next[i].val();
                }
            }
        }
        for i in 0..K {
            if !self.adv_found.val() & self.req.val().get_bit(i) {
                self.adv_found.next = true;
                if self.advance.val() {
                    self.ptr.d.next = self.next[i].val();
                }
            }
        }
        if self.rst.val() {
            self.ptr.d.next = 0.into();
        }
    }
}
