//! What `gen` writes beside an IP and what it says about the FPGA (issue 50, items 4 and 5):
//!
//! * the instantiation template `<top>_inst.vh` lists every port of the top with its width
//!   (every IP); the fat-tree switches' wrapper `<top>_wrapper.sv` packs them into arrays
//!   and is clean under `verilator --lint-only -Wall` with the IP's `.vlt`;
//! * `gen` prints the estimated fit on the iCE40 HX8K and the ECP5 85k and writes the
//!   core's `synth` target for the first device the switch fits: `input-buffered --k 4`
//!   (W = 16) fits the HX8K (the core targets it, with its pins), the k = 8 central-buffer
//!   default does not fit the HX8K and targets the ECP5 (FuseSoC sets the ECP5 target up
//!   without a warning); a block without measured figures says so.
//!
//! Verilator and FuseSoC must be installed (scripts/setup.sh); a missing one fails the test.

use crate::common;
use common::wormcast;
use std::path::PathBuf;
use std::process::Command;

fn gen(tag: &str, args: &[&str]) -> (PathBuf, String) {
    let dir = std::env::temp_dir().join(format!("wormcast-ipfiles-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut a = vec!["gen"];
    a.extend_from_slice(args);
    a.extend_from_slice(&["-o", dir.to_str().unwrap()]);
    let (code, out, err) = wormcast(&a);
    assert_eq!(code, 0, "{err}");
    (dir, out)
}

fn read(dir: &std::path::Path, f: &str) -> String {
    std::fs::read_to_string(dir.join(f)).unwrap_or_else(|e| panic!("{f}: {e}"))
}

/// For a measured configuration, `gen`'s fit line gives as its estimate the very figure the
/// same line cites from the results page ("fits: about N of CAP logic cells ... (docs/results):
/// N [of CAP] logic cells").
fn assert_fit_is_the_measured_figure(out: &str, device: &str, cap: &str) {
    let head = format!("{device}: fits: about ");
    let line = out
        .lines()
        .find(|l| l.trim_start().starts_with(&head))
        .unwrap_or_else(|| panic!("no fit line for {device}: {out}"));
    let about = line
        .split("fits: about ")
        .nth(1)
        .and_then(|r| r.split(&format!(" of {cap} logic cells")).next())
        .unwrap_or_else(|| panic!("{line}"));
    let measured = line
        .split("(docs/results): ")
        .nth(1)
        .and_then(|r| r.split(" logic cells").next())
        .map(|r| r.trim_end_matches(&format!(" of {cap}")))
        .unwrap_or_else(|| panic!("no measured figure: {line}"));
    assert_eq!(about, measured, "{line}");
}

/// The top's port declarations in the Verilog: (name, width).
fn verilog_ports(v: &str, top: &str) -> Vec<(String, usize)> {
    v.lines()
        .skip_while(|l| l.trim() != format!("module {top} ("))
        .skip(1)
        .take_while(|l| !l.trim().starts_with(");"))
        .map(|l| {
            let l = l.trim().trim_end_matches(',');
            let name = l.rsplit(' ').next().unwrap().to_string();
            let width = match (l.find('['), l.find(':')) {
                (Some(a), Some(b)) => l[a + 1..b].parse::<usize>().unwrap() + 1,
                _ => 1,
            };
            (name, width)
        })
        .collect()
}

#[test]
fn k4_input_buffered_fits_the_hx8k_and_its_core_targets_it() {
    let (dir, out) = gen("ib4", &["input-buffered", "--k", "4", "--w", "16"]);
    let top = "ib_switch_chunk_wide_k4_d2_w16_n16_b320_f8_l64_adaptive_r4";
    assert_fit_is_the_measured_figure(&out, "iCE40 HX8K ct256", "7,680");
    assert!(
        out.contains("the core's synth target: iCE40 HX8K ct256 (the first device it fits)"),
        "{out}"
    );
    let core = read(&dir, &format!("{top}.core"));
    assert!(
        core.contains("flow: icestorm") && !core.contains("flow: trellis"),
        "{core}"
    );
    // The template: every port of the top, with its width, once.
    let v = read(&dir, &format!("{top}.v"));
    let ports = verilog_ports(&v, top);
    assert!(ports.len() >= 30, "{ports:?}"); // clock, rst, 4 x 7 link and status ports
    let inst = read(&dir, &format!("{top}_inst.vh"));
    for (name, width) in &ports {
        let w = if *width == 1 {
            "1 bit".to_string()
        } else {
            format!("[{}:0]", width - 1)
        };
        let line = inst
            .lines()
            .find(|l| l.trim_start().starts_with(&format!(".{name} ")))
            .unwrap_or_else(|| panic!("{name} not in the template:\n{inst}"));
        assert!(line.ends_with(&w), "{name}: {line}");
    }
    assert_eq!(
        inst.lines()
            .filter(|l| l.trim_start().starts_with('.'))
            .count(),
        ports.len()
    );
    // The wrapper: packed arrays of K, the IB's status used widened; clean under -Wall.
    let wrap = read(&dir, &format!("{top}_wrapper.sv"));
    assert!(
        wrap.contains("output logic [K-1:0][31:0]   used, // 9 bits in"),
        "{wrap}"
    );
    assert!(
        !dir.join("cb_random_multicast_tb.sv").exists(),
        "the sim example is the CB's"
    );
    let o = Command::new("verilator")
        .current_dir(&dir)
        .args(["--lint-only", "-Wall"])
        .arg(format!("{top}.vlt"))
        .args(["--top-module", &format!("{top}_wrapper")])
        .arg(format!("{top}_wrapper.sv"))
        .arg(format!("{top}.v"))
        .output()
        .expect("verilator (scripts/setup.sh installs it)");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.status.success() && !log.contains("%Warning"), "{log}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn k8_central_buffer_does_not_fit_the_hx8k_and_its_core_targets_the_ecp5() {
    let (dir, out) = gen("cb8", &["central-buffer"]);
    let top = "cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3";
    assert!(out.contains("iCE40 HX8K ct256: does not fit"), "{out}");
    assert_fit_is_the_measured_figure(&out, "ECP5 LFE5U-85F CABGA381 speed 6", "83,640");
    assert!(
        out.contains(
            "the core's synth target: ECP5 LFE5U-85F CABGA381 speed 6 (the first device it fits)"
        ),
        "{out}"
    );
    assert!(out.contains("an estimate from measured figures"), "{out}");
    let core = read(&dir, &format!("{top}.core"));
    assert!(
        core.contains("flow: trellis")
            && core.contains("\"--85k\"")
            && core.contains("yosys_synth_options: [\"-abc9\"]"),
        "{core}"
    );
    assert!(!core.contains(".pcf") && !dir.join("ice40_hx8k_ct256_timing.pcf").exists());
    // FuseSoC takes the ECP5 target (set up only: nextpnr-ecp5 and ecppack are not needed).
    let o = Command::new("fusesoc")
        .current_dir(&dir)
        .args([
            "--cores-root",
            ".",
            "run",
            "--setup",
            "--target",
            "synth",
            "--work-root",
        ])
        .arg(dir.join("build"))
        .arg(format!("wormcast:ip:{top}"))
        .output()
        .expect("fusesoc (scripts/setup.sh installs it: pip3 install fusesoc)");
    let log = format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(o.status.success(), "{log}");
    assert!(!log.lines().any(|l| l.starts_with("WARNING:")), "{log}");
    let mk = std::fs::read_to_string(dir.join("build/Makefile")).unwrap_or_default();
    assert!(mk.contains("nextpnr-ecp5") && mk.contains("--85k"), "{mk}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_block_without_measured_figures_says_so_and_gets_a_template() {
    let (dir, out) = gen("banyan", &["banyan"]);
    assert!(
        out.contains("fit: not estimated for banyan (no measured figures); the core's synth target is the iCE40 HX8K ct256"),
        "{out}"
    );
    let inst = read(&dir, "banyan_net_n3_w16_l8_inst.vh");
    assert!(
        inst.contains("banyan_net_n3_w16_l8 u_banyan_net_n3_w16_l8 ("),
        "{inst}"
    );
    assert!(!dir.join("banyan_net_n3_w16_l8_wrapper.sv").exists());
    let _ = std::fs::remove_dir_all(&dir);
}
