//! The link's sender-side credit counter: golden model behaviour on a hand-written sequence,
//! and golden model / rust-hdl / Verilator agreement on random traffic with violations.
use wormcast_model::link::CreditCounter;
use wormcast_model::CycleModel;
use wormcast_testbench::link::{check, CreditModel};

#[test]
fn golden_credit_counter_by_hand() {
    let mut c = CreditModel(CreditCounter::new(3));
    // Outputs [count, can_send, overflow_error] sampled before each edge.
    let seq: [(u64, u64, [u64; 3]); 12] = [
        (0, 0, [3, 1, 0]), // power-on: count = D
        (1, 0, [3, 1, 0]), // send
        (1, 0, [2, 1, 0]), // send
        (1, 1, [1, 1, 0]), // send + credit cancel
        (1, 0, [1, 1, 0]), // send
        (0, 0, [0, 0, 0]), // empty
        (1, 0, [0, 0, 0]), // send at 0: violation, ignored
        (1, 1, [0, 0, 1]), // saturated at 0, error sticky; send + credit at 0 is legal
        (0, 1, [0, 0, 1]),
        (0, 1, [1, 1, 1]),
        (0, 1, [2, 1, 1]),
        (0, 1, [3, 1, 1]), // credit at D: violation, ignored
    ];
    for (n, (s, cr, exp)) in seq.iter().enumerate() {
        assert_eq!(c.step(&[*s, *cr]), exp.to_vec(), "cycle {n}");
    }
    assert_eq!(
        (c.0.count(), c.0.overflow_error()),
        (3, true),
        "saturated at D, sticky"
    );
    assert!(
        !c.0.step(false, false) && c.0.overflow_error(),
        "error never clears"
    );
}

#[test]
fn credit_counter_three_way() {
    for (d, seed) in [(1, 21), (4, 22), (64, 23), (255, 24)] {
        let n = 20_000;
        let cov = check(d, n, seed).unwrap_or_else(|e| panic!("D = {d}: {e}"));
        assert_eq!(cov.agreement.cycles, n as u64, "D = {d}");
        // The run reached both ends, mixed sends with credits, and had violations only in
        // its unconstrained second half.
        assert!(cov.at_zero > 0 && cov.at_full > 0, "D = {d}: {cov:?}");
        assert!(cov.both > 0, "D = {d}: {cov:?}");
        assert!(cov.violations > 0, "D = {d}: {cov:?}");
        assert!(
            cov.first_violation.unwrap() >= n as u64 / 2,
            "D = {d}: {cov:?}"
        );
    }
}
