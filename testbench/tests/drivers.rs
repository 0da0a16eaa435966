//! The user-testbench drivers of `drivers/` (issue 17, item 8): the SystemVerilog example on
//! Icarus Verilog and on Verilator (through the IP's `<top>_wrapper.sv`), and the cocotb
//! example on Icarus, each driving the default central-buffer switch of `verilog_out/` with random multicast traffic and checking
//! exactly-once delivery; and the same examples with a dropped and a corrupted packet
//! injected, which must fail with their error messages (so the checks can fail). A missing
//! simulator or cocotb fails the test, never skips it.

use std::path::{Path, PathBuf};
use std::process::Command;
use wormcast_tools::run::require;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A build directory of its own for each test (they run in parallel).
fn build_dir(name: &str) -> PathBuf {
    let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("drivers-{name}"));
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Run `cmd`; (success, stdout + stderr).
fn run(cmd: &mut Command) -> (bool, String) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("running {cmd:?}: {e}"));
    let mut s = String::from_utf8_lossy(&out.stdout).into_owned();
    s.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.success(), s)
}

fn sv_example(sim: &str, build: &Path, plusargs: &[&str]) -> (bool, String) {
    run(Command::new(root().join("drivers/sv/examples/run.sh"))
        .arg(sim)
        .args(plusargs)
        .env("BUILD_DIR", build))
}

fn cocotb_example(build: &Path, args: &[&str]) -> (bool, String) {
    require("iverilog").unwrap();
    require("python3").unwrap();
    let (ok, msg) = run(Command::new("python3").args(["-c", "import cocotb_tools.runner"]));
    assert!(
        ok,
        "cocotb is not installed for python3: run scripts/setup.sh (pip3 install cocotb)\n{msg}"
    );
    run(Command::new("python3")
        .arg(root().join("drivers/cocotb/examples/test_cb_random_multicast.py"))
        .arg("--build-dir")
        .arg(build)
        .args(args))
}

/// The scoreboard's summary line, "scoreboard: P packets sent (U unicast, M multicast, X up),
/// C copies delivered": (P, U, M, X, C).
fn summary(log: &str) -> (u64, u64, u64, u64, u64) {
    const AT: &str = "scoreboard: ";
    let line = log
        .lines()
        .find(|l| l.contains(AT) && l.contains("packets sent ("))
        .unwrap_or_else(|| panic!("no summary in the log:\n{log}"));
    let nums: Vec<u64> = line[line.find(AT).unwrap() + AT.len()..]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    (nums[0], nums[1], nums[2], nums[3], nums[4])
}

/// A passing run: it says so, and the traffic had every kind of packet.
fn assert_pass(ok: bool, log: &str, pass: &str) {
    assert!(ok && log.contains(pass), "example failed:\n{log}");
    assert!(!log.contains("ERROR"), "{log}");
    let (packets, uni, multi, up, copies) = summary(log);
    assert!(
        packets >= 100 && uni > 0 && multi > 0 && up > 0 && copies > packets,
        "thin traffic: {packets} packets ({uni} unicast, {multi} multicast, {up} up), {copies} copies\n{log}"
    );
}

/// A run with `+inject_drop +inject_corrupt`: it fails, naming both faults.
fn assert_caught(ok: bool, log: &str, fail: &str, drop_msg: &str, corrupt_msg: &str) {
    assert!(!ok, "the example passed with injected faults:\n{log}");
    assert!(log.contains(fail), "no failure line `{fail}`:\n{log}");
    assert!(
        log.contains(drop_msg),
        "the dropped packet was not reported (`{drop_msg}`):\n{log}"
    );
    assert!(
        log.contains(corrupt_msg),
        "the corrupted packet was not reported (`{corrupt_msg}`):\n{log}"
    );
}

const SV_PASS: &str = "cb_random_multicast_tb: PASS";
const SV_FAIL: &str = "cb_random_multicast_tb: FAILED";
const SV_DROP: &str = "wormcast_scoreboard: ERROR: packet src 1 seq 3 delivered to ports 0x0,";
const SV_CORRUPT: &str = "packet src 1 seq 4: payload flit 7 is";

#[test]
fn sv_example_passes_on_icarus() {
    require("iverilog").unwrap();
    require("vvp").unwrap();
    // The example's parameters are the switch's .params (run.sh reads them).
    let params =
        std::fs::read_to_string(root().join(
            "verilog_out/cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3.params",
        ))
        .unwrap();
    let get = |k: &str| {
        params
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{k} = ")))
            .unwrap_or_else(|| panic!("{k} not in .params"))
            .to_string()
    };
    let line = format!(
        "cb_random_multicast_tb: K = {}, DOWN = {}, W = {}, N = {}, F = {}, MAX_LEN = {}, C = {}",
        get("k"),
        get("down"),
        get("w"),
        get("nodes"),
        get("fifo"),
        get("max_len"),
        get("chunks")
    );
    let (ok, log) = sv_example("icarus", &build_dir("sv-icarus"), &[]);
    assert!(
        log.contains(&line),
        "the example's parameters differ from .params ({line}):\n{log}"
    );
    assert_pass(ok, &log, SV_PASS);
}

#[test]
fn sv_example_on_icarus_catches_a_dropped_and_a_corrupted_packet() {
    require("iverilog").unwrap();
    require("vvp").unwrap();
    let (ok, log) = sv_example(
        "icarus",
        &build_dir("sv-icarus-inject"),
        &["+inject_drop", "+inject_corrupt"],
    );
    assert_caught(ok, &log, SV_FAIL, SV_DROP, SV_CORRUPT);
}

#[test]
fn sv_example_on_verilator_passes_and_catches_injected_faults() {
    require("verilator").unwrap();
    let build = build_dir("sv-verilator");
    let (ok, log) = sv_example("verilator", &build, &[]);
    assert_pass(ok, &log, SV_PASS);
    // The same binary with the faults (run.sh rebuilds nothing when the sources are unchanged,
    // but the binary is at hand).
    let (ok, log) = run(
        Command::new(build.join("verilator/Vcb_random_multicast_tb"))
            .args(["+inject_drop", "+inject_corrupt"]),
    );
    assert_caught(ok, &log, SV_FAIL, SV_DROP, SV_CORRUPT);
}

#[test]
fn cocotb_example_passes_on_icarus() {
    let (ok, log) = cocotb_example(&build_dir("cocotb"), &[]);
    assert!(
        log.contains("test_cb_random_multicast: 1 test(s), 0 failed"),
        "{log}"
    );
    assert_pass(ok, &log, "cb_random_multicast passed");
}

#[test]
fn cocotb_example_catches_a_dropped_and_a_corrupted_packet() {
    let (ok, log) = cocotb_example(&build_dir("cocotb-inject"), &["--inject", "drop,corrupt"]);
    assert_caught(
        ok,
        &log,
        "test_cb_random_multicast: 1 test(s), 1 failed",
        "scoreboard: ERROR: packet src 1 seq 3 delivered to ports 0x0,",
        "packet src 1 seq 4: payload flit 7 is",
    );
}
