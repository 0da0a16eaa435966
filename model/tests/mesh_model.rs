//! The TPM mesh router's golden model on its own engine: exactly-once delivery of mixed
//! unicast and multidestination worms with back-pressure, every bad worm counted once.

use wormcast_model::mesh::stim::{run_mix, Mix};
use wormcast_model::mesh::{Coord, Mesh, MeshNet, RouterParams, Routing};

fn params(x: usize, y: usize, v: usize, w: usize, cons: usize) -> RouterParams {
    RouterParams {
        v,
        w,
        cons,
        ..RouterParams::new(Mesh::new(x, y), Coord::new(0, 0))
    }
}

#[test]
fn mixed_traffic_delivers_exactly_once() {
    for (x, y, v, w, cons, seed) in [
        (4, 4, 2, 16, 4, 1),
        (4, 4, 1, 32, 4, 2),
        (3, 5, 2, 16, 4, 3),
        (5, 3, 2, 16, 8, 4),
    ] {
        let mut net = MeshNet::new(params(x, y, v, w, cons), seed).unwrap();
        for ni in net.nis.iter_mut() {
            ni.stall = 0.2;
        }
        let rep = run_mix(
            &mut net,
            &Mix {
                cycles: 4000,
                rate: 0.01,
                seed,
                ..Mix::default()
            },
        )
        .unwrap_or_else(|e| panic!("{x}x{y} v={v} w={w}: {e}"));
        assert!(rep.messages > 100 && rep.multicasts > 40, "{rep:?}");
        eprintln!("{x}x{y} v={v}: {rep:?}");
    }
}

#[test]
fn bad_worms_counted_once_and_nothing_else_disturbed() {
    for (x, y, seed) in [(4, 4, 5), (3, 5, 6), (5, 6, 7)] {
        let mut net = MeshNet::new(params(x, y, 2, 16, 4), seed).unwrap();
        for ni in net.nis.iter_mut() {
            ni.stall = 0.1;
        }
        let rep = run_mix(
            &mut net,
            &Mix {
                cycles: 4000,
                rate: 0.008,
                bad_every: 37,
                seed,
                ..Mix::default()
            },
        )
        .unwrap_or_else(|e| panic!("{x}x{y}: {e}"));
        assert!(rep.bad_sent > 80, "{rep:?}");
        eprintln!("{x}x{y}: {rep:?}");
    }
}

/// Figure 2: two multicasts along one row towards each other's destinations, A from node 1
/// to {2, 3} and B from node 4 to {3, 2} (here (0,0) -> (1,0), (2,0) and (3,0) -> (2,0),
/// (1,0)). With one consumption channel each holds the channel of its first destination and
/// waits for the other's: the watchdog reports the deadlock. With two channels both finish.
#[test]
fn figure2_consumption_channel_deadlock() {
    use wormcast_model::mesh::{Entry, Flags};
    let e = |x: usize, f: Flags| Entry::new(Coord::new(x, 0), f);
    for cons in [1, 2] {
        let mut net = MeshNet::new(params(4, 2, 2, 16, cons), 1).unwrap();
        net.watchdog = 300;
        net.send(0, &[vec![e(1, Flags::PAF), e(2, Flags::ABS)]], 20, 0xa);
        net.send(3, &[vec![e(2, Flags::PAF), e(1, Flags::ABS)]], 20, 0xb);
        let mut res = Ok(());
        for _ in 0..2000 {
            res = net.step();
            if res.is_err() {
                break;
            }
        }
        let got: Vec<(u64, usize)> = net.deliveries.iter().map(|d| (d.id, d.node)).collect();
        if cons == 1 {
            let r = res.expect_err("one consumption channel must deadlock");
            assert!(
                r.contains("router (1,0)") && r.contains("router (2,0)"),
                "{r}"
            );
            assert!(got.is_empty(), "{got:?}");
        } else {
            res.unwrap();
            assert!(net.is_idle());
            let mut g = got.clone();
            g.sort();
            assert_eq!(g, vec![(0xa, 1), (0xa, 2), (0xb, 1), (0xb, 2)]);
        }
    }
}

/// Lemma 1 on the cycle-accurate engine: the TPM worms of random destination sets on random
/// meshes (square and not) reach every destination exactly once, through the routers'
/// strip and absorb-and-forward and the node interfaces' second-phase retransmissions; no
/// router finds a worm bad. Column-path, unicast-based and dual-path (on routers with
/// Hamiltonian routing) likewise.
#[test]
fn tpm_on_the_engine_delivers_every_destination_once() {
    use rand::rngs::SmallRng;
    use rand::seq::index::sample;
    use rand::{Rng, SeedableRng};
    use wormcast_model::net::config::MeshScheme;
    use wormcast_model::net::mesh_run::first_phase;
    let mut rng = SmallRng::seed_from_u64(11);
    let mut ops = 0;
    for case in 0..60 {
        let (x, y) = (rng.gen_range(2..=9), rng.gen_range(2..=9));
        let mesh = Mesh::new(x, y);
        let n = mesh.nodes();
        let scheme = [
            MeshScheme::Tpm,
            MeshScheme::ColumnPath,
            MeshScheme::Unicast,
            MeshScheme::DualPath,
        ][case % 4];
        let routing = if scheme == MeshScheme::DualPath {
            Routing::Hamiltonian
        } else {
            Routing::DimOrder
        };
        let p = RouterParams {
            routing,
            ..params(x, y, 2, 16, 4)
        };
        let mut net = MeshNet::new(p, case as u64).unwrap();
        net.watchdog = 2000;
        let mut want: Vec<(u64, usize)> = vec![];
        for op in 0..4u64 {
            let src = rng.gen_range(0..n);
            let k = rng.gen_range(1..n);
            let dests: Vec<Coord> = sample(&mut rng, n - 1, k)
                .into_iter()
                .map(|i| mesh.coord(if i >= src { i + 1 } else { i }))
                .collect();
            let worms = first_phase(scheme, &mesh, mesh.coord(src), &dests);
            let id = 100 + op;
            net.send(src, &worms, 3, id);
            want.extend(dests.iter().map(|&d| (id, mesh.node(d))));
            ops += 1;
        }
        while !net.is_idle() {
            net.step()
                .unwrap_or_else(|e| panic!("{x}x{y} {scheme:?}: {e}"));
            assert!(net.now < 200_000, "{x}x{y} {scheme:?} does not finish");
        }
        let mut got: Vec<(u64, usize)> = net
            .deliveries
            .iter()
            .filter(|d| d.absorbed)
            .map(|d| (d.id, d.node))
            .collect();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{x}x{y} {scheme:?}");
        assert_eq!(net.bad_count(), 0, "{x}x{y} {scheme:?}");
    }
    assert_eq!(ops, 240);
}

/// A mesh point of the network simulator: low-load TPM on an 8x8 mesh completes without
/// deadlock, multicasts take longer than unicasts, and the load arrives.
#[test]
fn mesh_point_runs() {
    use wormcast_model::net::config::{NetConfig, Topology};
    let cfg = NetConfig {
        topology: Topology::Mesh,
        dims: "8x8".into(),
        msg_flits: 20,
        load: 0.05,
        mean_dests: 12.0,
        sd_dests: 5.0,
        max_dests: 63,
        warmup: 1000,
        cycles: 6000,
        drain: 20_000,
        batches: 5,
        ..NetConfig::default()
    };
    let mut calls = vec![];
    let r = wormcast_model::net::run_with_progress(&cfg, &mut |d, t| calls.push((d, t))).unwrap();
    assert!(!r.deadlock && !r.saturated, "{r:?}");
    assert!(r.completed == r.messages && r.messages > 50, "{r:?}");
    assert!(r.latency_multicast > r.latency_unicast, "{r:?}");
    assert!((r.accepted - r.offered).abs() < 0.25 * r.offered, "{r:?}");
    // Each message's flits leave the source once (the NI sends the phases' worms), so the
    // injection rate is the offered load; every delivered flit is ejected.
    assert!(
        (r.injection_rate - r.offered).abs() < 0.1 * r.offered,
        "{r:?}"
    );
    assert_eq!(r.ejection_rate, r.accepted, "{r:?}");
    // Progress every 1,024 cycles (towards the end of the window, then of the drain), and
    // (t, t) once the run ends.
    let (last, every) = calls.split_last().unwrap();
    assert_eq!(*last, (r.cycles_run, r.cycles_run));
    let at: Vec<u64> = every.iter().map(|c| c.0).collect();
    assert_eq!(at, (0..r.cycles_run).step_by(1024).collect::<Vec<_>>());
    assert!(every.iter().all(|&(d, t)| d < t), "{every:?}");
    eprintln!(
        "8x8 TPM: uni {:.1} mc {:.1} acc {:.4} off {:.4} traffic {:.4} {:.0} cycles/s",
        r.latency_unicast,
        r.latency_multicast,
        r.accepted,
        r.offered,
        r.traffic,
        r.cycles_per_second
    );
}

/// The consumption-channel deadlock under saturated mixed traffic (8x8 mesh, TPM, half the
/// load multicast): one consumption channel deadlocks (the watchdog reports it), the four
/// of Lemma 2 do not (this slice: 20,000 cycles; `wormcast net` runs the 1,000,000-cycle
/// version, see docs/results/tpm-study.md).
#[test]
fn lemma2_four_consumption_channels_under_saturation() {
    use wormcast_model::net::config::{NetConfig, Topology};
    let cfg = |cons: usize| NetConfig {
        topology: Topology::Mesh,
        dims: "8x8".into(),
        msg_flits: 20,
        load: 0.4,
        multicast_share: 0.5,
        consumption: cons,
        warmup: 1000,
        cycles: 20_000,
        drain: 2000,
        batches: 5,
        watchdog: 2000,
        ..NetConfig::default()
    };
    let one = wormcast_model::net::run(&cfg(1)).unwrap();
    assert!(one.deadlock, "one consumption channel: {one:?}");
    assert!(
        one.deadlock_report.contains("router ("),
        "{}",
        one.deadlock_report
    );
    let four = wormcast_model::net::run(&cfg(4)).unwrap();
    assert!(!four.deadlock, "{}", four.deadlock_report);
    assert!(
        four.saturated && four.accepted > 0.1,
        "saturated traffic expected: {four:?}"
    );
}

/// Hamiltonian routing (the dual-path baseline's routers) on the snake labelling: every
/// route is a shortest path on which the labels move strictly one way, and every hop of it
/// is a legal continuation of the previous one; a reversal of the label direction is not.
#[test]
fn hamiltonian_routes_are_minimal_and_monotone() {
    for (x, y) in [(2, 2), (4, 4), (3, 7), (8, 3), (16, 16)] {
        let mesh = Mesh::new(x, y);
        for a in 0..mesh.nodes() {
            for b in 0..mesh.nodes() {
                let (ca, cb) = (mesh.coord(a), mesh.coord(b));
                let path = mesh.path_by(Routing::Hamiltonian, ca, cb);
                assert_eq!(
                    path.len() - 1,
                    Mesh::distance(ca, cb),
                    "{x}x{y} {ca:?} -> {cb:?}"
                );
                let ls: Vec<usize> = path.iter().map(|&c| mesh.label(c)).collect();
                let up = mesh.label(cb) > mesh.label(ca);
                assert!(
                    ls.windows(2).all(|w| (w[1] > w[0]) == up),
                    "{x}x{y} {ca:?} -> {cb:?}: labels {ls:?}"
                );
                for w in path.windows(3) {
                    let t = mesh.ham_route(w[0], w[1]).unwrap();
                    let o = mesh.ham_route(w[1], w[2]).unwrap();
                    assert!(mesh.continues(Routing::Hamiltonian, w[1], Some(t), o));
                    assert!(!mesh.continues(Routing::Hamiltonian, w[1], Some(t), t.opposite()));
                }
            }
        }
    }
}

/// Dual-path's unsorted list on Hamiltonian routers: a worm whose second destination lies
/// back down the snake (high, then low) is ended by a KILL at the first destination's
/// router, which counts it once; nobody delivers it; a legal dual-path multicast sent at the
/// same time from a neighbour reaches all its destinations.
#[test]
fn dual_path_unsorted_worm_dropped_once() {
    use wormcast_model::mesh::{Entry, Flags};
    use wormcast_model::tpm::dual_path::dual_path_worms;
    let mesh = Mesh::new(4, 4);
    let p = RouterParams {
        routing: Routing::Hamiltonian,
        ..params(4, 4, 2, 16, 4)
    };
    let mut net = MeshNet::new(p, 3).unwrap();
    net.watchdog = 2000;
    let c = Coord::new;
    // From (0,0) (label 0): (1,1) has label 6, then (3,0) label 3: back down the snake.
    let bad = vec![
        Entry::new(c(1, 1), Flags::PAF),
        Entry::new(c(3, 0), Flags::ABS),
    ];
    net.send(mesh.node(c(0, 0)), &[bad], 5, 0xbad);
    let dests = [c(0, 0), c(3, 3), c(2, 1), c(0, 3), c(3, 0)];
    let worms: Vec<Vec<Entry>> = dual_path_worms(&mesh, c(1, 0), &dests)
        .into_iter()
        .map(|w| w.entries)
        .collect();
    assert_eq!(worms.len(), 2, "one worm up the snake, one down: {worms:?}");
    net.send(mesh.node(c(1, 0)), &worms, 5, 0x600d);
    while !net.is_idle() {
        net.step().unwrap();
        assert!(net.now < 20_000);
    }
    let mut got: Vec<(u64, usize)> = net
        .deliveries
        .iter()
        .filter(|d| d.absorbed)
        .map(|d| (d.id, d.node))
        .collect();
    got.sort();
    let mut want: Vec<(u64, usize)> = dests.iter().map(|&d| (0x600d, mesh.node(d))).collect();
    want.sort();
    assert_eq!(got, want);
    assert_eq!(net.bad_count(), 1);
}
