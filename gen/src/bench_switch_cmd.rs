//! `wormcast bench-switch`: the figures of the two fat-tree switches (multidestination-worms
//! paper, Sections 4 to 6) per configuration k in {4, 8} x N in {16, 64}, and the FPGA
//! figures at k = 4.
//!
//! Every simulated figure comes from `wormcast_testbench::switch_bench::measure` (which uses
//! the rigs of `cb_bench` and the saturation runs of `switch_bench`, at equal storage); the
//! FPGA figures from the same functions as `wormcast synth central-buffer|input-buffered
//! --k 4`. Output: a table, or (`--format json`) one JSON object per line: one per
//! configuration, then one per synthesised module.

use crate::output::{print_synth_rows, Failure, SynthRow};
use crate::{SwitchArgs, TableOrJson};
use clap::Parser;
use serde::Serialize;
use std::io::IsTerminal;
use std::time::Instant;
use wormcast_model::input_buffered::{IbParams, Organisation};
use wormcast_testbench::switch_bench::{self as sb, PathFigures, SwitchFigures, Windows};

/// The k and N values `bench-switch` measures.
pub const KS: [usize; 2] = [4, 8];
pub const NODES: [usize; 2] = [16, 64];

/// Arguments of `wormcast bench-switch`.
#[derive(clap::Args, Clone, Debug)]
pub struct BenchSwitchArgs {
    /// Switch ports k: 4 or 8; repeat the flag or give a comma list (default: both).
    #[arg(long, value_delimiter = ',', value_name = "K")]
    pub k: Vec<usize>,
    /// Nodes N: 16 or 64; repeat the flag or give a comma list (default: both).
    #[arg(long, value_delimiter = ',', value_name = "N")]
    pub nodes: Vec<usize>,
    /// Short windows (2,000 + 10,000 throughput cycles, 5,000 saturation cycles instead of
    /// 10,000 + 100,000 and 50,000): all four configurations in seconds. Skips the FPGA part
    /// unless --fpga is given.
    #[arg(long)]
    pub quick: bool,
    /// Run the FPGA part even with --quick (Yosys and nextpnr-ice40 at k = 4, W = 16 for the
    /// central buffer and the three input-buffered organisations: several minutes).
    #[arg(long, conflicts_with = "no_fpga")]
    pub fpga: bool,
    /// Skip the FPGA part (full windows without the minutes of place and route).
    #[arg(long)]
    pub no_fpga: bool,
    /// Output format: a table, or one JSON object per line (per configuration, then per
    /// synthesised module).
    #[arg(long, value_enum, default_value = "table")]
    pub format: TableOrJson,
    /// Also print the detailed reports (k = 8 and 4 at N = 16: both header schemes x bypass
    /// on/off, adaptive up ports, each input-buffered organisation's saturation on its
    /// Verilog under Verilator). Table format only; slow.
    #[arg(long)]
    pub detail: bool,
    /// Behaviour revision of the input-buffered switch, 3 or 4: its figures and its FPGA rows
    /// (module `_r3` or `_r4`). 3 is one cycle shorter head to head, 4 clocks faster.
    #[arg(long, default_value_t = wormcast_model::input_buffered::REVISION)]
    pub revision: u32,
}

/// `given` values of parameter `name` checked against `allowed` (sorted, deduplicated;
/// empty: all of `allowed`).
pub fn pick(name: &str, given: &[usize], allowed: &[usize]) -> Result<Vec<usize>, Failure> {
    if let Some(v) = given.iter().find(|v| !allowed.contains(v)) {
        let a: Vec<String> = allowed.iter().map(|a| a.to_string()).collect();
        return Err(Failure::Usage(format!(
            "invalid parameter {name}={v}: allowed {}",
            a.join(" or ")
        )));
    }
    let mut v = if given.is_empty() {
        allowed.to_vec()
    } else {
        given.to_vec()
    };
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

fn r4(x: f64) -> f64 {
    (x * 1e4).round() / 1e4
}

#[derive(Serialize)]
struct Pair {
    cb: f64,
    ib: f64,
}

impl Pair {
    fn of(p: (f64, f64)) -> Pair {
        Pair {
            cb: r4(p.0),
            ib: r4(p.1),
        }
    }
}

/// The clock that a configuration's cycle figures are converted at: nextpnr's Fmax of
/// a module, or none (with why).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Clock {
    pub mhz: Option<f64>,
    /// Where the figure comes from, or why there is none.
    pub source: String,
}

/// The clocks of one k: the central buffer's and the input-buffered switch's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Clocks {
    pub cb: Clock,
    pub ib: Clock,
}

/// The clocks for the configurations with `k` ports from the FPGA part's rows (`None`: the
/// part was skipped). Only k = 4 is placed (on the iCE40 HX8K): the CB's Fmax, and the
/// fastest of the three IB organisations (they are cycle-identical). k = 8 has no Fmax here:
/// neither switch fits the HX8K, and the ECP5 figures (`wormcast synth ... --target
/// ecp5-85k`, docs/results/README.md) take tens of minutes.
pub fn clocks_for(k: usize, rows: Option<&[SynthRow]>) -> Clocks {
    let none = |why: &str| Clock {
        mhz: None,
        source: why.to_string(),
    };
    let Some(rows) = rows.filter(|_| k == 4) else {
        let why = if k != 4 {
            "no Fmax at this k: only k = 4 is placed (iCE40 HX8K); see the ECP5 figures in docs/results/README.md"
        } else {
            "FPGA part skipped"
        };
        return Clocks {
            cb: none(why),
            ib: none(why),
        };
    };
    let of = |r: &SynthRow| match &r.fmax {
        Ok(f) => Clock {
            mhz: Some(*f),
            source: format!("{} {}, k = 4", r.r.target.pnr_tool(), r.module),
        },
        Err(_) => none(&format!(
            "{} not placed on the {}",
            r.module,
            r.r.target.device()
        )),
    };
    let cb = rows.first().map(of).unwrap_or_default();
    let ib = rows
        .iter()
        .skip(1)
        .filter(|r| r.fmax.is_ok())
        .max_by(|a, b| a.fmax.as_ref().unwrap().total_cmp(b.fmax.as_ref().unwrap()))
        .or(rows.get(1))
        .map(of)
        .unwrap_or_default();
    Clocks { cb, ib }
}

fn r2(x: Option<f64>) -> Option<f64> {
    x.map(|v| (v * 100.0).round() / 100.0)
}

/// Throughput and latency of one switch in the JSON object.
#[derive(Serialize)]
struct PathJson {
    /// The input-buffered switch's behaviour revision (`--revision`).
    revision: u32,
    permutation_l8: f64,
    permutation_l64: f64,
    multicast_l8: f64,
    multicast_l64: f64,
    latency_buffer_l8: u64,
    latency_buffer_l64: u64,
    latency_multicast_l8: u64,
    latency_multicast_l64: u64,
    /// `latency_buffer_l8` in ns at `fmax_mhz`.
    latency_buffer_ns: Option<f64>,
    /// W x `fmax_mhz` x `permutation_l64` / 1000.
    gbps_per_port: Option<f64>,
    fmax_mhz: Option<f64>,
    fmax_source: String,
}

impl PathJson {
    fn of(p: &PathFigures, c: &Clock, revision: u32) -> PathJson {
        PathJson {
            revision,
            permutation_l8: r4(p.permutation_l8),
            permutation_l64: r4(p.permutation_l64),
            multicast_l8: r4(p.multicast_l8),
            multicast_l64: r4(p.multicast_l64),
            latency_buffer_l8: p.latency_buffer_l8,
            latency_buffer_l64: p.latency_buffer_l64,
            latency_multicast_l8: p.latency_multicast_l8,
            latency_multicast_l64: p.latency_multicast_l64,
            latency_buffer_ns: r2(sb::cycles_ns(p.latency_buffer_l8, c.mhz)),
            gbps_per_port: r2(sb::gbps_per_port(sb::FLIT_BITS, c.mhz, p.permutation_l64)),
            fmax_mhz: c.mhz,
            fmax_source: c.source.clone(),
        }
    }
}

/// The JSON object of one configuration: the central-buffer switch's figures at the top
/// level, the saturation pairs, the input-buffered switch's figures under `ib`.
#[derive(Serialize)]
struct ConfigJson {
    k: usize,
    nodes: usize,
    permutation_l8: f64,
    permutation_l64: f64,
    multicast_l8: f64,
    multicast_l64: f64,
    latency_crossbar: u64,
    latency_buffer_l8: u64,
    latency_buffer_l64: u64,
    saturation_unicast: Pair,
    saturation_multicast: Pair,
    saturation_bimodal: Pair,
    latency_crossbar_l64: u64,
    latency_multicast_l8: u64,
    latency_multicast_l64: u64,
    ib: PathJson,
    /// `latency_buffer_l8` and `latency_crossbar` in ns at `fmax_mhz` (null without one).
    latency_buffer_ns: Option<f64>,
    latency_crossbar_ns: Option<f64>,
    /// W x `fmax_mhz` x `permutation_l64` / 1000: a port's unicast data rate, Gbit/s.
    gbps_per_port: Option<f64>,
    /// The CB's Fmax the ns and Gbit/s figures use, and where it comes from.
    fmax_mhz: Option<f64>,
    fmax_source: String,
    multicast_fanout: usize,
    bimodal_multicast_fraction: f64,
    throughput_cycles: u64,
    saturation_cycles: u64,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    problems: Vec<String>,
}

/// One configuration as one line of JSON (`c`: the clocks of its k).
pub fn config_json(f: &SwitchFigures, w: Windows, c: &Clocks) -> String {
    let j = ConfigJson {
        k: f.k,
        nodes: f.nodes,
        permutation_l8: r4(f.cb.permutation_l8),
        permutation_l64: r4(f.cb.permutation_l64),
        multicast_l8: r4(f.cb.multicast_l8),
        multicast_l64: r4(f.cb.multicast_l64),
        latency_crossbar: f.latency_crossbar,
        latency_buffer_l8: f.cb.latency_buffer_l8,
        latency_buffer_l64: f.cb.latency_buffer_l64,
        saturation_unicast: Pair::of(f.saturation_unicast),
        saturation_multicast: Pair::of(f.saturation_multicast),
        saturation_bimodal: Pair::of(f.saturation_bimodal),
        latency_crossbar_l64: f.latency_crossbar_l64,
        latency_multicast_l8: f.cb.latency_multicast_l8,
        latency_multicast_l64: f.cb.latency_multicast_l64,
        ib: PathJson::of(&f.ib, &c.ib, f.ib_revision),
        latency_buffer_ns: r2(sb::cycles_ns(f.cb.latency_buffer_l8, c.cb.mhz)),
        latency_crossbar_ns: r2(sb::cycles_ns(f.latency_crossbar, c.cb.mhz)),
        gbps_per_port: r2(sb::gbps_per_port(
            sb::FLIT_BITS,
            c.cb.mhz,
            f.cb.permutation_l64,
        )),
        fmax_mhz: c.cb.mhz,
        fmax_source: c.cb.source.clone(),
        multicast_fanout: sb::SAT_FANOUT,
        bimodal_multicast_fraction: r4(sb::bimodal_fraction()),
        throughput_cycles: w.cycles,
        saturation_cycles: w.saturation,
        problems: f.problems.clone(),
    };
    serde_json::to_string(&j).expect("serialisable")
}

/// The figures of every configuration as a table: one row per figure, one column per
/// configuration, the target beside each (`clocks`: the clocks of a k).
pub fn figures_table(
    figs: &[SwitchFigures],
    w: Windows,
    clocks: &dyn Fn(usize) -> Clocks,
) -> String {
    use std::fmt::Write as _;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "wormcast bench-switch: golden models, W = 16, packets up to {} flits, closed loop, receivers always accept\n\
         CB = central buffer: C = {} chunks of k flits, {}-flit input FIFOs, shared header chunks, crossbar bypass on, deterministic up ports\n\
         IB = input buffered at equal storage: {}-flit input buffers (k (C + F) flits in all, as the CB), link FIFOs of max(8, 2k) flits: {} at k = 4, {} at k = 8 (any organisation), revision {}\n\
         throughput: flits/cycle/output, mean over the measured ports, {} warm-up + {} cycles; permutation: inputs 0..k/2 up, k/2..k down;\n\
         \x20 multicast: one input sends to every node, measured on the k/2 down ports\n\
         latency: cycles from the head on the input link to the head on the output link, idle switch; buffer: CB with the bypass off;\n\
         \x20 multicast: to every node, at the last down port to see the head\n\
         saturation: flits/cycle/output (every multicast copy counted), {} cycles, always-full inputs, 64-flit packets, half sent up;\n\
         \x20 all-multicast: every packet a {}-way multicast ({} distinct destinations, uniform over the N nodes);\n\
         \x20 bimodal: a {}-way multicast with probability {:.4} (multicasts carry 20% of the destinations), else a unicast",
        sb::MAX_LEN,
        sb::CB_CHUNKS,
        sb::CB_FIFO,
        sb::equal_storage_buffer(sb::CB_CHUNKS, sb::CB_FIFO),
        sb::ib_fifo(4),
        sb::ib_fifo(8),
        figs.first()
            .map_or(wormcast_model::input_buffered::REVISION, |f| f.ib_revision),
        w.warm,
        w.cycles,
        w.saturation,
        sb::SAT_FANOUT,
        sb::SAT_FANOUT,
        sb::SAT_FANOUT,
        sb::bimodal_fraction()
    );
    let _ = write!(s, "\n{:<28} {:<12}", "figure", "target");
    for f in figs {
        let _ = write!(s, " {:>15}", format!("k={} N={}", f.k, f.nodes));
    }
    s.push('\n');
    type Cell = Box<dyn Fn(&SwitchFigures) -> String>;
    let tp = |g: fn(&PathFigures) -> f64, ib: bool| -> Cell {
        Box::new(move |f| format!("{:.3}", g(if ib { &f.ib } else { &f.cb })))
    };
    let lat = |g: fn(&PathFigures) -> u64, ib: bool| -> Cell {
        Box::new(move |f| g(if ib { &f.ib } else { &f.cb }).to_string())
    };
    let sat = |g: fn(&SwitchFigures) -> (f64, f64)| -> Cell {
        Box::new(move |f| {
            let (c, i) = g(f);
            format!("{c:.3} / {i:.3}")
        })
    };
    let rows: Vec<(&str, &str, Cell)> = vec![
        (
            "CB permutation L=8",
            ">= 0.99",
            tp(|p| p.permutation_l8, false),
        ),
        (
            "CB permutation L=64",
            ">= 0.99",
            tp(|p| p.permutation_l64, false),
        ),
        ("CB multicast L=8", ">= 0.99", tp(|p| p.multicast_l8, false)),
        (
            "CB multicast L=64",
            ">= 0.99",
            tp(|p| p.multicast_l64, false),
        ),
        ("IB permutation L=8", "", tp(|p| p.permutation_l8, true)),
        ("IB permutation L=64", "", tp(|p| p.permutation_l64, true)),
        ("IB multicast L=8", "", tp(|p| p.multicast_l8, true)),
        ("IB multicast L=64", "", tp(|p| p.multicast_l64, true)),
        (
            "CB latency crossbar L=8",
            "<= 6 (4)",
            Box::new(|f| f.latency_crossbar.to_string()),
        ),
        (
            "CB latency crossbar L=64",
            "<= 6 (4)",
            Box::new(|f| f.latency_crossbar_l64.to_string()),
        ),
        (
            "CB latency buffer L=8",
            "<= 13 (10)",
            lat(|p| p.latency_buffer_l8, false),
        ),
        (
            "CB latency buffer L=64",
            "<= 13 (10)",
            lat(|p| p.latency_buffer_l64, false),
        ),
        (
            "CB latency multicast L=8",
            "",
            lat(|p| p.latency_multicast_l8, false),
        ),
        (
            "CB latency multicast L=64",
            "",
            lat(|p| p.latency_multicast_l64, false),
        ),
        ("IB latency L=8", "", lat(|p| p.latency_buffer_l8, true)),
        ("IB latency L=64", "", lat(|p| p.latency_buffer_l64, true)),
        (
            "IB latency multicast L=8",
            "",
            lat(|p| p.latency_multicast_l8, true),
        ),
        (
            "IB latency multicast L=64",
            "",
            lat(|p| p.latency_multicast_l64, true),
        ),
        (
            "saturation unicast CB / IB",
            "",
            sat(|f| f.saturation_unicast),
        ),
        (
            "saturation mcast CB / IB",
            "CB ahead",
            sat(|f| f.saturation_multicast),
        ),
        (
            "saturation bimodal CB / IB",
            "",
            sat(|f| f.saturation_bimodal),
        ),
    ];
    let opt = |x: Option<f64>, d: usize| x.map_or("n/a".to_string(), |v| format!("{v:.d$}"));
    type Timed = Box<dyn Fn(&SwitchFigures, &Clocks) -> String>;
    let timed: Vec<(&str, Timed)> = vec![
        ("CB Fmax (MHz)", Box::new(move |_, c| opt(c.cb.mhz, 1))),
        (
            "CB latency crossbar L=8 ns",
            Box::new(move |f, c| opt(sb::cycles_ns(f.latency_crossbar, c.cb.mhz), 1)),
        ),
        (
            "CB latency buffer L=8 ns",
            Box::new(move |f, c| opt(sb::cycles_ns(f.cb.latency_buffer_l8, c.cb.mhz), 1)),
        ),
        (
            "CB Gbit/s per port (L=64)",
            Box::new(move |f, c| {
                opt(
                    sb::gbps_per_port(sb::FLIT_BITS, c.cb.mhz, f.cb.permutation_l64),
                    3,
                )
            }),
        ),
        ("IB Fmax (MHz)", Box::new(move |_, c| opt(c.ib.mhz, 1))),
        (
            "IB latency L=8 ns",
            Box::new(move |f, c| opt(sb::cycles_ns(f.ib.latency_buffer_l8, c.ib.mhz), 1)),
        ),
        (
            "IB Gbit/s per port (L=64)",
            Box::new(move |f, c| {
                opt(
                    sb::gbps_per_port(sb::FLIT_BITS, c.ib.mhz, f.ib.permutation_l64),
                    3,
                )
            }),
        ),
    ];
    for (name, target, cell) in &rows {
        let _ = write!(s, "{name:<28} {target:<12}");
        for f in figs {
            let _ = write!(s, " {:>15}", cell(f));
        }
        s.push('\n');
    }
    for (name, cell) in &timed {
        let _ = write!(s, "{name:<28} {:<12}", "");
        for f in figs {
            let _ = write!(s, " {:>15}", cell(f, &clocks(f.k)));
        }
        s.push('\n');
    }
    let mut seen = vec![];
    for f in figs {
        let c = clocks(f.k);
        if !seen.contains(&f.k) {
            seen.push(f.k);
            let _ = writeln!(
                s,
                "clock at k = {}: CB {}; IB {}",
                f.k, c.cb.source, c.ib.source
            );
        }
    }
    for f in figs {
        for p in &f.problems {
            let _ = writeln!(s, "PROBLEM k={} N={}: {p}", f.k, f.nodes);
        }
    }
    s
}

/// The switch parameters `wormcast synth <switch> --k 4` uses (the CLI defaults).
fn k4_args() -> SwitchArgs {
    #[derive(Parser)]
    struct Defaults {
        #[command(flatten)]
        s: SwitchArgs,
    }
    Defaults::parse_from(["wormcast", "--k", "4"]).s
}

/// The switch parameters of the FPGA part: [`k4_args`], the input-buffered switch at
/// `revision`.
fn fpga_args(revision: u32) -> SwitchArgs {
    SwitchArgs {
        revision,
        ..k4_args()
    }
}

/// The FPGA part: Yosys and nextpnr-ice40 figures of the central-buffer switch and the
/// three input-buffered organisations at k = 4, W = 16, every other parameter the CLI's
/// default (N = 16; C = 256 and 64-flit FIFOs; 320-flit input buffers and 8-flit FIFOs),
/// the input-buffered switch at behaviour `revision`.
pub fn fpga_rows(revision: u32) -> Result<Vec<SynthRow>, Failure> {
    let s = fpga_args(revision);
    let t = wormcast_tools::eda::Target::Ice40Hx8k;
    let mut rows = crate::cb_cmd::synth_cb_rows(16, &s, t)?;
    rows.extend(crate::ib_cmd::synth_ib_rows(
        16,
        &s,
        &wormcast_ip::input_buffered::ORGS,
        t,
    )?);
    Ok(rows)
}

pub fn bench_switch(a: &BenchSwitchArgs) -> Result<(), Failure> {
    let ks = pick("k", &a.k, &KS)?;
    let nodes = pick("nodes", &a.nodes, &NODES)?;
    // The revision's check, with its message naming it, before anything runs.
    IbParams {
        revision: a.revision,
        ..sb::ib_params(4, 16, Organisation::ChunkWide)
    }
    .validate()
    .map_err(crate::switch_cmd::usage)?;
    if a.detail && a.format == TableOrJson::Json {
        return Err(Failure::Usage(
            "invalid parameter detail: allowed with --format table only".into(),
        ));
    }
    let t0 = Instant::now();
    let w = Windows::new(a.quick);
    let progress = std::io::stderr().is_terminal();
    // The FPGA part first: its k = 4 Fmax converts the cycle figures to ns and Gbit/s.
    let fpga = !a.no_fpga && (!a.quick || a.fpga);
    let (rows, fpga_s) = if fpga {
        let t = Instant::now();
        let rows = fpga_rows(a.revision)?;
        if progress {
            eprintln!("FPGA part: {:.1} s", t.elapsed().as_secs_f64());
        }
        (Some(rows), t.elapsed().as_secs_f64())
    } else {
        (None, 0.0)
    };
    let clocks = |k: usize| clocks_for(k, rows.as_deref());
    let mut figs = vec![];
    for &k in &ks {
        for &n in &nodes {
            let t = Instant::now();
            let f = sb::measure(k, n, w, a.revision);
            if progress {
                eprintln!("k={k} N={n}: {:.1} s", t.elapsed().as_secs_f64());
            }
            if a.format == TableOrJson::Json {
                outln!("{}", config_json(&f, w, &clocks(k)));
            }
            figs.push(f);
        }
    }
    if a.format == TableOrJson::Table {
        out!("{}", figures_table(&figs, w, &clocks));
    }
    if let Some(rows) = &rows {
        if a.format == TableOrJson::Table {
            outln!(
                "\nFPGA, k = 4, W = 16, N = 16 (target: 75 MHz for both switches); {fpga_s:.0} s"
            );
        }
        print_synth_rows(44, rows, a.format);
    } else if a.format == TableOrJson::Table {
        outln!("\nFPGA part skipped (--quick without --fpga, or --no-fpga).");
    }
    if a.detail {
        outln!();
        out!("{}", wormcast_ip::cb_bench::report(a.quick));
        outln!();
        out!("{}", wormcast_testbench::switch_bench::report(a.quick));
    }
    if a.format == TableOrJson::Table {
        outln!("\nbench-switch: {:.1} s", t0.elapsed().as_secs_f64());
    }
    let problems: usize = figs.iter().map(|f| f.problems.len()).sum();
    if problems > 0 {
        return Err(Failure::Failed(format!(
            "{problems} stall(s) or protocol violation(s) while measuring (see PROBLEM / \"problems\")"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pick_validates_and_defaults() {
        assert_eq!(pick("k", &[], &KS).ok(), Some(vec![4, 8]));
        assert_eq!(pick("k", &[8, 4, 8], &KS).ok(), Some(vec![4, 8]));
        match pick("nodes", &[16, 17], &NODES) {
            Err(Failure::Usage(m)) => assert_eq!(m, "invalid parameter nodes=17: allowed 16 or 64"),
            _ => panic!("nodes=17 accepted"),
        }
    }

    #[test]
    fn clocks_come_from_the_k_4_rows_only() {
        use wormcast_tools::eda::SynthReport;
        let row = |m: &str, f: Result<f64, String>| SynthRow::new(m, SynthReport::default(), f);
        let rows = vec![
            row("cb", Ok(25.0)),
            row("ib_chunk", Ok(40.0)),
            row("ib_stair", Ok(41.5)),
            row("ib_split", Err("no room".into())),
        ];
        let c = clocks_for(4, Some(&rows));
        assert_eq!((c.cb.mhz, c.ib.mhz), (Some(25.0), Some(41.5)));
        assert!(c.ib.source.contains("ib_stair"), "{c:?}");
        let c = clocks_for(8, Some(&rows));
        assert_eq!((c.cb.mhz, c.ib.mhz), (None, None));
        assert!(c.cb.source.contains("only k = 4"), "{c:?}");
        assert_eq!(clocks_for(4, None).cb.source, "FPGA part skipped");
        let rows = vec![row("cb", Err("x".into()))];
        let c = clocks_for(4, Some(&rows));
        assert_eq!(c.cb.mhz, None);
        assert!(c.cb.source.contains("cb not placed"), "{c:?}");
    }

    #[test]
    fn fpga_part_uses_the_cli_defaults_at_k_4() {
        let s = k4_args();
        assert_eq!((s.k, s.nodes, s.chunks, s.buffer), (4, 16, 256, 320));
        assert_eq!(s.revision, wormcast_model::input_buffered::REVISION);
        let s = fpga_args(3);
        assert_eq!((s.k, s.nodes, s.buffer, s.revision), (4, 16, 320, 3));
    }
}
