//! Phase 3 of an m-way buffer set ([`super::set::MwaySet`]): the buffer arbitrator's pick
//! on the driven channel (paper, Sections 2.1 and 2.3: the driver lines `Req`, `Pri`, Tag,
//! Buf, Flit), combinational from the arbitrator's grant and the buffer registers.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `grant`, `valid` | in | B, 1 | the buffer arbitrator's grant (one-hot) and some grant |
//! | `free2` | in | 1 | two or more buffers free (phase 1, Stat) |
//! | `hsent[i]`, `sent[i]`, `len[i]` | in | 1, P, P | buffer i's registers |
//! | `out[i]`, `cur[i]` | in | M | buffer i's Ways to serve and Ways that have the header |
//! | `region_lo[x]`, `region_hi[x]` | in | CB | region corners, buffer i dimension d at `x = i * D + d` |
//! | `flit_tag[x]`, `flit_data[x]` | in | 2, W | flit store, buffer i entry j at `x = i * E + j` |
//! | `pri` | out | 1 | the picked buffer's header went out (priority 1: body and tail flits) |
//! | `part` | out | 1 | the driver takes a partial header transfer (partial algorithms; MST-replica: a replica fits) |
//! | `drv_tag`, `drv_buf`, `drv_data` | out | 2, BB, W | the flit offered: its Tag, the buffer's number, the flit (a header is regenerated from the fields) |
//! | `p_ways` | out | M | the picked buffer's header Ways (`out & !cur`), read by the set's edge |
//!
//! The set's `req` is the arbitrator's `valid`. Latency 0. Constants of the instance: the
//! algorithm is MST-replica / partial, the Len field's position. The logic of the set's
//! phase 3, unchanged; a block of its own so that the driver lines depend on the registers
//! and the grant only, not on the later phases' channel lines the set's block reads
//! (Verilator: no UNOPTFLAT through the channel; the set's module doc, "Children").

use super::set::k;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwaySetPick<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const D: usize,
    const CB: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
> {
    pub grant: Signal<In, Bits<B>>,
    pub valid: Signal<In, Bit>,
    pub free2: Signal<In, Bit>,
    pub hsent: [Signal<In, Bit>; B],
    pub sent: [Signal<In, Bits<P>>; B],
    pub len: [Signal<In, Bits<P>>; B],
    pub out: [Signal<In, Bits<M>>; B],
    pub cur: [Signal<In, Bits<M>>; B],
    pub region_lo: [Signal<In, Bits<CB>>; BD],
    pub region_hi: [Signal<In, Bits<CB>>; BD],
    pub flit_tag: [Signal<In, Bits<2>>; BE],
    pub flit_data: [Signal<In, Bits<W>>; BE],
    pub pri: Signal<Out, Bit>,
    pub part: Signal<Out, Bit>,
    pub drv_tag: Signal<Out, Bits<2>>,
    pub drv_buf: Signal<Out, Bits<BB>>,
    pub drv_data: Signal<Out, Bits<W>>,
    pub p_ways: Signal<Out, Bits<M>>,
    /// `buf_index[i]` = i.
    buf_index: [Constant<Bits<BB>>; B],
    /// `entry_num[j]` = j + 1, the flit number held in entry j.
    entry_num: [Constant<Bits<P>>; E],
    replica: Constant<Bit>,
    partial_alg: Constant<Bit>,
    /// The Len field's position.
    len_shift: Constant<Bits<8>>,
    /// The picked buffer's Len.
    pk_len: Signal<Local, Bits<P>>,
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const D: usize,
        const CB: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
    > MwaySetPick<B, BB, W, M, D, CB, E, BE, BD, P>
{
    /// `replica`, `partial`: the algorithm; `len_lsb`: the Len field's position.
    pub fn new(replica: bool, partial: bool, len_lsb: usize) -> Self {
        Self {
            grant: Default::default(),
            valid: Default::default(),
            free2: Default::default(),
            hsent: std::array::from_fn(|_| Default::default()),
            sent: std::array::from_fn(|_| Default::default()),
            len: std::array::from_fn(|_| Default::default()),
            out: std::array::from_fn(|_| Default::default()),
            cur: std::array::from_fn(|_| Default::default()),
            region_lo: std::array::from_fn(|_| Default::default()),
            region_hi: std::array::from_fn(|_| Default::default()),
            flit_tag: std::array::from_fn(|_| Default::default()),
            flit_data: std::array::from_fn(|_| Default::default()),
            pri: Default::default(),
            part: Default::default(),
            drv_tag: Default::default(),
            drv_buf: Default::default(),
            drv_data: Default::default(),
            p_ways: Default::default(),
            buf_index: std::array::from_fn(|i| k(i as u64)),
            entry_num: std::array::from_fn(|j| k(j as u64 + 1)),
            replica: Constant::new(replica),
            partial_alg: Constant::new(partial),
            len_shift: k(len_lsb as u64),
            pk_len: Default::default(),
        }
    }
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const D: usize,
        const CB: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
    > Logic for MwaySetPick<B, BB, W, M, D, CB, E, BE, BD, P>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.pri.next = false;
        self.drv_tag.next = 0.into();
        self.drv_buf.next = 0.into();
        self.drv_data.next = 0.into();
        self.p_ways.next = 0.into();
        self.pk_len.next = 0.into();
        for i in 0..B {
            if self.grant.val().get_bit(i) {
                self.pri.next = self.hsent[i].val();
                self.drv_buf.next = self.buf_index[i].val();
                self.p_ways.next = self.out[i].val() & !self.cur[i].val();
                if self.hsent[i].val() {
                    for ee in E..(E + 1) {
                        for j in 0..E {
                            if self.sent[i].val() == self.entry_num[j].val() {
                                self.drv_tag.next = self.flit_tag[i * ee + j].val();
                                self.drv_data.next = self.flit_data[i * ee + j].val();
                            }
                        }
                    }
                } else {
                    self.drv_tag.next = 1.into();
                    // The header from the fields: Ways, region corners (bit by bit: a
                    // `bit_cast` argument may not name a loop variable), Len.
                    self.pk_len.next = self.len[i].val();
                    self.drv_data.next = bit_cast::<W, M>(self.p_ways.val())
                        | (bit_cast::<W, P>(self.pk_len.val()) << self.len_shift.val());
                    for mm in M..(M + 1) {
                        for dd in D..(D + 1) {
                            for cb in CB..(CB + 1) {
                                for d in 0..D {
                                    for b in 0..CB {
                                        self.drv_data.next = self.drv_data.val().replace_bit(
                                            mm + d * cb + b,
                                            self.region_lo[i * dd + d].val().get_bit(b),
                                        );
                                        self.drv_data.next = self.drv_data.val().replace_bit(
                                            mm + dd * cb + d * cb + b,
                                            self.region_hi[i * dd + d].val().get_bit(b),
                                        );
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        if self.replica.val() {
            self.part.next = self.valid.val() & self.free2.val();
        } else {
            self.part.next = self.valid.val() & self.partial_alg.val();
        }
    }
}
