//! 2x2 region-decoding broadcast switching element (banyan paper, Section 2.2 and 3.2).
//!
//! Golden model: `wormcast_model::banyan::se` (decision) inside
//! `wormcast_model::banyan::network` (timing).
//!
//! Ports (input 0 / output 0 is the upper link):
//! * `strobe`: this cycle is the slot start at this stage; heads on the inputs set the state.
//! * `in_tag0/1`, `in_data0/1`: flits in. `out_tag0/1`, `out_data0/1`: registered flits out.
//! * `nack_in0/1` (from downstream, per output), `nack_out0/1` (per input, combinational):
//!   a copy of the packet on this input was blocked here or downstream in this slot.
//! * `malformed`: number (0..2) of malformed heads discarded this cycle (combinational).
//! * `rst`: synchronous reset; at the edge the output registers, connections and blocked
//!   flags return to their power-on values (idle, none, clear); this cycle's outputs are
//!   unaffected.
//!
//! Latency: one cycle (output registers). In a strobe cycle each input head is decoded at
//! stage `i`: malformed (higher address bits of min and max differ, or min > max) heads are
//! discarded; `m_i = M_i` routes to that output unchanged; `m_i = 0, M_i = 1` replicates with
//! headers (min, `M_hi 0 1..1`) on output 0 and (`m_hi 1 0..0`, max) on output 1. Input 0 wins
//! every conflict (upper input link first). The connections are held until the next strobe.

use super::decode::RegionDecode;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct BanyanSe<const W: usize> {
    pub clock: Signal<In, Clock>,
    pub strobe: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub in_tag0: Signal<In, Bits<2>>,
    pub in_data0: Signal<In, Bits<W>>,
    pub in_tag1: Signal<In, Bits<2>>,
    pub in_data1: Signal<In, Bits<W>>,
    pub nack_in0: Signal<In, Bit>,
    pub nack_in1: Signal<In, Bit>,
    pub out_tag0: Signal<Out, Bits<2>>,
    pub out_data0: Signal<Out, Bits<W>>,
    pub out_tag1: Signal<Out, Bits<2>>,
    pub out_data1: Signal<Out, Bits<W>>,
    pub nack_out0: Signal<Out, Bit>,
    pub nack_out1: Signal<Out, Bit>,
    pub malformed: Signal<Out, Bits<2>>,
    /// Header decode of each input (shared with the wormhole SE).
    pub dec0: RegionDecode<W>,
    pub dec1: RegionDecode<W>,
    tag_head: Constant<Bits<2>>,
    // State: output registers, connection (valid, source input), blocked flags.
    otag0: DFF<Bits<2>>,
    odata0: DFF<Bits<W>>,
    otag1: DFF<Bits<2>>,
    odata1: DFF<Bits<W>>,
    c0v: DFF<Bit>,
    c0p: DFF<Bit>,
    c1v: DFF<Bit>,
    c1p: DFF<Bit>,
    blk0: DFF<Bit>,
    blk1: DFF<Bit>,
}

impl<const W: usize> BanyanSe<W> {
    /// An SE at stage `i` of an `n`-stage network.
    pub fn new(n: usize, i: usize) -> Self {
        Self::with_variant(n, i, false)
    }
    /// `broken = true` builds a deliberately wrong SE (the port-1 replication header keeps bit
    /// i of the minimum at 0); only for testing that the checks catch design errors.
    pub fn with_variant(n: usize, i: usize, broken: bool) -> Self {
        Self {
            clock: Default::default(),
            strobe: Default::default(),
            rst: Default::default(),
            in_tag0: Default::default(),
            in_data0: Default::default(),
            in_tag1: Default::default(),
            in_data1: Default::default(),
            nack_in0: Default::default(),
            nack_in1: Default::default(),
            out_tag0: Default::default(),
            out_data0: Default::default(),
            out_tag1: Default::default(),
            out_data1: Default::default(),
            nack_out0: Default::default(),
            nack_out1: Default::default(),
            malformed: Default::default(),
            dec0: RegionDecode::new(n, i, broken),
            dec1: RegionDecode::new(n, i, broken),
            tag_head: Constant::new(crate::flit::TAG_HEAD.to_bits()),
            otag0: Default::default(),
            odata0: Default::default(),
            otag1: Default::default(),
            odata1: Default::default(),
            c0v: Default::default(),
            c0p: Default::default(),
            c1v: Default::default(),
            c1p: Default::default(),
            blk0: Default::default(),
            blk1: Default::default(),
        }
    }
}

impl<const W: usize> Logic for BanyanSe<W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, otag0, odata0, otag1, odata1, c0v, c0p, c1v, c1p, blk0, blk1);
        self.dec0.tag.next = self.in_tag0.val();
        self.dec0.data.next = self.in_data0.val();
        self.dec1.tag.next = self.in_tag1.val();
        self.dec1.data.next = self.in_data1.val();
        self.malformed.next = 0.into();
        if self.strobe.val() {
            if self.dec0.bad.val() & self.dec1.bad.val() {
                self.malformed.next = 2.into();
            } else if self.dec0.bad.val() | self.dec1.bad.val() {
                self.malformed.next = 1.into();
            }
            // Output 0: upper input first.
            self.otag0.d.next = self.tag_head.val();
            self.c0v.d.next = true;
            if self.dec0.want0.val() {
                self.c0p.d.next = false;
                self.odata0.d.next = self.dec0.hdr0.val();
            } else if self.dec1.want0.val() {
                self.c0p.d.next = true;
                self.odata0.d.next = self.dec1.hdr0.val();
            } else {
                self.c0v.d.next = false;
                self.c0p.d.next = false;
                self.otag0.d.next = 0.into();
                self.odata0.d.next = 0.into();
            }
            // Output 1.
            self.otag1.d.next = self.tag_head.val();
            self.c1v.d.next = true;
            if self.dec0.want1.val() {
                self.c1p.d.next = false;
                self.odata1.d.next = self.dec0.hdr1.val();
            } else if self.dec1.want1.val() {
                self.c1p.d.next = true;
                self.odata1.d.next = self.dec1.hdr1.val();
            } else {
                self.c1v.d.next = false;
                self.c1p.d.next = false;
                self.otag1.d.next = 0.into();
                self.odata1.d.next = 0.into();
            }
            self.blk0.d.next = self.dec0.bad.val();
            self.blk1.d.next = self.dec1.bad.val()
                | (self.dec1.want0.val() & self.dec0.want0.val())
                | (self.dec1.want1.val() & self.dec0.want1.val());
        } else {
            self.otag0.d.next = 0.into();
            self.odata0.d.next = 0.into();
            if self.c0v.q.val() {
                if self.c0p.q.val() {
                    self.otag0.d.next = self.in_tag1.val();
                    self.odata0.d.next = self.in_data1.val();
                } else {
                    self.otag0.d.next = self.in_tag0.val();
                    self.odata0.d.next = self.in_data0.val();
                }
            }
            self.otag1.d.next = 0.into();
            self.odata1.d.next = 0.into();
            if self.c1v.q.val() {
                if self.c1p.q.val() {
                    self.otag1.d.next = self.in_tag1.val();
                    self.odata1.d.next = self.in_data1.val();
                } else {
                    self.otag1.d.next = self.in_tag0.val();
                    self.odata1.d.next = self.in_data0.val();
                }
            }
        }
        self.out_tag0.next = self.otag0.q.val();
        self.out_data0.next = self.odata0.q.val();
        self.out_tag1.next = self.otag1.q.val();
        self.out_data1.next = self.odata1.q.val();
        self.nack_out0.next = self.blk0.q.val()
            | (self.c0v.q.val() & !self.c0p.q.val() & self.nack_in0.val())
            | (self.c1v.q.val() & !self.c1p.q.val() & self.nack_in1.val());
        self.nack_out1.next = self.blk1.q.val()
            | (self.c0v.q.val() & self.c0p.q.val() & self.nack_in0.val())
            | (self.c1v.q.val() & self.c1p.q.val() & self.nack_in1.val());
        if self.rst.val() {
            self.otag0.d.next = 0.into();
            self.odata0.d.next = 0.into();
            self.otag1.d.next = 0.into();
            self.odata1.d.next = 0.into();
            self.c0v.d.next = false;
            self.c0p.d.next = false;
            self.c1v.d.next = false;
            self.c1p.d.next = false;
            self.blk0.d.next = false;
            self.blk1.d.next = false;
        }
    }
}
