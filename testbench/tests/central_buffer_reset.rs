//! The central-buffer switch's synchronous reset (issue 17 item 6), checked three ways
//! (golden model, rust-hdl, Verilator, every output every cycle):
//! * random closed-loop traffic with `rst` asserted for 1 to 4 cycles at random times (in the
//!   middle of packets, of multicasts, during the reset sweep of a previous reset); the
//!   neighbours reset with the switch and the delivery checker restarts at each reset;
//! * a stuck switch (input FIFO overflowed, buffer full, receivers silent) recovered by one
//!   `rst` cycle;
//! * the reset's duration D = C: after `rst` falls the write port grants nothing for C
//!   cycles (a multicast's head leaves C cycles later than at power-on, give or take its
//!   chunk assembly), while the crossbar bypass is live at once.

use wormcast_ip::central_buffer::params;
use wormcast_model::central_buffer::CbParams;
use wormcast_model::central_buffer::HeaderScheme::{PerOutput, Shared};
use wormcast_testbench::central_buffer::{
    check_recovery, check_resets, head_latency, mixed_traffic, reset_plan,
};

fn resets(p: CbParams, cycles: u64, seed: u64) {
    let t = std::time::Instant::now();
    let (s, r) =
        check_resets(&p, mixed_traffic(), reset_plan(), cycles, seed).unwrap_or_else(|e| {
            panic!("{e}");
        });
    eprintln!("{s} in {:.1?}", t.elapsed());
    // The resets hit the cases the issue names (each count is a number of resets).
    assert!(r.resets >= 10, "{s}");
    assert!(r.resets_mid_input >= 3, "{s}");
    assert!(r.resets_mid_output >= 3, "{s}");
    assert!(r.resets_mid_multicast >= 1, "{s}");
    assert!(r.resets_follow_up >= 1, "{s}");
    assert!(r.lost_to_reset >= 1, "{s}");
    assert!(r.packets_delivered >= 200, "{s}");
}

#[test]
fn resets_three_way_k4_shared_bypass() {
    resets(params(4, 16, 16, 32, Shared, true), 6_000, 41);
}

#[test]
fn resets_three_way_k2_per_output_nobypass() {
    resets(params(2, 16, 16, 32, PerOutput, false), 6_000, 42);
}

#[test]
fn resets_three_way_k8_shared_bypass() {
    resets(params(8, 16, 16, 64, Shared, true), 4_000, 43);
}

#[test]
fn reset_recovers_a_stuck_switch() {
    let t = std::time::Instant::now();
    let s = check_recovery(&params(4, 16, 16, 32, Shared, false), 3_000, 44)
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{s} in {:.1?}", t.elapsed());
}

#[test]
fn reset_takes_c_cycles_for_the_buffer_and_none_for_the_bypass() {
    let p = params(4, 16, 16, 32, Shared, true);
    let c = p.chunks as u64;
    let (mc0, _) = head_latency(&p, true, false).unwrap();
    let (mc1, _) = head_latency(&p, true, true).unwrap();
    let (uc0, _) = head_latency(&p, false, false).unwrap();
    let (uc1, _) = head_latency(&p, false, true).unwrap();
    eprintln!("multicast head: {mc0} cycles at power-on, {mc1} after rst falls; unicast (bypass): {uc0}, {uc1}; C = {c}");
    // The header chunk is assembled while the counters sweep and written in the first cycle
    // after it (cycle C + 1 counted from the first cycle with rst low).
    assert!(mc1 > c && mc1 >= mc0 && mc1 <= c + mc0, "{mc0} {mc1}");
    assert_eq!(uc1, uc0, "the bypass does not wait for the sweep");
}
