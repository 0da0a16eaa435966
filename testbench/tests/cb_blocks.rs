//! The central buffer's sub-blocks, each three ways (golden sub-model, rust-hdl, Verilator)
//! on stimulus recorded at its boundary in whole-switch runs (`wormcast_testbench::
//! cb_blocks`).
//!
//! Each block runs 2,000 cycles (and the drain) at k = 2 and at one larger configuration (k = 8 with shared header chunks
//! for the buffer and the write port, k = 4 with per-output NP RAMs and no bypass for the
//! readers and the writers), so that both schemes and all three k are covered while the
//! suite stays in its CI budget: every Verilator build of a k = 8 block costs minutes on two
//! cores. The whole switch is three-way checked at k = 2, 4 and 8 in `central_buffer_rtl`.

use wormcast_ip::central_buffer::params;
use wormcast_model::central_buffer::HeaderScheme::{PerOutput, Shared};
use wormcast_testbench::cb_blocks::{check_buffer, check_readers, check_write_port, check_writers};

#[test]
fn buffer_three_way() {
    for (p, seed) in [
        (params(2, 16, 16, 32, Shared, true), 1),
        (params(8, 16, 16, 64, Shared, true), 3),
    ] {
        let t = std::time::Instant::now();
        let a = check_buffer(&p, 2000, seed).unwrap_or_else(|e| panic!("{p:?}: {e}"));
        eprintln!(
            "buffer k={} {:?}: {a:?} in {:.1?}",
            p.k(),
            p.scheme,
            t.elapsed()
        );
        assert!(a.cycles > 2000);
    }
}

#[test]
fn readers_three_way() {
    for (p, seed) in [
        (params(2, 16, 16, 32, Shared, true), 4),
        (params(4, 32, 64, 64, PerOutput, false), 5),
    ] {
        let t = std::time::Instant::now();
        let a = check_readers(&p, 2000, seed).unwrap_or_else(|e| panic!("{p:?}: {e}"));
        eprintln!(
            "readers k={} {:?}: {a:?} in {:.1?}",
            p.k(),
            p.scheme,
            t.elapsed()
        );
        assert!(a.cycles > 2000);
    }
}

#[test]
fn write_port_three_way() {
    for (p, seed) in [
        (params(2, 16, 16, 32, Shared, true), 7),
        (params(8, 16, 16, 64, Shared, true), 9),
    ] {
        let t = std::time::Instant::now();
        let a = check_write_port(&p, 2000, seed).unwrap_or_else(|e| panic!("{p:?}: {e}"));
        eprintln!(
            "write port k={} {:?}: {a:?} in {:.1?}",
            p.k(),
            p.scheme,
            t.elapsed()
        );
        assert!(a.cycles > 2000);
    }
}

#[test]
fn writers_three_way() {
    for (p, seed) in [
        (params(2, 16, 16, 32, Shared, true), 10),
        (params(4, 32, 64, 64, PerOutput, false), 11),
    ] {
        let t = std::time::Instant::now();
        let a = check_writers(&p, 2000, seed).unwrap_or_else(|e| panic!("{p:?}: {e}"));
        eprintln!(
            "writers k={} {:?}: {a:?} in {:.1?}",
            p.k(),
            p.scheme,
            t.elapsed()
        );
        assert!(a.cycles > 2000);
    }
}
