//! NI-level multicast (LFC) on the fat tree: the LFC network interfaces of [`crate::lfc`]
//! attached to the fat-tree engine's nodes (any switch kind; every LFC packet is a unicast
//! worm), and the two ways to drive them.
//!
//! * [`run_lfc`]: a `wormcast net` point (`multicast = "ni-lfc"`): the same traffic, window,
//!   latency definitions and [`NetResult`] as hardware and software multicast, so the three
//!   compare on one network. A message is `msg-packets` packets of `msg-flits`, each a
//!   multicast packet forwarded by the NIs along the message's tree; a destination holds the
//!   message when its host has all of them. `accepted` counts `msg-flits` per data packet a
//!   host receives (control packets are not payload).
//! * [`run_exchange`]: the LFC paper's benchmarks: every sender of a list posts one message
//!   of P packets to all other nodes at cycle 0 (one sender: the blast test; all: the
//!   all-to-all exchange); the run ends when every host holds every message.
//!
//! # On the wire
//! An LFC packet is a unicast [`Packet`] from `from` to `to`: data packets are `msg-flits`
//! long, credit updates and acknowledgements carry only the tag flits. The tag (first
//! payload flits) names the packet's [`Wire`] (kind, credits, deadlock flag) in the driver's
//! table; the rest of a data packet's payload is a pattern of the tag, checked on arrival.
//!
//! # Checks (a violation fails the run: it is a bug)
//! Every host receives every packet of every message it is a destination of exactly once,
//! and the packets of one tree in the order their root sent them (per-tree FIFO).
//! **Deadlock**: the watchdog stops the run when neither a flit nor an NI has moved for
//! `watchdog` cycles while messages are incomplete, and reports the NIs' queues.

use super::config::{NetConfig, NiProtocol};
use super::result::{Ending, Window};
use super::run::{build, payload_pattern, Tags};
use super::topology::FatTree;
use super::traffic::TrafficGen;
use super::NetResult;
use crate::flit::{self, Flit};
use crate::lfc::{members, AnyNi, FmNi, Group, Kind, Ni, Tree, Wire};
use crate::network::Network;
use crate::packet::Packet;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

/// A message: its destinations' progress and latencies.
struct MsgRec {
    created: u64,
    ndest: u32,
    done: u32,
    /// Packets received, by rank.
    got: Vec<u32>,
    sum: u64,
    last: u64,
    measured: bool,
    batch: usize,
}

/// The NIs, the network and the bookkeeping shared by both drivers.
struct Lfc<'a> {
    cfg: &'a NetConfig,
    tree: FatTree,
    net: Network,
    nis: Vec<AnyNi>,
    groups: Vec<Group>,
    msgs: Vec<MsgRec>,
    trees: HashMap<usize, Arc<Tree>>,
    inflight: HashMap<u64, Wire>,
    tags: Tags,
    payload: usize,
    bs: usize,
    /// Per (receiving node, tree key): the last (message, packet) received.
    order: HashMap<(usize, u64), (u32, u32)>,
    incomplete: u64,
    multicast_packets: u64,
    /// Data packets delivered to hosts.
    received: u64,
    /// Cycles (ascending) from which the next data packet put on the wire gets a corrupted
    /// header naming a tree no NI knows (tests of the drop path).
    corrupt: std::collections::VecDeque<u64>,
    errors: Vec<String>,
}

impl<'a> Lfc<'a> {
    fn new(cfg: &'a NetConfig) -> Result<Lfc<'a>, String> {
        cfg.validate()?;
        let (tree, net) = build(cfg)?;
        let bs = cfg.bitstring_flits();
        let payload = cfg.msg_flits - 1 - bs;
        let nis = match cfg.ni_protocol {
            NiProtocol::Lfc => {
                let p = cfg.lfc_params();
                (0..cfg.nodes).map(|n| AnyNi::Lfc(Ni::new(n, p))).collect()
            }
            NiProtocol::FmMc => {
                let p = cfg.fmmc_params();
                (0..cfg.nodes)
                    .map(|n| AnyNi::Fmmc(FmNi::new(n, p)))
                    .collect()
            }
        };
        Ok(Lfc {
            cfg,
            tree,
            net,
            nis,
            groups: vec![],
            msgs: vec![],
            trees: HashMap::new(),
            inflight: HashMap::new(),
            tags: Tags::new(payload, cfg.w),
            payload,
            bs,
            order: HashMap::new(),
            incomplete: 0,
            multicast_packets: 0,
            received: 0,
            corrupt: Default::default(),
            errors: vec![],
        })
    }

    /// Post a message from `src` to `dests` (P packets) at cycle `t`; returns its id.
    fn post(&mut self, src: usize, dests: &[usize], t: u64, measured: bool, batch: usize) -> usize {
        let n = self.cfg.nodes;
        let m = members(src, dests, n);
        let size = m.len();
        let tree = match self.trees.get(&size) {
            Some(t) => t.clone(),
            None => {
                let t = Arc::new(self.cfg.lfc_tree(size).expect("validated"));
                self.trees.insert(size, t.clone());
                t
            }
        };
        let id = self.msgs.len();
        let key = if size == n {
            src as u64
        } else {
            (n + id) as u64
        };
        self.groups.push(Group {
            members: m,
            tree,
            key,
        });
        self.msgs.push(MsgRec {
            created: t,
            ndest: (size - 1) as u32,
            done: 0,
            got: vec![0; size],
            sum: 0,
            last: 0,
            measured,
            batch,
        });
        self.incomplete += 1;
        for seq in 0..self.cfg.msg_packets {
            self.nis[src].post(id as u32, seq as u32);
            if size > 2 {
                self.multicast_packets += 1;
            }
        }
        id
    }

    fn flits(&self, w: &Wire, tag: u64) -> Vec<Flit> {
        let width = self.cfg.w;
        let len = if matches!(w.kind, Kind::Data { .. }) {
            self.payload
        } else {
            self.tags.flits.max(1)
        };
        let payload = (0..len)
            .map(|i| {
                if i < self.tags.flits {
                    (tag >> (i * width)) & flit::mask(width)
                } else {
                    payload_pattern(tag, i)
                }
            })
            .collect();
        let mut words = vec![0u64; self.cfg.nodes.div_ceil(64)];
        words[w.to / 64] |= 1 << (w.to % 64);
        Packet {
            multicast: false,
            count: self.tree.lca_count(w.from, &[w.to]),
            dests: words,
            payload,
        }
        .flits(self.cfg.nodes, width)
    }

    /// One cycle: NIs act, the network moves, arrivals go to the NIs, host deliveries are
    /// recorded. `on_done(msg, last, mean)` is called when a message completes.
    fn cycle(&mut self, t: u64, on_done: &mut dyn FnMut(&MsgRec, u64)) -> Result<(), String> {
        for n in 0..self.cfg.nodes {
            let idle = self.net.node(n).source_idle();
            if let Some(mut w) = self.nis[n].step(t, idle, &self.groups) {
                if let Kind::Data { seq, .. } = w.kind {
                    if self.corrupt.front().is_some_and(|&c| c <= t) {
                        self.corrupt.pop_front();
                        w.kind = Kind::Data { msg: u32::MAX, seq };
                    }
                }
                let tag = self.tags.alloc(&self.inflight)?;
                let f = self.flits(&w, tag);
                self.net.inject(n, &f);
                self.inflight.insert(tag, w);
            }
        }
        self.net.step();
        for d in std::mem::take(&mut self.net.deliveries) {
            self.arrive(d.node, d.cycle, &d.flits);
        }
        for n in 0..self.cfg.nodes {
            for h in self.nis[n].take_delivered() {
                self.host(n, h.msg as usize, h.seq, h.cycle, on_done);
            }
        }
        self.check_credits(t);
        if !self.errors.is_empty() || !self.net.violations.is_empty() {
            let mut e = self.errors.clone();
            e.extend(self.net.violations.iter().cloned());
            return Err(format!(
                "simulation error (a bug, please report it): {}",
                e[..e.len().min(5)].join("; ")
            ));
        }
        Ok(())
    }

    /// FM/MC: no host has more multicast buffers reserved (credits granted and not yet
    /// consumed there) than it has, and no NI holds more received packets than its queue
    /// when it works on anything but a swap.
    fn check_credits(&mut self, t: u64) {
        let AnyNi::Fmmc(m) = &self.nis[self.cfg.nodes - 1] else {
            return;
        };
        let granted = m.granted();
        let h = self.cfg.fmmc_host_buffers as u64;
        for ni in &self.nis {
            if let AnyNi::Fmmc(x) = ni {
                if granted > h + x.consumed {
                    self.errors.push(format!(
                        "cycle {t}: FM/MC host {} has {} multicast buffers reserved, more than its {h}",
                        x.me,
                        granted - x.consumed
                    ));
                }
                if x.max_in_ni > self.cfg.fmmc_ni_buffers {
                    self.errors.push(format!(
                        "cycle {t}: FM/MC NI {} held {} received packets, more than its queue of {}",
                        x.me, x.max_in_ni, self.cfg.fmmc_ni_buffers
                    ));
                }
            }
        }
    }

    fn arrive(&mut self, node: usize, t: u64, flits: &[Flit]) {
        let w = self.cfg.w;
        let pl = &flits[1 + self.bs..];
        let mut tag = 0u64;
        for (i, f) in pl.iter().take(self.tags.flits).enumerate() {
            tag |= (f.data & flit::mask(w)) << (i * w);
        }
        for (i, f) in pl.iter().enumerate().skip(self.tags.flits) {
            if f.data != payload_pattern(tag, i) & flit::mask(w) {
                self.errors.push(format!(
                    "cycle {t}: node {node}: payload flit {i} of LFC packet {tag:#x} corrupted"
                ));
                return;
            }
        }
        match self.inflight.remove(&tag) {
            Some(wire) if wire.to == node => self.nis[node].arrive(wire),
            Some(wire) => self.errors.push(format!(
                "cycle {t}: LFC packet {tag:#x} for NI {} arrived at node {node}",
                wire.to
            )),
            None => self.errors.push(format!(
                "cycle {t}: node {node} received unknown LFC packet tag {tag:#x}"
            )),
        }
    }

    fn host(
        &mut self,
        node: usize,
        mi: usize,
        seq: u32,
        t: u64,
        on_done: &mut dyn FnMut(&MsgRec, u64),
    ) {
        let n = self.cfg.nodes;
        let g = &self.groups[mi];
        let Some(rank) = g.rank(node, n).filter(|&r| r > 0) else {
            self.errors.push(format!(
                "cycle {t}: host {node} received message {mi}, which is not addressed to it"
            ));
            return;
        };
        let key = g.key;
        let prev = self.order.insert((node, key), (mi as u32, seq));
        if prev.is_some_and(|p| p >= (mi as u32, seq)) {
            self.errors.push(format!(
                "cycle {t}: host {node} received packet {seq} of message {mi} after packet {:?} of the same tree (FIFO order broken or a duplicate)",
                prev
            ));
            return;
        }
        self.received += 1;
        let p = self.cfg.msg_packets as u32;
        let m = &mut self.msgs[mi];
        m.got[rank] += 1;
        if m.got[rank] != p {
            return;
        }
        let lat = t - m.created;
        m.done += 1;
        m.sum += lat;
        m.last = m.last.max(lat);
        if m.done == m.ndest {
            self.incomplete -= 1;
            on_done(m, t);
        }
    }

    /// The last cycle anything moved (a flit or an NI).
    fn last_progress(&self) -> u64 {
        self.nis
            .iter()
            .map(|x| x.last_progress())
            .max()
            .unwrap_or(0)
            .max(self.net.last_activity)
    }

    fn report(&self, t: u64) -> String {
        let mut s = format!(
            "no flit and no NI moved since cycle {} (now {t}); {} messages incomplete\n",
            self.last_progress(),
            self.incomplete
        );
        for ni in self.nis.iter().filter(|x| !x.idle()).take(16) {
            s += &format!("  {}\n", ni.describe());
        }
        s
    }

    fn totals(&self) -> (u64, u64, u64, u64) {
        let st = |f: fn(&crate::lfc::NiStats) -> u64| self.nis.iter().map(|x| f(x.stats())).sum();
        (
            st(|s| s.recoveries),
            st(|s| s.flagged),
            st(|s| s.busy),
            st(|s| s.dropped),
        )
    }
}

/// One `wormcast net` point of NI-level multicast; `progress(done, total)` every 1,024
/// cycles.
pub fn run_lfc(cfg: &NetConfig, progress: &mut dyn FnMut(u64, u64)) -> Result<NetResult, String> {
    let t0 = Instant::now();
    let mut l = Lfc::new(cfg)?;
    let n = cfg.nodes;
    let mut rng = SmallRng::seed_from_u64(cfg.seed);
    let gen = TrafficGen::new(cfg);
    let mut next: Vec<f64> = (0..n).map(|x| gen.first(x, &mut rng)).collect();
    let (w0, w1) = (cfg.warmup, cfg.warmup + cfg.cycles);
    let end = w1 + cfg.drain;
    let nb = cfg.batches;
    let batch_of = |t: u64| ((t - w0) as u128 * nb as u128 / (w1 - w0) as u128) as usize;
    let mut win = Window::new(nb);
    let flits_per_packet = cfg.msg_flits as u64;
    let (mut deadlock, mut report) = (false, String::new());
    let mut injected_at = (0u64, None);
    let data_sent = |l: &Lfc| l.nis.iter().map(|x| x.stats().data_sent).sum::<u64>();
    let mut t = 0u64;
    loop {
        if t == w0 {
            injected_at.0 = data_sent(&l);
        }
        if t == w1 {
            injected_at.1 = Some(data_sent(&l));
        }
        if t >= w1 && (win.completed == win.measured || t >= end) {
            break;
        }
        if t & 1023 == 0 {
            progress(t, if t >= w1 { end } else { w1 });
        }
        let measured = t >= w0 && t < w1;
        for src in 0..n {
            while next[src] <= t as f64 {
                next[src] += gen.gap(&mut rng);
                let m = gen.draw_fanout(&mut rng);
                let dests = gen.destinations(src, m, &mut rng);
                let b = if measured { batch_of(t) } else { 0 };
                if measured {
                    win.measured += 1;
                    win.offered_flits += (m * cfg.msg_flits * cfg.msg_packets) as u64;
                }
                l.post(src, &dests, t, measured, b);
            }
        }
        let mut done = |m: &MsgRec, at: u64| {
            if m.measured {
                win.complete(
                    m.batch,
                    (at - m.created) as f64,
                    m.sum as f64 / m.done as f64,
                    m.ndest > 1,
                );
            }
        };
        let before = l.received;
        l.cycle(t, &mut done)?;
        if measured {
            win.acc[batch_of(t)] += (l.received - before) * flits_per_packet;
        }
        t += 1;
        if l.incomplete > 0 && t - l.last_progress() > cfg.watchdog {
            deadlock = true;
            report = l.report(t);
            break;
        }
    }
    progress(t, t);
    let (rec, flagged, busy, dropped) = l.totals();
    let window = (w1 - w0) as f64;
    let nf = n as f64;
    let sent_w = injected_at.1.unwrap_or_else(|| data_sent(&l)) - injected_at.0;
    let ejection = win.acc.iter().sum::<u64>() as f64 / (nf * window);
    let mcp = l.multicast_packets.max(1) as f64;
    Ok(NetResult {
        recoveries_per_multicast: rec as f64 / mcp,
        deadlock_packets_per_multicast: flagged as f64 / mcp,
        ni_busy: busy as f64 / (nf * t.max(1) as f64),
        lfc_dropped: dropped as f64,
        ..win.result(
            cfg,
            n,
            w1 - w0,
            Ending {
                traffic: f64::NAN,
                injection: (sent_w * flits_per_packet) as f64 / (nf * window),
                ejection,
                deadlock,
                report,
                cycles_run: t,
                wall_seconds: t0.elapsed().as_secs_f64(),
            },
        )
    })
}

/// What an exchange ([`run_exchange`]) measured.
#[derive(Clone, Debug)]
pub struct Exchange {
    /// Cycles until every host held every message (or until the watchdog fired).
    pub cycles: u64,
    /// Payload delivered per sender: `msg-packets x msg-flits` flits over `cycles`, in flits
    /// per cycle (the throughput a sender observes).
    pub throughput: f64,
    /// Mean over the messages of the latency to their last destination.
    pub latency_last: f64,
    pub recoveries_per_multicast: f64,
    pub deadlock_packets_per_multicast: f64,
    /// FM/MC: packets swapped from NI memory to host memory, per multicast packet (0 for
    /// LFC).
    pub swaps_per_multicast: f64,
    pub ni_busy: f64,
    pub deadlock: bool,
    pub report: String,
    /// Data packets delivered to hosts; packets dropped for an unknown tree; messages not
    /// complete at the end; every NI idle at the end (nothing queued, blocked or held).
    pub received: u64,
    pub dropped: u64,
    pub incomplete: u64,
    pub nis_idle: bool,
}

/// The LFC paper's benchmarks: every node of `senders` posts one message of `msg-packets`
/// packets to all other nodes at cycle 0 (`traffic` and `load` are not used); run until
/// every host holds every message or the watchdog fires.
pub fn run_exchange(cfg: &NetConfig, senders: &[usize]) -> Result<Exchange, String> {
    run_exchange_corrupting(cfg, senders, &[])
}

/// [`run_exchange`] with a corrupted header put on the wire at each cycle of `corrupt`: the
/// next data packet any NI sends from that cycle on names a tree no NI knows, so its
/// receiver drops and counts it and returns its credit (the drop path, on the network).
pub fn run_exchange_corrupting(
    cfg: &NetConfig,
    senders: &[usize],
    corrupt: &[u64],
) -> Result<Exchange, String> {
    let mut l = Lfc::new(cfg)?;
    let mut c = corrupt.to_vec();
    c.sort_unstable();
    l.corrupt = c.into();
    let n = cfg.nodes;
    for &s in senders {
        if s >= n {
            return Err(format!("sender {s} is not a node (0..{n})"));
        }
        let others: Vec<usize> = (0..n).filter(|&d| d != s).collect();
        l.post(s, &others, 0, true, 0);
    }
    let mut lat_sum = 0u64;
    let mut t = 0u64;
    let (mut deadlock, mut report) = (false, String::new());
    while l.incomplete > 0 {
        l.cycle(t, &mut |m: &MsgRec, at: u64| lat_sum += at - m.created)?;
        t += 1;
        if l.incomplete > 0 && t - l.last_progress() > cfg.watchdog {
            deadlock = true;
            report = l.report(t);
            break;
        }
    }
    let (rec, flagged, busy, dropped) = l.totals();
    let mcp = l.multicast_packets.max(1) as f64;
    let done = senders.len() as u64 - l.incomplete;
    Ok(Exchange {
        cycles: t,
        throughput: (cfg.msg_packets * cfg.msg_flits) as f64 / t.max(1) as f64,
        latency_last: lat_sum as f64 / done.max(1) as f64,
        recoveries_per_multicast: rec as f64 / mcp,
        deadlock_packets_per_multicast: flagged as f64 / mcp,
        swaps_per_multicast: l.nis.iter().map(|x| x.stats().swapped).sum::<u64>() as f64 / mcp,
        ni_busy: busy as f64 / (n as f64 * t.max(1) as f64),
        deadlock,
        report,
        received: l.received,
        dropped,
        incomplete: l.incomplete,
        nis_idle: l.nis.iter().all(|x| x.idle()),
    })
}
