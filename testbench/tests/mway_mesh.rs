//! Figure 1's 4-ary 5-way mesh as one block (issue 12, Must-show 1): the network engine (the
//! golden model, recorded at the top's ports), rust-hdl (`MwayMesh`: 16 channel blocks, 24
//! routers, 16 node interfaces) and its deduplicated Verilog under Verilator agree on every
//! channel's lines and every node's `inj_ready` / `ej_valid` at every cycle, under saturated
//! mixed unicast and region-broadcast traffic with a bad message every 97 cycles: B = 4,
//! W = 16, MST-safe (the `verilog_out/` file itself) and B = 4, W = 32, MST-replica here
//! (each Verilator build of the mesh takes 1.5-3 min); every (B, W) for 20,000 cycles with
//! `wormcast check mway-mesh` (docs/results/mway-mesh-rtl.md).
use wormcast_ip::mway_mesh::{module_name, verilog};
use wormcast_model::mway::{Algorithm, MwayParams};
use wormcast_testbench::mway_mesh::{check, check_recorded_with, sim, MeshCoverage};

const CYCLES: usize = 3_000;
/// rust-hdl simulates the 56 blocks at ~40 cycles/s.
const HDL: usize = 150;

fn params(buffers: usize, w: usize, algorithm: Algorithm) -> MwayParams {
    MwayParams {
        buffers,
        w,
        algorithm,
        ..Default::default()
    }
}

fn run(p: &MwayParams, seed: u64, text: Option<&str>) -> MeshCoverage {
    let c = check(p, CYCLES, 97, HDL, seed, text).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{}: {c:?}", module_name(p));
    assert_eq!(c.agreement.cycles, CYCLES as u64);
    assert_eq!(c.rust_hdl_cycles, HDL as u64);
    // 16 x 8 channel lines and 2 x 16 node lines per cycle, on both engines.
    assert_eq!(c.agreement.values_compared, 160 * (CYCLES + HDL) as u64);
    assert!(c.delivered > CYCLES as u64, "traffic flowed: {c:?}");
    assert!(c.transfers > 8 * CYCLES as u64, "channels busy: {c:?}");
    assert!(
        c.dropped >= 20 && c.drops > 0,
        "bad messages dropped: {c:?}"
    );
    assert!(
        c.inj_stalls > CYCLES as u64 / 2,
        "back-pressure at the nodes: {c:?}"
    );
    c
}

/// The `verilog_out/` file of the mesh `p` (as written by `scripts/regen.sh`;
/// `gen/tests/verilog_out.rs` checks that it is what the generator emits today).
fn verilog_out_text(p: &MwayParams) -> String {
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../verilog_out")
        .join(format!("{}.v", module_name(p)));
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run scripts/regen.sh", path.display()))
}

/// The default configuration, run from the `verilog_out/` file itself.
#[test]
fn verilog_out_mesh_b4_w16_safe() {
    let p = params(4, 16, Algorithm::Safe);
    assert_eq!(module_name(&p), "mway_mesh_4x4_b4_w16_l5_safe");
    run(&p, 1, Some(&verilog_out_text(&p)));
}

/// MST-replica needs two free buffers in the driving set, so B = 4 (with B = 2 the set
/// holding the message has at most one free and no replica is ever made).
#[test]
fn mesh_b4_w32_replica() {
    let c = run(&params(4, 32, Algorithm::Replica), 2, None);
    assert!(c.partials > 0, "replicas made: {c:?}");
}

/// A plausible bug is caught: an engine whose node interfaces reuse an injection buffer
/// freed by the same cycle's transfer (the engine before the RTL node interface existed)
/// disagrees with the RTL at a node's `inj_ready`. The RTL is the `verilog_out/` file, as in
/// the test above and `tests/mway_reset.rs`: one Verilator build of the mesh for the three
/// (the Verilog emitted now differs from the file in its text only, a header and port
/// spellings, and cost a second build of 1 to 1.5 minutes).
#[test]
fn late_injection_engine_is_caught() {
    use wormcast_model::mway::top::record_top_with;
    let p = params(4, 16, Algorithm::Safe);
    let run = record_top_with(&p, 0.3, 97, 400, 1, |net| net.ni_reuse_same_cycle = true).unwrap();
    let err = check_recorded_with(&p, run, 0, Some(&verilog_out_text(&p))).unwrap_err();
    assert!(
        err.contains("MISMATCH at cycle") && err.contains("inj_ready"),
        "{err}"
    );
}

/// The emitted mesh lints with 0 errors (Verilator -Wall), has no latches (Yosys), and its
/// modules are shared: one module per distinct block, not per instance.
#[test]
fn mesh_verilog_is_clean_and_shared() {
    use wormcast_tools::eda::{lint, yosys_latches};
    let (top, v) = verilog(&params(2, 16, Algorithm::Safe)).unwrap();
    let modules = v.lines().filter(|l| l.starts_with("module ")).count();
    eprintln!("{top}: {} bytes, {modules} modules", v.len());
    assert!(modules < 40, "{modules} modules");
    let r = lint(&v, &top).unwrap();
    assert_eq!(r.errors, 0, "{top}: {:?}", r.first_error);
    assert_eq!(yosys_latches(&v, &top).unwrap(), 0, "{top}");
}

/// A VCD of the rust-hdl mesh shows every router's and node interface's buffer state by
/// name.
#[test]
fn mesh_vcd_shows_buffer_state_by_name() {
    let p = params(2, 16, Algorithm::Safe);
    let path = std::env::temp_dir().join(format!("mway_mesh_{}.vcd", std::process::id()));
    let a = sim(&p, 40, 97, 3, Some(&path)).unwrap();
    assert_eq!(a.cycles, 40);
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    for scope in [
        "router$23",
        "ni$15",
        "channel$0",
        "inj",
        "ej",
        "plus",
        "minus",
    ] {
        assert!(
            text.contains(&format!("$scope module {scope} $end")),
            "scope {scope}"
        );
    }
    for reg in ["buf_num", "rcvd", "hsent", "region_lo", "flit_data", "rsv"] {
        assert!(text.contains(reg), "register {reg}");
    }
}
