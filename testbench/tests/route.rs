//! The fat-tree route decoder: golden model (`RouteConfig::decode`), rust-hdl simulation and
//! Verilator agree on random heads, bit-strings and credits; a wrong mask table is caught.

use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_testbench::route::{check, random_reach, CheckError, Engines, RouteCase, RouteStats};

const CYCLES: usize = 4000;

fn case(
    k: usize,
    w: usize,
    nodes: usize,
    down: usize,
    input: usize,
    policy: UpPolicy,
    reach: Vec<Vec<u64>>,
) -> RouteCase {
    RouteCase {
        cfg: RouteConfig {
            k,
            down,
            nodes,
            w,
            reach,
            policy,
        },
        input,
    }
}

/// Run a three-way check and assert it ran every cycle and covered each kind of decision.
fn run<const K: usize, const W: usize, const B: usize>(c: &RouteCase, seed: u64) -> RouteStats {
    let (a, st) = check::<K, W, B>(c, None, CYCLES, seed, Engines::ALL)
        .unwrap_or_else(|e| panic!("{}: {e}", c.module_name()));
    assert_eq!(a.cycles, CYCLES as u64);
    assert_eq!(a.values_compared, CYCLES as u64 * 5 * 2);
    let n = c.module_name();
    assert!(st.down > 0, "{n}: no down route in {st:?}");
    assert!(st.empty_nonzero > 0, "{n}: no missed bit-string in {st:?}");
    if c.cfg.down >= 2 {
        assert!(st.multicast > 0, "{n}: no replication in {st:?}");
    }
    if c.cfg.down < K {
        assert!(st.up > 0, "{n}: no up route in {st:?}");
    } else {
        assert_eq!(st.up, 0, "{n}: a root sent a packet up");
    }
    st
}

#[test]
fn k2_three_way() {
    use UpPolicy::*;
    run::<2, 16, 1>(
        &case(2, 16, 16, 1, 1, Adaptive, fat_tree_reach(16, 16, 1, 8, 4)),
        11,
    );
    // Root-like: both ports down, count > 0 is malformed.
    run::<2, 32, 2>(
        &case(2, 32, 64, 2, 0, Adaptive, fat_tree_reach(64, 32, 2, 0, 64)),
        12,
    );
}

#[test]
fn k4_three_way() {
    use UpPolicy::*;
    run::<4, 16, 1>(
        &case(
            4,
            16,
            16,
            2,
            3,
            Deterministic,
            fat_tree_reach(16, 16, 2, 4, 4),
        ),
        21,
    );
    run::<4, 32, 2>(
        &case(4, 32, 64, 2, 1, Adaptive, random_reach(64, 32, 2, 22)),
        22,
    );
    run::<4, 16, 4>(
        &case(4, 16, 64, 2, 2, Deterministic, random_reach(64, 16, 2, 23)),
        23,
    );
}

#[test]
fn k8_three_way() {
    use UpPolicy::*;
    run::<8, 16, 1>(
        &case(8, 16, 16, 4, 3, Adaptive, fat_tree_reach(16, 16, 4, 4, 4)),
        31,
    );
    run::<8, 16, 4>(
        &case(
            8,
            16,
            64,
            4,
            6,
            Deterministic,
            fat_tree_reach(64, 16, 4, 16, 32),
        ),
        32,
    );
    run::<8, 32, 2>(
        &case(8, 32, 64, 4, 5, Adaptive, random_reach(64, 32, 4, 33)),
        33,
    );
    // Root of a 16-node tree: eight down ports, two nodes each.
    run::<8, 32, 1>(
        &case(
            8,
            32,
            16,
            8,
            0,
            Deterministic,
            fat_tree_reach(16, 32, 8, 0, 16),
        ),
        34,
    );
}

#[test]
fn wrong_mask_table_is_caught() {
    let c = case(
        8,
        16,
        16,
        4,
        3,
        UpPolicy::Adaptive,
        fat_tree_reach(16, 16, 4, 4, 4),
    );
    let mut bad = c.cfg.reach.clone();
    bad.swap(0, 1);
    for (engines, name) in [
        (
            Engines {
                rust_hdl: true,
                verilator: false,
            },
            "rust-hdl",
        ),
        (
            Engines {
                rust_hdl: false,
                verilator: true,
            },
            "verilator",
        ),
    ] {
        match check::<8, 16, 1>(&c, Some(&bad), CYCLES, 31, engines) {
            Err(CheckError::Mismatch(m)) => {
                assert_eq!((m.engine.as_str(), m.port.as_str()), (name, "mask"), "{m}");
                assert!(m.cycle < 100, "caught late: {m}");
            }
            Err(CheckError::Tool(t)) => panic!("{t}"),
            Ok((a, _)) => panic!("{name}: swapped masks not caught in {} cycles", a.cycles),
        }
    }
}

#[test]
fn model_wrapper_convention() {
    use wormcast_model::packet::HeadLayout;
    use wormcast_model::CycleModel;
    use wormcast_testbench::route::RouteModel;
    let lay = HeadLayout { w: 16 };
    let c = case(
        8,
        16,
        16,
        4,
        3,
        UpPolicy::Adaptive,
        fat_tree_reach(16, 16, 4, 4, 4),
    );
    let mut m = RouteModel::new(c.cfg, 3);
    let credits = [9, 9, 9, 9, 5, 9, 9, 2];
    // Down to ports 1 and 3 (nodes 5 and 7).
    let h = lay.encode(true, 0, 10);
    let mut v = vec![h, (1 << 5) | (1 << 7)];
    v.extend(credits);
    v.extend([1, 0]); // advance, rst
    assert_eq!(m.step(&v), vec![0b1010, 2, h, 0, 0]);
    // Misses every mask: empty, mask/ks 0, head unchanged.
    v[1] = 1 << 12;
    assert_eq!(m.step(&v), vec![0, 0, h, 0, 1]);
    // Up: credits are port-indexed, ports 5 and 6 have the most; the pointer starts at port 7
    // (input 3 mod 4 up ports), so the first of the ties from there is 5, then (advanced to
    // the port after 5) 6, then 5 again.
    let h2 = lay.encode(false, 2, 10);
    v[0] = h2;
    let up = |p: u64| vec![1 << p, 1, lay.encode(false, 1, 10), 1, 0];
    assert_eq!(m.step(&v), up(5));
    assert_eq!(m.step(&v), up(6));
    assert_eq!(m.step(&v), up(5));
    // Without `advance` the pointer stays (at 6); `rst` returns it to 7.
    v[10] = 0;
    assert_eq!(m.step(&v), up(6));
    assert_eq!(m.step(&v), up(6));
    v[11] = 1;
    assert_eq!(m.step(&v), up(6));
    v[11] = 0;
    assert_eq!(m.step(&v), up(5));
}
