//! The k-ary m-way mesh's home (Figure 1: channel blocks, routers and node interfaces): the
//! (B, W) instances the RTL has ([`CONFIGS`], [`with_mesh!`]), its module name and its
//! Verilog. Checks `wormcast_testbench::mway_mesh`.

use crate::core_name;
use crate::mway_router::alg_name;
use rust_hdl::prelude::*;
use wormcast_model::mway::router_model::RouterShape;
use wormcast_model::mway::top::TopShape;
use wormcast_model::mway::MwayParams;
use wormcast_rtl::mway::mesh::MwayMesh;

/// The array ports of the top (`inj_tag_7` is rust-hdl's `inj_tag$7`).
pub const ARRAYS: [&str; 14] = [
    "inj_valid",
    "inj_n",
    "inj_tag",
    "inj_data",
    "inj_ready",
    "ej_valid",
    "ch_valid",
    "ch_drv",
    "ch_tag",
    "ch_buf",
    "ch_data",
    "ch_ack",
    "ch_drop",
    "ch_partial",
];

/// Call `$f::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>($args)` for the mesh
/// configuration (buffers, w) of the 4x4 mesh with max_len = 5; `$other` otherwise.
#[macro_export]
macro_rules! with_mesh {
    ($b:expr, $w:expr, $f:ident($($args:expr),*), $other:expr) => {
        match ($b, $w) {
            (2, 16) => $f::<2, 1, 16, 5, 3, 2, 2, 4, 4, 8, 4, 3, 3, 10, 16, 80>($($args),*),
            (4, 16) => $f::<4, 2, 16, 5, 3, 2, 2, 4, 4, 16, 8, 3, 3, 20, 16, 80>($($args),*),
            (2, 32) => $f::<2, 1, 32, 5, 3, 2, 2, 4, 4, 8, 4, 3, 16, 10, 16, 80>($($args),*),
            (4, 32) => $f::<4, 2, 32, 5, 3, 2, 2, 4, 4, 16, 8, 3, 16, 20, 16, 80>($($args),*),
            _ => $other,
        }
    };
}

/// Verilog module name of a mesh configuration.
pub fn module_name(p: &MwayParams) -> String {
    let dims: Vec<String> = p.k.iter().map(|k| k.to_string()).collect();
    format!(
        "mway_mesh_{}_b{}_w{}_l{}_{}{}",
        dims.join("x"),
        p.buffers,
        p.w,
        p.max_len,
        alg_name(p.algorithm),
        wormcast_model::revision::suffix(wormcast_model::mway::REVISION)
    )
}

pub const DOC: &str = "k-ary m-way mesh: channel blocks, routers and node interfaces (Figure 1)";

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
    const N: usize,
    const NL: usize,
>(
    p: &MwayParams,
) -> MwayMesh<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL> {
    let shape = RouterShape::new(p, 0).expect("the router's parameters");
    let mut uut = MwayMesh::new(&shape);
    uut.connect_all();
    uut
}

/// The Verilog of one configuration: the deduplicated core under `<module>_core` and a
/// wrapper `<module>` with the golden model's port names. Returns (name, text).
pub fn verilog_of<
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
    const N: usize,
    const NL: usize,
>(
    p: &MwayParams,
) -> (String, String) {
    use wormcast_rtl::verilog::{dedup_modules, emit, wrapper, WrapPort};
    let uut = make::<B, BB, W, M, S, D, CB, CD, E, BE, BD, P, LEN, MB, N, NL>(p);
    let name = module_name(p);
    let core = format!("{name}_core");
    let shape = TopShape::new(p).expect("the top's parameters");
    let ports: Vec<WrapPort> = shape
        .input_ports()
        .iter()
        .map(|x| WrapPort::input(x, core_name(&ARRAYS, &x.name)))
        .chain(
            shape
                .output_ports()
                .iter()
                .map(|x| WrapPort::output(x, core_name(&ARRAYS, &x.name))),
        )
        .collect();
    let body = dedup_modules(&emit(&uut, &core));
    (
        name.clone(),
        format!(
            "{}\n{body}",
            wrapper(
                &name,
                &core,
                &format!("{DOC}\n{}", crate::contract::mway(true).comment()),
                &ports
            )
        ),
    )
}

/// The configurations [`with_mesh!`] instantiates: (B, W).
pub const CONFIGS: [(usize, usize); 4] = [(2, 16), (4, 16), (2, 32), (4, 32)];

pub fn supported(p: &MwayParams) -> Result<(), String> {
    if p.k != [4, 4] || p.max_len != 5 || !CONFIGS.contains(&(p.buffers, p.w)) {
        return Err(format!(
            "no mesh configuration k={:?} max_len={} buffers={} w={}: the RTL top instantiates the \
             4x4 mesh with max_len = 5 and (B, W) in {CONFIGS:?}",
            p.k, p.max_len, p.buffers, p.w
        ));
    }
    Ok(())
}

/// The Verilog of the mesh top of `p`: (module name, text).
pub fn verilog(p: &MwayParams) -> Result<(String, String), String> {
    supported(p)?;
    let (b, w) = (p.buffers, p.w);
    Ok(with_mesh!(b, w, verilog_of(p), unreachable!()))
}
