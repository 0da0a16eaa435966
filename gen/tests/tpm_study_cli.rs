//! `wormcast tpm-study` (issue 13, item 7): a tiny study writes the CSV with its columns
//! and both SVGs, TPM's latency is below unicast-based multicast's at 100 destinations, and
//! a misspelt key is refused (exit 2) naming the key. The flit-level engine (issue 49,
//! item 3): every worm's payload crosses exactly the links the analytic schedule prices,
//! the analytic columns are the analytic engine's numbers on the same operations, and
//! one-flit buffers (one flit every 3 cycles per VC) are slower than 3-flit ones.

use std::path::PathBuf;

use crate::common;
use common::wormcast;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-tpm-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const TINY: &str = r#"
title = "tiny"
mesh = [16, 16]
ports = "one"
operations = 40
seed = 7
destinations = [20, 100]
schemes = ["tpm", "dual-path", "column-path", "unicast"]
"#;

#[test]
fn tiny_study_writes_csv_and_svgs() {
    let d = scratch("tiny");
    let cfg = d.join("tiny.toml");
    std::fs::write(&cfg, TINY).unwrap();
    let out = d.join("out");
    let (code, stdout, err) = wormcast(&[
        "tpm-study",
        "--config",
        cfg.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(stdout.contains("tiny.csv"), "{stdout}");
    for f in ["tiny_latency.svg", "tiny_traffic.svg"] {
        let s = std::fs::read_to_string(out.join(f)).unwrap();
        assert!(
            s.contains("<svg") && s.contains("TPM") && s.contains("dual-path"),
            "{f}"
        );
    }
    let csv = std::fs::read_to_string(out.join("tiny.csv")).unwrap();
    let mut lines = csv.lines();
    let head: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(
        head,
        [
            "scheme",
            "ports",
            "channels",
            "mesh",
            "destinations",
            "operations",
            "latency",
            "latency_ci95",
            "traffic",
            "traffic_ci95",
            "messages",
            "max_phases"
        ]
    );
    let rows: Vec<Vec<String>> = lines
        .map(|l| l.split(',').map(String::from).collect())
        .collect();
    assert_eq!(rows.len(), 8, "{csv}");
    let get = |scheme: &str, k: &str, col: &str| -> f64 {
        let c = head.iter().position(|h| *h == col).unwrap();
        let r = rows
            .iter()
            .find(|r| r[0] == scheme && r[4] == k)
            .unwrap_or_else(|| panic!("no row {scheme} {k}: {csv}"));
        r[c].parse().unwrap()
    };
    let (tpm, uni) = (
        get("tpm", "100", "latency"),
        get("unicast", "100", "latency"),
    );
    assert!(tpm > 0.0 && tpm < uni, "TPM {tpm} not below unicast {uni}");
    // TPM needs two phases, the others one; unicast sends one message per destination.
    assert_eq!(get("tpm", "100", "max_phases"), 2.0);
    assert_eq!(get("dual-path", "20", "max_phases"), 1.0);
    assert_eq!(get("unicast", "100", "messages"), 100.0);
    assert!(get("tpm", "20", "traffic") > 0.0);
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn bad_keys_are_refused_by_name() {
    let d = scratch("bad");
    let cases = [
        (TINY.replace("operations", "opertions"), "opertions"),
        (TINY.replace("\"one\"", "\"two\""), "ports"),
        (TINY.replace("[20, 100]", "[20, 256]"), "destinations"),
        (TINY.replace("\"unicast\"]", "\"multicast\"]"), "multicast"),
        (format!("{TINY}startup_next = 3\n"), "startup_next"),
    ];
    for (i, (text, key)) in cases.iter().enumerate() {
        let cfg = d.join(format!("bad{i}.toml"));
        std::fs::write(&cfg, text).unwrap();
        let (code, _, err) = wormcast(&[
            "tpm-study",
            "--config",
            cfg.to_str().unwrap(),
            "--out",
            d.to_str().unwrap(),
        ]);
        assert_eq!(code, 2, "case {i}: {err}");
        assert!(err.contains(key), "case {i}: {err} does not name {key}");
    }
    std::fs::remove_dir_all(&d).unwrap();
}

const FLIT: &str = r#"
title = "tiny flit"
mesh = [6, 5]
ports = "PORTS"
operations = 4
seed = 3
destinations = [3, 12, 29]
engine = "flit"
depth = DEPTH
"#;

fn csv_table(path: &std::path::Path) -> (Vec<String>, Vec<Vec<String>>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let head = lines.next().unwrap().split(',').map(String::from).collect();
    let rows = lines
        .map(|l| l.split(',').map(String::from).collect())
        .collect();
    (head, rows)
}

fn run_study(d: &std::path::Path, name: &str, text: &str) -> (Vec<String>, Vec<Vec<String>>) {
    let cfg = d.join(format!("{name}.toml"));
    std::fs::write(&cfg, text).unwrap();
    let (code, _, err) = wormcast(&[
        "tpm-study",
        "--config",
        cfg.to_str().unwrap(),
        "--out",
        d.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{name}: {err}");
    csv_table(&d.join(format!("{name}.csv")))
}

#[test]
fn flit_level_study_matches_the_schedules() {
    let d = scratch("flit");
    for ports in ["one", "all"] {
        let text = |depth: &str| FLIT.replace("PORTS", ports).replace("DEPTH", depth);
        let (head, fast) = run_study(&d, &format!("f3{ports}"), &text("3"));
        let (_, slow) = run_study(&d, &format!("f1{ports}"), &text("1"));
        // The same operations through the analytic engine.
        let analytic_text = text("1")
            .replace("engine = \"flit\"", "")
            .replace("depth = 1", "");
        let (ahead, analytic) = run_study(&d, &format!("a{ports}"), &analytic_text);
        let c = |h: &[String], name: &str| h.iter().position(|x| x == name).unwrap();
        assert_eq!(
            head[..8].join(","),
            "scheme,ports,engine,depth,mesh,destinations,operations,latency"
        );
        assert_eq!(fast.len(), 12, "4 schemes x 3 destination counts");
        assert_eq!(svg_count(&d, &format!("f3{ports}")), 2);
        for (i, r) in fast.iter().enumerate() {
            let num = |row: &[String], col: usize| row[col].parse::<f64>().unwrap();
            let (lat, tra) = (num(r, c(&head, "latency")), num(r, c(&head, "traffic")));
            // Payload flit-hops on the routers = flits x hops of the scheme's schedule.
            assert_eq!(tra, num(r, c(&head, "analytic_traffic")), "{r:?}");
            assert_eq!(tra, num(&slow[i], c(&head, "traffic")), "{r:?}");
            // Destination entries cross links too.
            assert!(num(r, c(&head, "link_flits")) > tra, "{r:?}");
            // The analytic columns are the analytic engine's means on the same operations.
            let a = &analytic[i];
            assert_eq!((&a[0], &a[4]), (&r[0], &r[5]));
            assert!(
                (num(a, c(&ahead, "latency")) - num(r, c(&head, "analytic_latency"))).abs() < 0.01,
                "{a:?} vs {r:?}"
            );
            assert_eq!(
                num(a, c(&ahead, "traffic")),
                num(r, c(&head, "analytic_traffic"))
            );
            // One flit every 3 cycles per VC is slower than one per cycle.
            assert!(
                num(&slow[i], c(&head, "latency")) > lat,
                "{r:?} {:?}",
                slow[i]
            );
            let ratio = num(r, c(&head, "latency_ratio"));
            assert!(
                (ratio - lat / num(r, c(&head, "analytic_latency"))).abs() < 0.5,
                "{r:?}"
            );
        }
    }
    std::fs::remove_dir_all(&d).unwrap();
}

fn svg_count(d: &std::path::Path, stem: &str) -> usize {
    ["latency", "traffic"]
        .iter()
        .filter(|w| {
            std::fs::read_to_string(d.join(format!("{stem}_{w}.svg")))
                .is_ok_and(|s| s.contains("<svg") && s.contains("(analytic)"))
        })
        .count()
}

#[test]
fn flit_keys_are_refused_with_the_analytic_engine() {
    let d = scratch("flitkeys");
    for (extra, key) in [
        ("depth = 3\n", "depth"),
        ("consumption = 2\n", "consumption"),
        ("engine = \"rtl\"\n", "engine"),
    ] {
        let cfg = d.join("k.toml");
        std::fs::write(&cfg, format!("{TINY}{extra}")).unwrap();
        let (code, _, err) = wormcast(&[
            "tpm-study",
            "--config",
            cfg.to_str().unwrap(),
            "--out",
            d.to_str().unwrap(),
        ]);
        assert_eq!(code, 2, "{extra}: {err}");
        assert!(err.contains(key), "{extra}: {err} does not name {key}");
    }
    std::fs::remove_dir_all(&d).unwrap();
}
