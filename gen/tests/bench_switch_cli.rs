//! `wormcast bench-switch` as a user runs it: the JSON object of one configuration (keys and
//! sane values), the table, the input-buffered switch's revision, and bad --k / --nodes /
//! --revision rejected before anything runs.

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
        (vec!["--quick", "--revision", "2"], "revision=2", "3 or 4"),
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

/// `--revision 3` measures the input-buffered switch without its pipelining: the model's own
/// head latency, one cycle shorter than revision 4's at any N, at line rate; the CB's figures
/// do not move, and the JSON and the table say which revision they are.
#[test]
fn the_ib_revision_is_measured_and_named() {
    let run = |rev: &str, n: &str| -> Value {
        let (code, out, err) = wormcast(&[
            "bench-switch",
            "--quick",
            "--k",
            "4",
            "--nodes",
            n,
            "--format",
            "json",
            "--revision",
            rev,
        ]);
        assert_eq!(code, 0, "{err}");
        serde_json::from_str(out.trim()).unwrap_or_else(|e| panic!("{e}: {out}"))
    };
    for n in ["16", "64"] {
        let (r3, r4) = (run("3", n), run("4", n));
        assert_eq!(
            (r3["ib"]["revision"].clone(), r4["ib"]["revision"].clone()),
            (3.into(), 4.into())
        );
        for key in [
            "latency_buffer_l8",
            "latency_buffer_l64",
            "latency_multicast_l8",
        ] {
            let (a, b) = (
                r3["ib"][key].as_u64().unwrap(),
                r4["ib"][key].as_u64().unwrap(),
            );
            assert_eq!(
                a + 1,
                b,
                "N = {n}, ib {key}: revision 3 {a}, revision 4 {b}"
            );
        }
        for key in [
            "permutation_l8",
            "permutation_l64",
            "multicast_l8",
            "multicast_l64",
        ] {
            let x = r3["ib"][key].as_f64().unwrap();
            assert!(x >= 0.99, "N = {n}, revision 3 ib {key} = {x}");
            assert_eq!(r3[key], r4[key], "N = {n}: the CB's {key} moved");
        }
    }
    let (code, out, err) = wormcast(&[
        "bench-switch",
        "--quick",
        "--k",
        "4",
        "--nodes",
        "16",
        "--revision",
        "3",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("(any organisation), revision 3"), "{out}");
}
