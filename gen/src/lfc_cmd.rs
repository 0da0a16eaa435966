//! `wormcast lfc-study`: the LFC paper's benchmarks (Section 5: Figures 4 to 8 and Table 1)
//! on the NI-level multicast models (`wormcast_model::lfc`: LFC, and FM/MC for Figures 7 and
//! 8, chosen per series with `ni-protocol = "lfc" | "fm-mc"`) over the fat tree, through
//! `wormcast_model::net::lfc_run::run_exchange`: every sender posts one message to all
//! other nodes at cycle 0 and the run ends when every host holds every message.
//!
//! The study file (TOML, every key checked; an unknown key is refused naming it):
//!
//! * `title` (required), `paper`;
//! * `senders = "one" | "all"`: node 0 alone (the blast test) or every node (all-to-all);
//! * `x`: the key varied along the x axis: `message-kb` (message size in KB; packets =
//!   KB x 1024 / packet bytes, packet bytes = `msg-flits` x W / 8), `msg-packets`, `nodes`
//!   or `msg-flits`; `values = [...]`;
//! * `[base]`: `wormcast net` keys of every point (`multicast = "ni-lfc"` and
//!   `traffic = "all-to-all"` are implied: every message goes to all other nodes);
//!   `[[series]]`: `label` and the keys that differ;
//! * `[[plot]]`: `file` (SVG name), `y` (`throughput`, `latency`, `recoveries`,
//!   `deadlock-packets`, `ni-busy`, `swaps`), optional `title`, optional `series` (the
//!   labels drawn; default all);
//! * `csv`: output name (default `<stem>.csv`).
//!
//! CSV columns: `series, x, value, nodes, msg_flits, msg_packets, cycles, throughput,
//! latency, recoveries, deadlock_packets, ni_busy, deadlock, swaps`. `throughput` is the payload a
//! sender delivers, in bytes per cycle (`msg-packets x msg-flits x W/8 / cycles`);
//! `latency` the mean over messages of the cycle the last destination holds it; `swaps`
//! FM/MC's packets swapped from NI to host memory per multicast packet (0 for LFC).

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use clap::Args;
use rayon::prelude::*;
use serde::Deserialize;
use wormcast_model::net::config::NiProtocol;
use wormcast_model::net::lfc_run::{run_exchange, Exchange};
use wormcast_model::net::NetConfig;

use crate::net_cmd::config_from_table;
use crate::output::progress_bar;
use crate::output::Failure;
use crate::plot::{draw_svg, Curve, Figure};

/// `wormcast lfc-study` arguments.
#[derive(Args, Clone, Debug)]
pub struct LfcStudyArgs {
    /// Study file (TOML; the module doc of gen/src/lfc_cmd.rs lists the keys).
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
    y: String,
    #[serde(default)]
    title: String,
    #[serde(default)]
    series: Vec<String>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StudyFile {
    title: String,
    #[serde(default)]
    paper: String,
    senders: String,
    x: String,
    values: Vec<f64>,
    #[serde(default)]
    base: toml::Table,
    series: Vec<toml::Table>,
    #[serde(default)]
    plot: Vec<PlotSpec>,
    #[serde(default)]
    csv: Option<String>,
}

/// One point of the study.
#[derive(Clone, Debug)]
pub struct Point {
    pub series: String,
    pub value: f64,
    pub cfg: NetConfig,
}

/// A parsed study: its points (series-major) and outputs.
pub struct Study {
    file: StudyFile,
    pub all: bool,
    pub points: Vec<Point>,
    pub csv: String,
}

const XS: &[&str] = &["message-kb", "msg-packets", "nodes", "msg-flits"];
const YS: &[&str] = &[
    "throughput",
    "latency",
    "recoveries",
    "deadlock-packets",
    "ni-busy",
    "swaps",
];

/// Parse and check a study file; every point's configuration is validated here, before
/// anything runs.
pub fn parse(text: &str, stem: &str) -> Result<Study, String> {
    let f: StudyFile = toml::from_str(text).map_err(|e| crate::output::one_line(e.message()))?;
    let all = match f.senders.as_str() {
        "one" => false,
        "all" => true,
        s => return Err(format!("invalid value senders={s}: allowed one or all")),
    };
    if !XS.contains(&f.x.as_str()) {
        return Err(format!(
            "invalid value x={}: allowed {}",
            f.x,
            XS.join(", ")
        ));
    }
    if f.values.is_empty() || f.series.is_empty() {
        return Err("values and [[series]] must not be empty".into());
    }
    for p in &f.plot {
        if !YS.contains(&p.y.as_str()) {
            return Err(format!(
                "plot {}: invalid value y={}: allowed {}",
                p.file,
                p.y,
                YS.join(", ")
            ));
        }
    }
    let mut points = vec![];
    for (i, s) in f.series.iter().enumerate() {
        let label = s
            .get("label")
            .and_then(|v| v.as_str())
            .ok_or_else(|| format!("series {}: label is required", i + 1))?
            .to_string();
        for &v in &f.values {
            let mut t = f.base.clone();
            t.insert("multicast".into(), toml::Value::String("ni-lfc".into()));
            // Every message goes to all other nodes.
            t.insert("traffic".into(), toml::Value::String("all-to-all".into()));
            for (k, x) in s {
                if k != "label" {
                    t.insert(k.clone(), x.clone());
                }
            }
            if v < 1.0 || v.fract() != 0.0 {
                return Err(format!("invalid value {}={v}: a whole number >= 1", f.x));
            }
            let iv = toml::Value::Integer(v as i64);
            match f.x.as_str() {
                "message-kb" => {}
                k => {
                    t.insert(k.into(), iv);
                }
            }
            if f.x == "message-kb" {
                let c = config_from_table(&t).map_err(|e| format!("{label}: {e}"))?;
                let packet_bytes = c.msg_flits * c.w / 8;
                let p = ((v as usize) * 1024).div_ceil(packet_bytes).max(1);
                t.insert("msg-packets".into(), toml::Value::Integer(p as i64));
            }
            let cfg = config_from_table(&t).map_err(|e| format!("{label}, {}={v}: {e}", f.x))?;
            points.push(Point {
                series: label.clone(),
                value: v,
                cfg,
            });
        }
    }
    for p in &f.plot {
        for l in &p.series {
            if !points.iter().any(|x| &x.series == l) {
                return Err(format!("plot {}: no series labelled {l}", p.file));
            }
        }
    }
    let csv = f.csv.clone().unwrap_or_else(|| format!("{stem}.csv"));
    Ok(Study {
        file: f,
        all,
        points,
        csv,
    })
}

/// Run every point (in parallel, with a progress bar over points).
pub fn run(st: &Study, progress: bool) -> Result<Vec<Exchange>, String> {
    let pb = progress_bar(
        st.points.len() as u64,
        "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} points, ETA {eta}",
    );
    if !progress {
        pb.set_draw_target(indicatif::ProgressDrawTarget::hidden());
    }
    let done = AtomicU64::new(0);
    let r = st
        .points
        .par_iter()
        .map(|p| {
            let senders: Vec<usize> = if st.all {
                (0..p.cfg.nodes).collect()
            } else {
                vec![0]
            };
            let e = run_exchange(&p.cfg, &senders)
                .map_err(|e| format!("{} {}={}: {e}", p.series, st.file.x, p.value));
            pb.set_position(done.fetch_add(1, Ordering::Relaxed) + 1);
            e
        })
        .collect();
    pb.finish_and_clear();
    r
}

fn bytes_per_cycle(p: &Point, e: &Exchange) -> f64 {
    e.throughput * p.cfg.w as f64 / 8.0
}

fn metric(p: &Point, e: &Exchange, y: &str) -> f64 {
    match y {
        "throughput" => bytes_per_cycle(p, e),
        "latency" => e.latency_last,
        "recoveries" => e.recoveries_per_multicast,
        "deadlock-packets" => e.deadlock_packets_per_multicast,
        "swaps" => e.swaps_per_multicast,
        _ => e.ni_busy,
    }
}

/// The CSV text.
pub fn csv(st: &Study, rows: &[Exchange]) -> String {
    let mut s = String::from(
        "series,x,value,nodes,msg_flits,msg_packets,cycles,throughput,latency,recoveries,deadlock_packets,ni_busy,deadlock,swaps\n",
    );
    for (p, e) in st.points.iter().zip(rows) {
        s += &format!(
            "{},{},{},{},{},{},{},{:.5},{:.1},{:.4},{:.4},{:.4},{},{:.4}\n",
            p.series,
            st.file.x,
            p.value,
            p.cfg.nodes,
            p.cfg.msg_flits,
            p.cfg.msg_packets,
            e.cycles,
            bytes_per_cycle(p, e),
            e.latency_last,
            e.recoveries_per_multicast,
            e.deadlock_packets_per_multicast,
            e.ni_busy,
            e.deadlock,
            e.swaps_per_multicast
        );
    }
    s
}

fn figure(st: &Study, rows: &[Exchange], plot: &PlotSpec) -> Figure {
    let f = &st.file;
    let (y_label, unit) = match plot.y.as_str() {
        "throughput" => ("throughput per sender", "bytes/cycle"),
        "latency" => ("latency to the last destination", "cycles"),
        "recoveries" => ("deadlock recoveries per multicast packet", ""),
        "deadlock-packets" => ("deadlock-channel packets per multicast packet", ""),
        "swaps" => ("packets swapped to host memory per multicast packet", ""),
        _ => ("NI processor busy", "fraction"),
    };
    let x_label = match f.x.as_str() {
        "message-kb" => "message size (KB)".to_string(),
        "msg-packets" => "packets per message".to_string(),
        "nodes" => "nodes".to_string(),
        _ => "packet length (flits)".to_string(),
    };
    let mut labels: Vec<&str> = vec![];
    for p in &st.points {
        if !labels.contains(&p.series.as_str())
            && (plot.series.is_empty() || plot.series.contains(&p.series))
        {
            labels.push(&p.series);
        }
    }
    Figure {
        title: if plot.title.is_empty() {
            f.title.clone()
        } else {
            plot.title.clone()
        },
        subtitle: format!(
            "{} NI-level multicast, {} sender{}",
            if st
                .points
                .iter()
                .any(|p| p.cfg.ni_protocol == NiProtocol::FmMc)
            {
                "LFC and FM/MC"
            } else {
                "LFC"
            },
            if st.all { "every node a" } else { "one" },
            if f.paper.is_empty() {
                String::new()
            } else {
                format!(" ({})", f.paper)
            }
        ),
        x_label,
        y_label: if unit.is_empty() {
            y_label.to_string()
        } else {
            format!("{y_label} ({unit})")
        },
        x_max: None,
        y_max: None,
        curves: labels
            .iter()
            .enumerate()
            .map(|(i, l)| Curve {
                label: l.to_string(),
                color: i,
                style: i,
                points: st
                    .points
                    .iter()
                    .zip(rows)
                    .filter(|(p, e)| p.series == *l && !e.deadlock)
                    .map(|(p, e)| (p.value, metric(p, e, &plot.y), f64::NAN))
                    .collect(),
            })
            .collect(),
    }
}

/// `wormcast lfc-study`.
pub fn lfc_study(a: &LfcStudyArgs) -> Result<(), Failure> {
    let (text, stem) = crate::output::read_study(&a.config, "lfc").map_err(Failure::Usage)?;
    let st =
        parse(&text, &stem).map_err(|e| Failure::Usage(format!("{}: {e}", a.config.display())))?;
    let rows = run(&st, true).map_err(Failure::Failed)?;
    std::fs::create_dir_all(&a.out)
        .map_err(|e| Failure::Failed(format!("creating {}: {e}", a.out.display())))?;
    crate::output::write_output(&a.out.join(&st.csv), &csv(&st, &rows))?;
    for p in &st.file.plot {
        let path = a.out.join(&p.file);
        draw_svg(&path, &figure(&st, &rows, p)).map_err(Failure::Failed)?;
        outln!("wrote {}", path.display());
    }
    outln!(
        "{:<22} {:>7} {:>9} {:>10} {:>10} {:>9} {:>9} {:>6} {:>8}",
        "series",
        "x",
        "cycles",
        "B/cycle",
        "latency",
        "recov/mc",
        "dlpk/mc",
        "busy",
        "deadlock"
    );
    for (p, e) in st.points.iter().zip(&rows) {
        outln!(
            "{:<22} {:>7} {:>9} {:>10.3} {:>10.0} {:>9.3} {:>9.2} {:>6.2} {:>8}",
            p.series,
            p.value,
            e.cycles,
            bytes_per_cycle(p, e),
            e.latency_last,
            e.recoveries_per_multicast,
            e.deadlock_packets_per_multicast,
            e.ni_busy,
            if e.deadlock { "YES" } else { "no" }
        );
    }
    Ok(())
}
