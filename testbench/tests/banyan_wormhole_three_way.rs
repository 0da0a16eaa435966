//! Issue 15, Must-show 1: the wormhole SE and network agree three ways (golden model,
//! rust-hdl, Verilator) on node-driven traffic with back-pressure.

use std::time::Instant;
use wormcast_model::banyan::wormhole::{Arbitration, WhParams};
use wormcast_testbench::banyan_wh::{check_wh, check_whse};

fn net(n: usize, w: usize, arb: Arbitration, cycles: u64) {
    let p = WhParams::new(n, w, arb).unwrap();
    let t = Instant::now();
    let (a, st) = check_wh(&p, cycles, 40 + n as u64, true)
        .unwrap_or_else(|e| panic!("{}: {e}", p.net_module_name()));
    eprintln!(
        "{}: {} cycles, {} values, {:.1} s; {st:?}",
        p.net_module_name(),
        a.cycles,
        a.values_compared,
        t.elapsed().as_secs_f64()
    );
    assert_eq!(a.cycles, cycles);
    // The traffic exercised what it must: multicast copies, back-pressure, malformed heads.
    assert!(st.free_required > st.free_sent, "{st:?}");
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
    net(2, 16, Arbitration::UpperFirst, 20_000);
    net(3, 16, Arbitration::UpperFirst, 20_000);
}
