//! `wormcast soak`: the suite's slice of the soak (1,000,000 cycles over every soaked block,
//! golden model against Verilator, rust-hdl on a prefix), and the reproducer path on the
//! deliberately broken banyan SE (a mismatch is found, the file written, and `--replay`
//! reproduces the same first mismatch). Needs Verilator: fails without it.

use crate::common;
use common::wormcast;

fn tempdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn soak_slice_of_a_million_cycles_over_all_blocks() {
    let dir = tempdir("soak-slice");
    let (code, out, err) = wormcast(&[
        "soak",
        "all",
        "--cycles",
        "1000000",
        "--jobs",
        "2",
        "--hdl-cycles",
        "300",
        "--seed",
        "1000",
        // The suite's build options: quicker to build, and shared with its other checks.
        "--build",
        "quick",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    let total = out
        .lines()
        .find_map(|l| l.strip_prefix("total: "))
        .unwrap_or_else(|| panic!("no total line:\n{out}"));
    let cycles: u64 = total.split_whitespace().next().unwrap().parse().unwrap();
    assert!(cycles >= 1_000_000, "{out}");
    assert!(total.contains("12 configurations"), "{out}");
    for id in [
        "cb-k8",
        "cb-k4",
        "ib-chunk_wide-k8",
        "ib-staircase-k4",
        "ib-split_ram-k8",
        "banyan-n3",
        "banyan-wh-n2",
    ] {
        let row = out
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(id))
            .unwrap_or_else(|| panic!("no row {id}:\n{out}"));
        // Every configuration compared cycles and ended with 0 mismatches.
        let f: Vec<&str> = row.split_whitespace().collect();
        assert!(f[4].parse::<u64>().unwrap() > 50_000, "{row}");
        assert!(f[6].parse::<u64>().unwrap() > 0, "rust-hdl cycles: {row}");
        assert_eq!(f.last(), Some(&"0"), "{row}");
    }
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "no reproducer");
}

#[test]
fn soak_mismatch_writes_a_reproducer_that_replays_the_same_first_mismatch() {
    let dir = tempdir("soak-mutant");
    let (code, out, err) = wormcast(&[
        "soak",
        "banyan",
        "--mutant",
        "--cycles",
        "20000",
        "--jobs",
        "1",
        "--hdl-cycles",
        "0",
        "--seed",
        "7",
        "--out",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{out}\n{err}");
    let line = out
        .lines()
        .find(|l| l.starts_with("MISMATCH block banyan config banyan-n3-mutant"))
        .unwrap_or_else(|| panic!("no mismatch line:\n{out}\n{err}"));
    assert!(line.contains("seed 7"), "{line}");
    let cycle: u64 = line
        .split("cycle ")
        .nth(1)
        .and_then(|s| s.split(',').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("{line}"));
    let file = dir.join("banyan-n3-mutant-seed7.stim");
    assert!(file.exists(), "{out}");
    let cmd = format!("wormcast soak --replay {}", file.display());
    assert!(out.contains(&cmd), "{out}");
    assert!(err.contains(&cmd), "the failure summary repeats it: {err}");
    let (code, rout, rerr) = wormcast(&["soak", "--replay", file.to_str().unwrap()]);
    assert_eq!(code, 1, "{rout}\n{rerr}");
    assert!(
        rout.contains(&format!("MISMATCH at cycle {cycle}, port")),
        "replay must find the same first mismatch (cycle {cycle}):\n{rout}"
    );
    assert!(rerr.contains(&format!("reproduced: first mismatch at cycle {cycle}")));
}

/// `soak --adversarial`: adversarial link streams on the k = 4 central-buffer switch (the
/// suite's own cases are in `testbench/tests/adversarial.rs`; this checks the command).
#[test]
fn soak_adversarial_runs_cases_on_every_switch_configuration_of_a_block() {
    let (code, out, err) = wormcast(&[
        "soak",
        "central-buffer",
        "--adversarial",
        "6",
        "--jobs",
        "2",
        "--build",
        "quick",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    for id in ["cb-k8", "cb-k4"] {
        let row = out
            .lines()
            .find(|l| l.split_whitespace().nth(1) == Some(&format!("{id}:")))
            .unwrap_or_else(|| panic!("no row {id}:\n{out}"));
        assert!(
            row.contains("6 cases") && row.contains("rust-hdl 1 cases"),
            "{row}"
        );
    }
    assert!(out.contains("total: 12 cases"), "{out}");
}

#[test]
fn soak_bad_parameters_are_rejected_by_name() {
    for (args, param, allowed) in [
        (vec!["soak", "all", "--jobs", "0"], "jobs=0", "1..=256"),
        (
            vec!["soak", "central-buffer", "--cycles", "5"],
            "cycles=5",
            "1000..=100000000000",
        ),
        (
            vec!["soak", "banyan", "--hdl-cycles", "2000000"],
            "hdl-cycles=2000000",
            "0..=1000000",
        ),
        (
            vec!["soak", "central-buffer", "--mutant"],
            "mutant",
            "banyan only",
        ),
        (
            vec!["soak", "banyan", "--adversarial", "5"],
            "adversarial",
            "central-buffer, input-buffered or all",
        ),
        (
            vec!["soak", "all", "--adversarial", "0"],
            "adversarial=0",
            "1..=1000000",
        ),
    ] {
        let (code, _, err) = wormcast(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(param) && err.contains(allowed), "{err}");
    }
    let (code, _, err) = wormcast(&["soak"]);
    assert_eq!(code, 2);
    assert!(err.contains("--replay"), "{err}");
}
