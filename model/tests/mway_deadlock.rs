//! Plain MST deadlocks, for each cause of the paper's Section 3.2, and MST-safe /
//! MST-replica do not in the same scenarios (issue 12, must show 3, first half).
//!
//! Constructed scenario ("all-cast"): every node of a small mesh broadcasts a 5-flit
//! message to the whole mesh in cycle 0, with one buffer per set (B = 1; MST-replica needs
//! B = 2 for its replica). The model is deterministic, so each scenario deadlocks, or not,
//! every time. The cycles found (from the watchdog's report):
//! * **(a) unordered reservation**, 2x2, VCT: node 0's X+ branch, in the X+ buffer that
//!   drives channel 1, reserved channel 1's ejection buffer and waits for its Y+ buffer; that
//!   one holds node 1's own Y branch, which waits for channel 3's ejection buffer, reserved
//!   by node 2's X branch, which waits for channel 3's Y- buffer, held by node 3's Y branch,
//!   which waits for channel 1's ejection buffer: a cycle of four. Ordered reservation would
//!   have taken the Y buffer before the ejection buffer.
//! * **(b) header advancing on some Ways**, 4x4, VCT, ordered reservation: headers are
//!   written into the Ways that have a buffer and go on from there, while their body flits
//!   wait for the other Ways, so the buffers they took downstream are held by messages that
//!   cannot move.
//! * **(c) wormhole** (buffers of 2 flits, 5-flit messages), 2x2, ordered reservation,
//!   header advancing only on all Ways: each node's single ejection buffer holds the first
//!   flits of another node's message, which came through that message's Y branch; the rest
//!   of that message cannot leave its source, because the source sends a body flit to both
//!   its branches at once and its X branch buffer is full, its header waiting for an
//!   ejection buffer (and a Y buffer) held the same way by another message: a cycle of four.
//!
//! Saturated random traffic (4x4, B = 1 and 2) deadlocks each plain MST variant too, while
//! MST-safe runs the same traffic to the end.

use wormcast_model::mway::traffic::Saturated;
use wormcast_model::mway::{Algorithm, MwayNet, MwayParams};

const CAUSE_A: Algorithm = Algorithm::Mst {
    ordered: false,
    partial: false,
};
const CAUSE_B: Algorithm = Algorithm::Mst {
    ordered: true,
    partial: true,
};
const CAUSE_C: Algorithm = Algorithm::Mst {
    ordered: true,
    partial: false,
};

fn params(k: &[usize], alg: Algorithm, b: usize, depth: usize) -> MwayParams {
    MwayParams {
        k: k.to_vec(),
        buffers: b,
        depth,
        max_len: 5,
        w: 64,
        algorithm: alg,
        ..Default::default()
    }
}

/// Every node broadcasts to the whole mesh at cycle 0; returns the net after it drained or
/// the watchdog fired.
fn allcast(p: &MwayParams) -> MwayNet {
    let mut n = MwayNet::new(p).unwrap();
    n.watchdog = 500;
    let full = n.mesh.full_region();
    for s in 0..n.mesh.channels {
        n.push(s, full, 4).unwrap();
    }
    n.drain(100_000);
    n
}

fn assert_deadlocks(p: &MwayParams) {
    let n = allcast(p);
    assert!(
        n.deadlocked(),
        "{} did not deadlock: completed {}/{}",
        p.algorithm.name(),
        n.stats.completed,
        n.stats.generated
    );
    assert!(n.outstanding() > 0);
    let report = n.report();
    assert!(report.contains("hsent false"), "{report}");
    println!(
        "{} deadlocked at cycle {}:\n{report}",
        p.algorithm.name(),
        n.cycle
    );
}

fn assert_completes(p: &MwayParams) {
    let n = allcast(p);
    assert!(
        !n.deadlocked() && !n.busy(),
        "{}\n{}",
        p.algorithm.name(),
        n.report()
    );
    assert_eq!(n.outstanding(), 0);
    assert_eq!(n.stats.completed, n.mesh.channels as u64);
    assert!(n.violations.is_empty(), "{:?}", n.violations);
}

#[test]
fn cause_a_unordered_reservation_deadlocks() {
    assert_deadlocks(&params(&[2, 2], CAUSE_A, 1, 5));
    assert_completes(&params(&[2, 2], Algorithm::Safe, 1, 5));
    assert_completes(&params(&[2, 2], Algorithm::Replica, 2, 5));
}

#[test]
fn cause_b_partial_advance_deadlocks() {
    assert_deadlocks(&params(&[4, 4], CAUSE_B, 1, 5));
    assert_completes(&params(&[4, 4], Algorithm::Safe, 1, 5));
    assert_completes(&params(&[4, 4], Algorithm::Replica, 2, 5));
}

#[test]
fn cause_c_wormhole_deadlocks() {
    assert_deadlocks(&params(&[2, 2], CAUSE_C, 1, 2));
    // The same algorithm with buffers holding a whole message is MST-safe.
    assert_completes(&params(&[2, 2], CAUSE_C, 1, 5));
}

/// Saturated mixed traffic until `cycles` or the watchdog; true if deadlocked.
fn saturated_deadlocks(p: &MwayParams, seed: u64, cycles: u64) -> bool {
    let mut n = MwayNet::new(p).unwrap();
    n.watchdog = 1_000;
    let mut g = Saturated::new(0.5, 0.1, 4, seed);
    for _ in 0..cycles {
        g.feed(&mut n);
        n.step();
        if n.deadlocked() {
            return true;
        }
    }
    assert!(n.drain(100_000), "{} did not drain", p.algorithm.name());
    assert!(n.violations.is_empty());
    false
}

#[test]
fn saturated_plain_mst_deadlocks_safe_does_not() {
    for b in [1, 2] {
        for seed in 1..=2 {
            assert!(saturated_deadlocks(
                &params(&[4, 4], CAUSE_A, b, 5),
                seed,
                20_000
            ));
            assert!(saturated_deadlocks(
                &params(&[4, 4], CAUSE_B, b, 5),
                seed,
                20_000
            ));
            assert!(saturated_deadlocks(
                &params(&[4, 4], CAUSE_C, b, 2),
                seed,
                20_000
            ));
            assert!(!saturated_deadlocks(
                &params(&[4, 4], Algorithm::Safe, b, 5),
                seed,
                20_000
            ));
        }
    }
}
