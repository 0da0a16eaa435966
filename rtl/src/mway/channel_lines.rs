//! Phase 4 of an m-way channel ([`super::channel::MwayChannel`]): the flit lines (paper,
//! Section 2.3: the granted driver's Tag, Drv, Buf and Flit on the channel),
//! combinational: a one-hot AND-OR multiplexer of the drivers' lines by the channel
//! arbitrator's grant.
//!
//! # Ports
//! | port | dir | bits | meaning |
//! |------|-----|------|---------|
//! | `grant` | in | M | the channel arbitrator's grant (one-hot or 0) |
//! | `part` | in | M | the drivers' partial-transfer lines |
//! | `drv_tag[s]`, `drv_buf[s]`, `drv_data[s]` | in | 2, BB, W | slot s's driver lines |
//! | `ch_tag`, `ch_buf`, `ch_data`, `ch_drv` | out | 2, BB, W, S | the flit lines (0 when nobody is granted); `ch_drv` the granted slot |
//! | `part_g` | out | 1 | the granted driver takes a partial header transfer |
//!
//! Latency 0. The logic of the channel's flit lines, unchanged; a block of its own so that
//! the flit lines do not share the channel's block with the reductions (phases 6, 8), which
//! read the receivers' answers to these lines (Verilator: no UNOPTFLAT through the
//! receivers; the channel's module doc).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct MwayChannelLines<const M: usize, const S: usize, const W: usize, const BB: usize> {
    pub grant: Signal<In, Bits<M>>,
    pub part: Signal<In, Bits<M>>,
    pub drv_tag: [Signal<In, Bits<2>>; M],
    pub drv_buf: [Signal<In, Bits<BB>>; M],
    pub drv_data: [Signal<In, Bits<W>>; M],
    pub ch_tag: Signal<Out, Bits<2>>,
    pub ch_buf: Signal<Out, Bits<BB>>,
    pub ch_data: Signal<Out, Bits<W>>,
    pub ch_drv: Signal<Out, Bits<S>>,
    pub part_g: Signal<Out, Bit>,
    /// `slot[s]` = s as an S-bit constant.
    slot: [Constant<Bits<S>>; M],
}

impl<const M: usize, const S: usize, const W: usize, const BB: usize> Default
    for MwayChannelLines<M, S, W, BB>
{
    fn default() -> Self {
        Self {
            grant: Default::default(),
            part: Default::default(),
            drv_tag: std::array::from_fn(|_| Default::default()),
            drv_buf: std::array::from_fn(|_| Default::default()),
            drv_data: std::array::from_fn(|_| Default::default()),
            ch_tag: Default::default(),
            ch_buf: Default::default(),
            ch_data: Default::default(),
            ch_drv: Default::default(),
            part_g: Default::default(),
            slot: crate::consts::indices(),
        }
    }
}

impl<const M: usize, const S: usize, const W: usize, const BB: usize> Logic
    for MwayChannelLines<M, S, W, BB>
{
    #[hdl_gen]
    fn update(&mut self) {
        self.ch_tag.next = 0.into();
        self.ch_buf.next = 0.into();
        self.ch_data.next = 0.into();
        self.ch_drv.next = 0.into();
        self.part_g.next = false;
        for s in 0..M {
            if self.grant.val().get_bit(s) {
                self.ch_tag.next = self.drv_tag[s].val();
                self.ch_buf.next = self.drv_buf[s].val();
                self.ch_data.next = self.drv_data[s].val();
                self.ch_drv.next = self.slot[s].val();
                self.part_g.next = self.part.val().get_bit(s);
            }
        }
    }
}
