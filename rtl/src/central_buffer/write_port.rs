//! The central buffer's write port (multidestination-worms paper, Sections 4.1 and 4.2.2):
//! eligibility of each input's ready chunk, the write turn, the least-recently-served grant,
//! and the decode of the granted input's write step. Golden model:
//! `wormcast_model::central_buffer::write_port::WritePort` (module doc of
//! `wormcast_model::central_buffer`: "Write port", "Direction reserve and upward admission",
//! "Headroom", "Write turn", "Shared header copies").
//!
//! Ports:
//! * from [`super::writers::CbWriters`], per input i: `chunk_ready[i]` (a chunk waits for
//!   the write port, or the offered flit completes one), `mc[i]`, `admitted[i]`, `up[i]`,
//!   `streaming[i]`, `total[i]` (chunks an admission reserves: a multicast's, or an upward
//!   unicast's, whose `total` is its chunk count); the granted input's state `s_mc`,
//!   `s_up`, `s_adm`, `s_hdr`, `s_last`, `s_mask`, `s_ks`, `s_nch`, `s_copies`,
//!   `s_pre_done`, `s_last_c`, `s_pre`; `copy_wait` (bit i: input i's step would load the
//!   header-copy register while another input's copies are in it: not granted, still
//!   waiting for the turn);
//! * from [`super::buffer::CbBuffer`]: `free_count`, `up_used`, `head`, `ready` (low during
//!   the buffer's reset sweep: no input is granted then);
//! * `rst` (synchronous reset): at the edge the turn and both arbiters return to their
//!   power-on values; the outputs of the cycle are unaffected;
//! * out: `grant` (one-hot, 0 = none: the registered grant, `grant_r`, whose step is
//!   performed at this edge), the write step `admit` (a multicast or upward
//!   unicast header is admitted: its `total` chunks move to `reserved`), `up_step` (the
//!   step is an upward unicast's: its chunk comes from the reservation, and its admission
//!   and a forwarded header change `up_used`), `case_a` (unicast chunk),
//!   `case_b1` (shared scheme: pre-allocate the second chunk), `case_b2` (shared scheme: one
//!   header copy), `case_c` (per-output scheme: the header), `case_d` (a multicast data
//!   chunk), `use_pre` (it goes to the pre-allocated chunk), `alloc`, `loc` (the chunk
//!   written), `copies_after`, `released` (the assembled chunk is consumed), `link_v`
//!   (outputs whose queues get `loc`), `ncs` (an NC write for the granted input's `last_c`,
//!   forwarded to the waiting outputs), `chunk_we`, `init` (chunk write and its counter),
//!   `nc_we`, `nc_waddr`, `nc_wdata`. Of the step's cases the buffer takes `admit`,
//!   `case_a`, `up_step`; `case_b1` .. `case_d`, `use_pre`, `copies_after`, `released` feed
//!   no block (the writers decode their granted step themselves, per input beside this
//!   arbitration: [`super::writers::CbWritersSelect`], "Late select") and stay ports for this
//!   block's three-way check and the waveforms;
//! * output forwarding: in `fwd_ok` (from the readers: outputs that can take a written header
//!   now), `s_hd_out` (from the writers: the output of the granted input's header step, a
//!   unicast header's `s_mask` or a header copy's lowest destination, 0 for other steps);
//!   out `fwd` (one-hot: the granted unicast header or header copy goes to that output
//!   instead of the buffer, decided from registers: the writers' path decision does not
//!   claim that output for a bypass at this edge;
//!   `alloc`, `chunk_we`, `nc_we` and `link_v` stay low, `case_a` is low for a unicast and
//!   `released` high; `nc_wdata` carries the header's NC, NIL for a unicast), `fwd_rel` (a
//!   forwarded header copy or upward unicast header returns the chunk its admission
//!   reserved).
//!
//! Latency: the grant is registered (`grant_r`, revision 2; module doc of
//! `wormcast_model::central_buffer`, "Registered write grant"): the arbitration in cycle t,
//! combinational from the writers' registers and the completing offer, the step in cycle t + 1,
//! decoded from `grant_r` and the granted writer's state then. The arbitration beside a
//! pending step leaves its writer out (`pending`, the request side) and counts what it
//! takes: `free_count - pend_free_r` for the compares, `up_used + pend_up_r` for `up_room`
//! (`pend_*_r`: the granted input's take, registered with the grant). Registers: the grant
//! and the take, the turn (`turn_v`, `turn_o`) and the arbiters' pointers.
//!
//! Structure: the request side (eligibility, the inputs waiting for the turn, the holds, the
//! arbiter's requests) is the combinational child [`CbWriteRequest`]; this block holds the
//! turn and the two arbiters and decodes the granted input's write step.
//!
//! Timing: the write turn adds one gate level to the request path (`held`, from the
//! registered turn, the holder's `up` bit through a K-input mux on the one-hot turn and one
//! 9-bit compare of `up_used` with the constant `up_limit`, ANDed into each request before
//! the arbiter); the same compare gates an upward header's admission beside the
//! `free_count >= total + K` compare it shares with the multicast admission; the turn's next
//! state (a round-robin pick among the waiting inputs minus the granted one) follows the
//! grant into a register.

use crate::arbiter::{LrsArbiter, RoundRobinArbiter};
use rust_hdl::prelude::*;
use wormcast_model::central_buffer::NIL;

#[derive(LogicBlock)]
pub struct CbWritePort<const K: usize, const P: usize> {
    pub clock: Signal<In, Clock>,
    pub rst: Signal<In, Bit>,
    pub ready: Signal<In, Bit>,
    // Per input.
    pub chunk_ready: [Signal<In, Bit>; K],
    pub mc: [Signal<In, Bit>; K],
    pub admitted: [Signal<In, Bit>; K],
    pub up: [Signal<In, Bit>; K],
    pub streaming: [Signal<In, Bit>; K],
    pub total: [Signal<In, Bits<9>>; K],
    pub copy_wait: Signal<In, Bits<K>>,
    // The granted input.
    pub s_mc: Signal<In, Bit>,
    pub s_up: Signal<In, Bit>,
    pub s_adm: Signal<In, Bit>,
    pub s_hdr: Signal<In, Bit>,
    pub s_last: Signal<In, Bit>,
    pub s_mask: Signal<In, Bits<K>>,
    pub s_ks: Signal<In, Bits<4>>,
    pub s_nch: Signal<In, Bits<9>>,
    pub s_copies: Signal<In, Bits<K>>,
    pub s_pre_done: Signal<In, Bit>,
    pub s_last_c: Signal<In, Bits<9>>,
    pub s_pre: Signal<In, Bits<9>>,
    // Buffer state.
    pub free_count: Signal<In, Bits<9>>,
    pub up_used: Signal<In, Bits<9>>,
    pub head: Signal<In, Bits<8>>,
    // The write step.
    pub grant: Signal<Out, Bits<K>>,
    pub admit: Signal<Out, Bit>,
    pub up_step: Signal<Out, Bit>,
    pub case_a: Signal<Out, Bit>,
    pub case_b1: Signal<Out, Bit>,
    pub case_b2: Signal<Out, Bit>,
    pub case_c: Signal<Out, Bit>,
    pub case_d: Signal<Out, Bit>,
    pub use_pre: Signal<Out, Bit>,
    pub alloc: Signal<Out, Bit>,
    pub loc: Signal<Out, Bits<9>>,
    pub copies_after: Signal<Out, Bits<K>>,
    pub released: Signal<Out, Bit>,
    pub link_v: Signal<Out, Bits<K>>,
    pub ncs: Signal<Out, Bit>,
    pub chunk_we: Signal<Out, Bit>,
    pub init: Signal<Out, Bits<4>>,
    pub nc_we: Signal<Out, Bit>,
    pub nc_waddr: Signal<Out, Bits<9>>,
    pub nc_wdata: Signal<Out, Bits<9>>,
    /// Output forwarding: from the readers, the outputs that can take a written header now
    /// (`fwd_ok`); out, the output (one-hot, 0 = none) the granted unicast header goes to
    /// instead of the buffer.
    pub fwd_ok: Signal<In, Bits<K>>,
    /// From the writers: the output (one-hot, 0 = none) of the granted input's header step
    /// (a unicast header, or a shared header copy).
    pub s_hd_out: Signal<In, Bits<K>>,
    pub fwd: Signal<Out, Bits<K>>,
    pub fwd_rel: Signal<Out, Bit>,

    /// Write port arbiter (least recently served).
    pub lrs: LrsArbiter<K>,
    /// The write turn: held, by which input (one-hot), and its round-robin pick.
    pub turn_v: DFF<Bit>,
    pub turn_o: DFF<Bits<K>>,
    pub trr: RoundRobinArbiter<K, P>,
    /// Eligibility, the inputs waiting for the turn, and the arbiter's requests.
    pub wreq: CbWriteRequest<K>,
    /// The registered write grant: the input (one-hot) whose step is performed at the next
    /// edge, and what that step takes from `free_count` and adds to `up_used` (the model's
    /// `PendingTake`), for the arbitration beside it.
    pub grant_r: DFF<Bits<K>>,
    pub pend_free_r: DFF<Bits<9>>,
    pub pend_up_r: DFF<Bits<9>>,

    nil: Constant<Bits<9>>,
    onehot: [Constant<Bits<K>>; K],
    shared: Constant<Bit>,

    /// The turn stays with its holder.
    keep: Signal<Local, Bit>,
    wg_v: Signal<Local, Bit>,
    /// Per input: what its step takes from `free_count` / adds to `up_used` if granted now.
    take: [Signal<Local, Bits<9>>; K],
    take_up: [Signal<Local, Bits<9>>; K],
    pf: Signal<Local, Bits<9>>,
    pu: Signal<Local, Bits<9>>,
    b2_w: Signal<Local, Bit>,
    oc: Signal<Local, Bits<K>>,
    oc_found: Signal<Local, Bit>,
}

use crate::consts::arr;

impl<const K: usize, const P: usize> CbWritePort<K, P> {
    /// The write port of a switch of `chunks` chunks, ports `down..K` up ports, `shared`
    /// header copies, direction reserve `down_reserve` chunks, packets of at most `max_len`
    /// flits (for the upward admission's `up_limit`).
    pub fn new(
        chunks: usize,
        down: usize,
        shared: bool,
        down_reserve: usize,
        max_len: usize,
    ) -> Self {
        assert!(
            1usize << P == K,
            "P = {P} pointer bits must be log2(K = {K})"
        );
        assert!(
            chunks > down_reserve + K,
            "chunks = {chunks} must exceed down_reserve + K"
        );
        let c9 = |v: usize| Constant::new((v as u64).to_bits());
        CbWritePort {
            clock: Default::default(),
            rst: Default::default(),
            ready: Default::default(),
            chunk_ready: arr(),
            mc: arr(),
            admitted: arr(),
            up: arr(),
            streaming: arr(),
            total: arr(),
            copy_wait: Default::default(),
            s_mc: Default::default(),
            s_up: Default::default(),
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
            free_count: Default::default(),
            up_used: Default::default(),
            head: Default::default(),
            grant: Default::default(),
            admit: Default::default(),
            up_step: Default::default(),
            case_a: Default::default(),
            case_b1: Default::default(),
            case_b2: Default::default(),
            case_c: Default::default(),
            case_d: Default::default(),
            use_pre: Default::default(),
            alloc: Default::default(),
            loc: Default::default(),
            copies_after: Default::default(),
            released: Default::default(),
            link_v: Default::default(),
            ncs: Default::default(),
            chunk_we: Default::default(),
            init: Default::default(),
            nc_we: Default::default(),
            nc_waddr: Default::default(),
            nc_wdata: Default::default(),
            fwd_ok: Default::default(),
            s_hd_out: Default::default(),
            fwd: Default::default(),
            fwd_rel: Default::default(),
            b2_w: Default::default(),
            lrs: Default::default(),
            turn_v: Default::default(),
            turn_o: Default::default(),
            trr: Default::default(),
            wreq: CbWriteRequest::new(chunks, down, down_reserve, max_len),
            grant_r: Default::default(),
            pend_free_r: Default::default(),
            pend_up_r: Default::default(),
            take: arr(),
            take_up: arr(),
            pf: Default::default(),
            pu: Default::default(),
            nil: c9(NIL),
            onehot: crate::consts::onehot(),
            shared: Constant::new(shared),
            keep: Default::default(),
            wg_v: Default::default(),
            oc: Default::default(),
            oc_found: Default::default(),
        }
    }
}

impl<const K: usize, const P: usize> Logic for CbWritePort<K, P> {
    #[hdl_gen]
    fn update(&mut self) {
        dff_setup!(self, clock, turn_v, turn_o, grant_r, pend_free_r, pend_up_r);
        self.lrs.clock.next = self.clock.val();
        self.trr.clock.next = self.clock.val();

        // ---- Requests ([`CbWriteRequest`], a child so that this block's `always` has no
        // path from the arbiters' grants to their requests: see its doc) -------------------
        self.wreq.ready.next = self.ready.val();
        for i in 0..K {
            self.wreq.chunk_ready[i].next = self.chunk_ready[i].val();
            self.wreq.mc[i].next = self.mc[i].val();
            self.wreq.admitted[i].next = self.admitted[i].val();
            self.wreq.up[i].next = self.up[i].val();
            self.wreq.streaming[i].next = self.streaming[i].val();
            self.wreq.total[i].next = self.total[i].val();
        }
        self.wreq.copy_wait.next = self.copy_wait.val();
        self.wreq.free_count.next = self.free_count.val() - self.pend_free_r.q.val();
        self.wreq.up_used.next = self.up_used.val() + self.pend_up_r.q.val();
        self.wreq.pending.next = self.grant_r.q.val();
        self.wreq.turn_v.next = self.turn_v.q.val();
        self.wreq.turn_o.next = self.turn_o.q.val();
        self.lrs.req.next = self.wreq.req.val();
        self.lrs.advance.next = true;
        // The grant into its register; the step below is the registered grant's.
        self.grant_r.d.next = self.lrs.grant.val();
        self.pf.next = 0.into();
        self.pu.next = 0.into();
        for i in 0..K {
            self.take[i].next = 0.into();
            self.take_up[i].next = 0.into();
            if (self.mc[i].val() | self.up[i].val()) & !self.admitted[i].val() {
                self.take[i].next = self.total[i].val();
                if !self.mc[i].val() {
                    self.take_up[i].next = self.total[i].val();
                }
            } else if !self.mc[i].val() & !self.up[i].val() {
                self.take[i].next = 1.into();
            }
            if (self.lrs.grant.val() & self.onehot[i].val()).any() {
                self.pf.next = self.pf.val() | self.take[i].val();
                self.pu.next = self.pu.val() | self.take_up[i].val();
            }
        }
        self.pend_free_r.d.next = self.pf.val();
        self.pend_up_r.d.next = self.pu.val();
        self.grant.next = self.grant_r.q.val();
        self.wg_v.next = self.grant_r.q.val().any();
        // The turn stays while its holder waits and is not granted, else passes round-robin
        // to a waiting input not granted at this edge. `trr.advance` repeats `keep`'s
        // expression instead of reading it, so that it shares no local with the turn's next
        // state, which reads the arbiter's grant.
        self.keep.next = self.turn_v.q.val()
            & (self.wreq.waiting.val() & self.turn_o.q.val()).any()
            & !(self.lrs.grant.val() & self.turn_o.q.val()).any();
        self.trr.req.next = self.wreq.waiting.val() & !self.lrs.grant.val();
        self.trr.advance.next = !(self.turn_v.q.val()
            & (self.wreq.waiting.val() & self.turn_o.q.val()).any()
            & !(self.lrs.grant.val() & self.turn_o.q.val()).any());
        if !self.keep.val() {
            self.turn_v.d.next = self.trr.valid.val();
            self.turn_o.d.next = self.trr.grant.val();
        }
        self.lrs.rst.next = self.rst.val();
        self.trr.rst.next = self.rst.val();
        if self.rst.val() {
            self.turn_v.d.next = false;
            self.turn_o.d.next = 0.into();
            self.grant_r.d.next = 0.into();
            self.pend_free_r.d.next = 0.into();
            self.pend_up_r.d.next = 0.into();
        }

        // ---- Write step of the granted input ------------------------------------------------
        // A multicast header or an upward unicast header is admitted whole (a header copy
        // from the register shows `s_mc`, whatever the input's next packet is).
        self.up_step.next = self.wg_v.val() & !self.s_mc.val() & self.s_up.val();
        self.admit.next = self.wg_v.val() & (self.s_mc.val() | self.s_up.val()) & !self.s_adm.val();
        self.case_b1.next = self.wg_v.val()
            & self.s_mc.val()
            & self.s_hdr.val()
            & self.shared.val()
            & (self.s_nch.val() >= 2)
            & !self.s_pre_done.val();
        self.case_b2.next = self.wg_v.val()
            & self.s_mc.val()
            & self.s_hdr.val()
            & self.shared.val()
            & !((self.s_nch.val() >= 2) & !self.s_pre_done.val());
        self.case_c.next =
            self.wg_v.val() & self.s_mc.val() & self.s_hdr.val() & !self.shared.val();
        self.case_d.next = self.wg_v.val() & self.s_mc.val() & !self.s_hdr.val();
        self.use_pre.next = self.case_d.val() & (self.s_pre.val() != self.nil.val());
        // Lowest destination whose header copy is still to be written.
        self.oc.next = 0.into();
        self.oc_found.next = false;
        for o in 0..K {
            if !self.oc_found.val() & (self.s_copies.val() & self.onehot[o].val()).any() {
                self.oc_found.next = true;
                self.oc.next = self.onehot[o].val();
            }
        }
        // Output forwarding: a unicast header or a header copy for an idle output goes to it
        // instead of into the buffer (the writers' bypass claims leave that output alone;
        // `case_a`: a unicast chunk written; `b2_w`: a header copy written; `fwd_rel`: a
        // forwarded header copy or upward unicast header returns the chunk its admission
        // reserved for it; a downward unicast has none). The writers give the header step's
        // output (`s_hd_out`: `s_mask` for a unicast header, `oc` for a header copy, 0 for
        // any other step), selected by the registered grant.
        self.fwd.next = self.s_hd_out.val() & self.fwd_ok.val();
        self.case_a.next = self.wg_v.val() & !self.s_mc.val() & !self.fwd.val().any();
        self.b2_w.next = self.case_b2.val() & !self.fwd.val().any();
        self.fwd_rel.next = self.fwd.val().any() & (self.s_adm.val() | self.admit.val());
        self.alloc.next = self.case_a.val()
            | self.case_b1.val()
            | self.b2_w.val()
            | self.case_c.val()
            | (self.case_d.val() & !self.use_pre.val());
        self.loc.next = bit_cast::<9, 8>(self.head.val());
        if self.use_pre.val() {
            self.loc.next = self.s_pre.val();
        }
        self.copies_after.next = self.s_copies.val() & !self.oc.val();
        // The assembler is released by a unicast step (written or forwarded: `case_a` or
        // `fwd`, i.e. `wg_v & !s_mc`), a data chunk, or a header's last copy; a forwarded
        // header copy is `case_b2`, which the writers OR in (`rel`).
        self.released.next = (self.wg_v.val() & !self.s_mc.val())
            | self.case_c.val()
            | self.case_d.val()
            | (self.case_b2.val() & !self.copies_after.val().any());
        // Chunk data and counter init.
        self.chunk_we.next =
            self.case_a.val() | self.case_c.val() | self.case_d.val() | self.b2_w.val();
        self.init.next = self.s_ks.val();
        if self.case_a.val() | self.case_b2.val() {
            self.init.next = 1.into();
        }
        // NC links (not when every output has read last_c already: it may be reused).
        self.ncs.next =
            (self.case_a.val() & !self.s_hdr.val()) | (self.case_d.val() & !self.use_pre.val());
        self.nc_we.next = false;
        self.nc_waddr.next = 0.into();
        self.nc_wdata.next = 0.into();
        if self.ncs.val() & (self.s_last_c.val() != self.nil.val()) {
            self.nc_we.next = true;
            self.nc_waddr.next = self.s_last_c.val();
            self.nc_wdata.next = self.loc.val();
        }
        if self.fwd.val().any() {
            // A forwarded unicast header's NC comes by NC forwarding.
            self.nc_wdata.next = self.nil.val();
        }
        if self.case_b2.val() {
            self.nc_we.next = self.b2_w.val();
            self.nc_waddr.next = self.loc.val();
            self.nc_wdata.next = self.nil.val();
            if self.s_nch.val() >= 2 {
                self.nc_wdata.next = self.s_pre.val();
            }
        }
        // Header linking into the output queues (NP lists).
        self.link_v.next = 0.into();
        if self.case_a.val() & self.s_hdr.val() {
            self.link_v.next = self.s_mask.val();
        }
        if self.b2_w.val() {
            self.link_v.next = self.oc.val();
        }
        if self.case_c.val() {
            self.link_v.next = self.s_mask.val();
        }
    }
}

/// The request side of [`CbWritePort`], combinational: per input, the chunks a downward
/// unicast chunk needs free (`need`), the inputs waiting for the write turn (`waiting`), room
/// for an upward admission (`up_room`), the holder's `up` bit (`holder_up`), the inputs the
/// turn holds (`held`), and the write port arbiter's requests (`req`; none while the buffer
/// is not `ready`). The logic of the model's "Write turn", "Direction reserve and upward
/// admission" and "Headroom" (reservation on).
///
/// Why a block of its own: rust-hdl emits one `always @(*)` per module, and Verilator orders
/// a module's block as one unit unless its statements share no locals. With this logic inside
/// the write port's block, the arbiters' grants (read there for the turn and the write step)
/// seemed to feed their own requests (UNOPTFLAT, a false loop through each arbiter).
///
/// Ports in: `ready`, per input `chunk_ready[i]`, `mc[i]`, `admitted[i]`, `up[i]`,
/// `streaming[i]`, `total[i]`; `copy_wait` (no grant, the turn unchanged); `free_count`,
/// `up_used` (each less / plus what the pending step takes); the turn registers `turn_v`,
/// `turn_o`; `pending` (the registered grant's input: it neither asks nor waits). Out:
/// `req`, `waiting`. Latency 0.
#[derive(LogicBlock)]
pub struct CbWriteRequest<const K: usize> {
    pub ready: Signal<In, Bit>,
    pub chunk_ready: [Signal<In, Bit>; K],
    pub mc: [Signal<In, Bit>; K],
    pub admitted: [Signal<In, Bit>; K],
    pub up: [Signal<In, Bit>; K],
    pub streaming: [Signal<In, Bit>; K],
    pub total: [Signal<In, Bits<9>>; K],
    pub copy_wait: Signal<In, Bits<K>>,
    pub free_count: Signal<In, Bits<9>>,
    pub up_used: Signal<In, Bits<9>>,
    pub turn_v: Signal<In, Bit>,
    pub turn_o: Signal<In, Bits<K>>,
    /// The input whose step is pending (the registered grant): it asks for nothing.
    pub pending: Signal<In, Bits<K>>,
    pub req: Signal<Out, Bits<K>>,
    pub waiting: Signal<Out, Bits<K>>,
    onehot: [Constant<Bits<K>>; K],
    up_ports: Constant<Bits<K>>,
    k9: Constant<Bits<9>>,
    k1: Constant<Bits<9>>,
    /// `C - Lc - down_reserve - K` (saturating at 0; `Lc`: chunks of the largest packet):
    /// the most `up_used` with which an upward header is admitted, and with which an upward
    /// header holding the turn holds the arrivals from above (the model's `up_limit`).
    up_limit: Constant<Bits<9>>,
    /// Chunks input i's downward unicast chunk needs free.
    need: [Signal<Local, Bits<9>>; K],
    /// `up_used <= up_limit`: one more largest upward packet fits beside the down reserve
    /// and the headroom.
    up_room: Signal<Local, Bit>,
    /// The turn's holder is on an upward packet (K-input mux on the one-hot turn).
    holder_up: Signal<Local, Bit>,
    /// Inputs whose non-streaming downward unicast chunks and unadmitted headers are held.
    held: Signal<Local, Bits<K>>,
}

impl<const K: usize> CbWriteRequest<K> {
    /// The requests of a switch of `chunks` chunks, ports `down..K` up ports, direction
    /// reserve `down_reserve` chunks, packets of at most `max_len` flits.
    pub fn new(chunks: usize, down: usize, down_reserve: usize, max_len: usize) -> Self {
        assert!(
            chunks > down_reserve + K,
            "chunks = {chunks} must exceed down_reserve + K"
        );
        let c9 = |v: usize| Constant::new((v as u64).to_bits());
        let up_mask = ((1u64 << K) - 1) & !((1u64 << down) - 1);
        let lc = max_len.div_ceil(K);
        CbWriteRequest {
            ready: Default::default(),
            chunk_ready: arr(),
            mc: arr(),
            admitted: arr(),
            up: arr(),
            streaming: arr(),
            total: arr(),
            copy_wait: Default::default(),
            free_count: Default::default(),
            up_used: Default::default(),
            turn_v: Default::default(),
            turn_o: Default::default(),
            pending: Default::default(),
            req: Default::default(),
            waiting: Default::default(),
            onehot: crate::consts::onehot(),
            up_ports: Constant::new(up_mask.to_bits()),
            k9: c9(K),
            k1: c9(K + 1),
            up_limit: c9(chunks.saturating_sub(lc + down_reserve + K)),
            need: arr(),
            up_room: Default::default(),
            holder_up: Default::default(),
            held: Default::default(),
        }
    }
}

impl<const K: usize> Logic for CbWriteRequest<K> {
    #[hdl_gen]
    fn update(&mut self) {
        // ---- Write turn (see the model): the inputs waiting for it -------------------------
        // A non-streaming downward unicast chunk, or a header not yet admitted (a multicast's
        // or an upward unicast's; a header copy from the register shows `mc`).
        self.waiting.next = 0.into();
        for i in 0..K {
            if self.chunk_ready[i].val() & !(self.pending.val() & self.onehot[i].val()).any() {
                if self.mc[i].val() | self.up[i].val() {
                    if !self.admitted[i].val() {
                        self.waiting.next = self.waiting.val() | self.onehot[i].val();
                    }
                } else if !self.streaming[i].val() {
                    self.waiting.next = self.waiting.val() | self.onehot[i].val();
                }
            }
        }
        // ---- The holds: while input t holds the turn every other input is held; inputs on
        // up ports (arrivals from above) only while the holder fits once the downward chunks
        // are gone: a downward holder always, an upward one while there is `up_room` --------
        self.up_room.next = self.up_used.val() <= self.up_limit.val();
        self.holder_up.next = false;
        for i in 0..K {
            if (self.turn_o.val() & self.onehot[i].val()).any() {
                self.holder_up.next = self.up[i].val();
            }
        }
        self.held.next = 0.into();
        if self.turn_v.val() {
            self.held.next = !self.up_ports.val();
            if !self.holder_up.val() | self.up_room.val() {
                self.held.next = self.held.val() | self.up_ports.val();
            }
            self.held.next = self.held.val() & !self.turn_o.val();
        }
        // ---- Eligibility --------------------------------------------------------------------
        self.req.next = 0.into();
        for i in 0..K {
            self.need[i].next = self.k1.val();
            if self.streaming[i].val() {
                self.need[i].next = 1.into();
            }
            if self.chunk_ready[i].val() {
                if !self.mc[i].val() & !self.up[i].val() {
                    // A downward unicast chunk: a streaming one needs one free chunk, others
                    // keep the headroom and wait while held.
                    if (self.streaming[i].val() | !(self.held.val() & self.onehot[i].val()).any())
                        & (self.free_count.val() >= self.need[i].val())
                    {
                        self.req.next = self.req.val() | self.onehot[i].val();
                    }
                } else if self.admitted[i].val()
                    | (!(self.held.val() & self.onehot[i].val()).any()
                        & (self.free_count.val() >= self.total[i].val() + self.k9.val())
                        & (self.mc[i].val() | self.up_room.val()))
                {
                    // An admitted packet's chunks come from its reservation; a header is
                    // admitted when the packet fits with the headroom left, an upward one
                    // also only while there is `up_room`.
                    self.req.next = self.req.val() | self.onehot[i].val();
                }
            }
        }
        // No grant during the buffer's reset sweep, nor to a step that waits for the
        // header-copy register.
        self.req.next = self.req.val() & !self.copy_wait.val() & !self.pending.val();
        if !self.ready.val() {
            self.req.next = 0.into();
        }
    }
}
