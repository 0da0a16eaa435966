use wormcast_model::net::config::*;
use wormcast_model::net::{run, NetConfig};

#[test]
#[ignore]
fn quick_points() {
    for (sw, mc, tr, load) in [
        (
            SwitchKind::Cb,
            McScheme::Hardware,
            TrafficKind::Uniform,
            0.3,
        ),
        (
            SwitchKind::Cb,
            McScheme::Hardware,
            TrafficKind::Multicast,
            0.5,
        ),
        (
            SwitchKind::Ib,
            McScheme::Hardware,
            TrafficKind::Multicast,
            0.5,
        ),
        (
            SwitchKind::Cb,
            McScheme::Software,
            TrafficKind::Multicast,
            0.3,
        ),
        (
            SwitchKind::Unicast,
            McScheme::Software,
            TrafficKind::Bimodal,
            0.3,
        ),
    ] {
        let c = NetConfig {
            switch: sw,
            multicast: mc,
            traffic: tr,
            load,
            warmup: 5000,
            cycles: 20000,
            drain: 20000,
            ..Default::default()
        };
        let r = run(&c).unwrap();
        println!("{sw:?} {mc:?} {tr:?} load {load}: offered {:.3} accepted {:.3}±{:.3} lat_last {:.1}±{:.1} lat_mean {:.1} msgs {}/{} sat {} dl {} {:.0} c/s", r.offered, r.accepted, r.accepted_ci, r.latency_last, r.latency_last_ci, r.latency_mean, r.completed, r.messages, r.saturated, r.deadlock, r.cycles_per_second);
    }
}
