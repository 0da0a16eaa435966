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

#[test]
fn counters_three_way() {
    for k in [2, 4, 8] {
        let (a, frees) =
            check_counters(k, 20_000, k as u64).unwrap_or_else(|e| panic!("k={k}: {e}"));
        assert_eq!(a.cycles, 20_000);
        assert!(
            frees > 1000,
            "chunks were freed at their last read: {frees}"
        );
    }
}
