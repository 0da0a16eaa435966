//! The shared round-robin arbiter: golden model, rust-hdl and Verilator agree.
#[test]
fn round_robin_three_way() {
    for r in [
        wormcast_testbench::arbiter::check::<2, 1>(5000, 1),
        wormcast_testbench::arbiter::check::<4, 2>(5000, 2),
        wormcast_testbench::arbiter::check::<5, 3>(5000, 3),
        wormcast_testbench::arbiter::check::<8, 3>(5000, 4),
    ] {
        assert_eq!(r.expect("arbiter three-way").cycles, 5000);
    }
}

/// The least-recently-served matrix arbiter: golden model, rust-hdl and Verilator agree.
#[test]
fn lrs_three_way() {
    for r in [
        wormcast_testbench::arbiter::check_lrs::<2>(5000, 11),
        wormcast_testbench::arbiter::check_lrs::<3>(5000, 12),
        wormcast_testbench::arbiter::check_lrs::<4>(5000, 13),
        wormcast_testbench::arbiter::check_lrs::<8>(5000, 14),
    ] {
        assert_eq!(r.expect("LRS arbiter three-way").cycles, 5000);
    }
}
