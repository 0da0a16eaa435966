//! The m-way channel block (issue 12): golden model, rust-hdl and Verilator agree on every
//! output at every cycle, for m = 3 and 5 slots, W = 16 and 32, B = 2 and 4; and a wrong
//! golden model (the reservation chain built from `ack_out` instead of `can_ack`) is caught;
//! and the same on the lines of a 4x4 mesh channel under saturated mixed traffic.
use wormcast_model::mway::channel::{chain_in, ChannelModel, ChannelShape};
use wormcast_model::mway::{Algorithm, MwayParams};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_testbench::mway_channel::{check, check_against, check_mesh, Coverage};

const CYCLES: usize = 20_000;

fn assert_covered(name: &str, r: Result<Coverage, String>) {
    let c = r.unwrap_or_else(|e| panic!("{name}: {e}"));
    eprintln!("{name}: {c:?}");
    assert_eq!(c.agreement.cycles, CYCLES as u64, "{name}");
    assert!(c.grants > CYCLES as u64 / 2, "{name}: {c:?}");
    for (what, n) in [
        ("priority wins", c.priority_wins),
        ("header acks", c.header_acks),
        ("body acks", c.body_acks),
        ("refused headers", c.refused),
        ("drops", c.drops),
        ("Ways drops", c.ways_drops),
        ("partial transfers", c.partials),
        ("chain breaks", c.chain_breaks),
    ] {
        assert!(n > 20, "{name}: too few {what}: {c:?}");
    }
}

#[test]
fn mway_channel_m3_b4_w16() {
    assert_covered("m3_b4_w16", check::<3, 2, 16, 2, 12>(CYCLES, 31));
}

#[test]
fn mway_channel_m3_b2_w32() {
    assert_covered("m3_b2_w32", check::<3, 2, 32, 1, 6>(CYCLES, 32));
}

#[test]
fn mway_channel_m5_b2_w16() {
    assert_covered("m5_b2_w16", check::<5, 3, 16, 1, 10>(CYCLES, 33));
}

#[test]
fn mway_channel_m5_b4_w32() {
    assert_covered("m5_b4_w32", check::<5, 3, 32, 2, 20>(CYCLES, 34));
}

/// A plausible bug: the prefix chain taken from the receivers' `ack_out` (which depends on
/// the chain) instead of `can_ack`.
struct ChainFromAckOut(ChannelModel);

impl CycleModel for ChainFromAckOut {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.0.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.0.output_ports()
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let m = self.0.shape.m;
        let mut o = self.0.step(v);
        let ack_out = v[3 + 3 * m + 3] as u32;
        o[7] = chain_in(o[6] as u32, ack_out, m) as u64;
        o
    }
}

#[test]
fn wrong_rtl_is_caught() {
    let mut wrong = ChainFromAckOut(ChannelModel::new(ChannelShape::new(3, 4, 16)));
    let e = check_against::<3, 2, 16, 2, 12>(&mut wrong, 2000, 31).expect_err("must differ");
    assert!(
        e.contains("MISMATCH at cycle") && e.contains("port chain"),
        "{e}"
    );
    eprintln!("{e}");
}

/// The emitted Verilog lints with 0 errors (Verilator -Wall) and has no latches (Yosys).
#[test]
fn channel_verilog_is_clean() {
    use wormcast_testbench::mway_channel::verilog;
    use wormcast_tools::eda::{lint, synth, yosys_latches};
    // (M requesters: the arbiter's order, M(M-1)/2 bits, is the only register.)
    for ((top, v), m) in [
        (verilog::<3, 2, 16, 2, 12>(), 3u64),
        (verilog::<5, 3, 32, 2, 20>(), 5),
    ] {
        let r = lint(&v, &top).unwrap();
        eprintln!("{top}: {} lines, lint {r:?}", v.lines().count());
        assert_eq!(r.errors, 0, "{top}: {:?}", r.first_error);
        assert_eq!(yosys_latches(&v, &top).unwrap(), 0, "{top}");
        let s = synth(&v, &top).unwrap();
        eprintln!(
            "{top}: {} generic cells, {} FFs; iCE40 {} LUTs, {} FFs",
            s.generic_cells, s.generic_ffs, s.ice40_luts, s.ice40_ffs
        );
        assert!(
            s.generic_ffs > 0 && s.generic_ffs <= m * (m - 1) / 2,
            "{top}: only the arbiter's order is a register"
        );
    }
}

/// The channel block on the lines of an interior channel (all five receivers present) of
/// Figure 1's 4x4 mesh under saturated mixed unicast / region-broadcast traffic, read off
/// the network engine: back-pressure shows as refused headers.
fn mesh_case(alg: Algorithm, buffers: usize, w: usize, c: usize, seed: u64) -> Coverage {
    let p = MwayParams {
        buffers,
        w,
        algorithm: alg,
        ..Default::default()
    };
    let r = match (buffers, w) {
        (4, 16) => check_mesh::<5, 3, 16, 2, 20>(&p, c, CYCLES, seed),
        (2, 32) => check_mesh::<5, 3, 32, 1, 10>(&p, c, CYCLES, seed),
        _ => unreachable!(),
    };
    let cov = r.unwrap_or_else(|e| panic!("{}: {e}", alg.name()));
    eprintln!("4x4 {} B{buffers} W{w} channel {c}: {cov:?}", alg.name());
    assert_eq!(cov.agreement.cycles, CYCLES as u64);
    assert!(cov.grants > CYCLES as u64 / 4, "{cov:?}");
    assert!(
        cov.header_acks > 100 && cov.body_acks > 100 && cov.refused > 100,
        "{cov:?}"
    );
    cov
}

#[test]
fn mway_channel_mesh_4x4_replica_b4_w16() {
    mesh_case(Algorithm::Replica, 4, 16, 5, 41);
}

#[test]
fn mway_channel_mesh_4x4_safe_b2_w32() {
    mesh_case(Algorithm::Safe, 2, 32, 10, 42);
}
