//! The per-block stimulus/response interface shared by golden models, rust-hdl simulations
//! and Verilator runs.
//!
//! A cycle is: the inputs are applied, outputs are sampled (they may depend combinationally on
//! the inputs), then the rising clock edge updates all registers. Every block starts in its
//! power-on state (all registers at their initial values). Every emitted top has a
//! synchronous reset: a one-bit input port `rst`, listed last (a stimulus vector without it
//! runs with `rst` low); each block's module doc, "Reset", says what it clears and when the
//! block is back at its power-on state.

/// One named port of a block; values are carried as `u64`, so `width` is at most 64.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PortSpec {
    pub name: String,
    pub width: usize,
}

impl PortSpec {
    pub fn new(name: impl Into<String>, width: usize) -> Self {
        assert!(width >= 1 && width <= 64, "port width must be 1..=64");
        PortSpec {
            name: name.into(),
            width,
        }
    }
    /// Mask of the valid bits of a value on this port.
    pub fn mask(&self) -> u64 {
        if self.width == 64 {
            u64::MAX
        } else {
            (1u64 << self.width) - 1
        }
    }
}

/// A clocked block driven one cycle at a time.
pub trait CycleModel {
    /// Input ports, in the order `step` expects their values.
    fn input_ports(&self) -> Vec<PortSpec>;
    /// Output ports, in the order `step` returns their values.
    fn output_ports(&self) -> Vec<PortSpec>;
    /// Apply `inputs`, sample and return the outputs, then clock once.
    fn step(&mut self, inputs: &[u64]) -> Vec<u64>;
}
