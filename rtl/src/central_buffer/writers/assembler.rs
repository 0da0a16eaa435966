//! The writers' chunk assemblers: [`CbAssembler`] (doc there).

use crate::consts::arr;
use rust_hdl::prelude::*;

/// The chunk assembler of each input of [`CbWriters`](super::CbWriters) (the golden model's
/// `Writer` fields `asm`, `fill`, `ready`, `hdr`, `last`): the lanes of the chunk being
/// assembled and whether it is complete and holds the packet's first or last flit.
///
/// Registers, per input i: `asm_tag[i*K+j]`, `asm_data[i*K+j]` (lane j, flattened),
/// `w_fill[i]` (lanes filled), `w_ready[i]` (the chunk is complete and waits for the write
/// port), `w_hdr[i]`, `w_last[i]` (it holds the packet's head, its last flit).
///
/// Ports in, per input i: the offer `of_v[i]`, `of_tag[i]`, `of_data[i]`; `cb[i]` (the
/// input's path this cycle is the central buffer: [`CbWritersRequest`](super::CbWritersRequest)
/// `pathc`), and from it `first[i]`, `lastf[i]` (the offered flit is a head, a last flit),
/// `comp[i]` (the offered flit completes the chunk, nothing ready); `rel[i]` (the assembler
/// is released at this edge: its chunk, or the first copy of a shared header, is written;
/// from [`CbHeaderCopy`](super::CbHeaderCopy));
/// `rst`. Out: the registers' values `lane_tag[i*K+j]`, `lane_data[i*K+j]`, `fill[i]`,
/// `ready[i]`, `hdr[i]`, `last[i]`; and for this edge `accepts[i]` (the assembler takes an
/// offered flit of the central-buffer path at this edge: no ready chunk, or released; from
/// the registers and `rel`, never from `cb`, so that the input port's `taken` does not wait
/// for the path decision), `head[i]` (it
/// is the packet's head, taken into the assembler: [`CbWriterState`](super::CbWriterState)
/// captures the route), `done[i]` (it completes the chunk in the assembler: `w_ready` is set)
/// and `hdr_eff[i]` (the assembler's chunk, after this edge, holds the packet's head).
///
/// Latency: `accepts`, `head`, `done`, `hdr_eff` are combinational (from `rel`, the offer and
/// the registers); the registers change at the edge: released, the assembler empties
/// (`w_fill` 0, `w_ready` 0) and the offered flit goes into lane 0; a flit into lane 0
/// zeroes the chunk's other lanes; the chunk is ready when K lanes are filled or the last
/// flit is in. A ready chunk not released takes no flit. At an edge with `rst` high `w_fill`,
/// `w_ready`, `w_hdr`, `w_last` return to 0; the lanes are not cleared (a chunk's lanes are
/// zeroed when its first flit is taken).
#[derive(LogicBlock)]
pub struct CbAssembler<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub cb: [Signal<In, Bit>; K],
    pub first: [Signal<In, Bit>; K],
    pub lastf: [Signal<In, Bit>; K],
    pub comp: [Signal<In, Bit>; K],
    pub rel: [Signal<In, Bit>; K],
    pub lane_tag: Vec<Signal<Out, Bits<2>>>,
    pub lane_data: Vec<Signal<Out, Bits<W>>>,
    pub fill: [Signal<Out, Bits<4>>; K],
    pub ready: [Signal<Out, Bit>; K],
    pub hdr: [Signal<Out, Bit>; K],
    pub last: [Signal<Out, Bit>; K],
    pub accepts: [Signal<Out, Bit>; K],
    pub head: [Signal<Out, Bit>; K],
    pub done: [Signal<Out, Bit>; K],
    pub hdr_eff: [Signal<Out, Bit>; K],
    /// Lane j of input i at `i * K + j`.
    pub asm_tag: Vec<DFF<Bits<2>>>,
    pub asm_data: Vec<DFF<Bits<W>>>,
    pub w_fill: [DFF<Bits<4>>; K],
    pub w_ready: [DFF<Bit>; K],
    pub w_hdr: [DFF<Bit>; K],
    pub w_last: [DFF<Bit>; K],
    lane_idx: [Constant<Bits<4>>; K],
    k4: Constant<Bits<4>>,
    /// The offered flit goes into the assembler at this edge.
    go: [Signal<Local, Bit>; K],
    /// `w_fill` after the release, and after this edge's flit.
    fill_eff: [Signal<Local, Bits<4>>; K],
    fill_d: [Signal<Local, Bits<4>>; K],
}

impl<const K: usize, const W: usize> Default for CbAssembler<K, W> {
    fn default() -> Self {
        CbAssembler {
            clock: Default::default(),
            rst: Default::default(),
            of_v: arr(),
            of_tag: arr(),
            of_data: arr(),
            cb: arr(),
            first: arr(),
            lastf: arr(),
            comp: arr(),
            rel: arr(),
            lane_tag: (0..K * K).map(|_| Default::default()).collect(),
            lane_data: (0..K * K).map(|_| Default::default()).collect(),
            fill: arr(),
            ready: arr(),
            hdr: arr(),
            last: arr(),
            accepts: arr(),
            head: arr(),
            done: arr(),
            hdr_eff: arr(),
            asm_tag: (0..K * K).map(|_| DFF::default()).collect(),
            asm_data: (0..K * K).map(|_| DFF::default()).collect(),
            w_fill: arr(),
            w_ready: arr(),
            w_hdr: arr(),
            w_last: arr(),
            lane_idx: crate::consts::indices(),
            k4: Constant::new((K as u64).to_bits()),
            go: arr(),
            fill_eff: arr(),
            fill_d: arr(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbAssembler<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Clocks, hold, the registers' values --------------------------------------------
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.asm_tag[i * kk + j].clock.next = self.clock.val();
                    self.asm_data[i * kk + j].clock.next = self.clock.val();
                    self.asm_tag[i * kk + j].d.next = self.asm_tag[i * kk + j].q.val();
                    self.asm_data[i * kk + j].d.next = self.asm_data[i * kk + j].q.val();
                    self.lane_tag[i * kk + j].next = self.asm_tag[i * kk + j].q.val();
                    self.lane_data[i * kk + j].next = self.asm_data[i * kk + j].q.val();
                }
            }
        }
        for i in 0..K {
            self.w_fill[i].clock.next = self.clock.val();
            self.w_ready[i].clock.next = self.clock.val();
            self.w_hdr[i].clock.next = self.clock.val();
            self.w_last[i].clock.next = self.clock.val();
            self.w_fill[i].d.next = self.w_fill[i].q.val();
            self.w_ready[i].d.next = self.w_ready[i].q.val();
            self.w_hdr[i].d.next = self.w_hdr[i].q.val();
            self.w_last[i].d.next = self.w_last[i].q.val();
            self.fill[i].next = self.w_fill[i].q.val();
            self.ready[i].next = self.w_ready[i].q.val();
            self.hdr[i].next = self.w_hdr[i].q.val();
            self.last[i].next = self.w_last[i].q.val();
        }

        // ---- Chunk assembly (central-buffer path) -------------------------------------------
        for kk in K..(K + 1) {
            for i in 0..K {
                // A ready chunk takes no flit unless released; a chunk completed by the offer
                // and released at this edge is written straight from the offer.
                self.go[i].next = self.of_v[i].val()
                    & self.cb[i].val()
                    & !(self.w_ready[i].q.val() & !self.rel[i].val())
                    & !(self.comp[i].val() & self.rel[i].val());
                self.accepts[i].next = !self.w_ready[i].q.val() | self.rel[i].val();
                self.head[i].next = self.go[i].val() & self.first[i].val();
                self.fill_eff[i].next = self.w_fill[i].q.val();
                if self.rel[i].val() {
                    self.fill_eff[i].next = 0.into();
                    self.w_ready[i].d.next = false;
                    self.w_fill[i].d.next = 0.into();
                }
                self.hdr_eff[i].next = self.w_hdr[i].q.val();
                if self.fill_eff[i].val() == 0 {
                    self.hdr_eff[i].next = self.first[i].val();
                }
                self.fill_d[i].next = self.fill_eff[i].val() + 1;
                self.done[i].next = self.go[i].val()
                    & ((self.fill_d[i].val() == self.k4.val()) | self.lastf[i].val());
                if self.go[i].val() {
                    self.w_hdr[i].d.next = self.hdr_eff[i].val();
                    for j in 0..K {
                        if self.fill_eff[i].val() == 0 {
                            self.asm_tag[i * kk + j].d.next = 0.into();
                            self.asm_data[i * kk + j].d.next = 0.into();
                        }
                        if self.fill_eff[i].val() == self.lane_idx[j].val() {
                            self.asm_tag[i * kk + j].d.next = self.of_tag[i].val();
                            self.asm_data[i * kk + j].d.next = self.of_data[i].val();
                        }
                    }
                    self.w_fill[i].d.next = self.fill_d[i].val();
                    if self.done[i].val() {
                        self.w_ready[i].d.next = true;
                        self.w_last[i].d.next = self.lastf[i].val();
                    }
                }
            }
        }

        // ---- Synchronous reset (the lanes are not cleared) ----------------------------------
        if self.rst.val() {
            for i in 0..K {
                self.w_fill[i].d.next = 0.into();
                self.w_ready[i].d.next = false;
                self.w_hdr[i].d.next = false;
                self.w_last[i].d.next = false;
            }
        }
    }
}
