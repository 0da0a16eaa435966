//! The checks and their engines: stimulus, the lockstep comparison of golden model /
//! rust-hdl simulation / Verilator (first differing cycle, port and values), and each block's
//! three-way check. Blocks are made in `wormcast-ip`; the tool runs (Yosys, nextpnr, Verilator
//! builds, FuseSoC, waveforms) are in `wormcast-tools` (docs/architecture.md).
//!
//! * [`compare`]: the generic lockstep engine over [`CycleModel`]s.
//! * [`hdl`]: drives a rust-hdl block as a [`CycleModel`] (the fast manual clock loop), with
//!   optional VCD of every signal.
//! * [`block_check`]: the three-way check of a block (golden model, rust-hdl, Verilator).
//! * [`central_buffer`], [`cb_blocks`], [`input_buffered`], [`input_buffered_parts`]: the
//!   fat-tree switches' checks; [`inport`], [`outport`], [`route`], [`chunk_store`],
//!   [`arbiter`]: their sub-blocks'.
//! * [`banyan`], [`banyan_wh`], [`mway_router`], [`mway_channel`], [`mway_mesh`],
//!   [`mesh_router`], [`mesh_fabric`]: the other blocks' checks.
//! * [`formal`]: the formal wrappers and properties (`wormcast prove`).
//! * [`net_rtl`]: RTL in the loop for the network study (every switch of a fat tree
//!   compared with its Verilator model at every cycle).
//! * [`soak`], [`adversarial`]: long random golden-vs-Verilator runs with reproducers.
//! * [`switch_bench`], [`switch_traffic`]: bench-switch's figures and the switches' traffic.
//! * [`threads`]: the stack size of every thread that builds or simulates a rust-hdl block.

pub mod adversarial;
pub mod arbiter;
pub mod banyan;
pub mod banyan_wh;
pub mod block_check;
pub mod cb_blocks;
pub mod central_buffer;
pub mod chunk_store;
pub mod compare;
pub mod formal;
pub mod hdl;
pub mod inport;
pub mod input_buffered;
pub mod input_buffered_parts;
pub mod link;
pub mod mesh_fabric;
pub mod mesh_router;
pub mod mway_channel;
pub mod mway_mesh;
pub mod mway_router;
pub mod net_rtl;
pub mod outport;
pub mod route;
pub mod soak;
pub mod switch_bench;
pub mod switch_traffic;
pub mod threads;

pub use wormcast_model::{CycleModel, PortSpec};
