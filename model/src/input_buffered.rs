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
//! Timing: a chunk (k flits, or the packet's last flits) is written into the input buffer in
//! the cycle after its last flit is offered by the framer (assembly of the next chunk goes on
//! meanwhile). When the head packet's header chunk is in the buffer, its requests are queued
//! at the next edge (outputs in index order; inputs in index order within one cycle). An
//! output serving input i may read chunk c of the head packet once it is written; the read
//! completes one cycle later into the output's serialiser (or its one-chunk prefetch buffer).

use crate::arbiter::RoundRobin;
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::Flit;
use crate::inport::{InPort, InPortParams, Offer};
use crate::outport::OutPort;
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
        if !(4..=255).contains(&self.fifo) {
            return e("fifo", self.fifo.to_string(), "4..=255 flits".into());
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

#[derive(Clone, Debug)]
struct PacketRec {
    start: usize,
    nchunks: usize,
    written: usize,
    freed: usize,
    mask: u64,
    requested: bool,
}

#[derive(Clone, Debug)]
struct Input {
    asm: Vec<Flit>,
    fill: usize,
    ready: bool,
    hdr: bool,
    ks: u32,
    mask: u64,
    buf: Vec<Vec<Flit>>,
    cnt: Vec<u32>,
    head: usize,
    tail: usize,
    used: usize,
    packets: VecDeque<PacketRec>,
    arb: RoundRobin,
}

#[derive(Clone, Debug)]
struct Output {
    req: VecDeque<usize>,
    /// (input, next chunk to read)
    cur: Option<(usize, usize)>,
    rem_flits: u64,
    port: OutPort,
}

#[derive(Clone, Debug)]
struct Inflight {
    o: usize,
    i: usize,
    x: usize,
    hdr: bool,
    data: Vec<Flit>,
}

/// Golden model of the input-buffered switch.
#[derive(Clone, Debug)]
pub struct InputBufferedSwitch {
    pub p: IbParams,
    inports: Vec<InPort>,
    ins: Vec<Input>,
    outs: Vec<Output>,
    inflight: Vec<Inflight>,
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
            asm: vec![Flit::IDLE; k],
            fill: 0,
            ready: false,
            hdr: false,
            ks: 0,
            mask: 0,
            buf: vec![vec![Flit::IDLE; k]; nc],
            cnt: vec![0; nc],
            head: 0,
            tail: 0,
            used: 0,
            packets: VecDeque::new(),
            arb: RoundRobin::new(k),
        };
        let out = Output {
            req: VecDeque::new(),
            cur: None,
            rem_flits: 0,
            port: OutPort::new(k, p.fifo as u32),
        };
        InputBufferedSwitch {
            inports,
            ins: vec![inp; k],
            outs: vec![out; k],
            inflight: vec![],
            p,
        }
    }

    /// Nothing held anywhere (every buffer chunk free, no request, serialisers empty).
    pub fn drained(&self) -> bool {
        self.inflight.is_empty()
            && self
                .inports
                .iter()
                .all(|ip| ip.fifo.is_empty() && ip.offer().is_none())
            && self
                .ins
                .iter()
                .all(|i| i.used == 0 && i.fill == 0 && !i.ready && i.packets.is_empty())
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

    /// One cycle, link outputs only: `flits_out[p]`, `credits_out[p]` (k entries each).
    pub fn cycle_links(
        &mut self,
        arrive: &[Flit],
        credit_in: &[bool],
        flits_out: &mut [Flit],
        credits_out: &mut [bool],
    ) {
        let o = self.cycle(arrive, credit_in);
        flits_out[..o.flits.len()].copy_from_slice(&o.flits);
        credits_out[..o.credits.len()].copy_from_slice(&o.credits);
    }

    /// Stepping with idle inputs and no credits would change nothing and send nothing.
    pub fn quiescent(&self) -> bool {
        false
    }

    pub fn cycle(&mut self, arrive: &[Flit], credit_in: &[bool]) -> IbOutputs {
        let k = self.p.k();
        let nc = self.p.buffer_chunks();
        let lay = HeadLayout { w: self.p.route.w };
        let outputs = IbOutputs {
            flits: self.outs.iter().map(|o| o.port.link()).collect(),
            credits: self.inports.iter().map(|ip| ip.credit_out()).collect(),
            used: self.ins.iter().map(|i| i.used as u32).collect(),
            malformed: self.malformed(),
            overflow: self.inports.iter().any(|ip| ip.overflow),
        };
        let offers: Vec<Option<Offer>> = self.inports.iter().map(|ip| ip.offer()).collect();
        let up_credits: Vec<u32> = (self.p.route.down..k)
            .map(|o| self.outs[o].port.credits())
            .collect();
        // Reads: per input buffer, one chunk per cycle, round-robin among its ready outputs.
        let mut issued = vec![];
        for i in 0..k {
            let mut want = 0u64;
            for o in 0..k {
                let r = &self.outs[o];
                if !r.port.can_prefetch() || self.inflight.iter().any(|f| f.o == o) {
                    continue;
                }
                if let Some((si, c)) = self.serving(o) {
                    if si == i {
                        let pk = self.ins[i].packets.front().expect("request without packet");
                        if pk.requested && c < pk.written {
                            want |= 1 << o;
                        }
                    }
                }
            }
            if let Some(o) = self.ins[i].arb.step(want, true) {
                let (_, c) = self.serving(o).unwrap();
                let pk = self.ins[i].packets.front().unwrap();
                let x = (pk.start + c) % nc;
                issued.push(Inflight {
                    o,
                    i,
                    x,
                    hdr: c == 0,
                    data: self.ins[i].buf[x].clone(),
                });
            }
        }
        // Input buffer writes and chunk assembly.
        let mut taken = vec![false; k];
        let mut written = vec![false; k];
        for i in 0..k {
            let inp = &mut self.ins[i];
            if inp.ready && inp.used < nc {
                let x = inp.tail;
                inp.buf[x] = inp.asm.clone();
                inp.cnt[x] = inp.ks;
                inp.tail = (inp.tail + 1) % nc;
                inp.used += 1;
                if inp.hdr {
                    let len = lay.len(inp.asm[0].data);
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
                written[i] = true;
            }
            let Some(of) = offers[i] else {
                if written[i] {
                    inp.ready = false;
                    inp.fill = 0;
                }
                continue;
            };
            if inp.ready && !written[i] {
                continue;
            }
            if written[i] {
                inp.ready = false;
                inp.fill = 0;
            }
            taken[i] = true;
            if of.first {
                inp.mask = of.mask;
                inp.ks = of.ks;
            }
            if inp.fill == 0 {
                inp.hdr = of.first;
                inp.asm = vec![Flit::IDLE; k];
            }
            inp.asm[inp.fill] = of.flit;
            inp.fill += 1;
            if inp.fill == k || of.last {
                inp.ready = true;
            }
        }
        // Requests of head packets (state before this edge).
        for i in 0..k {
            let pk = self.ins[i].packets.front_mut();
            if let Some(pk) = pk {
                if !pk.requested && pk.written > 0 {
                    pk.requested = true;
                    for o in 0..k {
                        if pk.mask >> o & 1 == 1 {
                            self.outs[o].req.push_back(i);
                        }
                    }
                }
            }
        }
        // Read completions (issued last cycle): counters, frees, serialisers.
        let arriving = std::mem::take(&mut self.inflight);
        let mut arr_out: Vec<Option<(Vec<Flit>, usize)>> = vec![None; k];
        for f in &arriving {
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
            let r = &mut self.outs[f.o];
            let n;
            if f.hdr {
                let len = lay.len(f.data[0].data);
                n = (len as usize).min(k);
                r.rem_flits = len - n as u64;
            } else {
                n = (r.rem_flits as usize).min(k);
                r.rem_flits -= n as u64;
            }
            arr_out[f.o] = Some((f.data.clone(), n));
        }
        // Issue bookkeeping.
        for f in &issued {
            let nch = self.ins[f.i].packets.front().unwrap().nchunks;
            let r = &mut self.outs[f.o];
            if r.cur.is_none() {
                r.req.pop_front();
                r.cur = Some((f.i, 0));
            }
            let (i, c) = r.cur.unwrap();
            r.cur = if c + 1 == nch { None } else { Some((i, c + 1)) };
        }
        self.inflight = issued;
        // Serialisers and links.
        for o in 0..k {
            let arr = arr_out[o].take();
            self.outs[o].port.clock(None, false, arr, credit_in[o]);
        }
        for i in 0..k {
            self.inports[i].clock(arrive[i], taken[i], &up_credits);
        }
        outputs
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
        let o = self.cycle(&arrive, &credit);
        let mut r = switch_ports::encode_outputs(&o.flits, &o.credits);
        r.extend(o.used.iter().map(|&u| u as u64));
        r.push(o.malformed as u64);
        r.push(o.overflow as u64);
        r
    }
}
