//! The wormhole mode of the banyan network (issue 15): delivery with back-pressure, two-phase
//! multicast, the Figure 4 deadlock and Theorem 2.

use wormcast_model::banyan::wh_nodes::{soak, soak_with, WhNodes, WhTraffic};
use wormcast_model::banyan::wormhole::{Arbitration, WhNetModel, WhParams};

fn params(n: usize, w: usize, arb: Arbitration) -> WhParams {
    WhParams::new(n, w, arb).unwrap()
}

/// Every region from every source reaches exactly the region's nodes, once, with the leaf
/// header j..j, through back-pressure and bubbles.
#[test]
fn wormhole_regions_reach_exactly_the_region() {
    for n in [2, 3, 4] {
        let p = params(n, 32, Arbitration::UpperFirst);
        let nn = p.ports();
        let t = WhTraffic {
            sink_stall: 0.3,
            bubble: 0.2,
            ..Default::default()
        };
        for src in 0..nn {
            let mut nodes = WhNodes::new(p, t, src as u64);
            let mut want = 0;
            for lo in 0..nn {
                for hi in lo..nn {
                    nodes.add_region(src, lo, hi);
                    want += (hi - lo + 1) as u64;
                }
            }
            let mut net = WhNetModel::new(p);
            let st = nodes.run(&mut net, 1_000_000);
            assert!(st.finished, "n={n} src={src} {st:?}");
            assert_eq!(st.free_required, want);
            assert_eq!(st.free_received, want, "n={n} src={src} {st:?}");
            assert_eq!(st.protocol_errors, 0, "n={n} src={src} {st:?}");
        }
    }
}

/// An uncontested head crosses the network in n cycles.
#[test]
fn wormhole_latency_is_n() {
    use wormcast_model::banyan::wormhole::wh_inputs;
    use wormcast_model::flit::{Flit, Tag};
    for n in 2..=6 {
        let p = params(n, 16, Arbitration::UpperFirst);
        let nn = p.ports();
        let mut net = WhNetModel::new(p);
        let mut inp = vec![Flit::IDLE; nn];
        let dst = nn - 1;
        inp[0] = Flit::new(Tag::Head, p.banyan().with_region(0, dst as u64, dst as u64));
        let o = net.cycle(&inp, u64::MAX);
        assert_eq!(o.in_ready & 1, 1);
        let idle = vec![Flit::IDLE; nn];
        for c in 1..=n {
            let o = net.cycle(&idle, u64::MAX);
            let heads: Vec<usize> = (0..nn).filter(|&j| o.flits[j].tag == Tag::Head).collect();
            if c == n {
                assert_eq!(heads, vec![dst], "n={n}");
            } else {
                assert!(heads.is_empty(), "n={n} c={c}");
            }
        }
        let _ = wh_inputs(&idle, 0, false);
    }
}

fn check_twophase(st: &wormcast_model::banyan::wh_nodes::WhStats) {
    assert!(st.finished, "{st:?}");
    assert_eq!(st.deadlock_at, None, "{st:?}");
    assert_eq!(st.deliveries, st.deliveries_required, "{st:?}");
    assert_eq!(st.protocol_errors, 0, "{st:?}");
}

/// Two-phase multicast on the wormhole network: every destination gets each multicast
/// exactly once (no retry: nothing is lost), under back-pressure, for n = 2..6.
#[test]
fn wormhole_twophase_delivers_everything() {
    for n in 2..=6 {
        let p = params(n, 32, Arbitration::UpperFirst);
        let t = WhTraffic {
            sink_stall: 0.25,
            bubble: 0.1,
            len_min: 2,
            len_max: 12,
            junk: 0.01,
            stray: 0.01,
            ..Default::default()
        };
        let mut nodes = WhNodes::new(p, t, 7 + n as u64);
        nodes.add_random_multicasts(60);
        let mut net = WhNetModel::new(p);
        let st = nodes.run(&mut net, 2_000_000);
        eprintln!("n={n}: {st:?}");
        check_twophase(&st);
        assert!(st.junk_sent > 0 && st.strays_sent > 0);
        let r = net.report(&nodes.offers(), u64::MAX);
        assert!(r.held.is_empty() && r.waiting.is_empty(), "{r}");
    }
}

/// Figure 4: 1 -> {5,6,7,8} and 15 -> {7,...,12} at N = 16, sent in the same cycle. The
/// copies meet at stage 1 in SE 3 (mu) and SE 5 (nu), source 1 on the upper input of both.
/// Upper-first: source 1 wins both and both packets complete. Round-robin with nu's pointer
/// left at the lower input by an earlier packet (1 -> 8 through nu's upper input): mu picks
/// source 1, nu picks source 15, neither worm has all its copies granted, and the watchdog
/// reports both worms' heads waiting at mu and nu and the links they hold behind them.
#[test]
fn figure4_deadlocks_under_round_robin_not_upper_first() {
    for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
        let p = params(4, 32, arb);
        let mut net = WhNetModel::new(p);
        let mut nodes = WhNodes::new(p, WhTraffic::default(), 1);
        nodes.stall_limit = 200;
        nodes.add_region(1, 8, 8);
        let st = nodes.run(&mut net, 1_000);
        assert!(st.finished && st.free_received == 1, "{st:?}");
        assert_eq!(
            net.se(2, 5).rr,
            if arb == Arbitration::RoundRobin { 1 } else { 0 }
        );
        nodes.add_region(1, 5, 8);
        nodes.add_region(15, 7, 12);
        let st = nodes.run(&mut net, 10_000);
        let r = net.report(&nodes.offers(), u64::MAX);
        match arb {
            Arbitration::UpperFirst => {
                assert!(st.finished, "{st:?}");
                assert_eq!(st.deadlock_at, None);
                assert_eq!(st.free_received, 1 + 4 + 6);
                assert!(r.held.is_empty() && r.waiting.is_empty(), "{r}");
            }
            Arbitration::RoundRobin => {
                assert!(st.deadlock_at.is_some(), "{st:?}");
                assert!(!st.finished);
                eprint!("{r}");
                let mut w: Vec<_> = r
                    .waiting
                    .iter()
                    .map(|h| (h.stage, h.se, h.input, h.region, h.cand))
                    .collect();
                w.sort();
                assert_eq!(
                    w,
                    vec![
                        (1, 3, 0, (5, 7), true),
                        (1, 3, 1, (7, 7), false),
                        (1, 5, 0, (8, 8), false),
                        (1, 5, 1, (8, 11), true),
                        // 15's third copy waits in lock-step though it could go alone.
                        (1, 7, 1, (12, 12), true),
                    ]
                );
                // Behind them: source 1's worm holds SE 1 of stage 3 (both outputs, split
                // 5..7 / 8..8), source 15's holds SE 7 of stage 3 (7..7 / 8..12).
                let held: Vec<_> = r.held.iter().map(|h| (h.stage, h.se, h.output)).collect();
                for x in [(3, 1, 0), (3, 1, 1), (3, 7, 0), (3, 7, 1)] {
                    assert!(held.contains(&x), "{x:?} not held: {r}");
                }
                assert!(held.iter().all(|h| h.0 >= 2), "{r}");
            }
        }
    }
}

/// Theorem 2 under random multi-multicast traffic: upper-first never deadlocks in 1,000,000
/// cycles; round-robin does (the count is printed).
#[test]
fn random_multicast_soak_upper_first_never_deadlocks() {
    let t = WhTraffic {
        mc_load: 0.01,
        len_min: 2,
        len_max: 8,
        ..Default::default()
    };
    let mut counts = vec![];
    for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
        let p = params(4, 32, arb);
        let r = soak(p, t, 1_000_000, 5, &mut |_| {});
        eprintln!(
            "{}: {} deadlocks in {} cycles, {} multicasts, {} deliveries, first {:?}",
            arb.name(),
            r.deadlocks,
            r.cycles,
            r.multicasts,
            r.deliveries,
            r.first.as_ref().map(|f| f.0)
        );
        assert_eq!(r.protocol_errors, 0);
        assert!(r.deliveries > 10_000);
        counts.push(r.deadlocks);
    }
    assert_eq!(counts[0], 0, "upper-first deadlocked");
    assert!(counts[1] > 0, "round-robin never deadlocked");
}

/// Why the heads move in lock-step: in the ablation where each head copy is granted on its
/// own, one copy of a multicast can acquire an SE while its sibling waits elsewhere, and
/// upper-first deadlocks too (Theorem 2's premise, simultaneous requests, no longer holds).
#[test]
fn without_lockstep_upper_first_deadlocks() {
    let t = WhTraffic {
        mc_load: 0.01,
        len_min: 2,
        len_max: 8,
        ..Default::default()
    };
    let p = params(4, 32, Arbitration::UpperFirst);
    let r = soak_with(p, t, 200_000, 5, false, &mut |_| {});
    eprintln!(
        "upper-first without lock-step: {} deadlocks in {} cycles",
        r.deadlocks, r.cycles
    );
    assert!(r.deadlocks > 10, "{}", r.deadlocks);
    let (_, rep) = r.first.unwrap();
    // The signature: a head that would win its SE waits while its worm holds links.
    assert!(
        rep.waiting.iter().any(|w| !w.cand) && !rep.held.is_empty(),
        "{rep}"
    );
}
