//! Round-robin arbiter (shared by the switches); golden model `wormcast_model::arbiter`.
//!
//! Ports: `req` (K bits, bit i = requester i), `advance` (the grant is accepted this cycle),
//! `rst` (synchronous reset: the pointer returns to 0 at the edge; the grant of this cycle is
//! unaffected), `grant` (K bits, one-hot or zero), `valid` (some requester granted). The grant
//! is combinational from `req` and the pointer's registers (latency 0); the pointer moves to
//! one past the granted requester at the edge when `advance` is high. `P` = the width of a
//! pointer, K <= 2^P (kept for the callers; the pointer is stored as below).
//!
//! The pointer is stored as the order it gives (a priority matrix): for each pair i < j the
//! register bit `after[pair(i, j)]` says that j is served before i (0 at power-on and after
//! `rst`: the pointer at 0, lower indices first). So requester i is granted when it requests
//! and no requester served before it requests: one flat function of `req` and registers
//! (two LUT levels at K = 4), with no decoding of a pointer in front of it. Measured: with a
//! binary pointer (and with one updated a cycle late from the registered grant) abc shared
//! the pointer's update logic with the grant's and the grant came out 3-5 LUT levels deep at
//! K = 4. At the edge the matrix takes the order of the pointer one past the granted
//! requester (constants, `order[g]`), as an AND-OR of the one-hot grant, enabled by any
//! request: K(K-1)/2 flip-flops (6 at K = 4, 28 at K = 8). Measured (the IB's readers at
//! K = 8 alone, `synth_ecp5 -abc9`): 14 logic levels with the update as a chain of `if`s on
//! the grant bits, which the tools cannot flatten without knowing the grant is one-hot; 10
//! with the AND-OR.
//!
//! The update repeats the grant with locals of its own (`adv_g`), sharing no variable with
//! the grant's statements: where `advance` depends on the grant (in an m-way mesh: the
//! buffer set's `req` -> the channel's arbitration -> `advance`), Verilator then orders the
//! two apart instead of seeing the grant feed itself (UNOPTFLAT on `grant`, `valid`).
//! Synthesis merges the two.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct RoundRobinArbiter<const K: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub req: Signal<In, Bits<K>>,
    pub advance: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub grant: Signal<Out, Bits<K>>,
    pub valid: Signal<Out, Bit>,
    /// The order (module doc): bit `pair(i, j)` (i < j) set when j is served before i. One
    /// register of `K * K` bits, of which the pairs i < j are used (bit `i * K + j`).
    after: DFF<Bits<64>>,
    /// `order[g]`: `after` for the pointer one past g.
    order: [Constant<Bits<64>>; K],
    /// One-hot constants `onehot[i]` = 1 << i; the requesters below i and above i.
    onehot: [Constant<Bits<K>>; K],
    below: [Constant<Bits<K>>; K],
    above: [Constant<Bits<K>>; K],
    /// Per requester i: the requesters served before it now.
    ahead: [Signal<Local, Bits<K>>; K],
    /// The grant accepted at this edge (locals of its own).
    adv_ahead: [Signal<Local, Bits<K>>; K],
    adv_g: Signal<Local, Bits<K>>,
    /// The order after a grant of `adv_g` (`order[g]` of the granted g).
    adv_o: Signal<Local, Bits<64>>,
}

/// `after` for pointer p of k: j is served before i (i < j) when i < p <= j.
fn order_of(k: usize, p: usize) -> u64 {
    let mut m = 0u64;
    for i in 0..k {
        for j in i + 1..k {
            if i < p && p <= j {
                m |= 1 << (i * k + j);
            }
        }
    }
    m
}

impl<const K: usize, const P: usize> Default for RoundRobinArbiter<K, P> {
    fn default() -> Self {
        assert!(K >= 1 && K <= (1 << P), "K must fit in P pointer bits");
        assert!(
            K <= 8,
            "K = {K}: at most 8 requesters (the order has K * K <= 64 bits)"
        );
        Self {
            clock: Default::default(),
            req: Default::default(),
            advance: Default::default(),
            rst: Default::default(),
            grant: Default::default(),
            valid: Default::default(),
            after: Default::default(),
            order: std::array::from_fn(|g| Constant::new(order_of(K, (g + 1) % K).to_bits())),
            onehot: crate::consts::onehot(),
            below: std::array::from_fn(|i| Constant::new(((1u64 << i) - 1).to_bits())),
            above: std::array::from_fn(|i| {
                Constant::new((((1u64 << K) - 1) & !((2u64 << i) - 1)).to_bits())
            }),
            ahead: std::array::from_fn(|_| Default::default()),
            adv_ahead: std::array::from_fn(|_| Default::default()),
            adv_g: Default::default(),
            adv_o: Default::default(),
        }
    }
}

impl<const K: usize, const P: usize> Logic for RoundRobinArbiter<K, P> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, after);
        // The grant: i requests and nothing served before it does. Requester j is served
        // before i when j < i and not `after[j, i]`, or j > i and `after[i, j]`.
        self.grant.next = 0.into();
        for kk in K..(K + 1) {
            for i in 0..K {
                self.ahead[i].next = 0.into();
                for j in 0..K {
                    if (self.below[i].val().get_bit(j) & !self.after.q.val().get_bit(j * kk + i))
                        | (self.above[i].val().get_bit(j) & self.after.q.val().get_bit(i * kk + j))
                    {
                        self.ahead[i].next = self.ahead[i].val() | self.onehot[j].val();
                    }
                }
                // Exclusive: an OR, not a priority chain of multiplexers.
                if self.req.val().get_bit(i) & !(self.req.val() & self.ahead[i].val()).any() {
                    self.grant.next = self.grant.val() | self.onehot[i].val();
                }
            }
        }
        self.valid.next = self.req.val().any();
        // The order after this edge: that of the pointer one past the granted requester.
        self.adv_g.next = 0.into();
        for kk in K..(K + 1) {
            for i in 0..K {
                self.adv_ahead[i].next = 0.into();
                for j in 0..K {
                    if (self.below[i].val().get_bit(j) & !self.after.q.val().get_bit(j * kk + i))
                        | (self.above[i].val().get_bit(j) & self.after.q.val().get_bit(i * kk + j))
                    {
                        self.adv_ahead[i].next = self.adv_ahead[i].val() | self.onehot[j].val();
                    }
                }
                if self.req.val().get_bit(i) & !(self.req.val() & self.adv_ahead[i].val()).any() {
                    self.adv_g.next = self.adv_g.val() | self.onehot[i].val();
                }
            }
        }
        // The granted requester's order as an AND-OR of the one-hot grant (not a chain of
        // `if`s, which the tools cannot flatten without knowing the grant is one-hot),
        // taken when anything requests (then exactly one requester is granted: the order is
        // total in every reachable state).
        self.adv_o.next = 0.into();
        for g in 0..K {
            if self.adv_g.val().get_bit(g) {
                self.adv_o.next = self.adv_o.val() | self.order[g].val();
            }
        }
        if self.advance.val() & self.req.val().any() {
            self.after.d.next = self.adv_o.val();
        }
        if self.rst.val() {
            self.after.d.next = 0.into();
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
