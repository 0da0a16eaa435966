//! Network-level checks of the study's definitions on real runs: the offered load is the
//! configured effective load for every traffic kind, a stable network delivers it, and the
//! `unicast` switch (the central-buffer switch carrying unicasts only) gives software
//! multicast exactly the results of the central-buffer switch.

use wormcast_model::net::config::*;
use wormcast_model::net::{run, NetConfig};

fn short(traffic: TrafficKind, multicast: McScheme) -> NetConfig {
    NetConfig {
        traffic,
        multicast,
        fanout: 5,
        load: 0.4,
        warmup: 5_000,
        cycles: 40_000,
        drain: 20_000,
        ..Default::default()
    }
}

#[test]
fn offered_load_is_the_configured_load_and_is_delivered() {
    for traffic in [
        TrafficKind::Uniform,
        TrafficKind::Multicast,
        TrafficKind::Bimodal,
    ] {
        for mc in [McScheme::Hardware, McScheme::Software] {
            let c = short(traffic, mc);
            let r = run(&c).unwrap();
            println!(
                "{traffic:?} {mc:?}: offered {:.3} accepted {:.3} ± {:.3}, {} messages",
                r.offered, r.accepted, r.accepted_ci, r.messages
            );
            assert!(
                (r.offered - c.load).abs() < 0.04,
                "{traffic:?}: offered {}",
                r.offered
            );
            assert!(
                (r.accepted - r.offered).abs() < 0.03,
                "{traffic:?}: accepted {}",
                r.accepted
            );
            assert_eq!(r.completed, r.messages);
            assert!(!r.saturated && !r.deadlock);
            assert!(r.latency_last >= r.latency_mean);
            if traffic == TrafficKind::Uniform {
                assert_eq!(r.latency_last, r.latency_mean, "one destination: (a) = (b)");
            }
            // Packets per node per cycle: unicasts and software forwards are one packet
            // per destination, a hardware multicast one packet for all its destinations.
            let per_dest = c.load / c.msg_flits as f64;
            let copies = if mc == McScheme::Software {
                1.0
            } else {
                c.mean_fanout()
            };
            let ratio = r.packets_injected * copies / per_dest;
            assert!(
                (ratio - 1.0).abs() < 0.1,
                "{traffic:?} {mc:?}: packets {ratio}"
            );
        }
    }
}

#[test]
fn unicast_switch_equals_central_buffer_for_software_multicast() {
    let c = short(TrafficKind::Multicast, McScheme::Software);
    let a = run(&c).unwrap();
    let b = run(&NetConfig {
        switch: SwitchKind::Unicast,
        ..c.clone()
    })
    .unwrap();
    assert_eq!(
        (
            a.accepted,
            a.latency_last,
            a.latency_mean,
            a.completed,
            a.cycles_run
        ),
        (
            b.accepted,
            b.latency_last,
            b.latency_mean,
            b.completed,
            b.cycles_run
        )
    );
}
