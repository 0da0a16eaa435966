//! The synthesis and place-and-route flow gives figures for a real block (a banyan SE).

use wormcast_model::banyan::se::{se_input_ports, se_output_ports};
use wormcast_model::banyan::BanyanParams;
use wormcast_rtl::banyan::{se_module_name, se_verilog};
use wormcast_tools::eda;

#[test]
fn yosys_and_nextpnr_figures_for_an_se() {
    let p = BanyanParams::default();
    let v = se_verilog(&p, 2);
    let top = se_module_name(&p, 2);
    let r = eda::synth(&v, &top).expect("yosys");
    assert!(r.generic_cells > 50 && r.ice40_luts > 20, "{r:?}");
    // 2 output registers of W + 2 bits, 4 connection bits, 2 blocked flags.
    assert!(r.ice40_ffs >= 2 * (p.w as u64 + 2), "{r:?}");
    let fmax =
        eda::ice40_fmax(&v, &top, &se_input_ports(p.w), &se_output_ports(p.w)).expect("nextpnr");
    assert!(fmax > 20.0 && fmax < 1000.0, "{fmax} MHz");
}
