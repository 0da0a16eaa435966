//! The central-buffer switch RTL: three-way checks (golden model, rust-hdl, Verilator) on
//! recorded closed-loop traffic, and the delivery invariants on the RTL's own outputs.

use wormcast_model::central_buffer::HeaderScheme::{PerOutput, Shared};
use wormcast_testbench::central_buffer::{check, params, rtl_closed_loop};
use wormcast_testbench::switch_traffic::SwitchTraffic;

fn mixed() -> SwitchTraffic {
    SwitchTraffic {
        load: 0.6,
        multicast: 0.35,
        up: 0.25,
        malformed: 0.05,
        slow: 0.3,
        min_payload: 1,
        max_payload: 30,
        fanout: None,
    }
}

#[test]
fn smoke_k2() {
    let p = params(2, 16, 16, 32, Shared, true);
    let s = check(&p, mixed(), 2000, 1).unwrap();
    eprintln!("{s}");
}
