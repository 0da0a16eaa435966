//! The wormcast CLI as a user runs it.

use wormcast_model::banyan::{BanyanNetModel, BanyanParams};
use wormcast_model::CycleModel;
use wormcast_testbench::banyan::{random_stimulus, StimConfig};

use crate::common;
use common::wormcast;

#[test]
fn bad_parameters_are_rejected_by_name_before_generation() {
    let dir = tempdir("badparams");
    for (args, param, allowed) in [
        (vec!["gen", "banyan", "--n", "7"], "n=7", "2..=6"),
        (vec!["gen", "banyan", "--w", "24"], "w=24", "16 or 32"),
        (
            vec!["gen", "banyan", "--n", "5", "--slot-len", "4"],
            "slot-len=4",
            "5..=255",
        ),
        (
            vec!["gen", "input-buffered", "--revision", "2"],
            "revision=2",
            "3 or 4",
        ),
    ] {
        let mut a = args.clone();
        a.extend(["-o", dir.to_str().unwrap()]);
        let (code, _, err) = wormcast(&a);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(param) && err.contains(allowed), "{err}");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            0,
            "nothing generated"
        );
    }
    let (code, _, err) = wormcast(&["banyan-throughput", "--m", "1.5"]);
    assert_eq!(code, 2);
    assert!(err.contains("m=1.5"), "{err}");
    let (code, _, err) = wormcast(&["sim", "banyan", "--cycles", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("cycles=0"), "{err}");
}

/// `wormcast prove`: a bad parameter exits 2 naming it, with nothing written (no Yosys run),
/// for the fat-tree switches and the banyan SEs alike.
#[test]
fn prove_rejects_bad_parameters_by_name() {
    let out = tempdir("prove-bad");
    let o = out.to_str().unwrap();
    for (args, name) in [
        (vec!["--k", "3"], "k=3"),
        (vec!["--k", "8"], "--k"),
        (vec!["--depth", "0"], "--depth"),
        (vec!["--chunks", "7"], "chunks"),
    ] {
        let mut a = vec!["prove", "central-buffer", "--out", o];
        a.extend(args.iter());
        let (code, _, err) = wormcast(&a);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(name), "{args:?} must name {name}: {err}");
    }
    for args in [
        vec!["prove", "input-buffered", "--accounting-induction"],
        vec!["prove", "banyan-se", "--accounting-induction"],
        vec![
            "prove",
            "central-buffer",
            "--chunks",
            "64",
            "--accounting-induction",
        ],
        vec!["prove", "banyan-se", "--free-list-induction"],
        vec!["prove", "input-buffered", "--bookkeeping-induction"],
        vec![
            "prove",
            "central-buffer",
            "--chunks",
            "64",
            "--bookkeeping-induction",
        ],
    ] {
        let mut a = args.clone();
        a.extend(["--out", o]);
        let (code, _, err) = wormcast(&a);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains("induction: allowed for central-buffer with chunks <= 32"),
            "{args:?} must name the option and its range: {err}"
        );
    }
    let (code, _, err) = wormcast(&["prove", "input-buffered", "--framing-proof", "--out", o]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("framing-proof: allowed for central-buffer"),
        "must name framing-proof: {err}"
    );
    let (code, _, err) = wormcast(&["prove", "input-buffered", "--buffer", "15", "--out", o]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("buffer=15"), "must name buffer: {err}");
    let (code, _, err) = wormcast(&["prove", "input-buffered", "--revision", "5", "--out", o]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("revision=5: allowed 3 or 4"),
        "must name revision: {err}"
    );
    let (code, _, err) = wormcast(&["prove", "banyan"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("banyan-se"), "must list the blocks: {err}");
    for (args, name) in [
        (vec!["--stage", "3"], "stage=3"),
        (vec!["--n", "7"], "n=7"),
        (vec!["--w", "24"], "w=24"),
        (vec!["--mode", "wormhole", "--stage", "5"], "stage=5"),
        (vec!["--ind-frames", "61"], "--ind-frames"),
        (vec!["--link-induction"], "link-induction"),
    ] {
        let mut a = vec!["prove", "banyan-se", "--out", o];
        a.extend(args.iter());
        let (code, _, err) = wormcast(&a);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(name), "{args:?} must name {name}: {err}");
    }
    let (code, _, err) = wormcast(&["prove", "input-buffered", "--drain-bound", "0", "--out", o]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("--drain-bound"),
        "must name --drain-bound: {err}"
    );
    let (code, _, err) = wormcast(&[
        "prove",
        "input-buffered",
        "--drain-bound",
        "20",
        "--depth",
        "12",
        "--out",
        o,
    ]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("depth=12"), "must name depth: {err}");
    assert!(
        std::fs::read_dir(&out).unwrap().next().is_none(),
        "nothing written"
    );
}

fn tempdir(tag: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn gen_writes_named_modules_and_params() {
    let dir = tempdir("gen");
    let (code, out, err) = wormcast(&[
        "gen",
        "banyan",
        "--n",
        "4",
        "--w",
        "32",
        "-o",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("banyan_net_n4_w32_l8.v"));
    let v = std::fs::read_to_string(dir.join("banyan_net_n4_w32_l8.v")).unwrap();
    assert!(v.contains("module banyan_net_n4_w32_l8 ("));
    for i in 0..4 {
        assert!(dir.join(format!("banyan_se_n4_s{i}_w32.v")).exists());
    }
    let prm = std::fs::read_to_string(dir.join("banyan_net_n4_w32_l8.params")).unwrap();
    assert!(
        prm.contains("n = 4") && prm.contains("nodes = 16") && prm.contains("latency_cycles = 4")
    );
}

/// `wormcast sim banyan --vcd` writes a VCD in which the ports are found and a head flit's
/// header appears on an output port at the cycle the golden model predicts.
#[test]
fn sim_vcd_shows_header_at_predicted_cycle() {
    let dir = tempdir("vcd");
    let vcd_path = dir.join("out.vcd");
    let cycles = 200;
    let (code, out, err) = wormcast(&[
        "sim",
        "banyan",
        "--cycles",
        "200",
        "--seed",
        "3",
        "--vcd",
        vcd_path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("mismatches              0"), "{out}");
    // Golden model on the same stimulus: first cycle where a head reaches some node.
    let p = BanyanParams::default();
    let mut stim = random_stimulus(&p, cycles / p.slot_len + 1, 3, StimConfig::default());
    stim.truncate(cycles);
    let mut m = BanyanNetModel::new(p);
    let nn = p.ports();
    let mut predicted = None;
    for (c, s) in stim.iter().enumerate() {
        let o = m.step(s);
        if let Some(j) = (0..nn).find(|&j| o[1 + j] == 1) {
            predicted = Some((c as u64, j, o[1 + nn + j]));
            break;
        }
    }
    let (cycle, node, header) = predicted.expect("some head is delivered");
    assert_eq!(
        cycle % p.slot_len as u64,
        p.n as u64,
        "heads arrive n cycles after slot start"
    );
    // Parse the VCD.
    let f = std::io::BufReader::new(std::fs::File::open(&vcd_path).unwrap());
    let mut parser = vcd::Parser::new(f);
    let h = parser.parse_header().unwrap();
    let data = h
        .find_var(&["uut", &format!("out_data${node}")])
        .expect("out_data port in VCD")
        .code;
    let tag = h
        .find_var(&["uut", &format!("out_tag${node}")])
        .expect("out_tag port in VCD")
        .code;
    assert!(h.find_var(&["uut", "slot_start"]).is_some());
    let t_sample = cycle * 1000; // clock-low sample point of that cycle
    let (mut t, mut dval, mut tval) = (0u64, None, None);
    let mut at_sample = None;
    for cmd in parser {
        match cmd.unwrap() {
            vcd::Command::Timestamp(ts) => {
                if t <= t_sample && ts > t_sample {
                    at_sample = Some((tval.clone(), dval.clone()));
                }
                t = ts;
            }
            vcd::Command::ChangeVector(c, v) if c == data => dval = Some(to_u64(&v)),
            vcd::Command::ChangeVector(c, v) if c == tag => tval = Some(to_u64(&v)),
            _ => {}
        }
    }
    let (tv, dv) = at_sample.expect("VCD covers the predicted cycle");
    assert_eq!(tv, Some(1), "head tag at cycle {cycle} on node {node}");
    assert_eq!(
        dv,
        Some(header),
        "header value at cycle {cycle} on node {node}"
    );
}

fn to_u64(v: &[vcd::Value]) -> u64 {
    v.iter()
        .fold(0, |a, b| (a << 1) | (*b == vcd::Value::V1) as u64)
}

/// Must-show 6: the throughput command prints simulation and model; unicast within 2%.
#[test]
fn throughput_unicast_agrees_with_model() {
    let (code, out, err) = wormcast(&[
        "banyan-throughput",
        "--n",
        "7",
        "--f",
        "1",
        "--m",
        "0",
        "--load",
        "1.0",
    ]);
    assert_eq!(code, 0, "{err}");
    let row = out
        .lines()
        .find(|l| l.trim_start().starts_with("1.000"))
        .unwrap_or_else(|| panic!("no load-1.0 row in\n{out}"));
    let cols: Vec<f64> = row
        .split_whitespace()
        .take(4)
        .map(|x| x.parse().unwrap())
        .collect();
    let (sim, model) = (cols[2], cols[3]);
    assert!((sim - model).abs() / model < 0.02, "{row}");
    assert!(sim > 0.2 && sim < 0.5, "{row}");
    let (code, out, _) = wormcast(&[
        "banyan-throughput",
        "--n",
        "7",
        "--f",
        "4",
        "--m",
        "0.5",
        "--load",
        "1.0",
    ]);
    assert_eq!(code, 0);
    assert!(
        out.contains("eta (sim)") && out.contains("eta (model)"),
        "{out}"
    );
}

#[test]
fn check_and_lint_pass_on_default() {
    let (code, out, err) = wormcast(&["check", "banyan", "--slots", "500"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("PASS"));
    let (code, out, err) = wormcast(&["lint", "banyan"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("banyan_net_n3_w16_l8: 0 errors"), "{out}");
}

#[test]
fn switch_bad_parameters_are_rejected_by_name_before_generation() {
    let dir = tempdir("cb_badparams");
    for (args, param, allowed) in [
        (
            vec!["gen", "central-buffer", "--k", "3"],
            "k=3",
            "2, 4 or 8",
        ),
        (vec!["gen", "central-buffer", "--w", "8"], "w=8", "16 or 32"),
        (
            vec!["gen", "central-buffer", "--nodes", "65"],
            "nodes=65",
            "2..=32 or 49..=64 at w=16",
        ),
        (
            vec!["gen", "central-buffer", "--nodes", "1025"],
            "nodes=1025",
            "2..=1024",
        ),
        // Configurations where a node is reached by no down port, or a down port by no node.
        (
            vec![
                "gen",
                "central-buffer",
                "--k",
                "4",
                "--down",
                "4",
                "--nodes",
                "2",
            ],
            "nodes=2, down=4",
            "every down port reaches nodes / down = 0 nodes",
        ),
        (
            vec![
                "gen",
                "central-buffer",
                "--k",
                "2",
                "--down",
                "2",
                "--nodes",
                "3",
            ],
            "nodes=3, down=2",
            "nodes 2..=2 are reached by no down port",
        ),
        (
            vec![
                "gen",
                "input-buffered",
                "--k",
                "4",
                "--down",
                "3",
                "--nodes",
                "16",
            ],
            "nodes=16, down=3",
            "nodes 15..=15 are reached by no down port",
        ),
        (
            vec![
                "gen",
                "central-buffer",
                "--w",
                "32",
                "--k",
                "4",
                "--nodes",
                "256",
            ],
            "nodes=256",
            "256 nodes need k=8",
        ),
        (
            vec![
                "gen",
                "central-buffer",
                "--w",
                "32",
                "--nodes",
                "1024",
                "--fifo",
                "16",
            ],
            "fifo=16",
            "at least 33 flits at N = 1024",
        ),
        (
            vec!["gen", "central-buffer", "--chunks", "100"],
            "chunks=100",
            "8, 16, 32, 64, 128 or 256",
        ),
        // A largest multicast that can never fit: 64-flit packets, k = 8 need 20 chunks.
        (
            vec!["gen", "central-buffer", "--chunks", "16"],
            "chunks=16",
            ">= 20",
        ),
        (
            vec!["gen", "central-buffer", "--fifo", "300"],
            "fifo=300",
            "4..=255",
        ),
        (
            vec!["gen", "central-buffer", "--max-len", "2"],
            "max-len=2",
            "3..=",
        ),
        (
            vec!["gen", "central-buffer", "--down", "9"],
            "down=9",
            "1..=8",
        ),
        (
            vec!["gen", "input-buffered", "--buffer", "40"],
            "buffer=40",
            "a multiple of k",
        ),
        // The RTL's lane RAMs hold 256 chunk slots, one of them the assembly slot (and k
        // spares for the split RAM).
        (
            vec!["gen", "input-buffered", "--k", "2", "--buffer", "512"],
            "buffer=512",
            "up to 510 flits",
        ),
        (
            vec![
                "gen",
                "input-buffered",
                "--k",
                "2",
                "--buffer",
                "508",
                "--org",
                "split-ram",
            ],
            "buffer=508",
            "up to 506 flits",
        ),
        // A buffer smaller than the largest packet breaks Section 5's deadlock freedom.
        (
            vec!["gen", "input-buffered", "--k", "4", "--buffer", "60"],
            "buffer=60",
            "the largest packet",
        ),
        (
            vec!["gen", "input-buffered", "--nodes", "40"],
            "nodes=40",
            "2..=32 or 49..=64",
        ),
    ] {
        let mut a = args.clone();
        a.extend(["-o", dir.to_str().unwrap()]);
        let (code, _, err) = wormcast(&a);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(
            err.contains(param) && err.contains(allowed),
            "{args:?}: {err}"
        );
        assert!(
            !dir.exists() || std::fs::read_dir(&dir).unwrap().count() == 0,
            "nothing generated"
        );
    }
}

/// `wormcast sim central-buffer --vcd`: golden model and rust-hdl agree, and the VCD shows the
/// buffer's NP/NC lists and free list by name, with the free count moving.
#[test]
fn sim_central_buffer_vcd_shows_buffer_state_by_name() {
    let dir = tempdir("cb_vcd");
    std::fs::create_dir_all(&dir).unwrap();
    let vcd = dir.join("cb.vcd");
    let (code, out, err) = wormcast(&[
        "sim",
        "central-buffer",
        "--k",
        "4",
        "--chunks",
        "64",
        "--cycles",
        "400",
        "--vcd",
        vcd.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("golden model = rust-hdl") && out.contains("PASS"),
        "{out}"
    );
    let text = std::fs::read_to_string(&vcd).unwrap();
    // Scopes and variables of the central buffer, by their paper names.
    for name in [
        "$scope module core",
        "first_p",
        "last_p",
        "first_c",
        "last_c",
        "$scope module np",
        "$scope module nc",
        "$scope module free_list",
        "free_cnt",
        "reserved_r",
        "counters",
    ] {
        assert!(text.contains(name), "VCD lacks {name}");
    }
    // The free counter leaves its power-on value C = 64 at some point (chunks are used).
    let mut p = vcd::Parser::new(std::io::BufReader::new(std::fs::File::open(&vcd).unwrap()));
    let h = p.parse_header().unwrap();
    let id = h
        .find_var(&["uut", "core", "buffer", "free_cnt", "q"])
        .map(|v| v.code)
        .expect("uut.core.buffer.free_cnt.q in the VCD");
    let mut values = std::collections::BTreeSet::new();
    for cmd in p {
        if let Ok(vcd::Command::ChangeVector(c, v)) = cmd {
            if c == id {
                values.insert(to_u64(&v));
            }
        }
    }
    assert!(
        values.contains(&64) && values.iter().any(|&v| v < 64),
        "{values:?}"
    );
}

#[test]
fn check_and_lint_central_buffer() {
    let (code, out, err) = wormcast(&[
        "check",
        "central-buffer",
        "--k",
        "2",
        "--chunks",
        "64",
        "--cycles",
        "1000",
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("golden model, rust-hdl and Verilator agree") && out.contains("PASS"),
        "{out}"
    );
    // At k = 4: the k = 8 default is linted with its .vlt in
    // `verilator_lint::verilog_out_is_clean_under_verilator_wall_with_its_vlt` (19.3 s here
    // against 7.2 s at k = 4).
    let (code, out, err) = wormcast(&["lint", "central-buffer", "--k", "4"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("cb_switch_k4_d2_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3: 0 errors"),
        "{out}"
    );
}

/// `wormcast lint input-buffered` passes for every organisation: no Verilator error and no
/// latch (Yosys `proc`). The buffer's side-RAM decode once left a signal unassigned on one
/// path and inferred K latches; the lint command fails on any latch.
#[test]
fn input_buffered_lint_has_no_latches() {
    for (flag, org) in [
        ("chunk-wide", "chunk_wide"),
        ("staircase", "staircase"),
        ("split-ram", "split_ram"),
    ] {
        let (code, out, err) = wormcast(&["lint", "input-buffered", "--k", "2", "--org", flag]);
        assert_eq!(code, 0, "{org}: {out}{err}");
        assert!(
            out.contains(&format!(
                "ib_switch_{org}_k2_d1_w16_n16_b320_f8_l64_adaptive_r4: 0 errors"
            )) && out.contains("0 latches inferred"),
            "{org}: {out}"
        );
    }
}

/// `wormcast gen` and `check input-buffered` for one organisation (k = 2, short run): the
/// named module and parameter file are written, and the check reports the three-way
/// agreement and the agreement of the three organisations.
#[test]
fn input_buffered_gen_and_check() {
    let dir = tempdir("ib");
    let common = [
        "--k",
        "2",
        "--buffer",
        "64",
        "--max-len",
        "48",
        "--org",
        "split-ram",
    ];
    let mut a = vec!["gen", "input-buffered"];
    a.extend(common);
    a.extend(["-o", dir.to_str().unwrap()]);
    let (code, out, err) = wormcast(&a);
    assert_eq!(code, 0, "{out}{err}");
    let name = "ib_switch_split_ram_k2_d1_w16_n16_b64_f8_l48_adaptive_r4";
    let v = std::fs::read_to_string(dir.join(format!("{name}.v"))).unwrap();
    assert!(v.contains(&format!("module {name} (")), "module name");
    let params = std::fs::read_to_string(dir.join(format!("{name}.params"))).unwrap();
    assert!(params.contains("org = \"split_ram\"") && params.contains("buffer_chunks = 32"));
    let mut a = vec!["check", "input-buffered", "--cycles", "1500"];
    a.extend(common);
    let (code, out, err) = wormcast(&a);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        out.contains("three-way (golden, rust-hdl, Verilator) agree")
            && out.contains("chunk_wide, staircase and split_ram agree on every port")
            && out.contains("PASS"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `gen` into a closed pipe (`wormcast gen ... | head -1`) exits 0 without a panic and
/// leaves the whole IP; a `gen` that fails leaves none of it (no staging directory either).
#[test]
fn gen_writes_the_whole_ip_or_none_and_a_closed_pipe_is_not_an_error() {
    let dir = tempdir("gen_pipe");
    exits_0_with_stdout_closed(&[
        "gen",
        "central-buffer",
        "--k",
        "4",
        "-o",
        dir.to_str().unwrap(),
    ]);
    let names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    for ext in [".v", ".params", ".toml", ".core"] {
        assert!(names.iter().any(|n| n.ends_with(ext)), "{ext}: {names:?}");
    }
    assert!(
        !names.iter().any(|n| n.starts_with(".wormcast-gen")),
        "{names:?}"
    );
    // A failure at the last step (a directory where the .toml goes) leaves nothing new.
    let dir2 = tempdir("gen_fail");
    let top = names.iter().find(|n| n.ends_with(".toml")).unwrap();
    std::fs::create_dir_all(dir2.join(top)).unwrap();
    let (code, _, err) = wormcast(&[
        "gen",
        "central-buffer",
        "--k",
        "4",
        "-o",
        dir2.to_str().unwrap(),
    ]);
    assert_eq!(code, 1, "{err}");
    let left: Vec<String> = std::fs::read_dir(&dir2)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(
        left,
        vec![top.clone()],
        "only the blocking directory is left"
    );
}

/// A closed standard output is not an error for any command (issue 50, item 3): `net` and
/// `sweep` with the reader gone exit 0 without a panic, and the sweep still writes its files.
#[test]
fn a_closed_pipe_is_not_an_error_for_net_and_sweep() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap();
    let dir = tempdir("closed_pipe");
    let demo = root.join("configs/demo.toml");
    for args in [
        vec!["net", "--cycles", "2000"],
        vec![
            "sweep",
            demo.to_str().unwrap(),
            "--out",
            dir.to_str().unwrap(),
        ],
    ] {
        exits_0_with_stdout_closed(&args);
    }
    for f in ["demo.csv", "demo_latency.svg"] {
        assert!(dir.join(f).exists(), "{f} written with the pipe closed");
    }
}

/// Run wormcast with `args`, its standard output's reader gone before it prints anything
/// (`wormcast ... | head -1`): it must exit 0 without a panic.
fn exits_0_with_stdout_closed(args: &[&str]) {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_wormcast"))
        .env_remove("RUST_MIN_STACK")
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

/// `--org` is spelled in kebab case like every other flag value (`chunk-wide`, `split-ram`);
/// the old `chunk_wide` and `split_ram` still work for one release and warn on stderr, with
/// the same IP (module names keep `_chunk_wide_`, `_split_ram_`: Verilog identifiers).
#[test]
fn old_org_spelling_warns_and_writes_the_same_ip() {
    for (new, old) in [("chunk-wide", "chunk_wide"), ("split-ram", "split_ram")] {
        let (a, b) = (
            tempdir(&format!("org-{new}")),
            tempdir(&format!("org-{old}")),
        );
        let run = |org: &str, dir: &std::path::Path| {
            let d = dir.to_str().unwrap();
            wormcast(&["gen", "input-buffered", "--k", "2", "--org", org, "-o", d])
        };
        let (code, out, err) = run(new, &a);
        assert_eq!(code, 0, "{out}{err}");
        assert!(!err.contains("deprecated"), "{err}");
        let (code, out, err) = run(old, &b);
        assert_eq!(code, 0, "{out}{err}");
        assert!(
            err.contains(&format!("warning: --org {old} is deprecated")) && err.contains(new),
            "{err}"
        );
        let top = format!("ib_switch_{old}_k2_d1_w16_n16_b320_f8_l64_adaptive_r4");
        let v = |d: &std::path::Path| std::fs::read_to_string(d.join(format!("{top}.v"))).unwrap();
        assert_eq!(v(&a), v(&b), "{top}");
        let _ = std::fs::remove_dir_all(&a);
        let _ = std::fs::remove_dir_all(&b);
    }
}
