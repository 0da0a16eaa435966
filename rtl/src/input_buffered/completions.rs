//! The read completions of the input-buffered switch: per output port, the chunk a read
//! delivers in this cycle and the flit-wide crossbar from the input buffers' lanes to the
//! output port (multidestination-worms paper, Section 5; golden model
//! `wormcast_model::input_buffered::IbReaders::complete`). The reads themselves (requests,
//! arbitration, the read in flight) are [`super::readers::IbReaders`]; this block takes its
//! read in flight, which completes in this cycle (`cpl_*`, registers there).
//!
//! Per output o: the flit count of the completing chunk (`arr_n`: K unless it is its
//! packet's last chunk, `cpl_last`; then the header flit's length for a header chunk, else
//! the packet's remaining flit count `rem`), the tag of its flit 0 (`arr_tag`: head, tail
//! for a one-flit last chunk, else body; from registers, so that the header flit's length
//! reaches only the output port's stream registers), the last-chunk flag (`arr_last` =
//! `cpl_last`), and the flit-wide lanes `lane_data[o*K+j]`: lane j of the input output o
//! streams from (the k^2 flit multiplexers, choosing among the inputs' `chunk_lane[i*K+j]`
//! with the input of a read completing now, else the stream's input `sin`). Per input i:
//! the outputs whose read of it completes now (`done[i]`) and those whose read is of its
//! packet's last chunk (`done_last[i]`).
//!
//! Registers: `rem[o]` (the flits of the packet still to deliver after the completed
//! chunks: set from the header flit's length at a header chunk's completion, less each
//! chunk's count) and `sin[o]` (the input the output streams from, set at each completion).
//!
//! A read of a chunk cut through (`cpl_ct`: its output sent the flits as they were written)
//! delivers nothing (`arr_v` low, `sin` kept) and only counts: `done`, `done_last`, and
//! `rem` from a header chunk's flit 0, which is then the input's `head_flit` (the register
//! of the chunk being assembled's flit 0: the next chunk's flit 0 is written at the next
//! edge at the earliest).
//!
//! Ports in: `cpl_v[o]`, `cpl_i[o]`, `cpl_hdr[o]`, `cpl_last[o]`, `cpl_ct[o]` (the read of
//! output o in flight, which completes now: valid, input, header chunk, its packet's last
//! chunk, cut through; from [`super::readers::IbReaders`]), `chunk_lane[i*K+j]`,
//! `head_flit[i]` (from [`super::lanes::IbLanes`]).
//! Out: `arr_v[o]`, `arr_n[o]`, `arr_tag[o]`, `arr_last[o]`, `lane_data[o*K+j]` (to the output
//! ports), `done[i]` (the outputs whose read of input i completes now: one queued read, or
//! the outputs that cut a chunk through together), `done_last[i]` (those of them whose read
//! is of the packet's last chunk) (to [`super::buffer::IbBuffer`]).
//! Latency: `arr_v`, `arr_last`, `done`, `done_last` are the readers' registers, `arr_tag`
//! from registers; `arr_n` and `lane_data` are combinational from them and `chunk_lane`.
//!
//! `rst` (synchronous reset): `rem` and `sin` return to 0 at the edge; this cycle's outputs
//! are unaffected.

use super::core::IbGeometry;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbCompletions<const K: usize, const W: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub cpl_v: [Signal<In, Bit>; K],
    pub cpl_i: [Signal<In, Bits<P>>; K],
    pub cpl_hdr: [Signal<In, Bit>; K],
    pub cpl_last: [Signal<In, Bit>; K],
    /// The completing read is a cut-through chunk's: it only counts (no flits to deliver);
    /// a header chunk's flit 0 is then input `cpl_i`'s `head_flit` (the register of the
    /// first flit of the chunk being assembled, which the next chunk overwrites only at the
    /// next edge).
    pub cpl_ct: [Signal<In, Bit>; K],
    pub head_flit: [Signal<In, Bits<W>>; K],
    /// Per input: its writer commits a header chunk now (late cut-through: `hfl` keeps its
    /// flit 0 for the cut-through read completing two edges later).
    pub commit_hdr: [Signal<In, Bit>; K],
    pub chunk_lane: Vec<Signal<In, Bits<W>>>,
    pub arr_v: [Signal<Out, Bit>; K],
    pub arr_n: [Signal<Out, Bits<4>>; K],
    pub arr_tag: [Signal<Out, Bits<2>>; K],
    pub arr_last: [Signal<Out, Bit>; K],
    pub lane_data: Vec<Signal<Out, Bits<W>>>,
    pub done: [Signal<Out, Bits<K>>; K],
    /// The outputs whose read of input i completing now is of its packet's last chunk.
    pub done_last: [Signal<Out, Bits<K>>; K],
    /// Per output: the packet's flits still to deliver after the completed chunks.
    pub rem: [DFF<Bits<W>>; K],
    /// The input whose chunk the output streams (set when a read completes).
    pub sin: [DFF<Bits<P>>; K],
    /// Late cut-through (`IbGeometry::late_cut`): per input, flit 0 of the header chunk
    /// committed last (`hfl`, loaded at the commit from `head_flit`), the header flit of a
    /// cut-through read completing two edges after its commit (the next packet's header
    /// commits at the second edge at the earliest, and loads `hfl` only at it).
    late: Constant<Bit>,
    hfl: [DFF<Bits<W>>; K],
    kw: Constant<Bits<W>>,
    /// Packet length mask: the framer passes no packet longer than `max_len`.
    lmask: Constant<Bits<W>>,
    idxp: [Constant<Bits<P>>; K],
    onehot: [Constant<Bits<K>>; K],
    /// Per output: the lanes' select (`cpl_i` while a read completes, else `sin`), the
    /// completing chunk's flit 0 (`ahl`, its length `alen`), its flit count (`an`) and the
    /// packet's flits left after it (`rema`).
    lsel: [Signal<Local, Bits<P>>; K],
    ahl: [Signal<Local, Bits<W>>; K],
    alen: [Signal<Local, Bits<W>>; K],
    an: [Signal<Local, Bits<W>>; K],
    rema: [Signal<Local, Bits<W>>; K],
}

fn v<T: Default>(n: usize) -> Vec<T> {
    (0..n).map(|_| T::default()).collect()
}
fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize, const P: usize> IbCompletions<K, W, P> {
    pub fn new(g: &IbGeometry) -> Self {
        assert!(K <= 1 << P, "K = {K} inputs must fit in P = {P} index bits");
        let kk = K * K;
        IbCompletions {
            clock: Default::default(),
            rst: Default::default(),
            cpl_v: a(),
            cpl_i: a(),
            cpl_hdr: a(),
            cpl_last: a(),
            cpl_ct: a(),
            head_flit: a(),
            commit_hdr: a(),
            chunk_lane: v(kk),
            arr_v: a(),
            arr_n: a(),
            arr_tag: a(),
            arr_last: a(),
            lane_data: v(kk),
            done: a(),
            done_last: a(),
            rem: a(),
            sin: a(),
            late: Constant::new(g.late_cut),
            hfl: a(),
            kw: Constant::new((K as u64).to_bits()),
            lmask: Constant::new(g.lmask(W).to_bits()),
            idxp: crate::consts::indices(),
            onehot: crate::consts::onehot(),
            lsel: a(),
            ahl: a(),
            alen: a(),
            an: a(),
            rema: a(),
        }
    }
}

impl<const K: usize, const W: usize, const P: usize> Logic for IbCompletions<K, W, P> {
    #[hdl_gen]
    fn update(&mut self) {
        for o in 0..K {
            self.rem[o].clock.next = self.clock.val();
            self.sin[o].clock.next = self.clock.val();
            self.rem[o].d.next = self.rem[o].q.val();
            self.sin[o].d.next = self.sin[o].q.val();
            self.hfl[o].clock.next = self.clock.val();
            self.hfl[o].d.next = self.hfl[o].q.val();
            if self.commit_hdr[o].val() {
                self.hfl[o].d.next = self.head_flit[o].val();
            }
        }
        // Per output: flit count, tag and last flag of the completing chunk, and the
        // flit-wide lanes to the output port.
        for kk in K..(K + 1) {
            for o in 0..K {
                self.ahl[o].next = self.chunk_lane[0].val();
                if self.cpl_ct[o].val() {
                    self.ahl[o].next = self.head_flit[0].val();
                    if self.late.val() {
                        self.ahl[o].next = self.hfl[0].q.val();
                    }
                }
                for i in 0..K {
                    if self.cpl_i[o].val() == self.idxp[i].val() {
                        self.ahl[o].next = self.chunk_lane[i * kk].val();
                        if self.cpl_ct[o].val() {
                            self.ahl[o].next = self.head_flit[i].val();
                            if self.late.val() {
                                self.ahl[o].next = self.hfl[i].q.val();
                            }
                        }
                    }
                }
                self.alen[o].next = self.ahl[o].val() & self.lmask.val();
                // K flits unless the chunk is its packet's last (`cpl_last`), then the flits
                // left: the header flit's length for a header chunk, else `rem`.
                self.an[o].next = self.kw.val();
                if self.cpl_hdr[o].val() {
                    if self.cpl_last[o].val() {
                        self.an[o].next = self.alen[o].val();
                    }
                    self.rema[o].next = self.alen[o].val() - self.an[o].val();
                } else {
                    if self.cpl_last[o].val() {
                        self.an[o].next = self.rem[o].q.val();
                    }
                    self.rema[o].next = self.rem[o].q.val() - self.an[o].val();
                }
                if self.cpl_v[o].val() {
                    self.rem[o].d.next = self.rema[o].val() & self.lmask.val();
                }
                self.arr_v[o].next = self.cpl_v[o].val() & !self.cpl_ct[o].val();
                self.arr_n[o].next = self.an[o].val().get_bits::<4>(0);
                // The tag of the arriving chunk's flit 0, from registers: head for a header
                // chunk, tail for a body chunk of the packet's last flit, else body.
                self.arr_tag[o].next = 2.into();
                if self.rem[o].q.val() == 1 {
                    self.arr_tag[o].next = 3.into();
                }
                if self.cpl_hdr[o].val() {
                    self.arr_tag[o].next = 1.into();
                }
                self.arr_last[o].next = self.cpl_last[o].val();
                // The lanes of the input this output streams from (the k^2 flit
                // multiplexers: per output, lane j chooses among the k inputs' lane j): the
                // input of a read completing now, else the one of the stream.
                self.lsel[o].next = self.sin[o].q.val();
                if self.cpl_v[o].val() & !self.cpl_ct[o].val() {
                    self.lsel[o].next = self.cpl_i[o].val();
                    self.sin[o].d.next = self.cpl_i[o].val();
                }
                for j in 0..K {
                    self.lane_data[o * kk + j].next = self.chunk_lane[j].val();
                    for i in 0..K {
                        if self.lsel[o].val() == self.idxp[i].val() {
                            self.lane_data[o * kk + j].next = self.chunk_lane[i * kk + j].val();
                        }
                    }
                }
            }
        }
        // Per input buffer (at most one output's queued read completes per cycle; the
        // outputs cutting through a chunk complete it together).
        for i in 0..K {
            self.done[i].next = 0.into();
            self.done_last[i].next = 0.into();
            for o in 0..K {
                if self.cpl_v[o].val() & (self.cpl_i[o].val() == self.idxp[i].val()) {
                    self.done[i].next = self.done[i].val() | self.onehot[o].val();
                    if self.cpl_last[o].val() {
                        self.done_last[i].next = self.done_last[i].val() | self.onehot[o].val();
                    }
                }
            }
        }
        // Synchronous reset (module doc).
        for o in 0..K {
            if self.rst.val() {
                self.rem[o].d.next = 0.into();
                self.sin[o].d.next = 0.into();
            }
        }
    }
}
