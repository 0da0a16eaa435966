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
//! name; `last_c_r` and `w_pre_r` are the registers behind the ports `last_c` and `w_pre`,
//! `asm_*` the model's `asm`, `hc_*` its fields of the same name.
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
//! Structure: what each input shows the write port (path decision, chunk completion,
//! `chunk_ready`, `streaming`, `total`) is the combinational child [`CbWritersRequest`], the
//! granted writer's state and chunk (`s_*`, `wr_*`) the combinational child
//! [`CbWritersSelect`]; this block holds the writer registers and the assembler, drives the
//! crossbar and takes the offered flits, and applies the write step.

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
    /// Chunk assembler, flattened: lane j of input i at `i * K + j`.
    pub asm_tag: Vec<DFF<Bits<2>>>,
    pub asm_data: Vec<DFF<Bits<W>>>,
    pub w_fill: [DFF<Bits<4>>; K],
    pub w_ready: [DFF<Bit>; K],
    pub w_hdr: [DFF<Bit>; K],
    pub w_last: [DFF<Bit>; K],
    pub w_mask: [DFF<Bits<K>>; K],
    pub w_ks: [DFF<Bits<4>>; K],
    pub w_mc: [DFF<Bit>; K],
    pub w_up: [DFF<Bit>; K],
    pub w_nchunks: [DFF<Bits<9>>; K],
    pub w_admitted: [DFF<Bit>; K],
    pub w_copies_left: [DFF<Bits<K>>; K],
    pub w_pre_done: [DFF<Bit>; K],
    pub last_c_r: [DFFWithInit<Bits<9>>; K],
    pub w_pre_r: [DFFWithInit<Bits<9>>; K],
    pub w_hdr_loc: [DFFWithInit<Bits<9>>; K],
    pub w_streaming: [DFF<Bit>; K],
    /// Header-copy register (shared scheme): the chunk's K lanes, one register for the
    /// switch; per input the copies still to write (one bit per destination queue; nonzero =
    /// busy, they go first; nonzero for at most one input), their NC and the packet's
    /// admission.
    pub hc_tag: [DFF<Bits<2>>; K],
    pub hc_data: [DFF<Bits<W>>; K],
    pub hc_copies: [DFF<Bits<K>>; K],
    pub hc_nc: [DFFWithInit<Bits<9>>; K],
    pub hc_adm: [DFF<Bit>; K],
    mctr: MalformedCounter<K>,
    /// What each input shows the write port (combinational).
    pub request: CbWritersRequest<K>,
    /// The granted writer's state and chunk (combinational).
    pub select: CbWritersSelect<K, W>,

    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    lane_idx: [Constant<Bits<4>>; K],
    up_ports: Constant<Bits<K>>,
    k4: Constant<Bits<4>>,
    km1: Constant<Bits<11>>,
    log_k: Constant<Bits<4>>,
    len_mask: Constant<Bits<W>>,

    // Next-state values read again later in the same cycle.
    hdr_loc_d: [Signal<Local, Bits<9>>; K],
    rel: [Signal<Local, Bit>; K],
    two: Constant<Bits<9>>,
    fill_eff: [Signal<Local, Bits<4>>; K],
    hdr_eff: [Signal<Local, Bit>; K],
    mask_eff: [Signal<Local, Bits<K>>; K],
    fill_d: [Signal<Local, Bits<4>>; K],
    asm_go: [Signal<Local, Bit>; K],
    mbits: Signal<Local, Bits<K>>,
    len: Signal<Local, Bits<11>>,
    t9: Signal<Local, Bits<9>>,
    tw: Signal<Local, Bits<W>>,
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
        let up_mask = ((1u64 << K) - 1) & !((1u64 << down) - 1);
        let lay = wormcast_model::packet::HeadLayout { w: W };
        let nil = crate::consts::nil_reg;
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
            asm_tag: (0..K * K).map(|_| DFF::default()).collect(),
            asm_data: (0..K * K).map(|_| DFF::default()).collect(),
            w_fill: arr(),
            w_ready: arr(),
            w_hdr: arr(),
            w_last: arr(),
            w_mask: arr(),
            w_ks: arr(),
            w_mc: arr(),
            w_up: arr(),
            w_nchunks: arr(),
            w_admitted: arr(),
            w_copies_left: arr(),
            w_pre_done: arr(),
            last_c_r: std::array::from_fn(|_| nil()),
            w_pre_r: std::array::from_fn(|_| nil()),
            w_hdr_loc: std::array::from_fn(|_| nil()),
            w_streaming: arr(),
            hc_tag: arr(),
            hc_data: arr(),
            hc_copies: arr(),
            hc_nc: std::array::from_fn(|_| nil()),
            hc_adm: arr(),
            mctr: Default::default(),
            request: CbWritersRequest::new(shared, bypass),
            select: CbWritersSelect::new(shared),
            nil: crate::consts::nil(),
            onehot: crate::consts::onehot(),
            lane_idx: crate::consts::indices(),
            up_ports: Constant::new(up_mask.to_bits()),
            k4: Constant::new((K as u64).to_bits()),
            km1: Constant::new(((K - 1) as u64).to_bits()),
            log_k: Constant::new((K.trailing_zeros() as u64).to_bits()),
            // Offered heads passed the input port's length check (at most `max_len`).
            len_mask: Constant::new(
                (((1u64 << lay.len_bits()) - 1) & crate::low_mask(max_len as u64)).to_bits(),
            ),
            hdr_loc_d: arr(),
            rel: arr(),
            two: Constant::new(2u64.to_bits()),
            fill_eff: arr(),
            hdr_eff: arr(),
            mask_eff: arr(),
            fill_d: arr(),
            asm_go: arr(),
            mbits: Default::default(),
            len: Default::default(),
            t9: Default::default(),
            tw: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbWriters<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Clocks and register defaults (hold) ----------------------------------------
        self.mctr.clock.next = self.clock.val();
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.asm_tag[i * kk + j].clock.next = self.clock.val();
                    self.asm_data[i * kk + j].clock.next = self.clock.val();
                    self.asm_tag[i * kk + j].d.next = self.asm_tag[i * kk + j].q.val();
                    self.asm_data[i * kk + j].d.next = self.asm_data[i * kk + j].q.val();
                }
            }
        }
        for j in 0..K {
            self.hc_tag[j].clock.next = self.clock.val();
            self.hc_data[j].clock.next = self.clock.val();
            self.hc_tag[j].d.next = self.hc_tag[j].q.val();
            self.hc_data[j].d.next = self.hc_data[j].q.val();
            self.select.hc_tag[j].next = self.hc_tag[j].q.val();
            self.select.hc_data[j].next = self.hc_data[j].q.val();
        }
        for i in 0..K {
            self.hc_copies[i].clock.next = self.clock.val();
            self.hc_nc[i].clock.next = self.clock.val();
            self.hc_adm[i].clock.next = self.clock.val();
            self.hc_copies[i].d.next = self.hc_copies[i].q.val();
            self.hc_nc[i].d.next = self.hc_nc[i].q.val();
            self.hc_adm[i].d.next = self.hc_adm[i].q.val();
        }
        for i in 0..K {
            self.w_path[i].clock.next = self.clock.val();
            self.w_xbo[i].clock.next = self.clock.val();
            self.w_fill[i].clock.next = self.clock.val();
            self.w_ready[i].clock.next = self.clock.val();
            self.w_hdr[i].clock.next = self.clock.val();
            self.w_last[i].clock.next = self.clock.val();
            self.w_mask[i].clock.next = self.clock.val();
            self.w_ks[i].clock.next = self.clock.val();
            self.w_mc[i].clock.next = self.clock.val();
            self.w_up[i].clock.next = self.clock.val();
            self.w_nchunks[i].clock.next = self.clock.val();
            self.w_admitted[i].clock.next = self.clock.val();
            self.w_copies_left[i].clock.next = self.clock.val();
            self.w_pre_done[i].clock.next = self.clock.val();
            self.last_c_r[i].clock.next = self.clock.val();
            self.w_pre_r[i].clock.next = self.clock.val();
            self.w_hdr_loc[i].clock.next = self.clock.val();
            self.w_streaming[i].clock.next = self.clock.val();
            self.w_ready[i].d.next = self.w_ready[i].q.val();
            self.w_hdr[i].d.next = self.w_hdr[i].q.val();
            self.w_last[i].d.next = self.w_last[i].q.val();
            self.w_mask[i].d.next = self.w_mask[i].q.val();
            self.w_ks[i].d.next = self.w_ks[i].q.val();
            self.w_mc[i].d.next = self.w_mc[i].q.val();
            self.w_up[i].d.next = self.w_up[i].q.val();
            self.w_nchunks[i].d.next = self.w_nchunks[i].q.val();
            self.w_admitted[i].d.next = self.w_admitted[i].q.val();
            self.w_copies_left[i].d.next = self.w_copies_left[i].q.val();
            self.w_pre_done[i].d.next = self.w_pre_done[i].q.val();
            self.last_c_r[i].d.next = self.last_c_r[i].q.val();
            self.w_pre_r[i].d.next = self.w_pre_r[i].q.val();
            self.w_streaming[i].d.next = self.w_streaming[i].q.val();
            self.w_fill[i].d.next = self.w_fill[i].q.val();
            self.hdr_loc_d[i].next = self.w_hdr_loc[i].q.val();
            self.rel[i].next = false;
            self.taken[i].next = false;
            self.t9.next = self.op_credits[i].val();
            self.up_cred[i].next = bit_cast::<8, 9>(self.t9.val());
            self.last_c[i].next = self.last_c_r[i].q.val();
            self.w_pre[i].next = self.w_pre_r[i].q.val();
            // What the write port sees: a header copy from the register goes first and
            // counts as the admitted multicast it belongs to.
            self.mc[i].next = self.w_mc[i].q.val() | self.hc_copies[i].q.val().any();
            self.admitted[i].next = self.w_admitted[i].q.val();
            if self.hc_copies[i].q.val().any() {
                self.admitted[i].next = self.hc_adm[i].q.val();
            }
            self.up[i].next = self.w_up[i].q.val();
        }
        self.tw.next = 0.into();
        self.len.next = 0.into();

        // ---- Status ------------------------------------------------------------------------
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

        // ---- What each input shows the write port ([`CbWritersRequest`]) and the granted
        // writer's state ([`CbWritersSelect`]): children, so that this block's `always` has
        // no path from `grant` to `chunk_ready` or from the write step to the `s_*` (see
        // their docs) -----------------------------------------------------------------------
        self.request.idle.next = self.idle.val();
        for i in 0..K {
            self.request.of_v[i].next = self.of_v[i].val();
            self.request.of_tag[i].next = self.of_tag[i].val();
            self.request.of_mask[i].next = self.of_mask[i].val();
            self.request.of_mc[i].next = self.of_mc[i].val();
            self.request.first_p[i].next = self.first_p[i].val();
            self.request.in_pkt[i].next = self.in_pkt[i].val();
            self.request.w_path[i].next = self.w_path[i].q.val();
            self.request.w_xbo[i].next = self.w_xbo[i].q.val();
            self.request.w_fill[i].next = self.w_fill[i].q.val();
            self.request.w_ready[i].next = self.w_ready[i].q.val();
            self.request.w_hdr[i].next = self.w_hdr[i].q.val();
            self.request.w_last[i].next = self.w_last[i].q.val();
            self.request.w_mask[i].next = self.w_mask[i].q.val();
            self.request.w_copies_left[i].next = self.w_copies_left[i].q.val();
            self.request.w_ks[i].next = self.w_ks[i].q.val();
            self.request.w_nchunks[i].next = self.w_nchunks[i].q.val();
            self.request.w_hdr_loc[i].next = self.w_hdr_loc[i].q.val();
            self.request.w_streaming[i].next = self.w_streaming[i].q.val();
            self.request.w_mc[i].next = self.w_mc[i].q.val();
            self.request.w_pre_done[i].next = self.w_pre_done[i].q.val();
            self.request.hc_busy[i].next = self.hc_copies[i].q.val().any();
            self.chunk_ready[i].next = self.request.chunk_ready[i].val();
            self.streaming[i].next = self.request.streaming[i].val();
            self.total[i].next = self.request.total[i].val();
        }
        self.claimed.next = self.request.claimed.val();
        self.select.grant.next = self.grant.val();
        for i in 0..K {
            self.select.w_mask[i].next = self.w_mask[i].q.val();
            self.select.w_ks[i].next = self.w_ks[i].q.val();
            self.select.w_mc[i].next = self.w_mc[i].q.val();
            self.select.w_up[i].next = self.w_up[i].q.val();
            self.select.w_nchunks[i].next = self.w_nchunks[i].q.val();
            self.select.w_admitted[i].next = self.w_admitted[i].q.val();
            self.select.w_pre_done[i].next = self.w_pre_done[i].q.val();
            self.select.last_c[i].next = self.last_c_r[i].q.val();
            self.select.w_pre[i].next = self.w_pre_r[i].q.val();
            self.select.w_fill[i].next = self.w_fill[i].q.val();
            self.select.of_tag[i].next = self.of_tag[i].val();
            self.select.of_data[i].next = self.of_data[i].val();
            self.select.comp[i].next = self.request.comp[i].val();
            self.select.hdr_w[i].next = self.request.hdr_w[i].val();
            self.select.last_w[i].next = self.request.last_w[i].val();
            self.select.cop_w[i].next = self.request.cop_w[i].val();
            self.select.total[i].next = self.request.total[i].val();
            self.select.hc_busy[i].next = self.hc_copies[i].q.val().any();
            self.select.hc_copies[i].next = self.hc_copies[i].q.val();
            self.select.hc_nc[i].next = self.hc_nc[i].q.val();
            self.select.hc_adm[i].next = self.hc_adm[i].q.val();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                for j in 0..K {
                    self.select.asm_tag[i * kk + j].next = self.asm_tag[i * kk + j].q.val();
                    self.select.asm_data[i * kk + j].next = self.asm_data[i * kk + j].q.val();
                }
            }
        }
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
        self.copy_wait.next = self.request.copy_wait.val();
        for j in 0..K {
            self.wr_tag[j].next = self.select.wr_tag[j].val();
            self.wr_data[j].next = self.select.wr_data[j].val();
        }

        // ---- Crossbar transfers ------------------------------------------------------------
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

        // ---- Writer state of the granted input ----------------------------------------------
        for i in 0..K {
            if (self.grant.val() & self.onehot[i].val()).any() & self.hc_copies[i].q.val().any() {
                // A header copy from the register: the assembler is not touched.
                if self.case_b2.val() {
                    self.hc_copies[i].d.next = self.copies_after.val();
                }
            } else if (self.grant.val() & self.onehot[i].val()).any() {
                // The first header copy releases the assembler (the rest go from `hc`).
                self.rel[i].next = self.released.val() | self.case_b2.val();
                if self.admit.val() {
                    self.w_admitted[i].d.next = true;
                }
                if self.case_a.val() {
                    if self.select.s_hdr.val() {
                        self.hdr_loc_d[i].next = self.loc.val();
                    }
                    self.last_c_r[i].d.next = self.loc.val();
                    if self.select.s_last.val() {
                        self.last_c_r[i].d.next = self.nil.val();
                        self.hdr_loc_d[i].next = self.nil.val();
                        self.w_streaming[i].d.next = false;
                    }
                }
                if self.fwd.val().any() & !self.case_b2.val() {
                    // Output forwarding of a unicast header: nothing to link the next
                    // chunk to.
                    self.hdr_loc_d[i].next = self.nil.val();
                    self.last_c_r[i].d.next = self.nil.val();
                    self.w_streaming[i].d.next = !self.select.s_last.val();
                }
                if self.case_b1.val() {
                    self.w_pre_r[i].d.next = self.loc.val();
                    self.w_pre_done[i].d.next = true;
                }
                if self.case_b2.val() {
                    self.w_copies_left[i].d.next = self.copies_after.val();
                    self.last_c_r[i].d.next = self.nil.val();
                    if self.copies_after.val().any() {
                        for j in 0..K {
                            self.hc_tag[j].d.next = self.select.wr_tag[j].val();
                            self.hc_data[j].d.next = self.select.wr_data[j].val();
                        }
                        self.hc_copies[i].d.next = self.copies_after.val();
                        self.hc_nc[i].d.next = self.nil.val();
                        if self.w_nchunks[i].q.val() >= self.two.val() {
                            self.hc_nc[i].d.next = self.w_pre_r[i].q.val();
                        }
                        self.hc_adm[i].d.next = self.w_admitted[i].q.val() | self.admit.val();
                    }
                }
                if self.case_c.val() | self.case_d.val() {
                    self.last_c_r[i].d.next = self.loc.val();
                    if self.select.s_last.val() {
                        self.last_c_r[i].d.next = self.nil.val();
                    }
                }
                if self.use_pre.val() {
                    self.w_pre_r[i].d.next = self.nil.val();
                }
                if self.rel[i].val() & self.select.s_last.val() {
                    self.w_admitted[i].d.next = false;
                }
            }
        }
        // A writer's last_c that every output has read (freed at this edge) gets no NC write.
        for i in 0..K {
            if self.freed.val()
                & (self.last_c_r[i].q.val() == bit_cast::<9, 8>(self.done_addr.val()))
                & !(self.grant.val() & self.onehot[i].val()).any()
            {
                self.last_c_r[i].d.next = self.nil.val();
            }
        }

        // ---- Chunk assembly (central-buffer path), path and bypass ownership ---------------
        self.xb_set.next = 0.into();
        self.xb_clr.next = 0.into();
        for kk in K..(K + 1) {
            for i in 0..K {
                self.asm_go[i].next = self.of_v[i].val()
                    & (self.request.pathc[i].val() == Path::Cb)
                    & !(self.w_ready[i].q.val() & !self.rel[i].val())
                    & !(self.request.comp[i].val() & self.rel[i].val());
                if self.request.comp[i].val() & self.rel[i].val() {
                    // Written at this edge straight from the offer.
                    self.taken[i].next = true;
                }
                self.fill_eff[i].next = self.w_fill[i].q.val();
                if self.rel[i].val() {
                    self.fill_eff[i].next = 0.into();
                    self.w_ready[i].d.next = false;
                    self.w_fill[i].d.next = 0.into();
                }
                self.hdr_eff[i].next = self.w_hdr[i].q.val();
                if self.fill_eff[i].val() == 0 {
                    self.hdr_eff[i].next = self.request.first[i].val();
                }
                self.mask_eff[i].next = self.w_mask[i].q.val();
                if self.request.first[i].val() {
                    self.mask_eff[i].next = self.of_mask[i].val();
                }
                self.fill_d[i].next = self.fill_eff[i].val() + 1;
                if self.asm_go[i].val() {
                    self.taken[i].next = true;
                    if self.request.first[i].val() {
                        self.w_mask[i].d.next = self.of_mask[i].val();
                        self.w_ks[i].d.next = self.of_ks[i].val();
                        self.w_mc[i].d.next = self.of_mc[i].val();
                        self.w_up[i].d.next = (self.of_mask[i].val() & self.up_ports.val()).any();
                        self.tw.next = self.of_data[i].val() & self.len_mask.val();
                        self.len.next = bit_cast::<11, W>(self.tw.val());
                        self.w_nchunks[i].d.next = bit_cast::<9, 11>(
                            (self.len.val() + self.km1.val()) >> self.log_k.val(),
                        );
                        self.w_admitted[i].d.next = false;
                        self.w_pre_done[i].d.next = false;
                    }
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
                    if (self.fill_d[i].val() == self.k4.val()) | self.request.lastf[i].val() {
                        self.w_ready[i].d.next = true;
                        self.w_last[i].d.next = self.request.lastf[i].val();
                        if self.hdr_eff[i].val()
                            & !((self.grant.val() & self.onehot[i].val()).any()
                                & self.case_b2.val()
                                & !self.hc_copies[i].q.val().any())
                        {
                            self.w_copies_left[i].d.next = self.mask_eff[i].val();
                        }
                    }
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
            }
        }

        // ---- A read issued now of the header makes its unicast packet streaming -----------
        if self.rd_go.val() & self.rd_hdr.val() {
            for i in 0..K {
                if self.hdr_loc_d[i].val() == self.rd_x.val() {
                    self.w_streaming[i].d.next = true;
                }
            }
        }
        for i in 0..K {
            self.w_hdr_loc[i].d.next = self.hdr_loc_d[i].val();
        }

        // ---- Synchronous reset -------------------------------------------------------------
        self.mctr.rst.next = self.rst.val();
        if self.rst.val() {
            for i in 0..K {
                self.w_path[i].d.next = Path::None;
                self.w_xbo[i].d.next = 0.into();
                self.w_fill[i].d.next = 0.into();
                self.w_ready[i].d.next = false;
                self.w_hdr[i].d.next = false;
                self.w_last[i].d.next = false;
                self.w_mask[i].d.next = 0.into();
                self.w_ks[i].d.next = 0.into();
                self.w_mc[i].d.next = false;
                self.w_up[i].d.next = false;
                self.w_nchunks[i].d.next = 0.into();
                self.w_admitted[i].d.next = false;
                self.w_copies_left[i].d.next = 0.into();
                self.w_pre_done[i].d.next = false;
                self.last_c_r[i].d.next = self.nil.val();
                self.w_pre_r[i].d.next = self.nil.val();
                self.w_hdr_loc[i].d.next = self.nil.val();
                self.w_streaming[i].d.next = false;
                self.hc_copies[i].d.next = 0.into();
                self.hc_nc[i].d.next = self.nil.val();
                self.hc_adm[i].d.next = false;
            }
        }
    }
}

/// What each input of [`CbWriters`] shows the write port, combinational: the path decision
/// at a packet's head (crossbar bypass when its one output is idle and unclaimed by a lower
/// input and the input's header-copy register is empty, else the central buffer: `pathc`, `xbc`, `claimed`), the flags of the offered flit
/// (`first`, `lastf`), the write on the chunk's last flit (`comp`: the offered flit completes
/// the input's chunk; the chunk as the write port sees it: `hdr_w`, `last_w`, `cop_w`), and
/// per input `chunk_ready`, `streaming` (the output already reads the packet, or its header
/// is next in line) and `total` (chunks an admission reserves: a multicast's copies and
/// data chunks, an upward unicast's chunks, its `ks` being 1).
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With this logic inside
/// the writers' block, the write port's grant and write step (read there for the granted
/// writer) seemed to feed `chunk_ready` and the `s_*` (UNOPTFLAT, a false loop through the
/// write port and through the input ports' `out_ready`).
///
/// Ports in, per input i: the offer `of_v[i]`, `of_tag[i]`, `of_mask[i]`, `of_mc[i]`; the
/// writer registers `w_path`, `w_xbo`, `w_fill`, `w_ready`, `w_hdr`, `w_last`, `w_mask`,
/// `w_copies_left`, `w_ks`, `w_nchunks`, `w_hdr_loc`, `w_streaming`, `w_mc`, `w_pre_done`, `hc_busy`
/// (the header-copy register holds copies); from the readers `idle`, and per
/// output o `first_p[o]`, `in_pkt[o]`. Out: `first[i]`, `lastf[i]`, `pathc[i]`, `xbc[i]`,
/// `claimed`, `comp[i]`, `hdr_w[i]`, `last_w[i]`, `cop_w[i]`, `chunk_ready[i]`,
/// `streaming[i]`, `total[i]`. Latency 0.
#[derive(LogicBlock)]
pub struct CbWritersRequest<const K: usize> {
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_mask: [Signal<In, Bits<K>>; K],
    pub of_mc: [Signal<In, Bit>; K],
    pub idle: Signal<In, Bits<K>>,
    pub first_p: [Signal<In, Bits<9>>; K],
    pub in_pkt: [Signal<In, Bit>; K],
    pub w_path: [Signal<In, Path>; K],
    pub w_xbo: [Signal<In, Bits<K>>; K],
    pub w_fill: [Signal<In, Bits<4>>; K],
    pub w_ready: [Signal<In, Bit>; K],
    pub w_hdr: [Signal<In, Bit>; K],
    pub w_last: [Signal<In, Bit>; K],
    pub w_mask: [Signal<In, Bits<K>>; K],
    pub w_copies_left: [Signal<In, Bits<K>>; K],
    pub w_ks: [Signal<In, Bits<4>>; K],
    pub w_nchunks: [Signal<In, Bits<9>>; K],
    pub w_hdr_loc: [Signal<In, Bits<9>>; K],
    pub w_streaming: [Signal<In, Bit>; K],
    pub w_mc: [Signal<In, Bit>; K],
    pub w_pre_done: [Signal<In, Bit>; K],
    pub hc_busy: [Signal<In, Bit>; K],
    pub first: [Signal<Out, Bit>; K],
    pub lastf: [Signal<Out, Bit>; K],
    pub pathc: [Signal<Out, Path>; K],
    pub xbc: [Signal<Out, Bits<K>>; K],
    pub claimed: Signal<Out, Bits<K>>,
    pub comp: [Signal<Out, Bit>; K],
    pub hdr_w: [Signal<Out, Bit>; K],
    pub last_w: [Signal<Out, Bit>; K],
    pub cop_w: [Signal<Out, Bits<K>>; K],
    pub chunk_ready: [Signal<Out, Bit>; K],
    pub streaming: [Signal<Out, Bit>; K],
    pub total: [Signal<Out, Bits<9>>; K],
    /// Bit i: input i's step would load the header-copy register while another input's
    /// copies are in it, so the write port does not grant it (it still waits for the turn).
    pub copy_wait: Signal<Out, Bits<K>>,
    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    shared: Constant<Bit>,
    bypass_en: Constant<Bit>,
    k4: Constant<Bits<4>>,
    two: Constant<Bits<9>>,
    fill1: [Signal<Local, Bits<4>>; K],
    t4: Signal<Local, Bits<4>>,
    /// Path decision: input i may take the crossbar; the masks of the eligible inputs below.
    elig: [Signal<Local, Bit>; K],
    pre: Signal<Local, Bits<K>>,
    /// Shared header copies: input i's step would load the header-copy register (a
    /// multicast header's first copy with more to follow; the model's `Writer::loads_hc`).
    loads_hc: [Signal<Local, Bit>; K],
    /// The inputs whose copies are in the header-copy register.
    hc_owner: Signal<Local, Bits<K>>,
}

impl<const K: usize> CbWritersRequest<K> {
    /// With `shared` header copies and the crossbar `bypass` on or off.
    pub fn new(shared: bool, bypass: bool) -> Self {
        CbWritersRequest {
            of_v: arr(),
            of_tag: arr(),
            of_mask: arr(),
            of_mc: arr(),
            idle: Default::default(),
            first_p: arr(),
            in_pkt: arr(),
            w_path: arr(),
            w_xbo: arr(),
            w_fill: arr(),
            w_ready: arr(),
            w_hdr: arr(),
            w_last: arr(),
            w_mask: arr(),
            w_copies_left: arr(),
            w_ks: arr(),
            w_nchunks: arr(),
            w_hdr_loc: arr(),
            w_streaming: arr(),
            w_mc: arr(),
            w_pre_done: arr(),
            hc_busy: arr(),
            first: arr(),
            lastf: arr(),
            pathc: arr(),
            xbc: arr(),
            claimed: Default::default(),
            comp: arr(),
            hdr_w: arr(),
            last_w: arr(),
            cop_w: arr(),
            chunk_ready: arr(),
            streaming: arr(),
            total: arr(),
            copy_wait: Default::default(),
            nil: crate::consts::nil(),
            onehot: crate::consts::onehot(),
            shared: Constant::new(shared),
            bypass_en: Constant::new(bypass),
            k4: Constant::new((K as u64).to_bits()),
            two: Constant::new(2u64.to_bits()),
            fill1: arr(),
            t4: Default::default(),
            elig: arr(),
            pre: Default::default(),
            loads_hc: arr(),
            hc_owner: Default::default(),
        }
    }
}

impl<const K: usize> Logic for CbWritersRequest<K> {
    #[hdl_gen]
    fn update(&mut self) {
        for i in 0..K {
            self.first[i].next = self.of_v[i].val() & (self.of_tag[i].val() == 1);
            self.lastf[i].next = self.of_v[i].val() & (self.of_tag[i].val() == 3);
        }
        self.t4.next = 0.into();
        // ---- Path decision at each packet's head ------------------------------------------
        // Input i takes the crossbar when it may (`elig`: a unicast head with its writer
        // empty) and its output is idle and not claimed by a lower input. A unicast's mask
        // is one-hot, so "claimed by a lower input" is "some lower eligible input asks for
        // it" (the lowest of them gets it): `pre` ORs the lower eligible inputs' masks,
        // independent of their decisions, so the claims are a prefix OR rather than a chain
        // of K decisions (the same result, a shorter path; issue 11, item 4).
        self.pre.next = 0.into();
        for i in 0..K {
            self.pathc[i].next = self.w_path[i].val();
            self.xbc[i].next = self.w_xbo[i].val();
            self.elig[i].next = self.bypass_en.val()
                & self.first[i].val()
                & (self.w_path[i].val() == Path::None)
                & !self.of_mc[i].val()
                & (self.w_fill[i].val() == 0)
                & !self.w_ready[i].val()
                & !self.hc_busy[i].val();
            if self.first[i].val() & (self.w_path[i].val() == Path::None) {
                if self.elig[i].val()
                    & (self.of_mask[i].val() & self.idle.val() & !self.pre.val()).any()
                {
                    self.pathc[i].next = Path::Xb;
                    self.xbc[i].next = self.of_mask[i].val();
                } else {
                    self.pathc[i].next = Path::Cb;
                }
            }
            if self.elig[i].val() {
                self.pre.next = self.pre.val() | self.of_mask[i].val();
            }
        }
        self.claimed.next = self.pre.val() & self.idle.val();

        // ---- Write on the chunk's last flit -------------------------------------------------
        // The offered flit completes input i's chunk (nothing ready): the chunk competes for
        // the write port at this edge, its last lane taken straight from the offer.
        self.hc_owner.next = 0.into();
        self.copy_wait.next = 0.into();
        for i in 0..K {
            if self.hc_busy[i].val() {
                self.hc_owner.next = self.hc_owner.val() | self.onehot[i].val();
            }
        }
        for i in 0..K {
            self.fill1[i].next = self.w_fill[i].val() + 1;
            self.comp[i].next = self.of_v[i].val()
                & (self.pathc[i].val() == Path::Cb)
                & !self.w_ready[i].val()
                & ((self.fill1[i].val() == self.k4.val()) | self.lastf[i].val());
            // The writer asks for the write port: a header copy from the register, a chunk
            // (ready, or completed by the offered flit), or an early pre-allocation (a
            // multi-chunk multicast's header chunk still assembling, shared scheme).
            self.chunk_ready[i].next = self.w_ready[i].val()
                | self.comp[i].val()
                | self.hc_busy[i].val()
                | (self.shared.val()
                    & !self.w_ready[i].val()
                    & (self.w_fill[i].val() != 0)
                    & self.w_hdr[i].val()
                    & self.w_mc[i].val()
                    & (self.w_nchunks[i].val() >= self.two.val())
                    & !self.w_pre_done[i].val());
            self.hdr_w[i].next = self.w_hdr[i].val();
            self.last_w[i].next = self.w_last[i].val();
            self.cop_w[i].next = self.w_copies_left[i].val();
            if self.comp[i].val() {
                self.last_w[i].next = self.lastf[i].val();
                if self.w_fill[i].val() == 0 {
                    self.hdr_w[i].next = self.first[i].val();
                }
                if self.hdr_w[i].val() {
                    self.cop_w[i].next = self.w_mask[i].val();
                    if self.first[i].val() {
                        self.cop_w[i].next = self.of_mask[i].val();
                    }
                }
            }
            // One header-copy register for the switch: a first copy with more to follow
            // waits while another input's copies are in it.
            self.loads_hc[i].next = self.shared.val()
                & !self.hc_busy[i].val()
                & self.w_hdr[i].val()
                & self.w_mc[i].val()
                & ((self.w_nchunks[i].val() < self.two.val()) | self.w_pre_done[i].val())
                & (self.w_mask[i].val() & (self.w_mask[i].val() - 1)).any();
            if self.loads_hc[i].val() & (self.hc_owner.val() & !self.onehot[i].val()).any() {
                self.copy_wait.next = self.copy_wait.val() | self.onehot[i].val();
            }
        }

        // ---- For the write port: streaming, admission size (a multicast's, or an upward
        // unicast's: `ks` is 1, so `total` is its chunk count) ------------------------------
        for i in 0..K {
            // Streaming: the output already reads this packet, or its header is next in line.
            self.streaming[i].next = self.w_streaming[i].val();
            for o in 0..K {
                if (self.w_mask[i].val() & self.onehot[o].val()).any()
                    & (self.w_hdr_loc[i].val() != self.nil.val())
                    & (self.first_p[o].val() == self.w_hdr_loc[i].val())
                    & !self.in_pkt[o].val()
                {
                    self.streaming[i].next = true;
                }
            }
            self.total[i].next = self.w_nchunks[i].val();
            if self.shared.val() {
                self.t4.next = self.w_ks[i].val();
                self.total[i].next = self.w_nchunks[i].val() + bit_cast::<9, 4>(self.t4.val()) - 1;
            }
        }
    }
}

/// The granted writer's state and chunk for the write port and the buffer, combinational:
/// the `s_*` of the input `grant` selects (one-hot; all 0 for none) and the chunk's lanes
/// `wr_tag[j]`, `wr_data[j]` (the assembler's, with the last lane straight from the offer
/// when the offered flit completes the chunk). A block of its own for the reason given at
/// [`CbWritersRequest`]: it reads `grant`, the request side must not.
///
/// Ports in: `grant`; per input i the writer registers `w_mask`, `w_ks`, `w_mc`, `w_up`,
/// `w_nchunks`, `w_admitted`, `w_pre_done`, `last_c`, `w_pre`, `w_fill`, the offer `of_tag[i]`,
/// `of_data[i]`, and from [`CbWritersRequest`] `comp`, `hdr_w`, `last_w`, `cop_w`, `total`;
/// the assembler lanes `asm_tag[i*K+j]`, `asm_data[i*K+j]`; the header-copy registers
/// `hc_busy[i]`, `hc_copies[i]`, `hc_nc[i]`, `hc_adm[i]` and the register's lanes `hc_tag[j]`,
/// `hc_data[j]`
/// (a busy register's copy goes first). Out: `s_mask`, `s_ks`, `s_mc`,
/// `s_up`, `s_nch`, `s_adm`, `s_copies`, `s_pre_done`, `s_last_c`, `s_pre`, `s_hdr`,
/// `s_last`, `s_total`, `wr_tag[j]`, `wr_data[j]`, and for output forwarding `s_hd_out`
/// (one-hot, 0 = none: the output the granted input's header step goes to if forwarded,
/// i.e. the write port's `fwd` before `fwd_ok` and the claims: a unicast header's `w_mask`,
/// with `shared` header copies the lowest copy still to write, from the header-copy register
/// or, once the second chunk is pre-allocated, the first from the assembler), `s_hd_len`
/// (the length field of `wr_data[0]`: a header chunk's length) and `s_hd_nc` (the NC its
/// header step gives the chunk: `s_pre` for a multicast of two or more chunks, the
/// register's `hc_nc` for a copy from it, else NIL). The last three are meaningful only for
/// a header step. Latency 0.
///
/// Timing: each input computes its header step's output in parallel with the write
/// arbitration (from registers and the offer's `comp`, `hdr_w`, `cop_w`), so the write
/// port's `fwd` is the grant's select ANDed with `fwd_ok` and the claims.
#[derive(LogicBlock)]
pub struct CbWritersSelect<const K: usize, const W: usize> {
    pub grant: Signal<In, Bits<K>>,
    pub w_mask: [Signal<In, Bits<K>>; K],
    pub w_ks: [Signal<In, Bits<4>>; K],
    pub w_mc: [Signal<In, Bit>; K],
    pub w_up: [Signal<In, Bit>; K],
    pub w_nchunks: [Signal<In, Bits<9>>; K],
    pub w_admitted: [Signal<In, Bit>; K],
    pub w_pre_done: [Signal<In, Bit>; K],
    pub last_c: [Signal<In, Bits<9>>; K],
    pub w_pre: [Signal<In, Bits<9>>; K],
    pub w_fill: [Signal<In, Bits<4>>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub comp: [Signal<In, Bit>; K],
    pub hdr_w: [Signal<In, Bit>; K],
    pub last_w: [Signal<In, Bit>; K],
    pub cop_w: [Signal<In, Bits<K>>; K],
    pub total: [Signal<In, Bits<9>>; K],
    pub asm_tag: Vec<Signal<In, Bits<2>>>,
    pub asm_data: Vec<Signal<In, Bits<W>>>,
    pub hc_busy: [Signal<In, Bit>; K],
    pub hc_copies: [Signal<In, Bits<K>>; K],
    pub hc_nc: [Signal<In, Bits<9>>; K],
    pub hc_adm: [Signal<In, Bit>; K],
    pub hc_tag: [Signal<In, Bits<2>>; K],
    pub hc_data: [Signal<In, Bits<W>>; K],
    pub s_mask: Signal<Out, Bits<K>>,
    pub s_ks: Signal<Out, Bits<4>>,
    pub s_mc: Signal<Out, Bit>,
    pub s_up: Signal<Out, Bit>,
    pub s_nch: Signal<Out, Bits<9>>,
    pub s_adm: Signal<Out, Bit>,
    pub s_copies: Signal<Out, Bits<K>>,
    pub s_pre_done: Signal<Out, Bit>,
    pub s_last_c: Signal<Out, Bits<9>>,
    pub s_pre: Signal<Out, Bits<9>>,
    pub s_hdr: Signal<Out, Bit>,
    pub s_last: Signal<Out, Bit>,
    pub s_total: Signal<Out, Bits<9>>,
    pub wr_tag: [Signal<Out, Bits<2>>; K],
    pub wr_data: [Signal<Out, Bits<W>>; K],
    /// Output forwarding (see above).
    pub s_hd_len: Signal<Out, Bits<11>>,
    pub s_hd_nc: Signal<Out, Bits<9>>,
    pub s_hd_out: Signal<Out, Bits<K>>,
    onehot: [Constant<Bits<K>>; K],
    lane_idx: [Constant<Bits<4>>; K],
    shared: Constant<Bit>,
    nil: Constant<Bits<9>>,
    len_mask: Constant<Bits<W>>,
    /// Per input: the output of its header step.
    hd_out: [Signal<Local, Bits<K>>; K],
}

impl<const K: usize, const W: usize> CbWritersSelect<K, W> {
    /// With `shared` header copies.
    pub fn new(shared: bool) -> Self {
        let lay = wormcast_model::packet::HeadLayout { w: W };
        CbWritersSelect {
            grant: Default::default(),
            w_mask: arr(),
            w_ks: arr(),
            w_mc: arr(),
            w_up: arr(),
            w_nchunks: arr(),
            w_admitted: arr(),
            w_pre_done: arr(),
            last_c: arr(),
            w_pre: arr(),
            w_fill: arr(),
            of_tag: arr(),
            of_data: arr(),
            comp: arr(),
            hdr_w: arr(),
            last_w: arr(),
            cop_w: arr(),
            total: arr(),
            asm_tag: (0..K * K).map(|_| Default::default()).collect(),
            asm_data: (0..K * K).map(|_| Default::default()).collect(),
            hc_busy: arr(),
            hc_copies: arr(),
            hc_nc: arr(),
            hc_adm: arr(),
            hc_tag: arr(),
            hc_data: arr(),
            s_mask: Default::default(),
            s_ks: Default::default(),
            s_mc: Default::default(),
            s_up: Default::default(),
            s_nch: Default::default(),
            s_adm: Default::default(),
            s_copies: Default::default(),
            s_pre_done: Default::default(),
            s_last_c: Default::default(),
            s_pre: Default::default(),
            s_hdr: Default::default(),
            s_last: Default::default(),
            s_total: Default::default(),
            wr_tag: arr(),
            wr_data: arr(),
            s_hd_len: Default::default(),
            s_hd_nc: Default::default(),
            s_hd_out: Default::default(),
            onehot: crate::consts::onehot(),
            lane_idx: crate::consts::indices(),
            shared: Constant::new(shared),
            nil: crate::consts::nil(),
            len_mask: Constant::new(((1u64 << lay.len_bits()) - 1).to_bits()),
            hd_out: arr(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbWritersSelect<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Output forwarding: each input's header step output -----------------------------
        // In parallel with the write arbitration, so that the write port's `fwd` is the
        // grant's select ANDed with `fwd_ok` and the claims.
        for i in 0..K {
            // The output of its header step (the write port's `fwd` before `fwd_ok` and
            // the claims): a unicast header's, or a shared header copy's (the lowest
            // copy still to write; the first from the assembler once the second chunk
            // is pre-allocated).
            self.hd_out[i].next = 0.into();
            if self.hdr_w[i].val() {
                if !self.w_mc[i].val() {
                    self.hd_out[i].next = self.w_mask[i].val();
                } else if self.shared.val()
                    & !((self.w_nchunks[i].val() >= 2) & !self.w_pre_done[i].val())
                {
                    self.hd_out[i].next = self.cop_w[i].val() & (!self.cop_w[i].val() + 1);
                }
            }
            if self.hc_busy[i].val() {
                self.hd_out[i].next = 0.into();
                if self.shared.val() {
                    self.hd_out[i].next = self.hc_copies[i].val() & (!self.hc_copies[i].val() + 1);
                }
            }
        }

        // ---- The granted writer's state and chunk ------------------------------------------
        self.s_hd_out.next = 0.into();
        self.s_mask.next = 0.into();
        self.s_ks.next = 0.into();
        self.s_mc.next = false;
        self.s_up.next = false;
        self.s_nch.next = 0.into();
        self.s_adm.next = false;
        self.s_copies.next = 0.into();
        self.s_pre_done.next = false;
        self.s_last_c.next = 0.into();
        self.s_pre.next = 0.into();
        self.s_hdr.next = false;
        self.s_last.next = false;
        self.s_total.next = 0.into();
        for j in 0..K {
            self.wr_tag[j].next = 0.into();
            self.wr_data[j].next = 0.into();
        }
        for kk in K..(K + 1) {
            for i in 0..K {
                if (self.grant.val() & self.onehot[i].val()).any() {
                    self.s_mask.next = self.w_mask[i].val();
                    self.s_ks.next = self.w_ks[i].val();
                    self.s_mc.next = self.w_mc[i].val();
                    self.s_up.next = self.w_up[i].val();
                    self.s_nch.next = self.w_nchunks[i].val();
                    self.s_adm.next = self.w_admitted[i].val();
                    self.s_copies.next = self.cop_w[i].val();
                    self.s_pre_done.next = self.w_pre_done[i].val();
                    self.s_last_c.next = self.last_c[i].val();
                    self.s_pre.next = self.w_pre[i].val();
                    self.s_hdr.next = self.hdr_w[i].val();
                    self.s_last.next = self.last_w[i].val();
                    self.s_total.next = self.total[i].val();
                    self.s_hd_out.next = self.hd_out[i].val();
                    for j in 0..K {
                        self.wr_tag[j].next = self.asm_tag[i * kk + j].val();
                        self.wr_data[j].next = self.asm_data[i * kk + j].val();
                        if self.comp[i].val() & (self.w_fill[i].val() == self.lane_idx[j].val()) {
                            self.wr_tag[j].next = self.of_tag[i].val();
                            self.wr_data[j].next = self.of_data[i].val();
                        }
                    }
                    if self.hc_busy[i].val() {
                        // A header copy from the header-copy register.
                        self.s_mc.next = true;
                        self.s_adm.next = self.hc_adm[i].val();
                        self.s_hdr.next = true;
                        self.s_last.next = false;
                        self.s_nch.next = 2.into();
                        self.s_copies.next = self.hc_copies[i].val();
                        self.s_pre_done.next = true;
                        self.s_pre.next = self.hc_nc[i].val();
                        for j in 0..K {
                            self.wr_tag[j].next = self.hc_tag[j].val();
                            self.wr_data[j].next = self.hc_data[j].val();
                        }
                    }
                }
            }
        }
        // ---- Output forwarding: the granted chunk's length and its header step's NC --------
        // (the readers decode the length themselves, in parallel with `fwd`).
        self.s_hd_len.next = bit_cast::<11, W>(self.wr_data[0].val() & self.len_mask.val());
        self.s_hd_nc.next = self.nil.val();
        if self.s_mc.val() & (self.s_nch.val() >= 2) {
            self.s_hd_nc.next = self.s_pre.val();
        }
    }
}
