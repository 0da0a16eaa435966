//! verilog_out/ holds the default configurations' Verilog; it must be exactly what the
//! generator emits today (regenerate with scripts/regen.sh), and each file is built and
//! simulated by Verilator against the golden model in testbench/tests/banyan_three_way.rs
//! (default n = 3, W = 16: `three_way_n3`, `standalone_se_three_way`) and here.

use crate::common;

use std::path::PathBuf;
use wormcast_model::banyan::BanyanParams;
use wormcast_rtl::banyan::{net_verilog, se_module_name, se_verilog};

fn out_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../verilog_out")
}

/// `verilog_out/<name>.v` is `text` (the generator's output today) as `wormcast gen` writes
/// it: a first line with the generator's version and the command that regenerates the IP,
/// then the text with plain identifiers (no `$`, which constraint files would have to
/// escape, outside system tasks and strings); else the first differing line.
fn assert_on_disk(name: &str, text: &str) {
    let path = out_dir().join(format!("{name}.v"));
    let on_disk = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e}; run scripts/regen.sh", path.display()));
    let (first, on_disk) = on_disk.split_once('\n').unwrap_or_default();
    let version = format!(
        "// Written by wormcast {}: `wormcast gen ",
        env!("CARGO_PKG_VERSION")
    );
    assert!(
        first.starts_with(&version) && first.ends_with(".toml` regenerates this IP."),
        "{}: first line {first:?}; run scripts/regen.sh",
        path.display()
    );
    let text = wormcast_rtl::verilog::plain_identifiers(text).unwrap();
    for (n, l) in on_disk.lines().enumerate() {
        let stripped = l.replace("$display", "").replace("$finish", "");
        let code = stripped.split('"').step_by(2).collect::<String>();
        assert!(
            !code.contains('$'),
            "{} line {}: {l}",
            path.display(),
            n + 2
        );
    }
    if on_disk != text {
        let line = on_disk
            .lines()
            .zip(text.lines())
            .position(|(a, b)| a != b)
            .map(|l| l + 2)
            .unwrap_or(on_disk.lines().count().min(text.lines().count()) + 2);
        panic!(
            "{} differs from the generator at line {line}; run scripts/regen.sh",
            path.display()
        );
    }
}

/// The named top module's header comment and port list (up to its core instance); the
/// module is named and rust-hdl's `top` never leaks.
fn interface_header(name: &str, text: &str) -> String {
    assert!(text.contains(&format!("module {name} (")) && !text.contains("module top"));
    text.lines()
        .take_while(|l| !l.trim_start().starts_with(&format!("{name}_core")))
        .collect::<Vec<_>>()
        .join("\n")
}

fn files(p: &BanyanParams) -> Vec<(String, String)> {
    let mut v = vec![(p.net_module_name(), net_verilog(p, false))];
    for i in (0..p.n).rev() {
        v.push((se_module_name(p, i), se_verilog(p, i)));
    }
    v
}

#[test]
fn verilog_out_matches_generator() {
    let p = BanyanParams::default();
    for (name, text) in files(&p) {
        assert_on_disk(&name, &text);
        // The named top module encodes the parameters; rust-hdl's `top` never leaks.
        assert!(text.contains(&format!("module {name} (")));
        assert!(!text.contains("module top"));
    }
}

/// Snapshot (insta) of the public interface: the top module's header comment and port list,
/// and the parameter file. A change to ports or documented timing shows up in review.
#[test]
fn interface_snapshot() {
    let p = BanyanParams::default();
    let v = net_verilog(&p, false);
    let header: String = v
        .lines()
        .take_while(|l| {
            !l.trim_start()
                .starts_with(&format!("{}_core", p.net_module_name()))
        })
        .collect::<Vec<_>>()
        .join("\n");
    insta::assert_snapshot!("banyan_net_interface", header);
    let params = std::fs::read_to_string(out_dir().join(format!("{}.params", p.net_module_name())))
        .expect("params file");
    insta::assert_snapshot!("banyan_net_params", params);
}

/// The default wormhole banyan (n = 3, W = 16, upper-first): the network and its three SEs
/// byte-exact against the generator, and an insta snapshot of the network's interface and
/// parameter file. Simulated by Verilator against the golden model in
/// testbench/tests/banyan_wormhole_three_way.rs (`wormhole_net_n2_n3` runs exactly this
/// network, `wormhole_se_three_way` these SEs).
#[test]
fn banyan_wormhole_verilog_out() {
    use wormcast_model::banyan::wormhole::WhParams;
    use wormcast_rtl::banyan::{wh_net_verilog, whse_verilog};
    let p = WhParams::default();
    let net = wh_net_verilog(&p);
    assert_on_disk(&p.net_module_name(), &net);
    for i in 0..p.n {
        assert_on_disk(&p.se_module_name(i), &whse_verilog(&p, i));
    }
    insta::assert_snapshot!(
        "banyan_wh_net_interface",
        interface_header(&p.net_module_name(), &net)
    );
    let params = std::fs::read_to_string(out_dir().join(format!("{}.params", p.net_module_name())))
        .expect("params file");
    insta::assert_snapshot!("banyan_wh_net_params", params);
}

/// The default central-buffer switch (k = 8, W = 16, C = 256, N = 16): byte-exact against the
/// generator, and an insta snapshot of its interface and parameter file. Its Verilog is
/// simulated by Verilator against the golden model in testbench/tests/central_buffer_rtl.rs
/// (`three_way_k8` runs exactly this configuration).
#[test]
fn central_buffer_verilog_out() {
    use wormcast_ip::central_buffer::{default_params, emit_verilog, module_name};
    let p = default_params();
    let name = module_name(&p);
    assert_eq!(
        name,
        "cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3"
    );
    let text = emit_verilog(&p, &name).unwrap();
    assert_on_disk(&name, &text);
    let header = interface_header(&name, &text);
    insta::assert_snapshot!("cb_switch_interface", header);
    let params =
        std::fs::read_to_string(out_dir().join(format!("{name}.params"))).expect("params file");
    insta::assert_snapshot!("cb_switch_params", params);
}

/// Every file `wormcast gen central-buffer` writes for the default switch (the Verilog, the
/// parameter and configuration files, the FuseSoC core, the wrapper and the templates) is in
/// `verilog_out/` byte for byte: a parameter added to the generator's files without
/// `scripts/regen.sh` fails here (the Verilog alone was compared before, and a `.params`
/// missing `multicast` went unnoticed).
#[test]
fn central_buffer_ip_files_are_the_generators() {
    let dir = std::env::temp_dir().join(format!("wormcast-vo-cb-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (code, _, err) = common::wormcast(&["gen", "central-buffer", "-o", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().into_owned();
        let fresh = std::fs::read_to_string(dir.join(&name)).unwrap();
        let kept = std::fs::read_to_string(out_dir().join(&name))
            .unwrap_or_else(|_| panic!("verilog_out/{name} missing: run scripts/regen.sh"));
        if let Some((i, (a, b))) = fresh
            .lines()
            .zip(kept.lines())
            .enumerate()
            .find(|(_, (a, b))| a != b)
        {
            panic!(
                "verilog_out/{name} line {}: generator `{a}`, on disk `{b}`: run scripts/regen.sh",
                i + 1
            );
        }
        assert_eq!(fresh, kept, "verilog_out/{name}: run scripts/regen.sh");
        n += 1;
    }
    assert!(n >= 6, "only {n} files written");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The three default input-buffered switches (k = 8, W = 16, N = 16, 320-flit buffers), one
/// per organisation: byte-exact against the generator, and insta snapshots of the interface
/// and parameter file. Each file on disk is simulated by Verilator against the golden model
/// in testbench/tests/input_buffered_rtl.rs (`verilog_out_files_against_golden`).
#[test]
fn input_buffered_verilog_out() {
    use wormcast_ip::input_buffered::{default_params, emit_verilog, module_name, ORGS};
    for org in ORGS {
        let p = default_params(org);
        let name = module_name(&p);
        let text = emit_verilog(&p, &name).unwrap();
        assert_on_disk(&name, &text);
        let header = interface_header(&name, &text);
        insta::assert_snapshot!(format!("{name}_interface"), header);
        let params =
            std::fs::read_to_string(out_dir().join(format!("{name}.params"))).expect("params file");
        insta::assert_snapshot!(format!("{name}_params"), params);
    }
}

/// The default m-way router (4x4 mesh, dimension 0, B = 4, W = 16, MST-safe): byte-exact
/// against the generator, and insta snapshots of its interface and parameter file. The file
/// on disk is simulated by Verilator against the golden model in
/// testbench/tests/mway_router.rs (`verilog_out_file_against_golden`).
#[test]
fn mway_router_verilog_out() {
    use wormcast_ip::mway_router::{module_name, params, verilog_config};
    use wormcast_model::mway::router_model::RouterShape;
    use wormcast_model::mway::Algorithm;
    let shape = RouterShape::new(&params(4, 16, Algorithm::Safe), 0).unwrap();
    let name = module_name(&shape);
    assert_eq!(name, "mway_router_k4_d2_dim0_b4_w16_l5_safe");
    let (top, text) = verilog_config(&shape).unwrap();
    assert_eq!(top, name);
    assert_on_disk(&name, &text);
    let header = interface_header(&name, &text);
    insta::assert_snapshot!("mway_router_interface", header);
    let params =
        std::fs::read_to_string(out_dir().join(format!("{name}.params"))).expect("params file");
    insta::assert_snapshot!("mway_router_params", params);
}

/// Figure 1's m-way mesh as one block (4x4, B = 4, W = 16, MST-safe): byte-exact against
/// the generator, and insta snapshots of its interface and parameter file. The file on disk
/// is simulated by Verilator against the network engine in testbench/tests/mway_mesh.rs
/// (`verilog_out_mesh_b4_w16_safe`).
#[test]
fn mway_mesh_verilog_out() {
    use wormcast_ip::mway_mesh::{module_name, verilog};
    use wormcast_model::mway::{Algorithm, MwayParams};
    let p = MwayParams {
        buffers: 4,
        w: 16,
        algorithm: Algorithm::Safe,
        ..Default::default()
    };
    let name = module_name(&p);
    assert_eq!(name, "mway_mesh_4x4_b4_w16_l5_safe");
    let (top, text) = verilog(&p).unwrap();
    assert_eq!(top, name);
    assert_on_disk(&name, &text);
    insta::assert_snapshot!("mway_mesh_interface", interface_header(&name, &text));
    let params =
        std::fs::read_to_string(out_dir().join(format!("{name}.params"))).expect("params file");
    insta::assert_snapshot!("mway_mesh_params", params);
}

/// The default TPM mesh router (4x4 mesh, router (1, 1), v = 2, W = 16, depth 1, inj 1,
/// cons 4) and the 4x4 mesh top of such routers: byte-exact against the generator, and insta
/// snapshots of their interfaces and parameter files. The files on disk are simulated by
/// Verilator against the golden models in testbench/tests/mesh_router.rs
/// (`verilog_out_files_against_golden`: the router; `mesh_v2_w16_three_way`: the mesh).
#[test]
fn mesh_verilog_out() {
    use wormcast_ip::mesh_router::{params, AT};
    let p = params(2, 16, AT);
    let (router, rtext) = wormcast_ip::mesh_router::verilog_config(&p).unwrap();
    assert_eq!(router, "mesh_router_x4y4_at1_1_v2_w16_d1_i1_c4");
    let (mesh, mtext) = wormcast_ip::mesh_fabric::verilog_config(&p).unwrap();
    assert_eq!(mesh, "mesh_x4y4_v2_w16_d1_i1_c4");
    for (name, text, snap) in [(router, rtext, "mesh_router"), (mesh, mtext, "mesh")] {
        assert_on_disk(&name, &text);
        let header = interface_header(&name, &text);
        insta::assert_snapshot!(format!("{snap}_interface"), header);
        let params =
            std::fs::read_to_string(out_dir().join(format!("{name}.params"))).expect("params file");
        insta::assert_snapshot!(format!("{snap}_params"), params);
    }
}
