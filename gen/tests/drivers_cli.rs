//! The examples follow the IP they are pointed at (issue 50, item 5): on an IP of `wormcast
//! gen central-buffer --k 4 --w 32 --down 2 --nodes 16 -o DIR`, unchanged,
//!
//! * the cocotb example passes with `--ip DIR`;
//! * the SystemVerilog example passes on Icarus with `run.sh icarus --ip DIR`, through the
//!   IP's `<top>_wrapper.sv` with the parameters of its `.params` file;
//! * the IP's FuseSoC core runs the same example testbench in its `sim` target
//!   (`fusesoc run --target sim`, Icarus; issue 50, item 4);
//!
//! (the default k = 8 IP of `verilog_out/` is run by testbench/tests/drivers.rs). Icarus
//! Verilog, cocotb and FuseSoC must be installed (scripts/setup.sh); a missing one fails the
//! test.

use crate::common;
use common::wormcast;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// A fresh directory with a k = 4, W = 32 central-buffer IP in `<dir>/ip`.
fn k4_ip(tag: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("wormcast-drivers-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let ip = dir.join("ip");
    let (code, _, err) = wormcast(&[
        "gen",
        "central-buffer",
        "--k",
        "4",
        "--w",
        "32",
        "--down",
        "2",
        "--nodes",
        "16",
        "-o",
        ip.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    (dir, ip)
}

const TOP: &str = "cb_switch_k4_d2_w32_n16_c256_f64_l64_shared_bypass_adaptive_r3";

fn log_of(o: &std::process::Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// The SV example's summary: (packets sent, copies delivered), from
/// "scoreboard: P packets sent (...), C copies delivered".
fn sv_summary(log: &str) -> (u64, u64) {
    let line = log
        .lines()
        .find(|l| l.contains("packets sent ("))
        .unwrap_or_else(|| panic!("no summary:\n{log}"));
    let nums: Vec<u64> = line
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    // P, U, M, X, C, errors
    (nums[0], nums[4])
}

#[test]
fn cocotb_example_passes_on_a_k4_w32_ip() {
    let (dir, ip) = k4_ip("cocotb");
    let o = Command::new("python3")
        .arg(root().join("drivers/cocotb/examples/test_cb_random_multicast.py"))
        .arg("--ip")
        .arg(&ip)
        .arg("--build-dir")
        .arg(dir.join("build"))
        .output()
        .expect("python3 (scripts/setup.sh installs it with cocotb)");
    let log = log_of(&o);
    assert!(o.status.success(), "{log}");
    assert!(
        log.contains("test_cb_random_multicast: 1 test(s), 0 failed"),
        "{log}"
    );
    // The k = 4 IP was simulated: the example reports ports 0-3 and no port 4 (the
    // logger shortens the top's name, so the ports are the evidence).
    assert!(
        log.contains(" port 3: ") && !log.contains(" port 4: "),
        "the k = 4 IP was simulated: {log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn sv_example_passes_on_a_k4_w32_ip_through_its_wrapper() {
    let (dir, ip) = k4_ip("sv");
    let wrapper = std::fs::read_to_string(ip.join(format!("{TOP}_wrapper.sv"))).unwrap();
    assert!(
        wrapper.contains("parameter int K = 4,")
            && wrapper.contains("input  logic [K-1:0][W-1:0]  in_data,"),
        "{wrapper}"
    );
    let o = Command::new(root().join("drivers/sv/examples/run.sh"))
        .args(["icarus", "--ip"])
        .arg(&ip)
        .env("BUILD_DIR", dir.join("build"))
        .output()
        .expect("run.sh");
    let log = log_of(&o);
    assert!(o.status.success(), "{log}");
    assert!(log.contains("cb_random_multicast_tb: PASS"), "{log}");
    // The testbench took the k = 4 IP's parameters from its .params file.
    assert!(
        log.contains("cb_random_multicast_tb: K = 4, DOWN = 2, W = 32, N = 16, F = 64, MAX_LEN = 64, C = 256"),
        "{log}"
    );
    assert!(log.contains("port 3:") && !log.contains("port 4:"), "{log}");
    let (packets, copies) = sv_summary(&log);
    assert!(packets >= 50 && copies > packets, "thin traffic:\n{log}");
    // Parameters that are not the IP's are refused by the wrapper, naming them.
    let vvp = dir.join("build/bad.vvp");
    let mut src: Vec<PathBuf> = vec![
        root().join("drivers/sv/wormcast_link.sv"),
        ip.join(format!("{TOP}_wrapper.sv")),
        root().join("drivers/sv/examples/cb_random_multicast_tb.sv"),
        ip.join(format!("{TOP}.v")),
    ];
    let o = Command::new("iverilog")
        .args([
            "-g2012",
            "-s",
            "cb_random_multicast_tb",
            "-Pcb_random_multicast_tb.K=4",
            "-Pcb_random_multicast_tb.W=32",
            "-Pcb_random_multicast_tb.DOWN=2",
            "-Pcb_random_multicast_tb.C=128",
            "-o",
        ])
        .arg(&vvp)
        .args(src.drain(..))
        .output()
        .expect("iverilog");
    assert!(o.status.success(), "{}", log_of(&o));
    let o = Command::new("vvp")
        .arg("-n")
        .arg(&vvp)
        .output()
        .expect("vvp");
    let log = log_of(&o);
    assert!(!o.status.success(), "{log}");
    assert!(log.contains("C = 128") && log.contains("C = 256"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn fusesoc_sim_target_runs_the_example_on_a_k4_w32_ip() {
    let (dir, ip) = k4_ip("fusesoc-sim");
    let core = std::fs::read_to_string(ip.join(format!("{TOP}.core"))).unwrap();
    for f in [
        format!("{TOP}_wrapper.sv"),
        format!("{TOP}_inst.vh"),
        "wormcast_link.sv".into(),
        "cb_random_multicast_tb.sv".into(),
    ] {
        assert!(
            core.contains(&format!("\"{f}\"")),
            "{f} not in the core:\n{core}"
        );
        assert!(ip.join(&f).exists(), "{f} not written");
    }
    let o = Command::new("fusesoc")
        .current_dir(&ip)
        .args(["--cores-root", "."])
        .args(["run", "--target", "sim", "--work-root"])
        .arg(dir.join("build"))
        .arg(format!("wormcast:ip:{TOP}"))
        .output()
        .expect("fusesoc (scripts/setup.sh installs it: pip3 install fusesoc)");
    let log = log_of(&o);
    assert!(o.status.success(), "{log}");
    assert!(log.contains("cb_random_multicast_tb: PASS"), "{log}");
    assert!(log.contains("K = 4, DOWN = 2, W = 32"), "{log}");
    assert!(
        !log.lines().any(|l| l.starts_with("WARNING:")),
        "FuseSoC warned about the core:\n{log}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
