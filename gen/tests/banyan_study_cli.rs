//! `wormcast banyan-study` (issue 15): the banyan paper's Figures 5-7 to CSV and SVG; bad
//! study keys and values exit 2 naming the key before anything runs.

use crate::common;
use common::wormcast;
use std::path::{Path, PathBuf};

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-banyan-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Run the study `text`; returns the CSV rows (header-keyed) and stdout.
fn run(dir: &Path, text: &str) -> (Vec<std::collections::HashMap<String, String>>, String) {
    let cfg = dir.join("mini.toml");
    std::fs::write(&cfg, text).unwrap();
    let (code, out, err) = wormcast(&[
        "banyan-study",
        "--config",
        cfg.to_str().unwrap(),
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let csv = std::fs::read_to_string(dir.join("mini.csv")).unwrap();
    let mut lines = csv.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    let rows = lines
        .map(|l| {
            head.iter()
                .zip(l.split(','))
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        })
        .collect();
    (rows, out)
}

fn num(r: &std::collections::HashMap<String, String>, k: &str) -> f64 {
    r[k].parse().unwrap_or_else(|_| panic!("{k} in {r:?}"))
}

#[test]
fn figure7_case_a_above_case_b() {
    let dir = tmp("fig7");
    let (rows, _) = run(
        &dir,
        r#"
title = "mini fig 7"
x = "n"
values = [4, 7]
slots = 600
reps = 4
[base]
m = 0.5
f = 4
[[series]]
label = "A"
[[series]]
label = "B"
case = "B"
[[plot]]
file = "mini.svg"
"#,
    );
    assert_eq!(rows.len(), 4);
    assert_eq!(
        rows[0].keys().len(),
        13,
        "series,case,n,f,m,offered_load,rho,eta_sim,eta_sim_ci95,eta_model,eta_unicast_model,reps,slots"
    );
    let get = |case: &str, n: &str| {
        rows.iter()
            .find(|r| r["case"] == case && r["n"] == n)
            .unwrap()
            .clone()
    };
    // n = 7, m = 0.5, f = 4: sim A about 0.19, B about 0.14.
    let (a, b) = (get("A", "7"), get("B", "7"));
    assert!(
        num(&a, "eta_sim") - num(&a, "eta_sim_ci95")
            > num(&b, "eta_sim") + num(&b, "eta_sim_ci95") + 0.02,
        "{a:?} {b:?}"
    );
    assert!(num(&a, "eta_model") > num(&b, "eta_model") + 0.02);
    for r in &rows {
        assert_eq!(num(r, "offered_load"), 1.0);
        assert!((num(r, "rho") - 0.4).abs() < 1e-9, "{r:?}");
        assert!(num(r, "eta_sim_ci95") > 0.0 && num(r, "eta_sim_ci95") < 0.02);
    }
    // Throughput falls with n.
    assert!(num(&get("A", "4"), "eta_sim") > num(&a, "eta_sim"));
    assert!(std::fs::read_to_string(dir.join("mini.svg"))
        .unwrap()
        .contains("<svg"));
}

#[test]
fn figure6_unicast_curve_and_figure5_copy_rates() {
    let dir = tmp("fig56");
    // f = 1: the classic unicast banyan; the simulation within its CI (or 1%) of the
    // unicast recursion at every load.
    let (rows, _) = run(
        &dir,
        r#"
title = "mini fig 6"
x = "load"
values = [0.2, 0.6, 1.0]
slots = 1500
reps = 4
[base]
n = 7
[[series]]
label = "f = 1"
f = 1
m = 0.1
[[series]]
label = "f = 8"
f = 8
m = 0.1
"#,
    );
    assert_eq!(rows.len(), 6);
    for r in &rows {
        let (s, ci, u, model) = (
            num(r, "eta_sim"),
            num(r, "eta_sim_ci95"),
            num(r, "eta_unicast_model"),
            num(r, "eta_model"),
        );
        if r["f"] == "1" {
            assert_eq!(model, u, "{r:?}");
            assert!((s - u).abs() <= ci.max(0.01 * u), "{r:?}");
        } else {
            assert!(s < u && model < u, "multicast lowers eta: {r:?}");
        }
    }
    let (rows, out) = run(
        &dir,
        r#"
title = "mini fig 5"
x = "stage"
slots = 500
reps = 3
[base]
n = 7
m = 1.0
load = 0.2
[[series]]
label = "A f = 16"
f = 16
[[series]]
label = "B f = 16"
f = 16
case = "B"
"#,
    );
    assert_eq!(rows.len(), 14, "{out}");
    for r in &rows {
        let (cm, cs) = (num(r, "c_model"), num(r, "c_sim"));
        assert!(
            (0.0..=1.0).contains(&cm) && (0.0..=1.0).contains(&cs),
            "{r:?}"
        );
        if r["case"] == "B" {
            let want = if num(r, "stage") >= 3.0 { 1.0 } else { 0.0 };
            assert_eq!((cm, cs), (want, want), "{r:?}");
        } else {
            assert!((cm - cs).abs() < 0.04, "{r:?}");
        }
    }
}

#[test]
fn bad_study_keys_exit_2_naming_them() {
    let dir = tmp("bad");
    let cfg = dir.join("bad.toml");
    let head = "title = \"t\"\nx = \"load\"\nvalues = [0.5]\n";
    for (body, want) in [
        (
            "[[series]]\nlabel = \"a\"\nfanout = 4\n",
            "unknown key `fanout`",
        ),
        (
            "[[series]]\nlabel = \"a\"\nn = 12\n",
            "n=12: allowed 2..=10",
        ),
        (
            "[[series]]\nlabel = \"a\"\nm = 1.5\n",
            "m=1.5: allowed 0..=1",
        ),
        (
            "[[series]]\nlabel = \"a\"\nf = 6\ncase = \"B\"\nm = 0.1\n",
            "f=6: case B needs a power of two",
        ),
        (
            "[[series]]\nlabel = \"a\"\ncase = \"C\"\n",
            "case=C: allowed A",
        ),
        (
            "reps = 1\n[[series]]\nlabel = \"a\"\n",
            "reps=1: allowed 2..=1000",
        ),
        ("colour = 3\n[[series]]\nlabel = \"a\"\n", "colour"),
        (
            "[[series]]\nlabel = \"a\"\nf = 4\nm = 0.1\nvalues = [2.0]\n",
            "load=2",
        ),
    ] {
        std::fs::write(&cfg, format!("{head}{body}")).unwrap();
        let t = std::time::Instant::now();
        let (code, out, err) = wormcast(&["banyan-study", "--config", cfg.to_str().unwrap()]);
        assert_eq!(code, 2, "{body}: {out}{err}");
        assert!(err.contains(want), "{body}: {err} does not contain {want}");
        assert!(t.elapsed().as_secs_f64() < 2.0, "refused before any work");
    }
    std::fs::write(
        &cfg,
        "title = \"t\"\nx = \"size\"\n[[series]]\nlabel = \"a\"\n",
    )
    .unwrap();
    let (code, _, err) = wormcast(&["banyan-study", "--config", cfg.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("x=size: allowed load, n, stage"), "{err}");
}
