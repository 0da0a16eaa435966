//! The three-way check of one rust-hdl block: emit its Verilog under a named top module with
//! the golden model's port names, build it with Verilator, and run golden model, rust-hdl
//! simulation and Verilator in lockstep on the same stimulus.

use crate::compare::{lockstep, Agreement, Engine};
use crate::hdl::{HdlDut, HdlSim};
use crate::verilator;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::verilog::{emit, wrapper, WrapPort};

/// rust-hdl's name for element `j` of array port `base` (`arr_tag_3` -> `arr_tag$3`) when
/// `name` is `base_j` for one of `arrays`; other names are unchanged.
pub fn core_name(arrays: &[&str], name: &str) -> String {
    for a in arrays {
        if let Some(j) = name.strip_prefix(a).and_then(|r| r.strip_prefix('_')) {
            if j.chars().all(|c| c.is_ascii_digit()) {
                return format!("{a}${j}");
            }
        }
    }
    name.to_string()
}

/// Compare `golden`, the rust-hdl simulation of `uut` and its Verilog under Verilator on
/// `stim`. `arrays` names the array ports (see [`core_name`]); `observe` sees every cycle's
/// inputs and golden outputs.
#[allow(clippy::too_many_arguments)]
pub fn three_way<B: HdlDut>(
    name: &str,
    doc: &str,
    uut: B,
    arrays: &[&str],
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
    observe: impl FnMut(u64, &[u64], &[u64]),
) -> Result<Agreement, String> {
    let (ins, outs): (Vec<PortSpec>, Vec<PortSpec>) = (golden.input_ports(), golden.output_ports());
    let core = format!("{name}_core");
    let body = emit(&uut, &core);
    let ports: Vec<WrapPort> = ins
        .iter()
        .map(|p| WrapPort::input(p, core_name(arrays, &p.name)))
        .chain(
            outs.iter()
                .map(|p| WrapPort::output(p, core_name(arrays, &p.name))),
        )
        .collect();
    let v = format!("{}\n{body}", wrapper(name, &core, doc, &ports));
    let m = verilator::build(&v, name, &ins, &outs)?;
    let mut vl = m.replay(&stim, &verilator::cache_root().join("runs"))?;
    let mut hdl = HdlSim::new(uut);
    lockstep(
        golden,
        &mut [
            Engine {
                name: "rust-hdl".into(),
                model: &mut hdl,
            },
            Engine {
                name: "verilator".into(),
                model: &mut vl,
            },
        ],
        stim,
        observe,
    )
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    #[test]
    fn array_port_names() {
        let a = ["arr_tag", "arr_data"];
        assert_eq!(super::core_name(&a, "arr_tag_3"), "arr_tag$3");
        assert_eq!(super::core_name(&a, "arr_data_10"), "arr_data$10");
        assert_eq!(super::core_name(&a, "arr_n"), "arr_n");
        assert_eq!(super::core_name(&a, "arr_tag_x"), "arr_tag_x");
    }
}
