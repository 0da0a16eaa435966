//! Must-show 2 and 3 of the foundation issue: golden model, rust-hdl simulation and Verilator
//! agree on every output at every cycle for n = 2..5 over 10,000 random slots with
//! multicasts, conflicts and malformed headers; and the check catches a broken design.

use wormcast_model::banyan::BanyanParams;
use wormcast_testbench::banyan::{check, CheckError, Engines, StimConfig};

const SLOTS: usize = 10_000;

fn three_way(n: usize, w: usize, slot_len: usize) {
    let p = BanyanParams::new(n, w, slot_len).unwrap();
    let both = Engines {
        rust_hdl: true,
        verilator: true,
    };
    let (a, st) = check(
        &p,
        SLOTS,
        1000 + n as u64,
        StimConfig::default(),
        both,
        false,
    )
    .unwrap_or_else(|e| panic!("n={n} w={w}: {e}"));
    assert_eq!(a.cycles, (SLOTS * p.slot_len) as u64);
    assert_eq!(st.slots, SLOTS as u64);
    // The stimulus really exercised multicast, conflicts and malformed headers.
    assert!(st.multicasts_sent > 1000, "{st:?}");
    assert!(
        st.rejected > 100,
        "conflicts and malformed heads must occur: {st:?}"
    );
    assert!(st.malformed > 50, "{st:?}");
    assert!(
        st.heads_delivered > st.accepted,
        "multicast copies were delivered: {st:?}"
    );
    eprintln!("n={n} w={w}: {a:?} {st:?}");
}

#[test]
fn three_way_n2() {
    three_way(2, 16, 4);
}
#[test]
fn three_way_n3() {
    // The default configuration, whose Verilog is in verilog_out/.
    assert_eq!(
        BanyanParams::default(),
        BanyanParams::new(3, 16, 8).unwrap()
    );
    three_way(3, 16, 8);
}
#[test]
fn three_way_n4() {
    three_way(4, 32, 4);
}
#[test]
fn three_way_n5() {
    three_way(5, 16, 5);
}

/// A deliberately wrong replication header rule is caught by both rust-hdl and Verilator,
/// with the first differing cycle and port reported.
#[test]
fn broken_design_is_caught() {
    let p = BanyanParams::new(3, 16, 4).unwrap();
    for engines in [
        Engines {
            rust_hdl: true,
            verilator: false,
        },
        Engines {
            rust_hdl: false,
            verilator: true,
        },
    ] {
        match check(&p, 200, 5, StimConfig::default(), engines, true) {
            Err(CheckError::Mismatch(m)) => {
                let want = if engines.rust_hdl {
                    "rust-hdl"
                } else {
                    "verilator"
                };
                assert_eq!(m.engine, want);
                assert!(m.port.starts_with("out_"), "{m}");
                assert_ne!(m.expected, m.actual);
                let msg = m.to_string();
                assert!(msg.contains("cycle") && msg.contains(&m.port), "{msg}");
                // The first head can reach an output no earlier than n cycles in.
                assert!(m.cycle >= p.n as u64);
            }
            other => panic!("broken design not caught: {other:?}"),
        }
    }
}

/// Every stage's standalone SE (the `banyan_se_*` files in verilog_out/) agrees three ways.
#[test]
fn standalone_se_three_way() {
    for (n, w) in [(3, 16), (4, 32)] {
        let p = BanyanParams::new(n, w, 4).unwrap();
        for i in 0..n {
            let a = wormcast_testbench::banyan::check_se(&p, i, 20_000, 77 + i as u64)
                .unwrap_or_else(|e| panic!("SE n={n} stage {i}: {e}"));
            assert_eq!(a.cycles, 20_000);
        }
    }
}

/// The synchronous reset (issue 17 item 6): 5% of the slots are cut by `rst` (1 to 3
/// cycles) after a random number of their cycles, some right after the slot; the next slot
/// starts in the first cycle after it (D = 0). Golden model, rust-hdl and Verilator agree on
/// every output, and the outputs are idle while `rst` is high and at power-on right after.
#[test]
fn resets_three_way_n3() {
    let p = BanyanParams::new(3, 16, 8).unwrap();
    let both = Engines {
        rust_hdl: true,
        verilator: true,
    };
    let c = StimConfig {
        resets: 0.05,
        ..StimConfig::default()
    };
    let t = std::time::Instant::now();
    let (a, st) = check(&p, 4_000, 91, c, both, false).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("n=3 with resets: {a:?} {st:?} in {:.1?}", t.elapsed());
    assert!(st.resets >= 150, "{st:?}");
    assert_eq!(st.reset_faults, 0, "{st:?}");
    assert!(st.multicasts_sent > 500 && st.accepted > 1000, "{st:?}");
}

/// The slotted network's cycles are those of its behaviour revision
/// (`wormcast_model::banyan::REVISION`, the module names' `_r` suffix from the second on):
/// a change to them must bump the revision and record its fingerprint.
#[test]
fn behaviour_is_that_of_the_revision() {
    use wormcast_model::banyan::{FINGERPRINTS, REVISION};
    let fp = wormcast_testbench::banyan::behaviour_fingerprint();
    wormcast_model::revision::assert_revision("banyan", FINGERPRINTS, REVISION, fp);
}
