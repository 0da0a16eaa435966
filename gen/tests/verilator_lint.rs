//! The emitted Verilog is clean under `verilator --lint-only -Wall` with no waiver but the
//! IP's own `<top>.vlt` (issue 50, item 1): `gen` writes that Verilator configuration file
//! beside the Verilog and lists it in the FuseSoC core (`wormcast_tools::fusesoc`), and
//! nothing else is passed (no `-Wno-...`), so a user's plain Verilator or cocotb build sees
//! what this test sees. Checked on every `.v` of `verilog_out/` taken as the top (the IPs,
//! the banyan networks' per-stage switching elements, the central buffer's timing harness)
//! and on `gen central-buffer --k 4 --w 32` and `gen input-buffered --k 4 --w 32`. Any
//! `%Warning` or `%Error`, or a non-zero exit, fails.

use crate::common;

use common::wormcast;
use rayon::prelude::*;
use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn names(dir: &Path, ext: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| n.ends_with(ext))
        .collect();
    v.sort();
    v
}

/// `verilator --lint-only -Wall <every .vlt of dir> --top-module <top> <top>.v`, run in
/// `dir` (Verilator finds the modules of other files there, e.g. a banyan network's
/// stages): the tops that warned or failed, with the first lines of the output.
fn lint_dir(dir: &Path) -> (usize, Vec<String>) {
    let vlts = names(dir, ".vlt");
    assert!(!vlts.is_empty(), "no .vlt in {}", dir.display());
    for core in names(dir, ".core") {
        let top = core.trim_end_matches(".core");
        let text = std::fs::read_to_string(dir.join(&core)).unwrap();
        assert!(
            text.contains(&format!(
                "file_type: vlt\n    files:\n      - \"{top}.vlt\""
            )),
            "{core} lists {top}.vlt:\n{text}"
        );
        assert!(
            vlts.contains(&format!("{top}.vlt")),
            "{top}.vlt beside {core}"
        );
    }
    // One Verilator per top, in parallel (rayon: the lints are independent processes).
    let tops = names(dir, ".v");
    let bad: Vec<String> = tops
        .par_iter()
        .filter_map(|f| {
            let top = f.trim_end_matches(".v");
            let o = Command::new("verilator")
                .current_dir(dir)
                .arg("--lint-only")
                .arg("-Wall")
                .args(&vlts)
                .args(["--top-module", top, f])
                .output()
                .expect("verilator (scripts/setup.sh installs it)");
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            (!o.status.success() || text.contains("%Warning") || text.contains("%Error")).then(
                || {
                    let head: Vec<&str> = text.lines().take(12).collect();
                    format!(
                        "{top} (exit {:?}, {} warning lines):\n{}",
                        o.status.code(),
                        text.lines().filter(|l| l.starts_with("%Warning")).count(),
                        head.join("\n")
                    )
                },
            )
        })
        .collect();
    (tops.len(), bad)
}

#[test]
fn verilog_out_is_clean_under_verilator_wall_with_its_vlt() {
    let dir = repo().join("verilog_out");
    let (n, bad) = lint_dir(&dir);
    assert!(n >= 17, "{n} tops in verilog_out");
    assert!(bad.is_empty(), "{}", bad.join("\n\n"));
    eprintln!("verilog_out: {n} tops, verilator --lint-only -Wall with the .vlt files: clean");
}

#[test]
fn k4_w32_switches_are_clean_under_verilator_wall_with_their_vlt() {
    for block in ["central-buffer", "input-buffered"] {
        let dir =
            std::env::temp_dir().join(format!("wormcast-lint-{block}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let (code, _, err) = wormcast(&[
            "gen",
            block,
            "--k",
            "4",
            "--w",
            "32",
            "-o",
            dir.to_str().unwrap(),
        ]);
        assert_eq!(code, 0, "gen {block}: {err}");
        let (n, bad) = lint_dir(&dir);
        assert!(n >= 1, "{block}: no Verilog");
        assert!(bad.is_empty(), "{block}:\n{}", bad.join("\n\n"));
        eprintln!("gen {block} --k 4 --w 32: {n} tops clean");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
