//! The input-buffered switch's home (multidestination-worms paper, Section 5): its default
//! and test parameters, its buffer organisations, the table of the RTL instances it supports
//! ([`ib_instances!`], read by the dispatch, [`rtl_validate`] and the suite's per-instance
//! test), its module name and `emit_verilog`. The golden model is
//! `wormcast_model::input_buffered`, the RTL `wormcast_rtl::input_buffered::IbSwitch`, the
//! checks `wormcast_testbench::input_buffered`.
//!
//! The organisation and every parameter but (k, W, bit-string flits) are run-time
//! constructor arguments ([`config`]); those three select the const-generic instance.

use crate::{core_name, policy_name, Instance};
use rust_hdl::prelude::*;
use wormcast_model::input_buffered::{
    default_fifo, input_ports, output_ports, IbParams, Organisation,
};
use wormcast_model::route::{fat_tree_reach, RouteConfig, UpPolicy};
use wormcast_rtl::input_buffered::{
    IbConfig, IbSwitch, ORG_CHUNK_WIDE, ORG_SPLIT_RAM, ORG_STAIRCASE,
};
use wormcast_rtl::verilog::{emit, wrapper, WrapPort};

/// The supported RTL instances, one `(k, W, B, P)` per line: k ports, W-bit flits, B
/// bit-string flits per header (N <= B x W nodes), P = log2 k. `ib_instances!(list)` is
/// [`SUPPORTED`]; `ib_instances!(dispatch p, f(args))` calls `f::<K, W, B, P>(args)` for
/// `p`'s instance (an `Err` naming `nodes` if there is none), as `dispatch!` in the
/// testbench does.
#[macro_export]
macro_rules! ib_instances {
    (@with [$(($k:literal, $w:literal, $b:literal, $pp:literal))*] list) => {
        &[$($crate::Instance { k: $k, w: $w, bitstring_flits: $b }),*]
    };
    (@with [$(($k:literal, $w:literal, $b:literal, $pp:literal))*] dispatch $p:expr, $f:ident $args:tt) => {{
        let p: &$crate::__model::input_buffered::IbParams = $p;
        match (p.route.k, p.route.w, p.route.bitstring_flits()) {
            $(($k, $w, $b) => $f::<$k, $w, $b, $pp> $args,)*
            (k, w, _) => Err($crate::unsupported(
                $crate::input_buffered::SUPPORTED, k, w, p.route.nodes,
            )),
        }
    }};
    ($($what:tt)*) => {
        $crate::ib_instances!(@with [
            (2, 16, 1, 1) (2, 16, 2, 1) (2, 16, 4, 1) (2, 32, 1, 1) (2, 32, 2, 1)
            (4, 16, 1, 2) (4, 16, 2, 2) (4, 16, 4, 2) (4, 32, 1, 2) (4, 32, 2, 2)
            (8, 16, 1, 3) (8, 16, 2, 3) (8, 16, 4, 3) (8, 32, 1, 3) (8, 32, 2, 3)
            (8, 32, 8, 3) (8, 32, 32, 3)
        ] $($what)*)
    };
}

/// Every supported (k, W, bit-string flits) instance of the IB RTL, from [`ib_instances!`].
pub const SUPPORTED: &[Instance] = ib_instances!(list);

/// Array ports of the switch top (model name `x_3` is rust-hdl's `x$3`).
pub const ARRAYS: [&str; 7] = [
    "in_tag",
    "in_data",
    "credit_in",
    "out_tag",
    "out_data",
    "credit_out",
    "used",
];

pub fn org_code(o: Organisation) -> u64 {
    match o {
        Organisation::ChunkWide => ORG_CHUNK_WIDE,
        Organisation::Staircase => ORG_STAIRCASE,
        Organisation::SplitRam => ORG_SPLIT_RAM,
    }
}

pub fn org_name(o: Organisation) -> &'static str {
    match o {
        Organisation::ChunkWide => "chunk_wide",
        Organisation::Staircase => "staircase",
        Organisation::SplitRam => "split_ram",
    }
}

pub const ORGS: [Organisation; 3] = [
    Organisation::ChunkWide,
    Organisation::Staircase,
    Organisation::SplitRam,
];

/// The RTL's limits beyond the model's `validate`.
pub fn rtl_validate(p: &IbParams) -> Result<(), String> {
    p.validate()?;
    crate::check_instance(SUPPORTED, p.route.k, p.route.w, p.route.nodes)?;
    // The lane RAMs hold 256 chunk slots: one is the assembly slot, and the split RAM keeps
    // k more as spares (see `IbCore::new`).
    let spare = 1 + if p.org == Organisation::SplitRam {
        p.k()
    } else {
        0
    };
    if p.buffer_chunks() + spare > 256 {
        return Err(format!(
            "invalid parameter buffer={}: allowed up to {} flits for this RTL (256 chunk slots of {} flits, less one assembly chunk{})",
            p.buffer,
            (256 - spare) * p.k(),
            p.k(),
            if p.org == Organisation::SplitRam {
                " and k spare chunks for the split RAM"
            } else {
                ""
            }
        ));
    }
    Ok(())
}

pub fn config(p: &IbParams) -> IbConfig {
    IbConfig {
        org: org_code(p.org),
        down: p.route.down,
        policy: p.route.policy,
        reach: p.route.reach.clone(),
        fifo: p.fifo,
        max_len: p.max_len,
        chunks: p.buffer_chunks(),
        staged: p.pipelined(),
        late_cut: p.pipelined(),
    }
}

/// A connected switch block.
pub fn block<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
) -> IbSwitch<K, W, B, P> {
    let mut b = IbSwitch::<K, W, B, P>::new(&config(p));
    b.connect_all();
    b
}

/// The module name of a configuration, e.g.
/// `ib_switch_chunk_wide_k8_d4_w16_n16_b320_f16_l64_adaptive_r4`: every parameter that changes
/// the hardware (buffer organisation, ports k, down ports d, flit width w, nodes n, buffer b,
/// input FIFO f, largest packet l, up-port policy), so two different switches never share a
/// name in one design, and the behaviour revision built (`p.revision`: `_r4` by default,
/// `_r3` for revision 3; `wormcast_model::revision`), so a switch whose cycles changed never
/// keeps its old name.
pub fn module_name(p: &IbParams) -> String {
    format!(
        "ib_switch_{}_k{}_d{}_w{}_n{}_b{}_f{}_l{}_{}{}",
        org_name(p.org),
        p.k(),
        p.route.down,
        p.route.w,
        p.route.nodes,
        p.buffer,
        p.fifo,
        p.max_len,
        policy_name(p.route.policy),
        wormcast_model::revision::suffix(p.revision)
    )
}

fn doc(p: &IbParams, name: &str) -> String {
    let staged = p.pipelined();
    format!(
        "{name}: input-buffered multicast switch, {} organisation (multidestination-worms paper, Section 5).\n\
         k = {} ports ({} down), {}-bit flits, N = {} nodes, {}-flit input buffers, {}-flit link FIFOs, packets up to {} flits.\n\
         Ports: in_tag_p/in_data_p link flits in (tag 0 idle, 1 head, 2 body, 3 tail); credit_in_p one pulse per slot freed downstream;\n\
         out_tag_p/out_data_p link flits out; credit_out_p one pulse per link-FIFO slot freed here; used_p chunks held in input buffer p;\n\
         malformed_count packets discarded or repaired (wraps); overflow a flit arrived at a full link FIFO (sender broke the credit protocol).\n\
         rst: synchronous, active high; while high the link outputs and credit_out_p are 0 and the inputs are ignored; each rst edge restores the power-on state, ready from the cycle after rst falls (D = 0).\n\
         Timing: packets are served FIFO from the head of each input buffer; flits are written into the input buffer as they leave the framer, a chunk is readable the cycle after its last flit, and an idle output cuts a packet arriving at an empty input buffer through, each flit entering its link register {} (head in to head out B + {} cycles, B the bit-string flits); other outputs read it chunk by chunk, {} (then issue and completion). Behaviour revision {}.\n\
         Matches wormcast_model::input_buffered::InputBufferedSwitch cycle for cycle at every port (all organisations, no output delay). Generated by wormcast.",
        org_name(p.org),
        p.k(),
        p.route.down,
        p.route.w,
        p.route.nodes,
        p.buffer,
        p.fifo,
        p.max_len,
        if staged {
            "at the edge after the input's writer takes it"
        } else {
            "at the edge the input's writer takes it"
        },
        if staged { 3 } else { 2 },
        if staged {
            "the readers' decision in two stages (eligibility, then arbitration)"
        } else {
            "the readers' decision in one stage (eligibility registered, arbitration)"
        },
        p.revision
    )
}

pub fn verilog_of<const K: usize, const W: usize, const B: usize, const P: usize>(
    p: &IbParams,
    name: &str,
) -> Result<String, String> {
    verilog_of_block(&block::<K, W, B, P>(p), p, name)
}

/// [`verilog_of`] for a connected switch block built from `p` (with `config(p)` changed, as
/// the staged option's check does).
pub fn verilog_of_block<const K: usize, const W: usize, const B: usize, const P: usize>(
    uut: &IbSwitch<K, W, B, P>,
    p: &IbParams,
    name: &str,
) -> Result<String, String> {
    let core = format!("{name}_core");
    let body = emit(uut, &core);
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
                crate::contract::input_buffered(p).comment()
            ),
            &ports
        )
    ))
}

/// Full Verilog: the named top module `name` (the model's port names) and its core modules.
pub fn emit_verilog(p: &IbParams, name: &str) -> Result<String, String> {
    rtl_validate(p)?;
    ib_instances!(dispatch p, verilog_of(p, name))
}

/// The default switch of an organisation (the CLI's defaults and `verilog_out/`): k = 8
/// (4 down, 4 up), W = 16, N = 16, 320-flit input buffers (the paper's equal-storage point),
/// 16-flit link FIFOs (`default_fifo(8)`), packets up to 64 flits, adaptive up ports.
pub fn default_params(org: Organisation) -> IbParams {
    IbParams {
        max_len: 64,
        fifo: default_fifo(8),
        ..params(8, 16, 16, 320, org)
    }
}

/// A parameter set: k ports (k/2 down), w-bit flits, N nodes, adaptive up ports.
pub fn params(k: usize, w: usize, nodes: usize, buffer: usize, org: Organisation) -> IbParams {
    let down = k / 2;
    IbParams {
        route: RouteConfig {
            k,
            down,
            nodes,
            w,
            reach: fat_tree_reach(nodes, w, down, 0, nodes),
            policy: UpPolicy::Adaptive,
        },
        buffer,
        fifo: 8,
        max_len: 48,
        org,
        revision: wormcast_model::input_buffered::REVISION,
    }
}
