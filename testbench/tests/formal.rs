//! Formal checks of the central-buffer Verilog (issue 16, item 4): the generated wrapper's
//! properties hold on k = 2 to a bounded depth, and a false property is caught (so the
//! harness can fail).

use wormcast_model::central_buffer::{CbParams, HeaderScheme};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_testbench::formal::{prove_cb, Verdict};

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

/// One Yosys run (about a minute), every property checked separately (`bmc3 -a`): the
/// switch's eight properties hold for the first 8 cycles of any link-protocol-respecting
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
        log.contains("1 out of 9"),
        "8 properties + the false one: {log}"
    );
}
