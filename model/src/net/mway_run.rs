//! One simulation point of a k-ary m-way network (m-way paper, Section 4) on the golden
//! model's engine ([`crate::mway::MwayNet`]), measured like a fat-tree point
//! ([`super::run`]) and reported in the same [`NetResult`].
//!
//! # Traffic
//! Every node generates messages of `msg-flits` flits (header included) with exponentially
//! distributed inter-message times of mean `msg-flits / load` cycles: `load` is the message
//! flits generated per node per cycle (the sources' offered injection load; with a
//! unicast-based broadcast the forwarded copies come on top). A message is a region
//! broadcast with probability `broadcast-share` (region by `region`: random, containing the
//! source, or the whole network), else a unicast to a uniformly random other node. Messages
//! wait in an unbounded source queue; the node interface moves one per cycle into a free
//! injection buffer.
//!
//! # Measurements (the paper's definitions, Section 4)
//! * **Latency**: from the cycle a message is generated (source queueing included) until
//!   its tail is ejected at a destination: `latency_last` at the last destination of a
//!   broadcast (the message is complete), `latency_mean` the mean over its destinations;
//!   `latency_unicast` / `latency_multicast` are `latency_last` of the unicasts and of the
//!   broadcasts alone. Messages generated in the window `[warmup, warmup + cycles)` are
//!   measured (batches by generation time); the run goes on, with traffic, until they are
//!   complete or `drain` cycles have passed.
//! * **Traffic**: flits transferred on channels per channel per cycle in the window (a
//!   channel is utilised in a cycle when it transfers a flit; a refused header is not a
//!   transfer). The paper's percentage is 100 times this.
//! * **Injection rate**: flits driven onto the channels by the node interfaces per node per
//!   cycle (every flit of a forwarded unicast too). **Ejection rate**: flits stored by the
//!   nodes' ejection buffers per node per cycle (= `accepted`, with batch means).
//! * `offered`: destination-flits generated per node per cycle (each message's flits times
//!   its destinations); `packets_injected`: messages (tree messages, unicasts, forwards)
//!   injected per node per cycle.
//! * **Saturated** as for the fat tree: measured messages incomplete after the drain, or an
//!   ejection rate below 95% of `offered`. **Deadlock**: the model's watchdog (no flit moved
//!   for `watchdog` cycles with messages in flight), with its report of the blocked buffers.

use super::config::{MwayRegion, NetConfig};
use super::result::{Ending, Window};
use super::NetResult;
use crate::mway::mesh::Region;
use crate::mway::traffic::random_region;
use crate::mway::MwayNet;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

/// Routers of an m-way network of `k` channels per dimension.
pub fn routers(k: &[usize]) -> usize {
    let n: usize = k.iter().product();
    k.iter().map(|&kd| n / kd * (kd - 1)).sum()
}

/// Run one m-way point; `progress(done, total)` every 1,024 cycles.
pub fn run_mway(cfg: &NetConfig, progress: &mut dyn FnMut(u64, u64)) -> Result<NetResult, String> {
    let t0 = Instant::now();
    cfg.validate()?;
    let p = cfg.mway_params()?;
    let mut net = MwayNet::new(&p).map_err(|e| e.to_string())?;
    net.watchdog = cfg.watchdog;
    net.log_completions = true;
    let n = net.mesh.channels;
    let dims = net.mesh.dims();
    let mut rng = SmallRng::seed_from_u64(cfg.seed);
    let rate = cfg.load / cfg.msg_flits as f64;
    let gap = |rng: &mut SmallRng| -(1.0 - rng.gen::<f64>()).ln() / rate;
    let mut next: Vec<f64> = (0..n).map(|_| gap(&mut rng)).collect();
    let body = cfg.msg_flits - 1;
    let (w0, w1) = (cfg.warmup, cfg.warmup + cfg.cycles);
    let end = w1 + cfg.drain;
    let nb = cfg.batches;
    let batch_of = |t: u64| ((t - w0) as u128 * nb as u128 / (w1 - w0) as u128) as usize;
    let mut win = Window::new(nb);
    let mut at_w0 = (0, 0, 0);
    let mut at_w1 = None;
    let full = net.mesh.full_region();
    let mut deadlock = false;
    let mut report = String::new();
    let mut t = 0u64;
    loop {
        if t == w0 {
            at_w0 = (
                net.stats.transfers,
                net.stats.injected_flits,
                net.stats.ejected_flits,
            );
        }
        if t == w1 {
            at_w1 = Some((
                net.stats.transfers,
                net.stats.injected_flits,
                net.stats.ejected_flits,
            ));
        }
        if t >= w1 && (win.completed == win.measured || t >= end) {
            break;
        }
        if t & 1023 == 0 {
            progress(t, if t >= w1 { end } else { w1 });
        }
        let in_window = t >= w0 && t < w1;
        for src in 0..n {
            while next[src] <= t as f64 {
                next[src] += gap(&mut rng);
                let region = if cfg.broadcast_share > 0.0 && rng.gen_bool(cfg.broadcast_share) {
                    match cfg.region {
                        MwayRegion::Full => full,
                        MwayRegion::Random => random_region(&mut rng, &net.mesh, src),
                    }
                } else {
                    let mut d = rng.gen_range(0..n - 1);
                    if d >= src {
                        d += 1;
                    }
                    Region::node(net.mesh.coord(d))
                };
                net.push(src, region, body)?;
                if in_window {
                    win.measured += 1;
                    let dests = if region.is_single(dims) {
                        1
                    } else {
                        region.size(dims) - 1
                    };
                    win.offered_flits += (dests * cfg.msg_flits) as u64;
                }
            }
        }
        let ej = net.stats.ejected_flits;
        net.step();
        if in_window {
            win.acc[batch_of(t)] += net.stats.ejected_flits - ej;
        }
        for c in std::mem::take(&mut net.completions) {
            if c.born < w0 || c.born >= w1 {
                continue;
            }
            win.complete(
                batch_of(c.born),
                c.latency as f64,
                c.copy_latency_sum as f64 / c.copies.max(1) as f64,
                c.broadcast,
            );
        }
        if !net.violations.is_empty() {
            return Err(format!(
                "simulation error (a bug, please report it): {}",
                net.violations[..net.violations.len().min(5)].join("; ")
            ));
        }
        t += 1;
        if net.deadlocked() {
            deadlock = true;
            report = net.report();
            break;
        }
    }
    progress(t, t);
    let end_counts = (
        net.stats.transfers,
        net.stats.injected_flits,
        net.stats.ejected_flits,
    );
    // A deadlock before the window's end: rates over the part of the window that ran.
    let (w_end, c1) = match at_w1 {
        Some(c) => (w1, c),
        None => (t.max(w0 + 1), end_counts),
    };
    let window = (w_end - w0) as f64;
    let nf = n as f64;
    let per = |a: u64, b: u64| b.saturating_sub(a) as f64 / (nf * window);
    let traffic = per(at_w0.0, c1.0);
    let injection = per(at_w0.1, c1.1);
    let ejection = per(at_w0.2, c1.2);
    Ok(win.result(
        cfg,
        n,
        w1 - w0,
        Ending {
            traffic,
            injection,
            ejection,
            deadlock,
            report,
            cycles_run: t,
            wall_seconds: t0.elapsed().as_secs_f64(),
        },
    ))
}
