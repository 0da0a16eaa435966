//! The TPM mesh top on the testbench: golden model `wormcast_model::mesh::fabric::Fabric`,
//! rust-hdl `wormcast_rtl::mesh::fabric::MeshFabric` and its Verilog under Verilator, on the
//! node ports recorded from a [`MeshNet`](wormcast_model::mesh::MeshNet) run of
//! [`crate::mesh_router::mix`] traffic (`record_fabric`).
//!
//! The rust-hdl simulation of sixteen routers is slow (its speed is in the result), so it
//! may run a prefix of the stimulus; the golden model and Verilator always run all of it.
//! Configurations: the 4x4 mesh of the router configurations
//! ([`wormcast_ip::mesh_router::CONFIGS`]).

use crate::block_check::{three_way_split, Speeds};
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use crate::mesh_router::record;
use rust_hdl::prelude::*;
use wormcast_ip::mesh_fabric::{core_name, make, module_name, ports, DOC};
use wormcast_ip::mesh_router::supported;
use wormcast_ip::with_mesh_fabric;
use wormcast_model::mesh::fabric::{port_specs, Fabric};
use wormcast_model::mesh::format::tag;
use wormcast_model::mesh::stim::{Mix, MixReport};
use wormcast_model::mesh::RouterParams;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::mesh::fabric::MeshFabric;

impl<
        const V: usize,
        const VB: usize,
        const W: usize,
        const INJ: usize,
        const CONS: usize,
        const XB: usize,
        const YB: usize,
        const LB: usize,
        const NR: usize,
        const NI: usize,
        const RB: usize,
        const NO: usize,
        const D: usize,
        const ND: usize,
        const PB: usize,
        const CB: usize,
        const N: usize,
        const NINJ: usize,
        const NCONS: usize,
    > HdlDut
    for MeshFabric<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>
{
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(N, V, W, INJ, CONS).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(N, V, W, INJ, CONS).1
    }
    fn set_inputs(&mut self, x: &[u64]) {
        let per = 2 * INJ + CONS;
        for n in 0..N {
            for k in 0..INJ {
                self.inj_tag[n * INJ + k].next = x[n * per + 2 * k].to_bits();
                self.inj_data[n * INJ + k].next = x[n * per + 2 * k + 1].to_bits();
            }
            for c in 0..CONS {
                self.cons_credit[n * CONS + c].next = x[n * per + 2 * INJ + c] & 1 == 1;
            }
        }
        // `rst` last; absent (old vectors): low.
        self.rst.next = x.get(N * per).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut o = vec![];
        for n in 0..N {
            for c in 0..CONS {
                o.extend([
                    self.cons_tag[n * CONS + c].val().to_u64(),
                    self.cons_data[n * CONS + c].val().to_u64(),
                ]);
            }
            for k in 0..INJ {
                o.push(self.inj_credit[n * INJ + k].val() as u64);
            }
            o.push(self.bad[n].val().to_u64());
        }
        o
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// What a run of the mesh exercised (on the golden model's outputs).
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub agreement: Agreement,
    pub speeds: Speeds,
    pub mix: MixReport,
    /// Flits to the nodes, `KILL`s among them, and `bad` bits raised.
    pub cons_flits: u64,
    pub kills: u64,
    pub bad: u64,
    /// Resets (runs of `rst` cycles), and cycles where the outputs broke the reset's
    /// promise: some output not 0 while `rst` was high, or not the power-on state (every
    /// output 0) in the first cycle after.
    pub resets: u64,
    pub reset_faults: u64,
}

/// Three-way check of the mesh of `p` on recorded node-port stimulus: golden model and
/// Verilator on all of it, rust-hdl on the first `hdl_cycles`.
pub fn check_stim<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
    const N: usize,
    const NINJ: usize,
    const NCONS: usize,
>(
    p: &RouterParams,
    golden: &dyn Fn() -> Box<dyn CycleModel>,
    stim: Vec<Vec<u64>>,
    hdl_cycles: usize,
) -> Result<Coverage, String> {
    let uut =
        make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>(p);
    let (ins, outs) = port_specs(p);
    assert_eq!(
        (uut.input_ports(), uut.output_ports()),
        (ins, outs),
        "ports of the rust-hdl mesh and the golden model"
    );
    let name = module_name(p);
    let mut cov = Coverage::default();
    let (agreement, speeds) = three_way_split(
        &name,
        DOC,
        uut,
        &|s| core_name(s, INJ, CONS),
        golden,
        stim,
        hdl_cycles,
        |_, _, o| count_outputs(&mut cov, o, N, INJ, CONS),
    )?;
    cov.agreement = agreement;
    cov.speeds = speeds;
    Ok(cov)
}

/// The golden model and the rust-hdl simulation in lockstep on `stim`, with a VCD of every
/// signal of the rust-hdl block written to `vcd` if given.
pub fn sim<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
    const N: usize,
    const NINJ: usize,
    const NCONS: usize,
>(
    p: &RouterParams,
    stim: Vec<Vec<u64>>,
    vcd: Option<&std::path::Path>,
) -> Result<Agreement, String> {
    use crate::compare::{lockstep, Engine};
    let uut =
        make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>(p);
    let mut hdl = crate::hdl::HdlSim::new(uut);
    if let Some(path) = vcd {
        hdl = hdl.with_vcd(path).map_err(|e| e.to_string())?;
    }
    let mut golden = Fabric::new(*p).map_err(|e| e.0)?;
    lockstep(
        &mut golden,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        }],
        stim,
        |_, _, _| {},
    )
    .map_err(|e| e.to_string())
}

// Non-generic entry points (the mesh's const-generic instances are compiled once, here).

/// Three-way check of the mesh of `p` on `mix` (recorded from the engine): golden model =
/// Verilator on every cycle, rust-hdl on the first `hdl_cycles`.
pub fn check_config(p: &RouterParams, mix: &Mix, hdl_cycles: usize) -> Result<Coverage, String> {
    supported(p)?;
    let rec = record(p, mix)?;
    let q = *p;
    let golden = move || -> Box<dyn CycleModel> { Box::new(Fabric::new(q).expect("params")) };
    let mut c = with_mesh_fabric!(
        p.v,
        p.w,
        check_stim(p, &golden, rec.fabric, hdl_cycles),
        unreachable!()
    )?;
    c.mix = rec.report;
    Ok(c)
}

/// [`sim`] for the (v, w) of `p` at run time, on the first `cycles` cycles of the checks'
/// traffic (seed `seed`).
pub fn sim_config(
    p: &RouterParams,
    cycles: u64,
    seed: u64,
    vcd: Option<&std::path::Path>,
) -> Result<Agreement, String> {
    supported(p)?;
    let rec = record(p, &crate::mesh_router::mix(cycles, seed))?;
    let stim: Vec<Vec<u64>> = rec.fabric.into_iter().take(cycles as usize).collect();
    with_mesh_fabric!(p.v, p.w, sim(p, stim, vcd), unreachable!())
}

/// Build `verilog` (top `name`) with Verilator and compare it with the golden mesh on the
/// checks' traffic of `cycles` cycles (plus the drain): [`check_text_config`] without rust-hdl.
pub fn check_verilog_file(
    p: &RouterParams,
    verilog: &str,
    name: &str,
    cycles: u64,
    seed: u64,
) -> Result<Agreement, String> {
    let mix = crate::mesh_router::mix(cycles, seed);
    check_text_config(p, verilog, name, &mix, 0).map(|c| c.agreement)
}

/// Per node of the mesh outputs `o`: consumption flits, kills and malformed-worm bits.
fn count_outputs(cov: &mut Coverage, o: &[u64], nodes: usize, inj: usize, cons: usize) {
    let per = 2 * cons + inj + 1;
    for n in 0..nodes {
        let b = n * per;
        for c in 0..cons {
            let t = o[b + 2 * c];
            cov.cons_flits += (t != 0) as u64;
            cov.kills += (t == tag::KILL as u64) as u64;
        }
        cov.bad += o[b + 2 * cons + inj].count_ones() as u64;
    }
}

/// Three-way check of the mesh of `p` on `mix` (recorded from the engine, with its resets)
/// against the Verilog `text` (top `name`, e.g. the `verilog_out/` file, whose Verilator
/// build is cached): golden model = Verilator on every cycle, = rust-hdl on the first
/// `hdl_cycles`; resets and reset faults counted on the golden outputs.
pub fn check_text<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
    const N: usize,
    const NINJ: usize,
    const NCONS: usize,
>(
    p: &RouterParams,
    text: &str,
    name: &str,
    mix: &Mix,
    hdl_cycles: usize,
) -> Result<Coverage, String> {
    use crate::compare::{lockstep, Engine};
    use std::time::Instant;
    let rec = record(p, mix)?;
    let (ins, outs) = port_specs(p);
    let mut cov = Coverage {
        mix: rec.report.clone(),
        ..Default::default()
    };
    let t = Instant::now();
    let m = wormcast_tools::verilator::build(text, name, &ins, &outs)?;
    cov.speeds.verilator_build_s = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let mut vl = m.replay(
        &rec.fabric,
        &wormcast_tools::verilator::cache_root().join("runs"),
    )?;
    let mut golden = Fabric::new(*p).map_err(|e| e.0)?;
    let rst_at = N * (2 * INJ + CONS);
    let mut prev_rst = false;
    cov.agreement = lockstep(
        &mut golden,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        rec.fabric.clone(),
        |_, i, o| {
            let rst = i.get(rst_at).is_some_and(|&r| r & 1 == 1);
            if rst || prev_rst {
                cov.reset_faults += o.iter().any(|&x| x != 0) as u64;
            }
            cov.resets += (rst && !prev_rst) as u64;
            prev_rst = rst;
            count_outputs(&mut cov, o, N, INJ, CONS);
        },
    )
    .map_err(|e| format!("{name}: {e}"))?;
    cov.speeds.verilator = rec.fabric.len() as f64 / t.elapsed().as_secs_f64().max(1e-9);
    let k = hdl_cycles.min(rec.fabric.len());
    let uut =
        make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>(p);
    let mut hdl = crate::hdl::HdlSim::new(uut);
    let mut golden = Fabric::new(*p).map_err(|e| e.0)?;
    let t = Instant::now();
    lockstep(
        &mut golden,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        }],
        rec.fabric[..k].to_vec(),
        |_, _, _| {},
    )
    .map_err(|e| format!("{name} (rust-hdl): {e}"))?;
    cov.speeds.rust_hdl_cycles = k as u64;
    cov.speeds.rust_hdl = k as f64 / t.elapsed().as_secs_f64().max(1e-9);
    Ok(cov)
}

/// [`check_text`] for the (v, w) of `p` at run time.
pub fn check_text_config(
    p: &RouterParams,
    text: &str,
    name: &str,
    mix: &Mix,
    hdl_cycles: usize,
) -> Result<Coverage, String> {
    supported(p)?;
    with_mesh_fabric!(
        p.v,
        p.w,
        check_text(p, text, name, mix, hdl_cycles),
        unreachable!()
    )
}
