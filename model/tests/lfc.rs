//! NI-level multicast (LFC) on the fat tree: the deadlock of chain trees without recovery,
//! binomial trees without it, every tree shape with recovery (every packet delivered exactly
//! once and in per-tree FIFO order: the driver fails the run otherwise), load-driven points
//! with m-way and bimodal traffic, and the rejection of bad forwarding tables.

use wormcast_model::lfc::TreeShape;
use wormcast_model::net::config::{
    McScheme, NetConfig, NiProtocol, OnOff, Policy, SwitchKind, TrafficKind,
};
use wormcast_model::net::lfc_run::{run_exchange, run_exchange_corrupting};

fn cfg(shape: TreeShape, recovery: OnOff) -> NetConfig {
    NetConfig {
        nodes: 16,
        switch: SwitchKind::Unicast,
        multicast: McScheme::NiLfc,
        traffic: TrafficKind::AllToAll,
        tree: shape,
        recovery,
        msg_packets: 8,
        msg_flits: 64,
        watchdog: 3000,
        // LFC needs in-order delivery (Myrinet's source routes): `validate` rejects ni-lfc
        // with adaptive up ports, which reorder a tree's packets.
        policy: Policy::Deterministic,
        ..NetConfig::default()
    }
}

fn all(n: usize) -> Vec<usize> {
    (0..n).collect()
}

/// Section 3.3: with per-sender chains every NI forwards to its successor and all-to-all
/// traffic fills a ring of buffer dependencies: without recovery the watchdog reports the
/// deadlock. Binomial trees (children at offsets 2^j growing down the tree) cannot deadlock.
#[test]
fn chain_deadlocks_without_recovery_binomial_does_not() {
    let e = run_exchange(&cfg(TreeShape::Chain, OnOff::Off), &all(16)).unwrap();
    assert!(e.deadlock, "chain without recovery must deadlock: {e:?}");
    assert!(
        e.report.contains("blocked [") && e.report.contains("NI "),
        "{}",
        e.report
    );
    for shape in [TreeShape::Binomial] {
        let e = run_exchange(&cfg(shape, OnOff::Off), &all(16)).unwrap();
        assert!(!e.deadlock, "{shape:?}: {}", e.report);
        assert_eq!(e.recoveries_per_multicast, 0.0);
    }
}

/// Section 4: with recovery every shape completes the all-to-all exchange; the chain needs
/// recoveries and sends packets over the deadlock channels; one sender alone never deadlocks.
#[test]
fn recovery_completes_every_shape_in_order_exactly_once() {
    for shape in [TreeShape::Binomial, TreeShape::Binary, TreeShape::Chain] {
        let e = run_exchange(&cfg(shape, OnOff::On), &all(16)).unwrap();
        assert!(!e.deadlock, "{shape:?}: {}", e.report);
        assert!(
            e.latency_last > 0.0 && e.throughput > 0.0,
            "{shape:?}: {e:?}"
        );
        if shape == TreeShape::Chain {
            assert!(
                e.recoveries_per_multicast > 0.1 && e.deadlock_packets_per_multicast > 1.0,
                "{e:?}"
            );
        }
        let one = run_exchange(&cfg(shape, OnOff::On), &[5]).unwrap();
        assert!(!one.deadlock, "{shape:?}: {}", one.report);
    }
    // A custom tree (a star of chains) through the configuration.
    let mut parents = vec![0usize; 15];
    for r in 5..16 {
        parents[r - 1] = r - 4;
    }
    let c = NetConfig {
        tree: TreeShape::Custom,
        tree_parents: parents,
        ..cfg(TreeShape::Custom, OnOff::On)
    };
    c.validate().unwrap();
    let e = run_exchange(&c, &all(16)).unwrap();
    assert!(!e.deadlock, "{}", e.report);
}

/// Load-driven points through `run`: m-way multicast (random groups, one tree per message)
/// and bimodal traffic on unicast, central-buffer and input-buffered switches; every
/// measured message completes; multicasts take longer than unicasts.
#[test]
fn load_points_complete_on_every_switch() {
    for (switch, traffic) in [
        (SwitchKind::Unicast, TrafficKind::Multicast),
        (SwitchKind::Cb, TrafficKind::Bimodal),
        (SwitchKind::Ib, TrafficKind::Multicast),
    ] {
        let c = NetConfig {
            switch,
            traffic,
            fanout: 6,
            load: 0.1,
            warmup: 2000,
            cycles: 60_000,
            drain: 40_000,
            batches: 4,
            msg_packets: 2,
            ..cfg(TreeShape::Binary, OnOff::On)
        };
        let r = wormcast_model::net::run(&c).unwrap();
        assert!(!r.deadlock && !r.saturated, "{switch:?} {traffic:?}: {r:?}");
        assert_eq!(r.completed, r.messages, "{switch:?}");
        assert!(r.messages > 50, "{r:?}");
        assert!((r.accepted - r.offered).abs() < 0.2 * r.offered, "{r:?}");
        assert!(r.ni_busy > 0.0 && r.ni_busy < 1.0, "{r:?}");
        if traffic == TrafficKind::Bimodal {
            assert!(r.latency_multicast > r.latency_unicast, "{r:?}");
        }
    }
}

/// A forwarding table that is not a tree, or misses a node, is rejected before the run with
/// the key named; so is a custom tree with traffic whose groups it cannot cover, and an LFC
/// key with another multicast scheme.
#[test]
fn bad_forwarding_tables_are_rejected() {
    let base = cfg(TreeShape::Custom, OnOff::On);
    let missing = NetConfig {
        tree_parents: vec![0; 14],
        ..base.clone()
    };
    let e = missing.validate().unwrap_err();
    assert!(e.contains("tree-parents") && e.contains("missing"), "{e}");
    let mut cyc = vec![0usize; 15];
    cyc[2] = 4; // rank 3 -> 4
    cyc[3] = 3; // rank 4 -> 3
    let e = NetConfig {
        tree_parents: cyc,
        ..base.clone()
    }
    .validate()
    .unwrap_err();
    assert!(e.contains("not a tree"), "{e}");
    let e = NetConfig {
        tree_parents: vec![0; 15],
        traffic: TrafficKind::Multicast,
        ..base.clone()
    }
    .validate()
    .unwrap_err();
    assert!(e.contains("tree=custom"), "{e}");
    let e = NetConfig {
        tree: TreeShape::Chain,
        ..NetConfig::default()
    }
    .validate()
    .unwrap_err();
    assert!(e.contains("applies to multicast ni-lfc only"), "{e}");
    assert!(run_exchange(&base, &[0]).is_err(), "no parents given");
}

/// A packet for a tree no NI knows, on the network: its receiver drops and counts it and
/// returns its credit. With one credit per NI pair and no recovery (which would route
/// around a lost credit) a lost credit would wedge that pair for good; instead every other
/// packet arrives, only the dropped packet's subtree misses it, and every NI ends idle.
#[test]
fn a_packet_of_an_unknown_tree_is_dropped_on_the_network() {
    let c = NetConfig {
        tree: TreeShape::Binomial,
        lfc_credits: 1,
        ..cfg(TreeShape::Binomial, OnOff::Off)
    };
    let clean = run_exchange(&c, &[0]).unwrap();
    assert!(
        !clean.deadlock && clean.received == 15 * 8 && clean.dropped == 0,
        "{clean:?}"
    );
    let e = run_exchange_corrupting(&c, &[0], &[300]).unwrap();
    assert_eq!(e.dropped, 1, "{e:?}");
    assert_eq!(
        e.incomplete, 1,
        "the corrupted message misses one packet somewhere"
    );
    let lost = 15 * 8 - e.received;
    assert!(
        (1..=8).contains(&lost),
        "only the packet's subtree (at most 8 of 16) misses it: {lost}"
    );
    assert!(e.nis_idle, "nothing queued, blocked or held: {}", e.report);
}

fn fmmc(nodes: usize, ni_buffers: usize, host_buffers: u32) -> NetConfig {
    NetConfig {
        nodes,
        tree: TreeShape::Binary,
        ni_protocol: NiProtocol::FmMc,
        fmmc_ni_buffers: ni_buffers,
        fmmc_host_buffers: host_buffers,
        fmmc_request: 8.min(host_buffers),
        ..cfg(TreeShape::Binary, OnOff::On)
    }
}

/// FM/MC on the network (Section 2.2): all-to-all and single-sender exchanges complete with
/// every packet delivered exactly once and in per-sender order (the driver fails the run
/// otherwise, and also when a host has more multicast buffers reserved than it has, or an NI
/// more received packets in memory than its queue); a small NI queue swaps to host memory and
/// is slower than one that never fills; fewer host buffers (credits) slow the exchange.
#[test]
fn fmmc_exchanges_complete_within_credits_and_swaps_cost_time() {
    let n = 16;
    let expect = (n * (n - 1) * 8) as u64;
    let small = run_exchange(&fmmc(n, 4, 64), &all(n)).unwrap();
    assert!(!small.deadlock, "{}", small.report);
    assert_eq!(small.received, expect);
    assert_eq!(small.incomplete, 0);
    assert!(small.swaps_per_multicast > 0.1, "{small:?}");
    let big = run_exchange(&fmmc(n, 4096, 64), &all(n)).unwrap();
    assert_eq!(big.received, expect);
    assert_eq!(big.swaps_per_multicast, 0.0);
    assert!(
        small.cycles > big.cycles,
        "swapping costs NI time: {} vs {}",
        small.cycles,
        big.cycles
    );
    let scarce = run_exchange(&fmmc(n, 4096, 8), &all(n)).unwrap();
    assert_eq!(scarce.received, expect);
    assert!(
        scarce.cycles > big.cycles,
        "8 host buffers against 64: {} vs {}",
        scarce.cycles,
        big.cycles
    );
    let one = run_exchange(&fmmc(n, 4, 8), &[0]).unwrap();
    assert_eq!(one.received, ((n - 1) * 8) as u64);
    assert_eq!(one.incomplete, 0);
    // FM/MC keys are refused with LFC.
    let mut c = cfg(TreeShape::Binary, OnOff::On);
    c.fmmc_swap = 7;
    assert!(c
        .validate()
        .unwrap_err()
        .contains("applies to ni-protocol fm-mc only"));
    // And FM/MC with traffic that is not a broadcast.
    let mut c = fmmc(n, 64, 64);
    c.traffic = TrafficKind::Multicast;
    assert!(c.validate().unwrap_err().contains("ni-protocol=fm-mc"));
}
