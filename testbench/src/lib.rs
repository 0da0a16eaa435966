//! testbench
