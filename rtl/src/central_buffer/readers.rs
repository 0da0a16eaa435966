//! The central buffer's read side (multidestination-worms paper, Section 4.1): the per-output
//! packet lists (`first_p`, `last_p`, `first_c`), the read port (round-robin among outputs
//! with room and a readable chunk), read completion, NC forwarding, the output queues'
//! lengths and the crossbar bypass ownership of each output. Golden model:
//! `wormcast_model::central_buffer::readers::Readers` (module doc of
//! `wormcast_model::central_buffer`: "Linking", "Read port", "NC forwarding").
//!
//! Ports:
//! * from the output ports: `op_can_prefetch[o]`, `op_idle_next[o]`;
//! * from [`super::writers::CbWriters`]: `last_c[i]`, `w_pre[i]` (chunks whose NC is not
//!   final), `xb_set`, `xb_clr` (outputs a bypass keeps, releases at this edge);
//! * from [`super::write_port::CbWritePort`]: `grant`, `loc`, `link_v`, `ncs`;
//! * from [`super::buffer::CbBuffer`]: `arr_len`, `np_r`, `nc_r` (the chunk read last cycle);
//! * output forwarding: in `fwd` (from the write port: output o takes the header chunk of
//!   this write step as a header read that was its queue's last), and from the writers that
//!   chunk's length `s_hd_len` and NC `s_hd_nc` (NIL with more chunks to come: the NC comes
//!   by NC forwarding from the granted writer); out `fwd_ok` (`idle` outputs, none while a
//!   read is in flight: the chunk lanes are shared);
//! * out: `idle` (outputs a bypass may claim; from the register `busy_r`), `first_p[o]`,
//!   `in_pkt[o]`, `rd_go`, `rd_x`, `rd_hdr` (the read issued now), `if_o` (one-hot output of
//!   the read issued last cycle), `np_we[o]`, `np_waddr[o]` (the NP write of a link),
//!   `hold[o]` (a bypass owns output o), `arr_v[o]`, `arr_n` (the chunk read last cycle, or
//!   a forwarded header, arrives at o with `arr_n` flits; with no read in flight the
//!   forwarded header's, min(`s_hd_len`, K)),
//!   `queue[o]` (packets queued for output o);
//! * `rst` (synchronous reset): at the edge every reader register returns to its power-on
//!   value (empty lists, no packet, no bypass owner, no read in flight, queues 0) and so does
//!   the read port's arbiter; the outputs of the cycle are unaffected.
//!
//! Latency: a read issued in cycle t (`rd_go`) arrives at t + 1 (`arr_v`); a forwarded
//! header arrives in the cycle of its write grant. Pointers are 9 bits, NIL = 0x100.
//!
//! Timing: a forwarded header's bookkeeping is decoded from the granted writer's `s_hd_len`
//! (one-hot selected from its registers) in parallel with the write port's `fwd`, which
//! then only selects it into output o's registers; `arr_n` does not depend on `fwd` (the
//! read in flight, a register, selects it).
//!
//! Structure: the read port's requests (which outputs have a readable chunk and room) are
//! the combinational child [`CbReadSelect`]; this block holds the reader registers and the
//! read port arbiter and acts on its grant.

use crate::arbiter::RoundRobinArbiter;
use rust_hdl::prelude::*;

#[derive(LogicBlock)]
pub struct CbReaders<const K: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub op_can_prefetch: [Signal<In, Bit>; K],
    /// The output port's `idle` after this edge.
    pub op_idle_next: [Signal<In, Bit>; K],
    pub last_c: [Signal<In, Bits<9>>; K],
    pub w_pre: [Signal<In, Bits<9>>; K],
    pub xb_set: Signal<In, Bits<K>>,
    pub xb_clr: Signal<In, Bits<K>>,
    pub grant: Signal<In, Bits<K>>,
    pub loc: Signal<In, Bits<9>>,
    pub link_v: Signal<In, Bits<K>>,
    pub ncs: Signal<In, Bit>,
    pub arr_len: Signal<In, Bits<11>>,
    pub np_r: Signal<In, Bits<9>>,
    pub nc_r: Signal<In, Bits<9>>,
    /// Output forwarding: the output (one-hot, 0 = none) that takes the header chunk written
    /// now, as if read (from the write port).
    pub fwd: Signal<In, Bits<K>>,
    /// Output forwarding: the granted writer's header chunk's length and NC (from the
    /// writers).
    pub s_hd_len: Signal<In, Bits<11>>,
    pub s_hd_nc: Signal<In, Bits<9>>,
    pub idle: Signal<Out, Bits<K>>,
    /// Outputs that can take a written header now: idle, and no read in flight at all (the
    /// chunk lanes `arr_*` are shared).
    pub fwd_ok: Signal<Out, Bits<K>>,
    pub first_p: [Signal<Out, Bits<9>>; K],
    pub in_pkt: [Signal<Out, Bit>; K],
    pub rd_go: Signal<Out, Bit>,
    pub rd_x: Signal<Out, Bits<9>>,
    pub rd_hdr: Signal<Out, Bit>,
    pub if_o: Signal<Out, Bits<K>>,
    pub np_we: [Signal<Out, Bit>; K],
    pub np_waddr: [Signal<Out, Bits<9>>; K],
    pub hold: [Signal<Out, Bit>; K],
    pub arr_v: [Signal<Out, Bit>; K],
    pub arr_n: Signal<Out, Bits<4>>,
    pub queue: [Signal<Out, Bits<8>>; K],

    // ---- Reader state, per output o -----------------------------------------------------
    pub first_p_r: [DFFWithInit<Bits<9>>; K],
    pub last_p: [DFFWithInit<Bits<9>>; K],
    pub first_c: [DFFWithInit<Bits<9>>; K],
    /// NC forwarding: the writer (one-hot, 0 = none) whose next NC write gives `first_c`.
    pub pend_w: [DFF<Bits<K>>; K],
    pub in_pkt_r: [DFF<Bit>; K],
    pub rem_chunks: [DFF<Bits<9>>; K],
    pub rem_flits: [DFF<Bits<11>>; K],
    /// A bypass owns output o.
    pub xb_own: [DFF<Bit>; K],
    pub queue_r: [DFF<Bits<8>>; K],
    /// The read port arbiter (round robin).
    pub rr: RoundRobinArbiter<K, P>,
    /// The read issued last cycle: valid, output (one-hot), header, header was the queue's
    /// last, its NC comes by forwarding.
    pub if_v: DFF<Bit>,
    pub if_o_r: DFF<Bits<K>>,
    pub if_hdr: DFF<Bit>,
    pub if_was_last: DFF<Bit>,
    pub if_pend: DFF<Bit>,
    /// The outputs that are not idle (bit o; the complement of `idle`): set at each edge
    /// from the next values of what idle reads (`xb_own`, `first_p`, `in_pkt`, the output
    /// port's `idle_next`, the read issued now), so that the bypass decision starts at a
    /// register (issue 47). No cycle changes: it equals its function of the state after
    /// every edge (the three-way checks; the accounting and bookkeeping proofs assert that it
    /// covers every output with a bypass owner, a queue, a packet or a read in flight).
    pub busy_r: DFF<Bits<K>>,

    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    k11: Constant<Bits<11>>,
    km1: Constant<Bits<11>>,
    log_k: Constant<Bits<4>>,
    /// Packets are at most `max_len` flits and `ceil(max_len / K)` chunks: the remaining-flit
    /// and remaining-chunk registers take their next values through these masks, so synthesis
    /// drops their constant-zero upper bits (see [`crate::low_mask`]).
    flits_mask: Constant<Bits<11>>,
    chunks_mask: Constant<Bits<9>>,

    /// The read port's requests (combinational).
    pub sel: CbReadSelect<K>,
    rd_o: Signal<Local, Bits<K>>,
    rd_was_last: Signal<Local, Bit>,
    /// Output o's first queued header is its last (`first_p == last_p`).
    fp_last: [Signal<Local, Bit>; K],
    /// Output o's last queued header is read at this edge (a link then starts a new list).
    clear: Signal<Local, Bits<K>>,
    // Next-state values read again later in the same cycle.
    first_p_d: [Signal<Local, Bits<9>>; K],
    rem_d: [Signal<Local, Bits<9>>; K],
    queue_d: [Signal<Local, Bits<8>>; K],
    xb_own_d: [Signal<Local, Bit>; K],
    in_pkt_d: [Signal<Local, Bit>; K],
    /// `first_p_d`, `in_pkt_d` before the read issued now (the idle flags' terms: an output
    /// a read is issued for is busy after the edge anyway).
    first_p_c: [Signal<Local, Bits<9>>; K],
    in_pkt_c: [Signal<Local, Bit>; K],
    busy_d: Signal<Local, Bits<K>>,
    arr_n11: Signal<Local, Bits<11>>,
    cmp_rem: Signal<Local, Bits<11>>,
    /// A forwarded header's bookkeeping, decoded from `s_hd_len`, `s_hd_nc`: its flits, the
    /// chunks after it (and whether there are any), its NC comes by NC forwarding.
    hd_n11: Signal<Local, Bits<11>>,
    hd_rem: Signal<Local, Bits<9>>,
    hd_more: Signal<Local, Bit>,
    hd_pend: Signal<Local, Bit>,
    /// Per output o, the writers whose `last_c` is the chunk a read of o would read (its
    /// NC then comes by NC forwarding; one-hot, 0 = none), and bit o: any. Taken from
    /// registers beside the read port's arbitration, so that o's own grant bit selects the
    /// NC forwarding of its issue (late select), not a select of the picked output's.
    pw: [Signal<Local, Bits<K>>; K],
    pw_any: Signal<Local, Bits<K>>,
}

use crate::consts::arr;

impl<const K: usize, const P: usize> CbReaders<K, P> {
    /// The readers of a switch whose packets are at most `max_len` flits.
    pub fn new(max_len: usize) -> Self {
        assert!(
            1usize << P == K,
            "P = {P} pointer bits must be log2(K = {K})"
        );
        let nil = crate::consts::nil_reg;
        CbReaders {
            clock: Default::default(),
            rst: Default::default(),
            op_can_prefetch: arr(),
            op_idle_next: arr(),
            last_c: arr(),
            w_pre: arr(),
            xb_set: Default::default(),
            xb_clr: Default::default(),
            grant: Default::default(),
            loc: Default::default(),
            link_v: Default::default(),
            ncs: Default::default(),
            arr_len: Default::default(),
            np_r: Default::default(),
            nc_r: Default::default(),
            fwd: Default::default(),
            s_hd_len: Default::default(),
            s_hd_nc: Default::default(),
            idle: Default::default(),
            fwd_ok: Default::default(),
            first_p: arr(),
            in_pkt: arr(),
            rd_go: Default::default(),
            rd_x: Default::default(),
            rd_hdr: Default::default(),
            if_o: Default::default(),
            np_we: arr(),
            np_waddr: arr(),
            hold: arr(),
            arr_v: arr(),
            arr_n: Default::default(),
            queue: arr(),
            first_p_r: std::array::from_fn(|_| nil()),
            last_p: std::array::from_fn(|_| nil()),
            first_c: std::array::from_fn(|_| nil()),
            pend_w: arr(),
            in_pkt_r: arr(),
            rem_chunks: arr(),
            rem_flits: arr(),
            xb_own: arr(),
            queue_r: arr(),
            rr: Default::default(),
            if_v: Default::default(),
            if_o_r: Default::default(),
            if_hdr: Default::default(),
            if_was_last: Default::default(),
            if_pend: Default::default(),
            busy_r: Default::default(),
            nil: crate::consts::nil(),
            onehot: crate::consts::onehot(),
            k11: Constant::new((K as u64).to_bits()),
            km1: Constant::new(((K - 1) as u64).to_bits()),
            log_k: Constant::new((K.trailing_zeros() as u64).to_bits()),
            flits_mask: Constant::new(crate::low_mask(max_len as u64).to_bits()),
            chunks_mask: Constant::new(crate::low_mask(max_len.div_ceil(K) as u64).to_bits()),
            sel: Default::default(),
            rd_o: Default::default(),
            rd_was_last: Default::default(),
            fp_last: arr(),
            clear: Default::default(),
            first_p_d: arr(),
            rem_d: arr(),
            queue_d: arr(),
            xb_own_d: arr(),
            in_pkt_d: arr(),
            first_p_c: arr(),
            in_pkt_c: arr(),
            busy_d: Default::default(),
            arr_n11: Default::default(),
            cmp_rem: Default::default(),
            hd_n11: Default::default(),
            hd_rem: Default::default(),
            hd_more: Default::default(),
            hd_pend: Default::default(),
            pw: arr(),
            pw_any: Default::default(),
        }
    }
}

impl<const K: usize, const P: usize> Logic for CbReaders<K, P> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(
            self,
            clock,
            if_v,
            if_o_r,
            if_hdr,
            if_was_last,
            if_pend,
            busy_r
        );
        self.rr.clock.next = self.clock.val();
        for o in 0..K {
            self.first_p_r[o].clock.next = self.clock.val();
            self.last_p[o].clock.next = self.clock.val();
            self.first_c[o].clock.next = self.clock.val();
            self.pend_w[o].clock.next = self.clock.val();
            self.in_pkt_r[o].clock.next = self.clock.val();
            self.rem_chunks[o].clock.next = self.clock.val();
            self.rem_flits[o].clock.next = self.clock.val();
            self.xb_own[o].clock.next = self.clock.val();
            self.queue_r[o].clock.next = self.clock.val();
            self.pend_w[o].d.next = self.pend_w[o].q.val();
            self.last_p[o].d.next = self.last_p[o].q.val();
            self.first_c[o].d.next = self.first_c[o].q.val();
            self.in_pkt_d[o].next = self.in_pkt_r[o].q.val();
            self.rem_flits[o].d.next = self.rem_flits[o].q.val();
            self.queue_d[o].next = self.queue_r[o].q.val();
            self.first_p_d[o].next = self.first_p_r[o].q.val();
            self.rem_d[o].next = self.rem_chunks[o].q.val();
            self.first_p[o].next = self.first_p_r[o].q.val();
            self.in_pkt[o].next = self.in_pkt_r[o].q.val();
            self.queue[o].next = self.queue_r[o].q.val();
            self.np_we[o].next = false;
            self.np_waddr[o].next = 0.into();
        }
        self.if_o.next = self.if_o_r.q.val();
        self.cmp_rem.next = 0.into();
        for o in 0..K {
            self.fp_last[o].next = self.first_p_r[o].q.val() == self.last_p[o].q.val();
        }

        // ---- Idle outputs (for the bypass decision) -----------------------------------------
        // No bypass owner, empty queue, nothing in its packet, serialiser empty and no read
        // in flight for it: a register (`busy_r`, stored inverted so that its power-on value
        // is right), set at each edge from the next values of what it reads (see the
        // register's doc).
        self.idle.next = !self.busy_r.q.val();
        self.fwd_ok.next = self.idle.val();
        if self.if_v.q.val() {
            self.fwd_ok.next = 0.into();
        }

        // ---- Read port: pick an output ([`CbReadSelect`], a child so that this block's
        // `always` has no path from the arbiter's grant to its request: see its doc) -------
        self.sel.if_v.next = self.if_v.q.val();
        self.sel.if_o.next = self.if_o_r.q.val();
        for o in 0..K {
            self.sel.op_can_prefetch[o].next = self.op_can_prefetch[o].val();
            self.sel.first_p[o].next = self.first_p_r[o].q.val();
            self.sel.first_c[o].next = self.first_c[o].q.val();
            self.sel.in_pkt[o].next = self.in_pkt_r[o].q.val();
            self.sel.rem_chunks[o].next = self.rem_chunks[o].q.val();
            self.sel.last_c[o].next = self.last_c[o].val();
            self.sel.w_pre[o].next = self.w_pre[o].val();
        }
        self.pw_any.next = 0.into();
        for o in 0..K {
            self.pw[o].next = self.sel.lc_fp[o].val();
            if self.in_pkt_r[o].q.val() {
                self.pw[o].next = self.sel.lc_fc[o].val();
            }
            if self.pw[o].val().any() {
                self.pw_any.next = self.pw_any.val() | self.onehot[o].val();
            }
        }
        self.rr.req.next = self.sel.want.val();
        self.rr.advance.next = true;
        self.rd_o.next = self.rr.grant.val();
        self.rd_go.next = self.rr.valid.val();
        self.rd_x.next = 0.into();
        self.rd_hdr.next = false;
        self.rd_was_last.next = false;
        self.clear.next = 0.into();
        for o in 0..K {
            if (self.rd_o.val() & self.onehot[o].val()).any() {
                self.rd_hdr.next = !self.in_pkt_r[o].q.val();
                if self.in_pkt_r[o].q.val() {
                    self.rd_x.next = self.first_c[o].q.val();
                } else {
                    self.rd_x.next = self.first_p_r[o].q.val();
                    if self.fp_last[o].val() {
                        self.rd_was_last.next = true;
                        self.clear.next = self.onehot[o].val();
                    }
                }
            }
        }
        self.if_v.d.next = self.rd_go.val();
        self.if_o_r.d.next = self.rd_o.val();
        self.if_hdr.d.next = self.rd_hdr.val();
        self.if_was_last.d.next = self.rd_was_last.val();
        self.if_pend.d.next = (self.rd_o.val() & self.pw_any.val()).any();

        // ---- Linking of the written header into the output queues (NP lists) ---------------
        for o in 0..K {
            if (self.link_v.val() & self.onehot[o].val()).any() {
                if (self.first_p_r[o].q.val() == self.nil.val())
                    | (self.clear.val() & self.onehot[o].val()).any()
                {
                    self.first_p_d[o].next = self.loc.val();
                } else {
                    self.np_we[o].next = true;
                    self.np_waddr[o].next = self.last_p[o].q.val();
                }
                self.last_p[o].d.next = self.loc.val();
                self.queue_d[o].next = self.queue_r[o].q.val() + 1;
            }
        }

        // ---- Read completion (the read issued last cycle), or a forwarded header ------------
        // A forwarded header (output forwarding: no read is in flight) is a header read that
        // was its queue's last, its bookkeeping decoded from the granted writer's length and
        // NC (`s_hd_len`, `s_hd_nc`) in parallel with the write port's `fwd`; `arr_n` shows
        // the read's flit count, else that header's.
        self.hd_n11.next = self.s_hd_len.val();
        if self.s_hd_len.val() > self.k11.val() {
            self.hd_n11.next = self.k11.val();
        }
        self.hd_rem.next =
            bit_cast::<9, 11>((self.s_hd_len.val() + self.km1.val()) >> self.log_k.val()) - 1;
        self.hd_more.next = self.hd_rem.val().any();
        self.hd_pend.next = self.hd_more.val() & (self.s_hd_nc.val() == self.nil.val());
        self.arr_n11.next = self.hd_n11.val();
        for o in 0..K {
            self.arr_v[o].next = (self.if_v.q.val()
                & (self.if_o_r.q.val() & self.onehot[o].val()).any())
                | (self.fwd.val() & self.onehot[o].val()).any();
            if self.if_v.q.val() & (self.if_o_r.q.val() & self.onehot[o].val()).any() {
                if self.if_hdr.q.val() {
                    self.arr_n11.next = self.arr_len.val();
                    if self.arr_len.val() > self.k11.val() {
                        self.arr_n11.next = self.k11.val();
                    }
                    self.rem_d[o].next = bit_cast::<9, 11>(
                        (self.arr_len.val() + self.km1.val()) >> self.log_k.val(),
                    ) - 1;
                    self.rem_flits[o].d.next =
                        (self.arr_len.val() - self.arr_n11.val()) & self.flits_mask.val();
                    if !self.if_was_last.q.val() {
                        self.first_p_d[o].next = self.np_r.val();
                    }
                } else {
                    self.cmp_rem.next = self.rem_flits[o].q.val();
                    self.arr_n11.next = self.cmp_rem.val();
                    if self.cmp_rem.val() > self.k11.val() {
                        self.arr_n11.next = self.k11.val();
                    }
                    self.rem_flits[o].d.next =
                        (self.cmp_rem.val() - self.arr_n11.val()) & self.flits_mask.val();
                }
                if !self.if_pend.q.val() {
                    self.first_c[o].d.next = self.nc_r.val();
                }
                self.in_pkt_d[o].next = self.rem_d[o].val().any();
            }
            if (self.fwd.val() & self.onehot[o].val()).any() {
                // A unicast's NC (NIL) comes by NC forwarding from the writer.
                self.rem_d[o].next = self.hd_rem.val();
                self.rem_flits[o].d.next =
                    (self.s_hd_len.val() - self.hd_n11.val()) & self.flits_mask.val();
                self.in_pkt_d[o].next = self.hd_more.val();
                self.first_c[o].d.next = self.s_hd_nc.val();
                if self.hd_pend.val() {
                    self.pend_w[o].d.next = self.grant.val();
                }
            }
        }
        self.arr_n.next = bit_cast::<4, 11>(self.arr_n11.val());

        for o in 0..K {
            self.first_p_c[o].next = self.first_p_d[o].val();
            self.in_pkt_c[o].next = self.in_pkt_d[o].val();
        }

        // ---- NC forwarding ------------------------------------------------------------------
        // Outputs waiting for the granted writer's NC write take its successor chunk; a read
        // issued now of a writer's last_c waits likewise (or takes this edge's NC write).
        for o in 0..K {
            if self.ncs.val() & (self.pend_w[o].q.val() & self.grant.val()).any() {
                self.first_c[o].d.next = self.loc.val();
                self.pend_w[o].d.next = 0.into();
            }
            if (self.rd_o.val() & self.onehot[o].val() & self.pw_any.val()).any() {
                if self.ncs.val() & (self.pw[o].val() & self.grant.val()).any() {
                    self.first_c[o].d.next = self.loc.val();
                } else {
                    self.first_c[o].d.next = self.nil.val();
                    self.pend_w[o].d.next = self.pw[o].val();
                }
            }
        }

        // ---- Issue bookkeeping ------------------------------------------------------------
        // A header read of output o is `!in_pkt_r[o]` and was its queue's last when
        // `fp_last[o]`. The model then empties the list unless this edge gave `first_p`
        // another value (`first_p_d != rd_x`). Only a link can: no read of o is in flight
        // (the read port does not pick it then), so no arrival sets it, and a link sets it
        // to `loc`, a free chunk, never `rd_x`. So the rule is "unless a header is linked
        // to o", one gate from the read port's grant instead of a 9-bit compare behind it.
        for o in 0..K {
            if (self.rd_o.val() & self.onehot[o].val()).any() {
                if !self.in_pkt_r[o].q.val() {
                    self.in_pkt_d[o].next = true;
                    self.queue_d[o].next = self.queue_d[o].val() - 1;
                    if self.fp_last[o].val() & !(self.link_v.val() & self.onehot[o].val()).any() {
                        self.first_p_d[o].next = self.nil.val();
                    }
                } else {
                    self.rem_d[o].next = self.rem_chunks[o].q.val() - 1;
                }
            }
        }

        // ---- Bypass ownership and register updates ----------------------------------------
        for o in 0..K {
            self.xb_own_d[o].next = self.xb_own[o].q.val();
            if (self.xb_clr.val() & self.onehot[o].val()).any() {
                self.xb_own_d[o].next = false;
            }
            if (self.xb_set.val() & self.onehot[o].val()).any() {
                self.xb_own_d[o].next = true;
            }
            self.first_p_r[o].d.next = self.first_p_d[o].val();
            self.rem_chunks[o].d.next = self.rem_d[o].val() & self.chunks_mask.val();
            self.xb_own[o].d.next = self.xb_own_d[o].val();
            self.in_pkt_r[o].d.next = self.in_pkt_d[o].val();
            self.queue_r[o].d.next = self.queue_d[o].val();
            // The registered ownership (at the edge that clears it the bypass sends the
            // tail, `bypass_v`). A claim at this edge is not in it: a claimed output is idle
            // (its serialiser empty, no read in flight), so its output port has nothing of
            // its own to send, and the serialiser's step stays out of the path decision.
            self.hold[o].next = self.xb_own[o].q.val();
        }

        // ---- The idle flags after this edge --------------------------------------------------
        // From the queue and packet state before the read issued now: an output that read is
        // for is busy after the edge in any case (the read is in flight), and for every other
        // output the issue changes nothing; so the read port's arbitration is one gate from
        // `busy_r`.
        self.busy_d.next = 0.into();
        for o in 0..K {
            if self.xb_own_d[o].val()
                | (self.first_p_c[o].val() != self.nil.val())
                | self.in_pkt_c[o].val()
                | !self.op_idle_next[o].val()
                | (self.rd_o.val() & self.onehot[o].val()).any()
            {
                self.busy_d.next = self.busy_d.val() | self.onehot[o].val();
            }
        }
        self.busy_r.d.next = self.busy_d.val();

        // ---- Synchronous reset -------------------------------------------------------------
        self.rr.rst.next = self.rst.val();
        if self.rst.val() {
            for o in 0..K {
                self.first_p_r[o].d.next = self.nil.val();
                self.last_p[o].d.next = self.nil.val();
                self.first_c[o].d.next = self.nil.val();
                self.pend_w[o].d.next = 0.into();
                self.in_pkt_r[o].d.next = false;
                self.rem_chunks[o].d.next = 0.into();
                self.rem_flits[o].d.next = 0.into();
                self.xb_own[o].d.next = false;
                self.queue_r[o].d.next = 0.into();
            }
            self.if_v.d.next = false;
            self.if_o_r.d.next = 0.into();
            self.if_hdr.d.next = false;
            self.if_was_last.d.next = false;
            self.if_pend.d.next = false;
            self.busy_r.d.next = 0.into();
        }
    }
}

/// The read port's requests of [`CbReaders`], combinational: per output o, whether its next
/// chunk is readable (`first_p` for a new packet, `first_c` inside one; a writer's pending
/// `w_pre` is not), the writers whose `last_c` it is (`lc_fp[o]`, `lc_fc[o]`, one-hot: its NC
/// then comes by forwarding), and the outputs that want a read (`want`: room in the output
/// port, no read in flight for it, a readable chunk). The model's "Read port" eligibility.
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With this logic inside
/// the readers' block, the read port arbiter's grant (read there for the issue) seemed to
/// feed its own request (UNOPTFLAT, a false loop through the arbiter).
///
/// Ports in: `if_v`, `if_o` (the read in flight); per output o `op_can_prefetch[o]` and the
/// registers `first_p[o]`, `first_c[o]`, `in_pkt[o]`, `rem_chunks[o]`; per writer i
/// `last_c[i]`, `w_pre[i]`. Out: `want`, `lc_fp[o]`, `lc_fc[o]`. Latency 0.
#[derive(LogicBlock)]
pub struct CbReadSelect<const K: usize> {
    pub if_v: Signal<In, Bit>,
    pub if_o: Signal<In, Bits<K>>,
    pub op_can_prefetch: [Signal<In, Bit>; K],
    pub first_p: [Signal<In, Bits<9>>; K],
    pub first_c: [Signal<In, Bits<9>>; K],
    pub in_pkt: [Signal<In, Bit>; K],
    pub rem_chunks: [Signal<In, Bits<9>>; K],
    pub last_c: [Signal<In, Bits<9>>; K],
    pub w_pre: [Signal<In, Bits<9>>; K],
    pub want: Signal<Out, Bits<K>>,
    /// Writers (one-hot) whose `last_c` is output o's `first_p` / `first_c`.
    pub lc_fp: [Signal<Out, Bits<K>>; K],
    pub lc_fc: [Signal<Out, Bits<K>>; K],
    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    readable_fp: [Signal<Local, Bit>; K],
    readable_fc: [Signal<Local, Bit>; K],
}

impl<const K: usize> Default for CbReadSelect<K> {
    fn default() -> Self {
        CbReadSelect {
            if_v: Default::default(),
            if_o: Default::default(),
            op_can_prefetch: arr(),
            first_p: arr(),
            first_c: arr(),
            in_pkt: arr(),
            rem_chunks: arr(),
            last_c: arr(),
            w_pre: arr(),
            want: Default::default(),
            lc_fp: arr(),
            lc_fc: arr(),
            nil: crate::consts::nil(),
            onehot: crate::consts::onehot(),
            readable_fp: arr(),
            readable_fc: arr(),
        }
    }
}

impl<const K: usize> Logic for CbReadSelect<K> {
    #[hdl_gen]
    fn update(&mut self) {
        // A chunk is readable once written: it is no writer's pending pre (a header never
        // is). A writer's last_c is readable too; its NC comes by forwarding (`pw`).
        for o in 0..K {
            self.readable_fp[o].next = self.first_p[o].val() != self.nil.val();
            self.readable_fc[o].next = self.first_c[o].val() != self.nil.val();
            self.lc_fp[o].next = 0.into();
            self.lc_fc[o].next = 0.into();
            for i in 0..K {
                if self.w_pre[i].val() == self.first_c[o].val() {
                    self.readable_fc[o].next = false;
                }
                if self.last_c[i].val() == self.first_p[o].val() {
                    self.lc_fp[o].next = self.lc_fp[o].val() | self.onehot[i].val();
                }
                if self.last_c[i].val() == self.first_c[o].val() {
                    self.lc_fc[o].next = self.lc_fc[o].val() | self.onehot[i].val();
                }
            }
        }
        self.want.next = 0.into();
        for o in 0..K {
            if !(self.if_v.val() & (self.if_o.val() & self.onehot[o].val()).any())
                & self.op_can_prefetch[o].val()
            {
                if self.in_pkt[o].val() {
                    if self.rem_chunks[o].val().any() & self.readable_fc[o].val() {
                        self.want.next = self.want.val() | self.onehot[o].val();
                    }
                } else if self.readable_fp[o].val() {
                    self.want.next = self.want.val() | self.onehot[o].val();
                }
            }
        }
    }
}
