//! The synchronous reset of the m-way router and the m-way mesh top (issue 17 item 6): random
//! resets of the whole mesh (1 to 3 cycles, 2% of the cycles start one) in the middle of
//! saturated mixed traffic, the neighbours (channel blocks, the other routers, the node
//! interfaces, the nodes) resetting with the block. Golden model, rust-hdl and Verilator
//! (and, for the router, the network engine's own lines) agree on every output every cycle;
//! every output is 0 while `rst` is high and the block is at its power-on state in the first
//! cycle after (D = 0).
use wormcast_ip::mway_mesh::module_name;
use wormcast_ip::mway_router::params;
use wormcast_model::mway::router::Router;
use wormcast_model::mway::top::record_top_resets;
use wormcast_model::mway::{Algorithm, MwayParams};
use wormcast_testbench::mway_mesh::check_recorded_with;
use wormcast_testbench::mway_router::check_resets_config;

#[test]
fn router_resets_three_way_b4_w16_safe() {
    let t = std::time::Instant::now();
    let p = params(4, 16, Algorithm::Safe);
    let c = check_resets_config(&p, Router { lower: 5, dim: 0 }, 3_000, 21, 0.02)
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!("router with resets: {c:?} in {:.1?}", t.elapsed());
    assert_eq!(c.agreement.cycles, 3_000);
    assert!(c.resets >= 30, "{c:?}");
    assert_eq!(c.reset_faults, 0, "{c:?}");
    assert!(
        c.grants > 200 && c.headers_sent > 30 && c.flits_received > 60,
        "{c:?}"
    );
}

/// The mesh top from the `verilog_out/` file (the Verilator build is shared with
/// `tests/mway_mesh.rs`), rust-hdl on the first 300 cycles (about 6 resets), Verilator on
/// all 3,000 (about 55) and a 600-cycle drain: every message generated after the last reset
/// is delivered, exactly once (the engine's delivery checker).
#[test]
fn mesh_resets_three_way_b4_w16_safe() {
    let t = std::time::Instant::now();
    let p = MwayParams {
        buffers: 4,
        w: 16,
        algorithm: Algorithm::Safe,
        ..Default::default()
    };
    let name = module_name(&p);
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../verilog_out")
        .join(format!("{name}.v"));
    let v = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run scripts/regen.sh", path.display()));
    let run = record_top_resets(&p, 0.3, 3_000, 31, 0.02, 600).unwrap_or_else(|e| panic!("{e}"));
    let cycles = run.ins.len() as u64;
    let c = check_recorded_with(&p, run, 300, Some(&v)).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("mesh with resets: {c:?} in {:.1?}", t.elapsed());
    assert_eq!(c.agreement.cycles, cycles);
    assert_eq!(c.rust_hdl_cycles, 300);
    assert!(c.resets >= 30, "{c:?}");
    assert_eq!(c.reset_faults, 0, "{c:?}");
    assert_eq!(c.lost_after_last_reset, 0, "{c:?}");
    assert!(c.delivered > 1_000 && c.transfers > 10_000, "{c:?}");
}
