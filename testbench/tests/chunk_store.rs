//! Central-buffer free list and replication counters: golden model, rust-hdl and Verilator
//! agree at every cycle.

use wormcast_testbench::chunk_store::{check_counters, check_free_list};

#[test]
fn free_list_three_way() {
    for c in [16, 64, 256] {
        let a = check_free_list(c, 20_000, c as u64).unwrap_or_else(|e| panic!("C={c}: {e}"));
        assert_eq!(a.cycles, 20_000);
    }
}

/// k = 2, 4, 8 at C = 256 and k = 4 at C = 16: a reset sweep of C words, not of the RAM's
/// depth (at C = 256 a sweep counting the wrong way round the 9-bit counter also clears
/// every word in 256 cycles; at C = 16 it would hold `ready` low for 496).
#[test]
fn counters_three_way() {
    for (k, c) in [(2, 256), (4, 256), (8, 256), (4, 16)] {
        let (a, frees) = check_counters(k, c, 20_000, k as u64 + c as u64)
            .unwrap_or_else(|e| panic!("k={k} C={c}: {e}"));
        assert_eq!(a.cycles, 20_000);
        assert!(
            frees > 1000,
            "chunks were freed at their last read: {frees}"
        );
    }
}
