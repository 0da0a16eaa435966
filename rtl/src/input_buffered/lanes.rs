//! The lanes of the input buffers of the input-buffered switch: per input port, the k lane
//! RAMs and the organisation's read data path (multidestination-worms paper, Section 5.2:
//! Figures 10-13; golden model `wormcast_model::input_buffered::IbBuffer`, its chunk RAM
//! `buf`). This is the only block in which the three organisations differ; the bookkeeping
//! of the same input buffers (committed chunks, head packets, frees) is
//! [`super::buffer::IbBuffer`].
//!
//! Writes: every flit the writers take (`take[i]`) goes into lane RAM `wr_lane[i]` of input
//! i at the slot `wr_slot[i]`. `hflit[i]` holds flit 0 of the chunk being assembled (written
//! with lane 0 of every chunk), i.e. while a header chunk is assembled its head flit: out as
//! `head_flit[i]`, from which the completions take the header flit of a chunk cut through
//! (its completion comes in the cycle after its commit, before the next chunk's flit 0 is
//! written).
//!
//! Reads: the readers issue input i's queued read for output o (`rd_g[i]`, one-hot, the
//! grant registered at the edge before), which reads chunk `rd_sc[o]` of the head packet
//! (read address `head_start[i] + rd_sc[o]`, the sums for every output computed from
//! registers, the registered grant selecting one); with no queued read the address is
//! `head_start[i]` (its data unused). The chunk-wide organisation and the staircase read the
//! lanes together, i.e. as one chunk-wide RAM; the split-RAM organisation reads lane j one
//! cycle after lane j-1 (the `ad` address chain, Figure 13). Staircase organisation: lane j
//! of a read chunk is delayed j cycles by a register chain (registers R1..R(k-1) of Figure
//! 11 holding flits j..k-1, `sd`), so that flit j reaches its output over a flit-wide path
//! in cycle j after the read completes (Figure 12).
//!
//! Ports in: `off_data[i]`, `take[i]`, `wr_slot[i]`, `wr_lane[i]` (from
//! [`super::writers::IbWriters`]); `rd_g[i]`, `rd_sc[o]` (from
//! [`super::readers::IbReaders`]); `head_start[i]` (from [`super::buffer::IbBuffer`]: the
//! head packet's start slot, with no head packet the writers' `tail`).
//! Out: `head_flit[i]` (register `hflit`) and `chunk_lane[i*K+j]`: lane j of the chunk read
//! from input i (the completion cycle t for the chunk-wide organisation, cycle t + j for the
//! reduced ones).
//! Latency: a read issued at edge t (`rd_g`) shows on `chunk_lane` from cycle t + 1;
//! `head_flit` is a register.
//!
//! `rst` (synchronous reset): nothing here holds control state; the RAMs and the data
//! registers (`hflit`, the staircase `sd`, the split-RAM address chain `ad`) are not cleared:
//! each is written before it is used (`hflit` with the head flit of the packet that reads it;
//! `ad` and `sd` are refreshed every cycle).
//!
//! No RAM word is ever used from a read at the edge it is written (the RAMs carry
//! `no_rw_check`): a queued read is of committed chunks only.

use super::core::{IbGeometry, ORG_SPLIT_RAM, ORG_STAIRCASE};
use crate::ram::SizedRam;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbLanes<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub off_data: [Signal<In, Bits<W>>; K],
    pub take: [Signal<In, Bit>; K],
    pub wr_slot: [Signal<In, Bits<10>>; K],
    pub wr_lane: [Signal<In, Bits<4>>; K],
    pub rd_sc: [Signal<In, Bits<10>>; K],
    pub rd_g: [Signal<In, Bits<K>>; K],
    pub head_start: [Signal<In, Bits<10>>; K],
    pub chunk_lane: Vec<Signal<Out, Bits<W>>>,
    pub head_flit: [Signal<Out, Bits<W>>; K],
    ram: Vec<SizedRam<W>>,
    /// Flit 0 of the chunk being assembled (out as `head_flit`: the head flit of a header
    /// chunk, for the completion of a cut-through chunk).
    pub hflit: [DFF<Bits<W>>; K],
    /// Staircase: `sd[(i*K+j)*K+d]` = lane j of input i delayed d + 1 cycles.
    pub sd: Vec<DFF<Bits<W>>>,
    /// Split RAM: `ad[i*K+j]` = read address of lane RAM j (j >= 1).
    pub ad: Vec<DFF<Bits<8>>>,
    org: Constant<Bits<2>>,
    pmask: Constant<Bits<10>>,
    idx4: [Constant<Bits<4>>; K],
    /// The read address of input i (the granted output's chunk).
    xs: [Signal<Local, Bits<10>>; K],
    /// `xc[i*K+o]`: the slot of the chunk output o would read from input i's head packet,
    /// `head_start[i] + rd_sc[o]`, from registers (module doc, "Reads").
    xc: Vec<Signal<Local, Bits<10>>>,
    /// `lr[i*K+j]`: lane j of input i as read.
    lr: Vec<Signal<Local, Bits<W>>>,
}

fn v<T: Default>(n: usize) -> Vec<T> {
    (0..n).map(|_| T::default()).collect()
}
fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize, const W: usize> IbLanes<K, W> {
    pub fn new(g: &IbGeometry) -> Self {
        let kk = K * K;
        IbLanes {
            clock: Default::default(),
            rst: Default::default(),
            off_data: a(),
            take: a(),
            wr_slot: a(),
            wr_lane: a(),
            rd_sc: a(),
            rd_g: a(),
            head_start: a(),
            chunk_lane: v(kk),
            head_flit: a(),
            ram: (0..kk).map(|_| SizedRam::new(g.abits)).collect(),
            hflit: a(),
            sd: v(kk * K),
            ad: v(kk),
            org: Constant::new(g.org.to_bits()),
            pmask: Constant::new(g.pmask().to_bits()),
            idx4: crate::consts::indices(),
            xs: a(),
            xc: v(kk),
            lr: v(kk),
        }
    }
}

// The organisation codes compared in `update` (literals there).
const _: () = assert!(ORG_STAIRCASE == 1 && ORG_SPLIT_RAM == 2);

impl<const K: usize, const W: usize> Logic for IbLanes<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // Clocks and hold defaults.
        for i in 0..K {
            self.hflit[i].clock.next = self.clock.val();
            self.hflit[i].d.next = self.hflit[i].q.val();
            self.head_flit[i].next = self.hflit[i].q.val();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.ram[i * kk + j].read_clock.next = self.clock.val();
                    self.ram[i * kk + j].write_clock.next = self.clock.val();
                    self.ad[i * kk + j].clock.next = self.clock.val();
                    self.ad[i * kk + j].d.next = self.ad[i * kk + j].q.val();
                    for d in 0..K {
                        self.sd[i * kk * kk + j * kk + d].clock.next = self.clock.val();
                        self.sd[i * kk * kk + j * kk + d].d.next =
                            self.sd[i * kk * kk + j * kk + d].q.val();
                    }
                }
            }
        }
        // The read address of each input: the slot of the granted output's chunk. The sums
        // come from registers, beside the arbitration, so that the grant only selects.
        for kk in K..(K + 1) {
            for i in 0..K {
                for o in 0..K {
                    self.xc[i * kk + o].next =
                        (self.head_start[i].val() + self.rd_sc[o].val()) & self.pmask.val();
                }
                // No queued read issued now: the head packet's start (unused).
                self.xs[i].next = self.head_start[i].val() & self.pmask.val();
                for o in 0..K {
                    if self.rd_g[i].val().get_bit(o) {
                        self.xs[i].next = self.xc[i * kk + o].val();
                    }
                }
            }
        }
        // Lane RAM read addresses (chunk-wide and staircase: all lanes at once; split RAM:
        // lane j one cycle after lane j - 1).
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.ram[i * kk + j].read_address.next = self.xs[i].val().get_bits::<8>(0);
                }
                if self.org.val() == 2 {
                    for j in 1..K {
                        self.ram[i * kk + j].read_address.next = self.ad[i * kk + j].q.val();
                    }
                    self.ad[i * kk + 1].d.next = self.xs[i].val().get_bits::<8>(0);
                    for j in 2..K {
                        self.ad[i * kk + j].d.next = self.ad[i * kk + j - 1].q.val();
                    }
                }
            }
        }
        // Writes: every taken flit goes into its lane RAM (lane `wr_lane`) at the slot
        // `wr_slot`.
        for kk in K..(K + 1) {
            for i in 0..K {
                if self.take[i].val() & !self.wr_lane[i].val().any() {
                    self.hflit[i].d.next = self.off_data[i].val();
                }
                for j in 0..K {
                    self.ram[i * kk + j].write_address.next =
                        self.wr_slot[i].val().get_bits::<8>(0);
                    self.ram[i * kk + j].write_data.next = self.off_data[i].val();
                    self.ram[i * kk + j].write_enable.next =
                        self.take[i].val() & (self.wr_lane[i].val() == self.idx4[j].val());
                }
            }
        }
        // Read completions: lane outputs of each input buffer.
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.lr[i * kk + j].next = self.ram[i * kk + j].read_data.val();
                    self.chunk_lane[i * kk + j].next = self.lr[i * kk + j].val();
                    self.sd[i * kk * kk + j * kk].d.next = self.lr[i * kk + j].val();
                    for d in 1..K {
                        self.sd[i * kk * kk + j * kk + d].d.next =
                            self.sd[i * kk * kk + j * kk + d - 1].q.val();
                    }
                }
                if self.org.val() == 1 {
                    for j in 1..K {
                        self.chunk_lane[i * kk + j].next =
                            self.sd[i * kk * kk + j * kk + j - 1].q.val();
                    }
                }
            }
        }
    }
}
