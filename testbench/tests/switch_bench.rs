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
    print!("{}", wormcast_testbench::switch_bench::report(true));
}
