//! The cycle-accurate fabric every network study and network-level test runs on: switches of
//! any kind ([`NetSwitch`]: central buffer or input buffered, each the golden model that
//! equals the RTL) connected port to port, with node interfaces (a source and a sink per
//! node). Topology builders ([`crate::net::topology`]) and study drivers ([`crate::net`])
//! sit on top; the multicast deadlock scenarios of Figure 2 use it directly.
//!
//! # Timing convention
//! Every block's outputs are registers (the switch's output link register and credit pulse,
//! a node's link flit and credit pulse). In cycle `t` every block is stepped with inputs built
//! from the outputs its neighbours *returned in cycle `t - 1`*: each link (flits forward,
//! credits backward) therefore has one cycle of flight time, the same in both directions and
//! for switch-switch and node-switch links alike. The order in which blocks are stepped within
//! a cycle does not matter. Credit-based flow control stays exact under any link latency (the
//! sender counts down when it sends and up when the credit arrives); the latency only lengthens
//! the credit loop.
//!
//! # Idle switches
//! A switch that reports [`NetSwitch::quiescent`] (stepping it with idle inputs changes
//! nothing and it sends nothing) and whose inputs are idle this cycle is not stepped at all;
//! this is exact, so idle parts of a large network cost almost nothing. `skip_idle = false`
//! steps every switch every cycle (the tests compare both).
//!
//! # Threads
//! [`Network::set_threads`] steps the switches of each cycle on several threads
//! ([`crate::lockstep`]: spinning workers, each owning a fixed range of switches). Switches
//! read only the previous cycle's link values and write only their own output slots, so the
//! result is bit-for-bit the one-thread result; networks with shadows or observers are always
//! stepped on the caller.
//!
//! # Node interfaces
//! * **Source**: a queue of flits (whole packets, injected back to back); it sends one flit per
//!   cycle while it holds a credit. Its counter starts at the attached switch's input FIFO
//!   depth F and counts the switch's `credit_out` pulses back up.
//! * **Sink**: accepts every flit the switch sends (the switch's output credit starts at F, so
//!   the sink models a receiver FIFO of F flits); it drains at a configurable rate (1.0 =
//!   every cycle: a credit is returned in the cycle the flit arrives) and returns one credit
//!   per drained flit. Packets are framed (head .. tail) and recorded as [`Delivery`]s.
//!
//! Protocol errors are collected in [`Network::violations`]: a flit on an unattached port, a
//! sink receiving without credit, a source credit counter above F, a head inside a packet,
//! a switch's `overflow` or `malformed_count` (checked every cycle for switches with a shadow
//! or an observer, else by [`Network::check_switches`]).

use crate::central_buffer::{self, CbParams, CentralBufferSwitch};
use crate::cycle::{CycleModel, PortSpec};
use crate::flit::{bits, byte_lsbs, lsb_bytes, Flit, Tag};
use crate::input_buffered::{self, IbParams, InputBufferedSwitch};
use crate::lockstep::Lockstep;
use crate::outport::KMAX;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;
use std::sync::Mutex;

/// A switch of the fabric: any of the golden switch models.
#[derive(Clone, Debug)]
pub enum NetSwitch {
    Cb(CentralBufferSwitch),
    Ib(InputBufferedSwitch),
}

/// Every output port value of one switch-cycle, with the switch's status flags.
pub struct FullOutputs {
    pub ports: Vec<u64>,
    pub overflow: bool,
    pub malformed: u16,
}

impl NetSwitch {
    pub fn k(&self) -> usize {
        match self {
            NetSwitch::Cb(s) => s.p.k(),
            NetSwitch::Ib(s) => s.p.k(),
        }
    }
    /// Input FIFO depth F (each upstream sender's initial credit).
    pub fn fifo(&self) -> usize {
        match self {
            NetSwitch::Cb(s) => s.p.fifo,
            NetSwitch::Ib(s) => s.p.fifo,
        }
    }
    pub fn nodes(&self) -> usize {
        match self {
            NetSwitch::Cb(s) => s.p.route.nodes,
            NetSwitch::Ib(s) => s.p.route.nodes,
        }
    }
    pub fn as_cb(&self) -> Option<&CentralBufferSwitch> {
        match self {
            NetSwitch::Cb(s) => Some(s),
            NetSwitch::Ib(_) => None,
        }
    }
    /// Holds no packet (the no-leak invariant after a drain).
    pub fn drained(&self) -> bool {
        match self {
            NetSwitch::Cb(s) => s.drained(),
            NetSwitch::Ib(s) => s.drained(),
        }
    }
    /// Stepping with idle inputs would change nothing and send nothing.
    pub fn quiescent(&self) -> bool {
        match self {
            NetSwitch::Cb(s) => s.quiescent(),
            NetSwitch::Ib(s) => s.quiescent(),
        }
    }
    pub fn malformed(&self) -> u16 {
        match self {
            NetSwitch::Cb(s) => s.malformed(),
            NetSwitch::Ib(s) => s.malformed(),
        }
    }
    pub fn debug_state(&self) -> String {
        match self {
            NetSwitch::Cb(s) => s.debug_state(),
            NetSwitch::Ib(s) => format!("{s:?}"),
        }
    }
    pub fn input_ports(&self) -> Vec<PortSpec> {
        match self {
            NetSwitch::Cb(s) => s.input_ports(),
            NetSwitch::Ib(s) => s.input_ports(),
        }
    }
    pub fn output_ports(&self) -> Vec<PortSpec> {
        match self {
            NetSwitch::Cb(s) => central_buffer::output_ports(&s.p),
            NetSwitch::Ib(s) => input_buffered::output_ports(&s.p),
        }
    }
    /// One cycle, link outputs only (the fast path). `arr_m`, `cr_m`: the ports with a flit
    /// / a credit arriving (bit p); `arrive[p]` is idle where `arr_m` has no bit. Writes the
    /// output flits into `fo` (k entries) and returns the ports whose output flit is not
    /// idle and the ports showing a credit pulse (bit p).
    pub fn step_links(
        &mut self,
        arrive: &[Flit],
        (arr_m, cr_m): (u64, u64),
        fo: &mut [Flit],
    ) -> (u64, u64) {
        match self {
            NetSwitch::Cb(s) => s.cycle_links_masked(arrive, arr_m, cr_m, fo),
            NetSwitch::Ib(s) => {
                let k = s.p.k();
                let mut credit = [false; KMAX];
                let mut co = [false; KMAX];
                for (p, c) in credit[..k].iter_mut().enumerate() {
                    *c = cr_m >> p & 1 == 1;
                }
                s.cycle_links(arrive, &credit[..k], fo, &mut co[..k]);
                crate::flit::arrival_masks(&fo[..k], &co[..k])
            }
        }
    }
    /// One cycle with every output port value (for shadows and observers).
    pub fn step_full(
        &mut self,
        arrive: &[Flit],
        credit: &[bool],
        fo: &mut [Flit],
        co: &mut [bool],
    ) -> FullOutputs {
        let (flits, credits, ports, overflow, malformed) = match self {
            NetSwitch::Cb(s) => {
                let o = s.cycle(arrive, credit);
                let p = o.to_ports();
                (o.flits, o.credits, p, o.overflow, o.malformed)
            }
            NetSwitch::Ib(s) => {
                let o = s.cycle(arrive, credit);
                let p = o.to_ports();
                (o.flits, o.credits, p, o.overflow, o.malformed)
            }
        };
        fo.copy_from_slice(&flits);
        co.copy_from_slice(&credits);
        FullOutputs {
            ports,
            overflow,
            malformed,
        }
    }
    /// The sticky overflow flag of any input.
    pub fn overflow(&self) -> bool {
        match self {
            NetSwitch::Cb(s) => s.overflow(),
            NetSwitch::Ib(s) => s.overflow(),
        }
    }
}

/// What is on the other side of a switch port.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Peer {
    /// Nothing: the input is idle with no credits; a flit sent here is a violation.
    Open,
    /// Port `port` of switch `s`.
    Switch { s: usize, port: usize },
    /// Node `n` (its source feeds the input, its sink takes the output).
    Node(usize),
}

/// A packet received by a node's sink.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    pub node: usize,
    /// Cycle in which the tail arrived.
    pub cycle: u64,
    pub flits: Vec<Flit>,
}

/// One node's network interface.
#[derive(Clone, Debug)]
pub struct NodeIf {
    pub node: usize,
    /// Switch and port it is attached to.
    pub at: (usize, usize),
    /// FIFO depth F of the attached switch (source credit limit and sink capacity).
    pub fifo: usize,
    credits: usize,
    src: VecDeque<Flit>,
    /// Flits held by the sink, not yet drained (each one owes the switch a credit).
    rx: usize,
    rx_pkt: Vec<Flit>,
    /// Probability per cycle that the sink drains one flit.
    pub drain_rate: f64,
    pub flits_sent: u64,
    pub flits_received: u64,
}

impl NodeIf {
    /// The source has nothing left to send.
    pub fn source_idle(&self) -> bool {
        self.src.is_empty()
    }
    /// Flits queued in the source.
    pub fn source_backlog(&self) -> usize {
        self.src.len()
    }
    /// The flits queued in the source, in sending order.
    pub fn queued(&self) -> impl Iterator<Item = &Flit> {
        self.src.iter()
    }
    /// Flits of a packet being received (head arrived, tail not yet).
    pub fn receiving(&self) -> usize {
        self.rx_pkt.len()
    }
}

/// Called for a switch every cycle with (cycle, input port values, output port values).
pub type Observer = Box<dyn FnMut(u64, &[u64], &[u64])>;

/// The network.
pub struct Network {
    pub switches: Vec<NetSwitch>,
    /// Optional shadow of each switch (e.g. its RTL simulation), stepped with exactly the
    /// inputs the switch sees in the network; every output of every cycle must equal the
    /// golden switch's, else a violation names switch, cycle, port and both values. By
    /// induction over the cycles, a network built from the shadows behaves identically.
    pub shadows: Vec<Option<Box<dyn CycleModel>>>,
    /// Optional observer of each switch: sees every input and output value of every cycle
    /// (e.g. to record a switch's stimulus for an offline Verilator replay).
    pub observers: Vec<Option<Observer>>,
    /// Output values compared against shadows.
    pub shadow_values: u64,
    /// `peers[s][p]`: what port p of switch s is connected to.
    pub peers: Vec<Vec<Peer>>,
    /// Nodes, indexed by node number (bit-string position).
    pub nodes: Vec<Option<NodeIf>>,
    /// Skip quiescent switches whose inputs are idle (exact; see the module doc).
    pub skip_idle: bool,
    /// Switch-cycles actually stepped.
    pub switch_steps: u64,
    kmax: usize,
    /// `gather[s * kmax + p]`: where input p of switch s reads its flit and credit, an index
    /// into `prev_flit`: `s' * kmax + p'` (a switch output), `n * kmax + node` (a node's
    /// output) or `open` (a slot that stays idle) (`peers` flattened for the per-cycle loop).
    gather: Vec<usize>,
    /// The idle slot, `n * kmax + nodes`.
    open: usize,
    /// `open_m[s]`: the ports of switch s that are open (`gather` is `open`), bit p.
    open_m: Vec<u64>,
    /// Link outputs of the previous cycle and of the cycle being built: switch outputs
    /// `[s * kmax + p]`, then node outputs `[n * kmax + node]`, then the idle slot.
    prev_flit: Vec<Flit>,
    cur_flit: Vec<Flit>,
    /// The same slots' flags, previous cycle and cycle being built: bit 0 a flit that is not
    /// idle, bit 1 a credit pulse (credits exist only here). The fabric reads a switch's k
    /// inputs' flags as one word ([`crate::flit::byte_lsbs`]) and copies only the flits that
    /// arrive.
    prev_flag: Vec<u8>,
    cur_flag: Vec<u8>,
    arrive: Vec<Flit>,
    credit: Vec<bool>,
    /// Cycles stepped so far.
    pub cycle: u64,
    /// When `Some`, flits sent by each switch output, `[s * kmax + p]` (switch s, port p),
    /// counted every cycle (the study driver turns it on for its measuring window).
    pub port_flits: Option<Vec<u64>>,
    /// Packets received by the sinks, in order of arrival (the caller may `take` them).
    pub deliveries: Vec<Delivery>,
    pub violations: Vec<String>,
    /// Last cycle in which a flit moved on any link (for locating a deadlock's onset).
    pub last_activity: u64,
    rng: SmallRng,
    /// Worker threads and the switch-index bounds of each part (see [`Network::set_threads`]).
    lockstep: Option<(Lockstep, Vec<usize>)>,
}

/// The previous cycle's link values, read by every switch of the cycle being built.
struct PrevLinks<'a> {
    km: usize,
    gather: &'a [usize],
    flit: &'a [Flit],
    flag: &'a [u8],
    /// `open_m[s]`: the open ports of switch s (bit p).
    open_m: &'a [u64],
    skip_idle: bool,
    t: u64,
}

/// What stepping a range of switches found.
#[derive(Default)]
struct RangeStats {
    steps: u64,
    /// A flit left some switch.
    active: bool,
    violations: Vec<String>,
}

impl RangeStats {
    fn merge(&mut self, mut o: RangeStats) {
        self.steps += o.steps;
        self.active |= o.active;
        self.violations.append(&mut o.violations);
    }
}

/// Steps switches `first..first + sw.len()` (none watched) on their link outputs only;
/// `cur_flit`, `cur_flag` are their output slots (`kmax` per switch).
fn step_range(
    first: usize,
    sw: &mut [NetSwitch],
    cur_flit: &mut [Flit],
    cur_flag: &mut [u8],
    l: &PrevLinks,
    st: &mut RangeStats,
) {
    let km = l.km;
    // Idle between switches: only the arriving entries are written, and cleared after.
    let mut arrive = [Flit::IDLE; KMAX];
    for (j, s) in sw.iter_mut().enumerate() {
        let k = s.k().min(KMAX);
        let g = &l.gather[(first + j) * km..(first + j) * km + k];
        let mut fl = [0u8; KMAX];
        for (f, &g) in fl.iter_mut().zip(g) {
            *f = l.flag[g];
        }
        let w = u64::from_le_bytes(fl);
        let (arr_m, cr_m) = (byte_lsbs(w), byte_lsbs(w >> 1));
        let (fo, fg) = (
            &mut cur_flit[j * km..j * km + k],
            &mut cur_flag[j * km..j * km + k],
        );
        if arr_m | cr_m == 0 && l.skip_idle && s.quiescent() {
            fo.fill(Flit::IDLE);
            fg.fill(0);
            continue;
        }
        for p in bits(arr_m) {
            arrive[p] = l.flit[g[p]];
        }
        st.steps += 1;
        let (out_m, co_m) = s.step_links(&arrive[..k], (arr_m, cr_m), fo);
        for p in bits(arr_m) {
            arrive[p] = Flit::IDLE;
        }
        let flags = (lsb_bytes(out_m) | lsb_bytes(co_m) << 1).to_le_bytes();
        if k == KMAX {
            // One 8-byte store (the usual k).
            let fg: &mut [u8; KMAX] = fg.try_into().unwrap();
            *fg = flags;
        } else {
            fg.copy_from_slice(&flags[..k]);
        }
        if out_m != 0 {
            st.active = true;
            let bad = out_m & l.open_m[first + j];
            if bad != 0 {
                for p in (0..k).filter(|&p| bad >> p & 1 == 1) {
                    st.violations.push(format!(
                        "cycle {}: switch {}: flit sent on open port {p}",
                        l.t,
                        first + j
                    ));
                }
            }
        }
    }
}

impl Network {
    /// Central-buffer switches with these parameters, all ports open. `seed` drives the
    /// sinks' drain rolls.
    pub fn new(params: Vec<CbParams>, seed: u64) -> Self {
        Self::from_switches(
            params
                .into_iter()
                .map(|p| NetSwitch::Cb(CentralBufferSwitch::new(p)))
                .collect(),
            seed,
        )
    }

    /// Input-buffered switches with these parameters, all ports open.
    pub fn new_ib(params: Vec<IbParams>, seed: u64) -> Self {
        Self::from_switches(
            params
                .into_iter()
                .map(|p| NetSwitch::Ib(InputBufferedSwitch::new(p)))
                .collect(),
            seed,
        )
    }

    /// Any switches, all ports open.
    pub fn from_switches(switches: Vec<NetSwitch>, seed: u64) -> Self {
        let peers = switches.iter().map(|s| vec![Peer::Open; s.k()]).collect();
        let n = switches.len();
        let nodes = switches.iter().map(|s| s.nodes()).max().unwrap_or(0);
        let kmax = switches.iter().map(|s| s.k()).max().unwrap_or(1);
        let open_m = switches.iter().map(|s| (1u64 << s.k()) - 1).collect();
        let open = n * kmax + nodes;
        assert!(kmax <= KMAX, "at most {KMAX} ports per switch");
        Network {
            shadows: (0..n).map(|_| None).collect(),
            observers: (0..n).map(|_| None).collect(),
            shadow_values: 0,
            switches,
            peers,
            nodes: vec![None; nodes],
            skip_idle: true,
            switch_steps: 0,
            kmax,
            gather: vec![open; n * kmax],
            open,
            open_m,
            prev_flit: vec![Flit::IDLE; open + 1],
            cur_flit: vec![Flit::IDLE; open + 1],
            prev_flag: vec![0; open + 1],
            cur_flag: vec![0; open + 1],
            arrive: vec![Flit::IDLE; kmax],
            credit: vec![false; kmax],
            cycle: 0,
            port_flits: None,
            deliveries: vec![],
            violations: vec![],
            last_activity: 0,
            rng: SmallRng::seed_from_u64(seed),
            lockstep: None,
        }
    }

    /// Start counting the flits each switch output sends ([`Network::port_flits`], from 0).
    pub fn count_port_flits(&mut self) {
        self.port_flits = Some(vec![0; self.switches.len() * self.kmax]);
    }

    /// Flits sent by port `p` of switch `s` while counting (0 when not counting).
    pub fn port_flit_count(&self, s: usize, p: usize) -> u64 {
        self.port_flits.as_ref().map_or(0, |c| c[s * self.kmax + p])
    }

    /// A bidirectional link between port `p` of switch `a` and port `q` of switch `b`.
    pub fn connect(&mut self, a: usize, p: usize, b: usize, q: usize) {
        assert_eq!(
            self.peers[a][p],
            Peer::Open,
            "switch {a} port {p} already used"
        );
        assert_eq!(
            self.peers[b][q],
            Peer::Open,
            "switch {b} port {q} already used"
        );
        assert!((a, p) != (b, q), "a port cannot be linked to itself");
        assert_eq!(
            self.switches[a].fifo(),
            self.switches[b].fifo(),
            "linked switches must have the same FIFO depth (it is each sender's initial credit)"
        );
        self.peers[a][p] = Peer::Switch { s: b, port: q };
        self.peers[b][q] = Peer::Switch { s: a, port: p };
        let km = self.kmax;
        self.gather[a * km + p] = b * km + q;
        self.gather[b * km + q] = a * km + p;
        self.open_m[a] &= !(1u64 << p);
        self.open_m[b] &= !(1u64 << q);
    }

    /// Attach node `node` to port `p` of switch `s`.
    pub fn attach(&mut self, node: usize, s: usize, p: usize) {
        assert_eq!(
            self.peers[s][p],
            Peer::Open,
            "switch {s} port {p} already used"
        );
        assert!(self.nodes[node].is_none(), "node {node} already attached");
        let fifo = self.switches[s].fifo();
        self.peers[s][p] = Peer::Node(node);
        self.gather[s * self.kmax + p] = self.switches.len() * self.kmax + node;
        self.open_m[s] &= !(1u64 << p);
        self.nodes[node] = Some(NodeIf {
            node,
            at: (s, p),
            fifo,
            credits: fifo,
            src: VecDeque::new(),
            rx: 0,
            rx_pkt: vec![],
            drain_rate: 1.0,
            flits_sent: 0,
            flits_received: 0,
        });
    }

    pub fn node(&self, n: usize) -> &NodeIf {
        self.nodes[n].as_ref().expect("node not attached")
    }
    pub fn node_mut(&mut self, n: usize) -> &mut NodeIf {
        self.nodes[n].as_mut().expect("node not attached")
    }

    /// Queue a packet's flits at node `n`'s source.
    pub fn inject(&mut self, n: usize, flits: &[Flit]) {
        self.node_mut(n).src.extend(flits.iter().copied());
    }

    /// One clock cycle of the whole network.
    pub fn step(&mut self) {
        let t = self.cycle;
        let km = self.kmax;
        let watched_any =
            self.shadows.iter().any(Option::is_some) || self.observers.iter().any(Option::is_some);
        if watched_any {
            self.step_switches_watched();
        } else {
            let links = PrevLinks {
                km,
                gather: &self.gather,
                flit: &self.prev_flit,
                flag: &self.prev_flag,
                open_m: &self.open_m,
                skip_idle: self.skip_idle,
                t,
            };
            let mut stats = RangeStats::default();
            match &self.lockstep {
                Some((ls, bounds)) => {
                    // Disjoint ranges of switches and of their output slots, one per part.
                    let mut parts = Vec::with_capacity(ls.parts());
                    let (mut sw, mut cf, mut cg) = (
                        &mut self.switches[..],
                        &mut self.cur_flit[..],
                        &mut self.cur_flag[..],
                    );
                    for w in bounds.windows(2) {
                        let n = w[1] - w[0];
                        let (a, b) = std::mem::take(&mut sw).split_at_mut(n);
                        let (fa, fb) = std::mem::take(&mut cf).split_at_mut(n * km);
                        let (ga, gb) = std::mem::take(&mut cg).split_at_mut(n * km);
                        (sw, cf, cg) = (b, fb, gb);
                        parts.push(Mutex::new((w[0], a, fa, ga, RangeStats::default())));
                    }
                    ls.run(&|i| {
                        let mut g = parts[i].lock().unwrap();
                        let (first, sw, cf, cg, st) = &mut *g;
                        step_range(*first, sw, cf, cg, &links, st);
                    });
                    for m in parts {
                        stats.merge(m.into_inner().unwrap().4);
                    }
                }
                None => step_range(
                    0,
                    &mut self.switches,
                    &mut self.cur_flit,
                    &mut self.cur_flag,
                    &links,
                    &mut stats,
                ),
            }
            self.switch_steps += stats.steps;
            if stats.active {
                self.last_activity = t;
            }
            self.violations.append(&mut stats.violations);
        }
        // Nodes: likewise from the switch outputs of the previous cycle.
        let nbase = self.switches.len() * km;
        if let Some(c) = self.port_flits.as_mut() {
            for (n, &f) in c.iter_mut().zip(&self.cur_flag[..nbase]) {
                *n += (f & 1) as u64;
            }
        }
        for n in 0..self.nodes.len() {
            let Some(nd) = self.nodes[n].as_mut() else {
                continue;
            };
            let (s, p) = nd.at;
            let (f, c) = (
                self.prev_flit[s * km + p],
                self.prev_flag[s * km + p] & 2 != 0,
            );
            let mut out_flit = Flit::IDLE;
            let mut out_credit = false;
            // Source.
            if c {
                nd.credits += 1;
                if nd.credits > nd.fifo {
                    self.violations.push(format!(
                        "cycle {t}: node {n}: more credits returned than the FIFO holds"
                    ));
                }
            }
            if nd.credits > 0 {
                if let Some(x) = nd.src.pop_front() {
                    nd.credits -= 1;
                    nd.flits_sent += 1;
                    out_flit = x;
                    self.last_activity = t;
                }
            }
            // Sink.
            if !f.is_idle() {
                nd.rx += 1;
                nd.flits_received += 1;
                if nd.rx > nd.fifo {
                    self.violations
                        .push(format!("cycle {t}: node {n}: switch sent without credit"));
                }
                if f.tag == Tag::Head && !nd.rx_pkt.is_empty() {
                    self.violations
                        .push(format!("cycle {t}: node {n}: head inside a packet"));
                    nd.rx_pkt.clear();
                }
                if f.tag != Tag::Head && nd.rx_pkt.is_empty() {
                    self.violations.push(format!(
                        "cycle {t}: node {n}: {:?} flit outside a packet",
                        f.tag
                    ));
                }
                nd.rx_pkt.push(f);
                if f.tag == Tag::Tail {
                    self.deliveries.push(Delivery {
                        node: n,
                        cycle: t,
                        // One allocation per packet (the next is likely as long).
                        flits: {
                            let cap = nd.rx_pkt.len();
                            std::mem::replace(&mut nd.rx_pkt, Vec::with_capacity(cap))
                        },
                    });
                }
            }
            if nd.rx > 0 && (nd.drain_rate >= 1.0 || self.rng.gen_bool(nd.drain_rate.max(0.0))) {
                nd.rx -= 1;
                out_credit = true;
            }
            self.cur_flit[nbase + n] = out_flit;
            self.cur_flag[nbase + n] = !out_flit.is_idle() as u8 | (out_credit as u8) << 1;
        }
        std::mem::swap(&mut self.prev_flit, &mut self.cur_flit);
        std::mem::swap(&mut self.prev_flag, &mut self.cur_flag);
        self.cycle += 1;
    }

    /// The switches of one cycle, one by one, with shadows and observers (every switch's
    /// every output compared or recorded).
    fn step_switches_watched(&mut self) {
        let t = self.cycle;
        let km = self.kmax;
        for s in 0..self.switches.len() {
            let k = self.switches[s].k();
            let mut any = false;
            let base = s * km;
            for (p, &g) in self.gather[base..base + k].iter().enumerate() {
                let (f, c) = (self.prev_flit[g], self.prev_flag[g] & 2 != 0);
                any |= c || !f.is_idle();
                self.arrive[p] = f;
                self.credit[p] = c;
            }
            let watched = self.shadows[s].is_some() || self.observers[s].is_some();
            if !any && !watched && self.skip_idle && self.switches[s].quiescent() {
                self.cur_flit[base..base + k].fill(Flit::IDLE);
                self.cur_flag[base..base + k].fill(0);
                continue;
            }
            self.switch_steps += 1;
            let fo = &mut self.cur_flit[base..base + k];
            let (out_m, co_m);
            if !watched {
                let m = crate::flit::arrival_masks(&self.arrive[..k], &self.credit[..k]);
                (out_m, co_m) = self.switches[s].step_links(&self.arrive[..k], m, fo);
            } else {
                let mut co = [false; KMAX];
                let full = self.switches[s].step_full(
                    &self.arrive[..k],
                    &self.credit[..k],
                    fo,
                    &mut co[..k],
                );
                (out_m, co_m) = crate::flit::arrival_masks(fo, &co[..k]);
                let v = crate::switch_ports::encode_outputs(&self.arrive[..k], &self.credit[..k]);
                if let Some(ob) = self.observers[s].as_mut() {
                    ob(t, &v, &full.ports);
                }
                if let Some(sh) = self.shadows[s].as_mut() {
                    let got = sh.step(&v);
                    let want = &full.ports;
                    self.shadow_values += want.len() as u64;
                    if let Some(x) = (0..want.len()).find(|&x| want[x] != got[x]) {
                        let port = self.switches[s].output_ports()[x].name.clone();
                        self.violations.push(format!(
                            "cycle {t}: switch {s}: shadow differs at port {port}: golden 0x{:x}, shadow 0x{:x}",
                            want[x], got[x]
                        ));
                        self.shadows[s] = None;
                    }
                }
                if full.overflow {
                    self.violations
                        .push(format!("cycle {t}: switch {s}: input FIFO overflow"));
                }
                if full.malformed != 0 {
                    self.violations.push(format!(
                        "cycle {t}: switch {s}: {} malformed packets",
                        full.malformed
                    ));
                }
            }
            self.cur_flag[base..base + k]
                .copy_from_slice(&(lsb_bytes(out_m) | lsb_bytes(co_m) << 1).to_le_bytes()[..k]);
            for p in 0..k {
                if !self.cur_flit[base + p].is_idle() {
                    self.last_activity = t;
                    if self.gather[base + p] == self.open {
                        self.violations
                            .push(format!("cycle {t}: switch {s}: flit sent on open port {p}"));
                    }
                }
            }
        }
    }

    /// Step the switches of each cycle on `threads` threads (1: on the caller only). The
    /// result is identical; it pays when a cycle's switches cost far more than a thread
    /// hand-off (about a microsecond): from about 64 nodes up. Networks with shadows or
    /// observers are always stepped on the caller.
    pub fn set_threads(&mut self, threads: usize) {
        let n = self.switches.len();
        let threads = threads.clamp(1, n.max(1));
        self.lockstep = (threads > 1).then(|| {
            let bounds = (0..=threads).map(|i| i * n / threads).collect();
            (Lockstep::new(threads), bounds)
        });
    }

    /// Protocol errors a switch has flagged so far (sticky overflow, malformed packets), for
    /// switches stepped on the fast path; pushed to `violations`.
    pub fn check_switches(&mut self) {
        for (s, sw) in self.switches.iter().enumerate() {
            if sw.overflow() {
                self.violations
                    .push(format!("switch {s}: input FIFO overflow"));
            }
            if sw.malformed() != 0 {
                self.violations
                    .push(format!("switch {s}: {} malformed packets", sw.malformed()));
            }
        }
    }

    /// Nothing in flight anywhere: every switch `drained()`, no flit or credit on a link,
    /// every source empty with all its credits back, every sink empty.
    pub fn quiescent(&self) -> bool {
        self.switches.iter().all(|s| s.drained())
            && self.prev_flit.iter().all(|f| f.is_idle())
            && self.prev_flag.iter().all(|&c| c & 2 == 0)
            && self.nodes.iter().flatten().all(|nd| {
                nd.src.is_empty() && nd.credits == nd.fifo && nd.rx == 0 && nd.rx_pkt.is_empty()
            })
    }

    /// Every switch's `debug_state()` and every node's interface state.
    pub fn debug_state(&self) -> String {
        let mut s = format!(
            "cycle {} (last flit moved in cycle {})\n",
            self.cycle, self.last_activity
        );
        for (i, sw) in self.switches.iter().enumerate() {
            s += &format!(
                "switch {i} (drained {}) peers {:?}\n{}",
                sw.drained(),
                self.peers[i],
                sw.debug_state()
            );
        }
        for nd in self.nodes.iter().flatten() {
            s += &format!(
                "node {} at {:?}: src backlog {} credits {}/{} rx {} rx_pkt {} sent {} received {}\n",
                nd.node,
                nd.at,
                nd.src.len(),
                nd.credits,
                nd.fifo,
                nd.rx,
                nd.rx_pkt.len(),
                nd.flits_sent,
                nd.flits_received
            );
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::central_buffer::HeaderScheme;
    use crate::packet::Packet;
    use crate::route::{fat_tree_reach, RouteConfig, UpPolicy};

    /// Two switches: node 0 at switch 0 sends a unicast up to node 1 at switch 1.
    #[test]
    fn unicast_crosses_a_link() {
        let leaf = |base| CbParams {
            route: RouteConfig {
                k: 4,
                down: 3,
                nodes: 8,
                w: 16,
                reach: fat_tree_reach(8, 16, 3, base, 3),
                policy: UpPolicy::Adaptive,
            },
            chunks: 16,
            fifo: 8,
            max_len: 32,
            scheme: HeaderScheme::Shared,
            bypass: true,
            multicast: true,
        };
        let mut root = leaf(0);
        root.route.down = 4;
        root.route.reach = vec![
            fat_tree_reach(8, 16, 1, 0, 3)[0].clone(),
            fat_tree_reach(8, 16, 1, 4, 3)[0].clone(),
            vec![0],
            vec![0],
        ];
        for skip in [false, true] {
            let mut net = Network::new(vec![leaf(0), root.clone(), leaf(4)], 1);
            net.skip_idle = skip;
            net.connect(0, 3, 1, 0);
            net.connect(2, 3, 1, 1);
            net.attach(0, 0, 0);
            net.attach(4, 2, 0);
            let pk = Packet {
                multicast: false,
                count: 1,
                dests: vec![1 << 4],
                payload: vec![5, 6, 7],
            };
            net.inject(0, &pk.flits(8, 16));
            for _ in 0..200 {
                net.step();
            }
            net.check_switches();
            assert!(net.violations.is_empty(), "{:?}", net.violations);
            assert!(net.quiescent(), "{}", net.debug_state());
            assert_eq!(net.deliveries.len(), 1);
            let mut want = pk.clone();
            want.count = 0;
            assert_eq!(net.deliveries[0].node, 4);
            assert_eq!(net.deliveries[0].flits, want.flits(8, 16));
            if skip {
                assert!(net.switch_steps < 3 * 200, "idle switches were stepped");
            } else {
                assert_eq!(net.switch_steps, 3 * 200);
            }
        }
    }
}
