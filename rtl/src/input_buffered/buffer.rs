//! The bookkeeping of the input buffers of the input-buffered switch: per input port, the
//! committed chunks, the head packet's state, its requests and the frees
//! (multidestination-worms paper, Section 5.1; golden model
//! `wormcast_model::input_buffered::IbBuffer`). The lane RAMs the chunks are written into and
//! read from, and the organisation's read data path, are [`super::lanes::IbLanes`].
//!
//! Per input port i: the count of committed chunks `usedr`
//! (out as `used`; + 1 on `commit`, - 1 on a free as it takes effect: see "Frees") and
//! whether it is below nc (out as `room`, for the writers' `out_ready`: the register `fullr`
//! = `usedr >= nc`, its next value chosen by the commit and the frees among compares of
//! `usedr` made beside them); the head packet's state (valid `hv`,
//! requested `hreq`, chunks freed `hfreed`, start slot `hstart`; with no head packet `hstart`
//! is the writers' `tail`); one side RAM with each packet's destination mask (bits `K-1:0`)
//! and chunk count (bits `15:K`) stored at its header chunk's slot when it commits
//! (`commit_hdr`, `pkt_mask`, `pkt_nch`), the head packet's mask and chunk count in
//! registers (`hmr`, `hnr`; see "Head packet"), and the per-output read counters
//! of the head packet `rd[i*K+o]` (a chunk is freed when every destination output has read
//! it: this replaces the model's per-chunk counters, since only the head packet is ever read).
//!
//! Head packet: `hmr`/`hnr` are loaded at the edge a packet becomes the head packet and held
//! while it is, so that its mask (`req_mask`, the frees) and chunk count (`head_nch`) come
//! from registers, not from the side RAM's output. A packet becomes the head packet either as
//! its header chunk commits into a buffer with no head packet (then the writers' `pkt_mask`,
//! `pkt_nch`), or as the packet before it leaves (`pp`). For the latter the side RAM reads,
//! at every edge, the slot after the head packet after that edge (`sra` = its start + its
//! chunk count `hnn`), so that in every cycle its output is the word of the packet after
//! the head packet (`nxm`, `nxn`), which `pp` loads; a read at the edge the word is written
//! (a header committing at `hnx` while the head packet stays) is replaced by the
//! `bv`/`bmask`/`bnch` bypass, and a header committing at `hnx` at the edge the head packet
//! leaves (`cnx`) is loaded from the writers. At that edge the read is of the slot after the
//! new head packet, and a header committing there needs no bypass: a packet that becomes the
//! head packet as the one before it leaves stays at least three edges (it queues its
//! requests at the next edge, and its first read completes two edges after that), and the
//! side RAM reads that slot again at the next edge.
//!
//! Frees (golden model: `IbBuffer::apply_free`): a chunk is freed when every destination
//! of the head packet has read it. The completing reads (`done[i]`, from registers) free the
//! chunk exactly when no other destination's read count equals `hfreed` (`amin`, `fr`); the
//! read counts and `hfreed` move at that edge. The head packet's end (its last chunk
//! freed, `pp`) takes effect at that edge too, but is found from registers without the
//! counts' compares: a completing read is of the packet's last chunk (`done_last`, the
//! readers' `inf_last`) and every other destination has read that chunk (`fin[i]`, set by
//! the last-chunk completions); the formal register invariants assert `pp == fr & lastc`.
//! Any other free takes effect one edge later (`frr`): `usedr` (the `used` output and
//! `room`) drops then, and the chunk's slot is reused only after. `usedr`'s next value and
//! `fullr`'s are chosen among sums and compares of `usedr` for each outcome (`uc1`, `uc0`,
//! `ucm`, `f1`, `f0`, `hv0`, `hvm`, chosen by `frr`), by the commit and `pp`. So neither the
//! counts' compares nor the commit reach the head packet's state through more than a few
//! levels of logic.
//!
//! Requests: a head packet queues its requests at the edge after it becomes the head packet
//! (`req` = `hv & !hreq`, from registers, to the outputs of `req_mask`, its destinations;
//! the readers leave out those that cut its header chunk through).
//!
//! Reads: `done[i]` (K bits) names the outputs whose read of input i completes in this
//! cycle (one queued read, or the outputs that cut a chunk through together, which all
//! read the same chunk); `done_last[i]`, those of them whose read is of the packet's last
//! chunk.
//!
//! Ports in: `wr_slot[i]`, `commit[i]`, `commit_hdr[i]`, `pkt_mask[i]`, `pkt_nch[i]` (from
//! [`super::writers::IbWriters`]); `done[i]`, `done_last[i]` (from
//! [`super::readers::IbReaders`]).
//! Out: `used[i]`, `room[i]`, `head_valid[i]`, `head_req[i]`, `req[i]`, `req_mask[i]`, `head_nch[i]` (the
//! head packet's chunk count; with no head packet, the packet being assembled's), `avail[i]` (chunks of the head packet committed so far, freed or not:
//! `hfreed + usedr - frr`, kept in the register `availr`: + 1 at a commit, and `usedr`'s next value
//! when the head packet leaves, the commit only selecting between sums made beside it), and
//! `head_start[i]` (register `hstart`: the head packet's start slot, with no head packet the
//! writers' `tail`; the lanes' read address).
//! Latency: `req` from registers, `req_mask` (meaningful with `req`) from registers, `head_nch` from registers
//! and (with no head packet) the writers' `pkt_nch`; every other output is a register.
//!
//! `rst` (synchronous reset): at the edge every input's control state returns to its power-on
//! value (`usedr`, `frr`, `fin`, `availr`, `hv`, `hreq`, `hstart`, `hfreed`, `bv`, `hmr`,
//! `hnr`, the read counters `rd`); this cycle's outputs are unaffected. The side RAMs and
//! `bmask`/`bnch` are not cleared: they are used only behind `bv`, and the side RAM's word
//! only at a head packet's end; the first head packet after the reset is loaded from the
//! writers.
//!
//! No side RAM word is ever used from a read at the edge it is written (the RAMs carry
//! `no_rw_check`): the one such read is replaced by the `bv` bypass.

use super::core::IbGeometry;
use crate::ram::SizedRam;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct IbBuffer<const K: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub wr_slot: [Signal<In, Bits<10>>; K],
    pub commit: [Signal<In, Bit>; K],
    pub commit_hdr: [Signal<In, Bit>; K],
    pub pkt_mask: [Signal<In, Bits<K>>; K],
    pub pkt_nch: [Signal<In, Bits<10>>; K],
    pub done: [Signal<In, Bits<K>>; K],
    /// The read of input i completing now is of its packet's last chunk.
    pub done_last: [Signal<In, Bits<K>>; K],
    pub used: [Signal<Out, Bits<9>>; K],
    pub room: [Signal<Out, Bit>; K],
    pub head_valid: [Signal<Out, Bit>; K],
    pub head_req: [Signal<Out, Bit>; K],
    pub req: [Signal<Out, Bit>; K],
    pub req_mask: [Signal<Out, Bits<K>>; K],
    pub head_nch: [Signal<Out, Bits<10>>; K],
    pub avail: [Signal<Out, Bits<10>>; K],
    /// The head packet's start slot (with no head packet the writers' `tail`), for the
    /// read addresses ([`super::lanes::IbLanes`]).
    pub head_start: [Signal<Out, Bits<10>>; K],
    /// Side RAM: the destination mask (bits `K-1:0`) and chunk count (bits `15:K`) of each
    /// packet, at its header chunk's slot.
    side: Vec<SizedRam<16>>,
    pub usedr: [DFF<Bits<10>>; K],
    /// A free of a chunk other than its packet's last, decided at the last edge: `usedr`
    /// drops at this edge (module doc, "Frees").
    pub frr: [DFF<Bit>; K],
    /// `fin[i]`: the outputs that have read the last chunk of input i's head packet.
    pub fin: [DFF<Bits<K>>; K],
    /// `usedr >= nc` (the `room` output is its complement).
    pub fullr: [DFF<Bit>; K],
    /// `hfreed + usedr - frr` (the `avail` output: a free moves a chunk from `usedr` to
    /// `hfreed`, and one pending in `frr` counts in both), kept as a register.
    pub availr: [DFF<Bits<10>>; K],
    pub hv: [DFF<Bit>; K],
    pub hreq: [DFF<Bit>; K],
    pub hstart: [DFF<Bits<10>>; K],
    pub hfreed: [DFF<Bits<10>>; K],
    /// The side RAM's bypass: the word read at the last edge (the slot after the head
    /// packet) was written at that edge, and is `bmask`/`bnch` (the writers' `pkt_mask`,
    /// `pkt_nch` then).
    pub bv: [DFF<Bit>; K],
    pub bmask: [DFF<Bits<K>>; K],
    pub bnch: [DFF<Bits<10>>; K],
    /// The head packet's mask and chunk count, loaded at the edge it becomes the head packet
    /// (from the writers at its header's commit, else from the word prefetched from the slot
    /// after the packet before it: `nxm`, `nxn`), held while it is the head packet.
    pub hmr: [DFF<Bits<K>>; K],
    pub hnr: [DFF<Bits<10>>; K],
    /// `rd[i*K+o]`: chunks of input i's head packet whose read by output o has completed.
    pub rd: Vec<DFF<Bits<10>>>,
    cmask: Constant<Bits<10>>,
    /// nc and nc - 1 (the `fullr` compares).
    ncap: Constant<Bits<10>>,
    ncm1: Constant<Bits<10>>,
    pmask: Constant<Bits<10>>,
    /// K: the shift of the chunk count in a side RAM word.
    kshift: Constant<Bits<16>>,
    sidew: [Signal<Local, Bits<16>>; K],
    /// `pkt_nch[i]` of the input being written (a `bit_cast` argument may not name a loop
    /// variable): widened to 16 bits by `bit_cast`, so the side RAM word reads no bits
    /// beyond the 10-bit count (a `get_bits::<16>` of it selected bits 15:10 that do not
    /// exist: Verilator SELRANGE, X in 4-state simulators).
    nch_one: Signal<Local, Bits<10>>,
    sider: [Signal<Local, Bits<16>>; K],
    /// The prefetched word (module doc, "Head packet"): the mask and chunk count of the packet
    /// after the head packet (the side RAM's word at `hnx`, or its bypass).
    nxm: [Signal<Local, Bits<K>>; K],
    nxn: [Signal<Local, Bits<10>>; K],
    /// The head packet's chunk count after this edge (`hnr`'s next value), the side RAM's read
    /// address (the slot after that packet), and the header committing now is at `hnx`
    /// (`cnx`).
    hnn: [Signal<Local, Bits<10>>; K],
    sra: [Signal<Local, Bits<10>>; K],
    cnx: [Signal<Local, Bit>; K],
    /// `amin[i]`: the destinations of input i's head packet whose read count equals its
    /// `hfreed` (they still have to read its oldest unfreed chunk).
    amin: [Signal<Local, Bits<K>>; K],
    /// `onehot[o]`: output o alone.
    onehot: [Constant<Bits<K>>; K],
    /// The chunk freed next is the head packet's last (`hfreed + 1 = hnr`).
    lastc: [Signal<Local, Bit>; K],
    fr: [Signal<Local, Bit>; K],
    pp: [Signal<Local, Bit>; K],
    ucur: [Signal<Local, Bits<10>>; K],
    hsn: [Signal<Local, Bits<10>>; K],
    /// The slot after the head packet (the next head packet's, at its end).
    hnx: [Signal<Local, Bits<10>>; K],
    /// `usedr`'s next value with a commit (`uc1`), without one (`uc0`), and without one at
    /// the head packet's end (`ucm`), less the registered free; `fullr`'s for `uc1`, `uc0`.
    uc1: [Signal<Local, Bits<10>>; K],
    uc0: [Signal<Local, Bits<10>>; K],
    ucm: [Signal<Local, Bits<10>>; K],
    f1: [Signal<Local, Bit>; K],
    f0: [Signal<Local, Bit>; K],
    /// A packet is left at the head packet's end: with a commit (`hv0`), without (`hvm`).
    hv0: [Signal<Local, Bit>; K],
    hvm: [Signal<Local, Bit>; K],
    zero10: Constant<Bits<10>>,
    one10: Constant<Bits<10>>,
    two10: Constant<Bits<10>>,
}

fn v<T: Default>(n: usize) -> Vec<T> {
    (0..n).map(|_| T::default()).collect()
}
fn a<T: Default, const N: usize>() -> [T; N] {
    std::array::from_fn(|_| T::default())
}

impl<const K: usize> IbBuffer<K> {
    pub fn new(g: &IbGeometry) -> Self {
        let kk = K * K;
        IbBuffer {
            clock: Default::default(),
            rst: Default::default(),
            wr_slot: a(),
            commit: a(),
            commit_hdr: a(),
            pkt_mask: a(),
            pkt_nch: a(),
            done: a(),
            done_last: a(),
            used: a(),
            room: a(),
            head_valid: a(),
            head_req: a(),
            req: a(),
            req_mask: a(),
            head_nch: a(),
            avail: a(),
            head_start: a(),
            side: (0..K).map(|_| SizedRam::new(g.abits)).collect(),
            usedr: a(),
            frr: a(),
            fin: a(),
            fullr: a(),
            availr: a(),
            hv: a(),
            hreq: a(),
            hstart: a(),
            hfreed: a(),
            bv: a(),
            bmask: a(),
            bnch: a(),
            hmr: a(),
            hnr: a(),
            rd: v(kk),
            cmask: Constant::new(g.cmask().to_bits()),
            ncap: Constant::new((g.nc as u64).to_bits()),
            ncm1: Constant::new((g.nc as u64 - 1).to_bits()),
            pmask: Constant::new(g.pmask().to_bits()),
            kshift: Constant::new((K as u64).to_bits()),
            sidew: a(),
            nch_one: Default::default(),
            sider: a(),
            nxm: a(),
            nxn: a(),
            hnn: a(),
            sra: a(),
            cnx: a(),
            amin: a(),
            onehot: crate::consts::onehot(),
            lastc: a(),
            fr: a(),
            pp: a(),
            ucur: a(),
            hsn: a(),
            hnx: a(),
            uc1: a(),
            uc0: a(),
            ucm: a(),
            f1: a(),
            f0: a(),
            hv0: a(),
            hvm: a(),
            zero10: Constant::new(0u64.to_bits()),
            one10: Constant::new(1u64.to_bits()),
            two10: Constant::new(2u64.to_bits()),
        }
    }
}

impl<const K: usize> Logic for IbBuffer<K> {
    #[hdl_gen]
    fn update(&mut self) {
        // Clocks and hold defaults.
        for i in 0..K {
            self.usedr[i].clock.next = self.clock.val();
            self.frr[i].clock.next = self.clock.val();
            self.fin[i].clock.next = self.clock.val();
            self.fullr[i].clock.next = self.clock.val();
            self.availr[i].clock.next = self.clock.val();
            self.hv[i].clock.next = self.clock.val();
            self.hreq[i].clock.next = self.clock.val();
            self.hstart[i].clock.next = self.clock.val();
            self.hfreed[i].clock.next = self.clock.val();
            self.bv[i].clock.next = self.clock.val();
            self.bmask[i].clock.next = self.clock.val();
            self.bnch[i].clock.next = self.clock.val();
            self.hmr[i].clock.next = self.clock.val();
            self.hnr[i].clock.next = self.clock.val();
            self.side[i].read_clock.next = self.clock.val();
            self.side[i].write_clock.next = self.clock.val();
            self.usedr[i].d.next = self.usedr[i].q.val();
            self.availr[i].d.next = self.availr[i].q.val();
            self.hv[i].d.next = self.hv[i].q.val();
            self.hreq[i].d.next = self.hreq[i].q.val();
            self.hstart[i].d.next = self.hstart[i].q.val();
            self.hfreed[i].d.next = self.hfreed[i].q.val();
            self.bv[i].d.next = false;
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                for o in 0..K {
                    self.rd[i * kk + o].clock.next = self.clock.val();
                    self.rd[i * kk + o].d.next = self.rd[i * kk + o].q.val();
                }
            }
        }
        // Head packet of each input: destination mask and chunk count (registers; with no head
        // packet, the chunk count of the packet being assembled); chunks
        // of it committed so far. The prefetched word of the packet after it (side RAM, or the
        // bypass when it was written at the last edge).
        for i in 0..K {
            self.used[i].next = self.usedr[i].q.val().get_bits::<9>(0);
            self.room[i].next = !self.fullr[i].q.val();
            self.head_valid[i].next = self.hv[i].q.val();
            self.head_req[i].next = self.hreq[i].q.val();
            self.head_nch[i].next = self.hnr[i].q.val();
            if !self.hv[i].q.val() {
                self.head_nch[i].next = self.pkt_nch[i].val() & self.cmask.val();
            }
            // Assigned on every path (a latch otherwise): the side word's chunk-count field.
            self.sider[i].next = self.side[i].read_data.val() >> self.kshift.val();
            self.nxm[i].next = self.side[i].read_data.val().get_bits::<K>(0);
            self.nxn[i].next = self.sider[i].val().get_bits::<10>(0) & self.cmask.val();
            if self.bv[i].q.val() {
                self.nxm[i].next = self.bmask[i].q.val();
                self.nxn[i].next = self.bnch[i].q.val() & self.cmask.val();
            }
            self.avail[i].next = self.availr[i].q.val();
            self.head_start[i].next = self.hstart[i].q.val();
        }
        // Writes: a header chunk's commit writes its packet's mask and chunk count into the
        // side RAM at its slot `wr_slot`.
        for i in 0..K {
            self.side[i].write_address.next = self.wr_slot[i].val().get_bits::<8>(0);
            self.nch_one.next = self.pkt_nch[i].val();
            self.sidew[i].next = bit_cast::<16, 10>(self.nch_one.val()) << self.kshift.val();
            for b in 0..K {
                self.sidew[i].next = self.sidew[i]
                    .val()
                    .replace_bit(b, self.pkt_mask[i].val().get_bit(b));
            }
            self.side[i].write_data.next = self.sidew[i].val();
            self.side[i].write_enable.next = self.commit_hdr[i].val();
            self.bmask[i].d.next = self.pkt_mask[i].val();
            self.bnch[i].d.next = self.pkt_nch[i].val();
        }
        // Requests of head packets (from registers: the head packet of the last cycle that
        // has not queued its requests).
        for i in 0..K {
            self.req[i].next = self.hv[i].q.val() & !self.hreq[i].q.val();
            self.req_mask[i].next = self.hmr[i].q.val();
        }
        // Read counters, frees and the head packet's end. At most one output completes a read
        // of input i per cycle (one grant per input buffer). The head packet's oldest chunk not
        // yet freed is chunk `hfreed`, and every destination's read count is at least
        // `hfreed` (the frees follow the slowest destination), so a completing read frees a
        // chunk exactly when no other destination's count equals `hfreed` (`amin`): that
        // test and the last-chunk test (`lastc`) come from registers and the side RAM, beside
        // the completion's decode, which then only selects (`fr`, `pp`).
        for kk in K..(K + 1) {
            for i in 0..K {
                self.lastc[i].next =
                    ((self.hfreed[i].q.val() + 1) & self.cmask.val()) == self.hnr[i].q.val();
                self.amin[i].next = self.hmr[i].q.val();
                for o in 0..K {
                    if self.rd[i * kk + o].q.val() != self.hfreed[i].q.val() {
                        self.amin[i].next = self.amin[i].val().replace_bit(o, false);
                    }
                }
                for o in 0..K {
                    if self.done[i].val().get_bit(o) {
                        self.rd[i * kk + o].d.next =
                            (self.rd[i * kk + o].q.val() + 1) & self.cmask.val();
                    }
                }
                // Several outputs cutting through a chunk complete it together.
                self.fr[i].next =
                    self.done[i].val().any() & !(self.amin[i].val() & !self.done[i].val()).any();
                // The head packet leaves when every destination has read its last chunk: the
                // read completing now is of its last chunk (`done_last`) and the others have
                // read it (`fin`), from registers beside the read counts' compares (the same
                // as `fr & lastc`, asserted by the formal register invariants).
                self.pp[i].next = self.done_last[i].val().any()
                    & !(self.hmr[i].q.val() & !self.fin[i].q.val() & !self.done_last[i].val())
                        .any();
                self.fin[i].d.next = self.fin[i].q.val() | self.done_last[i].val();
                if self.pp[i].val() {
                    self.fin[i].d.next = 0.into();
                }
                // Any other free takes effect at the next edge (`frr`): the committed count
                // changes by the commit, less that free and the head packet's end.
                self.frr[i].d.next = self.fr[i].val() & !self.lastc[i].val();
                // The sums and compares for each outcome come from registers (`frr` chooses
                // among them); the commit and the head packet's end only select.
                self.uc1[i].next = self.usedr[i].q.val() + 1;
                self.uc0[i].next = self.usedr[i].q.val();
                self.ucm[i].next = self.usedr[i].q.val() - 1;
                self.f1[i].next = self.usedr[i].q.val() >= self.ncm1.val();
                self.f0[i].next = self.usedr[i].q.val() >= self.ncap.val();
                self.hv0[i].next = self.usedr[i].q.val() > self.zero10.val();
                self.hvm[i].next = self.usedr[i].q.val() > self.one10.val();
                if self.frr[i].q.val() {
                    self.hv0[i].next = self.usedr[i].q.val() > self.one10.val();
                    self.hvm[i].next = self.usedr[i].q.val() > self.two10.val();
                    self.uc1[i].next = self.usedr[i].q.val();
                    self.uc0[i].next = self.usedr[i].q.val() - 1;
                    self.ucm[i].next = self.usedr[i].q.val() - 2;
                    self.f1[i].next = self.usedr[i].q.val() >= self.ncap.val();
                    self.f0[i].next = false;
                }
                if self.pp[i].val() {
                    if self.commit[i].val() {
                        self.ucur[i].next = self.uc0[i].val();
                        self.fullr[i].d.next = self.f0[i].val();
                    } else {
                        self.ucur[i].next = self.ucm[i].val();
                        self.fullr[i].d.next = false;
                    }
                } else if self.commit[i].val() {
                    self.ucur[i].next = self.uc1[i].val();
                    self.fullr[i].d.next = self.f1[i].val();
                } else {
                    self.ucur[i].next = self.uc0[i].val();
                    self.fullr[i].d.next = self.f0[i].val();
                }
                self.usedr[i].d.next = self.ucur[i].val() & self.cmask.val();
                // `hfreed + usedr` of the next cycle: a free moves a chunk from one to the
                // other, a commit adds one, and when the head packet leaves (`pp`, below)
                // `hfreed` restarts at 0.
                if self.commit[i].val() {
                    // Not masked with `cmask`: `usedr` counts the later packets' chunks too,
                    // so `hfreed + usedr` reaches C plus the head packet's chunks, past
                    // `cmask` (the smallest all-ones >= C) when the buffer holds few
                    // packets' worth (masked, the IB three-way check fails at k = 2,
                    // W = 32, N = 64). Ten bits hold it.
                    self.availr[i].d.next = self.availr[i].q.val() + 1;
                }
                self.hsn[i].next = self.hstart[i].q.val();
                self.hnx[i].next =
                    (self.hstart[i].q.val() + self.hnr[i].q.val()) & self.pmask.val();
                self.cnx[i].next =
                    self.commit_hdr[i].val() & (self.wr_slot[i].val() == self.hnx[i].val());
                // The head packet after this edge (module doc, "Head packet"): held; a header
                // committing into a buffer with no head packet; at the head packet's end the
                // prefetched word, or the header committing now at `hnx`.
                self.hmr[i].d.next = self.hmr[i].q.val();
                self.hnn[i].next = self.hnr[i].q.val();
                if !self.hv[i].q.val() & self.commit_hdr[i].val() {
                    self.hmr[i].d.next = self.pkt_mask[i].val();
                    self.hnn[i].next = self.pkt_nch[i].val() & self.cmask.val();
                }
                // The side RAM's bypass: a header committing now at the slot read now (the
                // slot after the head packet after this edge; while it stays, `hnx`).
                self.bv[i].d.next = self.commit_hdr[i].val()
                    & self.hv[i].q.val()
                    & (self.wr_slot[i].val() == self.hnx[i].val());
                if self.fr[i].val() {
                    self.hfreed[i].d.next = (self.hfreed[i].q.val() + 1) & self.cmask.val();
                }
                if self.pp[i].val() {
                    self.hsn[i].next = self.hnx[i].val();
                    self.hfreed[i].d.next = 0.into();
                    self.hmr[i].d.next = self.nxm[i].val();
                    self.hnn[i].next = self.nxn[i].val();
                    if self.cnx[i].val() {
                        self.hmr[i].d.next = self.pkt_mask[i].val();
                        self.hnn[i].next = self.pkt_nch[i].val() & self.cmask.val();
                    }
                    // No bypass: the new head packet stays at least three edges (it queues its
                    // requests at the next edge, its first read completes two edges later), and
                    // the side RAM reads the slot after it again at the next edge.
                    self.bv[i].d.next = false;
                    self.availr[i].d.next = self.ucur[i].val() & self.cmask.val();
                    self.hreq[i].d.next = false;
                    // A packet is left (its chunks counted from registers; the commit selects).
                    self.hv[i].d.next = self.hvm[i].val();
                    if self.commit[i].val() {
                        self.hv[i].d.next = self.hv0[i].val();
                    }
                    for o in 0..K {
                        self.rd[i * kk + o].d.next = 0.into();
                    }
                } else {
                    self.hreq[i].d.next = self.hreq[i].q.val() | self.req[i].val();
                    self.hv[i].d.next = self.hv[i].q.val() | self.commit_hdr[i].val();
                }
                self.hstart[i].d.next = self.hsn[i].val() & self.pmask.val();
                self.hnr[i].d.next = self.hnn[i].val();
                // The side RAM reads the slot after the head packet after this edge.
                self.sra[i].next = (self.hsn[i].val() + self.hnn[i].val()) & self.pmask.val();
                self.side[i].read_address.next = self.sra[i].val().get_bits::<8>(0);
            }
        }
        // Synchronous reset (module doc).
        for kk in K..(K + 1) {
            for i in 0..K {
                if self.rst.val() {
                    self.usedr[i].d.next = 0.into();
                    self.frr[i].d.next = false;
                    self.fin[i].d.next = 0.into();
                    self.fullr[i].d.next = false;
                    self.availr[i].d.next = 0.into();
                    self.hv[i].d.next = false;
                    self.hreq[i].d.next = false;
                    self.hstart[i].d.next = 0.into();
                    self.hfreed[i].d.next = 0.into();
                    self.bv[i].d.next = false;
                    self.hmr[i].d.next = 0.into();
                    self.hnr[i].d.next = 0.into();
                    for o in 0..K {
                        self.rd[i * kk + o].d.next = 0.into();
                    }
                }
            }
        }
    }
}
