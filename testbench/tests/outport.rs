//! The shared output port: golden model, rust-hdl and Verilator agree at every cycle.
use wormcast_testbench::outport::check;

#[test]
fn outport_three_way() {
    for (r, depth) in [
        (check::<2, 16>(4, 20_000, 1), 4),
        (check::<4, 16>(64, 20_000, 2), 64),
        (check::<8, 32>(8, 20_000, 3), 8),
    ] {
        let (a, flits) = r.unwrap_or_else(|e| panic!("depth {depth}: {e}"));
        assert_eq!(a.cycles, 20_000);
        assert!(flits > 5000, "the link carried traffic: {flits}");
    }
}
