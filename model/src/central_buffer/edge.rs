//! The central-buffer switch's rising edge (module doc of [`super`]): the full edge, which
//! evaluates every part of the machine in the RTL's order, and the short edge for the cycles
//! in which no port of the buffer is used ("Simulation speed"), with the steps they share.

use super::readers::Inflight;
use super::writers::{self, Path};
use super::{bits, CentralBufferSwitch, HeaderScheme, NIL};
use crate::flit::Flit;
use crate::inport::{Offer, ScanState};
use crate::outport::KMAX;
use crate::packet::HeadLayout;

impl CentralBufferSwitch {
    /// The rising edge (the outputs of the cycle were sampled before).
    /// `arr_m`, `cr_m`: the ports with a flit / a credit arriving (bit p); `arrive[p]` is
    /// idle where `arr_m` has no bit.
    pub(super) fn edge(&mut self, arrive: &[Flit], arr_m: u64, cr_m: u64) {
        if self.quiet && arr_m == 0 && cr_m == 0 {
            return;
        }
        let (wr_m, rd_m) = match self.edge_xb(arrive, arr_m, cr_m) {
            Some(m) => m,
            None => self.edge_full(arrive, arr_m, cr_m),
        };
        self.refresh(wr_m, rd_m);
    }

    /// The read port's requests (bit o, state before the edge): active outputs other than
    /// `busy_o` (the output of the read in flight) whose serialiser can take a chunk and whose
    /// next chunk ([`readers::Reader::next_chunk`]) is readable (not a chunk whose NC a
    /// writer has still to write).
    #[inline]
    fn read_requests(&self, busy_o: Option<usize>) -> u64 {
        let mut want = 0u64;
        let mut unreadable: Option<[u64; 4]> = None;
        for o in bits(self.rd_act) {
            let y = self.rd[o].next_chunk();
            if busy_o == Some(o) || y == NIL || !self.outports[o].can_prefetch() {
                continue;
            }
            let u = unreadable.get_or_insert_with(|| writers::unreadable_set(&self.wr));
            if u[y >> 6] >> (y & 63) & 1 == 0 {
                want |= 1 << o;
            }
        }
        want
    }

    /// The up ports' output credits (entry o - down for up port o), which the input ports'
    /// route decode reads (state before the edge). Only an input collecting a header that a
    /// flit arrives at (`arr_m`) can decode at this edge; without one the entries are not
    /// read and are left 0 (simulation speed).
    #[inline]
    fn up_credits(&self, arr_m: u64) -> [u32; KMAX] {
        let mut up = [0u32; KMAX];
        if !bits(arr_m).any(|i| matches!(self.inports[i].scan, ScanState::Hdr(_))) {
            return up;
        }
        for o in self.p.route.down..self.p.k() {
            up[o - self.p.route.down] = self.outports[o].credits();
        }
        up
    }

    /// The input ports' edge: every busy input and every input a flit arrives at
    /// (`taken_m`: the inputs whose offered flit was taken), with the kept masks and credit
    /// copies updated.
    #[inline]
    fn clock_inputs(
        &mut self,
        arrive: &[Flit],
        arr_m: u64,
        taken_m: u64,
        offers: &[Option<Offer>; KMAX],
        up_credits: &[u32],
    ) {
        for i in bits(self.in_busy | arr_m) {
            let ip = &mut self.inports[i];
            ip.clock_offered(arrive[i], taken_m >> i & 1 == 1, offers[i], up_credits);
            self.in_busy = (self.in_busy & !(1 << i)) | (!ip.quiet() as u64) << i;
            self.shown_credit = (self.shown_credit & !(1 << i)) | (ip.credit_out() as u64) << i;
        }
    }

    /// Writer i's path at the end of an edge (`edge_full` and `edge_xb` alike): a packet whose
    /// last flit was taken (`end`) leaves its path, and its crossbar output its bypass owner;
    /// a crossbar path otherwise keeps its output owned.
    #[inline]
    fn path_step(&mut self, i: usize, end: bool) {
        match (self.wr[i].path, end) {
            (Path::Xb(o), true) => {
                self.rd[o].xb_owner = None;
                self.wr[i].path = Path::None;
            }
            (_, true) => self.wr[i].path = Path::None,
            (Path::Xb(o), false) => self.rd[o].xb_owner = Some(i),
            _ => {}
        }
    }

    /// Output o's edge (`edge_full` and `edge_xb` alike): its serialiser and link register
    /// clocked with the crossbar flit `xb`, `hold` (a crossbar writer owns the output), the
    /// chunk arriving (`arr`: flits, count) and the credit coming back; then the kept masks
    /// (`out_busy`, `shown`, `shown_m`) for it.
    #[inline]
    fn clock_output(
        &mut self,
        o: usize,
        xb: Option<Flit>,
        hold: bool,
        arr: Option<(&[Flit], usize)>,
        credit: bool,
    ) {
        let op = &mut self.outports[o];
        op.clock_ref(xb, hold, arr, credit);
        self.out_busy = (self.out_busy & !(1 << o)) | (!op.quiet() as u64) << o;
        self.shown[o] = op.link();
        self.shown_m = (self.shown_m & !(1 << o)) | (!op.link().is_idle() as u64) << o;
    }

    /// The rising edge when no port of the buffer is used (module doc, "Simulation speed"):
    /// no read in flight, no reset sweep, every active writer on a path (crossbar or central
    /// buffer) with no ready chunk, no header copies and no early pre-allocation (it does not
    /// ask for the write port), every offered flit a non-first flit whose chunk it does not
    /// complete (central-buffer path), and no reader wanting the read port. Then no path is
    /// decided, no chunk is written, read or forwarded, and the edge is
    /// [`Self::edge_full`]'s crossbar, arbiter, assembly, bypass-owner, output and input steps
    /// alone, which this performs in the same order. Returns the masks as `edge_full` does,
    /// or `None` (having changed nothing) when the conditions do not hold. Simulation speed
    /// only.
    fn edge_xb(&mut self, arrive: &[Flit], arr_m: u64, cr_m: u64) -> Option<(u64, u64)> {
        #[cfg(test)]
        if self.visit_all {
            return None;
        }
        if self.rd.inflight.is_some() || self.buf.sweep != 0 || self.wp.pending.is_some() {
            return None;
        }
        let k = self.p.k();
        let shared = self.p.scheme == HeaderScheme::Shared;
        // The writers and their offers (an input offering a flit whose writer is on a path
        // is active, so in `wr_act`).
        let mut offers = [None::<Offer>; KMAX];
        let mut off_m = 0u64;
        for i in bits(self.wr_act | self.in_busy) {
            let of = if self.in_busy >> i & 1 == 1 {
                self.inports[i].offer()
            } else {
                None
            };
            let w = &self.wr[i];
            let ok = match (w.path, of) {
                (Path::None, None) => self.wr_act >> i & 1 == 0,
                (Path::None, Some(_)) => false,
                (Path::Xb(_), _) => {
                    w.fill == 0 && !w.ready && !w.hc_busy() && !of.is_some_and(|f| f.first)
                }
                (Path::Cb, _) => {
                    !w.requests(shared) && !of.is_some_and(|f| f.first || f.last || w.fill + 1 >= k)
                }
            };
            if !ok {
                return None;
            }
            off_m |= (of.is_some() as u64) << i;
            offers[i] = of;
        }
        // The read port (no read in flight): any request falls back. A reader can only ask
        // for an allocated chunk, so with every chunk free none asks.
        let all_free = self.buf.free_count == self.p.chunks;
        debug_assert!(!all_free || self.read_requests(None) == 0);
        if !all_free && self.read_requests(None) != 0 {
            return None;
        }
        // From here on the edge is committed: `edge_full`'s steps in its order.
        let down = self.p.route.down;
        let lay = HeadLayout { w: self.p.route.w };
        let up_buf = self.up_credits(arr_m);
        let up_credits = &up_buf[..k - down];
        // No reader wants the read port, no writer asks for the write port: the arbiters
        // see no request, and the write turn passes to no one.
        let rd_grant = self.rd.rr.step(0, true);
        let wr_grant = self.wp.lrs.step(0, true);
        debug_assert!(rd_grant.is_none() && wr_grant.is_none());
        self.wp.turn = self.wp.turn_rr.step(0, true);
        self.wp.nc_step = None;
        // Per writer (each touches only its own state and, on the crossbar, its own output's
        // reader; credits are read before any output is clocked): the crossbar transfer and
        // the bypass owner, or the chunk assembly (no flit completes its chunk). Only a
        // crossbar packet's end changes a writer's or a reader's activity here (`wr_m`,
        // `rd_m`): the other writers stay on their path, and a reader owned by a crossbar
        // writer was made active when the path was claimed.
        let mut xb_flit = [None::<Flit>; KMAX];
        let (mut xb_m, mut taken_m) = (0u64, 0u64);
        let (mut wr_m, mut rd_m) = (0u64, 0u64);
        for i in bits(self.wr_act | off_m) {
            let of = offers[i];
            match self.wr[i].path {
                Path::Xb(o) => {
                    let mut taken = false;
                    if let Some(f) = of {
                        if self.outports[o].credits() > 0 {
                            xb_flit[o] = Some(f.flit);
                            xb_m |= 1 << o;
                            taken = true;
                        }
                    }
                    taken_m |= (taken as u64) << i;
                    let end = taken && of.is_some_and(|f| f.last);
                    debug_assert!(end || self.rd_act >> o & 1 == 1);
                    self.path_step(i, end);
                    rd_m |= (end as u64) << o;
                    wr_m |= (end as u64) << i;
                }
                Path::Cb => {
                    if let Some(f) = of {
                        taken_m |= 1 << i;
                        self.wr[i].assemble(f, k, down, lay);
                    }
                }
                Path::None => debug_assert!(false, "no path in the fast edge"),
            }
        }
        // No read completes (none in flight).
        self.buf.counters.complete(None);
        // Serialisers and links.
        for o in bits(self.out_busy | cr_m | xb_m) {
            let hold = self.rd[o].xb_owner.is_some();
            self.clock_output(o, xb_flit[o], hold, None, cr_m >> o & 1 == 1);
        }
        self.clock_inputs(arrive, arr_m, taken_m, &offers, up_credits);
        self.buf.sweep_step();
        Some((wr_m, rd_m))
    }

    /// The granted write-port step of writer i (module doc, "Write port"), with output
    /// forwarding: a unicast header chunk or a shared header copy for an idle output no
    /// bypass claims at this edge goes straight to it (output, chunk, its NC: NIL for a
    /// unicast, whose NC comes by NC forwarding). Returns whether the assembler is released
    /// and the forwarded chunk.
    #[allow(clippy::type_complexity)]
    fn granted_step(
        &mut self,
        i: usize,
        shared: bool,
        claimed: &[bool],
        clear: &[bool],
    ) -> (bool, Option<(usize, [Flit; KMAX], usize)>) {
        let mut fwd = None;
        if let Some((o, data, nc)) = self.wr[i].header_step(self.p.k(), shared, &self.hc) {
            if self.fwd_ok(o) && !claimed[o] {
                fwd = Some((o, data, nc));
            }
        }
        (self.write_step(i, clear, fwd.is_some()), fwd)
    }

    /// The offered flits of the inputs in `m` that complete their writer's chunk (the
    /// assembler holds the rest, nothing ready) enter the assembler (`early`, `taken`), so
    /// that the chunk asks for the write port at this edge.
    fn assemble_completing(
        &mut self,
        m: u64,
        offers: &[Option<Offer>; KMAX],
        early: &mut [bool; KMAX],
        taken: &mut [bool; KMAX],
    ) {
        let k = self.p.k();
        let (down, lay) = (self.p.route.down, HeadLayout { w: self.p.route.w });
        for i in bits(m) {
            let Some(of) = offers[i] else { continue };
            let w = &self.wr[i];
            if w.path == Path::Cb && !w.ready && (w.fill + 1 == k || of.last) {
                early[i] = true;
                taken[i] = true;
                self.wr[i].assemble(of, k, down, lay);
            }
        }
    }

    /// The write port's arbitration among the writers of `m` (the others ask for nothing):
    /// the requests of the eligible ones and the write turn ([`super::write_port::WritePort::
    /// grant_and_turn`]). Only writers that ask for the port can be eligible or wait for the
    /// turn (and without a ready chunk no upward stream is blocked).
    fn write_arbitration(&mut self, m: u64, shared: bool) -> Option<usize> {
        let mut asking = 0u64;
        for i in bits(m) {
            asking |= (self.wr[i].requests(shared) as u64) << i;
        }
        let mut req = 0u64;
        let mut waiting = 0u64;
        if asking != 0 {
            let hold = self.holds();
            for i in bits(asking) {
                if self.eligible(i, hold) {
                    req |= 1 << i;
                }
                if self.turn_waiting(i) {
                    waiting |= 1 << i;
                }
            }
        }
        self.wp.grant_and_turn(req, waiting)
    }

    /// The rising edge, every part of the machine evaluated.
    #[allow(clippy::needless_range_loop)]
    /// `arr_m`, `cr_m`: the ports with a flit / a credit arriving. Returns the writers and
    /// the readers whose activity ([`Writer::active`], [`Reader::active`]) the edge may have
    /// changed: writers offered a flit, granted the write port or active before; readers
    /// active before, claimed for a bypass, or any when a chunk was written (linking).
    #[inline(never)]
    pub(super) fn edge_full(&mut self, arrive: &[Flit], arr_m: u64, cr_m: u64) -> (u64, u64) {
        let k = self.p.k();
        #[cfg(test)]
        if self.visit_all {
            let all = (1u64 << k) - 1;
            (self.in_busy, self.out_busy, self.wr_act, self.rd_act) = (all, all, all, all);
        }
        let down = self.p.route.down;
        let lay = HeadLayout { w: self.p.route.w };
        // Only inputs holding something can offer; `off_m`: the inputs offering a flit.
        let mut offers = [None::<Offer>; KMAX];
        let mut off_m = 0u64;
        for i in bits(self.in_busy) {
            offers[i] = self.inports[i].offer();
            off_m |= (offers[i].is_some() as u64) << i;
        }
        let up_buf = self.up_credits(arr_m);
        let up_credits = &up_buf[..k - down];
        let mut taken = [false; KMAX];
        let mut xb_flit = [None::<Flit>; KMAX];
        let mut xb_m = 0u64;
        let busy_o = self.rd.inflight.map(|f| f.o);

        // Registered write grant: the pending step's output forwarding is decided from
        // registers, before the path decision, which cannot claim that output (module doc,
        // "Registered write grant").
        let shared = self.p.scheme == HeaderScheme::Shared;
        let fwd_o = match self.wp.pending {
            Some(g) if self.registered_grant => self.wr[g]
                .header_step(k, shared, &self.hc)
                .map(|(o, _, _)| o)
                .filter(|&o| self.fwd_ok(o)),
            _ => None,
        };
        // Path decision at each packet's head.
        let mut claimed = [false; KMAX];
        for i in bits(off_m) {
            if let Some(of) = offers[i] {
                if of.first && self.wr[i].path == Path::None {
                    let o = of.mask.trailing_zeros() as usize;
                    let r = &self.rd[o];
                    let w = &self.wr[i];
                    let idle = r.xb_owner.is_none()
                        && !claimed[o]
                        && fwd_o != Some(o)
                        && r.first_p == NIL
                        && !r.in_pkt
                        && self.outports[o].idle()
                        && busy_o != Some(o)
                        && (!self.bypass_needs_credit || self.outports[o].credits() > 0);
                    // Not while the header-copy register holds copies: they are linked
                    // before this packet (per-output order of an input's packets).
                    if self.p.bypass && !of.mc && idle && w.fill == 0 && !w.ready && !w.hc_busy() {
                        claimed[o] = true;
                        self.wr[i].path = Path::Xb(o);
                    } else {
                        self.wr[i].path = Path::Cb;
                    }
                }
            }
        }
        // Crossbar transfers.
        for i in bits(off_m) {
            if let (Path::Xb(o), Some(of)) = (self.wr[i].path, offers[i]) {
                if self.outports[o].credits() > 0 {
                    xb_flit[o] = Some(of.flit);
                    xb_m |= 1 << o;
                    taken[i] = true;
                }
            }
        }
        // Read port: pick an output (state before this edge).
        let want = self.read_requests(busy_o);
        let rd_grant = self.rd.rr.step(want, true);
        let mut pend_w = None;
        let mut clear = [false; KMAX];
        let mut issued = None;
        if let Some(o) = rd_grant {
            let r = &self.rd[o];
            let hdr = !r.in_pkt;
            let x = if hdr { r.first_p } else { r.first_c };
            let was_last = hdr && x == r.last_p;
            clear[o] = was_last;
            let npi = if self.p.scheme == HeaderScheme::Shared {
                0
            } else {
                o
            };
            issued = Some(Inflight {
                o,
                x,
                hdr,
                was_last,
                np: self.buf.np[npi][x],
                nc: self.buf.nc[x],
                cnt: self.buf.counters.issue(x),
                nc_pend: false,
            });
            pend_w = self.wr.iter().position(|w| w.last_c == x);
        }
        let mut early = [false; KMAX];
        let mut released = [false; KMAX];
        self.wp.nc_step = None;
        let mut fwd = None;
        let wr_grant;
        if self.registered_grant {
            // Registered write grant (module doc): the step granted at the last edge now.
            wr_grant = self.wp.pending.take();
            let g_m = wr_grant.map_or(0, |g| 1u64 << g);
            // The arbitration for the next edge sees the registers before this edge: the
            // offered flits that complete a chunk (`comp`) count as assembled, the pending
            // writer asks for nothing, and what its step takes is counted as taken.
            self.assemble_completing(off_m & !g_m, &offers, &mut early, &mut taken);
            if let Some(g) = wr_grant {
                self.wp.pend = self.pending_take(g, shared);
            }
            let next = self.write_arbitration((self.wr_act | off_m) & !g_m, shared);
            self.wp.pend = Default::default();
            if let Some(i) = wr_grant {
                (released[i], fwd) = self.granted_step(i, shared, &claimed, &clear);
            }
            // Assembly: an assembler released at this edge takes the next flit at once.
            for i in bits(self.wr_act | off_m | g_m) {
                if released[i] {
                    self.wr[i].ready = false;
                    self.wr[i].fill = 0;
                }
                if early[i] {
                    continue;
                }
                if let Some(of) = offers[i] {
                    if self.wr[i].path == Path::Cb && !self.wr[i].ready {
                        taken[i] = true;
                        self.wr[i].assemble(of, k, down, lay);
                    }
                }
            }
            released = [false; KMAX];
            self.wp.pending = next;
        } else {
            // Write on the chunk's last flit: the flit that completes an input's chunk (the
            // assembler holds the rest, nothing ready) enters the assembler before the write port
            // arbitrates, so the chunk competes for the write port at this edge.
            self.assemble_completing(off_m, &offers, &mut early, &mut taken);
            // Write port.
            wr_grant = self.write_arbitration(self.wr_act | off_m, shared);
            // The step, with output forwarding.
            if let Some(i) = wr_grant {
                (released[i], fwd) = self.granted_step(i, shared, &claimed, &clear);
            }
            // Chunk assembly from the offered flits (the central-buffer path); a flit that
            // completed its chunk before the write port was taken already.
            for i in bits(off_m) {
                let Some(of) = offers[i] else { continue };
                if self.wr[i].path != Path::Cb || early[i] {
                    continue;
                }
                if self.wr[i].ready && !released[i] {
                    continue;
                }
                if released[i] {
                    self.wr[i].ready = false;
                    self.wr[i].fill = 0;
                }
                taken[i] = true;
                self.wr[i].assemble(of, k, down, lay);
            }
        }
        // Inputs with no offer, no path and no release: nothing to do.
        let wr_m = self.wr_act | off_m | wr_grant.map_or(0, |g| 1u64 << g);
        let mut claimed_m = 0u64;
        for (o, &c) in claimed[..k].iter().enumerate() {
            claimed_m |= (c as u64) << o;
        }
        let rd_m = if wr_grant.is_some() {
            (1u64 << k) - 1
        } else {
            self.rd_act | claimed_m
        };
        for i in bits(wr_m) {
            if released[i]
                && self.wr[i].ready
                && (early[i] || !(taken[i] && self.wr[i].path == Path::Cb))
            {
                self.wr[i].ready = false;
                self.wr[i].fill = 0;
            }
            self.path_step(i, taken[i] && offers[i].is_some_and(|o| o.last));
        }
        // Read completion (issued last cycle).
        let done = self.rd.inflight.map(|f| f.cnt);
        if self.buf.counters.complete(done) {
            let x = done.unwrap().x;
            self.buf.free_list.free(x);
            self.buf.free_count += 1;
            // Every output has read a writer's last chunk before its successor exists: the
            // writer will not write its NC (the chunk may be reallocated). Cleared whatever
            // the grant; the RTL (`CbWriters`) skips a writer granted at this edge, which is
            // the same in every reachable state: a granted writer sets `last_c` above, or
            // pre-allocates at a header (no `last_c` then), or writes a header copy, and a
            // writer with copies left has no `last_c` (proved, `--bookkeeping-induction`).
            for w in self.wr.iter_mut() {
                if w.last_c == x {
                    w.last_c = NIL;
                }
            }
            // Only upward unicast chunks are queued for up ports.
            if self.rd.inflight.map(|f| f.o).unwrap_or(0) >= down {
                self.buf.up_used -= 1;
            }
        }
        let arriving = self.rd.inflight.take().map(|f| {
            let r = &mut self.rd[f.o];
            let n;
            if f.hdr {
                n = r.take_header(lay.len(self.buf.data[f.x * k].data), k);
                if !f.was_last {
                    r.first_p = f.np;
                }
            } else {
                n = (r.rem_flits as usize).min(k);
                r.rem_flits -= n as u64;
            }
            if !f.nc_pend {
                r.first_c = f.nc;
            }
            r.in_pkt = r.rem_chunks > 0;
            (f.o, f.x, n)
        });
        // Output forwarding: the output takes the header chunk as if read (module doc,
        // "Output forwarding"); its later chunks come by NC forwarding from the writer.
        let arriving = match (fwd, wr_grant) {
            (Some((o, ref data, nc)), Some(i)) => {
                let r = &mut self.rd[o];
                let n = r.take_header(lay.len(data[0].data), k);
                r.first_c = nc;
                if r.in_pkt && nc == NIL {
                    r.pend_w = Some(i);
                }
                Some((o, usize::MAX, n))
            }
            _ => arriving,
        };
        // NC forwarding to the outputs waiting for this edge's NC write.
        if let Some((wi, loc)) = self.wp.nc_step {
            for r in self.rd.iter_mut() {
                if r.pend_w == Some(wi) {
                    r.first_c = loc;
                    r.pend_w = None;
                }
            }
        }
        // Issue bookkeeping.
        if let Some(f) = issued.as_mut() {
            if let Some(wi) = pend_w {
                f.nc_pend = true;
                let r = &mut self.rd[f.o];
                match self.wp.nc_step {
                    Some((si, loc)) if si == wi => r.first_c = loc,
                    _ => {
                        r.first_c = NIL;
                        r.pend_w = Some(wi);
                    }
                }
            }
            if f.hdr {
                for w in self.wr.iter_mut() {
                    if w.hdr_loc == f.x {
                        w.streaming = true;
                    }
                }
            }
            let r = &mut self.rd[f.o];
            if f.hdr {
                r.in_pkt = true;
                r.queue -= 1;
                if f.was_last && r.first_p == f.x {
                    r.first_p = NIL;
                }
            } else {
                r.rem_chunks -= 1;
            }
        }
        // Serialisers and links: the busy outputs and those a flit, a chunk or a credit
        // arrives at.
        let visit = self.out_busy | cr_m | xb_m | arriving.map_or(0, |(o, _, _)| 1u64 << o);
        // The chunk arriving at output `ao` (`n` flits), forwarded or read, copied once.
        let mut chunk = [Flit::IDLE; KMAX];
        let arr = arriving.map(|(ao, x, n)| {
            let src = match &fwd {
                Some((_, data, _)) => &data[..k],
                None => &self.buf.data[x * k..x * k + k],
            };
            chunk[..k].copy_from_slice(src);
            (ao, n)
        });
        for o in bits(visit) {
            let hold = self.rd[o].xb_owner.is_some() || claimed[o];
            let a = arr
                .filter(|&(ao, _)| ao == o)
                .map(|(_, n)| (&chunk[..k], n));
            self.clock_output(o, xb_flit[o], hold, a, cr_m >> o & 1 == 1);
        }
        self.rd.inflight = issued;
        let taken_m = (0..k).fold(0u64, |m, i| m | (taken[i] as u64) << i);
        self.clock_inputs(arrive, arr_m, taken_m, &offers, up_credits);
        self.buf.sweep_step();
        (wr_m, rd_m)
    }
}
