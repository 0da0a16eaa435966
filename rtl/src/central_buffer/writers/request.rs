//! What each input of the writers shows the write port: [`CbWritersRequest`] (doc there).

use super::Path;
use crate::consts::arr;
use rust_hdl::prelude::*;

/// What each input of [`CbWriters`](super::CbWriters) shows the write port, combinational:
/// the path decision at a packet's head (crossbar bypass when its one output is idle, has a
/// credit and is unclaimed by a lower input and the input's header-copy register is empty,
/// else the central buffer: `pathc`, `xbc`), the flags of the offered flit
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
/// writer registers' values, named as the producing child's ports: `path`, `xbo`
/// ([`CbWritersPath`](super::CbWritersPath)), `fill`, `ready`, `hdr`, `last`
/// ([`CbAssembler`](super::CbAssembler)), `mask`, `copies_left`, `w_total` (`total` from a
/// register), `nch2`,
/// `hdr_loc`, `w_streaming`, `w_mc`, `w_admitted`, `pre_done`
/// ([`CbWriterState`](super::CbWriterState)), `busy` (the header-copy register holds
/// copies), `adm` ([`CbHeaderCopy`](super::CbHeaderCopy)); from the readers `idle`, and per
/// output o `first_p[o]`, `in_pkt[o]`; from [`CbWritersPath`](super::CbWritersPath)
/// `cred_m` (bit o: output o has a credit). Out:
/// `first[i]`, `lastf[i]`, `pathc[i]`, `xbc[i]`,
/// `cb[i]` (`pathc` is the central buffer), `comp[i]`, `hdr_w[i]`, `last_w[i]`,
/// `cop_w[i]`, `chunk_ready[i]`, `streaming[i]`, `total[i]`, and `mc[i]`, `admitted[i]` as
/// the write port sees them (the model's `req_mc`, `req_admitted`: a header copy from the
/// register counts as the admitted multicast it belongs to). Latency 0.
#[derive(LogicBlock)]
pub struct CbWritersRequest<const K: usize> {
    pub of_v: [Signal<In, Bit>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_mask: [Signal<In, Bits<K>>; K],
    pub of_mc: [Signal<In, Bit>; K],
    pub cred_m: Signal<In, Bits<K>>,
    pub idle: Signal<In, Bits<K>>,
    pub first_p: [Signal<In, Bits<9>>; K],
    pub in_pkt: [Signal<In, Bit>; K],
    pub path: [Signal<In, Path>; K],
    pub xbo: [Signal<In, Bits<K>>; K],
    pub fill: [Signal<In, Bits<4>>; K],
    pub ready: [Signal<In, Bit>; K],
    pub hdr: [Signal<In, Bit>; K],
    pub last: [Signal<In, Bit>; K],
    pub mask: [Signal<In, Bits<K>>; K],
    pub copies_left: [Signal<In, Bits<K>>; K],
    pub w_total: [Signal<In, Bits<9>>; K],
    pub nch2: [Signal<In, Bit>; K],
    pub hdr_loc: [Signal<In, Bits<9>>; K],
    pub w_streaming: [Signal<In, Bit>; K],
    pub w_mc: [Signal<In, Bit>; K],
    pub pre_done: [Signal<In, Bit>; K],
    pub busy: [Signal<In, Bit>; K],
    pub adm: [Signal<In, Bit>; K],
    pub w_admitted: [Signal<In, Bit>; K],
    /// The registered write grant: a pending step that loads the header-copy register owns
    /// it for the arbitration beside it.
    pub grant: Signal<In, Bits<K>>,
    /// Output forwarding of the pending step (from registers): the path decision does not
    /// claim that output.
    pub fwd: Signal<In, Bits<K>>,
    pub first: [Signal<Out, Bit>; K],
    pub lastf: [Signal<Out, Bit>; K],
    pub pathc: [Signal<Out, Path>; K],
    pub xbc: [Signal<Out, Bits<K>>; K],
    pub comp: [Signal<Out, Bit>; K],
    pub hdr_w: [Signal<Out, Bit>; K],
    pub last_w: [Signal<Out, Bit>; K],
    pub cop_w: [Signal<Out, Bits<K>>; K],
    pub cb: [Signal<Out, Bit>; K],
    pub chunk_ready: [Signal<Out, Bit>; K],
    pub mc: [Signal<Out, Bit>; K],
    pub admitted: [Signal<Out, Bit>; K],
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
    fill1: [Signal<Local, Bits<4>>; K],
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
            cred_m: Default::default(),
            idle: Default::default(),
            first_p: arr(),
            in_pkt: arr(),
            path: arr(),
            xbo: arr(),
            fill: arr(),
            ready: arr(),
            hdr: arr(),
            last: arr(),
            mask: arr(),
            copies_left: arr(),
            w_total: arr(),
            nch2: arr(),
            hdr_loc: arr(),
            w_streaming: arr(),
            w_mc: arr(),
            pre_done: arr(),
            busy: arr(),
            adm: arr(),
            w_admitted: arr(),
            grant: Default::default(),
            fwd: Default::default(),
            first: arr(),
            lastf: arr(),
            pathc: arr(),
            xbc: arr(),
            comp: arr(),
            hdr_w: arr(),
            last_w: arr(),
            cop_w: arr(),
            cb: arr(),
            chunk_ready: arr(),
            mc: arr(),
            admitted: arr(),
            streaming: arr(),
            total: arr(),
            copy_wait: Default::default(),
            nil: crate::consts::nil(),
            onehot: crate::consts::onehot(),
            shared: Constant::new(shared),
            bypass_en: Constant::new(bypass),
            k4: Constant::new((K as u64).to_bits()),
            fill1: arr(),
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
        // ---- Path decision at each packet's head ------------------------------------------
        // Input i takes the crossbar when it may (`elig`: a unicast head with its writer
        // empty) and its output is idle, has a credit and is not claimed by a lower input. A
        // unicast's mask is one-hot, so "claimed by a lower input" is "some lower eligible
        // input asks for it" (the lowest of them gets it): `pre` ORs the lower eligible
        // inputs' masks, independent of their decisions, so the claims are a prefix OR rather
        // than a chain of K decisions (the same result, a shorter path; issue 11, item 4).
        self.pre.next = 0.into();
        for i in 0..K {
            self.pathc[i].next = self.path[i].val();
            self.xbc[i].next = self.xbo[i].val();
            self.elig[i].next = self.bypass_en.val()
                & self.first[i].val()
                & (self.path[i].val() == Path::None)
                & !self.of_mc[i].val()
                & (self.fill[i].val() == 0)
                & !self.ready[i].val()
                & !self.busy[i].val();
            if self.first[i].val() & (self.path[i].val() == Path::None) {
                if self.elig[i].val()
                    & (self.of_mask[i].val()
                        & self.idle.val()
                        & self.cred_m.val()
                        & !self.fwd.val()
                        & !self.pre.val())
                    .any()
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

        // ---- Write on the chunk's last flit -------------------------------------------------
        // The offered flit completes input i's chunk (nothing ready): the chunk competes for
        // the write port at this edge, its last lane taken straight from the offer.
        self.hc_owner.next = 0.into();
        self.copy_wait.next = 0.into();
        for i in 0..K {
            if self.busy[i].val() {
                self.hc_owner.next = self.hc_owner.val() | self.onehot[i].val();
            }
        }
        for i in 0..K {
            self.loads_hc[i].next = self.shared.val()
                & !self.busy[i].val()
                & self.hdr[i].val()
                & self.w_mc[i].val()
                & (!self.nch2[i].val() | self.pre_done[i].val())
                & (self.mask[i].val() & (self.mask[i].val() - 1)).any();
            if self.loads_hc[i].val() & (self.grant.val() & self.onehot[i].val()).any() {
                self.hc_owner.next = self.hc_owner.val() | self.onehot[i].val();
            }
        }
        for i in 0..K {
            self.cb[i].next = self.pathc[i].val() == Path::Cb;
            self.fill1[i].next = self.fill[i].val() + 1;
            // A head never completes a chunk (K >= 2, a head is never a last flit, and it
            // is offered only to an empty writer), so `comp` reads the registered path, not
            // the path decision: the decision stays out of the write arbitration's cone.
            self.comp[i].next = self.of_v[i].val()
                & !self.first[i].val()
                & (self.path[i].val() == Path::Cb)
                & !self.ready[i].val()
                & ((self.fill1[i].val() == self.k4.val()) | self.lastf[i].val());
            // The writer asks for the write port: a header copy from the register, a chunk
            // (ready, or completed by the offered flit), or an early pre-allocation (a
            // multi-chunk multicast's header chunk still assembling, shared scheme).
            self.chunk_ready[i].next = self.ready[i].val()
                | self.comp[i].val()
                | self.busy[i].val()
                | (self.shared.val()
                    & !self.ready[i].val()
                    & (self.fill[i].val() != 0)
                    & self.hdr[i].val()
                    & self.w_mc[i].val()
                    & self.nch2[i].val()
                    & !self.pre_done[i].val());
            self.hdr_w[i].next = self.hdr[i].val();
            self.last_w[i].next = self.last[i].val();
            self.cop_w[i].next = self.copies_left[i].val();
            if self.comp[i].val() {
                self.last_w[i].next = self.lastf[i].val();
                // Under `comp` the offered flit is not a head: an empty writer's chunk is
                // not a header chunk, and a header chunk's copies are the writer's mask.
                if self.fill[i].val() == 0 {
                    self.hdr_w[i].next = false;
                }
                if self.hdr_w[i].val() {
                    self.cop_w[i].next = self.mask[i].val();
                }
            }
            // One header-copy register for the switch: a first copy with more to follow
            // waits while another input's copies are in it.
            if self.loads_hc[i].val() & (self.hc_owner.val() & !self.onehot[i].val()).any() {
                self.copy_wait.next = self.copy_wait.val() | self.onehot[i].val();
            }
        }

        // ---- For the write port: streaming, admission size (a multicast's, or an upward
        // unicast's: `ks` is 1, so `total` is its chunk count; a register of the writer
        // state, `total_r`) ------------------------------------------------------------------
        for i in 0..K {
            // Streaming: the output already reads this packet, or its header is next in line.
            self.streaming[i].next = self.w_streaming[i].val();
            for o in 0..K {
                if (self.mask[i].val() & self.onehot[o].val()).any()
                    & (self.hdr_loc[i].val() != self.nil.val())
                    & (self.first_p[o].val() == self.hdr_loc[i].val())
                    & !self.in_pkt[o].val()
                {
                    self.streaming[i].next = true;
                }
            }
            // A header copy from the register counts as the admitted multicast it belongs
            // to (the model's `req_mc`, `req_admitted`).
            self.mc[i].next = self.w_mc[i].val() | self.busy[i].val();
            self.admitted[i].next = self.w_admitted[i].val();
            if self.busy[i].val() {
                self.admitted[i].next = self.adm[i].val();
            }
            self.total[i].next = self.w_total[i].val();
        }
    }
}
