//! Phase 5 of an m-way buffer set ([`super::set::MwaySet`]): the content search and the
//! header checks of the allocation/mapping unit and the routing logic (paper, Sections 2.1
//! and 2.3, Figure 4: the receiver lines Hit, `Can_ack`, Bad), combinational from the
//! receiving channel's flit lines (phase 4) and the buffer registers.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `coord` | in | CD | the router's lower channel coordinates (tie-off) |
//! | `rx_valid`, `rx_drv`, `rx_tag`, `rx_buf`, `rx_data` | in | 1, S, 2, BB, W | the flit on the receiving channel |
//! | `free` | in | 1 | a free buffer (phase 1, Stat) |
//! | `a[i]`, `hdr[i]`, `tail[i]`, `discard[i]` | in | 1 | buffer i's flags |
//! | `drv[i]`, `buf_num[i]` | in | S, BB | buffer i's (Drv, Buf) |
//! | `rcvd[i]`, `len[i]` | in | P | buffer i's Rptr and Len |
//! | `hit`, `can_ack`, `bad` | out | 1 each | content search hit, the header can be taken, check failed (before the set's reset gate) |
//! | `rx_head` | out | 1 | a header on the channel |
//! | `h_me`, `h_len` | out | 1, LEN | the header names this set's way; its Len field |
//! | `match_hit` | out | B | buffers holding the message of the channel's (Drv, Buf) (header in, tail not yet) |
//! | `rsv_me`, `reserved_first` | out | 1, B | a reservation for the header addressed here; the lowest such buffer (one-hot) |
//! | `sub_lo[d]`, `sub_hi[d]`, `route_out` | out | CB, CB, M | split(): the header's sub-region of this way; route(): its Ways on the driven channel |
//!
//! The outputs besides `hit`, `can_ack`, `bad` feed the set's edge (registers only).
//! Latency 0. Constants of the instance: as the set's (its way, the router's dimension,
//! the MST rule's bad driver slots, the set ejects, k - 1, max_len - 1, the Len field's
//! position). The logic of the set's phase 5, unchanged, with the channel coordinates
//! (`rx_at`, `tx_at`) computed here from `coord`; a block of its own so that the receiver
//! lines depend only on the flit lines, not on the chain and outcome lines (phases 6, 8)
//! the set's block reads (Verilator: no UNOPTFLAT through the channel; the set's module
//! doc, "Children").

use super::set::{k, SetConfig, SetRole};
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwaySetCheck<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const P: usize,
    const LEN: usize,
> {
    pub coord: Signal<In, Bits<CD>>,
    pub rx_valid: Signal<In, Bit>,
    pub rx_drv: Signal<In, Bits<S>>,
    pub rx_tag: Signal<In, Bits<2>>,
    pub rx_buf: Signal<In, Bits<BB>>,
    pub rx_data: Signal<In, Bits<W>>,
    pub free: Signal<In, Bit>,
    pub a: [Signal<In, Bit>; B],
    pub hdr: [Signal<In, Bit>; B],
    pub tail: [Signal<In, Bit>; B],
    pub discard: [Signal<In, Bit>; B],
    pub drv: [Signal<In, Bits<S>>; B],
    pub buf_num: [Signal<In, Bits<BB>>; B],
    pub rcvd: [Signal<In, Bits<P>>; B],
    pub len: [Signal<In, Bits<P>>; B],
    pub hit: Signal<Out, Bit>,
    pub can_ack: Signal<Out, Bit>,
    pub bad: Signal<Out, Bit>,
    pub rx_head: Signal<Out, Bit>,
    pub h_me: Signal<Out, Bit>,
    pub h_len: Signal<Out, Bits<LEN>>,
    pub match_hit: Signal<Out, Bits<B>>,
    pub rsv_me: Signal<Out, Bit>,
    pub reserved_first: Signal<Out, Bits<B>>,
    pub sub_lo: [Signal<Out, Bits<CB>>; D],
    pub sub_hi: [Signal<Out, Bits<CB>>; D],
    pub route_out: Signal<Out, Bits<M>>,
    // Constants of the instance
    /// `slot_index[s]` = s.
    slot_index: [Constant<Bits<S>>; M],
    /// The node's slot (a first-hop buffer has `drv` = node).
    node_slot: Constant<Bits<S>>,
    /// One-hot of this set's way on the receiving channel.
    rx_way: Constant<Bits<M>>,
    /// The receiving way is `d+` (else `d-`).
    rx_plus: Constant<Bit>,
    /// Per dimension: below / equal to the router's dimension.
    dim_below: [Constant<Bit>; D],
    dim_own: [Constant<Bit>; D],
    /// Per dimension: added to `coord` for the receiving / driven channel (`e_d` for the
    /// upper channel).
    rx_add: [Constant<Bits<CB>>; D],
    tx_add: [Constant<Bits<CB>>; D],
    /// k - 1 (highest coordinate).
    k_max: Constant<Bits<CB>>,
    /// max_len - 1 (largest Len).
    len_max: Constant<Bits<LEN>>,
    /// Driver slots whose headers may not use this way (MST rule).
    mst_bad: Constant<Bits<M>>,
    eject: Constant<Bit>,
    /// The Len field's position.
    len_shift: Constant<Bits<8>>,
    // Locals
    /// Coordinates of the receiving and driven channels.
    rx_at: [Signal<Local, Bits<CB>>; D],
    tx_at: [Signal<Local, Bits<CB>>; D],
    /// The header on the receiving channel: corners, inside / single / unicast checks.
    h_lo: [Signal<Local, Bits<CB>>; D],
    h_hi: [Signal<Local, Bits<CB>>; D],
    h_inside: Signal<Local, Bit>,
    h_single: Signal<Local, Bit>,
    h_bad: Signal<Local, Bit>,
    h_uni_ok: Signal<Local, Bit>,
    /// The split sub-region lies around the driven channel; a Way toward it found.
    sub_inside: Signal<Local, Bit>,
    sub_found: Signal<Local, Bit>,
    /// Reservations for the channel's (Drv, Buf).
    reserved: Signal<Local, Bits<B>>,
    scan: Signal<Local, Bit>,
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const P: usize,
        const LEN: usize,
    > MwaySetCheck<B, BB, W, M, S, D, CB, CD, P, LEN>
{
    /// The constants of the set `cfg` (as [`super::set::MwaySet::new`]).
    pub fn new(cfg: &SetConfig) -> Self {
        let sh = &cfg.shape;
        let p = &sh.p;
        let dim = sh.dim;
        let node = M - 1;
        let w = cfg.rx_way;
        let mst_bad = (0..M)
            .filter(|&s| s != node && s != w && w / 2 <= s / 2)
            .fold(0u64, |a, s| a | 1 << s);
        let up_add = |upper: bool| -> [Constant<Bits<CB>>; D] {
            std::array::from_fn(|d| k((upper && d == dim) as u64))
        };
        Self {
            coord: Default::default(),
            rx_valid: Default::default(),
            rx_drv: Default::default(),
            rx_tag: Default::default(),
            rx_buf: Default::default(),
            rx_data: Default::default(),
            free: Default::default(),
            a: std::array::from_fn(|_| Default::default()),
            hdr: std::array::from_fn(|_| Default::default()),
            tail: std::array::from_fn(|_| Default::default()),
            discard: std::array::from_fn(|_| Default::default()),
            drv: std::array::from_fn(|_| Default::default()),
            buf_num: std::array::from_fn(|_| Default::default()),
            rcvd: std::array::from_fn(|_| Default::default()),
            len: std::array::from_fn(|_| Default::default()),
            hit: Default::default(),
            can_ack: Default::default(),
            bad: Default::default(),
            rx_head: Default::default(),
            h_me: Default::default(),
            h_len: Default::default(),
            match_hit: Default::default(),
            rsv_me: Default::default(),
            reserved_first: Default::default(),
            sub_lo: std::array::from_fn(|_| Default::default()),
            sub_hi: std::array::from_fn(|_| Default::default()),
            route_out: Default::default(),
            slot_index: std::array::from_fn(|s| k(s as u64)),
            node_slot: k(node as u64),
            rx_way: k(1 << w),
            rx_plus: Constant::new(w.is_multiple_of(2)),
            dim_below: std::array::from_fn(|d| Constant::new(d < dim)),
            dim_own: std::array::from_fn(|d| {
                Constant::new(d == dim && cfg.role == SetRole::Router)
            }),
            rx_add: up_add(cfg.rx_upper),
            tx_add: up_add(!cfg.rx_upper),
            k_max: k(p.k[0] as u64 - 1),
            len_max: k(p.max_len as u64 - 1),
            mst_bad: k(mst_bad),
            eject: Constant::new(cfg.role == SetRole::Eject),
            len_shift: k(sh.layout.len_lsb as u64),
            rx_at: std::array::from_fn(|_| Default::default()),
            tx_at: std::array::from_fn(|_| Default::default()),
            h_lo: std::array::from_fn(|_| Default::default()),
            h_hi: std::array::from_fn(|_| Default::default()),
            h_inside: Default::default(),
            h_single: Default::default(),
            h_bad: Default::default(),
            h_uni_ok: Default::default(),
            sub_inside: Default::default(),
            sub_found: Default::default(),
            reserved: Default::default(),
            scan: Default::default(),
        }
    }
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const P: usize,
        const LEN: usize,
    > Logic for MwaySetCheck<B, BB, W, M, S, D, CB, CD, P, LEN>
{
    #[hdl_gen]
    fn update(&mut self) {
        // Channel coordinates.
        for d in 0..D {
            for cb in CB..(CB + 1) {
                self.rx_at[d].next = self.coord.val().get_bits::<CB>(d * cb) + self.rx_add[d].val();
                self.tx_at[d].next = self.coord.val().get_bits::<CB>(d * cb) + self.tx_add[d].val();
            }
        }
        // Content search.
        self.match_hit.next = 0.into();
        self.reserved.next = 0.into();
        self.reserved_first.next = 0.into();
        self.scan.next = false;
        for i in 0..B {
            if self.a[i].val()
                & (self.drv[i].val() == self.rx_drv.val())
                & (self.buf_num[i].val() == self.rx_buf.val())
            {
                if self.hdr[i].val() & !self.tail[i].val() {
                    self.match_hit.next = self.match_hit.val().replace_bit(i, true);
                }
                if !self.hdr[i].val() {
                    self.reserved.next = self.reserved.val().replace_bit(i, true);
                    if !self.scan.val() {
                        self.reserved_first.next = self.reserved_first.val().replace_bit(i, true);
                    }
                    self.scan.next = true;
                }
            }
        }
        self.rx_head.next = self.rx_valid.val() & (self.rx_tag.val() == 1);
        self.h_me.next = (self.rx_data.val().get_bits::<M>(0) & self.rx_way.val()).any();
        // Header fields: Ways [M-1:0], lo, hi (CB bits per dimension), Len.
        for mm in M..(M + 1) {
            for dd in D..(D + 1) {
                for cb in CB..(CB + 1) {
                    for d in 0..D {
                        self.h_lo[d].next = self.rx_data.val().get_bits::<CB>(mm + d * cb);
                        self.h_hi[d].next =
                            self.rx_data.val().get_bits::<CB>(mm + dd * cb + d * cb);
                    }
                }
            }
        }
        self.h_len.next = bit_cast::<LEN, W>(self.rx_data.val() >> self.len_shift.val());
        // check(): malformed region, MST rule, the receiver's sub-region, Len.
        self.h_bad.next = (self.h_len.val() == 0) | (self.h_len.val() > self.len_max.val());
        self.h_inside.next = true;
        self.h_single.next = true;
        self.h_uni_ok.next = true;
        for d in 0..D {
            if (self.h_lo[d].val() > self.h_hi[d].val()) | (self.h_hi[d].val() > self.k_max.val()) {
                self.h_bad.next = true;
            }
            if (self.h_lo[d].val() > self.rx_at[d].val())
                | (self.h_hi[d].val() < self.rx_at[d].val())
            {
                self.h_inside.next = false;
            }
            if self.h_lo[d].val() != self.h_hi[d].val() {
                self.h_single.next = false;
            }
            if self.dim_below[d].val() & (self.h_lo[d].val() != self.rx_at[d].val()) {
                self.h_uni_ok.next = false;
            }
            if self.dim_own[d].val() {
                // A unicast passing by: the way toward it in the lowest differing dimension.
                if self.rx_plus.val() {
                    if self.rx_at[d].val() >= self.h_lo[d].val() {
                        self.h_uni_ok.next = false;
                    }
                } else if self.rx_at[d].val() <= self.h_hi[d].val() {
                    self.h_uni_ok.next = false;
                }
            }
        }
        for s in 0..M {
            if (self.rx_drv.val() == self.slot_index[s].val()) & self.mst_bad.val().get_bit(s) {
                self.h_bad.next = true;
            }
        }
        if self.h_inside.val() {
            for d in 0..D {
                if self.dim_own[d].val() {
                    if self.rx_plus.val() {
                        if self.h_hi[d].val() <= self.rx_at[d].val() {
                            self.h_bad.next = true;
                        }
                    } else if self.h_lo[d].val() >= self.rx_at[d].val() {
                        self.h_bad.next = true;
                    }
                }
            }
        } else if !(self.h_single.val() & self.h_uni_ok.val()) | self.eject.val() {
            // (The node way takes only regions containing its node.)
            self.h_bad.next = true;
        }
        // split(): the sub-region of this way; route(): its Ways on the driven channel.
        for d in 0..D {
            self.sub_lo[d].next = self.h_lo[d].val();
            self.sub_hi[d].next = self.h_hi[d].val();
            if self.h_inside.val() {
                if self.dim_below[d].val() {
                    self.sub_lo[d].next = self.rx_at[d].val();
                    self.sub_hi[d].next = self.rx_at[d].val();
                }
                if self.dim_own[d].val() {
                    if self.rx_plus.val() {
                        self.sub_lo[d].next = self.rx_at[d].val() + 1;
                    } else {
                        self.sub_hi[d].next = self.rx_at[d].val() - 1;
                    }
                }
            }
        }
        self.sub_inside.next = true;
        for d in 0..D {
            if (self.sub_lo[d].val() > self.tx_at[d].val())
                | (self.sub_hi[d].val() < self.tx_at[d].val())
            {
                self.sub_inside.next = false;
            }
        }
        self.route_out.next = 0.into();
        self.sub_found.next = false;
        if self.sub_inside.val() {
            for mm in M..(M + 1) {
                self.route_out.next = self.route_out.val().replace_bit(mm - 1, true);
            }
        }
        for d in 0..D {
            if self.sub_inside.val() {
                if self.sub_hi[d].val() > self.tx_at[d].val() {
                    self.route_out.next = self.route_out.val().replace_bit(2 * d, true);
                }
                if self.sub_lo[d].val() < self.tx_at[d].val() {
                    self.route_out.next = self.route_out.val().replace_bit(2 * d + 1, true);
                }
            } else if !self.sub_found.val() {
                if self.tx_at[d].val() < self.sub_lo[d].val() {
                    self.route_out.next = self.route_out.val().replace_bit(2 * d, true);
                    self.sub_found.next = true;
                }
                if self.tx_at[d].val() > self.sub_hi[d].val() {
                    self.route_out.next = self.route_out.val().replace_bit(2 * d + 1, true);
                    self.sub_found.next = true;
                }
            }
        }
        if self.eject.val() {
            // The ejection set drives nothing.
            self.route_out.next = 0.into();
        }
        self.rsv_me.next = self.h_me.val() & self.reserved.val().any();
        self.hit.next = self.rx_valid.val() & self.match_hit.val().any();
        self.can_ack.next = self.rx_head.val() & (self.rsv_me.val() | self.free.val());
        self.bad.next = false;
        if self.rx_head.val() {
            self.bad.next = self.h_me.val() & self.h_bad.val();
        } else if self.rx_valid.val() {
            // A first-hop body or tail flit disagreeing with Len.
            for i in 0..B {
                if self.match_hit.val().get_bit(i)
                    & (self.drv[i].val() == self.node_slot.val())
                    & !self.discard[i].val()
                    & ((self.rx_tag.val() == 3) != (self.rcvd[i].val() == self.len[i].val()))
                {
                    self.bad.next = true;
                }
            }
        }
    }
}
