//! The central buffer's storage (multidestination-worms paper, Sections 4.1 and 4.2): the
//! chunk RAMs (K flit lanes), the NP and NC pointer RAMs, the replication counters, the free
//! list, and the chunk accounting `free_count`, `reserved`, `up_used`. Golden model:
//! `wormcast_model::central_buffer::buffer::Buffer` (module doc of
//! `wormcast_model::central_buffer`: "Linking", "Replication counter", "Free list").
//!
//! Ports:
//! * write side (from [`super::write_port::CbWritePort`] and [`super::writers::CbWriters`]):
//!   `chunk_we` (write the granted chunk at `loc`, with `wr_tag[j]`, `wr_data[j]` in lane j,
//!   and set its replication counter to `init`), `alloc` (take the free list's head),
//!   `admit`, `case_a`, `s_total`, `up_step` (accounting of the write step: an admission
//!   moves `s_total` chunks from `free_count` to `reserved`, and for an upward unicast,
//!   `up_step`, adds them to `up_used`; a chunk of an admitted packet comes out of
//!   `reserved`, any other unicast chunk out of `free_count`), `nc_we`, `nc_waddr`,
//!   `nc_wdata` (the NC write);
//! * from [`super::readers::CbReaders`]: `np_we[o]`, `np_waddr[o]` (link `loc` behind output
//!   o's `last_p`), `rd_go`, `rd_x` (the read port issues a read of chunk `rd_x`), `if_o`
//!   (one-hot output of the read issued last cycle);
//! * from the write port: `fwd_rel` (output forwarding: a forwarded header copy or upward
//!   unicast header returns the chunk its admission reserved; for the upward header,
//!   `up_step`, `up_used` - 1);
//! * out: `free_count`, `reserved`, `up_used` (registered), `head` (the chunk an allocation
//!   takes now), `freed`, `done_addr` (the read issued last cycle completes and frees its
//!   chunk), `arr_tag[j]`, `arr_data[j]` (its lanes; with no read in flight, `if_o` = 0, the
//!   lanes of the chunk being written, `wr_tag`, `wr_data`: output forwarding sends a
//!   header chunk at its write grant, and only when no read is in flight), `arr_len` (the
//!   read chunk's length field), `np_r`, `nc_r` (its NP and NC pointers), `ready` (the
//!   replication counters' reset sweep is done:
//!   [`ChunkCountersRtl`]);
//! * `rst` (synchronous reset): at the edge the free list, the counters' control registers
//!   and the accounting return to their power-on values (`free_count` = C, `reserved` =
//!   `up_used` = 0), and the counters start their sweep (`ready` low for C cycles after `rst`
//!   falls). The chunk, NP and NC RAMs are not cleared (a word is read only after it is
//!   written); the outputs of the cycle are unaffected.
//!
//! The chunk, NP and NC RAMs have no collision bypass ([`RwMode::Unused`]): a word read at
//! the edge it is written reads as all ones on `arr_*`, `arr_len`, `np_r`, `nc_r` in the
//! next cycle. The switch never uses such a read: a read is issued only of a chunk already
//! linked, and an NC or NP word written at a read's edge reaches the readers by forwarding
//! (`pend_w`, `if_was_last`), not through the RAM.
//!
//! Latency: a read issued in cycle t shows its RAM outputs in cycle t + 1; writes and
//! accounting take effect at the edge. Pointers are 9 bits, NIL = 0x100.

use crate::chunk_store::{ChunkCountersRtl, FreeListRtl};
use crate::ram::{RwMode, SizedRam};
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CbBuffer<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    // Write interface.
    pub chunk_we: Signal<In, Bit>,
    pub loc: Signal<In, Bits<9>>,
    pub wr_tag: [Signal<In, Bits<2>>; K],
    pub wr_data: [Signal<In, Bits<W>>; K],
    pub init: Signal<In, Bits<4>>,
    pub alloc: Signal<In, Bit>,
    pub admit: Signal<In, Bit>,
    pub case_a: Signal<In, Bit>,
    pub s_total: Signal<In, Bits<9>>,
    pub up_step: Signal<In, Bit>,
    pub nc_we: Signal<In, Bit>,
    pub nc_waddr: Signal<In, Bits<9>>,
    pub nc_wdata: Signal<In, Bits<9>>,
    pub np_we: [Signal<In, Bit>; K],
    pub np_waddr: [Signal<In, Bits<9>>; K],
    // Read interface.
    pub rd_go: Signal<In, Bit>,
    pub rd_x: Signal<In, Bits<9>>,
    pub if_o: Signal<In, Bits<K>>,
    /// A forwarded header copy returns the chunk its admission reserved: `reserved` - 1,
    /// `free_count` + 1.
    pub fwd_rel: Signal<In, Bit>,
    pub arr_tag: [Signal<Out, Bits<2>>; K],
    pub arr_data: [Signal<Out, Bits<W>>; K],
    pub arr_len: Signal<Out, Bits<11>>,
    pub np_r: Signal<Out, Bits<9>>,
    pub nc_r: Signal<Out, Bits<9>>,
    pub freed: Signal<Out, Bit>,
    pub done_addr: Signal<Out, Bits<8>>,
    // Accounting.
    pub head: Signal<Out, Bits<8>>,
    pub free_count: Signal<Out, Bits<9>>,
    pub reserved: Signal<Out, Bits<9>>,
    pub up_used: Signal<Out, Bits<9>>,
    pub ready: Signal<Out, Bit>,

    /// Chunk RAMs: lane j holds flit j of every chunk (tag and data).
    pub lane_tag: [SizedRam<2>; K],
    pub lane_data: [SizedRam<W>; K],
    /// NP RAMs: `np[0]` only with shared header copies; `np[o]` per output otherwise.
    pub np: [SizedRam<9>; K],
    /// NC RAM: next chunk of the same packet.
    pub nc: SizedRam<9>,
    pub counters: ChunkCountersRtl,
    pub free_list: FreeListRtl,
    /// Unreserved free chunks, chunks reserved by admitted multicasts and upward unicasts
    /// (not yet written), chunks held or reserved by upward packets.
    pub free_cnt: DFFWithInit<Bits<9>>,
    pub reserved_r: DFF<Bits<9>>,
    pub up_used_r: DFF<Bits<9>>,

    onehot: [Constant<Bits<K>>; K],
    up_ports: Constant<Bits<K>>,
    shared: Constant<Bit>,
    len_mask: Constant<Bits<W>>,
    chunks: Constant<Bits<9>>,
    t9: Signal<Local, Bits<9>>,
    fc_d: Signal<Local, Bits<9>>,
    rs_d: Signal<Local, Bits<9>>,
    uu_d: Signal<Local, Bits<9>>,
}

/// A RAM of one word per chunk, all zero at power-on (as rust-hdl's `RAM::from` was), with
/// no collision bypass: the switch never uses a word read at the edge it is written.
fn chunk_ram<const D: usize>(chunks: usize) -> SizedRam<D> {
    SizedRam::for_words(chunks, RwMode::Unused).zeroed()
}

use crate::consts::arr;

impl<const K: usize, const W: usize> CbBuffer<K, W> {
    /// A buffer of `chunks` chunks (1..=256; every RAM has the power of two at or above
    /// `chunks` words); ports `down..K` are up ports; `shared`: one NP
    /// RAM (shared header copies), else one per output.
    pub fn new(chunks: usize, down: usize, shared: bool) -> Self {
        assert!(
            (1..=256).contains(&chunks),
            "chunks = {chunks}: allowed 1..=256"
        );
        assert!(W <= 64, "W = {W} must be at most 64");
        let up_mask = ((1u64 << K) - 1) & !((1u64 << down) - 1);
        let lay = wormcast_model::packet::HeadLayout { w: W };
        CbBuffer {
            clock: Default::default(),
            rst: Default::default(),
            chunk_we: Default::default(),
            loc: Default::default(),
            wr_tag: arr(),
            wr_data: arr(),
            init: Default::default(),
            alloc: Default::default(),
            admit: Default::default(),
            case_a: Default::default(),
            s_total: Default::default(),
            up_step: Default::default(),
            nc_we: Default::default(),
            nc_waddr: Default::default(),
            nc_wdata: Default::default(),
            np_we: arr(),
            np_waddr: arr(),
            rd_go: Default::default(),
            rd_x: Default::default(),
            if_o: Default::default(),
            fwd_rel: Default::default(),
            arr_tag: arr(),
            arr_data: arr(),
            arr_len: Default::default(),
            np_r: Default::default(),
            nc_r: Default::default(),
            freed: Default::default(),
            done_addr: Default::default(),
            head: Default::default(),
            free_count: Default::default(),
            reserved: Default::default(),
            up_used: Default::default(),
            ready: Default::default(),
            lane_tag: std::array::from_fn(|_| chunk_ram(chunks)),
            lane_data: std::array::from_fn(|_| chunk_ram(chunks)),
            np: std::array::from_fn(|_| chunk_ram(chunks)),
            nc: chunk_ram(chunks),
            counters: ChunkCountersRtl::new(chunks),
            free_list: FreeListRtl::new(chunks),
            free_cnt: DFFWithInit::new((chunks as u64).to_bits()),
            reserved_r: Default::default(),
            up_used_r: Default::default(),
            onehot: crate::consts::onehot(),
            up_ports: Constant::new(up_mask.to_bits()),
            shared: Constant::new(shared),
            len_mask: Constant::new(((1u64 << lay.len_bits()) - 1).to_bits()),
            chunks: Constant::new((chunks as u64).to_bits()),
            t9: Default::default(),
            fc_d: Default::default(),
            rs_d: Default::default(),
            uu_d: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbBuffer<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, free_cnt, reserved_r, up_used_r);
        self.counters.clock.next = self.clock.val();
        self.free_list.clock.next = self.clock.val();
        self.nc.read_clock.next = self.clock.val();
        self.nc.write_clock.next = self.clock.val();
        self.free_count.next = self.free_cnt.q.val();
        self.reserved.next = self.reserved_r.q.val();
        self.up_used.next = self.up_used_r.q.val();

        // ---- Reads: every RAM at the issued chunk -----------------------------------------
        for j in 0..K {
            self.lane_tag[j].read_clock.next = self.clock.val();
            self.lane_tag[j].write_clock.next = self.clock.val();
            self.lane_data[j].read_clock.next = self.clock.val();
            self.lane_data[j].write_clock.next = self.clock.val();
            self.np[j].read_clock.next = self.clock.val();
            self.np[j].write_clock.next = self.clock.val();
            self.np[j].write_enable.next = false;
            self.np[j].write_address.next = 0.into();
            self.np[j].write_data.next = 0.into();
            self.lane_tag[j].read_address.next = bit_cast::<8, 9>(self.rd_x.val());
            self.lane_data[j].read_address.next = bit_cast::<8, 9>(self.rd_x.val());
            self.np[j].read_address.next = bit_cast::<8, 9>(self.rd_x.val());
            self.arr_tag[j].next = self.lane_tag[j].read_data.val();
            self.arr_data[j].next = self.lane_data[j].read_data.val();
            if !self.if_o.val().any() {
                self.arr_tag[j].next = self.wr_tag[j].val();
                self.arr_data[j].next = self.wr_data[j].val();
            }
        }
        self.nc.read_address.next = bit_cast::<8, 9>(self.rd_x.val());
        self.counters.rd_en.next = self.rd_go.val();
        self.counters.rd_addr.next = bit_cast::<8, 9>(self.rd_x.val());
        self.arr_len.next =
            bit_cast::<11, W>(self.lane_data[0].read_data.val() & self.len_mask.val());
        self.np_r.next = self.np[0].read_data.val();
        if !self.shared.val() {
            for o in 0..K {
                if (self.if_o.val() & self.onehot[o].val()).any() {
                    self.np_r.next = self.np[o].read_data.val();
                }
            }
        }
        self.nc_r.next = self.nc.read_data.val();
        self.freed.next = self.counters.freed.val();
        self.done_addr.next = self.counters.done_addr.val();

        // ---- Writes: chunk lanes, replication counter, NC and NP pointers -------------------
        self.head.next = self.free_list.head.val();
        self.free_list.alloc.next = self.alloc.val();
        for j in 0..K {
            self.lane_tag[j].write_address.next = bit_cast::<8, 9>(self.loc.val());
            self.lane_data[j].write_address.next = bit_cast::<8, 9>(self.loc.val());
            self.lane_tag[j].write_enable.next = self.chunk_we.val();
            self.lane_data[j].write_enable.next = self.chunk_we.val();
            self.lane_tag[j].write_data.next = self.wr_tag[j].val();
            self.lane_data[j].write_data.next = self.wr_data[j].val();
        }
        self.counters.set_en.next = self.chunk_we.val();
        self.counters.set_addr.next = bit_cast::<8, 9>(self.loc.val());
        self.counters.set_val.next = self.init.val();
        self.nc.write_enable.next = self.nc_we.val();
        self.nc.write_address.next = bit_cast::<8, 9>(self.nc_waddr.val());
        self.nc.write_data.next = self.nc_wdata.val();
        for o in 0..K {
            if self.np_we[o].val() {
                self.t9.next = self.np_waddr[o].val();
                if self.shared.val() {
                    self.np[0].write_enable.next = true;
                    self.np[0].write_address.next = bit_cast::<8, 9>(self.t9.val());
                    self.np[0].write_data.next = self.loc.val();
                } else {
                    self.np[o].write_enable.next = true;
                    self.np[o].write_address.next = bit_cast::<8, 9>(self.t9.val());
                    self.np[o].write_data.next = self.loc.val();
                }
            }
        }
        self.t9.next = 0.into();

        // ---- Accounting ---------------------------------------------------------------------
        self.free_list.free.next = self.counters.freed.val();
        self.free_list.free_addr.next = self.counters.done_addr.val();
        self.fc_d.next = self.free_cnt.q.val();
        self.rs_d.next = self.reserved_r.q.val();
        if self.admit.val() {
            self.fc_d.next = self.fc_d.val() - self.s_total.val();
            self.rs_d.next = self.rs_d.val() + self.s_total.val();
        }
        // A unicast chunk written (`case_a`) comes out of the free chunks, an upward one
        // (`up_step`, admitted at its header) out of its reservation, as does every other
        // allocation (a multicast's).
        if self.case_a.val() & !self.up_step.val() {
            self.fc_d.next = self.fc_d.val() - 1;
        }
        if self.alloc.val() & (!self.case_a.val() | self.up_step.val()) {
            self.rs_d.next = self.rs_d.val() - 1;
        }
        if self.fwd_rel.val() {
            self.fc_d.next = self.fc_d.val() + 1;
            self.rs_d.next = self.rs_d.val() - 1;
        }
        if self.counters.freed.val() {
            self.fc_d.next = self.fc_d.val() + 1;
        }
        // Upward chunks, held or reserved: + the packet's chunks at an upward admission, - 1
        // for its forwarded header, - 1 per chunk freed by an up port's read (only upward
        // unicast chunks are queued for up ports).
        self.uu_d.next = self.up_used_r.q.val();
        if self.admit.val() & self.up_step.val() {
            self.uu_d.next = self.uu_d.val() + self.s_total.val();
        }
        if self.fwd_rel.val() & self.up_step.val() {
            self.uu_d.next = self.uu_d.val() - 1;
        }
        if self.counters.freed.val() & (self.if_o.val() & self.up_ports.val()).any() {
            self.uu_d.next = self.uu_d.val() - 1;
        }
        self.free_cnt.d.next = self.fc_d.val();
        self.reserved_r.d.next = self.rs_d.val();
        self.up_used_r.d.next = self.uu_d.val();

        // ---- Synchronous reset -------------------------------------------------------------
        self.counters.rst.next = self.rst.val();
        self.free_list.rst.next = self.rst.val();
        self.ready.next = self.counters.ready.val();
        if self.rst.val() {
            self.free_cnt.d.next = self.chunks.val();
            self.reserved_r.d.next = 0.into();
            self.up_used_r.d.next = 0.into();
        }
    }
}
