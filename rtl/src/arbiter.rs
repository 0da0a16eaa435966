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
            below: crate::consts::below(),
            above: crate::consts::above(),
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
/// grant `g`, `g` becomes the most recently served.
///
/// State: the age matrix `m[i][j]` = "i was served more recently than j" (so j goes before
/// i), stored as its upper triangle only, like [`RoundRobinArbiter`]'s order: for each pair
/// i < j the register bit `m_up[i * K + j]` = `m[i][j]`, and `m[j][i]` is its complement.
/// K(K-1)/2 flip-flops (6 at K = 4, 28 at K = 8), 0 at power-on and after `rst` (index
/// order: the lower index was served less recently and goes first). Since `m[j][i]` is
/// `!m[i][j]` by construction, two requesters are never both granted, in any state: the
/// grant is an OR of the K requesters' terms (requester i when it requests and no requester
/// going before it does), and the update an AND-OR of the one-hot grant (a grant of g sets
/// the bits of the pairs (g, j > g) and clears those of the pairs (i < g, g): `set[g]`,
/// `clr[g]`), not priority chains of `if`s, which the tools cannot flatten without knowing
/// that the grant is one-hot. (The full K x K matrix with the grant as an OR instead of a
/// chain failed the central buffer's bookkeeping proof in its induction step: in a state no
/// run reaches, a matrix that is not antisymmetric, it granted two inputs.)
/// K = 2..=8.
#[derive(LogicBlock)]
pub struct LrsArbiter<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub req: Signal<In, Bits<K>>,
    pub advance: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub grant: Signal<Out, Bits<K>>,
    pub valid: Signal<Out, Bit>,
    /// The upper triangle of the age matrix: bit `i * K + j` (i < j) = `m[i][j]`.
    m_up: DFF<Bits<64>>,
    /// `set[g]`, `clr[g]`: the triangle's bits that a grant of g sets (pairs (g, j), j > g)
    /// and clears (pairs (i, g), i < g).
    set: [Constant<Bits<64>>; K],
    clr: [Constant<Bits<64>>; K],
    /// One-hot constants `onehot[i]` = 1 << i; the requesters below i and above i.
    onehot: [Constant<Bits<K>>; K],
    below: [Constant<Bits<K>>; K],
    above: [Constant<Bits<K>>; K],
    /// Per requester i: the requesters going before it (served less recently).
    older: [Signal<Local, Bits<K>>; K],
    /// The triangle's bits set and cleared by this cycle's grant.
    g_set: Signal<Local, Bits<64>>,
    g_clr: Signal<Local, Bits<64>>,
}

impl<const K: usize> Default for LrsArbiter<K> {
    fn default() -> Self {
        assert!((2..=8).contains(&K), "LrsArbiter supports K = 2..=8");
        let pair = |i: usize, j: usize| 1u64 << (i * K + j);
        Self {
            clock: Default::default(),
            req: Default::default(),
            advance: Default::default(),
            rst: Default::default(),
            grant: Default::default(),
            valid: Default::default(),
            m_up: Default::default(),
            set: std::array::from_fn(|g| {
                Constant::new(
                    (g + 1..K)
                        .map(|j| pair(g, j))
                        .fold(0, |a, b| a | b)
                        .to_bits(),
                )
            }),
            clr: std::array::from_fn(|g| {
                Constant::new((0..g).map(|i| pair(i, g)).fold(0, |a, b| a | b).to_bits())
            }),
            onehot: crate::consts::onehot(),
            below: crate::consts::below(),
            above: crate::consts::above(),
            older: std::array::from_fn(|_| Default::default()),
            g_set: Default::default(),
            g_clr: Default::default(),
        }
    }
}

impl<const K: usize> Logic for LrsArbiter<K> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, m_up);
        // The grant: i requests and no requester going before it does. j goes before i
        // when j > i and `m[i][j]`, or j < i and not `m[j][i]`.
        self.grant.next = 0.into();
        for kk in K..(K + 1) {
            for i in 0..K {
                self.older[i].next = 0.into();
                for j in 0..K {
                    if (self.below[i].val().get_bit(j) & !self.m_up.q.val().get_bit(j * kk + i))
                        | (self.above[i].val().get_bit(j) & self.m_up.q.val().get_bit(i * kk + j))
                    {
                        self.older[i].next = self.older[i].val() | self.onehot[j].val();
                    }
                }
                // Exclusive by construction: an OR, not a priority chain of multiplexers.
                if self.req.val().get_bit(i) & !(self.req.val() & self.older[i].val()).any() {
                    self.grant.next = self.grant.val() | self.onehot[i].val();
                }
            }
        }
        self.valid.next = self.grant.val().any();
        // The granted requester becomes the most recently served: an AND-OR of the grant.
        self.g_set.next = 0.into();
        self.g_clr.next = 0.into();
        for g in 0..K {
            if self.grant.val().get_bit(g) {
                self.g_set.next = self.g_set.val() | self.set[g].val();
                self.g_clr.next = self.g_clr.val() | self.clr[g].val();
            }
        }
        if self.advance.val() {
            self.m_up.d.next = (self.m_up.q.val() & !self.g_clr.val()) | self.g_set.val();
        }
        if self.rst.val() {
            self.m_up.d.next = 0.into();
        }
    }
}
