//! The m-way router block (issue 12): golden model (`RouterModel`), rust-hdl
//! (`MwayRouter`), Verilator and the network engine agree on every output at every cycle,
//! at one router of Figure 1's 4x4 mesh under saturated mixed unicast / region-broadcast
//! traffic, for B = 2 and 4, W = 16 and 32, MST-safe and MST-replica; and a wrong golden
//! model is caught.
use wormcast_ip::mway_router::{module_name, params, verilog_config};
use wormcast_model::arbiter::RoundRobin;
use wormcast_model::mway::router::Router;
use wormcast_model::mway::router_model::{record, RouterModel, RouterShape};
use wormcast_model::mway::Algorithm;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_testbench::mway_router::{
    check_bad_config, check_config, check_stim_config, check_verilog_file, write_vcd_config,
    Coverage,
};

const CYCLES: usize = 3_000;

fn run(b: usize, w: usize, alg: Algorithm, router: Router, seed: u64) -> Coverage {
    let p = params(b, w, alg);
    let r = check_config(&p, router, CYCLES, seed);
    let c = r.unwrap_or_else(|e| panic!("B{b} W{w} {}: {e}", alg.name()));
    eprintln!("B{b} W{w} {} {router:?}: {c:?}", alg.name());
    assert_eq!(c.agreement.cycles, CYCLES as u64);
    assert!(c.grants > 300, "{c:?}");
    assert!(c.headers_sent > 50 && c.flits_received > 100, "{c:?}");
    assert!(
        c.headers_refused + c.partials + c.reservations > 10,
        "back-pressure: {c:?}"
    );
    c
}

#[test]
fn mway_router_b4_w16_safe() {
    run(4, 16, Algorithm::Safe, Router { lower: 5, dim: 0 }, 1);
}

#[test]
fn mway_router_b2_w16_safe() {
    run(2, 16, Algorithm::Safe, Router { lower: 6, dim: 1 }, 2);
}

#[test]
fn mway_router_b2_w32_safe() {
    run(2, 32, Algorithm::Safe, Router { lower: 9, dim: 0 }, 3);
}

#[test]
fn mway_router_b4_w32_replica() {
    let c = run(4, 32, Algorithm::Replica, Router { lower: 5, dim: 0 }, 4);
    assert!(c.partials > 0, "a replica was made: {c:?}");
}

#[test]
fn mway_router_b4_w16_replica_dim1() {
    run(4, 16, Algorithm::Replica, Router { lower: 5, dim: 1 }, 5);
}

/// A plausible bug: the buffer arbitrators' pointers never advance (`advance` tied low),
/// so the lowest requesting buffer always wins.
struct FrozenArbiters(RouterModel);

impl CycleModel for FrozenArbiters {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.0.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.0.output_ports()
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let o = self.0.step(v);
        for s in self.0.sets.iter_mut() {
            s.arb = RoundRobin::new(s.bufs.len());
        }
        o
    }
}

#[test]
fn wrong_router_is_caught() {
    let p = params(4, 16, Algorithm::Safe);
    let router = Router { lower: 5, dim: 0 };
    let shape = RouterShape::new(&p, 0).unwrap();
    let (stim, engine) = record(&p, router, 0.3, 3_000, 1).unwrap();
    let mut wrong = FrozenArbiters(RouterModel::new(shape.clone()));
    let e = check_stim_config(&shape, &mut wrong, stim, &engine).expect_err("must differ");
    assert!(e.contains("MISMATCH at cycle"), "{e}");
    eprintln!("{e}");
}

/// The default router of verilog_out/ (B = 4, W = 16, MST-safe), read from disk, built by
/// Verilator and compared with the golden model on 3,000 recorded cycles.
#[test]
fn verilog_out_file_against_golden() {
    let p = params(4, 16, Algorithm::Safe);
    let shape = RouterShape::new(&p, 0).unwrap();
    let name = module_name(&shape);
    assert_eq!(name, "mway_router_k4_d2_dim0_b4_w16_l5_safe");
    let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../verilog_out")
        .join(format!("{name}.v"));
    let v = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run scripts/regen.sh", path.display()));
    let a = check_verilog_file(&shape, Router { lower: 5, dim: 0 }, &v, &name, 3_000, 7)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(a.cycles, 3_000);
}

/// The emitted Verilog lints with 0 errors (Verilator -Wall) and has no latches (Yosys).
#[test]
fn router_verilog_is_clean() {
    use wormcast_tools::eda::{lint, yosys_latches};
    for (b, w) in [(4, 16), (2, 32)] {
        let shape = RouterShape::new(&params(b, w, Algorithm::Replica), 1).unwrap();
        let (top, v) = verilog_config(&shape).unwrap();
        let r = lint(&v, &top).unwrap();
        eprintln!("{top}: {} lines, lint {r:?}", v.lines().count());
        assert_eq!(r.errors, 0, "{top}: {:?}", r.first_error);
        assert_eq!(yosys_latches(&v, &top).unwrap(), 0, "{top}");
    }
}

/// A VCD of the rust-hdl router shows the Figure 4 buffer state by name.
#[test]
fn router_vcd_shows_buffer_state_by_name() {
    let p = params(2, 16, Algorithm::Safe);
    let shape = RouterShape::new(&p, 0).unwrap();
    let path = std::env::temp_dir().join(format!("mway_router_{}.vcd", std::process::id()));
    write_vcd_config(&shape, Router { lower: 5, dim: 0 }, 200, 3, &path).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    for scope in ["plus", "minus", "arbiter"] {
        assert!(
            text.contains(&format!("$scope module {scope} $end")),
            "scope {scope}"
        );
    }
    for reg in [
        "buf_num",
        "rcvd",
        "sent",
        "hsent",
        "discard",
        "region_lo",
        "flit_data",
        "rsv",
    ] {
        assert!(text.contains(reg), "register {reg}");
    }
}

/// Bad messages next to the router (a malformed region, a Len that disagrees with the tail, a
/// region with nothing to reach through the router, a headerless body and tail; issue 12
/// item 5) are detected (`bad`) and dropped identically by the golden model, rust-hdl,
/// Verilator and the network engine, for both algorithms.
#[test]
fn bad_messages_three_way() {
    for (b, w, alg) in [(4, 16, Algorithm::Safe), (2, 32, Algorithm::Replica)] {
        let p = params(b, w, alg);
        let c = check_bad_config(&p, Router { lower: 5, dim: 0 }, 100, 3_000, 21)
            .unwrap_or_else(|e| panic!("B{b} W{w} {}: {e}", alg.name()));
        eprintln!("bad messages B{b} W{w} {}: {c:?}", alg.name());
        assert_eq!(c.agreement.cycles, 3_000);
        assert!(c.bad >= 15 && c.flits_received > 100, "{c:?}");
    }
}
