//! Every RTL instance a block's table supports is in the suite (issue 48: adding a line to
//! `cb_instances!` or `ib_instances!` in `wormcast-ip` is the whole change that makes a
//! configuration supported, and this test then covers it): for each (k, W, bit-string
//! flits) of the table, the golden model and the rust-hdl simulation agree at every port on
//! every cycle of a short closed-loop run that delivers packets, at the largest node count
//! of the instance. The Verilog of each is compared three ways in `central_buffer_rtl.rs`,
//! `input_buffered_rtl.rs` and `--matrix`, which reads the same tables.

use wormcast_ip::central_buffer as cb;
use wormcast_ip::input_buffered as ib;
use wormcast_model::central_buffer::{CbParams, HeaderScheme};
use wormcast_model::input_buffered::IbParams;

/// Cycles of offered traffic in each instance's run (the run then drains). The test asks
/// whether each instance is wired as its parameters say, which a few dozen packets through
/// every port show; the three-way tests run the main instances for thousands of cycles. At
/// 200 cycles each k = 8 instance delivers 69-165 packets, and the CB test takes 50 s of a
/// core (69 s at 400 cycles, 2026-12-07).
const TRAFFIC_CYCLES: usize = 200;

/// The largest node count of an instance, and a link FIFO that holds its head and bit-string
/// flits.
fn shape(i: &wormcast_ip::Instance) -> (usize, usize) {
    (i.bitstring_flits * i.w, (i.bitstring_flits + 2).max(16))
}

fn big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    // rust-hdl's blocks at 32 bit-string flits need more than a test thread's 2 MB of stack.
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(256 << 20)
            .spawn_scoped(s, f)
            .unwrap()
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e))
    })
}

#[test]
fn every_central_buffer_instance_agrees_with_the_golden_model() {
    assert!(cb::SUPPORTED.len() >= 17, "{:?}", cb::SUPPORTED);
    for (n, i) in cb::SUPPORTED.iter().enumerate() {
        let (nodes, fifo) = shape(i);
        let p = CbParams {
            fifo,
            max_len: 40.max(i.bitstring_flits as u64 + 8),
            ..cb::params(
                i.k,
                i.w,
                nodes,
                if i.k == 8 { 128 } else { 64 },
                if n % 2 == 0 {
                    HeaderScheme::Shared
                } else {
                    HeaderScheme::PerOutput
                },
                n % 3 != 0,
            )
        };
        cb::rtl_validate(&p).unwrap_or_else(|e| panic!("{i:?}: {e}"));
        let t = std::time::Instant::now();
        let (line, r) = big_stack(|| {
            wormcast_testbench::central_buffer::sim_lockstep(
                &p,
                wormcast_testbench::central_buffer::mixed_traffic(),
                TRAFFIC_CYCLES as _,
                n as u64,
                None,
            )
        })
        .unwrap_or_else(|e| panic!("{}: {e}", cb::module_name(&p)));
        assert!(r.packets_delivered > 0, "{i:?}: no packet delivered");
        eprintln!(
            "{}: {line}, {} packets [{:.1} s]",
            cb::module_name(&p),
            r.packets_delivered,
            t.elapsed().as_secs_f64()
        );
    }
}

#[test]
fn every_input_buffered_instance_agrees_with_the_golden_model() {
    assert!(ib::SUPPORTED.len() >= 14, "{:?}", ib::SUPPORTED);
    for (n, i) in ib::SUPPORTED.iter().enumerate() {
        let (nodes, fifo) = shape(i);
        let org = ib::ORGS[n % 3];
        let max_len = 48.max(i.bitstring_flits + 8);
        let p = IbParams {
            fifo,
            max_len: max_len as u64,
            ..ib::params(i.k, i.w, nodes, max_len.div_ceil(i.k) * i.k * 2, org)
        };
        ib::rtl_validate(&p).unwrap_or_else(|e| panic!("{i:?}: {e}"));
        let t = std::time::Instant::now();
        let line = big_stack(|| {
            wormcast_testbench::input_buffered::check_hdl(&p, TRAFFIC_CYCLES as _, n as u64)
        })
        .unwrap_or_else(|e| panic!("{}: {e}", ib::module_name(&p)));
        assert!(
            !line.contains(", 0 delivered"),
            "{i:?}: no packet delivered: {line}"
        );
        eprintln!(
            "{}: {line} [{:.1} s]",
            ib::module_name(&p),
            t.elapsed().as_secs_f64()
        );
    }
}

/// `check input-buffered --matrix` reads the same table: every instance in each
/// organisation, each configuration valid for the RTL.
#[test]
fn the_input_buffered_matrix_is_the_table() {
    let m = wormcast_testbench::input_buffered::matrix();
    assert_eq!(m.len(), 3 * ib::SUPPORTED.len());
    for i in ib::SUPPORTED {
        let at = |p: &&IbParams| {
            (p.route.k, p.route.w, p.route.bitstring_flits()) == (i.k, i.w, i.bitstring_flits)
        };
        assert_eq!(m.iter().filter(at).count(), 3, "{i:?}");
    }
    for p in &m {
        ib::rtl_validate(p).unwrap_or_else(|e| panic!("{}: {e}", ib::module_name(p)));
    }
}
