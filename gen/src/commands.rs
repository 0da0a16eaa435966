//! The CLI subcommands. Each validates its parameters first and generates nothing on error.

use crate::banyan_wh_cmd as wh;
use crate::switch_cmd as sw;
use crate::{BanyanArgs, Block, BlockOrAll, ModeArg, SwitchArgs, TableOrJson};
use serde::Serialize;
use std::path::Path;
use std::time::Instant;
use wormcast_model::banyan::network::{input_ports, output_ports};
use wormcast_model::banyan::throughput::{self, StudyConfig};
use wormcast_model::banyan::{BanyanNetModel, BanyanParams};
use wormcast_model::CycleModel;
use wormcast_rtl::banyan::{net_verilog, se_module_name, se_verilog};
use wormcast_testbench::banyan::{self as tb, Engines, StimConfig};
use wormcast_testbench::compare::{lockstep, Engine};
use wormcast_testbench::{eda, verilator};

pub enum Failure {
    /// Bad parameter or usage: exit code 2.
    Usage(String),
    /// The run found a problem (mismatch, lint error, tool failure): exit code 1.
    Failed(String),
}
type R = Result<(), Failure>;

fn params(a: BanyanArgs) -> Result<BanyanParams, Failure> {
    crate::banyan_wh_cmd::check_mode(&a)?;
    BanyanParams::new(a.n, a.w, a.slot_len).map_err(|e| Failure::Usage(e.to_string()))
}

pub fn range(name: &str, v: u64, lo: u64, hi: u64) -> R {
    if v < lo || v > hi {
        Err(Failure::Usage(format!(
            "invalid parameter {name}={v}: allowed {lo}..={hi}"
        )))
    } else {
        Ok(())
    }
}

/// All Verilog files of the banyan block: (file stem = top module, text).
pub fn banyan_files(p: &BanyanParams) -> Vec<(String, String)> {
    let mut v = vec![(p.net_module_name(), net_verilog(p, false))];
    for i in (0..p.n).rev() {
        v.push((se_module_name(p, i), se_verilog(p, i)));
    }
    v
}

pub fn gen(b: Block, a: BanyanArgs, s: &SwitchArgs, out: &Path) -> R {
    match b {
        Block::CentralBuffer => return sw::gen_cb(a.w, s, out),
        Block::InputBuffered => return sw::gen_ib(a.w, s, out),
        Block::Banyan if a.mode == ModeArg::Wormhole => return wh::gen(&a, out),
        Block::Banyan => {}
        Block::MwayRouter | Block::MwayMesh | Block::MeshRouter | Block::Mesh => {
            unreachable!("dispatched in main")
        }
    }
    let p = params(a)?;
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", out.display())))?;
    for (name, text) in banyan_files(&p) {
        let f = out.join(format!("{name}.v"));
        std::fs::write(&f, text).map_err(|e| Failure::Failed(e.to_string()))?;
        println!("wrote {}", f.display());
    }
    let pf = out.join(format!("{}.params", p.net_module_name()));
    std::fs::write(&pf, params_file(&p)).map_err(|e| Failure::Failed(e.to_string()))?;
    println!("wrote {}", pf.display());
    Ok(())
}

/// The parameter file written beside the Verilog.
pub fn params_file(p: &BanyanParams) -> String {
    format!(
        "# wormcast banyan network parameters\nblock = \"banyan\"\ntop = \"{}\"\nn = {}\nnodes = {}\n\
         w = {}\nslot_len = {}\nlatency_cycles = {}\nack_latency_cycles = {}\n\
         header = \"data[{}:0] = region min, data[{}:{}] = region max\"\n",
        p.net_module_name(),
        p.n,
        p.ports(),
        p.w,
        p.slot_len,
        p.latency(),
        p.ack_latency(),
        p.n - 1,
        2 * p.n - 1,
        p.n
    )
}

pub fn sim(
    b: Block,
    a: BanyanArgs,
    s: &SwitchArgs,
    cycles: u64,
    seed: u64,
    vcd: Option<&Path>,
) -> R {
    match b {
        Block::CentralBuffer => return sw::sim_cb(a.w, s, cycles, seed, vcd),
        Block::InputBuffered => return sw::sim_ib(a.w, s, cycles, seed, vcd),
        Block::Banyan if a.mode == ModeArg::Wormhole => return wh::sim(&a, cycles, seed, vcd),
        Block::Banyan => {}
        Block::MwayRouter | Block::MwayMesh | Block::MeshRouter | Block::Mesh => {
            unreachable!("dispatched in main")
        }
    }
    let p = params(a)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let slots = (cycles as usize).div_ceil(p.slot_len);
    let mut stim = tb::random_stimulus(&p, slots, seed, StimConfig::default());
    stim.truncate(cycles as usize);
    let mut golden = BanyanNetModel::new(p);
    let mut hdl = tb::hdl_sim(&p, false, vcd).map_err(|e| Failure::Failed(e.to_string()))?;
    let nn = p.ports();
    let (mut heads, mut flits, mut copies, mut acc) = (0u64, 0u64, 0u64, 0u64);
    let mut mal = 0;
    let r = lockstep(
        &mut golden,
        &mut [Engine {
            name: "rust-hdl".into(),
            model: hdl.as_mut(),
        }],
        stim,
        |_, inp, out| {
            if out[0] == 1 {
                heads += inp[..nn].iter().filter(|&&t| t == 1).count() as u64;
            }
            flits += out[1..1 + nn].iter().filter(|&&t| t != 0).count() as u64;
            copies += out[1..1 + nn].iter().filter(|&&t| t == 1).count() as u64;
            if out[1 + 2 * nn] == 1 {
                acc += out[2 + 2 * nn].count_ones() as u64;
            }
            mal = out[3 + 2 * nn];
        },
    );
    drop(hdl);
    println!(
        "banyan {} (N = {nn}, W = {}, L = {}), seed {seed}",
        p.net_module_name(),
        p.w,
        p.slot_len
    );
    println!("  cycles simulated        {cycles}");
    println!("  heads sent              {heads}");
    println!("  packets accepted        {acc}");
    println!("  head copies delivered   {copies}");
    println!("  flits delivered         {flits}");
    println!("  malformed discarded     {mal}");
    if let Some(v) = vcd {
        println!("  VCD                     {}", v.display());
    }
    report_mismatches(r)
}

/// The `sim` summary's last line: no mismatch (values compared), or the first one (failure).
pub fn report_mismatches(
    r: Result<wormcast_testbench::compare::Agreement, wormcast_testbench::compare::Mismatch>,
) -> R {
    match r {
        Ok(a) => {
            println!(
                "  mismatches              0 ({} values compared)",
                a.values_compared
            );
            Ok(())
        }
        Err(m) => {
            println!("  mismatches              1 (stopped at the first)");
            Err(Failure::Failed(m.to_string()))
        }
    }
}

#[allow(clippy::too_many_arguments)]
pub fn check(
    b: BlockOrAll,
    a: BanyanArgs,
    s: &SwitchArgs,
    slots: u64,
    cycles: u64,
    matrix: bool,
    seed: u64,
) -> R {
    match b {
        BlockOrAll::CentralBuffer => sw::check_cb(a.w, s, cycles, seed, matrix),
        BlockOrAll::InputBuffered => sw::check_ib(a.w, s, cycles, seed, matrix),
        BlockOrAll::MwayRouter
        | BlockOrAll::MwayMesh
        | BlockOrAll::MeshRouter
        | BlockOrAll::Mesh => {
            unreachable!("dispatched in main")
        }
        BlockOrAll::Banyan if a.mode == ModeArg::Wormhole => wh::check(&a, cycles, seed),
        BlockOrAll::Banyan => {
            let p = params(a)?;
            range("slots", slots, 1, 10_000_000)?;
            check_banyan(&p, slots as usize, seed)
        }
        BlockOrAll::All => {
            // Validate every block's parameters before running anything.
            if a.mode == ModeArg::Wormhole {
                wh::params(&a)?;
            } else {
                params(a)?;
            }
            range("slots", slots, 1, 10_000_000)?;
            sw::cb_params(a.w, s)?;
            sw::ib_checked(a.w, s)?;
            if a.mode == ModeArg::Wormhole {
                wh::check(&a, cycles, seed)?;
            } else {
                check_banyan(&params(a)?, slots as usize, seed)?;
            }
            sw::check_cb(a.w, s, cycles, seed, matrix)?;
            sw::check_ib(a.w, s, cycles, seed, matrix)
        }
    }
}

fn check_banyan(p: &BanyanParams, slots: usize, seed: u64) -> R {
    let t = Instant::now();
    let both = Engines {
        rust_hdl: true,
        verilator: true,
    };
    let (agree, st) = tb::check(p, slots, seed, StimConfig::default(), both, false)
        .map_err(|e| Failure::Failed(format!("{} (network {})", e, p.net_module_name())))?;
    println!(
        "check {}: golden model = rust-hdl = verilator on {} cycles ({} slots), {} values compared",
        p.net_module_name(),
        agree.cycles,
        st.slots,
        agree.values_compared
    );
    println!(
        "  traffic: {} heads ({} multicast), {} accepted, {} blocked or malformed, {} malformed, {} head copies delivered",
        st.heads_sent, st.multicasts_sent, st.accepted, st.rejected, st.malformed, st.heads_delivered
    );
    let se_cycles = (slots * p.slot_len).clamp(1, 200_000);
    for i in (0..p.n).rev() {
        let a = tb::check_se(p, i, se_cycles, seed + i as u64)
            .map_err(|e| Failure::Failed(format!("{} (SE {})", e, se_module_name(p, i))))?;
        println!(
            "check {}: golden model = rust-hdl = verilator on {} cycles",
            se_module_name(p, i),
            a.cycles
        );
    }
    println!("  PASS in {:.1} s", t.elapsed().as_secs_f64());
    Ok(())
}

/// Why each Verilator warning category that rust-hdl's Verilog produces is harmless.
const WAIVED: &[(&str, &str)] = &[
    ("WIDTH", "rust-hdl writes integer literals as 32-bit constants; Verilog extends or truncates them to the target width exactly as the Rust simulation computes (the three-way check proves it)."),
    ("UNUSEDPARAM", "the parameter constants n and L are kept as localparams for readability; the wiring uses them at generation time."),
    ("UNUSEDSIGNAL", "signals a block carries but does not decode."),
    ("UNOPTFLAT", "one always @(*) per module makes Verilator see false combinational loops; it only costs Verilator speed."),
    ("DECLFILENAME", "one file holds the block's whole module library, so module names differ from the file name."),
    ("MULTITOP", "as DECLFILENAME."),
    ("CMPCONST", "a generic range check (a coordinate against the mesh size, a count against its limit) that this parameterisation makes constant, e.g. x < 4 on a 2-bit field; synthesis removes it."),
    ("UNSIGNED", "as CMPCONST, for a comparison of an unsigned value with 0."),
    ("LATCH", "Verilator's latch heuristic misfires on the large always @(*) blocks of the switch cores; Yosys `proc` (the ground truth, printed above) infers no latch, and `lint` fails if it does."),
];

pub fn lint(b: Block, a: BanyanArgs, s: &SwitchArgs) -> R {
    let mut errors = 0;
    let mut seen = std::collections::BTreeSet::new();
    let files = match b {
        Block::Banyan if a.mode == ModeArg::Wormhole => return wh::lint(&a),
        Block::Banyan => banyan_files(&params(a)?),
        Block::CentralBuffer => {
            let (e, w) = sw::lint_cb(a.w, s)?;
            errors += e;
            seen.extend(w);
            vec![]
        }
        Block::InputBuffered => {
            let (e, w) = sw::lint_ib(a.w, s)?;
            errors += e;
            seen.extend(w);
            vec![]
        }
        Block::MwayRouter | Block::MwayMesh | Block::MeshRouter | Block::Mesh => {
            unreachable!("dispatched in main")
        }
    };
    for (name, text) in files {
        let (e, w) = lint_one(&name, &text)?;
        errors += e;
        seen.extend(w);
    }
    lint_summary(errors, &seen)
}

/// Read a study or sweep file: (its text, its file stem, or `default_stem`).
pub fn read_study(path: &Path, default_stem: &str) -> Result<(String, String), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let stem = path
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| default_stem.into());
    Ok((text, stem))
}

/// The speed lines of `bench`: golden model and rust-hdl cycles/s, Verilator's eval-only
/// rate (`rows` cycles in `eval_seconds`, when it reported them) and its rate with file I/O
/// (`vm`), and the build or cache-lookup time.
pub fn print_speeds(gm: f64, hm: f64, eval_seconds: Option<f64>, rows: usize, vm: f64, build: f64) {
    println!("  golden model   {gm:>14.0} cycles/s");
    println!("  rust-hdl       {hm:>14.0} cycles/s");
    let core = eval_seconds
        .map(|s| format!("{:>14.0} cycles/s", rows as f64 / s))
        .unwrap_or_else(|| "n/a".into());
    println!("  verilator      {core} (eval only)");
    println!(
        "  verilator      {vm:>14.0} cycles/s (incl. stimulus/response file I/O; build or cache lookup {build:.1} s)"
    );
}

/// Write an output file and say so.
pub fn write_output(path: &std::path::Path, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text)
        .map_err(|e| Failure::Failed(format!("writing {}: {e}", path.display())))?;
    println!("wrote {}", path.display());
    Ok(())
}

/// Verilator lint (errors, warnings by category) and Yosys latch count of one top's
/// Verilog, printed; a latch fails the command. Returns (errors, warning categories).
pub fn lint_one(name: &str, v: &str) -> Result<(usize, Vec<String>), Failure> {
    let r = eda::lint(v, name).map_err(Failure::Failed)?;
    let ws: Vec<String> = r.warnings.iter().map(|(k, v)| format!("{k} {v}")).collect();
    println!(
        "lint {name}: {} errors; warnings: {}",
        r.errors,
        if ws.is_empty() {
            "none".into()
        } else {
            ws.join(", ")
        }
    );
    if let Some(e) = r.first_error {
        println!("  first error: {e}");
    }
    let latches = eda::yosys_latches(v, name).map_err(Failure::Failed)?;
    println!("  Yosys proc: {latches} latches inferred");
    if latches > 0 {
        return Err(Failure::Failed(format!("{name}: {latches} latches")));
    }
    Ok((r.errors, r.warnings.keys().cloned().collect()))
}

/// Print why each warning category seen is harmless; fail when there were errors.
pub fn lint_summary(errors: usize, seen: &std::collections::BTreeSet<String>) -> R {
    println!(
        "Remaining warning categories (all from rust-hdl's code style; none changes behaviour):"
    );
    for (cat, why) in WAIVED {
        if seen.contains(*cat) {
            println!("  {cat}: {why}");
        }
    }
    if errors > 0 {
        return Err(Failure::Failed(format!("{errors} Verilator lint errors")));
    }
    Ok(())
}

pub fn synth(b: Block, a: BanyanArgs, s: &SwitchArgs, format: TableOrJson) -> R {
    match b {
        Block::CentralBuffer => return sw::synth_cb(a.w, s, format),
        Block::InputBuffered => return sw::synth_ib(a.w, s, format),
        Block::Banyan if a.mode == ModeArg::Wormhole => return wh::synth(&a, format),
        Block::Banyan => {}
        Block::MwayRouter | Block::MwayMesh | Block::MeshRouter | Block::Mesh => {
            unreachable!("dispatched in main")
        }
    }
    let p = params(a)?;
    let files = banyan_files(&p);
    let se_in = wormcast_model::banyan::se::se_input_ports(p.w);
    let se_out = wormcast_model::banyan::se::se_output_ports(p.w);
    let ports = [(input_ports(&p), output_ports(&p)), (se_in, se_out)];
    let mut rows = vec![];
    for ((name, text), (ins, outs)) in files.iter().take(2).zip(ports.iter()) {
        let r = eda::synth(text, name).map_err(Failure::Failed)?;
        let fmax = eda::ice40_fmax(text, name, ins, outs).map_err(Failure::Failed)?;
        rows.push(SynthRow::new(name, r, Ok(fmax)));
    }
    print_synth_rows(28, &rows, format);
    Ok(())
}

pub fn throughput(n: usize, f: usize, m: f64, load: Option<f64>, slots: usize, seed: u64) -> R {
    let loads: Vec<f64> = match load {
        Some(l) => vec![l],
        None => (1..=10).map(|k| k as f64 / 10.0).collect(),
    };
    let cfgs: Vec<StudyConfig> = loads
        .iter()
        .map(|&load| StudyConfig {
            n,
            f,
            m,
            load,
            slots,
            seed,
        })
        .collect();
    for c in &cfgs {
        throughput::validate(c).map_err(Failure::Usage)?;
    }
    println!(
        "banyan throughput, n = {n} (N = {}), fanout f = {f}, multicast fraction m = {m}, {slots} slots",
        1usize << n
    );
    println!("copy rates c_i (stage n-1..0): {:?}", {
        let c = throughput::copy_rates(n, f);
        c.iter()
            .rev()
            .map(|x| (x * 1e4).round() / 1e4)
            .collect::<Vec<_>>()
    });
    println!(
        "{:>12} {:>8} {:>12} {:>12} {:>9}",
        "offered", "rho", "eta (sim)", "eta (model)", "sim-model"
    );
    for c in &cfgs {
        let pt = throughput::study(c);
        println!(
            "{:>12.3} {:>8.4} {:>12.4} {:>12.4} {:>8.2}%",
            pt.offered_load,
            pt.rho,
            pt.sim_eta,
            pt.model_eta,
            100.0 * (pt.sim_eta - pt.model_eta) / pt.model_eta
        );
    }
    if f == 1 || m == 0.0 {
        println!("unicast: the analytic model (Patel's independence approximation) should agree within 2%.");
    } else {
        println!("multicast: the model treats the copies of one packet as independent packets that compete;");
        println!("in the network they never meet in one SE, so the simulation exceeds the model.");
    }
    Ok(())
}

pub fn bench(b: Block, a: BanyanArgs, s: &SwitchArgs, cycles: u64) -> R {
    match b {
        Block::CentralBuffer => return sw::bench_cb(a.w, s, cycles),
        Block::InputBuffered => return sw::bench_ib(a.w, s, cycles),
        Block::Banyan if a.mode == ModeArg::Wormhole => return wh::bench(&a, cycles),
        Block::Banyan => {}
        Block::MwayRouter | Block::MwayMesh | Block::MeshRouter | Block::Mesh => {
            unreachable!("dispatched in main")
        }
    }
    let p = params(a)?;
    range("cycles", cycles, 100, 100_000_000)?;
    let slots = (cycles as usize).div_ceil(p.slot_len);
    let mut stim = tb::random_stimulus(&p, slots, 9, StimConfig::default());
    stim.truncate(cycles as usize);
    println!(
        "bench {} (N = {}): {} cycles of the same random stimulus per engine",
        p.net_module_name(),
        p.ports(),
        stim.len()
    );
    let mut g = BanyanNetModel::new(p);
    let t = Instant::now();
    let mut sink = 0u64;
    for s in &stim {
        sink = sink.wrapping_add(g.step(s)[1]);
    }
    let gm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let mut h = tb::hdl_sim(&p, false, None).map_err(|e| Failure::Failed(e.to_string()))?;
    let t = Instant::now();
    for s in &stim {
        sink = sink.wrapping_add(h.step(s)[1]);
    }
    let hm = stim.len() as f64 / t.elapsed().as_secs_f64();
    let t = Instant::now();
    let v = net_verilog(&p, false);
    let m = verilator::build_with(
        &v,
        &p.net_module_name(),
        &input_ports(&p),
        &output_ports(&p),
        verilator::Opt::Fast,
    )
    .map_err(Failure::Failed)?;
    let build = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let rows = m
        .run(&stim, &verilator::cache_root().join("runs"))
        .map_err(Failure::Failed)?;
    let vm = rows.len() as f64 / t.elapsed().as_secs_f64();
    print_speeds(gm, hm, m.eval_seconds.get(), rows.len(), vm, build);
    if sink == u64::MAX {
        println!();
    }
    Ok(())
}

/// The column header of a `synth` table whose module names are `w` wide.
pub fn synth_header(w: usize) {
    println!(
        "{:<w$} {:>12} {:>5} {:>9} {:>10} {:>8} {:>8} {:>8} {:>12}",
        "module",
        "yosys cells",
        "mems",
        "yosys FF",
        "iCE40 LUT",
        "FF",
        "BRAM",
        "CARRY",
        "Fmax (MHz)"
    );
}

/// What the `synth` columns mean.
pub fn synth_footer() {
    println!("yosys: generic synthesis with each inferred memory kept as one cell (mems); yosys FF: logic flip-flops.");
    println!("Fmax: nextpnr-ice40, iCE40 HX8K ct256, block inside an LFSR/XOR timing harness (constraints/).");
}

/// One synthesised module: Yosys figures (generic and iCE40), word-level multiplexers when
/// measured, nextpnr-ice40 Fmax (or why place and route failed).
#[derive(Clone, Debug)]
pub struct SynthRow {
    pub module: String,
    pub r: eda::SynthReport,
    pub mux: Option<eda::MuxStats>,
    pub fmax: Result<f64, String>,
    /// Extra leading JSON fields (e.g. the input-buffered organisation and k).
    pub org: Option<(String, usize)>,
}

/// The JSON object of a [`SynthRow`] (`synth --format json`, `bench-switch --format json`):
/// the iCE40 figures first, then the table's other columns.
#[derive(Serialize)]
struct SynthJson<'a> {
    module: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    org: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    k: Option<usize>,
    lut4: u64,
    ff: u64,
    bram: u64,
    /// null when place and route failed (`fmax_error` says why).
    fmax_mhz: Option<f64>,
    carry: u64,
    yosys_cells: u64,
    yosys_mems: u64,
    yosys_ff: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    muxes: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    mux_bits: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    widest_mux_bits: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    fmax_error: Option<String>,
}

impl SynthRow {
    pub fn new(module: &str, r: eda::SynthReport, fmax: Result<f64, String>) -> Self {
        SynthRow {
            module: module.to_string(),
            r,
            mux: None,
            fmax,
            org: None,
        }
    }

    /// The row as one line of JSON.
    pub fn json(&self) -> String {
        let j = SynthJson {
            module: &self.module,
            org: self.org.as_ref().map(|(o, _)| o.as_str()),
            k: self.org.as_ref().map(|(_, k)| *k),
            lut4: self.r.ice40_luts,
            ff: self.r.ice40_ffs,
            bram: self.r.ice40_brams,
            fmax_mhz: self.fmax.as_ref().ok().copied(),
            carry: self.r.ice40_carries,
            yosys_cells: self.r.generic_cells,
            yosys_mems: self.r.generic_mems,
            yosys_ff: self.r.generic_ffs,
            muxes: self.mux.as_ref().map(|m| m.count),
            mux_bits: self.mux.as_ref().map(|m| m.input_bits),
            widest_mux_bits: self.mux.as_ref().map(|m| m.widest_input_bits),
            fmax_error: self.fmax.as_ref().err().map(|e| fmax_failure(e)),
        };
        serde_json::to_string(&j).expect("serialisable")
    }

    /// Fmax for a table: MHz, or "n/a".
    pub fn fmax_text(&self) -> String {
        match &self.fmax {
            Ok(f) => format!("{f:.1}"),
            Err(_) => "n/a".into(),
        }
    }
}

/// The lines of a nextpnr failure log that say what failed.
pub fn fmax_failure(log: &str) -> String {
    log.lines()
        .filter(|l| l.contains("ERROR") || l.contains("ICESTORM_LC") || l.contains("failed"))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// `rows` as the `synth` table (module names `w` wide) or one JSON object per line.
pub fn print_synth_rows(w: usize, rows: &[SynthRow], format: TableOrJson) {
    match format {
        TableOrJson::Json => {
            for r in rows {
                println!("{}", r.json());
            }
        }
        TableOrJson::Table => {
            synth_header(w);
            for r in rows {
                println!(
                    "{:<w$} {:>12} {:>5} {:>9} {:>10} {:>8} {:>8} {:>8} {:>12}",
                    r.module,
                    r.r.generic_cells,
                    r.r.generic_mems,
                    r.r.generic_ffs,
                    r.r.ice40_luts,
                    r.r.ice40_ffs,
                    r.r.ice40_brams,
                    r.r.ice40_carries,
                    r.fmax_text()
                );
            }
            synth_footer();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report() -> eda::SynthReport {
        eda::SynthReport {
            generic_cells: 1000,
            generic_ffs: 300,
            generic_mems: 6,
            ice40_luts: 2345,
            ice40_ffs: 678,
            ice40_brams: 9,
            ice40_carries: 12,
            ..Default::default()
        }
    }

    #[test]
    fn synth_row_json_has_the_ice40_keys() {
        let r = SynthRow::new("cb_switch_k4", report(), Ok(25.31));
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert_eq!(v["module"], "cb_switch_k4");
        assert_eq!(v["lut4"], 2345);
        assert_eq!(v["ff"], 678);
        assert_eq!(v["bram"], 9);
        assert_eq!(v["fmax_mhz"], 25.31);
        assert_eq!(v["carry"], 12);
        assert_eq!(v["yosys_cells"], 1000);
        assert_eq!(v["yosys_mems"], 6);
        assert_eq!(v["yosys_ff"], 300);
        assert!(v.get("muxes").is_none() && v.get("fmax_error").is_none());
        assert!(!r.json().contains('\n'));
    }

    #[test]
    fn synth_row_json_of_a_failed_place_and_route_and_mux_columns() {
        let mut r = SynthRow::new(
            "ib",
            report(),
            Err("Info: x\nERROR: Unable to place cell\n".into()),
        );
        r.mux = Some(eda::MuxStats {
            count: 40,
            input_bits: 5000,
            widest_input_bits: 144,
        });
        r.org = Some(("staircase".into(), 4));
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert!(v["fmax_mhz"].is_null());
        assert_eq!(v["fmax_error"], "ERROR: Unable to place cell");
        assert_eq!(v["org"], "staircase");
        assert_eq!(v["k"], 4);
        assert_eq!(v["muxes"], 40);
        assert_eq!(v["mux_bits"], 5000);
        assert_eq!(v["widest_mux_bits"], 144);
        assert_eq!(r.fmax_text(), "n/a");
    }
}
