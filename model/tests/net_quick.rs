use wormcast_model::net::config::*;
use wormcast_model::net::{run, NetConfig};

#[test]
#[ignore]
fn quick_points() {
    let m: usize = std::env::var("M")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    let nodes: usize = std::env::var("N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(16);
    let l: usize = std::env::var("L")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(64);
    for (sw, mc) in [
        (SwitchKind::Cb, McScheme::Hardware),
        (SwitchKind::Ib, McScheme::Hardware),
        (SwitchKind::Cb, McScheme::Software),
        (SwitchKind::Ib, McScheme::Software),
    ] {
        for load in [0.2, 0.4, 0.6, 0.8, 0.9, 1.0] {
            let c = NetConfig {
                switch: sw,
                multicast: mc,
                traffic: if m == 1 {
                    TrafficKind::Uniform
                } else {
                    TrafficKind::Multicast
                },
                fanout: m,
                nodes,
                msg_flits: l,
                load,
                warmup: 10000,
                cycles: 30000,
                drain: 20000,
                ..Default::default()
            };
            let r = run(&c).unwrap();
            println!("{sw:?} {mc:?} m={m} load {load}: acc {:.3} lat_last {:.0}±{:.0} mean {:.0} msgs {}/{} sat {} dl {} {:.0} c/s", r.accepted, r.latency_last, r.latency_last_ci, r.latency_mean, r.completed, r.messages, r.saturated, r.deadlock, r.cycles_per_second);
        }
    }
}

#[test]
#[ignore]
fn variants() {
    for (name, f) in [
        (
            "base",
            Box::new(|_c: &mut NetConfig| {}) as Box<dyn Fn(&mut NetConfig)>,
        ),
        (
            "per_output",
            Box::new(|c: &mut NetConfig| c.scheme = Scheme::PerOutput),
        ),
        (
            "deterministic",
            Box::new(|c: &mut NetConfig| c.policy = Policy::Deterministic),
        ),
        ("fifo256", Box::new(|c: &mut NetConfig| c.fifo = 255)),
        ("m=15", Box::new(|c: &mut NetConfig| c.fanout = 15)),
        ("m=2", Box::new(|c: &mut NetConfig| c.fanout = 2)),
    ] {
        for load in [0.5, 0.6, 0.7] {
            let mut c = NetConfig {
                switch: SwitchKind::Cb,
                traffic: TrafficKind::Multicast,
                fanout: 4,
                load,
                warmup: 10000,
                cycles: 30000,
                drain: 20000,
                ..Default::default()
            };
            f(&mut c);
            let r = run(&c).unwrap();
            println!(
                "{name} load {load}: acc {:.3} lat_last {:.0}±{:.0} mean {:.0} sat {}",
                r.accepted, r.latency_last, r.latency_last_ci, r.latency_mean, r.saturated
            );
        }
    }
}

#[test]
#[ignore]
fn speed() {
    for nodes in [16, 64] {
        let c = NetConfig {
            nodes,
            traffic: TrafficKind::Uniform,
            load: 0.3,
            warmup: 2000,
            cycles: 20000,
            drain: 5000,
            ..Default::default()
        };
        let r = run(&c).unwrap();
        println!(
            "nodes {nodes}: {:.0} cycles/s acc {:.3} lat {:.0}",
            r.cycles_per_second, r.accepted, r.latency_last
        );
    }
}

#[test]
#[ignore]
fn big() {
    for (nodes, w, c) in [(256, 16, 5000), (1024, 32, 2000)] {
        let cfg = NetConfig { nodes, w, traffic: TrafficKind::Multicast, fanout: 8, load: 0.3, warmup: 500, cycles: c, drain: 5000, ..Default::default() };
        let r = run(&cfg).unwrap();
        println!("nodes {nodes}: {:.0} cycles/s acc {:.3} lat {:.0} done {}/{}", r.cycles_per_second, r.accepted, r.latency_last, r.completed, r.messages);
    }
}

#[test]
#[ignore]
fn limits() {
    for (name, f) in [
        ("base", Box::new(|_c: &mut NetConfig| {}) as Box<dyn Fn(&mut NetConfig)>),
        ("per_output", Box::new(|c: &mut NetConfig| c.scheme = Scheme::PerOutput)),
        ("vct off", Box::new(|c: &mut NetConfig| c.vct = false)),
        ("fifo 255", Box::new(|c: &mut NetConfig| c.fifo = 255)),
    ] {
        for load in [0.8, 0.9, 1.0] {
            let mut c = NetConfig { switch: SwitchKind::Cb, traffic: TrafficKind::Multicast, fanout: 2, msg_flits: 256, load, warmup: 30000, cycles: 60000, drain: 20000, ..Default::default() };
            f(&mut c);
            let r = run(&c).unwrap();
            println!("{name} load {load}: acc {:.3} lat_last {:.0}±{:.0} sat {} dl {}", r.accepted, r.latency_last, r.latency_last_ci, r.saturated, r.deadlock);
        }
    }
}
