//! The input-buffered switch's synchronous reset (issue 17 item 6), checked three ways
//! (golden model, rust-hdl, Verilator, every output every cycle) in each organisation:
//! * random closed-loop traffic with `rst` asserted for 1 to 4 cycles at random times (in the
//!   middle of packets, of multicasts, right after a previous reset); the neighbours reset
//!   with the switch and the delivery checker restarts at each reset;
//! * a stuck switch (input FIFO overflowed, input buffer full, receivers silent) recovered by
//!   one `rst` cycle;
//! * D = 0: a packet sent in the first cycle after `rst` falls leaves exactly as at power-on.

use wormcast_ip::input_buffered::params;
use wormcast_model::input_buffered::Organisation::{ChunkWide, SplitRam, Staircase};
use wormcast_model::input_buffered::{IbParams, Organisation};
use wormcast_testbench::central_buffer::reset_plan;
use wormcast_testbench::input_buffered::{check_recovery, check_resets, head_latency};

fn resets(p: IbParams, cycles: usize, seed: u64) {
    let t = std::time::Instant::now();
    let (s, r) = check_resets(&p, reset_plan(), cycles, seed).unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{s} in {:.1?}", t.elapsed());
    assert!(r.resets >= 10, "{s}");
    assert!(r.resets_mid_input >= 3, "{s}");
    assert!(r.resets_mid_output >= 3, "{s}");
    assert!(r.resets_mid_multicast >= 1, "{s}");
    assert!(r.resets_follow_up >= 1, "{s}");
    assert!(r.lost_to_reset >= 1, "{s}");
    assert!(r.packets_delivered >= 150, "{s}");
}

#[test]
fn resets_three_way_chunk_wide_k4() {
    resets(params(4, 16, 16, 64, ChunkWide), 6_000, 51);
}

#[test]
fn resets_three_way_staircase_k4() {
    resets(params(4, 16, 16, 64, Staircase), 6_000, 52);
}

#[test]
fn resets_three_way_split_ram_k8() {
    resets(params(8, 16, 16, 160, SplitRam), 4_000, 53);
}

#[test]
fn resets_three_way_split_ram_k2() {
    resets(params(2, 16, 16, 64, SplitRam), 6_000, 54);
}

#[test]
fn reset_recovers_a_stuck_switch() {
    let t = std::time::Instant::now();
    let s = check_recovery(&params(4, 16, 16, 64, Staircase), 3_000, 55)
        .unwrap_or_else(|e| panic!("{e}"));
    eprintln!("{s} in {:.1?}", t.elapsed());
}

#[test]
fn reset_takes_no_cycles() {
    for org in [ChunkWide, Staircase, SplitRam] {
        let p: IbParams = params(4, 16, 16, 64, org);
        let at_power_on = head_latency(&p, false).unwrap();
        let after_reset = head_latency(&p, true).unwrap();
        eprintln!("{org:?}: multicast head {at_power_on} cycles at power-on, {after_reset} after rst falls");
        assert_eq!(at_power_on, after_reset, "{:?}", org as Organisation);
    }
}
