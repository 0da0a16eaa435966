//! The granted writer's state and chunk: [`CbWritersSelect`] (doc there).

use crate::consts::arr;
use rust_hdl::prelude::*;

/// The granted writer's state and chunk for the write port and the buffer, combinational:
/// the `s_*` of the input `grant` selects (one-hot; all 0 for none) and the chunk's lanes
/// `wr_tag[j]`, `wr_data[j]` (the assembler's, with the last lane straight from the offer
/// when the offered flit completes the chunk). A block of its own for the reason given at
/// [`CbWritersRequest`](super::CbWritersRequest): it reads `grant`, the request side must not.
///
/// Ports in: `grant`; per input i the writer registers `mask`, `ks`, `w_mc`, `up`,
/// `nchunks`, `w_admitted`, `pre_done`, `last_c`, `w_pre`, `fill`, the offer `of_tag[i]`,
/// `of_data[i]`, and from [`CbWritersRequest`](super::CbWritersRequest) `comp`, `hdr_w`, `last_w`, `cop_w`, `total`;
/// the assembler lanes `lane_tag[i*K+j]`, `lane_data[i*K+j]`; the header-copy registers
/// `busy[i]`, `copies[i]`, `nc[i]`, `adm[i]` and the register's lanes `copy_tag[j]`,
/// `copy_data[j]`
/// (a busy register's copy goes first). Out: `s_mask`, `s_ks`, `s_mc`,
/// `s_up`, `s_nch`, `s_adm`, `s_copies`, `s_pre_done`, `s_last_c`, `s_pre`, `s_hdr`,
/// `s_last`, `s_total`, `wr_tag[j]`, `wr_data[j]`, and for output forwarding `s_hd_out`
/// (one-hot, 0 = none: the output the granted input's header step goes to if forwarded,
/// i.e. the write port's `fwd` before `fwd_ok` and the claims: a unicast header's `mask`,
/// with `shared` header copies the lowest copy still to write, from the header-copy register
/// or, once the second chunk is pre-allocated, the first from the assembler), `s_hd_len`
/// (the length field of `wr_data[0]`: a header chunk's length) and `s_hd_nc` (the NC its
/// header step gives the chunk: `s_pre` for a multicast of two or more chunks, the
/// register's `nc` for a copy from it, else NIL). The last three are meaningful only for
/// a header step. Latency 0.
///
/// Timing: each input computes its header step's output in parallel with the write
/// arbitration (from registers and the offer's `comp`, `hdr_w`, `cop_w`), so the write
/// port's `fwd` is the grant's select ANDed with `fwd_ok` and the claims.
#[derive(LogicBlock)]
pub struct CbWritersSelect<const K: usize, const W: usize> {
    pub grant: Signal<In, Bits<K>>,
    pub mask: [Signal<In, Bits<K>>; K],
    pub ks: [Signal<In, Bits<4>>; K],
    pub w_mc: [Signal<In, Bit>; K],
    pub up: [Signal<In, Bit>; K],
    pub nchunks: [Signal<In, Bits<9>>; K],
    pub w_admitted: [Signal<In, Bit>; K],
    pub pre_done: [Signal<In, Bit>; K],
    pub last_c: [Signal<In, Bits<9>>; K],
    pub w_pre: [Signal<In, Bits<9>>; K],
    pub fill: [Signal<In, Bits<4>>; K],
    pub of_tag: [Signal<In, Bits<2>>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub comp: [Signal<In, Bit>; K],
    pub hdr_w: [Signal<In, Bit>; K],
    pub last_w: [Signal<In, Bit>; K],
    pub cop_w: [Signal<In, Bits<K>>; K],
    pub total: [Signal<In, Bits<9>>; K],
    pub lane_tag: Vec<Signal<In, Bits<2>>>,
    pub lane_data: Vec<Signal<In, Bits<W>>>,
    pub busy: [Signal<In, Bit>; K],
    pub copies: [Signal<In, Bits<K>>; K],
    pub nc: [Signal<In, Bits<9>>; K],
    pub adm: [Signal<In, Bit>; K],
    pub copy_tag: [Signal<In, Bits<2>>; K],
    pub copy_data: [Signal<In, Bits<W>>; K],
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
    /// Input i is granted.
    gi: [Signal<Local, Bit>; K],
    /// Input i is granted and not busy: its own state and chunk are written.
    go: [Signal<Local, Bit>; K],
    /// The granted chunk comes from the header-copy register.
    pick_c: Signal<Local, Bit>,
    /// Input i's offered flit completes its chunk in lane j (`ovr[i*K+j]`).
    ovr: Vec<Signal<Local, Bit>>,
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
            w_admitted: arr(),
            pre_done: arr(),
            last_c: arr(),
            w_pre: arr(),
            fill: arr(),
            of_tag: arr(),
            of_data: arr(),
            comp: arr(),
            hdr_w: arr(),
            last_w: arr(),
            cop_w: arr(),
            total: arr(),
            lane_tag: (0..K * K).map(|_| Default::default()).collect(),
            lane_data: (0..K * K).map(|_| Default::default()).collect(),
            busy: arr(),
            copies: arr(),
            nc: arr(),
            adm: arr(),
            copy_tag: arr(),
            copy_data: arr(),
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
            gi: arr(),
            go: arr(),
            pick_c: Default::default(),
            ovr: (0..K * K).map(|_| Default::default()).collect(),
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
                    self.hd_out[i].next = self.mask[i].val();
                } else if self.shared.val()
                    & !((self.nchunks[i].val() >= 2) & !self.pre_done[i].val())
                {
                    self.hd_out[i].next = self.cop_w[i].val() & (!self.cop_w[i].val() + 1);
                }
            }
            if self.busy[i].val() {
                self.hd_out[i].next = 0.into();
                if self.shared.val() {
                    self.hd_out[i].next = self.copies[i].val() & (!self.copies[i].val() + 1);
                }
            }
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
        // ---- The granted writer's state (a priority select; as AND-ORs it was no smaller) --
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
            if (self.grant.val() & self.onehot[i].val()).any() {
                self.s_mask.next = self.mask[i].val();
                self.s_ks.next = self.ks[i].val();
                self.s_mc.next = self.w_mc[i].val();
                self.s_up.next = self.up[i].val();
                self.s_nch.next = self.nchunks[i].val();
                self.s_adm.next = self.w_admitted[i].val();
                self.s_copies.next = self.cop_w[i].val();
                self.s_pre_done.next = self.pre_done[i].val();
                self.s_last_c.next = self.last_c[i].val();
                self.s_pre.next = self.w_pre[i].val();
                self.s_hdr.next = self.hdr_w[i].val();
                self.s_last.next = self.last_w[i].val();
                self.s_total.next = self.total[i].val();
                self.s_hd_out.next = self.hd_out[i].val();
                if self.busy[i].val() {
                    // A header copy from the header-copy register.
                    self.s_mc.next = true;
                    self.s_adm.next = self.adm[i].val();
                    self.s_hdr.next = true;
                    self.s_last.next = false;
                    self.s_nch.next = 2.into();
                    self.s_copies.next = self.copies[i].val();
                    self.s_pre_done.next = true;
                    self.s_pre.next = self.nc[i].val();
                }
            }
        }
        // ---- The granted chunk's lanes -----------------------------------------------------
        // AND-ORs of one-hot selects (the grant is one-hot or 0), not a priority chain (126
        // LUT4 fewer in `wormcast synth central-buffer --k 4`): per bit, the copy register's
        // lane, or each input's assembler lane or offered flit (the offer completes the chunk
        // in this lane) ANDed with its select.
        for kk in K..(K + 1) {
            for j in 0..K {
                self.wr_tag[j].next = 0.into();
                self.wr_data[j].next = 0.into();
                if self.pick_c.val() {
                    self.wr_tag[j].next = self.copy_tag[j].val();
                    self.wr_data[j].next = self.copy_data[j].val();
                }
                for i in 0..K {
                    self.ovr[i * kk + j].next =
                        self.comp[i].val() & (self.fill[i].val() == self.lane_idx[j].val());
                    if self.go[i].val() & !self.ovr[i * kk + j].val() {
                        self.wr_tag[j].next =
                            self.wr_tag[j].val() | self.lane_tag[i * kk + j].val();
                        self.wr_data[j].next =
                            self.wr_data[j].val() | self.lane_data[i * kk + j].val();
                    }
                    if self.go[i].val() & self.ovr[i * kk + j].val() {
                        self.wr_tag[j].next = self.wr_tag[j].val() | self.of_tag[i].val();
                        self.wr_data[j].next = self.wr_data[j].val() | self.of_data[i].val();
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
