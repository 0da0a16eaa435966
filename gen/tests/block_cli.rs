//! Per-block command lines (issue 17, items 1 and 2): each block takes only its own flags,
//! and `--config FILE.toml` gives them from a file (flags win); `gen` writes the TOML that
//! regenerates the IP.

use crate::common;
use common::wormcast;
use std::path::PathBuf;

fn tempdir(tag: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wormcast-blk-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn files(d: &PathBuf) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .collect();
    v.sort();
    v
}

/// A flag of another block is rejected by every action, naming the flag, before anything is
/// generated or simulated: the two examples, and one foreign flag per block.
#[test]
fn a_flag_of_another_block_is_an_error_naming_it() {
    let dir = tempdir("foreign");
    let o = dir.to_str().unwrap();
    // (block, a flag of another block with a value valid there).
    let foreign: [(&str, &[&str]); 7] = [
        ("banyan", &["--k", "4"]),
        ("central-buffer", &["--n", "9"]),
        ("central-buffer", &["--org", "staircase"]),
        ("input-buffered", &["--chunks", "64"]),
        ("mway-router", &["--v", "1"]),
        ("mesh-router", &["--buffers", "2"]),
        ("mesh", &["--nodes", "16"]),
    ];
    for (block, flag) in foreign {
        for action in ["gen", "sim", "check", "lint", "synth", "bench"] {
            let mut a = vec![action, block];
            a.extend_from_slice(flag);
            a.extend(["-o", o]);
            if action != "gen" {
                a.truncate(a.len() - 2);
            }
            let (code, out, err) = wormcast(&a);
            assert_eq!(code, 2, "{a:?} must be refused: {out}{err}");
            assert!(
                err.contains(&format!("unexpected argument '{}'", flag[0])),
                "{a:?} must name {}: {err}",
                flag[0]
            );
            assert!(out.is_empty(), "{a:?} ran: {out}");
        }
    }
    // The check's own options apply to their blocks only.
    for a in [
        vec!["check", "central-buffer", "--slots", "5"],
        vec!["check", "banyan", "--matrix"],
        vec!["check", "mesh-router", "--hdl-cycles", "0"],
        vec!["gen", "mesh", "--hdl-cycles", "0", "-o", o],
    ] {
        let (code, _, err) = wormcast(&a);
        assert_eq!(code, 2, "{a:?}: {err}");
        assert!(err.contains("unexpected argument"), "{a:?}: {err}");
    }
    // A value out of range is named with its allowed range.
    let (code, _, err) = wormcast(&["gen", "central-buffer", "--k", "5", "-o", o]);
    assert_eq!(code, 2);
    assert!(err.contains("k=5") && err.contains("2, 4 or 8"), "{err}");
    assert!(files(&dir).is_empty(), "nothing written: {:?}", files(&dir));
}

/// `gen` writes `<top>.toml`; `gen --config` of that file writes the same Verilog; a flag on
/// the command line wins over the file; `-o` and the options may come before the block.
#[test]
fn gen_config_regenerates_the_ip_exactly_and_flags_win() {
    let a = tempdir("cfg-a");
    let (code, out, err) = wormcast(&[
        "gen",
        "central-buffer",
        "--k",
        "4",
        "--chunks",
        "64",
        "--scheme",
        "per-output",
        "-o",
        a.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let top = "cb_switch_k4_d2_w16_n16_c64_f64_l64_per_output_bypass_adaptive_r3";
    let toml_path = a.join(format!("{top}.toml"));
    let cfg = std::fs::read_to_string(&toml_path).expect("the configuration TOML");
    for line in [
        "block = \"central-buffer\"",
        "k = 4",
        "chunks = 64",
        "scheme = \"per-output\"",
        "fifo = 64",
    ] {
        assert!(cfg.lines().any(|l| l == line), "{line} in {cfg}");
    }
    let b = tempdir("cfg-b");
    let (code, out, err) = wormcast(&[
        "gen",
        "-o",
        b.to_str().unwrap(),
        "central-buffer",
        "--config",
        toml_path.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(files(&a), files(&b));
    for f in files(&a) {
        assert_eq!(
            std::fs::read(a.join(&f)).unwrap(),
            std::fs::read(b.join(&f)).unwrap(),
            "{f} regenerated exactly"
        );
    }
    // A flag given on the command line wins over the file.
    let c = tempdir("cfg-c");
    let (code, out, err) = wormcast(&[
        "gen",
        "central-buffer",
        "--config",
        toml_path.to_str().unwrap(),
        "--chunks",
        "32",
        "-o",
        c.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        c.join("cb_switch_k4_d2_w16_n16_c32_f64_l64_per_output_bypass_adaptive_r3.v")
            .exists(),
        "{:?}",
        files(&c)
    );
    // `_` and `-` spell the same key.
    let d = tempdir("cfg-d");
    let f = d.join("ib.toml");
    std::fs::write(
        &f,
        "block = \"input-buffered\"\nk = 4\nmax_len = 32\norg = \"staircase\"\n",
    )
    .unwrap();
    let (code, out, err) = wormcast(&[
        "gen",
        "input-buffered",
        "--config",
        f.to_str().unwrap(),
        "-o",
        d.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let ib = files(&d);
    assert!(
        ib.iter()
            .any(|n| n.starts_with("ib_switch_staircase_k4") && n.contains("_l32")),
        "{ib:?}"
    );
}

/// Bad configuration files: an unknown key, a key of another block, the wrong block, a value
/// out of range and a malformed file all exit 2 naming the problem, with nothing written;
/// `sim`, `check`, `lint`, `synth` and `bench` read the same files.
#[test]
fn config_errors_name_the_key_and_every_action_reads_the_file() {
    let dir = tempdir("cfg-bad");
    let out = dir.join("out");
    let o = out.to_str().unwrap();
    for (text, needle) in [
        ("k = 4\nflavour = 2\n", "unknown key `flavour`"),
        ("k = 4\nslots = 5\n", "unknown key `slots`"),
        ("block = \"banyan\"\n", "block = \"banyan\""),
        ("k = 6\n", "k=6"),
        ("k = [4]\n", "invalid value k"),
        ("k = \n", "config"),
    ] {
        let f = dir.join("c.toml");
        std::fs::write(&f, text).unwrap();
        let (code, _, err) = wormcast(&[
            "gen",
            "central-buffer",
            "--config",
            f.to_str().unwrap(),
            "-o",
            o,
        ]);
        assert_eq!(code, 2, "{text:?}: {err}");
        assert!(err.contains(needle), "{text:?} must say {needle}: {err}");
        assert!(!out.exists(), "{text:?}: nothing written");
    }
    let f = dir.join("k4.toml");
    std::fs::write(&f, "block = \"central-buffer\"\nk = 4\nchunks = 64\n").unwrap();
    let cfg = f.to_str().unwrap();
    let (code, so, err) = wormcast(&["sim", "central-buffer", "--config", cfg, "--cycles", "200"]);
    assert_eq!(code, 0, "{err}");
    assert!(so.contains("cb_switch_k4_d2_w16_n16_c64_f64_l64"), "{so}");
    let (code, so, err) = wormcast(&["bench", "central-buffer", "--config", cfg, "--cycles", "20"]);
    assert_eq!(code, 2, "bench's own range check still applies: {so}{err}");
    assert!(err.contains("cycles=20"), "{err}");
    // The check's own options are keys of its configuration file.
    let g = dir.join("b.toml");
    std::fs::write(&g, "block = \"banyan\"\nn = 2\nslots = 40\n").unwrap();
    let (code, so, err) = wormcast(&["check", "banyan", "--config", g.to_str().unwrap()]);
    assert_eq!(code, 0, "{so}{err}");
    assert!(
        so.contains("banyan_net_n2") && so.contains("(40 slots)"),
        "{so}"
    );
}

/// Every block's `.params` carries the port contract as a `[contract]` table (valid TOML), and
/// its Verilog the same in the header comment (issue 17, item 5); the banyan's header says it
/// has no reset.
#[test]
fn every_generated_block_states_its_port_contract() {
    let dir = tempdir("contract");
    let o = dir.to_str().unwrap();
    for block in [
        "central-buffer",
        "input-buffered",
        "mway-router",
        "mway-mesh",
        "mesh-router",
        "mesh",
    ] {
        let (code, out, err) = wormcast(&["gen", block, "-o", o]);
        assert_eq!(code, 0, "{block}: {out}{err}");
    }
    let (code, _, err) = wormcast(&["gen", "banyan", "-o", o]);
    assert_eq!(code, 0, "{err}");
    let mut seen = 0;
    for f in files(&dir) {
        let path = dir.join(&f);
        if f.ends_with(".params") {
            let t: toml::Table = std::fs::read_to_string(&path).unwrap().parse().unwrap();
            if t["block"].as_str() == Some("banyan") {
                continue;
            }
            let c = t["contract"]
                .as_table()
                .unwrap_or_else(|| panic!("{f}: [contract]"));
            for key in ["clock", "reset"] {
                assert!(c.contains_key(key), "{f}: contract.{key}");
            }
            // Every top has `rst` (issue 17 item 6).
            let reset = c["reset"].as_str().unwrap();
            assert!(
                reset.starts_with("`rst` (the last input port"),
                "{f}: {reset}"
            );
            seen += 1;
            let core = path.with_extension("core");
            assert!(core.exists(), "{f}: the FuseSoC core beside it");
        } else if f.ends_with(".v") && !f.contains("_se_") && !f.ends_with("_timing.v") {
            let v = std::fs::read_to_string(&path).unwrap();
            let header: String = v.lines().take_while(|l| l.starts_with("//")).collect();
            assert!(
                header.contains("Port contract:")
                    || header.contains("No reset port")
                    || header.contains("rst: synchronous reset"),
                "{f}: header comment"
            );
        }
    }
    assert_eq!(seen, 6, "six blocks with a [contract] table");
}

/// Every parameter that changes the hardware is in the module name (issue 48's defect: `gen
/// central-buffer --fifo 32` wrote different hardware under the default's name, so two such
/// IPs in one design collided): changing any one field of the CB's or the IB's parameters
/// gives a name no other variant has, and `gen --fifo 32` writes a top of its own.
#[test]
fn module_names_carry_every_hardware_parameter() {
    use wormcast_model::central_buffer::{CbParams, HeaderScheme};
    use wormcast_model::input_buffered::IbParams;
    use wormcast_model::route::UpPolicy;
    let base = wormcast_ip::central_buffer::default_params();
    let mut v = vec![base.clone()];
    let mut q = base.clone();
    q.route.k = 4;
    v.push(q);
    let mut q = base.clone();
    q.route.down = 2;
    v.push(q);
    let mut q = base.clone();
    q.route.w = 32;
    v.push(q);
    let mut q = base.clone();
    q.route.nodes = 64;
    v.push(q);
    v.push(CbParams {
        chunks: 128,
        ..base.clone()
    });
    v.push(CbParams {
        fifo: 32,
        ..base.clone()
    });
    v.push(CbParams {
        max_len: 32,
        ..base.clone()
    });
    v.push(CbParams {
        scheme: HeaderScheme::PerOutput,
        ..base.clone()
    });
    v.push(CbParams {
        bypass: false,
        ..base.clone()
    });
    let mut q = base.clone();
    q.route.policy = UpPolicy::Deterministic;
    v.push(q);
    let names: std::collections::BTreeSet<String> = v
        .iter()
        .map(wormcast_ip::central_buffer::module_name)
        .collect();
    assert_eq!(names.len(), v.len(), "{names:?}");

    let base = wormcast_ip::input_buffered::default_params(wormcast_ip::input_buffered::ORGS[0]);
    let mut v = vec![base.clone()];
    v.push(wormcast_ip::input_buffered::default_params(
        wormcast_ip::input_buffered::ORGS[1],
    ));
    let mut q = base.clone();
    q.route.down = 2;
    v.push(q);
    v.push(IbParams {
        buffer: 160,
        ..base.clone()
    });
    v.push(IbParams {
        fifo: 32,
        ..base.clone()
    });
    v.push(IbParams {
        max_len: 32,
        ..base.clone()
    });
    let mut q = base.clone();
    q.route.policy = UpPolicy::Deterministic;
    v.push(q);
    v.push(IbParams {
        revision: 3,
        ..base.clone()
    });
    let names: std::collections::BTreeSet<String> = v
        .iter()
        .map(wormcast_ip::input_buffered::module_name)
        .collect();
    assert_eq!(names.len(), v.len(), "{names:?}");

    let d = tempdir("names");
    let (code, out, err) = wormcast(&[
        "gen",
        "central-buffer",
        "--k",
        "4",
        "--chunks",
        "32",
        "--fifo",
        "32",
        "-o",
        d.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{out}{err}");
    let top = "cb_switch_k4_d2_w16_n16_c32_f32_l64_shared_bypass_adaptive_r3";
    let v = std::fs::read_to_string(d.join(format!("{top}.v"))).expect("the .v under its own name");
    assert!(
        v.contains(&format!("module {top}")),
        "{}",
        &v[..v.len().min(400)]
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// Every block's module name changes with every parameter that changes its hardware (issue
/// 48): for each block, variants of its default that differ in one such parameter have
/// names no other variant has. Parameters left out do not change the RTL: the m-way
/// router's `depth` (its buffers hold `max_len - 1` entries, virtual cut-through only),
/// `classes` (one class in the RTL) and `broadcast` (what the node interfaces send); the TPM
/// router's `routing` (dimension order is the only routing in the RTL).
#[test]
fn every_block_names_every_hardware_parameter() {
    use std::collections::BTreeSet;
    use wormcast_model::banyan::wormhole::{Arbitration, WhParams};
    use wormcast_model::banyan::BanyanParams;
    use wormcast_model::central_buffer::CbParams;
    use wormcast_model::input_buffered::IbParams;
    use wormcast_model::mesh::format::RouterParams;
    use wormcast_model::mesh::geometry::{Coord, Mesh};
    use wormcast_model::mway::params::{Algorithm, MwayParams};
    use wormcast_model::mway::router_model::RouterShape;
    fn distinct(block: &str, names: Vec<String>) {
        let n = names.len();
        let set: BTreeSet<&String> = names.iter().collect();
        assert_eq!(
            set.len(),
            n,
            "{block}: two variants share a name: {names:?}"
        );
    }

    // Central buffer: every field of CbParams and of its route.
    let base = wormcast_ip::central_buffer::default_params();
    let mut v = vec![base.clone()];
    for f in [
        |p: &mut CbParams| p.route.k = 4,
        |p: &mut CbParams| p.route.down = 2,
        |p: &mut CbParams| p.route.w = 32,
        |p: &mut CbParams| p.route.nodes = 64,
        |p: &mut CbParams| p.chunks = 128,
        |p: &mut CbParams| p.fifo = 32,
        |p: &mut CbParams| p.max_len = 32,
        |p: &mut CbParams| p.scheme = wormcast_model::central_buffer::HeaderScheme::PerOutput,
        |p: &mut CbParams| p.bypass = false,
        |p: &mut CbParams| p.multicast = false,
        |p: &mut CbParams| p.route.policy = wormcast_model::route::UpPolicy::Deterministic,
    ] {
        let mut q = base.clone();
        f(&mut q);
        v.push(q);
    }
    distinct(
        "central-buffer",
        v.iter()
            .map(wormcast_ip::central_buffer::module_name)
            .collect(),
    );

    // Input buffered: every field of IbParams and of its route.
    let base = wormcast_ip::input_buffered::default_params(wormcast_ip::input_buffered::ORGS[0]);
    let mut v = vec![base.clone()];
    for f in [
        |p: &mut IbParams| p.org = wormcast_ip::input_buffered::ORGS[1],
        |p: &mut IbParams| p.org = wormcast_ip::input_buffered::ORGS[2],
        |p: &mut IbParams| p.route.k = 4,
        |p: &mut IbParams| p.route.down = 2,
        |p: &mut IbParams| p.route.w = 32,
        |p: &mut IbParams| p.route.nodes = 64,
        |p: &mut IbParams| p.buffer = 160,
        |p: &mut IbParams| p.fifo = 32,
        |p: &mut IbParams| p.max_len = 32,
        |p: &mut IbParams| p.route.policy = wormcast_model::route::UpPolicy::Deterministic,
    ] {
        let mut q = base.clone();
        f(&mut q);
        v.push(q);
    }
    distinct(
        "input-buffered",
        v.iter()
            .map(wormcast_ip::input_buffered::module_name)
            .collect(),
    );

    // Slotted and wormhole banyans.
    let b = |n, w, l| BanyanParams::new(n, w, l).unwrap().net_module_name();
    distinct(
        "banyan",
        vec![b(3, 16, 8), b(4, 16, 8), b(3, 32, 8), b(3, 16, 9)],
    );
    let wh = |n, w, a| WhParams::new(n, w, a).unwrap().net_module_name();
    distinct(
        "banyan-wormhole",
        vec![
            wh(3, 16, Arbitration::UpperFirst),
            wh(4, 16, Arbitration::UpperFirst),
            wh(3, 32, Arbitration::UpperFirst),
            wh(3, 16, Arbitration::RoundRobin),
        ],
    );

    // m-way router and mesh: k, dimensions, buffers, W, max_len, algorithm (and the router's
    // dimension).
    let base = MwayParams::default();
    let mut v = vec![base.clone()];
    for f in [
        |p: &mut MwayParams| p.k = vec![3, 3],
        |p: &mut MwayParams| p.k = vec![4, 4, 4],
        |p: &mut MwayParams| p.buffers = 2,
        |p: &mut MwayParams| p.w = 16,
        |p: &mut MwayParams| {
            p.max_len = 6;
            p.depth = 6
        },
        |p: &mut MwayParams| p.algorithm = Algorithm::Replica,
    ] {
        let mut q = base.clone();
        f(&mut q);
        v.push(q);
    }
    distinct(
        "mway-mesh",
        v.iter().map(wormcast_ip::mway_mesh::module_name).collect(),
    );
    let mut routers: Vec<String> = v
        .iter()
        .map(|p| wormcast_ip::mway_router::module_name(&RouterShape::new(p, 0).unwrap()))
        .collect();
    routers.push(wormcast_ip::mway_router::module_name(
        &RouterShape::new(&base, 1).unwrap(),
    ));
    distinct("mway-router", routers);

    // TPM router and mesh: mesh size, position (router), VCs, W, depth, injection and
    // consumption ports.
    let base = RouterParams::new(Mesh::new(4, 4), Coord::new(1, 1));
    let mut v = vec![base.clone()];
    for f in [
        |p: &mut RouterParams| p.mesh = Mesh::new(5, 4),
        |p: &mut RouterParams| p.mesh = Mesh::new(4, 5),
        |p: &mut RouterParams| p.v = base_v(p) + 1,
        |p: &mut RouterParams| p.w = 2 * p.w,
        |p: &mut RouterParams| p.depth += 1,
        |p: &mut RouterParams| p.inj += 1,
        |p: &mut RouterParams| p.cons += 1,
    ] {
        let mut q = base.clone();
        f(&mut q);
        v.push(q);
    }
    fn base_v(p: &RouterParams) -> usize {
        p.v
    }
    distinct(
        "mesh",
        v.iter()
            .map(wormcast_ip::mesh_fabric::module_name)
            .collect(),
    );
    let mut routers: Vec<String> = v
        .iter()
        .map(wormcast_ip::mesh_router::module_name)
        .collect();
    let mut q = base.clone();
    q.at = Coord::new(2, 1);
    routers.push(wormcast_ip::mesh_router::module_name(&q));
    distinct("mesh-router", routers);
}
