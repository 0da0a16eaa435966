//! Figure 2 of the multidestination-worms paper in full networks under load: with the central
//! buffer's virtual-cut-through reservation of multicasts off, partial multicasts fill the
//! buffers and the network deadlocks (the watchdog fires and names the blocked packets);
//! with it on (the design), and with input-buffered switches (whose input buffers hold a
//! whole packet), the same traffic completes.

use wormcast_model::net::config::*;
use wormcast_model::net::{run, NetConfig};

fn heavy(switch: SwitchKind, vct: bool, seed: u64) -> NetConfig {
    NetConfig {
        switch,
        vct,
        traffic: TrafficKind::Multicast,
        fanout: 12,
        msg_flits: 256,
        chunks: 64,
        load: 0.9,
        warmup: 2_000,
        cycles: 20_000,
        drain: 10_000,
        watchdog: 2_000,
        seed,
        // Deterministic up ports (the default): with adaptive ones the reservation-on CB
        // network deadlocks too, at seed 3 (docs/results/fat-tree-study.md, "Adaptive
        // routing deadlocks").
        policy: Policy::Deterministic,
        ..Default::default()
    }
}

#[test]
fn reservation_off_deadlocks_on_keeps_flowing() {
    let mut deadlocks = 0;
    for seed in 1..=3 {
        let off = run(&heavy(SwitchKind::Cb, false, seed)).unwrap();
        println!(
            "vct off seed {seed}: deadlock {} after {} cycles\n{}",
            off.deadlock, off.cycles_run, off.deadlock_report
        );
        if off.deadlock {
            deadlocks += 1;
            assert!(
                off.deadlock_report.contains("packet"),
                "{}",
                off.deadlock_report
            );
            assert!(off.deadlock_report.contains("holds packets"));
        }
        for sw in [SwitchKind::Cb, SwitchKind::Ib] {
            let mut c = heavy(sw, true, seed);
            if sw == SwitchKind::Ib {
                c.buffer = 320;
            }
            let on = run(&c).unwrap();
            println!(
                "{sw:?} seed {seed}: deadlock {} accepted {:.3} completed {}/{}",
                on.deadlock, on.accepted, on.completed, on.messages
            );
            assert!(!on.deadlock, "{sw:?}: {}", on.deadlock_report);
            assert!(on.accepted > 0.3, "{sw:?} carried traffic");
        }
    }
    assert!(
        deadlocks >= 2,
        "reservation off deadlocked in only {deadlocks} of 3 runs"
    );
}
