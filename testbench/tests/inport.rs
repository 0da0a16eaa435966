//! The shared input port (FIFO, framer, route decode): golden model, rust-hdl and Verilator
//! agree at every cycle under random good and malformed traffic with back-pressure.

use wormcast_model::inport::InPortParams;
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_testbench::inport::{check, Traffic};

fn params(k: usize, w: usize, nodes: usize, input: usize, policy: UpPolicy) -> InPortParams {
    let down = k / 2;
    InPortParams {
        route: RouteConfig {
            k,
            down,
            nodes,
            w,
            reach: fat_tree_reach(nodes, w, down, 0, nodes),
            policy,
        },
        input,
        fifo: 16,
        max_len: 40,
    }
}

const T: Traffic = Traffic {
    malformed: 0.2,
    backpressure: 0.3,
    gap: 0.1,
    violation: 0.0,
};

#[test]
fn inport_three_way_k4_w16_n16() {
    let p = params(4, 16, 16, 1, UpPolicy::Adaptive);
    let (a, st) = check::<4, 16, 1>(&p, 20_000, 1, T, false).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.cycles, 20_000);
    assert!(st.packets_out > 300 && st.malformed > 50, "{st:?}");
    assert!(!st.overflow);
}

#[test]
fn inport_three_way_k8_w16_n64() {
    let p = params(8, 16, 64, 5, UpPolicy::Deterministic);
    let (_, st) = check::<8, 16, 4>(&p, 20_000, 2, T, false).unwrap_or_else(|e| panic!("{e}"));
    assert!(st.packets_out > 300 && st.malformed > 50, "{st:?}");
}

#[test]
fn inport_three_way_k2_w32_n64_with_violations() {
    let p = params(2, 32, 64, 0, UpPolicy::Adaptive);
    let t = Traffic {
        violation: 0.01,
        backpressure: 0.6,
        ..T
    };
    let (_, st) = check::<2, 32, 2>(&p, 20_000, 3, t, false).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        st.overflow,
        "credit violations must raise the sticky overflow flag"
    );
}

#[test]
fn inport_broken_reachability_is_caught() {
    let p = params(4, 16, 16, 1, UpPolicy::Adaptive);
    let e = check::<4, 16, 1>(&p, 5_000, 4, T, true).expect_err("broken RTL must mismatch");
    assert!(e.contains("MISMATCH") && e.contains("route_mask"), "{e}");
}
