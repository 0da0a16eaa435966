//! The central-buffer switch's home (multidestination-worms paper, Section 4): its default
//! and test parameters, the table of the RTL instances it supports, the dispatch from
//! run-time parameters to the const-generic instance ([`with_switch!`]), its module name and
//! `emit_verilog`. The golden model is `wormcast_model::central_buffer`, the RTL
//! `wormcast_rtl::central_buffer::CbSwitch`, the checks `wormcast_testbench::central_buffer`.
//!
//! **Supported instances** ([`SUPPORTED`]): one line of [`cb_instances!`] per (k, W, B =
//! bit-string flits, log2 of k) instance. The dispatch, the CLI's parameter check
//! ([`rtl_validate`]), the docs' list and the suite's per-instance test all read that one
//! table, so adding a line there is the whole change that makes a configuration supported
//! and tested (docs/architecture.md, "How to add a configuration").

use crate::{core_name, policy_name, Instance};
use wormcast_model::central_buffer::{input_ports, output_ports, CbParams, HeaderScheme};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_rtl::verilog::{emit, wrapper, WrapPort};

/// The supported RTL instances, one `(k, W, B, P)` per line: k ports, W-bit flits, B
/// bit-string flits per header (N <= B x W nodes), P = log2 k. `cb_instances!(list)` is
/// [`SUPPORTED`]; `cb_instances!(dispatch p, s, body)` is [`with_switch!`].
#[macro_export]
macro_rules! cb_instances {
    (@with [$(($k:literal, $w:literal, $b:literal, $pp:literal))*] list) => {
        &[$($crate::Instance { k: $k, w: $w, bitstring_flits: $b }),*]
    };
    (@with [$(($k:literal, $w:literal, $b:literal, $pp:literal))*] dispatch $p:expr, $s:ident, $body:expr) => {{
        let p: &$crate::__model::central_buffer::CbParams = $p;
        match (p.route.k, p.route.w, p.route.bitstring_flits()) {
            $(($k, $w, $b) => {
                // Each instance in its own stack frame (see `out_of_line`).
                $crate::central_buffer::out_of_line(|| {
                    match $crate::__rtl::central_buffer::CbSwitch::<$k, $w, $b, $pp>::new(p) {
                        Ok(mut $s) => {
                            $crate::__rust_hdl::prelude::Block::connect_all(&mut $s);
                            Ok($body)
                        }
                        Err(e) => Err(e),
                    }
                })
            })*
            (k, w, _) => Err($crate::unsupported(
                $crate::central_buffer::SUPPORTED, k, w, p.route.nodes,
            )),
        }
    }};
    ($($what:tt)*) => {
        $crate::cb_instances!(@with [
            (2, 16, 1, 1) (2, 16, 2, 1) (2, 16, 4, 1) (2, 32, 1, 1) (2, 32, 2, 1)
            (4, 16, 1, 2) (4, 16, 2, 2) (4, 16, 4, 2) (4, 32, 1, 2) (4, 32, 2, 2)
            (8, 16, 1, 3) (8, 16, 2, 3) (8, 16, 4, 3) (8, 32, 1, 3) (8, 32, 2, 3)
            (8, 32, 8, 3) (8, 32, 32, 3)
        ] $($what)*)
    };
}

/// Every supported (k, W, bit-string flits) instance of the CB RTL, from [`cb_instances!`].
pub const SUPPORTED: &[Instance] = cb_instances!(list);

/// The RTL's limits beyond the model's `validate`: the instance must be in [`SUPPORTED`]
/// (the error names `nodes` and the node counts allowed at this k and W).
pub fn rtl_validate(p: &CbParams) -> Result<(), String> {
    p.validate()?;
    crate::check_instance(SUPPORTED, p.route.k, p.route.w, p.route.nodes)
}

/// Run `$body` with `$s` bound to a connected `CbSwitch` instance for `$p`; evaluates to
/// `Result<_, String>` (an instance not in [`SUPPORTED`] is an error naming `nodes`).
#[macro_export]
macro_rules! with_switch {
    ($p:expr, |$s:ident| $body:expr) => {
        $crate::cb_instances!(dispatch $p, $s, $body)
    };
}

/// Calls `f` in a frame of its own: each arm of [`with_switch!`] passes a different closure,
/// so only the chosen instance's switch (large at 32 bit-string flits) is on the stack, not
/// the largest of all of them in the caller's frame.
#[inline(never)]
pub fn out_of_line<T>(f: impl FnOnce() -> T) -> T {
    f()
}

/// Array ports of the switch top (`in_tag_3` is `in_tag$3` in the core).
pub const ARRAYS: [&str; 7] = [
    "in_tag",
    "in_data",
    "credit_in",
    "out_tag",
    "out_data",
    "credit_out",
    "queue",
];

/// Test/default parameters: k ports (k/2 down), W, N nodes, C chunks, F = 16-flit FIFOs,
/// 40-flit packets, adaptive up ports.
pub fn params(
    k: usize,
    w: usize,
    nodes: usize,
    chunks: usize,
    scheme: HeaderScheme,
    bypass: bool,
) -> CbParams {
    let down = k / 2;
    CbParams {
        route: RouteConfig {
            k,
            down,
            nodes,
            w,
            reach: fat_tree_reach(nodes, w, down, 0, nodes),
            policy: UpPolicy::Adaptive,
        },
        chunks,
        fifo: 16,
        max_len: 40,
        scheme,
        bypass,
        multicast: true,
    }
}

/// The default switch (the CLI's defaults and `verilog_out/`): k = 8 (4 down, 4 up), W = 16,
/// N = 16, C = 256 chunks (the SP Switch's 4 KB), F = 64-flit input FIFOs, 64-flit packets,
/// shared header chunks, bypass on, adaptive up ports.
pub fn default_params() -> CbParams {
    CbParams {
        fifo: 64,
        max_len: 64,
        ..params(8, 16, 16, 256, HeaderScheme::Shared, true)
    }
}

/// The module name of a configuration, e.g.
/// `cb_switch_k8_d4_w16_n16_c256_f64_l64_shared_bypass_adaptive_r3`: every parameter that changes
/// the hardware (ports k, down ports d, flit width w, nodes n, chunks c, input FIFO f, largest
/// packet l, header scheme, crossbar bypass, up-port policy, `_unicast` for a unicast-only
/// switch), so two different switches never share a name in one design, and from the second
/// behaviour revision of the golden model on `_r<N>` (`wormcast_model::central_buffer::REVISION`,
/// `wormcast_model::revision`; the first has no suffix), so a switch whose cycles changed never
/// keeps its old name.
pub fn module_name(p: &CbParams) -> String {
    format!(
        "cb_switch_k{}_d{}_w{}_n{}_c{}_f{}_l{}_{}_{}_{}{}{}",
        p.k(),
        p.route.down,
        p.route.w,
        p.route.nodes,
        p.chunks,
        p.fifo,
        p.max_len,
        if p.scheme == HeaderScheme::Shared {
            "shared"
        } else {
            "per_output"
        },
        if p.bypass { "bypass" } else { "nobypass" },
        policy_name(p.route.policy),
        if p.multicast { "" } else { "_unicast" },
        wormcast_model::revision::suffix(wormcast_model::central_buffer::REVISION)
    )
}

/// The header comment of an emitted switch.
pub fn doc(p: &CbParams, name: &str) -> String {
    format!(
        "{name}: central-buffer multicast switch (multidestination-worms paper, Section 4). \
         k={} ports ({} down), W={}, N={} nodes, C={} chunks of k flits, input FIFOs F={} \
         flits, max packet {} flits, header chunks {:?}, crossbar bypass {}. \
         rst: synchronous, active high; while high the link outputs and credit_out are 0 and \
         the inputs are ignored; each rst edge restores the power-on state, and chunk writes \
         resume C = {} cycles after rst falls (the replication counters' reset sweep). \
         Generated by wormcast; golden model wormcast_model::central_buffer.",
        p.k(),
        p.route.down,
        p.route.w,
        p.route.nodes,
        p.chunks,
        p.fifo,
        p.max_len,
        p.scheme,
        if p.bypass { "on" } else { "off" },
        p.chunks
    )
}

/// The full Verilog of the switch: a clean top module `name` (ports as the golden model's)
/// followed by the rust-hdl modules.
pub fn emit_verilog(p: &CbParams, name: &str) -> Result<String, String> {
    let core = format!("{name}_core");
    let body = crate::with_switch!(p, |s| emit(&s, &core))?;
    let ports: Vec<WrapPort> = input_ports(p)
        .iter()
        .map(|s| WrapPort::input(s, core_name(&ARRAYS, &s.name)))
        .chain(
            output_ports(p)
                .iter()
                .map(|s| WrapPort::output(s, core_name(&ARRAYS, &s.name))),
        )
        .collect();
    Ok(format!(
        "{}\n{body}",
        wrapper(
            name,
            &core,
            &format!(
                "{}\n{}",
                doc(p, name),
                crate::contract::central_buffer(p).comment()
            ),
            &ports
        )
    ))
}
