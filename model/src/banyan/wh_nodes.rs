//! The nodes of a wormhole banyan network ([`super::wormhole`]): two-phase multicast
//! (Section 3.1) and free region traffic, link-level back-pressure on both sides, and the
//! deadlock watchdog.
//!
//! # Packets
//! Every packet is a worm of `len` flits: a head (region in bits `[2n-1:0]`, `upper` above
//! it), `len - 2` body flits and a tail; payload flit `c` (1-based) carries
//! `payload(upper, c)`, which the receiver checks. Kinds:
//! * **two-phase**, `upper = id << 1 | phase` (needs `W - 2n - 1` bits for the id): phase 1
//!   is the region `[s, s+f-1]` from the source; a node `j` that receives the phase-1 copy of
//!   multicast `id` queues the unicast to `D_{j-s}` (phase 2, same length). With back-pressure
//!   nothing is lost, so every copy arrives exactly once; there is no retry.
//! * **free**: a random region (unicast or multicast) with random `upper`; every node in the
//!   region must receive it once.
//! * **junk** (robustness): a malformed head (min > max) and its payload, discarded by the
//!   first SE and counted by `malformed_count`; and headless payload flits sent between
//!   packets, discarded as strays.
//!
//! # Timing
//! Each node holds the flit it offers in a register: it offers flit `k` of its current packet
//! until `in_ready` says it was consumed (optionally inserting idle bubbles between flits at
//! random). A sink takes its output flit in a cycle with probability `1 - sink_stall` (the
//! `out_ready` bit). Everything is decided from the registered outputs and the previous
//! cycle's `in_ready`, so the driver runs on any engine (golden model, rust-hdl); the inputs
//! it applied can be recorded and replayed to another engine.
//!
//! # Resets
//! With `resets` > 0 a reset starts in a cycle with that probability and holds the
//! network's `rst` high for 1 to 3 cycles ([`super::wormhole`], "Reset"). The nodes reset
//! with it: each drops the packet it was sending (its queue stays) and any partial packet it
//! was receiving, and offers idle flits while `rst` is high. Lost packets are not resent, so
//! a run with resets does not finish with every copy delivered; every copy that arrives
//! must still be whole and correct (`protocol_errors`).
//!
//! # Watchdog
//! The run ends as a **deadlock** when no flit has entered or left the network for
//! `stall_limit` cycles while a packet is being sent or a copy is still owed (with sinks that
//! take flits this cannot happen unless worms wait on each other in a cycle).

use super::wormhole::{wh_input_ports, wh_inputs, wh_output_ports, WhOutputs, WhParams};
use crate::cycle::CycleModel;
use crate::flit::{mask, Flit, Tag};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::VecDeque;

/// Traffic and link behaviour of a run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WhTraffic {
    /// Packet length in flits: uniform in `len_min..=len_max` (>= 2).
    pub len_min: usize,
    pub len_max: usize,
    /// Probability that a sink does not take its flit in a cycle (back-pressure).
    pub sink_stall: f64,
    /// Probability that a sending node inserts an idle cycle before its next flit.
    pub bubble: f64,
    /// Free traffic: probability per cycle that an idle node queues a packet.
    pub free_load: f64,
    /// Free traffic: fraction of free packets that are multicasts (random region).
    pub free_multicast: f64,
    /// Free traffic: bit j set = node j may send multicasts (the others send unicasts only).
    /// With one multicast source no two multicasts meet, so round-robin cannot deadlock.
    pub free_mc_nodes: u64,
    /// Two-phase traffic: probability per cycle that an idle node with an empty queue
    /// starts a random multicast ([`WhNodes::add_random_multicasts`]'s distribution).
    pub mc_load: f64,
    /// Probability that an idle node sends a junk packet (malformed head) instead.
    pub junk: f64,
    /// Probability that an idle node sends one headless stray flit.
    pub stray: f64,
}

impl Default for WhTraffic {
    fn default() -> Self {
        WhTraffic {
            len_min: 2,
            len_max: 8,
            sink_stall: 0.0,
            bubble: 0.0,
            free_load: 0.0,
            free_multicast: 0.5,
            free_mc_nodes: u64::MAX,
            mc_load: 0.0,
            junk: 0.0,
            stray: 0.0,
        }
    }
}

/// Statistics of a run (cumulative).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WhStats {
    pub cycles: u64,
    /// Multicasts queued, and (multicast, destination) pairs they require.
    pub multicasts: u64,
    pub deliveries_required: u64,
    /// Phase-2 copies received at a destination (first time).
    pub deliveries: u64,
    /// Phase-1 copies received.
    pub phase1_copies: u64,
    /// Free packets sent, copies they owe (region sizes), and copies received.
    pub free_sent: u64,
    pub free_required: u64,
    pub free_received: u64,
    pub junk_sent: u64,
    pub strays_sent: u64,
    pub flits_in: u64,
    pub flits_out: u64,
    /// Anything that must not happen: a copy at a node outside its region, a wrong leaf
    /// header, a corrupted payload flit, a stray at an output, a duplicate delivery.
    pub protocol_errors: u64,
    /// Every queue drained, every packet sent and every owed copy received.
    pub finished: bool,
    /// The watchdog fired (the cycle at which it did).
    pub deadlock_at: Option<u64>,
    /// Cycle of the last flit taken at an output.
    pub last_delivery_cycle: u64,
    /// Resets applied (runs of `rst` cycles), and cycles with `rst` high in which the network
    /// consumed a node flit or offered one (must be 0).
    pub resets: u64,
    pub reset_faults: u64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Phase1(usize),
    Phase2(usize),
    Free,
    Junk,
}

#[derive(Clone, Copy, Debug)]
struct Packet {
    kind: Kind,
    upper: u64,
    min: u64,
    max: u64,
    len: usize,
}

#[derive(Clone, Debug)]
struct Mc {
    src: usize,
    dests: Vec<usize>,
    s: usize,
    len: usize,
    forwarded: u64,
    received: u64,
}

#[derive(Clone, Debug, Default)]
struct Node {
    queue: VecDeque<Packet>,
    /// Packet being sent and the index of the flit offered now.
    tx: Option<(Packet, usize)>,
    /// The flit offered this cycle (a register).
    offer: Flit,
    /// Receiving: (upper, min, max, next payload index).
    rx: Option<(u64, u64, u64, usize)>,
}

/// Node-side driver of a wormhole network (module docs).
pub struct WhNodes {
    p: WhParams,
    t: WhTraffic,
    rng: SmallRng,
    mcs: Vec<Mc>,
    nodes: Vec<Node>,
    out_ready: u64,
    cycle: u64,
    last_move: u64,
    /// Watchdog limit in cycles.
    pub stall_limit: u64,
    stats: WhStats,
    /// Inputs applied, per cycle, when recording.
    record: Option<Vec<Vec<u64>>>,
    /// Free packets were queued (the receiver then counts copies, not multicast ids).
    has_free: bool,
    /// Probability per cycle that a reset starts (module doc, "Resets"); 0 by default.
    pub resets: f64,
    /// `rst` cycles still to apply.
    rst_left: u32,
}

fn payload(w: usize, upper: u64, c: usize) -> u64 {
    let x = upper.wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (c as u64 + 1).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    (x ^ (x >> 29)) & mask(w)
}

impl WhNodes {
    pub fn new(p: WhParams, t: WhTraffic, seed: u64) -> Self {
        assert!(
            t.len_min >= 2 && t.len_min <= t.len_max,
            "packet length 2.."
        );
        WhNodes {
            p,
            t,
            rng: SmallRng::seed_from_u64(seed),
            mcs: vec![],
            nodes: vec![Node::default(); p.ports()],
            out_ready: 0,
            cycle: 0,
            last_move: 0,
            stall_limit: 64 * p.n as u64 + 256,
            stats: WhStats::default(),
            record: None,
            has_free: false,
            resets: 0.0,
            rst_left: 0,
        }
    }
    /// Keep every cycle's input vector ([`Self::take_record`]).
    pub fn recording(mut self) -> Self {
        self.record = Some(vec![]);
        self
    }
    pub fn take_record(&mut self) -> Vec<Vec<u64>> {
        self.record.take().unwrap_or_default()
    }
    pub fn stats(&self) -> &WhStats {
        &self.stats
    }
    fn id_bits(&self) -> usize {
        self.p.w - 2 * self.p.n - 1
    }
    fn len(&mut self) -> usize {
        self.rng.gen_range(self.t.len_min..=self.t.len_max)
    }
    /// Queue a two-phase multicast from `src` to `dests` with the phase-1 region at `s`
    /// (`None`: uniform in `0..=N-f`). Returns its id.
    pub fn add_multicast(&mut self, src: usize, dests: &[usize], s: Option<usize>) -> usize {
        let mut d = dests.to_vec();
        d.sort_unstable();
        d.dedup();
        let nn = self.p.ports();
        let f = d.len();
        assert!(f >= 1 && d[f - 1] < nn && src < nn);
        let s = s.unwrap_or_else(|| self.rng.gen_range(0..=nn - f));
        assert!(s + f <= nn);
        assert!(
            !self.has_free,
            "a driver carries two-phase multicasts or free packets, not both"
        );
        let id = self.mcs.len();
        assert!(
            id < 1 << self.id_bits(),
            "multicast id {id} does not fit in W-2n-1 = {} bits (use W = 32)",
            self.id_bits()
        );
        let len = self.len();
        self.nodes[src].queue.push_back(Packet {
            kind: Kind::Phase1(id),
            upper: (id as u64) << 1,
            min: s as u64,
            max: (s + f - 1) as u64,
            len,
        });
        self.stats.multicasts += 1;
        self.stats.deliveries_required += f as u64;
        self.mcs.push(Mc {
            src,
            dests: d,
            s,
            len,
            forwarded: 0,
            received: 0,
        });
        id
    }
    /// Queue `count` random multicasts: random source, fanout uniform in `1..=N`, random
    /// destinations and region start.
    pub fn add_random_multicasts(&mut self, count: usize) {
        for _ in 0..count {
            let src = self.rng.gen_range(0..self.p.ports());
            self.add_random_multicast_from(src);
        }
    }
    fn add_random_multicast_from(&mut self, src: usize) {
        let nn = self.p.ports();
        let f = self.rng.gen_range(1..=nn);
        let mut all: Vec<usize> = (0..nn).collect();
        for k in 0..f {
            let r = self.rng.gen_range(k..nn);
            all.swap(k, r);
        }
        let d = all[..f].to_vec();
        self.add_multicast(src, &d, None);
    }
    /// Queue one free packet from `src` to the region `[min, max]` (no two-phase semantics).
    pub fn add_region(&mut self, src: usize, min: usize, max: usize) {
        assert!(
            self.mcs.is_empty() && self.t.mc_load == 0.0,
            "a driver carries two-phase multicasts or free packets, not both"
        );
        self.has_free = true;
        let len = self.len();
        let upper = self.rng.gen::<u64>() & mask(self.p.w - 2 * self.p.n);
        self.nodes[src].queue.push_back(Packet {
            kind: Kind::Free,
            upper,
            min: min as u64,
            max: max as u64,
            len,
        });
    }

    fn pending(&self) -> bool {
        self.nodes
            .iter()
            .any(|nd| !nd.queue.is_empty() || nd.tx.is_some())
            || self.stats.deliveries + self.stats.phase1_copies
                < self.stats.deliveries_required
                    + self.mcs.iter().map(|m| m.dests.len() as u64).sum::<u64>()
            || self.stats.free_received < self.stats.free_required
    }

    fn receive(&mut self, j: usize, upper: u64, min: u64, max: u64) {
        let st = &mut self.stats;
        if min != j as u64 || max != j as u64 {
            st.protocol_errors += 1;
            return;
        }
        st.last_delivery_cycle = self.cycle;
        // Free packets carry random uppers; two-phase ones carry ids. The mode of a run is
        // one or the other ([`Self::run`] checks), so the kind is known from the run.
        if self.has_free {
            st.free_received += 1;
            return;
        }
        let id = (upper >> 1) as usize;
        let Some(mc) = self.mcs.get_mut(id) else {
            st.protocol_errors += 1;
            return;
        };
        let f = mc.dests.len();
        if upper & 1 == 0 {
            if j < mc.s || j >= mc.s + f || mc.forwarded >> j & 1 == 1 {
                st.protocol_errors += 1;
                return;
            }
            st.phase1_copies += 1;
            mc.forwarded |= 1 << j;
            let to = mc.dests[j - mc.s] as u64;
            let len = mc.len;
            self.nodes[j].queue.push_back(Packet {
                kind: Kind::Phase2(id),
                upper: ((id as u64) << 1) | 1,
                min: to,
                max: to,
                len,
            });
        } else {
            match mc.dests.binary_search(&j) {
                Ok(l) if mc.received >> l & 1 == 0 => {
                    mc.received |= 1 << l;
                    st.deliveries += 1;
                }
                _ => st.protocol_errors += 1,
            }
        }
    }

    /// Drive `net` for at most `max_cycles` more cycles, until everything is delivered or
    /// the watchdog fires. Free traffic (`free_load > 0`) keeps arriving until the end.
    pub fn run(&mut self, net: &mut dyn CycleModel, max_cycles: u64) -> WhStats {
        let p = self.p;
        let nn = p.ports();
        assert_eq!(net.input_ports(), wh_input_ports(&p), "input ports");
        assert_eq!(net.output_ports(), wh_output_ports(&p), "output ports");
        assert!(
            (self.mcs.is_empty() && self.t.mc_load == 0.0) || self.t.free_load == 0.0,
            "a run carries two-phase multicasts or free traffic, not both"
        );
        let end = self.cycle + max_cycles;
        let shift = 2 * p.n;
        self.stats.deadlock_at = None;
        while self.cycle < end {
            if self.t.free_load == 0.0 && self.t.mc_load == 0.0 && !self.pending() {
                break;
            }
            if self.cycle - self.last_move > self.stall_limit && self.pending() {
                self.stats.deadlock_at = Some(self.cycle);
                break;
            }
            // A reset: the nodes reset with the network and stay idle while `rst` is high.
            if self.rst_left == 0 && self.resets > 0.0 && self.rng.gen_bool(self.resets) {
                self.rst_left = self.rng.gen_range(1..=3);
                self.stats.resets += 1;
                for nd in &mut self.nodes {
                    nd.tx = None;
                    nd.offer = Flit::IDLE;
                    nd.rx = None;
                }
            }
            if self.rst_left > 0 {
                self.rst_left -= 1;
                let idle = vec![Flit::IDLE; nn];
                let inputs = wh_inputs(&idle, self.out_ready, true);
                let o = WhOutputs::from_ports(nn, &net.step(&inputs));
                if let Some(r) = self.record.as_mut() {
                    r.push(inputs);
                }
                if o.in_ready != 0 || o.flits.iter().any(|f| !f.is_idle()) {
                    self.stats.reset_faults += 1;
                }
                self.last_move = self.cycle;
                self.cycle += 1;
                continue;
            }
            // New work and the flits offered this cycle.
            for j in 0..nn {
                if self.nodes[j].tx.is_none() && self.nodes[j].offer.is_idle() {
                    if self.t.free_load > 0.0 && self.rng.gen_bool(self.t.free_load) {
                        let (a, b) = (self.rng.gen_range(0..nn), self.rng.gen_range(0..nn));
                        let (mn, mx) = if self.t.free_mc_nodes >> j & 1 == 1
                            && self.rng.gen_bool(self.t.free_multicast)
                        {
                            (a.min(b), a.max(b))
                        } else {
                            (a, a)
                        };
                        self.add_region(j, mn, mx);
                    }
                    if self.t.mc_load > 0.0
                        && self.nodes[j].queue.is_empty()
                        && self.rng.gen_bool(self.t.mc_load)
                    {
                        self.add_random_multicast_from(j);
                    }
                    if let Some(pk) = self.nodes[j].queue.pop_front() {
                        self.nodes[j].tx = Some((pk, 0));
                        match pk.kind {
                            Kind::Free => {
                                self.stats.free_sent += 1;
                                self.stats.free_required += pk.max - pk.min + 1;
                            }
                            Kind::Junk => self.stats.junk_sent += 1,
                            _ => {}
                        }
                    } else if self.t.junk > 0.0 && self.rng.gen_bool(self.t.junk) {
                        let a = self.rng.gen_range(1..nn as u64);
                        let b = self.rng.gen_range(0..a);
                        let len = self.len();
                        self.nodes[j].tx = Some((
                            Packet {
                                kind: Kind::Junk,
                                upper: self.rng.gen::<u64>() & mask(p.w - shift),
                                min: a,
                                max: b,
                                len,
                            },
                            0,
                        ));
                        self.stats.junk_sent += 1;
                    } else if self.t.stray > 0.0 && self.rng.gen_bool(self.t.stray) {
                        self.nodes[j].offer =
                            Flit::new(Tag::Body, self.rng.gen::<u64>() & mask(p.w));
                        self.stats.strays_sent += 1;
                        continue;
                    }
                }
                let bubble = self.t.bubble > 0.0 && self.rng.gen_bool(self.t.bubble);
                let nd = &mut self.nodes[j];
                if nd.offer.is_idle() && !bubble {
                    if let Some((pk, k)) = nd.tx {
                        nd.offer = if k == 0 {
                            Flit::new(
                                Tag::Head,
                                p.banyan().with_region(pk.upper << shift, pk.min, pk.max),
                            )
                        } else {
                            let tag = if k == pk.len - 1 {
                                Tag::Tail
                            } else {
                                Tag::Body
                            };
                            Flit::new(tag, payload(p.w, pk.upper, k))
                        };
                    }
                }
            }
            self.out_ready = 0;
            for j in 0..nn {
                if self.t.sink_stall == 0.0 || !self.rng.gen_bool(self.t.sink_stall) {
                    self.out_ready |= 1 << j;
                }
            }
            let offers: Vec<Flit> = self.nodes.iter().map(|nd| nd.offer).collect();
            let inputs = wh_inputs(&offers, self.out_ready, false);
            let o = WhOutputs::from_ports(nn, &net.step(&inputs));
            if let Some(r) = self.record.as_mut() {
                r.push(inputs);
            }
            // Sent flits.
            for j in 0..nn {
                let nd = &mut self.nodes[j];
                if nd.offer.is_idle() || o.in_ready >> j & 1 == 0 {
                    continue;
                }
                self.stats.flits_in += 1;
                self.last_move = self.cycle;
                nd.offer = Flit::IDLE;
                if let Some((pk, k)) = nd.tx {
                    nd.tx = if k + 1 == pk.len {
                        None
                    } else {
                        Some((pk, k + 1))
                    };
                }
            }
            // Received flits.
            for j in 0..nn {
                let f = o.flits[j];
                if f.is_idle() || self.out_ready >> j & 1 == 0 {
                    continue;
                }
                self.stats.flits_out += 1;
                self.last_move = self.cycle;
                let rx = self.nodes[j].rx.take();
                match (f.tag, rx) {
                    (Tag::Head, None) => {
                        self.nodes[j].rx = Some((
                            f.data >> shift,
                            p.banyan().hdr_min(f.data),
                            p.banyan().hdr_max(f.data),
                            1,
                        ))
                    }
                    (Tag::Body | Tag::Tail, Some((upper, mn, mx, k))) => {
                        if f.data != payload(p.w, upper, k) {
                            self.stats.protocol_errors += 1;
                        } else if f.tag == Tag::Tail {
                            self.receive(j, upper, mn, mx);
                        } else {
                            self.nodes[j].rx = Some((upper, mn, mx, k + 1));
                        }
                    }
                    _ => self.stats.protocol_errors += 1,
                }
            }
            self.cycle += 1;
        }
        self.stats.cycles = self.cycle;
        self.stats.finished = !self.pending() && self.nodes.iter().all(|nd| nd.rx.is_none());
        self.stats.clone()
    }

    /// The flits the nodes offer now (for the watchdog's report of waiting heads).
    pub fn offers(&self) -> Vec<Flit> {
        self.nodes.iter().map(|nd| nd.offer).collect()
    }
    /// The sources and destinations of multicast `id`.
    pub fn multicast(&self, id: usize) -> (usize, &[usize]) {
        (self.mcs[id].src, &self.mcs[id].dests)
    }
}

/// Result of a [`soak`] run.
#[derive(Clone, Debug, Default)]
pub struct SoakResult {
    pub cycles: u64,
    /// Times the watchdog fired (the network and nodes are restarted after each).
    pub deadlocks: u64,
    /// The first deadlock: its cycle (from the start of the soak) and the held links.
    pub first: Option<(u64, super::wormhole::Report)>,
    pub multicasts: u64,
    pub deliveries: u64,
    pub protocol_errors: u64,
}

/// Run open-loop two-phase multicast traffic (`t.mc_load > 0`) on the golden model for
/// `cycles` cycles; when the watchdog fires, count a deadlock, keep the first report, and
/// restart from power-on (packets in flight are lost). `progress` gets the cycles done.
pub fn soak(
    p: WhParams,
    t: WhTraffic,
    cycles: u64,
    seed: u64,
    progress: &mut dyn FnMut(u64),
) -> SoakResult {
    soak_with(p, t, cycles, seed, true, progress)
}

/// [`soak`], optionally on the ablation without lock-step heads
/// ([`super::wormhole::WhNetModel::without_lockstep`]).
pub fn soak_with(
    p: WhParams,
    t: WhTraffic,
    cycles: u64,
    seed: u64,
    lockstep: bool,
    progress: &mut dyn FnMut(u64),
) -> SoakResult {
    use super::wormhole::WhNetModel;
    let mut r = SoakResult::default();
    let mut epoch = 0u64;
    while r.cycles < cycles {
        let mut net = WhNetModel::new(p);
        if !lockstep {
            net = net.without_lockstep();
        }
        let mut nodes = WhNodes::new(p, t, seed.wrapping_add(epoch.wrapping_mul(0x9E37)));
        epoch += 1;
        // Run in chunks for the progress report.
        loop {
            let chunk = (cycles - r.cycles).min(50_000);
            let before = nodes.stats().cycles;
            let st = nodes.run(&mut net, chunk);
            r.cycles += st.cycles - before;
            progress(r.cycles);
            if let Some(at) = st.deadlock_at {
                r.deadlocks += 1;
                if r.first.is_none() {
                    let held = net.report(&nodes.offers(), u64::MAX);
                    r.first = Some((r.cycles - st.cycles + at, held));
                }
            }
            if st.deadlock_at.is_some() || r.cycles >= cycles {
                r.multicasts += st.multicasts;
                r.deliveries += st.deliveries;
                r.protocol_errors += st.protocol_errors;
                break;
            }
        }
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::banyan::wormhole::Arbitration;

    /// The receiver's own fault check: a copy delivered to node j must carry the region
    /// [j, j]; one with either bound off counts a protocol error, a correct one does not
    /// (killed mutant: the `||` of the two bounds as `&&`, which only a faulty network can
    /// show, so the network tests never did).
    #[test]
    fn receive_counts_a_wrong_region_as_a_protocol_error() {
        let p = WhParams::new(3, 16, Arbitration::UpperFirst).unwrap();
        let mut nd = WhNodes::new(p, WhTraffic::default(), 1);
        nd.has_free = true;
        nd.receive(5, 0, 5, 5);
        assert_eq!(nd.stats().protocol_errors, 0);
        assert_eq!(nd.stats().free_received, 1);
        nd.receive(5, 0, 5, 6);
        nd.receive(5, 0, 4, 5);
        assert_eq!(nd.stats().protocol_errors, 2);
        assert_eq!(nd.stats().free_received, 1);
    }

    /// The network under test, with its `in_ready` outputs forced high while `rst` is: a
    /// network that ignores the reset on its ready lines.
    struct ReadyInReset(crate::banyan::wormhole::WhNetModel, usize);
    impl CycleModel for ReadyInReset {
        fn input_ports(&self) -> Vec<crate::cycle::PortSpec> {
            self.0.input_ports()
        }
        fn output_ports(&self) -> Vec<crate::cycle::PortSpec> {
            self.0.output_ports()
        }
        fn step(&mut self, v: &[u64]) -> Vec<u64> {
            let mut o = self.0.step(v);
            // `rst`: the input after the data and `out_ready` ports.
            if v.get(2 * self.1 + 1) == Some(&1) {
                o[0] = u64::MAX >> (64 - self.1);
            }
            o
        }
    }

    /// The nodes' reset check: every reset cycle in which the network shows a ready input or
    /// a flit is a fault. A correct network shows none; one that raises `in_ready` during
    /// the reset (its flit outputs idle) is caught every reset cycle (killed mutant: the
    /// `||` of the two as `&&`, which only a faulty network can show).
    #[test]
    fn reset_check_counts_a_ready_input_during_reset() {
        let p = WhParams::new(3, 16, Arbitration::UpperFirst).unwrap();
        let t = WhTraffic {
            free_load: 0.2,
            ..WhTraffic::default()
        };
        let run = |faulty: bool| {
            let mut nd = WhNodes::new(p, t, 7);
            nd.resets = 0.02;
            let mut net = crate::banyan::wormhole::WhNetModel::new(p);
            if faulty {
                nd.run(&mut ReadyInReset(net, p.ports()), 3_000)
            } else {
                nd.run(&mut net, 3_000)
            }
        };
        let good = run(false);
        assert!(good.resets > 10, "{good:?}");
        assert_eq!(good.reset_faults, 0, "{good:?}");
        let bad = run(true);
        assert!(bad.resets > 10, "{bad:?}");
        assert!(bad.reset_faults >= bad.resets, "{bad:?}");
    }
}
