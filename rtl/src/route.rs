//! Route decoder of the fat-tree switches (multidestination-worms paper, Sections 3.2 and 3.3);
//! golden model `wormcast_model::route::RouteConfig::decode`, packet head layout
//! `wormcast_model::packet::HeadLayout`.
//!
//! Combinational (latency 0) but for one register: the Adaptive policy's round-robin
//! tie-break pointer (`wormcast_model::route::UpPointer`). Parameters: `K` ports, `W` flit
//! bits, `B` bit-string flits (`B = ceil(N / W)`, 1..=32: up to 1,024 nodes at W = 32).
//!
//! Inputs:
//! * `head` (W bits): the head flit, `[W-1]` multicast, `[W-2:W-5]` LCA count, `[W-6:0]` length.
//! * `bs[b]` (W bits each, b < B): the destination bit-string flits (flit b = nodes
//!   `b*W .. b*W+W-1`).
//! * `up_credits[p]` (8 bits each, p < K): free space downstream of output port p; only the up
//!   ports `down..K` are read (Adaptive policy).
//! * `advance` (1 bit): this cycle's decode is the input port's (the edge that writes a
//!   header's last bit-string flit); at the rising edge the pointer moves to the up port
//!   after the chosen one if the packet goes up.
//! * `rst` (1 bit, synchronous): the pointer returns to its power-on value.
//!
//! Outputs:
//! * `mask` (K bits): output ports of the packet, bit p = port p.
//! * `ks` (4 bits): popcount of `mask` (the number of branches k_s).
//! * `head_out` (W bits): the head to forward, LCA count decremented when going up.
//! * `up` (1 bit): the packet goes up (count > 0).
//! * `empty` (1 bit): malformed, no destination (count 0 and the bit-string misses every down
//!   port's reachability mask, or count > 0 at a root with no up port). Then `mask` = 0,
//!   `ks` = 0, `up` = 0 and `head_out` = `head`.
//!
//! Configuration (constructor, stored as `Constant` tables): ports `0..down` are down ports and
//! `down..K` up ports; `input` is the input port this decoder serves (Deterministic policy: up
//! port `down + input mod (K - down)`); Adaptive policy: the up port with the most credits, on
//! ties the first at or after the pointer `ptr` (cyclically over the up ports; power-on
//! `down + input mod (K - down)`, like the Deterministic port); `reach[p][b]` = reachability
//! mask of down port p for bit-string flit b.

use rust_hdl::prelude::*;
pub use wormcast_model::route::UpPolicy;

/// Width of the LCA count field (`wormcast_model::packet::COUNT_BITS`).
const COUNT_BITS: usize = wormcast_model::packet::COUNT_BITS;

#[derive(LogicBlock)]
pub struct RouteDecoder<const K: usize, const W: usize, const B: usize> {
    pub clock: Signal<In, Clock>,
    pub head: Signal<In, Bits<W>>,
    pub bs: [Signal<In, Bits<W>>; B],
    pub up_credits: [Signal<In, Bits<8>>; K],
    pub advance: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub mask: Signal<Out, Bits<K>>,
    pub ks: Signal<Out, Bits<4>>,
    pub head_out: Signal<Out, Bits<W>>,
    pub up: Signal<Out, Bit>,
    pub empty: Signal<Out, Bit>,
    /// Flat reachability table: `reach[p * B + b]` = mask of port p for bit-string flit b
    /// (zero for up ports). A `Vec` because `[_; K * B]` is not a legal type.
    reach: Vec<Constant<Bits<W>>>,
    /// `onehot[p]` = 1 << p.
    onehot: [Constant<Bits<K>>; K],
    /// `is_up[p]`: port p is an up port.
    is_up: [Constant<Bit>; K],
    /// Some up port exists (not a root).
    has_up: Constant<Bit>,
    /// The policy is Adaptive.
    adaptive: Constant<Bit>,
    /// One-hot of the Deterministic up port (0 at a root).
    det_port: Constant<Bits<K>>,
    /// The tie-break pointer (an up port's number), stored as `ptr ^ ptr_init` so that the
    /// zero power-on value of a DFF is the pointer's power-on value `ptr_init`.
    ptr_x: DFF<Bits<4>>,
    ptr_init: Constant<Bits<4>>,
    /// `pidx[p]` = p; `pnext[p]`: the up port after p (cyclically over `down..K`).
    pidx: [Constant<Bits<4>>; K],
    pnext: [Constant<Bits<4>>; K],
    ptr: Signal<Local, Bits<4>>,
    /// The pointer's next value if the packet goes up (the port after the chosen one).
    nxt: Signal<Local, Bits<4>>,
    /// The LCA count field of the head, and its least significant bit.
    count_field: Constant<Bits<W>>,
    count_one: Constant<Bits<W>>,
    one4: Constant<Bits<4>>,
    /// Down-port hits, up-port choice, popcount accumulator.
    dmask: Signal<Local, Bits<K>>,
    umask: Signal<Local, Bits<K>>,
    /// `ge[p]`: port p is at or after the pointer; `win[p]`: up port p is the Adaptive choice.
    ge: [Signal<Local, Bit>; K],
    win: [Signal<Local, Bit>; K],
    /// `upair[p * K + q]`: p and q are two different up ports; `lower[p * K + q]`: p < q.
    upair: Vec<Constant<Bit>>,
    lower: Vec<Constant<Bit>>,
    cnt: Signal<Local, Bits<4>>,
}

impl<const K: usize, const W: usize, const B: usize> RouteDecoder<K, W, B> {
    /// A decoder for input port `input` of a switch with `down` down ports, the given up-port
    /// policy and reachability masks `reach[p][b]` (p < down, b < B).
    pub fn new(down: usize, input: usize, policy: UpPolicy, reach: &[Vec<u64>]) -> Self {
        assert!(
            (2..=8).contains(&K),
            "RouteDecoder supports K = 2..=8 (ks is 4 bits)"
        );
        assert!((1..=32).contains(&B), "B = ceil(N / W) must be 1..=32");
        assert!(W > COUNT_BITS + 1 && W <= 64);
        assert!(down >= 1 && down <= K, "need 1..=K down ports");
        assert!(input < K);
        assert_eq!(reach.len(), down, "one reachability mask row per down port");
        let wmask = if W == 64 { u64::MAX } else { (1u64 << W) - 1 };
        let mut flat = Vec::with_capacity(K * B);
        for p in 0..K {
            for b in 0..B {
                let m = if p < down {
                    assert_eq!(reach[p].len(), B, "one mask per bit-string flit");
                    assert_eq!(reach[p][b] & !wmask, 0, "mask wider than W");
                    reach[p][b]
                } else {
                    0
                };
                flat.push(Constant::new(m.to_bits()));
            }
        }
        let ups = K - down;
        let det = if ups == 0 {
            0
        } else {
            1u64 << (down + input % ups)
        };
        let len_bits = W - 1 - COUNT_BITS;
        let init = if ups == 0 { 0 } else { down + input % ups } as u64;
        let c4 = |v: usize| Constant::new((v as u64).to_bits());
        Self {
            clock: Default::default(),
            head: Default::default(),
            bs: std::array::from_fn(|_| Default::default()),
            up_credits: std::array::from_fn(|_| Default::default()),
            advance: Default::default(),
            rst: Default::default(),
            mask: Default::default(),
            ks: Default::default(),
            head_out: Default::default(),
            up: Default::default(),
            empty: Default::default(),
            reach: flat,
            onehot: crate::consts::onehot(),
            is_up: std::array::from_fn(|p| Constant::new(p >= down)),
            has_up: Constant::new(ups > 0),
            adaptive: Constant::new(policy == UpPolicy::Adaptive),
            det_port: Constant::new(det.to_bits()),
            ptr_x: Default::default(),
            ptr_init: Constant::new(init.to_bits()),
            pidx: std::array::from_fn(c4),
            pnext: std::array::from_fn(|p| c4(if p + 1 < K { p + 1 } else { down })),
            ptr: Default::default(),
            nxt: Default::default(),
            count_field: Constant::new((((1u64 << COUNT_BITS) - 1) << len_bits).to_bits()),
            count_one: Constant::new((1u64 << len_bits).to_bits()),
            one4: Constant::new(1u64.to_bits()),
            dmask: Default::default(),
            umask: Default::default(),
            ge: std::array::from_fn(|_| Default::default()),
            win: std::array::from_fn(|_| Default::default()),
            upair: (0..K * K)
                .map(|x| Constant::new(x / K >= down && x % K >= down && x / K != x % K))
                .collect(),
            lower: (0..K * K).map(|x| Constant::new(x / K < x % K)).collect(),
            cnt: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize, const B: usize> Logic for RouteDecoder<K, W, B> {
    #[hdl_gen]
    fn update(&mut self) {
        // Down: every down port whose mask intersects the bit-string. Index expressions may
        // only name loop variables, so `p * B + b` is written `p * bb + b` with a one-trip
        // loop `bb` = B (rust-hdl evaluates indices with the loop variables only).
        self.dmask.next = 0.into();
        for bb in B..(B + 1) {
            for p in 0..K {
                for b in 0..B {
                    if (self.bs[b].val() & self.reach[p * bb + b].val()).any() {
                        self.dmask.next = self.dmask.val() | self.onehot[p].val();
                    }
                }
            }
        }
        // Up: Adaptive = most credits, on ties the first at or after the pointer
        // (cyclically). Decided in parallel, not port after port: up port p wins when it beats
        // every other up port q, by more credits or by equal credits and coming first in the
        // order from the pointer (`ge`: at or after it, before those below it; then by number).
        // Else Deterministic.
        self.ptr.next = self.ptr_x.q.val() ^ self.ptr_init.val();
        for p in 0..K {
            self.ge[p].next = self.pidx[p].val() >= self.ptr.val();
        }
        for kk in K..(K + 1) {
            for p in 0..K {
                self.win[p].next = self.is_up[p].val();
                for q in 0..K {
                    if self.upair[p * kk + q].val()
                        & !((self.up_credits[p].val() > self.up_credits[q].val())
                            | ((self.up_credits[p].val() == self.up_credits[q].val())
                                & ((self.ge[p].val() & !self.ge[q].val())
                                    | ((self.ge[p].val() == self.ge[q].val())
                                        & self.lower[p * kk + q].val()))))
                    {
                        self.win[p].next = false;
                    }
                }
            }
        }
        self.umask.next = self.det_port.val();
        self.nxt.next = self.ptr.val();
        if self.adaptive.val() {
            // Exactly one up port wins: ORs, not a priority chain of multiplexers.
            self.umask.next = 0.into();
            self.nxt.next = 0.into();
            for p in 0..K {
                if self.win[p].val() {
                    self.umask.next = self.umask.val() | self.onehot[p].val();
                    self.nxt.next = self.nxt.val() | self.pnext[p].val();
                }
            }
        } else {
            for p in 0..K {
                if self.det_port.val().get_bit(p) {
                    self.nxt.next = self.pnext[p].val();
                }
            }
        }
        // Decision.
        self.head_out.next = self.head.val();
        self.up.next = false;
        self.mask.next = 0.into();
        self.empty.next = true;
        if (self.head.val() & self.count_field.val()).any() {
            if self.has_up.val() {
                self.head_out.next = self.head.val() - self.count_one.val();
                self.up.next = true;
                self.mask.next = self.umask.val();
                self.empty.next = false;
            }
        } else if self.dmask.val().any() {
            self.mask.next = self.dmask.val();
            self.empty.next = false;
        }
        // k_s = popcount(mask): 1 going up (one up port), else the down ports' count, so
        // that the up ports' credits (the adaptive choice) do not reach it.
        self.cnt.next = 0.into();
        for p in 0..K {
            if self.dmask.val().get_bit(p) {
                self.cnt.next = self.cnt.val() + self.one4.val();
            }
        }
        self.ks.next = 0.into();
        if self.up.val() {
            self.ks.next = self.one4.val();
        } else if !self.empty.val() {
            self.ks.next = self.cnt.val();
        }
        // The pointer: to the port after the chosen one at an upward decode.
        self.ptr_x.clock.next = self.clock.val();
        self.ptr_x.d.next = self.ptr_x.q.val();
        if self.rst.val() {
            self.ptr_x.d.next = 0.into();
        } else if self.advance.val() & self.up.val() {
            self.ptr_x.d.next = self.nxt.val() ^ self.ptr_init.val();
        }
    }
}
