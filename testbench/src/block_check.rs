//! The three-way check of one rust-hdl block: emit its Verilog under a named top module with
//! the golden model's port names, build it with Verilator, and run golden model, rust-hdl
//! simulation and Verilator in lockstep on the same stimulus.

use crate::compare::{lockstep, lockstep_prefix, Agreement, Engine};
use crate::hdl::{HdlDut, HdlSim};
use wormcast_ip::core_name;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
use wormcast_tools::verilator;

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
    three_way_upto(name, doc, uut, arrays, golden, stim, None, observe)
}

/// [`three_way`] with the rust-hdl simulation on the first `hdl_cycles` cycles only (see
/// [`three_way_prefix`]).
#[allow(clippy::too_many_arguments)]
pub fn three_way_upto<B: HdlDut>(
    name: &str,
    doc: &str,
    uut: B,
    arrays: &[&str],
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
    hdl_cycles: Option<usize>,
    observe: impl FnMut(u64, &[u64], &[u64]),
) -> Result<Agreement, String> {
    let body = emit(&uut, &format!("{name}_core"));
    three_way_prefix(
        name, doc, &body, uut, arrays, golden, stim, hdl_cycles, observe,
    )
}

/// [`three_way`] on Verilog `body` already emitted for `uut` under `<name>_core` (e.g.
/// after `wormcast_rtl::verilog::dedup_modules`).
#[allow(clippy::too_many_arguments)]
pub fn three_way_emitted<B: HdlDut>(
    name: &str,
    doc: &str,
    body: &str,
    uut: B,
    arrays: &[&str],
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
    observe: impl FnMut(u64, &[u64], &[u64]),
) -> Result<Agreement, String> {
    three_way_prefix(name, doc, body, uut, arrays, golden, stim, None, observe)
}

/// [`three_way_emitted`] with the rust-hdl simulation on the first `hdl_cycles` cycles only
/// (all of `stim` when `None`): the golden model and Verilator compare every cycle, the
/// three engines together the prefix (for switches whose rust-hdl simulation is too slow
/// for the whole run in the suite).
#[allow(clippy::too_many_arguments)]
pub fn three_way_prefix<B: HdlDut>(
    name: &str,
    doc: &str,
    body: &str,
    uut: B,
    arrays: &[&str],
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
    hdl_cycles: Option<usize>,
    observe: impl FnMut(u64, &[u64], &[u64]),
) -> Result<Agreement, String> {
    let (ins, outs): (Vec<PortSpec>, Vec<PortSpec>) = (golden.input_ports(), golden.output_ports());
    let core = format!("{name}_core");
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
    // All three on the first `hdl_cycles` cycles, then the golden model and Verilator alone.
    lockstep_prefix(
        golden,
        Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        },
        Engine {
            name: "verilator".into(),
            model: &mut vl,
        },
        stim,
        hdl_cycles,
        observe,
    )
    .map_err(|e| e.to_string())
}

/// Simulation speeds of one [`three_way_split`] run, in cycles per second.
#[derive(Clone, Debug, Default)]
pub struct Speeds {
    pub golden: f64,
    pub rust_hdl: f64,
    /// Verilator's own `eval()` time only (without the stimulus and response files).
    pub verilator: f64,
    /// Seconds to build (or find in the cache) the Verilator model.
    pub verilator_build_s: f64,
    /// Cycles the rust-hdl simulation ran (a prefix of the stimulus).
    pub rust_hdl_cycles: u64,
}

/// The three-way check with the rust-hdl simulation on a prefix: the golden model against
/// Verilator on all of `stim` (`observe` sees every cycle's inputs and golden outputs), and
/// a fresh golden model against rust-hdl on the first `hdl_cycles` cycles (for blocks whose
/// rust-hdl simulation is too slow for the whole run). `core_name` maps the golden model's
/// port names to the rust-hdl block's flattened names; `golden` makes a fresh golden model.
#[allow(clippy::too_many_arguments)]
pub fn three_way_split<B: HdlDut>(
    name: &str,
    doc: &str,
    uut: B,
    core_name: &dyn Fn(&str) -> String,
    golden: &dyn Fn() -> Box<dyn CycleModel>,
    stim: Vec<Vec<u64>>,
    hdl_cycles: usize,
    observe: impl FnMut(u64, &[u64], &[u64]),
) -> Result<(Agreement, Speeds), String> {
    use std::time::Instant;
    let mut g = golden();
    let (ins, outs): (Vec<PortSpec>, Vec<PortSpec>) = (g.input_ports(), g.output_ports());
    let core = format!("{name}_core");
    let body = emit(&uut, &core);
    let ports: Vec<WrapPort> = ins
        .iter()
        .map(|p| WrapPort::input(p, core_name(&p.name)))
        .chain(outs.iter().map(|p| WrapPort::output(p, core_name(&p.name))))
        .collect();
    let v = format!("{}\n{body}", wrapper(name, &core, doc, &ports));
    let mut sp = Speeds::default();
    let t = Instant::now();
    let m = verilator::build(&v, name, &ins, &outs)?;
    sp.verilator_build_s = t.elapsed().as_secs_f64();
    let n = stim.len() as f64;
    let t = Instant::now();
    for x in &stim {
        g.step(x);
    }
    sp.golden = n / t.elapsed().as_secs_f64().max(1e-9);
    let mut vl = m.replay(&stim, &verilator::cache_root().join("runs"))?;
    sp.verilator = n / m.eval_seconds.get().unwrap_or(f64::NAN).max(1e-9);
    let hdl_stim: Vec<Vec<u64>> = stim.iter().take(hdl_cycles).cloned().collect();
    let mut g = golden();
    let a = lockstep(
        &mut *g,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        stim,
        observe,
    )
    .map_err(|e| e.to_string())?;
    let mut hdl = HdlSim::new(uut);
    let mut g = golden();
    sp.rust_hdl_cycles = hdl_stim.len() as u64;
    let t = Instant::now();
    let b = lockstep(
        &mut *g,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        }],
        hdl_stim,
        |_, _, _| {},
    )
    .map_err(|e| e.to_string())?;
    sp.rust_hdl = b.cycles as f64 / t.elapsed().as_secs_f64().max(1e-9);
    Ok((
        Agreement {
            cycles: a.cycles,
            values_compared: a.values_compared + b.values_compared,
        },
        sp,
    ))
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
