//! The external tool runs, one module per tool family, so the testbench holds tests and their
//! engines only:
//!
//! * [`run`]: finding a tool (`require`: a missing tool is an error that says how to install
//!   it, never a silent skip) and running it with a time limit;
//! * [`eda`]: Yosys and nextpnr (lint, `synth_ice40` / `synth_ecp5 -abc9`, place and route through
//!   the timing harness, the critical path), the targets;
//! * [`fit`]: the largest configuration of a block that places on a target;
//! * [`verilator`]: Verilator builds of an emitted top and their batch runs ([`verilator::Replay`]);
//!   [`verilator_unit`]: the quick build of a model, one unit against a shared runtime;
//! * [`fusesoc`] and [`ip_wrapper`]: the FuseSoC core and the SystemVerilog wrapper of an IP;
//! * [`vcd_filter`], [`gtkw`], [`waves`]: VCD windows and scopes, GTKWave save files, FST and
//!   gzip writers;
//! * [`test_layout`]: the check that every integration-test file is part of its crate's
//!   test program.
//!
//! Layer: depends on `wormcast-model` (port lists) only; `wormcast-testbench` and the CLI use it.

pub mod eda;
pub mod fit;
pub mod fusesoc;
pub mod gtkw;
pub mod ip_wrapper;
pub mod levels;
pub mod run;
pub mod test_layout;
#[cfg(test)]
mod test_layout_tests;
pub mod vcd_filter;
pub mod verilator;
pub mod verilator_unit;
pub mod waves;
