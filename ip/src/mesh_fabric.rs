//! The TPM mesh's home (X x Y routers wired in a 2-D mesh, node ports only): its ports,
//! module name and Verilog, on the router's instances ([`with_mesh_fabric!`]). Golden model
//! `wormcast_model::mesh::fabric::Fabric`, RTL `wormcast_rtl::mesh::fabric::MeshFabric`,
//! checks `wormcast_testbench::mesh_fabric`.

use crate::mesh_router::supported;
use rust_hdl::prelude::*;
use wormcast_model::mesh::fabric::port_specs;
use wormcast_model::mesh::{Coord, Mesh, RouterParams};
use wormcast_model::PortSpec;
use wormcast_rtl::mesh::fabric::MeshFabric;

/// Port lists of a mesh from the const parameters (X x Y with N nodes: only N matters).
pub fn ports(
    n: usize,
    v: usize,
    w: usize,
    inj: usize,
    cons: usize,
) -> (Vec<PortSpec>, Vec<PortSpec>) {
    port_specs(&RouterParams {
        v,
        w,
        inj,
        cons,
        ..RouterParams::new(Mesh::new(n, 1), Coord::new(0, 0))
    })
}

/// The rust-hdl name of a golden port name: `n5_inj0_tag` -> `inj_tag$5` (INJ = 1),
/// `n5_cons2_credit` -> `cons_credit$22` (CONS = 4), `n5_bad` -> `bad$5`.
pub fn core_name(name: &str, inj: usize, cons: usize) -> String {
    if name == "rst" {
        return name.into();
    }
    let mut parts = name.splitn(3, '_');
    let node: usize = parts.next().expect("node")[1..]
        .parse()
        .expect("node number");
    let second = parts.next().expect("port");
    match parts.next() {
        None => format!("{second}${node}"),
        Some(field) => {
            let digits = second.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            let base = &second[..second.len() - digits.len()];
            let k: usize = digits.parse().expect("channel number");
            let per = if base == "inj" { inj } else { cons };
            format!("{base}_{field}${}", node * per + k)
        }
    }
}

/// Call `$f::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ,
/// NCONS>($args)` for the 4x4 mesh of configuration (v, w); `$other` otherwise.
#[macro_export]
macro_rules! with_mesh_fabric {
    ($v:expr, $w:expr, $f:ident($($args:expr),*), $other:expr) => {
        match ($v, $w) {
            (1, 16) => $f::<1, 1, 16, 1, 4, 2, 2, 9, 5, 5, 3, 4, 1, 5, 1, 1, 16, 16, 64>($($args),*),
            (2, 16) => $f::<2, 1, 16, 1, 4, 2, 2, 9, 9, 5, 4, 8, 1, 9, 1, 1, 16, 16, 64>($($args),*),
            (1, 32) => $f::<1, 1, 32, 1, 4, 2, 2, 16, 5, 5, 3, 4, 1, 5, 1, 1, 16, 16, 64>($($args),*),
            (2, 32) => $f::<2, 1, 32, 1, 4, 2, 2, 16, 9, 5, 4, 8, 1, 9, 1, 1, 16, 16, 64>($($args),*),
            _ => $other,
        }
    };
}

/// Verilog module name of a mesh.
pub fn module_name(p: &RouterParams) -> String {
    format!(
        "mesh_x{}y{}_v{}_w{}_d{}_i{}_c{}{}",
        p.mesh.x,
        p.mesh.y,
        p.v,
        p.w,
        p.depth,
        p.inj,
        p.cons,
        wormcast_model::revision::suffix(wormcast_model::mesh::REVISION)
    )
}

pub const DOC: &str = "TPM mesh: X x Y routers wired in a 2-D mesh, node ports only";

#[allow(clippy::type_complexity)]
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
    const N: usize,
    const NINJ: usize,
    const NCONS: usize,
>(
    p: &RouterParams,
) -> MeshFabric<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS> {
    let mut uut = MeshFabric::new(p);
    uut.connect_all();
    uut
}

/// The Verilog of a mesh: the core under `<module>_core` and a wrapper `<module>` with the
/// golden model's port names.
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
    const N: usize,
    const NINJ: usize,
    const NCONS: usize,
>(
    p: &RouterParams,
) -> (String, String) {
    use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
    let uut =
        make::<V, VB, W, INJ, CONS, XB, YB, LB, NR, NI, RB, NO, D, ND, PB, CB, N, NINJ, NCONS>(p);
    let name = module_name(p);
    let core = format!("{name}_core");
    let (ins, outs) = port_specs(p);
    let ports: Vec<WrapPort> = ins
        .iter()
        .map(|q| WrapPort::input(q, core_name(&q.name, INJ, CONS)))
        .chain(
            outs.iter()
                .map(|q| WrapPort::output(q, core_name(&q.name, INJ, CONS))),
        )
        .collect();
    let v = format!(
        "{}\n{}",
        wrapper(
            &name,
            &core,
            &format!("{DOC}\n{}", crate::contract::tpm_mesh(true).comment()),
            &ports
        ),
        emit(&uut, &core)
    );
    (name, v)
}

/// [`verilog`] for the (v, w) of `p` at run time: (top module name, text).
pub fn verilog_config(p: &RouterParams) -> Result<(String, String), String> {
    supported(p)?;
    Ok(with_mesh_fabric!(p.v, p.w, verilog(p), unreachable!()))
}
