//! Shared output of every subcommand: the two kinds of failure (exit codes 2 and 1), parameter
//! range errors, written files, lint and synthesis tables, speed lines and progress bars.
//! Every block module (`banyan_cmd`, `cb_cmd`, `ib_cmd`, `mway_cmd`, `mesh_cmd`, ...) uses this
//! module and nothing else of the CLI.

use crate::TableOrJson;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;
use std::path::Path;
use wormcast_tools::eda;

#[derive(Debug)]
pub enum Failure {
    /// Bad parameter or usage: exit code 2.
    Usage(String),
    /// The run found a problem (mismatch, lint error, a design that fails a check): exit
    /// code 1.
    Failed(String),
    /// A tool the command needs is missing, or it failed (Yosys, nextpnr, Verilator): exit
    /// code 3.
    Tool(String),
}

impl From<wormcast_tools::run::MissingTool> for Failure {
    fn from(m: wormcast_tools::run::MissingTool) -> Self {
        Failure::Tool(m.why)
    }
}
pub type R = Result<(), Failure>;
pub fn range(name: &str, v: u64, lo: u64, hi: u64) -> R {
    if v < lo || v > hi {
        Err(Failure::Usage(format!(
            "invalid parameter {name}={v}: allowed {lo}..={hi}"
        )))
    } else {
        Ok(())
    }
}

/// The `sim` summary's last line: no mismatch (values compared), or the first one (failure).
pub fn report_mismatches(
    r: Result<wormcast_testbench::compare::Agreement, wormcast_testbench::compare::Mismatch>,
) -> R {
    match r {
        Ok(a) => {
            outln!(
                "  mismatches              0 ({} values compared)",
                a.values_compared
            );
            Ok(())
        }
        Err(m) => {
            outln!("  mismatches              1 (stopped at the first)");
            Err(Failure::Failed(m.to_string()))
        }
    }
}

/// Why each Verilator warning category that rust-hdl's Verilog produces is harmless.
const WAIVED: &[(&str, &str)] = &[
    ("WIDTH", "rust-hdl writes integer literals as 32-bit constants; Verilog extends or truncates them to the target width exactly as the Rust simulation computes (the three-way check proves it)."),
    ("UNUSEDPARAM", "the parameter constants n and L are kept as localparams for readability; the wiring uses them at generation time."),
    ("UNUSEDSIGNAL", "signals a block carries but does not decode."),
    ("UNOPTFLAT", "one always @(*) per module makes Verilator see false combinational loops (a signal leaves a block and comes back through a child or a neighbour); it only costs Verilator speed. The fat-tree switches, the wormhole banyan, the m-way router and the TPM router and mesh are split so that they have none (docs/results/soak.md); Figure 1's m-way mesh still has some."),
    ("DECLFILENAME", "one file holds the block's whole module library, so module names differ from the file name."),
    ("MULTITOP", "as DECLFILENAME."),
    ("CMPCONST", "a generic range check (a coordinate against the mesh size, a count against its limit) that this parameterisation makes constant, e.g. x < 4 on a 2-bit field; synthesis removes it."),
    ("UNSIGNED", "as CMPCONST, for a comparison of an unsigned value with 0."),
    ("LATCH", "Verilator's latch heuristic misfires on the large always @(*) blocks of the switch cores; Yosys `proc` (the ground truth, printed above) infers no latch, and `lint` fails if it does."),
];

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
    outln!("  golden model   {gm:>14.0} cycles/s");
    outln!("  rust-hdl       {hm:>14.0} cycles/s");
    let core = eval_seconds
        .map(|s| format!("{:>14.0} cycles/s", rows as f64 / s))
        .unwrap_or_else(|| "n/a".into());
    outln!("  verilator      {core} (eval only)");
    outln!(
        "  verilator      {vm:>14.0} cycles/s (incl. stimulus/response file I/O; build or cache lookup {build:.1} s)"
    );
}

/// Write an output file and say so.
pub fn write_output(path: &std::path::Path, text: &str) -> Result<(), Failure> {
    std::fs::write(path, text)
        .map_err(|e| Failure::Failed(format!("writing {}: {e}", path.display())))?;
    outln!("wrote {}", path.display());
    Ok(())
}

/// Verilator lint (errors, warnings by category) and Yosys latch count of one top's
/// Verilog, printed; a latch fails the command. Returns (errors, warning categories).
pub fn lint_one(name: &str, v: &str) -> Result<(usize, Vec<String>), Failure> {
    let r = eda::lint(v, name).map_err(Failure::Tool)?;
    let ws: Vec<String> = r.warnings.iter().map(|(k, v)| format!("{k} {v}")).collect();
    outln!(
        "lint {name}: {} errors; warnings: {}",
        r.errors,
        if ws.is_empty() {
            "none".into()
        } else {
            ws.join(", ")
        }
    );
    if let Some(e) = r.first_error {
        outln!("  first error: {e}");
    }
    let latches = eda::yosys_latches(v, name).map_err(Failure::Tool)?;
    outln!("  Yosys proc: {latches} latches inferred");
    if latches > 0 {
        return Err(Failure::Failed(format!("{name}: {latches} latches")));
    }
    Ok((r.errors, r.warnings.keys().cloned().collect()))
}

/// Print why each warning category seen is harmless; fail when there were errors.
pub fn lint_summary(errors: usize, seen: &std::collections::BTreeSet<String>) -> R {
    outln!(
        "Remaining warning categories (all from rust-hdl's code style; none changes behaviour):"
    );
    for (cat, why) in WAIVED {
        if seen.contains(*cat) {
            outln!("  {cat}: {why}");
        }
    }
    if errors > 0 {
        return Err(Failure::Failed(format!("{errors} Verilator lint errors")));
    }
    Ok(())
}

/// The column header of a `synth` table whose module names are `w` wide, for `target`.
pub fn synth_header(w: usize, target: eda::Target) {
    let (lut, cells) = match target {
        eda::Target::Ice40Hx8k => ("iCE40 LUT", "LCs"),
        eda::Target::Ecp5_85k => ("ECP5 LUT4", "COMBs"),
    };
    outln!(
        "{:<w$} {:>12} {:>5} {:>9} {:>10} {:>8} {:>8} {:>8} {:>14} {:>12}",
        "module",
        "yosys cells",
        "mems",
        "yosys FF",
        lut,
        "FF",
        "BRAM",
        "CARRY",
        cells,
        "Fmax (MHz)"
    );
}

/// What the `synth` columns mean, for `target`.
pub fn synth_footer(target: eda::Target) {
    outln!("yosys: generic synthesis with each inferred memory kept as one cell (mems); yosys FF: logic flip-flops.");
    match target {
        eda::Target::Ice40Hx8k => {
            outln!("iCE40: synth_ice40 SB_LUT4, SB_DFF*, SB_RAM40_4K, SB_CARRY; LCs: nextpnr's ICESTORM_LC used/available (harness included).");
        }
        eda::Target::Ecp5_85k => {
            outln!("ECP5: synth_ecp5 LUT4 (besides the 2 in each CCU2C), TRELLIS_FF, DP16KD, CCU2C; COMBs: nextpnr's TRELLIS_COMB used/available (harness included).");
        }
    }
    outln!(
        "Fmax: {}, {}, block inside an LFSR/XOR timing harness (constraints/).",
        target.pnr_tool(),
        target.device()
    );
}

/// One synthesised module: Yosys figures (generic and the target's), word-level
/// multiplexers when measured, nextpnr Fmax (or why place and route failed).
#[derive(Clone, Debug)]
pub struct SynthRow {
    pub module: String,
    pub r: eda::SynthReport,
    pub mux: Option<eda::MuxStats>,
    pub fmax: Result<f64, String>,
    /// Extra leading JSON fields (e.g. the input-buffered organisation and k).
    pub org: Option<(String, usize)>,
    /// nextpnr's routed critical path, block by block (empty when not measured).
    pub path: Vec<eda::PathStep>,
    /// Whether nextpnr placed and routed the design.
    pub placed: bool,
    /// Why not, when it did not (nextpnr's ERROR lines, the over-full resources).
    pub not_placed: Option<String>,
    /// Whether it failed for lack of room (a resource over capacity): a result, not an error.
    pub does_not_fit: bool,
    /// nextpnr's logic cells (`eda::Target::logic_cell_bel`), used and available.
    pub logic_cells: Option<eda::Used>,
    /// Packed only, by request (`eda::PACK_ONLY_ENV`): not placed, and not a failure.
    pub packed_only: bool,
    /// Every seed placed (`eda::PNR_SEED_ENV`) with its Fmax; `fmax` is the first's.
    pub seeds: Vec<eda::SeedFmax>,
}

impl SynthRow {
    /// The mean Fmax over the seeds that placed (`fmax` alone for one seed); `None` when
    /// none did.
    pub fn fmax_mean(&self) -> Option<f64> {
        let f: Vec<f64> = self.seeds.iter().filter_map(|s| s.fmax).collect();
        match f.is_empty() {
            true => self.fmax.as_ref().ok().copied(),
            false => Some(f.iter().sum::<f64>() / f.len() as f64),
        }
    }
}

/// The JSON object of a [`SynthRow`] (`synth --format json`, `bench-switch --format json`):
/// the target's figures first, then the table's other columns.
#[derive(Serialize)]
struct SynthJson<'a> {
    module: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    org: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    k: Option<usize>,
    /// `ice40-hx8k` or `ecp5-85k`.
    target: &'static str,
    /// The Yosys mapping command the figures come from (`synth_ice40`, `synth_ice40
    /// -nocarry`, `synth_ecp5`).
    mapping: &'a str,
    lut4: u64,
    ff: u64,
    bram: u64,
    /// null when place and route failed (`fmax_error` says why). With several nextpnr
    /// seeds (`WORMCAST_PNR_SEED=1,2`), the first seed's.
    fmax_mhz: Option<f64>,
    /// Every seed placed, in the order given: `{"seed": 1, "fmax_mhz": 73.0}` (null where
    /// that seed did not place); one entry for one seed.
    fmax_by_seed: Vec<SeedJson>,
    /// The mean of `fmax_by_seed` over the seeds that placed (= `fmax_mhz` for one seed).
    fmax_mean_mhz: Option<f64>,
    carry: u64,
    /// nextpnr's logic cells (iCE40 ICESTORM_LC, ECP5 TRELLIS_COMB), harness included; null
    /// when nextpnr did not get as far as its utilisation report.
    logic_cells: Option<u64>,
    logic_cells_available: Option<u64>,
    placed: bool,
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
    /// The critical path: each block it runs through and the arrival time (ns) at its last
    /// cell there (empty when not placed).
    critical_path: Vec<PathJson<'a>>,
    /// The most LUTs on any path between registers of the mapped netlist (before placement).
    logic_levels: u32,
    /// The registers at the two deepest levels: name, levels, bits at that depth.
    deepest_registers: Vec<DeepJson<'a>>,
    /// One path of `logic_levels` LUTs into the first of them: each net and its levels.
    deepest_path: Vec<StepJson<'a>>,
}

#[derive(Serialize)]
struct SeedJson {
    seed: u64,
    fmax_mhz: Option<f64>,
}

#[derive(Serialize)]
struct StepJson<'a> {
    levels: u32,
    net: &'a str,
}

#[derive(Serialize)]
struct DeepJson<'a> {
    register: &'a str,
    levels: u32,
    bits: u32,
}

#[derive(Serialize)]
struct PathJson<'a> {
    block: &'a str,
    ns: f64,
}

impl SynthRow {
    pub fn new(module: &str, r: eda::SynthReport, fmax: Result<f64, String>) -> Self {
        SynthRow {
            module: module.to_string(),
            r,
            mux: None,
            placed: fmax.is_ok(),
            not_placed: None,
            does_not_fit: false,
            fmax,
            org: None,
            path: vec![],
            logic_cells: None,
            packed_only: false,
            seeds: vec![],
        }
    }

    /// A row from place and route (`eda::place`): a design that does not place keeps its
    /// area figures, with `placed` false and the reason.
    pub fn placed(module: &str, r: eda::SynthReport, p: eda::Placement) -> Self {
        let fmax = match (&p.fmax, &p.reason) {
            (Some(f), _) if p.placed => Ok(*f),
            (_, Some(why)) => Err(why.clone()),
            _ => Err("no 'Max frequency' line in the nextpnr log".to_string()),
        };
        SynthRow {
            path: p.path.clone(),
            placed: p.placed,
            does_not_fit: !p.placed && !p.overfull().is_empty(),
            not_placed: p.reason.clone(),
            logic_cells: p.logic_cells,
            packed_only: p.packed_only,
            seeds: p.seeds.clone(),
            ..Self::new(module, r, fmax)
        }
    }

    /// The critical path as one line: `block ns > block ns > ...`.
    pub fn path_text(&self) -> String {
        self.path
            .iter()
            .map(|s| format!("{} {:.1}", s.block, s.ns))
            .collect::<Vec<_>>()
            .join(" > ")
    }

    /// The row as one line of JSON.
    pub fn json(&self) -> String {
        let j = SynthJson {
            module: &self.module,
            org: self.org.as_ref().map(|(o, _)| o.as_str()),
            k: self.org.as_ref().map(|(_, k)| *k),
            target: self.r.target.name(),
            mapping: &self.r.mapping,
            lut4: self.r.lut4(),
            ff: self.r.ff(),
            bram: self.r.bram(),
            fmax_mhz: self.fmax.as_ref().ok().copied(),
            fmax_by_seed: match self.seeds.is_empty() {
                true => vec![],
                false => self
                    .seeds
                    .iter()
                    .map(|s| SeedJson {
                        seed: s.seed,
                        fmax_mhz: s.fmax,
                    })
                    .collect(),
            },
            fmax_mean_mhz: self.fmax_mean(),
            carry: self.r.carry(),
            logic_cells: self.logic_cells.map(|u| u.used),
            logic_cells_available: self.logic_cells.map(|u| u.available),
            placed: self.placed,
            yosys_cells: self.r.generic_cells,
            yosys_mems: self.r.generic_mems,
            yosys_ff: self.r.generic_ffs,
            muxes: self.mux.as_ref().map(|m| m.count),
            mux_bits: self.mux.as_ref().map(|m| m.input_bits),
            widest_mux_bits: self.mux.as_ref().map(|m| m.widest_input_bits),
            fmax_error: self.fmax.as_ref().err().map(|e| match self.packed_only {
                true => e.clone(),
                false => fmax_failure(e),
            }),
            critical_path: self
                .path
                .iter()
                .map(|s| PathJson {
                    block: &s.block,
                    ns: s.ns,
                })
                .collect(),
            logic_levels: self.r.levels.max,
            deepest_registers: self
                .r
                .levels
                .deepest
                .iter()
                .map(|e| DeepJson {
                    register: &e.name,
                    levels: e.levels,
                    bits: e.bits,
                })
                .collect(),
            deepest_path: self
                .r
                .levels
                .deepest_path
                .iter()
                .map(|p| StepJson {
                    levels: p.levels,
                    net: &p.net,
                })
                .collect(),
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

    /// Logic cells for a table: `used/available`, or "n/a".
    pub fn cells_text(&self) -> String {
        match self.logic_cells {
            Some(u) => format!("{}/{}", u.used, u.available),
            None => "n/a".into(),
        }
    }

    /// The error of a `synth` command whose place and route failed for another reason than
    /// lack of room (a missing tool fails earlier; a design that does not fit is a result).
    pub fn pnr_failure(&self) -> Option<Failure> {
        match &self.fmax {
            Err(e) if !self.does_not_fit && !self.packed_only => Some(Failure::Tool(format!(
                "{} ({}) failed for {}, no Fmax: {}",
                self.r.target.pnr_tool(),
                self.r.target.device(),
                self.module,
                fmax_failure(e)
            ))),
            _ => None,
        }
    }
}

/// Yosys figures and place and route of one module on `target`: a [`SynthRow`] (a design
/// that does not place comes back with `placed` false; a missing tool is an error).
pub fn synth_row(
    module: &str,
    verilog: &str,
    inputs: &[wormcast_model::PortSpec],
    outputs: &[wormcast_model::PortSpec],
    flow: impl Into<eda::Flow>,
) -> Result<SynthRow, Failure> {
    let flow = flow.into();
    // The text `wormcast gen` writes (plain identifiers): Yosys's mapping depends on the
    // identifiers' names (ABC's order), by about 2% of the logic cells (the default k = 4
    // CB: 7,516 with rust-hdl's `$` names, 7,380 with the file's), so the figures are of
    // the file a user gets.
    let verilog = &wormcast_rtl::verilog::plain_identifiers(verilog).map_err(Failure::Failed)?;
    let r = eda::synth_for(verilog, module, flow).map_err(Failure::Tool)?;
    let p = eda::place(verilog, module, inputs, outputs, flow).map_err(Failure::Tool)?;
    Ok(SynthRow::placed(module, r, p))
}

/// [`print_synth_rows`], then the first place-and-route failure that is not a lack of room
/// as the command's error.
pub fn print_synth_rows_checked(w: usize, rows: &[SynthRow], format: TableOrJson) -> R {
    print_synth_rows(w, rows, format);
    match rows.iter().find_map(|r| r.pnr_failure()) {
        Some(f) => Err(f),
        None => Ok(()),
    }
}

/// The lines of a nextpnr failure log that say what failed.
pub fn fmax_failure(log: &str) -> String {
    log.lines()
        .filter(|l| {
            l.contains("ERROR")
                || l.contains("ICESTORM_LC")
                || l.contains("over capacity")
                || l.contains("failed")
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// `rows` as the `synth` table (module names `w` wide) or one JSON object per line.
pub fn print_synth_rows(w: usize, rows: &[SynthRow], format: TableOrJson) {
    match format {
        TableOrJson::Json => {
            for r in rows {
                outln!("{}", r.json());
            }
        }
        TableOrJson::Table => {
            let target = rows.first().map(|r| r.r.target).unwrap_or_default();
            synth_header(w, target);
            for r in rows {
                outln!(
                    "{:<w$} {:>12} {:>5} {:>9} {:>10} {:>8} {:>8} {:>8} {:>14} {:>12}",
                    r.module,
                    r.r.generic_cells,
                    r.r.generic_mems,
                    r.r.generic_ffs,
                    r.r.lut4(),
                    r.r.ff(),
                    r.r.bram(),
                    r.r.carry(),
                    r.cells_text(),
                    r.fmax_text()
                );
            }
            synth_footer(target);
            for r in rows.iter().filter(|r| r.seeds.len() > 1) {
                let each: Vec<String> = r
                    .seeds
                    .iter()
                    .map(|s| match s.fmax {
                        Some(f) => format!("{f:.2}"),
                        None => "not placed".into(),
                    })
                    .collect();
                let ids: Vec<String> = r.seeds.iter().map(|s| s.seed.to_string()).collect();
                outln!(
                    "Fmax of {} at seeds {}: {} MHz, mean {}",
                    r.module,
                    ids.join(", "),
                    each.join(" / "),
                    r.fmax_mean()
                        .map_or("n/a".to_string(), |m| format!("{m:.2} MHz"))
                );
            }
            for r in rows.iter().filter(|r| !r.path.is_empty()) {
                outln!(
                    "critical path of {} (block, ns from the clock edge at its last cell there): {}",
                    r.module,
                    r.path_text()
                );
            }
            for r in rows.iter().filter(|r| !r.placed) {
                outln!(
                    "{} not placed: {}",
                    r.module,
                    match (&r.not_placed, r.packed_only) {
                        (Some(why), true) => why.clone(),
                        (Some(why), false) => fmax_failure(why),
                        (None, _) => "no Fmax".into(),
                    }
                );
            }
        }
    }
}

/// Collapse a multi-line message (TOML errors quote the offending line) to one line.
pub fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// A progress bar on stderr (hidden when stderr is not a terminal).
pub fn progress_bar(len: u64, template: &str) -> ProgressBar {
    let pb = ProgressBar::with_draw_target(Some(len), ProgressDrawTarget::stderr());
    if let Ok(s) = ProgressStyle::with_template(template) {
        pb.set_style(s.progress_chars("=> "));
    }
    pb
}

/// Write `file` into the directory `out` (created when missing).
pub fn write(out: &Path, file: &str, text: &str) -> R {
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", out.display())))?;
    let f = out.join(file);
    std::fs::write(&f, text).map_err(|e| Failure::Failed(format!("{}: {e}", f.display())))?;
    Ok(())
}

/// Print a line on standard output; a closed pipe (`wormcast gen ... | head -1`) is not an
/// error: the rest is dropped and the command goes on.
pub fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stdout(), "{line}");
}

/// `gen` writes an IP whole or not at all: its files go into a staging directory beside the
/// output directory's files ([`staging`]), and [`commit_staged`] moves them into place only
/// once every one is written; on any error the staging directory is removed.
pub fn staging(out: &Path) -> Result<std::path::PathBuf, Failure> {
    let d = out.join(format!(".wormcast-gen-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", d.display())))?;
    Ok(d)
}

/// Move every file of `stage` into `out` (renames within one directory) and remove `stage`,
/// printing `wrote <file>` for each.
pub fn commit_staged(stage: &Path, out: &Path) -> R {
    let mut names: Vec<_> = std::fs::read_dir(stage)
        .and_then(|d| d.map(|e| e.map(|e| e.file_name())).collect())
        .map_err(|e| Failure::Failed(format!("{}: {e}", stage.display())))?;
    names.sort();
    if let Some(n) = names.iter().find(|n| out.join(n).is_dir()) {
        return Err(Failure::Failed(format!(
            "{} is a directory: nothing written",
            out.join(n).display()
        )));
    }
    for n in &names {
        let to = out.join(n);
        std::fs::rename(stage.join(n), &to)
            .map_err(|e| Failure::Failed(format!("{}: {e}", to.display())))?;
    }
    let _ = std::fs::remove_dir(stage);
    for n in &names {
        say(&format!("wrote {}", out.join(n).display()));
    }
    Ok(())
}

/// What `gen` wrote for one IP: its directory, top module and Verilog files (names relative
/// to `dir`, the top's file first). `main` adds the configuration TOML and the FuseSoC core.
#[derive(Clone, Debug)]
pub struct Generated {
    pub dir: std::path::PathBuf,
    pub top: String,
    pub verilog: Vec<String>,
    /// The top's input and output ports, when known: the FuseSoC core's `synth` target then
    /// places and routes the block in its timing harness.
    pub ports: Option<(Vec<wormcast_model::PortSpec>, Vec<wormcast_model::PortSpec>)>,
}

/// Write an IP: each `(module, text)` as `<module>.v` (the top first; plain identifiers and a
/// first line with the generator's version and the regenerating command,
/// [`wormcast_rtl::verilog::ip_file`]) and the parameter file `<top>.params` (the same first
/// line, as a comment), into `dir` (created when missing).
pub fn write_ip(
    dir: &Path,
    files: &[(String, String)],
    params: &str,
) -> Result<Generated, Failure> {
    let top = files[0].0.clone();
    let block = params
        .lines()
        .find_map(|l| l.strip_prefix("block = \"")?.strip_suffix('"'))
        .ok_or_else(|| Failure::Failed(format!("{top}.params names no block")))?
        .to_string();
    let mut verilog = vec![];
    for (name, text) in files {
        let f = format!("{name}.v");
        let text = wormcast_rtl::verilog::ip_file(text, &block, &top).map_err(Failure::Failed)?;
        write(dir, &f, &text)?;
        verilog.push(f);
    }
    write(
        dir,
        &format!("{top}.params"),
        &format!(
            "# written by wormcast {}: `wormcast gen {block} --config {top}.toml` regenerates it\n{params}",
            env!("CARGO_PKG_VERSION")
        ),
    )?;
    Ok(Generated {
        dir: dir.to_path_buf(),
        top,
        verilog,
        ports: None,
    })
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
        assert_eq!(v["target"], "ice40-hx8k");
        assert_eq!(v["placed"], true);
        assert!(v["logic_cells"].is_null() && v["logic_cells_available"].is_null());
        assert_eq!(v["critical_path"], serde_json::json!([]));
        assert!(!r.json().contains('\n'));
    }

    /// Several seeds: `fmax_by_seed` lists each in order (null where one did not place),
    /// `fmax_mean_mhz` is the mean over those that placed; one seed's row has no list and
    /// its Fmax as the mean.
    #[test]
    fn synth_row_json_gives_each_seed_and_the_mean_of_those_placed() {
        let mut r = SynthRow::new("t", report(), Ok(70.0));
        assert_eq!(r.fmax_mean(), Some(70.0));
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert_eq!(v["fmax_by_seed"], serde_json::json!([]));
        assert_eq!(v["fmax_mean_mhz"], 70.0);
        r.seeds = [(1, Some(70.0)), (4, None), (3, Some(80.5))]
            .map(|(seed, fmax)| eda::SeedFmax { seed, fmax })
            .to_vec();
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert_eq!(
            v["fmax_by_seed"],
            serde_json::json!([
                {"seed": 1, "fmax_mhz": 70.0},
                {"seed": 4, "fmax_mhz": null},
                {"seed": 3, "fmax_mhz": 80.5}
            ])
        );
        assert_eq!(v["fmax_mean_mhz"], 75.25);
        assert_eq!(v["fmax_mhz"], 70.0);
    }

    /// `synth` maps the text `gen` writes: rust-hdl's `$` names (here a submodule's and a
    /// register's) are plain before Yosys reads them, so the nets the figures name are the
    /// file's. Needs Yosys and nextpnr-ice40 (fails without them).
    #[test]
    fn synth_row_maps_the_plain_identifiers_that_gen_writes() {
        let v = "module t$inner (input wire clock, input wire [3:0] d, output wire [3:0] q);\n\
                 reg [3:0] acc$r;\n\
                 always @(posedge clock) acc$r <= acc$r + d;\n\
                 assign q = acc$r;\n\
                 endmodule\n\
                 module t (input wire clock, input wire [3:0] d, output wire [3:0] q);\n\
                 t$inner core$inner (.clock(clock), .d(d), .q(q));\n\
                 endmodule\n";
        let ports = |n: &str| vec![wormcast_model::PortSpec::new(n, 4)];
        let row = synth_row("t", v, &ports("d"), &ports("q"), eda::Target::Ice40Hx8k)
            .expect("yosys and nextpnr-ice40");
        let nets: Vec<&str> = row
            .r
            .levels
            .deepest_path
            .iter()
            .map(|s| s.net.as_str())
            .collect();
        assert!(!nets.is_empty(), "no deepest path");
        assert!(
            nets.iter().all(|n| !n.contains('$')),
            "`$` names mapped: {nets:?}"
        );
        assert!(nets.iter().any(|n| n.contains("acc__r")), "{nets:?}");
        assert!(row.placed, "{:?}", row.not_placed);
    }

    fn placement(target: eda::Target, placed: bool) -> eda::Placement {
        let mut utilisation = std::collections::BTreeMap::new();
        let cells = eda::Used {
            used: if placed { 27034 } else { 90000 },
            available: 83640,
        };
        utilisation.insert(target.logic_cell_bel().to_string(), cells);
        eda::Placement {
            target,
            placed,
            reason: (!placed).then(|| {
                "ERROR: Unable to place cell 'x' / over capacity: TRELLIS_COMB 90000/83640".into()
            }),
            log_tail: String::new(),
            fmax: placed.then_some(17.48),
            path: vec![],
            logic_cells: Some(cells),
            utilisation,
            packed_only: false,
            seeds: vec![],
        }
    }

    /// `WORMCAST_PACK_ONLY`: nextpnr packs and stops; the row has the packed logic cells,
    /// no Fmax, `placed` false, and is no failure of the command. Needs Yosys and
    /// nextpnr-ice40 (fails without them).
    #[test]
    fn a_packed_only_row_has_its_logic_cells_and_is_not_a_failure() {
        let v = "module t (input wire clock, input wire [3:0] d, output wire [3:0] q);\n\
                 reg [3:0] acc;\n\
                 always @(posedge clock) acc <= acc + d;\n\
                 assign q = acc;\n\
                 endmodule\n";
        let ins = vec![wormcast_model::PortSpec::new("d", 4)];
        let outs = vec![wormcast_model::PortSpec::new("q", 4)];
        let r = eda::synth_for(v, "t", eda::Target::Ice40Hx8k).expect("yosys");
        let p = eda::place_seeds(v, "t", &ins, &outs, eda::Target::Ice40Hx8k, &[1], true)
            .expect("nextpnr-ice40");
        assert!(p.packed_only && !p.placed && p.fmax.is_none(), "{p:?}");
        let row = SynthRow::placed("t", r, p);
        assert!(row.pnr_failure().is_none(), "{:?}", row.not_placed);
        let j: serde_json::Value = serde_json::from_str(&row.json()).unwrap();
        assert!(j["fmax_mhz"].is_null() && j["placed"] == false, "{j}");
        let cells = j["logic_cells"].as_u64().expect("packed logic cells");
        assert!(cells > 4 && cells < 7680, "{j}");
        assert!(
            j["fmax_error"]
                .as_str()
                .unwrap()
                .contains("WORMCAST_PACK_ONLY"),
            "{j}"
        );
    }

    #[test]
    fn synth_row_json_has_the_ecp5_keys_and_a_misfit_is_not_an_error() {
        let r = eda::SynthReport {
            target: eda::Target::Ecp5_85k,
            ecp5_luts: 21827,
            ecp5_ccu2c: 1178,
            ecp5_ffs: 7705,
            ecp5_brams: 35,
            ..report()
        };
        let row = SynthRow::placed("cb", r.clone(), placement(eda::Target::Ecp5_85k, true));
        let v: serde_json::Value = serde_json::from_str(&row.json()).unwrap();
        assert_eq!(v["target"], "ecp5-85k");
        assert_eq!(
            (&v["lut4"], &v["ff"], &v["bram"], &v["carry"]),
            (
                &serde_json::json!(21827),
                &serde_json::json!(7705),
                &serde_json::json!(35),
                &serde_json::json!(1178)
            )
        );
        assert_eq!(v["logic_cells"], 27034);
        assert_eq!(v["logic_cells_available"], 83640);
        assert_eq!(v["placed"], true);
        assert_eq!(v["fmax_mhz"], 17.48);
        assert!(row.pnr_failure().is_none());
        let row = SynthRow::placed("cb", r, placement(eda::Target::Ecp5_85k, false));
        let v: serde_json::Value = serde_json::from_str(&row.json()).unwrap();
        assert_eq!(v["placed"], false);
        assert!(v["fmax_mhz"].is_null());
        assert_eq!(v["lut4"], 21827);
        assert_eq!(v["logic_cells"], 90000);
        let why = v["fmax_error"].as_str().unwrap();
        assert!(
            why.contains("over capacity: TRELLIS_COMB 90000/83640"),
            "{why}"
        );
        // Does not fit: a result (exit 0), not an error.
        assert!(row.does_not_fit && row.pnr_failure().is_none());
        // Another failure is an error.
        let mut p = placement(eda::Target::Ecp5_85k, false);
        p.utilisation.clear();
        let row = SynthRow::placed("cb", report(), p);
        assert!(row.pnr_failure().is_some());
    }

    #[test]
    fn synth_row_carries_the_critical_path() {
        let step = |b: &str, ns: f64| eda::PathStep {
            block: b.into(),
            ns,
        };
        let t = eda::Timing {
            fmax: 23.02,
            path: vec![
                step("core.inport$0.ram_tag", 3.1),
                step("core.core.writers", 7.6),
            ],
        };
        let mut p = placement(eda::Target::Ice40Hx8k, true);
        p.fmax = Some(t.fmax);
        p.path = t.path;
        let r = SynthRow::placed("cb", report(), p);
        let v: serde_json::Value = serde_json::from_str(&r.json()).unwrap();
        assert_eq!(v["fmax_mhz"], 23.02);
        assert_eq!(v["critical_path"][1]["block"], "core.core.writers");
        assert_eq!(v["critical_path"][1]["ns"], 7.6);
        assert_eq!(
            r.path_text(),
            "core.inport$0.ram_tag 3.1 > core.core.writers 7.6"
        );
        let failed = SynthRow::placed("cb", report(), placement(eda::Target::Ice40Hx8k, false));
        assert!(failed.path.is_empty() && failed.fmax.is_err() && !failed.placed);
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
