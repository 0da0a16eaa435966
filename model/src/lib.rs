//! Golden models for wormcast hardware blocks.
//!
//! Every hardware block exists three times (this golden model, the rust-hdl description in
//! `wormcast-rtl`, and the Verilog emitted from it). All three implement [`CycleModel`] so the
//! testbench can drive them in lockstep with the same stimulus and compare every output port
//! at every cycle.

pub mod arbiter;
pub mod banyan;
pub mod central_buffer;
pub mod chunk_store;
pub mod cycle;
pub mod flit;
pub mod inport;
pub mod input_buffered;
pub mod lfc;
pub mod link;
pub mod lockstep;
pub mod mesh;
pub mod mway;
pub mod net;
pub mod network;
pub mod outport;
pub mod packet;
pub mod revision;
pub mod route;
pub mod switch_ports;
pub mod switch_stim;
pub mod tpm;

pub use cycle::{CycleModel, PortSpec};
pub use flit::{Flit, Tag};
