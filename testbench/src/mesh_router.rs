//! The TPM mesh router block on the testbench: golden model
//! `wormcast_model::mesh::router::Router`, rust-hdl `wormcast_rtl::mesh::router::MeshRouter`
//! and its Verilog under Verilator, on the boundary of one router recorded in a mesh run.
//!
//! Stimulus: [`wormcast_model::mesh::stim::run_mix`] on the [`MeshNet`] engine (4x4 mesh):
//! legal unicast and multidestination worms (every multicast service), bad worms every
//! `bad_every` cycles, consumption back-pressure (`Ni::stall`), recording the inputs of one
//! interior router every cycle (`record_router`) and the node ports of the whole mesh
//! (`record_fabric`). The fabric recording is replayed into a fresh golden `Fabric`, which
//! must reproduce the recorded router inputs; its router's outputs are then the engine's own
//! outputs at that router, compared with the fresh golden router too (a four-way check).
//!
//! Configurations (4x4 mesh, router (1, 1), depth 1, inj 1, cons 4): v = 1 and 2, W = 16
//! and 32 ([`with_mesh_router!`]).

use crate::block_check::{three_way_split, Speeds};
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rust_hdl::prelude::*;
use wormcast_ip::mesh_router::{core_name, make, module_name, ports, supported, DOC};
use wormcast_ip::with_mesh_router;
use wormcast_model::mesh::fabric::Fabric;
use wormcast_model::mesh::format::tag;
use wormcast_model::mesh::router::{port_specs, Router};
use wormcast_model::mesh::stim::{run_mix, Mix, MixReport};
use wormcast_model::mesh::{Dir, MeshNet, RouterParams};
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::mesh::router::MeshRouter;

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
    > HdlDut for MeshRouter<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>
{
    fn input_ports(&self) -> Vec<PortSpec> {
        ports(V, W, INJ, CONS).0
    }
    fn output_ports(&self) -> Vec<PortSpec> {
        ports(V, W, INJ, CONS).1
    }
    fn set_inputs(&mut self, x: &[u64]) {
        for d in 0..4 {
            self.in_tag[d].next = x[3 * d].to_bits();
            self.in_vc[d].next = x[3 * d + 1].to_bits();
            self.in_data[d].next = x[3 * d + 2].to_bits();
        }
        for k in 0..INJ {
            self.inj_tag[k].next = x[12 + 2 * k].to_bits();
            self.inj_data[k].next = x[12 + 2 * k + 1].to_bits();
        }
        let b = 12 + 2 * INJ;
        for d in 0..4 {
            self.out_credit[d].next = x[b + d].to_bits();
        }
        for c in 0..CONS {
            self.cons_credit[c].next = x[b + 4 + c] & 1 == 1;
        }
        // `rst` last; absent (old vectors): low.
        self.rst.next = x.get(b + 4 + CONS).is_some_and(|&r| r & 1 == 1);
    }
    fn get_outputs(&self) -> Vec<u64> {
        let mut o = Vec::with_capacity(12 + 2 * CONS + 4 + INJ + 1);
        for d in 0..4 {
            o.extend([
                self.out_tag[d].val().to_u64(),
                self.out_vc[d].val().to_u64(),
                self.out_data[d].val().to_u64(),
            ]);
        }
        for c in 0..CONS {
            o.extend([
                self.cons_tag[c].val().to_u64(),
                self.cons_data[c].val().to_u64(),
            ]);
        }
        for d in 0..4 {
            o.push(self.in_credit[d].val().to_u64());
        }
        for k in 0..INJ {
            o.push(self.inj_credit[k].val() as u64);
        }
        o.push(self.bad.val().to_u64());
        o
    }
    fn set_clock(&mut self, high: bool) {
        self.clock.next = Clock { clk: high };
    }
}

/// A recorded mixed-traffic run.
#[derive(Clone, Debug)]
pub struct Recording {
    /// The recorded router's input vectors ([`port_specs`] order), one per cycle.
    pub router: Vec<Vec<u64>>,
    /// The fabric's node-port input vectors (`fabric::port_specs` order), one per cycle.
    pub fabric: Vec<Vec<u64>>,
    pub report: MixReport,
}

/// The traffic of the checks: `cycles` of mixed traffic (40% multicast, 1..=6 payload
/// flits, 0.012 messages per node per cycle, a bad worm every 37 cycles, consumption
/// stalls 20% of cycles) then a drain of 3,000 cycles.
pub fn mix(cycles: u64, seed: u64) -> Mix {
    Mix {
        cycles,
        rate: 0.012,
        multicast: 0.4,
        max_len: 6,
        stall: 0.2,
        bad_every: 37,
        seed,
        drain: 3000,
        resets: 0.0,
    }
}

/// Run `mix` on a [`MeshNet`] of `p`'s mesh, recording router `p.at` and the fabric; the
/// run must deliver exactly once and count every bad worm once (`run_mix`).
pub fn record(p: &RouterParams, mix: &Mix) -> Result<Recording, String> {
    let mut net = MeshNet::new(*p, mix.seed).map_err(|e| e.0)?;
    for ni in net.nis.iter_mut() {
        ni.stall = mix.stall;
    }
    net.record_router = Some((p.mesh.node(p.at), vec![]));
    net.record_fabric = Some(vec![]);
    let report = run_mix(&mut net, mix)?;
    Ok(Recording {
        router: net.record_router.take().expect("recording").1,
        fabric: net.record_fabric.take().expect("recording"),
        report,
    })
}

/// Replay the fabric recording into a fresh golden [`Fabric`]; every cycle, router `p.at`'s
/// input vector must equal the recorded one (so the replay is the engine's run), and its
/// outputs are returned: the engine's own outputs at the router.
pub fn engine_outputs(p: &RouterParams, rec: &Recording) -> Result<Vec<Vec<u64>>, String> {
    let mut fab = Fabric::new(*p).map_err(|e| e.0)?;
    let m = p.mesh;
    let n = m.node(p.at);
    let per = 2 * p.inj + p.cons;
    let mut out = Vec::with_capacity(rec.fabric.len());
    let nout = port_specs(p).1.len();
    for (c, x) in rec.fabric.iter().enumerate() {
        let rst = x.get(m.nodes() * per).is_some_and(|&r| r & 1 == 1);
        if rst {
            // Every router in reset: links idle, this router's outputs 0.
            let mut ins = vec![0; 12];
            ins.extend_from_slice(&x[n * per..n * per + 2 * p.inj]);
            ins.extend([0; 4]);
            ins.extend_from_slice(&x[n * per + 2 * p.inj..(n + 1) * per]);
            ins.push(1);
            if ins != rec.router[c] {
                return Err(format!(
                    "ENGINE MISMATCH at cycle {c} (rst): router inputs {ins:?} differ from the \
                     recorded {:?}",
                    rec.router[c]
                ));
            }
            out.push(vec![0; nout]);
            fab.reset();
            continue;
        }
        fab.decide();
        let mut ins = vec![];
        for d in Dir::ALL {
            match m.neighbour(p.at, d) {
                Some(nb) => {
                    let o = fab.routers[m.node(nb)].out_reg[d.opposite().index()];
                    ins.extend([o.0 as u64, o.1 as u64, o.2]);
                }
                None => ins.extend([0, 0, 0]),
            }
        }
        ins.extend_from_slice(&x[n * per..n * per + 2 * p.inj]);
        for d in Dir::ALL {
            ins.push(match m.neighbour(p.at, d) {
                Some(nb) => fab.routers[m.node(nb)].credit_out(d.opposite().index()) as u64,
                None => 0,
            });
        }
        ins.extend_from_slice(&x[n * per + 2 * p.inj..(n + 1) * per]);
        ins.push(0); // rst
        if ins != rec.router[c] {
            return Err(format!(
                "ENGINE MISMATCH at cycle {c}: the fabric replay's router inputs {ins:?} differ \
                 from the recorded {:?}",
                rec.router[c]
            ));
        }
        let r = &fab.routers[n];
        let mut o = vec![];
        for x in &r.out_reg {
            o.extend([x.0 as u64, x.1 as u64, x.2]);
        }
        for x in &r.cons_reg {
            o.extend([x.0 as u64, x.1]);
        }
        for q in 0..p.inputs() {
            o.push(r.credit_out(q) as u64);
        }
        o.push(r.bad_reg as u64);
        out.push(o);
        let mut inj = vec![];
        let mut cc = vec![];
        for k in 0..m.nodes() {
            for q in 0..p.inj {
                inj.push((x[k * per + 2 * q] as u8, x[k * per + 2 * q + 1]));
            }
            let mut b = 0u32;
            for q in 0..p.cons {
                b |= ((x[k * per + 2 * p.inj + q] & 1) as u32) << q;
            }
            cc.push(b);
        }
        fab.clock(&inj, &cc);
    }
    Ok(out)
}

/// What a run exercised, counted on the golden router's outputs.
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub agreement: Agreement,
    pub speeds: Speeds,
    pub mix: MixReport,
    /// Flits on the network outputs / consumption channels.
    pub net_flits: u64,
    pub cons_flits: u64,
    /// Absorb-and-forward: a new head to a network output and a consumption channel at once.
    pub forks: u64,
    /// Retransmit strip: a `DEST` for another node to a consumption channel only.
    pub strips: u64,
    /// `KILL`s sent, and `bad` bits raised.
    pub kills: u64,
    pub bad: u64,
    /// Resets (runs of `rst` cycles), and cycles where the outputs broke the reset's
    /// promise: some output not 0 while `rst` was high, or not the power-on state (every
    /// output 0) in the first cycle after.
    pub resets: u64,
    pub reset_faults: u64,
}

/// Three-way check (plus the engine's outputs `engine`, if given) of one configuration:
/// golden model and Verilator on all of `stim`, rust-hdl on the first `hdl_cycles`.
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
>(
    p: &RouterParams,
    golden: &dyn Fn() -> Box<dyn CycleModel>,
    stim: Vec<Vec<u64>>,
    engine: Option<&[Vec<u64>]>,
    hdl_cycles: usize,
) -> Result<Coverage, String> {
    let uut = make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>(p);
    let (ins, outs) = port_specs(p);
    assert_eq!(
        (uut.input_ports(), uut.output_ports()),
        (ins, outs.clone()),
        "ports of the rust-hdl block and the golden model"
    );
    let name = module_name(p);
    let names: Vec<String> = outs.into_iter().map(|q| q.name).collect();
    let l = p.validate().map_err(|e| e.0)?;
    let mut cov = Coverage::default();
    let mut engine_diff = None;
    let nc = 12 + 2 * p.cons;
    let rst_at = 12 + 2 * p.inj + 4 + p.cons;
    let mut prev_rst = false;
    let (agreement, speeds) = three_way_split(
        &name,
        DOC,
        uut,
        &core_name,
        golden,
        stim,
        hdl_cycles,
        |c, i, o| {
            let rst = i.get(rst_at).is_some_and(|&r| r & 1 == 1);
            if rst || prev_rst {
                cov.reset_faults += o.iter().any(|&x| x != 0) as u64;
            }
            cov.resets += (rst && !prev_rst) as u64;
            prev_rst = rst;
            if let (None, Some(e)) = (&engine_diff, engine) {
                if let Some(k) = (0..o.len()).find(|&k| o[k] != e[c as usize][k]) {
                    engine_diff = Some(format!(
                        "ENGINE MISMATCH at cycle {c}, port {}: golden {:#x}, engine {:#x}",
                        names[k], o[k], e[c as usize][k]
                    ));
                }
            }
            let mut heads = vec![];
            for d in 0..4 {
                if o[3 * d] != 0 {
                    cov.net_flits += 1;
                }
                if o[3 * d] == tag::DEST as u64 {
                    heads.push(o[3 * d + 2]);
                }
                if o[3 * d] == tag::KILL as u64 {
                    cov.kills += 1;
                }
            }
            for k in 0..p.cons {
                let (t, d) = (o[12 + 2 * k], o[12 + 2 * k + 1]);
                if t != 0 {
                    cov.cons_flits += 1;
                }
                if t == tag::KILL as u64 {
                    cov.kills += 1;
                }
                if t == tag::DEST as u64 {
                    let (e, _) = l.decode(d);
                    if heads.contains(&d) {
                        cov.forks += 1;
                    } else if e.at != p.at {
                        cov.strips += 1;
                    }
                }
            }
            cov.bad += o[nc + 4 + p.inj].count_ones() as u64;
        },
    )?;
    if let Some(e) = engine_diff {
        return Err(e);
    }
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
>(
    p: &RouterParams,
    stim: Vec<Vec<u64>>,
    vcd: Option<&std::path::Path>,
) -> Result<Agreement, String> {
    use crate::compare::{lockstep, Engine};
    let uut = make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>(p);
    let mut hdl = crate::hdl::HdlSim::new(uut);
    if let Some(path) = vcd {
        hdl = hdl.with_vcd(path).map_err(|e| e.to_string())?;
    }
    let mut golden = Router::new(*p).map_err(|e| e.0)?;
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

// Non-generic entry points: callers in other crates (tests, the CLI) use these rather than
// expanding `with_mesh_router!`, so the router's const-generic instances are compiled once.

/// [`check_stim`] for the (v, w) of `p` at run time.
pub fn check_stim_config(
    p: &RouterParams,
    golden: &dyn Fn() -> Box<dyn CycleModel>,
    stim: Vec<Vec<u64>>,
    engine: Option<&[Vec<u64>]>,
    hdl_cycles: usize,
) -> Result<Coverage, String> {
    supported(p)?;
    with_mesh_router!(
        p.v,
        p.w,
        check_stim(p, golden, stim, engine, hdl_cycles),
        unreachable!()
    )
}

/// The four-way check of configuration `p` on `mix` (recorded at `p.at`): golden router =
/// Verilator = engine on every cycle, rust-hdl on the first `hdl_cycles`.
pub fn check_config(p: &RouterParams, mix: &Mix, hdl_cycles: usize) -> Result<Coverage, String> {
    supported(p)?;
    let rec = record(p, mix)?;
    let engine = engine_outputs(p, &rec)?;
    let q = *p;
    let golden = move || -> Box<dyn CycleModel> { Box::new(Router::new(q).expect("params")) };
    let mut c = check_stim_config(p, &golden, rec.router, Some(&engine), hdl_cycles)?;
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
    let rec = record(p, &mix(cycles, seed))?;
    let stim: Vec<Vec<u64>> = rec.router.into_iter().take(cycles as usize).collect();
    with_mesh_router!(p.v, p.w, sim(p, stim, vcd), unreachable!())
}

/// Build `verilog` (top `name`, e.g. a file of `verilog_out/`) with Verilator and compare it
/// with the golden model on the checks' traffic of `cycles` cycles (plus the drain).
pub fn check_verilog_file(
    p: &RouterParams,
    verilog: &str,
    name: &str,
    cycles: u64,
    seed: u64,
) -> Result<Agreement, String> {
    use crate::compare::{lockstep, Engine};
    let rec = record(p, &mix(cycles, seed))?;
    let (ins, outs) = port_specs(p);
    let m = wormcast_tools::verilator::build(verilog, name, &ins, &outs)?;
    let mut vl = m.replay(
        &rec.router,
        &wormcast_tools::verilator::cache_root().join("runs"),
    )?;
    let mut golden = Router::new(*p).map_err(|e| e.0)?;
    lockstep(
        &mut golden,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        rec.router,
        |_, _, _| {},
    )
    .map_err(|e| format!("{name}: {e}"))
}
