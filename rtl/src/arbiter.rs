//! Round-robin arbiter (shared by the switches); golden model `wormcast_model::arbiter`.
//!
//! Ports: `req` (K bits, bit i = requester i), `advance` (the grant is accepted this cycle),
//! `rst` (synchronous reset: the pointer returns to 0 at the edge; the grant of this cycle is
//! unaffected), `grant` (K bits, one-hot or zero), `valid` (some requester granted). The grant
//! is combinational from `req` and the pointer register (latency 0); the pointer moves to one
//! past the granted requester at the edge when `advance` is high. `P` = pointer width,
//! K <= 2^P.
//!
//! The pointer's next value repeats the grant's search with locals of its own (`adv_found`,
//! `adv_passed`), sharing no variable with the grant's statements: where `advance` depends
//! on the grant (in an m-way mesh: the buffer set's `req` -> the channel's arbitration ->
//! `advance`), Verilator then orders the two apart instead of seeing the grant feed itself
//! (UNOPTFLAT on `grant`, `valid`). Synthesis merges the two searches.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct RoundRobinArbiter<const K: usize, const P: usize> {
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

impl<const K: usize, const P: usize> Default for RoundRobinArbiter<K, P> {
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
            idx: crate::consts::indices(),
            next: std::array::from_fn(|i| Constant::new((((i + 1) % K) as u64).to_bits())),
            onehot: crate::consts::onehot(),
            found: Default::default(),
            passed: Default::default(),
            adv_found: Default::default(),
            adv_passed: Default::default(),
        }
    }
}

impl<const K: usize, const P: usize> Logic for RoundRobinArbiter<K, P> {
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

/// Least-recently-served (LRS) matrix arbiter; golden model
/// `wormcast_model::arbiter::LeastRecentlyServed`.
///
/// Used for the central buffer's write-port allocation, which serves input ports
/// "least-recently-served first" (paper Section 4.1), and available to the input-buffered
/// switch's output allocation.
///
/// Ports: `req` (K bits, bit i = requester i), `advance` (the grant is accepted this cycle),
/// `rst` (synchronous reset: the matrix returns to its power-on order at the edge),
/// `grant` (K bits, one-hot or zero), `valid` (some requester granted). Latency 0: the grant is
/// combinational from `req` and the age matrix. At the clock edge with `advance` high and a
/// grant `g`, `g` becomes the most recently served (row g := all ones but bit g, column g := 0).
///
/// State: K rows of K bits, `rows[i]` bit j = `m[i][j]` = "i was served more recently than j";
/// the diagonal is always 0. Power-on order is index order (`m[i][j]` = 1 iff i > j), which is
/// not all-zero, so each row is a `DFFWithInit` (a zero-initialised DFF storing `m ^ init`).
/// K = 2..=8 (K*K flip-flops; the grant of row i is `req[i] & ~|(rows[i] & req)`).
#[derive(LogicBlock)]
pub struct LrsArbiter<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub req: Signal<In, Bits<K>>,
    pub advance: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub grant: Signal<Out, Bits<K>>,
    pub valid: Signal<Out, Bit>,
    rows: [DFFWithInit<Bits<K>>; K],
    /// One-hot constants `onehot[i]` = 1 << i.
    onehot: [Constant<Bits<K>>; K],
    /// `notone[i]` = all K bits set except bit i: the new row of a served requester, and the
    /// mask clearing its column in the other rows.
    notone: [Constant<Bits<K>>; K],
    /// `init[i]` = row i's power-on value (`m[i][j]` = 1 iff i > j), restored by `rst`.
    init: [Constant<Bits<K>>; K],
}

impl<const K: usize> Default for LrsArbiter<K> {
    fn default() -> Self {
        assert!((2..=8).contains(&K), "LrsArbiter supports K = 2..=8");
        let all = (1u64 << K) - 1;
        Self {
            clock: Default::default(),
            req: Default::default(),
            advance: Default::default(),
            rst: Default::default(),
            grant: Default::default(),
            valid: Default::default(),
            rows: std::array::from_fn(|i| DFFWithInit::new(((1u64 << i) - 1).to_bits())),
            onehot: crate::consts::onehot(),
            notone: std::array::from_fn(|i| Constant::new((all & !(1u64 << i)).to_bits())),
            init: std::array::from_fn(|i| Constant::new(((1u64 << i) - 1).to_bits())),
        }
    }
}

impl<const K: usize> Logic for LrsArbiter<K> {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..K {
            self.rows[i].clock.next = self.clock.val();
            self.rows[i].d.next = self.rows[i].q.val();
        }
        self.grant.next = 0.into();
        self.valid.next = false;
        for i in 0..K {
            // i requests and no other requester is older (m[i][j] = 0 for all requesting j).
            if self.req.val().get_bit(i) & !(self.rows[i].q.val() & self.req.val()).any() {
                self.grant.next = self.onehot[i].val();
                self.valid.next = true;
                if self.advance.val() {
                    for j in 0..K {
                        self.rows[j].d.next = self.rows[j].q.val() & self.notone[i].val();
                    }
                    self.rows[i].d.next = self.notone[i].val();
                }
            }
        }
        if self.rst.val() {
            for i in 0..K {
                self.rows[i].d.next = self.init[i].val();
            }
        }
    }
}
