//! FuseSoC core files (`wormcast_tools::fusesoc`): FuseSoC 2.x accepts them without a
//! warning, and their targets run the tools through FuseSoC:
//!
//! * the default central buffer (`verilog_out/`, k = 8) lints through the `lint` target;
//! * a core whose Verilog has a lint error, or a warning its `.vlt` does not waive, makes
//!   the `lint` target fail;
//! * the banyan network (four files: the net and its three stages' SEs) lints, and its
//!   `synth` target (Yosys, nextpnr-ice40 with the pins of `constraints/`, icepack) places
//!   and routes it in the timing harness and reports a maximum frequency.
//!
//! FuseSoC comes from PyPI and the icestorm tools from Debian (`scripts/setup.sh` installs
//! both); a missing tool fails the test with that hint.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;
use wormcast_tools::fusesoc::{self, CoreSpec};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn require(tool: &str, arg: &str) {
    // Found when it runs at all (`icepack -h` exits non-zero).
    let ok = Command::new(tool).arg(arg).output().is_ok();
    assert!(
        ok,
        "`{tool}` not found: run scripts/setup.sh (FuseSoC: pip3 install fusesoc; icepack: apt-get install fpga-icestorm)"
    );
}

fn temp_dir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-fusesoc-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// `fusesoc --cores-root <dir> run --target <target> --work-root <dir>/build-<target> <vlnv>`
/// (run in `dir`): success, and stdout + stderr.
fn fusesoc_run(dir: &Path, target: &str, top: &str) -> (bool, String) {
    require("fusesoc", "--version");
    let out = Command::new("fusesoc")
        .current_dir(dir)
        .arg("--cores-root")
        .arg(dir)
        .args(["run", "--target", target, "--work-root"])
        .arg(dir.join(format!("build-{target}")))
        .arg(format!("wormcast:ip:{top}"))
        .output()
        .expect("running fusesoc");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// FuseSoC's own warnings (about the core file), not the tools' (`%Warning-...`).
fn fusesoc_warnings(log: &str) -> Vec<&str> {
    log.lines().filter(|l| l.starts_with("WARNING:")).collect()
}

fn tail(s: &str) -> &str {
    &s[s.len().saturating_sub(3000)..]
}

#[test]
fn central_buffer_core_lints_through_fusesoc() {
    let t = Instant::now();
    let p = wormcast_ip::central_buffer::default_params();
    let top = wormcast_ip::central_buffer::module_name(&p);
    assert_eq!(
        top,
        "cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3"
    );
    let d = temp_dir("cb");
    let src = repo().join("verilog_out");
    std::fs::copy(src.join(format!("{top}.v")), d.join(format!("{top}.v"))).unwrap();
    let params = std::fs::read_to_string(src.join(format!("{top}.params"))).unwrap();
    let spec = CoreSpec {
        top: top.clone(),
        block: "central-buffer".into(),
        files: vec![format!("{top}.v")],
        params: fusesoc::parse_params(&params),
        ports: Some((
            wormcast_model::central_buffer::input_ports(&p),
            wormcast_model::central_buffer::output_ports(&p),
        )),
        ..Default::default()
    };
    assert!(spec.params.contains(&("chunks".into(), "256".into())));
    assert!(spec.params.contains(&("scheme".into(), "Shared".into())));
    let files = fusesoc::write_core(&d, &spec).unwrap();
    // core, vlt, instantiation template, wrapper, link drivers, example testbench, timing
    // harness, pins.
    assert_eq!(files.len(), 8, "{files:?}");
    let core = std::fs::read_to_string(d.join(format!("{top}.core"))).unwrap();
    assert!(core.starts_with("CAPI=2:\n"), "{core}");
    // The Verilator waivers are a file of the core, in the lint target, which now fails on
    // any warning (no -Wno-fatal).
    assert!(
        core.contains(&format!(
            "file_type: vlt\n    files:\n      - \"{top}.vlt\""
        )),
        "{core}"
    );
    assert!(core.contains("filesets: [waivers, rtl]") && !core.contains("-Wno-fatal"));
    assert!(
        core.contains("#   k = 8\n"),
        "parameters documented: {core}"
    );
    let (ok, log) = fusesoc_run(&d, "lint", &top);
    assert!(ok, "FuseSoC lint failed:\n{}", tail(&log));
    assert!(log.contains("verilator"), "Verilator ran: {}", tail(&log));
    assert!(!log.contains("%Warning"), "{}", tail(&log));
    assert!(
        fusesoc_warnings(&log).is_empty(),
        "{:?}",
        fusesoc_warnings(&log)
    );
    let _ = std::fs::remove_dir_all(&d);
    eprintln!(
        "central buffer {top}: FuseSoC lint passed [{:.1} s]",
        t.elapsed().as_secs_f64()
    );
}

#[test]
fn lint_error_fails_the_fusesoc_lint_target() {
    let (ok, log) = lint_one_module(
        "bad",
        "wormcast_bad",
        "always @(posedge clock) y <= a + not_declared;",
    );
    assert!(!ok, "the lint error passed:\n{}", tail(&log));
    assert!(
        log.contains("%Error") && log.contains("not_declared"),
        "{}",
        tail(&log)
    );
}

/// The waivers cover rust-hdl's warnings on the IP's files, not others: a warning of a rule
/// they do not waive fails the lint target.
#[test]
fn an_unwaived_warning_fails_the_fusesoc_lint_target() {
    // Blocking assignment in a clocked block: BLKSEQ (a -Wall style warning, not waived).
    let (ok, log) = lint_one_module("warn", "wormcast_warn", "always @(posedge clock) y = a;");
    assert!(!ok, "the warning passed:\n{}", tail(&log));
    assert!(log.contains("%Warning-BLKSEQ"), "{}", tail(&log));
}

/// A core of one module `top` (ports `clock`, `a[3:0]`, `y[3:0]` reg, then `body`) written
/// with `fusesoc::write_core` into a scratch directory, through FuseSoC's lint target.
fn lint_one_module(tag: &str, top: &str, body: &str) -> (bool, String) {
    let d = temp_dir(tag);
    std::fs::write(
        d.join(format!("{top}.v")),
        format!(
            "module {top}(input wire clock, input wire [3:0] a, output reg [3:0] y);\n{body}\nendmodule\n"
        ),
    )
    .unwrap();
    let spec = CoreSpec {
        top: top.into(),
        block: "test".into(),
        files: vec![format!("{top}.v")],
        params: vec![],
        ports: None,
        ..Default::default()
    };
    fusesoc::write_core(&d, &spec).unwrap();
    let r = fusesoc_run(&d, "lint", top);
    let _ = std::fs::remove_dir_all(&d);
    r
}

#[test]
fn banyan_core_lints_and_places_through_fusesoc() {
    let t = Instant::now();
    let p = wormcast_model::banyan::BanyanParams::new(3, 16, 8).unwrap();
    let top = p.net_module_name();
    assert_eq!(top, "banyan_net_n3_w16_l8");
    let d = temp_dir("banyan");
    let src = repo().join("verilog_out");
    let mut files = vec![format!("{top}.v")];
    for i in 0..3 {
        files.push(format!("banyan_se_n3_s{i}_w16.v"));
    }
    for f in &files {
        std::fs::copy(src.join(f), d.join(f)).unwrap();
    }
    let params = std::fs::read_to_string(src.join(format!("{top}.params"))).unwrap();
    let spec = CoreSpec {
        top: top.clone(),
        block: "banyan".into(),
        files,
        params: fusesoc::parse_params(&params),
        ports: Some((
            wormcast_model::banyan::network::input_ports(&p),
            wormcast_model::banyan::network::output_ports(&p),
        )),
        ..Default::default()
    };
    fusesoc::write_core(&d, &spec).unwrap();
    let (ok, log) = fusesoc_run(&d, "lint", &top);
    assert!(ok, "FuseSoC lint failed:\n{}", tail(&log));
    assert!(
        fusesoc_warnings(&log).is_empty(),
        "{:?}",
        fusesoc_warnings(&log)
    );
    let lint_s = t.elapsed().as_secs_f64();
    require("icepack", "-h");
    let (ok, log) = fusesoc_run(&d, "synth", &top);
    assert!(ok, "FuseSoC synth failed:\n{}", tail(&log));
    let fmax = wormcast_tools::eda::parse_fmax(&log).expect("a nextpnr Max frequency line");
    assert!(fmax > 1.0, "{fmax}");
    let bin = d
        .join("build-synth")
        .join(format!("wormcast_ip_{top}_{}.bin", fusesoc::CORE_VERSION));
    assert!(
        std::fs::metadata(&bin)
            .map(|m| m.len() > 0)
            .unwrap_or(false),
        "no bitstream {}",
        bin.display()
    );
    let _ = std::fs::remove_dir_all(&d);
    eprintln!(
        "banyan {top} (4 files): FuseSoC lint passed [{lint_s:.1} s]; synth: nextpnr-ice40 Fmax {fmax:.2} MHz, bitstream written [{:.1} s]",
        t.elapsed().as_secs_f64() - lint_s
    );
}
