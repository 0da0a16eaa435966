//! `mway-router` subcommands (issue 12): `gen`, `check`, `lint`, `synth` of the k-ary m-way
//! router block (`wormcast_rtl::mway::router::MwayRouter`) for Figure 1's 4x4 mesh
//! (max_len 5, virtual cut-through), B = 2 or 4 buffers per set, W = 16 or 32; and
//! `mway-mesh` (`gen`, `sim`, `check`, `lint`, `synth`): the whole mesh as one block.
//!
//! `check` records the boundary of router `R_{5,x}` (lower channel (1, 1), both channels
//! interior) in a mesh run of saturated mixed unicast / region-broadcast traffic and
//! replays it into the golden model, rust-hdl and Verilator (and compares the engine's own
//! lines), every output every cycle (`wormcast_testbench::mway_router`).

use crate::output::{print_synth_rows_checked, range, synth_row, write_ip, Failure, Generated};
use crate::{MwayAlgArg, MwayArgs, TableOrJson};
use std::path::Path;
use std::time::Instant;
use wormcast_ip::mway_router::{module_name, params, verilog_config, CONFIGS};
use wormcast_model::mway::params::Algorithm;
use wormcast_model::mway::router::Router;
use wormcast_model::mway::router_model::RouterShape;
use wormcast_model::mway::MwayParams;
use wormcast_testbench::mway_mesh;
use wormcast_testbench::mway_router::check_config;
use wormcast_tools::eda;

type R = Result<(), Failure>;

fn algorithm(a: MwayAlgArg) -> Algorithm {
    match a {
        MwayAlgArg::Safe => Algorithm::Safe,
        MwayAlgArg::Replica => Algorithm::Replica,
    }
}

/// The router's shape from the arguments, or a usage error naming the parameter.
pub fn shape(m: &MwayArgs, w: usize) -> Result<RouterShape, Failure> {
    if !CONFIGS.contains(&(m.buffers, w)) {
        return Err(Failure::Usage(format!(
            "invalid parameters buffers={} w={w}: the m-way router is built for buffers 2 or 4 \
             and w 16 or 32",
            m.buffers
        )));
    }
    let p = params(m.buffers, w, algorithm(m.alg));
    RouterShape::new(&p, 0).map_err(|e| Failure::Usage(e.to_string()))
}

/// (top module, Verilog) of a shape.
pub fn files(sh: &RouterShape) -> (String, String) {
    verilog_config(sh).expect("shape() admits only instantiated configurations")
}

/// The parameter file of a shape.
pub fn params_text(sh: &RouterShape) -> String {
    let p = &sh.p;
    let l = &sh.layout;
    format!(
        "# wormcast m-way router parameters\nblock = \"mway-router\"\ntop = \"{}\"\n\
         k = {:?}\ndim = {}\nm = {}\nbuffers = {}\nbuf_bits = {}\nw = {}\nmax_len = {}\n\
         depth = {}\nalgorithm = \"{}\"\nways_bits = \"[{}:0]\"\nregion_bits = \"[{}:{}]\"\n\
         len_bits = \"[{}:{}]\"\nlatency = 0\n",
        module_name(sh),
        p.k,
        sh.dim,
        sh.m,
        p.buffers,
        sh.buf_bits,
        p.w,
        p.max_len,
        p.depth,
        p.algorithm.name(),
        sh.m - 1,
        l.len_lsb - 1,
        sh.m,
        l.len_lsb + l.len_bits - 1,
        l.len_lsb,
    )
}

pub fn gen(m: &MwayArgs, w: usize, out: &Path) -> Result<Generated, Failure> {
    let sh = shape(m, w)?;
    let params = params_text(&sh) + &wormcast_ip::contract::mway(false).toml();
    write_ip(out, &[files(&sh)], &params)
}

pub fn check_cmd(m: &MwayArgs, w: usize, cycles: u64, seed: u64) -> R {
    let sh = shape(m, w)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let router = Router { lower: 5, dim: 0 };
    let p = &sh.p;
    let r = check_config(p, router, cycles as usize, seed);
    let name = module_name(&sh);
    match r {
        Ok(c) => {
            outln!(
                "check {name}: golden model = rust-hdl = verilator = network engine on {} cycles \
                 at router {router:?} of the 4x4 mesh, {} values compared ({:.1} s)",
                c.agreement.cycles,
                c.agreement.values_compared,
                t.elapsed().as_secs_f64()
            );
            outln!(
                "  driver grants {}, headers sent {}, refused {}, partial {}; flits received {}, \
                 reservations {}",
                c.grants,
                c.headers_sent,
                c.headers_refused,
                c.partials,
                c.flits_received,
                c.reservations
            );
            Ok(())
        }
        Err(e) => Err(Failure::Failed(format!("{name}: {e}"))),
    }
}

pub fn lint(m: &MwayArgs, w: usize) -> R {
    let sh = shape(m, w)?;
    let (name, text) = files(&sh);
    let (errors, seen) = crate::output::lint_one(&name, &text)?;
    crate::output::lint_summary(errors, &seen.into_iter().collect())
}

pub fn synth(m: &MwayArgs, w: usize, format: TableOrJson, target: eda::Target) -> R {
    let sh = shape(m, w)?;
    let (name, text) = files(&sh);
    let row = synth_row(&name, &text, &sh.input_ports(), &sh.output_ports(), target)?;
    print_synth_rows_checked(name.len() + 2, &[row], format)
}

// ---------------------------------------------------------------------------------------
// `mway-mesh`: Figure 1's whole 4x4 mesh as one block (`wormcast_rtl::mway::mesh::MwayMesh`:
// 16 channel blocks, 24 routers, 16 node interfaces); golden model the network engine,
// recorded at the top's ports (`wormcast_model::mway::top`).

/// A bad message every this many cycles in `check` and `sim` of the mesh.
const MESH_BAD_EVERY: usize = 97;

/// The mesh's parameters from the arguments, or a usage error naming the parameter.
pub fn mesh_params(m: &MwayArgs, dims: &str, w: usize) -> Result<MwayParams, Failure> {
    if dims != "4x4" {
        return Err(Failure::Usage(format!(
            "invalid value dims={dims}: the m-way mesh top is built for 4x4 (Figure 1); \
             other meshes run on the network simulator (`wormcast net --topology mway-mesh`)"
        )));
    }
    let sh = shape(m, w)?;
    Ok(sh.p)
}

/// Write the mesh top's Verilog and parameter file.
pub fn mesh_gen(m: &MwayArgs, dims: &str, w: usize, out: &Path) -> Result<Generated, Failure> {
    let p = mesh_params(m, dims, w)?;
    let (name, text) = wormcast_ip::mway_mesh::verilog(&p).map_err(Failure::Usage)?;
    let mesh = wormcast_model::mway::mesh::Mesh::new(&p.k);
    let params = format!(
        "# wormcast m-way mesh parameters\nblock = \"mway-mesh\"\ntop = \"{name}\"\nk = {:?}\n\
         nodes = {}\nrouters = {}\nbuffers = {}\nw = {}\nmax_len = {}\nalgorithm = \"{}\"\n",
        p.k,
        mesh.channels,
        mesh.routers().len(),
        p.buffers,
        p.w,
        p.max_len,
        p.algorithm.name()
    );
    let params = params + &wormcast_ip::contract::mway(true).toml();
    write_ip(out, &[(name, text)], &params)
}

/// Three-way check of the mesh top: Verilator on every cycle, rust-hdl on the first
/// `hdl_cycles` (0: all).
pub fn mesh_check(
    m: &MwayArgs,
    dims: &str,
    w: usize,
    cycles: u64,
    hdl_cycles: usize,
    seed: u64,
) -> R {
    let p = mesh_params(m, dims, w)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let hdl = if hdl_cycles == 0 {
        cycles as usize
    } else {
        hdl_cycles
    };
    let t = Instant::now();
    let pb = crate::output::progress_bar(
        hdl.min(cycles as usize) as u64,
        "rust-hdl {bar:40} {pos}/{len} cycles {eta}",
    );
    let c = mway_mesh::check_progress(
        &p,
        cycles as usize,
        MESH_BAD_EVERY,
        hdl,
        seed,
        None,
        &mut |c| pb.set_position(c),
    );
    pb.finish_and_clear();
    let c = c.map_err(Failure::Failed)?;
    outln!(
        "check {}: network engine (golden model) = verilator on {} cycles, = rust-hdl on the \
         first {}; {} values compared ({:.1} s: Verilator build {:.1} s, rust-hdl {:.1} s)",
        wormcast_ip::mway_mesh::module_name(&p),
        c.agreement.cycles,
        c.rust_hdl_cycles,
        c.agreement.values_compared,
        t.elapsed().as_secs_f64(),
        c.verilator_build_s,
        c.rust_hdl_s
    );
    outln!(
        "  messages generated {}, node copies delivered {}, bad messages dropped {}; channel \
         transfers {}, partial headers {}, drops on the lines {}; cycles with a full injection \
         set {}",
        c.generated,
        c.delivered,
        c.dropped,
        c.transfers,
        c.partials,
        c.drops,
        c.inj_stalls
    );
    Ok(())
}

/// The engine against the rust-hdl mesh, with a VCD of every signal if asked.
pub fn mesh_sim(
    m: &MwayArgs,
    dims: &str,
    w: usize,
    cycles: u64,
    seed: u64,
    vcd: Option<&Path>,
) -> R {
    let p = mesh_params(m, dims, w)?;
    range("cycles", cycles, 1, 10_000_000)?;
    let t = Instant::now();
    let a =
        mway_mesh::sim(&p, cycles as usize, MESH_BAD_EVERY, seed, vcd).map_err(Failure::Failed)?;
    outln!(
        "sim: network engine = rust-hdl on {} cycles, {} values compared ({:.1} s){}",
        a.cycles,
        a.values_compared,
        t.elapsed().as_secs_f64(),
        vcd.map(|v| format!("; VCD {}", v.display()))
            .unwrap_or_default()
    );
    Ok(())
}

pub fn mesh_lint(m: &MwayArgs, dims: &str, w: usize) -> R {
    let p = mesh_params(m, dims, w)?;
    let (name, text) = wormcast_ip::mway_mesh::verilog(&p).map_err(Failure::Usage)?;
    let (errors, seen) = crate::output::lint_one(&name, &text)?;
    crate::output::lint_summary(errors, &seen.into_iter().collect())
}

pub fn mesh_synth(
    m: &MwayArgs,
    dims: &str,
    w: usize,
    format: TableOrJson,
    target: eda::Target,
) -> R {
    let p = mesh_params(m, dims, w)?;
    let (name, text) = wormcast_ip::mway_mesh::verilog(&p).map_err(Failure::Usage)?;
    let sh =
        wormcast_model::mway::top::TopShape::new(&p).map_err(|e| Failure::Usage(e.to_string()))?;
    let row = synth_row(&name, &text, &sh.input_ports(), &sh.output_ports(), target)?;
    print_synth_rows_checked(name.len() + 2, &[row], format)
}
