//! The k-ary m-way router's home (multidestination-worms paper, Section 3): its parameters,
//! the (B, W) instances the RTL has ([`CONFIGS`], [`with_router!`]), its module name and its
//! Verilog. Golden model `wormcast_model::mway::router_model::RouterModel`, RTL
//! `wormcast_rtl::mway::router::MwayRouter`, checks `wormcast_testbench::mway_router`.

use rust_hdl::prelude::*;
use wormcast_model::mway::params::Algorithm;
use wormcast_model::mway::router_model::RouterShape;
use wormcast_model::mway::MwayParams;
use wormcast_rtl::mway::router::MwayRouter;

/// Call `$f::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>($args)` for the router
/// configuration (buffers, w) of the 4x4 mesh with max_len = 5; `$other` otherwise.
#[macro_export]
macro_rules! with_router {
    ($b:expr, $w:expr, $f:ident($($args:expr),*), $other:expr) => {
        match ($b, $w) {
            (2, 16) => $f::<2, 1, 16, 5, 3, 2, 2, 4, 4, 8, 4, 3, 3, 10>($($args),*),
            (4, 16) => $f::<4, 2, 16, 5, 3, 2, 2, 4, 4, 16, 8, 3, 3, 20>($($args),*),
            (2, 32) => $f::<2, 1, 32, 5, 3, 2, 2, 4, 4, 8, 4, 3, 16, 10>($($args),*),
            (4, 32) => $f::<4, 2, 32, 5, 3, 2, 2, 4, 4, 16, 8, 3, 16, 20>($($args),*),
            _ => $other,
        }
    };
}

/// The router configurations [`with_router!`] instantiates: (B, W).
pub const CONFIGS: [(usize, usize); 4] = [(2, 16), (4, 16), (2, 32), (4, 32)];

/// The mesh and router parameters of a configuration (4x4, max_len = depth = 5).
pub fn params(buffers: usize, w: usize, algorithm: Algorithm) -> MwayParams {
    MwayParams {
        buffers,
        w,
        algorithm,
        ..Default::default()
    }
}

/// Short name of an algorithm in module names.
pub fn alg_name(a: Algorithm) -> &'static str {
    match a {
        Algorithm::Safe => "safe",
        Algorithm::Replica => "replica",
        Algorithm::Mst {
            ordered: true,
            partial: true,
        } => "mst_op",
        Algorithm::Mst {
            ordered: true,
            partial: false,
        } => "mst_o",
        Algorithm::Mst {
            ordered: false,
            partial: true,
        } => "mst_p",
        Algorithm::Mst { .. } => "mst",
    }
}

/// Verilog module name of a router configuration.
pub fn module_name(shape: &RouterShape) -> String {
    let p = &shape.p;
    format!(
        "mway_router_k{}_d{}_dim{}_b{}_w{}_l{}_{}{}",
        p.k[0],
        p.dims(),
        shape.dim,
        p.buffers,
        p.w,
        p.max_len,
        alg_name(p.algorithm),
        wormcast_model::revision::suffix(wormcast_model::mway::REVISION)
    )
}

pub fn make<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
>(
    shape: &RouterShape,
) -> MwayRouter<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB> {
    let mut uut = MwayRouter::new(shape);
    uut.connect_all();
    uut
}

/// The Verilog of one configuration as the three-way check builds it: the core under
/// `<module>_core` and a wrapper `<module>` with the golden model's port names.
pub fn verilog<
    const B: usize,
    const BB: usize,
    const W: usize,
    const M: usize,
    const S: usize,
    const D: usize,
    const CB: usize,
    const CD: usize,
    const E: usize,
    const BE: usize,
    const BD: usize,
    const P: usize,
    const LEN: usize,
    const MB: usize,
>(
    shape: &RouterShape,
) -> (String, String) {
    use wormcast_rtl::verilog::{emit, wrapper, WrapPort};
    let uut = make::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB>(shape);
    let name = module_name(shape);
    let core = format!("{name}_core");
    let ports: Vec<WrapPort> = shape
        .input_ports()
        .iter()
        .map(|p| WrapPort::input(p, p.name.clone()))
        .chain(
            shape
                .output_ports()
                .iter()
                .map(|p| WrapPort::output(p, p.name.clone())),
        )
        .collect();
    let v = format!(
        "{}\n{}",
        wrapper(
            &name,
            &core,
            &format!("m-way router\n{}", crate::contract::mway(false).comment()),
            &ports
        ),
        emit(&uut, &core)
    );
    (name, v)
}

pub fn no_config(buffers: usize, w: usize) -> String {
    format!(
        "no router configuration buffers={buffers} w={w}: the RTL instantiates (B, W) in {CONFIGS:?}"
    )
}

/// [`verilog`] for the (B, W) of `shape` at run time: (top module name, text).
pub fn verilog_config(shape: &RouterShape) -> Result<(String, String), String> {
    let (b, w) = (shape.p.buffers, shape.p.w);
    if !CONFIGS.contains(&(b, w)) {
        return Err(no_config(b, w));
    }
    Ok(with_router!(b, w, verilog(shape), unreachable!()))
}
