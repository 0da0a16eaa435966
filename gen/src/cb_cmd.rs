//! `gen`, `sim`, `check`, `lint`, `synth` and `bench` of the central-buffer switch
//! (multidestination-worms paper, Section 4). Parameters are validated (names and allowed
//! ranges in the error) before anything is generated.

use crate::output::{write_ip, Failure, Generated, SynthRow, R};
use crate::switch_cmd::{route, usage};
use crate::{OnOff, SchemeArg, SwitchArgs, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_ip::central_buffer as cb;
use wormcast_model::central_buffer::{self as cbm, CbParams};
use wormcast_testbench::central_buffer as cb_check;
use wormcast_tools::eda;

pub fn cb_params(w: usize, s: &SwitchArgs) -> Result<CbParams, Failure> {
    let p = CbParams {
        route: route(w, s, cb::SUPPORTED)?,
        chunks: s.chunks,
        fifo: s.fifo.unwrap_or(cb::default_params().fifo),
        max_len: s.max_len,
        scheme: s.scheme.scheme(),
        bypass: s.bypass == OnOff::On,
        multicast: s.multicast == OnOff::On,
    };
    cb::rtl_validate(&p).map_err(usage)?;
    Ok(p)
}

/// The parameter file written beside a central-buffer switch.
pub fn cb_params_file(p: &CbParams) -> String {
    let r = &p.route;
    let head = format!(
        "# wormcast central-buffer switch parameters\nblock = \"central-buffer\"\ntop = \"{}\"\n\
         k = {}\ndown = {}\nw = {}\nnodes = {}\nbitstring_flits = {}\nchunks = {}\nchunk_flits = {}\n\
         fifo = {}\nmax_len = {}\nscheme = \"{:?}\"\nbypass = {}\nmulticast = {}\npolicy = \"{:?}\"\n\
         down_reserve_chunks = {}\nnil_pointer = \"9'h100\"\n",
        cb::module_name(p),
        r.k,
        r.down,
        r.w,
        r.nodes,
        r.bitstring_flits(),
        p.chunks,
        r.k,
        p.fifo,
        p.max_len,
        p.scheme,
        p.bypass,
        p.multicast,
        r.policy,
        p.down_reserve()
    );
    head + &wormcast_ip::contract::central_buffer(p).toml()
}

/// The default central-buffer switch's files (name, Verilog, parameter file).
pub fn cb_files(p: &CbParams) -> Result<(String, String, String), Failure> {
    let name = cb::module_name(p);
    let v = cb::emit_verilog(p, &name).map_err(Failure::Failed)?;
    Ok((name, v, cb_params_file(p)))
}

pub fn gen_cb(w: usize, s: &SwitchArgs, out: &Path) -> Result<Generated, Failure> {
    let p = cb_params(w, s)?;
    let (name, v, pf) = cb_files(&p)?;
    let g = write_ip(out, &[(name, v)], &pf)?;
    Ok(Generated {
        ports: Some((cbm::input_ports(&p), cbm::output_ports(&p))),
        ..g
    })
}

pub fn sim_cb(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    let p = cb_params(w, s)?;
    crate::output::range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let (summary, r) = cb_check::sim_lockstep(&p, cb_check::mixed_traffic(), cycles, seed, vcd)
        .map_err(Failure::Failed)?;
    outln!("central-buffer switch {}, seed {seed}", cb::module_name(&p));
    outln!("  traffic cycles          {cycles} (then drained)");
    outln!(
        "  packets sent            {} ({} malformed)",
        r.packets_sent,
        r.malformed_sent
    );
    outln!("  packet copies delivered {}", r.packets_delivered);
    outln!("  flits delivered         {}", r.flits_delivered);
    match r.drained_at {
        Some(c) => outln!("  drained at cycle        {c}"),
        None => outln!("  drained                 no"),
    }
    outln!("  {summary}");
    if let Some(v) = vcd {
        outln!(
            "  VCD                     {} (buffer state under uut.core: readers first_p_r, last_p, first_c; writers.state last_c_r, w_pre_r; buffer np, nc, free_cnt, reserved_r, free_list, counters)",
            v.display()
        );
    }
    outln!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

/// The configurations of `check central-buffer --matrix`: every RTL instance of the block's
/// table (`wormcast_ip::central_buffer::SUPPORTED`) at its largest node count, x both header
/// schemes x bypass on/off.
pub fn cb_matrix(s: &SwitchArgs) -> Vec<SwitchArgs> {
    let mut v = vec![];
    for i in cb::SUPPORTED {
        for scheme in [SchemeArg::Shared, SchemeArg::PerOutput] {
            for bypass in [OnOff::On, OnOff::Off] {
                v.push(SwitchArgs {
                    k: i.k,
                    down: None,
                    nodes: i.bitstring_flits * i.w,
                    chunks: if i.k == 8 { 128 } else { 64 },
                    w: Some(i.w),
                    scheme,
                    bypass,
                    ..s.clone()
                });
            }
        }
    }
    v
}

pub fn check_cb(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, matrix: bool) -> R {
    crate::output::range("cycles", cycles, 1, 10_000_000)?;
    let cfgs = if matrix {
        cb_matrix(s)
    } else {
        vec![s.clone()]
    };
    let ps: Vec<CbParams> = cfgs
        .iter()
        .map(|c| cb_params(c.w.unwrap_or(w), c))
        .collect::<Result<_, _>>()?;
    let t0 = Instant::now();
    for (n, p) in ps.iter().enumerate() {
        let t = Instant::now();
        let line = cb_check::check(p, cb_check::mixed_traffic(), cycles, seed + n as u64)
            .map_err(|e| Failure::Failed(format!("{}: {e}", cb::module_name(p))))?;
        outln!("check {line} ({:.1} s)", t.elapsed().as_secs_f64());
    }
    outln!(
        "  PASS: {} configuration(s) in {:.1} s",
        ps.len(),
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

pub fn lint_cb(w: usize, s: &SwitchArgs) -> Result<(usize, Vec<String>), Failure> {
    let p = cb_params(w, s)?;
    let (name, v, _) = cb_files(&p)?;
    crate::output::lint_one(&name, &v)
}

/// The central-buffer switch's mapping flow on `target`: on the iCE40 `synth_ice40 -nocarry`
/// ([`eda::Flow::nocarry`]). Its many 9-bit chunk-count compares would otherwise each take a
/// carry chain whose cells hold no logic, and the default shared-header switch at k = 4 does
/// not place on the HX8K with them; the clock is the same within the router's noise
/// (docs/results/README.md, "Bounded length registers and synthesis options").
pub fn cb_flow(target: eda::Target) -> eda::Flow {
    eda::Flow {
        target,
        nocarry: target == eda::Target::Ice40Hx8k,
    }
}

/// Yosys and nextpnr figures of the central-buffer switch on `target` (one row).
pub fn synth_cb_rows(
    w: usize,
    s: &SwitchArgs,
    target: eda::Target,
) -> Result<Vec<SynthRow>, Failure> {
    let p = cb_params(w, s)?;
    let (name, v, _) = cb_files(&p)?;
    let row = crate::output::synth_row(
        &name,
        &v,
        &cbm::input_ports(&p),
        &cbm::output_ports(&p),
        cb_flow(target),
    )?;
    Ok(vec![row])
}

pub fn synth_cb(w: usize, s: &SwitchArgs, format: TableOrJson, target: eda::Target) -> R {
    let rows = synth_cb_rows(w, s, target)?;
    // The area figures stand without place and route: print them (a design that does not
    // fit is `placed: false`), then fail on any other place-and-route failure.
    crate::output::print_synth_rows_checked(44, &rows, format)
}

#[allow(dead_code)]
/// Simulation speed of the three engines on the same recorded closed-loop stimulus.
pub fn bench_cb(w: usize, s: &SwitchArgs, cycles: u64) -> R {
    use wormcast_model::CycleModel;
    use wormcast_tools::verilator;
    let p = cb_params(w, s)?;
    crate::output::range("cycles", cycles, 100, 10_000_000)?;
    let (stim, r) =
        cb_check::record(&p, cb_check::mixed_traffic(), cycles, 9).map_err(Failure::Failed)?;
    let name = cb::module_name(&p);
    outln!(
        "bench {name}: {} cycles of recorded closed-loop traffic ({} flits delivered) per engine",
        stim.len(),
        r.flits_delivered
    );
    let mut g = cbm::CentralBufferSwitch::new(p.clone());
    let t = Instant::now();
    let mut sink = 0u64;
    for v in &stim {
        sink = sink.wrapping_add(g.step(v)[0]);
    }
    let gm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let mut h = cb_check::hdl_model(&p).map_err(Failure::Failed)?;
    let t = Instant::now();
    for v in &stim {
        sink = sink.wrapping_add(h.step(v)[0]);
    }
    let hm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let v = cb::emit_verilog(&p, &name).map_err(Failure::Failed)?;
    let t = Instant::now();
    let m = verilator::build_with(
        &v,
        &name,
        &cbm::input_ports(&p),
        &cbm::output_ports(&p),
        verilator::Opt::Fast,
    )
    .map_err(Failure::Failed)?;
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let rows = m
        .run(&stim, &verilator::cache_root().join("runs"))
        .map_err(Failure::Failed)?;
    let vm = rows.len() as f64 / t.elapsed().as_secs_f64();
    crate::output::print_speeds(gm, hm, m.eval_seconds.get(), rows.len(), vm, build);
    if sink == u64::MAX {
        outln!();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    /// The CB maps without carry chains on the iCE40 only (`cb_flow`'s doc says why).
    #[test]
    fn the_cb_maps_without_carries_on_the_ice40() {
        let ice40 = cb_flow(eda::Target::Ice40Hx8k).yosys_synth();
        assert_eq!(ice40, "synth_ice40 -nocarry");
        assert_eq!(
            cb_flow(eda::Target::Ecp5_85k).yosys_synth(),
            "synth_ecp5 -abc9"
        );
    }

    /// `check central-buffer --matrix` reads the block's table: every instance in both
    /// header schemes with bypass on and off, each configuration valid for the RTL.
    #[test]
    fn the_matrix_is_the_table() {
        #[derive(Parser)]
        struct One {
            #[command(subcommand)]
            b: crate::BlockCmd,
        }
        let crate::BlockCmd::CentralBuffer(a) = One::parse_from(["wormcast", "central-buffer"]).b
        else {
            unreachable!("the central buffer's arguments")
        };
        let (_, s) = a.switch();
        let m = cb_matrix(&s);
        assert_eq!(m.len(), 4 * cb::SUPPORTED.len());
        for i in cb::SUPPORTED {
            let n = m
                .iter()
                .filter(|a| {
                    (a.k, a.w, a.nodes.div_ceil(i.w)) == (i.k, Some(i.w), i.bitstring_flits)
                })
                .count();
            assert_eq!(n, 4, "{i:?}");
        }
        for a in &m {
            cb_params(a.w.unwrap(), a).unwrap_or_else(|e| panic!("{a:?}: {e:?}"));
        }
    }
}
