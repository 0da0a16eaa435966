//! The input-buffered switch RTL on the testbench (issue 4): three-way checks (golden model,
//! rust-hdl, Verilator) under closed-loop random traffic for each organisation, the
//! cross-organisation comparison, Verilog emission, Yosys area table and nextpnr Fmax.
//!
//! Output delay of the organisations: **D = 0** for all three. Every scheduling decision
//! (requests, reads, frees, credits) is the same logic in all of them, and the reduced
//! organisations (staircase, split RAM) land flit j of a chunk at the edge j cycles after its
//! read completes, while the model's serialiser sends that flit one edge later at the
//! earliest (the chunk is loaded at the completion edge and flit j leaves at least j + 1
//! edges after it). So the links of all three equal the golden model's cycle for cycle and no
//! delaying adapter is needed: every comparison here is exact at every port.
//!
//! The switch is made in `wormcast_ip::input_buffered` (parameters, organisations, the
//! supported instances, module name, `emit_verilog`); this module checks it.

use crate::compare::{lockstep, lockstep_prefix, Engine};
use crate::hdl::{HdlDut, HdlSim};
use crate::switch_traffic::{ResetPlan, RunReport, SwitchDriver, SwitchTraffic};
use rust_hdl::prelude::*;
use std::fmt::Write as _;
use std::path::Path;
use wormcast_ip::input_buffered::{
    block, emit_verilog, module_name, org_name, params, rtl_validate, verilog_of, ORGS,
};
use wormcast_model::input_buffered::{
    default_fifo, input_ports, output_ports, IbParams, InputBufferedSwitch, Organisation,
};
use wormcast_model::{switch_ports, CycleModel, PortSpec};
use wormcast_rtl::input_buffered::IbSwitch;
use wormcast_tools::eda;

impl<const K: usize, const W: usize, const B: usize, const P: usize> HdlDut
    for IbSwitch<K, W, B, P>
{
    fn input_ports(&self) -> Vec<PortSpec> {
        let mut v = switch_ports::link_inputs(K, W);
        v.push(PortSpec::new("rst", 1));
        v
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        let mut v = switch_ports::link_outputs(K, W);
        for q in 0..K {
            v.push(PortSpec::new(format!("used_{q}"), 9));
        }
        v.push(PortSpec::new("malformed_count", 16));
        v.push(PortSpec::new("overflow", 1));
        v
    }
    fn set_inputs(&mut self, v: &[u64]) {
        for q in 0..K {
            self.in_tag[q].next = v[2 * q].to_bits();
            self.in_data[q].next = v[2 * q + 1].to_bits();
            self.credit_in[q].next = v[2 * K + q] & 1 == 1;
        }
        // `rst` is the last input; the link-only vectors of the network's shadows omit it.
        self.rst.next = v.get(3 * K).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut r = Vec::with_capacity(4 * K + 2);
        for q in 0..K {
            r.push(self.out_tag[q].val().to_u64());
            r.push(self.out_data[q].val().to_u64());
        }
        for q in 0..K {
            r.push(self.credit_out[q].val() as u64);
        }
        for q in 0..K {
            r.push(self.used[q].val().to_u64());
        }
        r.push(self.malformed_count.val().to_u64());
        r.push(self.overflow.val() as u64);
        r
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// Random traffic used by the checks: unicast and multicast of every fanout, some up,
/// malformed packets, slow receivers.
pub fn traffic() -> SwitchTraffic {
    SwitchTraffic {
        load: 0.6,
        multicast: 0.4,
        up: 0.25,
        malformed: 0.06,
        slow: 0.35,
        min_payload: 1,
        max_payload: 40,
        fanout: None,
    }
}

/// Records the outputs of a DUT driven closed loop, and how long it has been quiet.
struct Recorder<'a> {
    dut: &'a mut dyn CycleModel,
    k: usize,
    outs: Vec<Vec<u64>>,
    quiet: usize,
}
impl CycleModel for Recorder<'_> {
    fn input_ports(&self) -> Vec<PortSpec> {
        self.dut.input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        self.dut.output_ports()
    }
    fn step(&mut self, v: &[u64]) -> Vec<u64> {
        let o = self.dut.step(v);
        let k = self.k;
        let busy = (0..k).any(|q| o[2 * q] != 0)
            || o[2 * k..3 * k].iter().any(|&c| c != 0)
            || o[3 * k..4 * k].iter().any(|&u| u != 0);
        self.quiet = if busy { 0 } else { self.quiet + 1 };
        self.outs.push(o.clone());
        o
    }
}

/// Statistics of a closed-loop run.
#[derive(Clone, Debug, Default)]
pub struct RunStats {
    pub cycles: usize,
    pub packets_sent: u64,
    pub packets_delivered: u64,
    pub flits_delivered: u64,
    pub malformed_sent: u64,
    pub malformed_count: u64,
}

/// Drive `dut` closed loop with `SwitchDriver` for `cycles` cycles of traffic then drain;
/// check the delivery invariants on its outputs and that it drains (`used_p` all 0 and the
/// links quiet). Returns the recorded inputs and outputs.
fn closed_loop(
    p: &IbParams,
    dut: &mut dyn CycleModel,
    cycles: usize,
    seed: u64,
) -> Result<(Vec<Vec<u64>>, Vec<Vec<u64>>, RunStats), String> {
    let k = p.k();
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, traffic(), seed)?;
    let mut rec = Recorder {
        dut,
        k,
        outs: vec![],
        quiet: 0,
    };
    let quiet_needed = p.fifo + 2 * p.max_len as usize + 16;
    let r = d
        .run(&mut rec, cycles as u64, 100_000, |r| {
            r.quiet >= quiet_needed
        })
        .clone();
    if !r.violations.is_empty() {
        return Err(format!(
            "delivery invariants violated ({} violations), first: {:?}",
            r.violations.len(),
            &r.violations[..r.violations.len().min(4)]
        ));
    }
    if r.drained_at.is_none() {
        return Err(format!("the switch did not drain: {r:?}"));
    }
    let last = rec.outs.last().cloned().unwrap_or_default();
    if last[3 * k..4 * k].iter().any(|&u| u != 0) {
        return Err(format!("used_p not all 0 after draining: {last:?}"));
    }
    let st = RunStats {
        cycles: rec.outs.len(),
        packets_sent: r.packets_sent,
        packets_delivered: r.packets_delivered,
        flits_delivered: r.flits_delivered,
        malformed_sent: r.malformed_sent,
        malformed_count: last[4 * k],
    };
    Ok((d.record, rec.outs, st))
}

/// Record closed-loop traffic with the golden model (checked and drained).
pub fn golden_stimulus(p: &IbParams, cycles: usize, seed: u64) -> Result<Vec<Vec<u64>>, String> {
    golden_stimulus_with(p, traffic(), cycles, seed)
}

/// [`golden_stimulus`] with the traffic mix `t` (the soak varies it).
pub fn golden_stimulus_with(
    p: &IbParams,
    t: SwitchTraffic,
    cycles: usize,
    seed: u64,
) -> Result<Vec<Vec<u64>>, String> {
    Ok(golden_stimulus_resets(p, t, cycles, seed, None)?.0)
}

/// [`golden_stimulus_with`] with `rst` asserted as `resets` says (the driver's neighbours
/// reset with the switch; the delivery checker restarts at every reset), and the run report.
pub fn golden_stimulus_resets(
    p: &IbParams,
    t: SwitchTraffic,
    cycles: usize,
    seed: u64,
    resets: Option<ResetPlan>,
) -> Result<(Vec<Vec<u64>>, RunReport), String> {
    let mut golden = InputBufferedSwitch::new(p.clone());
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, t, seed)?;
    if let Some(plan) = resets {
        d = d.with_resets(plan);
    }
    let r = d
        .run(&mut golden, cycles as u64, 100_000, |s| s.drained())
        .clone();
    if !r.violations.is_empty() || r.drained_at.is_none() {
        return Err(format!("golden run failed: {r:?}"));
    }
    Ok((d.record, r))
}

/// Replay `outs` (a DUT's outputs on the stimulus a `SwitchDriver` with `seed` produced)
/// through a fresh driver: the delivery invariants on those outputs, and that the driver
/// regenerates the same stimulus from them (closed loop on the DUT's own outputs).
fn invariants_on(
    p: &IbParams,
    stim: &[Vec<u64>],
    outs: &[Vec<u64>],
    seed: u64,
    cycles: usize,
) -> Result<RunStats, String> {
    let k = p.k();
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, traffic(), seed)?;
    d.rst_port = true;
    for (c, o) in outs.iter().enumerate() {
        if c == cycles {
            d.sending = false;
        }
        let v = d.inputs();
        if v != stim[c] {
            return Err(format!("cycle {c}: the driver's closed loop diverged"));
        }
        d.outputs(c as u64, o);
    }
    d.final_check();
    let r = &d.report;
    if !r.violations.is_empty() {
        return Err(format!(
            "delivery invariants violated on the RTL outputs ({}), first: {:?}",
            r.violations.len(),
            &r.violations[..r.violations.len().min(4)]
        ));
    }
    let last = outs.last().cloned().unwrap_or_default();
    if last[3 * k..4 * k].iter().any(|&u| u != 0) {
        return Err(format!("used_p not all 0 after draining: {last:?}"));
    }
    Ok(RunStats {
        cycles: outs.len(),
        packets_sent: r.packets_sent,
        packets_delivered: r.packets_delivered,
        flits_delivered: r.flits_delivered,
        malformed_sent: r.malformed_sent,
        malformed_count: last[4 * k],
    })
}

fn check_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    cycles: usize,
    seed: u64,
    verilator: bool,
    hdl_cycles: Option<usize>,
) -> Result<String, String> {
    let stim = golden_stimulus(p, cycles, seed)?;
    let name = module_name(p);
    let ins = input_ports(p);
    let outs = output_ports(p);
    let mut vl = if verilator {
        let v = verilog_of::<K, W, B, P>(p, &name)?;
        let m = wormcast_tools::verilator::build(&v, &name, &ins, &outs)?;
        Some(m.replay(&stim, &wormcast_tools::verilator::cache_root().join("runs"))?)
    } else {
        None
    };
    let mut hdl = HdlSim::new(block::<K, W, B, P>(p));
    let mut golden = InputBufferedSwitch::new(p.clone());
    let org = |e: crate::compare::Mismatch| format!("{}: {e}", org_name(p.org));
    // The delivery invariants are checked on the outputs of the RTL that runs every cycle:
    // Verilator's (the emitted Verilog), else rust-hdl's.
    let (a, rtl_outs) = if let Some(vl) = vl.as_mut() {
        // All three on the first `hdl_cycles` cycles, then golden model and Verilator.
        let mut rec = Recorder {
            dut: vl,
            k: K,
            outs: vec![],
            quiet: 0,
        };
        let ab = lockstep_prefix(
            &mut golden,
            Engine {
                name: "rust-hdl".into(),
                model: &mut hdl,
            },
            Engine {
                name: "verilator".into(),
                model: &mut rec,
            },
            stim.clone(),
            hdl_cycles,
            |_, _, _| {},
        )
        .map_err(org)?;
        (ab, rec.outs)
    } else {
        let mut rec = Recorder {
            dut: &mut hdl,
            k: K,
            outs: vec![],
            quiet: 0,
        };
        let a = lockstep(
            &mut golden,
            &mut [Engine {
                name: "rust-hdl".into(),
                model: &mut rec,
            }],
            stim.clone(),
            |_, _, _| {},
        )
        .map_err(org)?;
        (a, rec.outs)
    };
    if !golden.drained() {
        return Err("the golden model holds something after the run".into());
    }
    let st = invariants_on(p, &stim, &rtl_outs, seed, cycles)?;
    Ok(format!(
        "{name}: {} cycles {} agree, {} values compared; \
         {} packets sent ({} malformed), {} delivered, {} flits delivered, malformed_count {}; \
         delivery invariants hold on the RTL outputs; drained (used_p = 0)",
        a.cycles,
        match (verilator, hdl_cycles) {
            (true, Some(h)) if h < stim.len() =>
                format!("golden and Verilator (rust-hdl on the first {h})"),
            (true, _) => "three-way (golden, rust-hdl, Verilator)".into(),
            (false, _) => "golden/rust-hdl".into(),
        },
        a.values_compared,
        st.packets_sent,
        st.malformed_sent,
        st.packets_delivered,
        st.flits_delivered,
        st.malformed_count
    ))
}

/// Three-way check with closed-loop random traffic (at least `cycles` cycles of traffic,
/// then drained). Ok: summary; Err: the first mismatch (cycle, port, expected, actual) or
/// the violated invariant.
pub fn check(p: &IbParams, cycles: usize, seed: u64) -> Result<String, String> {
    check_upto(p, cycles, seed, None)
}

/// [`check`] with the rust-hdl simulation on the first `hdl_cycles` cycles only: the golden
/// model and Verilator compare every cycle, and the delivery invariants are checked on
/// Verilator's outputs.
pub fn check_upto(
    p: &IbParams,
    cycles: usize,
    seed: u64,
    hdl_cycles: Option<usize>,
) -> Result<String, String> {
    rtl_validate(p)?;
    wormcast_ip::ib_instances!(dispatch p, check_of(p, cycles, seed, true, hdl_cycles))
}

/// [`check`] without Verilator (golden model against rust-hdl only; for debugging).
pub fn check_hdl(p: &IbParams, cycles: usize, seed: u64) -> Result<String, String> {
    rtl_validate(p)?;
    wormcast_ip::ib_instances!(dispatch p, check_of(p, cycles, seed, false, None))
}

fn boxed_hdl<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
) -> Result<Box<dyn CycleModel>, String> {
    Ok(Box::new(HdlSim::new(block::<K, W, B, P>(p))))
}

/// The rust-hdl simulation of the switch `p` as a boxed cycle model (non-generic, so other
/// crates do not re-instantiate the const-generic switches).
pub fn hdl_model(p: &IbParams) -> Result<Box<dyn CycleModel>, String> {
    rtl_validate(p)?;
    wormcast_ip::ib_instances!(dispatch p, boxed_hdl(p))
}

fn run_org<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    stim: &[Vec<u64>],
) -> Result<Vec<Vec<u64>>, String> {
    let mut s = HdlSim::new(block::<K, W, B, P>(p));
    Ok(stim.iter().map(|v| s.step(v)).collect())
}

/// The three organisations on the same stimulus (recorded with the golden model): every
/// output port equal at every cycle (D = 0 for all; see the module doc).
pub fn check_orgs_agree(p: &IbParams, cycles: usize, seed: u64) -> Result<String, String> {
    let stim = golden_stimulus(p, cycles, seed)?;
    let outs = output_ports(p);
    let mut runs = vec![];
    for org in ORGS {
        let q = IbParams { org, ..p.clone() };
        rtl_validate(&q)?;
        runs.push((
            org,
            wormcast_ip::ib_instances!(dispatch & q, run_org(&q, &stim))?,
        ));
    }
    let (o0, ref0) = &runs[0];
    for (org, r) in &runs[1..] {
        for (c, (e, a)) in ref0.iter().zip(r.iter()).enumerate() {
            for (x, spec) in outs.iter().enumerate() {
                if e[x] != a[x] {
                    return Err(format!(
                        "MISMATCH at cycle {c}, port {}: {} 0x{:x}, {} 0x{:x}",
                        spec.name,
                        org_name(*o0),
                        e[x],
                        org_name(*org),
                        a[x]
                    ));
                }
            }
        }
    }
    let flits: usize = ref0
        .iter()
        .map(|o| (0..p.k()).filter(|&q| o[2 * q] != 0).count())
        .sum();
    Ok(format!(
        "k={} w={} N={}: chunk_wide, staircase and split_ram agree on every port for {} cycles ({} flits, {} packets), output delay D = 0",
        p.k(),
        p.route.w,
        p.route.nodes,
        stim.len(),
        flits,
        ref0.iter().map(|o| (0..p.k()).filter(|&q| o[2 * q] == 3).count()).sum::<usize>()
    ))
}

/// Golden model against Verilator running `verilog` (a file as written by `wormcast gen`, top
/// module `name`) on `cycles` cycles of recorded closed-loop traffic plus the drain: every
/// output at every cycle. This is how each file in `verilog_out/` is itself simulated.
pub fn check_verilog_file(
    p: &IbParams,
    verilog: &str,
    name: &str,
    cycles: usize,
    seed: u64,
) -> Result<String, String> {
    rtl_validate(p)?;
    let stim = golden_stimulus(p, cycles, seed)?;
    let a = verilator_lockstep(p, verilog, name, stim, |_, _, _| {})?;
    Ok(format!(
        "{name}: golden model = Verilator on {} cycles, {} values compared",
        a.cycles, a.values_compared
    ))
}

/// Build `verilog` (top `name`) with Verilator, replay `stim` on it and compare every output
/// of every cycle with a fresh golden model (first difference: cycle, port, both values).
/// `observe(cycle, inputs, outputs)` sees each agreed cycle.
pub fn verilator_lockstep(
    p: &IbParams,
    verilog: &str,
    name: &str,
    stim: Vec<Vec<u64>>,
    observe: impl FnMut(u64, &[u64], &[u64]),
) -> Result<crate::compare::Agreement, String> {
    let ins = input_ports(p);
    let outs = output_ports(p);
    let m = wormcast_tools::verilator::build(verilog, name, &ins, &outs)?;
    let mut vl = m.replay(&stim, &wormcast_tools::verilator::cache_root().join("runs"))?;
    let mut golden = InputBufferedSwitch::new(p.clone());
    lockstep(
        &mut golden,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        stim,
        observe,
    )
    .map_err(|e| format!("{name}: {e}"))
}

/// rust-hdl simulation of closed-loop traffic with a VCD of every signal.
pub fn sim_vcd(p: &IbParams, cycles: usize, seed: u64, vcd: &Path) -> Result<String, String> {
    rtl_validate(p)?;
    wormcast_ip::ib_instances!(dispatch p, sim_vcd_of(p, cycles, seed, vcd))
}

fn sim_vcd_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    cycles: usize,
    seed: u64,
    vcd: &Path,
) -> Result<String, String> {
    let mut s = HdlSim::new(block::<K, W, B, P>(p))
        .with_vcd(vcd)
        .map_err(|e| e.to_string())?;
    let (_, _, st) = closed_loop(p, &mut s, cycles, seed)?;
    Ok(format!(
        "{} cycles simulated ({} packets delivered, {} flits); VCD written to {}",
        st.cycles,
        st.packets_delivered,
        st.flits_delivered,
        vcd.display()
    ))
}

/// The configurations of `check input-buffered --matrix`: every RTL instance of the block's
/// table (`wormcast_ip::input_buffered::SUPPORTED`) at its largest node count, in each
/// organisation (link FIFOs and packets long enough for the bit-string flits).
pub fn matrix() -> Vec<IbParams> {
    let mut v = vec![];
    for i in wormcast_ip::input_buffered::SUPPORTED {
        for org in ORGS {
            let max_len = 48.max(i.bitstring_flits + 8);
            v.push(IbParams {
                fifo: 8.max(i.bitstring_flits + 2),
                max_len: max_len as u64,
                ..params(
                    i.k,
                    i.w,
                    i.bitstring_flits * i.w,
                    max_len.div_ceil(i.k) * i.k * 2,
                    org,
                )
            });
        }
    }
    v
}

/// Three-way checks of every configuration of [`matrix`], for the CLI's `--matrix`.
pub fn check_matrix(cycles: usize, seed: u64) -> Result<String, String> {
    let mut s = String::new();
    for p in matrix() {
        let t = std::time::Instant::now();
        let r = check(&p, cycles, seed)?;
        let _ = writeln!(s, "{r} [{:.1} s]", t.elapsed().as_secs_f64());
    }
    Ok(s)
}

/// Word-level multiplexer figures of a synthesised design.
pub use eda::MuxStats;

/// Yosys figures of one input-buffered switch (generic and iCE40 synthesis, word-level
/// multiplexers).
#[derive(Clone, Debug)]
pub struct AreaRow {
    pub p: IbParams,
    pub synth: eda::SynthReport,
    pub mux: MuxStats,
}

/// Synthesise `p` for its [`AreaRow`].
pub fn area_row(p: &IbParams) -> Result<AreaRow, String> {
    area_row_for(p, eda::Target::Ice40Hx8k)
}

/// The switch's Verilog as `wormcast gen` writes it (plain identifiers, not rust-hdl's `$`
/// names): what [`area_row_for`], [`timing`] and [`place`] map. Yosys's mapping depends on
/// the names (ABC's order): a few tenths of a percent of the logic cells, and up to 17% of an
/// ECP5 Fmax at one seed (docs/results), so the figures are of the file a user gets.
fn gen_text(p: &IbParams, name: &str) -> Result<String, String> {
    wormcast_rtl::verilog::plain_identifiers(&emit_verilog(p, name)?)
}

/// [`area_row`] with the fabric figures of `target` (`eda::synth_for`).
pub fn area_row_for(p: &IbParams, target: eda::Target) -> Result<AreaRow, String> {
    let name = module_name(p);
    let v = gen_text(p, &name)?;
    Ok(AreaRow {
        p: p.clone(),
        synth: eda::synth_for(&v, &name, target)?,
        mux: eda::mux_stats(&v, &name)?,
    })
}

/// The area table of `rows` (parameters in the title from the first row), with the paper's
/// counts.
pub fn format_area_table(rows: &[AreaRow]) -> String {
    let mut s = String::new();
    let t = &rows
        .first()
        .map(|r| r.p.clone())
        .unwrap_or_else(|| IbParams {
            max_len: 64,
            ..params(4, 16, 16, 320, Organisation::ChunkWide)
        });
    let _ = writeln!(
        s,
        "input-buffered switch area, W = {}, N = {}, {}-flit input buffers, {}-flit link FIFOs, packets up to {} flits\n\
         generic: Yosys 'synth -flatten' with memories kept as cells (cells, memories, flip-flops); word-level $mux/$pmux\n\
         after the coarse passes (count, total input bits, widest input in bits); iCE40: synth_ice40 (LUT4, SB_DFF*, SB_RAM40_4K)\n\
         {:<11} {:>2} {:>7} {:>5} {:>6} | {:>6} {:>9} {:>7} | {:>6} {:>6} {:>5} | paper: crossbar MUXs, output register",
        t.route.w, t.route.nodes, t.buffer, t.fifo, t.max_len,
        "org", "k", "cells", "mems", "FFs", "muxes", "mux bits", "widest", "LUT4", "FF", "BRAM"
    );
    for row in rows {
        let (k, r, m) = (row.p.k(), &row.synth, &row.mux);
        let paper = match row.p.org {
            Organisation::ChunkWide => {
                format!("k^2 = {} flit MUXs as k chunk-wide, k-flit", k * k)
            }
            _ => format!("k^2 + k = {} flit MUXs, 1-flit", k * k + k),
        };
        let _ = writeln!(
            s,
            "{:<11} {:>2} {:>7} {:>5} {:>6} | {:>6} {:>9} {:>7} | {:>6} {:>6} {:>5} | {paper}",
            org_name(row.p.org),
            k,
            r.generic_cells,
            r.generic_mems,
            r.generic_ffs,
            m.count,
            m.input_bits,
            m.widest_input_bits,
            r.ice40_luts,
            r.ice40_ffs,
            r.ice40_brams
        );
    }
    s
}

/// The area table: Yosys figures for the three organisations at each k (W = 16, N = 16,
/// 320-flit buffers, the default link FIFOs (`default_fifo(k)`), packets up to 64 flits), with
/// the paper's counts.
pub fn area_table(k_values: &[usize]) -> Result<String, String> {
    let mut rows = vec![];
    for &k in k_values {
        for org in ORGS {
            rows.push(area_row(&IbParams {
                max_len: 64,
                fifo: default_fifo(k),
                ..params(k, 16, 16, 320, org)
            })?);
        }
    }
    Ok(format_area_table(&rows))
}

/// nextpnr-ice40 (HX8K) maximum clock frequency of the switch inside the timing harness.
pub fn fmax(p: &IbParams) -> Result<f64, String> {
    timing(p).map(|t| t.fmax)
}

/// [`fmax`] with the critical path (`eda::ice40_timing`).
pub fn timing(p: &IbParams) -> Result<eda::Timing, String> {
    let name = module_name(p);
    let v = gen_text(p, &name)?;
    eda::ice40_timing(&v, &name, &input_ports(p), &output_ports(p))
}

/// Place and route of the switch inside the timing harness on `target` (`eda::place`).
pub fn place(p: &IbParams, target: eda::Target) -> Result<eda::Placement, String> {
    let name = module_name(p);
    let v = gen_text(p, &name)?;
    eda::place(&v, &name, &input_ports(p), &output_ports(p), target)
}

/// Debug: lockstep golden vs rust-hdl and print both around the first mismatch.
pub fn debug_mismatch(p: &IbParams, cycles: usize, seed: u64) -> String {
    wormcast_ip::ib_instances!(dispatch p, debug_of(p, cycles, seed)).unwrap_or_else(|e| e)
}
fn debug_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    cycles: usize,
    seed: u64,
) -> Result<String, String> {
    let stim = golden_stimulus(p, cycles, seed)?;
    let mut g = InputBufferedSwitch::new(p.clone());
    let mut h = HdlSim::new(block::<K, W, B, P>(p));
    let mut hist: std::collections::VecDeque<String> = Default::default();
    for (c, v) in stim.iter().enumerate() {
        let gs = format!("{:?}", g);
        let (cw, cb, cr) = (&h.uut.core.writers, &h.uut.core.buffer, &h.uut.core.readers);
        let mut rs = String::new();
        for i in 0..K {
            let _ = write!(
                rs,
                "in{i}: used {} tail {} hv {} hreq {} hstart {} hfreed {} fill {} rd {:?}\n",
                cb.usedr[i].q.val().to_u64(),
                cw.tail[i].q.val().to_u64(),
                cb.hv[i].q.val(),
                cb.hreq[i].q.val(),
                cb.hstart[i].q.val().to_u64(),
                cb.hfreed[i].q.val().to_u64(),
                cw.fill[i].q.val().to_u64(),
                (0..K)
                    .map(|o| cb.rd[i * K + o].q.val().to_u64())
                    .collect::<Vec<_>>()
            );
        }
        for o in 0..K {
            let _ = write!(
                rs,
                "out{o}: queued {:#x} ahead {:?} cur {} {} {} inf {} {} {}\n",
                cr.rq.pending[o].q.val().to_u64(),
                (0..K)
                    .map(|i| cr.rq.ahead[o * K + i].q.val().to_u64())
                    .collect::<Vec<_>>(),
                cr.cur_v[o].q.val(),
                cr.cur_i[o].q.val().to_u64(),
                cr.cur_c[o].q.val().to_u64(),
                cr.inf_v[o].q.val(),
                cr.inf_i[o].q.val().to_u64(),
                cr.inf_hdr[o].q.val()
            );
        }
        hist.push_back(format!(
            "=== cycle {c} inputs {v:?}\nGOLDEN {gs}\nRTL\n{rs}"
        ));
        if hist.len() > 4 {
            hist.pop_front();
        }
        let e = g.step(v);
        let a = h.step(v);
        if e != a {
            let mut s: String = hist.into_iter().collect();
            let _ = write!(s, "\nMISMATCH at cycle {c}\nexp {e:?}\nact {a:?}\n");
            return Ok(s);
        }
    }
    Ok("no mismatch".into())
}

fn hdl_speed<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    stim: &[Vec<u64>],
) -> Result<f64, String> {
    let mut h = HdlSim::new(block::<K, W, B, P>(p));
    let t = std::time::Instant::now();
    for v in stim {
        h.step(v);
    }
    Ok(stim.len() as f64 / t.elapsed().as_secs_f64())
}

/// Simulation speed of the three engines on the same recorded closed-loop stimulus
/// (`cycles` of traffic plus the drain), as printable lines.
pub fn engine_speeds(p: &IbParams, cycles: usize, seed: u64) -> Result<String, String> {
    rtl_validate(p)?;
    let stim = golden_stimulus(p, cycles, seed)?;
    let name = module_name(p);
    let mut g = InputBufferedSwitch::new(p.clone());
    let t = std::time::Instant::now();
    for v in &stim {
        g.step(v);
    }
    let gm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let hm = wormcast_ip::ib_instances!(dispatch p, hdl_speed(p, &stim))?;
    let v = emit_verilog(p, &name)?;
    let t = std::time::Instant::now();
    let m = wormcast_tools::verilator::build_with(
        &v,
        &name,
        &input_ports(p),
        &output_ports(p),
        wormcast_tools::verilator::Opt::Fast,
    )?;
    let build = t.elapsed().as_secs_f64();
    let t = std::time::Instant::now();
    let rows = m.run(&stim, &wormcast_tools::verilator::cache_root().join("runs"))?;
    let vm = rows.len() as f64 / t.elapsed().as_secs_f64();
    let core = m
        .eval_seconds
        .get()
        .map(|s| format!("{:>14.0} cycles/s", rows.len() as f64 / s))
        .unwrap_or_else(|| "n/a".into());
    Ok(format!(
        "bench {name}: {} cycles of recorded closed-loop traffic per engine\n\
         \x20 golden model   {gm:>14.0} cycles/s\n\
         \x20 rust-hdl       {hm:>14.0} cycles/s\n\
         \x20 verilator      {core} (eval only)\n\
         \x20 verilator      {vm:>14.0} cycles/s (incl. stimulus/response file I/O; build or cache lookup {build:.1} s)\n",
        stim.len()
    ))
}

fn three_way_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    stim: Vec<Vec<u64>>,
    observe: &mut dyn FnMut(u64, &[u64], &[u64]),
) -> Result<crate::compare::Agreement, String> {
    let name = module_name(p);
    let v = verilog_of::<K, W, B, P>(p, &name)?;
    let m = wormcast_tools::verilator::build(&v, &name, &input_ports(p), &output_ports(p))?;
    let mut vl = m.replay(&stim, &wormcast_tools::verilator::cache_root().join("runs"))?;
    let mut hdl = HdlSim::new(block::<K, W, B, P>(p));
    let mut golden = InputBufferedSwitch::new(p.clone());
    lockstep(
        &mut golden,
        &mut [Engine::rust_hdl(&mut hdl), Engine::verilator(&mut vl)],
        stim,
        |c, i, o| observe(c, i, o),
    )
    .map_err(|e| format!("{name}: {e}"))
}

/// Golden model, rust-hdl and Verilator in lockstep on `stim`, every output of every cycle;
/// `observe(cycle, inputs, golden outputs)` sees each agreed cycle.
pub fn three_way_on(
    p: &IbParams,
    stim: Vec<Vec<u64>>,
    observe: &mut dyn FnMut(u64, &[u64], &[u64]),
) -> Result<crate::compare::Agreement, String> {
    rtl_validate(p)?;
    wormcast_ip::ib_instances!(dispatch p, three_way_of(p, stim, observe))
}

/// The status outputs at power-on: every `used_p` 0, `malformed_count` 0, `overflow` 0.
pub fn power_on_status(p: &IbParams, o: &[u64]) -> bool {
    let k = p.k();
    o[3 * k..4 * k].iter().all(|&u| u == 0) && o[4 * k] == 0 && o[4 * k + 1] == 0
}

/// Three-way check with resets (as `central_buffer::check_resets`): closed-loop traffic
/// recorded on the golden model with `rst` asserted as `plan` says (the delivery checker
/// restarts at every reset), then golden model, rust-hdl and Verilator in lockstep on every
/// output of every cycle; in every cycle after a reset edge the status outputs show their
/// power-on values, and the run drains. Returns a summary line and the run report.
pub fn check_resets(
    p: &IbParams,
    plan: ResetPlan,
    cycles: usize,
    seed: u64,
) -> Result<(String, RunReport), String> {
    rtl_validate(p)?;
    let (stim, r) = golden_stimulus_resets(p, traffic(), cycles, seed, Some(plan))?;
    let k = p.k();
    let mut prev_rst = false;
    let mut bad = vec![];
    let mut last = vec![];
    let a = three_way_on(p, stim, &mut |c, i, o| {
        if prev_rst && !power_on_status(p, o) {
            bad.push(c);
        }
        prev_rst = i[3 * k] == 1;
        last = o.to_vec();
    })?;
    if !bad.is_empty() {
        return Err(format!(
            "status outputs not at power-on after a reset edge in cycles {:?}",
            &bad[..bad.len().min(5)]
        ));
    }
    if last[3 * k..4 * k].iter().any(|&u| u != 0) {
        return Err(format!("not drained at the end: {last:?}"));
    }
    Ok((
        format!(
            "{}: golden model, rust-hdl and Verilator agree on {} cycles ({} values) with {} resets ({} rst cycles; {} with an input mid-packet, {} with an output mid-packet, {} mid-multicast, {} follow-ups); {} packets sent, {} copies delivered, {} lost to resets",
            module_name(p),
            a.cycles,
            a.values_compared,
            r.resets,
            r.reset_cycles,
            r.resets_mid_input,
            r.resets_mid_output,
            r.resets_mid_multicast,
            r.resets_follow_up,
            r.packets_sent,
            r.packets_delivered,
            r.lost_to_reset
        ),
        r,
    ))
}

/// A stuck switch recovered by `rst` (as `central_buffer::check_recovery`): input 1 sends
/// 20-flit unicasts to node 0 back to back for 600 cycles ignoring its credits while no
/// receiver returns a credit, so output 0 stops, input buffer 1 fills and its link FIFO
/// overflows; then one `rst` cycle, then `cycles` cycles of closed-loop traffic delivered
/// exactly once. Checked on the golden model and three ways on the whole stimulus.
pub fn check_recovery(p: &IbParams, cycles: usize, seed: u64) -> Result<String, String> {
    use wormcast_model::packet::Packet;
    rtl_validate(p)?;
    let k = p.k();
    let mut g = InputBufferedSwitch::new(p.clone());
    let mut stim = vec![];
    let pk = Packet {
        multicast: false,
        count: 0,
        dests: vec![1],
        payload: (0..20).collect(),
    };
    let flits = pk.flits(p.route.nodes, p.route.w);
    let mut before = vec![];
    for c in 0..600 {
        let mut v = vec![0u64; 3 * k + 1];
        let f = flits[c % flits.len()];
        (v[2], v[3]) = (f.tag.bits(), f.data);
        before = g.step(&v);
        stim.push(v);
    }
    let (used1, ovf) = (before[3 * k + 1], before[4 * k + 1]);
    if ovf != 1 || used1 < p.buffer_chunks() as u64 / 2 {
        return Err(format!(
            "precondition: a stuck switch (overflow 1, input buffer 1 at least half full), got overflow {ovf}, used_1 {used1}"
        ));
    }
    let mut v = vec![0u64; 3 * k + 1];
    v[3 * k] = 1;
    g.step(&v);
    stim.push(v);
    let reset_cycle = stim.len() - 1;
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, traffic(), seed)?;
    let r = d
        .run(&mut g, cycles as u64, 100_000, |s| s.drained())
        .clone();
    if !r.violations.is_empty() || r.drained_at.is_none() || r.packets_delivered < 100 {
        return Err(format!(
            "after the reset: violations {:?}, drained at {:?}, {} delivered",
            &r.violations[..r.violations.len().min(5)],
            r.drained_at,
            r.packets_delivered
        ));
    }
    stim.extend(d.record);
    let mut after = vec![];
    let a = three_way_on(p, stim, &mut |c, _, o| {
        if c as usize == reset_cycle + 1 {
            after = o.to_vec();
        }
    })?;
    if !power_on_status(p, &after) {
        return Err(format!(
            "status after the reset edge not at power-on: {after:?}"
        ));
    }
    Ok(format!(
        "{}: stuck (overflow 1, used_1 {used1} of {}); one rst cycle; then power-on status; {} packets sent, {} copies delivered, each exactly once, in {} cycles; three ways agree on {} cycles",
        module_name(p),
        p.buffer_chunks(),
        r.packets_sent,
        r.packets_delivered,
        r.cycles,
        a.cycles
    ))
}

/// Cycle (from the first cycle after `rst` falls, or from cycle 0 at power-on) at which the
/// head of a multicast to nodes 0 and N - 1, sent at once from input 0, reaches an output
/// link; with `reset` the stimulus starts with `rst` high for 3 cycles. Checked three ways.
pub fn head_latency(p: &IbParams, reset: bool) -> Result<u64, String> {
    use wormcast_model::packet::Packet;
    let k = p.k();
    let n = p.route.nodes;
    let mut dests = vec![0u64; n.div_ceil(64)];
    dests[0] |= 1;
    dests[(n - 1) / 64] |= 1 << ((n - 1) % 64);
    let pk = Packet {
        multicast: true,
        count: 0,
        dests,
        payload: (0..8).collect(),
    };
    let mut stim = vec![];
    if reset {
        for _ in 0..3 {
            let mut v = vec![0u64; 3 * k + 1];
            v[3 * k] = 1;
            stim.push(v);
        }
    }
    let t0 = stim.len() as u64;
    for f in pk.flits(n, p.route.w) {
        let mut v = vec![0u64; 3 * k + 1];
        (v[0], v[1]) = (f.tag.bits(), f.data);
        stim.push(v);
    }
    while (stim.len() as u64) < t0 + 100 {
        stim.push(vec![0u64; 3 * k + 1]);
    }
    let mut head = None;
    three_way_on(p, stim, &mut |c, _, o| {
        if head.is_none() && (0..k).any(|q| o[2 * q] == 1) {
            head = Some(c);
        }
    })?;
    Ok(head.ok_or("the head never left the switch")? - t0)
}

/// The golden model's pipelining settings chosen (both on is the default, revision 4; both off
/// is revision 3): `staged` (`InputBufferedSwitch::staged_eligibility`, the readers' decision
/// in two pipeline stages) and `late_cut` (`InputBufferedSwitch::late_cut`, cut-through on the
/// writers' takes of the last edge) against the RTL built with them (`IbConfig::staged`,
/// `IbConfig::late_cut`): golden model, rust-hdl and Verilator (the emitted Verilog, named
/// `<module_name>_staged<0|1>_late<0|1>`) on closed-loop random traffic recorded with that golden model
/// (at least `cycles` cycles, then drained), every output port at every cycle. Ok: summary;
/// Err: the first mismatch (cycle, port, expected, actual).
pub fn check_pipelined(
    p: &IbParams,
    cycles: usize,
    seed: u64,
    staged: bool,
    late_cut: bool,
) -> Result<String, String> {
    rtl_validate(p)?;
    wormcast_ip::ib_instances!(dispatch p, pipelined_of(p, cycles, seed, staged, late_cut))
}

fn pipelined_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    cycles: usize,
    seed: u64,
    staged: bool,
    late_cut: bool,
) -> Result<String, String> {
    let pipelined_golden = || {
        let mut g = InputBufferedSwitch::new(p.clone());
        g.staged_eligibility = staged;
        g.late_cut = late_cut;
        g
    };
    let mut golden = pipelined_golden();
    let mut d = SwitchDriver::new(p.route.clone(), p.fifo, p.max_len, traffic(), seed)?;
    let r = d
        .run(&mut golden, cycles as u64, 100_000, |s| s.drained())
        .clone();
    if !r.violations.is_empty() || r.drained_at.is_none() {
        return Err(format!("pipelined golden run failed: {r:?}"));
    }
    let mut golden = pipelined_golden();
    let mut b = IbSwitch::<K, W, B, P>::new(&wormcast_rtl::input_buffered::IbConfig {
        staged,
        late_cut,
        ..wormcast_ip::input_buffered::config(p)
    });
    b.connect_all();
    // The emitted Verilog under its own name (the options are not in `module_name`).
    let name = format!(
        "{}_staged{}_late{}",
        module_name(p),
        staged as u8,
        late_cut as u8
    );
    let v = wormcast_ip::input_buffered::verilog_of_block(&b, p, &name)?;
    let m = wormcast_tools::verilator::build(&v, &name, &input_ports(p), &output_ports(p))?;
    let mut vl = m.replay(
        &d.record,
        &wormcast_tools::verilator::cache_root().join("runs"),
    )?;
    let mut hdl = HdlSim::new(b);
    let a = lockstep(
        &mut golden,
        &mut [Engine::rust_hdl(&mut hdl), Engine::verilator(&mut vl)],
        d.record.clone(),
        |_, _, _| {},
    )
    .map_err(|e| format!("{} {name}: {e}", org_name(p.org)))?;
    Ok(format!(
        "{name}: {} cycles three-way (golden, rust-hdl, Verilator) agree, {} values compared; {} packets delivered",
        a.cycles,
        a.values_compared,
        r.packets_delivered
    ))
}
