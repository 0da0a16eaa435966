//! One simulation point (multidestination-worms paper, Section 7): build the network, run
//! the cold start, measure the messages generated in the window, let them finish, report.
//!
//! # Messages, packets and what is measured
//! * Each node generates messages ([`super::traffic`]) into an unbounded source queue; the
//!   node interface sends one packet at a time, back to back, one flit per cycle while it has
//!   credit. Software-multicast forwards wait in a separate forward queue that is served
//!   first (at packet boundaries), `sw-overhead` cycles after the forwarding host received
//!   the whole message.
//! * **Hardware multicast**: a message is one packet whose bit-string holds every
//!   destination and whose LCA count is the number of levels to climb to the least common
//!   ancestor of the source and all destinations (Section 3.3). **Software multicast**: the
//!   U-Min binomial tree ([`super::umin`]), every send a unicast.
//! * Packets are identified by a tag in their first payload flits (W bits each, as many as
//!   fit, at most 64 bits); tags are allocated at injection and recycled when the packet has
//!   reached all its destinations, so in-flight tags are unique even with one payload flit.
//!   The other payload flits carry a pattern derived from the tag and are checked on
//!   delivery (any corruption is a violation, which fails the run).
//! * A destination *holds* the message when the tail of its copy arrives. Latency counts from
//!   the cycle the message was generated (source queueing included) to (a) the last
//!   destination holding it, (b) each destination holding it, averaged (Section 7.2).
//! * Messages generated in `[warmup, warmup + cycles)` are measured; batch i of the window
//!   holds those generated in its i-th part. `accepted` counts every flit reaching a sink in
//!   the window (batches by arrival time). After the window the run continues, with traffic,
//!   until every measured message is complete or `drain` cycles have passed.
//! * **Saturated** when measured messages are still incomplete after the drain, or the
//!   window delivered less than 95% of the load offered in it (a stable network delivers
//!   what is offered; the paper does not plot latency above saturation).
//! * **Deadlock**: the watchdog stops the run when no flit has moved on any link for
//!   `watchdog` cycles while packets are in flight, and reports the blocked packets.

use super::config::{McScheme, NetConfig, Policy, Scheme, SwitchKind};
use super::stats::{half_width, Batches};
use super::topology::FatTree;
use super::traffic::TrafficGen;
use super::umin;
use super::NetResult;
use crate::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use crate::flit::{self, Flit};
use crate::input_buffered::{IbParams, InputBufferedSwitch, Organisation};
use crate::network::{NetSwitch, Network};
use crate::packet::Packet;
use crate::route::UpPolicy;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::collections::{HashMap, VecDeque};
use std::time::Instant;

/// Payload flit `i` of the packet tagged `tag` (after the tag flits), checked on delivery.
pub(crate) fn payload_pattern(tag: u64, i: usize) -> u64 {
    (tag.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (i as u64).wrapping_mul(0x2545_f491_4f6c_dd1d)) >> 7
}

/// Packet tags: the first payload flits of a packet (`flits` of them, at most 64 bits) name
/// it in the driver's in-flight table; tags are handed out round robin, skipping live ones.
pub(crate) struct Tags {
    next: u64,
    pub mask: u64,
    pub flits: usize,
}

impl Tags {
    /// Tags for packets with `payload` payload flits of `w` bits.
    pub fn new(payload: usize, w: usize) -> Tags {
        let flits = payload.min(64 / w);
        Tags {
            next: 0,
            mask: flit::mask((flits * w).min(64)),
            flits,
        }
    }

    /// A tag not in `inflight`.
    pub fn alloc<V>(&mut self, inflight: &HashMap<u64, V>) -> Result<u64, String> {
        for _ in 0..=self.mask.min(1 << 20) {
            let t = self.next & self.mask;
            self.next = self.next.wrapping_add(1);
            if !inflight.contains_key(&t) {
                return Ok(t);
            }
        }
        Err(format!(
            "more than {} packets in flight: the {}-bit packet tag cannot tell them apart (use longer messages or W = 32)",
            inflight.len(),
            self.mask.count_ones()
        ))
    }
}

/// Build the network of a configuration (switches, links, node attachments).
pub fn build(cfg: &NetConfig) -> Result<(FatTree, Network), String> {
    cfg.validate()?;
    if cfg.topology.is_mway() || cfg.topology.is_mesh() {
        return Err(
            "the m-way networks and the 2-D mesh have their own engines (crate::mway, crate::mesh): run them with run() or run_with_progress()"
                .into(),
        );
    }
    let tree = FatTree::new(cfg.k, cfg.nodes)?;
    let policy = match cfg.policy {
        Policy::Adaptive => UpPolicy::Adaptive,
        Policy::Deterministic => UpPolicy::Deterministic,
    };
    let fifo = cfg.fifo_depth();
    let switches = (0..tree.switches())
        .map(|s| {
            let route = tree.route(s, cfg.w, policy);
            match cfg.switch {
                SwitchKind::Cb | SwitchKind::Unicast => {
                    let p = CbParams {
                        route,
                        chunks: cfg.chunks,
                        fifo,
                        max_len: cfg.msg_flits as u64,
                        scheme: match cfg.scheme {
                            Scheme::Shared => HeaderScheme::Shared,
                            Scheme::PerOutput => HeaderScheme::PerOutput,
                        },
                        bypass: cfg.bypass,
                        multicast: cfg.switch == SwitchKind::Cb,
                    };
                    p.validate_in_network(cfg.vct)?;
                    let mut sw = CentralBufferSwitch::new(p);
                    sw.vct = cfg.vct;
                    Ok(NetSwitch::Cb(sw))
                }
                SwitchKind::Ib => {
                    let p = IbParams {
                        route,
                        buffer: cfg.buffer,
                        fifo,
                        max_len: cfg.msg_flits as u64,
                        org: Organisation::ChunkWide,
                        revision: crate::input_buffered::REVISION,
                    };
                    p.validate()?;
                    Ok(NetSwitch::Ib(InputBufferedSwitch::new(p)))
                }
            }
        })
        .collect::<Result<Vec<_>, String>>()?;
    let mut net = Network::from_switches(switches, cfg.seed ^ 0x5eed);
    for &(a, p, b, q) in &tree.links {
        net.connect(a, p, b, q);
    }
    for (j, &(s, p)) in tree.attach.iter().enumerate() {
        net.attach(j, s, p);
        net.node_mut(j).drain_rate = cfg.sink_rate;
    }
    Ok((tree, net))
}

/// A generated message.
#[derive(Clone, Debug)]
struct Msg {
    created: u64,
    dests: Vec<usize>,
    /// Software multicast: the U-Min chain (source first).
    chain: Vec<usize>,
    got: u32,
    sum: u64,
    last: u64,
    measured: bool,
    batch: usize,
}

/// A packet waiting at a source: message, and (software) its chain range `[lo, hi)`.
#[derive(Clone, Copy, Debug)]
struct Pending {
    msg: usize,
    lo: usize,
    hi: usize,
    ready: u64,
}

/// A packet in the network.
#[derive(Clone, Debug)]
struct InFlight {
    msg: usize,
    lo: usize,
    hi: usize,
    remaining: u32,
    injected: u64,
    src: usize,
}

/// The study driver's state.
struct Driver<'a> {
    cfg: &'a NetConfig,
    tree: FatTree,
    net: Network,
    rng: SmallRng,
    gen: TrafficGen,
    next: Vec<f64>,
    /// The earliest `next` (the generator skips the nodes until then).
    next_due: f64,
    queue: Vec<VecDeque<Pending>>,
    forward: Vec<VecDeque<Pending>>,
    /// Entries in `queue` and `forward` together (`inject` skips the nodes while none).
    pending: usize,
    msgs: Vec<Msg>,
    inflight: HashMap<u64, InFlight>,
    tags: Tags,
    payload: usize,
    bs: usize,
    // Measurement.
    w0: u64,
    w1: u64,
    lat_last: Batches,
    lat_mean: Batches,
    lat_uni: Batches,
    lat_mc: Batches,
    acc: Vec<u64>,
    offered_flits: u64,
    injected_pkts: u64,
    measured: u64,
    completed: u64,
    /// Flits per up port in the window (`NetResult::up_port_flits`), taken at its end.
    up_flits: Vec<Vec<u64>>,
    errors: Vec<String>,
}

impl<'a> Driver<'a> {
    fn new(cfg: &'a NetConfig, tree: FatTree, net: Network) -> Self {
        let bs = cfg.bitstring_flits();
        let payload = cfg.msg_flits - 1 - bs;
        Driver {
            cfg,
            tree,
            net,
            rng: SmallRng::seed_from_u64(cfg.seed),
            gen: TrafficGen::new(cfg),
            next: vec![0.0; cfg.nodes],
            next_due: f64::NEG_INFINITY,
            queue: vec![VecDeque::new(); cfg.nodes],
            forward: vec![VecDeque::new(); cfg.nodes],
            pending: 0,
            msgs: vec![],
            inflight: HashMap::new(),
            tags: Tags::new(payload, cfg.w),
            payload,
            bs,
            w0: cfg.warmup,
            w1: cfg.warmup + cfg.cycles,
            lat_last: Batches::new(cfg.batches),
            lat_mean: Batches::new(cfg.batches),
            lat_uni: Batches::new(cfg.batches),
            lat_mc: Batches::new(cfg.batches),
            acc: vec![0; cfg.batches],
            offered_flits: 0,
            injected_pkts: 0,
            measured: 0,
            completed: 0,
            up_flits: vec![],
            errors: vec![],
        }
    }

    /// Flits counted on each up port of the switches below the top level.
    fn up_port_flits(&self) -> Vec<Vec<u64>> {
        let below_top = (self.tree.levels - 1) * self.tree.nodes / self.tree.h;
        (0..below_top)
            .map(|s| {
                (self.tree.h..self.tree.k)
                    .map(|p| self.net.port_flit_count(s, p))
                    .collect()
            })
            .collect()
    }

    fn batch_of(&self, t: u64) -> usize {
        ((t - self.w0) as u128 * self.cfg.batches as u128 / (self.w1 - self.w0) as u128) as usize
    }

    /// Queue a send at node `n`'s source queue (`forward`: a software-multicast copy that
    /// waits for its `ready` cycle).
    fn enqueue(&mut self, n: usize, p: Pending, forward: bool) {
        if forward {
            self.forward[n].push_back(p);
        } else {
            self.queue[n].push_back(p);
        }
        self.pending += 1;
    }

    fn generate(&mut self, t: u64) {
        if (t as f64) < self.next_due {
            return;
        }
        let mut due = f64::INFINITY;
        for n in 0..self.cfg.nodes {
            while self.next[n] <= t as f64 {
                self.next[n] += self.gen.gap(&mut self.rng);
                let m = self.gen.draw_fanout(&mut self.rng);
                let dests = self.gen.destinations(n, m, &mut self.rng);
                let measured = t >= self.w0 && t < self.w1;
                let batch = if measured { self.batch_of(t) } else { 0 };
                if measured {
                    self.measured += 1;
                    self.offered_flits += (m * self.cfg.msg_flits) as u64;
                }
                let software = self.cfg.multicast == McScheme::Software && m > 1;
                let chain = if software {
                    umin::chain(n, &dests)
                } else {
                    vec![]
                };
                let id = self.msgs.len();
                let hi = chain.len();
                self.msgs.push(Msg {
                    created: t,
                    dests,
                    chain,
                    got: 0,
                    sum: 0,
                    last: 0,
                    measured,
                    batch,
                });
                if software {
                    for (x, end) in umin::sends(0, hi) {
                        let p = Pending {
                            msg: id,
                            lo: x,
                            hi: end,
                            ready: t,
                        };
                        self.enqueue(n, p, false);
                    }
                } else {
                    let p = Pending {
                        msg: id,
                        lo: 0,
                        hi: 0,
                        ready: t,
                    };
                    self.enqueue(n, p, false);
                }
            }
            due = due.min(self.next[n]);
        }
        self.next_due = due;
    }

    fn inject(&mut self, t: u64) -> Result<(), String> {
        if self.pending == 0 {
            return Ok(());
        }
        for n in 0..self.cfg.nodes {
            if !self.net.node(n).source_idle() {
                continue;
            }
            let p = if self.forward[n].front().is_some_and(|f| f.ready <= t) {
                self.forward[n].pop_front()
            } else {
                self.queue[n].pop_front()
            };
            let Some(p) = p else { continue };
            self.pending -= 1;
            let tag = self.tags.alloc(&self.inflight)?;
            let msg = &self.msgs[p.msg];
            let dests: Vec<usize> = if msg.chain.is_empty() {
                msg.dests.clone()
            } else {
                vec![msg.chain[p.lo]]
            };
            let w = self.cfg.w;
            let mut words = vec![0u64; self.cfg.nodes.div_ceil(64)];
            for &d in &dests {
                words[d / 64] |= 1 << (d % 64);
            }
            let mut payload = Vec::with_capacity(self.payload);
            for i in 0..self.payload {
                payload.push(if i < self.tags.flits {
                    (tag >> (i * w)) & flit::mask(w)
                } else {
                    payload_pattern(tag, i)
                });
            }
            let pk = Packet {
                multicast: dests.len() > 1,
                count: self.tree.lca_count(n, &dests),
                dests: words,
                payload,
            };
            let flits = pk.flits(self.cfg.nodes, w);
            debug_assert_eq!(flits.len(), self.cfg.msg_flits);
            self.net.inject(n, &flits);
            if t >= self.w0 && t < self.w1 {
                self.injected_pkts += 1;
            }
            self.inflight.insert(
                tag,
                InFlight {
                    msg: p.msg,
                    lo: p.lo,
                    hi: p.hi,
                    remaining: dests.len() as u32,
                    injected: t,
                    src: n,
                },
            );
        }
        Ok(())
    }

    fn deliver(&mut self, node: usize, t: u64, flits: &[Flit]) {
        let w = self.cfg.w;
        if flits.len() != self.cfg.msg_flits {
            self.errors.push(format!(
                "cycle {t}: node {node} received a {}-flit packet, {} sent",
                flits.len(),
                self.cfg.msg_flits
            ));
            return;
        }
        let pl = &flits[1 + self.bs..];
        let mut tag = 0u64;
        for i in 0..self.tags.flits {
            tag |= (pl[i].data & flit::mask(w)) << (i * w);
        }
        for (i, f) in pl.iter().enumerate().skip(self.tags.flits) {
            if f.data != payload_pattern(tag, i) & flit::mask(w) {
                self.errors.push(format!(
                    "cycle {t}: node {node}: payload flit {i} of packet {tag:#x} corrupted"
                ));
                return;
            }
        }
        let Some(pk) = self.inflight.get_mut(&tag) else {
            self.errors.push(format!(
                "cycle {t}: node {node} received unknown packet tag {tag:#x}"
            ));
            return;
        };
        let (mi, lo, hi) = (pk.msg, pk.lo, pk.hi);
        pk.remaining -= 1;
        if pk.remaining == 0 {
            self.inflight.remove(&tag);
        }
        let msg = &mut self.msgs[mi];
        let expected = if msg.chain.is_empty() {
            msg.dests.binary_search(&node).is_ok()
        } else {
            msg.chain[lo] == node
        };
        if !expected {
            self.errors.push(format!(
                "cycle {t}: node {node} received message {mi} not addressed to it"
            ));
            return;
        }
        let lat = t - msg.created;
        msg.got += 1;
        msg.sum += lat;
        msg.last = msg.last.max(lat);
        let relay = !msg.chain.is_empty();
        if msg.got as usize == msg.dests.len() && msg.measured {
            self.completed += 1;
            let b = msg.batch;
            let (last, mean) = (msg.last as f64, msg.sum as f64 / msg.got as f64);
            self.lat_last.add(b, last);
            self.lat_mean.add(b, mean);
            if msg.dests.len() > 1 {
                self.lat_mc.add(b, last);
            } else {
                self.lat_uni.add(b, last);
            }
        }
        // Software multicast: this node relays the message to its subtree.
        if relay {
            let ready = t + 1 + self.cfg.sw_overhead;
            for (x, end) in umin::sends(lo, hi) {
                let p = Pending {
                    msg: mi,
                    lo: x,
                    hi: end,
                    ready,
                };
                self.enqueue(node, p, true);
            }
        }
        if t >= self.w0 && t < self.w1 {
            let b = self.batch_of(t);
            self.acc[b] += flits.len() as u64;
        }
    }

    fn report_blocked(&self) -> String {
        let mut s = format!(
            "no flit moved since cycle {} (now {}); {} packets in flight\n",
            self.net.last_activity,
            self.net.cycle,
            self.inflight.len()
        );
        let mut v: Vec<(&u64, &InFlight)> = self.inflight.iter().collect();
        v.sort_by_key(|(t, p)| (p.injected, **t));
        for (tag, p) in v.iter().take(16) {
            let m = &self.msgs[p.msg];
            let dests = if m.chain.is_empty() {
                format!("{:?}", m.dests)
            } else {
                format!("[{}] (software)", m.chain[p.lo])
            };
            s += &format!(
                "  packet {tag:#x}: message {} from node {} to {dests}, injected at cycle {}, {} destinations still waiting\n",
                p.msg, p.src, p.injected, p.remaining
            );
        }
        for (i, sw) in self.net.switches.iter().enumerate() {
            if !sw.drained() {
                let first = sw.debug_state();
                let first = first.lines().next().unwrap_or("");
                s += &format!(
                    "  switch {i} (level {}) holds packets: {first}\n",
                    self.tree.level(i)
                );
            }
        }
        for n in 0..self.cfg.nodes {
            let nd = self.net.node(n);
            if !nd.source_idle() || nd.receiving() > 0 {
                s += &format!(
                    "  node {n}: {} flits waiting at the source, {} flits of a packet received\n",
                    nd.source_backlog(),
                    nd.receiving()
                );
            }
        }
        s
    }
}

/// Run one point; `progress(done, total)` is called every 1,024 cycles (total grows by the
/// drain when the window's messages are not yet complete).
pub fn run_with_progress(
    cfg: &NetConfig,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<NetResult, String> {
    run_threads(cfg, 1, progress)
}

/// [`run_with_progress`] with the switches of each cycle stepped on `threads` threads (fat
/// trees with switch or software multicast; the other engines run on one thread). The
/// result is identical for any thread count; only `wall_seconds` and `cycles_per_second`
/// change.
pub fn run_threads(
    cfg: &NetConfig,
    threads: usize,
    progress: &mut dyn FnMut(u64, u64),
) -> Result<NetResult, String> {
    if cfg.topology.is_mway() {
        return super::mway_run::run_mway(cfg, progress);
    }
    if cfg.topology.is_mesh() {
        return super::mesh_run::run_mesh(cfg, progress);
    }
    if cfg.multicast == McScheme::NiLfc {
        return super::lfc_run::run_lfc(cfg, progress);
    }
    run_with(cfg, progress, &mut |net| net.set_threads(threads))
}

/// Run one point; `setup` may install shadows or observers on the built network before the
/// first cycle (e.g. to record every switch's stimulus for an offline RTL replay).
pub fn run_with(
    cfg: &NetConfig,
    progress: &mut dyn FnMut(u64, u64),
    setup: &mut dyn FnMut(&mut Network),
) -> Result<NetResult, String> {
    let t0 = Instant::now();
    if cfg.multicast == McScheme::NiLfc {
        return Err(
            "multicast ni-lfc runs on its own driver: use run() or run_with_progress()".into(),
        );
    }
    let (tree, mut net) = build(cfg)?;
    setup(&mut net);
    let mut d = Driver::new(cfg, tree, net);
    for n in 0..cfg.nodes {
        d.next[n] = d.gen.first(n, &mut d.rng);
    }
    let end = d.w1 + cfg.drain;
    let mut deadlock = false;
    let mut report = String::new();
    let mut t = 0u64;
    loop {
        if t >= d.w1 && (d.completed == d.measured || t >= end) {
            break;
        }
        if t & 1023 == 0 {
            let total = if t >= d.w1 { end } else { d.w1 };
            progress(t, total);
        }
        if t == d.w0 {
            d.net.count_port_flits();
        } else if t == d.w1 {
            d.up_flits = d.up_port_flits();
        }
        d.generate(t);
        d.inject(t)?;
        d.net.step();
        for dl in std::mem::take(&mut d.net.deliveries) {
            d.deliver(dl.node, dl.cycle, &dl.flits);
        }
        if !d.errors.is_empty() || !d.net.violations.is_empty() {
            let mut e = d.errors.clone();
            e.extend(d.net.violations.iter().cloned());
            return Err(format!(
                "simulation error (a bug, please report it): {}",
                e[..e.len().min(5)].join("; ")
            ));
        }
        t += 1;
        let busy = !d.inflight.is_empty();
        if busy && t - d.net.last_activity > cfg.watchdog {
            deadlock = true;
            report = d.report_blocked();
            break;
        }
    }
    progress(t, t);
    d.net.check_switches();
    if !d.net.violations.is_empty() {
        return Err(format!(
            "simulation error (a bug, please report it): {}",
            d.net.violations[..d.net.violations.len().min(5)].join("; ")
        ));
    }
    let window = (d.w1 - d.w0) as f64;
    let n = cfg.nodes as f64;
    let acc_b: Vec<f64> = d
        .acc
        .iter()
        .map(|&f| f as f64 * cfg.batches as f64 / (n * window))
        .collect();
    let accepted = d.acc.iter().sum::<u64>() as f64 / (n * window);
    let offered = d.offered_flits as f64 / (n * window);
    let saturated = !deadlock && (d.completed < d.measured || accepted < 0.95 * offered);
    let wall = t0.elapsed().as_secs_f64();
    Ok(NetResult {
        config: cfg.clone(),
        offered,
        accepted,
        accepted_ci: half_width(&acc_b),
        latency_last: d.lat_last.mean(),
        latency_last_ci: d.lat_last.ci(),
        latency_mean: d.lat_mean.mean(),
        latency_mean_ci: d.lat_mean.ci(),
        latency_unicast: d.lat_uni.mean(),
        latency_multicast: d.lat_mc.mean(),
        messages: d.measured,
        completed: d.completed,
        saturated,
        deadlock,
        deadlock_report: report,
        packets_injected: d.injected_pkts as f64 / (n * window),
        cycles_run: t,
        wall_seconds: wall,
        cycles_per_second: t as f64 / wall.max(1e-9),
        ejection_rate: accepted,
        injection_rate: d.injected_pkts as f64 * cfg.msg_flits as f64 / (n * window),
        traffic: f64::NAN,
        up_port_flits: if d.up_flits.is_empty() {
            d.up_port_flits()
        } else {
            d.up_flits
        },
        ..NetResult::lfc_nan()
    })
}

/// Run one point without progress reports.
pub fn run(cfg: &NetConfig) -> Result<NetResult, String> {
    run_with_progress(cfg, &mut |_, _| {})
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::net::config::TrafficKind;
    use crate::packet::HeadLayout;

    /// The payload pattern tells packets and positions apart at the narrowest flit (W = 16),
    /// so a flit delivered to the wrong packet or place fails the delivery check: of the
    /// 64 positions of 64 tags, as many masked values are distinct as random ones would be,
    /// and within one packet no two positions agree.
    #[test]
    fn payload_pattern_distinguishes_packets_and_positions() {
        let m = crate::flit::mask(16);
        let mut all = std::collections::HashSet::new();
        for tag in 0..64u64 {
            let one: std::collections::HashSet<u64> =
                (0..64).map(|i| payload_pattern(tag, i) & m).collect();
            assert_eq!(one.len(), 64, "tag {tag}");
            all.extend(one);
        }
        // 4,096 values drawn from 65,536: about 3,970 distinct if they behave as random.
        assert!(all.len() > 3900, "{} distinct of 4096", all.len());
    }

    fn driver(cfg: &NetConfig) -> Driver<'_> {
        let (tree, net) = build(cfg).unwrap();
        Driver::new(cfg, tree, net)
    }

    /// Queue a message from `src` to `dests` generated at cycle `t` and inject it.
    fn send(d: &mut Driver, src: usize, dests: &[usize], t: u64) -> Vec<Flit> {
        let software = d.cfg.multicast == McScheme::Software;
        let chain = if software {
            umin::chain(src, dests)
        } else {
            vec![]
        };
        let id = d.msgs.len();
        let hi = chain.len();
        d.msgs.push(Msg {
            created: t,
            dests: dests.to_vec(),
            chain,
            got: 0,
            sum: 0,
            last: 0,
            measured: true,
            batch: 0,
        });
        d.measured += 1;
        let sends = if software {
            umin::sends(0, hi)
        } else {
            vec![(0, 0)]
        };
        for (lo, hi) in sends {
            let p = Pending {
                msg: id,
                lo,
                hi,
                ready: t,
            };
            d.enqueue(src, p, false);
        }
        d.inject(t).unwrap();
        let f: Vec<Flit> = d.net.node(src).queued().copied().collect();
        d.net = build(d.cfg).unwrap().1; // empty the source again
        f
    }

    /// Definitions (a) and (b) on a hand-computed case: a 3-way multicast generated at cycle
    /// 10 whose copies complete at cycles 50, 70 and 90: (a) = 80, (b) = (40 + 60 + 80) / 3.
    #[test]
    fn latency_definitions_by_hand() {
        let cfg = NetConfig {
            warmup: 0,
            cycles: 1000,
            batches: 2,
            ..Default::default()
        };
        let mut d = driver(&cfg);
        let flits = send(&mut d, 0, &[3, 7, 12], 10);
        assert_eq!(flits.len(), cfg.msg_flits);
        assert_eq!(
            HeadLayout { w: 16 }.count(flits[0].data),
            1,
            "LCA of 0 and 12 is level 2"
        );
        d.deliver(7, 50, &flits);
        d.deliver(3, 70, &flits);
        assert_eq!(d.completed, 0);
        d.deliver(12, 90, &flits);
        assert!(d.errors.is_empty(), "{:?}", d.errors);
        assert_eq!(d.completed, 1);
        assert_eq!(d.lat_last.mean(), 80.0);
        assert_eq!(d.lat_mean.mean(), 60.0);
        assert!(
            d.inflight.is_empty(),
            "the tag is recycled after the last copy"
        );
        // A copy delivered to a node that is not a destination, or corrupted, is an error.
        let flits = send(&mut d, 0, &[3, 7], 100);
        d.deliver(5, 150, &flits);
        let mut bad = flits.clone();
        bad[cfg.msg_flits - 2].data ^= 1;
        d.deliver(3, 150, &bad);
        assert_eq!(d.errors.len(), 2, "{:?}", d.errors);
    }

    /// Software multicast: the source sends to the U-Min chain's middle first; a receiver
    /// forwards its half only after it holds the whole message; (a) and (b) as above.
    #[test]
    fn software_multicast_forwards_after_reception() {
        let cfg = NetConfig {
            multicast: McScheme::Software,
            traffic: TrafficKind::Multicast,
            sw_overhead: 5,
            warmup: 0,
            cycles: 1000,
            batches: 2,
            ..Default::default()
        };
        let mut d = driver(&cfg);
        // Chain 2, 6, 9, 14: the source sends to 9 (for [9, 14]), then to 6.
        let dest_of = |f: &[Flit]| f[1].data.trailing_zeros() as usize;
        let first = send(&mut d, 2, &[6, 9, 14], 0);
        assert_eq!(dest_of(&first), 9);
        d.inject(1).unwrap();
        let second: Vec<Flit> = d.net.node(2).queued().copied().collect();
        assert_eq!(dest_of(&second), 6);
        d.deliver(9, 100, &first);
        let fw = d.forward[9].front().copied().unwrap();
        assert_eq!((fw.ready, d.msgs[0].chain[fw.lo]), (106, 14));
        d.deliver(6, 120, &second);
        assert!(d.forward[6].is_empty(), "6 holds only itself");
        d.inject(105).unwrap();
        assert!(d.net.node(9).source_idle(), "not before the overhead");
        d.inject(106).unwrap();
        let f: Vec<Flit> = d.net.node(9).queued().copied().collect();
        assert_eq!(dest_of(&f), 14);
        d.deliver(14, 300, &f);
        assert!(d.errors.is_empty(), "{:?}", d.errors);
        assert_eq!(d.lat_last.mean(), 300.0);
        assert!((d.lat_mean.mean() - (100.0 + 120.0 + 300.0) / 3.0).abs() < 1e-9);
    }

    /// Stepping the switches on several threads gives exactly the one-thread result, for
    /// both switch kinds, switch and software multicast, and a sink that drains slowly.
    #[test]
    fn threads_give_the_one_thread_result() {
        use crate::net::config::{SwitchKind, TrafficKind};
        for (switch, multicast, sink_rate) in [
            (SwitchKind::Cb, McScheme::Hardware, 1.0),
            (SwitchKind::Ib, McScheme::Software, 0.7),
        ] {
            let cfg = NetConfig {
                nodes: 64,
                switch,
                multicast,
                traffic: TrafficKind::Bimodal,
                msg_flits: 32,
                load: 0.3,
                warmup: 500,
                cycles: 3_000,
                drain: 3_000,
                sink_rate,
                ..Default::default()
            };
            let speedless = |mut r: NetResult| {
                r.wall_seconds = 0.0;
                r.cycles_per_second = 0.0;
                format!("{r:?}")
            };
            let one = speedless(run(&cfg).unwrap());
            for threads in [2, 3] {
                let many = speedless(run_threads(&cfg, threads, &mut |_, _| {}).unwrap());
                assert_eq!(one, many, "{switch:?} {multicast:?}, {threads} threads");
            }
        }
    }
}
