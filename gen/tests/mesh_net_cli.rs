//! `wormcast net --topology mesh`: a point of the 2-D TPM mesh prints the metrics as JSON,
//! bad mesh keys and keys of other topologies exit 2 naming the key.

use crate::common;
use common::wormcast;

/// TPM on dimension-order routers and dual-path on Hamiltonian-routing routers.
#[test]
fn mesh_point_json() {
    for scheme in ["tpm", "dual-path"] {
        mesh_point(scheme);
    }
}

fn mesh_point(scheme: &str) {
    let (code, out, err) = wormcast(&[
        "net",
        "--mesh-multicast",
        scheme,
        "--topology",
        "mesh",
        "--dims",
        "6x5",
        "--msg-flits",
        "8",
        "--load",
        "0.05",
        "--mean-dests",
        "6",
        "--max-dests",
        "29",
        "--multicast-share",
        "0.3",
        "--warmup",
        "500",
        "--cycles",
        "3000",
        "--drain",
        "10000",
        "--batches",
        "5",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).expect("one JSON object");
    assert_eq!(v["config"]["topology"], "mesh");
    assert_eq!(v["config"]["mesh-multicast"], scheme);
    assert_eq!(v["deadlock"], false);
    assert_eq!(v["messages"], v["completed"], "{out}");
    let uni = v["latency_unicast"].as_f64().unwrap();
    let mc = v["latency_multicast"].as_f64().unwrap();
    assert!(uni > 10.0 && mc > uni, "{scheme}: {out}");
}

#[test]
fn bad_mesh_keys_exit_2_naming_the_key() {
    let base = ["net", "--topology", "mesh", "--cycles", "200"];
    for (extra, want) in [
        (vec!["--dims", "1x8"], "dims=1x8"),
        (vec!["--dims", "4x4x4"], "dims=4x4x4"),
        (vec!["--vcs", "9"], "vcs=9: allowed 1..=4"),
        (vec!["--consumption", "0"], "consumption=0: allowed 1..=8"),
        (vec!["--injection", "9"], "injection=9: allowed 1..=8"),
        (vec!["--depth", "9"], "depth=9"),
        (
            vec!["--msg-flits", "40", "--dims", "16x16"],
            "msg-flits=40: allowed 1..=31",
        ),
        (vec!["--w", "8"], "w=8"),
        (vec!["--mesh-multicast", "dual"], "mesh-multicast"),
        (vec!["--multicast-share", "2"], "multicast-share=2"),
        (
            vec!["--switch", "ib"],
            "key switch applies to topology fat-tree only",
        ),
        (
            vec!["--buffers", "2"],
            "key buffers applies to topologies mway-mesh and hypercube only",
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
    // A mesh key on the fat tree.
    let (code, _, err) = wormcast(&["net", "--vcs", "1", "--cycles", "200"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("key vcs applies to topology mesh only"),
        "{err}"
    );
}
