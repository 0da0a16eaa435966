//! `wormcast net` on the k-ary m-way networks (issue 12, item 4): a tiny mesh and hypercube
//! point prints the paper's metrics, bad m-way keys and keys of the other topology family
//! are refused (exit 2) naming the key.

use serde_json::Value;

use crate::common;
use common::wormcast;

#[test]
fn mway_mesh_tiny_point_prints_the_metrics() {
    let (code, out, err) = wormcast(&[
        "net",
        "--topology",
        "mway-mesh",
        "--dims",
        "4x4",
        "--msg-flits",
        "5",
        "--routing",
        "mst-replica",
        "--broadcast-share",
        "0.5",
        "--load",
        "0.02",
        "--warmup",
        "200",
        "--cycles",
        "1000",
        "--drain",
        "2000",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    for k in [
        "latency_last",
        "latency_mean",
        "ejection_rate",
        "injection_rate",
        "traffic",
        "accepted",
        "offered",
    ] {
        let x = v[k].as_f64().unwrap_or(f64::NAN);
        assert!(x.is_finite() && x > 0.0, "{k} = {x}: {out}");
    }
    assert_eq!(v["deadlock"], Value::Bool(false));
    assert_eq!(v["config"]["topology"], "mway-mesh");
    assert_eq!(v["config"]["dims"], "4x4");
    // Traffic counts every channel transfer: at least the injected flits.
    assert!(v["traffic"].as_f64().unwrap() >= v["injection_rate"].as_f64().unwrap());

    // The table form names the m-way metrics; a hypercube by its dimension count.
    let (code, out, err) = wormcast(&[
        "net",
        "--topology",
        "hypercube",
        "--dims",
        "4",
        "--msg-flits",
        "5",
        "--routing",
        "recursive-doubling",
        "--load",
        "0.01",
        "--warmup",
        "100",
        "--cycles",
        "500",
    ]);
    assert_eq!(code, 0, "{err}");
    for k in [
        "hypercube 4 (16 nodes)",
        "recursive-doubling",
        "ejection_rate",
        "injection_rate",
        "traffic",
        "latency_last",
    ] {
        assert!(out.contains(k), "{k} missing: {out}");
    }
}

#[test]
fn bad_mway_keys_exit_2_naming_the_key() {
    let base = ["net", "--topology", "mway-mesh", "--cycles", "200"];
    for (extra, want) in [
        (vec!["--dims", "8x1"], "dims=8x1"),
        (vec!["--dims", "8y8"], "dims=8y8"),
        (vec!["--buffers", "0"], "buffers=0: allowed 1..=16"),
        (
            vec!["--routing", "mst-replica", "--buffers", "1"],
            "buffers=1: allowed 2..=16",
        ),
        (vec!["--routing", "xy"], "routing=xy"),
        (vec!["--broadcast-share", "1.5"], "broadcast-share=1.5"),
        (vec!["--depth", "2", "--msg-flits", "5"], "depth=2"),
        (
            vec!["--dims", "8x8x8", "--msg-flits", "5", "--w", "16"],
            "w=16: allowed 28..=64",
        ),
        (vec!["--region", "sphere"], "region=sphere"),
        (
            vec!["--switch", "ib"],
            "key switch applies to topology fat-tree only",
        ),
        (
            vec!["--nodes", "64"],
            "key nodes applies to topology fat-tree only",
        ),
    ] {
        let mut args: Vec<&str> = base.to_vec();
        args.extend(extra.iter().copied());
        let (code, out, err) = wormcast(&args);
        assert_eq!(code, 2, "{extra:?}: {out} {err}");
        assert!(
            err.contains(want),
            "{extra:?}: {err} does not contain {want}"
        );
    }
    let (code, _, err) = wormcast(&["net", "--topology", "hypercube", "--dims", "4x4"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("dims=4x4") && err.contains("hypercube"),
        "{err}"
    );
    // m-way keys on the fat tree.
    let (code, _, err) = wormcast(&["net", "--buffers", "2", "--cycles", "200"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("key buffers applies to topologies mway-mesh and hypercube only"),
        "{err}"
    );
}
