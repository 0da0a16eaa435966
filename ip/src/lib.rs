//! Where each block is made. One module per block owns what makes its hardware: its default
//! and test parameters, the table of the RTL instances it supports (the const generics a
//! run-time configuration selects), the dispatch to them, its module name (every parameter
//! that changes the hardware is in it), its header comment and port contract, and
//! `emit_verilog`. The checks that prove a block against its golden model are in
//! `wormcast-testbench`; the tool runs (Yosys, nextpnr, Verilator, FuseSoC) in
//! `wormcast-tools`; the CLI (`gen`) only parses and dispatches.
//!
//! * [`central_buffer`]: the central-buffer fat-tree switch (Section 4 of the
//!   multidestination-worms paper);
//! * [`input_buffered`]: the input-buffered fat-tree switch (Section 5);
//! * [`mway_router`], [`mway_mesh`]: the k-ary m-way router and mesh (Section 3);
//! * [`mesh_router`], [`mesh_fabric`]: the TPM mesh router and mesh (two-phase-multicast
//!   paper);
//! * [`contract`]: the port contract each emitted top states (header comment, `.params`);
//! * [`cb_bench`]: the golden-model rig whose zero-load latencies the contracts state (and
//!   `bench-switch`'s engine).
//!
//! Layer: depends on `wormcast-rtl` and `wormcast-model`; nothing here simulates the RTL.

pub mod cb_bench;
pub mod central_buffer;
pub mod contract;
pub mod input_buffered;
pub mod mesh_fabric;
pub mod mesh_router;
pub mod mway_mesh;
pub mod mway_router;

#[doc(hidden)]
pub use rust_hdl as __rust_hdl;
#[doc(hidden)]
pub use wormcast_model as __model;
#[doc(hidden)]
pub use wormcast_rtl as __rtl;

use wormcast_model::route::UpPolicy;

/// One RTL instance of a fat-tree switch: k ports, W-bit flits, bit-string flits per header
/// (so N <= bitstring_flits x W nodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instance {
    pub k: usize,
    pub w: usize,
    pub bitstring_flits: usize,
}

/// Ok if `table` has the instance for (k, w, nodes), else the error [`unsupported`] gives.
pub fn check_instance(table: &[Instance], k: usize, w: usize, nodes: usize) -> Result<(), String> {
    let b = nodes.div_ceil(w);
    if table
        .iter()
        .any(|i| (i.k, i.w, i.bitstring_flits) == (k, w, b))
    {
        Ok(())
    } else {
        Err(unsupported(table, k, w, nodes))
    }
}

/// The error for a configuration with no instance in `table`: the node counts allowed at
/// this k and W (each instance with B bit-string flits serves (B' x W + 1)..=(B x W) nodes,
/// B' the next smaller instance's), or the (k, w) pairs there are.
pub fn unsupported(table: &[Instance], k: usize, w: usize, nodes: usize) -> String {
    let mut bs: Vec<usize> = table
        .iter()
        .filter(|i| (i.k, i.w) == (k, w))
        .map(|i| i.bitstring_flits)
        .collect();
    bs.sort_unstable();
    if bs.is_empty() {
        let mut kw: Vec<String> = table
            .iter()
            .map(|i| format!("k={} w={}", i.k, i.w))
            .collect();
        kw.dedup();
        return format!(
            "invalid parameters k={k}, w={w}: the RTL has instances for {}",
            kw.join(", ")
        );
    }
    // Instance B serves (B - 1) x W + 1 ..= B x W nodes (at least 2); adjacent ones merge.
    let mut ranges: Vec<(usize, usize)> = vec![];
    for &b in &bs {
        let lo = ((b - 1) * w + 1).max(2);
        match ranges.last_mut() {
            Some(r) if r.1 + 1 == lo => r.1 = b * w,
            _ => ranges.push((lo, b * w)),
        }
    }
    let text: Vec<String> = ranges.iter().map(|(a, b)| format!("{a}..={b}")).collect();
    let list: Vec<String> = bs.iter().map(|b| b.to_string()).collect();
    // Another k may have an instance for these nodes (the 256- and 1,024-node switches are k = 8).
    let b = nodes.div_ceil(w);
    let mut other: Vec<String> = table
        .iter()
        .filter(|i| i.w == w && i.k != k && i.bitstring_flits == b)
        .map(|i| format!("k={}", i.k))
        .collect();
    other.dedup();
    let hint = if other.is_empty() {
        String::new()
    } else {
        format!("; {nodes} nodes need {}", other.join(" or "))
    };
    format!(
        "invalid parameter nodes={nodes}: allowed {} at w={w}, k={k} ({} bit-string flits){hint}",
        text.join(" or "),
        list.join(", ")
    )
}

/// rust-hdl's name for element `j` of array port `base` (`arr_tag_3` -> `arr_tag$3`) when
/// `name` is `base_j` for one of `arrays`; other names are unchanged.
pub fn core_name(arrays: &[&str], name: &str) -> String {
    for a in arrays {
        if let Some(j) = name.strip_prefix(a).and_then(|r| r.strip_prefix('_')) {
            if j.chars().all(|c| c.is_ascii_digit()) {
                return format!("{a}${j}");
            }
        }
    }
    name.to_string()
}

/// The up-port policy in module names: `adaptive` or `det`.
pub fn policy_name(p: UpPolicy) -> &'static str {
    match p {
        UpPolicy::Adaptive => "adaptive",
        UpPolicy::Deterministic => "det",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unsupported_names_the_allowed_nodes() {
        let e = unsupported(central_buffer::SUPPORTED, 8, 16, 40);
        assert!(
            e.contains("nodes=40: allowed 2..=32 or 49..=64 at w=16"),
            "{e}"
        );
        let e = unsupported(central_buffer::SUPPORTED, 8, 32, 100);
        assert!(
            e.contains("allowed 2..=64 or 225..=256 or 993..=1024 at w=32"),
            "{e}"
        );
        assert!(check_instance(central_buffer::SUPPORTED, 4, 16, 20).is_ok());
        let e = unsupported(central_buffer::SUPPORTED, 4, 32, 256);
        assert!(
            e.contains("allowed 2..=64 at w=32, k=4") && e.contains("256 nodes need k=8"),
            "{e}"
        );
        let e = unsupported(central_buffer::SUPPORTED, 3, 16, 16);
        assert!(e.contains("k=3, w=16"), "{e}");
    }
}
