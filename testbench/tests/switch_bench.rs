//! The side-by-side saturation figures are sane: within (0, 1] flits per port per cycle
//! (unicast), and multicast copies raise delivered bandwidth above what one input could send.

use wormcast_model::central_buffer::HeaderScheme;
use wormcast_model::input_buffered::Organisation;
use wormcast_testbench::switch_bench::{cb_params, cb_saturation, ib_params, ib_saturation};

#[test]
fn saturation_is_bounded_and_central_buffer_is_not_worse_for_unicast() {
    let cb = cb_saturation(&cb_params(8, true, HeaderScheme::Shared), 0.0, 5000);
    let ib = ib_saturation(&ib_params(8, Organisation::ChunkWide), 0.0, 5000);
    assert!(cb > 0.3 && cb <= 1.0, "cb {cb}");
    assert!(ib > 0.2 && ib <= 1.0, "ib {ib}");
    // Section 6: the shared buffer avoids head-of-line blocking.
    assert!(cb > ib, "central buffer {cb} vs input buffered {ib}");
}

/// The per-organisation figure measured on an organisation's Verilog under Verilator equals
/// the golden model's (the replay compares every output of every cycle on the way).
#[test]
fn rtl_saturation_equals_golden() {
    use wormcast_testbench::switch_bench::ib_saturation_rtl;
    let p = ib_params(4, Organisation::Staircase);
    for m in [0.0, 1.0] {
        let g = ib_saturation(&p, m, 3000);
        let (r, values) = ib_saturation_rtl(&p, m, 3000).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(r, g, "multicast fraction {m}");
        // Every output (4k + 2 = 18 ports at k = 4) of every cycle was compared.
        assert!(g > 0.1 && values == 3000 * 18, "{g} {values}");
        eprintln!("staircase k=4 m={m}: {r:.3} flits/port/cycle on Verilator = golden");
    }
}
