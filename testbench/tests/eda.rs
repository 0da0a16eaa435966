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

/// The input-buffered switch's synthesis maps the text `wormcast gen` writes (plain
/// identifiers), as the central buffer's does: the nets its figures name carry none of
/// rust-hdl's `$` names. A k = 2 switch with small buffers (Yosys only, about half a minute).
#[test]
fn ib_synthesis_maps_the_text_gen_writes() {
    use wormcast_model::input_buffered::{IbParams, Organisation};
    let p = IbParams {
        fifo: 4,
        max_len: 8,
        ..wormcast_ip::input_buffered::params(2, 16, 2, 8, Organisation::ChunkWide)
    };
    let row = wormcast_testbench::input_buffered::area_row_for(&p, eda::Target::Ice40Hx8k)
        .expect("yosys");
    let nets: Vec<&str> = row
        .synth
        .levels
        .deepest_path
        .iter()
        .map(|s| s.net.as_str())
        .collect();
    assert!(nets.len() > 2, "{nets:?}");
    assert!(
        nets.iter().all(|n| !n.contains('$')),
        "`$` names mapped: {nets:?}"
    );
    assert!(
        row.synth
            .levels
            .deepest
            .iter()
            .all(|e| !e.name.contains('$')),
        "{:?}",
        row.synth.levels.deepest
    );
}
