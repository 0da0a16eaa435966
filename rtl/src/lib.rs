//! rust-hdl descriptions of the wormcast hardware blocks and their Verilog emission.
//!
//! Each block here has a golden model in `wormcast-model` that it must match cycle for cycle;
//! the testbench checks that, and checks the emitted Verilog under Verilator as well.

pub mod arbiter;
pub mod banyan;
pub mod central_buffer;
pub mod chunk_store;
pub mod flit;
pub mod inport;
pub mod input_buffered;
pub mod link;
pub mod outport;
pub mod route;
pub mod verilog;
pub mod wiring;
