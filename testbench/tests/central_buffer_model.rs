//! Invariants of the central-buffer switch golden model under random traffic.

use wormcast_model::central_buffer::{CbParams, CentralBufferSwitch, HeaderScheme};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};

use wormcast_testbench::switch_traffic::{SwitchDriver, SwitchTraffic};

pub fn params(
    k: usize,
    w: usize,
    nodes: usize,
    chunks: usize,
    scheme: HeaderScheme,
    bypass: bool,
) -> CbParams {
    let down = k / 2;
    CbParams {
        route: RouteConfig {
            k,
            down,
            nodes,
            w,
            reach: fat_tree_reach(nodes, w, down, 0, nodes),
            policy: UpPolicy::Adaptive,
        },
        chunks,
        fifo: 16,
        max_len: 40,
        scheme,
        bypass,
        multicast: true,
    }
}

fn run(p: CbParams, t: SwitchTraffic, seed: u64, cycles: u64) {
    let mut sw = CentralBufferSwitch::new(p.clone());
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, t, seed).unwrap();
    let r = d.run(&mut sw, cycles, 20_000, |s| s.drained()).clone();
    assert!(
        r.violations.is_empty(),
        "{p:?}\n{:#?}\n{}",
        &r.violations[..r.violations.len().min(10)],
        sw.debug_state()
    );
    assert!(
        r.drained_at.is_some() && sw.drained(),
        "switch did not drain: free {} reserved {}",
        sw.free_count(),
        sw.reserved()
    );
    assert!(r.packets_delivered > 50, "{r:?}");
    eprintln!(
        "{:?} {:?} bypass={} -> {:?}",
        p.route.k, p.scheme, p.bypass, r
    );
}

#[test]
fn model_invariants_k4() {
    for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
        for bypass in [true, false] {
            run(
                params(4, 16, 16, 64, scheme, bypass),
                SwitchTraffic::default(),
                1,
                20_000,
            );
        }
    }
}

#[test]
fn model_invariants_all_sizes_high_load() {
    let heavy = SwitchTraffic {
        load: 0.9,
        multicast: 0.5,
        slow: 0.5,
        max_payload: 36,
        ..SwitchTraffic::default()
    };
    for (k, w, n, c) in [
        (2, 16, 16, 32),
        (8, 16, 16, 32),
        (8, 32, 64, 64),
        (4, 16, 64, 16),
    ] {
        for scheme in [HeaderScheme::Shared, HeaderScheme::PerOutput] {
            for bypass in [true, false] {
                run(
                    params(k, w, n, c, scheme, bypass),
                    heavy,
                    k as u64 * 7 + c as u64,
                    20_000,
                );
            }
        }
    }
}
