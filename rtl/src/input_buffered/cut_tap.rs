//! The cut-through tap of the input-buffered switch's readers: what each input's writer takes
//! and commits, as cut-through sees it (golden model `wormcast_model::input_buffered::IbReaders`,
//! its `late` setting; module doc of `wormcast_model::input_buffered`, "Late cut-through").
//!
//! Per input i: the writer takes the offered flit (`take`), the offer (`off_tag`, `off_data`,
//! `off_mask`), the lane it goes to (`wr_lane`) and whether it commits a chunk (`commit`) that
//! is its packet's header chunk (`commit_hdr`). With `late` off (revision 3): passed through,
//! so the readers' cut-through acts on the take at this edge. With `late`
//! (`IbConfig::late_cut`, the golden model's `late_cut`; the default, revision 4): registered, so cut-through acts at each edge on the
//! take of the last edge, and the readers see registers of the writers and input ports only
//! (the writers' take and the input port's offer end their paths here).
//!
//! Ports in: `take[i]`, `off_tag[i]`, `off_data[i]`, `off_mask[i]`, `wr_lane[i]`,
//! `commit[i]`, `commit_hdr[i]`, `rst`. Out: `take_o[i]`, `tag[i]`, `data[i]`, `mask[i]`,
//! `lane[i]`, `cm[i]`, `cmh[i]` (in that order). Latency 0 (wires: the default's logic is
//! the one without the tap), or 1 with `late` (a synchronous `rst` clears the registered
//! take: nothing is taken at a reset edge).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbCutTap<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub take: [Signal<In, Bit>; K],
    pub off_tag: [Signal<In, Bits<2>>; K],
    pub off_data: [Signal<In, Bits<W>>; K],
    pub off_mask: [Signal<In, Bits<K>>; K],
    pub wr_lane: [Signal<In, Bits<4>>; K],
    pub commit: [Signal<In, Bit>; K],
    pub commit_hdr: [Signal<In, Bit>; K],
    pub take_o: [Signal<Out, Bit>; K],
    pub tag: [Signal<Out, Bits<2>>; K],
    pub data: [Signal<Out, Bits<W>>; K],
    pub mask: [Signal<Out, Bits<K>>; K],
    pub lane: [Signal<Out, Bits<4>>; K],
    pub cm: [Signal<Out, Bit>; K],
    pub cmh: [Signal<Out, Bit>; K],
    late: Constant<Bit>,
    r_take: [DFF<Bit>; K],
    r_tag: [DFF<Bits<2>>; K],
    r_data: [DFF<Bits<W>>; K],
    r_mask: [DFF<Bits<K>>; K],
    r_lane: [DFF<Bits<4>>; K],
    r_cm: [DFF<Bit>; K],
    r_cmh: [DFF<Bit>; K],
}

fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize> IbCutTap<K, W> {
    pub fn new(late: bool) -> Self {
        IbCutTap {
            clock: Default::default(),
            rst: Default::default(),
            take: a(),
            off_tag: a(),
            off_data: a(),
            off_mask: a(),
            wr_lane: a(),
            commit: a(),
            commit_hdr: a(),
            take_o: a(),
            tag: a(),
            data: a(),
            mask: a(),
            lane: a(),
            cm: a(),
            cmh: a(),
            late: Constant::new(late),
            r_take: a(),
            r_tag: a(),
            r_data: a(),
            r_mask: a(),
            r_lane: a(),
            r_cm: a(),
            r_cmh: a(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for IbCutTap<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..K {
            self.r_take[i].clock.next = self.clock.val();
            self.r_tag[i].clock.next = self.clock.val();
            self.r_data[i].clock.next = self.clock.val();
            self.r_mask[i].clock.next = self.clock.val();
            self.r_lane[i].clock.next = self.clock.val();
            self.r_cm[i].clock.next = self.clock.val();
            self.r_cmh[i].clock.next = self.clock.val();
            self.r_take[i].d.next = self.take[i].val() & !self.rst.val();
            self.r_tag[i].d.next = self.off_tag[i].val();
            self.r_data[i].d.next = self.off_data[i].val();
            self.r_mask[i].d.next = self.off_mask[i].val();
            self.r_lane[i].d.next = self.wr_lane[i].val();
            self.r_cm[i].d.next = self.commit[i].val();
            self.r_cmh[i].d.next = self.commit_hdr[i].val();
            if self.late.val() {
                self.take_o[i].next = self.r_take[i].q.val();
                self.tag[i].next = self.r_tag[i].q.val();
                self.data[i].next = self.r_data[i].q.val();
                self.mask[i].next = self.r_mask[i].q.val();
                self.lane[i].next = self.r_lane[i].q.val();
                self.cm[i].next = self.r_cm[i].q.val();
                self.cmh[i].next = self.r_cmh[i].q.val();
            } else {
                self.take_o[i].next = self.take[i].val();
                self.tag[i].next = self.off_tag[i].val();
                self.data[i].next = self.off_data[i].val();
                self.mask[i].next = self.off_mask[i].val();
                self.lane[i].next = self.wr_lane[i].val();
                self.cm[i].next = self.commit[i].val();
                self.cmh[i].next = self.commit_hdr[i].val();
            }
        }
    }
}
