//! `mesh-router` and `mesh` subcommands: `gen`, `sim`, `check`, `lint`, `synth` of the TPM
//! mesh router block (`wormcast_rtl::mesh::router::MeshRouter`, router (1, 1) of a 4x4
//! mesh) and of the 4x4 mesh top (`wormcast_rtl::mesh::fabric::MeshFabric`), depth 1, one
//! injection and four consumption channels, v = 1 or 2 virtual channels, W = 16 or 32.
//!
//! `check` records mixed legal and bad traffic with consumption back-pressure on the
//! engine (`wormcast_model::mesh::MeshNet`, `stim::run_mix`) and replays it into the golden
//! model, rust-hdl and Verilator (the router check compares the engine's own outputs at the
//! router too), every output every cycle (`wormcast_testbench::mesh_router`,
//! `wormcast_testbench::mesh_fabric`).

use crate::output::{print_synth_rows_checked, range, synth_row, write_ip, Failure, Generated};
use crate::{MeshArgs, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_ip::mesh_router::{params, supported, AT};
use wormcast_model::mesh::RouterParams;
use wormcast_model::PortSpec;
use wormcast_testbench::mesh_router::mix;
use wormcast_testbench::{mesh_fabric, mesh_router};
use wormcast_tools::eda;

type R = Result<(), Failure>;

/// The mesh's size from `--dims XxY`.
fn dims(s: &str) -> Result<(usize, usize), Failure> {
    let bad = || {
        Failure::Usage(format!(
            "invalid parameter dims={s}: expected XxY, the mesh RTL is built for 4x4"
        ))
    };
    let (x, y) = s.split_once('x').ok_or_else(bad)?;
    let x: usize = x.parse().map_err(|_| bad())?;
    let y: usize = y.parse().map_err(|_| bad())?;
    if (x, y) != (4, 4) {
        return Err(bad());
    }
    Ok((x, y))
}

/// The router / mesh parameters from the arguments, or a usage error naming the parameter.
pub fn router_params(m: &MeshArgs, w: usize) -> Result<RouterParams, Failure> {
    dims(&m.dims)?;
    if ![1, 2].contains(&m.v) {
        return Err(Failure::Usage(format!(
            "invalid parameter v={}: the mesh RTL is built for v 1 or 2",
            m.v
        )));
    }
    if ![16, 32].contains(&w) {
        return Err(Failure::Usage(format!(
            "invalid parameter w={w}: the mesh RTL is built for w 16 or 32"
        )));
    }
    let p = params(m.v, w, AT);
    supported(&p).map_err(Failure::Usage)?;
    Ok(p)
}

/// Which of the two blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Router,
    Mesh,
}

fn files(which: Which, p: &RouterParams) -> (String, String) {
    match which {
        Which::Router => wormcast_ip::mesh_router::verilog_config(p),
        Which::Mesh => wormcast_ip::mesh_fabric::verilog_config(p),
    }
    .expect("router_params() admits only instantiated configurations")
}

fn ports(which: Which, p: &RouterParams) -> (Vec<PortSpec>, Vec<PortSpec>) {
    match which {
        Which::Router => wormcast_model::mesh::router::port_specs(p),
        Which::Mesh => wormcast_model::mesh::fabric::port_specs(p),
    }
}

/// The parameter file of a block.
pub fn params_text(which: Which, p: &RouterParams, top: &str) -> String {
    let l = p.validate().expect("validated");
    let block = match which {
        Which::Router => "mesh-router",
        Which::Mesh => "mesh",
    };
    let at = match which {
        Which::Router => format!("at = [{}, {}]\n", p.at.x, p.at.y),
        Which::Mesh => String::new(),
    };
    format!(
        "# wormcast TPM mesh parameters\nblock = \"{block}\"\ntop = \"{top}\"\nmesh = [{}, {}]\n\
         {at}routing = \"{}\"\nv = {}\nw = {}\ndepth = {}\ninj = {}\ncons = {}\n\
         entry_x = \"[{}:0]\"\nentry_y = \"[{}:{}]\"\nentry_flags = \"[{}:{}]\"\n\
         entry_len = \"[{}:{}]\"\nlatency_per_hop = 2\n",
        p.mesh.x,
        p.mesh.y,
        if p.mesh.x_first() { "XY" } else { "YX" },
        p.v,
        p.w,
        p.depth,
        p.inj,
        p.cons,
        l.x_bits - 1,
        l.x_bits + l.y_bits - 1,
        l.x_bits,
        l.flags_lsb + 2,
        l.flags_lsb,
        l.len_lsb + l.len_bits - 1,
        l.len_lsb,
    )
}

pub fn gen(which: Which, m: &MeshArgs, w: usize, out: &Path) -> Result<Generated, Failure> {
    let p = router_params(m, w)?;
    let (name, text) = files(which, &p);
    let params = params_text(which, &p, &name)
        + &wormcast_ip::contract::tpm_mesh(which == Which::Mesh).toml();
    write_ip(out, &[(name, text)], &params)
}

pub fn sim(which: Which, m: &MeshArgs, w: usize, cycles: u64, seed: u64, vcd: Option<&Path>) -> R {
    let p = router_params(m, w)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let r = match which {
        Which::Router => mesh_router::sim_config(&p, cycles, seed, vcd),
        Which::Mesh => mesh_fabric::sim_config(&p, cycles, seed, vcd),
    };
    let a = r.map_err(Failure::Failed)?;
    outln!(
        "sim: golden model = rust-hdl on {} cycles, {} values compared ({:.1} s){}",
        a.cycles,
        a.values_compared,
        t.elapsed().as_secs_f64(),
        vcd.map(|v| format!("; VCD {}", v.display()))
            .unwrap_or_default()
    );
    Ok(())
}

pub fn check_cmd(which: Which, m: &MeshArgs, w: usize, cycles: u64, seed: u64) -> R {
    let p = router_params(m, w)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let mx = mix(cycles, seed);
    match which {
        Which::Router => {
            let name = wormcast_ip::mesh_router::module_name(&p);
            let c = mesh_router::check_config(&p, &mx, usize::MAX)
                .map_err(|e| Failure::Failed(format!("{name}: {e}")))?;
            outln!(
                "check {name}: golden model = rust-hdl = verilator = network engine on {} cycles \
                 at router ({}, {}) of the 4x4 mesh, {} values compared ({:.1} s)",
                c.agreement.cycles,
                p.at.x,
                p.at.y,
                c.agreement.values_compared,
                t.elapsed().as_secs_f64()
            );
            outln!(
                "  messages {}, multicasts {}, bad worms sent {}; at the router: network flits \
                 {}, consumption flits {}, forks {}, strips {}, KILLs {}, bad {}",
                c.mix.messages,
                c.mix.multicasts,
                c.mix.bad_sent,
                c.net_flits,
                c.cons_flits,
                c.forks,
                c.strips,
                c.kills,
                c.bad
            );
            outln!(
                "  cycles/s: golden {:.0}, rust-hdl {:.0}, verilator {:.0} (eval only)",
                c.speeds.golden,
                c.speeds.rust_hdl,
                c.speeds.verilator
            );
        }
        Which::Mesh => {
            let name = wormcast_ip::mesh_fabric::module_name(&p);
            let c = mesh_fabric::check_config(
                &p,
                &mx,
                if m.hdl_cycles == 0 {
                    usize::MAX
                } else {
                    m.hdl_cycles
                },
            )
            .map_err(|e| Failure::Failed(format!("{name}: {e}")))?;
            outln!(
                "check {name}: golden model = verilator on {} cycles, = rust-hdl on the first {}, \
                 {} values compared ({:.1} s)",
                c.agreement.cycles,
                c.speeds.rust_hdl_cycles,
                c.agreement.values_compared,
                t.elapsed().as_secs_f64()
            );
            outln!(
                "  messages {}, multicasts {}, bad worms sent {}; consumption flits {}, KILLs {}, \
                 bad {}",
                c.mix.messages,
                c.mix.multicasts,
                c.mix.bad_sent,
                c.cons_flits,
                c.kills,
                c.bad
            );
            outln!(
                "  cycles/s: golden {:.0}, rust-hdl {:.0}, verilator {:.0} (eval only)",
                c.speeds.golden,
                c.speeds.rust_hdl,
                c.speeds.verilator
            );
        }
    }
    Ok(())
}

pub fn lint(which: Which, m: &MeshArgs, w: usize) -> R {
    let p = router_params(m, w)?;
    let (name, text) = files(which, &p);
    let (errors, seen) = crate::output::lint_one(&name, &text)?;
    crate::output::lint_summary(errors, &seen.into_iter().collect())
}

pub fn synth(which: Which, m: &MeshArgs, w: usize, format: TableOrJson, target: eda::Target) -> R {
    let p = router_params(m, w)?;
    let (name, text) = files(which, &p);
    let (ins, outs) = ports(which, &p);
    let row = synth_row(&name, &text, &ins, &outs, target)?;
    print_synth_rows_checked(name.len() + 2, &[row], format)
}
