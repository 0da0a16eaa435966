//! `wormcast tpm-study`: the contention-free comparison of the two-phase-multicast paper
//! (Section 5.2, Figures 10 and 11) on the node-level models of `wormcast_model::tpm`:
//! latency and additional traffic against the number of destinations, one curve per scheme
//! (TPM, dual-path, column-path, unicast-based), one-port or all-port.
//!
//! The study file (TOML, every key checked; an unknown key is refused naming it):
//!
//! * `title` (required), `paper`: figure titles;
//! * `mesh = [X, Y]` (2..=64 each, default `[16, 16]`);
//! * `ports = "one" | "all"` (required); `virtual-channels` (default 2: all-port has
//!   4 x virtual-channels injection channels, one-port 1);
//! * `operations` per point (1..=1,000,000, default 1000), `seed` (default 1);
//! * `destinations = [...]` (each 1..nodes-1, required);
//! * `schemes` (default all four: `tpm`, `dual-path`, `column-path`, `unicast`);
//! * `channels = "serialized" | "ideal"` (default serialized): whether the operation's
//!   messages share channels (`wormcast_model::tpm::timing::Channels`); `--channels`
//!   overrides it;
//! * `flits` (20), `startup` (33), `startup-next` (8), `route` (2), `route-modify` (3):
//!   the timing of `wormcast_model::tpm::timing`;
//! * `csv`, `latency-svg`, `traffic-svg`: output file names under `--out` (default
//!   `<stem>.csv`, `<stem>_latency.svg`, `<stem>_traffic.svg`).
//!
//! CSV columns: `scheme, ports, channels, mesh, destinations, operations, latency, latency_ci95,
//! traffic, traffic_ci95, messages, max_phases` (means over the operations, 95% confidence
//! half-widths).

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::Args;
use rayon::prelude::*;
use serde::Deserialize;
use wormcast_model::mesh::Mesh;
use wormcast_model::tpm::study::{measure, operations, PointStats, Scheme};
use wormcast_model::tpm::timing::Channels;
use wormcast_model::tpm::Timing;

use crate::output::Failure;
use crate::output::{one_line, progress_bar};
use crate::plot::{draw_svg, Curve, Figure};

/// `wormcast tpm-study` arguments.
#[derive(Args, Clone, Debug)]
pub struct TpmStudyArgs {
    /// Study file (TOML; module doc of gen/src/tpm_cmd.rs lists the keys).
    #[arg(long)]
    pub config: PathBuf,
    /// Output directory for the CSV and SVG files.
    #[arg(short = 'o', long = "out", default_value = "docs/results")]
    pub out: PathBuf,
    /// Override the file's `channels`: serialized or ideal.
    #[arg(long)]
    pub channels: Option<String>,
}

fn d_mesh() -> [usize; 2] {
    [16, 16]
}
fn d_vc() -> usize {
    2
}
fn d_ops() -> usize {
    1000
}
fn d_seed() -> u64 {
    1
}
fn d_schemes() -> Vec<String> {
    Scheme::ALL.iter().map(|s| s.name().to_string()).collect()
}
fn d_channels() -> String {
    "serialized".into()
}
fn d_flits() -> u64 {
    20
}
fn d_startup() -> u64 {
    33
}
fn d_next() -> u64 {
    8
}
fn d_route() -> u64 {
    2
}
fn d_modify() -> u64 {
    3
}

/// The study file.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct StudyFile {
    title: String,
    #[serde(default)]
    paper: String,
    #[serde(default = "d_mesh")]
    mesh: [usize; 2],
    ports: String,
    #[serde(default = "d_vc")]
    virtual_channels: usize,
    #[serde(default = "d_ops")]
    operations: usize,
    #[serde(default = "d_seed")]
    seed: u64,
    destinations: Vec<usize>,
    #[serde(default = "d_schemes")]
    schemes: Vec<String>,
    #[serde(default = "d_channels")]
    channels: String,
    #[serde(default = "d_flits")]
    flits: u64,
    #[serde(default = "d_startup")]
    startup: u64,
    #[serde(default = "d_next")]
    startup_next: u64,
    #[serde(default = "d_route")]
    route: u64,
    #[serde(default = "d_modify")]
    route_modify: u64,
    #[serde(default)]
    csv: Option<String>,
    #[serde(default)]
    latency_svg: Option<String>,
    #[serde(default)]
    traffic_svg: Option<String>,
}

/// A validated study.
#[derive(Clone, Debug)]
pub struct Study {
    /// The file's contents.
    pub file: StudyFile,
    /// The mesh.
    pub mesh: Mesh,
    /// The schemes, in file order.
    pub schemes: Vec<Scheme>,
    /// The timing.
    pub timing: Timing,
    /// Output names.
    pub csv: String,
    /// Latency figure file name.
    pub latency_svg: String,
    /// Traffic figure file name.
    pub traffic_svg: String,
}

fn range<T: PartialOrd + std::fmt::Display>(k: &str, v: T, lo: T, hi: T) -> Result<(), String> {
    if v < lo || v > hi {
        return Err(format!("{k} = {v}: must be in {lo}..={hi}"));
    }
    Ok(())
}

/// Parse and validate a study file's text; `stem` names the default outputs.
pub fn parse(text: &str, stem: &str) -> Result<Study, String> {
    let f: StudyFile = toml::from_str(text).map_err(|e| one_line(e.message()))?;
    range("mesh[0]", f.mesh[0], 2, 64)?;
    range("mesh[1]", f.mesh[1], 2, 64)?;
    let mesh = Mesh::new(f.mesh[0], f.mesh[1]);
    let injection_channels = match f.ports.as_str() {
        "one" => 1,
        "all" => {
            range("virtual-channels", f.virtual_channels, 1, 16)?;
            4 * f.virtual_channels
        }
        p => return Err(format!("ports = \"{p}\": must be \"one\" or \"all\"")),
    };
    range("operations", f.operations, 1, 1_000_000)?;
    if f.destinations.is_empty() {
        return Err("destinations: at least one value is required".into());
    }
    for &k in &f.destinations {
        range("destinations", k, 1, mesh.nodes() - 1)?;
    }
    let mut schemes = vec![];
    for s in &f.schemes {
        let sc = Scheme::parse(s).ok_or_else(|| {
            format!(
                "schemes: unknown scheme \"{s}\": the schemes are {}",
                d_schemes().join(", ")
            )
        })?;
        if schemes.contains(&sc) {
            return Err(format!("schemes: \"{s}\" given twice"));
        }
        schemes.push(sc);
    }
    if schemes.is_empty() {
        return Err("schemes: at least one is required".into());
    }
    let channels = match f.channels.as_str() {
        "serialized" => Channels::Serialized,
        "ideal" => Channels::Ideal,
        c => {
            return Err(format!(
                "channels = \"{c}\": must be \"serialized\" or \"ideal\""
            ))
        }
    };
    range("flits", f.flits, 1, 10_000)?;
    range("startup", f.startup, 0, 100_000)?;
    range("startup-next", f.startup_next, 0, 100_000)?;
    range("route", f.route, 0, 1000)?;
    range("route-modify", f.route_modify, 0, 1000)?;
    let timing = Timing {
        flits: f.flits,
        startup: f.startup,
        startup_next: f.startup_next,
        route: f.route,
        route_modify: f.route_modify,
        injection_channels,
        channels,
    };
    let csv = f.csv.clone().unwrap_or_else(|| format!("{stem}.csv"));
    let latency_svg = f
        .latency_svg
        .clone()
        .unwrap_or_else(|| format!("{stem}_latency.svg"));
    let traffic_svg = f
        .traffic_svg
        .clone()
        .unwrap_or_else(|| format!("{stem}_traffic.svg"));
    for (k, v) in [
        ("csv", &csv),
        ("latency-svg", &latency_svg),
        ("traffic-svg", &traffic_svg),
    ] {
        if v.is_empty() || v.contains('/') || v.contains('\\') {
            return Err(format!("{k} = \"{v}\": a file name without directories"));
        }
    }
    Ok(Study {
        file: f,
        mesh,
        schemes,
        timing,
        csv,
        latency_svg,
        traffic_svg,
    })
}

/// Run every point: `(scheme, destinations, stats)` in scheme order, then destination
/// order.
pub fn run(st: &Study, progress: bool) -> Vec<(Scheme, usize, PointStats)> {
    let f = &st.file;
    let total = (f.destinations.len() * st.schemes.len() * f.operations) as u64;
    let pb = progress_bar(
        total,
        "{elapsed_precise} [{wide_bar}] {percent:>3}% {human_pos}/{human_len} operations, ETA {eta}",
    );
    if !progress {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let done = AtomicU64::new(0);
    let per_k: Vec<Vec<(Scheme, usize, PointStats)>> = f
        .destinations
        .par_iter()
        .map(|&k| {
            let ops = operations(&st.mesh, k, f.operations, f.seed);
            st.schemes
                .iter()
                .map(|&sc| {
                    let r = measure(sc, &st.mesh, &ops, &st.timing);
                    let d = done.fetch_add(f.operations as u64, Ordering::Relaxed);
                    pb.set_position(d + f.operations as u64);
                    (sc, k, r)
                })
                .collect()
        })
        .collect();
    pb.finish_and_clear();
    let mut rows = vec![];
    for sc in &st.schemes {
        for v in &per_k {
            rows.extend(v.iter().filter(|r| r.0 == *sc).copied());
        }
    }
    rows
}

/// The CSV text of the rows.
pub fn csv(st: &Study, rows: &[(Scheme, usize, PointStats)]) -> String {
    let mut s = String::from(
        "scheme,ports,channels,mesh,destinations,operations,latency,latency_ci95,traffic,\
         traffic_ci95,messages,max_phases\n",
    );
    for (sc, k, p) in rows {
        s += &format!(
            "{},{},{},{}x{},{k},{},{:.2},{:.3},{:.1},{:.3},{:.3},{}\n",
            sc.name(),
            st.file.ports,
            st.file.channels,
            st.mesh.x,
            st.mesh.y,
            st.file.operations,
            p.latency.mean,
            p.latency.ci95,
            p.traffic.mean,
            p.traffic.ci95,
            p.messages,
            p.max_phases
        );
    }
    s
}

fn label(s: Scheme) -> &'static str {
    match s {
        Scheme::Tpm => "TPM",
        Scheme::DualPath => "dual-path",
        Scheme::ColumnPath => "column-path",
        Scheme::Unicast => "unicast-based",
    }
}

fn figure(st: &Study, rows: &[(Scheme, usize, PointStats)], traffic: bool) -> Figure {
    let f = &st.file;
    let what = if traffic {
        "additional traffic"
    } else {
        "latency"
    };
    Figure {
        title: format!("{}: {what}", f.title),
        subtitle: format!(
            "{}x{} mesh, {}-port, {} flits, {} operations per point, {} channels{}",
            st.mesh.x,
            st.mesh.y,
            f.ports,
            f.flits,
            f.operations,
            f.channels,
            if f.paper.is_empty() {
                String::new()
            } else {
                format!(" ({})", f.paper)
            }
        ),
        x_label: "number of destinations".into(),
        y_label: if traffic {
            "additional traffic (channel-time units)".into()
        } else {
            "multicast latency (time units, 30 ns)".into()
        },
        x_max: None,
        y_max: None,
        curves: st
            .schemes
            .iter()
            .enumerate()
            .map(|(i, &sc)| Curve {
                label: label(sc).into(),
                color: i,
                style: i,
                points: rows
                    .iter()
                    .filter(|r| r.0 == sc)
                    .map(|(_, k, p)| {
                        let m = if traffic { p.traffic } else { p.latency };
                        (*k as f64, m.mean, m.ci95)
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// The study text with `channels` set to `c` (replacing the file's own setting).
fn override_channels(text: &str, c: &str) -> String {
    let mut t: toml::Table = match toml::from_str(text) {
        Ok(t) => t,
        Err(_) => return text.to_string(),
    };
    t.insert("channels".into(), toml::Value::String(c.to_string()));
    toml::to_string(&t).unwrap_or_else(|_| text.to_string())
}

/// `wormcast tpm-study`.
pub fn tpm_study(a: &TpmStudyArgs) -> Result<(), Failure> {
    let (text, stem) = crate::output::read_study(&a.config, "tpm").map_err(Failure::Usage)?;
    let text = match &a.channels {
        Some(c) => override_channels(&text, c),
        None => text,
    };
    let st =
        parse(&text, &stem).map_err(|e| Failure::Usage(format!("{}: {e}", a.config.display())))?;
    let t0 = std::time::Instant::now();
    let rows = run(&st, true);
    std::fs::create_dir_all(&a.out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", a.out.display())))?;
    crate::output::write_output(&a.out.join(&st.csv), &csv(&st, &rows))?;
    for (name, traffic) in [(&st.latency_svg, false), (&st.traffic_svg, true)] {
        let p = a.out.join(name);
        draw_svg(&p, &figure(&st, &rows, traffic)).map_err(Failure::Failed)?;
        outln!("wrote {}", p.display());
    }
    outln!(
        "{:<14} {:>6} {:>10} {:>12} {:>9} {:>7}",
        "scheme",
        "dests",
        "latency",
        "traffic",
        "messages",
        "phases"
    );
    for (sc, k, p) in &rows {
        outln!(
            "{:<14} {:>6} {:>10.1} {:>12.0} {:>9.1} {:>7}",
            sc.name(),
            k,
            p.latency.mean,
            p.traffic.mean,
            p.messages,
            p.max_phases
        );
    }
    outln!("({:.1} s)", t0.elapsed().as_secs_f64());
    Ok(())
}
