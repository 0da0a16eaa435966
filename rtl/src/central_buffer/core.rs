//! The central buffer proper of the central-buffer switch (multidestination-worms paper,
//! Sections 4.1 and 4.2), split along the golden model's seams: the writers
//! ([`CbWriters`]: path decision, crossbar transfers, chunk assemblers, writer state), the
//! write port ([`CbWritePort`]: eligibility, write turn, least-recently-served grant, write
//! step), the buffer ([`CbBuffer`]: chunk, NP and NC RAMs, replication counters, free list,
//! accounting) and the readers ([`CbReaders`]: packet lists, read port, NC forwarding,
//! bypass ownership). Golden model and register-level spec: `wormcast_model::central_buffer`.
//!
//! Ports (all flat; the switch top [`super::CbSwitch`] wires the input and output ports):
//! * from input port i: `of_v[i]`, `of_tag[i]`, `of_data[i]` (the framer's offered flit),
//!   `of_mask[i]`, `of_ks[i]`, `of_mc[i]` (its decoded route), `in_bad[i]`,
//!   `in_overflow[i]`; to it: `taken[i]` (the offered flit is consumed at this edge),
//!   `up_cred[p]` (output p's credits, for the adaptive up-port choice);
//! * from output port o: `op_credits[o]`, `op_can_prefetch[o]`, `op_idle_next[o]`; to it:
//!   `xb_v[o]`, `xb_tag[o]`, `xb_data[o]` (a bypass flit), `hold[o]` (a bypass owns the link),
//!   `arr_v[o]` (the chunk read last cycle arrives at o), shared `arr_n`, `arr_tag[j]`,
//!   `arr_data[j]` (its flit count and lanes, straight from the RAM read ports);
//! * status: `free_count`, `reserved`, `queue[o]`, `malformed_count`, `overflow`;
//! * `rst` (synchronous reset, to every child): at the edge all control state returns to its
//!   power-on value; the buffer's replication counters then sweep for C cycles, during which
//!   the write port grants nothing (`buffer$ready` -> `write_port$ready`).
//!
//! Latency: a chunk write and a chunk read each take one cycle of their port; a read issued
//! in cycle t arrives at the output port at t + 1; a forwarded header (output forwarding:
//! `write_port$fwd`) arrives at its idle output in the cycle of its write grant, on the same
//! `arr_*` lanes (the buffer shows the granted chunk's lanes on them whenever no read is in
//! flight), its bookkeeping decoded by the readers from the granted writer's length and NC
//! (`writers$s_hd_len`, `writers$s_hd_nc`), not from those lanes. Pointers are 9 bits,
//! NIL = 0x100.
//!
//! Structure: this block only wires its children (see [`crate::wiring`]); every wire has
//! the same name at both ends (`writers$grant = write_port$grant`).

pub use super::buffer::CbBuffer;
pub use super::readers::CbReaders;
pub use super::write_port::CbWritePort;
pub use super::writers::CbWriters;
use crate::wiring::{wire, Wiring, WiringText};
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CbCore<const K: usize, const W: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub of_mask: [Signal<In, Bits<K>>; K],
    pub of_ks: [Signal<In, Bits<4>>; K],
    pub of_mc: [Signal<In, Bit>; K],
    pub in_bad: [Signal<In, Bit>; K],
    pub in_overflow: [Signal<In, Bit>; K],
    pub op_credits: [Signal<In, Bits<9>>; K],
    pub op_can_prefetch: [Signal<In, Bit>; K],
    pub op_idle_next: [Signal<In, Bit>; K],
    pub taken: [Signal<Out, Bit>; K],
    pub up_cred: [Signal<Out, Bits<8>>; K],
    pub xb_v: [Signal<Out, Bit>; K],
    pub xb_tag: [Signal<Out, Bits<2>>; K],
    pub xb_data: [Signal<Out, Bits<W>>; K],
    pub hold: [Signal<Out, Bit>; K],
    pub arr_v: [Signal<Out, Bit>; K],
    pub arr_n: Signal<Out, Bits<4>>,
    pub arr_tag: [Signal<Out, Bits<2>>; K],
    pub arr_data: [Signal<Out, Bits<W>>; K],
    pub free_count: Signal<Out, Bits<9>>,
    pub reserved: Signal<Out, Bits<9>>,
    pub queue: [Signal<Out, Bits<8>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    pub writers: CbWriters<K, W>,
    pub write_port: CbWritePort<K, P>,
    pub buffer: CbBuffer<K, W>,
    pub readers: CbReaders<K, P>,
    text: WiringText,
}

/// Configuration of a [`CbCore`] (from `wormcast_model::central_buffer::CbParams`).
#[derive(Clone, Debug)]
pub struct CbCoreConfig {
    pub chunks: usize,
    pub down: usize,
    pub shared: bool,
    pub bypass: bool,
    pub down_reserve: usize,
    /// Longest packet in flits (the input ports discard longer ones): bounds the length and
    /// chunk-count registers, whose upper bits synthesis then drops.
    pub max_len: usize,
}

use crate::consts::arr;

impl<const K: usize, const W: usize, const P: usize> CbCore<K, W, P> {
    pub fn new(cfg: &CbCoreConfig) -> Self {
        assert!(
            cfg.chunks <= 256,
            "chunks = {} must be at most 256",
            cfg.chunks
        );
        let mut s = CbCore {
            clock: Default::default(),
            rst: Default::default(),
            of_v: arr(),
            of_tag: arr(),
            of_data: arr(),
            of_mask: arr(),
            of_ks: arr(),
            of_mc: arr(),
            in_bad: arr(),
            in_overflow: arr(),
            op_credits: arr(),
            op_can_prefetch: arr(),
            op_idle_next: arr(),
            taken: arr(),
            up_cred: arr(),
            xb_v: arr(),
            xb_tag: arr(),
            xb_data: arr(),
            hold: arr(),
            arr_v: arr(),
            arr_n: Default::default(),
            arr_tag: arr(),
            arr_data: arr(),
            free_count: Default::default(),
            reserved: Default::default(),
            queue: arr(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            writers: CbWriters::new(cfg.down, cfg.shared, cfg.bypass, cfg.max_len),
            write_port: CbWritePort::new(
                cfg.chunks,
                cfg.down,
                cfg.shared,
                cfg.down_reserve,
                cfg.max_len,
            ),
            buffer: CbBuffer::new(cfg.chunks, cfg.down, cfg.shared),
            readers: CbReaders::new(cfg.max_len),
            text: Default::default(),
        };
        let mut w = Wiring::verilog();
        s.wire(&mut w);
        s.text = w.text();
        s
    }

    fn wire(&mut self, w: &mut Wiring) {
        let s = self;
        w.clock(&mut s.writers.clock, "writers$clock", &s.clock);
        w.clock(&mut s.write_port.clock, "write_port$clock", &s.clock);
        w.clock(&mut s.buffer.clock, "buffer$clock", &s.clock);
        w.clock(&mut s.readers.clock, "readers$clock", &s.clock);
        w.w(&mut s.writers.rst, "writers$rst", &s.rst, "rst");
        w.w(&mut s.write_port.rst, "write_port$rst", &s.rst, "rst");
        w.w(&mut s.buffer.rst, "buffer$rst", &s.rst, "rst");
        w.w(&mut s.readers.rst, "readers$rst", &s.rst, "rst");
        // The input and output ports.
        wire!(w, s, [K] writers <- port: of_v, of_tag, of_data, of_mask, of_ks, of_mc);
        wire!(w, s, [K] writers <- port: in_bad, in_overflow, op_credits);
        wire!(w, s, [K] readers <- port: op_can_prefetch, op_idle_next);
        wire!(w, s, [K] port <- writers: taken, up_cred, xb_v, xb_tag, xb_data);
        wire!(w, s, [K] port <- readers: hold, arr_v, queue);
        wire!(w, s, [K] port <- buffer: arr_tag, arr_data);
        wire!(w, s, port <- writers: malformed_count, overflow);
        wire!(w, s, port <- readers: arr_n);
        wire!(w, s, port <- buffer: free_count, reserved);
        // Writers and write port.
        wire!(w, s, [K] write_port <- writers: chunk_ready, mc, admitted, up, streaming, total);
        wire!(w, s, write_port <- writers: s_mc, s_up, s_adm, s_hdr, s_last, s_mask, s_ks);
        wire!(w, s, write_port <- writers: s_nch);
        wire!(w, s, write_port <- writers: s_copies, s_pre_done, s_last_c, s_pre);
        wire!(w, s, writers <- write_port: grant, loc, fwd);
        wire!(w, s, write_port <- writers: s_hd_out, copy_wait);
        wire!(w, s, write_port <- readers: fwd_ok);
        // The buffer.
        wire!(w, s, write_port <- buffer: free_count, up_used, head, ready);
        wire!(w, s, writers <- buffer: freed, done_addr);
        wire!(w, s, [K] buffer <- writers: wr_tag, wr_data);
        wire!(w, s, buffer <- writers: s_total);
        wire!(w, s, buffer <- write_port: up_step);
        wire!(w, s, buffer <- write_port: chunk_we, loc, init, alloc, admit, case_a);
        wire!(w, s, buffer <- write_port: nc_we, nc_waddr, nc_wdata);
        wire!(w, s, [K] buffer <- readers: np_we, np_waddr);
        wire!(w, s, buffer <- readers: rd_go, rd_x, if_o);
        wire!(w, s, buffer <- write_port: fwd_rel);
        // The readers.
        wire!(w, s, readers <- buffer: arr_len, np_r, nc_r);
        wire!(w, s, readers <- write_port: grant, loc, link_v, ncs, fwd);
        wire!(w, s, readers <- writers: xb_set, xb_clr);
        wire!(w, s, readers <- writers: s_hd_len, s_hd_nc);
        wire!(w, s, [K] readers <- writers: last_c, w_pre);
        wire!(w, s, writers <- readers: idle, rd_go, rd_x, rd_hdr);
        wire!(w, s, [K] writers <- readers: first_p, in_pkt);
    }
}

impl<const K: usize, const W: usize, const P: usize> Logic for CbCore<K, W, P> {
    fn update(&mut self) {
        self.wire(&mut Wiring::sim())
    }
    fn connect(&mut self) {
        self.wire(&mut Wiring::connect())
    }
    fn hdl(&self) -> Verilog {
        self.text.verilog()
    }
}
