//! Banked output port of the reduced input-buffered organisations (register staircase and
//! split RAM; multidestination-worms paper, Sections 5.2.1 and 5.2.2, Figures 11 and 13).
//!
//! Same control as [`crate::outport::OutPortRtl`] (serialiser, one-chunk prefetch, link
//! credits, link register; golden model `wormcast_model::outport::OutPort`), but the chunk
//! data never crosses the switch chunk-wide: it arrives **one flit per cycle per bank** over
//! flit-wide paths and is written into one of two k-flit banks (the serialising chunk and the
//! prefetched chunk, used alternately: chunk n of this output lives in bank n mod 2), so no
//! chunk-wide move from the prefetch buffer to the serialiser is needed either. Flit tags are
//! not stored: the framer's stream is normalised, so the tag follows from the position (head
//! = flit 0 of a header chunk, tail = flit n-1 of a packet's last chunk, else body).
//!
//! Ports in: `arr_v`, `arr_n`, `arr_hdr`, `arr_last` (a chunk read completes this cycle: its
//! flit count, header chunk, last chunk of its packet), `lw_v[j]`, `lw_b[j]`, `lw_data[j]`
//! (flit j of a chunk lands this cycle in bank `lw_b[j]`; one flit-wide path per lane),
//! `credit_in`. Out: `link_tag`,
//! `link_data` (registered), `credits`, `can_prefetch`.
//!
//! Timing: the core delivers flit j of a chunk whose read completes at edge t at edge t + j;
//! the model's serialiser sends that flit at edge t + 1 + j at the earliest, so the link
//! shows the model's flits with no delay (D = 0). Bank b is rewritten only after its previous
//! chunk (two chunks back) was sent completely, since a read is only issued with the prefetch
//! buffer empty.

use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbOutPort<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub arr_v: Signal<In, Bit>,
    pub arr_n: Signal<In, Bits<4>>,
    pub arr_hdr: Signal<In, Bit>,
    pub arr_last: Signal<In, Bit>,
    pub lw_v: [Signal<In, Bit>; K],
    pub lw_b: [Signal<In, Bit>; K],
    pub lw_data: [Signal<In, Bits<W>>; K],
    pub credit_in: Signal<In, Bit>,
    pub link_tag: Signal<Out, Bits<2>>,
    pub link_data: Signal<Out, Bits<W>>,
    pub credits: Signal<Out, Bits<9>>,
    pub can_prefetch: Signal<Out, Bit>,
    bank0: [DFF<Bits<W>>; K],
    bank1: [DFF<Bits<W>>; K],
    ser_n: DFF<Bits<4>>,
    ser_pos: DFF<Bits<4>>,
    ser_hdr: DFF<Bit>,
    ser_last: DFF<Bit>,
    /// Inverted bank of the serialising chunk (power-on 0: the first chunk loads bank 0).
    sbn: DFF<Bit>,
    nxt_v: DFF<Bit>,
    nxt_n: DFF<Bits<4>>,
    nxt_hdr: DFF<Bit>,
    nxt_last: DFF<Bit>,
    oreg_tag: DFF<Bits<2>>,
    oreg_data: DFF<Bits<W>>,
    used: DFF<Bits<9>>,
    depth: Constant<Bits<9>>,
    /// `used` is at most `depth` (see [`crate::low_mask`]).
    used_mask: Constant<Bits<9>>,
    idx: [Constant<Bits<4>>; K],
    send: Signal<Local, Bit>,
    sel_tag: Signal<Local, Bits<2>>,
    sel_data: Signal<Local, Bits<W>>,
    pos_after: Signal<Local, Bits<4>>,
    arr_to_nxt: Signal<Local, Bit>,
}

impl<const K: usize, const W: usize> IbOutPort<K, W> {
    /// Chunk size K; the receiver's FIFO holds `depth` flits (1..=256).
    pub fn new(depth: usize) -> Self {
        assert!((1..=256).contains(&depth) && K <= 8);
        IbOutPort {
            clock: Default::default(),
            arr_v: Default::default(),
            arr_n: Default::default(),
            arr_hdr: Default::default(),
            arr_last: Default::default(),
            lw_v: std::array::from_fn(|_| Default::default()),
            lw_b: std::array::from_fn(|_| Default::default()),
            lw_data: std::array::from_fn(|_| Default::default()),
            credit_in: Default::default(),
            link_tag: Default::default(),
            link_data: Default::default(),
            credits: Default::default(),
            can_prefetch: Default::default(),
            bank0: std::array::from_fn(|_| Default::default()),
            bank1: std::array::from_fn(|_| Default::default()),
            ser_n: Default::default(),
            ser_pos: Default::default(),
            ser_hdr: Default::default(),
            ser_last: Default::default(),
            sbn: Default::default(),
            nxt_v: Default::default(),
            nxt_n: Default::default(),
            nxt_hdr: Default::default(),
            nxt_last: Default::default(),
            oreg_tag: Default::default(),
            oreg_data: Default::default(),
            used: Default::default(),
            depth: Constant::new((depth as u64).to_bits()),
            used_mask: Constant::new(crate::low_mask(depth as u64).to_bits()),
            idx: std::array::from_fn(|i| Constant::new((i as u64).to_bits())),
            send: Default::default(),
            sel_tag: Default::default(),
            sel_data: Default::default(),
            pos_after: Default::default(),
            arr_to_nxt: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for IbOutPort<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self, clock, ser_n, ser_pos, ser_hdr, ser_last, sbn, nxt_v, nxt_n, nxt_hdr, nxt_last,
            oreg_tag, oreg_data, used
        );
        for j in 0..K {
            self.bank0[j].clock.next = self.clock.val();
            self.bank1[j].clock.next = self.clock.val();
            self.bank0[j].d.next = self.bank0[j].q.val();
            self.bank1[j].d.next = self.bank1[j].q.val();
        }
        self.credits.next = (self.depth.val() - self.used.q.val()) & self.used_mask.val();
        self.can_prefetch.next = !self.nxt_v.q.val();
        self.link_tag.next = self.oreg_tag.q.val();
        self.link_data.next = self.oreg_data.q.val();
        // The serialiser's next flit: data from the serialising bank, tag from the position.
        self.sel_data.next = self.bank1[0].q.val();
        if self.sbn.q.val() {
            self.sel_data.next = self.bank0[0].q.val();
        }
        for j in 0..K {
            if self.ser_pos.q.val() == self.idx[j].val() {
                if self.sbn.q.val() {
                    self.sel_data.next = self.bank0[j].q.val();
                } else {
                    self.sel_data.next = self.bank1[j].q.val();
                }
            }
        }
        self.sel_tag.next = 2.into();
        if self.ser_hdr.q.val() & (self.ser_pos.q.val() == 0) {
            self.sel_tag.next = 1.into();
        }
        if self.ser_last.q.val() & ((self.ser_pos.q.val() + 1) == self.ser_n.q.val()) {
            self.sel_tag.next = 3.into();
        }
        self.send.next = (self.ser_pos.q.val() < self.ser_n.q.val()) & self.credits.val().any();
        self.oreg_tag.d.next = 0.into();
        self.oreg_data.d.next = 0.into();
        if self.send.val() {
            self.oreg_tag.d.next = self.sel_tag.val();
            self.oreg_data.d.next = self.sel_data.val();
        }
        self.pos_after.next = self.ser_pos.q.val();
        if self.send.val() {
            self.pos_after.next = self.ser_pos.q.val() + 1;
        }
        self.ser_pos.d.next = self.pos_after.val();
        self.arr_to_nxt.next = self.arr_v.val();
        if self.pos_after.val() == self.ser_n.q.val() {
            if self.nxt_v.q.val() {
                self.ser_n.d.next = self.nxt_n.q.val();
                self.ser_hdr.d.next = self.nxt_hdr.q.val();
                self.ser_last.d.next = self.nxt_last.q.val();
                self.ser_pos.d.next = 0.into();
                self.sbn.d.next = !self.sbn.q.val();
                self.nxt_v.d.next = false;
            } else if self.arr_v.val() {
                self.ser_n.d.next = self.arr_n.val();
                self.ser_hdr.d.next = self.arr_hdr.val();
                self.ser_last.d.next = self.arr_last.val();
                self.ser_pos.d.next = 0.into();
                self.sbn.d.next = !self.sbn.q.val();
                self.arr_to_nxt.next = false;
            }
        }
        if self.arr_to_nxt.val() {
            self.nxt_n.d.next = self.arr_n.val();
            self.nxt_hdr.d.next = self.arr_hdr.val();
            self.nxt_last.d.next = self.arr_last.val();
            self.nxt_v.d.next = true;
        }
        // Flit landings.
        for j in 0..K {
            if self.lw_v[j].val() & !self.lw_b[j].val() {
                self.bank0[j].d.next = self.lw_data[j].val();
            }
            if self.lw_v[j].val() & self.lw_b[j].val() {
                self.bank1[j].d.next = self.lw_data[j].val();
            }
        }
        if self.send.val() & !self.credit_in.val() {
            self.used.d.next = (self.used.q.val() + 1) & self.used_mask.val();
        } else if !self.send.val() & self.credit_in.val() {
            self.used.d.next = (self.used.q.val() - 1) & self.used_mask.val();
        }
    }
}
