//! Stimulus, lockstep comparison of golden model / rust-hdl simulation / Verilator, and VCD.
//!
//! * [`compare`]: the generic lockstep engine over [`CycleModel`]s.
//! * [`hdl`]: drives a rust-hdl block as a [`CycleModel`] (the fast manual clock loop), with
//!   optional VCD of every signal.
//! * [`verilator`]: builds emitted Verilog with Verilator (cached under `target/verilator`)
//!   and runs it on a stimulus file, giving its responses as a [`CycleModel`] replay.
//! * [`banyan`]: the banyan network's stimulus and three-way check; [`banyan_wh`]: the same
//!   for its wormhole mode.
//! * [`net_rtl`]: RTL in the loop for the network study (every switch of a fat tree
//!   compared with its Verilator model at every cycle).
//! * [`soak`]: long random golden-vs-Verilator runs with reproducers (`wormcast soak`).
//! * [`threads`]: the stack size of every thread that builds or simulates a rust-hdl block.
//! * [`tools`]: locating Verilator / Yosys / nextpnr, with a clear error when missing.
//! * [`vcd_filter`]: cut a VCD to a scope and a window of cycles; the shared VCD header reader.
//! * [`waves`]: what `wormcast sim --vcd` writes: the VCD or a compact copy (`.fst`,
//!   `.vcd.gz`) and a GTKWave save file ([`gtkw`]) with the block's signals grouped.
//! * [`fusesoc`]: FuseSoC CAPI2 core files for the emitted IP (lint and iCE40 targets).

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

// For macros used from other crates (`with_switch!`).
#[doc(hidden)]
pub use rust_hdl as __rust_hdl;
#[doc(hidden)]
pub use wormcast_model as __model;
#[doc(hidden)]
pub use wormcast_rtl as __rtl;
