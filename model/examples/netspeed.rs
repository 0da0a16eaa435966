//! Profiling target: one `bench-net` point (64-node fat tree of central-buffer switches,
//! uniform unicast, 64-flit messages, load 0.3) on this thread, cycles/s printed.
//! `cargo run --release -p wormcast-model --example netspeed -- [nodes] [cycles]`
use wormcast_model::net::bench::point;
use wormcast_model::net::run::run;

fn main() {
    let a: Vec<String> = std::env::args().collect();
    let nodes = a.get(1).and_then(|s| s.parse().ok()).unwrap_or(64);
    let cycles = a.get(2).and_then(|s| s.parse().ok()).unwrap_or(60_000);
    let r = run(&point(nodes, cycles, 1)).expect("run");
    println!(
        "{nodes} nodes: {} cycles in {:.2} s = {:.0} cycles/s, accepted {:.9}, latency {:.9}",
        r.cycles_run, r.wall_seconds, r.cycles_per_second, r.accepted, r.latency_last
    );
}
