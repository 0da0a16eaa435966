//! `gen`, `sim`, `check`, `lint`, `synth` and `bench` of the input-buffered switch
//! (multidestination-worms paper, Section 5) in its three organisations. Parameters are
//! validated (names and allowed ranges in the error) before anything is generated.

use crate::output::{write_ip, Failure, Generated, SynthRow, R};
use crate::switch_cmd::{route, usage};
use crate::{SwitchArgs, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_ip::input_buffered as ib;
use wormcast_model::input_buffered::{IbParams, Organisation};
use wormcast_testbench::input_buffered as ib_check;
use wormcast_tools::eda;

pub fn ib_params(w: usize, s: &SwitchArgs) -> Result<IbParams, Failure> {
    let p = IbParams {
        route: route(w, s, ib::SUPPORTED)?,
        buffer: s.buffer,
        fifo: s
            .fifo
            .unwrap_or(wormcast_model::input_buffered::default_fifo(s.k)),
        max_len: s.max_len,
        org: s.org.org(),
        revision: s.revision,
    };
    p.validate().map_err(usage)?;
    Ok(p)
}

pub fn ib_checked(w: usize, s: &SwitchArgs) -> Result<IbParams, Failure> {
    let p = ib_params(w, s)?;
    ib::rtl_validate(&p).map_err(usage)?;
    Ok(p)
}

pub fn gen_ib(w: usize, s: &SwitchArgs, out: &Path) -> Result<Generated, Failure> {
    let p = ib_checked(w, s)?;
    let name = ib::module_name(&p);
    let v = ib::emit_verilog(&p, &name).map_err(Failure::Failed)?;
    let g = write_ip(out, &[(name, v)], &ib_params_file(&p))?;
    // With its ports the core's `synth` target places the switch in the timing harness on
    // the device the fit estimate chose (as `gen central-buffer`'s does).
    Ok(Generated {
        ports: Some((
            wormcast_model::input_buffered::input_ports(&p),
            wormcast_model::input_buffered::output_ports(&p),
        )),
        ..g
    })
}

/// The parameter file written beside an input-buffered switch.
pub fn ib_params_file(p: &IbParams) -> String {
    let r = &p.route;
    let head = format!(
        "# wormcast input-buffered switch parameters\nblock = \"input-buffered\"\ntop = \"{}\"\n\
         org = \"{}\"\nk = {}\ndown = {}\nw = {}\nnodes = {}\nbitstring_flits = {}\nbuffer_flits = {}\n\
         buffer_chunks = {}\nchunk_flits = {}\nfifo = {}\nmax_len = {}\npolicy = \"{:?}\"\nrevision = {}\n",
        ib::module_name(p),
        ib::org_name(p.org),
        r.k,
        r.down,
        r.w,
        r.nodes,
        r.bitstring_flits(),
        p.buffer,
        p.buffer_chunks(),
        r.k,
        p.fifo,
        p.max_len,
        r.policy,
        p.revision
    );
    head + &wormcast_ip::contract::input_buffered(p).toml()
}

pub fn sim_ib(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    let p = ib_checked(w, s)?;
    crate::output::range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    outln!("input-buffered switch {}, seed {seed}", ib::module_name(&p));
    let line = ib_check::check_hdl(&p, cycles as usize, seed).map_err(Failure::Failed)?;
    outln!("  golden model = rust-hdl: {line}");
    if let Some(v) = vcd {
        let line = ib_check::sim_vcd(&p, cycles as usize, seed, v).map_err(Failure::Failed)?;
        outln!("  rust-hdl closed loop: {line}");
    }
    outln!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

pub fn check_ib(w: usize, s: &SwitchArgs, cycles: u64, seed: u64, matrix: bool) -> R {
    let p = ib_checked(w, s)?;
    crate::output::range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    if matrix {
        let r = ib_check::check_matrix(cycles as usize, seed).map_err(Failure::Failed)?;
        out!("{r}");
    } else {
        let r = ib_check::check(&p, cycles as usize, seed).map_err(Failure::Failed)?;
        outln!("check {r}");
    }
    let r = ib_check::check_orgs_agree(&p, cycles as usize, seed).map_err(Failure::Failed)?;
    outln!("check {r}");
    outln!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

pub fn lint_ib(w: usize, s: &SwitchArgs) -> Result<(usize, Vec<String>), Failure> {
    let p = ib_checked(w, s)?;
    let name = ib::module_name(&p);
    let v = ib::emit_verilog(&p, &name).map_err(Failure::Failed)?;
    crate::output::lint_one(&name, &v)
}

/// Yosys figures (with word-level multiplexers) and nextpnr-ice40 Fmax of the organisations
/// `orgs` at the given parameters (the organisation of `s` is ignored).
pub fn synth_ib_rows(
    w: usize,
    s: &SwitchArgs,
    orgs: &[Organisation],
    target: eda::Target,
) -> Result<Vec<SynthRow>, Failure> {
    let p = ib_checked(w, s)?;
    let mut rows = vec![];
    for &org in orgs {
        let q = IbParams { org, ..p.clone() };
        let a = ib_check::area_row_for(&q, target).map_err(Failure::Tool)?;
        let placement = ib_check::place(&q, target).map_err(Failure::Tool)?;
        let mut row = SynthRow::placed(&ib::module_name(&q), a.synth, placement);
        row.mux = Some(a.mux);
        row.org = Some((ib::org_name(org).to_string(), q.k()));
        rows.push(row);
    }
    Ok(rows)
}

/// The area table of the organisations `orgs` (`wormcast synth input-buffered`: all three,
/// or the one `--org` names) at the given parameters (default: W = 16, N = 16, 320-flit
/// buffers) and their nextpnr-ice40 Fmax, or one JSON object per organisation.
pub fn synth_ib(
    w: usize,
    s: &SwitchArgs,
    orgs: &[Organisation],
    format: TableOrJson,
    target: eda::Target,
) -> R {
    let rows = synth_ib_rows(w, s, orgs, target)?;
    // The area table's fabric columns are iCE40's; other targets get the common table.
    if format == TableOrJson::Json || target != eda::Target::Ice40Hx8k {
        return crate::output::print_synth_rows_checked(40, &rows, format);
    }
    let p = ib_checked(w, s)?;
    let area: Vec<ib_check::AreaRow> = rows
        .iter()
        .zip(orgs)
        .map(|(r, &org)| ib_check::AreaRow {
            p: IbParams { org, ..p.clone() },
            synth: r.r.clone(),
            mux: r.mux.clone().unwrap_or_default(),
        })
        .collect();
    out!("{}", ib_check::format_area_table(&area));
    for r in &rows {
        match &r.fmax {
            Ok(f) => outln!("Fmax {:<40} {f:>8.1} MHz", r.module),
            Err(e) => outln!(
                "Fmax {:<40}      n/a ({})",
                r.module,
                crate::output::fmax_failure(e)
            ),
        }
    }
    crate::output::synth_footer(target);
    match rows.iter().find_map(|r| r.pnr_failure()) {
        Some(f) => Err(f),
        None => Ok(()),
    }
}

/// Simulation speed of the three engines on the same recorded closed-loop stimulus.
pub fn bench_ib(w: usize, s: &SwitchArgs, cycles: u64) -> R {
    let p = ib_checked(w, s)?;
    crate::output::range("cycles", cycles, 100, 10_000_000)?;
    out!(
        "{}",
        ib_check::engine_speeds(&p, cycles as usize, 9).map_err(Failure::Failed)?
    );
    Ok(())
}
