//! Formal checks of the fat-tree switches' Verilog (issue 16, item 4): the generated
//! wrappers' properties hold on k = 2 (central buffer and input buffered) to a bounded
//! depth, and a false property is caught (so the harness can fail).

use wormcast_model::central_buffer::{CbParams, HeaderScheme};
use wormcast_model::input_buffered::{IbParams, Organisation};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_testbench::formal::{prove_cb, prove_ib, Verdict};

fn k2() -> CbParams {
    CbParams {
        route: RouteConfig {
            k: 2,
            down: 1,
            nodes: 2,
            w: 16,
            reach: fat_tree_reach(2, 16, 1, 0, 2),
            policy: UpPolicy::Adaptive,
        },
        chunks: 16,
        fifo: 4,
        max_len: 8,
        scheme: HeaderScheme::Shared,
        bypass: true,
    }
}

fn dir(tag: &str) -> std::path::PathBuf {
    std::env::temp_dir().join(format!("wormcast-formal-{tag}-{}", std::process::id()))
}

/// One Yosys run, every property checked separately (`bmc3 -a`): the switch's twelve
/// properties (eight at its ports and counters, four of chunk conservation) hold for the first 8 cycles of any link-protocol-respecting
/// stimulus, and an added false one, `free_count < C` (false at reset: every chunk is free),
/// is the only one that fails, in cycle 0 — so the harness can fail, and names what failed.
#[test]
fn cb_k2_properties_hold_and_a_false_one_fails() {
    let p = k2();
    let r = prove_cb(&p, 8, 0, &["free_count < 16"], &dir("k2")).unwrap();
    assert!(
        r.latches > 1000 && r.ands > 10_000,
        "the whole switch is in the model: {r:?}"
    );
    match &r.verdict {
        Verdict::Fails { frame: 0, outputs } => assert_eq!(outputs.len(), 1, "{r:?}"),
        v => panic!("the false property must fail at reset, and only it: {v:?}"),
    }
    let log = std::fs::read_to_string(dir("k2").join("abc.log")).unwrap();
    assert!(
        log.contains("1 out of 13"),
        "12 properties + the false one: {log}"
    );
}

/// The input-buffered switch at k = 2 (split RAM, 8 chunks per input) under the same
/// wrapper: its seven properties (credits both ways per port, `used_i` within the buffer, no
/// FIFO overflow) hold for the first 8 cycles, and an added false one, `used_0 != 0` (false
/// at reset), is the only failure, in cycle 0.
#[test]
fn ib_k2_properties_hold_and_a_false_one_fails() {
    let p = IbParams {
        route: k2().route,
        buffer: 16,
        fifo: 4,
        max_len: 8,
        org: Organisation::SplitRam,
    };
    let d = dir("ib-k2");
    let r = prove_ib(&p, 8, 0, &["used_0 != 0"], &d).unwrap();
    assert!(r.latches > 300, "the whole switch is in the model: {r:?}");
    match &r.verdict {
        Verdict::Fails { frame: 0, outputs } => assert_eq!(outputs.len(), 1, "{r:?}"),
        v => panic!("the false property must fail at reset, and only it: {v:?}"),
    }
    let log = std::fs::read_to_string(d.join("abc.log")).unwrap();
    assert!(
        log.contains("1 out of 8"),
        "7 properties + the false one: {log}"
    );
}
