//! The synchronous reset of the TPM mesh router and the TPM mesh top (issue 17 item 6):
//! random resets of the whole mesh (1 to 3 cycles; 1.5% of the cycles of the first three
//! quarters of the traffic start one) in the middle of mixed unicast / multidestination traffic with bad worms and consumption
//! back-pressure, every router and node interface resetting with the block. Golden model,
//! rust-hdl and Verilator (and, for the router, the network engine's own outputs) agree on
//! every output every cycle; every output is 0 while `rst` is high and the block is at its
//! power-on state (every output 0) in the first cycle after (D = 0); every message generated
//! after the last reset is delivered exactly once to exactly its destinations (`run_mix`).
use std::time::Instant;
use wormcast_ip::mesh_router::{params, AT};
use wormcast_model::mesh::stim::Mix;
use wormcast_testbench::mesh_fabric;
use wormcast_testbench::mesh_router::{check_config, mix};

/// Cycles of traffic with resets (then the 3,000-cycle drain, without).
const CYCLES: u64 = 4_000;

fn with_resets(seed: u64) -> Mix {
    Mix {
        resets: 0.015,
        ..mix(CYCLES, seed)
    }
}

/// Router (1, 1), four ways, on every cycle.
#[test]
fn mesh_router_resets_v2_w16() {
    let t = Instant::now();
    let p = params(2, 16, AT);
    let c = check_config(&p, &with_resets(41), usize::MAX).unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "router with resets: {c:?} ({:.1} s)",
        t.elapsed().as_secs_f64()
    );
    assert_eq!(c.agreement.cycles, CYCLES + 3000);
    assert_eq!(c.speeds.rust_hdl_cycles, CYCLES + 3000);
    assert!(c.resets >= 30 && c.mix.resets == c.resets, "{c:?}");
    assert_eq!(c.reset_faults, 0, "{c:?}");
    assert!(c.mix.after_last_reset > 50, "{c:?}");
    assert!(
        c.net_flits > 500 && c.cons_flits > 100 && c.kills > 0,
        "{c:?}"
    );
}

/// The mesh top from the `verilog_out/` file (its Verilator build is shared with
/// `tests/mesh_router.rs`): Verilator on every cycle, rust-hdl on the first 1,500.
#[test]
fn mesh_resets_v2_w16_three_way() {
    let t = Instant::now();
    let p = params(2, 16, AT);
    let name = wormcast_ip::mesh_fabric::module_name(&p);
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../verilog_out")
        .join(format!("{name}.v"));
    let v = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run scripts/regen.sh", path.display()));
    let c = mesh_fabric::check_text_config(&p, &v, &name, &with_resets(43), 1_500)
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!(
        "mesh with resets: {c:?} ({:.1} s)",
        t.elapsed().as_secs_f64()
    );
    assert_eq!(c.agreement.cycles, CYCLES + 3000);
    assert_eq!(c.speeds.rust_hdl_cycles, 1_500);
    assert!(c.resets >= 30 && c.mix.resets == c.resets, "{c:?}");
    assert_eq!(c.reset_faults, 0, "{c:?}");
    assert!(c.mix.after_last_reset > 50, "{c:?}");
    assert!(c.cons_flits > 2_000 && c.kills > 0, "{c:?}");
    let _ = wormcast_ip::mesh_router::module_name(&p);
}
