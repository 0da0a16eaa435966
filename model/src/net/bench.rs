//! Simulation speed of the network simulator (`wormcast bench-net`): network cycles per
//! second of wall time, one point on one thread, at several sizes, and a sweep's aggregate
//! rate with every core busy (independent points in parallel, as `wormcast sweep` runs
//! them). The reference is BookSim2 on the same machine (about 10,000 cycles/s for a
//! 64-node fat tree); the target is ten times that. `scripts/bench_vs_booksim.sh` runs both
//! side by side (alternating rounds, median ratio), since a shared host's speed drifts.

use super::config::{NetConfig, TrafficKind};
use super::run::{run, run_threads};
use rayon::prelude::*;
use std::time::Instant;

/// One measured configuration.
#[derive(Clone, Debug)]
pub struct Speed {
    pub nodes: usize,
    pub switches: usize,
    pub threads: usize,
    pub cycles: u64,
    pub seconds: f64,
    /// Network cycles per second (summed over the parallel points).
    pub cycles_per_second: f64,
    /// Switch-cycles per second (switches x cycles / s).
    pub switch_cycles_per_second: f64,
}

/// The benchmark point: uniform unicast, 64-flit messages, load 0.3, central-buffer
/// switches (the reference point), with `cycles` measured cycles. W = 32 at every
/// size, as the BookSim2 reference sweep (`configs/booksim_fattree64.toml`, which needs it
/// for its 4-flit packets), so that the speed and the latency figures are of one network.
pub fn point(nodes: usize, cycles: u64, seed: u64) -> NetConfig {
    NetConfig {
        nodes,
        w: 32,
        traffic: TrafficKind::Uniform,
        load: 0.3,
        msg_flits: 64,
        warmup: cycles / 5,
        cycles,
        drain: cycles,
        seed,
        // The up-port choice of every speed figure measured against BookSim2
        // (docs/results/booksim_reference.md; scripts/bench_vs_booksim.sh passes it too).
        policy: super::config::Policy::Deterministic,
        ..Default::default()
    }
}

/// Switches of the fat tree: `levels` levels of N / (k/2) switches each (the builder's
/// count; the switch-cycle rate is per switch).
pub fn switch_count(cfg: &NetConfig) -> usize {
    cfg.levels() * cfg.nodes / (cfg.k / 2)
}

/// One point, its switches stepped on `threads` threads (1: this thread only).
pub fn single(cfg: &NetConfig, threads: usize) -> Result<Speed, String> {
    let r = run_threads(cfg, threads, &mut |_, _| {})?;
    let switches = switch_count(cfg);
    Ok(Speed {
        nodes: cfg.nodes,
        switches,
        threads,
        cycles: r.cycles_run,
        seconds: r.wall_seconds,
        cycles_per_second: r.cycles_per_second,
        switch_cycles_per_second: r.cycles_per_second * switches as f64,
    })
}

/// `points` independent points (seeds 1..) in parallel over all cores: aggregate rate.
pub fn parallel(base: &NetConfig, points: usize) -> Result<Speed, String> {
    let t0 = Instant::now();
    let rs: Result<Vec<_>, String> = (0..points)
        .into_par_iter()
        .map(|i| {
            let c = NetConfig {
                seed: base.seed + i as u64,
                ..base.clone()
            };
            run(&c)
        })
        .collect();
    let rs = rs?;
    let secs = t0.elapsed().as_secs_f64();
    let cycles: u64 = rs.iter().map(|r| r.cycles_run).sum();
    let switches = switch_count(base);
    Ok(Speed {
        nodes: base.nodes,
        switches,
        threads: rayon::current_num_threads(),
        cycles,
        seconds: secs,
        cycles_per_second: cycles as f64 / secs,
        switch_cycles_per_second: cycles as f64 * switches as f64 / secs,
    })
}

/// The m-way benchmark point: the 8x8x8 mesh of Figures 8 and 9 (B = 4, 5-flit messages,
/// W = 32), MST-safe region broadcasts at `load` message flits per node per cycle.
pub fn mway_point(load: f64, cycles: u64, seed: u64) -> NetConfig {
    NetConfig {
        topology: super::config::Topology::MwayMesh,
        dims: "8x8x8".into(),
        w: 32,
        msg_flits: 5,
        load,
        warmup: cycles / 5,
        cycles,
        drain: cycles,
        seed,
        ..Default::default()
    }
}

/// m-way network-model speed: router-cycles per second of the 8x8x8 mesh (1,344 routers,
/// 512 channels) on one thread, at a light and a saturating load.
pub fn mway_report(quick: bool) -> Result<String, String> {
    let mut s = String::from(
        "m-way network model speed: 8x8x8 mesh (512 channels and nodes, 1,344 routers), MST-safe random-region broadcasts, B = 4, 5-flit messages
",
    );
    s += &format!(
        "{:>6} {:>10} {:>9} {:>12} {:>10} {:>16} {:>9}
",
        "load", "cycles", "seconds", "cycles/s", "traffic", "router-cycles/s", "ejection"
    );
    let cycles = if quick { 1_000 } else { 5_000 };
    let routers = super::mway_run::routers(&[8, 8, 8]);
    for load in [0.002, 0.02] {
        let r = run(&mway_point(load, cycles, 1))?;
        s += &format!(
            "{:>6} {:>10} {:>9.2} {:>12.0} {:>10.3} {:>16.0} {:>9.3}
",
            load,
            r.cycles_run,
            r.wall_seconds,
            r.cycles_per_second,
            r.traffic,
            r.cycles_per_second * routers as f64,
            r.ejection_rate
        );
    }
    Ok(s)
}

/// The printed report: sizes 16, 64, 256 and 1,024 (fewer when `quick`).
pub fn report(quick: bool) -> Result<String, String> {
    let mut s = String::from(
        "network simulator speed: fat tree of 8-port central-buffer switches, W = 32, uniform unicast, 64-flit messages, load 0.3, deterministic up ports\n",
    );
    s += &format!(
        "{:>6} {:>9} {:>8} {:>10} {:>9} {:>14} {:>18}\n",
        "nodes", "switches", "threads", "cycles", "seconds", "cycles/s", "switch-cycles/s"
    );
    let sizes: &[(usize, u64)] = if quick {
        &[(16, 20_000), (64, 10_000)]
    } else {
        &[(16, 200_000), (64, 100_000), (256, 20_000), (1024, 5_000)]
    };
    let line = |sp: &Speed| {
        format!(
            "{:>6} {:>9} {:>8} {:>10} {:>9.2} {:>14.0} {:>18.0}\n",
            sp.nodes,
            sp.switches,
            sp.threads,
            sp.cycles,
            sp.seconds,
            sp.cycles_per_second,
            sp.switch_cycles_per_second
        )
    };
    for &(n, c) in sizes {
        s += &line(&single(&point(n, c, 1), 1)?);
    }
    let threads = rayon::current_num_threads();
    if threads > 1 {
        for &(n, c) in sizes.iter().filter(|&&(n, _)| n >= 64) {
            s += &line(&single(&point(n, c, 1), threads)?);
        }
    }
    let c64 = if quick { 10_000 } else { 100_000 };
    s += &line(&parallel(&point(64, c64, 1), 2 * threads)?);
    s += "(rows with threads > 1: one point with its switches stepped on every core (identical results); \
          the last row: a sweep of independent 64-node points, one per core, aggregate rate)\n";
    Ok(s)
}

/// The mesh benchmark point: Figure 12's 16x16 mesh of TPM routers (2 VCs, one-flit
/// buffers, 8 consumption channels, 20-flit messages, 10% of the load from TPM
/// multicasts of 32 +- 15 destinations) at `load` flits per node per cycle.
pub fn mesh_point(load: f64, cycles: u64, seed: u64) -> NetConfig {
    NetConfig {
        topology: super::config::Topology::Mesh,
        dims: "16x16".into(),
        msg_flits: 20,
        load,
        warmup: cycles / 5,
        cycles,
        drain: cycles,
        batches: 5,
        seed,
        ..Default::default()
    }
}

/// Mesh-model speed: cycles and router-cycles per second of the 16x16 mesh (256 routers)
/// on one thread, at a light and a heavier load.
pub fn mesh_report(quick: bool) -> Result<String, String> {
    let mut s = String::from(
        "mesh model speed: 16x16 mesh of TPM routers (256 routers), Figure 12 traffic (90% unicast, 10% TPM multicast load), 20-flit messages\n",
    );
    s += &format!(
        "{:>6} {:>10} {:>9} {:>12} {:>10} {:>16} {:>9}\n",
        "load", "cycles", "seconds", "cycles/s", "traffic", "router-cycles/s", "accepted"
    );
    let cycles = if quick { 2_000 } else { 20_000 };
    for load in [0.02, 0.08] {
        let r = run(&mesh_point(load, cycles, 1))?;
        s += &format!(
            "{:>6} {:>10} {:>9.2} {:>12.0} {:>10.3} {:>16.0} {:>9.4}\n",
            load,
            r.cycles_run,
            r.wall_seconds,
            r.cycles_per_second,
            r.traffic,
            r.cycles_per_second * 256.0,
            r.accepted
        );
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The count the rates are divided by is the number of switches the builder makes.
    #[test]
    fn switch_count_is_the_built_trees() {
        for (nodes, k, want) in [(16, 8, 8), (64, 8, 48), (16, 4, 32), (256, 8, 256)] {
            let cfg = NetConfig {
                nodes,
                k,
                ..point(nodes, 100, 1)
            };
            let (_, net) = crate::net::run::build(&cfg).unwrap();
            assert_eq!(switch_count(&cfg), want, "N = {nodes}, k = {k}");
            assert_eq!(net.switches.len(), want, "N = {nodes}, k = {k}");
        }
    }
}
