//! The central buffer's writers (multidestination-worms paper, Sections 4.1 and 4.2): per
//! input the path decision at the packet's head (crossbar bypass or central buffer), the
//! crossbar transfers, the chunk assembler (write on the chunk's last flit) and the writer
//! state of the packet being written; the granted writer's state and chunk for the write
//! port. Golden model: `wormcast_model::central_buffer::writers::Writers` (module doc of
//! `wormcast_model::central_buffer`: "Input", "Deserialiser"; every register here is a field
//! of its `Writer`).
//!
//! Ports:
//! * from input port i: `of_v[i]`, `of_tag[i]`, `of_data[i]` (the framer's offered flit),
//!   `of_mask[i]`, `of_ks[i]`, `of_mc[i]` (its decoded route), `in_bad[i]`,
//!   `in_overflow[i]`; to it: `taken[i]` (the offered flit is consumed at this edge),
//!   `up_cred[p]` (output p's credits, for the adaptive up-port choice);
//! * from output port o: `op_credits[o]`; to it: `xb_v[o]`, `xb_tag[o]`, `xb_data[o]` (a
//!   bypass flit);
//! * from [`super::readers::CbReaders`]: `idle`, `first_p[o]`, `in_pkt[o]`, `rd_go`,
//!   `rd_x`, `rd_hdr`; to it: `xb_set`, `xb_clr` (outputs a bypass keeps, releases at this
//!   edge), `last_c[i]`, `w_pre[i]`;
//! * from [`super::write_port::CbWritePort`]: `grant`, `loc` (the chunk written) and `fwd`
//!   (output forwarding); the writers decode the granted step themselves, per input beside
//!   the arbitration ([`CbWritersSelect`], "Late select"); to it: per input `chunk_ready[i]`, `mc[i]`, `admitted[i]` (`w_admitted`: the
//!   packet, a multicast or an upward unicast, was admitted whole at its header: `admit`
//!   sets it, its last chunk's release clears it), `up[i]`, `streaming[i]`, `total[i]`, and
//!   the granted input's `s_*` (`s_up`: the granted writer's packet goes to an up port);
//! * from [`super::buffer::CbBuffer`]: `freed`, `done_addr`; to it: `wr_tag[j]`,
//!   `wr_data[j]` (the granted chunk's lanes), `s_total`;
//! * output forwarding ([`CbWritersSelect`]): to the write port `s_hd_out` (the output of
//!   the granted writer's header step), to the readers `s_hd_len`, `s_hd_nc` (that header
//!   chunk's length and NC);
//! * status: `malformed_count`, `overflow`;
//! * `rst` (synchronous reset): at the edge every writer register returns to its power-on
//!   value (no path, empty assembler, no packet, `last_c`, `pre`, `w_hdr_loc` NIL) and the
//!   malformed count to 0; the outputs of the cycle are unaffected. The assembler lanes
//!   (`asm_tag`, `asm_data`) are not cleared: a chunk's lanes are zeroed when its first flit
//!   is taken.
//!
//! Names: writer i's register for the model's `Writer` field `f` is `w_f[i]` (`w_nchunks`,
//! `w_copies_left`, `w_path`, ...) and the child's output port of its value `f[i]`
//! (`nchunks`, `copies_left`, `path`): a register and a port of one block cannot share a
//! name. Every wire has the same name at both ends (`request$nchunks$i = state$nchunks$i`),
//! so an input is named after the port that drives it. Where this block's own port `f` is
//! something else, the child's port is `w_f` and its register `f_r`: `w_mc`, `w_admitted`,
//! `w_streaming` (registers `mc_r`, `admitted_r`, `streaming_r`; this block's `mc`,
//! `admitted`, `streaming` are what the write port sees, from [`CbWritersRequest`]) and
//! `w_pre` (register `w_pre_r`; `last_c_r` is the register behind `last_c`). `asm_*` are
//! the model's `asm` (ports `lane_tag`, `lane_data`), `hc_*` its fields of the same name
//! (`CbHeaderCopy`'s ports drop the prefix: `copies`, `nc`, `adm`, `busy`; its lanes are
//! `copy_tag`, `copy_data`).
//!
//! Shared header copies: the first copy of a multicast's header chunk is written from the
//! assembler, which is released at that edge; if copies remain, the chunk as written goes
//! into the switch's one header-copy register (`hc_tag`, `hc_data`; the input's `hc_copies`,
//! `hc_nc`, `hc_adm`), and copies 2 .. k_s are written from there (they go before the
//! input's next chunk) while the assembler takes the next chunk. One input owns the
//! register at a time: a first copy with more to follow is not granted while another
//! input's copies are in it (`copy_wait` to the write port, from [`CbWritersRequest`]). A
//! multi-chunk multicast asks for its pre-allocation (and admission) as soon as its header
//! chunk's first flit is assembled
//! (`chunk_ready` is also high for that). The write port sees a register copy as an admitted
//! multicast header step (`mc`, `admitted`, `s_*`: `s_hdr` 1, `s_pre_done` 1, `s_nch` 2,
//! `s_pre` = `hc_nc`, `s_copies` = `hc_copies`).
//!
//! Latency: an offered flit is taken at the edge; a chunk competes for the write port in the
//! cycle its last flit is offered.
//!
//! Structure, along the golden model's `Writer`: this block only wires its children (see
//! [`crate::wiring`]; no `always` logic of its own, so it adds no combinational path). The
//! registers are in four children, each with its part of the write step: the path
//! [`CbWritersPath`] (`path` and the bypass output: the crossbar transfers, the offered flits
//! taken, the bypass claims `xb_set`, `xb_clr`, the malformed count, `overflow`,
//! `up_cred`), the chunk assemblers [`CbAssembler`] (`asm`, `fill`, `ready`, `hdr`, `last`),
//! the header-copy register [`CbHeaderCopy`] (the switch's `hc` and `hc_copies`, `hc_nc`,
//! `hc_adm`; it decides when an assembler is released, `rel`: the granted writer's chunk,
//! not a copy from the register, is written, or its first shared copy) and the packet being
//! written [`CbWriterState`] (`mask` .. `streaming`: the granted writer's step, the head's
//! route, the freed `last_c`, streaming on a read issue). What each input shows the write
//! port (path decision, chunk completion, `chunk_ready`, `mc`, `admitted`, `streaming`,
//! `total`) is the combinational child [`CbWritersRequest`], the granted writer's state and
//! chunk (`s_*`, `wr_*`) the combinational child [`CbWritersSelect`]. No child both reads
//! the write step and feeds what the write port reads (see [`CbWritersRequest`]), and none
//! both reads another child's combinational output and feeds that child combinationally.
//! Each child's `always` block reads the write step or `grant` only to compute its
//! registers' next values, `rel` and the assembler's `accepts`, `head`, `done`, `hdr_eff`;
//! their outputs to `request` and `select` are register values.

mod assembler;
mod header_copy;
mod path;
mod request;
mod select;
mod state;

pub use self::assembler::CbAssembler;
pub use self::header_copy::CbHeaderCopy;
pub use self::path::CbWritersPath;
pub use self::request::CbWritersRequest;
pub use self::select::CbWritersSelect;
pub use self::state::CbWriterState;
use crate::wiring::{wire, Wiring, WiringText};
use rust_hdl::prelude::*;

/// An input's path for its packet (the golden model's `central_buffer::writers::Path`): none
/// yet, the crossbar bypass to the output in `w_xbo` (`Xb`), or the central buffer (`Cb`).
#[derive(Copy, Clone, PartialEq, Eq, Debug, LogicState)]
pub enum Path {
    None,
    Xb,
    Cb,
}

#[derive(LogicBlock)]
pub struct CbWriters<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    // Input ports.
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub of_mask: [Signal<In, Bits<K>>; K],
    pub of_ks: [Signal<In, Bits<4>>; K],
    pub of_mc: [Signal<In, Bit>; K],
    pub in_bad: [Signal<In, Bit>; K],
    pub in_overflow: [Signal<In, Bit>; K],
    pub taken: [Signal<Out, Bit>; K],
    pub up_cred: [Signal<Out, Bits<8>>; K],
    pub malformed_count: Signal<Out, Bits<16>>,
    pub overflow: Signal<Out, Bit>,
    // Output ports (crossbar).
    pub op_credits: [Signal<In, Bits<9>>; K],
    pub xb_v: [Signal<Out, Bit>; K],
    pub xb_tag: [Signal<Out, Bits<2>>; K],
    pub xb_data: [Signal<Out, Bits<W>>; K],
    // Readers.
    pub idle: Signal<In, Bits<K>>,
    pub first_p: [Signal<In, Bits<9>>; K],
    pub in_pkt: [Signal<In, Bit>; K],
    pub rd_go: Signal<In, Bit>,
    pub rd_x: Signal<In, Bits<9>>,
    pub rd_hdr: Signal<In, Bit>,
    pub xb_set: Signal<Out, Bits<K>>,
    pub xb_clr: Signal<Out, Bits<K>>,
    pub last_c: [Signal<Out, Bits<9>>; K],
    pub w_pre: [Signal<Out, Bits<9>>; K],
    // Write port.
    pub grant: Signal<In, Bits<K>>,
    pub loc: Signal<In, Bits<9>>,
    /// Output forwarding (one-hot output, 0 = none): the granted unicast header goes straight
    /// to its idle output; nothing is written.
    pub fwd: Signal<In, Bits<K>>,
    pub chunk_ready: [Signal<Out, Bit>; K],
    pub mc: [Signal<Out, Bit>; K],
    pub admitted: [Signal<Out, Bit>; K],
    pub up: [Signal<Out, Bit>; K],
    pub streaming: [Signal<Out, Bit>; K],
    pub total: [Signal<Out, Bits<9>>; K],
    pub s_mc: Signal<Out, Bit>,
    pub s_adm: Signal<Out, Bit>,
    pub s_hdr: Signal<Out, Bit>,
    pub s_last: Signal<Out, Bit>,
    pub s_mask: Signal<Out, Bits<K>>,
    pub s_ks: Signal<Out, Bits<4>>,
    pub s_nch: Signal<Out, Bits<9>>,
    pub s_copies: Signal<Out, Bits<K>>,
    pub s_pre_done: Signal<Out, Bit>,
    pub s_last_c: Signal<Out, Bits<9>>,
    pub s_pre: Signal<Out, Bits<9>>,
    pub s_total: Signal<Out, Bits<9>>,
    pub s_up: Signal<Out, Bit>,
    /// Output forwarding, to the readers: the granted header chunk's length and NC
    /// ([`CbWritersSelect`]).
    pub s_hd_len: Signal<Out, Bits<11>>,
    pub s_hd_nc: Signal<Out, Bits<9>>,
    /// Output forwarding, to the write port: the output (one-hot, 0 = none) of the granted
    /// writer's header step ([`CbWritersSelect`]).
    pub s_hd_out: Signal<Out, Bits<K>>,
    /// Bit i: input i's step waits for the header-copy register (not granted this cycle).
    pub copy_wait: Signal<Out, Bits<K>>,
    // Buffer.
    pub freed: Signal<In, Bit>,
    pub done_addr: Signal<In, Bits<8>>,
    pub wr_tag: [Signal<Out, Bits<2>>; K],
    pub wr_data: [Signal<Out, Bits<W>>; K],

    /// The path registers (`w_path`, `w_xbo`), the crossbar transfers, the offered flits
    /// taken, the bypass claims and releases and the status.
    pub path: CbWritersPath<K, W>,
    /// The chunk assemblers (`asm_*`, `w_fill`, `w_ready`, `w_hdr`, `w_last`).
    pub asm: CbAssembler<K, W>,
    /// The header-copy register (`hc_tag`, `hc_data`; per input `hc_copies`, `hc_nc`,
    /// `hc_adm`) and the assembler's release `rel`.
    pub hc: CbHeaderCopy<K, W>,
    /// The packet each writer writes (`w_mask` .. `streaming_r`, `last_c_r`, `w_pre_r`).
    pub state: CbWriterState<K, W>,
    /// What each input shows the write port (combinational).
    pub request: CbWritersRequest<K>,
    /// The granted writer's state and chunk (combinational).
    pub select: CbWritersSelect<K, W>,
    text: WiringText,
}

use crate::consts::arr;

impl<const K: usize, const W: usize> CbWriters<K, W> {
    /// The writers of a switch whose ports `down..K` are up ports, with `shared` header
    /// copies and the crossbar `bypass` on or off, for packets of at most `max_len` flits
    /// (it bounds the head's length field and so the chunk count `w_nchunks`).
    pub fn new(down: usize, shared: bool, bypass: bool, max_len: usize) -> Self {
        assert!([2, 4, 8].contains(&K), "K = {K} must be 2, 4 or 8");
        assert!(W <= 64, "W = {W} must be at most 64");
        assert!(down >= 1 && down <= K, "down = {down} must be in 1..=K");
        let mut s = CbWriters {
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
            taken: arr(),
            up_cred: arr(),
            malformed_count: Default::default(),
            overflow: Default::default(),
            op_credits: arr(),
            xb_v: arr(),
            xb_tag: arr(),
            xb_data: arr(),
            idle: Default::default(),
            first_p: arr(),
            in_pkt: arr(),
            rd_go: Default::default(),
            rd_x: Default::default(),
            rd_hdr: Default::default(),
            xb_set: Default::default(),
            xb_clr: Default::default(),
            last_c: arr(),
            w_pre: arr(),
            grant: Default::default(),
            loc: Default::default(),
            fwd: Default::default(),
            chunk_ready: arr(),
            mc: arr(),
            admitted: arr(),
            up: arr(),
            streaming: arr(),
            total: arr(),
            s_mc: Default::default(),
            s_adm: Default::default(),
            s_hdr: Default::default(),
            s_last: Default::default(),
            s_mask: Default::default(),
            s_ks: Default::default(),
            s_nch: Default::default(),
            s_copies: Default::default(),
            s_pre_done: Default::default(),
            s_last_c: Default::default(),
            s_pre: Default::default(),
            s_total: Default::default(),
            s_up: Default::default(),
            s_hd_len: Default::default(),
            s_hd_nc: Default::default(),
            s_hd_out: Default::default(),
            copy_wait: Default::default(),
            freed: Default::default(),
            done_addr: Default::default(),
            wr_tag: arr(),
            wr_data: arr(),
            path: Default::default(),
            asm: Default::default(),
            hc: Default::default(),
            state: CbWriterState::new(down, max_len, shared),
            request: CbWritersRequest::new(shared, bypass),
            select: CbWritersSelect::new(shared),
            text: Default::default(),
        };
        let mut w = Wiring::verilog();
        s.wire(&mut w);
        s.text = w.text();
        s
    }

    fn wire(&mut self, w: &mut Wiring) {
        let s = self;
        w.clock(&mut s.path.clock, "path$clock", &s.clock);
        w.clock(&mut s.asm.clock, "asm$clock", &s.clock);
        w.clock(&mut s.hc.clock, "hc$clock", &s.clock);
        w.clock(&mut s.state.clock, "state$clock", &s.clock);
        wire!(w, s, path <- port: rst);
        wire!(w, s, asm <- port: rst);
        wire!(w, s, hc <- port: rst);
        wire!(w, s, state <- port: rst);
        // The input and output ports; the status.
        wire!(w, s, [K] path <- port: of_v, of_tag, of_data, in_bad, in_overflow, op_credits);
        wire!(w, s, [K] port <- path: taken, up_cred, xb_v, xb_tag, xb_data);
        wire!(w, s, port <- path: malformed_count, overflow);
        wire!(w, s, [K] request <- port: of_v, of_tag, of_mask, of_mc);
        wire!(w, s, request <- path: cred_m);
        wire!(w, s, [K] asm <- port: of_v, of_tag, of_data);
        wire!(w, s, [K] state <- port: of_mask, of_ks, of_mc, of_data);
        // The readers.
        wire!(w, s, request <- port: idle);
        wire!(w, s, [K] request <- port: first_p, in_pkt);
        wire!(w, s, state <- port: rd_go, rd_x, rd_hdr);
        wire!(w, s, port <- path: xb_set, xb_clr);
        wire!(w, s, [K] port <- state: last_c, w_pre);
        // The write port and the buffer.
        wire!(w, s, state <- port: grant, loc, fwd, freed, done_addr);
        wire!(w, s, hc <- port: grant);
        wire!(w, s, select <- port: grant);
        wire!(w, s, request <- port: grant, fwd);
        wire!(w, s, [K] port <- request: chunk_ready, mc, admitted, streaming, total);
        wire!(w, s, [K] port <- state: up);
        wire!(w, s, port <- request: copy_wait);
        wire!(w, s, port <- select: s_mc, s_up, s_adm, s_hdr, s_last, s_mask, s_ks, s_nch);
        wire!(w, s, port <- select: s_copies, s_pre_done, s_last_c, s_pre, s_total);
        wire!(w, s, port <- select: s_hd_len, s_hd_nc, s_hd_out);
        wire!(w, s, [K] port <- select: wr_tag, wr_data);
        // Between the children: the path decision and the offer's flags.
        wire!(w, s, [K] path <- request: pathc, xbc, first, lastf);
        wire!(w, s, [K] request <- path: path, xbo);
        wire!(w, s, [K] asm <- request: cb, first, lastf, comp);
        wire!(w, s, [K] path <- asm: accepts);
        wire!(w, s, [K] asm <- hc: rel);
        // The registers' values.
        wire!(w, s, [K] request <- asm: fill, ready, hdr, last);
        wire!(w, s, [K] request <- state: mask, copies_left, w_total, nch2, hdr_loc);
        wire!(w, s, [K] request <- state: w_streaming, w_mc, w_admitted, pre_done);
        wire!(w, s, [K] request <- hc: busy, adm);
        wire!(w, s, [K] select <- state: mask, ks, w_mc, up, nchunks, nch2, w_admitted);
        wire!(w, s, [K] select <- state: pre_done, last_c, w_pre);
        wire!(w, s, [K] select <- asm: hdr, last);
        wire!(w, s, [K * K] select <- asm: lane_tag, lane_data);
        wire!(w, s, [K] select <- request: total);
        wire!(w, s, [K] select <- state: copies_left, cl_lo);
        wire!(w, s, [K] select <- hc: busy, copies, copies_lo, nc, adm, copy_tag, copy_data);
        wire!(w, s, [K] hc <- state: nch2, w_pre, w_admitted);
        wire!(w, s, [K] hc <- select: wr_tag, wr_data);
        wire!(w, s, [K] state <- hc: busy);
        wire!(w, s, [K] state <- asm: head, done, hdr_eff);
        wire!(w, s, [K] state <- select: st_admit, st_b1, st_b2, st_cd, st_use_pre, st_after);
        wire!(w, s, [K] state <- select: st_rel, st_after_lo);
        wire!(w, s, [K] state <- request: hdr_w, last_w);
        wire!(w, s, [K] hc <- select: st_b2, st_after, st_after_lo, st_admit, st_b1);
    }
}

impl<const K: usize, const W: usize> Logic for CbWriters<K, W> {
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
