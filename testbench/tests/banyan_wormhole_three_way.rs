//! Issue 15, Must-show 1: the wormhole SE and network agree three ways (golden model,
//! rust-hdl, Verilator) on node-driven traffic with back-pressure: 20,000 cycles of golden
//! model and Verilator for n = 2..6, W = 16 and 32, both arbitration policies among them;
//! rust-hdl on all 20,000 for n = 2 and 3, on the first 8,000 for n = 4 and on the first
//! 6,000 for n = 5 and 6 (it runs the n = 6 network at about 380 cycles/s: the CI budget;
//! each n = 6 case has its own test to use both cores; `wormcast check banyan --mode
//! wormhole` runs rust-hdl on any length).

use std::time::Instant;
use wormcast_model::banyan::wormhole::{Arbitration, WhParams};
use wormcast_testbench::banyan_wh::{check_wh, check_whse};

const CYCLES: u64 = 20_000;
/// rust-hdl's share of the n = 5 and 6 runs.
const HDL_LARGE: u64 = 6_000;
/// rust-hdl's share of the n = 4 runs: the whole 20,000 cost about 25 s of the suite for
/// the two of them; the golden model and Verilator still compare all 20,000 cycles.
const HDL_N4: u64 = 8_000;

fn net(n: usize, w: usize, arb: Arbitration, hdl_cycles: u64) {
    let p = WhParams::new(n, w, arb).unwrap();
    let t = Instant::now();
    let c = check_wh(&p, CYCLES, hdl_cycles, 40 + n as u64)
        .unwrap_or_else(|e| panic!("{}: {e}", p.net_module_name()));
    let st = &c.stats;
    eprintln!(
        "{}: verilator {} cycles, rust-hdl {} cycles, {} values, {:.1} s; {st:?}",
        p.net_module_name(),
        c.verilator.cycles,
        c.rust_hdl.cycles,
        c.verilator.values_compared + c.rust_hdl.values_compared,
        t.elapsed().as_secs_f64()
    );
    assert_eq!(c.verilator.cycles, CYCLES);
    assert_eq!(c.rust_hdl.cycles, hdl_cycles);
    // The traffic exercised what it must: multicast copies, back-pressure, malformed heads.
    assert!(st.free_required > st.free_sent + 100, "{st:?}");
    assert!(st.free_received > 1000, "{st:?}");
    assert!(st.junk_sent > 0 && st.strays_sent > 0, "{st:?}");
    assert_eq!(st.protocol_errors, 0, "{st:?}");
}

#[test]
fn wormhole_se_three_way() {
    for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
        for w in [16, 32] {
            let p = WhParams::new(3, w, arb).unwrap();
            for i in 0..3 {
                let a = check_whse(&p, i, 20_000, 9 + i as u64)
                    .unwrap_or_else(|e| panic!("{}: {e}", p.se_module_name(i)));
                assert_eq!(a.cycles, 20_000);
            }
        }
    }
}

#[test]
fn wormhole_net_n2_n3() {
    // n = 3, W = 16, upper-first is the default (verilog_out/).
    assert_eq!(
        WhParams::default(),
        WhParams::new(3, 16, Arbitration::UpperFirst).unwrap()
    );
    net(2, 16, Arbitration::UpperFirst, CYCLES);
    net(2, 32, Arbitration::RoundRobin, CYCLES);
    net(3, 16, Arbitration::UpperFirst, CYCLES);
    net(3, 32, Arbitration::RoundRobin, CYCLES);
}

#[test]
fn wormhole_net_n4() {
    net(4, 32, Arbitration::UpperFirst, HDL_N4);
    net(4, 16, Arbitration::RoundRobin, HDL_N4);
}

#[test]
fn wormhole_net_n5() {
    net(5, 16, Arbitration::UpperFirst, HDL_LARGE);
    net(5, 32, Arbitration::RoundRobin, HDL_LARGE);
}

#[test]
fn wormhole_net_n6_w16() {
    net(6, 16, Arbitration::RoundRobin, HDL_LARGE);
}

#[test]
fn wormhole_net_n6_w32() {
    net(6, 32, Arbitration::UpperFirst, HDL_LARGE);
}

/// The synchronous reset (issue 17 item 6): resets of 1 to 3 cycles start with probability
/// 0.003 per cycle in the middle of the check traffic (worms in flight, links held,
/// back-pressure), the nodes reset with the network. Golden model, rust-hdl and Verilator
/// agree on every output of every cycle; while `rst` is high nothing is consumed or offered;
/// every copy delivered (before and after the resets) is whole and correct.
#[test]
fn wormhole_resets_three_way() {
    use wormcast_testbench::banyan_wh::check_wh_progress;
    for arb in [Arbitration::UpperFirst, Arbitration::RoundRobin] {
        let p = WhParams::new(3, 16, arb).unwrap();
        let t = Instant::now();
        let c = check_wh_progress(&p, CYCLES, CYCLES, 77, 0.003, &mut |_| {})
            .unwrap_or_else(|e| panic!("{} with resets: {e}", p.net_module_name()));
        let st = &c.stats;
        eprintln!(
            "{} with resets: {} cycles three ways in {:.1} s; {st:?}",
            p.net_module_name(),
            c.rust_hdl.cycles,
            t.elapsed().as_secs_f64()
        );
        assert_eq!((c.verilator.cycles, c.rust_hdl.cycles), (CYCLES, CYCLES));
        assert!(st.resets >= 30, "{st:?}");
        assert_eq!(st.reset_faults, 0, "{st:?}");
        assert_eq!(st.protocol_errors, 0, "{st:?}");
        assert!(st.free_received > 1000, "{st:?}");
    }
}

/// The wormhole network's cycles are those of its behaviour revision
/// (`wormcast_model::banyan::wormhole::REVISION`, the module names' `_r` suffix from the
/// second on): a change to them must bump the revision and record its fingerprint.
#[test]
fn behaviour_is_that_of_the_revision() {
    use wormcast_model::banyan::wormhole::{FINGERPRINTS, REVISION};
    let fp = wormcast_testbench::banyan_wh::behaviour_fingerprint();
    wormcast_model::revision::assert_revision("banyan_wh", FINGERPRINTS, REVISION, fp);
}
