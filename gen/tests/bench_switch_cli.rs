//! `wormcast bench-switch` as a user runs it: the JSON object of one configuration (keys and
//! sane values), the table, and bad --k / --nodes rejected before anything runs.

use serde_json::Value;

use crate::common;
use common::wormcast;

const EPS: f64 = 1e-9;

#[test]
fn quick_json_has_every_key_with_sane_values() {
    let (code, out, err) = wormcast(&[
        "bench-switch",
        "--quick",
        "--k",
        "4",
        "--nodes",
        "16",
        "--format",
        "json",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // One configuration; --quick without --fpga has no FPGA part.
    assert_eq!(lines.len(), 1, "{out}");
    let v: Value = serde_json::from_str(lines[0]).unwrap_or_else(|e| panic!("{e}: {out}"));
    assert_eq!(v["k"], 4);
    assert_eq!(v["nodes"], 16);
    let num = |key: &str| -> f64 {
        v[key]
            .as_f64()
            .unwrap_or_else(|| panic!("{key} missing or not a number: {v}"))
    };
    for key in [
        "permutation_l8",
        "permutation_l64",
        "multicast_l8",
        "multicast_l64",
    ] {
        let x = num(key);
        assert!(x > 0.0 && x <= 1.0 + EPS, "{key} = {x}");
        let y = v["ib"][key].as_f64().unwrap();
        assert!(y > 0.0 && y <= 1.0 + EPS, "ib {key} = {y}");
    }
    let (xbar, b8, b64) = (
        num("latency_crossbar"),
        num("latency_buffer_l8"),
        num("latency_buffer_l64"),
    );
    assert!(xbar > 0.0 && xbar < b8 && b8 <= b64, "{xbar} {b8} {b64}");
    for key in [
        "saturation_unicast",
        "saturation_multicast",
        "saturation_bimodal",
    ] {
        for sw in ["cb", "ib"] {
            let x = v[key][sw]
                .as_f64()
                .unwrap_or_else(|| panic!("{key}.{sw} missing: {v}"));
            assert!(x > 0.0 && x <= 1.0 + EPS, "{key}.{sw} = {x}");
        }
    }
    assert_eq!(v["multicast_fanout"], 4);
    assert!(v.get("problems").is_none(), "{v}");
    // The ns and Gbit/s figures need the FPGA part's Fmax: null without it, and why.
    for key in [
        "latency_buffer_ns",
        "latency_crossbar_ns",
        "gbps_per_port",
        "fmax_mhz",
    ] {
        assert!(v[key].is_null(), "{key}: {v}");
    }
    for key in ["latency_buffer_ns", "gbps_per_port", "fmax_mhz"] {
        assert!(v["ib"][key].is_null(), "ib {key}: {v}");
    }
    assert_eq!(v["fmax_source"], "FPGA part skipped", "{v}");
}

#[test]
fn table_names_every_figure_and_configuration() {
    let (code, out, err) = wormcast(&["bench-switch", "--quick", "--k", "8", "--nodes", "64"]);
    assert_eq!(code, 0, "{err}");
    for s in [
        "k=8 N=64",
        "CB permutation L=64",
        "CB multicast L=8",
        "IB permutation L=8",
        "CB latency crossbar L=8",
        "CB latency buffer L=64",
        "saturation unicast CB / IB",
        "saturation mcast CB / IB",
        "saturation bimodal CB / IB",
        "4-way multicast",
        "FPGA part skipped",
        "CB latency crossbar L=8 ns",
        "CB latency buffer L=8 ns",
        "CB Gbit/s per port (L=64)",
        "IB latency L=8 ns",
        "clock at k = 8: CB no Fmax at this k",
    ] {
        assert!(out.contains(s), "{s} missing:\n{out}");
    }
    assert!(!out.contains("k=4 N=16"), "{out}");
}

#[test]
fn bad_k_or_nodes_is_rejected_by_name_before_any_run() {
    for (args, param, allowed) in [
        (vec!["--k", "5"], "k=5", "4 or 8"),
        (vec!["--nodes", "17"], "nodes=17", "16 or 64"),
        (
            vec!["--k", "4,8", "--nodes", "16,32"],
            "nodes=32",
            "16 or 64",
        ),
        (
            vec!["--quick", "--detail", "--format", "json"],
            "detail",
            "--format table",
        ),
    ] {
        let mut a = vec!["bench-switch"];
        a.extend(args.iter());
        let (code, out, err) = wormcast(&a);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains(param) && err.contains(allowed),
            "{args:?}: {err}"
        );
        assert!(out.is_empty(), "{args:?} ran: {out}");
    }
}
