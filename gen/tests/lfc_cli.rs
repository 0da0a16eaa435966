//! NI-level multicast through the CLI: `wormcast net --multicast ni-lfc --tree ...
//! --recovery on|off` prints the LFC metrics; bad LFC keys exit 2 naming the key before
//! anything runs; `wormcast lfc-study` writes its CSV and SVG.

mod common;
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
