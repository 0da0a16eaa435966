//! Profiling target: one `bench-net` point (64-node fat tree of central-buffer switches,
//! uniform unicast, 64-flit messages, load 0.3), cycles/s printed.
//! `cargo run --release -p wormcast-model --example netspeed -- [nodes] [cycles] [threads]`
use wormcast_model::net::bench::point;
use wormcast_model::net::run::run_threads;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let nodes = a.get(1).and_then(|s| s.parse().ok()).unwrap_or(64);
    let cycles = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(60_000);
    let threads = a.get(3).and_then(|s| s.parse().ok()).unwrap_or(1);
    let r = run_threads(&point(nodes, cycles, 1), threads, &mut |_, _| {}).expect("run");
    println!(
        "{nodes} nodes, {threads} threads: {} cycles in {:.2} s = {:.0} cycles/s, accepted {:.9}, latency {:.9}",
        r.cycles_run, r.wall_seconds, r.cycles_per_second, r.accepted, r.latency_last
    );
}
