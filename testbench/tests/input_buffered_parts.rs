//! The input-buffered core's parts, each checked on its own (golden sub-model, rust-hdl,
//! Verilator, every port at every cycle; see `wormcast_testbench::input_buffered_parts`).

use wormcast_rtl::input_buffered::{ORG_CHUNK_WIDE, ORG_SPLIT_RAM, ORG_STAIRCASE};
use wormcast_testbench::input_buffered_parts::check_writers;

const CYCLES: usize = 20_000;

/// Writers at k = 2, 4, 8: the ring sizes of the three organisations (the split RAM's
/// spare slots), with nc not a power of two (the slot pointer wraps by masking).
#[test]
fn writers_three_way() {
    for (r, what) in [
        (
            check_writers::<2, 16>(ORG_CHUNK_WIDE, 20, 40, CYCLES, 1),
            "k2 w16 chunk_wide",
        ),
        (
            check_writers::<4, 32>(ORG_STAIRCASE, 12, 40, CYCLES, 2),
            "k4 w32 staircase",
        ),
        (
            check_writers::<8, 16>(ORG_SPLIT_RAM, 5, 40, CYCLES, 3),
            "k8 w16 split_ram",
        ),
    ] {
        let s = r.unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(s.agreement.cycles, CYCLES as u64);
        assert!(
            s.commits > 2000 && s.headers > 200,
            "{what}: chunks committed {}, header chunks {}",
            s.commits,
            s.headers
        );
        eprintln!("{what}: {s:?}");
    }
}
