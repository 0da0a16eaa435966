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
//!   overrides it; `--operations N` overrides `operations`;
//! * `flits` (20), `startup` (33), `startup-next` (8), `route` (2), `route-modify` (3):
//!   the timing of `wormcast_model::tpm::timing`;
//! * `csv`, `latency-svg`, `traffic-svg`: output file names under `--out` (default
//!   `<stem>.csv`, `<stem>_latency.svg`, `<stem>_traffic.svg`);
//! * `engine = "analytic" | "flit"` (default analytic): `flit` runs every operation alone
//!   on the cycle-accurate mesh of TPM routers (the golden model of the RTL, the engine of
//!   Figure 12: `wormcast_model::net::mesh_run::multicast_alone`) instead of pricing it
//!   with the contention-free formulas, and prices the same operation with the formulas
//!   too (columns `analytic_*`, under `channels` and the timing keys). Flit-level keys
//!   (refused with the analytic engine): `depth` (flits per VC buffer, 1..=8, default 1 as
//!   in Figure 12: one flit every 3 cycles per VC; 3 or more: one flit per cycle),
//!   `consumption` (consumption channels per node, 1..=8, default 8 as in Figure 12). The
//!   routers have `virtual-channels` VCs and 1 (one-port) or 4 x `virtual-channels`
//!   (all-port) injection channels; the node interfaces pay `startup` / `startup-next`;
//!   `flits` payload flits per worm. `route` / `route-modify` only price the analytic
//!   columns (a router takes 2 cycles per hop).
//!
//! CSV columns: `scheme, ports, channels, mesh, destinations, operations, latency, latency_ci95,
//! traffic, traffic_ci95, messages, max_phases` (means over the operations, 95% confidence
//! half-widths). With `engine = "flit"`: `scheme, ports, engine, depth, mesh, destinations,
//! operations, latency, latency_ci95, traffic, traffic_ci95, messages, max_phases,
//! link_flits, analytic_latency, analytic_traffic, latency_ratio, latency_ratio_min,
//! latency_ratio_max`: latency in cycles (send to the tail at the last destination),
//! traffic = payload flits on router-to-router links (`flits` x hops of every worm, the
//! analytic model's additional traffic), `link_flits` the same with the destination-entry
//! flits, `analytic_*` the formulas' means on the same operations, `latency_ratio` the mean
//! over the operations of flit-level / analytic latency, with its smallest and largest value.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::Args;
use rayon::prelude::*;
use serde::Deserialize;
use wormcast_model::mesh::{Coord, Layout, Mesh, RouterParams};
use wormcast_model::net::config::MeshScheme;
use wormcast_model::net::mesh_run::multicast_alone;
use wormcast_model::tpm::study::{mean, measure, operations, Mean, PointStats, Scheme};
use wormcast_model::tpm::timing::{evaluate, Channels};
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
    /// Override the file's `operations` per point (the first N of the file's operations:
    /// the same seed draws the same operations in the same order).
    #[arg(long)]
    pub operations: Option<usize>,
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
    #[serde(default = "d_engine")]
    engine: String,
    #[serde(default)]
    depth: Option<usize>,
    #[serde(default)]
    consumption: Option<usize>,
}

fn d_engine() -> String {
    "analytic".into()
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
    /// The flit-level routers (`engine = "flit"`), or `None` for the analytic engine.
    pub flit: Option<RouterParams>,
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
    let flit = match f.engine.as_str() {
        "analytic" => {
            for (k, v) in [("depth", f.depth), ("consumption", f.consumption)] {
                if v.is_some() {
                    return Err(format!(
                        "{k}: a key of engine = \"flit\" (this study's engine is analytic)"
                    ));
                }
            }
            None
        }
        "flit" => {
            let depth = f.depth.unwrap_or(1);
            let cons = f.consumption.unwrap_or(8);
            range("depth", depth, 1, 8)?;
            range("consumption", cons, 1, 8)?;
            range("virtual-channels", f.virtual_channels, 1, 4)?;
            // The narrowest flit whose destination entry fits and whose `len` field holds
            // `flits`.
            let w = (16..=64)
                .find(|&w| Layout::new(mesh, w).is_ok_and(|l| l.max_len() as u64 >= f.flits))
                .ok_or_else(|| {
                    format!(
                        "flits = {}: more payload flits than a destination entry's len field holds on this mesh",
                        f.flits
                    )
                })?;
            let mut p = RouterParams::new(mesh, Coord::new(0, 0));
            p.w = w;
            p.v = f.virtual_channels;
            p.depth = depth;
            p.inj = injection_channels;
            p.cons = cons;
            p.validate().map_err(|e| e.0)?;
            Some(p)
        }
        e => {
            return Err(format!(
                "engine = \"{e}\": must be \"analytic\" or \"flit\""
            ))
        }
    };
    Ok(Study {
        file: f,
        mesh,
        schemes,
        timing,
        csv,
        latency_svg,
        traffic_svg,
        flit,
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

/// One point of a flit-level study (`engine = "flit"`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FlitStats {
    /// On the routers: latency in cycles, traffic = payload flits on links; `messages` and
    /// `max_phases` of the scheme's schedule.
    pub flit: PointStats,
    /// Mean flits on links per operation, destination entries included.
    pub link_flits: f64,
    /// The formulas on the same operations.
    pub analytic: PointStats,
    /// Flit-level / analytic latency, per operation: mean (with confidence), min, max.
    pub ratio: Mean,
    pub ratio_min: f64,
    pub ratio_max: f64,
}

/// The router engine's name of a scheme.
pub fn mesh_scheme(s: Scheme) -> MeshScheme {
    match s {
        Scheme::Tpm => MeshScheme::Tpm,
        Scheme::DualPath => MeshScheme::DualPath,
        Scheme::ColumnPath => MeshScheme::ColumnPath,
        Scheme::Unicast => MeshScheme::Unicast,
    }
}

/// Cycles without a flit moving before a flit-level operation is reported as deadlocked.
const WATCHDOG: u64 = 20_000;

/// Run every point of a flit-level study on the routers `p`: every operation alone on an
/// idle mesh, in parallel over the operations. Rows in scheme order, then destination order.
pub fn run_flit(
    st: &Study,
    p: RouterParams,
    progress: bool,
) -> Result<Vec<(Scheme, usize, FlitStats)>, String> {
    let f = &st.file;
    let ops: Vec<Vec<(Coord, Vec<Coord>)>> = f
        .destinations
        .iter()
        .map(|&k| operations(&st.mesh, k, f.operations, f.seed))
        .collect();
    let mut tasks = vec![];
    for si in 0..st.schemes.len() {
        for ki in 0..f.destinations.len() {
            for oi in 0..f.operations {
                tasks.push((si, ki, oi));
            }
        }
    }
    let pb = progress_bar(
        tasks.len() as u64,
        "{elapsed_precise} [{wide_bar}] {percent:>3}% {human_pos}/{human_len} operations, ETA {eta}",
    );
    if !progress {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let done = AtomicU64::new(0);
    // Per operation: flit latency, payload flits, link flits, analytic latency and traffic.
    let per_op: Vec<[f64; 5]> = tasks
        .par_iter()
        .map(|&(si, ki, oi)| {
            let sc = st.schemes[si];
            let (src, dests) = &ops[ki][oi];
            let c = multicast_alone(
                p,
                mesh_scheme(sc),
                f.startup,
                f.startup_next,
                f.flits as usize,
                *src,
                dests,
                WATCHDOG,
            )
            .map_err(|e| format!("{} destinations, operation {oi}: {e}", f.destinations[ki]))?;
            let a = evaluate(&sc.schedule(&st.mesh, *src, dests), &st.timing);
            let d = done.fetch_add(1, Ordering::Relaxed);
            pb.set_position(d + 1);
            Ok([
                c.latency as f64,
                c.payload_flits as f64,
                c.link_flits as f64,
                a.latency as f64,
                a.traffic as f64,
            ])
        })
        .collect::<Result<_, String>>()?;
    pb.finish_and_clear();
    let mut rows = vec![];
    let n = f.operations;
    for (si, &sc) in st.schemes.iter().enumerate() {
        for (ki, &k) in f.destinations.iter().enumerate() {
            let base = (si * f.destinations.len() + ki) * n;
            let v = &per_op[base..base + n];
            let col = |i: usize| v.iter().map(|r| r[i]).collect::<Vec<f64>>();
            let analytic = measure(sc, &st.mesh, &ops[ki], &st.timing);
            let ratios: Vec<f64> = v.iter().map(|r| r[0] / r[3]).collect();
            rows.push((
                sc,
                k,
                FlitStats {
                    flit: PointStats {
                        latency: mean(&col(0)),
                        traffic: mean(&col(1)),
                        messages: analytic.messages,
                        max_phases: analytic.max_phases,
                    },
                    link_flits: mean(&col(2)).mean,
                    analytic,
                    ratio: mean(&ratios),
                    ratio_min: ratios.iter().copied().fold(f64::INFINITY, f64::min),
                    ratio_max: ratios.iter().copied().fold(0.0, f64::max),
                },
            ));
        }
    }
    Ok(rows)
}

/// The CSV text of a flit-level study's rows (module doc).
pub fn csv_flit(st: &Study, rows: &[(Scheme, usize, FlitStats)]) -> String {
    let depth = st.flit.map_or(0, |p| p.depth);
    let mut s = String::from(
        "scheme,ports,engine,depth,mesh,destinations,operations,latency,latency_ci95,traffic,\
         traffic_ci95,messages,max_phases,link_flits,analytic_latency,analytic_traffic,\
         latency_ratio,latency_ratio_min,latency_ratio_max\n",
    );
    for (sc, k, r) in rows {
        let p = &r.flit;
        s += &format!(
            "{},{},flit,{depth},{}x{},{k},{},{:.2},{:.3},{:.1},{:.3},{:.3},{},{:.1},{:.2},{:.1},{:.4},{:.4},{:.4}\n",
            sc.name(),
            st.file.ports,
            st.mesh.x,
            st.mesh.y,
            st.file.operations,
            p.latency.mean,
            p.latency.ci95,
            p.traffic.mean,
            p.traffic.ci95,
            p.messages,
            p.max_phases,
            r.link_flits,
            r.analytic.latency.mean,
            r.analytic.traffic.mean,
            r.ratio.mean,
            r.ratio_min,
            r.ratio_max,
        );
    }
    s
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

/// A flit-level study's figure: per scheme the flit-level curve (solid) and the analytic
/// one on the same operations (second line style).
fn figure_flit(st: &Study, rows: &[(Scheme, usize, FlitStats)], traffic: bool) -> Figure {
    let f = &st.file;
    let flit: Vec<_> = rows.iter().map(|(s, k, r)| (*s, *k, r.flit)).collect();
    let mut fig = figure(st, &flit, traffic);
    let p = st.flit.expect("a flit-level study");
    fig.subtitle = format!(
        "{}x{} TPM routers, {}-port, {} VCs x {}-flit buffers, {} flits, {} ops per point, each alone; dashed: analytic{}",
        st.mesh.x,
        st.mesh.y,
        f.ports,
        p.v,
        p.depth,
        f.flits,
        f.operations,
        if f.paper.is_empty() {
            String::new()
        } else {
            format!(" ({})", f.paper)
        }
    );
    if traffic {
        fig.y_label = "additional traffic (payload flits on links)".into();
    } else {
        fig.y_label = "multicast latency (cycles = time units)".into();
    }
    for (i, &sc) in st.schemes.iter().enumerate() {
        fig.curves.push(Curve {
            label: format!("{} (analytic)", label(sc)),
            color: i,
            style: 1,
            points: rows
                .iter()
                .filter(|r| r.0 == sc)
                .map(|(_, k, r)| {
                    let m = if traffic {
                        r.analytic.traffic
                    } else {
                        r.analytic.latency
                    };
                    (*k as f64, m.mean, m.ci95)
                })
                .collect(),
        });
    }
    for c in fig.curves.iter_mut().take(st.schemes.len()) {
        c.style = 0;
        c.label = format!("{} (flit-level)", c.label);
    }
    fig
}

/// The study text with `key` set to `v` (replacing the file's own setting).
fn override_key(text: &str, key: &str, v: toml::Value) -> String {
    let mut t: toml::Table = match toml::from_str(text) {
        Ok(t) => t,
        Err(_) => return text.to_string(),
    };
    t.insert(key.into(), v);
    toml::to_string(&t).unwrap_or_else(|_| text.to_string())
}

/// `wormcast tpm-study`.
pub fn tpm_study(a: &TpmStudyArgs) -> Result<(), Failure> {
    let (text, stem) = crate::output::read_study(&a.config, "tpm").map_err(Failure::Usage)?;
    let text = match &a.channels {
        Some(c) => override_key(&text, "channels", toml::Value::String(c.clone())),
        None => text,
    };
    let text = match a.operations {
        Some(n) => override_key(&text, "operations", toml::Value::Integer(n as i64)),
        None => text,
    };
    let st =
        parse(&text, &stem).map_err(|e| Failure::Usage(format!("{}: {e}", a.config.display())))?;
    let t0 = std::time::Instant::now();
    if let Some(p) = st.flit {
        return tpm_study_flit(&st, p, &a.out, t0);
    }
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

/// `wormcast tpm-study` with `engine = "flit"`.
fn tpm_study_flit(
    st: &Study,
    p: RouterParams,
    out: &std::path::Path,
    t0: std::time::Instant,
) -> Result<(), Failure> {
    let rows = run_flit(st, p, true).map_err(Failure::Failed)?;
    std::fs::create_dir_all(out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", out.display())))?;
    crate::output::write_output(&out.join(&st.csv), &csv_flit(st, &rows))?;
    for (name, traffic) in [(&st.latency_svg, false), (&st.traffic_svg, true)] {
        let path = out.join(name);
        draw_svg(&path, &figure_flit(st, &rows, traffic)).map_err(Failure::Failed)?;
        outln!("wrote {}", path.display());
    }
    outln!(
        "{:<14} {:>6} {:>10} {:>10} {:>7} {:>12} {:>12}",
        "scheme",
        "dests",
        "latency",
        "analytic",
        "ratio",
        "traffic",
        "analytic"
    );
    for (sc, k, r) in &rows {
        outln!(
            "{:<14} {:>6} {:>10.1} {:>10.1} {:>7.3} {:>12.0} {:>12.0}",
            sc.name(),
            k,
            r.flit.latency.mean,
            r.analytic.latency.mean,
            r.ratio.mean,
            r.flit.traffic.mean,
            r.analytic.traffic.mean
        );
    }
    outln!("({:.1} s)", t0.elapsed().as_secs_f64());
    Ok(())
}
