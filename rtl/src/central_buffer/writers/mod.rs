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
//!   `rd_x`, `rd_hdr`; to it: `claimed`, `xb_set`, `xb_clr` (outputs a bypass claims at this
//!   edge, keeps, releases), `last_c[i]`, `w_pre[i]`;
//! * from [`super::write_port::CbWritePort`]: `grant` and the write step (`admit`,
//!   `case_a` .. `case_d`, `use_pre`, `loc`, `copies_after`, `released`, `fwd`: output
//!   forwarding); to it: per input `chunk_ready[i]`, `mc[i]`, `admitted[i]` (`w_admitted`: the
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
//! `w_admitted`, `w_copies_left`, ...), so that it does not clash with the port of the same
//! name (this block's, or the child's output port `f[i]` of the register's value);
//! `last_c_r` and `w_pre_r` are the registers behind the ports `last_c` and `w_pre`,
//! `asm_*` the model's `asm`, `hc_*` its fields of the same name (`CbHeaderCopy`'s ports
//! drop the prefix: `copies`, `nc`, `adm`).
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
//! Structure, along the golden model's `Writer`: the registers are in three children, each
//! with its part of the write step: the chunk assemblers [`CbAssembler`] (`asm`, `fill`,
//! `ready`, `hdr`, `last`), the header-copy register [`CbHeaderCopy`] (the switch's `hc`
//! and `hc_copies`, `hc_nc`, `hc_adm`) and the packet being written [`CbWriterState`]
//! (`mask` .. `streaming`: the granted writer's step, the head's route, the freed `last_c`,
//! streaming on a read issue). What each input shows the write port (path decision, chunk
//! completion, `chunk_ready`, `streaming`, `total`) is the combinational child
//! [`CbWritersRequest`], the granted writer's state and chunk (`s_*`, `wr_*`) the
//! combinational child [`CbWritersSelect`]. This block wires them, holds the path (`w_path`,
//! `w_xbo`), drives the crossbar, takes the offered flits and counts malformed packets; it
//! decides when an assembler is released (`rel`: the granted writer's chunk, not a copy from
//! the header-copy register, is written, or its first shared copy), so that no child both
//! reads the write step and feeds what the write port reads (see [`CbWritersRequest`]).
//! Each child's `always` block reads the write step or `grant` only to compute its
//! registers' next values and the assembler's `took`, `head`, `done`, `hdr_eff`; their
//! outputs to `request` and `select` are register values.

mod assembler;
mod header_copy;
mod request;
mod select;
mod state;

pub use self::assembler::CbAssembler;
pub use self::header_copy::CbHeaderCopy;
pub use self::request::CbWritersRequest;
pub use self::select::CbWritersSelect;
pub use self::state::CbWriterState;
use crate::malformed::MalformedCounter;
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
    pub claimed: Signal<Out, Bits<K>>,
    pub xb_set: Signal<Out, Bits<K>>,
    pub xb_clr: Signal<Out, Bits<K>>,
    pub last_c: [Signal<Out, Bits<9>>; K],
    pub w_pre: [Signal<Out, Bits<9>>; K],
    // Write port.
    pub grant: Signal<In, Bits<K>>,
    pub admit: Signal<In, Bit>,
    pub case_a: Signal<In, Bit>,
    pub case_b1: Signal<In, Bit>,
    pub case_b2: Signal<In, Bit>,
    pub case_c: Signal<In, Bit>,
    pub case_d: Signal<In, Bit>,
    pub use_pre: Signal<In, Bit>,
    pub loc: Signal<In, Bits<9>>,
    pub copies_after: Signal<In, Bits<K>>,
    pub released: Signal<In, Bit>,
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

    // ---- Writer state, per input i ------------------------------------------------------
    /// Path of the input's current packet: 0 none, 1 crossbar bypass, 2 central buffer.
    pub w_path: [DFF<Path>; K],
    /// Bypass output (one-hot) while `w_path` = 1.
    pub w_xbo: [DFF<Bits<K>>; K],
    /// The chunk assemblers (`asm_*`, `w_fill`, `w_ready`, `w_hdr`, `w_last`).
    pub asm: CbAssembler<K, W>,
    /// The header-copy register (`hc_tag`, `hc_data`; per input `hc_copies`, `hc_nc`,
    /// `hc_adm`).
    pub hc: CbHeaderCopy<K, W>,
    /// The packet each writer writes (`w_mask` .. `w_streaming`, `last_c_r`, `w_pre_r`).
    pub state: CbWriterState<K, W>,
    mctr: MalformedCounter<K>,
    /// What each input shows the write port (combinational).
    pub request: CbWritersRequest<K>,
    /// The granted writer's state and chunk (combinational).
    pub select: CbWritersSelect<K, W>,

    onehot: [Constant<Bits<K>>; K],
    mbits: Signal<Local, Bits<K>>,
    t9: Signal<Local, Bits<9>>,
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
        CbWriters {
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
            claimed: Default::default(),
            xb_set: Default::default(),
            xb_clr: Default::default(),
            last_c: arr(),
            w_pre: arr(),
            grant: Default::default(),
            admit: Default::default(),
            case_a: Default::default(),
            case_b1: Default::default(),
            case_b2: Default::default(),
            case_c: Default::default(),
            case_d: Default::default(),
            use_pre: Default::default(),
            loc: Default::default(),
            copies_after: Default::default(),
            released: Default::default(),
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
            w_path: arr(),
            w_xbo: arr(),
            asm: Default::default(),
            hc: Default::default(),
            state: CbWriterState::new(down, max_len),
            mctr: Default::default(),
            request: CbWritersRequest::new(shared, bypass),
            select: CbWritersSelect::new(shared),
            onehot: crate::consts::onehot(),
            mbits: Default::default(),
            t9: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbWriters<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Clocks, reset, status ----------------------------------------------------------
        self.mctr.clock.next = self.clock.val();
        self.asm.clock.next = self.clock.val();
        self.hc.clock.next = self.clock.val();
        self.state.clock.next = self.clock.val();
        self.mctr.rst.next = self.rst.val();
        self.asm.rst.next = self.rst.val();
        self.hc.rst.next = self.rst.val();
        self.state.rst.next = self.rst.val();
        self.mbits.next = 0.into();
        self.overflow.next = false;
        for i in 0..K {
            if self.in_bad[i].val() {
                self.mbits.next = self.mbits.val() | self.onehot[i].val();
            }
            self.overflow.next = self.overflow.val() | self.in_overflow[i].val();
        }
        self.mctr.bad.next = self.mbits.val();
        self.malformed_count.next = self.mctr.total.val();

        // ---- Wiring, per input: what each input shows the write port ([`CbWritersRequest`]),
        // the granted writer's state ([`CbWritersSelect`]), the assembler, the header-copy
        // register, the packet state. Children, so that no `always` block has a path from
        // `grant` or the write step to `chunk_ready` or the `s_*` (see their docs) -----------
        self.request.idle.next = self.idle.val();
        self.select.grant.next = self.grant.val();
        for i in 0..K {
            self.request.of_v[i].next = self.of_v[i].val();
            self.request.of_tag[i].next = self.of_tag[i].val();
            self.request.of_mask[i].next = self.of_mask[i].val();
            self.request.of_mc[i].next = self.of_mc[i].val();
            self.request.first_p[i].next = self.first_p[i].val();
            self.request.in_pkt[i].next = self.in_pkt[i].val();
            self.request.w_path[i].next = self.w_path[i].q.val();
            self.request.w_xbo[i].next = self.w_xbo[i].q.val();
            self.request.w_fill[i].next = self.asm.fill[i].val();
            self.request.w_ready[i].next = self.asm.ready[i].val();
            self.request.w_hdr[i].next = self.asm.hdr[i].val();
            self.request.w_last[i].next = self.asm.last[i].val();
            self.request.w_mask[i].next = self.state.mask[i].val();
            self.request.w_copies_left[i].next = self.state.copies_left[i].val();
            self.request.w_ks[i].next = self.state.ks[i].val();
            self.request.w_nchunks[i].next = self.state.nchunks[i].val();
            self.request.w_hdr_loc[i].next = self.state.hdr_loc[i].val();
            self.request.w_streaming[i].next = self.state.streaming[i].val();
            self.request.w_mc[i].next = self.state.mc[i].val();
            self.request.w_pre_done[i].next = self.state.pre_done[i].val();
            self.request.hc_busy[i].next = self.hc.busy[i].val();
            self.select.w_mask[i].next = self.state.mask[i].val();
            self.select.w_ks[i].next = self.state.ks[i].val();
            self.select.w_mc[i].next = self.state.mc[i].val();
            self.select.w_up[i].next = self.state.up[i].val();
            self.select.w_nchunks[i].next = self.state.nchunks[i].val();
            self.select.w_admitted[i].next = self.state.admitted[i].val();
            self.select.w_pre_done[i].next = self.state.pre_done[i].val();
            self.select.last_c[i].next = self.state.last_c[i].val();
            self.select.w_pre[i].next = self.state.pre[i].val();
            self.select.w_fill[i].next = self.asm.fill[i].val();
            self.select.of_tag[i].next = self.of_tag[i].val();
            self.select.of_data[i].next = self.of_data[i].val();
            self.select.comp[i].next = self.request.comp[i].val();
            self.select.hdr_w[i].next = self.request.hdr_w[i].val();
            self.select.last_w[i].next = self.request.last_w[i].val();
            self.select.cop_w[i].next = self.request.cop_w[i].val();
            self.select.total[i].next = self.request.total[i].val();
            self.select.hc_busy[i].next = self.hc.busy[i].val();
            self.select.hc_copies[i].next = self.hc.copies[i].val();
            self.select.hc_nc[i].next = self.hc.nc[i].val();
            self.select.hc_adm[i].next = self.hc.adm[i].val();
            self.asm.of_v[i].next = self.of_v[i].val();
            self.asm.of_tag[i].next = self.of_tag[i].val();
            self.asm.of_data[i].next = self.of_data[i].val();
            self.asm.cb[i].next = self.request.pathc[i].val() == Path::Cb;
            self.asm.first[i].next = self.request.first[i].val();
            self.asm.lastf[i].next = self.request.lastf[i].val();
            self.asm.comp[i].next = self.request.comp[i].val();
            // The assembler is released when its chunk is written (the first header copy
            // releases it too: the rest go from the header-copy register).
            self.asm.rel[i].next = (self.grant.val() & self.onehot[i].val()).any()
                & !self.hc.busy[i].val()
                & (self.released.val() | self.case_b2.val());
            self.hc.nchunks[i].next = self.state.nchunks[i].val();
            self.hc.pre[i].next = self.state.pre[i].val();
            self.hc.admitted[i].next = self.state.admitted[i].val();
            self.state.hc_busy[i].next = self.hc.busy[i].val();
            self.state.head[i].next = self.asm.head[i].val();
            self.state.done[i].next = self.asm.done[i].val();
            self.state.hdr_eff[i].next = self.asm.hdr_eff[i].val();
            self.state.of_mask[i].next = self.of_mask[i].val();
            self.state.of_ks[i].next = self.of_ks[i].val();
            self.state.of_mc[i].next = self.of_mc[i].val();
            self.state.of_data[i].next = self.of_data[i].val();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.select.asm_tag[i * kk + j].next = self.asm.lane_tag[i * kk + j].val();
                    self.select.asm_data[i * kk + j].next = self.asm.lane_data[i * kk + j].val();
                }
            }
        }
        self.state.grant.next = self.grant.val();
        self.state.admit.next = self.admit.val();
        self.state.case_a.next = self.case_a.val();
        self.state.case_b1.next = self.case_b1.val();
        self.state.case_b2.next = self.case_b2.val();
        self.state.case_c.next = self.case_c.val();
        self.state.case_d.next = self.case_d.val();
        self.state.use_pre.next = self.use_pre.val();
        self.state.loc.next = self.loc.val();
        self.state.copies_after.next = self.copies_after.val();
        self.state.released.next = self.released.val();
        self.state.fwd.next = self.fwd.val();
        self.state.s_hdr.next = self.select.s_hdr.val();
        self.state.s_last.next = self.select.s_last.val();
        self.state.freed.next = self.freed.val();
        self.state.done_addr.next = self.done_addr.val();
        self.state.rd_go.next = self.rd_go.val();
        self.state.rd_x.next = self.rd_x.val();
        self.state.rd_hdr.next = self.rd_hdr.val();
        self.hc.grant.next = self.grant.val();
        self.hc.case_b2.next = self.case_b2.val();
        self.hc.copies_after.next = self.copies_after.val();
        self.hc.admit.next = self.admit.val();
        for j in 0..K {
            self.select.hc_tag[j].next = self.hc.lane_tag[j].val();
            self.select.hc_data[j].next = self.hc.lane_data[j].val();
            self.hc.wr_tag[j].next = self.select.wr_tag[j].val();
            self.hc.wr_data[j].next = self.select.wr_data[j].val();
            self.wr_tag[j].next = self.select.wr_tag[j].val();
            self.wr_data[j].next = self.select.wr_data[j].val();
        }

        // ---- Outputs ------------------------------------------------------------------------
        for i in 0..K {
            self.chunk_ready[i].next = self.request.chunk_ready[i].val();
            self.streaming[i].next = self.request.streaming[i].val();
            self.total[i].next = self.request.total[i].val();
            self.last_c[i].next = self.state.last_c[i].val();
            self.w_pre[i].next = self.state.pre[i].val();
            // What the write port sees: a header copy from the register goes first and
            // counts as the admitted multicast it belongs to.
            self.mc[i].next = self.state.mc[i].val() | self.hc.busy[i].val();
            self.admitted[i].next = self.state.admitted[i].val();
            if self.hc.busy[i].val() {
                self.admitted[i].next = self.hc.adm[i].val();
            }
            self.up[i].next = self.state.up[i].val();
            self.t9.next = self.op_credits[i].val();
            self.up_cred[i].next = bit_cast::<8, 9>(self.t9.val());
        }
        self.claimed.next = self.request.claimed.val();
        self.copy_wait.next = self.request.copy_wait.val();
        self.s_mask.next = self.select.s_mask.val();
        self.s_ks.next = self.select.s_ks.val();
        self.s_mc.next = self.select.s_mc.val();
        self.s_up.next = self.select.s_up.val();
        self.s_nch.next = self.select.s_nch.val();
        self.s_adm.next = self.select.s_adm.val();
        self.s_copies.next = self.select.s_copies.val();
        self.s_pre_done.next = self.select.s_pre_done.val();
        self.s_last_c.next = self.select.s_last_c.val();
        self.s_pre.next = self.select.s_pre.val();
        self.s_hdr.next = self.select.s_hdr.val();
        self.s_last.next = self.select.s_last.val();
        self.s_total.next = self.select.s_total.val();
        self.s_hd_len.next = self.select.s_hd_len.val();
        self.s_hd_nc.next = self.select.s_hd_nc.val();
        self.s_hd_out.next = self.select.s_hd_out.val();

        // ---- Crossbar transfers; the offered flit taken ------------------------------------
        for i in 0..K {
            self.taken[i].next = false;
        }
        for o in 0..K {
            self.xb_v[o].next = false;
            self.xb_tag[o].next = 0.into();
            self.xb_data[o].next = 0.into();
            for i in 0..K {
                if (self.request.pathc[i].val() == Path::Xb)
                    & self.of_v[i].val()
                    & (self.request.xbc[i].val() & self.onehot[o].val()).any()
                    & self.op_credits[o].val().any()
                {
                    self.xb_v[o].next = true;
                    self.xb_tag[o].next = self.of_tag[i].val();
                    self.xb_data[o].next = self.of_data[i].val();
                    self.taken[i].next = true;
                }
            }
        }

        // ---- Path and bypass ownership -----------------------------------------------------
        self.xb_set.next = 0.into();
        self.xb_clr.next = 0.into();
        for i in 0..K {
            self.w_path[i].clock.next = self.clock.val();
            self.w_xbo[i].clock.next = self.clock.val();
            if self.asm.took[i].val() {
                self.taken[i].next = true;
            }
            self.w_path[i].d.next = self.request.pathc[i].val();
            self.w_xbo[i].d.next = self.request.xbc[i].val();
            if self.taken[i].val() & self.request.lastf[i].val() {
                self.w_path[i].d.next = Path::None;
                if self.request.pathc[i].val() == Path::Xb {
                    self.xb_clr.next = self.xb_clr.val() | self.request.xbc[i].val();
                }
            } else if self.request.pathc[i].val() == Path::Xb {
                self.xb_set.next = self.xb_set.val() | self.request.xbc[i].val();
            }
            if self.rst.val() {
                self.w_path[i].d.next = Path::None;
                self.w_xbo[i].d.next = 0.into();
            }
        }
    }
}
