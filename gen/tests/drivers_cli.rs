//! The cocotb example follows the IP it is pointed at (issue 50, item 5): generated with
//! `wormcast gen central-buffer --k 4 --w 32 -o DIR`, the unchanged example passes on it with
//! `--ip DIR` (the default k = 8 IP is run by testbench/tests/drivers.rs). Icarus Verilog and
//! cocotb must be installed (scripts/setup.sh); a missing one fails the test.

mod common;
use common::wormcast;
use std::process::Command;

#[test]
fn cocotb_example_passes_on_a_k4_w32_ip() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
    let dir = std::env::temp_dir().join(format!("wormcast-drivers-k4-{}", std::process::id()));
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
    let o = Command::new("python3")
        .arg(root.join("drivers/cocotb/examples/test_cb_random_multicast.py"))
        .arg("--ip")
        .arg(&ip)
        .arg("--build-dir")
        .arg(dir.join("build"))
        .output()
        .expect("python3 (scripts/setup.sh installs it with cocotb)");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
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
