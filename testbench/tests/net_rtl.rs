//! RTL in the loop (shortened): a 16-node fat tree (k = 8, 4 leaf + 4 top switches) under
//! bimodal traffic, every switch compared with the Verilator model of its own Verilog at
//! every output and every cycle ([`wormcast_testbench::net_rtl`]); then two negative
//! controls on the same recording: a leaf switch replayed on another leaf's RTL (wrong
//! reachability masks) and one corrupted payload bit in a top switch's stimulus must each be
//! reported with cycle, switch and port. `wormcast net-rtl` runs the long (100k-cycle) check.

use wormcast_model::net::config::{SwitchKind, TrafficKind};
use wormcast_model::net::NetConfig;
use wormcast_testbench::net_rtl::{
    record, replay, rtl_in_the_loop, switch_params, Corruption, Models, ReplayError, ReplayOptions,
};
use wormcast_tools::verilator::HexRows;

const CYCLES: u64 = 10_000;

/// The tests build the same Verilog: run them one at a time so that each is built once.
static SERIAL: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn cfg(switch: SwitchKind, cycles: u64) -> NetConfig {
    NetConfig {
        nodes: 16,
        k: 8,
        switch,
        traffic: TrafficKind::Bimodal,
        load: 0.4,
        warmup: 0,
        cycles,
        drain: 20_000,
        seed: 11,
        ..Default::default()
    }
}

/// Run the network with every switch compared with its Verilator model; assert that nothing
/// differed and that the check was not vacuous.
fn check_network(kind: SwitchKind, cycles: u64, outputs: u64) {
    let c = cfg(kind, cycles);
    let r = rtl_in_the_loop(&c, &mut |_, _, _| {}).unwrap_or_else(|e| panic!("{e}"));
    println!("{r}");
    assert_eq!(r.switches, 8);
    assert!(r.cycles >= cycles);
    // Every output port of every switch at every cycle.
    assert_eq!(r.values_compared, 8 * r.cycles * outputs);
    // 4 leaves with distinct reachability masks, 4 identical top switches.
    assert_eq!(r.rtl_builds, 5);
    // Non-vacuous: real traffic through every switch, multicasts replicated and delivered.
    assert!(!r.result.deadlock && r.result.completed == r.result.messages);
    assert!(
        r.flits_delivered as f64 > 0.3 * 16.0 * cycles as f64,
        "{}",
        r.flits_delivered
    );
    for (s, st) in r.per_switch.iter().enumerate() {
        assert!(
            st.flits_out as f64 > 0.3 * cycles as f64
                && st.heads_out as f64 > cycles as f64 / 300.0,
            "switch {s} carried little traffic: {st:?}"
        );
        assert!(
            st.multicast_heads_out > 0,
            "switch {s} replicated nothing: {st:?}"
        );
    }
    assert!(
        r.multicast_deliveries as f64 > cycles as f64 / 150.0,
        "{}",
        r.multicast_deliveries
    );
}

#[test]
fn cb_fat_tree_equals_its_verilator_network() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    // Outputs of a k = 8 CB switch: 3k link values, free_count, reserved, k queues,
    // malformed_count, overflow.
    check_network(SwitchKind::Cb, CYCLES, 36);
}

/// The input-buffered (chunk-wide) network: its five Verilator builds take about two more
/// minutes on two cores when not cached, so it is not part of the default run (`cargo test
/// --release -p wormcast-testbench --test all -- net_rtl:: --ignored`, or `wormcast net-rtl
/// --switch ib`).
#[test]
#[ignore]
fn ib_fat_tree_equals_its_verilator_network() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    // 3k link values, k used_p, malformed_count, overflow.
    check_network(SwitchKind::Ib, 10_000, 34);
}

#[test]
fn cb_negative_controls_are_reported() {
    let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
    let c = cfg(SwitchKind::Cb, 3_000);
    let (params, _) = switch_params(&c).unwrap();
    let models = Models::build(&params).unwrap();
    let rec = record(&c, None, &mut |_, _| {}).unwrap();
    replay(&rec, &models, &ReplayOptions::default()).unwrap_or_else(|e| panic!("{e}"));

    // Leaf switch 1 replayed on leaf switch 0's RTL: its down ports reach nodes 0..3 instead
    // of 4..7, so the first packet it must deliver downward goes astray.
    let e = replay(
        &rec,
        &models,
        &ReplayOptions {
            substitute: vec![(1, 0)],
            ..Default::default()
        },
    )
    .unwrap_err();
    let ReplayError::Mismatch(m) = e else {
        panic!("expected a mismatch, got {e}")
    };
    println!("substitution: {m}");
    assert_eq!((m.switch, m.level), (1, 1), "{m}");
    assert_ne!(m.golden, m.verilator);
    assert!(!m.port.is_empty());

    // One payload flit arriving at top switch 5: flip its data bit 0. The switch forwards the
    // flit unchanged, so the first difference is that flit leaving on some output, bit 0.
    let s = 5;
    let k = 8;
    let mut since_head = vec![usize::MAX; k];
    let mut hit = None;
    for (t, row) in HexRows::open(&rec.stimulus(s)).unwrap().enumerate() {
        for p in 0..k {
            match row[2 * p] {
                1 => since_head[p] = 0,
                0 => continue,
                _ => since_head[p] = since_head[p].saturating_add(1),
            }
            // Flit 4 of a packet: head, 1 bit-string flit, payload from flit 2.
            if t >= 200 && since_head[p] == 4 && hit.is_none() {
                hit = Some((t as u64, p));
            }
        }
    }
    let (t, p) = hit.expect("no payload flit reached switch 5");
    let e = replay(
        &rec,
        &models,
        &ReplayOptions {
            corrupt: Some(Corruption {
                switch: s,
                cycle: t,
                port: 2 * p + 1,
                xor: 1,
            }),
            ..Default::default()
        },
    )
    .unwrap_err();
    let ReplayError::Mismatch(m) = e else {
        panic!("expected a mismatch, got {e}")
    };
    println!("corruption at cycle {t}, in_data_{p}: {m}");
    assert_eq!(m.switch, s, "{m}");
    assert!(m.cycle > t, "{m}");
    assert!(m.port.starts_with("out_data_"), "{m}");
    assert_eq!(m.golden ^ m.verilator, 1, "{m}");
    assert!(m.to_string().contains(&format!("cycle {}", m.cycle)));
}
