//! The writers' header-copy register: [`CbHeaderCopy`] (doc there).

use crate::consts::arr;
use rust_hdl::prelude::*;

/// The switch's header-copy register (shared header copies; module doc of
/// [`super`], "Shared header copies"): the golden model's `CentralBufferSwitch::hc` (the
/// chunk, one for the switch) and its `Writer` fields `hc_copies`, `hc_nc`, `hc_adm`.
///
/// Registers: `hc_tag[j]`, `hc_data[j]` (the chunk's K lanes, one register for the switch);
/// per input i `hc_copies[i]` (the copies still to write, one bit per destination queue;
/// nonzero = busy, they go first; nonzero for at most one input), `hc_nc[i]` (their NC: the
/// packet's pre-allocated second chunk, or NIL; power-on NIL), `hc_adm[i]` (the packet was
/// admitted: the copies use its reservation).
///
/// Ports in: `grant` (one-hot); per input i its step if granted
/// ([`CbWritersSelect`](super::CbWritersSelect), "Late select"): `st_b2[i]` (a shared header
/// copy is written), `st_after[i]` (the copies left after it; `st_after_lo[i]` its lowest
/// bit), `st_admit[i]`, `st_b1[i]` (a
/// shared multicast header's pre-allocation, which does not release the assembler); the
/// granted chunk's lanes `wr_tag[j]`, `wr_data[j]`
/// ([`CbWritersSelect`](super::CbWritersSelect)); per input i `nch2[i]` (the packet has two
/// or more chunks), `w_pre[i]`, `w_admitted[i]` ([`CbWriterState`](super::CbWriterState)
/// registers); `rst`.
/// Out: the registers' values `copy_tag[j]`, `copy_data[j]`, `copies[i]`, `copies_lo[i]`
/// (the lowest bit of `copies[i]`: `hc_lo[i]`, loaded with `hc_copies[i]`), `nc[i]`, `adm[i]`,
/// `busy[i]` (`copies[i]` nonzero: the register `hc_busy[i]`, loaded with `hc_copies[i]`),
/// and `rel[i]` (combinational: input i's assembler is released at this edge, to [`CbAssembler`](super::CbAssembler): it is granted, not busy,
/// and its chunk is written or its first shared copy: any step but `st_b1`; the rest go
/// from this register). `rel` is here, not in [`CbWritersPath`](super::CbWritersPath),
/// because that block reads the assembler's `accepts`, which depends on `rel`: no block both
/// reads another's combinational output and feeds it.
///
/// Latency: the registers change at the edge. A copy from the register (`grant` bit i, busy,
/// `st_b2[i]`) leaves `st_after[i]` in `hc_copies[i]`. The first copy of a header from the
/// assembler (`grant` bit i, not busy, `st_b2[i]`) with copies after it loads the register:
/// the chunk as written (`wr_*`), `hc_copies[i]` = `st_after[i]`, `hc_nc[i]` = `w_pre[i]`
/// for a packet of two or more chunks (else NIL), `hc_adm[i]` = `w_admitted[i]` or
/// `st_admit[i]`.
/// At an edge with `rst` high `hc_copies` = 0, `hc_nc` = NIL, `hc_adm` = 0 (the lanes are
/// not cleared: written before they are read).
#[derive(LogicBlock)]
pub struct CbHeaderCopy<const K: usize, const W: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub grant: Signal<In, Bits<K>>,
    pub st_b2: [Signal<In, Bit>; K],
    pub st_after: [Signal<In, Bits<K>>; K],
    pub st_after_lo: [Signal<In, Bits<K>>; K],
    pub st_admit: [Signal<In, Bit>; K],
    pub st_b1: [Signal<In, Bit>; K],
    pub wr_tag: [Signal<In, Bits<2>>; K],
    pub wr_data: [Signal<In, Bits<W>>; K],
    pub nch2: [Signal<In, Bit>; K],
    pub w_pre: [Signal<In, Bits<9>>; K],
    pub w_admitted: [Signal<In, Bit>; K],
    pub copy_tag: [Signal<Out, Bits<2>>; K],
    pub copy_data: [Signal<Out, Bits<W>>; K],
    pub copies: [Signal<Out, Bits<K>>; K],
    /// The lowest bit of `copies[i]` (the register `hc_lo`).
    pub copies_lo: [Signal<Out, Bits<K>>; K],
    pub nc: [Signal<Out, Bits<9>>; K],
    pub adm: [Signal<Out, Bit>; K],
    pub busy: [Signal<Out, Bit>; K],
    pub rel: [Signal<Out, Bit>; K],
    pub hc_tag: [DFF<Bits<2>>; K],
    pub hc_data: [DFF<Bits<W>>; K],
    pub hc_copies: [DFF<Bits<K>>; K],
    /// The lowest bit of `hc_copies[i]`, loaded with it (from `st_after_lo[i]`), so that the
    /// output of a copy's header step is a flip-flop, not a carry chain.
    pub hc_lo: [DFF<Bits<K>>; K],
    /// `hc_copies[i]` nonzero, loaded with it, so that `busy[i]` (read by every input's
    /// path decision, header step and the chunk select) is a flip-flop, not a 4-bit OR.
    pub hc_busy: [DFF<Bit>; K],
    pub hc_nc: [DFFWithInit<Bits<9>>; K],
    pub hc_adm: [DFF<Bit>; K],
    onehot: [Constant<Bits<K>>; K],
    nil: Constant<Bits<9>>,
}

impl<const K: usize, const W: usize> Default for CbHeaderCopy<K, W> {
    fn default() -> Self {
        CbHeaderCopy {
            clock: Default::default(),
            rst: Default::default(),
            grant: Default::default(),
            st_b2: arr(),
            st_after: arr(),
            st_after_lo: arr(),
            st_admit: arr(),
            st_b1: arr(),
            wr_tag: arr(),
            wr_data: arr(),
            nch2: arr(),
            w_pre: arr(),
            w_admitted: arr(),
            copy_tag: arr(),
            copy_data: arr(),
            copies: arr(),
            copies_lo: arr(),
            nc: arr(),
            adm: arr(),
            busy: arr(),
            rel: arr(),
            hc_tag: arr(),
            hc_data: arr(),
            hc_copies: arr(),
            hc_lo: arr(),
            hc_busy: arr(),
            hc_nc: std::array::from_fn(|_| crate::consts::nil_reg()),
            hc_adm: arr(),
            onehot: crate::consts::onehot(),
            nil: crate::consts::nil(),
        }
    }
}

impl<const K: usize, const W: usize> Logic for CbHeaderCopy<K, W> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Clocks, hold, the registers' values --------------------------------------------
        for j in 0..K {
            self.hc_tag[j].clock.next = self.clock.val();
            self.hc_data[j].clock.next = self.clock.val();
            self.hc_tag[j].d.next = self.hc_tag[j].q.val();
            self.hc_data[j].d.next = self.hc_data[j].q.val();
            self.copy_tag[j].next = self.hc_tag[j].q.val();
            self.copy_data[j].next = self.hc_data[j].q.val();
        }
        for i in 0..K {
            self.hc_copies[i].clock.next = self.clock.val();
            self.hc_lo[i].clock.next = self.clock.val();
            self.hc_lo[i].d.next = self.hc_lo[i].q.val();
            self.copies_lo[i].next = self.hc_lo[i].q.val();
            self.hc_busy[i].clock.next = self.clock.val();
            self.hc_busy[i].d.next = self.hc_busy[i].q.val();
            self.hc_nc[i].clock.next = self.clock.val();
            self.hc_adm[i].clock.next = self.clock.val();
            self.hc_copies[i].d.next = self.hc_copies[i].q.val();
            self.hc_nc[i].d.next = self.hc_nc[i].q.val();
            self.hc_adm[i].d.next = self.hc_adm[i].q.val();
            self.copies[i].next = self.hc_copies[i].q.val();
            self.nc[i].next = self.hc_nc[i].q.val();
            self.adm[i].next = self.hc_adm[i].q.val();
            self.busy[i].next = self.hc_busy[i].q.val();
            // The assembler is released when its chunk is written (the first header copy
            // releases it too: the rest go from this register): by every step of a granted
            // input whose copies are not in this register but a shared multicast header's
            // pre-allocation (`!st_b1` equals `st_rel | st_b2` there, in fewer terms).
            self.rel[i].next = (self.grant.val() & self.onehot[i].val()).any()
                & !self.hc_busy[i].q.val()
                & !self.st_b1[i].val();
        }

        // ---- A shared header copy written by the granted input ------------------------------
        for i in 0..K {
            if (self.grant.val() & self.onehot[i].val()).any() & self.st_b2[i].val() {
                if self.hc_busy[i].q.val() {
                    // A copy from the register: the copies after it stay.
                    self.hc_copies[i].d.next = self.st_after[i].val();
                    self.hc_lo[i].d.next = self.st_after_lo[i].val();
                    self.hc_busy[i].d.next = self.st_after[i].val().any();
                } else if self.st_after[i].val().any() {
                    // The first copy, from the assembler, with more to follow: the chunk as
                    // written goes into the register.
                    for j in 0..K {
                        self.hc_tag[j].d.next = self.wr_tag[j].val();
                        self.hc_data[j].d.next = self.wr_data[j].val();
                    }
                    self.hc_copies[i].d.next = self.st_after[i].val();
                    self.hc_lo[i].d.next = self.st_after_lo[i].val();
                    self.hc_busy[i].d.next = true;
                    self.hc_nc[i].d.next = self.nil.val();
                    if self.nch2[i].val() {
                        self.hc_nc[i].d.next = self.w_pre[i].val();
                    }
                    self.hc_adm[i].d.next = self.w_admitted[i].val() | self.st_admit[i].val();
                }
            }
        }

        // ---- Synchronous reset (the lanes are not cleared) ----------------------------------
        if self.rst.val() {
            for i in 0..K {
                self.hc_copies[i].d.next = 0.into();
                self.hc_lo[i].d.next = 0.into();
                self.hc_busy[i].d.next = false;
                self.hc_nc[i].d.next = self.nil.val();
                self.hc_adm[i].d.next = false;
            }
        }
    }
}
