//! Figure 2 of the multidestination-worms paper in full networks under load: with the central
//! buffer's virtual-cut-through reservation of multicasts off, partial multicasts fill the
//! buffers and the network deadlocks (the watchdog fires and names the blocked packets);
//! with it on (the design, C = 128: with the reservation on, upward packets are admitted
//! whole, which needs C >= 2 Lc + k/2 - 1 + k = 75 chunks here), and with input-buffered
//! switches (whose input buffers hold a whole packet), the same traffic completes, with
//! both up-port policies (module doc of `wormcast_model::central_buffer`, "Deadlock
//! freedom").

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
            } else {
                c.chunks = 128;
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

/// Adaptive up ports, reservation on: the earlier rule (streaming upward chunks exempt from
/// the direction reserve) deadlocked the C = 64 heavy-multicast network at seeds 3 and 12,
/// and a C = 32 network of 6-way 64-flit multicasts at load 1.0 at every seed tried; with
/// upward packets admitted whole both complete without deadlock. C = 64 for 256-flit
/// packets is now rejected by name (it is below the 75 chunks the admission needs).
#[test]
fn adaptive_up_ports_do_not_deadlock() {
    let mut c64 = heavy(SwitchKind::Cb, true, 3);
    c64.policy = Policy::Adaptive;
    let e = run(&c64).unwrap_err();
    assert!(e.contains("chunks=64: allowed >= 75"), "{e}");
    for seed in [3, 12] {
        let mut c = heavy(SwitchKind::Cb, true, seed);
        c.policy = Policy::Adaptive;
        c.chunks = 128;
        let r = run(&c).unwrap();
        println!(
            "C = 128 adaptive seed {seed}: deadlock {} completed {}/{}",
            r.deadlock, r.completed, r.messages
        );
        assert!(!r.deadlock, "{}", r.deadlock_report);
    }
    for seed in 1..=3 {
        let c = NetConfig {
            switch: SwitchKind::Cb,
            traffic: TrafficKind::Multicast,
            fanout: 6,
            msg_flits: 64,
            chunks: 32,
            load: 1.0,
            warmup: 2_000,
            cycles: 20_000,
            drain: 10_000,
            watchdog: 2_000,
            seed,
            policy: Policy::Adaptive,
            ..Default::default()
        };
        let r = run(&c).unwrap();
        println!(
            "C = 32 adaptive seed {seed}: deadlock {} accepted {:.3} completed {}/{}",
            r.deadlock, r.accepted, r.completed, r.messages
        );
        assert!(!r.deadlock, "{}", r.deadlock_report);
        assert!(r.accepted > 0.3, "carried traffic");
    }
}

/// The input-buffered switch's cut-through (issue 47) against revision 2's early forward
/// (the golden model's experiment `early_forward`): at a light unicast load its messages
/// arrive sooner (each switch on the path saves k - 1 cycles of the header chunk, and the
/// packet streams at the rate it arrives). (Its deadlock freedom under heavy multicast is
/// `reservation_off_deadlocks_on_keeps_flowing`'s IB run.)
#[test]
fn input_buffered_cut_through_is_faster_than_the_early_forward_when_idle() {
    use wormcast_model::network::NetSwitch;
    let light = NetConfig {
        switch: SwitchKind::Ib,
        traffic: TrafficKind::Uniform,
        msg_flits: 64,
        load: 0.05,
        warmup: 2_000,
        cycles: 10_000,
        drain: 10_000,
        seed: 5,
        ..Default::default()
    };
    let ef = wormcast_model::net::run::run_with(&light, &mut |_, _| {}, &mut |net| {
        for s in net.switches.iter_mut() {
            if let NetSwitch::Ib(sw) = s {
                sw.set_revision(2);
            }
        }
    })
    .unwrap();
    let ct = run(&light).unwrap();
    println!(
        "light unicast latency: early forward {:.2}, cut-through {:.2} cycles",
        ef.latency_mean, ct.latency_mean
    );
    assert!(!ef.saturated && !ct.saturated);
    assert!(
        ct.latency_mean < ef.latency_mean - 2.0,
        "{} vs {}",
        ct.latency_mean,
        ef.latency_mean
    );
}
