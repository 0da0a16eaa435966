//! Input-buffered multicast switch (multidestination-worms paper, Section 5): each input has
//! a chunk-organised input buffer larger than the largest packet; packets are served in FIFO
//! order from the head of each input buffer only; a decoded head packet queues a request at
//! each destination output; ready outputs read its chunks (one chunk per input buffer per
//! cycle, outputs taking turns round-robin), each chunk carries a count of the outputs still
//! to read it and is freed when it reaches zero. Branches carry the unchanged header except
//! the LCA count decrement on the way up (done by the shared [`InPort`]).
//!
//! This golden model describes the switch at its links and is the same for the three
//! organisations of Section 5 (chunk-wide crossbar, register staircase, split RAM), which the
//! paper shows perform identically; the RTL of each organisation is checked against it.
//!
//! Ports: as [`crate::central_buffer`] for the links (`in_tag_p`, `in_data_p`,
//! `credit_in_p` in; `out_tag_p`, `out_data_p`, `credit_out_p` out), then status `used_p`
//! (chunks occupied in input buffer p), `malformed_count`, `overflow`.
//!
//! Timing: each flit the framer offers is written into the input buffer at the edge it is
//! taken, into the chunk slot `tail` (no assembly register); a flit is taken when fewer than
//! nc chunks are committed, so the chunk being filled always has its slot. The flit that
//! completes a chunk (its k-th, or the packet's tail) commits it at that edge: the chunk is
//! counted and readable from the next cycle on. A header chunk committed at an edge queues
//! its packet's requests at that edge if the packet becomes the head packet there (the
//! buffer held no packet), else at the edge after its packet becomes the head packet
//! (outputs in index order; inputs in index order within one cycle).
//!
//! Forwarding: an output that could read and has nothing to do (no read in flight, no
//! packet, empty request queue) reads the header chunk of a packet arriving at an empty
//! input buffer in the cycle that chunk commits, i.e. its read is issued at the commit
//! edge, if this request would be the first in its queue (no lower input queues a request
//! to it at that edge) and it wins the input's arbitration; its request is queued and taken
//! at that same edge.
//!
//! An output serving input i may read chunk c of the head packet once it is committed, if it
//! has no read in flight, at most the last flit of its current chunk left to send, and link
//! credits for that flit and k more ([`StreamPort::can_issue`]); the read completes one
//! cycle later, sending flit 0 of the chunk into the one-flit link register at that edge
//! and flit j at the j-th edge after (Section 5.3: no output buffer beyond one flit, since a
//! chunk, once read, streams out without a stall). The link FIFO downstream must therefore
//! hold at least k flits (validated), and k plus the credit round trip for line rate
//! ([`default_fifo`]).
//!
//! Simulation speed (model only): [`InputBufferedSwitch::cycle_links`] is `cycle` without the
//! status outputs and allocates nothing; [`InputBufferedSwitch::quiescent`] (kept after every
//! edge) says an idle edge would change nothing, and such edges are skipped.

use crate::arbiter::RoundRobin;
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::Flit;
use crate::inport::{InPort, InPortParams, Offer};
use crate::outport::KMAX;
use crate::packet::HeadLayout;
use crate::route::RouteConfig;
use crate::switch_ports;
use std::collections::VecDeque;

/// The three organisations of Section 5 (same behaviour at the links).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Organisation {
    ChunkWide,
    Staircase,
    SplitRam,
}

/// Parameters of the input-buffered switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbParams {
    pub route: RouteConfig,
    /// Input buffer size in flits (a multiple of k; default 320, the paper's equal-storage point).
    pub buffer: usize,
    /// Link FIFO in front of the framer, in flits (the upstream credit).
    pub fifo: usize,
    pub max_len: u64,
    pub org: Organisation,
}

/// The default link FIFO of a k-port input-buffered switch: two chunks, at least 8 flits.
/// A chunk is read only when the credits for all its flits are there (the outputs stream a
/// chunk through a one-flit register, Section 5.3), so the downstream FIFO must hold a chunk
/// plus the flits in flight while the credits of the previous chunk come back: with 8 flits
/// at k = 8 the outputs idle 3 cycles per chunk (0.73 of the link), with 12 or more they do
/// not (measured with `wormcast bench-switch`).
pub fn default_fifo(k: usize) -> usize {
    (2 * k).max(8)
}

impl IbParams {
    pub fn k(&self) -> usize {
        self.route.k
    }
    pub fn buffer_chunks(&self) -> usize {
        self.buffer / self.k()
    }
    /// Check parameters; errors name the parameter and its allowed range.
    pub fn validate(&self) -> Result<(), String> {
        let r = &self.route;
        let e =
            |p: &str, v: String, a: String| Err(format!("invalid parameter {p}={v}: allowed {a}"));
        if ![2, 4, 8].contains(&r.k) {
            return e("k", r.k.to_string(), "2, 4 or 8".into());
        }
        if ![16, 32].contains(&r.w) {
            return e("w", r.w.to_string(), "16 or 32".into());
        }
        let fifo_min = r.k.max(4);
        if !(fifo_min..=255).contains(&self.fifo) {
            return e(
                "fifo",
                self.fifo.to_string(),
                format!(
                    "{fifo_min}..=255 flits (at least k = {}: a chunk is read only with credits for all its flits)",
                    r.k
                ),
            );
        }
        let b = r.bitstring_flits() as u64;
        let hi = HeadLayout { w: r.w }.max_len().min(1024);
        if self.max_len < b + 2 || self.max_len > hi {
            return e(
                "max-len",
                self.max_len.to_string(),
                format!("{}..={hi} flits", b + 2),
            );
        }
        let need = (self.max_len as usize).div_ceil(r.k) * r.k;
        if self.buffer % r.k != 0 || self.buffer < need || self.buffer > 256 * r.k {
            return e(
                "buffer",
                self.buffer.to_string(),
                format!(
                    "a multiple of k = {} from {need} (the largest packet, {} flits, must fit: Section 5's deadlock-freedom condition) to {}",
                    r.k,
                    self.max_len,
                    256 * r.k
                ),
            );
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct PacketRec {
    start: usize,
    nchunks: usize,
    written: usize,
    freed: usize,
    mask: u64,
    requested: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Input {
    /// Flits of the chunk being assembled, in the slot `tail` (not counted in `used`).
    fill: usize,
    /// The chunk being assembled is its packet's header chunk.
    hdr: bool,
    /// Replication count and destination mask of the packet being assembled.
    ks: u32,
    mask: u64,
    /// Buffer RAM: chunk x is `buf[x * k .. x * k + k]`; flits are written as they arrive.
    buf: Vec<Flit>,
    cnt: Vec<u32>,
    head: usize,
    tail: usize,
    used: usize,
    packets: VecDeque<PacketRec>,
    arb: RoundRobin,
}

#[derive(Clone, Debug, PartialEq, Eq)]
struct Output {
    req: VecDeque<usize>,
    /// (input, next chunk to read)
    cur: Option<(usize, usize)>,
    rem_flits: u64,
    port: StreamPort,
}

/// The output side of an output port (Section 5.3): the one-flit link register, the link's
/// credit counter, and the chunk being streamed (its `n` flits, the next one at `pos`). A
/// chunk whose read completes at an edge sends its flit 0 into the link register at that
/// edge and flit j at the j-th edge after, one per cycle without a stall: reads are gated so
/// that the credits for the whole chunk are there when it is read ([`StreamPort::can_issue`]).
/// The stored chunk models the data that the reduced organisations deliver one flit per
/// cycle over flit-wide paths (and the chunk-wide organisation holds in a k-flit register).
#[derive(Clone, Debug, PartialEq, Eq)]
struct StreamPort {
    data: [Flit; KMAX],
    n: usize,
    pos: usize,
    oreg: Flit,
    credits: u32,
}

impl StreamPort {
    fn new(depth: u32) -> Self {
        StreamPort {
            data: [Flit::IDLE; KMAX],
            n: 0,
            pos: 0,
            oreg: Flit::IDLE,
            credits: depth,
        }
    }
    fn link(&self) -> Flit {
        self.oreg
    }
    fn credits(&self) -> u32 {
        self.credits
    }
    /// Flits of the streaming chunk still to send, at this edge and later.
    fn left(&self) -> usize {
        self.n - self.pos
    }
    /// A read issued at this edge may complete at the next one: the stream has at most its
    /// last flit to send at this edge, and the credits cover that flit and a whole chunk of
    /// `k` flits (a read does not know its flit count before it completes).
    fn can_issue(&self, k: usize) -> bool {
        self.left() <= 1 && self.credits as usize >= k + self.left()
    }
    /// Nothing left to send.
    fn idle(&self) -> bool {
        self.pos == self.n
    }
    fn quiet(&self) -> bool {
        self.idle() && self.oreg.is_idle()
    }
    /// The rising edge: the next flit of the stream, or flit 0 of a chunk whose read
    /// completes now (`arrive`: its flits, the first `n` valid), goes to the link register.
    fn clock(&mut self, arrive: Option<(&[Flit], usize)>, credit_in: bool) {
        let mut out = Flit::IDLE;
        if self.pos < self.n {
            out = self.data[self.pos];
            self.pos += 1;
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

/// A read issued last cycle (by the output at its index): input buffer i, chunk x. The
/// chunk's data is taken from the buffer when the read completes: it cannot change in
/// between, because only the free chunk at `tail` is ever written and chunk x stays occupied
/// until this read's own completion has counted it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Inflight {
    i: usize,
    x: usize,
    hdr: bool,
}

/// Golden model of the input-buffered switch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputBufferedSwitch {
    pub p: IbParams,
    inports: Vec<InPort>,
    ins: Vec<Input>,
    outs: Vec<Output>,
    /// Reads in flight, per output.
    inflight: [Option<Inflight>; KMAX],
    /// Cached [`InputBufferedSwitch::quiescent`], recomputed after every stepped edge.
    quiet: bool,
}

impl InputBufferedSwitch {
    pub fn new(p: IbParams) -> Self {
        p.validate()
            .expect("invalid input-buffered switch parameters");
        let k = p.k();
        let nc = p.buffer_chunks();
        let inports = (0..k)
            .map(|i| {
                InPort::new(InPortParams {
                    route: p.route.clone(),
                    input: i,
                    fifo: p.fifo,
                    max_len: p.max_len,
                })
            })
            .collect();
        let inp = Input {
            fill: 0,
            hdr: false,
            ks: 0,
            mask: 0,
            buf: vec![Flit::IDLE; nc * k],
            cnt: vec![0; nc],
            head: 0,
            tail: 0,
            used: 0,
            packets: VecDeque::with_capacity(nc + 1),
            arb: RoundRobin::new(k),
        };
        let out = Output {
            req: VecDeque::with_capacity(k + 1),
            cur: None,
            rem_flits: 0,
            port: StreamPort::new(p.fifo as u32),
        };
        InputBufferedSwitch {
            inports,
            ins: vec![inp; k],
            outs: vec![out; k],
            inflight: [None; KMAX],
            quiet: true,
            p,
        }
    }

    /// Nothing held anywhere (every buffer chunk free, no request, serialisers empty).
    pub fn drained(&self) -> bool {
        self.inflight.iter().all(|f| f.is_none())
            && self
                .inports
                .iter()
                .all(|ip| ip.fifo.is_empty() && ip.offer().is_none())
            && self
                .ins
                .iter()
                .all(|i| i.used == 0 && i.fill == 0 && i.packets.is_empty())
            && self
                .outs
                .iter()
                .all(|o| o.req.is_empty() && o.cur.is_none() && o.port.idle())
    }

    /// Sticky: some input FIFO overflowed (a link protocol error upstream).
    pub fn overflow(&self) -> bool {
        self.inports.iter().any(|ip| ip.overflow)
    }
    pub fn malformed(&self) -> u16 {
        self.inports
            .iter()
            .fold(0u16, |a, ip| a.wrapping_add(ip.malformed))
    }

    /// The input output o serves now (its current packet or its next request).
    fn serving(&self, o: usize) -> Option<(usize, usize)> {
        let r = &self.outs[o];
        r.cur.or_else(|| r.req.front().map(|&i| (i, 0)))
    }

    /// One cycle, link outputs only: `flits_out[p]`, `credits_out[p]` (the first k entries
    /// are written). Exactly [`InputBufferedSwitch::cycle`] without the status outputs, and
    /// free of heap allocation.
    pub fn cycle_links(
        &mut self,
        arrive: &[Flit],
        credit_in: &[bool],
        flits_out: &mut [Flit],
        credits_out: &mut [bool],
    ) {
        let k = self.p.k();
        for (o, r) in self.outs.iter().enumerate() {
            flits_out[o] = r.port.link();
        }
        for (i, ip) in self.inports.iter().enumerate() {
            credits_out[i] = ip.credit_out();
        }
        self.edge(&arrive[..k], &credit_in[..k]);
    }

    /// Stepping the switch with idle input flits and no credits would change nothing and
    /// show idle output flits and no credits (so it need not be stepped). O(1): recomputed
    /// after every edge. True when no packet is anywhere in the switch (input FIFOs empty,
    /// framers idle or waiting for the link, nothing assembled or buffered, no request, no
    /// read in flight, serialisers and link registers empty, no credit pulse); credit
    /// counters and arbiter pointers may be anything.
    pub fn quiescent(&self) -> bool {
        self.quiet
    }

    fn compute_quiet(&self) -> bool {
        self.inflight.iter().all(|f| f.is_none())
            && self.inports.iter().all(|ip| ip.quiet())
            && self
                .ins
                .iter()
                .all(|i| i.used == 0 && i.fill == 0 && i.packets.is_empty())
            && self
                .outs
                .iter()
                .all(|o| o.req.is_empty() && o.cur.is_none() && o.port.quiet())
    }

    pub fn cycle(&mut self, arrive: &[Flit], credit_in: &[bool]) -> IbOutputs {
        let k = self.p.k();
        let outputs = IbOutputs {
            flits: self.outs.iter().map(|o| o.port.link()).collect(),
            credits: self.inports.iter().map(|ip| ip.credit_out()).collect(),
            used: self.ins.iter().map(|i| i.used as u32).collect(),
            malformed: self.malformed(),
            overflow: self.overflow(),
        };
        self.edge(&arrive[..k], &credit_in[..k]);
        outputs
    }

    /// The rising edge (the outputs of the cycle were sampled before).
    fn edge(&mut self, arrive: &[Flit], credit_in: &[bool]) {
        if self.quiet && arrive.iter().all(|f| f.is_idle()) && !credit_in.contains(&true) {
            return;
        }
        self.edge_full(arrive, credit_in);
        self.quiet = self.compute_quiet();
    }

    /// The rising edge, every part of the machine evaluated.
    fn edge_full(&mut self, arrive: &[Flit], credit_in: &[bool]) {
        let k = self.p.k();
        let nc = self.p.buffer_chunks();
        let lay = HeadLayout { w: self.p.route.w };
        let down = self.p.route.down;
        let mut offers = [None::<Offer>; KMAX];
        for (i, ip) in self.inports.iter().enumerate() {
            offers[i] = ip.offer();
        }
        let mut up_buf = [0u32; KMAX];
        for o in down..k {
            up_buf[o - down] = self.outs[o].port.credits();
        }
        let up_credits = &up_buf[..k - down];
        // Chunk assembly: an offered flit is taken when the buffer has a free slot for its
        // chunk (`used < nc`: the chunk being assembled sits in the slot `tail`, uncounted, so
        // a chunk once started is never held); the flit that completes a chunk commits it at
        // this edge. `fresh`: a header chunk commits into an empty buffer (its packet becomes
        // the head packet now).
        let mut taken = [false; KMAX];
        let mut commit = [false; KMAX];
        let mut fresh = [false; KMAX];
        for i in 0..k {
            let inp = &self.ins[i];
            if let Some(of) = offers[i] {
                if inp.used < nc {
                    taken[i] = true;
                    commit[i] = inp.fill + 1 == k || of.last;
                    let hdr = if inp.fill == 0 { of.first } else { inp.hdr };
                    // (a header chunk has at least 2 flits: B + 2 >= 3 and k >= 2)
                    fresh[i] = commit[i] && hdr && inp.fill > 0 && inp.packets.is_empty();
                }
            }
        }
        // Reads: per input buffer, one chunk per cycle, round-robin among its ready outputs.
        let mut want = [0u64; KMAX];
        let mut idle = 0u64;
        for o in 0..k {
            if !self.outs[o].port.can_issue(k) || self.inflight[o].is_some() {
                continue;
            }
            if let Some((si, c)) = self.serving(o) {
                let pk = self.ins[si]
                    .packets
                    .front()
                    .expect("request without packet");
                if pk.requested && c < pk.written {
                    want[si] |= 1 << o;
                }
            } else {
                idle |= 1 << o;
            }
        }
        // Forwarding: an idle output (it could read, no packet, no request) reads the header
        // chunk of a fresh packet in the cycle the chunk commits, when that packet's request
        // would be the first in its queue: the lowest input with a fresh packet for it, and
        // no lower input whose head packet queues its requests at this edge. (Outputs that
        // lose the input's arbitration get the request queued as usual.)
        let mut claimed = 0u64;
        let mut blocked = false;
        for i in 0..k {
            let inp = &self.ins[i];
            if fresh[i] {
                if !blocked {
                    want[i] |= inp.mask & idle & !claimed;
                }
                claimed |= inp.mask;
            }
            if inp.packets.front().is_some_and(|p| !p.requested) {
                blocked = true;
            }
        }
        let mut issued = [None::<Inflight>; KMAX];
        for i in 0..k {
            if want[i] == 0 {
                continue; // no grant, the pointer stays
            }
            if let Some(o) = self.ins[i].arb.step(want[i], true) {
                let inp = &self.ins[i];
                issued[o] = Some(if fresh[i] {
                    Inflight {
                        i,
                        x: inp.tail,
                        hdr: true,
                    }
                } else {
                    let (_, c) = self.serving(o).unwrap();
                    let pk = inp.packets.front().unwrap();
                    Inflight {
                        i,
                        x: (pk.start + c) % nc,
                        hdr: c == 0,
                    }
                });
            }
        }
        // Input buffer writes: every taken flit into its slot; commits.
        for i in 0..k {
            let Some(of) = offers[i].filter(|_| taken[i]) else {
                continue;
            };
            let inp = &mut self.ins[i];
            if of.first {
                inp.mask = of.mask;
                inp.ks = of.ks;
            }
            if inp.fill == 0 {
                inp.hdr = of.first;
            }
            let x = inp.tail;
            inp.buf[x * k + inp.fill] = of.flit;
            inp.fill += 1;
            if commit[i] {
                inp.fill = 0;
                inp.cnt[x] = inp.ks;
                inp.tail = (x + 1) % nc;
                inp.used += 1;
                if inp.hdr {
                    let len = lay.len(inp.buf[x * k].data);
                    inp.packets.push_back(PacketRec {
                        start: x,
                        nchunks: (len as usize).div_ceil(k),
                        written: 0,
                        freed: 0,
                        mask: inp.mask,
                        requested: false,
                    });
                }
                inp.packets.back_mut().unwrap().written += 1;
            }
        }
        // Requests of head packets (after this edge's commits, before its frees).
        for i in 0..k {
            let pk = self.ins[i].packets.front_mut();
            if let Some(pk) = pk {
                if !pk.requested && pk.written > 0 {
                    pk.requested = true;
                    let mut m = pk.mask & ((1u64 << k) - 1);
                    while m != 0 {
                        let o = m.trailing_zeros() as usize;
                        self.outs[o].req.push_back(i);
                        m &= m - 1;
                    }
                }
            }
        }
        // Read completions (issued last cycle): counters, frees, serialisers. Each input
        // and each output has at most one, so their order does not matter.
        let arriving = self.inflight;
        let mut arr_out = [None::<(usize, usize, usize)>; KMAX];
        for o in 0..k {
            let Some(f) = arriving[o] else { continue };
            let inp = &mut self.ins[f.i];
            inp.cnt[f.x] -= 1;
            if inp.cnt[f.x] == 0 {
                assert_eq!(f.x, inp.head, "input buffer chunks are freed in order");
                inp.head = (inp.head + 1) % nc;
                inp.used -= 1;
                let pk = inp.packets.front_mut().unwrap();
                pk.freed += 1;
                if pk.freed == pk.nchunks {
                    inp.packets.pop_front();
                }
            }
            let head_data = inp.buf[f.x * k].data;
            let r = &mut self.outs[o];
            let n;
            if f.hdr {
                let len = lay.len(head_data);
                n = (len as usize).min(k);
                r.rem_flits = len - n as u64;
            } else {
                n = (r.rem_flits as usize).min(k);
                r.rem_flits -= n as u64;
            }
            arr_out[o] = Some((f.i, f.x, n));
        }
        // Issue bookkeeping.
        for o in 0..k {
            let Some(f) = issued[o] else { continue };
            let nch = self.ins[f.i].packets.front().unwrap().nchunks;
            let r = &mut self.outs[o];
            if r.cur.is_none() {
                let front = r.req.pop_front();
                assert_eq!(front, Some(f.i), "a read starts the first request");
                r.cur = Some((f.i, 0));
            }
            let (i, c) = r.cur.unwrap();
            r.cur = if c + 1 == nch { None } else { Some((i, c + 1)) };
        }
        self.inflight = issued;
        // Serialisers and links.
        for o in 0..k {
            let arr = arr_out[o].map(|(i, x, n)| (&self.ins[i].buf[x * k..x * k + k], n));
            self.outs[o].port.clock(arr, credit_in[o]);
        }
        for i in 0..k {
            self.inports[i].clock(arrive[i], taken[i], up_credits);
        }
    }
}

/// What the switch shows in one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IbOutputs {
    pub flits: Vec<Flit>,
    pub credits: Vec<bool>,
    pub used: Vec<u32>,
    pub malformed: u16,
    pub overflow: bool,
}

impl IbOutputs {
    /// Values in the order of [`output_ports`].
    pub fn to_ports(&self) -> Vec<u64> {
        let mut r = switch_ports::encode_outputs(&self.flits, &self.credits);
        r.extend(self.used.iter().map(|&u| u as u64));
        r.push(self.malformed as u64);
        r.push(self.overflow as u64);
        r
    }
}

pub fn output_ports(p: &IbParams) -> Vec<PortSpec> {
    let k = p.k();
    let mut v = switch_ports::link_outputs(k, p.route.w);
    for q in 0..k {
        v.push(PortSpec::new(format!("used_{q}"), 9));
    }
    v.push(PortSpec::new("malformed_count", 16));
    v.push(PortSpec::new("overflow", 1));
    v
}

impl CycleModel for InputBufferedSwitch {
    fn input_ports(&self) -> Vec<PortSpec> {
        switch_ports::link_inputs(self.p.k(), self.p.route.w)
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        output_ports(&self.p)
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let (arrive, credit) = switch_ports::decode_inputs(self.p.k(), v);
        self.cycle(&arrive, &credit).to_ports()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::{fat_tree_reach, UpPolicy};
    use crate::switch_stim::{
        check_cycle_links_equals_cycle, check_quiescence, CheckedSwitch, LinkStim,
    };

    fn configs() -> Vec<IbParams> {
        [(8, 16, 320), (8, 64, 320), (4, 32, 64), (2, 16, 40)]
            .iter()
            .map(|&(k, nodes, buffer)| {
                let down = k / 2;
                IbParams {
                    route: RouteConfig {
                        k,
                        down,
                        nodes,
                        w: 16,
                        reach: fat_tree_reach(nodes, 16, down, 0, nodes),
                        policy: UpPolicy::Adaptive,
                    },
                    buffer,
                    fifo: 16,
                    max_len: 40,
                    org: Organisation::ChunkWide,
                }
            })
            .collect()
    }

    impl CheckedSwitch for InputBufferedSwitch {
        fn k(&self) -> usize {
            self.p.k()
        }
        fn cycle_full(&mut self, a: &[Flit], c: &[bool]) -> (Vec<Flit>, Vec<bool>) {
            let o = self.cycle(a, c);
            (o.flits, o.credits)
        }
        fn cycle_links(&mut self, a: &[Flit], c: &[bool], fo: &mut [Flit], co: &mut [bool]) {
            InputBufferedSwitch::cycle_links(self, a, c, fo, co)
        }
        fn quiescent(&self) -> bool {
            InputBufferedSwitch::quiescent(self)
        }
        fn compute_quiet(&self) -> bool {
            InputBufferedSwitch::compute_quiet(self)
        }
        fn idle_edge(&mut self) {
            let k = self.p.k();
            self.edge_full(&vec![Flit::IDLE; k], &vec![false; k]);
            self.quiet = self.compute_quiet();
        }
        fn showing(&self) -> (Vec<Flit>, Vec<bool>) {
            (
                self.outs.iter().map(|o| o.port.link()).collect(),
                self.inports.iter().map(|ip| ip.credit_out()).collect(),
            )
        }
        fn credits_out(&self) -> bool {
            self.outs
                .iter()
                .any(|o| o.port.credits() < self.p.fifo as u32)
        }
    }

    /// `cycle` and `cycle_links` agree (shared check).
    #[test]
    fn cycle_links_equals_cycle() {
        for (n, p) in configs().into_iter().enumerate() {
            let stim = LinkStim::new(p.route.clone(), p.fifo, p.max_len, 21 + n as u64);
            let moved = check_cycle_links_equals_cycle(InputBufferedSwitch::new(p.clone()), stim);
            assert!(moved > 2000, "traffic flowed: {moved} flits");
        }
    }

    /// Skipping a quiescent switch is exact (shared check).
    #[test]
    fn quiescent_means_an_idle_step_changes_nothing() {
        for (n, p) in configs().into_iter().enumerate() {
            let stim = LinkStim::new(p.route.clone(), p.fifo, p.max_len, 3 + n as u64);
            check_quiescence(InputBufferedSwitch::new(p.clone()), stim);
        }
    }
}
