//! The m-way router block on the testbench: golden model
//! `wormcast_model::mway::router_model::RouterModel`, rust-hdl
//! `wormcast_rtl::mway::router::MwayRouter` and its Verilog under Verilator, on the boundary
//! of one router recorded in a mesh run.
//!
//! Stimulus: the inputs of router `R_{c,d}` of a 4x4 mesh (Figure 1) under saturated mixed
//! traffic (30% region broadcasts, a tenth of them the whole mesh; unicasts otherwise;
//! bodies of 1..max_len - 1 flits), read off the network engine every cycle
//! ([`wormcast_model::mway::router_model::RouterProbe`]): the channel blocks' lines of its
//! lower and upper channels and their `Ack_out` lines. Back-pressure comes from the
//! network (refused headers, reservations, replicas). The engine's own outputs at the
//! router are compared with the golden model too, so one run checks four things agree.
//!
//! Configurations (all on the 4x4 mesh, D = 2, M = 5, max_len = 5): B = 2 and 4, W = 16
//! and 32 ([`with_router!`]).

use crate::block_check::three_way;
use crate::compare::Agreement;
use crate::hdl::HdlDut;
use rust_hdl::prelude::*;
use wormcast_ip::mway_router::{make, module_name, no_config};
use wormcast_ip::with_router;
use wormcast_model::mway::router::Router;
use wormcast_model::mway::router_model::{
    record, record_with_bad, record_with_resets, RouterModel, RouterShape,
};
use wormcast_model::mway::MwayParams;
use wormcast_model::{CycleModel, PortSpec};
use wormcast_rtl::mway::router::MwayRouter;

/// Port lists from the const parameters, in the golden model's order
/// ([`RouterShape::input_ports`]).
fn ports(m: usize, mb: usize, s: usize, bb: usize, w: usize, cd: usize) -> [Vec<PortSpec>; 2] {
    let mut ins = vec![PortSpec::new("coord", cd)];
    let mut outs = vec![];
    for pre in ["lo", "up"] {
        for (n, x) in [
            ("avail", m),
            ("rf", mb),
            ("valid", 1),
            ("ch_drv", s),
            ("ch_tag", 2),
            ("ch_buf", bb),
            ("ch_data", w),
            ("chain", m),
            ("ack", 1),
            ("drop", 1),
            ("partial", 1),
            ("ack_lines", m),
        ] {
            ins.push(PortSpec::new(format!("{pre}_{n}"), x));
        }
        for (n, x) in [
            ("free", 1),
            ("full", mb),
            ("req", 1),
            ("pri", 1),
            ("part", 1),
            ("drv_tag", 2),
            ("drv_buf", bb),
            ("drv_data", w),
            ("hit", 1),
            ("can_ack", 1),
            ("bad", 1),
            ("ack_out", 1),
        ] {
            outs.push(PortSpec::new(format!("{pre}_{n}"), x));
        }
    }
    ins.push(PortSpec::new("rst", 1));
    [ins, outs]
}

macro_rules! router_dut {
    ($($ifc:ident: $avail:ident $rf:ident $valid:ident $drv:ident $tag:ident $buf:ident
        $data:ident $chain:ident $ack:ident $drop:ident $partial:ident $lines:ident =>
        $free:ident $full:ident $req:ident $pri:ident $part:ident $dtag:ident $dbuf:ident
        $ddata:ident $hit:ident $can:ident $bad:ident $aout:ident;)*) => {
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
            > HdlDut for MwayRouter<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>
        {
            fn input_ports(&self) -> Vec<PortSpec> {
                let [i, _] = ports(M, MB, S, BB, W, CD);
                i
            }
            fn output_ports(&self) -> Vec<PortSpec> {
                let [_, o] = ports(M, MB, S, BB, W, CD);
                o
            }
            fn set_inputs(&mut self, v: &[u64]) {
                self.coord.next = v[0].to_bits();
                let mut k = 1;
                $(
                    let x = &v[k..k + 12];
                    self.$avail.next = x[0].to_bits();
                    self.$rf.next = x[1].to_bits();
                    self.$valid.next = x[2] & 1 == 1;
                    self.$drv.next = x[3].to_bits();
                    self.$tag.next = x[4].to_bits();
                    self.$buf.next = x[5].to_bits();
                    self.$data.next = x[6].to_bits();
                    self.$chain.next = x[7].to_bits();
                    self.$ack.next = x[8] & 1 == 1;
                    self.$drop.next = x[9] & 1 == 1;
                    self.$partial.next = x[10] & 1 == 1;
                    self.$lines.next = x[11].to_bits();
                    k += 12;
                )*
                // `rst` last; absent (old vectors): low.
                self.rst.next = v.get(k).is_some_and(|&r| r & 1 == 1);
            }
            fn get_outputs(&self) -> Vec<u64> {
                let mut o = vec![];
                $(
                    o.extend([
                        self.$free.val() as u64,
                        self.$full.val().to_u64(),
                        self.$req.val() as u64,
                        self.$pri.val() as u64,
                        self.$part.val() as u64,
                        self.$dtag.val().to_u64(),
                        self.$dbuf.val().to_u64(),
                        self.$ddata.val().to_u64(),
                        self.$hit.val() as u64,
                        self.$can.val() as u64,
                        self.$bad.val() as u64,
                        self.$aout.val() as u64,
                    ]);
                )*
                o
            }
            fn set_clock(&mut self, high: bool) {
                self.clock.next = Clock { clk: high };
            }
        }
    };
}

router_dut! {
    lo: lo_avail lo_rf lo_valid lo_ch_drv lo_ch_tag lo_ch_buf lo_ch_data lo_chain lo_ack
        lo_drop lo_partial lo_ack_lines => lo_free lo_full lo_req lo_pri lo_part lo_drv_tag
        lo_drv_buf lo_drv_data lo_hit lo_can_ack lo_bad lo_ack_out;
    up: up_avail up_rf up_valid up_ch_drv up_ch_tag up_ch_buf up_ch_data up_chain up_ack
        up_drop up_partial up_ack_lines => up_free up_full up_req up_pri up_part up_drv_tag
        up_drv_buf up_drv_data up_hit up_can_ack up_bad up_ack_out;
}

/// What a run exercised (counted on the golden model's outputs and the channel lines).
#[derive(Clone, Debug, Default)]
pub struct Coverage {
    pub agreement: Agreement,
    /// Cycles in which a driver of this router requested / was granted.
    pub requests: u64,
    pub grants: u64,
    /// Headers sent (acked), refused, sent partially (replica or plain MST partial).
    pub headers_sent: u64,
    pub headers_refused: u64,
    pub partials: u64,
    /// Body/tail flits taken by this router's receivers.
    pub flits_received: u64,
    /// Headers this router's receivers answered with a reservation (`ack_out` on a refused
    /// header).
    pub reservations: u64,
    /// Cycles in which a receiver of this router raised `bad` (a bad message dropped here).
    pub bad: u64,
    /// Resets (runs of `rst` cycles), and cycles where the outputs broke the reset's
    /// promise: some output not 0 while `rst` was high, or, in the first cycle with `rst`
    /// low, not the power-on state (both receivers free, no request).
    pub resets: u64,
    pub reset_faults: u64,
}

/// Three-way check (plus the engine) of one configuration on `stim` recorded at `router`.
#[allow(clippy::too_many_arguments)]
pub fn check_stim<
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
>(
    shape: &RouterShape,
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
    engine: &[Vec<u64>],
) -> Result<Coverage, String> {
    let uut = make::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>(shape);
    assert_eq!(
        [uut.input_ports(), uut.output_ports()],
        [shape.input_ports(), shape.output_ports()],
        "ports of the rust-hdl block and the golden model"
    );
    let name = module_name(shape);
    let names: Vec<String> = shape.output_ports().into_iter().map(|p| p.name).collect();
    let mut cov = Coverage::default();
    let mut engine_diff = None;
    let (d, n) = (shape.dim, 12);
    let mut prev_rst = false;
    let agreement = three_way(
        &name,
        "m-way router: two buffer sets (allocation/mapping unit, routing logic, buffer arbitrator)",
        uut,
        &[],
        golden,
        stim,
        |c, i, o| {
            if engine_diff.is_none() {
                if let Some(k) = (0..o.len()).find(|&k| o[k] != engine[c as usize][k]) {
                    engine_diff = Some(format!(
                        "ENGINE MISMATCH at cycle {c}, port {}: golden {:#x}, engine {:#x}",
                        names[k], o[k], engine[c as usize][k]
                    ));
                }
            }
            let rst = i.get(1 + 2 * n).is_some_and(|&r| r == 1);
            if rst {
                cov.resets += !prev_rst as u64;
                cov.reset_faults += o.iter().any(|&x| x != 0) as u64;
            } else if prev_rst {
                cov.reset_faults += (o[0] != 1 || o[n] != 1 || o[2] != 0 || o[n + 2] != 0) as u64;
            }
            prev_rst = rst;
            for f in 0..2 {
                let (l, o) = (&i[1 + n * f..1 + n * (f + 1)], &o[n * f..n * (f + 1)]);
                cov.requests += o[2];
                let mine = l[2] == 1 && l[3] as usize == 2 * d + 1 - f;
                if mine && o[2] == 1 {
                    cov.grants += 1;
                    if o[5] == 1 {
                        match (l[8], l[10]) {
                            (1, _) => cov.headers_sent += 1,
                            (_, 1) => cov.partials += 1,
                            _ => cov.headers_refused += 1,
                        }
                    }
                }
                if l[2] == 1 && l[4] != 1 && o[8] == 1 && l[8] == 1 {
                    cov.flits_received += 1;
                }
                if l[2] == 1 && l[4] == 1 && o[11] == 1 && l[8] == 0 && l[10] == 0 {
                    cov.reservations += 1;
                }
                cov.bad += o[10];
            }
        },
    )?;
    if let Some(e) = engine_diff {
        return Err(e);
    }
    cov.agreement = agreement;
    Ok(cov)
}

/// Build `verilog` (top `name`, e.g. a file of `verilog_out/`) with Verilator and compare it
/// with the golden model on `cycles` cycles recorded at `router` (every output, every cycle).
pub fn check_verilog_file(
    shape: &RouterShape,
    router: Router,
    verilog: &str,
    name: &str,
    cycles: usize,
    seed: u64,
) -> Result<Agreement, String> {
    use crate::compare::{lockstep, Engine};
    let (stim, _) = record(&shape.p, router, 0.3, cycles, seed).map_err(|e| e.to_string())?;
    let (ins, outs) = (shape.input_ports(), shape.output_ports());
    let m = wormcast_tools::verilator::build(verilog, name, &ins, &outs)?;
    let mut vl = m.replay(&stim, &wormcast_tools::verilator::cache_root().join("runs"))?;
    let mut golden = RouterModel::new(shape.clone());
    lockstep(
        &mut golden,
        &mut [Engine {
            name: "verilator".into(),
            model: &mut vl,
        }],
        stim,
        |_, _, _| {},
    )
    .map_err(|e| format!("{name}: {e}"))
}

/// Run the rust-hdl router for `cycles` recorded cycles writing a VCD of every signal to
/// `path` (the sets' registers appear by name: `plus`, `minus`, `a`, `rcvd`, `hsent`, ...).
pub fn write_vcd<
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
>(
    shape: &RouterShape,
    router: Router,
    cycles: usize,
    seed: u64,
    path: &std::path::Path,
) -> Result<(), String> {
    let (stim, _) = record(&shape.p, router, 0.3, cycles, seed).map_err(|e| e.to_string())?;
    let uut = make::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>(shape);
    let mut sim = crate::hdl::HdlSim::new(uut)
        .with_vcd(path)
        .map_err(|e| e.to_string())?;
    for v in &stim {
        sim.step(v);
    }
    Ok(())
}

// Non-generic entry points: callers in other crates (tests, the CLI) use these rather than
// expanding `with_router!`, so the router's const-generic instances are compiled once, here.

/// Three-way check of the configuration (B, W) of `p` at `router` of the 4x4 mesh for
/// `cycles` cycles of recorded mesh traffic (golden model, rust-hdl, Verilator, and the
/// network engine's own lines).
pub fn check_config(
    p: &MwayParams,
    router: Router,
    cycles: usize,
    seed: u64,
) -> Result<Coverage, String> {
    check_bad_config(p, router, 0, cycles, seed)
}

/// [`check_stim`] for the (B, W) of `shape` at run time.
pub fn check_stim_config(
    shape: &RouterShape,
    golden: &mut dyn CycleModel,
    stim: Vec<Vec<u64>>,
    engine: &[Vec<u64>],
) -> Result<Coverage, String> {
    let (b, w) = (shape.p.buffers, shape.p.w);
    with_router!(
        b,
        w,
        check_stim(shape, golden, stim, engine),
        Err(no_config(b, w))
    )
}

/// [`write_vcd`] for the (B, W) of `shape` at run time.
pub fn write_vcd_config(
    shape: &RouterShape,
    router: Router,
    cycles: usize,
    seed: u64,
    path: &std::path::Path,
) -> Result<(), String> {
    let (b, w) = (shape.p.buffers, shape.p.w);
    with_router!(
        b,
        w,
        write_vcd(shape, router, cycles, seed, path),
        Err(no_config(b, w))
    )
}

/// [`check_config`] on traffic with random resets of the whole mesh (probability `resets`
/// per cycle, 1 to 3 cycles each: `wormcast_model::mway::router_model::record_with_resets`),
/// the router's neighbours resetting with it.
pub fn check_resets_config(
    p: &MwayParams,
    router: Router,
    cycles: usize,
    seed: u64,
    resets: f64,
) -> Result<Coverage, String> {
    let shape = RouterShape::new(p, router.dim).map_err(|e| e.to_string())?;
    let (stim, engine) =
        record_with_resets(p, router, 0.3, 0, cycles, seed, resets).map_err(|e| e.to_string())?;
    let mut golden = RouterModel::new(shape.clone());
    check_stim_config(&shape, &mut golden, stim, &engine)
}

/// [`check_config`] on traffic with a bad message of
/// `wormcast_model::mway::router_model::bad_messages` queued every `bad_every` cycles next to
/// `router` (issue 12 item 5: the drop paths on all three engines and the network engine).
pub fn check_bad_config(
    p: &MwayParams,
    router: Router,
    bad_every: usize,
    cycles: usize,
    seed: u64,
) -> Result<Coverage, String> {
    let shape = RouterShape::new(p, router.dim).map_err(|e| e.to_string())?;
    let (stim, engine) =
        record_with_bad(p, router, 0.3, bad_every, cycles, seed).map_err(|e| e.to_string())?;
    let mut golden = RouterModel::new(shape.clone());
    check_stim_config(&shape, &mut golden, stim, &engine)
}
