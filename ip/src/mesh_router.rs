//! The TPM mesh router's home (two-phase-multicast paper, Figure 6): its parameters, the
//! (v, W) instances the RTL has ([`CONFIGS`], [`with_mesh_router!`]), its ports, module name
//! and Verilog. Golden model `wormcast_model::mesh::router::Router`, RTL
//! `wormcast_rtl::mesh::router::MeshRouter`, checks `wormcast_testbench::mesh_router`.

use rust_hdl::prelude::*;
use wormcast_model::mesh::router::port_specs;
use wormcast_model::mesh::{Coord, Mesh, RouterParams};
use wormcast_model::PortSpec;
use wormcast_rtl::mesh::router::MeshRouter;

/// Port lists of a router from its const parameters (mesh and position do not matter).
pub fn ports(v: usize, w: usize, inj: usize, cons: usize) -> (Vec<PortSpec>, Vec<PortSpec>) {
    port_specs(&RouterParams {
        v,
        w,
        inj,
        cons,
        ..RouterParams::new(Mesh::new(4, 4), Coord::new(0, 0))
    })
}

/// The rust-hdl name of a golden port name: `in2_tag` -> `in_tag$2`, `cons3_credit` ->
/// `cons_credit$3`, `bad` -> `bad`.
pub fn core_name(name: &str) -> String {
    if let Some((head, field)) = name.split_once('_') {
        let digits = head.trim_start_matches(|c: char| c.is_ascii_alphabetic());
        let base = &head[..head.len() - digits.len()];
        if !digits.is_empty() && !base.is_empty() {
            return format!("{base}_{field}${digits}");
        }
    }
    name.to_string()
}

/// Call `$f::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>($args)` for
/// the router configuration (v, w) of a 4x4 mesh with depth 1, inj 1, cons 4; `$other`
/// otherwise.
#[macro_export]
macro_rules! with_mesh_router {
    ($v:expr, $w:expr, $f:ident($($args:expr),*), $other:expr) => {
        match ($v, $w) {
            (1, 16) => $f::<1, 1, 16, 1, 4, 2, 2, 9, 5, 5, 3, 4, 1, 5, 1, 1>($($args),*),
            (2, 16) => $f::<2, 1, 16, 1, 4, 2, 2, 9, 9, 5, 4, 8, 1, 9, 1, 1>($($args),*),
            (1, 32) => $f::<1, 1, 32, 1, 4, 2, 2, 16, 5, 5, 3, 4, 1, 5, 1, 1>($($args),*),
            (2, 32) => $f::<2, 1, 32, 1, 4, 2, 2, 16, 9, 5, 4, 8, 1, 9, 1, 1>($($args),*),
            _ => $other,
        }
    };
}

/// The configurations [`with_mesh_router!`] instantiates: (v, W).
pub const CONFIGS: [(usize, usize); 4] = [(1, 16), (2, 16), (1, 32), (2, 32)];

/// The router the checks record: (1, 1), interior in the 4x4 mesh.
pub const AT: Coord = Coord::new(1, 1);

/// Parameters of a configuration: 4x4 mesh, router `at`, depth 1, inj 1, cons 4.
pub fn params(v: usize, w: usize, at: Coord) -> RouterParams {
    RouterParams {
        v,
        w,
        depth: 1,
        inj: 1,
        cons: 4,
        ..RouterParams::new(Mesh::new(4, 4), at)
    }
}

/// Whether the RTL instantiates `p` (4x4, depth 1, inj 1, cons 4, (v, w) in [`CONFIGS`]);
/// the error names the parameter and the allowed values.
pub fn supported(p: &RouterParams) -> Result<(), String> {
    p.validate().map_err(|e| e.0)?;
    let fixed = [
        ("x", p.mesh.x, 4),
        ("y", p.mesh.y, 4),
        ("depth", p.depth, 1),
        ("inj", p.inj, 1),
        ("cons", p.cons, 4),
    ];
    for (n, v, want) in fixed {
        if v != want {
            return Err(format!(
                "parameter `{n}` = {v} is not built: the mesh RTL instances have {n} = {want}"
            ));
        }
    }
    if p.routing != wormcast_model::mesh::Routing::DimOrder {
        return Err(format!(
            "parameter `routing` = {:?} is not built: the mesh RTL routes dimension order \
             (Hamiltonian routing is the dual-path baseline's, golden model only)",
            p.routing
        ));
    }
    if !CONFIGS.contains(&(p.v, p.w)) {
        return Err(format!(
            "parameters `v` = {}, `w` = {} are not built: allowed v 1 or 2, w 16 or 32",
            p.v, p.w
        ));
    }
    Ok(())
}

/// Verilog module name of a router.
pub fn module_name(p: &RouterParams) -> String {
    format!(
        "mesh_router_x{}y{}_at{}_{}_v{}_w{}_d{}_i{}_c{}{}",
        p.mesh.x,
        p.mesh.y,
        p.at.x,
        p.at.y,
        p.v,
        p.w,
        p.depth,
        p.inj,
        p.cons,
        wormcast_model::revision::suffix(wormcast_model::mesh::REVISION)
    )
}

/// Router doc line of the Verilog wrapper.
pub const DOC: &str =
    "TPM mesh router: input VC buffers, routing (Figure 6), greedy allocator from \
                   a rotating priority, credits, registered outputs";

pub fn make<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
>(
    p: &RouterParams,
) -> MeshRouter<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB> {
    let mut uut = MeshRouter::new(p);
    uut.connect_all();
    uut
}

/// The Verilog of one configuration: the core under `<module>_core` and a wrapper
/// `<module>` with the golden model's port names.
pub fn verilog<
    const V: usize,
    const VB: usize,
    const W: usize,
    const INJ: usize,
    const CONS: usize,
    const XB: usize,
    const YB: usize,
    const LB: usize,
    const NR: usize,
    const NI: usize,
    const RB: usize,
    const NO: usize,
    const D: usize,
    const ND: usize,
    const PB: usize,
    const CB: usize,
>(
    p: &RouterParams,
) -> (String, String) {
    use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
    let uut = make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB>(p);
    let name = module_name(p);
    let core = format!("{name}_core");
    let (ins, outs) = port_specs(p);
    let ports: Vec<WrapPort> = ins
        .iter()
        .map(|q| WrapPort::input(q, core_name(&q.name)))
        .chain(outs.iter().map(|q| WrapPort::output(q, core_name(&q.name))))
        .collect();
    let v = format!(
        "{}\n{}",
        wrapper(
            &name,
            &core,
            &format!("{DOC}\n{}", crate::contract::tpm_mesh(false).comment()),
            &ports
        ),
        emit(&uut, &core)
    );
    (name, v)
}

/// [`verilog`] for the (v, w) of `p` at run time: (top module name, text).
pub fn verilog_config(p: &RouterParams) -> Result<(String, String), String> {
    supported(p)?;
    Ok(with_mesh_router!(p.v, p.w, verilog(p), unreachable!()))
}
