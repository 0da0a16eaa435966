//! The write port of the central-buffer switch (module doc of [`super`]: "Write port",
//! "Direction reserve and upward admission", "Headroom", "Write turn", "Shared header
//! copies"): eligibility, the write turn, the least-recently-served grant and the granted
//! input's write step. The RTL block `wormcast_rtl::central_buffer::write_port::CbWritePort`
//! holds the same registers (the arbiters and the turn); [`WritePortBlock`] is it with the
//! RTL's ports.
//! Part of the golden model [`super::CentralBufferSwitch`]; the module doc there is the
//! register-level spec.

use super::writers::{copy_wait, Writer};
use super::{CbParams, CentralBufferSwitch, HeaderScheme, NIL};
use crate::arbiter::{LeastRecentlyServed, RoundRobin};
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::Flit;

/// The write port's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct WritePort {
    pub(super) lrs: LeastRecentlyServed,
    /// The write turn (module doc): the input whose waiting chunk holds the others, and the
    /// round-robin pointer that passes it on.
    pub(super) turn: Option<usize>,
    pub(super) turn_rr: RoundRobin,
    /// This edge's NC write (writer, successor chunk), for NC forwarding.
    pub(super) nc_step: Option<(usize, usize)>,
    /// With the registered write grant (module doc of [`super`]): the input granted at the
    /// last edge, whose write step is performed at this one.
    pub(super) pending: Option<usize>,
    /// While the arbitration for the next edge is evaluated with the registered write grant:
    /// what the pending step takes ([`PendingTake`]); zero otherwise.
    pub(super) pend: PendingTake,
}

/// What a pending write step (registered write grant, module doc of [`super`]) takes from
/// the accounting and the header-copy register, as the arbitration evaluated beside it must
/// count it: the free chunks (its admission's `total` and the chunk it allocates when not
/// admitted, counted even if the step is forwarded), the `up_used` it adds, and whether it
/// loads the header-copy register.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct PendingTake {
    pub(super) free: usize,
    pub(super) up: usize,
    pub(super) loads_hc: bool,
}

impl WritePort {
    pub(super) fn new(k: usize) -> Self {
        WritePort {
            lrs: LeastRecentlyServed::new(k),
            turn: None,
            turn_rr: RoundRobin::new(k),
            nc_step: None,
            pending: None,
            pend: PendingTake::default(),
        }
    }

    /// The write arbitration at an edge: the least-recently-served grant among `req`, then
    /// the write turn (module doc, "Write turn"), kept while its holder is `waiting` and not
    /// granted, else passed on round-robin to a waiting input not granted at this edge.
    pub(super) fn grant_and_turn(&mut self, req: u64, waiting: u64) -> Option<usize> {
        let g = self.lrs.step(req, true);
        let granted = g.map_or(0, |g| 1u64 << g);
        let keep = matches!(self.turn, Some(t) if waiting >> t & 1 == 1 && g != Some(t));
        if !keep {
            self.turn = self.turn_rr.step(waiting & !granted, true);
        }
        g
    }
}

impl CentralBufferSwitch {
    /// Is input i's (unicast) packet streaming: an output already reads it, or its header is
    /// next in line at an idle output (whose reads will follow the writes)?
    pub(super) fn streaming(&self, i: usize) -> bool {
        let w = &self.wr[i];
        let o = w.mask.trailing_zeros() as usize;
        w.streaming || (w.hdr_loc != NIL && self.rd[o].first_p == w.hdr_loc && !self.rd[o].in_pkt)
    }

    /// Writer i may be granted the write port: it asks for it (RTL `chunk_ready[i]`:
    /// [`super::writers::Writer::requests`]) and its step does not wait for the header-copy
    /// register (RTL `copy_wait`: [`super::writers::copy_wait`]). A writer that waits for the
    /// register still takes part in the write turn.
    pub(super) fn asks(&self, i: usize) -> bool {
        let shared = self.p.scheme == HeaderScheme::Shared;
        let w = &self.wr[i];
        w.requests(shared)
            && !copy_wait(&self.wr, i, shared)
            && !(self.wp.pend.loads_hc && w.loads_hc(shared))
    }

    /// The free chunks the write port's eligibility sees: `free_count`, less what a pending
    /// write step takes (registered write grant).
    fn free_eff(&self) -> usize {
        self.buf.free_count - self.wp.pend.free
    }

    /// What writer i's write step, granted at the last edge and performed at this one (its
    /// state as it is before the edge), takes ([`PendingTake`]; registered write grant).
    pub(super) fn pending_take(&self, i: usize, shared: bool) -> PendingTake {
        let w = &self.wr[i];
        if w.hc_busy() {
            // A copy from the header-copy register (which it already holds).
            return PendingTake {
                free: (!w.hc_adm) as usize,
                up: 0,
                loads_hc: false,
            };
        }
        let mut t = PendingTake {
            loads_hc: w.loads_hc(shared),
            ..PendingTake::default()
        };
        let mut adm = w.admitted;
        if self.vct && !adm && (w.mc || w.up) {
            let total = w.admission(shared);
            t.free += total;
            if !w.mc {
                t.up += total;
            }
            adm = true;
        }
        // The chunk the step allocates (none for a multicast data chunk into its
        // pre-allocated one; a forwarded header allocates none either, but the arbitration
        // cannot know that yet).
        let allocates = !w.mc || w.hdr || w.pre == NIL;
        if allocates && !adm {
            t.free += 1;
            if !w.mc && w.up {
                t.up += 1;
            }
        }
        t
    }

    /// Input i's ready chunk takes part in the write turn (module doc, "Write turn"): a
    /// non-streaming unicast chunk or a multicast header not yet admitted (reservation on).
    pub(super) fn turn_waiting(&self, i: usize) -> bool {
        let w = &self.wr[i];
        self.vct
            && w.requests(self.p.scheme == HeaderScheme::Shared)
            && if w.req_mc() || w.up {
                !w.req_admitted()
            } else {
                !self.streaming(i)
            }
    }

    /// The holds (module doc, "Write turn"): bit i set when input i's non-streaming downward
    /// unicast chunk or unadmitted header (multicast or upward) must wait. While input t holds
    /// the turn every other input is held; inputs on up ports (arrivals from above) only
    /// while the holder fits once the downward chunks are gone: always for a downward holder
    /// (the upward admission keeps `up_used <= C - down_reserve - k`), for an upward header
    /// while there is [`Self::up_room`].
    pub(super) fn holds(&self) -> u64 {
        let k = self.p.k();
        let all = (1u64 << k) - 1;
        let from_below = (1u64 << self.p.route.down) - 1;
        let mut h = 0;
        if let Some(t) = self.wp.turn {
            let m = if !self.wr[t].up || self.up_room() {
                all
            } else {
                from_below
            };
            h |= m & !(1u64 << t);
        }
        h
    }

    /// Room for one more largest upward packet beside the down reserve and the headroom:
    /// `up_used + Lc + down_reserve + k <= C` (module doc, "Upward admission"; one compare of
    /// `up_used` with a constant).
    pub(super) fn up_room(&self) -> bool {
        self.buf.up_used + self.wp.pend.up <= self.p.up_limit()
    }

    /// Input i's upward unicast header of `n` chunks may be admitted (reservation on; module
    /// doc, "Upward admission"): the packet fits with the unicast headroom left (`free_count
    /// >= n + k`, the multicast admission's compare) and there is [`Self::up_room`], so
    /// `up_used` stays at most `C - down_reserve - k`.
    fn up_admissible(&self, n: usize) -> bool {
        self.free_eff() >= n + self.p.k() && self.up_room()
    }

    /// Can input i's ready chunk use the write port this cycle? `hold`: from
    /// [`CentralBufferSwitch::holds`].
    pub(super) fn eligible(&self, i: usize, hold: u64) -> bool {
        let w = &self.wr[i];
        // Nothing is written during the replication counters' reset sweep (module doc,
        // "Reset").
        if !self.asks(i) || self.buf.sweep > 0 {
            return false;
        }
        let headroom = self.p.k();
        let held = hold >> i & 1 == 1;
        if w.hc_busy() {
            // A header copy from the register: the admitted packet's reservation, or (no
            // reservation) like any step that takes a chunk.
            return w.hc_adm || self.free_eff() > headroom;
        }
        if !w.mc && w.up && self.vct {
            // Upward unicasts are admitted whole at their header (module doc, "Upward
            // admission"); the admitted packet's chunks come from its reservation.
            if w.admitted {
                return true;
            }
            return !held && self.up_admissible(w.nchunks);
        }
        if !w.mc {
            let streaming = self.streaming(i);
            if !streaming && held {
                return false;
            }
            // Reservation off (`vct = false`, a golden-model experiment): upward chunks leave
            // one largest multicast admission to the downward direction, counting chunks
            // already reserved by admitted multicasts; streaming upward chunks are exempt.
            let need = if streaming { 1 } else { headroom + 1 };
            if w.up && !streaming {
                return self.free_eff() >= need
                    && self.free_eff() + self.buf.reserved >= self.p.down_reserve() + need;
            }
            return self.free_eff() >= need;
        }
        if w.admitted {
            return true;
        }
        if !self.vct {
            // No reservation: like a (non-streaming) unicast chunk, every step that takes a
            // chunk needs `headroom + 1` free ones; writing the pre-allocated second chunk
            // takes none.
            let allocates = w.hdr || w.pre == NIL;
            return !allocates || self.free_eff() > headroom;
        }
        if held {
            return false;
        }
        let total = w.admission(self.p.scheme == HeaderScheme::Shared);
        self.free_eff() >= total + headroom
    }

    /// Writer i allocated `loc` as the successor of its `last_c`: write `NC[last_c]` (unless
    /// `last_c` was freed meanwhile: every output has read it) and forward `loc` to the
    /// outputs waiting for it (NC forwarding).
    pub(super) fn nc_write(&mut self, i: usize, last_c: usize, loc: usize) {
        if last_c != NIL {
            self.buf.nc[last_c] = loc;
        }
        self.wp.nc_step = Some((i, loc));
    }

    /// Perform one write-port step for input i; returns true when the chunk in `asm` is
    /// released. `clear[o]`: output o consumes its last queued header at this edge. `fwd`:
    /// the header chunk of this step (a unicast header or a shared header copy:
    /// [`super::writers::Writer::header_step`]) goes straight to its idle output (module doc,
    /// "Output forwarding"): nothing is allocated, written or linked.
    pub(super) fn write_step(&mut self, i: usize, clear: &[bool], fwd: bool) -> bool {
        let shared = self.p.scheme == HeaderScheme::Shared;
        if self.wr[i].hc_busy() {
            // A header copy from the header-copy register; the assembler is not touched.
            let w = &self.wr[i];
            let (o, hc, nc, adm) = (
                w.hc_copies.trailing_zeros() as usize,
                self.hc,
                w.hc_nc,
                w.hc_adm,
            );
            self.write_header_copy(o, &hc, nc, adm, clear[o], fwd);
            self.wr[i].hc_copies &= !(1 << o);
            return false;
        }
        // The writer's state before this edge.
        let Writer {
            mc,
            admitted,
            nchunks,
            ks,
            hdr,
            mask,
            last,
            last_c,
            pre_done,
            pre,
            ..
        } = self.wr[i];
        let mut adm = admitted;
        let up = self.wr[i].up;
        if mc && !admitted && self.vct {
            let total = self.wr[i].admission(shared);
            self.buf.free_count -= total;
            self.buf.reserved += total;
            self.wr[i].admitted = true;
            adm = true;
        }
        if !mc && up && !admitted && self.vct {
            // Upward admission: the whole packet is reserved and counted in `up_used`.
            self.buf.free_count -= nchunks;
            self.buf.reserved += nchunks;
            self.buf.up_used += nchunks;
            self.wr[i].admitted = true;
            adm = true;
        }
        let released;
        if !mc && fwd {
            if adm {
                // The forwarded header returns the chunk reserved for it.
                self.buf.reserved -= 1;
                self.buf.free_count += 1;
                self.buf.up_used -= 1;
            }
            let w = &mut self.wr[i];
            w.hdr_loc = NIL;
            w.last_c = NIL;
            w.streaming = !last;
            released = true;
        } else if !mc {
            let loc = self.buf.alloc();
            self.buf.account(adm);
            if up && !adm {
                self.buf.up_used += 1;
            }
            self.store(i, loc);
            self.buf.counters.set_init(loc, 1);
            if hdr {
                let o = mask.trailing_zeros() as usize;
                self.link(o, loc, clear[o]);
                self.wr[i].hdr_loc = if last { NIL } else { loc };
            } else {
                self.nc_write(i, last_c, loc);
            }
            self.wr[i].last_c = if last { NIL } else { loc };
            if last {
                self.wr[i].hdr_loc = NIL;
                self.wr[i].streaming = false;
            }
            released = true;
        } else if hdr && shared {
            if nchunks >= 2 && !pre_done {
                let loc = self.buf.alloc();
                self.buf.account(adm);
                self.wr[i].pre = loc;
                self.wr[i].pre_done = true;
                released = false;
            } else {
                // The first copy, from the assembler, which is released: the other copies
                // are written from the header-copy register.
                let o = self.wr[i].copies_left.trailing_zeros() as usize;
                let nc = if nchunks >= 2 { pre } else { NIL };
                let asm = self.wr[i].asm;
                self.write_header_copy(o, &asm, nc, adm, clear[o], fwd);
                let w = &mut self.wr[i];
                w.copies_left &= !(1 << o);
                if w.copies_left != 0 {
                    (w.hc_copies, w.hc_nc, w.hc_adm) = (w.copies_left, nc, adm);
                    self.hc = asm;
                }
                w.last_c = NIL;
                released = true;
            }
        } else if hdr {
            let loc = self.buf.alloc();
            self.buf.account(adm);
            self.store(i, loc);
            self.buf.counters.set_init(loc, ks);
            let mut m = mask & ((1u64 << self.p.k()) - 1);
            while m != 0 {
                let o = m.trailing_zeros() as usize;
                self.link(o, loc, clear[o]);
                m &= m - 1;
            }
            self.wr[i].last_c = if last { NIL } else { loc };
            released = true;
        } else {
            let loc = if pre != NIL {
                self.wr[i].pre = NIL;
                pre
            } else {
                let l = self.buf.alloc();
                self.buf.account(adm);
                self.nc_write(i, last_c, l);
                l
            };
            self.store(i, loc);
            self.buf.counters.set_init(loc, ks);
            self.wr[i].last_c = if last { NIL } else { loc };
            released = true;
        }
        if released && last {
            self.wr[i].admitted = false;
        }
        released
    }

    /// Shared scheme: write one copy of a header chunk (`data`, from the assembler or the
    /// header-copy register) into a newly allocated chunk with counter 1 and NC `nc`, and link
    /// it into output o's queue (`clear`: o consumes its last queued header at this edge).
    /// `fwd`: the copy goes to output o instead (output forwarding): nothing is allocated,
    /// and an admitted packet's reservation returns the chunk the copy would have taken.
    #[allow(clippy::too_many_arguments)]
    fn write_header_copy(
        &mut self,
        o: usize,
        data: &[Flit],
        nc: usize,
        adm: bool,
        clear: bool,
        fwd: bool,
    ) {
        if fwd {
            if adm {
                self.buf.reserved -= 1;
                self.buf.free_count += 1;
            }
            return;
        }
        let loc = self.buf.alloc();
        self.buf.account(adm);
        self.buf.store(self.p.k(), loc, data);
        self.buf.counters.set_init(loc, 1);
        self.buf.nc[loc] = nc;
        self.link(o, loc, clear);
    }

    /// Write input i's assembled chunk into chunk `loc` of the data RAM.
    fn store(&mut self, i: usize, loc: usize) {
        let k = self.p.k();
        self.buf.store(k, loc, &self.wr[i].asm);
    }
}

/// The cases of a granted writer's write step, decoded from what the grant selects (the
/// `s_*`), as the RTL decodes them: the write port from the selected `s_*`, and the writers
/// per input beside the arbitration, from what each input's grant would select
/// (`wormcast_rtl::central_buffer::writers::CbWritersSelect`, "Late select"). `case_a` and
/// the forwarding cases depend on the output forwarding decision and are not here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StepCases {
    /// A multicast or upward header is admitted whole.
    pub admit: bool,
    /// Shared scheme: the second chunk is pre-allocated.
    pub case_b1: bool,
    /// Shared scheme: one header copy is written (or forwarded).
    pub case_b2: bool,
    /// Per-output scheme: the multicast header chunk is written once.
    pub case_c: bool,
    /// A multicast data chunk.
    pub case_d: bool,
    /// `case_d` into the pre-allocated chunk.
    pub use_pre: bool,
    /// The header copies left after this one (the lowest of `s_copies` is written now).
    pub copies_after: u64,
    /// The assembled chunk is consumed, except by a forwarded header copy (which is
    /// `case_b2`).
    pub released: bool,
}

/// The granted writer's state as the grant selects it (`s_*` ports).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selected {
    pub mc: bool,
    pub up: bool,
    pub adm: bool,
    pub hdr: bool,
    pub nch: usize,
    pub pre_done: bool,
    pub copies: u64,
    pub pre: usize,
}

impl StepCases {
    /// The step of the writer whose selected state is `s`, granted.
    pub fn decode(s: &Selected, shared: bool) -> StepCases {
        let pre_first = s.nch >= 2 && !s.pre_done;
        let case_b2 = s.mc && s.hdr && shared && !pre_first;
        let case_c = s.mc && s.hdr && !shared;
        let case_d = s.mc && !s.hdr;
        // The lowest copy is written now.
        let copies_after = s.copies & s.copies.wrapping_sub(1);
        StepCases {
            admit: (s.mc || s.up) && !s.adm,
            case_b1: s.mc && s.hdr && shared && pre_first,
            case_b2,
            case_c,
            case_d,
            use_pre: case_d && s.pre != NIL,
            copies_after,
            released: !s.mc || case_c || case_d || (case_b2 && copies_after == 0),
        }
    }
}

/// The write port as a block with the RTL's ports (`CbWritePort`), for its own three-way
/// check: the [`WritePort`]'s arbiters and turn stepped from the port values, the registered
/// grant and its take (revision 2), eligibility and the write step decoded as in
/// [`CentralBufferSwitch`] (reservation on). Inputs
/// `chunk_ready_i`, `mc_i`, `admitted_i`, `up_i`, `streaming_i`, `total_i`, `s_mc`, `s_up`,
/// `s_adm`, `s_hdr`, `s_last`, `s_mask`, `s_ks`, `s_nch`, `s_copies`, `s_pre_done`,
/// `s_last_c`, `s_pre`, `free_count`, `up_used`, `head`, `ready` (no grant while low: the
/// buffer's reset sweep), `fwd_ok`, `s_hd_out` (output forwarding), `copy_wait`
/// (bit i: input i's step waits for the header-copy register; it is not granted but still
/// waits for the turn), `rst`;
/// outputs `grant`,
/// `admit`, `up_step`, `case_a` .. `case_d`, `use_pre`, `alloc`, `loc`, `copies_after`, `released`,
/// `link_v`, `ncs`, `chunk_we`, `init`, `nc_we`, `nc_waddr`, `nc_wdata`, `fwd`, `fwd_rel` (module doc of
/// `wormcast_rtl::central_buffer::write_port`).
pub struct WritePortBlock {
    p: CbParams,
    wp: WritePort,
    /// The registered write grant and what its step takes (`free_count`, `up_used`).
    grant_r: Option<usize>,
    pend_free: usize,
    pend_up: usize,
}

const WP_IN: [(&str, usize); 20] = [
    ("s_mc", 1),
    ("s_up", 1),
    ("s_adm", 1),
    ("s_hdr", 1),
    ("s_last", 1),
    ("s_mask", 0),
    ("s_ks", 4),
    ("s_nch", 9),
    ("s_copies", 0),
    ("s_pre_done", 1),
    ("s_last_c", 9),
    ("s_pre", 9),
    ("free_count", 9),
    ("up_used", 9),
    ("head", 8),
    ("ready", 1),
    ("fwd_ok", 0),
    ("s_hd_out", 0),
    ("copy_wait", 0),
    ("rst", 1),
];
const WP_OUT: [(&str, usize); 22] = [
    ("grant", 0),
    ("admit", 1),
    ("up_step", 1),
    ("case_a", 1),
    ("case_b1", 1),
    ("case_b2", 1),
    ("case_c", 1),
    ("case_d", 1),
    ("use_pre", 1),
    ("alloc", 1),
    ("loc", 9),
    ("copies_after", 0),
    ("released", 1),
    ("link_v", 0),
    ("ncs", 1),
    ("chunk_we", 1),
    ("init", 4),
    ("nc_we", 1),
    ("nc_waddr", 9),
    ("nc_wdata", 9),
    ("fwd", 0),
    ("fwd_rel", 1),
];

impl WritePortBlock {
    pub fn new(p: &CbParams) -> Self {
        WritePortBlock {
            wp: WritePort::new(p.k()),
            p: p.clone(),
            grant_r: None,
            pend_free: 0,
            pend_up: 0,
        }
    }
    /// Port lists (width 0 in the tables above stands for K bits).
    pub fn input_ports(k: usize) -> Vec<PortSpec> {
        let mut v = vec![];
        for (n, w) in [
            ("chunk_ready", 1),
            ("mc", 1),
            ("admitted", 1),
            ("up", 1),
            ("streaming", 1),
            ("total", 9),
        ] {
            v.extend((0..k).map(|i| PortSpec::new(format!("{n}_{i}"), w)));
        }
        v.extend(
            WP_IN
                .iter()
                .map(|&(n, w)| PortSpec::new(n, if w == 0 { k } else { w })),
        );
        v
    }
    pub fn output_ports(k: usize) -> Vec<PortSpec> {
        WP_OUT
            .iter()
            .map(|&(n, w)| PortSpec::new(n, if w == 0 { k } else { w }))
            .collect()
    }
}

impl CycleModel for WritePortBlock {
    fn input_ports(&self) -> Vec<PortSpec> {
        Self::input_ports(self.p.k())
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        Self::output_ports(self.p.k())
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let k = self.p.k();
        let shared = self.p.scheme == HeaderScheme::Shared;
        let all = (1u64 << k) - 1;
        let from_below = (1u64 << self.p.route.down) - 1;
        let a = |n: usize, i: usize| v[n * k + i];
        let s = &v[6 * k..];
        let (s_mc, s_up, s_adm, s_hdr) = (s[0] == 1, s[1] == 1, s[2] == 1, s[3] == 1);
        let (s_last, s_mask, s_ks, s_nch) = (s[4] == 1, s[5], s[6], s[7] as usize);
        let (s_copies, s_pre_done, s_last_c) = (s[8], s[9] == 1, s[10] as usize);
        let (s_pre, fc, up_used, head) = (s[11] as usize, s[12] as usize, s[13] as usize, s[14]);
        let (sweep_done, fwd_ok) = (s[15] == 1, s[16]);
        let (s_hd_out, copy_wait, rst) = (s[17], s[18], s[19] == 1);
        // The registered grant's step is performed now; the arbitration beside it counts
        // what that step takes and leaves its writer out.
        let pending = self.grant_r.map_or(0, |g| 1u64 << g);
        let fc = fc.wrapping_sub(self.pend_free) & 0x1ff;
        let up_room = (up_used + self.pend_up) & 0x1ff <= self.p.up_limit();
        // Eligibility and the write turn (CentralBufferSwitch::eligible, holds, turn_waiting;
        // `mc_i` is the writer's `req_mc`, `admitted_i` its `req_admitted`).
        let mut waiting = 0u64;
        for i in 0..k {
            let (ready, mc, adm, up, st) = (
                a(0, i) == 1,
                a(1, i) == 1,
                a(2, i) == 1,
                a(3, i) == 1,
                a(4, i) == 1,
            );
            if ready && pending >> i & 1 == 0 && if mc || up { !adm } else { !st } {
                waiting |= 1 << i;
            }
        }
        let mut hold = 0;
        if let Some(t) = self.wp.turn {
            let m = if a(3, t) == 0 || up_room {
                all
            } else {
                from_below
            };
            hold |= m & !(1u64 << t);
        }
        let mut req = 0u64;
        for i in 0..k {
            let (ready, mc, adm, up, st) = (
                a(0, i) == 1,
                a(1, i) == 1,
                a(2, i) == 1,
                a(3, i) == 1,
                a(4, i) == 1,
            );
            let held = hold >> i & 1 == 1;
            let ok = ready
                && if !mc && !up {
                    let need = if st { 1 } else { k + 1 };
                    (st || !held) && fc >= need
                } else {
                    adm || (!held && fc >= a(5, i) as usize + k && (mc || up_room))
                };
            if ok && sweep_done && copy_wait >> i & 1 == 0 && pending >> i & 1 == 0 {
                req |= 1 << i;
            }
        }
        let g = self.wp.grant_and_turn(req, waiting);
        let granted = pending;
        let gv = self.grant_r.is_some();
        // What the new grant's step will take (the model's `PendingTake`).
        (self.pend_free, self.pend_up) = (0, 0);
        if let Some(i) = g {
            let (mc, adm, up, total) = (a(1, i) == 1, a(2, i) == 1, a(3, i) == 1, a(5, i) as usize);
            if (mc || up) && !adm {
                self.pend_free = total;
                if !mc {
                    self.pend_up = total;
                }
            } else if !mc && !up {
                self.pend_free = 1;
            }
        }
        self.grant_r = g;
        if rst {
            self.wp = WritePort::new(k);
            (self.grant_r, self.pend_free, self.pend_up) = (None, 0, 0);
        }
        // The write step (CentralBufferSwitch::write_step, as the RTL decodes it).
        let up_step = gv && !s_mc && s_up;
        let sel = Selected {
            mc: s_mc,
            up: s_up,
            adm: s_adm,
            hdr: s_hdr,
            nch: s_nch,
            pre_done: s_pre_done,
            copies: s_copies,
            pre: s_pre,
        };
        let c = StepCases::decode(&sel, shared);
        let (admit, case_b1, case_b2) = (gv && c.admit, gv && c.case_b1, gv && c.case_b2);
        let (case_c, case_d, use_pre) = (gv && c.case_c, gv && c.case_d, gv && c.use_pre);
        let oc = s_copies & !c.copies_after;
        // Output forwarding: a unicast header or a header copy for an idle output goes to it
        // instead of into the buffer (the bypass claims leave that output alone; `case_a`: a unicast chunk
        // written; `fwd_rel`: a forwarded copy or upward header returns its reserved chunk).
        // The writers give
        // the header step's output (`s_hd_out`: `s_mask` for a unicast header, `oc` for a
        // copy, 0 for any other step).
        let fwd = s_hd_out & fwd_ok;
        let case_a = gv && !s_mc && fwd == 0;
        let b2_w = case_b2 && fwd == 0;
        let fwd_rel = fwd != 0 && (s_adm || admit);
        let alloc = case_a || case_b1 || b2_w || case_c || (case_d && !use_pre);
        let loc = if use_pre { s_pre } else { head as usize };
        let copies_after = c.copies_after;
        // A unicast step (written or forwarded), a data chunk or a header's last copy
        // releases the assembler; a forwarded header copy is `case_b2`, which the writers OR
        // in.
        let released = gv && c.released;
        let chunk_we = case_a || case_c || case_d || b2_w;
        let init = if case_a || case_b2 { 1 } else { s_ks };
        let ncs = (case_a && !s_hdr) || (case_d && !use_pre);
        let (mut nc_we, mut nc_waddr, mut nc_wdata) = (false, 0, 0);
        if ncs && s_last_c != NIL {
            (nc_we, nc_waddr, nc_wdata) = (true, s_last_c, loc);
        }
        if case_b2 {
            (nc_we, nc_waddr, nc_wdata) = (b2_w, loc, if s_nch >= 2 { s_pre } else { NIL });
        } else if fwd != 0 {
            nc_wdata = NIL;
        }
        let link_v = if b2_w {
            oc
        } else if (case_a && s_hdr) || case_c {
            s_mask
        } else {
            0
        };
        let b = |x: bool| x as u64;
        let _ = s_last;
        vec![
            granted,
            b(admit),
            b(up_step),
            b(case_a),
            b(case_b1),
            b(case_b2),
            b(case_c),
            b(case_d),
            b(use_pre),
            b(alloc),
            loc as u64,
            copies_after,
            b(released),
            link_v,
            b(ncs),
            b(chunk_we),
            init,
            b(nc_we),
            nc_waddr as u64,
            nc_wdata as u64,
            fwd,
            b(fwd_rel),
        ]
    }
}
