//! The readers of the input-buffered switch (Section 5): per output port, the request queue,
//! the packet being read, the read in flight and the output port's stream (Section 5.3); per
//! input buffer, the round-robin arbiter among the outputs reading it. RTL:
//! `wormcast_rtl::input_buffered::readers::IbReaders` (the [`StreamPort`] is
//! `wormcast_rtl::input_buffered::IbOutPort`).
//!
//! Per cycle, in the order of the switch's edge: [`IbReaders::issue`] (which output decides
//! a read of which chunk at this edge, which starts or goes on cutting through and the
//! chunks cut through as they commit, or with the `early_forward` experiment which takes a
//! forwarded read now, from the state before the edge), the buffers' writes,
//! [`IbReaders::queue`] for each head packet queueing its requests, [`IbReaders::complete`]
//! (the reads issued at the last edge complete: chunk counts and flit counts),
//! [`IbReaders::book`] (the reads decided at the last edge and the early ones become the
//! reads in flight, this edge's decisions wait to be issued) and [`IbReaders::clock_ports`]
//! (the streams and link registers: the flits cut through, the chunks of the completed
//! reads and of the forwarded reads issued at this edge).

use super::buffer::IbBuffer;
use super::writers::WriteOut;
use crate::arbiter::RoundRobin;
use crate::flit::Flit;
use crate::inport::Offer;
use crate::outport::KMAX;
use crate::packet::HeadLayout;
use std::collections::VecDeque;

#[derive(Clone, Debug, PartialEq, Eq)]
struct Output {
    req: VecDeque<usize>,
    /// (input, next chunk to read)
    cur: Option<(usize, usize)>,
    rem_flits: u64,
    port: StreamPort,
    /// Cut-through (the experiment `InputBufferedSwitch::cut_through`): the input whose
    /// packet this output streams flit by flit as the input's writer takes it.
    ct: Option<usize>,
}

/// The output side of an output port (Section 5.3): the one-flit link register, the link's
/// credit counter, and the chunk being streamed (its `n` flits, the next one at `pos`). A
/// chunk that starts at an edge (its read completes then, or it is a forwarded read issued
/// then, see [`Inflight::early`]) sends its flit 0 into the link register at that edge and
/// flit j at the j-th edge after, one per cycle without a stall: reads are decided only when
/// the credits for the whole chunk are there ([`StreamPort::can_issue`]).
/// The stored chunk models the data that the reduced organisations deliver one flit per
/// cycle over flit-wide paths (and the chunk-wide organisation holds in a k-flit register).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StreamPort {
    data: [Flit; KMAX],
    n: usize,
    pos: usize,
    oreg: Flit,
    credits: u32,
}

impl StreamPort {
    pub fn new(depth: u32) -> Self {
        StreamPort {
            data: [Flit::IDLE; KMAX],
            n: 0,
            pos: 0,
            oreg: Flit::IDLE,
            credits: depth,
        }
    }
    pub fn link(&self) -> Flit {
        self.oreg
    }
    pub fn credits(&self) -> u32 {
        self.credits
    }
    /// Flits of the streaming chunk still to send, at this edge and later.
    fn left(&self) -> usize {
        self.n - self.pos
    }
    /// A queued read decided at this edge may start streaming two edges later (it is issued
    /// at the next edge and completes at the one after): the stream, counting the chunk of a
    /// read completing at this edge (`pend`, a non-early read in flight: its flit count is
    /// not known before it completes, so it counts k), has at most 2 flits left to send at
    /// this edge and the next, and the credits cover them and a whole chunk of `k` flits (a
    /// read does not know its flit count before it completes). With `pend` this holds only
    /// at k = 2 (the stream is empty then: the read was decided with at most 2 flits left).
    /// (The readers add: no decided read waiting to be issued, [`IbReaders::issue`].)
    pub fn can_issue(&self, k: usize, pend: bool) -> bool {
        let left = self.left() + if pend { k } else { 0 };
        left <= 2 && self.credits as usize >= k + left
    }
    /// Nothing left to send (the stream is empty: an early forwarded read may start at this
    /// edge).
    pub fn idle(&self) -> bool {
        self.pos == self.n
    }
    pub fn quiet(&self) -> bool {
        self.idle() && self.oreg.is_idle()
    }
    /// The rising edge: the next flit of the stream, or flit 0 of a chunk that starts now
    /// (`arrive`: its flits, the first `n` valid), or a flit cut through from an input
    /// (`ct`, with the stream empty), goes to the link register.
    pub fn clock(&mut self, arrive: Option<(&[Flit], usize)>, ct: Option<Flit>, credit_in: bool) {
        let mut out = Flit::IDLE;
        if self.pos < self.n {
            out = self.data[self.pos];
            self.pos += 1;
        }
        if let Some(f) = ct {
            assert!(
                out.is_idle() && arrive.is_none(),
                "a flit cut through while the stream was busy"
            );
            out = f;
        }
        if let Some((d, n)) = arrive {
            assert!(
                out.is_idle() && n >= 1,
                "read completed while the stream was busy"
            );
            let m = d.len().min(KMAX);
            self.data[..m].copy_from_slice(&d[..m]);
            self.n = n;
            self.pos = 1;
            out = d[0];
        }
        let sent = !out.is_idle();
        assert!(!sent || self.credits > 0, "flit sent without credit");
        self.oreg = out;
        self.credits = self.credits - sent as u32 + credit_in as u32;
    }
}

/// A read decided or issued at an edge (by the output at its index): input buffer i, chunk
/// slot x. The chunk's data is taken from the buffer when its stream starts (the
/// completion, or the issue of an early read): it cannot change in between, because only
/// the free chunk at the writer's `tail` is ever written and chunk x stays occupied until
/// this read's own completion has counted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Inflight {
    pub i: usize,
    pub x: usize,
    pub hdr: bool,
    /// An early read: a chunk cut through as it commits (its flits were sent as they were
    /// written; the read completes at the next edge, counting the chunk and the packet's
    /// flits, and sends nothing), or with the `early_forward` experiment a forwarded read (of
    /// a header chunk committing at its issue edge; the output's stream is empty at that
    /// edge), whose chunk starts streaming at the issue edge (flit 0, the packet's head flit, from the buffer's register of the
    /// chunk's first flit; flit j at the j-th edge after, the RAM data arriving one cycle
    /// before it is needed); the read still completes at the next edge (the chunk's count,
    /// the packet's flit count), but sends nothing then. Since its stream has started, it
    /// does not keep its output from issuing the next read at that next edge.
    pub early: bool,
}

/// The readers' pipelining settings (the switch's, passed at each edge; both on by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReadMode {
    /// *Staged eligibility* (revision 4, on in the default; off is revision 3; in the RTL as
    /// `IbConfig::staged`): the eligibility is computed one edge earlier than it
    /// is used ([`IbReaders::stage`]), from the state before that edge and its returned
    /// credits, with the port's test looking past that edge: the timing of a readers' decision
    /// in two pipeline stages, the second (the arbiters) reading only registers of the first.
    pub staged: bool,
    /// *Late cut-through* (revision 4, on in the default; off is revision 3; in the RTL as
    /// `IbConfig::late_cut`): cut-through acts at each edge on the writers' takes,
    /// offers and commits of the last edge, so that the readers see only registers of the
    /// writers and input ports (module doc of [`super`], "Late cut-through").
    pub late: bool,
}

/// A read completing at an edge: input, chunk slot, flits of the chunk.
pub type Completion = (usize, usize, usize);

/// The k readers (outputs) and the k input buffers' arbiters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbReaders {
    k: usize,
    lay: HeadLayout,
    outs: Vec<Output>,
    /// Per input buffer: the arbiter of its queued reads, and of its forwarded reads.
    arbs: Vec<RoundRobin>,
    fwd_arbs: Vec<RoundRobin>,
    /// Per output: the queued read decided at the last edge (issued at this one), and the
    /// read in flight (issued at the last edge, completing at this one).
    decided: [Option<Inflight>; KMAX],
    inflight: [Option<Inflight>; KMAX],
    /// Per output: the input whose head packet's next chunk it may ask for at this edge
    /// (registered eligibility: decided at the last edge from the state after it, see
    /// [`IbReaders::eligibility`]).
    elig: [Option<usize>; KMAX],
    /// The staged eligibility ([`ReadMode::staged`]) computed at the last edge, for the next.
    elig_next: [Option<usize>; KMAX],
    /// Staged: per output, the port's test passed for a free output's decision at this
    /// edge (`free_st`) and at the next (`free_next`), computed with the eligibility.
    free_st: u64,
    free_next: u64,
    /// Late cut-through ([`ReadMode::late`]): the writers' outputs and the offers of the
    /// last edge.
    last_w: [WriteOut; KMAX],
    last_of: [Option<Offer>; KMAX],
    /// Per output: the flit it cuts through at this edge ([`Issued::ct`], kept from
    /// [`IbReaders::book`] for [`IbReaders::clock_ports`]).
    ct_flit: [Option<Flit>; KMAX],
}

/// What [`IbReaders::issue`] grants at an edge, per output: an early read issued now (a chunk
/// cut through as it commits, or a forwarded read), or a queued read decided now (issued at
/// the next edge).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Issued {
    pub fwd: [Option<Inflight>; KMAX],
    pub dec: [Option<Inflight>; KMAX],
    /// The flit each cutting-through output sends at this edge (the one its input's writer
    /// takes now).
    pub ct: [Option<Flit>; KMAX],
}

impl IbReaders {
    /// `depth`: the downstream link FIFO (the initial credits).
    pub fn new(k: usize, w: usize, depth: u32) -> Self {
        let out = Output {
            req: VecDeque::with_capacity(k + 1),
            cur: None,
            rem_flits: 0,
            port: StreamPort::new(depth),
            ct: None,
        };
        IbReaders {
            k,
            lay: HeadLayout { w },
            outs: vec![out; k],
            arbs: vec![RoundRobin::new(k); k],
            fwd_arbs: vec![RoundRobin::new(k); k],
            decided: [None; KMAX],
            inflight: [None; KMAX],
            elig: [None; KMAX],
            elig_next: [None; KMAX],
            free_st: 0,
            free_next: 0,
            last_w: [WriteOut::default(); KMAX],
            last_of: [None; KMAX],
            ct_flit: [None; KMAX],
        }
    }

    /// The link flit output o shows.
    pub fn link(&self, o: usize) -> Flit {
        self.outs[o].port.link()
    }
    /// The link credits of output o.
    pub fn credits(&self, o: usize) -> u32 {
        self.outs[o].port.credits()
    }
    /// No request, packet, read in flight or flit to stream (`quiet`: and the link
    /// registers idle).
    pub fn drained(&self, quiet: bool) -> bool {
        self.inflight
            .iter()
            .chain(&self.decided)
            .all(|f| f.is_none())
            && self.last_w.iter().all(|w| !w.take)
            && self.outs.iter().all(|o| {
                o.req.is_empty()
                    && o.cur.is_none()
                    && o.ct.is_none()
                    && if quiet { o.port.quiet() } else { o.port.idle() }
            })
    }

    /// The input output o serves now (its current packet or its next request).
    fn serving(&self, o: usize) -> Option<(usize, usize)> {
        let r = &self.outs[o];
        r.cur.or_else(|| r.req.front().map(|&i| (i, 0)))
    }

    /// The reads decided and the forwarded reads issued at this edge, per output, from the
    /// state before it (module doc of [`super`], "Reads" and "Forwarding"): per input buffer
    /// one chunk per cycle. A queued read of an output serving a packet is asked for by the
    /// registered eligibility (`elig`, decided at the last edge) and decided here by the
    /// input's round-robin arbiter among those outputs (registered grant: issued at the next
    /// edge, completing at the one after); a head packet's first chunk asked for by the free
    /// outputs it claims now goes to the lowest of them, only when the round-robin arbiter
    /// grants nothing. A forwarded read is issued here, by the input's forwarding arbiter
    /// among its idle outputs. `writes[i]`: writer i's outputs (forwarding reads a fresh
    /// header chunk at its slot).
    pub fn issue(
        &mut self,
        bufs: &[IbBuffer],
        writes: &[WriteOut],
        offers: &[Option<Offer>],
        cut_through: bool,
        mode: ReadMode,
    ) -> Issued {
        let k = self.k;
        let mut want = [0u64; KMAX];
        // Outputs serving nothing that may decide a read (`free`), and those of them that may
        // take a forwarded read (`idle`: nothing in flight and nothing left to stream).
        let mut free = 0u64;
        let mut idle = 0u64;
        for o in 0..k {
            // A read decided at the last edge is issued now; a read issued at the last edge
            // and not early completes now (`pend`: its chunk is counted by `can_issue`).
            let pend = self.inflight[o].is_some_and(|f| !f.early);
            if self.decided[o].is_some() || self.outs[o].ct.is_some() {
                continue;
            }
            if let Some((i, c)) = self.serving(o) {
                // Staged: the input and the chunk's commit are checked here, from the state
                // before this edge (the eligibility stage let a chunk being assembled
                // through, and may have named the request queued at the last edge).
                if let Some(si) = self.elig[o].filter(|&si| {
                    !mode.staged || si == i && bufs[si].head().is_some_and(|pk| c < pk.written)
                }) {
                    want[si] |= 1 << o;
                }
            } else {
                let can = self.outs[o].port.can_issue(k, pend);
                if (mode.staged && self.free_st >> o & 1 == 1) || (!mode.staged && can) {
                    free |= 1 << o;
                }
                if can && !pend && self.outs[o].port.idle() {
                    idle |= 1 << o;
                }
            }
        }
        // Forwarding, then requests queued now (module doc of [`super`]): an idle output is
        // claimed by the lowest input assembling a header chunk for it into a buffer with no
        // head packet (whether or not that chunk commits now: the claims come from
        // registers), and if that chunk commits now (`fresh`) the output may take a
        // forwarded read of it (the input's forwarding arbiter picks one output); every
        // forwarded read is early. A free output claimed by no such input is claimed by the
        // lowest input whose head packet queues its requests now, and asks for that packet's
        // first chunk at this edge (its request is queued and taken at once).
        let mut out = Issued::default();
        let mut claimed = 0u64;
        if cut_through && mode.late {
            let (lw, lo) = (self.last_w, self.last_of);
            claimed = self.cut_through_step(bufs, &lw[..k], &lo[..k], idle, &mut out);
            // (Only what cut-through reads: the takes; an edge without one keeps nothing.)
            for i in 0..k {
                let take = writes[i].take;
                self.last_w[i] = if take { writes[i] } else { WriteOut::default() };
                self.last_of[i] = offers[i].filter(|_| take);
            }
        } else if cut_through {
            claimed = self.cut_through_step(bufs, writes, offers, idle, &mut out);
        }
        for i in (0..k).filter(|_| !cut_through) {
            let fwant = writes[i].mask & idle & !claimed;
            if bufs[i].fresh(&writes[i]) && fwant != 0 {
                let o = self.fwd_arbs[i].step(fwant, true).unwrap();
                out.fwd[o] = Some(Inflight {
                    i,
                    x: writes[i].slot,
                    hdr: true,
                    early: true,
                });
            }
            if bufs[i].may_be_fresh(&writes[i]) {
                claimed |= writes[i].mask;
            }
        }
        for i in 0..k {
            let mut now = 0u64;
            if let Some(p) = bufs[i].head().filter(|p| !p.requested) {
                now = p.req_mask() & free & !claimed;
                claimed |= p.req_mask();
            }
            // The registered requests' round-robin arbiter first; the requests queued now
            // (a fresh input has no head packet before this edge, so none) by a fixed
            // priority, the lowest output, when it grants nothing.
            let g = self.arbs[i]
                .step(want[i], true)
                .or_else(|| (now != 0).then(|| now.trailing_zeros() as usize));
            if let Some(o) = g {
                let c = self.serving(o).map_or(0, |(_, c)| c);
                let pk = bufs[i].head().unwrap();
                out.dec[o] = Some(Inflight {
                    i,
                    x: bufs[i].slot(pk.start, c),
                    hdr: c == 0,
                    early: false,
                });
            }
        }
        out
    }

    /// Cut-through at this edge (module doc of [`super`], "Cut-through"), from the state
    /// before it: a head flit that input i's writer takes into a buffer holding no packet
    /// starts cut-through at the `idle` outputs of its mask (lower inputs first); every output
    /// cutting through sends the flit its input's writer takes now, except at the first flit
    /// of a later chunk without credits for a whole chunk, where it stops (the packet's
    /// later chunks are then read); a chunk committing now is an early read of it; the tail
    /// ends it. Returns the outputs claimed.
    fn cut_through_step(
        &mut self,
        bufs: &[IbBuffer],
        writes: &[WriteOut],
        offers: &[Option<Offer>],
        idle: u64,
        out: &mut Issued,
    ) -> u64 {
        let k = self.k;
        let mut claimed = 0u64;
        for i in 0..k {
            let Some(of) = offers[i].filter(|of| of.first && writes[i].take) else {
                continue;
            };
            if bufs[i].head().is_some() {
                continue;
            }
            let m = of.mask & idle & !claimed;
            claimed |= m;
            for o in (0..k).filter(|o| m >> o & 1 == 1) {
                self.outs[o].ct = Some(i);
            }
        }
        for o in 0..k {
            let Some(i) = self.outs[o].ct else { continue };
            let w = &writes[i];
            let Some(of) = offers[i].filter(|_| w.take) else {
                continue;
            };
            if w.lane == 0 && !of.first && (self.outs[o].port.credits as usize) < k {
                self.outs[o].ct = None;
                continue;
            }
            out.ct[o] = Some(of.flit);
            if w.commit {
                out.fwd[o] = Some(Inflight {
                    i,
                    x: w.slot,
                    hdr: w.commit_hdr,
                    early: true,
                });
            }
            if of.last {
                self.outs[o].ct = None;
            }
        }
        claimed
    }

    /// Per input i, the outputs cutting through from it (before this edge's
    /// [`IbReaders::issue`]). With late cut-through they are the outputs that cut the header
    /// chunk of the head packet queueing its requests at this edge through (module doc of
    /// [`super`], "Late cut-through").
    pub fn cutting(&self) -> [u64; KMAX] {
        let mut m = [0u64; KMAX];
        for (o, r) in self.outs.iter().enumerate() {
            if let Some(i) = r.ct {
                m[i] |= 1 << o;
            }
        }
        m
    }

    /// Input i's head packet queues its requests at the outputs of `mask` (in index order).
    pub fn queue(&mut self, i: usize, mask: u64) {
        let mut m = mask & ((1u64 << self.k) - 1);
        while m != 0 {
            let o = m.trailing_zeros() as usize;
            self.outs[o].req.push_back(i);
            m &= m - 1;
        }
    }

    /// Flits of a header chunk whose first (head) flit has `head_data`, and the packet's
    /// flits after it.
    fn header_chunk(&self, head_data: u64) -> (usize, u64) {
        let len = self.lay.len(head_data);
        let n = (len as usize).min(self.k);
        (n, len - n as u64)
    }

    /// The reads issued at the last edge complete: their chunks' counts in the buffers, and
    /// the flit count of each (from the header flit's length for a header chunk, else the
    /// packet's remaining count). The chunks start streaming (`Some` in the result), except
    /// those of early reads, which started at their issue edge.
    pub fn complete(&mut self, bufs: &mut [IbBuffer]) -> [Option<Completion>; KMAX] {
        let mut arr = [None::<Completion>; KMAX];
        for o in 0..self.k {
            let Some(f) = self.inflight[o] else { continue };
            let b = &mut bufs[f.i];
            b.complete(f.x);
            let head_data = b.chunk(f.x)[0].data;
            let n;
            if f.hdr {
                let rem;
                (n, rem) = self.header_chunk(head_data);
                self.outs[o].rem_flits = rem;
            } else {
                let r = &mut self.outs[o];
                n = (r.rem_flits as usize).min(self.k);
                r.rem_flits -= n as u64;
            }
            if !f.early {
                arr[o] = Some((f.i, f.x, n));
            }
        }
        arr
    }

    /// The forwarded reads issued at this edge and the reads decided at the last edge become
    /// the reads in flight, and the reads decided at this edge wait to be issued; an output
    /// granted a read of a new packet pops its request, and one granted the packet's last
    /// chunk is done with it.
    pub fn book(&mut self, issued: Issued, bufs: &[IbBuffer]) {
        for o in 0..self.k {
            let r = &mut self.outs[o];
            let Some(f) = issued.fwd[o].or(issued.dec[o]) else {
                continue;
            };
            let nch = bufs[f.i].head().unwrap().nchunks;
            // A forwarded read's packet queues no request at its output.
            if r.cur.is_none() && issued.fwd[o].is_some() {
                r.cur = Some((f.i, 0));
            } else if r.cur.is_none() {
                let front = r.req.pop_front();
                assert_eq!(front, Some(f.i), "a read starts the first request");
                r.cur = Some((f.i, 0));
            }
            let (i, c) = r.cur.unwrap();
            r.cur = if c + 1 == nch { None } else { Some((i, c + 1)) };
        }
        for o in 0..self.k {
            assert!(
                issued.fwd[o].is_none() || self.decided[o].is_none(),
                "a forwarded read beside a decided one at output {o}"
            );
            self.inflight[o] = issued.fwd[o].or(self.decided[o]);
            self.decided[o] = issued.dec[o];
        }
        self.ct_flit = issued.ct;
    }

    /// The output ports' edge (after [`IbReaders::book`]): the completed chunks start
    /// streaming, and so do the header chunks of the early reads issued at this edge (the
    /// reads in flight now; their flits are all in the buffer after this edge's write).
    /// Then the registered eligibility for the next edge ([`IbReaders::eligibility`]).
    pub fn clock_ports(
        &mut self,
        arr: &[Option<Completion>; KMAX],
        bufs: &[IbBuffer],
        credit_in: &[bool],
        cut_through: bool,
        staged: bool,
    ) {
        for o in 0..self.k {
            // A cut-through output's early reads sent their flits as they were written.
            let early = self.inflight[o].filter(|f| f.early && !cut_through);
            let early = early.map(|f| {
                let d = bufs[f.i].chunk(f.x);
                (d, self.header_chunk(d[0].data).0)
            });
            let a = arr[o].map(|(i, x, n)| (bufs[i].chunk(x), n));
            assert!(
                a.is_none() || early.is_none(),
                "two chunks start at output {o}"
            );
            self.outs[o]
                .port
                .clock(a.or(early), self.ct_flit[o], credit_in[o]);
        }
        if !staged {
            self.eligibility(arr, bufs);
        }
    }

    /// The registered eligibility, from the state after this edge (module doc of [`super`],
    /// "Reads"): output o may ask input i for its packet's next chunk at the next edge when
    /// it serves input i's head packet, whose requests are queued and whose next chunk is
    /// committed, and its port may take a read: [`StreamPort::can_issue`], except that a
    /// chunk whose read completed at this edge counts as k flits (its flit count comes from
    /// the header flit read now) and an output that took a forwarded read at this edge asks
    /// nothing.
    fn eligibility(&mut self, arr: &[Option<Completion>; KMAX], bufs: &[IbBuffer]) {
        let k = self.k;
        let mut elig = [None; KMAX];
        for o in 0..k {
            let f = self.inflight[o];
            if f.is_some_and(|f| f.early) || self.outs[o].ct.is_some() {
                continue;
            }
            let pend = f.is_some();
            let port = &self.outs[o].port;
            let ok = if arr[o].is_some() {
                let left = k - 1 + if pend { k } else { 0 };
                left <= 2 && port.credits as usize >= k + left
            } else {
                port.can_issue(k, pend)
            };
            let Some((si, c)) = self.serving(o).filter(|_| ok) else {
                continue;
            };
            if bufs[si]
                .head()
                .is_some_and(|pk| pk.requested && c < pk.written)
            {
                elig[o] = Some(si);
            }
        }
        self.elig = elig;
    }

    /// The staged eligibility ([`ReadMode::staged`]), before this edge's decisions: the one
    /// computed at the last edge is used now, and the one for the next edge is computed
    /// from the state before this edge and this edge's returned credits (`credit_in`, a
    /// port input in the cycle before the edge). The port's test looks past this edge: the
    /// stream after it (one flit fewer if any is left; the read decided at the last edge,
    /// issued now, and a read completing now counted as k flits) has at most 2 flits left,
    /// and the credits after it cover them and a whole chunk. An output serving a packet
    /// asks for that packet's input (the chunk's commit is checked at the use); an output
    /// serving nothing asks the lowest input whose head packet queues a request for it at
    /// this edge, and is marked free for the fixed-priority decision of the next edge. An
    /// output cutting through, or with a chunk cut through in flight, asks nothing.
    pub fn stage(&mut self, bufs: &[IbBuffer], credit_in: &[bool]) {
        self.elig = self.elig_next;
        self.free_st = self.free_next;
        (self.elig_next, self.free_next) = self.stage_next(bufs, credit_in);
    }

    /// Staged (`staged`, the switch's setting): an edge with no credit returned would leave
    /// the stage's registers as they are (for the switch's quiet skip); true without it.
    pub fn stage_settled(&self, staged: bool, bufs: &[IbBuffer]) -> bool {
        !staged
            || self.elig == self.elig_next
                && self.free_st == self.free_next
                && (self.elig_next, self.free_next) == self.stage_next(bufs, &[false; KMAX])
    }

    /// The stage's eligibility and free outputs for the next edge ([`IbReaders::stage`]).
    fn stage_next(&self, bufs: &[IbBuffer], credit_in: &[bool]) -> ([Option<usize>; KMAX], u64) {
        let k = self.k;
        let mut elig = [None; KMAX];
        let mut free = 0u64;
        for o in 0..k {
            let f = self.inflight[o];
            if f.is_some_and(|f| f.early) || self.outs[o].ct.is_some() {
                continue;
            }
            let port = &self.outs[o].port;
            let now = port.left() + if f.is_some() { k } else { 0 };
            let tot = now + if self.decided[o].is_some() { k } else { 0 };
            let cred = port.credits as usize + usize::from(credit_in[o]);
            if tot - usize::from(now > 0) > 2 || cred < k + tot {
                continue;
            }
            match self.serving(o) {
                Some((si, _)) => elig[o] = Some(si),
                None => {
                    free |= 1 << o;
                    elig[o] = (0..k).find(|&i| {
                        bufs[i]
                            .head()
                            .is_some_and(|pk| !pk.requested && pk.req_mask() >> o & 1 == 1)
                    });
                }
            }
        }
        (elig, free)
    }
}
