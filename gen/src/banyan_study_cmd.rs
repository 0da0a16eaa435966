//! `wormcast banyan-study`: the banyan paper's Section 4 figures (issue 15): copy rates
//! against the stage (Figure 5), throughput against the offered load (Figure 6) and against
//! the network size (Figure 7), each simulated (independent replications, 95% confidence
//! interval) beside the analytic model of equations (1), (2). The model, the traffic and
//! the two multicast cases (A: region with a random start, B: copies at the earliest stages,
//! cube-routed) are documented in `model/src/banyan/throughput.rs`.
//!
//! The study file (TOML, every key checked; an unknown key is refused naming it):
//!
//! * `title` (required), `paper`;
//! * `x`: `load` (offered load `(1-m) rho + m rho f`), `n` (stages) or `stage` (copy rates
//!   `c_i` against the stage `i = 0..n-1`, measured at the point's `load`);
//! * `values = [...]`: the x values (`load`, `n`; not with `stage`);
//! * `slots` (per replication, default 5000), `reps` (independent replications, 2..=1000,
//!   default 8), `seed` (default 1; replication `r` of point `p` uses
//!   `seed + 2^20 p + r`);
//! * `[base]`: the point keys `n` (2..=10, default 7), `f` (1..=2^n, default 1), `m`
//!   (0..=1, default 0), `load` (default 1.0), `case` (`A` or `B`, default `A`);
//!   `[[series]]`: `label`, the point keys that differ, and optionally its own `values`;
//! * `[[plot]]`: `file` (SVG name), optional `title`, `series` (the labels drawn, default
//!   all), `y-max`;
//! * `csv`: output name (default `<stem>.csv`).
//!
//! CSV columns, `x = load | n`: `series, case, n, f, m, offered_load, rho, eta_sim,
//! eta_sim_ci95, eta_model, eta_unicast_model, reps, slots` (`eta_unicast_model`: the
//! classic unicast banyan recursion at the same offered load, `f = 1, m = 0`);
//! `x = stage`: `series, case, n, f, m, offered_load, stage, c_model, c_sim, c_sim_ci95,
//! reps, slots` (`c_sim`: replications requested per multicast copy arriving at the stage,
//! mean over replications).

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::Args;
use rayon::prelude::*;
use serde::Deserialize;
use wormcast_model::banyan::throughput::{
    analytic_eta, analytic_eta_case, copy_rates_for, rho_for_load, simulate, validate_case, Case,
    SimStats, StudyConfig,
};
use wormcast_model::net::stats::half_width;

use crate::output::progress_bar;
use crate::output::Failure;
use crate::plot::{draw_svg, Curve, Figure};

/// `wormcast banyan-study` arguments.
#[derive(Args, Clone, Debug)]
pub struct BanyanStudyArgs {
    /// Study file (TOML; the module doc of gen/src/banyan_study_cmd.rs lists the keys).
    #[arg(long)]
    pub config: PathBuf,
    /// Output directory for the CSV and SVG files.
    #[arg(short = 'o', long = "out", default_value = "docs/results")]
    pub out: PathBuf,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlotSpec {
    file: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    series: Vec<String>,
    #[serde(default, rename = "y-max")]
    y_max: Option<f64>,
}

fn d_slots() -> usize {
    5000
}
fn d_reps() -> usize {
    8
}
fn d_seed() -> u64 {
    1
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StudyFile {
    title: String,
    #[serde(default)]
    paper: String,
    x: String,
    #[serde(default)]
    values: Vec<f64>,
    #[serde(default = "d_slots")]
    slots: usize,
    #[serde(default = "d_reps")]
    reps: usize,
    #[serde(default = "d_seed")]
    seed: u64,
    #[serde(default)]
    base: toml::Table,
    series: Vec<toml::Table>,
    #[serde(default)]
    plot: Vec<PlotSpec>,
    #[serde(default)]
    csv: Option<String>,
}

const XS: &[&str] = &["load", "n", "stage"];
const KEYS: &[&str] = &["n", "f", "m", "load", "case"];

/// One point: a series, its x value and the configuration (seed = the study's base seed).
#[derive(Clone, Debug)]
pub struct Point {
    pub series: String,
    pub x: f64,
    pub cfg: StudyConfig,
    pub case: Case,
}

/// A parsed study.
pub struct Study {
    file: StudyFile,
    pub points: Vec<Point>,
    pub csv: String,
}

/// Result of one point: per replication, the simulation's counts.
pub struct Row {
    pub eta: f64,
    pub eta_ci: f64,
    pub eta_model: f64,
    pub c_sim: Vec<f64>,
    pub c_ci: Vec<f64>,
    pub c_model: Vec<f64>,
}

/// Apply the point keys of `t` (skipping `label`, `values`) onto `cfg`/`case`.
fn apply(t: &toml::Table, cfg: &mut StudyConfig, case: &mut Case) -> Result<(), String> {
    for (k, v) in t {
        if k == "label" || k == "values" {
            continue;
        }
        let whole = |v: &toml::Value| -> Result<usize, String> {
            v.as_integer()
                .filter(|&i| i >= 0)
                .map(|i| i as usize)
                .ok_or_else(|| format!("invalid value {k}={v}: allowed a whole number"))
        };
        let real = |v: &toml::Value| -> Result<f64, String> {
            v.as_float()
                .or_else(|| v.as_integer().map(|i| i as f64))
                .ok_or_else(|| format!("invalid value {k}={v}: allowed a number"))
        };
        match k.as_str() {
            "n" => cfg.n = whole(v)?,
            "f" => cfg.f = whole(v)?,
            "m" => cfg.m = real(v)?,
            "load" => cfg.load = real(v)?,
            "case" => {
                *case = Case::parse(v.as_str().ok_or_else(|| {
                    format!("invalid parameter case={v}: allowed A (random start) or B (earliest-stage copies)")
                })?)?
            }
            _ => {
                return Err(format!(
                    "unknown key `{k}`: allowed keys {}",
                    KEYS.join(", ")
                ))
            }
        }
    }
    Ok(())
}

/// Parse and check a study file; every point is validated here, before anything runs.
pub fn parse(text: &str, stem: &str) -> Result<Study, String> {
    let f: StudyFile = toml::from_str(text).map_err(|e| crate::output::one_line(e.message()))?;
    if !XS.contains(&f.x.as_str()) {
        return Err(format!(
            "invalid value x={}: allowed {}",
            f.x,
            XS.join(", ")
        ));
    }
    if !(2..=1000).contains(&f.reps) {
        return Err(format!(
            "invalid parameter reps={}: allowed 2..=1000 (independent replications for the confidence interval)",
            f.reps
        ));
    }
    if f.slots < 1 {
        return Err(format!("invalid parameter slots={}: allowed >= 1", f.slots));
    }
    if f.series.is_empty() {
        return Err("[[series]] must not be empty".into());
    }
    let stage = f.x == "stage";
    if stage && !f.values.is_empty() {
        return Err("values: not allowed with x = \"stage\" (the stages are 0..n-1)".into());
    }
    let mut base = StudyConfig {
        n: 7,
        f: 1,
        m: 0.0,
        load: 1.0,
        slots: f.slots,
        seed: f.seed,
    };
    let mut base_case = Case::A;
    apply(&f.base, &mut base, &mut base_case).map_err(|e| format!("[base]: {e}"))?;
    let mut points = vec![];
    let mut labels: Vec<String> = vec![];
    for (i, s) in f.series.iter().enumerate() {
        let label = s
            .get("label")
            .and_then(|v| v.as_str())
            .ok_or_else(|| format!("series {}: label is required", i + 1))?
            .to_string();
        if labels.contains(&label) {
            return Err(format!("series {}: label `{label}` used twice", i + 1));
        }
        labels.push(label.clone());
        let (mut cfg, mut case) = (base, base_case);
        apply(s, &mut cfg, &mut case).map_err(|e| format!("series `{label}`: {e}"))?;
        let values: Vec<f64> = match s.get("values") {
            None => f.values.clone(),
            Some(v) => v
                .as_array()
                .and_then(|a| {
                    a.iter()
                        .map(|x| x.as_float().or_else(|| x.as_integer().map(|i| i as f64)))
                        .collect::<Option<Vec<f64>>>()
                })
                .ok_or_else(|| format!("series `{label}`: values must be an array of numbers"))?,
        };
        if stage {
            validate_case(&cfg, case).map_err(|e| format!("series `{label}`: {e}"))?;
            points.push(Point {
                series: label.clone(),
                x: f64::NAN,
                cfg,
                case,
            });
            continue;
        }
        if values.is_empty() {
            return Err(format!("series `{label}`: values must not be empty"));
        }
        for &v in &values {
            let mut c = cfg;
            if f.x == "n" {
                if v.fract() != 0.0 || v < 0.0 {
                    return Err(format!(
                        "series `{label}`: invalid parameter n={v}: allowed 2..=10"
                    ));
                }
                c.n = v as usize;
            } else {
                c.load = v;
            }
            validate_case(&c, case).map_err(|e| format!("series `{label}`, {}={v}: {e}", f.x))?;
            points.push(Point {
                series: label.clone(),
                x: v,
                cfg: c,
                case,
            });
        }
    }
    for p in &f.plot {
        for s in &p.series {
            if !labels.contains(s) {
                return Err(format!(
                    "plot {}: series `{s}` is not a [[series]] label",
                    p.file
                ));
            }
        }
        if let Some(y) = p.y_max {
            if !(y.is_finite() && y > 0.0) {
                return Err(format!(
                    "plot {}: invalid value y-max={y}: allowed > 0",
                    p.file
                ));
            }
        }
    }
    let csv = f.csv.clone().unwrap_or_else(|| format!("{stem}.csv"));
    Ok(Study {
        file: f,
        points,
        csv,
    })
}

/// Run every replication of every point in parallel (progress bar over replications).
pub fn run(st: &Study, progress: bool) -> Vec<Row> {
    let reps = st.file.reps;
    let jobs: Vec<(usize, usize)> = (0..st.points.len())
        .flat_map(|p| (0..reps).map(move |r| (p, r)))
        .collect();
    let pb = progress_bar(
        jobs.len() as u64,
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} runs, ETA {eta}",
    );
    if !progress {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let done = AtomicU64::new(0);
    // Biggest networks first: better load balance.
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&j| std::cmp::Reverse(st.points[jobs[j].0].cfg.n));
    let mut out: Vec<(usize, SimStats)> = order
        .par_iter()
        .map(|&j| {
            let (p, r) = jobs[j];
            let pt = &st.points[p];
            let cfg = StudyConfig {
                seed: st
                    .file
                    .seed
                    .wrapping_add((p as u64) << 20)
                    .wrapping_add(r as u64),
                ..pt.cfg
            };
            let s = simulate(&cfg, pt.case);
            pb.set_position(done.fetch_add(1, Ordering::Relaxed) + 1);
            (j, s)
        })
        .collect();
    pb.finish_and_clear();
    out.sort_by_key(|x| x.0);
    st.points
        .iter()
        .enumerate()
        .map(|(p, pt)| {
            let runs: Vec<&SimStats> = out[p * reps..(p + 1) * reps].iter().map(|x| &x.1).collect();
            let etas: Vec<f64> = runs.iter().map(|s| s.eta()).collect();
            let n = pt.cfg.n;
            let rates: Vec<Vec<f64>> = runs.iter().map(|s| s.copy_rates()).collect();
            let per_stage = |i: usize| -> Vec<f64> {
                rates
                    .iter()
                    .map(|r| r[i])
                    .filter(|x| x.is_finite())
                    .collect()
            };
            let c = &pt.cfg;
            Row {
                eta: mean(&etas),
                eta_ci: half_width(&etas),
                eta_model: analytic_eta_case(n, c.f, c.m, rho_for_load(c.f, c.m, c.load), pt.case),
                c_sim: (0..n).map(|i| mean(&per_stage(i))).collect(),
                c_ci: (0..n).map(|i| half_width(&per_stage(i))).collect(),
                c_model: copy_rates_for(n, c.f, pt.case),
            }
        })
        .collect()
}

fn mean(x: &[f64]) -> f64 {
    if x.is_empty() {
        f64::NAN
    } else {
        x.iter().sum::<f64>() / x.len() as f64
    }
}

/// The CSV text.
pub fn csv(st: &Study, rows: &[Row]) -> String {
    let (reps, slots) = (st.file.reps, st.file.slots);
    if st.file.x == "stage" {
        let mut s = String::from(
            "series,case,n,f,m,offered_load,stage,c_model,c_sim,c_sim_ci95,reps,slots\n",
        );
        for (p, r) in st.points.iter().zip(rows) {
            let c = &p.cfg;
            for i in 0..c.n {
                s += &format!(
                    "{},{},{},{},{},{},{},{:.6},{:.6},{:.6},{},{}\n",
                    p.series,
                    p.case.name(),
                    c.n,
                    c.f,
                    c.m,
                    c.load,
                    i,
                    r.c_model[i],
                    r.c_sim[i],
                    r.c_ci[i],
                    reps,
                    slots
                );
            }
        }
        return s;
    }
    let mut s = String::from(
        "series,case,n,f,m,offered_load,rho,eta_sim,eta_sim_ci95,eta_model,eta_unicast_model,reps,slots\n",
    );
    for (p, r) in st.points.iter().zip(rows) {
        let c = &p.cfg;
        s += &format!(
            "{},{},{},{},{},{},{:.6},{:.6},{:.6},{:.6},{:.6},{},{}\n",
            p.series,
            p.case.name(),
            c.n,
            c.f,
            c.m,
            c.load,
            rho_for_load(c.f, c.m, c.load),
            r.eta,
            r.eta_ci,
            r.eta_model,
            analytic_eta(c.n, 1, 0.0, c.load.min(1.0)),
            reps,
            slots
        );
    }
    s
}

fn figure(st: &Study, rows: &[Row], plot: &PlotSpec) -> Figure {
    let f = &st.file;
    let mut labels: Vec<&str> = vec![];
    for p in &st.points {
        if !labels.contains(&p.series.as_str())
            && (plot.series.is_empty() || plot.series.contains(&p.series))
        {
            labels.push(&p.series);
        }
    }
    let stage = f.x == "stage";
    let mut curves = vec![];
    let mut x_max: f64 = 0.0;
    for (ci, l) in labels.iter().enumerate() {
        let pts: Vec<(&Point, &Row)> = st
            .points
            .iter()
            .zip(rows)
            .filter(|(p, _)| p.series == *l)
            .collect();
        let (sim, model): (Vec<_>, Vec<_>) = if stage {
            let (p, r) = pts[0];
            (
                (0..p.cfg.n)
                    .map(|i| (i as f64, r.c_sim[i], r.c_ci[i]))
                    .collect(),
                (0..p.cfg.n)
                    .map(|i| (i as f64, r.c_model[i], f64::NAN))
                    .collect(),
            )
        } else {
            (
                pts.iter().map(|(p, r)| (p.x, r.eta, r.eta_ci)).collect(),
                pts.iter()
                    .map(|(p, r)| (p.x, r.eta_model, f64::NAN))
                    .collect(),
            )
        };
        for p in sim.iter() {
            x_max = x_max.max(p.0);
        }
        curves.push(Curve {
            label: l.to_string(),
            color: ci,
            style: 0,
            points: sim,
        });
        curves.push(Curve {
            label: String::new(),
            color: ci,
            style: 1,
            points: model,
        });
    }
    let (x_label, y_label) = match f.x.as_str() {
        "stage" => ("stage i", "copy rate c_i"),
        "n" => (
            "network size n (N = 2^n nodes)",
            "throughput per output link (eta)",
        ),
        _ => (
            "offered load (1-m) rho + m rho f",
            "throughput per output link (eta)",
        ),
    };
    Figure {
        title: if plot.title.is_empty() {
            f.title.clone()
        } else {
            plot.title.clone()
        },
        subtitle: format!(
            "solid: simulation ({} x {} slots, 95% CI); dashed, same colour: model eqs (1),(2){}",
            f.reps,
            f.slots,
            if f.paper.is_empty() {
                String::new()
            } else {
                format!("; {}", f.paper)
            }
        ),
        x_label: x_label.into(),
        y_label: y_label.into(),
        x_max: Some(if f.x == "load" { 1.0 } else { x_max.max(1.0) }),
        y_max: plot.y_max.or(if stage { Some(1.0) } else { None }),
        curves,
    }
}

/// `wormcast banyan-study`.
pub fn banyan_study(a: &BanyanStudyArgs) -> Result<(), Failure> {
    let (text, stem) = crate::output::read_study(&a.config, "banyan").map_err(Failure::Usage)?;
    let st =
        parse(&text, &stem).map_err(|e| Failure::Usage(format!("{}: {e}", a.config.display())))?;
    let t0 = std::time::Instant::now();
    let rows = run(&st, true);
    let secs = t0.elapsed().as_secs_f64();
    std::fs::create_dir_all(&a.out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", a.out.display())))?;
    crate::output::write_output(&a.out.join(&st.csv), &csv(&st, &rows))?;
    for p in &st.file.plot {
        let path = a.out.join(&p.file);
        draw_svg(&path, &figure(&st, &rows, p)).map_err(Failure::Failed)?;
        outln!("wrote {}", path.display());
    }
    if st.file.x == "stage" {
        outln!(
            "{:<24} {:>4} {:>5}  c_i model / sim, stage n-1 .. 0",
            "series",
            "case",
            "f"
        );
        for (p, r) in st.points.iter().zip(&rows) {
            let cells: Vec<String> = (0..p.cfg.n)
                .rev()
                .map(|i| format!("{:.3}/{:.3}", r.c_model[i], r.c_sim[i]))
                .collect();
            outln!(
                "{:<24} {:>4} {:>5}  {}",
                p.series,
                p.case.name(),
                p.cfg.f,
                cells.join(" ")
            );
        }
    } else {
        outln!(
            "{:<24} {:>4} {:>3} {:>5} {:>5} {:>6} {:>8} {:>8} {:>8}",
            "series",
            "case",
            "n",
            "f",
            "m",
            "load",
            "eta sim",
            "+-95%",
            "model"
        );
        for (p, r) in st.points.iter().zip(&rows) {
            let c = &p.cfg;
            outln!(
                "{:<24} {:>4} {:>3} {:>5} {:>5} {:>6} {:>8.4} {:>8.4} {:>8.4}",
                p.series,
                p.case.name(),
                c.n,
                c.f,
                c.m,
                c.load,
                r.eta,
                r.eta_ci,
                r.eta_model
            );
        }
    }
    outln!(
        "{} points x {} replications x {} slots in {secs:.1} s",
        st.points.len(),
        st.file.reps,
        st.file.slots
    );
    Ok(())
}
