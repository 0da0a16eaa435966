//! The m-way mesh as one block on the testbench (issue 12: Figure 1's network as one Verilog
//! top): golden model the network engine `wormcast_model::mway::network::MwayNet` (recorded
//! at the top's ports by `wormcast_model::mway::top::record_top`), rust-hdl
//! `wormcast_rtl::mway::mesh::MwayMesh` and its Verilog under Verilator.
//!
//! Stimulus: saturated mixed traffic on the mesh (30% region broadcasts, a tenth of them the
//! whole mesh; unicasts otherwise; bodies of 1..max_len - 1 flits), every node offering the
//! head of its source queue every cycle, with a bad message (malformed region, Len against
//! the tail, nothing to reach, headless) every `bad_every` cycles. Back-pressure is the
//! network's own (refused headers, reservations, replicas, full injection sets). Compared
//! every cycle: every channel's lines (flit, driver, Buf, ack, drop, partial) and every
//! node's `inj_ready` and `ej_valid`: 16 x 8 + 32 values per cycle on the 4x4 mesh.
//!
//! The Verilog is deduplicated (`wormcast_rtl::verilog::dedup_modules`): the routers of one
//! dimension, the node interfaces and the channel blocks share one module each.
//!
//! Configurations (4x4 mesh, max_len = 5): B = 2 and 4, W = 16 and 32 ([`with_mesh!`]).

use crate::compare::{lockstep, Agreement, Engine, Replay};
use crate::hdl::{HdlDut, HdlSim};
use rust_hdl::prelude::*;
use wormcast_ip::mway_mesh::{make, module_name, supported, verilog_of};
use wormcast_ip::with_mesh;
use wormcast_model::mway::top::{record_top, TopRun, TopShape};
use wormcast_model::mway::MwayParams;
use wormcast_model::PortSpec;
use wormcast_rtl::mway::mesh::MwayMesh;

/// The top's shape for the const parameters (4x4 mesh, max_len = E + 1).
fn shape_of(b: usize, w: usize, e: usize) -> TopShape {
    let p = MwayParams {
        buffers: b,
        w,
        max_len: e + 1,
        depth: e + 1,
        ..Default::default()
    };
    TopShape::new(&p).expect("the top's parameters")
}

impl<
        const B: usize,
        const BB: usize,
        const W: usize,
        const M: usize,
        const S: usize,
        const D: usize,
        const CB: usize,
        const CD: usize,
        const E: usize,
        const BE: usize,
        const BD: usize,
        const P: usize,
        const LEN: usize,
        const MB: usize,
        const N: usize,
        const NL: usize,
    > HdlDut for MwayMesh<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>
{
    fn input_ports(&self) -> Vec<PortSpec> {
        shape_of(B, W, E).input_ports()
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        shape_of(B, W, E).output_ports()
    }
    fn set_inputs(&mut self, v: &[u64]) {
        let (valid, rest) = v.split_at(N);
        let (count, rest) = rest.split_at(N);
        let (tag, rest) = rest.split_at(NL);
        let (data, rst) = rest.split_at(NL.min(rest.len()));
        // `rst` last; absent: low.
        self.rst.next = rst.first().is_some_and(|&r| r & 1 == 1);
        for n in 0..N {
            self.inj_valid[n].next = valid[n] & 1 == 1;
            self.inj_n[n].next = count[n].to_bits();
        }
        for i in 0..NL {
            self.inj_tag[i].next = tag[i].to_bits();
            self.inj_data[i].next = data[i].to_bits();
        }
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut o: Vec<u64> = self.inj_ready.iter().map(|x| x.val() as u64).collect();
        o.extend(self.ej_valid.iter().map(|x| x.val() as u64));
        o.extend(self.ch_valid.iter().map(|x| x.val() as u64));
        o.extend(self.ch_drv.iter().map(|x| x.val().to_u64()));
        o.extend(self.ch_tag.iter().map(|x| x.val().to_u64()));
        o.extend(self.ch_buf.iter().map(|x| x.val().to_u64()));
        o.extend(self.ch_data.iter().map(|x| x.val().to_u64()));
        o.extend(self.ch_ack.iter().map(|x| x.val() as u64));
        o.extend(self.ch_drop.iter().map(|x| x.val() as u64));
        o.extend(self.ch_partial.iter().map(|x| x.val() as u64));
        o
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// What a check compared and exercised.
#[derive(Clone, Debug, Default)]
pub struct MeshCoverage {
    /// Golden model against Verilator (all cycles) plus golden model against rust-hdl (the
    /// first `hdl_cycles`).
    pub agreement: Agreement,
    pub rust_hdl_cycles: u64,
    /// From the engine: messages generated, node copies delivered, bad messages dropped.
    pub generated: u64,
    pub delivered: u64,
    pub dropped: u64,
    /// Channel transfers, partial header transfers and drops seen on the lines.
    pub transfers: u64,
    pub partials: u64,
    pub drops: u64,
    /// Cycles with some node's injection set full while it offered a message.
    pub inj_stalls: u64,
    /// Resets (runs of `rst` cycles, from the run), and cycles where the outputs broke the
    /// reset's promise: some output not 0 while `rst` was high, or, in the first cycle with
    /// `rst` low, not the power-on state (every `inj_ready` 1, every channel idle).
    pub resets: u64,
    pub reset_faults: u64,
    /// Messages generated after the last reset and never delivered (from the engine).
    pub lost_after_last_reset: usize,
    /// Seconds: Verilator build (or cache hit), Verilator run, rust-hdl run.
    pub verilator_build_s: f64,
    pub rust_hdl_s: f64,
}

/// Compare `text` (top `name`) under Verilator with the recorded engine run on every cycle,
/// and the rust-hdl block on the first `hdl_cycles`.
#[allow(clippy::too_many_arguments)]
fn check_run<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
    const N: usize,
    const NL: usize,
>(
    p: &MwayParams,
    name: &str,
    text: &str,
    run: TopRun,
    hdl_cycles: usize,
    progress: &mut dyn FnMut(u64),
) -> Result<MeshCoverage, String> {
    use std::time::Instant;
    let shape = TopShape::new(p).map_err(|e| e.to_string())?;
    let (ins, outs) = (shape.input_ports(), shape.output_ports());
    let mut cov = MeshCoverage {
        generated: run.generated,
        delivered: run.delivered,
        dropped: run.dropped,
        resets: run.resets,
        lost_after_last_reset: run.lost_after_last_reset,
        ..Default::default()
    };
    let mut prev_rst = false;
    let t = Instant::now();
    let m = wormcast_tools::verilator::build(text, name, &ins, &outs)?;
    cov.verilator_build_s = t.elapsed().as_secs_f64();
    let mut vl = m.replay(
        &run.ins,
        &wormcast_tools::verilator::cache_root().join("runs"),
    )?;
    let replay = |k: usize| Replay {
        inputs: ins.clone(),
        outputs: outs.clone(),
        responses: run.outs[..k].to_vec().into_iter(),
    };
    let n = shape.n;
    let at = |name: &str, c: usize| shape.ch_index(name, c);
    let a = lockstep(
        &mut replay(run.outs.len()),
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        run.ins.clone(),
        |_, i, o| {
            let rst = i.len() > 2 * n + 2 * n * shape.l && i[i.len() - 1] == 1;
            if rst {
                cov.reset_faults += o.iter().any(|&x| x != 0) as u64;
            } else if prev_rst {
                let ready = (0..n).all(|c| o[c] == 1);
                let idle = (0..n).all(|c| o[at("ch_valid", c)] == 0);
                cov.reset_faults += !(ready && idle) as u64;
            }
            prev_rst = rst;
            for c in 0..n {
                cov.transfers += (o[at("ch_valid", c)] & o[at("ch_ack", c)]) as u64;
                cov.partials += o[at("ch_partial", c)];
                cov.drops += o[at("ch_drop", c)];
            }
            if (0..n).any(|c| i[c] == 1 && o[c] == 0) {
                cov.inj_stalls += 1;
            }
        },
    )
    .map_err(|e| format!("{name}: {e}"))?;
    let k = hdl_cycles.min(run.ins.len());
    let mut hdl = HdlSim::new(make::<
        B,
        BB,
        W,
        M,
        S,
        D,
        CB,
        CD,
        E,
        BE,
        BD,
        P,
        LEN,
        MB,
        N,
        NL,
    >(p));
    let t = Instant::now();
    let b = lockstep(
        &mut replay(k),
        &mut [Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        }],
        run.ins[..k].to_vec(),
        |c, _, _| {
            if c % 64 == 63 {
                progress(c + 1)
            }
        },
    )
    .map_err(|e| format!("{name}: {e}"))?;
    cov.rust_hdl_s = t.elapsed().as_secs_f64();
    cov.rust_hdl_cycles = b.cycles;
    cov.agreement = Agreement {
        cycles: a.cycles,
        values_compared: a.values_compared + b.values_compared,
    };
    Ok(cov)
}

fn check_mesh<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
    const N: usize,
    const NL: usize,
>(
    p: &MwayParams,
    text: Option<&str>,
    run: TopRun,
    hdl_cycles: usize,
    progress: &mut dyn FnMut(u64),
) -> Result<MeshCoverage, String> {
    // Emit only when no Verilog is given (the mesh's emission takes seconds).
    let (name, own) = match text {
        Some(_) => (module_name(p), String::new()),
        None => verilog_of::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>(p),
    };
    check_run::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>(
        p,
        &name,
        text.unwrap_or(&own),
        run,
        hdl_cycles,
        progress,
    )
}

fn sim_mesh<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
    const N: usize,
    const NL: usize,
>(
    p: &MwayParams,
    run: TopRun,
    vcd: Option<&std::path::Path>,
) -> Result<Agreement, String> {
    let shape = TopShape::new(p).map_err(|e| e.to_string())?;
    let uut = make::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>(p);
    let mut hdl = HdlSim::new(uut);
    if let Some(path) = vcd {
        hdl = hdl.with_vcd(path).map_err(|e| e.to_string())?;
    }
    lockstep(
        &mut Replay {
            inputs: shape.input_ports(),
            outputs: shape.output_ports(),
            responses: run.outs.into_iter(),
        },
        &mut [Engine {
            name: "rust-hdl".into(),
            model: &mut hdl,
        }],
        run.ins,
        |_, _, _| {},
    )
    .map_err(|e| e.to_string())
}

// Non-generic entry points (the mesh's const-generic instances are compiled once, here).

/// Record `cycles` cycles of the engine on `p` (bad message every `bad_every` cycles, 0:
/// none) and check the RTL top against it: Verilator on every cycle, rust-hdl on the first
/// `hdl_cycles`. `text`: the Verilog to run (e.g. a `verilog_out/` file), else emitted now.
pub fn check(
    p: &MwayParams,
    cycles: usize,
    bad_every: usize,
    hdl_cycles: usize,
    seed: u64,
    text: Option<&str>,
) -> Result<MeshCoverage, String> {
    check_progress(p, cycles, bad_every, hdl_cycles, seed, text, &mut |_| {})
}

/// [`check`], calling `progress` with the rust-hdl cycles done (every 64 cycles).
pub fn check_progress(
    p: &MwayParams,
    cycles: usize,
    bad_every: usize,
    hdl_cycles: usize,
    seed: u64,
    text: Option<&str>,
    progress: &mut dyn FnMut(u64),
) -> Result<MeshCoverage, String> {
    supported(p)?;
    let run = record_top(p, 0.3, bad_every, cycles, seed).map_err(|e| e.to_string())?;
    let (b, w) = (p.buffers, p.w);
    with_mesh!(
        b,
        w,
        check_mesh(p, text, run, hdl_cycles, progress),
        unreachable!()
    )
}

/// [`check`] on a run recorded elsewhere (e.g. on a mutated engine,
/// `wormcast_model::mway::top::record_top_with`), against the Verilog emitted now.
pub fn check_recorded(
    p: &MwayParams,
    run: TopRun,
    hdl_cycles: usize,
) -> Result<MeshCoverage, String> {
    supported(p)?;
    let (b, w) = (p.buffers, p.w);
    with_mesh!(
        b,
        w,
        check_mesh(p, None, run, hdl_cycles, &mut |_| {}),
        unreachable!()
    )
}

/// [`check_recorded`] against `text` (e.g. the `verilog_out/` file; None: emitted now).
pub fn check_recorded_with(
    p: &MwayParams,
    run: TopRun,
    hdl_cycles: usize,
    text: Option<&str>,
) -> Result<MeshCoverage, String> {
    supported(p)?;
    let (b, w) = (p.buffers, p.w);
    with_mesh!(
        b,
        w,
        check_mesh(p, text, run, hdl_cycles, &mut |_| {}),
        unreachable!()
    )
}

/// The engine against the rust-hdl mesh for `cycles` recorded cycles (bad message every
/// `bad_every`), writing a VCD of every signal to `vcd` if given (the buffer state by name:
/// `router$5$plus$a$0`, `ni$3$inj$rcvd$1`, ...).
pub fn sim(
    p: &MwayParams,
    cycles: usize,
    bad_every: usize,
    seed: u64,
    vcd: Option<&std::path::Path>,
) -> Result<Agreement, String> {
    supported(p)?;
    let run = record_top(p, 0.3, bad_every, cycles, seed).map_err(|e| e.to_string())?;
    let (b, w) = (p.buffers, p.w);
    with_mesh!(b, w, sim_mesh(p, run, vcd), unreachable!())
}
