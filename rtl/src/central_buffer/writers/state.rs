//! The state of the packet each writer writes: [`CbWriterState`] (doc there).

use crate::consts::arr;
use rust_hdl::prelude::*;

/// The packet each input of [`CbWriters`](super::CbWriters) is writing (the golden model's
/// `Writer` fields `mask`, `ks`, `mc`, `up`, `nchunks`, `admitted`, `copies_left`,
/// `pre_done`, `last_c`, `pre`, `hdr_loc`, `streaming`): its route, its chunk count, its
/// admission, its header copies still to write and pre-allocation, and the chunks the next
/// one is linked to. The granted writer's step, the route's capture at the packet's head,
/// the freed `last_c` rule, streaming on a read issue and the reset.
///
/// Registers, per input i (power-on 0 unless said): `w_mask`, `w_ks`, `mc_r`, `w_up` (the
/// route, `w_up`: to an up port), `w_nchunks` (and `w_nch2`: `w_nchunks >= 2`; `total_r`:
/// the chunks an admission reserves, the writers' `total`),
/// `admitted_r`, `w_copies_left` (and `w_cl_lo`: its lowest bit), `w_pre_done`,
/// `last_c_r` (the last chunk written, whose NC is not yet written; NIL), `w_pre_r` (the
/// pre-allocated chunk; NIL), `w_hdr_loc` (where a unicast's header chunk is, until its last
/// chunk is written; NIL), `streaming_r` (an output already reads the unicast).
///
/// Ports in: `grant` (one-hot), `loc` and `fwd` from the write port; per input i its write
/// step if granted ([`CbWritersSelect`](super::CbWritersSelect), "Late select": `st_admit[i]`,
/// `st_b1[i]`, `st_b2[i]`, `st_cd[i]`, `st_use_pre[i]`, `st_after[i]` (and its lowest bit
/// `st_after_lo[i]`), `st_rel[i]`, the write port's `admit`, `case_b1`, `case_b2`,
/// `case_c | case_d`, `use_pre`, `copies_after`, `released` for that input; its `case_a`
/// is `!w_mc[i] & !fwd`) and `hdr_w[i]`, `last_w[i]`
/// (its chunk holds the head, the last flit: [`CbWritersRequest`](super::CbWritersRequest));
/// `freed`, `done_addr` (the buffer frees that chunk at this edge); `rd_go`, `rd_x`, `rd_hdr`
/// (the readers issue a read of chunk `rd_x`, a header); per input i `busy[i]` (its copies
/// are in the header-copy register: [`CbHeaderCopy`](super::CbHeaderCopy)), from
/// [`CbAssembler`](super::CbAssembler) `head[i]`, `done[i]`, `hdr_eff[i]`, the offer's route
/// `of_mask[i]`, `of_ks[i]`, `of_mc[i]` and head `of_data[i]`; `rst`. Out: the registers'
/// values `mask[i]`, `ks[i]`, `w_mc[i]`, `up[i]`, `nchunks[i]`, `nch2[i]`, `w_total[i]`,
/// `w_admitted[i]`,
/// `copies_left[i]`, `cl_lo[i]`, `pre_done[i]`, `last_c[i]`, `w_pre[i]`, `hdr_loc[i]`,
/// `w_streaming[i]`.
/// The ports are named after the model's field, except where the writers' port of that name
/// is something else (`mc`, `admitted`, `streaming`: what the write port sees, from
/// [`CbWritersRequest`](super::CbWritersRequest); `w_pre`: the writers' port of this
/// value): there the port is `w_f` and the register `f_r` (`mc_r`, `admitted_r`,
/// `streaming_r`, `w_pre_r`), so that each wire has one name at both ends.
///
/// Latency: the registers change at the edge, in this order (a later rule wins): the step of
/// the granted writer (not a copy from the header-copy register), the freed rule (a
/// `last_c` that every output has read, of a writer not granted, becomes NIL), the head
/// (route, chunk count from the head's length field, `admitted_r` and `w_pre_done` 0), the
/// chunk completed in the assembler holding the head (`w_copies_left` = the route's mask,
/// unless the granted step writes the first shared copy), a read issued of the unicast's
/// header chunk (`streaming_r`), and `rst` (power-on values).
#[derive(LogicBlock)]
pub struct CbWriterState<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub grant: Signal<In, Bits<K>>,
    pub loc: Signal<In, Bits<9>>,
    pub fwd: Signal<In, Bits<K>>,
    pub st_admit: [Signal<In, Bit>; K],
    pub st_b1: [Signal<In, Bit>; K],
    pub st_b2: [Signal<In, Bit>; K],
    pub st_cd: [Signal<In, Bit>; K],
    pub st_use_pre: [Signal<In, Bit>; K],
    pub st_after: [Signal<In, Bits<K>>; K],
    pub st_after_lo: [Signal<In, Bits<K>>; K],
    pub st_rel: [Signal<In, Bit>; K],
    pub hdr_w: [Signal<In, Bit>; K],
    pub last_w: [Signal<In, Bit>; K],
    pub freed: Signal<In, Bit>,
    pub done_addr: Signal<In, Bits<8>>,
    pub rd_go: Signal<In, Bit>,
    pub rd_x: Signal<In, Bits<9>>,
    pub rd_hdr: Signal<In, Bit>,
    pub busy: [Signal<In, Bit>; K],
    pub head: [Signal<In, Bit>; K],
    pub done: [Signal<In, Bit>; K],
    pub hdr_eff: [Signal<In, Bit>; K],
    pub of_mask: [Signal<In, Bits<K>>; K],
    pub of_ks: [Signal<In, Bits<4>>; K],
    pub of_mc: [Signal<In, Bit>; K],
    pub of_data: [Signal<In, Bits<W>>; K],
    pub mask: [Signal<Out, Bits<K>>; K],
    pub ks: [Signal<Out, Bits<4>>; K],
    pub w_mc: [Signal<Out, Bit>; K],
    pub up: [Signal<Out, Bit>; K],
    pub nchunks: [Signal<Out, Bits<9>>; K],
    /// `nchunks >= 2`, a register of its own (`w_nch2`).
    pub nch2: [Signal<Out, Bit>; K],
    /// The chunks an admission reserves (the register `total_r`).
    pub w_total: [Signal<Out, Bits<9>>; K],
    pub w_admitted: [Signal<Out, Bit>; K],
    pub copies_left: [Signal<Out, Bits<K>>; K],
    /// The lowest bit of `copies_left[i]` (the register `w_cl_lo`).
    pub cl_lo: [Signal<Out, Bits<K>>; K],
    pub pre_done: [Signal<Out, Bit>; K],
    pub last_c: [Signal<Out, Bits<9>>; K],
    pub w_pre: [Signal<Out, Bits<9>>; K],
    pub hdr_loc: [Signal<Out, Bits<9>>; K],
    pub w_streaming: [Signal<Out, Bit>; K],
    pub w_mask: [DFF<Bits<K>>; K],
    pub w_ks: [DFF<Bits<4>>; K],
    pub mc_r: [DFF<Bit>; K],
    pub w_up: [DFF<Bit>; K],
    pub w_nchunks: [DFF<Bits<9>>; K],
    /// `w_nchunks >= 2` (the packet has data chunks after its header chunk), set with it at
    /// the head from the length (`len > K`), so that the header step's decode reads one
    /// flip-flop rather than a 9-bit OR.
    pub w_nch2: [DFF<Bit>; K],
    /// The chunks an admission of the packet reserves (the model's `Writer::admission`, the
    /// writers' `total`): `w_nchunks`, plus `w_ks - 1` header copies with shared header
    /// chunks, in 9 bits (so 511 with no packet yet), set with them at the head and the
    /// reset, so that the write port's admission compare reads a flip-flop, not an adder.
    pub total_r: [DFFWithInit<Bits<9>>; K],
    pub admitted_r: [DFF<Bit>; K],
    pub w_copies_left: [DFF<Bits<K>>; K],
    /// The lowest bit of `w_copies_left[i]`, loaded with it (from `st_after_lo[i]`, or the
    /// lowest bit of the mask it takes), so that a header copy's output is a flip-flop.
    pub w_cl_lo: [DFF<Bits<K>>; K],
    pub w_pre_done: [DFF<Bit>; K],
    pub last_c_r: [DFFWithInit<Bits<9>>; K],
    pub w_pre_r: [DFFWithInit<Bits<9>>; K],
    pub w_hdr_loc: [DFFWithInit<Bits<9>>; K],
    pub streaming_r: [DFF<Bit>; K],
    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    up_ports: Constant<Bits<K>>,
    km1: Constant<Bits<11>>,
    k11: Constant<Bits<11>>,
    log_k: Constant<Bits<4>>,
    len_mask: Constant<Bits<W>>,
    /// `total_r`'s value with no packet (`w_nchunks` and `w_ks` 0): 511 with shared header
    /// chunks, else 0.
    total0: Constant<Bits<9>>,
    shared: Constant<Bit>,
    nch_d: [Signal<Local, Bits<9>>; K],
    t4: Signal<Local, Bits<4>>,
    /// The next `w_hdr_loc`.
    hdr_loc_d: [Signal<Local, Bits<9>>; K],
    /// The route's mask after this edge's head.
    mask_eff: [Signal<Local, Bits<K>>; K],
    /// Its lowest bit (of the offer's mask or the register's, each taken beforehand).
    mask_eff_lo: [Signal<Local, Bits<K>>; K],
    len: Signal<Local, Bits<11>>,
    tw: Signal<Local, Bits<W>>,
}

impl<const K: usize, const W: usize> CbWriterState<K, W> {
    /// The packet state of a switch whose ports `down..K` are up ports, for packets of at
    /// most `max_len` flits (it bounds the head's length field and so `w_nchunks`).
    /// `shared`: shared header chunks (an admission reserves the header copies too).
    pub fn new(down: usize, max_len: usize, shared: bool) -> Self {
        let up_mask = ((1u64 << K) - 1) & !((1u64 << down) - 1);
        let lay = wormcast_model::packet::HeadLayout { w: W };
        let nil = crate::consts::nil_reg;
        let total0: u64 = if shared { 0x1ff } else { 0 };
        CbWriterState {
            clock: Default::default(),
            rst: Default::default(),
            grant: Default::default(),
            loc: Default::default(),
            fwd: Default::default(),
            st_admit: arr(),
            st_b1: arr(),
            st_b2: arr(),
            st_cd: arr(),
            st_use_pre: arr(),
            st_after: arr(),
            st_after_lo: arr(),
            st_rel: arr(),
            hdr_w: arr(),
            last_w: arr(),
            freed: Default::default(),
            done_addr: Default::default(),
            rd_go: Default::default(),
            rd_x: Default::default(),
            rd_hdr: Default::default(),
            busy: arr(),
            head: arr(),
            done: arr(),
            hdr_eff: arr(),
            of_mask: arr(),
            of_ks: arr(),
            of_mc: arr(),
            of_data: arr(),
            mask: arr(),
            ks: arr(),
            w_mc: arr(),
            up: arr(),
            nchunks: arr(),
            nch2: arr(),
            w_total: arr(),
            w_admitted: arr(),
            copies_left: arr(),
            cl_lo: arr(),
            pre_done: arr(),
            last_c: arr(),
            w_pre: arr(),
            hdr_loc: arr(),
            w_streaming: arr(),
            w_mask: arr(),
            w_ks: arr(),
            mc_r: arr(),
            w_up: arr(),
            w_nchunks: arr(),
            w_nch2: arr(),
            total_r: std::array::from_fn(|_| DFFWithInit::new(total0.to_bits())),
            admitted_r: arr(),
            w_copies_left: arr(),
            w_cl_lo: arr(),
            w_pre_done: arr(),
            last_c_r: std::array::from_fn(|_| nil()),
            w_pre_r: std::array::from_fn(|_| nil()),
            w_hdr_loc: std::array::from_fn(|_| nil()),
            streaming_r: arr(),
            nil: crate::consts::nil(),
            onehot: crate::consts::onehot(),
            up_ports: Constant::new(up_mask.to_bits()),
            km1: Constant::new(((K - 1) as u64).to_bits()),
            k11: Constant::new((K as u64).to_bits()),
            log_k: Constant::new((K.trailing_zeros() as u64).to_bits()),
            // Offered heads passed the input port's length check (at most `max_len`).
            len_mask: Constant::new(
                (((1u64 << lay.len_bits()) - 1) & crate::low_mask(max_len as u64)).to_bits(),
            ),
            total0: Constant::new(total0.to_bits()),
            shared: Constant::new(shared),
            nch_d: arr(),
            t4: Default::default(),
            hdr_loc_d: arr(),
            mask_eff: arr(),
            mask_eff_lo: arr(),
            len: Default::default(),
            tw: Default::default(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbWriterState<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Clocks, hold, the registers' values --------------------------------------------
        for i in 0..K {
            self.w_mask[i].clock.next = self.clock.val();
            self.w_ks[i].clock.next = self.clock.val();
            self.mc_r[i].clock.next = self.clock.val();
            self.w_up[i].clock.next = self.clock.val();
            self.w_nchunks[i].clock.next = self.clock.val();
            self.w_nch2[i].clock.next = self.clock.val();
            self.total_r[i].clock.next = self.clock.val();
            self.total_r[i].d.next = self.total_r[i].q.val();
            self.w_total[i].next = self.total_r[i].q.val();
            self.admitted_r[i].clock.next = self.clock.val();
            self.w_copies_left[i].clock.next = self.clock.val();
            self.w_cl_lo[i].clock.next = self.clock.val();
            self.w_cl_lo[i].d.next = self.w_cl_lo[i].q.val();
            self.cl_lo[i].next = self.w_cl_lo[i].q.val();
            self.w_pre_done[i].clock.next = self.clock.val();
            self.last_c_r[i].clock.next = self.clock.val();
            self.w_pre_r[i].clock.next = self.clock.val();
            self.w_hdr_loc[i].clock.next = self.clock.val();
            self.streaming_r[i].clock.next = self.clock.val();
            self.w_mask[i].d.next = self.w_mask[i].q.val();
            self.w_ks[i].d.next = self.w_ks[i].q.val();
            self.mc_r[i].d.next = self.mc_r[i].q.val();
            self.w_up[i].d.next = self.w_up[i].q.val();
            self.w_nchunks[i].d.next = self.w_nchunks[i].q.val();
            self.w_nch2[i].d.next = self.w_nch2[i].q.val();
            self.admitted_r[i].d.next = self.admitted_r[i].q.val();
            self.w_copies_left[i].d.next = self.w_copies_left[i].q.val();
            self.w_pre_done[i].d.next = self.w_pre_done[i].q.val();
            self.last_c_r[i].d.next = self.last_c_r[i].q.val();
            self.w_pre_r[i].d.next = self.w_pre_r[i].q.val();
            self.streaming_r[i].d.next = self.streaming_r[i].q.val();
            self.hdr_loc_d[i].next = self.w_hdr_loc[i].q.val();
            self.mask[i].next = self.w_mask[i].q.val();
            self.ks[i].next = self.w_ks[i].q.val();
            self.w_mc[i].next = self.mc_r[i].q.val();
            self.up[i].next = self.w_up[i].q.val();
            self.nchunks[i].next = self.w_nchunks[i].q.val();
            self.nch2[i].next = self.w_nch2[i].q.val();
            self.w_admitted[i].next = self.admitted_r[i].q.val();
            self.copies_left[i].next = self.w_copies_left[i].q.val();
            self.pre_done[i].next = self.w_pre_done[i].q.val();
            self.last_c[i].next = self.last_c_r[i].q.val();
            self.w_pre[i].next = self.w_pre_r[i].q.val();
            self.hdr_loc[i].next = self.w_hdr_loc[i].q.val();
            self.w_streaming[i].next = self.streaming_r[i].q.val();
        }
        self.tw.next = 0.into();
        self.len.next = 0.into();
        self.t4.next = 0.into();

        // ---- The granted writer's step (a copy from the header-copy register: none) -------
        // Its own step decode (`st_*`, late select), so that the grant is one AND from the
        // registers' enables.
        for i in 0..K {
            if (self.grant.val() & self.onehot[i].val()).any() & !self.busy[i].val() {
                if self.st_admit[i].val() {
                    self.admitted_r[i].d.next = true;
                }
                if !self.mc_r[i].q.val() & !self.fwd.val().any() {
                    // `case_a`: a unicast chunk written.
                    if self.hdr_w[i].val() {
                        self.hdr_loc_d[i].next = self.loc.val();
                    }
                    self.last_c_r[i].d.next = self.loc.val();
                    if self.last_w[i].val() {
                        self.last_c_r[i].d.next = self.nil.val();
                        self.hdr_loc_d[i].next = self.nil.val();
                        self.streaming_r[i].d.next = false;
                    }
                }
                if self.fwd.val().any() & !self.st_b2[i].val() {
                    // Output forwarding of a unicast header: nothing to link the next
                    // chunk to.
                    self.hdr_loc_d[i].next = self.nil.val();
                    self.last_c_r[i].d.next = self.nil.val();
                    self.streaming_r[i].d.next = !self.last_w[i].val();
                }
                if self.st_b1[i].val() {
                    self.w_pre_r[i].d.next = self.loc.val();
                    self.w_pre_done[i].d.next = true;
                }
                if self.st_b2[i].val() {
                    self.w_copies_left[i].d.next = self.st_after[i].val();
                    self.w_cl_lo[i].d.next = self.st_after_lo[i].val();
                    self.last_c_r[i].d.next = self.nil.val();
                }
                if self.st_cd[i].val() {
                    self.last_c_r[i].d.next = self.loc.val();
                    if self.last_w[i].val() {
                        self.last_c_r[i].d.next = self.nil.val();
                    }
                }
                if self.st_use_pre[i].val() {
                    self.w_pre_r[i].d.next = self.nil.val();
                }
                // The assembler is released (the first header copy releases it too) with
                // the packet's last chunk: the admission ends.
                if (self.st_rel[i].val() | self.st_b2[i].val()) & self.last_w[i].val() {
                    self.admitted_r[i].d.next = false;
                }
            }
        }
        // ---- A freed last_c; the packet's head taken; its header chunk complete; a read
        // issued of the header (the unicast is streaming) ------------------------------------
        for i in 0..K {
            // A writer's last_c that every output has read (freed now) gets no NC write.
            if self.freed.val()
                & (self.last_c_r[i].q.val() == bit_cast::<9, 8>(self.done_addr.val()))
                & !(self.grant.val() & self.onehot[i].val()).any()
            {
                self.last_c_r[i].d.next = self.nil.val();
            }
            self.nch_d[i].next = 0.into();
            self.mask_eff[i].next = self.w_mask[i].q.val();
            self.mask_eff_lo[i].next = self.w_mask[i].q.val() & (!self.w_mask[i].q.val() + 1);
            if self.head[i].val() {
                self.mask_eff[i].next = self.of_mask[i].val();
                self.mask_eff_lo[i].next = self.of_mask[i].val() & (!self.of_mask[i].val() + 1);
                self.w_mask[i].d.next = self.of_mask[i].val();
                self.w_ks[i].d.next = self.of_ks[i].val();
                self.mc_r[i].d.next = self.of_mc[i].val();
                self.w_up[i].d.next = (self.of_mask[i].val() & self.up_ports.val()).any();
                self.tw.next = self.of_data[i].val() & self.len_mask.val();
                self.len.next = bit_cast::<11, W>(self.tw.val());
                self.nch_d[i].next =
                    bit_cast::<9, 11>((self.len.val() + self.km1.val()) >> self.log_k.val());
                self.w_nchunks[i].d.next = self.nch_d[i].val();
                self.total_r[i].d.next = self.nch_d[i].val();
                if self.shared.val() {
                    self.t4.next = self.of_ks[i].val();
                    self.total_r[i].d.next =
                        self.nch_d[i].val() + bit_cast::<9, 4>(self.t4.val()) - 1;
                }
                self.w_nch2[i].d.next = self.len.val() > self.k11.val();
                self.admitted_r[i].d.next = false;
                self.w_pre_done[i].d.next = false;
            }
            if self.done[i].val()
                & self.hdr_eff[i].val()
                & !((self.grant.val() & self.onehot[i].val()).any()
                    & self.st_b2[i].val()
                    & !self.busy[i].val())
            {
                self.w_copies_left[i].d.next = self.mask_eff[i].val();
                self.w_cl_lo[i].d.next = self.mask_eff_lo[i].val();
            }
            // A read issued of the unicast's header chunk (`hdr_loc_d == rd_x`, the model's
            // rule), compared with the register: `hdr_loc_d` differs from `w_hdr_loc` only
            // when this edge's step of writer i is a unicast header or last chunk (written
            // or forwarded), and then it is NIL or `loc`, a free chunk, never `rd_x`, an
            // occupied one. So the compare runs beside the write arbitration and the grant
            // is one AND.
            if self.rd_go.val()
                & self.rd_hdr.val()
                & (self.w_hdr_loc[i].q.val() == self.rd_x.val())
                & !((self.grant.val() & self.onehot[i].val()).any()
                    & !self.busy[i].val()
                    & !self.mc_r[i].q.val()
                    & (self.hdr_w[i].val() | self.last_w[i].val()))
            {
                self.streaming_r[i].d.next = true;
            }
            self.w_hdr_loc[i].d.next = self.hdr_loc_d[i].val();
        }

        // ---- Synchronous reset -------------------------------------------------------------
        if self.rst.val() {
            for i in 0..K {
                self.w_mask[i].d.next = 0.into();
                self.w_ks[i].d.next = 0.into();
                self.mc_r[i].d.next = false;
                self.w_up[i].d.next = false;
                self.w_nchunks[i].d.next = 0.into();
                self.w_nch2[i].d.next = false;
                self.total_r[i].d.next = self.total0.val();
                self.admitted_r[i].d.next = false;
                self.w_copies_left[i].d.next = 0.into();
                self.w_cl_lo[i].d.next = 0.into();
                self.w_pre_done[i].d.next = false;
                self.last_c_r[i].d.next = self.nil.val();
                self.w_pre_r[i].d.next = self.nil.val();
                self.w_hdr_loc[i].d.next = self.nil.val();
                self.streaming_r[i].d.next = false;
            }
        }
    }
}
