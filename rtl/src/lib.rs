//! rust-hdl descriptions of the wormcast hardware blocks and their Verilog emission.
//!
//! Each block here has a golden model in `wormcast-model` that it must match cycle for cycle;
//! the testbench checks that, and checks the emitted Verilog under Verilator as well.
//!
//! **The `kk` idiom.** rust-hdl's Verilog translation accepts index expressions made of loop
//! variables and literals only: `q[o * K + s]` with the const generic `K` panics at emission
//! (`../shared/notes/rust-hdl.md`). So an `update` that needs `K` in an index binds it to a
//! loop variable of one iteration, `for kk in K..(K + 1) { ... q[o * kk + s] ... }`, which
//! emits as a loop over the single value `K`. Every `for kk in K..(K + 1)` in this crate is
//! that and nothing more.

pub mod arbiter;
pub mod banyan;
pub mod central_buffer;
pub mod chunk_store;
pub mod consts;
pub mod flit;
pub mod inport;
pub mod input_buffered;
pub mod link;
pub mod malformed;
pub mod mesh;
pub mod mway;
pub mod outport;
pub mod ram;
pub mod route;
pub mod verilog;
pub mod wiring;

/// All ones up to the highest set bit of `x`, so that every value in `0..=x` passes a bitwise
/// AND with it unchanged. Registers whose reachable values are bounded by `x` mask their next
/// value with it: behaviour is unchanged, and synthesis drops the constant-zero upper bits of
/// the (fixed-width) rust-hdl register and the logic behind them.
pub fn low_mask(x: u64) -> u64 {
    (1u64 << (64 - x.leading_zeros())) - 1
}
