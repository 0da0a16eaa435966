//! The network simulator's m-way metrics (issue 12, item 4) are consistent: whole-network
//! broadcasts in an MST tree use every channel once per flit and eject at every other node,
//! ejection follows the offered load below saturation, and at low load the latency
//! approaches the zero-load latency of messages sent alone.

use wormcast_model::mway::mesh::Region;
use wormcast_model::mway::MwayNet;
use wormcast_model::net::config::{MwayRegion, MwayRouting, Topology};
use wormcast_model::net::{run, NetConfig};

fn point(load: f64) -> NetConfig {
    NetConfig {
        topology: Topology::MwayMesh,
        dims: "4x4".into(),
        msg_flits: 5,
        load,
        warmup: 2_000,
        cycles: 20_000,
        drain: 20_000,
        ..Default::default()
    }
}

/// Full-mesh MST-safe broadcasts in the 4x4 mesh: per injected flit, 16 channel transfers
/// (the source's channel and one per other channel) and 15 ejections.
#[test]
fn tree_broadcast_rates_are_consistent() {
    let c = NetConfig {
        region: MwayRegion::Full,
        ..point(0.01)
    };
    let r = run(&c).unwrap();
    println!("{r:?}");
    assert!(!r.deadlock && !r.saturated);
    assert_eq!(r.completed, r.messages);
    let rel = |a: f64, b: f64| (a - b).abs() / b;
    assert!(rel(r.traffic, 16.0 * r.injection_rate) < 0.02, "{r:?}");
    assert!(
        rel(r.ejection_rate, 15.0 * r.injection_rate) < 0.02,
        "{r:?}"
    );
    assert_eq!(r.ejection_rate, r.accepted);
    // The batch means (ejected flits per batch of the window) agree: a tight interval.
    assert!(
        r.accepted_ci > 0.0 && r.accepted_ci < 0.25 * r.accepted,
        "{r:?}"
    );
    // Generated message flits per node per cycle = load; ejected = 15 copies of them.
    assert!(rel(r.injection_rate, 0.01) < 0.1, "{r:?}");
    assert!(rel(r.ejection_rate, r.offered) < 0.05, "{r:?}");
    assert!(r.latency_last >= r.latency_mean);

    // Unicast-based broadcasts eject the same copies with more injections and transfers.
    let u = run(&NetConfig {
        routing: MwayRouting::MstUnicast,
        ..c.clone()
    })
    .unwrap();
    assert!(!u.saturated && !u.deadlock);
    assert!(rel(u.ejection_rate, u.offered) < 0.05, "{u:?}");
    assert!(
        rel(u.injection_rate, u.ejection_rate) < 0.05,
        "every copy injected: {u:?}"
    );
    assert!(u.traffic > r.traffic && u.latency_last > r.latency_last);
}

/// Latency of a unicast from `s` to `d` sent alone in an empty 4x4 mesh.
fn alone(s: usize, d: usize) -> u64 {
    let p = point(0.01).mway_params().unwrap();
    let mut n = MwayNet::new(&p).unwrap();
    n.log_completions = true;
    let to = n.mesh.coord(d);
    n.push(s, Region::node(to), 4).unwrap();
    while n.completions.is_empty() {
        n.step();
        assert!(n.cycle < 1_000);
    }
    n.completions[0].latency
}

#[test]
fn low_load_latency_approaches_zero_load() {
    let mut sum = 0;
    for s in 0..16 {
        for d in 0..16 {
            if s != d {
                sum += alone(s, d);
            }
        }
    }
    let zero = sum as f64 / 240.0;
    let c = NetConfig {
        broadcast_share: 0.0,
        ..point(0.005)
    };
    let r = run(&c).unwrap();
    println!(
        "zero-load {zero:.2}, at load 0.005: {:.2} ({} messages)",
        r.latency_last, r.messages
    );
    assert!(r.messages > 200);
    assert!(r.latency_last >= zero * 0.98, "{} < {zero}", r.latency_last);
    assert!(r.latency_last < zero * 1.1, "{} vs {zero}", r.latency_last);
    assert_eq!(r.latency_last, r.latency_mean, "unicasts: one copy each");
    // Unicast-only: every injected flit is ejected once.
    assert!((r.ejection_rate - r.injection_rate).abs() / r.injection_rate < 0.05);
}
