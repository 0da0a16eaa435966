//! The granted writer's state and chunk: [`CbWritersSelect`] (doc there).

use crate::consts::arr;
use rust_hdl::prelude::*;

/// The granted writer's state and chunk for the write port and the buffer, combinational:
/// the `s_*` of the input `grant` selects (one-hot; all 0 for none) and the chunk's lanes
/// `wr_tag[j]`, `wr_data[j]` (the assembler's). A block of its own for the reason given at
/// [`CbWritersRequest`](super::CbWritersRequest): it reads `grant`, the request side must not.
///
/// Ports in: `grant`; per input i the writer registers `mask`, `ks`, `w_mc`, `up`,
/// `nchunks`, `nch2` (`nchunks >= 2`), `w_admitted`, `pre_done`, `last_c`, `w_pre`,
/// `copies_left`, `cl_lo` (its lowest bit), `hdr`, `last`, and from
/// [`CbWritersRequest`](super::CbWritersRequest) `total`; the assembler lanes
/// `lane_tag[i*K+j]`, `lane_data[i*K+j]`; the header-copy registers `busy[i]`, `copies[i]`,
/// `copies_lo[i]` (its lowest bit), `nc[i]`, `adm[i]` and the register's lanes
/// `copy_tag[j]`, `copy_data[j]` (a busy register's copy goes first). Out: `s_mask`,
/// `s_ks`, `s_mc`, `s_up`, `s_nch`, `s_adm`, `s_copies`, `s_pre_done`, `s_last_c`, `s_pre`,
/// `s_hdr`, `s_last`, `s_total`, `wr_tag[j]`, `wr_data[j]`, and for output forwarding `s_hd_out`
/// (one-hot, 0 = none: the output the granted input's header step goes to if forwarded,
/// i.e. the write port's `fwd` before `fwd_ok`: a unicast header's `mask`,
/// with `shared` header copies the lowest copy still to write, from the header-copy register
/// or, once the second chunk is pre-allocated, the first from the assembler), `s_hd_len`
/// (the length field of `wr_data[0]`: a header chunk's length) and `s_hd_nc` (the NC its
/// header step gives the chunk: `s_pre` for a multicast of two or more chunks, the
/// register's `nc` for a copy from it, else NIL). The last three are meaningful only for
/// a header step. Latency 0.
///
/// Late select: per input i, the write step it takes if granted, decoded as the write port
/// decodes the selected step: `st_admit[i]` (`admit`), `st_b1[i]`, `st_b2[i]` (`case_b1`,
/// `case_b2`), `st_cd[i]` (`case_c | case_d`), `st_use_pre[i]`, `st_after[i]`
/// (`copies_after`; `st_after_lo[i]`: its lowest bit), `st_rel[i]` (`released`). Each
/// equals the write port's signal when grant bit i is set; the writer state and the
/// header-copy register use them ANDed with that bit.
///
/// Timing: each input computes its header step's output and its step decode from its
/// registers alone (the registered grant's step is never of a chunk the offered flit
/// completes: that chunk asks for the grant in its cycle and is written from the assembler
/// a cycle later), so the write port's `fwd` is the registered grant's select ANDed with
/// `fwd_ok`, and neither the offer nor the arbitration is in the step's cone.
#[derive(LogicBlock)]
pub struct CbWritersSelect<const K: usize, const W: usize> {
    pub grant: Signal<In, Bits<K>>,
    pub mask: [Signal<In, Bits<K>>; K],
    pub ks: [Signal<In, Bits<4>>; K],
    pub w_mc: [Signal<In, Bit>; K],
    pub up: [Signal<In, Bit>; K],
    pub nchunks: [Signal<In, Bits<9>>; K],
    pub nch2: [Signal<In, Bit>; K],
    pub w_admitted: [Signal<In, Bit>; K],
    pub pre_done: [Signal<In, Bit>; K],
    pub last_c: [Signal<In, Bits<9>>; K],
    pub w_pre: [Signal<In, Bits<9>>; K],
    pub hdr: [Signal<In, Bit>; K],
    pub last: [Signal<In, Bit>; K],
    pub copies_left: [Signal<In, Bits<K>>; K],
    pub total: [Signal<In, Bits<9>>; K],
    pub lane_tag: Vec<Signal<In, Bits<2>>>,
    pub lane_data: Vec<Signal<In, Bits<W>>>,
    pub busy: [Signal<In, Bit>; K],
    pub copies: [Signal<In, Bits<K>>; K],
    pub nc: [Signal<In, Bits<9>>; K],
    pub adm: [Signal<In, Bit>; K],
    pub copy_tag: [Signal<In, Bits<2>>; K],
    pub copy_data: [Signal<In, Bits<W>>; K],
    /// The lowest bit of `copies[i]` and of `copies_left[i]`, registers of their own
    /// ([`CbHeaderCopy`](super::CbHeaderCopy), [`CbWriterState`](super::CbWriterState)).
    pub copies_lo: [Signal<In, Bits<K>>; K],
    pub cl_lo: [Signal<In, Bits<K>>; K],
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
    /// Per input i, its write step if it is granted (see "Late select" above).
    pub st_admit: [Signal<Out, Bit>; K],
    pub st_b1: [Signal<Out, Bit>; K],
    pub st_b2: [Signal<Out, Bit>; K],
    pub st_cd: [Signal<Out, Bit>; K],
    pub st_use_pre: [Signal<Out, Bit>; K],
    pub st_after: [Signal<Out, Bits<K>>; K],
    pub st_rel: [Signal<Out, Bit>; K],
    /// The lowest bit of `st_after[i]` (for the registers of the lowest copy).
    pub st_after_lo: [Signal<Out, Bits<K>>; K],
    onehot: [Constant<Bits<K>>; K],
    shared: Constant<Bit>,
    nil: Constant<Bits<9>>,
    len_mask: Constant<Bits<W>>,
    /// Per input: the output of its header step.
    hd_out: [Signal<Local, Bits<K>>; K],
    /// Input i is granted.
    gi: [Signal<Local, Bit>; K],
    /// Input i is granted and not busy: its own state and chunk are written.
    go: [Signal<Local, Bit>; K],
    /// The granted chunk comes from the header-copy register.
    pick_c: Signal<Local, Bit>,
    /// Per input: the `s_*` its grant would select (`p_mc` = `s_mc`, ...; `p_nch2`:
    /// `s_nch >= 2`).
    p_mc: [Signal<Local, Bit>; K],
    p_hdr: [Signal<Local, Bit>; K],
    p_nch2: [Signal<Local, Bit>; K],
    p_pd: [Signal<Local, Bit>; K],
    p_cp: [Signal<Local, Bits<K>>; K],
    p_adm: [Signal<Local, Bit>; K],
    p_pre: [Signal<Local, Bits<9>>; K],
    p_nch: [Signal<Local, Bits<9>>; K],
}

impl<const K: usize, const W: usize> CbWritersSelect<K, W> {
    /// With `shared` header copies.
    pub fn new(shared: bool) -> Self {
        let lay = wormcast_model::packet::HeadLayout { w: W };
        CbWritersSelect {
            grant: Default::default(),
            mask: arr(),
            ks: arr(),
            w_mc: arr(),
            up: arr(),
            nchunks: arr(),
            nch2: arr(),
            w_admitted: arr(),
            pre_done: arr(),
            last_c: arr(),
            w_pre: arr(),
            hdr: arr(),
            last: arr(),
            copies_left: arr(),
            total: arr(),
            lane_tag: (0..K * K).map(|_| Default::default()).collect(),
            lane_data: (0..K * K).map(|_| Default::default()).collect(),
            busy: arr(),
            copies: arr(),
            nc: arr(),
            adm: arr(),
            copy_tag: arr(),
            copy_data: arr(),
            copies_lo: arr(),
            cl_lo: arr(),
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
            st_admit: arr(),
            st_b1: arr(),
            st_b2: arr(),
            st_cd: arr(),
            st_use_pre: arr(),
            st_after: arr(),
            st_rel: arr(),
            st_after_lo: arr(),
            onehot: crate::consts::onehot(),
            shared: Constant::new(shared),
            nil: crate::consts::nil(),
            len_mask: Constant::new(((1u64 << lay.len_bits()) - 1).to_bits()),
            hd_out: arr(),
            gi: arr(),
            go: arr(),
            pick_c: Default::default(),
            p_mc: arr(),
            p_hdr: arr(),
            p_nch2: arr(),
            p_pd: arr(),
            p_cp: arr(),
            p_adm: arr(),
            p_pre: arr(),
            p_nch: arr(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbWritersSelect<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Output forwarding: each input's header step output -----------------------------
        // In parallel with the write arbitration, so that the write port's `fwd` is the
        // grant's select ANDed with `fwd_ok`.
        for i in 0..K {
            // The output of its header step (the write port's `fwd` before `fwd_ok`): a
            // unicast header's, or a shared header copy's (the lowest
            // copy still to write; the first from the assembler once the second chunk
            // is pre-allocated).
            self.hd_out[i].next = 0.into();
            if self.hdr[i].val() {
                if !self.w_mc[i].val() {
                    self.hd_out[i].next = self.mask[i].val();
                } else if self.shared.val() & !(self.nch2[i].val() & !self.pre_done[i].val()) {
                    self.hd_out[i].next = self.cl_lo[i].val();
                }
            }
            if self.busy[i].val() {
                self.hd_out[i].next = 0.into();
                if self.shared.val() {
                    self.hd_out[i].next = self.copies_lo[i].val();
                }
            }
        }

        // ---- Each input's write step if it is granted (late select) -----------------------
        // The write port's decode of the selected step (`case_*`, `admit`, `use_pre`,
        // `copies_after`, `released`), done per input from what its grant would select, in
        // parallel with the arbitration: the writers' state and the header-copy register act
        // on these ANDed with their grant bit, not on the write port's decode after the
        // select (the buffer still uses the write port's).
        for i in 0..K {
            self.p_mc[i].next = self.w_mc[i].val() | self.busy[i].val();
            self.p_hdr[i].next = self.hdr[i].val() | self.busy[i].val();
            self.p_nch2[i].next = self.nch2[i].val() | self.busy[i].val();
            self.p_pd[i].next = self.pre_done[i].val() | self.busy[i].val();
            self.p_cp[i].next = self.copies_left[i].val();
            self.p_adm[i].next = self.w_admitted[i].val();
            self.p_pre[i].next = self.w_pre[i].val();
            self.p_nch[i].next = self.nchunks[i].val();
            if self.busy[i].val() {
                self.p_cp[i].next = self.copies[i].val();
                self.p_adm[i].next = self.adm[i].val();
                self.p_pre[i].next = self.nc[i].val();
                self.p_nch[i].next = 2.into();
            }
            self.st_admit[i].next = (self.p_mc[i].val() | self.up[i].val()) & !self.p_adm[i].val();
            self.st_b1[i].next = self.p_mc[i].val()
                & self.p_hdr[i].val()
                & self.shared.val()
                & self.p_nch2[i].val()
                & !self.p_pd[i].val();
            self.st_b2[i].next = self.p_mc[i].val()
                & self.p_hdr[i].val()
                & self.shared.val()
                & !(self.p_nch2[i].val() & !self.p_pd[i].val());
            self.st_cd[i].next = self.p_mc[i].val() & (!self.p_hdr[i].val() | !self.shared.val());
            self.st_use_pre[i].next =
                self.p_mc[i].val() & !self.p_hdr[i].val() & (self.p_pre[i].val() != self.nil.val());
            // The copies after the lowest one (`oc`).
            self.st_after[i].next = self.p_cp[i].val() & (self.p_cp[i].val() - 1);
            self.st_after_lo[i].next = self.st_after[i].val() & (!self.st_after[i].val() + 1);
            self.st_rel[i].next = !self.p_mc[i].val()
                | self.st_cd[i].val()
                | (self.st_b2[i].val() & !self.st_after[i].val().any());
        }

        // ---- The granted input: `gi`, its own state and chunk (`go`), or a copy from the
        // header-copy register (`pick_c`: the granted input is busy) --------------------------
        self.pick_c.next = false;
        for i in 0..K {
            self.gi[i].next = (self.grant.val() & self.onehot[i].val()).any();
            self.go[i].next = self.gi[i].val() & !self.busy[i].val();
            if self.gi[i].val() & self.busy[i].val() {
                self.pick_c.next = true;
            }
        }
        // ---- The granted writer's state ----------------------------------------------------
        // AND-ORs of the one-hot `gi` (the grant is one-hot or 0), not a priority chain:
        // with `if`s in input order, synthesis kept a mux per input in series, and `s_hd_out`
        // (so `fwd`, and the path decision behind it) went through all K.
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
        for i in 0..K {
            if self.gi[i].val() {
                self.s_mask.next = self.s_mask.val() | self.mask[i].val();
                self.s_ks.next = self.s_ks.val() | self.ks[i].val();
                self.s_up.next = self.s_up.val() | self.up[i].val();
                self.s_last_c.next = self.s_last_c.val() | self.last_c[i].val();
                self.s_total.next = self.s_total.val() | self.total[i].val();
                self.s_hd_out.next = self.s_hd_out.val() | self.hd_out[i].val();
                // The step its grant selects (`p_*`: a header copy from the header-copy
                // register when the input is busy), and for a copy a header chunk of a
                // multi-chunk packet that is not its last.
                self.s_mc.next = self.s_mc.val() | self.p_mc[i].val();
                self.s_adm.next = self.s_adm.val() | self.p_adm[i].val();
                self.s_hdr.next = self.s_hdr.val() | self.p_hdr[i].val();
                self.s_copies.next = self.s_copies.val() | self.p_cp[i].val();
                self.s_pre_done.next = self.s_pre_done.val() | self.p_pd[i].val();
                self.s_pre.next = self.s_pre.val() | self.p_pre[i].val();
                self.s_nch.next = self.s_nch.val() | self.p_nch[i].val();
                self.s_last.next = self.s_last.val() | (self.last[i].val() & !self.busy[i].val());
            }
        }
        // ---- The granted chunk's lanes -----------------------------------------------------
        // AND-ORs of one-hot selects (the grant is one-hot or 0), not a priority chain: per
        // bit, the copy register's lane or each input's assembler lane ANDed with its select
        // (the registered grant's chunk is always whole in its assembler).
        for kk in K..(K + 1) {
            for j in 0..K {
                self.wr_tag[j].next = 0.into();
                self.wr_data[j].next = 0.into();
                if self.pick_c.val() {
                    self.wr_tag[j].next = self.copy_tag[j].val();
                    self.wr_data[j].next = self.copy_data[j].val();
                }
                for i in 0..K {
                    if self.go[i].val() {
                        self.wr_tag[j].next =
                            self.wr_tag[j].val() | self.lane_tag[i * kk + j].val();
                        self.wr_data[j].next =
                            self.wr_data[j].val() | self.lane_data[i * kk + j].val();
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
