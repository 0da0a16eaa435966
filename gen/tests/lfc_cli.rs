//! NI-level multicast through the CLI: `wormcast net --multicast ni-lfc --tree ...
//! --recovery on|off` prints the LFC metrics; bad LFC keys exit 2 naming the key before
//! anything runs; `wormcast lfc-study` writes its CSV and SVG.

use crate::common;
use common::wormcast;

fn net(extra: &[&str]) -> (i32, String, String) {
    let mut a = vec![
        "net",
        "--multicast",
        "ni-lfc",
        "--switch",
        "unicast",
        "--warmup",
        "1000",
        "--cycles",
        "20000",
        "--drain",
        "20000",
        "--batches",
        "4",
        "--watchdog",
        "3000",
    ];
    a.extend_from_slice(extra);
    wormcast(&a)
}

#[test]
fn lfc_point_json_and_deadlock() {
    let (code, out, err) = net(&[
        "--traffic",
        "all-to-all",
        "--load",
        "0.1",
        "--tree",
        "binary",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["config"]["multicast"], "ni-lfc");
    assert_eq!(v["config"]["tree"], "binary");
    assert_eq!(v["deadlock"], false);
    assert_eq!(v["messages"], v["completed"], "{out}");
    assert!(v["ni_busy"].as_f64().unwrap() > 0.0);
    // Chains without recovery under saturated all-to-all: the watchdog reports the NIs.
    let (code, out, err) = net(&[
        "--traffic",
        "all-to-all",
        "--load",
        "0.9",
        "--tree",
        "chain",
        "--recovery",
        "off",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("DEADLOCK") && out.contains("blocked ["),
        "{out}"
    );
}

#[test]
fn bad_lfc_keys_exit_2_naming_the_key() {
    for (extra, want) in [
        (vec!["--tree", "star"], "tree"),
        (vec!["--recovery", "maybe"], "recovery"),
        (vec!["--lfc-credits", "0"], "lfc-credits=0: allowed 1..=64"),
        (vec!["--lfc-update", "9"], "lfc-update=9"),
        (vec!["--msg-packets", "0"], "msg-packets=0"),
        (
            vec![
                "--tree",
                "custom",
                "--tree-parents",
                "[0,0,1]",
                "--traffic",
                "all-to-all",
            ],
            "tree-parents has 3 entries",
        ),
        (
            vec![
                "--tree",
                "custom",
                "--traffic",
                "all-to-all",
                "--tree-parents",
                "[0,0,0,0,0,0,0,0,0,0,0,0,0,15,14]",
            ],
            "not a tree",
        ),
    ] {
        let (code, out, err) = net(&extra);
        assert_eq!(code, 2, "{extra:?}: {out} {err}");
        assert!(
            err.contains(want),
            "{extra:?}: {err} does not contain {want}"
        );
    }
    // An LFC key with hardware multicast.
    let (code, _, err) = wormcast(&["net", "--tree", "chain", "--cycles", "200"]);
    assert_eq!(code, 2);
    assert!(err.contains("applies to multicast ni-lfc only"), "{err}");
}

#[test]
fn lfc_study_writes_csv_and_svg() {
    let dir = std::env::temp_dir().join(format!("wormcast-lfc-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("mini.toml");
    std::fs::write(
        &cfg,
        r#"
title = "mini"
senders = "all"
x = "msg-packets"
values = [12, 16]
[base]
nodes = 16
switch = "unicast"
msg-flits = 64
[[series]]
label = "chain DR"
tree = "chain"
recovery = "on"
[[series]]
label = "binomial BP"
tree = "binomial"
recovery = "off"
[[plot]]
file = "mini.svg"
y = "recoveries"
"#,
    )
    .unwrap();
    let (code, out, err) = wormcast(&[
        "lfc-study",
        "--config",
        cfg.to_str().unwrap(),
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let csv = std::fs::read_to_string(dir.join("mini.csv")).unwrap();
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(rows.len(), 4, "{csv}");
    // Chains need recoveries under all-to-all; binomial trees without recovery have none.
    for r in &rows {
        let rec: f64 = r[9].parse().unwrap();
        assert_eq!(r[12], "false", "no deadlock: {r:?}");
        if r[0] == "chain DR" {
            assert!(rec > 0.0, "{r:?}");
        } else {
            assert_eq!(rec, 0.0, "{r:?}");
        }
    }
    assert!(std::fs::read_to_string(dir.join("mini.svg"))
        .unwrap()
        .contains("<svg"));
    // A bad study key is refused by name.
    std::fs::write(&cfg, "title = \"x\"\nsenders = \"some\"\nx = \"nodes\"\nvalues = [16]\n[[series]]\nlabel = \"a\"\n").unwrap();
    let (code, _, err) = wormcast(&["lfc-study", "--config", cfg.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("senders=some"), "{err}");
}

/// Figures 7 and 8's protocol choice: a study with an LFC and an FM/MC series (`ni-protocol`)
/// writes both, FM/MC with a tiny NI queue swaps (the `swaps` column) and LFC does not, a
/// plot can draw a subset of the series; an FM/MC key with LFC, and FM/MC with m-way traffic,
/// are refused by name.
#[test]
fn lfc_study_runs_fmmc_beside_lfc() {
    let dir = std::env::temp_dir().join(format!("wormcast-fmmc-study-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cfg = dir.join("fm.toml");
    std::fs::write(
        &cfg,
        r#"
title = "fm"
senders = "all"
x = "nodes"
values = [8]
[base]
k = 4
switch = "unicast"
msg-flits = 64
msg-packets = 6
tree = "binary"
[[series]]
label = "LFC"
ni-protocol = "lfc"
[[series]]
label = "FM/MC"
ni-protocol = "fm-mc"
fmmc-ni-buffers = 2
fmmc-host-buffers = 16
fmmc-request = 4
[[plot]]
file = "fm.svg"
y = "swaps"
series = ["FM/MC"]
"#,
    )
    .unwrap();
    let (code, out, err) = wormcast(&[
        "lfc-study",
        "--config",
        cfg.to_str().unwrap(),
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let csv = std::fs::read_to_string(dir.join("fm.csv")).unwrap();
    assert!(csv.starts_with("series,") && csv.lines().next().unwrap().ends_with(",swaps"));
    let rows: Vec<Vec<&str>> = csv
        .lines()
        .skip(1)
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(rows.len(), 2, "{csv}");
    for r in &rows {
        assert_eq!(r[12], "false", "no deadlock: {r:?}");
        let swaps: f64 = r[13].parse().unwrap();
        assert_eq!(swaps > 0.0, r[0] == "FM/MC", "{r:?}");
    }
    let svg = std::fs::read_to_string(dir.join("fm.svg")).unwrap();
    assert!(svg.contains("<svg") && svg.contains("FM/MC"));
    let (code, _, err) = wormcast(&["net", "--multicast", "ni-lfc", "--fmmc-swap", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("applies to ni-protocol fm-mc only"), "{err}");
    let (code, _, err) = wormcast(&[
        "net",
        "--multicast",
        "ni-lfc",
        "--ni-protocol",
        "fm-mc",
        "--traffic",
        "multicast",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("ni-protocol=fm-mc"), "{err}");
}
