//! `wormcast sweep`: a whole figure, a load sweep of several configurations.
//!
//! # The sweep file
//! ```toml
//! title = "Figure 14 (top left): central buffer, software vs hardware multicast, 16 nodes"
//! paper = "Fig. 14, multidestination-worms paper, Section 7.3"   # optional, free text
//! loads = [0.1, 0.2, 0.3, 0.4, 0.5]     # effective applied loads, each in (0, 1]
//!
//! [base]                 # NetConfig keys shared by every series (the `wormcast net` flags)
//! nodes = 16
//! switch = "cb"
//! traffic = "multicast"
//! msg-flits = 64
//! seed = 1               # the base seed (default 1); see "Seeds" below
//!
//! [[series]]             # one curve per series
//! label = "hardware m=2" # required, unique; names the points and the legend entry
//! multicast = "hardware" # any NetConfig keys: they override [base]
//! fanout = 2
//! # loads = [0.1, 0.2]   # optional: this series' own loads instead of the top-level ones
//!
//! [[series]]
//! label = "software m=2"
//! multicast = "software"
//! fanout = 2
//!
//! [[plot]]               # optional, one SVG each
//! file = "fig14_cb_latency.svg"            # written in the output directory
//! x = "load"                               # "load" (applied, default) or "offered"
//! y = ["latency_last"]                     # one or more metrics of the NetResult
//! series = ["hardware m=2", "software m=2"] # optional subset (default: all), in legend order
//! y_max = 2000                             # optional axis maxima (points above are not drawn)
//! x_max = 1.0
//! title = "..."                            # optional, default the sweep's title
//! ```
//! `load` itself may not appear in `[base]` or a series (the loads list sets it). Every point's
//! configuration (base, then series keys, then load and seed) is built and validated before
//! anything runs or is written; an error names the series and the key (exit code 2).
//! Unknown top-level, series-level or plot keys are errors too.
//!
//! # Points and seeds
//! A point is one (series, load). Its name is `<slug of the label>-load<load>` (e.g.
//! `hardware-m-2-load0.3`; the slug keeps ASCII letters and digits, lower-cased, and turns
//! every other run of characters into one `-`). Its seed is derived from the series' base
//! seed (the `seed` key of the series or of `[base]`, default 1), its label and its load:
//! `splitmix64(base ^ fnv1a64("<label>@<load>")) & (2^48 - 1)`, so every point has its own
//! random stream, a point's seed does not change when series or loads are added, removed or
//! reordered, and the seed stays exact in TOML, JSON and CSV. The derived seed is part of the
//! point's configuration (in its TOML, JSON and CSV row).
//!
//! # Outputs (`--out DIR`, default `results`; `<stem>` is the sweep file's name without `.toml`)
//! * `DIR/<stem>/<point>.json`: the point's result, exactly `wormcast net --format json`,
//!   written as each point finishes.
//! * `DIR/<stem>.csv`: one row per point (series order, then load order): `series`, `point`,
//!   every NetConfig key, every NetResult metric (a non-finite metric is `NaN`).
//! * `DIR/<file>` for every `[[plot]]`: lines with point markers per series (colour) and per
//!   metric (line style and marker), whiskers of the 95% confidence half-widths (the metric's
//!   `_ci`, when it has one). Latency metrics are not drawn at points that are saturated or
//!   deadlocked (as in the paper); the other metrics (e.g. `accepted`) always are.
//!
//! Points run in parallel on all cores (rayon; `--jobs N` to use fewer) with one progress bar
//! on stderr (simulated cycles of all points, with the estimated time left).
//!
//! # Batch schedulers
//! `wormcast sweep FILE.toml --plan --out DIR` validates everything, writes each point's full
//! configuration to `DIR/<stem>/<point>.toml` and prints one independent command per point:
//! `wormcast net --config DIR/<stem>/<point>.toml --format json > DIR/<stem>/<point>.json`
//! (one line per point, in CSV row order). Run them anywhere (e.g. a Slurm job array, see
//! `scripts/slurm_sweep.sh`), then `wormcast sweep FILE.toml --merge DIR` reads the JSON files
//! and writes the same CSV and SVGs as a direct run. A missing point, a JSON file that does
//! not parse, or one run with another configuration than the sweep file now gives, fails the
//! merge (exit code 1) naming every such point.

use crate::net_cmd::{config_from_table, to_json};
use crate::output::Failure;
use crate::plot::{self, Curve, Figure};
use indicatif::ProgressBar;
use rayon::prelude::*;
use serde::Deserialize;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use wormcast_model::net::config::KEYS;
use wormcast_model::net::{run_with_progress, NetConfig};

/// Arguments of `wormcast sweep`.
#[derive(clap::Args, Clone, Debug)]
pub struct SweepArgs {
    /// The sweep file (TOML: title, loads, [base], [[series]], [[plot]]; see docs/results/README.md).
    pub file: PathBuf,
    /// Output directory (CSV, SVGs, per-point JSON under DIR/<stem>/).
    #[arg(long, default_value = "results")]
    pub out: PathBuf,
    /// Write every point's TOML to DIR/<stem>/ and print one `wormcast net` command per point
    /// (for a batch-scheduler job array) instead of running.
    #[arg(long, conflicts_with = "merge")]
    pub plan: bool,
    /// Gather DIR/<stem>/<point>.json (from --plan's commands) into DIR's CSV and SVGs.
    #[arg(long, value_name = "DIR")]
    pub merge: Option<PathBuf>,
    /// Points run at once (default: every core).
    #[arg(long)]
    pub jobs: Option<usize>,
    /// The program named in --plan's command lines (default: this executable's path).
    #[arg(long, value_name = "PATH")]
    pub bin: Option<String>,
}

/// Metrics of a NetResult, in its field order (the CSV's metric columns).
pub const METRICS: &[&str] = &[
    "offered",
    "accepted",
    "accepted_ci",
    "latency_last",
    "latency_last_ci",
    "latency_mean",
    "latency_mean_ci",
    "latency_unicast",
    "latency_multicast",
    "messages",
    "completed",
    "saturated",
    "deadlock",
    "deadlock_report",
    "packets_injected",
    "cycles_run",
    "wall_seconds",
    "cycles_per_second",
    "ejection_rate",
    "injection_rate",
    "traffic",
    "recoveries_per_multicast",
    "deadlock_packets_per_multicast",
    "ni_busy",
    "lfc_dropped",
];

/// Metrics that a plot may show on its y axis (or its x axis).
const PLOTTABLE: &[&str] = &[
    "offered",
    "accepted",
    "latency_last",
    "latency_mean",
    "latency_unicast",
    "latency_multicast",
    "messages",
    "completed",
    "packets_injected",
    "cycles_run",
    "wall_seconds",
    "cycles_per_second",
    "ejection_rate",
    "injection_rate",
    "traffic",
    "recoveries_per_multicast",
    "deadlock_packets_per_multicast",
    "ni_busy",
];

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SweepFile {
    title: String,
    #[serde(default)]
    paper: String,
    loads: Vec<f64>,
    #[serde(default)]
    base: toml::Table,
    series: Vec<toml::Table>,
    #[serde(default)]
    plot: Vec<PlotSpec>,
}

/// One `[[plot]]` of a sweep file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlotSpec {
    pub file: String,
    #[serde(default = "default_x")]
    pub x: String,
    pub y: Vec<String>,
    #[serde(default)]
    pub series: Option<Vec<String>>,
    #[serde(default)]
    pub y_max: Option<f64>,
    #[serde(default)]
    pub x_max: Option<f64>,
    #[serde(default)]
    pub title: Option<String>,
    /// Draw latency at saturated points too (over the messages that completed, so an
    /// underestimate): the m-way paper's latency curves run into saturation.
    #[serde(default)]
    pub show_saturated: bool,
}

fn default_x() -> String {
    "load".into()
}

/// One point of a sweep.
#[derive(Clone, Debug)]
pub struct Point {
    /// Index of its series.
    pub series: usize,
    pub label: String,
    pub load: f64,
    pub name: String,
    pub config: NetConfig,
}

/// A validated sweep.
#[derive(Clone, Debug)]
pub struct Sweep {
    pub title: String,
    pub paper: String,
    pub stem: String,
    pub labels: Vec<String>,
    pub points: Vec<Point>,
    pub plots: Vec<PlotSpec>,
}

fn splitmix64(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn fnv1a64(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The seed of a point (module doc, "Points and seeds").
pub fn point_seed(base: u64, label: &str, load: f64) -> u64 {
    splitmix64(base ^ fnv1a64(&format!("{label}@{load}"))) & ((1 << 48) - 1)
}

/// Lower-case ASCII letters and digits, every other run of characters one `-`.
pub fn slug(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            o.push(c.to_ascii_lowercase());
        } else if !o.ends_with('-') {
            o.push('-');
        }
    }
    o.trim_matches('-').to_string()
}

fn loads_of(v: &toml::Value, what: &str) -> Result<Vec<f64>, String> {
    let a = v
        .as_array()
        .ok_or_else(|| format!("{what}: loads must be an array of numbers in (0, 1]"))?;
    let mut out = vec![];
    for x in a {
        let f = match x {
            toml::Value::Float(f) => *f,
            toml::Value::Integer(i) => *i as f64,
            _ => {
                return Err(format!(
                    "{what}: loads must be an array of numbers in (0, 1]"
                ))
            }
        };
        out.push(f);
    }
    Ok(out)
}

impl Sweep {
    /// Parse and validate a sweep file: every point's configuration and every plot.
    pub fn load(path: &Path) -> Result<Sweep, String> {
        let (text, stem) = crate::output::read_study(path, "sweep")?;
        Sweep::parse(&text, &stem).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Parse and validate the text of a sweep file.
    pub fn parse(text: &str, stem: &str) -> Result<Sweep, String> {
        let f: SweepFile = toml::from_str(text).map_err(|e| {
            let span = e
                .span()
                .map(|s| {
                    let line = text[..s.start.min(text.len())].lines().count().max(1);
                    format!(" (line {line})")
                })
                .unwrap_or_default();
            format!("{}{span}", crate::output::one_line(e.message()))
        })?;
        if f.series.is_empty() {
            return Err("no [[series]]: at least one is required".into());
        }
        if f.base.contains_key("load") {
            return Err("[base]: key load is set by the sweep's loads".into());
        }
        let mut labels: Vec<String> = vec![];
        let mut points = vec![];
        for (si, s) in f.series.iter().enumerate() {
            let label = match s.get("label") {
                Some(toml::Value::String(l)) if !slug(l).is_empty() => l.clone(),
                _ => {
                    return Err(format!(
                        "series {}: label must be a string with a letter or digit",
                        si + 1
                    ))
                }
            };
            let what = format!("series \"{label}\"");
            if let Some(o) = labels.iter().find(|o| slug(o) == slug(&label)) {
                return Err(format!(
                    "{what}: label gives the same point names as series \"{o}\" (labels must differ in letters or digits)"
                ));
            }
            labels.push(label.clone());
            if s.contains_key("load") {
                return Err(format!("{what}: key load is set by the sweep's loads"));
            }
            let loads = match s.get("loads") {
                Some(v) => loads_of(v, &what)?,
                None => f.loads.clone(),
            };
            if loads.is_empty() {
                return Err(format!("{what}: no loads (loads = [...] is required)"));
            }
            let mut table = f.base.clone();
            for (k, v) in s {
                if k != "label" && k != "loads" {
                    table.insert(k.clone(), v.clone());
                }
            }
            // The series' base seed, checked as a key first.
            let base_seed = {
                let mut t = toml::Table::new();
                if let Some(v) = table.get("seed") {
                    t.insert("seed".into(), v.clone());
                }
                config_from_table(&t)
                    .map_err(|e| format!("{what}: {e}"))?
                    .seed
            };
            let mut names: Vec<String> = vec![];
            for &load in &loads {
                let mut t = table.clone();
                t.insert("load".into(), toml::Value::Float(load));
                t.insert(
                    "seed".into(),
                    toml::Value::Integer(point_seed(base_seed, &label, load) as i64),
                );
                let config = config_from_table(&t).map_err(|e| format!("{what}: {e}"))?;
                let name = format!("{}-load{load}", slug(&label));
                if names.contains(&name) {
                    return Err(format!("{what}: load {load} appears twice"));
                }
                names.push(name.clone());
                points.push(Point {
                    series: si,
                    label: label.clone(),
                    load,
                    name,
                    config,
                });
            }
        }
        let mut files: Vec<&str> = vec![];
        for (i, p) in f.plot.iter().enumerate() {
            let what = format!("plot {} ({})", i + 1, p.file);
            if !p.file.ends_with(".svg") || p.file.contains('/') || p.file.contains('\\') {
                return Err(format!(
                    "{what}: file must be a file name ending in .svg (written in the output directory)"
                ));
            }
            if files.contains(&p.file.as_str()) {
                return Err(format!("{what}: file appears in two plots"));
            }
            files.push(&p.file);
            if p.x != "load" && !PLOTTABLE.contains(&p.x.as_str()) {
                return Err(format!(
                    "{what}: invalid value x={}: allowed load, {}",
                    p.x,
                    PLOTTABLE.join(", ")
                ));
            }
            if p.y.is_empty() {
                return Err(format!(
                    "{what}: y is empty: allowed {}",
                    PLOTTABLE.join(", ")
                ));
            }
            for y in &p.y {
                if !PLOTTABLE.contains(&y.as_str()) {
                    return Err(format!(
                        "{what}: invalid value y={y}: allowed {}",
                        PLOTTABLE.join(", ")
                    ));
                }
            }
            for s in p.series.iter().flatten() {
                if !labels.contains(s) {
                    return Err(format!(
                        "{what}: unknown series \"{s}\": the labels are {}",
                        labels
                            .iter()
                            .map(|l| format!("\"{l}\""))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ));
                }
            }
            for (k, v) in [("y_max", p.y_max), ("x_max", p.x_max)] {
                if let Some(v) = v {
                    if !(v.is_finite() && v > 0.0) {
                        return Err(format!("{what}: invalid value {k}={v}: allowed > 0"));
                    }
                }
            }
        }
        Ok(Sweep {
            title: f.title,
            paper: f.paper,
            stem: stem.to_string(),
            labels,
            points,
            plots: f.plot,
        })
    }

    /// The directory of the per-point files.
    pub fn point_dir(&self, out: &Path) -> PathBuf {
        out.join(&self.stem)
    }
}

/// A point's full configuration as a TOML file (`wormcast net --config`).
pub fn point_toml(sw: &Sweep, p: &Point) -> String {
    let body = toml::to_string(&p.config).expect("config serialises");
    format!(
        "# {}: series \"{}\", load {} (wormcast sweep {}.toml)\n{body}",
        p.name, p.label, p.load, sw.stem
    )
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:+,@%".contains(c))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn failed<E: std::fmt::Display>(what: &Path) -> impl Fn(E) -> Failure + '_ {
    move |e| Failure::Failed(format!("{}: {e}", what.display()))
}

/// `wormcast sweep`.
pub fn sweep(a: &SweepArgs) -> Result<(), Failure> {
    let sw = Sweep::load(&a.file).map_err(Failure::Usage)?;
    if a.jobs == Some(0) {
        return Err(Failure::Usage("invalid value jobs=0: allowed >= 1".into()));
    }
    if let Some(dir) = &a.merge {
        let values = gather(&sw, dir)?;
        return outputs(&sw, dir, &values);
    }
    if a.plan {
        return plan(&sw, &a.out, a.bin.as_deref());
    }
    let values = run_all(&sw, &a.out, a.jobs)?;
    outputs(&sw, &a.out, &values)
}

/// `--plan`: write the point TOMLs, print one command per point.
fn plan(sw: &Sweep, out: &Path, bin: Option<&str>) -> Result<(), Failure> {
    let dir = sw.point_dir(out);
    std::fs::create_dir_all(&dir).map_err(failed(&dir))?;
    let bin = match bin {
        Some(b) => b.to_string(),
        None => std::env::current_exe()
            .map(|p| p.to_string_lossy().to_string())
            .unwrap_or_else(|_| "wormcast".into()),
    };
    let mut lines = String::new();
    for p in &sw.points {
        let t = dir.join(format!("{}.toml", p.name));
        std::fs::write(&t, point_toml(sw, p)).map_err(failed(&t))?;
        let j = dir.join(format!("{}.json", p.name));
        lines += &format!(
            "{} net --config {} --format json > {}\n",
            shell_quote(&bin),
            shell_quote(&t.to_string_lossy()),
            shell_quote(&j.to_string_lossy())
        );
    }
    out!("{lines}");
    Ok(())
}

/// Run every point in parallel; each point's JSON is written as it finishes.
fn run_all(sw: &Sweep, out: &Path, jobs: Option<usize>) -> Result<Vec<Value>, Failure> {
    let dir = sw.point_dir(out);
    std::fs::create_dir_all(&dir).map_err(failed(&dir))?;
    let n = sw.points.len();
    let total0: u64 = sw
        .points
        .iter()
        .map(|p| p.config.warmup + p.config.cycles)
        .sum();
    let pb = crate::output::progress_bar(
        total0,
        "{elapsed_precise} [{wide_bar}] {percent:>3}% {msg}, ETA {eta}",
    );
    let done = AtomicU64::new(0);
    let total = AtomicU64::new(total0);
    let finished = AtomicUsize::new(0);
    pb.set_message(format!("0/{n} points"));
    let run_one = |p: &Point| -> Result<Value, String> {
        let (mut my_done, mut my_total) = (0u64, p.config.warmup + p.config.cycles);
        let tick = |pb: &ProgressBar, d: u64, t: u64, my_done: &mut u64, my_total: &mut u64| {
            let tt = if t >= *my_total {
                total.fetch_add(t - *my_total, Ordering::Relaxed) + t - *my_total
            } else {
                total.fetch_sub(*my_total - t, Ordering::Relaxed) - (*my_total - t)
            };
            let dd = if d >= *my_done {
                done.fetch_add(d - *my_done, Ordering::Relaxed) + d - *my_done
            } else {
                done.fetch_sub(*my_done - d, Ordering::Relaxed) - (*my_done - d)
            };
            (*my_done, *my_total) = (d, t);
            pb.set_length(tt);
            pb.set_position(dd);
        };
        let r = run_with_progress(&p.config, &mut |d, t| {
            tick(&pb, d, t, &mut my_done, &mut my_total)
        });
        let t = my_total.max(my_done);
        tick(&pb, t, t, &mut my_done, &mut my_total);
        let f = finished.fetch_add(1, Ordering::Relaxed) + 1;
        pb.set_message(format!("{f}/{n} points"));
        let r = r.map_err(|e| format!("{}: {e}", p.name))?;
        let json = to_json(&r);
        let path = dir.join(format!("{}.json", p.name));
        std::fs::write(&path, format!("{json}\n"))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        // The value of the text written, exactly as --merge will read it.
        serde_json::from_str(&json).map_err(|e| e.to_string())
    };
    let results: Vec<Result<Value, String>> = match jobs {
        Some(j) => wormcast_testbench::threads::pool(j)
            .map_err(Failure::Failed)?
            .install(|| sw.points.par_iter().map(&run_one).collect()),
        None => sw.points.par_iter().map(&run_one).collect(),
    };
    pb.finish_and_clear();
    let errs: Vec<String> = results
        .iter()
        .filter_map(|r| r.as_ref().err().cloned())
        .collect();
    if !errs.is_empty() {
        return Err(Failure::Failed(format!(
            "{} of {n} points failed (the others' JSON is in {}): {}",
            errs.len(),
            dir.display(),
            errs.join("; ")
        )));
    }
    Ok(results.into_iter().map(|r| r.unwrap()).collect())
}

/// `--merge`: read every point's JSON, checking it was run with the point's configuration.
fn gather(sw: &Sweep, out: &Path) -> Result<Vec<Value>, Failure> {
    let dir = sw.point_dir(out);
    let mut missing = vec![];
    let mut bad = vec![];
    let mut values = vec![];
    for p in &sw.points {
        let path = dir.join(format!("{}.json", p.name));
        let text = match std::fs::read_to_string(&path) {
            Ok(t) if !t.trim().is_empty() => t,
            _ => {
                missing.push(p.name.clone());
                continue;
            }
        };
        let v: Value = match serde_json::from_str(&text) {
            Ok(v) => v,
            Err(e) => {
                bad.push(format!("{}: not a result ({e})", p.name));
                continue;
            }
        };
        let want = serde_json::to_value(&p.config).expect("config serialises");
        let got = v.get("config").cloned().unwrap_or(Value::Null);
        let differ: Vec<&str> = KEYS
            .iter()
            .copied()
            .filter(|k| got.get(k) != want.get(k))
            .collect();
        if !differ.is_empty() {
            bad.push(format!(
                "{}: run with another configuration ({} differ)",
                p.name,
                differ.join(", ")
            ));
            continue;
        }
        values.push(v);
    }
    let mut msg = vec![];
    if !missing.is_empty() {
        msg.push(format!(
            "{} of {} points missing in {}: {}",
            missing.len(),
            sw.points.len(),
            dir.display(),
            missing.join(", ")
        ));
    }
    msg.extend(bad);
    if !msg.is_empty() {
        return Err(Failure::Failed(format!("merge: {}", msg.join("; "))));
    }
    Ok(values)
}

fn csv_cell(v: Option<&Value>) -> String {
    let s = match v {
        None | Some(Value::Null) => "NaN".to_string(),
        Some(Value::String(s)) => s.clone(),
        Some(v) => v.to_string(),
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// The CSV of a sweep's results (one row per point, in point order).
pub fn csv(sw: &Sweep, values: &[Value]) -> String {
    let mut metrics: Vec<String> = METRICS.iter().map(|s| s.to_string()).collect();
    for v in values {
        for k in v.as_object().into_iter().flat_map(|o| o.keys()) {
            if k != "config" && !metrics.contains(k) {
                metrics.push(k.clone());
            }
        }
    }
    let mut s = String::from("series,point");
    for k in KEYS {
        s += &format!(",{k}");
    }
    for m in &metrics {
        s += &format!(",{m}");
    }
    s += "\n";
    for (p, v) in sw.points.iter().zip(values) {
        s += &csv_cell(Some(&Value::String(p.label.clone())));
        s += ",";
        s += &csv_cell(Some(&Value::String(p.name.clone())));
        for k in KEYS {
            s += ",";
            s += &csv_cell(v.get("config").and_then(|c| c.get(k)));
        }
        for m in &metrics {
            s += ",";
            s += &csv_cell(v.get(m));
        }
        s += "\n";
    }
    s
}

fn metric_desc(m: &str) -> (&'static str, &'static str) {
    match m {
        "latency_last" => ("latency to the last destination", "cycles"),
        "latency_mean" => ("mean latency over destinations", "cycles"),
        "latency_unicast" => ("unicast latency", "cycles"),
        "latency_multicast" => ("multicast latency", "cycles"),
        "accepted" => ("accepted throughput", "flits/node/cycle"),
        "offered" => ("offered load", "flits/node/cycle"),
        "packets_injected" => ("packets injected", "packets/node/cycle"),
        "messages" => ("messages measured", "messages"),
        "completed" => ("messages completed", "messages"),
        "cycles_run" => ("cycles simulated", "cycles"),
        "wall_seconds" => ("wall time", "s"),
        "cycles_per_second" => ("simulation speed", "cycles/s"),
        "ejection_rate" => ("ejection rate", "flits/node/cycle"),
        "injection_rate" => ("injection rate", "flits/node/cycle"),
        "traffic" => ("traffic (channel utilisation)", "flits/channel/cycle"),
        "recoveries_per_multicast" => ("deadlock recoveries per multicast packet", ""),
        "deadlock_packets_per_multicast" => ("deadlock-channel packets per multicast packet", ""),
        "ni_busy" => ("NI processor busy", "fraction of cycles"),
        _ => ("value", ""),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn num(v: &Value, k: &str) -> f64 {
    match v.get(k) {
        Some(Value::Number(n)) => n.as_f64().unwrap_or(f64::NAN),
        Some(Value::Bool(b)) => *b as u8 as f64,
        _ => f64::NAN,
    }
}

fn flag(v: &Value, k: &str) -> bool {
    v.get(k).and_then(Value::as_bool).unwrap_or(false)
}

/// The figure of one plot.
pub fn figure(sw: &Sweep, plot: &PlotSpec, values: &[Value]) -> Figure {
    let series: Vec<usize> = match &plot.series {
        Some(s) => s
            .iter()
            .filter_map(|l| sw.labels.iter().position(|x| x == l))
            .collect(),
        None => (0..sw.labels.len()).collect(),
    };
    let mut curves = vec![];
    for &si in &series {
        for (mi, m) in plot.y.iter().enumerate() {
            let latency = m.starts_with("latency");
            let ci_key = format!("{m}_ci");
            let mut by_load: Vec<(f64, (f64, f64, f64))> = sw
                .points
                .iter()
                .zip(values)
                .filter(|(p, _)| p.series == si)
                .filter(|(_, v)| {
                    !(latency
                        && (flag(v, "deadlock") || (!plot.show_saturated && flag(v, "saturated"))))
                })
                .map(|(p, v)| {
                    let x = if plot.x == "load" {
                        p.load
                    } else {
                        num(v, &plot.x)
                    };
                    (p.load, (x, num(v, m), num(v, &ci_key)))
                })
                .collect();
            // Against load or offered load in x order; against a measured rate in load
            // order (the curve may bend back at saturation).
            if plot.x == "load" || plot.x == "offered" {
                by_load.sort_by(|a, b| a.1 .0.total_cmp(&b.1 .0));
            } else {
                by_load.sort_by(|a, b| a.0.total_cmp(&b.0));
            }
            let pts: Vec<(f64, f64, f64)> = by_load.into_iter().map(|(_, q)| q).collect();
            let label = if plot.y.len() > 1 {
                format!("{}, {}", sw.labels[si], m)
            } else {
                sw.labels[si].clone()
            };
            curves.push(Curve {
                label,
                color: si,
                style: mi,
                points: pts,
            });
        }
    }
    let descs: Vec<(&str, &str)> = plot.y.iter().map(|m| metric_desc(m)).collect();
    let unit = descs[0].1;
    let y_label = if descs.iter().all(|d| d.1 == unit) {
        let names: Vec<&str> = descs.iter().map(|d| d.0).collect();
        if names.len() == 1 {
            format!("{} ({unit})", capitalise(names[0]))
        } else if unit == "cycles" {
            format!("Latency ({unit})")
        } else {
            format!("{} ({unit})", capitalise(&names.join(", ")))
        }
    } else {
        descs
            .iter()
            .map(|d| format!("{} ({})", d.0, d.1))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mway = sw.points.iter().all(|p| p.config.topology.is_mway());
    let x_label = match plot.x.as_str() {
        "offered" => "Offered load (flits/node/cycle)".to_string(),
        "load" if mway => "Generated load (message flits/node/cycle)".to_string(),
        "load" => "Effective applied load (flits/node/cycle)".to_string(),
        m => {
            let (d, u) = metric_desc(m);
            format!("{} ({u})", capitalise(d))
        }
    };
    let mut subtitle = sw.paper.clone();
    if plot.y.iter().any(|m| m.starts_with("latency")) {
        if !subtitle.is_empty() {
            subtitle += "; ";
        }
        subtitle += if plot.show_saturated {
            "saturated points shown; whiskers: 95% confidence"
        } else {
            "latency not shown above saturation; whiskers: 95% confidence"
        };
    }
    let x_max = plot.x_max.or_else(|| {
        (plot.x != "load").then(|| {
            plot::nice_max(
                curves
                    .iter()
                    .flat_map(|c: &Curve| c.points.iter().map(|p| p.0))
                    .filter(|x| x.is_finite())
                    .fold(0.0, f64::max)
                    * 1.05,
            )
        })
    });
    Figure {
        title: plot.title.clone().unwrap_or_else(|| sw.title.clone()),
        subtitle,
        x_label,
        y_label,
        x_max,
        y_max: plot.y_max,
        curves,
    }
}

/// Write the CSV and the SVGs, print a summary.
fn outputs(sw: &Sweep, out: &Path, values: &[Value]) -> Result<(), Failure> {
    std::fs::create_dir_all(out).map_err(failed(out))?;
    let c = out.join(format!("{}.csv", sw.stem));
    std::fs::write(&c, csv(sw, values)).map_err(failed(&c))?;
    outln!("{}", sw.title);
    out!("{}", summary(sw, values));
    outln!("wrote {}", c.display());
    for p in &sw.plots {
        let f = out.join(&p.file);
        plot::draw_svg(&f, &figure(sw, p, values)).map_err(failed(&f))?;
        outln!("wrote {}", f.display());
    }
    Ok(())
}

/// One aligned line per point.
fn summary(sw: &Sweep, values: &[Value]) -> String {
    let wl = sw
        .labels
        .iter()
        .map(|l| l.chars().count())
        .max()
        .unwrap_or(6)
        .max(6);
    let mut s = format!(
        "  {:<wl$}  {:>6}  {:>8}  {:>8}  {:>12}  {:>12}\n",
        "series", "load", "offered", "accepted", "latency_last", "latency_mean"
    );
    let f = |x: f64, d: usize| {
        if x.is_finite() {
            format!("{x:.d$}")
        } else {
            "-".into()
        }
    };
    for (p, v) in sw.points.iter().zip(values) {
        let mut note = String::new();
        if flag(v, "deadlock") {
            note += "  DEADLOCK";
        }
        if flag(v, "saturated") {
            note += "  saturated";
        }
        s += &format!(
            "  {:<wl$}  {:>6}  {:>8}  {:>8}  {:>12}  {:>12}{note}\n",
            p.label,
            p.load,
            f(num(v, "offered"), 4),
            f(num(v, "accepted"), 4),
            f(num(v, "latency_last"), 1),
            f(num(v, "latency_mean"), 1),
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const SWEEP: &str = r#"
title = "t"
loads = [0.1, 0.5]
[base]
nodes = 16
traffic = "multicast"
[[series]]
label = "hardware m=2"
fanout = 2
[[series]]
label = "software m=2"
multicast = "software"
switch = "unicast"
fanout = 2
seed = 7
[[plot]]
file = "a.svg"
y = ["latency_last", "latency_mean"]
"#;

    #[test]
    fn points_names_and_seeds() {
        let sw = Sweep::parse(SWEEP, "fig").unwrap();
        let names: Vec<&str> = sw.points.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "hardware-m-2-load0.1",
                "hardware-m-2-load0.5",
                "software-m-2-load0.1",
                "software-m-2-load0.5"
            ]
        );
        assert_eq!(sw.points[0].config.seed, point_seed(1, "hardware m=2", 0.1));
        assert_eq!(sw.points[2].config.seed, point_seed(7, "software m=2", 0.1));
        let seeds: std::collections::HashSet<u64> =
            sw.points.iter().map(|p| p.config.seed).collect();
        assert_eq!(seeds.len(), 4);
        assert!(sw.points.iter().all(|p| p.config.seed < 1 << 48));
    }

    #[test]
    fn bad_sweeps_name_series_and_key() {
        for (edit, want) in [
            (
                (
                    "fanout = 2\n[[series]]\nlabel = \"software",
                    "fanout = 16\n[[series]]\nlabel = \"software",
                ),
                "series \"hardware m=2\": invalid value fanout=16",
            ),
            (("seed = 7", "sed = 7"), "`sed`"),
            (("y = [\"latency_last\"", "y = [\"latency\""), "y=latency"),
            (("[base]", "[base]\nload = 0.2"), "load"),
            (("title", "titel"), "titel"),
        ] {
            let text = SWEEP.replacen(edit.0, edit.1, 1);
            assert_ne!(text, SWEEP, "{edit:?}");
            let e = Sweep::parse(&text, "fig").unwrap_err();
            assert!(e.contains(want), "{e} does not contain {want}");
        }
    }

    #[test]
    fn point_toml_round_trips() {
        let sw = Sweep::parse(SWEEP, "fig").unwrap();
        for p in &sw.points {
            let back = NetConfig::from_toml(&point_toml(&sw, p)).unwrap();
            assert_eq!(back, p.config);
        }
    }

    #[test]
    fn csv_quotes_and_nan() {
        assert_eq!(csv_cell(Some(&Value::String("a,b".into()))), "\"a,b\"");
        assert_eq!(csv_cell(Some(&Value::Null)), "NaN");
        assert_eq!(csv_cell(Some(&serde_json::json!(0.25))), "0.25");
    }
}
