//! `wormcast tpm-study` (issue 13, item 7): a tiny study writes the CSV with its columns
//! and both SVGs, TPM's latency is below unicast-based multicast's at 100 destinations, and
//! a misspelt key is refused (exit 2) naming the key.

use std::path::PathBuf;

mod common;
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
