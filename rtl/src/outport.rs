//! Output port of the chunked switches: serialiser, one-chunk prefetch buffer, link credit
//! counter and link register (multidestination-worms paper, Sections 4.1 and 5.1). Golden
//! model and timing: `wormcast_model::outport`.
//!
//! Ports in: `bypass_v`, `bypass_tag`, `bypass_data` (a crossbar flit to send; the switch only
//! offers it with credit), `hold` (a bypass owned the link before this edge: a register),
//! `arr_v`, `arr_n`, `arr_tag[K]`, `arr_data[K]` (a chunk completing its read), `credit_in`,
//! `rst` (synchronous reset: at the edge the serialiser, the prefetch buffer and the link
//! register empty and the credit count returns to `depth`; while `rst` is high `link_tag` and
//! `link_data` are 0). Out: `link_tag`, `link_data` (registered), `credits`, `can_prefetch`,
//! `idle` (serialiser and prefetch buffer empty), `idle_next` (`idle` after this edge). A chunk
//! arriving at an empty serialiser while the link is free sends its first flit to the link
//! register at the same edge. The credit count is stored as `used = depth - credits` so that
//! the power-on value of the register (0) is right.
//!
//! Contract: `bypass_v` without `hold` is a bypass claiming the link at this edge, which the
//! switch does only while `idle` and with no chunk arriving (`arr_v` low). So the serialiser
//! and an arriving chunk's cut-through look at `hold` only, never at `bypass_v`: the
//! serialiser's step and the credit count's enable stay out of the switch's path decision
//! (issue 47).

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct OutPortRtl<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub bypass_v: Signal<In, Bit>,
    pub bypass_tag: Signal<In, Bits<2>>,
    pub bypass_data: Signal<In, Bits<W>>,
    pub hold: Signal<In, Bit>,
    pub arr_v: Signal<In, Bit>,
    pub arr_n: Signal<In, Bits<4>>,
    pub arr_tag: [Signal<In, Bits<2>>; K],
    pub arr_data: [Signal<In, Bits<W>>; K],
    pub credit_in: Signal<In, Bit>,
    pub rst: Signal<In, Bit>,
    pub link_tag: Signal<Out, Bits<2>>,
    pub link_data: Signal<Out, Bits<W>>,
    pub credits: Signal<Out, Bits<9>>,
    pub can_prefetch: Signal<Out, Bit>,
    pub idle: Signal<Out, Bit>,
    /// `idle` after this edge (from the next values of the registers it reads).
    pub idle_next: Signal<Out, Bit>,
    ser_tag: [DFF<Bits<2>>; K],
    ser_data: [DFF<Bits<W>>; K],
    ser_n: DFF<Bits<4>>,
    ser_pos: DFF<Bits<4>>,
    nxt_v: DFF<Bit>,
    nxt_tag: [DFF<Bits<2>>; K],
    nxt_data: [DFF<Bits<W>>; K],
    nxt_n: DFF<Bits<4>>,
    oreg_tag: DFF<Bits<2>>,
    oreg_data: DFF<Bits<W>>,
    used: DFF<Bits<9>>,
    depth: Constant<Bits<9>>,
    /// `used` is at most `depth` (see [`crate::low_mask`]).
    used_mask: Constant<Bits<9>>,
    idx: [Constant<Bits<4>>; K],
    /// The link has a credit (the value of `credits` is nonzero; computed apart from the
    /// `credits` output so that the output's assignment shares no local with the logic that
    /// reads `bypass_v`: one `always @(*)` per module, see [`crate::inport::SenderOffer`]).
    has_credit: Signal<Local, Bit>,
    send_ser: Signal<Local, Bit>,
    sel_tag: Signal<Local, Bits<2>>,
    sel_data: Signal<Local, Bits<W>>,
    pos_after: Signal<Local, Bits<4>>,
    arr_to_nxt: Signal<Local, Bit>,
    cut: Signal<Local, Bit>,
    sent: Signal<Local, Bit>,
    ser_pos_d: Signal<Local, Bits<4>>,
    ser_n_d: Signal<Local, Bits<4>>,
    nxt_v_d: Signal<Local, Bit>,
    /// An arriving chunk leaves the serialiser empty after this edge (no flits, or its one
    /// flit cut through).
    arr_fits: Signal<Local, Bit>,
}

impl<const K: usize, const W: usize> OutPortRtl<K, W> {
    /// Chunk size K; the receiver's FIFO holds `depth` flits (1..=256).
    pub fn new(depth: usize) -> Self {
        assert!((1..=256).contains(&depth) && K <= 8);
        OutPortRtl {
            clock: Default::default(),
            bypass_v: Default::default(),
            bypass_tag: Default::default(),
            bypass_data: Default::default(),
            hold: Default::default(),
            arr_v: Default::default(),
            arr_n: Default::default(),
            arr_tag: std::array::from_fn(|_| Default::default()),
            arr_data: std::array::from_fn(|_| Default::default()),
            credit_in: Default::default(),
            rst: Default::default(),
            link_tag: Default::default(),
            link_data: Default::default(),
            credits: Default::default(),
            can_prefetch: Default::default(),
            idle: Default::default(),
            idle_next: Default::default(),
            ser_tag: std::array::from_fn(|_| Default::default()),
            ser_data: std::array::from_fn(|_| Default::default()),
            ser_n: Default::default(),
            ser_pos: Default::default(),
            nxt_v: Default::default(),
            nxt_tag: std::array::from_fn(|_| Default::default()),
            nxt_data: std::array::from_fn(|_| Default::default()),
            nxt_n: Default::default(),
            oreg_tag: Default::default(),
            oreg_data: Default::default(),
            used: Default::default(),
            depth: Constant::new((depth as u64).to_bits()),
            used_mask: Constant::new(crate::low_mask(depth as u64).to_bits()),
            idx: crate::consts::indices(),
            has_credit: Default::default(),
            send_ser: Default::default(),
            sel_tag: Default::default(),
            sel_data: Default::default(),
            pos_after: Default::default(),
            arr_to_nxt: Default::default(),
            cut: Default::default(),
            sent: Default::default(),
            ser_pos_d: Default::default(),
            ser_n_d: Default::default(),
            nxt_v_d: Default::default(),
            arr_fits: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for OutPortRtl<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, ser_n, ser_pos, nxt_v, nxt_n, oreg_tag, oreg_data, used);
        for j in 0..K {
            self.ser_tag[j].clock.next = self.clock.val();
            self.ser_data[j].clock.next = self.clock.val();
            self.nxt_tag[j].clock.next = self.clock.val();
            self.nxt_data[j].clock.next = self.clock.val();
            self.ser_tag[j].d.next = self.ser_tag[j].q.val();
            self.ser_data[j].d.next = self.ser_data[j].q.val();
            self.nxt_tag[j].d.next = self.nxt_tag[j].q.val();
            self.nxt_data[j].d.next = self.nxt_data[j].q.val();
        }
        self.ser_pos_d.next = self.ser_pos.q.val();
        self.ser_n_d.next = self.ser_n.q.val();
        self.nxt_v_d.next = self.nxt_v.q.val();
        self.credits.next = (self.depth.val() - self.used.q.val()) & self.used_mask.val();
        self.has_credit.next =
            ((self.depth.val() - self.used.q.val()) & self.used_mask.val()).any();
        self.can_prefetch.next = !self.nxt_v.q.val();
        self.idle.next = (self.ser_pos.q.val() == self.ser_n.q.val()) & !self.nxt_v.q.val();
        self.link_tag.next = self.oreg_tag.q.val();
        self.link_data.next = self.oreg_data.q.val();
        if self.rst.val() {
            self.link_tag.next = 0.into();
            self.link_data.next = 0.into();
        }
        // The serialiser's next flit.
        self.sel_tag.next = self.ser_tag[0].q.val();
        self.sel_data.next = self.ser_data[0].q.val();
        for j in 0..K {
            if self.ser_pos.q.val() == self.idx[j].val() {
                self.sel_tag.next = self.ser_tag[j].q.val();
                self.sel_data.next = self.ser_data[j].q.val();
            }
        }
        self.send_ser.next =
            !self.hold.val() & (self.ser_pos.q.val() < self.ser_n.q.val()) & self.has_credit.val();
        self.oreg_tag.d.next = 0.into();
        self.oreg_data.d.next = 0.into();
        if self.bypass_v.val() {
            self.oreg_tag.d.next = self.bypass_tag.val();
            self.oreg_data.d.next = self.bypass_data.val();
        } else if self.send_ser.val() {
            self.oreg_tag.d.next = self.sel_tag.val();
            self.oreg_data.d.next = self.sel_data.val();
        }
        // The link is free at this edge for an arriving chunk's first flit (used only when the
        // chunk goes to the serialiser).
        self.cut.next = !self.hold.val() & !self.send_ser.val() & self.has_credit.val();
        self.pos_after.next = self.ser_pos.q.val();
        if self.send_ser.val() {
            self.pos_after.next = self.ser_pos.q.val() + 1;
        }
        self.ser_pos_d.next = self.pos_after.val();
        self.arr_to_nxt.next = self.arr_v.val();
        if self.pos_after.val() == self.ser_n.q.val() {
            if self.nxt_v.q.val() {
                for j in 0..K {
                    self.ser_tag[j].d.next = self.nxt_tag[j].q.val();
                    self.ser_data[j].d.next = self.nxt_data[j].q.val();
                }
                self.ser_n_d.next = self.nxt_n.q.val();
                self.ser_pos_d.next = 0.into();
                self.nxt_v_d.next = false;
            } else if self.arr_v.val() {
                for j in 0..K {
                    self.ser_tag[j].d.next = self.arr_tag[j].val();
                    self.ser_data[j].d.next = self.arr_data[j].val();
                }
                self.ser_n_d.next = self.arr_n.val();
                self.ser_pos_d.next = 0.into();
                self.arr_to_nxt.next = false;
                // Cut-through: the link is free, the chunk's first flit goes to the link
                // register at this edge.
                if self.cut.val() {
                    self.oreg_tag.d.next = self.arr_tag[0].val();
                    self.oreg_data.d.next = self.arr_data[0].val();
                    self.ser_pos_d.next = 1.into();
                }
            }
        }
        if self.arr_to_nxt.val() {
            for j in 0..K {
                self.nxt_tag[j].d.next = self.arr_tag[j].val();
                self.nxt_data[j].d.next = self.arr_data[j].val();
            }
            self.nxt_n.d.next = self.arr_n.val();
            self.nxt_v_d.next = true;
        }
        // A flit is sent: bypass, serialiser, or an arriving chunk's first flit.
        self.sent.next = self.bypass_v.val() | self.send_ser.val();
        if self.cut.val()
            & self.arr_v.val()
            & (self.pos_after.val() == self.ser_n.q.val())
            & !self.nxt_v.q.val()
        {
            self.sent.next = true;
        }
        if self.sent.val() & !self.credit_in.val() {
            self.used.d.next = (self.used.q.val() + 1) & self.used_mask.val();
        } else if !self.sent.val() & self.credit_in.val() {
            self.used.d.next = (self.used.q.val() - 1) & self.used_mask.val();
        }
        // Synchronous reset; the lane registers (`ser_*`, `nxt_*` data) are written before
        // they are read and are not cleared.
        if self.rst.val() {
            self.ser_n_d.next = 0.into();
            self.ser_pos_d.next = 0.into();
            self.nxt_v_d.next = false;
            self.nxt_n.d.next = 0.into();
            self.oreg_tag.d.next = 0.into();
            self.oreg_data.d.next = 0.into();
            self.used.d.next = 0.into();
        }
        self.ser_pos.d.next = self.ser_pos_d.val();
        self.ser_n.d.next = self.ser_n_d.val();
        self.nxt_v.d.next = self.nxt_v_d.val();
        // `idle` after this edge, written out from the registers so that the arriving chunk
        // (`arr_v`, `arr_n`: late, from the switch's write step) is one gate from it: the
        // serialiser empties at this edge (`pos_after == ser_n`) and then holds the prefetched
        // chunk, or the arriving one (sent whole when it has one flit and cuts through), or
        // nothing; an arrival into a busy serialiser or beside a prefetched chunk waits in
        // the prefetch buffer.
        self.arr_fits.next = self.arr_n.val() == 0;
        if self.cut.val() {
            self.arr_fits.next = self.arr_n.val() == 1;
        }
        self.idle_next.next = false;
        if self.pos_after.val() == self.ser_n.q.val() {
            if self.nxt_v.q.val() {
                self.idle_next.next = (self.nxt_n.q.val() == 0) & !self.arr_v.val();
            } else {
                self.idle_next.next = !self.arr_v.val() | self.arr_fits.val();
            }
        }
        if self.rst.val() {
            self.idle_next.next = true;
        }
    }
}
