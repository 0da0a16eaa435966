//! Central-buffer bookkeeping blocks (multidestination-worms paper, Section 4); golden models
//! and timing in `wormcast_model::chunk_store`.
//!
//! [`FreeListRtl`] ports: `alloc`, `free`, `free_addr`, `rst` in; `head_valid`, `head` (the
//! chunk an allocation this cycle takes, combinational), `count` (physically free chunks) out.
//! An init counter hands out 0..C-1 after power-on; freed chunks go through a FIFO on a
//! RAM of C words (the power of two at or above) with a bypass register for the word written
//! in the cycle it becomes the front (the RAM's read of that word is never used:
//! [`RwMode::Unused`], no collision bypass in synthesis). The head is the combinational
//! child [`FreeListFront`]. `rst` (synchronous) returns the counter and the FIFO's
//! pointers to their power-on values at the edge: the RAM needs no clearing, since a word is
//! read only after it is written.
//!
//! [`ChunkCountersRtl`] ports: `set_en`, `set_addr`, `set_val` (write port: chunk allocated for
//! `set_val` readers), `rd_en`, `rd_addr` (read port issues a read), `rst` in; `done`,
//! `done_addr`, `freed`, `ready` out, one cycle after the read was issued. Two RAMs with one
//! writer each (`init`, and `reads` with an all-zero initial image), and a write-back register
//! forwarding the previous cycle's `reads` write.
//!
//! Reset: the `reads` counters of chunks that were being read when `rst` came are not 0, so
//! after `rst` falls the block **sweeps** them: for C cycles it writes `reads[C-1]`, ...,
//! `reads[0]` <- 0, one per cycle, and `ready` is low meanwhile (`ready` is high from
//! power-on, whose RAM image is already zero). The user must issue no read (`rd_en`) while
//! `ready` is low; the central buffer holds its write port, so no chunk is allocated or read.
//! With `rst` high for cycles t0..t1, `ready` is low in t0 + 1 ..= t1 + C and high from
//! t1 + C + 1.

use crate::ram::{RwMode, SizedRam};
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct FreeListRtl {
    pub clock: Signal<In, Clock>,
    pub alloc: Signal<In, Bit>,
    pub free: Signal<In, Bit>,
    pub free_addr: Signal<In, Bits<8>>,
    pub rst: Signal<In, Bit>,
    pub head_valid: Signal<Out, Bit>,
    pub head: Signal<Out, Bits<8>>,
    pub count: Signal<Out, Bits<9>>,
    ram: SizedRam<8>,
    init_cnt: DFF<Bits<9>>,
    wr_ptr: DFF<Bits<8>>,
    rd_ptr: DFF<Bits<8>>,
    fcount: DFF<Bits<9>>,
    byp_v: DFF<Bit>,
    byp: DFF<Bits<8>>,
    chunks: Constant<Bits<9>>,
    /// The head: init counter or FIFO front (combinational).
    front: FreeListFront,
    pop: Signal<Local, Bit>,
    rd_next: Signal<Local, Bits<8>>,
}

impl FreeListRtl {
    /// A free list of `c` chunks (1..=256).
    pub fn new(c: usize) -> Self {
        assert!((1..=256).contains(&c));
        FreeListRtl {
            clock: Default::default(),
            alloc: Default::default(),
            free: Default::default(),
            free_addr: Default::default(),
            rst: Default::default(),
            head_valid: Default::default(),
            head: Default::default(),
            count: Default::default(),
            ram: SizedRam::for_words(c, RwMode::Unused),
            init_cnt: Default::default(),
            wr_ptr: Default::default(),
            rd_ptr: Default::default(),
            fcount: Default::default(),
            byp_v: Default::default(),
            byp: Default::default(),
            chunks: Constant::new((c as u64).to_bits()),
            front: FreeListFront::new(c),
            pop: Default::default(),
            rd_next: Default::default(),
        }
    }
}

impl Logic for FreeListRtl {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, init_cnt, wr_ptr, rd_ptr, fcount, byp_v, byp);
        self.ram.read_clock.next = self.clock.val();
        self.ram.write_clock.next = self.clock.val();
        // The head ([`FreeListFront`], a child so that this block's `always` has no path from
        // `alloc` to `head`: see its doc).
        self.front.init_cnt.next = self.init_cnt.q.val();
        self.front.fcount.next = self.fcount.q.val();
        self.front.ram_data.next = self.ram.read_data.val();
        self.front.byp_v.next = self.byp_v.q.val();
        self.front.byp.next = self.byp.q.val();
        self.head_valid.next = self.front.head_valid.val();
        self.head.next = self.front.head.val();
        self.count.next = self.chunks.val() - self.init_cnt.q.val() + self.fcount.q.val();
        self.pop.next = false;
        if self.alloc.val() & self.front.head_valid.val() {
            if self.front.in_init.val() {
                self.init_cnt.d.next = self.init_cnt.q.val() + 1;
            } else {
                self.pop.next = true;
            }
        }
        self.rd_next.next = self.rd_ptr.q.val();
        if self.pop.val() {
            self.rd_next.next = self.rd_ptr.q.val() + 1;
        }
        self.rd_ptr.d.next = self.rd_next.val();
        self.ram.read_address.next = self.rd_next.val();
        self.ram.write_address.next = self.wr_ptr.q.val();
        self.ram.write_data.next = self.free_addr.val();
        self.ram.write_enable.next = self.free.val();
        self.byp_v.d.next = self.free.val() & (self.wr_ptr.q.val() == self.rd_next.val());
        self.byp.d.next = self.free_addr.val();
        if self.free.val() {
            self.wr_ptr.d.next = self.wr_ptr.q.val() + 1;
        }
        if self.free.val() & !self.pop.val() {
            self.fcount.d.next = self.fcount.q.val() + 1;
        } else if !self.free.val() & self.pop.val() {
            self.fcount.d.next = self.fcount.q.val() - 1;
        }
        if self.rst.val() {
            self.init_cnt.d.next = 0.into();
            self.wr_ptr.d.next = 0.into();
            self.rd_ptr.d.next = 0.into();
            self.fcount.d.next = 0.into();
            self.byp_v.d.next = false;
        }
    }
}

/// The head of [`FreeListRtl`], combinational: while the init counter is below C (`in_init`)
/// it hands out the counter's value, else the FIFO's front (the RAM's read data, or the bypass
/// register `byp` when `byp_v`); `head_valid` when either has a chunk; `head` is 0 when not
/// valid. Ports in: the registers `init_cnt`, `fcount`, `byp_v`, `byp` and the RAM's
/// `ram_data`; out: `in_init`, `head_valid`, `head`. Latency 0.
///
/// A block of its own because rust-hdl emits one `always @(*)` per module and Verilator
/// orders it as one unit: with the head inside the free list's block, `alloc` (which the
/// write port computes from `head`'s consumers) seemed to feed `head` (UNOPTFLAT).
#[derive(LogicBlock)]
pub struct FreeListFront {
    pub init_cnt: Signal<In, Bits<9>>,
    pub fcount: Signal<In, Bits<9>>,
    pub ram_data: Signal<In, Bits<8>>,
    pub byp_v: Signal<In, Bit>,
    pub byp: Signal<In, Bits<8>>,
    pub in_init: Signal<Out, Bit>,
    pub head_valid: Signal<Out, Bit>,
    pub head: Signal<Out, Bits<8>>,
    chunks: Constant<Bits<9>>,
    /// The FIFO's front word.
    fifo_front: Signal<Local, Bits<8>>,
}

impl FreeListFront {
    /// The head of a free list of `c` chunks.
    pub fn new(c: usize) -> Self {
        FreeListFront {
            init_cnt: Default::default(),
            fcount: Default::default(),
            ram_data: Default::default(),
            byp_v: Default::default(),
            byp: Default::default(),
            in_init: Default::default(),
            head_valid: Default::default(),
            head: Default::default(),
            chunks: Constant::new((c as u64).to_bits()),
            fifo_front: Default::default(),
        }
    }
}

impl Logic for FreeListFront {
    #[hdl_gen]
    fn update(&mut self) {
        self.in_init.next = self.init_cnt.val() < self.chunks.val();
        self.fifo_front.next = self.ram_data.val();
        if self.byp_v.val() {
            self.fifo_front.next = self.byp.val();
        }
        self.head_valid.next = self.in_init.val() | self.fcount.val().any();
        self.head.next = self.fifo_front.val();
        if self.in_init.val() {
            self.head.next = self.init_cnt.val().get_bits::<8>(0);
        }
        if !self.head_valid.val() {
            self.head.next = 0.into();
        }
    }
}

#[derive(LogicBlock)]
pub struct ChunkCountersRtl {
    pub clock: Signal<In, Clock>,
    pub set_en: Signal<In, Bit>,
    pub set_addr: Signal<In, Bits<8>>,
    pub set_val: Signal<In, Bits<4>>,
    pub rd_en: Signal<In, Bit>,
    pub rd_addr: Signal<In, Bits<8>>,
    pub rst: Signal<In, Bit>,
    pub done: Signal<Out, Bit>,
    pub done_addr: Signal<Out, Bits<8>>,
    pub freed: Signal<Out, Bit>,
    pub ready: Signal<Out, Bit>,
    init: SizedRam<4>,
    reads: SizedRam<4>,
    rd_v: DFF<Bit>,
    rd_x: DFF<Bits<8>>,
    wb_v: DFF<Bit>,
    wb_x: DFF<Bits<8>>,
    wb_val: DFF<Bits<4>>,
    /// Reset sweep: `reads` words still to clear (0 = ready); the next one is `sweep - 1`.
    sweep: DFF<Bits<9>>,
    chunks: Constant<Bits<9>>,
    old: Signal<Local, Bits<4>>,
    nxt_val: Signal<Local, Bits<4>>,
    sweep_at: Signal<Local, Bits<9>>,
}

impl Default for ChunkCountersRtl {
    /// Counters of a 256-chunk buffer.
    fn default() -> Self {
        Self::new(256)
    }
}

impl ChunkCountersRtl {
    /// Counters of `c` chunks (1..=256; the RAMs have the power of two at or above `c` words,
    /// the reset sweep clears the first `c`).
    pub fn new(c: usize) -> Self {
        assert!((1..=256).contains(&c));
        ChunkCountersRtl {
            clock: Default::default(),
            set_en: Default::default(),
            set_addr: Default::default(),
            set_val: Default::default(),
            rd_en: Default::default(),
            rd_addr: Default::default(),
            rst: Default::default(),
            done: Default::default(),
            done_addr: Default::default(),
            freed: Default::default(),
            ready: Default::default(),
            init: SizedRam::for_words(c, RwMode::OldWord),
            // Power-on image: every reads counter is 0 (Verilog RAMs start as X otherwise).
            reads: SizedRam::for_words(c, RwMode::OldWord).zeroed(),
            rd_v: Default::default(),
            rd_x: Default::default(),
            wb_v: Default::default(),
            wb_x: Default::default(),
            wb_val: Default::default(),
            sweep: Default::default(),
            chunks: Constant::new((c as u64).to_bits()),
            old: Default::default(),
            nxt_val: Default::default(),
            sweep_at: Default::default(),
        }
    }
}

impl Logic for ChunkCountersRtl {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, rd_v, rd_x, wb_v, wb_x, wb_val, sweep);
        self.init.read_clock.next = self.clock.val();
        self.init.write_clock.next = self.clock.val();
        self.reads.read_clock.next = self.clock.val();
        self.reads.write_clock.next = self.clock.val();
        self.init.read_address.next = self.rd_addr.val();
        self.reads.read_address.next = self.rd_addr.val();
        self.init.write_address.next = self.set_addr.val();
        self.init.write_data.next = self.set_val.val();
        self.init.write_enable.next = self.set_en.val();
        self.rd_v.d.next = self.rd_en.val();
        self.rd_x.d.next = self.rd_addr.val();
        // Completion of the read issued last cycle.
        self.old.next = self.reads.read_data.val();
        if self.wb_v.q.val() & (self.wb_x.q.val() == self.rd_x.q.val()) {
            self.old.next = self.wb_val.q.val();
        }
        self.nxt_val.next = self.old.val() + 1;
        self.done.next = self.rd_v.q.val();
        self.done_addr.next = self.rd_x.q.val();
        self.freed.next = self.rd_v.q.val() & (self.nxt_val.val() == self.init.read_data.val());
        if self.freed.val() {
            self.nxt_val.next = 0.into();
        }
        self.reads.write_address.next = self.rd_x.q.val();
        self.reads.write_data.next = self.nxt_val.val();
        self.reads.write_enable.next = self.rd_v.q.val();
        self.wb_v.d.next = self.rd_v.q.val();
        self.wb_x.d.next = self.rd_x.q.val();
        self.wb_val.d.next = self.nxt_val.val();
        // Reset sweep (module doc): the `reads` write port clears one word per cycle.
        self.ready.next = !self.sweep.q.val().any();
        self.sweep_at.next = self.sweep.q.val() - 1;
        if self.sweep.q.val().any() {
            self.reads.write_address.next = self.sweep_at.val().get_bits::<8>(0);
            self.reads.write_data.next = 0.into();
            self.reads.write_enable.next = true;
            self.sweep.d.next = self.sweep_at.val();
        }
        if self.rst.val() {
            self.rd_v.d.next = false;
            self.rd_x.d.next = 0.into();
            self.wb_v.d.next = false;
            self.wb_x.d.next = 0.into();
            self.wb_val.d.next = 0.into();
            self.sweep.d.next = self.chunks.val();
        }
    }
}
