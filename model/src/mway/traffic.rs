//! Message generation for the mesh engine: saturated mixed unicast / region-broadcast
//! traffic (every node keeps at least one message queued).

use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};

use super::mesh::{Mesh, Region};
use super::network::MwayNet;

/// Saturated traffic: each cycle every node with an empty source queue gets a new message,
/// a broadcast with probability `broadcast` (a random region containing the node, the whole
/// mesh with probability `full`), otherwise a unicast to a random other node.
#[derive(Clone, Debug)]
pub struct Saturated {
    pub broadcast: f64,
    pub full: f64,
    /// Flits after the header: uniform in `1..=body_max`.
    pub body_max: usize,
    rng: SmallRng,
}

impl Saturated {
    pub fn new(broadcast: f64, full: f64, body_max: usize, seed: u64) -> Self {
        Saturated {
            broadcast,
            full,
            body_max,
            rng: SmallRng::seed_from_u64(seed),
        }
    }

    /// A random region containing `src` with at least two nodes.
    pub fn region(&mut self, net: &MwayNet, src: usize) -> Region {
        if self.rng.gen_bool(self.full) {
            return net.mesh.full_region();
        }
        random_region(&mut self.rng, &net.mesh, src)
    }

    /// Top up every empty source queue.
    pub fn feed(&mut self, net: &mut MwayNet) {
        let n = net.mesh.channels;
        for src in 0..n {
            if !net.nis[src].queue.is_empty() {
                continue;
            }
            let body = self.rng.gen_range(1..=self.body_max);
            let region = if self.rng.gen_bool(self.broadcast) {
                self.region(net, src)
            } else {
                let mut d = self.rng.gen_range(0..n - 1);
                if d >= src {
                    d += 1;
                }
                Region::node(net.mesh.coord(d))
            };
            net.push(src, region, body).expect("valid message");
        }
    }
}

/// A random rectangular region containing `src` with at least two nodes: per dimension `lo`
/// uniform in `0..=x`, `hi` uniform in `x..k` (x the source's coordinate), drawn again while
/// it is the source alone.
pub fn random_region<R: Rng>(rng: &mut R, mesh: &Mesh, src: usize) -> Region {
    let at = mesh.coord(src);
    let dims = mesh.dims();
    loop {
        let mut r = Region::default();
        for d in 0..dims {
            r.lo[d] = rng.gen_range(0..=at[d]);
            r.hi[d] = rng.gen_range(at[d]..mesh.k[d] as u8);
        }
        if r.size(dims) >= 2 {
            return r;
        }
    }
}

/// Random synchronous resets for the reset checks: in a cycle outside a reset one starts
/// with probability `p`; it lasts 1 to 3 cycles (`rst` high in each).
#[derive(Clone, Debug)]
pub struct Resets {
    pub p: f64,
    left: usize,
    rng: SmallRng,
}

impl Resets {
    pub fn new(p: f64, seed: u64) -> Self {
        Resets {
            p,
            left: 0,
            rng: SmallRng::seed_from_u64(seed ^ 0x5eed_0f_4e5e7),
        }
    }
    /// `rst` for the next cycle.
    pub fn next(&mut self) -> bool {
        if self.left == 0 && self.p > 0.0 && self.rng.gen_bool(self.p) {
            self.left = self.rng.gen_range(1..=3);
        }
        if self.left > 0 {
            self.left -= 1;
            return true;
        }
        false
    }
}

/// A saturated run: the engine for long runs (a command can ask for 1,000,000 cycles).
#[derive(Clone, Debug)]
pub struct SatRun {
    /// Cycles of traffic.
    pub cycles: u64,
    /// Fraction of broadcasts, of whole-mesh regions among them, longest body.
    pub broadcast: f64,
    pub full: f64,
    pub body_max: usize,
    pub seed: u64,
    /// Watchdog: cycles without a flit moving, with messages in flight.
    pub watchdog: u64,
    /// Cycles allowed to drain after the traffic stops.
    pub drain: u64,
}

impl Default for SatRun {
    fn default() -> Self {
        SatRun {
            cycles: 100_000,
            broadcast: 0.3,
            full: 0.1,
            body_max: 4,
            seed: 1,
            watchdog: 2_000,
            drain: 100_000,
        }
    }
}

/// What a saturated run reports.
#[derive(Clone, Debug)]
pub struct SatReport {
    /// The cycle the watchdog fired, if it did.
    pub deadlock_at: Option<u64>,
    /// The watchdog's report (blocked buffers) if it fired.
    pub deadlock_report: String,
    /// Everything delivered after the traffic stopped.
    pub drained: bool,
    pub generated: u64,
    pub completed: u64,
    /// Node copies delivered.
    pub delivered: u64,
    /// Delivery-checker violations (must be 0).
    pub violations: usize,
    /// Flits transferred per channel per cycle (the paper's traffic).
    pub traffic: f64,
    /// Flits injected / ejected per node per cycle.
    pub injection_rate: f64,
    pub ejection_rate: f64,
    /// Mean latency of completed messages (generation to last copy), cycles.
    pub mean_latency: f64,
    pub replicas: u64,
    pub unicasts: u64,
    /// Cycles simulated (traffic and drain).
    pub cycles_run: u64,
    pub seconds: f64,
}

/// Run saturated mixed traffic for `r.cycles` cycles, then drain; stops at a deadlock.
/// Rates are over the traffic phase.
pub fn run_saturated(
    p: &super::MwayParams,
    r: &SatRun,
) -> Result<SatReport, super::params::ParamError> {
    let t = std::time::Instant::now();
    let mut n = MwayNet::new(p)?;
    n.watchdog = r.watchdog;
    let mut g = Saturated::new(r.broadcast, r.full, r.body_max, r.seed);
    let mut deadlock_at = None;
    for _ in 0..r.cycles {
        g.feed(&mut n);
        n.step();
        if n.deadlocked() {
            deadlock_at = Some(n.cycle);
            break;
        }
    }
    let cyc = n.cycle.max(1) as f64;
    let nodes = n.mesh.channels as f64;
    let (transfers, inj, ej) = (
        n.stats.transfers as f64,
        n.stats.injected_flits as f64,
        n.stats.ejected_flits as f64,
    );
    let drained = deadlock_at.is_none() && n.drain(r.drain);
    if deadlock_at.is_none() && n.deadlocked() {
        deadlock_at = Some(n.cycle);
    }
    Ok(SatReport {
        deadlock_report: if deadlock_at.is_some() {
            n.report()
        } else {
            String::new()
        },
        deadlock_at,
        drained,
        generated: n.stats.generated,
        completed: n.stats.completed,
        delivered: n.stats.delivered,
        violations: n.violations.len(),
        traffic: transfers / (cyc * nodes),
        injection_rate: inj / (cyc * nodes),
        ejection_rate: ej / (cyc * nodes),
        mean_latency: n.stats.latency_sum as f64 / n.stats.completed.max(1) as f64,
        replicas: n.stats.replicas,
        unicasts: n.stats.unicasts,
        cycles_run: n.cycle,
        seconds: t.elapsed().as_secs_f64(),
    })
}
